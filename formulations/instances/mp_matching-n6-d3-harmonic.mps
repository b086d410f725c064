NAME          mp_matching
ROWS
 N  OBJ
 E  degree_0
 E  degree_1
 E  degree_2
 E  degree_3
 E  degree_4
 E  degree_5
 E  incr_0_1
 L  order_0_1_2
 L  order_0_1_3
 E  incr_0_2
 L  order_0_2_2
 L  order_0_2_3
 E  incr_0_3
 L  order_0_3_2
 L  order_0_3_3
 E  incr_0_4
 L  order_0_4_2
 L  order_0_4_3
 E  incr_0_5
 L  order_0_5_2
 L  order_0_5_3
 E  incr_1_2
 L  order_1_2_2
 L  order_1_2_3
 E  incr_1_3
 L  order_1_3_2
 L  order_1_3_3
 E  incr_1_4
 L  order_1_4_2
 L  order_1_4_3
 E  incr_1_5
 L  order_1_5_2
 L  order_1_5_3
 E  incr_2_3
 L  order_2_3_2
 L  order_2_3_3
 E  incr_2_4
 L  order_2_4_2
 L  order_2_4_3
 E  incr_2_5
 L  order_2_5_2
 L  order_2_5_3
 E  incr_3_4
 L  order_3_4_2
 L  order_3_4_3
 E  incr_3_5
 L  order_3_5_2
 L  order_3_5_3
 E  incr_4_5
 L  order_4_5_2
 L  order_4_5_3
COLUMNS
    MARK      'MARKER'                 'INTORG'
    x_0_1     degree_0   1.000000000000e+00
    x_0_1     degree_1   1.000000000000e+00
    x_0_1     incr_0_1   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_2     degree_0   1.000000000000e+00
    x_0_2     degree_2   1.000000000000e+00
    x_0_2     incr_0_2   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_3     degree_0   1.000000000000e+00
    x_0_3     degree_3   1.000000000000e+00
    x_0_3     incr_0_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_4     degree_0   1.000000000000e+00
    x_0_4     degree_4   1.000000000000e+00
    x_0_4     incr_0_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_5     degree_0   1.000000000000e+00
    x_0_5     degree_5   1.000000000000e+00
    x_0_5     incr_0_5   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_2     degree_1   1.000000000000e+00
    x_1_2     degree_2   1.000000000000e+00
    x_1_2     incr_1_2   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_3     degree_1   1.000000000000e+00
    x_1_3     degree_3   1.000000000000e+00
    x_1_3     incr_1_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_4     degree_1   1.000000000000e+00
    x_1_4     degree_4   1.000000000000e+00
    x_1_4     incr_1_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_5     degree_1   1.000000000000e+00
    x_1_5     degree_5   1.000000000000e+00
    x_1_5     incr_1_5   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_3     degree_2   1.000000000000e+00
    x_2_3     degree_3   1.000000000000e+00
    x_2_3     incr_2_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_4     degree_2   1.000000000000e+00
    x_2_4     degree_4   1.000000000000e+00
    x_2_4     incr_2_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_5     degree_2   1.000000000000e+00
    x_2_5     degree_5   1.000000000000e+00
    x_2_5     incr_2_5   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_4     degree_3   1.000000000000e+00
    x_3_4     degree_4   1.000000000000e+00
    x_3_4     incr_3_4   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_5     degree_3   1.000000000000e+00
    x_3_5     degree_5   1.000000000000e+00
    x_3_5     incr_3_5   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_4_5     degree_4   1.000000000000e+00
    x_4_5     degree_5   1.000000000000e+00
    x_4_5     incr_4_5   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_1_1   incr_0_1  -1.000000000000e+00
    y_0_1_1   order_0_1_2  -1.000000000000e+00
    y_0_1_1   OBJ       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_1_2   incr_0_1  -1.000000000000e+00
    y_0_1_2   order_0_1_2   1.000000000000e+00
    y_0_1_2   order_0_1_3  -1.000000000000e+00
    y_0_1_2   OBJ       -5.000000000000e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_1_3   incr_0_1  -1.000000000000e+00
    y_0_1_3   order_0_1_3   1.000000000000e+00
    y_0_1_3   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_2_1   incr_0_2  -1.000000000000e+00
    y_0_2_1   order_0_2_2  -1.000000000000e+00
    y_0_2_1   OBJ       -6.666666666667e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_2_2   incr_0_2  -1.000000000000e+00
    y_0_2_2   order_0_2_2   1.000000000000e+00
    y_0_2_2   order_0_2_3  -1.000000000000e+00
    y_0_2_2   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_2_3   incr_0_2  -1.000000000000e+00
    y_0_2_3   order_0_2_3   1.000000000000e+00
    y_0_2_3   OBJ       -2.222222222222e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_3_1   incr_0_3  -1.000000000000e+00
    y_0_3_1   order_0_3_2  -1.000000000000e+00
    y_0_3_1   OBJ       -2.222222222222e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_3_2   incr_0_3  -1.000000000000e+00
    y_0_3_2   order_0_3_2   1.000000000000e+00
    y_0_3_2   order_0_3_3  -1.000000000000e+00
    y_0_3_2   OBJ       -1.111111111111e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_3_3   incr_0_3  -1.000000000000e+00
    y_0_3_3   order_0_3_3   1.000000000000e+00
    y_0_3_3   OBJ       -7.407407407407e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_4_1   incr_0_4  -1.000000000000e+00
    y_0_4_1   order_0_4_2  -1.000000000000e+00
    y_0_4_1   OBJ       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_4_2   incr_0_4  -1.000000000000e+00
    y_0_4_2   order_0_4_2   1.000000000000e+00
    y_0_4_2   order_0_4_3  -1.000000000000e+00
    y_0_4_2   OBJ       -5.000000000000e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_4_3   incr_0_4  -1.000000000000e+00
    y_0_4_3   order_0_4_3   1.000000000000e+00
    y_0_4_3   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_5_1   incr_0_5  -1.000000000000e+00
    y_0_5_1   order_0_5_2  -1.000000000000e+00
    y_0_5_1   OBJ       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_5_2   incr_0_5  -1.000000000000e+00
    y_0_5_2   order_0_5_2   1.000000000000e+00
    y_0_5_2   order_0_5_3  -1.000000000000e+00
    y_0_5_2   OBJ       -5.000000000000e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_5_3   incr_0_5  -1.000000000000e+00
    y_0_5_3   order_0_5_3   1.000000000000e+00
    y_0_5_3   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_2_1   incr_1_2  -1.000000000000e+00
    y_1_2_1   order_1_2_2  -1.000000000000e+00
    y_1_2_1   OBJ       -5.555555555556e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_2_2   incr_1_2  -1.000000000000e+00
    y_1_2_2   order_1_2_2   1.000000000000e+00
    y_1_2_2   order_1_2_3  -1.000000000000e+00
    y_1_2_2   OBJ       -2.777777777778e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_2_3   incr_1_2  -1.000000000000e+00
    y_1_2_3   order_1_2_3   1.000000000000e+00
    y_1_2_3   OBJ       -1.851851851852e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_3_1   incr_1_3  -1.000000000000e+00
    y_1_3_1   order_1_3_2  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_3_2   incr_1_3  -1.000000000000e+00
    y_1_3_2   order_1_3_2   1.000000000000e+00
    y_1_3_2   order_1_3_3  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_3_3   incr_1_3  -1.000000000000e+00
    y_1_3_3   order_1_3_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_4_1   incr_1_4  -1.000000000000e+00
    y_1_4_1   order_1_4_2  -1.000000000000e+00
    y_1_4_1   OBJ       -7.777777777778e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_4_2   incr_1_4  -1.000000000000e+00
    y_1_4_2   order_1_4_2   1.000000000000e+00
    y_1_4_2   order_1_4_3  -1.000000000000e+00
    y_1_4_2   OBJ       -3.888888888889e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_4_3   incr_1_4  -1.000000000000e+00
    y_1_4_3   order_1_4_3   1.000000000000e+00
    y_1_4_3   OBJ       -2.592592592593e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_5_1   incr_1_5  -1.000000000000e+00
    y_1_5_1   order_1_5_2  -1.000000000000e+00
    y_1_5_1   OBJ       -8.888888888889e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_5_2   incr_1_5  -1.000000000000e+00
    y_1_5_2   order_1_5_2   1.000000000000e+00
    y_1_5_2   order_1_5_3  -1.000000000000e+00
    y_1_5_2   OBJ       -4.444444444444e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_1_5_3   incr_1_5  -1.000000000000e+00
    y_1_5_3   order_1_5_3   1.000000000000e+00
    y_1_5_3   OBJ       -2.962962962963e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3_1   incr_2_3  -1.000000000000e+00
    y_2_3_1   order_2_3_2  -1.000000000000e+00
    y_2_3_1   OBJ       -6.666666666667e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3_2   incr_2_3  -1.000000000000e+00
    y_2_3_2   order_2_3_2   1.000000000000e+00
    y_2_3_2   order_2_3_3  -1.000000000000e+00
    y_2_3_2   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3_3   incr_2_3  -1.000000000000e+00
    y_2_3_3   order_2_3_3   1.000000000000e+00
    y_2_3_3   OBJ       -2.222222222222e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_4_1   incr_2_4  -1.000000000000e+00
    y_2_4_1   order_2_4_2  -1.000000000000e+00
    y_2_4_1   OBJ       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_4_2   incr_2_4  -1.000000000000e+00
    y_2_4_2   order_2_4_2   1.000000000000e+00
    y_2_4_2   order_2_4_3  -1.000000000000e+00
    y_2_4_2   OBJ       -5.000000000000e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_4_3   incr_2_4  -1.000000000000e+00
    y_2_4_3   order_2_4_3   1.000000000000e+00
    y_2_4_3   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_5_1   incr_2_5  -1.000000000000e+00
    y_2_5_1   order_2_5_2  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_5_2   incr_2_5  -1.000000000000e+00
    y_2_5_2   order_2_5_2   1.000000000000e+00
    y_2_5_2   order_2_5_3  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_5_3   incr_2_5  -1.000000000000e+00
    y_2_5_3   order_2_5_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_4_1   incr_3_4  -1.000000000000e+00
    y_3_4_1   order_3_4_2  -1.000000000000e+00
    y_3_4_1   OBJ       -8.888888888889e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_4_2   incr_3_4  -1.000000000000e+00
    y_3_4_2   order_3_4_2   1.000000000000e+00
    y_3_4_2   order_3_4_3  -1.000000000000e+00
    y_3_4_2   OBJ       -4.444444444444e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_4_3   incr_3_4  -1.000000000000e+00
    y_3_4_3   order_3_4_3   1.000000000000e+00
    y_3_4_3   OBJ       -2.962962962963e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_5_1   incr_3_5  -1.000000000000e+00
    y_3_5_1   order_3_5_2  -1.000000000000e+00
    y_3_5_1   OBJ       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_5_2   incr_3_5  -1.000000000000e+00
    y_3_5_2   order_3_5_2   1.000000000000e+00
    y_3_5_2   order_3_5_3  -1.000000000000e+00
    y_3_5_2   OBJ       -5.000000000000e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_3_5_3   incr_3_5  -1.000000000000e+00
    y_3_5_3   order_3_5_3   1.000000000000e+00
    y_3_5_3   OBJ       -3.333333333333e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_5_1   incr_4_5  -1.000000000000e+00
    y_4_5_1   order_4_5_2  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_5_2   incr_4_5  -1.000000000000e+00
    y_4_5_2   order_4_5_2   1.000000000000e+00
    y_4_5_2   order_4_5_3  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_5_3   incr_4_5  -1.000000000000e+00
    y_4_5_3   order_4_5_3   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       degree_0   3.000000000000e+00
    RHS       degree_1   3.000000000000e+00
    RHS       degree_2   3.000000000000e+00
    RHS       degree_3   3.000000000000e+00
    RHS       degree_4   3.000000000000e+00
    RHS       degree_5   3.000000000000e+00
    RHS       incr_0_1   0.000000000000e+00
    RHS       order_0_1_2   0.000000000000e+00
    RHS       order_0_1_3   0.000000000000e+00
    RHS       incr_0_2   0.000000000000e+00
    RHS       order_0_2_2   0.000000000000e+00
    RHS       order_0_2_3   0.000000000000e+00
    RHS       incr_0_3   0.000000000000e+00
    RHS       order_0_3_2   0.000000000000e+00
    RHS       order_0_3_3   0.000000000000e+00
    RHS       incr_0_4   0.000000000000e+00
    RHS       order_0_4_2   0.000000000000e+00
    RHS       order_0_4_3   0.000000000000e+00
    RHS       incr_0_5   0.000000000000e+00
    RHS       order_0_5_2   0.000000000000e+00
    RHS       order_0_5_3   0.000000000000e+00
    RHS       incr_1_2   0.000000000000e+00
    RHS       order_1_2_2   0.000000000000e+00
    RHS       order_1_2_3   0.000000000000e+00
    RHS       incr_1_3   0.000000000000e+00
    RHS       order_1_3_2   0.000000000000e+00
    RHS       order_1_3_3   0.000000000000e+00
    RHS       incr_1_4   0.000000000000e+00
    RHS       order_1_4_2   0.000000000000e+00
    RHS       order_1_4_3   0.000000000000e+00
    RHS       incr_1_5   0.000000000000e+00
    RHS       order_1_5_2   0.000000000000e+00
    RHS       order_1_5_3   0.000000000000e+00
    RHS       incr_2_3   0.000000000000e+00
    RHS       order_2_3_2   0.000000000000e+00
    RHS       order_2_3_3   0.000000000000e+00
    RHS       incr_2_4   0.000000000000e+00
    RHS       order_2_4_2   0.000000000000e+00
    RHS       order_2_4_3   0.000000000000e+00
    RHS       incr_2_5   0.000000000000e+00
    RHS       order_2_5_2   0.000000000000e+00
    RHS       order_2_5_3   0.000000000000e+00
    RHS       incr_3_4   0.000000000000e+00
    RHS       order_3_4_2   0.000000000000e+00
    RHS       order_3_4_3   0.000000000000e+00
    RHS       incr_3_5   0.000000000000e+00
    RHS       order_3_5_2   0.000000000000e+00
    RHS       order_3_5_3   0.000000000000e+00
    RHS       incr_4_5   0.000000000000e+00
    RHS       order_4_5_2   0.000000000000e+00
    RHS       order_4_5_3   0.000000000000e+00
BOUNDS
 UP BND       x_0_1      3.000000000000e+00
 UP BND       x_0_2      3.000000000000e+00
 UP BND       x_0_3      3.000000000000e+00
 UP BND       x_0_4      3.000000000000e+00
 UP BND       x_0_5      3.000000000000e+00
 UP BND       x_1_2      3.000000000000e+00
 UP BND       x_1_3      3.000000000000e+00
 UP BND       x_1_4      3.000000000000e+00
 UP BND       x_1_5      3.000000000000e+00
 UP BND       x_2_3      3.000000000000e+00
 UP BND       x_2_4      3.000000000000e+00
 UP BND       x_2_5      3.000000000000e+00
 UP BND       x_3_4      3.000000000000e+00
 UP BND       x_3_5      3.000000000000e+00
 UP BND       x_4_5      3.000000000000e+00
 BV BND       y_0_1_1 
 BV BND       y_0_1_2 
 BV BND       y_0_1_3 
 BV BND       y_0_2_1 
 BV BND       y_0_2_2 
 BV BND       y_0_2_3 
 BV BND       y_0_3_1 
 BV BND       y_0_3_2 
 BV BND       y_0_3_3 
 BV BND       y_0_4_1 
 BV BND       y_0_4_2 
 BV BND       y_0_4_3 
 BV BND       y_0_5_1 
 BV BND       y_0_5_2 
 BV BND       y_0_5_3 
 BV BND       y_1_2_1 
 BV BND       y_1_2_2 
 BV BND       y_1_2_3 
 BV BND       y_1_3_1 
 BV BND       y_1_3_2 
 BV BND       y_1_3_3 
 BV BND       y_1_4_1 
 BV BND       y_1_4_2 
 BV BND       y_1_4_3 
 BV BND       y_1_5_1 
 BV BND       y_1_5_2 
 BV BND       y_1_5_3 
 BV BND       y_2_3_1 
 BV BND       y_2_3_2 
 BV BND       y_2_3_3 
 BV BND       y_2_4_1 
 BV BND       y_2_4_2 
 BV BND       y_2_4_3 
 BV BND       y_2_5_1 
 BV BND       y_2_5_2 
 BV BND       y_2_5_3 
 BV BND       y_3_4_1 
 BV BND       y_3_4_2 
 BV BND       y_3_4_3 
 BV BND       y_3_5_1 
 BV BND       y_3_5_2 
 BV BND       y_3_5_3 
 BV BND       y_4_5_1 
 BV BND       y_4_5_2 
 BV BND       y_4_5_3 
ENDATA
