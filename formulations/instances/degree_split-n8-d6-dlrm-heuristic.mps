NAME          degree_split
ROWS
 N  OBJ
 E  one_split
COLUMNS
    MARK      'MARKER'                 'INTORG'
    u_2       one_split   1.000000000000e+00
    u_2       OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    u_4       one_split   1.000000000000e+00
    u_4       OBJ        7.033898305085e-01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    u_6       one_split   1.000000000000e+00
    u_6       OBJ        7.401129943503e-01
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       one_split   1.000000000000e+00
BOUNDS
 BV BND       u_2     
 BV BND       u_4     
 BV BND       u_6     
ENDATA
