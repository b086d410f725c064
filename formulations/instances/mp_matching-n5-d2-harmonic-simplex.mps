NAME          mp_matching
ROWS
 N  OBJ
 E  out_0
 E  in_0
 E  out_1
 E  in_1
 E  out_2
 E  in_2
 E  out_3
 E  in_3
 E  out_4
 E  in_4
 E  incr_0_1
 L  order_0_1_2
 E  incr_0_2
 L  order_0_2_2
 E  incr_0_3
 L  order_0_3_2
 E  incr_0_4
 L  order_0_4_2
 E  incr_1_0
 L  order_1_0_2
 E  incr_1_2
 L  order_1_2_2
 E  incr_1_3
 L  order_1_3_2
 E  incr_1_4
 L  order_1_4_2
 E  incr_2_0
 L  order_2_0_2
 E  incr_2_1
 L  order_2_1_2
 E  incr_2_3
 L  order_2_3_2
 E  incr_2_4
 L  order_2_4_2
 E  incr_3_0
 L  order_3_0_2
 E  incr_3_1
 L  order_3_1_2
 E  incr_3_2
 L  order_3_2_2
 E  incr_3_4
 L  order_3_4_2
 E  incr_4_0
 L  order_4_0_2
 E  incr_4_1
 L  order_4_1_2
 E  incr_4_2
 L  order_4_2_2
 E  incr_4_3
 L  order_4_3_2
COLUMNS
    MARK      'MARKER'                 'INTORG'
    x_0_1     out_0      1.000000000000e+00
    x_0_1     in_1       1.000000000000e+00
    x_0_1     incr_0_1   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_2     out_0      1.000000000000e+00
    x_0_2     in_2       1.000000000000e+00
    x_0_2     incr_0_2   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_3     out_0      1.000000000000e+00
    x_0_3     in_3       1.000000000000e+00
    x_0_3     incr_0_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_4     out_0      1.000000000000e+00
    x_0_4     in_4       1.000000000000e+00
    x_0_4     incr_0_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_0     in_0       1.000000000000e+00
    x_1_0     out_1      1.000000000000e+00
    x_1_0     incr_1_0   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_2     out_1      1.000000000000e+00
    x_1_2     in_2       1.000000000000e+00
    x_1_2     incr_1_2   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_3     out_1      1.000000000000e+00
    x_1_3     in_3       1.000000000000e+00
    x_1_3     incr_1_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_4     out_1      1.000000000000e+00
    x_1_4     in_4       1.000000000000e+00
    x_1_4     incr_1_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_0     in_0       1.000000000000e+00
    x_2_0     out_2      1.000000000000e+00
    x_2_0     incr_2_0   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_1     in_1       1.000000000000e+00
    x_2_1     out_2      1.000000000000e+00
    x_2_1     incr_2_1   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_3     out_2      1.000000000000e+00
    x_2_3     in_3       1.000000000000e+00
    x_2_3     incr_2_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_4     out_2      1.000000000000e+00
    x_2_4     in_4       1.000000000000e+00
    x_2_4     incr_2_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_0     in_0       1.000000000000e+00
    x_3_0     out_3      1.000000000000e+00
    x_3_0     incr_3_0   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_1     in_1       1.000000000000e+00
    x_3_1     out_3      1.000000000000e+00
    x_3_1     incr_3_1   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_2     in_2       1.000000000000e+00
    x_3_2     out_3      1.000000000000e+00
    x_3_2     incr_3_2   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_4     out_3      1.000000000000e+00
    x_3_4     in_4       1.000000000000e+00
    x_3_4     incr_3_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_4_0     in_0       1.000000000000e+00
    x_4_0     out_4      1.000000000000e+00
    x_4_0     incr_4_0   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_4_1     in_1       1.000000000000e+00
    x_4_1     out_4      1.000000000000e+00
    x_4_1     incr_4_1   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_4_2     in_2       1.000000000000e+00
    x_4_2     out_4      1.000000000000e+00
    x_4_2     incr_4_2   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_4_3     in_3       1.000000000000e+00
    x_4_3     out_4      1.000000000000e+00
    x_4_3     incr_4_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_1_1   incr_0_1  -1.000000000000e+00
    y_0_1_1   order_0_1_2  -1.000000000000e+00
    y_0_1_1   OBJ       -8.888888888889e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_1_2   incr_0_1  -1.000000000000e+00
    y_0_1_2   order_0_1_2   1.000000000000e+00
    y_0_1_2   OBJ       -4.444444444444e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_2_1   incr_0_2  -1.000000000000e+00
    y_0_2_1   order_0_2_2  -1.000000000000e+00
    y_0_2_1   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_2_2   incr_0_2  -1.000000000000e+00
    y_0_2_2   order_0_2_2   1.000000000000e+00
    y_0_2_2   OBJ       -5.555555555556e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_3_1   incr_0_3  -1.000000000000e+00
    y_0_3_1   order_0_3_2  -1.000000000000e+00
    y_0_3_1   OBJ       -8.888888888889e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_3_2   incr_0_3  -1.000000000000e+00
    y_0_3_2   order_0_3_2   1.000000000000e+00
    y_0_3_2   OBJ       -4.444444444444e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_4_1   incr_0_4  -1.000000000000e+00
    y_0_4_1   order_0_4_2  -1.000000000000e+00
    y_0_4_1   OBJ       -5.555555555556e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_4_2   incr_0_4  -1.000000000000e+00
    y_0_4_2   order_0_4_2   1.000000000000e+00
    y_0_4_2   OBJ       -2.777777777778e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_0_1   incr_1_0  -1.000000000000e+00
    y_1_0_1   order_1_0_2  -1.000000000000e+00
    y_1_0_1   OBJ       -5.555555555556e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_0_2   incr_1_0  -1.000000000000e+00
    y_1_0_2   order_1_0_2   1.000000000000e+00
    y_1_0_2   OBJ       -2.777777777778e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_2_1   incr_1_2  -1.000000000000e+00
    y_1_2_1   order_1_2_2  -1.000000000000e+00
    y_1_2_1   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_2_2   incr_1_2  -1.000000000000e+00
    y_1_2_2   order_1_2_2   1.000000000000e+00
    y_1_2_2   OBJ       -1.666666666667e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_3_1   incr_1_3  -1.000000000000e+00
    y_1_3_1   order_1_3_2  -1.000000000000e+00
    y_1_3_1   OBJ       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_3_2   incr_1_3  -1.000000000000e+00
    y_1_3_2   order_1_3_2   1.000000000000e+00
    y_1_3_2   OBJ       -5.000000000000e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_4_1   incr_1_4  -1.000000000000e+00
    y_1_4_1   order_1_4_2  -1.000000000000e+00
    y_1_4_1   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_4_2   incr_1_4  -1.000000000000e+00
    y_1_4_2   order_1_4_2   1.000000000000e+00
    y_1_4_2   OBJ       -5.555555555556e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_0_1   incr_2_0  -1.000000000000e+00
    y_2_0_1   order_2_0_2  -1.000000000000e+00
    y_2_0_1   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_0_2   incr_2_0  -1.000000000000e+00
    y_2_0_2   order_2_0_2   1.000000000000e+00
    y_2_0_2   OBJ       -1.666666666667e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_1_1   incr_2_1  -1.000000000000e+00
    y_2_1_1   order_2_1_2  -1.000000000000e+00
    y_2_1_1   OBJ       -4.444444444444e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_1_2   incr_2_1  -1.000000000000e+00
    y_2_1_2   order_2_1_2   1.000000000000e+00
    y_2_1_2   OBJ       -2.222222222222e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3_1   incr_2_3  -1.000000000000e+00
    y_2_3_1   order_2_3_2  -1.000000000000e+00
    y_2_3_1   OBJ       -4.444444444444e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3_2   incr_2_3  -1.000000000000e+00
    y_2_3_2   order_2_3_2   1.000000000000e+00
    y_2_3_2   OBJ       -2.222222222222e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_4_1   incr_2_4  -1.000000000000e+00
    y_2_4_1   order_2_4_2  -1.000000000000e+00
    y_2_4_1   OBJ       -2.222222222222e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_4_2   incr_2_4  -1.000000000000e+00
    y_2_4_2   order_2_4_2   1.000000000000e+00
    y_2_4_2   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_0_1   incr_3_0  -1.000000000000e+00
    y_3_0_1   order_3_0_2  -1.000000000000e+00
    y_3_0_1   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_0_2   incr_3_0  -1.000000000000e+00
    y_3_0_2   order_3_0_2   1.000000000000e+00
    y_3_0_2   OBJ       -5.555555555556e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_1_1   incr_3_1  -1.000000000000e+00
    y_3_1_1   order_3_1_2  -1.000000000000e+00
    y_3_1_1   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_1_2   incr_3_1  -1.000000000000e+00
    y_3_1_2   order_3_1_2   1.000000000000e+00
    y_3_1_2   OBJ       -5.555555555556e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_2_1   incr_3_2  -1.000000000000e+00
    y_3_2_1   order_3_2_2  -1.000000000000e+00
    y_3_2_1   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_2_2   incr_3_2  -1.000000000000e+00
    y_3_2_2   order_3_2_2   1.000000000000e+00
    y_3_2_2   OBJ       -5.555555555556e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_4_1   incr_3_4  -1.000000000000e+00
    y_3_4_1   order_3_4_2  -1.000000000000e+00
    y_3_4_1   OBJ       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_4_2   incr_3_4  -1.000000000000e+00
    y_3_4_2   order_3_4_2   1.000000000000e+00
    y_3_4_2   OBJ       -5.000000000000e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_0_1   incr_4_0  -1.000000000000e+00
    y_4_0_1   order_4_0_2  -1.000000000000e+00
    y_4_0_1   OBJ       -2.222222222222e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_0_2   incr_4_0  -1.000000000000e+00
    y_4_0_2   order_4_0_2   1.000000000000e+00
    y_4_0_2   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_1_1   incr_4_1  -1.000000000000e+00
    y_4_1_1   order_4_1_2  -1.000000000000e+00
    y_4_1_1   OBJ       -6.666666666667e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_1_2   incr_4_1  -1.000000000000e+00
    y_4_1_2   order_4_1_2   1.000000000000e+00
    y_4_1_2   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_2_1   incr_4_2  -1.000000000000e+00
    y_4_2_1   order_4_2_2  -1.000000000000e+00
    y_4_2_1   OBJ       -7.777777777778e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_2_2   incr_4_2  -1.000000000000e+00
    y_4_2_2   order_4_2_2   1.000000000000e+00
    y_4_2_2   OBJ       -3.888888888889e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_3_1   incr_4_3  -1.000000000000e+00
    y_4_3_1   order_4_3_2  -1.000000000000e+00
    y_4_3_1   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_3_2   incr_4_3  -1.000000000000e+00
    y_4_3_2   order_4_3_2   1.000000000000e+00
    y_4_3_2   OBJ       -1.666666666667e-01
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       out_0      2.000000000000e+00
    RHS       in_0       2.000000000000e+00
    RHS       out_1      2.000000000000e+00
    RHS       in_1       2.000000000000e+00
    RHS       out_2      2.000000000000e+00
    RHS       in_2       2.000000000000e+00
    RHS       out_3      2.000000000000e+00
    RHS       in_3       2.000000000000e+00
    RHS       out_4      2.000000000000e+00
    RHS       in_4       2.000000000000e+00
    RHS       incr_0_1   0.000000000000e+00
    RHS       order_0_1_2   0.000000000000e+00
    RHS       incr_0_2   0.000000000000e+00
    RHS       order_0_2_2   0.000000000000e+00
    RHS       incr_0_3   0.000000000000e+00
    RHS       order_0_3_2   0.000000000000e+00
    RHS       incr_0_4   0.000000000000e+00
    RHS       order_0_4_2   0.000000000000e+00
    RHS       incr_1_0   0.000000000000e+00
    RHS       order_1_0_2   0.000000000000e+00
    RHS       incr_1_2   0.000000000000e+00
    RHS       order_1_2_2   0.000000000000e+00
    RHS       incr_1_3   0.000000000000e+00
    RHS       order_1_3_2   0.000000000000e+00
    RHS       incr_1_4   0.000000000000e+00
    RHS       order_1_4_2   0.000000000000e+00
    RHS       incr_2_0   0.000000000000e+00
    RHS       order_2_0_2   0.000000000000e+00
    RHS       incr_2_1   0.000000000000e+00
    RHS       order_2_1_2   0.000000000000e+00
    RHS       incr_2_3   0.000000000000e+00
    RHS       order_2_3_2   0.000000000000e+00
    RHS       incr_2_4   0.000000000000e+00
    RHS       order_2_4_2   0.000000000000e+00
    RHS       incr_3_0   0.000000000000e+00
    RHS       order_3_0_2   0.000000000000e+00
    RHS       incr_3_1   0.000000000000e+00
    RHS       order_3_1_2   0.000000000000e+00
    RHS       incr_3_2   0.000000000000e+00
    RHS       order_3_2_2   0.000000000000e+00
    RHS       incr_3_4   0.000000000000e+00
    RHS       order_3_4_2   0.000000000000e+00
    RHS       incr_4_0   0.000000000000e+00
    RHS       order_4_0_2   0.000000000000e+00
    RHS       incr_4_1   0.000000000000e+00
    RHS       order_4_1_2   0.000000000000e+00
    RHS       incr_4_2   0.000000000000e+00
    RHS       order_4_2_2   0.000000000000e+00
    RHS       incr_4_3   0.000000000000e+00
    RHS       order_4_3_2   0.000000000000e+00
BOUNDS
 UP BND       x_0_1      2.000000000000e+00
 UP BND       x_0_2      2.000000000000e+00
 UP BND       x_0_3      2.000000000000e+00
 UP BND       x_0_4      2.000000000000e+00
 UP BND       x_1_0      2.000000000000e+00
 UP BND       x_1_2      2.000000000000e+00
 UP BND       x_1_3      2.000000000000e+00
 UP BND       x_1_4      2.000000000000e+00
 UP BND       x_2_0      2.000000000000e+00
 UP BND       x_2_1      2.000000000000e+00
 UP BND       x_2_3      2.000000000000e+00
 UP BND       x_2_4      2.000000000000e+00
 UP BND       x_3_0      2.000000000000e+00
 UP BND       x_3_1      2.000000000000e+00
 UP BND       x_3_2      2.000000000000e+00
 UP BND       x_3_4      2.000000000000e+00
 UP BND       x_4_0      2.000000000000e+00
 UP BND       x_4_1      2.000000000000e+00
 UP BND       x_4_2      2.000000000000e+00
 UP BND       x_4_3      2.000000000000e+00
 BV BND       y_0_1_1 
 BV BND       y_0_1_2 
 BV BND       y_0_2_1 
 BV BND       y_0_2_2 
 BV BND       y_0_3_1 
 BV BND       y_0_3_2 
 BV BND       y_0_4_1 
 BV BND       y_0_4_2 
 BV BND       y_1_0_1 
 BV BND       y_1_0_2 
 BV BND       y_1_2_1 
 BV BND       y_1_2_2 
 BV BND       y_1_3_1 
 BV BND       y_1_3_2 
 BV BND       y_1_4_1 
 BV BND       y_1_4_2 
 BV BND       y_2_0_1 
 BV BND       y_2_0_2 
 BV BND       y_2_1_1 
 BV BND       y_2_1_2 
 BV BND       y_2_3_1 
 BV BND       y_2_3_2 
 BV BND       y_2_4_1 
 BV BND       y_2_4_2 
 BV BND       y_3_0_1 
 BV BND       y_3_0_2 
 BV BND       y_3_1_1 
 BV BND       y_3_1_2 
 BV BND       y_3_2_1 
 BV BND       y_3_2_2 
 BV BND       y_3_4_1 
 BV BND       y_3_4_2 
 BV BND       y_4_0_1 
 BV BND       y_4_0_2 
 BV BND       y_4_1_1 
 BV BND       y_4_1_2 
 BV BND       y_4_2_1 
 BV BND       y_4_2_2 
 BV BND       y_4_3_1 
 BV BND       y_4_3_2 
ENDATA
