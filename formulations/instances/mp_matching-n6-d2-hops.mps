NAME          mp_matching
ROWS
 N  OBJ
 E  degree_0
 E  degree_1
 E  degree_2
 E  degree_3
 E  degree_4
 E  degree_5
 L  z_le_x_0_1
 G  z_ge_x_0_1
 L  z_le_x_0_2
 G  z_ge_x_0_2
 L  z_le_x_0_3
 G  z_ge_x_0_3
 L  z_le_x_0_4
 G  z_ge_x_0_4
 L  z_le_x_0_5
 G  z_ge_x_0_5
 L  z_le_x_1_2
 G  z_ge_x_1_2
 L  z_le_x_1_3
 G  z_ge_x_1_3
 L  z_le_x_1_4
 G  z_ge_x_1_4
 L  z_le_x_1_5
 G  z_ge_x_1_5
 L  z_le_x_2_3
 G  z_ge_x_2_3
 L  z_le_x_2_4
 G  z_ge_x_2_4
 L  z_le_x_2_5
 G  z_ge_x_2_5
 L  z_le_x_3_4
 G  z_ge_x_3_4
 L  z_le_x_3_5
 G  z_ge_x_3_5
 L  z_le_x_4_5
 G  z_ge_x_4_5
 L  a_le_r_0_0_1_1
 L  a_le_z_0_0_1_1
 G  a_ge_0_0_1_1
 L  a_le_r_0_0_1_2
 L  a_le_z_0_0_1_2
 G  a_ge_0_0_1_2
 L  a_le_r_0_0_1_3
 L  a_le_z_0_0_1_3
 G  a_ge_0_0_1_3
 L  a_le_r_0_0_1_4
 L  a_le_z_0_0_1_4
 G  a_ge_0_0_1_4
 L  a_le_r_0_0_1_5
 L  a_le_z_0_0_1_5
 G  a_ge_0_0_1_5
 L  a_le_r_0_0_2_1
 L  a_le_z_0_0_2_1
 G  a_ge_0_0_2_1
 L  a_le_r_0_0_2_2
 L  a_le_z_0_0_2_2
 G  a_ge_0_0_2_2
 L  a_le_r_0_0_2_3
 L  a_le_z_0_0_2_3
 G  a_ge_0_0_2_3
 L  a_le_r_0_0_2_4
 L  a_le_z_0_0_2_4
 G  a_ge_0_0_2_4
 L  a_le_r_0_0_2_5
 L  a_le_z_0_0_2_5
 G  a_ge_0_0_2_5
 L  a_le_r_0_0_3_1
 L  a_le_z_0_0_3_1
 G  a_ge_0_0_3_1
 L  a_le_r_0_0_3_2
 L  a_le_z_0_0_3_2
 G  a_ge_0_0_3_2
 L  a_le_r_0_0_3_3
 L  a_le_z_0_0_3_3
 G  a_ge_0_0_3_3
 L  a_le_r_0_0_3_4
 L  a_le_z_0_0_3_4
 G  a_ge_0_0_3_4
 L  a_le_r_0_0_3_5
 L  a_le_z_0_0_3_5
 G  a_ge_0_0_3_5
 L  a_le_r_0_0_4_1
 L  a_le_z_0_0_4_1
 G  a_ge_0_0_4_1
 L  a_le_r_0_0_4_2
 L  a_le_z_0_0_4_2
 G  a_ge_0_0_4_2
 L  a_le_r_0_0_4_3
 L  a_le_z_0_0_4_3
 G  a_ge_0_0_4_3
 L  a_le_r_0_0_4_4
 L  a_le_z_0_0_4_4
 G  a_ge_0_0_4_4
 L  a_le_r_0_0_4_5
 L  a_le_z_0_0_4_5
 G  a_ge_0_0_4_5
 L  a_le_r_0_0_5_1
 L  a_le_z_0_0_5_1
 G  a_ge_0_0_5_1
 L  a_le_r_0_0_5_2
 L  a_le_z_0_0_5_2
 G  a_ge_0_0_5_2
 L  a_le_r_0_0_5_3
 L  a_le_z_0_0_5_3
 G  a_ge_0_0_5_3
 L  a_le_r_0_0_5_4
 L  a_le_z_0_0_5_4
 G  a_ge_0_0_5_4
 L  a_le_r_0_0_5_5
 L  a_le_z_0_0_5_5
 G  a_ge_0_0_5_5
 L  a_le_r_0_1_2_1
 L  a_le_z_0_1_2_1
 G  a_ge_0_1_2_1
 L  a_le_r_0_1_2_2
 L  a_le_z_0_1_2_2
 G  a_ge_0_1_2_2
 L  a_le_r_0_1_2_3
 L  a_le_z_0_1_2_3
 G  a_ge_0_1_2_3
 L  a_le_r_0_1_2_4
 L  a_le_z_0_1_2_4
 G  a_ge_0_1_2_4
 L  a_le_r_0_1_2_5
 L  a_le_z_0_1_2_5
 G  a_ge_0_1_2_5
 L  a_le_r_0_1_3_1
 L  a_le_z_0_1_3_1
 G  a_ge_0_1_3_1
 L  a_le_r_0_1_3_2
 L  a_le_z_0_1_3_2
 G  a_ge_0_1_3_2
 L  a_le_r_0_1_3_3
 L  a_le_z_0_1_3_3
 G  a_ge_0_1_3_3
 L  a_le_r_0_1_3_4
 L  a_le_z_0_1_3_4
 G  a_ge_0_1_3_4
 L  a_le_r_0_1_3_5
 L  a_le_z_0_1_3_5
 G  a_ge_0_1_3_5
 L  a_le_r_0_1_4_1
 L  a_le_z_0_1_4_1
 G  a_ge_0_1_4_1
 L  a_le_r_0_1_4_2
 L  a_le_z_0_1_4_2
 G  a_ge_0_1_4_2
 L  a_le_r_0_1_4_3
 L  a_le_z_0_1_4_3
 G  a_ge_0_1_4_3
 L  a_le_r_0_1_4_4
 L  a_le_z_0_1_4_4
 G  a_ge_0_1_4_4
 L  a_le_r_0_1_4_5
 L  a_le_z_0_1_4_5
 G  a_ge_0_1_4_5
 L  a_le_r_0_1_5_1
 L  a_le_z_0_1_5_1
 G  a_ge_0_1_5_1
 L  a_le_r_0_1_5_2
 L  a_le_z_0_1_5_2
 G  a_ge_0_1_5_2
 L  a_le_r_0_1_5_3
 L  a_le_z_0_1_5_3
 G  a_ge_0_1_5_3
 L  a_le_r_0_1_5_4
 L  a_le_z_0_1_5_4
 G  a_ge_0_1_5_4
 L  a_le_r_0_1_5_5
 L  a_le_z_0_1_5_5
 G  a_ge_0_1_5_5
 L  a_le_r_0_2_1_1
 L  a_le_z_0_2_1_1
 G  a_ge_0_2_1_1
 L  a_le_r_0_2_1_2
 L  a_le_z_0_2_1_2
 G  a_ge_0_2_1_2
 L  a_le_r_0_2_1_3
 L  a_le_z_0_2_1_3
 G  a_ge_0_2_1_3
 L  a_le_r_0_2_1_4
 L  a_le_z_0_2_1_4
 G  a_ge_0_2_1_4
 L  a_le_r_0_2_1_5
 L  a_le_z_0_2_1_5
 G  a_ge_0_2_1_5
 L  a_le_r_0_2_3_1
 L  a_le_z_0_2_3_1
 G  a_ge_0_2_3_1
 L  a_le_r_0_2_3_2
 L  a_le_z_0_2_3_2
 G  a_ge_0_2_3_2
 L  a_le_r_0_2_3_3
 L  a_le_z_0_2_3_3
 G  a_ge_0_2_3_3
 L  a_le_r_0_2_3_4
 L  a_le_z_0_2_3_4
 G  a_ge_0_2_3_4
 L  a_le_r_0_2_3_5
 L  a_le_z_0_2_3_5
 G  a_ge_0_2_3_5
 L  a_le_r_0_2_4_1
 L  a_le_z_0_2_4_1
 G  a_ge_0_2_4_1
 L  a_le_r_0_2_4_2
 L  a_le_z_0_2_4_2
 G  a_ge_0_2_4_2
 L  a_le_r_0_2_4_3
 L  a_le_z_0_2_4_3
 G  a_ge_0_2_4_3
 L  a_le_r_0_2_4_4
 L  a_le_z_0_2_4_4
 G  a_ge_0_2_4_4
 L  a_le_r_0_2_4_5
 L  a_le_z_0_2_4_5
 G  a_ge_0_2_4_5
 L  a_le_r_0_2_5_1
 L  a_le_z_0_2_5_1
 G  a_ge_0_2_5_1
 L  a_le_r_0_2_5_2
 L  a_le_z_0_2_5_2
 G  a_ge_0_2_5_2
 L  a_le_r_0_2_5_3
 L  a_le_z_0_2_5_3
 G  a_ge_0_2_5_3
 L  a_le_r_0_2_5_4
 L  a_le_z_0_2_5_4
 G  a_ge_0_2_5_4
 L  a_le_r_0_2_5_5
 L  a_le_z_0_2_5_5
 G  a_ge_0_2_5_5
 L  a_le_r_0_3_1_1
 L  a_le_z_0_3_1_1
 G  a_ge_0_3_1_1
 L  a_le_r_0_3_1_2
 L  a_le_z_0_3_1_2
 G  a_ge_0_3_1_2
 L  a_le_r_0_3_1_3
 L  a_le_z_0_3_1_3
 G  a_ge_0_3_1_3
 L  a_le_r_0_3_1_4
 L  a_le_z_0_3_1_4
 G  a_ge_0_3_1_4
 L  a_le_r_0_3_1_5
 L  a_le_z_0_3_1_5
 G  a_ge_0_3_1_5
 L  a_le_r_0_3_2_1
 L  a_le_z_0_3_2_1
 G  a_ge_0_3_2_1
 L  a_le_r_0_3_2_2
 L  a_le_z_0_3_2_2
 G  a_ge_0_3_2_2
 L  a_le_r_0_3_2_3
 L  a_le_z_0_3_2_3
 G  a_ge_0_3_2_3
 L  a_le_r_0_3_2_4
 L  a_le_z_0_3_2_4
 G  a_ge_0_3_2_4
 L  a_le_r_0_3_2_5
 L  a_le_z_0_3_2_5
 G  a_ge_0_3_2_5
 L  a_le_r_0_3_4_1
 L  a_le_z_0_3_4_1
 G  a_ge_0_3_4_1
 L  a_le_r_0_3_4_2
 L  a_le_z_0_3_4_2
 G  a_ge_0_3_4_2
 L  a_le_r_0_3_4_3
 L  a_le_z_0_3_4_3
 G  a_ge_0_3_4_3
 L  a_le_r_0_3_4_4
 L  a_le_z_0_3_4_4
 G  a_ge_0_3_4_4
 L  a_le_r_0_3_4_5
 L  a_le_z_0_3_4_5
 G  a_ge_0_3_4_5
 L  a_le_r_0_3_5_1
 L  a_le_z_0_3_5_1
 G  a_ge_0_3_5_1
 L  a_le_r_0_3_5_2
 L  a_le_z_0_3_5_2
 G  a_ge_0_3_5_2
 L  a_le_r_0_3_5_3
 L  a_le_z_0_3_5_3
 G  a_ge_0_3_5_3
 L  a_le_r_0_3_5_4
 L  a_le_z_0_3_5_4
 G  a_ge_0_3_5_4
 L  a_le_r_0_3_5_5
 L  a_le_z_0_3_5_5
 G  a_ge_0_3_5_5
 L  a_le_r_0_4_1_1
 L  a_le_z_0_4_1_1
 G  a_ge_0_4_1_1
 L  a_le_r_0_4_1_2
 L  a_le_z_0_4_1_2
 G  a_ge_0_4_1_2
 L  a_le_r_0_4_1_3
 L  a_le_z_0_4_1_3
 G  a_ge_0_4_1_3
 L  a_le_r_0_4_1_4
 L  a_le_z_0_4_1_4
 G  a_ge_0_4_1_4
 L  a_le_r_0_4_1_5
 L  a_le_z_0_4_1_5
 G  a_ge_0_4_1_5
 L  a_le_r_0_4_2_1
 L  a_le_z_0_4_2_1
 G  a_ge_0_4_2_1
 L  a_le_r_0_4_2_2
 L  a_le_z_0_4_2_2
 G  a_ge_0_4_2_2
 L  a_le_r_0_4_2_3
 L  a_le_z_0_4_2_3
 G  a_ge_0_4_2_3
 L  a_le_r_0_4_2_4
 L  a_le_z_0_4_2_4
 G  a_ge_0_4_2_4
 L  a_le_r_0_4_2_5
 L  a_le_z_0_4_2_5
 G  a_ge_0_4_2_5
 L  a_le_r_0_4_3_1
 L  a_le_z_0_4_3_1
 G  a_ge_0_4_3_1
 L  a_le_r_0_4_3_2
 L  a_le_z_0_4_3_2
 G  a_ge_0_4_3_2
 L  a_le_r_0_4_3_3
 L  a_le_z_0_4_3_3
 G  a_ge_0_4_3_3
 L  a_le_r_0_4_3_4
 L  a_le_z_0_4_3_4
 G  a_ge_0_4_3_4
 L  a_le_r_0_4_3_5
 L  a_le_z_0_4_3_5
 G  a_ge_0_4_3_5
 L  a_le_r_0_4_5_1
 L  a_le_z_0_4_5_1
 G  a_ge_0_4_5_1
 L  a_le_r_0_4_5_2
 L  a_le_z_0_4_5_2
 G  a_ge_0_4_5_2
 L  a_le_r_0_4_5_3
 L  a_le_z_0_4_5_3
 G  a_ge_0_4_5_3
 L  a_le_r_0_4_5_4
 L  a_le_z_0_4_5_4
 G  a_ge_0_4_5_4
 L  a_le_r_0_4_5_5
 L  a_le_z_0_4_5_5
 G  a_ge_0_4_5_5
 L  a_le_r_0_5_1_1
 L  a_le_z_0_5_1_1
 G  a_ge_0_5_1_1
 L  a_le_r_0_5_1_2
 L  a_le_z_0_5_1_2
 G  a_ge_0_5_1_2
 L  a_le_r_0_5_1_3
 L  a_le_z_0_5_1_3
 G  a_ge_0_5_1_3
 L  a_le_r_0_5_1_4
 L  a_le_z_0_5_1_4
 G  a_ge_0_5_1_4
 L  a_le_r_0_5_1_5
 L  a_le_z_0_5_1_5
 G  a_ge_0_5_1_5
 L  a_le_r_0_5_2_1
 L  a_le_z_0_5_2_1
 G  a_ge_0_5_2_1
 L  a_le_r_0_5_2_2
 L  a_le_z_0_5_2_2
 G  a_ge_0_5_2_2
 L  a_le_r_0_5_2_3
 L  a_le_z_0_5_2_3
 G  a_ge_0_5_2_3
 L  a_le_r_0_5_2_4
 L  a_le_z_0_5_2_4
 G  a_ge_0_5_2_4
 L  a_le_r_0_5_2_5
 L  a_le_z_0_5_2_5
 G  a_ge_0_5_2_5
 L  a_le_r_0_5_3_1
 L  a_le_z_0_5_3_1
 G  a_ge_0_5_3_1
 L  a_le_r_0_5_3_2
 L  a_le_z_0_5_3_2
 G  a_ge_0_5_3_2
 L  a_le_r_0_5_3_3
 L  a_le_z_0_5_3_3
 G  a_ge_0_5_3_3
 L  a_le_r_0_5_3_4
 L  a_le_z_0_5_3_4
 G  a_ge_0_5_3_4
 L  a_le_r_0_5_3_5
 L  a_le_z_0_5_3_5
 G  a_ge_0_5_3_5
 L  a_le_r_0_5_4_1
 L  a_le_z_0_5_4_1
 G  a_ge_0_5_4_1
 L  a_le_r_0_5_4_2
 L  a_le_z_0_5_4_2
 G  a_ge_0_5_4_2
 L  a_le_r_0_5_4_3
 L  a_le_z_0_5_4_3
 G  a_ge_0_5_4_3
 L  a_le_r_0_5_4_4
 L  a_le_z_0_5_4_4
 G  a_ge_0_5_4_4
 L  a_le_r_0_5_4_5
 L  a_le_z_0_5_4_5
 G  a_ge_0_5_4_5
 L  a_le_r_1_0_2_1
 L  a_le_z_1_0_2_1
 G  a_ge_1_0_2_1
 L  a_le_r_1_0_2_2
 L  a_le_z_1_0_2_2
 G  a_ge_1_0_2_2
 L  a_le_r_1_0_2_3
 L  a_le_z_1_0_2_3
 G  a_ge_1_0_2_3
 L  a_le_r_1_0_2_4
 L  a_le_z_1_0_2_4
 G  a_ge_1_0_2_4
 L  a_le_r_1_0_2_5
 L  a_le_z_1_0_2_5
 G  a_ge_1_0_2_5
 L  a_le_r_1_0_3_1
 L  a_le_z_1_0_3_1
 G  a_ge_1_0_3_1
 L  a_le_r_1_0_3_2
 L  a_le_z_1_0_3_2
 G  a_ge_1_0_3_2
 L  a_le_r_1_0_3_3
 L  a_le_z_1_0_3_3
 G  a_ge_1_0_3_3
 L  a_le_r_1_0_3_4
 L  a_le_z_1_0_3_4
 G  a_ge_1_0_3_4
 L  a_le_r_1_0_3_5
 L  a_le_z_1_0_3_5
 G  a_ge_1_0_3_5
 L  a_le_r_1_0_4_1
 L  a_le_z_1_0_4_1
 G  a_ge_1_0_4_1
 L  a_le_r_1_0_4_2
 L  a_le_z_1_0_4_2
 G  a_ge_1_0_4_2
 L  a_le_r_1_0_4_3
 L  a_le_z_1_0_4_3
 G  a_ge_1_0_4_3
 L  a_le_r_1_0_4_4
 L  a_le_z_1_0_4_4
 G  a_ge_1_0_4_4
 L  a_le_r_1_0_4_5
 L  a_le_z_1_0_4_5
 G  a_ge_1_0_4_5
 L  a_le_r_1_0_5_1
 L  a_le_z_1_0_5_1
 G  a_ge_1_0_5_1
 L  a_le_r_1_0_5_2
 L  a_le_z_1_0_5_2
 G  a_ge_1_0_5_2
 L  a_le_r_1_0_5_3
 L  a_le_z_1_0_5_3
 G  a_ge_1_0_5_3
 L  a_le_r_1_0_5_4
 L  a_le_z_1_0_5_4
 G  a_ge_1_0_5_4
 L  a_le_r_1_0_5_5
 L  a_le_z_1_0_5_5
 G  a_ge_1_0_5_5
 L  a_le_r_1_1_0_1
 L  a_le_z_1_1_0_1
 G  a_ge_1_1_0_1
 L  a_le_r_1_1_0_2
 L  a_le_z_1_1_0_2
 G  a_ge_1_1_0_2
 L  a_le_r_1_1_0_3
 L  a_le_z_1_1_0_3
 G  a_ge_1_1_0_3
 L  a_le_r_1_1_0_4
 L  a_le_z_1_1_0_4
 G  a_ge_1_1_0_4
 L  a_le_r_1_1_0_5
 L  a_le_z_1_1_0_5
 G  a_ge_1_1_0_5
 L  a_le_r_1_1_2_1
 L  a_le_z_1_1_2_1
 G  a_ge_1_1_2_1
 L  a_le_r_1_1_2_2
 L  a_le_z_1_1_2_2
 G  a_ge_1_1_2_2
 L  a_le_r_1_1_2_3
 L  a_le_z_1_1_2_3
 G  a_ge_1_1_2_3
 L  a_le_r_1_1_2_4
 L  a_le_z_1_1_2_4
 G  a_ge_1_1_2_4
 L  a_le_r_1_1_2_5
 L  a_le_z_1_1_2_5
 G  a_ge_1_1_2_5
 L  a_le_r_1_1_3_1
 L  a_le_z_1_1_3_1
 G  a_ge_1_1_3_1
 L  a_le_r_1_1_3_2
 L  a_le_z_1_1_3_2
 G  a_ge_1_1_3_2
 L  a_le_r_1_1_3_3
 L  a_le_z_1_1_3_3
 G  a_ge_1_1_3_3
 L  a_le_r_1_1_3_4
 L  a_le_z_1_1_3_4
 G  a_ge_1_1_3_4
 L  a_le_r_1_1_3_5
 L  a_le_z_1_1_3_5
 G  a_ge_1_1_3_5
 L  a_le_r_1_1_4_1
 L  a_le_z_1_1_4_1
 G  a_ge_1_1_4_1
 L  a_le_r_1_1_4_2
 L  a_le_z_1_1_4_2
 G  a_ge_1_1_4_2
 L  a_le_r_1_1_4_3
 L  a_le_z_1_1_4_3
 G  a_ge_1_1_4_3
 L  a_le_r_1_1_4_4
 L  a_le_z_1_1_4_4
 G  a_ge_1_1_4_4
 L  a_le_r_1_1_4_5
 L  a_le_z_1_1_4_5
 G  a_ge_1_1_4_5
 L  a_le_r_1_1_5_1
 L  a_le_z_1_1_5_1
 G  a_ge_1_1_5_1
 L  a_le_r_1_1_5_2
 L  a_le_z_1_1_5_2
 G  a_ge_1_1_5_2
 L  a_le_r_1_1_5_3
 L  a_le_z_1_1_5_3
 G  a_ge_1_1_5_3
 L  a_le_r_1_1_5_4
 L  a_le_z_1_1_5_4
 G  a_ge_1_1_5_4
 L  a_le_r_1_1_5_5
 L  a_le_z_1_1_5_5
 G  a_ge_1_1_5_5
 L  a_le_r_1_2_0_1
 L  a_le_z_1_2_0_1
 G  a_ge_1_2_0_1
 L  a_le_r_1_2_0_2
 L  a_le_z_1_2_0_2
 G  a_ge_1_2_0_2
 L  a_le_r_1_2_0_3
 L  a_le_z_1_2_0_3
 G  a_ge_1_2_0_3
 L  a_le_r_1_2_0_4
 L  a_le_z_1_2_0_4
 G  a_ge_1_2_0_4
 L  a_le_r_1_2_0_5
 L  a_le_z_1_2_0_5
 G  a_ge_1_2_0_5
 L  a_le_r_1_2_3_1
 L  a_le_z_1_2_3_1
 G  a_ge_1_2_3_1
 L  a_le_r_1_2_3_2
 L  a_le_z_1_2_3_2
 G  a_ge_1_2_3_2
 L  a_le_r_1_2_3_3
 L  a_le_z_1_2_3_3
 G  a_ge_1_2_3_3
 L  a_le_r_1_2_3_4
 L  a_le_z_1_2_3_4
 G  a_ge_1_2_3_4
 L  a_le_r_1_2_3_5
 L  a_le_z_1_2_3_5
 G  a_ge_1_2_3_5
 L  a_le_r_1_2_4_1
 L  a_le_z_1_2_4_1
 G  a_ge_1_2_4_1
 L  a_le_r_1_2_4_2
 L  a_le_z_1_2_4_2
 G  a_ge_1_2_4_2
 L  a_le_r_1_2_4_3
 L  a_le_z_1_2_4_3
 G  a_ge_1_2_4_3
 L  a_le_r_1_2_4_4
 L  a_le_z_1_2_4_4
 G  a_ge_1_2_4_4
 L  a_le_r_1_2_4_5
 L  a_le_z_1_2_4_5
 G  a_ge_1_2_4_5
 L  a_le_r_1_2_5_1
 L  a_le_z_1_2_5_1
 G  a_ge_1_2_5_1
 L  a_le_r_1_2_5_2
 L  a_le_z_1_2_5_2
 G  a_ge_1_2_5_2
 L  a_le_r_1_2_5_3
 L  a_le_z_1_2_5_3
 G  a_ge_1_2_5_3
 L  a_le_r_1_2_5_4
 L  a_le_z_1_2_5_4
 G  a_ge_1_2_5_4
 L  a_le_r_1_2_5_5
 L  a_le_z_1_2_5_5
 G  a_ge_1_2_5_5
 L  a_le_r_1_3_0_1
 L  a_le_z_1_3_0_1
 G  a_ge_1_3_0_1
 L  a_le_r_1_3_0_2
 L  a_le_z_1_3_0_2
 G  a_ge_1_3_0_2
 L  a_le_r_1_3_0_3
 L  a_le_z_1_3_0_3
 G  a_ge_1_3_0_3
 L  a_le_r_1_3_0_4
 L  a_le_z_1_3_0_4
 G  a_ge_1_3_0_4
 L  a_le_r_1_3_0_5
 L  a_le_z_1_3_0_5
 G  a_ge_1_3_0_5
 L  a_le_r_1_3_2_1
 L  a_le_z_1_3_2_1
 G  a_ge_1_3_2_1
 L  a_le_r_1_3_2_2
 L  a_le_z_1_3_2_2
 G  a_ge_1_3_2_2
 L  a_le_r_1_3_2_3
 L  a_le_z_1_3_2_3
 G  a_ge_1_3_2_3
 L  a_le_r_1_3_2_4
 L  a_le_z_1_3_2_4
 G  a_ge_1_3_2_4
 L  a_le_r_1_3_2_5
 L  a_le_z_1_3_2_5
 G  a_ge_1_3_2_5
 L  a_le_r_1_3_4_1
 L  a_le_z_1_3_4_1
 G  a_ge_1_3_4_1
 L  a_le_r_1_3_4_2
 L  a_le_z_1_3_4_2
 G  a_ge_1_3_4_2
 L  a_le_r_1_3_4_3
 L  a_le_z_1_3_4_3
 G  a_ge_1_3_4_3
 L  a_le_r_1_3_4_4
 L  a_le_z_1_3_4_4
 G  a_ge_1_3_4_4
 L  a_le_r_1_3_4_5
 L  a_le_z_1_3_4_5
 G  a_ge_1_3_4_5
 L  a_le_r_1_3_5_1
 L  a_le_z_1_3_5_1
 G  a_ge_1_3_5_1
 L  a_le_r_1_3_5_2
 L  a_le_z_1_3_5_2
 G  a_ge_1_3_5_2
 L  a_le_r_1_3_5_3
 L  a_le_z_1_3_5_3
 G  a_ge_1_3_5_3
 L  a_le_r_1_3_5_4
 L  a_le_z_1_3_5_4
 G  a_ge_1_3_5_4
 L  a_le_r_1_3_5_5
 L  a_le_z_1_3_5_5
 G  a_ge_1_3_5_5
 L  a_le_r_1_4_0_1
 L  a_le_z_1_4_0_1
 G  a_ge_1_4_0_1
 L  a_le_r_1_4_0_2
 L  a_le_z_1_4_0_2
 G  a_ge_1_4_0_2
 L  a_le_r_1_4_0_3
 L  a_le_z_1_4_0_3
 G  a_ge_1_4_0_3
 L  a_le_r_1_4_0_4
 L  a_le_z_1_4_0_4
 G  a_ge_1_4_0_4
 L  a_le_r_1_4_0_5
 L  a_le_z_1_4_0_5
 G  a_ge_1_4_0_5
 L  a_le_r_1_4_2_1
 L  a_le_z_1_4_2_1
 G  a_ge_1_4_2_1
 L  a_le_r_1_4_2_2
 L  a_le_z_1_4_2_2
 G  a_ge_1_4_2_2
 L  a_le_r_1_4_2_3
 L  a_le_z_1_4_2_3
 G  a_ge_1_4_2_3
 L  a_le_r_1_4_2_4
 L  a_le_z_1_4_2_4
 G  a_ge_1_4_2_4
 L  a_le_r_1_4_2_5
 L  a_le_z_1_4_2_5
 G  a_ge_1_4_2_5
 L  a_le_r_1_4_3_1
 L  a_le_z_1_4_3_1
 G  a_ge_1_4_3_1
 L  a_le_r_1_4_3_2
 L  a_le_z_1_4_3_2
 G  a_ge_1_4_3_2
 L  a_le_r_1_4_3_3
 L  a_le_z_1_4_3_3
 G  a_ge_1_4_3_3
 L  a_le_r_1_4_3_4
 L  a_le_z_1_4_3_4
 G  a_ge_1_4_3_4
 L  a_le_r_1_4_3_5
 L  a_le_z_1_4_3_5
 G  a_ge_1_4_3_5
 L  a_le_r_1_4_5_1
 L  a_le_z_1_4_5_1
 G  a_ge_1_4_5_1
 L  a_le_r_1_4_5_2
 L  a_le_z_1_4_5_2
 G  a_ge_1_4_5_2
 L  a_le_r_1_4_5_3
 L  a_le_z_1_4_5_3
 G  a_ge_1_4_5_3
 L  a_le_r_1_4_5_4
 L  a_le_z_1_4_5_4
 G  a_ge_1_4_5_4
 L  a_le_r_1_4_5_5
 L  a_le_z_1_4_5_5
 G  a_ge_1_4_5_5
 L  a_le_r_1_5_0_1
 L  a_le_z_1_5_0_1
 G  a_ge_1_5_0_1
 L  a_le_r_1_5_0_2
 L  a_le_z_1_5_0_2
 G  a_ge_1_5_0_2
 L  a_le_r_1_5_0_3
 L  a_le_z_1_5_0_3
 G  a_ge_1_5_0_3
 L  a_le_r_1_5_0_4
 L  a_le_z_1_5_0_4
 G  a_ge_1_5_0_4
 L  a_le_r_1_5_0_5
 L  a_le_z_1_5_0_5
 G  a_ge_1_5_0_5
 L  a_le_r_1_5_2_1
 L  a_le_z_1_5_2_1
 G  a_ge_1_5_2_1
 L  a_le_r_1_5_2_2
 L  a_le_z_1_5_2_2
 G  a_ge_1_5_2_2
 L  a_le_r_1_5_2_3
 L  a_le_z_1_5_2_3
 G  a_ge_1_5_2_3
 L  a_le_r_1_5_2_4
 L  a_le_z_1_5_2_4
 G  a_ge_1_5_2_4
 L  a_le_r_1_5_2_5
 L  a_le_z_1_5_2_5
 G  a_ge_1_5_2_5
 L  a_le_r_1_5_3_1
 L  a_le_z_1_5_3_1
 G  a_ge_1_5_3_1
 L  a_le_r_1_5_3_2
 L  a_le_z_1_5_3_2
 G  a_ge_1_5_3_2
 L  a_le_r_1_5_3_3
 L  a_le_z_1_5_3_3
 G  a_ge_1_5_3_3
 L  a_le_r_1_5_3_4
 L  a_le_z_1_5_3_4
 G  a_ge_1_5_3_4
 L  a_le_r_1_5_3_5
 L  a_le_z_1_5_3_5
 G  a_ge_1_5_3_5
 L  a_le_r_1_5_4_1
 L  a_le_z_1_5_4_1
 G  a_ge_1_5_4_1
 L  a_le_r_1_5_4_2
 L  a_le_z_1_5_4_2
 G  a_ge_1_5_4_2
 L  a_le_r_1_5_4_3
 L  a_le_z_1_5_4_3
 G  a_ge_1_5_4_3
 L  a_le_r_1_5_4_4
 L  a_le_z_1_5_4_4
 G  a_ge_1_5_4_4
 L  a_le_r_1_5_4_5
 L  a_le_z_1_5_4_5
 G  a_ge_1_5_4_5
 L  a_le_r_2_0_1_1
 L  a_le_z_2_0_1_1
 G  a_ge_2_0_1_1
 L  a_le_r_2_0_1_2
 L  a_le_z_2_0_1_2
 G  a_ge_2_0_1_2
 L  a_le_r_2_0_1_3
 L  a_le_z_2_0_1_3
 G  a_ge_2_0_1_3
 L  a_le_r_2_0_1_4
 L  a_le_z_2_0_1_4
 G  a_ge_2_0_1_4
 L  a_le_r_2_0_1_5
 L  a_le_z_2_0_1_5
 G  a_ge_2_0_1_5
 L  a_le_r_2_0_3_1
 L  a_le_z_2_0_3_1
 G  a_ge_2_0_3_1
 L  a_le_r_2_0_3_2
 L  a_le_z_2_0_3_2
 G  a_ge_2_0_3_2
 L  a_le_r_2_0_3_3
 L  a_le_z_2_0_3_3
 G  a_ge_2_0_3_3
 L  a_le_r_2_0_3_4
 L  a_le_z_2_0_3_4
 G  a_ge_2_0_3_4
 L  a_le_r_2_0_3_5
 L  a_le_z_2_0_3_5
 G  a_ge_2_0_3_5
 L  a_le_r_2_0_4_1
 L  a_le_z_2_0_4_1
 G  a_ge_2_0_4_1
 L  a_le_r_2_0_4_2
 L  a_le_z_2_0_4_2
 G  a_ge_2_0_4_2
 L  a_le_r_2_0_4_3
 L  a_le_z_2_0_4_3
 G  a_ge_2_0_4_3
 L  a_le_r_2_0_4_4
 L  a_le_z_2_0_4_4
 G  a_ge_2_0_4_4
 L  a_le_r_2_0_4_5
 L  a_le_z_2_0_4_5
 G  a_ge_2_0_4_5
 L  a_le_r_2_0_5_1
 L  a_le_z_2_0_5_1
 G  a_ge_2_0_5_1
 L  a_le_r_2_0_5_2
 L  a_le_z_2_0_5_2
 G  a_ge_2_0_5_2
 L  a_le_r_2_0_5_3
 L  a_le_z_2_0_5_3
 G  a_ge_2_0_5_3
 L  a_le_r_2_0_5_4
 L  a_le_z_2_0_5_4
 G  a_ge_2_0_5_4
 L  a_le_r_2_0_5_5
 L  a_le_z_2_0_5_5
 G  a_ge_2_0_5_5
 L  a_le_r_2_1_0_1
 L  a_le_z_2_1_0_1
 G  a_ge_2_1_0_1
 L  a_le_r_2_1_0_2
 L  a_le_z_2_1_0_2
 G  a_ge_2_1_0_2
 L  a_le_r_2_1_0_3
 L  a_le_z_2_1_0_3
 G  a_ge_2_1_0_3
 L  a_le_r_2_1_0_4
 L  a_le_z_2_1_0_4
 G  a_ge_2_1_0_4
 L  a_le_r_2_1_0_5
 L  a_le_z_2_1_0_5
 G  a_ge_2_1_0_5
 L  a_le_r_2_1_3_1
 L  a_le_z_2_1_3_1
 G  a_ge_2_1_3_1
 L  a_le_r_2_1_3_2
 L  a_le_z_2_1_3_2
 G  a_ge_2_1_3_2
 L  a_le_r_2_1_3_3
 L  a_le_z_2_1_3_3
 G  a_ge_2_1_3_3
 L  a_le_r_2_1_3_4
 L  a_le_z_2_1_3_4
 G  a_ge_2_1_3_4
 L  a_le_r_2_1_3_5
 L  a_le_z_2_1_3_5
 G  a_ge_2_1_3_5
 L  a_le_r_2_1_4_1
 L  a_le_z_2_1_4_1
 G  a_ge_2_1_4_1
 L  a_le_r_2_1_4_2
 L  a_le_z_2_1_4_2
 G  a_ge_2_1_4_2
 L  a_le_r_2_1_4_3
 L  a_le_z_2_1_4_3
 G  a_ge_2_1_4_3
 L  a_le_r_2_1_4_4
 L  a_le_z_2_1_4_4
 G  a_ge_2_1_4_4
 L  a_le_r_2_1_4_5
 L  a_le_z_2_1_4_5
 G  a_ge_2_1_4_5
 L  a_le_r_2_1_5_1
 L  a_le_z_2_1_5_1
 G  a_ge_2_1_5_1
 L  a_le_r_2_1_5_2
 L  a_le_z_2_1_5_2
 G  a_ge_2_1_5_2
 L  a_le_r_2_1_5_3
 L  a_le_z_2_1_5_3
 G  a_ge_2_1_5_3
 L  a_le_r_2_1_5_4
 L  a_le_z_2_1_5_4
 G  a_ge_2_1_5_4
 L  a_le_r_2_1_5_5
 L  a_le_z_2_1_5_5
 G  a_ge_2_1_5_5
 L  a_le_r_2_2_0_1
 L  a_le_z_2_2_0_1
 G  a_ge_2_2_0_1
 L  a_le_r_2_2_0_2
 L  a_le_z_2_2_0_2
 G  a_ge_2_2_0_2
 L  a_le_r_2_2_0_3
 L  a_le_z_2_2_0_3
 G  a_ge_2_2_0_3
 L  a_le_r_2_2_0_4
 L  a_le_z_2_2_0_4
 G  a_ge_2_2_0_4
 L  a_le_r_2_2_0_5
 L  a_le_z_2_2_0_5
 G  a_ge_2_2_0_5
 L  a_le_r_2_2_1_1
 L  a_le_z_2_2_1_1
 G  a_ge_2_2_1_1
 L  a_le_r_2_2_1_2
 L  a_le_z_2_2_1_2
 G  a_ge_2_2_1_2
 L  a_le_r_2_2_1_3
 L  a_le_z_2_2_1_3
 G  a_ge_2_2_1_3
 L  a_le_r_2_2_1_4
 L  a_le_z_2_2_1_4
 G  a_ge_2_2_1_4
 L  a_le_r_2_2_1_5
 L  a_le_z_2_2_1_5
 G  a_ge_2_2_1_5
 L  a_le_r_2_2_3_1
 L  a_le_z_2_2_3_1
 G  a_ge_2_2_3_1
 L  a_le_r_2_2_3_2
 L  a_le_z_2_2_3_2
 G  a_ge_2_2_3_2
 L  a_le_r_2_2_3_3
 L  a_le_z_2_2_3_3
 G  a_ge_2_2_3_3
 L  a_le_r_2_2_3_4
 L  a_le_z_2_2_3_4
 G  a_ge_2_2_3_4
 L  a_le_r_2_2_3_5
 L  a_le_z_2_2_3_5
 G  a_ge_2_2_3_5
 L  a_le_r_2_2_4_1
 L  a_le_z_2_2_4_1
 G  a_ge_2_2_4_1
 L  a_le_r_2_2_4_2
 L  a_le_z_2_2_4_2
 G  a_ge_2_2_4_2
 L  a_le_r_2_2_4_3
 L  a_le_z_2_2_4_3
 G  a_ge_2_2_4_3
 L  a_le_r_2_2_4_4
 L  a_le_z_2_2_4_4
 G  a_ge_2_2_4_4
 L  a_le_r_2_2_4_5
 L  a_le_z_2_2_4_5
 G  a_ge_2_2_4_5
 L  a_le_r_2_2_5_1
 L  a_le_z_2_2_5_1
 G  a_ge_2_2_5_1
 L  a_le_r_2_2_5_2
 L  a_le_z_2_2_5_2
 G  a_ge_2_2_5_2
 L  a_le_r_2_2_5_3
 L  a_le_z_2_2_5_3
 G  a_ge_2_2_5_3
 L  a_le_r_2_2_5_4
 L  a_le_z_2_2_5_4
 G  a_ge_2_2_5_4
 L  a_le_r_2_2_5_5
 L  a_le_z_2_2_5_5
 G  a_ge_2_2_5_5
 L  a_le_r_2_3_0_1
 L  a_le_z_2_3_0_1
 G  a_ge_2_3_0_1
 L  a_le_r_2_3_0_2
 L  a_le_z_2_3_0_2
 G  a_ge_2_3_0_2
 L  a_le_r_2_3_0_3
 L  a_le_z_2_3_0_3
 G  a_ge_2_3_0_3
 L  a_le_r_2_3_0_4
 L  a_le_z_2_3_0_4
 G  a_ge_2_3_0_4
 L  a_le_r_2_3_0_5
 L  a_le_z_2_3_0_5
 G  a_ge_2_3_0_5
 L  a_le_r_2_3_1_1
 L  a_le_z_2_3_1_1
 G  a_ge_2_3_1_1
 L  a_le_r_2_3_1_2
 L  a_le_z_2_3_1_2
 G  a_ge_2_3_1_2
 L  a_le_r_2_3_1_3
 L  a_le_z_2_3_1_3
 G  a_ge_2_3_1_3
 L  a_le_r_2_3_1_4
 L  a_le_z_2_3_1_4
 G  a_ge_2_3_1_4
 L  a_le_r_2_3_1_5
 L  a_le_z_2_3_1_5
 G  a_ge_2_3_1_5
 L  a_le_r_2_3_4_1
 L  a_le_z_2_3_4_1
 G  a_ge_2_3_4_1
 L  a_le_r_2_3_4_2
 L  a_le_z_2_3_4_2
 G  a_ge_2_3_4_2
 L  a_le_r_2_3_4_3
 L  a_le_z_2_3_4_3
 G  a_ge_2_3_4_3
 L  a_le_r_2_3_4_4
 L  a_le_z_2_3_4_4
 G  a_ge_2_3_4_4
 L  a_le_r_2_3_4_5
 L  a_le_z_2_3_4_5
 G  a_ge_2_3_4_5
 L  a_le_r_2_3_5_1
 L  a_le_z_2_3_5_1
 G  a_ge_2_3_5_1
 L  a_le_r_2_3_5_2
 L  a_le_z_2_3_5_2
 G  a_ge_2_3_5_2
 L  a_le_r_2_3_5_3
 L  a_le_z_2_3_5_3
 G  a_ge_2_3_5_3
 L  a_le_r_2_3_5_4
 L  a_le_z_2_3_5_4
 G  a_ge_2_3_5_4
 L  a_le_r_2_3_5_5
 L  a_le_z_2_3_5_5
 G  a_ge_2_3_5_5
 L  a_le_r_2_4_0_1
 L  a_le_z_2_4_0_1
 G  a_ge_2_4_0_1
 L  a_le_r_2_4_0_2
 L  a_le_z_2_4_0_2
 G  a_ge_2_4_0_2
 L  a_le_r_2_4_0_3
 L  a_le_z_2_4_0_3
 G  a_ge_2_4_0_3
 L  a_le_r_2_4_0_4
 L  a_le_z_2_4_0_4
 G  a_ge_2_4_0_4
 L  a_le_r_2_4_0_5
 L  a_le_z_2_4_0_5
 G  a_ge_2_4_0_5
 L  a_le_r_2_4_1_1
 L  a_le_z_2_4_1_1
 G  a_ge_2_4_1_1
 L  a_le_r_2_4_1_2
 L  a_le_z_2_4_1_2
 G  a_ge_2_4_1_2
 L  a_le_r_2_4_1_3
 L  a_le_z_2_4_1_3
 G  a_ge_2_4_1_3
 L  a_le_r_2_4_1_4
 L  a_le_z_2_4_1_4
 G  a_ge_2_4_1_4
 L  a_le_r_2_4_1_5
 L  a_le_z_2_4_1_5
 G  a_ge_2_4_1_5
 L  a_le_r_2_4_3_1
 L  a_le_z_2_4_3_1
 G  a_ge_2_4_3_1
 L  a_le_r_2_4_3_2
 L  a_le_z_2_4_3_2
 G  a_ge_2_4_3_2
 L  a_le_r_2_4_3_3
 L  a_le_z_2_4_3_3
 G  a_ge_2_4_3_3
 L  a_le_r_2_4_3_4
 L  a_le_z_2_4_3_4
 G  a_ge_2_4_3_4
 L  a_le_r_2_4_3_5
 L  a_le_z_2_4_3_5
 G  a_ge_2_4_3_5
 L  a_le_r_2_4_5_1
 L  a_le_z_2_4_5_1
 G  a_ge_2_4_5_1
 L  a_le_r_2_4_5_2
 L  a_le_z_2_4_5_2
 G  a_ge_2_4_5_2
 L  a_le_r_2_4_5_3
 L  a_le_z_2_4_5_3
 G  a_ge_2_4_5_3
 L  a_le_r_2_4_5_4
 L  a_le_z_2_4_5_4
 G  a_ge_2_4_5_4
 L  a_le_r_2_4_5_5
 L  a_le_z_2_4_5_5
 G  a_ge_2_4_5_5
 L  a_le_r_2_5_0_1
 L  a_le_z_2_5_0_1
 G  a_ge_2_5_0_1
 L  a_le_r_2_5_0_2
 L  a_le_z_2_5_0_2
 G  a_ge_2_5_0_2
 L  a_le_r_2_5_0_3
 L  a_le_z_2_5_0_3
 G  a_ge_2_5_0_3
 L  a_le_r_2_5_0_4
 L  a_le_z_2_5_0_4
 G  a_ge_2_5_0_4
 L  a_le_r_2_5_0_5
 L  a_le_z_2_5_0_5
 G  a_ge_2_5_0_5
 L  a_le_r_2_5_1_1
 L  a_le_z_2_5_1_1
 G  a_ge_2_5_1_1
 L  a_le_r_2_5_1_2
 L  a_le_z_2_5_1_2
 G  a_ge_2_5_1_2
 L  a_le_r_2_5_1_3
 L  a_le_z_2_5_1_3
 G  a_ge_2_5_1_3
 L  a_le_r_2_5_1_4
 L  a_le_z_2_5_1_4
 G  a_ge_2_5_1_4
 L  a_le_r_2_5_1_5
 L  a_le_z_2_5_1_5
 G  a_ge_2_5_1_5
 L  a_le_r_2_5_3_1
 L  a_le_z_2_5_3_1
 G  a_ge_2_5_3_1
 L  a_le_r_2_5_3_2
 L  a_le_z_2_5_3_2
 G  a_ge_2_5_3_2
 L  a_le_r_2_5_3_3
 L  a_le_z_2_5_3_3
 G  a_ge_2_5_3_3
 L  a_le_r_2_5_3_4
 L  a_le_z_2_5_3_4
 G  a_ge_2_5_3_4
 L  a_le_r_2_5_3_5
 L  a_le_z_2_5_3_5
 G  a_ge_2_5_3_5
 L  a_le_r_2_5_4_1
 L  a_le_z_2_5_4_1
 G  a_ge_2_5_4_1
 L  a_le_r_2_5_4_2
 L  a_le_z_2_5_4_2
 G  a_ge_2_5_4_2
 L  a_le_r_2_5_4_3
 L  a_le_z_2_5_4_3
 G  a_ge_2_5_4_3
 L  a_le_r_2_5_4_4
 L  a_le_z_2_5_4_4
 G  a_ge_2_5_4_4
 L  a_le_r_2_5_4_5
 L  a_le_z_2_5_4_5
 G  a_ge_2_5_4_5
 L  a_le_r_3_0_1_1
 L  a_le_z_3_0_1_1
 G  a_ge_3_0_1_1
 L  a_le_r_3_0_1_2
 L  a_le_z_3_0_1_2
 G  a_ge_3_0_1_2
 L  a_le_r_3_0_1_3
 L  a_le_z_3_0_1_3
 G  a_ge_3_0_1_3
 L  a_le_r_3_0_1_4
 L  a_le_z_3_0_1_4
 G  a_ge_3_0_1_4
 L  a_le_r_3_0_1_5
 L  a_le_z_3_0_1_5
 G  a_ge_3_0_1_5
 L  a_le_r_3_0_2_1
 L  a_le_z_3_0_2_1
 G  a_ge_3_0_2_1
 L  a_le_r_3_0_2_2
 L  a_le_z_3_0_2_2
 G  a_ge_3_0_2_2
 L  a_le_r_3_0_2_3
 L  a_le_z_3_0_2_3
 G  a_ge_3_0_2_3
 L  a_le_r_3_0_2_4
 L  a_le_z_3_0_2_4
 G  a_ge_3_0_2_4
 L  a_le_r_3_0_2_5
 L  a_le_z_3_0_2_5
 G  a_ge_3_0_2_5
 L  a_le_r_3_0_4_1
 L  a_le_z_3_0_4_1
 G  a_ge_3_0_4_1
 L  a_le_r_3_0_4_2
 L  a_le_z_3_0_4_2
 G  a_ge_3_0_4_2
 L  a_le_r_3_0_4_3
 L  a_le_z_3_0_4_3
 G  a_ge_3_0_4_3
 L  a_le_r_3_0_4_4
 L  a_le_z_3_0_4_4
 G  a_ge_3_0_4_4
 L  a_le_r_3_0_4_5
 L  a_le_z_3_0_4_5
 G  a_ge_3_0_4_5
 L  a_le_r_3_0_5_1
 L  a_le_z_3_0_5_1
 G  a_ge_3_0_5_1
 L  a_le_r_3_0_5_2
 L  a_le_z_3_0_5_2
 G  a_ge_3_0_5_2
 L  a_le_r_3_0_5_3
 L  a_le_z_3_0_5_3
 G  a_ge_3_0_5_3
 L  a_le_r_3_0_5_4
 L  a_le_z_3_0_5_4
 G  a_ge_3_0_5_4
 L  a_le_r_3_0_5_5
 L  a_le_z_3_0_5_5
 G  a_ge_3_0_5_5
 L  a_le_r_3_1_0_1
 L  a_le_z_3_1_0_1
 G  a_ge_3_1_0_1
 L  a_le_r_3_1_0_2
 L  a_le_z_3_1_0_2
 G  a_ge_3_1_0_2
 L  a_le_r_3_1_0_3
 L  a_le_z_3_1_0_3
 G  a_ge_3_1_0_3
 L  a_le_r_3_1_0_4
 L  a_le_z_3_1_0_4
 G  a_ge_3_1_0_4
 L  a_le_r_3_1_0_5
 L  a_le_z_3_1_0_5
 G  a_ge_3_1_0_5
 L  a_le_r_3_1_2_1
 L  a_le_z_3_1_2_1
 G  a_ge_3_1_2_1
 L  a_le_r_3_1_2_2
 L  a_le_z_3_1_2_2
 G  a_ge_3_1_2_2
 L  a_le_r_3_1_2_3
 L  a_le_z_3_1_2_3
 G  a_ge_3_1_2_3
 L  a_le_r_3_1_2_4
 L  a_le_z_3_1_2_4
 G  a_ge_3_1_2_4
 L  a_le_r_3_1_2_5
 L  a_le_z_3_1_2_5
 G  a_ge_3_1_2_5
 L  a_le_r_3_1_4_1
 L  a_le_z_3_1_4_1
 G  a_ge_3_1_4_1
 L  a_le_r_3_1_4_2
 L  a_le_z_3_1_4_2
 G  a_ge_3_1_4_2
 L  a_le_r_3_1_4_3
 L  a_le_z_3_1_4_3
 G  a_ge_3_1_4_3
 L  a_le_r_3_1_4_4
 L  a_le_z_3_1_4_4
 G  a_ge_3_1_4_4
 L  a_le_r_3_1_4_5
 L  a_le_z_3_1_4_5
 G  a_ge_3_1_4_5
 L  a_le_r_3_1_5_1
 L  a_le_z_3_1_5_1
 G  a_ge_3_1_5_1
 L  a_le_r_3_1_5_2
 L  a_le_z_3_1_5_2
 G  a_ge_3_1_5_2
 L  a_le_r_3_1_5_3
 L  a_le_z_3_1_5_3
 G  a_ge_3_1_5_3
 L  a_le_r_3_1_5_4
 L  a_le_z_3_1_5_4
 G  a_ge_3_1_5_4
 L  a_le_r_3_1_5_5
 L  a_le_z_3_1_5_5
 G  a_ge_3_1_5_5
 L  a_le_r_3_2_0_1
 L  a_le_z_3_2_0_1
 G  a_ge_3_2_0_1
 L  a_le_r_3_2_0_2
 L  a_le_z_3_2_0_2
 G  a_ge_3_2_0_2
 L  a_le_r_3_2_0_3
 L  a_le_z_3_2_0_3
 G  a_ge_3_2_0_3
 L  a_le_r_3_2_0_4
 L  a_le_z_3_2_0_4
 G  a_ge_3_2_0_4
 L  a_le_r_3_2_0_5
 L  a_le_z_3_2_0_5
 G  a_ge_3_2_0_5
 L  a_le_r_3_2_1_1
 L  a_le_z_3_2_1_1
 G  a_ge_3_2_1_1
 L  a_le_r_3_2_1_2
 L  a_le_z_3_2_1_2
 G  a_ge_3_2_1_2
 L  a_le_r_3_2_1_3
 L  a_le_z_3_2_1_3
 G  a_ge_3_2_1_3
 L  a_le_r_3_2_1_4
 L  a_le_z_3_2_1_4
 G  a_ge_3_2_1_4
 L  a_le_r_3_2_1_5
 L  a_le_z_3_2_1_5
 G  a_ge_3_2_1_5
 L  a_le_r_3_2_4_1
 L  a_le_z_3_2_4_1
 G  a_ge_3_2_4_1
 L  a_le_r_3_2_4_2
 L  a_le_z_3_2_4_2
 G  a_ge_3_2_4_2
 L  a_le_r_3_2_4_3
 L  a_le_z_3_2_4_3
 G  a_ge_3_2_4_3
 L  a_le_r_3_2_4_4
 L  a_le_z_3_2_4_4
 G  a_ge_3_2_4_4
 L  a_le_r_3_2_4_5
 L  a_le_z_3_2_4_5
 G  a_ge_3_2_4_5
 L  a_le_r_3_2_5_1
 L  a_le_z_3_2_5_1
 G  a_ge_3_2_5_1
 L  a_le_r_3_2_5_2
 L  a_le_z_3_2_5_2
 G  a_ge_3_2_5_2
 L  a_le_r_3_2_5_3
 L  a_le_z_3_2_5_3
 G  a_ge_3_2_5_3
 L  a_le_r_3_2_5_4
 L  a_le_z_3_2_5_4
 G  a_ge_3_2_5_4
 L  a_le_r_3_2_5_5
 L  a_le_z_3_2_5_5
 G  a_ge_3_2_5_5
 L  a_le_r_3_3_0_1
 L  a_le_z_3_3_0_1
 G  a_ge_3_3_0_1
 L  a_le_r_3_3_0_2
 L  a_le_z_3_3_0_2
 G  a_ge_3_3_0_2
 L  a_le_r_3_3_0_3
 L  a_le_z_3_3_0_3
 G  a_ge_3_3_0_3
 L  a_le_r_3_3_0_4
 L  a_le_z_3_3_0_4
 G  a_ge_3_3_0_4
 L  a_le_r_3_3_0_5
 L  a_le_z_3_3_0_5
 G  a_ge_3_3_0_5
 L  a_le_r_3_3_1_1
 L  a_le_z_3_3_1_1
 G  a_ge_3_3_1_1
 L  a_le_r_3_3_1_2
 L  a_le_z_3_3_1_2
 G  a_ge_3_3_1_2
 L  a_le_r_3_3_1_3
 L  a_le_z_3_3_1_3
 G  a_ge_3_3_1_3
 L  a_le_r_3_3_1_4
 L  a_le_z_3_3_1_4
 G  a_ge_3_3_1_4
 L  a_le_r_3_3_1_5
 L  a_le_z_3_3_1_5
 G  a_ge_3_3_1_5
 L  a_le_r_3_3_2_1
 L  a_le_z_3_3_2_1
 G  a_ge_3_3_2_1
 L  a_le_r_3_3_2_2
 L  a_le_z_3_3_2_2
 G  a_ge_3_3_2_2
 L  a_le_r_3_3_2_3
 L  a_le_z_3_3_2_3
 G  a_ge_3_3_2_3
 L  a_le_r_3_3_2_4
 L  a_le_z_3_3_2_4
 G  a_ge_3_3_2_4
 L  a_le_r_3_3_2_5
 L  a_le_z_3_3_2_5
 G  a_ge_3_3_2_5
 L  a_le_r_3_3_4_1
 L  a_le_z_3_3_4_1
 G  a_ge_3_3_4_1
 L  a_le_r_3_3_4_2
 L  a_le_z_3_3_4_2
 G  a_ge_3_3_4_2
 L  a_le_r_3_3_4_3
 L  a_le_z_3_3_4_3
 G  a_ge_3_3_4_3
 L  a_le_r_3_3_4_4
 L  a_le_z_3_3_4_4
 G  a_ge_3_3_4_4
 L  a_le_r_3_3_4_5
 L  a_le_z_3_3_4_5
 G  a_ge_3_3_4_5
 L  a_le_r_3_3_5_1
 L  a_le_z_3_3_5_1
 G  a_ge_3_3_5_1
 L  a_le_r_3_3_5_2
 L  a_le_z_3_3_5_2
 G  a_ge_3_3_5_2
 L  a_le_r_3_3_5_3
 L  a_le_z_3_3_5_3
 G  a_ge_3_3_5_3
 L  a_le_r_3_3_5_4
 L  a_le_z_3_3_5_4
 G  a_ge_3_3_5_4
 L  a_le_r_3_3_5_5
 L  a_le_z_3_3_5_5
 G  a_ge_3_3_5_5
 L  a_le_r_3_4_0_1
 L  a_le_z_3_4_0_1
 G  a_ge_3_4_0_1
 L  a_le_r_3_4_0_2
 L  a_le_z_3_4_0_2
 G  a_ge_3_4_0_2
 L  a_le_r_3_4_0_3
 L  a_le_z_3_4_0_3
 G  a_ge_3_4_0_3
 L  a_le_r_3_4_0_4
 L  a_le_z_3_4_0_4
 G  a_ge_3_4_0_4
 L  a_le_r_3_4_0_5
 L  a_le_z_3_4_0_5
 G  a_ge_3_4_0_5
 L  a_le_r_3_4_1_1
 L  a_le_z_3_4_1_1
 G  a_ge_3_4_1_1
 L  a_le_r_3_4_1_2
 L  a_le_z_3_4_1_2
 G  a_ge_3_4_1_2
 L  a_le_r_3_4_1_3
 L  a_le_z_3_4_1_3
 G  a_ge_3_4_1_3
 L  a_le_r_3_4_1_4
 L  a_le_z_3_4_1_4
 G  a_ge_3_4_1_4
 L  a_le_r_3_4_1_5
 L  a_le_z_3_4_1_5
 G  a_ge_3_4_1_5
 L  a_le_r_3_4_2_1
 L  a_le_z_3_4_2_1
 G  a_ge_3_4_2_1
 L  a_le_r_3_4_2_2
 L  a_le_z_3_4_2_2
 G  a_ge_3_4_2_2
 L  a_le_r_3_4_2_3
 L  a_le_z_3_4_2_3
 G  a_ge_3_4_2_3
 L  a_le_r_3_4_2_4
 L  a_le_z_3_4_2_4
 G  a_ge_3_4_2_4
 L  a_le_r_3_4_2_5
 L  a_le_z_3_4_2_5
 G  a_ge_3_4_2_5
 L  a_le_r_3_4_5_1
 L  a_le_z_3_4_5_1
 G  a_ge_3_4_5_1
 L  a_le_r_3_4_5_2
 L  a_le_z_3_4_5_2
 G  a_ge_3_4_5_2
 L  a_le_r_3_4_5_3
 L  a_le_z_3_4_5_3
 G  a_ge_3_4_5_3
 L  a_le_r_3_4_5_4
 L  a_le_z_3_4_5_4
 G  a_ge_3_4_5_4
 L  a_le_r_3_4_5_5
 L  a_le_z_3_4_5_5
 G  a_ge_3_4_5_5
 L  a_le_r_3_5_0_1
 L  a_le_z_3_5_0_1
 G  a_ge_3_5_0_1
 L  a_le_r_3_5_0_2
 L  a_le_z_3_5_0_2
 G  a_ge_3_5_0_2
 L  a_le_r_3_5_0_3
 L  a_le_z_3_5_0_3
 G  a_ge_3_5_0_3
 L  a_le_r_3_5_0_4
 L  a_le_z_3_5_0_4
 G  a_ge_3_5_0_4
 L  a_le_r_3_5_0_5
 L  a_le_z_3_5_0_5
 G  a_ge_3_5_0_5
 L  a_le_r_3_5_1_1
 L  a_le_z_3_5_1_1
 G  a_ge_3_5_1_1
 L  a_le_r_3_5_1_2
 L  a_le_z_3_5_1_2
 G  a_ge_3_5_1_2
 L  a_le_r_3_5_1_3
 L  a_le_z_3_5_1_3
 G  a_ge_3_5_1_3
 L  a_le_r_3_5_1_4
 L  a_le_z_3_5_1_4
 G  a_ge_3_5_1_4
 L  a_le_r_3_5_1_5
 L  a_le_z_3_5_1_5
 G  a_ge_3_5_1_5
 L  a_le_r_3_5_2_1
 L  a_le_z_3_5_2_1
 G  a_ge_3_5_2_1
 L  a_le_r_3_5_2_2
 L  a_le_z_3_5_2_2
 G  a_ge_3_5_2_2
 L  a_le_r_3_5_2_3
 L  a_le_z_3_5_2_3
 G  a_ge_3_5_2_3
 L  a_le_r_3_5_2_4
 L  a_le_z_3_5_2_4
 G  a_ge_3_5_2_4
 L  a_le_r_3_5_2_5
 L  a_le_z_3_5_2_5
 G  a_ge_3_5_2_5
 L  a_le_r_3_5_4_1
 L  a_le_z_3_5_4_1
 G  a_ge_3_5_4_1
 L  a_le_r_3_5_4_2
 L  a_le_z_3_5_4_2
 G  a_ge_3_5_4_2
 L  a_le_r_3_5_4_3
 L  a_le_z_3_5_4_3
 G  a_ge_3_5_4_3
 L  a_le_r_3_5_4_4
 L  a_le_z_3_5_4_4
 G  a_ge_3_5_4_4
 L  a_le_r_3_5_4_5
 L  a_le_z_3_5_4_5
 G  a_ge_3_5_4_5
 L  a_le_r_4_0_1_1
 L  a_le_z_4_0_1_1
 G  a_ge_4_0_1_1
 L  a_le_r_4_0_1_2
 L  a_le_z_4_0_1_2
 G  a_ge_4_0_1_2
 L  a_le_r_4_0_1_3
 L  a_le_z_4_0_1_3
 G  a_ge_4_0_1_3
 L  a_le_r_4_0_1_4
 L  a_le_z_4_0_1_4
 G  a_ge_4_0_1_4
 L  a_le_r_4_0_1_5
 L  a_le_z_4_0_1_5
 G  a_ge_4_0_1_5
 L  a_le_r_4_0_2_1
 L  a_le_z_4_0_2_1
 G  a_ge_4_0_2_1
 L  a_le_r_4_0_2_2
 L  a_le_z_4_0_2_2
 G  a_ge_4_0_2_2
 L  a_le_r_4_0_2_3
 L  a_le_z_4_0_2_3
 G  a_ge_4_0_2_3
 L  a_le_r_4_0_2_4
 L  a_le_z_4_0_2_4
 G  a_ge_4_0_2_4
 L  a_le_r_4_0_2_5
 L  a_le_z_4_0_2_5
 G  a_ge_4_0_2_5
 L  a_le_r_4_0_3_1
 L  a_le_z_4_0_3_1
 G  a_ge_4_0_3_1
 L  a_le_r_4_0_3_2
 L  a_le_z_4_0_3_2
 G  a_ge_4_0_3_2
 L  a_le_r_4_0_3_3
 L  a_le_z_4_0_3_3
 G  a_ge_4_0_3_3
 L  a_le_r_4_0_3_4
 L  a_le_z_4_0_3_4
 G  a_ge_4_0_3_4
 L  a_le_r_4_0_3_5
 L  a_le_z_4_0_3_5
 G  a_ge_4_0_3_5
 L  a_le_r_4_0_5_1
 L  a_le_z_4_0_5_1
 G  a_ge_4_0_5_1
 L  a_le_r_4_0_5_2
 L  a_le_z_4_0_5_2
 G  a_ge_4_0_5_2
 L  a_le_r_4_0_5_3
 L  a_le_z_4_0_5_3
 G  a_ge_4_0_5_3
 L  a_le_r_4_0_5_4
 L  a_le_z_4_0_5_4
 G  a_ge_4_0_5_4
 L  a_le_r_4_0_5_5
 L  a_le_z_4_0_5_5
 G  a_ge_4_0_5_5
 L  a_le_r_4_1_0_1
 L  a_le_z_4_1_0_1
 G  a_ge_4_1_0_1
 L  a_le_r_4_1_0_2
 L  a_le_z_4_1_0_2
 G  a_ge_4_1_0_2
 L  a_le_r_4_1_0_3
 L  a_le_z_4_1_0_3
 G  a_ge_4_1_0_3
 L  a_le_r_4_1_0_4
 L  a_le_z_4_1_0_4
 G  a_ge_4_1_0_4
 L  a_le_r_4_1_0_5
 L  a_le_z_4_1_0_5
 G  a_ge_4_1_0_5
 L  a_le_r_4_1_2_1
 L  a_le_z_4_1_2_1
 G  a_ge_4_1_2_1
 L  a_le_r_4_1_2_2
 L  a_le_z_4_1_2_2
 G  a_ge_4_1_2_2
 L  a_le_r_4_1_2_3
 L  a_le_z_4_1_2_3
 G  a_ge_4_1_2_3
 L  a_le_r_4_1_2_4
 L  a_le_z_4_1_2_4
 G  a_ge_4_1_2_4
 L  a_le_r_4_1_2_5
 L  a_le_z_4_1_2_5
 G  a_ge_4_1_2_5
 L  a_le_r_4_1_3_1
 L  a_le_z_4_1_3_1
 G  a_ge_4_1_3_1
 L  a_le_r_4_1_3_2
 L  a_le_z_4_1_3_2
 G  a_ge_4_1_3_2
 L  a_le_r_4_1_3_3
 L  a_le_z_4_1_3_3
 G  a_ge_4_1_3_3
 L  a_le_r_4_1_3_4
 L  a_le_z_4_1_3_4
 G  a_ge_4_1_3_4
 L  a_le_r_4_1_3_5
 L  a_le_z_4_1_3_5
 G  a_ge_4_1_3_5
 L  a_le_r_4_1_5_1
 L  a_le_z_4_1_5_1
 G  a_ge_4_1_5_1
 L  a_le_r_4_1_5_2
 L  a_le_z_4_1_5_2
 G  a_ge_4_1_5_2
 L  a_le_r_4_1_5_3
 L  a_le_z_4_1_5_3
 G  a_ge_4_1_5_3
 L  a_le_r_4_1_5_4
 L  a_le_z_4_1_5_4
 G  a_ge_4_1_5_4
 L  a_le_r_4_1_5_5
 L  a_le_z_4_1_5_5
 G  a_ge_4_1_5_5
 L  a_le_r_4_2_0_1
 L  a_le_z_4_2_0_1
 G  a_ge_4_2_0_1
 L  a_le_r_4_2_0_2
 L  a_le_z_4_2_0_2
 G  a_ge_4_2_0_2
 L  a_le_r_4_2_0_3
 L  a_le_z_4_2_0_3
 G  a_ge_4_2_0_3
 L  a_le_r_4_2_0_4
 L  a_le_z_4_2_0_4
 G  a_ge_4_2_0_4
 L  a_le_r_4_2_0_5
 L  a_le_z_4_2_0_5
 G  a_ge_4_2_0_5
 L  a_le_r_4_2_1_1
 L  a_le_z_4_2_1_1
 G  a_ge_4_2_1_1
 L  a_le_r_4_2_1_2
 L  a_le_z_4_2_1_2
 G  a_ge_4_2_1_2
 L  a_le_r_4_2_1_3
 L  a_le_z_4_2_1_3
 G  a_ge_4_2_1_3
 L  a_le_r_4_2_1_4
 L  a_le_z_4_2_1_4
 G  a_ge_4_2_1_4
 L  a_le_r_4_2_1_5
 L  a_le_z_4_2_1_5
 G  a_ge_4_2_1_5
 L  a_le_r_4_2_3_1
 L  a_le_z_4_2_3_1
 G  a_ge_4_2_3_1
 L  a_le_r_4_2_3_2
 L  a_le_z_4_2_3_2
 G  a_ge_4_2_3_2
 L  a_le_r_4_2_3_3
 L  a_le_z_4_2_3_3
 G  a_ge_4_2_3_3
 L  a_le_r_4_2_3_4
 L  a_le_z_4_2_3_4
 G  a_ge_4_2_3_4
 L  a_le_r_4_2_3_5
 L  a_le_z_4_2_3_5
 G  a_ge_4_2_3_5
 L  a_le_r_4_2_5_1
 L  a_le_z_4_2_5_1
 G  a_ge_4_2_5_1
 L  a_le_r_4_2_5_2
 L  a_le_z_4_2_5_2
 G  a_ge_4_2_5_2
 L  a_le_r_4_2_5_3
 L  a_le_z_4_2_5_3
 G  a_ge_4_2_5_3
 L  a_le_r_4_2_5_4
 L  a_le_z_4_2_5_4
 G  a_ge_4_2_5_4
 L  a_le_r_4_2_5_5
 L  a_le_z_4_2_5_5
 G  a_ge_4_2_5_5
 L  a_le_r_4_3_0_1
 L  a_le_z_4_3_0_1
 G  a_ge_4_3_0_1
 L  a_le_r_4_3_0_2
 L  a_le_z_4_3_0_2
 G  a_ge_4_3_0_2
 L  a_le_r_4_3_0_3
 L  a_le_z_4_3_0_3
 G  a_ge_4_3_0_3
 L  a_le_r_4_3_0_4
 L  a_le_z_4_3_0_4
 G  a_ge_4_3_0_4
 L  a_le_r_4_3_0_5
 L  a_le_z_4_3_0_5
 G  a_ge_4_3_0_5
 L  a_le_r_4_3_1_1
 L  a_le_z_4_3_1_1
 G  a_ge_4_3_1_1
 L  a_le_r_4_3_1_2
 L  a_le_z_4_3_1_2
 G  a_ge_4_3_1_2
 L  a_le_r_4_3_1_3
 L  a_le_z_4_3_1_3
 G  a_ge_4_3_1_3
 L  a_le_r_4_3_1_4
 L  a_le_z_4_3_1_4
 G  a_ge_4_3_1_4
 L  a_le_r_4_3_1_5
 L  a_le_z_4_3_1_5
 G  a_ge_4_3_1_5
 L  a_le_r_4_3_2_1
 L  a_le_z_4_3_2_1
 G  a_ge_4_3_2_1
 L  a_le_r_4_3_2_2
 L  a_le_z_4_3_2_2
 G  a_ge_4_3_2_2
 L  a_le_r_4_3_2_3
 L  a_le_z_4_3_2_3
 G  a_ge_4_3_2_3
 L  a_le_r_4_3_2_4
 L  a_le_z_4_3_2_4
 G  a_ge_4_3_2_4
 L  a_le_r_4_3_2_5
 L  a_le_z_4_3_2_5
 G  a_ge_4_3_2_5
 L  a_le_r_4_3_5_1
 L  a_le_z_4_3_5_1
 G  a_ge_4_3_5_1
 L  a_le_r_4_3_5_2
 L  a_le_z_4_3_5_2
 G  a_ge_4_3_5_2
 L  a_le_r_4_3_5_3
 L  a_le_z_4_3_5_3
 G  a_ge_4_3_5_3
 L  a_le_r_4_3_5_4
 L  a_le_z_4_3_5_4
 G  a_ge_4_3_5_4
 L  a_le_r_4_3_5_5
 L  a_le_z_4_3_5_5
 G  a_ge_4_3_5_5
 L  a_le_r_4_4_0_1
 L  a_le_z_4_4_0_1
 G  a_ge_4_4_0_1
 L  a_le_r_4_4_0_2
 L  a_le_z_4_4_0_2
 G  a_ge_4_4_0_2
 L  a_le_r_4_4_0_3
 L  a_le_z_4_4_0_3
 G  a_ge_4_4_0_3
 L  a_le_r_4_4_0_4
 L  a_le_z_4_4_0_4
 G  a_ge_4_4_0_4
 L  a_le_r_4_4_0_5
 L  a_le_z_4_4_0_5
 G  a_ge_4_4_0_5
 L  a_le_r_4_4_1_1
 L  a_le_z_4_4_1_1
 G  a_ge_4_4_1_1
 L  a_le_r_4_4_1_2
 L  a_le_z_4_4_1_2
 G  a_ge_4_4_1_2
 L  a_le_r_4_4_1_3
 L  a_le_z_4_4_1_3
 G  a_ge_4_4_1_3
 L  a_le_r_4_4_1_4
 L  a_le_z_4_4_1_4
 G  a_ge_4_4_1_4
 L  a_le_r_4_4_1_5
 L  a_le_z_4_4_1_5
 G  a_ge_4_4_1_5
 L  a_le_r_4_4_2_1
 L  a_le_z_4_4_2_1
 G  a_ge_4_4_2_1
 L  a_le_r_4_4_2_2
 L  a_le_z_4_4_2_2
 G  a_ge_4_4_2_2
 L  a_le_r_4_4_2_3
 L  a_le_z_4_4_2_3
 G  a_ge_4_4_2_3
 L  a_le_r_4_4_2_4
 L  a_le_z_4_4_2_4
 G  a_ge_4_4_2_4
 L  a_le_r_4_4_2_5
 L  a_le_z_4_4_2_5
 G  a_ge_4_4_2_5
 L  a_le_r_4_4_3_1
 L  a_le_z_4_4_3_1
 G  a_ge_4_4_3_1
 L  a_le_r_4_4_3_2
 L  a_le_z_4_4_3_2
 G  a_ge_4_4_3_2
 L  a_le_r_4_4_3_3
 L  a_le_z_4_4_3_3
 G  a_ge_4_4_3_3
 L  a_le_r_4_4_3_4
 L  a_le_z_4_4_3_4
 G  a_ge_4_4_3_4
 L  a_le_r_4_4_3_5
 L  a_le_z_4_4_3_5
 G  a_ge_4_4_3_5
 L  a_le_r_4_4_5_1
 L  a_le_z_4_4_5_1
 G  a_ge_4_4_5_1
 L  a_le_r_4_4_5_2
 L  a_le_z_4_4_5_2
 G  a_ge_4_4_5_2
 L  a_le_r_4_4_5_3
 L  a_le_z_4_4_5_3
 G  a_ge_4_4_5_3
 L  a_le_r_4_4_5_4
 L  a_le_z_4_4_5_4
 G  a_ge_4_4_5_4
 L  a_le_r_4_4_5_5
 L  a_le_z_4_4_5_5
 G  a_ge_4_4_5_5
 L  a_le_r_4_5_0_1
 L  a_le_z_4_5_0_1
 G  a_ge_4_5_0_1
 L  a_le_r_4_5_0_2
 L  a_le_z_4_5_0_2
 G  a_ge_4_5_0_2
 L  a_le_r_4_5_0_3
 L  a_le_z_4_5_0_3
 G  a_ge_4_5_0_3
 L  a_le_r_4_5_0_4
 L  a_le_z_4_5_0_4
 G  a_ge_4_5_0_4
 L  a_le_r_4_5_0_5
 L  a_le_z_4_5_0_5
 G  a_ge_4_5_0_5
 L  a_le_r_4_5_1_1
 L  a_le_z_4_5_1_1
 G  a_ge_4_5_1_1
 L  a_le_r_4_5_1_2
 L  a_le_z_4_5_1_2
 G  a_ge_4_5_1_2
 L  a_le_r_4_5_1_3
 L  a_le_z_4_5_1_3
 G  a_ge_4_5_1_3
 L  a_le_r_4_5_1_4
 L  a_le_z_4_5_1_4
 G  a_ge_4_5_1_4
 L  a_le_r_4_5_1_5
 L  a_le_z_4_5_1_5
 G  a_ge_4_5_1_5
 L  a_le_r_4_5_2_1
 L  a_le_z_4_5_2_1
 G  a_ge_4_5_2_1
 L  a_le_r_4_5_2_2
 L  a_le_z_4_5_2_2
 G  a_ge_4_5_2_2
 L  a_le_r_4_5_2_3
 L  a_le_z_4_5_2_3
 G  a_ge_4_5_2_3
 L  a_le_r_4_5_2_4
 L  a_le_z_4_5_2_4
 G  a_ge_4_5_2_4
 L  a_le_r_4_5_2_5
 L  a_le_z_4_5_2_5
 G  a_ge_4_5_2_5
 L  a_le_r_4_5_3_1
 L  a_le_z_4_5_3_1
 G  a_ge_4_5_3_1
 L  a_le_r_4_5_3_2
 L  a_le_z_4_5_3_2
 G  a_ge_4_5_3_2
 L  a_le_r_4_5_3_3
 L  a_le_z_4_5_3_3
 G  a_ge_4_5_3_3
 L  a_le_r_4_5_3_4
 L  a_le_z_4_5_3_4
 G  a_ge_4_5_3_4
 L  a_le_r_4_5_3_5
 L  a_le_z_4_5_3_5
 G  a_ge_4_5_3_5
 L  a_le_r_5_0_1_1
 L  a_le_z_5_0_1_1
 G  a_ge_5_0_1_1
 L  a_le_r_5_0_1_2
 L  a_le_z_5_0_1_2
 G  a_ge_5_0_1_2
 L  a_le_r_5_0_1_3
 L  a_le_z_5_0_1_3
 G  a_ge_5_0_1_3
 L  a_le_r_5_0_1_4
 L  a_le_z_5_0_1_4
 G  a_ge_5_0_1_4
 L  a_le_r_5_0_1_5
 L  a_le_z_5_0_1_5
 G  a_ge_5_0_1_5
 L  a_le_r_5_0_2_1
 L  a_le_z_5_0_2_1
 G  a_ge_5_0_2_1
 L  a_le_r_5_0_2_2
 L  a_le_z_5_0_2_2
 G  a_ge_5_0_2_2
 L  a_le_r_5_0_2_3
 L  a_le_z_5_0_2_3
 G  a_ge_5_0_2_3
 L  a_le_r_5_0_2_4
 L  a_le_z_5_0_2_4
 G  a_ge_5_0_2_4
 L  a_le_r_5_0_2_5
 L  a_le_z_5_0_2_5
 G  a_ge_5_0_2_5
 L  a_le_r_5_0_3_1
 L  a_le_z_5_0_3_1
 G  a_ge_5_0_3_1
 L  a_le_r_5_0_3_2
 L  a_le_z_5_0_3_2
 G  a_ge_5_0_3_2
 L  a_le_r_5_0_3_3
 L  a_le_z_5_0_3_3
 G  a_ge_5_0_3_3
 L  a_le_r_5_0_3_4
 L  a_le_z_5_0_3_4
 G  a_ge_5_0_3_4
 L  a_le_r_5_0_3_5
 L  a_le_z_5_0_3_5
 G  a_ge_5_0_3_5
 L  a_le_r_5_0_4_1
 L  a_le_z_5_0_4_1
 G  a_ge_5_0_4_1
 L  a_le_r_5_0_4_2
 L  a_le_z_5_0_4_2
 G  a_ge_5_0_4_2
 L  a_le_r_5_0_4_3
 L  a_le_z_5_0_4_3
 G  a_ge_5_0_4_3
 L  a_le_r_5_0_4_4
 L  a_le_z_5_0_4_4
 G  a_ge_5_0_4_4
 L  a_le_r_5_0_4_5
 L  a_le_z_5_0_4_5
 G  a_ge_5_0_4_5
 L  a_le_r_5_1_0_1
 L  a_le_z_5_1_0_1
 G  a_ge_5_1_0_1
 L  a_le_r_5_1_0_2
 L  a_le_z_5_1_0_2
 G  a_ge_5_1_0_2
 L  a_le_r_5_1_0_3
 L  a_le_z_5_1_0_3
 G  a_ge_5_1_0_3
 L  a_le_r_5_1_0_4
 L  a_le_z_5_1_0_4
 G  a_ge_5_1_0_4
 L  a_le_r_5_1_0_5
 L  a_le_z_5_1_0_5
 G  a_ge_5_1_0_5
 L  a_le_r_5_1_2_1
 L  a_le_z_5_1_2_1
 G  a_ge_5_1_2_1
 L  a_le_r_5_1_2_2
 L  a_le_z_5_1_2_2
 G  a_ge_5_1_2_2
 L  a_le_r_5_1_2_3
 L  a_le_z_5_1_2_3
 G  a_ge_5_1_2_3
 L  a_le_r_5_1_2_4
 L  a_le_z_5_1_2_4
 G  a_ge_5_1_2_4
 L  a_le_r_5_1_2_5
 L  a_le_z_5_1_2_5
 G  a_ge_5_1_2_5
 L  a_le_r_5_1_3_1
 L  a_le_z_5_1_3_1
 G  a_ge_5_1_3_1
 L  a_le_r_5_1_3_2
 L  a_le_z_5_1_3_2
 G  a_ge_5_1_3_2
 L  a_le_r_5_1_3_3
 L  a_le_z_5_1_3_3
 G  a_ge_5_1_3_3
 L  a_le_r_5_1_3_4
 L  a_le_z_5_1_3_4
 G  a_ge_5_1_3_4
 L  a_le_r_5_1_3_5
 L  a_le_z_5_1_3_5
 G  a_ge_5_1_3_5
 L  a_le_r_5_1_4_1
 L  a_le_z_5_1_4_1
 G  a_ge_5_1_4_1
 L  a_le_r_5_1_4_2
 L  a_le_z_5_1_4_2
 G  a_ge_5_1_4_2
 L  a_le_r_5_1_4_3
 L  a_le_z_5_1_4_3
 G  a_ge_5_1_4_3
 L  a_le_r_5_1_4_4
 L  a_le_z_5_1_4_4
 G  a_ge_5_1_4_4
 L  a_le_r_5_1_4_5
 L  a_le_z_5_1_4_5
 G  a_ge_5_1_4_5
 L  a_le_r_5_2_0_1
 L  a_le_z_5_2_0_1
 G  a_ge_5_2_0_1
 L  a_le_r_5_2_0_2
 L  a_le_z_5_2_0_2
 G  a_ge_5_2_0_2
 L  a_le_r_5_2_0_3
 L  a_le_z_5_2_0_3
 G  a_ge_5_2_0_3
 L  a_le_r_5_2_0_4
 L  a_le_z_5_2_0_4
 G  a_ge_5_2_0_4
 L  a_le_r_5_2_0_5
 L  a_le_z_5_2_0_5
 G  a_ge_5_2_0_5
 L  a_le_r_5_2_1_1
 L  a_le_z_5_2_1_1
 G  a_ge_5_2_1_1
 L  a_le_r_5_2_1_2
 L  a_le_z_5_2_1_2
 G  a_ge_5_2_1_2
 L  a_le_r_5_2_1_3
 L  a_le_z_5_2_1_3
 G  a_ge_5_2_1_3
 L  a_le_r_5_2_1_4
 L  a_le_z_5_2_1_4
 G  a_ge_5_2_1_4
 L  a_le_r_5_2_1_5
 L  a_le_z_5_2_1_5
 G  a_ge_5_2_1_5
 L  a_le_r_5_2_3_1
 L  a_le_z_5_2_3_1
 G  a_ge_5_2_3_1
 L  a_le_r_5_2_3_2
 L  a_le_z_5_2_3_2
 G  a_ge_5_2_3_2
 L  a_le_r_5_2_3_3
 L  a_le_z_5_2_3_3
 G  a_ge_5_2_3_3
 L  a_le_r_5_2_3_4
 L  a_le_z_5_2_3_4
 G  a_ge_5_2_3_4
 L  a_le_r_5_2_3_5
 L  a_le_z_5_2_3_5
 G  a_ge_5_2_3_5
 L  a_le_r_5_2_4_1
 L  a_le_z_5_2_4_1
 G  a_ge_5_2_4_1
 L  a_le_r_5_2_4_2
 L  a_le_z_5_2_4_2
 G  a_ge_5_2_4_2
 L  a_le_r_5_2_4_3
 L  a_le_z_5_2_4_3
 G  a_ge_5_2_4_3
 L  a_le_r_5_2_4_4
 L  a_le_z_5_2_4_4
 G  a_ge_5_2_4_4
 L  a_le_r_5_2_4_5
 L  a_le_z_5_2_4_5
 G  a_ge_5_2_4_5
 L  a_le_r_5_3_0_1
 L  a_le_z_5_3_0_1
 G  a_ge_5_3_0_1
 L  a_le_r_5_3_0_2
 L  a_le_z_5_3_0_2
 G  a_ge_5_3_0_2
 L  a_le_r_5_3_0_3
 L  a_le_z_5_3_0_3
 G  a_ge_5_3_0_3
 L  a_le_r_5_3_0_4
 L  a_le_z_5_3_0_4
 G  a_ge_5_3_0_4
 L  a_le_r_5_3_0_5
 L  a_le_z_5_3_0_5
 G  a_ge_5_3_0_5
 L  a_le_r_5_3_1_1
 L  a_le_z_5_3_1_1
 G  a_ge_5_3_1_1
 L  a_le_r_5_3_1_2
 L  a_le_z_5_3_1_2
 G  a_ge_5_3_1_2
 L  a_le_r_5_3_1_3
 L  a_le_z_5_3_1_3
 G  a_ge_5_3_1_3
 L  a_le_r_5_3_1_4
 L  a_le_z_5_3_1_4
 G  a_ge_5_3_1_4
 L  a_le_r_5_3_1_5
 L  a_le_z_5_3_1_5
 G  a_ge_5_3_1_5
 L  a_le_r_5_3_2_1
 L  a_le_z_5_3_2_1
 G  a_ge_5_3_2_1
 L  a_le_r_5_3_2_2
 L  a_le_z_5_3_2_2
 G  a_ge_5_3_2_2
 L  a_le_r_5_3_2_3
 L  a_le_z_5_3_2_3
 G  a_ge_5_3_2_3
 L  a_le_r_5_3_2_4
 L  a_le_z_5_3_2_4
 G  a_ge_5_3_2_4
 L  a_le_r_5_3_2_5
 L  a_le_z_5_3_2_5
 G  a_ge_5_3_2_5
 L  a_le_r_5_3_4_1
 L  a_le_z_5_3_4_1
 G  a_ge_5_3_4_1
 L  a_le_r_5_3_4_2
 L  a_le_z_5_3_4_2
 G  a_ge_5_3_4_2
 L  a_le_r_5_3_4_3
 L  a_le_z_5_3_4_3
 G  a_ge_5_3_4_3
 L  a_le_r_5_3_4_4
 L  a_le_z_5_3_4_4
 G  a_ge_5_3_4_4
 L  a_le_r_5_3_4_5
 L  a_le_z_5_3_4_5
 G  a_ge_5_3_4_5
 L  a_le_r_5_4_0_1
 L  a_le_z_5_4_0_1
 G  a_ge_5_4_0_1
 L  a_le_r_5_4_0_2
 L  a_le_z_5_4_0_2
 G  a_ge_5_4_0_2
 L  a_le_r_5_4_0_3
 L  a_le_z_5_4_0_3
 G  a_ge_5_4_0_3
 L  a_le_r_5_4_0_4
 L  a_le_z_5_4_0_4
 G  a_ge_5_4_0_4
 L  a_le_r_5_4_0_5
 L  a_le_z_5_4_0_5
 G  a_ge_5_4_0_5
 L  a_le_r_5_4_1_1
 L  a_le_z_5_4_1_1
 G  a_ge_5_4_1_1
 L  a_le_r_5_4_1_2
 L  a_le_z_5_4_1_2
 G  a_ge_5_4_1_2
 L  a_le_r_5_4_1_3
 L  a_le_z_5_4_1_3
 G  a_ge_5_4_1_3
 L  a_le_r_5_4_1_4
 L  a_le_z_5_4_1_4
 G  a_ge_5_4_1_4
 L  a_le_r_5_4_1_5
 L  a_le_z_5_4_1_5
 G  a_ge_5_4_1_5
 L  a_le_r_5_4_2_1
 L  a_le_z_5_4_2_1
 G  a_ge_5_4_2_1
 L  a_le_r_5_4_2_2
 L  a_le_z_5_4_2_2
 G  a_ge_5_4_2_2
 L  a_le_r_5_4_2_3
 L  a_le_z_5_4_2_3
 G  a_ge_5_4_2_3
 L  a_le_r_5_4_2_4
 L  a_le_z_5_4_2_4
 G  a_ge_5_4_2_4
 L  a_le_r_5_4_2_5
 L  a_le_z_5_4_2_5
 G  a_ge_5_4_2_5
 L  a_le_r_5_4_3_1
 L  a_le_z_5_4_3_1
 G  a_ge_5_4_3_1
 L  a_le_r_5_4_3_2
 L  a_le_z_5_4_3_2
 G  a_ge_5_4_3_2
 L  a_le_r_5_4_3_3
 L  a_le_z_5_4_3_3
 G  a_ge_5_4_3_3
 L  a_le_r_5_4_3_4
 L  a_le_z_5_4_3_4
 G  a_ge_5_4_3_4
 L  a_le_r_5_4_3_5
 L  a_le_z_5_4_3_5
 G  a_ge_5_4_3_5
 L  a_le_r_5_5_0_1
 L  a_le_z_5_5_0_1
 G  a_ge_5_5_0_1
 L  a_le_r_5_5_0_2
 L  a_le_z_5_5_0_2
 G  a_ge_5_5_0_2
 L  a_le_r_5_5_0_3
 L  a_le_z_5_5_0_3
 G  a_ge_5_5_0_3
 L  a_le_r_5_5_0_4
 L  a_le_z_5_5_0_4
 G  a_ge_5_5_0_4
 L  a_le_r_5_5_0_5
 L  a_le_z_5_5_0_5
 G  a_ge_5_5_0_5
 L  a_le_r_5_5_1_1
 L  a_le_z_5_5_1_1
 G  a_ge_5_5_1_1
 L  a_le_r_5_5_1_2
 L  a_le_z_5_5_1_2
 G  a_ge_5_5_1_2
 L  a_le_r_5_5_1_3
 L  a_le_z_5_5_1_3
 G  a_ge_5_5_1_3
 L  a_le_r_5_5_1_4
 L  a_le_z_5_5_1_4
 G  a_ge_5_5_1_4
 L  a_le_r_5_5_1_5
 L  a_le_z_5_5_1_5
 G  a_ge_5_5_1_5
 L  a_le_r_5_5_2_1
 L  a_le_z_5_5_2_1
 G  a_ge_5_5_2_1
 L  a_le_r_5_5_2_2
 L  a_le_z_5_5_2_2
 G  a_ge_5_5_2_2
 L  a_le_r_5_5_2_3
 L  a_le_z_5_5_2_3
 G  a_ge_5_5_2_3
 L  a_le_r_5_5_2_4
 L  a_le_z_5_5_2_4
 G  a_ge_5_5_2_4
 L  a_le_r_5_5_2_5
 L  a_le_z_5_5_2_5
 G  a_ge_5_5_2_5
 L  a_le_r_5_5_3_1
 L  a_le_z_5_5_3_1
 G  a_ge_5_5_3_1
 L  a_le_r_5_5_3_2
 L  a_le_z_5_5_3_2
 G  a_ge_5_5_3_2
 L  a_le_r_5_5_3_3
 L  a_le_z_5_5_3_3
 G  a_ge_5_5_3_3
 L  a_le_r_5_5_3_4
 L  a_le_z_5_5_3_4
 G  a_ge_5_5_3_4
 L  a_le_r_5_5_3_5
 L  a_le_z_5_5_3_5
 G  a_ge_5_5_3_5
 L  a_le_r_5_5_4_1
 L  a_le_z_5_5_4_1
 G  a_ge_5_5_4_1
 L  a_le_r_5_5_4_2
 L  a_le_z_5_5_4_2
 G  a_ge_5_5_4_2
 L  a_le_r_5_5_4_3
 L  a_le_z_5_5_4_3
 G  a_ge_5_5_4_3
 L  a_le_r_5_5_4_4
 L  a_le_z_5_5_4_4
 G  a_ge_5_5_4_4
 L  a_le_r_5_5_4_5
 L  a_le_z_5_5_4_5
 G  a_ge_5_5_4_5
 G  r_mono_0_1_1
 G  r_ge_a_0_1_1_0
 G  r_ge_a_0_1_1_1
 G  r_ge_a_0_1_1_2
 G  r_ge_a_0_1_1_3
 G  r_ge_a_0_1_1_4
 L  r_le_0_1_1
 G  r_mono_0_1_2
 G  r_ge_a_0_1_2_0
 G  r_ge_a_0_1_2_1
 G  r_ge_a_0_1_2_2
 G  r_ge_a_0_1_2_3
 G  r_ge_a_0_1_2_4
 L  r_le_0_1_2
 G  r_mono_0_1_3
 G  r_ge_a_0_1_3_0
 G  r_ge_a_0_1_3_1
 G  r_ge_a_0_1_3_2
 G  r_ge_a_0_1_3_3
 G  r_ge_a_0_1_3_4
 L  r_le_0_1_3
 G  r_mono_0_1_4
 G  r_ge_a_0_1_4_0
 G  r_ge_a_0_1_4_1
 G  r_ge_a_0_1_4_2
 G  r_ge_a_0_1_4_3
 G  r_ge_a_0_1_4_4
 L  r_le_0_1_4
 G  r_mono_0_1_5
 G  r_ge_a_0_1_5_0
 G  r_ge_a_0_1_5_1
 G  r_ge_a_0_1_5_2
 G  r_ge_a_0_1_5_3
 G  r_ge_a_0_1_5_4
 L  r_le_0_1_5
 G  r_mono_0_2_1
 G  r_ge_a_0_2_1_0
 G  r_ge_a_0_2_1_1
 G  r_ge_a_0_2_1_2
 G  r_ge_a_0_2_1_3
 G  r_ge_a_0_2_1_4
 L  r_le_0_2_1
 G  r_mono_0_2_2
 G  r_ge_a_0_2_2_0
 G  r_ge_a_0_2_2_1
 G  r_ge_a_0_2_2_2
 G  r_ge_a_0_2_2_3
 G  r_ge_a_0_2_2_4
 L  r_le_0_2_2
 G  r_mono_0_2_3
 G  r_ge_a_0_2_3_0
 G  r_ge_a_0_2_3_1
 G  r_ge_a_0_2_3_2
 G  r_ge_a_0_2_3_3
 G  r_ge_a_0_2_3_4
 L  r_le_0_2_3
 G  r_mono_0_2_4
 G  r_ge_a_0_2_4_0
 G  r_ge_a_0_2_4_1
 G  r_ge_a_0_2_4_2
 G  r_ge_a_0_2_4_3
 G  r_ge_a_0_2_4_4
 L  r_le_0_2_4
 G  r_mono_0_2_5
 G  r_ge_a_0_2_5_0
 G  r_ge_a_0_2_5_1
 G  r_ge_a_0_2_5_2
 G  r_ge_a_0_2_5_3
 G  r_ge_a_0_2_5_4
 L  r_le_0_2_5
 G  r_mono_0_3_1
 G  r_ge_a_0_3_1_0
 G  r_ge_a_0_3_1_1
 G  r_ge_a_0_3_1_2
 G  r_ge_a_0_3_1_3
 G  r_ge_a_0_3_1_4
 L  r_le_0_3_1
 G  r_mono_0_3_2
 G  r_ge_a_0_3_2_0
 G  r_ge_a_0_3_2_1
 G  r_ge_a_0_3_2_2
 G  r_ge_a_0_3_2_3
 G  r_ge_a_0_3_2_4
 L  r_le_0_3_2
 G  r_mono_0_3_3
 G  r_ge_a_0_3_3_0
 G  r_ge_a_0_3_3_1
 G  r_ge_a_0_3_3_2
 G  r_ge_a_0_3_3_3
 G  r_ge_a_0_3_3_4
 L  r_le_0_3_3
 G  r_mono_0_3_4
 G  r_ge_a_0_3_4_0
 G  r_ge_a_0_3_4_1
 G  r_ge_a_0_3_4_2
 G  r_ge_a_0_3_4_3
 G  r_ge_a_0_3_4_4
 L  r_le_0_3_4
 G  r_mono_0_3_5
 G  r_ge_a_0_3_5_0
 G  r_ge_a_0_3_5_1
 G  r_ge_a_0_3_5_2
 G  r_ge_a_0_3_5_3
 G  r_ge_a_0_3_5_4
 L  r_le_0_3_5
 G  r_mono_0_4_1
 G  r_ge_a_0_4_1_0
 G  r_ge_a_0_4_1_1
 G  r_ge_a_0_4_1_2
 G  r_ge_a_0_4_1_3
 G  r_ge_a_0_4_1_4
 L  r_le_0_4_1
 G  r_mono_0_4_2
 G  r_ge_a_0_4_2_0
 G  r_ge_a_0_4_2_1
 G  r_ge_a_0_4_2_2
 G  r_ge_a_0_4_2_3
 G  r_ge_a_0_4_2_4
 L  r_le_0_4_2
 G  r_mono_0_4_3
 G  r_ge_a_0_4_3_0
 G  r_ge_a_0_4_3_1
 G  r_ge_a_0_4_3_2
 G  r_ge_a_0_4_3_3
 G  r_ge_a_0_4_3_4
 L  r_le_0_4_3
 G  r_mono_0_4_4
 G  r_ge_a_0_4_4_0
 G  r_ge_a_0_4_4_1
 G  r_ge_a_0_4_4_2
 G  r_ge_a_0_4_4_3
 G  r_ge_a_0_4_4_4
 L  r_le_0_4_4
 G  r_mono_0_4_5
 G  r_ge_a_0_4_5_0
 G  r_ge_a_0_4_5_1
 G  r_ge_a_0_4_5_2
 G  r_ge_a_0_4_5_3
 G  r_ge_a_0_4_5_4
 L  r_le_0_4_5
 G  r_mono_0_5_1
 G  r_ge_a_0_5_1_0
 G  r_ge_a_0_5_1_1
 G  r_ge_a_0_5_1_2
 G  r_ge_a_0_5_1_3
 G  r_ge_a_0_5_1_4
 L  r_le_0_5_1
 G  r_mono_0_5_2
 G  r_ge_a_0_5_2_0
 G  r_ge_a_0_5_2_1
 G  r_ge_a_0_5_2_2
 G  r_ge_a_0_5_2_3
 G  r_ge_a_0_5_2_4
 L  r_le_0_5_2
 G  r_mono_0_5_3
 G  r_ge_a_0_5_3_0
 G  r_ge_a_0_5_3_1
 G  r_ge_a_0_5_3_2
 G  r_ge_a_0_5_3_3
 G  r_ge_a_0_5_3_4
 L  r_le_0_5_3
 G  r_mono_0_5_4
 G  r_ge_a_0_5_4_0
 G  r_ge_a_0_5_4_1
 G  r_ge_a_0_5_4_2
 G  r_ge_a_0_5_4_3
 G  r_ge_a_0_5_4_4
 L  r_le_0_5_4
 G  r_mono_0_5_5
 G  r_ge_a_0_5_5_0
 G  r_ge_a_0_5_5_1
 G  r_ge_a_0_5_5_2
 G  r_ge_a_0_5_5_3
 G  r_ge_a_0_5_5_4
 L  r_le_0_5_5
 G  r_mono_1_0_1
 G  r_ge_a_1_0_1_0
 G  r_ge_a_1_0_1_1
 G  r_ge_a_1_0_1_2
 G  r_ge_a_1_0_1_3
 G  r_ge_a_1_0_1_4
 L  r_le_1_0_1
 G  r_mono_1_0_2
 G  r_ge_a_1_0_2_0
 G  r_ge_a_1_0_2_1
 G  r_ge_a_1_0_2_2
 G  r_ge_a_1_0_2_3
 G  r_ge_a_1_0_2_4
 L  r_le_1_0_2
 G  r_mono_1_0_3
 G  r_ge_a_1_0_3_0
 G  r_ge_a_1_0_3_1
 G  r_ge_a_1_0_3_2
 G  r_ge_a_1_0_3_3
 G  r_ge_a_1_0_3_4
 L  r_le_1_0_3
 G  r_mono_1_0_4
 G  r_ge_a_1_0_4_0
 G  r_ge_a_1_0_4_1
 G  r_ge_a_1_0_4_2
 G  r_ge_a_1_0_4_3
 G  r_ge_a_1_0_4_4
 L  r_le_1_0_4
 G  r_mono_1_0_5
 G  r_ge_a_1_0_5_0
 G  r_ge_a_1_0_5_1
 G  r_ge_a_1_0_5_2
 G  r_ge_a_1_0_5_3
 G  r_ge_a_1_0_5_4
 L  r_le_1_0_5
 G  r_mono_1_2_1
 G  r_ge_a_1_2_1_0
 G  r_ge_a_1_2_1_1
 G  r_ge_a_1_2_1_2
 G  r_ge_a_1_2_1_3
 G  r_ge_a_1_2_1_4
 L  r_le_1_2_1
 G  r_mono_1_2_2
 G  r_ge_a_1_2_2_0
 G  r_ge_a_1_2_2_1
 G  r_ge_a_1_2_2_2
 G  r_ge_a_1_2_2_3
 G  r_ge_a_1_2_2_4
 L  r_le_1_2_2
 G  r_mono_1_2_3
 G  r_ge_a_1_2_3_0
 G  r_ge_a_1_2_3_1
 G  r_ge_a_1_2_3_2
 G  r_ge_a_1_2_3_3
 G  r_ge_a_1_2_3_4
 L  r_le_1_2_3
 G  r_mono_1_2_4
 G  r_ge_a_1_2_4_0
 G  r_ge_a_1_2_4_1
 G  r_ge_a_1_2_4_2
 G  r_ge_a_1_2_4_3
 G  r_ge_a_1_2_4_4
 L  r_le_1_2_4
 G  r_mono_1_2_5
 G  r_ge_a_1_2_5_0
 G  r_ge_a_1_2_5_1
 G  r_ge_a_1_2_5_2
 G  r_ge_a_1_2_5_3
 G  r_ge_a_1_2_5_4
 L  r_le_1_2_5
 G  r_mono_1_3_1
 G  r_ge_a_1_3_1_0
 G  r_ge_a_1_3_1_1
 G  r_ge_a_1_3_1_2
 G  r_ge_a_1_3_1_3
 G  r_ge_a_1_3_1_4
 L  r_le_1_3_1
 G  r_mono_1_3_2
 G  r_ge_a_1_3_2_0
 G  r_ge_a_1_3_2_1
 G  r_ge_a_1_3_2_2
 G  r_ge_a_1_3_2_3
 G  r_ge_a_1_3_2_4
 L  r_le_1_3_2
 G  r_mono_1_3_3
 G  r_ge_a_1_3_3_0
 G  r_ge_a_1_3_3_1
 G  r_ge_a_1_3_3_2
 G  r_ge_a_1_3_3_3
 G  r_ge_a_1_3_3_4
 L  r_le_1_3_3
 G  r_mono_1_3_4
 G  r_ge_a_1_3_4_0
 G  r_ge_a_1_3_4_1
 G  r_ge_a_1_3_4_2
 G  r_ge_a_1_3_4_3
 G  r_ge_a_1_3_4_4
 L  r_le_1_3_4
 G  r_mono_1_3_5
 G  r_ge_a_1_3_5_0
 G  r_ge_a_1_3_5_1
 G  r_ge_a_1_3_5_2
 G  r_ge_a_1_3_5_3
 G  r_ge_a_1_3_5_4
 L  r_le_1_3_5
 G  r_mono_1_4_1
 G  r_ge_a_1_4_1_0
 G  r_ge_a_1_4_1_1
 G  r_ge_a_1_4_1_2
 G  r_ge_a_1_4_1_3
 G  r_ge_a_1_4_1_4
 L  r_le_1_4_1
 G  r_mono_1_4_2
 G  r_ge_a_1_4_2_0
 G  r_ge_a_1_4_2_1
 G  r_ge_a_1_4_2_2
 G  r_ge_a_1_4_2_3
 G  r_ge_a_1_4_2_4
 L  r_le_1_4_2
 G  r_mono_1_4_3
 G  r_ge_a_1_4_3_0
 G  r_ge_a_1_4_3_1
 G  r_ge_a_1_4_3_2
 G  r_ge_a_1_4_3_3
 G  r_ge_a_1_4_3_4
 L  r_le_1_4_3
 G  r_mono_1_4_4
 G  r_ge_a_1_4_4_0
 G  r_ge_a_1_4_4_1
 G  r_ge_a_1_4_4_2
 G  r_ge_a_1_4_4_3
 G  r_ge_a_1_4_4_4
 L  r_le_1_4_4
 G  r_mono_1_4_5
 G  r_ge_a_1_4_5_0
 G  r_ge_a_1_4_5_1
 G  r_ge_a_1_4_5_2
 G  r_ge_a_1_4_5_3
 G  r_ge_a_1_4_5_4
 L  r_le_1_4_5
 G  r_mono_1_5_1
 G  r_ge_a_1_5_1_0
 G  r_ge_a_1_5_1_1
 G  r_ge_a_1_5_1_2
 G  r_ge_a_1_5_1_3
 G  r_ge_a_1_5_1_4
 L  r_le_1_5_1
 G  r_mono_1_5_2
 G  r_ge_a_1_5_2_0
 G  r_ge_a_1_5_2_1
 G  r_ge_a_1_5_2_2
 G  r_ge_a_1_5_2_3
 G  r_ge_a_1_5_2_4
 L  r_le_1_5_2
 G  r_mono_1_5_3
 G  r_ge_a_1_5_3_0
 G  r_ge_a_1_5_3_1
 G  r_ge_a_1_5_3_2
 G  r_ge_a_1_5_3_3
 G  r_ge_a_1_5_3_4
 L  r_le_1_5_3
 G  r_mono_1_5_4
 G  r_ge_a_1_5_4_0
 G  r_ge_a_1_5_4_1
 G  r_ge_a_1_5_4_2
 G  r_ge_a_1_5_4_3
 G  r_ge_a_1_5_4_4
 L  r_le_1_5_4
 G  r_mono_1_5_5
 G  r_ge_a_1_5_5_0
 G  r_ge_a_1_5_5_1
 G  r_ge_a_1_5_5_2
 G  r_ge_a_1_5_5_3
 G  r_ge_a_1_5_5_4
 L  r_le_1_5_5
 G  r_mono_2_0_1
 G  r_ge_a_2_0_1_0
 G  r_ge_a_2_0_1_1
 G  r_ge_a_2_0_1_2
 G  r_ge_a_2_0_1_3
 G  r_ge_a_2_0_1_4
 L  r_le_2_0_1
 G  r_mono_2_0_2
 G  r_ge_a_2_0_2_0
 G  r_ge_a_2_0_2_1
 G  r_ge_a_2_0_2_2
 G  r_ge_a_2_0_2_3
 G  r_ge_a_2_0_2_4
 L  r_le_2_0_2
 G  r_mono_2_0_3
 G  r_ge_a_2_0_3_0
 G  r_ge_a_2_0_3_1
 G  r_ge_a_2_0_3_2
 G  r_ge_a_2_0_3_3
 G  r_ge_a_2_0_3_4
 L  r_le_2_0_3
 G  r_mono_2_0_4
 G  r_ge_a_2_0_4_0
 G  r_ge_a_2_0_4_1
 G  r_ge_a_2_0_4_2
 G  r_ge_a_2_0_4_3
 G  r_ge_a_2_0_4_4
 L  r_le_2_0_4
 G  r_mono_2_0_5
 G  r_ge_a_2_0_5_0
 G  r_ge_a_2_0_5_1
 G  r_ge_a_2_0_5_2
 G  r_ge_a_2_0_5_3
 G  r_ge_a_2_0_5_4
 L  r_le_2_0_5
 G  r_mono_2_1_1
 G  r_ge_a_2_1_1_0
 G  r_ge_a_2_1_1_1
 G  r_ge_a_2_1_1_2
 G  r_ge_a_2_1_1_3
 G  r_ge_a_2_1_1_4
 L  r_le_2_1_1
 G  r_mono_2_1_2
 G  r_ge_a_2_1_2_0
 G  r_ge_a_2_1_2_1
 G  r_ge_a_2_1_2_2
 G  r_ge_a_2_1_2_3
 G  r_ge_a_2_1_2_4
 L  r_le_2_1_2
 G  r_mono_2_1_3
 G  r_ge_a_2_1_3_0
 G  r_ge_a_2_1_3_1
 G  r_ge_a_2_1_3_2
 G  r_ge_a_2_1_3_3
 G  r_ge_a_2_1_3_4
 L  r_le_2_1_3
 G  r_mono_2_1_4
 G  r_ge_a_2_1_4_0
 G  r_ge_a_2_1_4_1
 G  r_ge_a_2_1_4_2
 G  r_ge_a_2_1_4_3
 G  r_ge_a_2_1_4_4
 L  r_le_2_1_4
 G  r_mono_2_1_5
 G  r_ge_a_2_1_5_0
 G  r_ge_a_2_1_5_1
 G  r_ge_a_2_1_5_2
 G  r_ge_a_2_1_5_3
 G  r_ge_a_2_1_5_4
 L  r_le_2_1_5
 G  r_mono_2_3_1
 G  r_ge_a_2_3_1_0
 G  r_ge_a_2_3_1_1
 G  r_ge_a_2_3_1_2
 G  r_ge_a_2_3_1_3
 G  r_ge_a_2_3_1_4
 L  r_le_2_3_1
 G  r_mono_2_3_2
 G  r_ge_a_2_3_2_0
 G  r_ge_a_2_3_2_1
 G  r_ge_a_2_3_2_2
 G  r_ge_a_2_3_2_3
 G  r_ge_a_2_3_2_4
 L  r_le_2_3_2
 G  r_mono_2_3_3
 G  r_ge_a_2_3_3_0
 G  r_ge_a_2_3_3_1
 G  r_ge_a_2_3_3_2
 G  r_ge_a_2_3_3_3
 G  r_ge_a_2_3_3_4
 L  r_le_2_3_3
 G  r_mono_2_3_4
 G  r_ge_a_2_3_4_0
 G  r_ge_a_2_3_4_1
 G  r_ge_a_2_3_4_2
 G  r_ge_a_2_3_4_3
 G  r_ge_a_2_3_4_4
 L  r_le_2_3_4
 G  r_mono_2_3_5
 G  r_ge_a_2_3_5_0
 G  r_ge_a_2_3_5_1
 G  r_ge_a_2_3_5_2
 G  r_ge_a_2_3_5_3
 G  r_ge_a_2_3_5_4
 L  r_le_2_3_5
 G  r_mono_2_4_1
 G  r_ge_a_2_4_1_0
 G  r_ge_a_2_4_1_1
 G  r_ge_a_2_4_1_2
 G  r_ge_a_2_4_1_3
 G  r_ge_a_2_4_1_4
 L  r_le_2_4_1
 G  r_mono_2_4_2
 G  r_ge_a_2_4_2_0
 G  r_ge_a_2_4_2_1
 G  r_ge_a_2_4_2_2
 G  r_ge_a_2_4_2_3
 G  r_ge_a_2_4_2_4
 L  r_le_2_4_2
 G  r_mono_2_4_3
 G  r_ge_a_2_4_3_0
 G  r_ge_a_2_4_3_1
 G  r_ge_a_2_4_3_2
 G  r_ge_a_2_4_3_3
 G  r_ge_a_2_4_3_4
 L  r_le_2_4_3
 G  r_mono_2_4_4
 G  r_ge_a_2_4_4_0
 G  r_ge_a_2_4_4_1
 G  r_ge_a_2_4_4_2
 G  r_ge_a_2_4_4_3
 G  r_ge_a_2_4_4_4
 L  r_le_2_4_4
 G  r_mono_2_4_5
 G  r_ge_a_2_4_5_0
 G  r_ge_a_2_4_5_1
 G  r_ge_a_2_4_5_2
 G  r_ge_a_2_4_5_3
 G  r_ge_a_2_4_5_4
 L  r_le_2_4_5
 G  r_mono_2_5_1
 G  r_ge_a_2_5_1_0
 G  r_ge_a_2_5_1_1
 G  r_ge_a_2_5_1_2
 G  r_ge_a_2_5_1_3
 G  r_ge_a_2_5_1_4
 L  r_le_2_5_1
 G  r_mono_2_5_2
 G  r_ge_a_2_5_2_0
 G  r_ge_a_2_5_2_1
 G  r_ge_a_2_5_2_2
 G  r_ge_a_2_5_2_3
 G  r_ge_a_2_5_2_4
 L  r_le_2_5_2
 G  r_mono_2_5_3
 G  r_ge_a_2_5_3_0
 G  r_ge_a_2_5_3_1
 G  r_ge_a_2_5_3_2
 G  r_ge_a_2_5_3_3
 G  r_ge_a_2_5_3_4
 L  r_le_2_5_3
 G  r_mono_2_5_4
 G  r_ge_a_2_5_4_0
 G  r_ge_a_2_5_4_1
 G  r_ge_a_2_5_4_2
 G  r_ge_a_2_5_4_3
 G  r_ge_a_2_5_4_4
 L  r_le_2_5_4
 G  r_mono_2_5_5
 G  r_ge_a_2_5_5_0
 G  r_ge_a_2_5_5_1
 G  r_ge_a_2_5_5_2
 G  r_ge_a_2_5_5_3
 G  r_ge_a_2_5_5_4
 L  r_le_2_5_5
 G  r_mono_3_0_1
 G  r_ge_a_3_0_1_0
 G  r_ge_a_3_0_1_1
 G  r_ge_a_3_0_1_2
 G  r_ge_a_3_0_1_3
 G  r_ge_a_3_0_1_4
 L  r_le_3_0_1
 G  r_mono_3_0_2
 G  r_ge_a_3_0_2_0
 G  r_ge_a_3_0_2_1
 G  r_ge_a_3_0_2_2
 G  r_ge_a_3_0_2_3
 G  r_ge_a_3_0_2_4
 L  r_le_3_0_2
 G  r_mono_3_0_3
 G  r_ge_a_3_0_3_0
 G  r_ge_a_3_0_3_1
 G  r_ge_a_3_0_3_2
 G  r_ge_a_3_0_3_3
 G  r_ge_a_3_0_3_4
 L  r_le_3_0_3
 G  r_mono_3_0_4
 G  r_ge_a_3_0_4_0
 G  r_ge_a_3_0_4_1
 G  r_ge_a_3_0_4_2
 G  r_ge_a_3_0_4_3
 G  r_ge_a_3_0_4_4
 L  r_le_3_0_4
 G  r_mono_3_0_5
 G  r_ge_a_3_0_5_0
 G  r_ge_a_3_0_5_1
 G  r_ge_a_3_0_5_2
 G  r_ge_a_3_0_5_3
 G  r_ge_a_3_0_5_4
 L  r_le_3_0_5
 G  r_mono_3_1_1
 G  r_ge_a_3_1_1_0
 G  r_ge_a_3_1_1_1
 G  r_ge_a_3_1_1_2
 G  r_ge_a_3_1_1_3
 G  r_ge_a_3_1_1_4
 L  r_le_3_1_1
 G  r_mono_3_1_2
 G  r_ge_a_3_1_2_0
 G  r_ge_a_3_1_2_1
 G  r_ge_a_3_1_2_2
 G  r_ge_a_3_1_2_3
 G  r_ge_a_3_1_2_4
 L  r_le_3_1_2
 G  r_mono_3_1_3
 G  r_ge_a_3_1_3_0
 G  r_ge_a_3_1_3_1
 G  r_ge_a_3_1_3_2
 G  r_ge_a_3_1_3_3
 G  r_ge_a_3_1_3_4
 L  r_le_3_1_3
 G  r_mono_3_1_4
 G  r_ge_a_3_1_4_0
 G  r_ge_a_3_1_4_1
 G  r_ge_a_3_1_4_2
 G  r_ge_a_3_1_4_3
 G  r_ge_a_3_1_4_4
 L  r_le_3_1_4
 G  r_mono_3_1_5
 G  r_ge_a_3_1_5_0
 G  r_ge_a_3_1_5_1
 G  r_ge_a_3_1_5_2
 G  r_ge_a_3_1_5_3
 G  r_ge_a_3_1_5_4
 L  r_le_3_1_5
 G  r_mono_3_2_1
 G  r_ge_a_3_2_1_0
 G  r_ge_a_3_2_1_1
 G  r_ge_a_3_2_1_2
 G  r_ge_a_3_2_1_3
 G  r_ge_a_3_2_1_4
 L  r_le_3_2_1
 G  r_mono_3_2_2
 G  r_ge_a_3_2_2_0
 G  r_ge_a_3_2_2_1
 G  r_ge_a_3_2_2_2
 G  r_ge_a_3_2_2_3
 G  r_ge_a_3_2_2_4
 L  r_le_3_2_2
 G  r_mono_3_2_3
 G  r_ge_a_3_2_3_0
 G  r_ge_a_3_2_3_1
 G  r_ge_a_3_2_3_2
 G  r_ge_a_3_2_3_3
 G  r_ge_a_3_2_3_4
 L  r_le_3_2_3
 G  r_mono_3_2_4
 G  r_ge_a_3_2_4_0
 G  r_ge_a_3_2_4_1
 G  r_ge_a_3_2_4_2
 G  r_ge_a_3_2_4_3
 G  r_ge_a_3_2_4_4
 L  r_le_3_2_4
 G  r_mono_3_2_5
 G  r_ge_a_3_2_5_0
 G  r_ge_a_3_2_5_1
 G  r_ge_a_3_2_5_2
 G  r_ge_a_3_2_5_3
 G  r_ge_a_3_2_5_4
 L  r_le_3_2_5
 G  r_mono_3_4_1
 G  r_ge_a_3_4_1_0
 G  r_ge_a_3_4_1_1
 G  r_ge_a_3_4_1_2
 G  r_ge_a_3_4_1_3
 G  r_ge_a_3_4_1_4
 L  r_le_3_4_1
 G  r_mono_3_4_2
 G  r_ge_a_3_4_2_0
 G  r_ge_a_3_4_2_1
 G  r_ge_a_3_4_2_2
 G  r_ge_a_3_4_2_3
 G  r_ge_a_3_4_2_4
 L  r_le_3_4_2
 G  r_mono_3_4_3
 G  r_ge_a_3_4_3_0
 G  r_ge_a_3_4_3_1
 G  r_ge_a_3_4_3_2
 G  r_ge_a_3_4_3_3
 G  r_ge_a_3_4_3_4
 L  r_le_3_4_3
 G  r_mono_3_4_4
 G  r_ge_a_3_4_4_0
 G  r_ge_a_3_4_4_1
 G  r_ge_a_3_4_4_2
 G  r_ge_a_3_4_4_3
 G  r_ge_a_3_4_4_4
 L  r_le_3_4_4
 G  r_mono_3_4_5
 G  r_ge_a_3_4_5_0
 G  r_ge_a_3_4_5_1
 G  r_ge_a_3_4_5_2
 G  r_ge_a_3_4_5_3
 G  r_ge_a_3_4_5_4
 L  r_le_3_4_5
 G  r_mono_3_5_1
 G  r_ge_a_3_5_1_0
 G  r_ge_a_3_5_1_1
 G  r_ge_a_3_5_1_2
 G  r_ge_a_3_5_1_3
 G  r_ge_a_3_5_1_4
 L  r_le_3_5_1
 G  r_mono_3_5_2
 G  r_ge_a_3_5_2_0
 G  r_ge_a_3_5_2_1
 G  r_ge_a_3_5_2_2
 G  r_ge_a_3_5_2_3
 G  r_ge_a_3_5_2_4
 L  r_le_3_5_2
 G  r_mono_3_5_3
 G  r_ge_a_3_5_3_0
 G  r_ge_a_3_5_3_1
 G  r_ge_a_3_5_3_2
 G  r_ge_a_3_5_3_3
 G  r_ge_a_3_5_3_4
 L  r_le_3_5_3
 G  r_mono_3_5_4
 G  r_ge_a_3_5_4_0
 G  r_ge_a_3_5_4_1
 G  r_ge_a_3_5_4_2
 G  r_ge_a_3_5_4_3
 G  r_ge_a_3_5_4_4
 L  r_le_3_5_4
 G  r_mono_3_5_5
 G  r_ge_a_3_5_5_0
 G  r_ge_a_3_5_5_1
 G  r_ge_a_3_5_5_2
 G  r_ge_a_3_5_5_3
 G  r_ge_a_3_5_5_4
 L  r_le_3_5_5
 G  r_mono_4_0_1
 G  r_ge_a_4_0_1_0
 G  r_ge_a_4_0_1_1
 G  r_ge_a_4_0_1_2
 G  r_ge_a_4_0_1_3
 G  r_ge_a_4_0_1_4
 L  r_le_4_0_1
 G  r_mono_4_0_2
 G  r_ge_a_4_0_2_0
 G  r_ge_a_4_0_2_1
 G  r_ge_a_4_0_2_2
 G  r_ge_a_4_0_2_3
 G  r_ge_a_4_0_2_4
 L  r_le_4_0_2
 G  r_mono_4_0_3
 G  r_ge_a_4_0_3_0
 G  r_ge_a_4_0_3_1
 G  r_ge_a_4_0_3_2
 G  r_ge_a_4_0_3_3
 G  r_ge_a_4_0_3_4
 L  r_le_4_0_3
 G  r_mono_4_0_4
 G  r_ge_a_4_0_4_0
 G  r_ge_a_4_0_4_1
 G  r_ge_a_4_0_4_2
 G  r_ge_a_4_0_4_3
 G  r_ge_a_4_0_4_4
 L  r_le_4_0_4
 G  r_mono_4_0_5
 G  r_ge_a_4_0_5_0
 G  r_ge_a_4_0_5_1
 G  r_ge_a_4_0_5_2
 G  r_ge_a_4_0_5_3
 G  r_ge_a_4_0_5_4
 L  r_le_4_0_5
 G  r_mono_4_1_1
 G  r_ge_a_4_1_1_0
 G  r_ge_a_4_1_1_1
 G  r_ge_a_4_1_1_2
 G  r_ge_a_4_1_1_3
 G  r_ge_a_4_1_1_4
 L  r_le_4_1_1
 G  r_mono_4_1_2
 G  r_ge_a_4_1_2_0
 G  r_ge_a_4_1_2_1
 G  r_ge_a_4_1_2_2
 G  r_ge_a_4_1_2_3
 G  r_ge_a_4_1_2_4
 L  r_le_4_1_2
 G  r_mono_4_1_3
 G  r_ge_a_4_1_3_0
 G  r_ge_a_4_1_3_1
 G  r_ge_a_4_1_3_2
 G  r_ge_a_4_1_3_3
 G  r_ge_a_4_1_3_4
 L  r_le_4_1_3
 G  r_mono_4_1_4
 G  r_ge_a_4_1_4_0
 G  r_ge_a_4_1_4_1
 G  r_ge_a_4_1_4_2
 G  r_ge_a_4_1_4_3
 G  r_ge_a_4_1_4_4
 L  r_le_4_1_4
 G  r_mono_4_1_5
 G  r_ge_a_4_1_5_0
 G  r_ge_a_4_1_5_1
 G  r_ge_a_4_1_5_2
 G  r_ge_a_4_1_5_3
 G  r_ge_a_4_1_5_4
 L  r_le_4_1_5
 G  r_mono_4_2_1
 G  r_ge_a_4_2_1_0
 G  r_ge_a_4_2_1_1
 G  r_ge_a_4_2_1_2
 G  r_ge_a_4_2_1_3
 G  r_ge_a_4_2_1_4
 L  r_le_4_2_1
 G  r_mono_4_2_2
 G  r_ge_a_4_2_2_0
 G  r_ge_a_4_2_2_1
 G  r_ge_a_4_2_2_2
 G  r_ge_a_4_2_2_3
 G  r_ge_a_4_2_2_4
 L  r_le_4_2_2
 G  r_mono_4_2_3
 G  r_ge_a_4_2_3_0
 G  r_ge_a_4_2_3_1
 G  r_ge_a_4_2_3_2
 G  r_ge_a_4_2_3_3
 G  r_ge_a_4_2_3_4
 L  r_le_4_2_3
 G  r_mono_4_2_4
 G  r_ge_a_4_2_4_0
 G  r_ge_a_4_2_4_1
 G  r_ge_a_4_2_4_2
 G  r_ge_a_4_2_4_3
 G  r_ge_a_4_2_4_4
 L  r_le_4_2_4
 G  r_mono_4_2_5
 G  r_ge_a_4_2_5_0
 G  r_ge_a_4_2_5_1
 G  r_ge_a_4_2_5_2
 G  r_ge_a_4_2_5_3
 G  r_ge_a_4_2_5_4
 L  r_le_4_2_5
 G  r_mono_4_3_1
 G  r_ge_a_4_3_1_0
 G  r_ge_a_4_3_1_1
 G  r_ge_a_4_3_1_2
 G  r_ge_a_4_3_1_3
 G  r_ge_a_4_3_1_4
 L  r_le_4_3_1
 G  r_mono_4_3_2
 G  r_ge_a_4_3_2_0
 G  r_ge_a_4_3_2_1
 G  r_ge_a_4_3_2_2
 G  r_ge_a_4_3_2_3
 G  r_ge_a_4_3_2_4
 L  r_le_4_3_2
 G  r_mono_4_3_3
 G  r_ge_a_4_3_3_0
 G  r_ge_a_4_3_3_1
 G  r_ge_a_4_3_3_2
 G  r_ge_a_4_3_3_3
 G  r_ge_a_4_3_3_4
 L  r_le_4_3_3
 G  r_mono_4_3_4
 G  r_ge_a_4_3_4_0
 G  r_ge_a_4_3_4_1
 G  r_ge_a_4_3_4_2
 G  r_ge_a_4_3_4_3
 G  r_ge_a_4_3_4_4
 L  r_le_4_3_4
 G  r_mono_4_3_5
 G  r_ge_a_4_3_5_0
 G  r_ge_a_4_3_5_1
 G  r_ge_a_4_3_5_2
 G  r_ge_a_4_3_5_3
 G  r_ge_a_4_3_5_4
 L  r_le_4_3_5
 G  r_mono_4_5_1
 G  r_ge_a_4_5_1_0
 G  r_ge_a_4_5_1_1
 G  r_ge_a_4_5_1_2
 G  r_ge_a_4_5_1_3
 G  r_ge_a_4_5_1_4
 L  r_le_4_5_1
 G  r_mono_4_5_2
 G  r_ge_a_4_5_2_0
 G  r_ge_a_4_5_2_1
 G  r_ge_a_4_5_2_2
 G  r_ge_a_4_5_2_3
 G  r_ge_a_4_5_2_4
 L  r_le_4_5_2
 G  r_mono_4_5_3
 G  r_ge_a_4_5_3_0
 G  r_ge_a_4_5_3_1
 G  r_ge_a_4_5_3_2
 G  r_ge_a_4_5_3_3
 G  r_ge_a_4_5_3_4
 L  r_le_4_5_3
 G  r_mono_4_5_4
 G  r_ge_a_4_5_4_0
 G  r_ge_a_4_5_4_1
 G  r_ge_a_4_5_4_2
 G  r_ge_a_4_5_4_3
 G  r_ge_a_4_5_4_4
 L  r_le_4_5_4
 G  r_mono_4_5_5
 G  r_ge_a_4_5_5_0
 G  r_ge_a_4_5_5_1
 G  r_ge_a_4_5_5_2
 G  r_ge_a_4_5_5_3
 G  r_ge_a_4_5_5_4
 L  r_le_4_5_5
 G  r_mono_5_0_1
 G  r_ge_a_5_0_1_0
 G  r_ge_a_5_0_1_1
 G  r_ge_a_5_0_1_2
 G  r_ge_a_5_0_1_3
 G  r_ge_a_5_0_1_4
 L  r_le_5_0_1
 G  r_mono_5_0_2
 G  r_ge_a_5_0_2_0
 G  r_ge_a_5_0_2_1
 G  r_ge_a_5_0_2_2
 G  r_ge_a_5_0_2_3
 G  r_ge_a_5_0_2_4
 L  r_le_5_0_2
 G  r_mono_5_0_3
 G  r_ge_a_5_0_3_0
 G  r_ge_a_5_0_3_1
 G  r_ge_a_5_0_3_2
 G  r_ge_a_5_0_3_3
 G  r_ge_a_5_0_3_4
 L  r_le_5_0_3
 G  r_mono_5_0_4
 G  r_ge_a_5_0_4_0
 G  r_ge_a_5_0_4_1
 G  r_ge_a_5_0_4_2
 G  r_ge_a_5_0_4_3
 G  r_ge_a_5_0_4_4
 L  r_le_5_0_4
 G  r_mono_5_0_5
 G  r_ge_a_5_0_5_0
 G  r_ge_a_5_0_5_1
 G  r_ge_a_5_0_5_2
 G  r_ge_a_5_0_5_3
 G  r_ge_a_5_0_5_4
 L  r_le_5_0_5
 G  r_mono_5_1_1
 G  r_ge_a_5_1_1_0
 G  r_ge_a_5_1_1_1
 G  r_ge_a_5_1_1_2
 G  r_ge_a_5_1_1_3
 G  r_ge_a_5_1_1_4
 L  r_le_5_1_1
 G  r_mono_5_1_2
 G  r_ge_a_5_1_2_0
 G  r_ge_a_5_1_2_1
 G  r_ge_a_5_1_2_2
 G  r_ge_a_5_1_2_3
 G  r_ge_a_5_1_2_4
 L  r_le_5_1_2
 G  r_mono_5_1_3
 G  r_ge_a_5_1_3_0
 G  r_ge_a_5_1_3_1
 G  r_ge_a_5_1_3_2
 G  r_ge_a_5_1_3_3
 G  r_ge_a_5_1_3_4
 L  r_le_5_1_3
 G  r_mono_5_1_4
 G  r_ge_a_5_1_4_0
 G  r_ge_a_5_1_4_1
 G  r_ge_a_5_1_4_2
 G  r_ge_a_5_1_4_3
 G  r_ge_a_5_1_4_4
 L  r_le_5_1_4
 G  r_mono_5_1_5
 G  r_ge_a_5_1_5_0
 G  r_ge_a_5_1_5_1
 G  r_ge_a_5_1_5_2
 G  r_ge_a_5_1_5_3
 G  r_ge_a_5_1_5_4
 L  r_le_5_1_5
 G  r_mono_5_2_1
 G  r_ge_a_5_2_1_0
 G  r_ge_a_5_2_1_1
 G  r_ge_a_5_2_1_2
 G  r_ge_a_5_2_1_3
 G  r_ge_a_5_2_1_4
 L  r_le_5_2_1
 G  r_mono_5_2_2
 G  r_ge_a_5_2_2_0
 G  r_ge_a_5_2_2_1
 G  r_ge_a_5_2_2_2
 G  r_ge_a_5_2_2_3
 G  r_ge_a_5_2_2_4
 L  r_le_5_2_2
 G  r_mono_5_2_3
 G  r_ge_a_5_2_3_0
 G  r_ge_a_5_2_3_1
 G  r_ge_a_5_2_3_2
 G  r_ge_a_5_2_3_3
 G  r_ge_a_5_2_3_4
 L  r_le_5_2_3
 G  r_mono_5_2_4
 G  r_ge_a_5_2_4_0
 G  r_ge_a_5_2_4_1
 G  r_ge_a_5_2_4_2
 G  r_ge_a_5_2_4_3
 G  r_ge_a_5_2_4_4
 L  r_le_5_2_4
 G  r_mono_5_2_5
 G  r_ge_a_5_2_5_0
 G  r_ge_a_5_2_5_1
 G  r_ge_a_5_2_5_2
 G  r_ge_a_5_2_5_3
 G  r_ge_a_5_2_5_4
 L  r_le_5_2_5
 G  r_mono_5_3_1
 G  r_ge_a_5_3_1_0
 G  r_ge_a_5_3_1_1
 G  r_ge_a_5_3_1_2
 G  r_ge_a_5_3_1_3
 G  r_ge_a_5_3_1_4
 L  r_le_5_3_1
 G  r_mono_5_3_2
 G  r_ge_a_5_3_2_0
 G  r_ge_a_5_3_2_1
 G  r_ge_a_5_3_2_2
 G  r_ge_a_5_3_2_3
 G  r_ge_a_5_3_2_4
 L  r_le_5_3_2
 G  r_mono_5_3_3
 G  r_ge_a_5_3_3_0
 G  r_ge_a_5_3_3_1
 G  r_ge_a_5_3_3_2
 G  r_ge_a_5_3_3_3
 G  r_ge_a_5_3_3_4
 L  r_le_5_3_3
 G  r_mono_5_3_4
 G  r_ge_a_5_3_4_0
 G  r_ge_a_5_3_4_1
 G  r_ge_a_5_3_4_2
 G  r_ge_a_5_3_4_3
 G  r_ge_a_5_3_4_4
 L  r_le_5_3_4
 G  r_mono_5_3_5
 G  r_ge_a_5_3_5_0
 G  r_ge_a_5_3_5_1
 G  r_ge_a_5_3_5_2
 G  r_ge_a_5_3_5_3
 G  r_ge_a_5_3_5_4
 L  r_le_5_3_5
 G  r_mono_5_4_1
 G  r_ge_a_5_4_1_0
 G  r_ge_a_5_4_1_1
 G  r_ge_a_5_4_1_2
 G  r_ge_a_5_4_1_3
 G  r_ge_a_5_4_1_4
 L  r_le_5_4_1
 G  r_mono_5_4_2
 G  r_ge_a_5_4_2_0
 G  r_ge_a_5_4_2_1
 G  r_ge_a_5_4_2_2
 G  r_ge_a_5_4_2_3
 G  r_ge_a_5_4_2_4
 L  r_le_5_4_2
 G  r_mono_5_4_3
 G  r_ge_a_5_4_3_0
 G  r_ge_a_5_4_3_1
 G  r_ge_a_5_4_3_2
 G  r_ge_a_5_4_3_3
 G  r_ge_a_5_4_3_4
 L  r_le_5_4_3
 G  r_mono_5_4_4
 G  r_ge_a_5_4_4_0
 G  r_ge_a_5_4_4_1
 G  r_ge_a_5_4_4_2
 G  r_ge_a_5_4_4_3
 G  r_ge_a_5_4_4_4
 L  r_le_5_4_4
 G  r_mono_5_4_5
 G  r_ge_a_5_4_5_0
 G  r_ge_a_5_4_5_1
 G  r_ge_a_5_4_5_2
 G  r_ge_a_5_4_5_3
 G  r_ge_a_5_4_5_4
 L  r_le_5_4_5
 E  reach_0_1
 E  reach_0_3
 E  reach_0_4
 E  reach_0_5
 E  reach_1_2
 E  reach_1_4
 E  reach_1_5
 E  reach_2_1
 E  reach_2_4
 E  reach_3_1
 E  reach_3_4
 E  reach_4_0
 E  reach_4_5
 E  reach_5_1
 E  reach_5_2
COLUMNS
    a_0_0_1_1  a_le_r_0_0_1_1   1.000000000000e+00
    a_0_0_1_1  a_le_z_0_0_1_1   1.000000000000e+00
    a_0_0_1_1  a_ge_0_0_1_1   1.000000000000e+00
    a_0_0_1_1  r_ge_a_0_1_1_0  -1.000000000000e+00
    a_0_0_1_1  r_le_0_1_1  -1.000000000000e+00
    a_0_0_1_2  a_le_r_0_0_1_2   1.000000000000e+00
    a_0_0_1_2  a_le_z_0_0_1_2   1.000000000000e+00
    a_0_0_1_2  a_ge_0_0_1_2   1.000000000000e+00
    a_0_0_1_2  r_ge_a_0_1_2_0  -1.000000000000e+00
    a_0_0_1_2  r_le_0_1_2  -1.000000000000e+00
    a_0_0_1_3  a_le_r_0_0_1_3   1.000000000000e+00
    a_0_0_1_3  a_le_z_0_0_1_3   1.000000000000e+00
    a_0_0_1_3  a_ge_0_0_1_3   1.000000000000e+00
    a_0_0_1_3  r_ge_a_0_1_3_0  -1.000000000000e+00
    a_0_0_1_3  r_le_0_1_3  -1.000000000000e+00
    a_0_0_1_4  a_le_r_0_0_1_4   1.000000000000e+00
    a_0_0_1_4  a_le_z_0_0_1_4   1.000000000000e+00
    a_0_0_1_4  a_ge_0_0_1_4   1.000000000000e+00
    a_0_0_1_4  r_ge_a_0_1_4_0  -1.000000000000e+00
    a_0_0_1_4  r_le_0_1_4  -1.000000000000e+00
    a_0_0_1_5  a_le_r_0_0_1_5   1.000000000000e+00
    a_0_0_1_5  a_le_z_0_0_1_5   1.000000000000e+00
    a_0_0_1_5  a_ge_0_0_1_5   1.000000000000e+00
    a_0_0_1_5  r_ge_a_0_1_5_0  -1.000000000000e+00
    a_0_0_1_5  r_le_0_1_5  -1.000000000000e+00
    a_0_0_2_1  a_le_r_0_0_2_1   1.000000000000e+00
    a_0_0_2_1  a_le_z_0_0_2_1   1.000000000000e+00
    a_0_0_2_1  a_ge_0_0_2_1   1.000000000000e+00
    a_0_0_2_1  r_ge_a_0_2_1_0  -1.000000000000e+00
    a_0_0_2_1  r_le_0_2_1  -1.000000000000e+00
    a_0_0_2_2  a_le_r_0_0_2_2   1.000000000000e+00
    a_0_0_2_2  a_le_z_0_0_2_2   1.000000000000e+00
    a_0_0_2_2  a_ge_0_0_2_2   1.000000000000e+00
    a_0_0_2_2  r_ge_a_0_2_2_0  -1.000000000000e+00
    a_0_0_2_2  r_le_0_2_2  -1.000000000000e+00
    a_0_0_2_3  a_le_r_0_0_2_3   1.000000000000e+00
    a_0_0_2_3  a_le_z_0_0_2_3   1.000000000000e+00
    a_0_0_2_3  a_ge_0_0_2_3   1.000000000000e+00
    a_0_0_2_3  r_ge_a_0_2_3_0  -1.000000000000e+00
    a_0_0_2_3  r_le_0_2_3  -1.000000000000e+00
    a_0_0_2_4  a_le_r_0_0_2_4   1.000000000000e+00
    a_0_0_2_4  a_le_z_0_0_2_4   1.000000000000e+00
    a_0_0_2_4  a_ge_0_0_2_4   1.000000000000e+00
    a_0_0_2_4  r_ge_a_0_2_4_0  -1.000000000000e+00
    a_0_0_2_4  r_le_0_2_4  -1.000000000000e+00
    a_0_0_2_5  a_le_r_0_0_2_5   1.000000000000e+00
    a_0_0_2_5  a_le_z_0_0_2_5   1.000000000000e+00
    a_0_0_2_5  a_ge_0_0_2_5   1.000000000000e+00
    a_0_0_2_5  r_ge_a_0_2_5_0  -1.000000000000e+00
    a_0_0_2_5  r_le_0_2_5  -1.000000000000e+00
    a_0_0_3_1  a_le_r_0_0_3_1   1.000000000000e+00
    a_0_0_3_1  a_le_z_0_0_3_1   1.000000000000e+00
    a_0_0_3_1  a_ge_0_0_3_1   1.000000000000e+00
    a_0_0_3_1  r_ge_a_0_3_1_0  -1.000000000000e+00
    a_0_0_3_1  r_le_0_3_1  -1.000000000000e+00
    a_0_0_3_2  a_le_r_0_0_3_2   1.000000000000e+00
    a_0_0_3_2  a_le_z_0_0_3_2   1.000000000000e+00
    a_0_0_3_2  a_ge_0_0_3_2   1.000000000000e+00
    a_0_0_3_2  r_ge_a_0_3_2_0  -1.000000000000e+00
    a_0_0_3_2  r_le_0_3_2  -1.000000000000e+00
    a_0_0_3_3  a_le_r_0_0_3_3   1.000000000000e+00
    a_0_0_3_3  a_le_z_0_0_3_3   1.000000000000e+00
    a_0_0_3_3  a_ge_0_0_3_3   1.000000000000e+00
    a_0_0_3_3  r_ge_a_0_3_3_0  -1.000000000000e+00
    a_0_0_3_3  r_le_0_3_3  -1.000000000000e+00
    a_0_0_3_4  a_le_r_0_0_3_4   1.000000000000e+00
    a_0_0_3_4  a_le_z_0_0_3_4   1.000000000000e+00
    a_0_0_3_4  a_ge_0_0_3_4   1.000000000000e+00
    a_0_0_3_4  r_ge_a_0_3_4_0  -1.000000000000e+00
    a_0_0_3_4  r_le_0_3_4  -1.000000000000e+00
    a_0_0_3_5  a_le_r_0_0_3_5   1.000000000000e+00
    a_0_0_3_5  a_le_z_0_0_3_5   1.000000000000e+00
    a_0_0_3_5  a_ge_0_0_3_5   1.000000000000e+00
    a_0_0_3_5  r_ge_a_0_3_5_0  -1.000000000000e+00
    a_0_0_3_5  r_le_0_3_5  -1.000000000000e+00
    a_0_0_4_1  a_le_r_0_0_4_1   1.000000000000e+00
    a_0_0_4_1  a_le_z_0_0_4_1   1.000000000000e+00
    a_0_0_4_1  a_ge_0_0_4_1   1.000000000000e+00
    a_0_0_4_1  r_ge_a_0_4_1_0  -1.000000000000e+00
    a_0_0_4_1  r_le_0_4_1  -1.000000000000e+00
    a_0_0_4_2  a_le_r_0_0_4_2   1.000000000000e+00
    a_0_0_4_2  a_le_z_0_0_4_2   1.000000000000e+00
    a_0_0_4_2  a_ge_0_0_4_2   1.000000000000e+00
    a_0_0_4_2  r_ge_a_0_4_2_0  -1.000000000000e+00
    a_0_0_4_2  r_le_0_4_2  -1.000000000000e+00
    a_0_0_4_3  a_le_r_0_0_4_3   1.000000000000e+00
    a_0_0_4_3  a_le_z_0_0_4_3   1.000000000000e+00
    a_0_0_4_3  a_ge_0_0_4_3   1.000000000000e+00
    a_0_0_4_3  r_ge_a_0_4_3_0  -1.000000000000e+00
    a_0_0_4_3  r_le_0_4_3  -1.000000000000e+00
    a_0_0_4_4  a_le_r_0_0_4_4   1.000000000000e+00
    a_0_0_4_4  a_le_z_0_0_4_4   1.000000000000e+00
    a_0_0_4_4  a_ge_0_0_4_4   1.000000000000e+00
    a_0_0_4_4  r_ge_a_0_4_4_0  -1.000000000000e+00
    a_0_0_4_4  r_le_0_4_4  -1.000000000000e+00
    a_0_0_4_5  a_le_r_0_0_4_5   1.000000000000e+00
    a_0_0_4_5  a_le_z_0_0_4_5   1.000000000000e+00
    a_0_0_4_5  a_ge_0_0_4_5   1.000000000000e+00
    a_0_0_4_5  r_ge_a_0_4_5_0  -1.000000000000e+00
    a_0_0_4_5  r_le_0_4_5  -1.000000000000e+00
    a_0_0_5_1  a_le_r_0_0_5_1   1.000000000000e+00
    a_0_0_5_1  a_le_z_0_0_5_1   1.000000000000e+00
    a_0_0_5_1  a_ge_0_0_5_1   1.000000000000e+00
    a_0_0_5_1  r_ge_a_0_5_1_0  -1.000000000000e+00
    a_0_0_5_1  r_le_0_5_1  -1.000000000000e+00
    a_0_0_5_2  a_le_r_0_0_5_2   1.000000000000e+00
    a_0_0_5_2  a_le_z_0_0_5_2   1.000000000000e+00
    a_0_0_5_2  a_ge_0_0_5_2   1.000000000000e+00
    a_0_0_5_2  r_ge_a_0_5_2_0  -1.000000000000e+00
    a_0_0_5_2  r_le_0_5_2  -1.000000000000e+00
    a_0_0_5_3  a_le_r_0_0_5_3   1.000000000000e+00
    a_0_0_5_3  a_le_z_0_0_5_3   1.000000000000e+00
    a_0_0_5_3  a_ge_0_0_5_3   1.000000000000e+00
    a_0_0_5_3  r_ge_a_0_5_3_0  -1.000000000000e+00
    a_0_0_5_3  r_le_0_5_3  -1.000000000000e+00
    a_0_0_5_4  a_le_r_0_0_5_4   1.000000000000e+00
    a_0_0_5_4  a_le_z_0_0_5_4   1.000000000000e+00
    a_0_0_5_4  a_ge_0_0_5_4   1.000000000000e+00
    a_0_0_5_4  r_ge_a_0_5_4_0  -1.000000000000e+00
    a_0_0_5_4  r_le_0_5_4  -1.000000000000e+00
    a_0_0_5_5  a_le_r_0_0_5_5   1.000000000000e+00
    a_0_0_5_5  a_le_z_0_0_5_5   1.000000000000e+00
    a_0_0_5_5  a_ge_0_0_5_5   1.000000000000e+00
    a_0_0_5_5  r_ge_a_0_5_5_0  -1.000000000000e+00
    a_0_0_5_5  r_le_0_5_5  -1.000000000000e+00
    a_0_1_2_1  a_le_r_0_1_2_1   1.000000000000e+00
    a_0_1_2_1  a_le_z_0_1_2_1   1.000000000000e+00
    a_0_1_2_1  a_ge_0_1_2_1   1.000000000000e+00
    a_0_1_2_1  r_ge_a_0_2_1_1  -1.000000000000e+00
    a_0_1_2_1  r_le_0_2_1  -1.000000000000e+00
    a_0_1_2_2  a_le_r_0_1_2_2   1.000000000000e+00
    a_0_1_2_2  a_le_z_0_1_2_2   1.000000000000e+00
    a_0_1_2_2  a_ge_0_1_2_2   1.000000000000e+00
    a_0_1_2_2  r_ge_a_0_2_2_1  -1.000000000000e+00
    a_0_1_2_2  r_le_0_2_2  -1.000000000000e+00
    a_0_1_2_3  a_le_r_0_1_2_3   1.000000000000e+00
    a_0_1_2_3  a_le_z_0_1_2_3   1.000000000000e+00
    a_0_1_2_3  a_ge_0_1_2_3   1.000000000000e+00
    a_0_1_2_3  r_ge_a_0_2_3_1  -1.000000000000e+00
    a_0_1_2_3  r_le_0_2_3  -1.000000000000e+00
    a_0_1_2_4  a_le_r_0_1_2_4   1.000000000000e+00
    a_0_1_2_4  a_le_z_0_1_2_4   1.000000000000e+00
    a_0_1_2_4  a_ge_0_1_2_4   1.000000000000e+00
    a_0_1_2_4  r_ge_a_0_2_4_1  -1.000000000000e+00
    a_0_1_2_4  r_le_0_2_4  -1.000000000000e+00
    a_0_1_2_5  a_le_r_0_1_2_5   1.000000000000e+00
    a_0_1_2_5  a_le_z_0_1_2_5   1.000000000000e+00
    a_0_1_2_5  a_ge_0_1_2_5   1.000000000000e+00
    a_0_1_2_5  r_ge_a_0_2_5_1  -1.000000000000e+00
    a_0_1_2_5  r_le_0_2_5  -1.000000000000e+00
    a_0_1_3_1  a_le_r_0_1_3_1   1.000000000000e+00
    a_0_1_3_1  a_le_z_0_1_3_1   1.000000000000e+00
    a_0_1_3_1  a_ge_0_1_3_1   1.000000000000e+00
    a_0_1_3_1  r_ge_a_0_3_1_1  -1.000000000000e+00
    a_0_1_3_1  r_le_0_3_1  -1.000000000000e+00
    a_0_1_3_2  a_le_r_0_1_3_2   1.000000000000e+00
    a_0_1_3_2  a_le_z_0_1_3_2   1.000000000000e+00
    a_0_1_3_2  a_ge_0_1_3_2   1.000000000000e+00
    a_0_1_3_2  r_ge_a_0_3_2_1  -1.000000000000e+00
    a_0_1_3_2  r_le_0_3_2  -1.000000000000e+00
    a_0_1_3_3  a_le_r_0_1_3_3   1.000000000000e+00
    a_0_1_3_3  a_le_z_0_1_3_3   1.000000000000e+00
    a_0_1_3_3  a_ge_0_1_3_3   1.000000000000e+00
    a_0_1_3_3  r_ge_a_0_3_3_1  -1.000000000000e+00
    a_0_1_3_3  r_le_0_3_3  -1.000000000000e+00
    a_0_1_3_4  a_le_r_0_1_3_4   1.000000000000e+00
    a_0_1_3_4  a_le_z_0_1_3_4   1.000000000000e+00
    a_0_1_3_4  a_ge_0_1_3_4   1.000000000000e+00
    a_0_1_3_4  r_ge_a_0_3_4_1  -1.000000000000e+00
    a_0_1_3_4  r_le_0_3_4  -1.000000000000e+00
    a_0_1_3_5  a_le_r_0_1_3_5   1.000000000000e+00
    a_0_1_3_5  a_le_z_0_1_3_5   1.000000000000e+00
    a_0_1_3_5  a_ge_0_1_3_5   1.000000000000e+00
    a_0_1_3_5  r_ge_a_0_3_5_1  -1.000000000000e+00
    a_0_1_3_5  r_le_0_3_5  -1.000000000000e+00
    a_0_1_4_1  a_le_r_0_1_4_1   1.000000000000e+00
    a_0_1_4_1  a_le_z_0_1_4_1   1.000000000000e+00
    a_0_1_4_1  a_ge_0_1_4_1   1.000000000000e+00
    a_0_1_4_1  r_ge_a_0_4_1_1  -1.000000000000e+00
    a_0_1_4_1  r_le_0_4_1  -1.000000000000e+00
    a_0_1_4_2  a_le_r_0_1_4_2   1.000000000000e+00
    a_0_1_4_2  a_le_z_0_1_4_2   1.000000000000e+00
    a_0_1_4_2  a_ge_0_1_4_2   1.000000000000e+00
    a_0_1_4_2  r_ge_a_0_4_2_1  -1.000000000000e+00
    a_0_1_4_2  r_le_0_4_2  -1.000000000000e+00
    a_0_1_4_3  a_le_r_0_1_4_3   1.000000000000e+00
    a_0_1_4_3  a_le_z_0_1_4_3   1.000000000000e+00
    a_0_1_4_3  a_ge_0_1_4_3   1.000000000000e+00
    a_0_1_4_3  r_ge_a_0_4_3_1  -1.000000000000e+00
    a_0_1_4_3  r_le_0_4_3  -1.000000000000e+00
    a_0_1_4_4  a_le_r_0_1_4_4   1.000000000000e+00
    a_0_1_4_4  a_le_z_0_1_4_4   1.000000000000e+00
    a_0_1_4_4  a_ge_0_1_4_4   1.000000000000e+00
    a_0_1_4_4  r_ge_a_0_4_4_1  -1.000000000000e+00
    a_0_1_4_4  r_le_0_4_4  -1.000000000000e+00
    a_0_1_4_5  a_le_r_0_1_4_5   1.000000000000e+00
    a_0_1_4_5  a_le_z_0_1_4_5   1.000000000000e+00
    a_0_1_4_5  a_ge_0_1_4_5   1.000000000000e+00
    a_0_1_4_5  r_ge_a_0_4_5_1  -1.000000000000e+00
    a_0_1_4_5  r_le_0_4_5  -1.000000000000e+00
    a_0_1_5_1  a_le_r_0_1_5_1   1.000000000000e+00
    a_0_1_5_1  a_le_z_0_1_5_1   1.000000000000e+00
    a_0_1_5_1  a_ge_0_1_5_1   1.000000000000e+00
    a_0_1_5_1  r_ge_a_0_5_1_1  -1.000000000000e+00
    a_0_1_5_1  r_le_0_5_1  -1.000000000000e+00
    a_0_1_5_2  a_le_r_0_1_5_2   1.000000000000e+00
    a_0_1_5_2  a_le_z_0_1_5_2   1.000000000000e+00
    a_0_1_5_2  a_ge_0_1_5_2   1.000000000000e+00
    a_0_1_5_2  r_ge_a_0_5_2_1  -1.000000000000e+00
    a_0_1_5_2  r_le_0_5_2  -1.000000000000e+00
    a_0_1_5_3  a_le_r_0_1_5_3   1.000000000000e+00
    a_0_1_5_3  a_le_z_0_1_5_3   1.000000000000e+00
    a_0_1_5_3  a_ge_0_1_5_3   1.000000000000e+00
    a_0_1_5_3  r_ge_a_0_5_3_1  -1.000000000000e+00
    a_0_1_5_3  r_le_0_5_3  -1.000000000000e+00
    a_0_1_5_4  a_le_r_0_1_5_4   1.000000000000e+00
    a_0_1_5_4  a_le_z_0_1_5_4   1.000000000000e+00
    a_0_1_5_4  a_ge_0_1_5_4   1.000000000000e+00
    a_0_1_5_4  r_ge_a_0_5_4_1  -1.000000000000e+00
    a_0_1_5_4  r_le_0_5_4  -1.000000000000e+00
    a_0_1_5_5  a_le_r_0_1_5_5   1.000000000000e+00
    a_0_1_5_5  a_le_z_0_1_5_5   1.000000000000e+00
    a_0_1_5_5  a_ge_0_1_5_5   1.000000000000e+00
    a_0_1_5_5  r_ge_a_0_5_5_1  -1.000000000000e+00
    a_0_1_5_5  r_le_0_5_5  -1.000000000000e+00
    a_0_2_1_1  a_le_r_0_2_1_1   1.000000000000e+00
    a_0_2_1_1  a_le_z_0_2_1_1   1.000000000000e+00
    a_0_2_1_1  a_ge_0_2_1_1   1.000000000000e+00
    a_0_2_1_1  r_ge_a_0_1_1_1  -1.000000000000e+00
    a_0_2_1_1  r_le_0_1_1  -1.000000000000e+00
    a_0_2_1_2  a_le_r_0_2_1_2   1.000000000000e+00
    a_0_2_1_2  a_le_z_0_2_1_2   1.000000000000e+00
    a_0_2_1_2  a_ge_0_2_1_2   1.000000000000e+00
    a_0_2_1_2  r_ge_a_0_1_2_1  -1.000000000000e+00
    a_0_2_1_2  r_le_0_1_2  -1.000000000000e+00
    a_0_2_1_3  a_le_r_0_2_1_3   1.000000000000e+00
    a_0_2_1_3  a_le_z_0_2_1_3   1.000000000000e+00
    a_0_2_1_3  a_ge_0_2_1_3   1.000000000000e+00
    a_0_2_1_3  r_ge_a_0_1_3_1  -1.000000000000e+00
    a_0_2_1_3  r_le_0_1_3  -1.000000000000e+00
    a_0_2_1_4  a_le_r_0_2_1_4   1.000000000000e+00
    a_0_2_1_4  a_le_z_0_2_1_4   1.000000000000e+00
    a_0_2_1_4  a_ge_0_2_1_4   1.000000000000e+00
    a_0_2_1_4  r_ge_a_0_1_4_1  -1.000000000000e+00
    a_0_2_1_4  r_le_0_1_4  -1.000000000000e+00
    a_0_2_1_5  a_le_r_0_2_1_5   1.000000000000e+00
    a_0_2_1_5  a_le_z_0_2_1_5   1.000000000000e+00
    a_0_2_1_5  a_ge_0_2_1_5   1.000000000000e+00
    a_0_2_1_5  r_ge_a_0_1_5_1  -1.000000000000e+00
    a_0_2_1_5  r_le_0_1_5  -1.000000000000e+00
    a_0_2_3_1  a_le_r_0_2_3_1   1.000000000000e+00
    a_0_2_3_1  a_le_z_0_2_3_1   1.000000000000e+00
    a_0_2_3_1  a_ge_0_2_3_1   1.000000000000e+00
    a_0_2_3_1  r_ge_a_0_3_1_2  -1.000000000000e+00
    a_0_2_3_1  r_le_0_3_1  -1.000000000000e+00
    a_0_2_3_2  a_le_r_0_2_3_2   1.000000000000e+00
    a_0_2_3_2  a_le_z_0_2_3_2   1.000000000000e+00
    a_0_2_3_2  a_ge_0_2_3_2   1.000000000000e+00
    a_0_2_3_2  r_ge_a_0_3_2_2  -1.000000000000e+00
    a_0_2_3_2  r_le_0_3_2  -1.000000000000e+00
    a_0_2_3_3  a_le_r_0_2_3_3   1.000000000000e+00
    a_0_2_3_3  a_le_z_0_2_3_3   1.000000000000e+00
    a_0_2_3_3  a_ge_0_2_3_3   1.000000000000e+00
    a_0_2_3_3  r_ge_a_0_3_3_2  -1.000000000000e+00
    a_0_2_3_3  r_le_0_3_3  -1.000000000000e+00
    a_0_2_3_4  a_le_r_0_2_3_4   1.000000000000e+00
    a_0_2_3_4  a_le_z_0_2_3_4   1.000000000000e+00
    a_0_2_3_4  a_ge_0_2_3_4   1.000000000000e+00
    a_0_2_3_4  r_ge_a_0_3_4_2  -1.000000000000e+00
    a_0_2_3_4  r_le_0_3_4  -1.000000000000e+00
    a_0_2_3_5  a_le_r_0_2_3_5   1.000000000000e+00
    a_0_2_3_5  a_le_z_0_2_3_5   1.000000000000e+00
    a_0_2_3_5  a_ge_0_2_3_5   1.000000000000e+00
    a_0_2_3_5  r_ge_a_0_3_5_2  -1.000000000000e+00
    a_0_2_3_5  r_le_0_3_5  -1.000000000000e+00
    a_0_2_4_1  a_le_r_0_2_4_1   1.000000000000e+00
    a_0_2_4_1  a_le_z_0_2_4_1   1.000000000000e+00
    a_0_2_4_1  a_ge_0_2_4_1   1.000000000000e+00
    a_0_2_4_1  r_ge_a_0_4_1_2  -1.000000000000e+00
    a_0_2_4_1  r_le_0_4_1  -1.000000000000e+00
    a_0_2_4_2  a_le_r_0_2_4_2   1.000000000000e+00
    a_0_2_4_2  a_le_z_0_2_4_2   1.000000000000e+00
    a_0_2_4_2  a_ge_0_2_4_2   1.000000000000e+00
    a_0_2_4_2  r_ge_a_0_4_2_2  -1.000000000000e+00
    a_0_2_4_2  r_le_0_4_2  -1.000000000000e+00
    a_0_2_4_3  a_le_r_0_2_4_3   1.000000000000e+00
    a_0_2_4_3  a_le_z_0_2_4_3   1.000000000000e+00
    a_0_2_4_3  a_ge_0_2_4_3   1.000000000000e+00
    a_0_2_4_3  r_ge_a_0_4_3_2  -1.000000000000e+00
    a_0_2_4_3  r_le_0_4_3  -1.000000000000e+00
    a_0_2_4_4  a_le_r_0_2_4_4   1.000000000000e+00
    a_0_2_4_4  a_le_z_0_2_4_4   1.000000000000e+00
    a_0_2_4_4  a_ge_0_2_4_4   1.000000000000e+00
    a_0_2_4_4  r_ge_a_0_4_4_2  -1.000000000000e+00
    a_0_2_4_4  r_le_0_4_4  -1.000000000000e+00
    a_0_2_4_5  a_le_r_0_2_4_5   1.000000000000e+00
    a_0_2_4_5  a_le_z_0_2_4_5   1.000000000000e+00
    a_0_2_4_5  a_ge_0_2_4_5   1.000000000000e+00
    a_0_2_4_5  r_ge_a_0_4_5_2  -1.000000000000e+00
    a_0_2_4_5  r_le_0_4_5  -1.000000000000e+00
    a_0_2_5_1  a_le_r_0_2_5_1   1.000000000000e+00
    a_0_2_5_1  a_le_z_0_2_5_1   1.000000000000e+00
    a_0_2_5_1  a_ge_0_2_5_1   1.000000000000e+00
    a_0_2_5_1  r_ge_a_0_5_1_2  -1.000000000000e+00
    a_0_2_5_1  r_le_0_5_1  -1.000000000000e+00
    a_0_2_5_2  a_le_r_0_2_5_2   1.000000000000e+00
    a_0_2_5_2  a_le_z_0_2_5_2   1.000000000000e+00
    a_0_2_5_2  a_ge_0_2_5_2   1.000000000000e+00
    a_0_2_5_2  r_ge_a_0_5_2_2  -1.000000000000e+00
    a_0_2_5_2  r_le_0_5_2  -1.000000000000e+00
    a_0_2_5_3  a_le_r_0_2_5_3   1.000000000000e+00
    a_0_2_5_3  a_le_z_0_2_5_3   1.000000000000e+00
    a_0_2_5_3  a_ge_0_2_5_3   1.000000000000e+00
    a_0_2_5_3  r_ge_a_0_5_3_2  -1.000000000000e+00
    a_0_2_5_3  r_le_0_5_3  -1.000000000000e+00
    a_0_2_5_4  a_le_r_0_2_5_4   1.000000000000e+00
    a_0_2_5_4  a_le_z_0_2_5_4   1.000000000000e+00
    a_0_2_5_4  a_ge_0_2_5_4   1.000000000000e+00
    a_0_2_5_4  r_ge_a_0_5_4_2  -1.000000000000e+00
    a_0_2_5_4  r_le_0_5_4  -1.000000000000e+00
    a_0_2_5_5  a_le_r_0_2_5_5   1.000000000000e+00
    a_0_2_5_5  a_le_z_0_2_5_5   1.000000000000e+00
    a_0_2_5_5  a_ge_0_2_5_5   1.000000000000e+00
    a_0_2_5_5  r_ge_a_0_5_5_2  -1.000000000000e+00
    a_0_2_5_5  r_le_0_5_5  -1.000000000000e+00
    a_0_3_1_1  a_le_r_0_3_1_1   1.000000000000e+00
    a_0_3_1_1  a_le_z_0_3_1_1   1.000000000000e+00
    a_0_3_1_1  a_ge_0_3_1_1   1.000000000000e+00
    a_0_3_1_1  r_ge_a_0_1_1_2  -1.000000000000e+00
    a_0_3_1_1  r_le_0_1_1  -1.000000000000e+00
    a_0_3_1_2  a_le_r_0_3_1_2   1.000000000000e+00
    a_0_3_1_2  a_le_z_0_3_1_2   1.000000000000e+00
    a_0_3_1_2  a_ge_0_3_1_2   1.000000000000e+00
    a_0_3_1_2  r_ge_a_0_1_2_2  -1.000000000000e+00
    a_0_3_1_2  r_le_0_1_2  -1.000000000000e+00
    a_0_3_1_3  a_le_r_0_3_1_3   1.000000000000e+00
    a_0_3_1_3  a_le_z_0_3_1_3   1.000000000000e+00
    a_0_3_1_3  a_ge_0_3_1_3   1.000000000000e+00
    a_0_3_1_3  r_ge_a_0_1_3_2  -1.000000000000e+00
    a_0_3_1_3  r_le_0_1_3  -1.000000000000e+00
    a_0_3_1_4  a_le_r_0_3_1_4   1.000000000000e+00
    a_0_3_1_4  a_le_z_0_3_1_4   1.000000000000e+00
    a_0_3_1_4  a_ge_0_3_1_4   1.000000000000e+00
    a_0_3_1_4  r_ge_a_0_1_4_2  -1.000000000000e+00
    a_0_3_1_4  r_le_0_1_4  -1.000000000000e+00
    a_0_3_1_5  a_le_r_0_3_1_5   1.000000000000e+00
    a_0_3_1_5  a_le_z_0_3_1_5   1.000000000000e+00
    a_0_3_1_5  a_ge_0_3_1_5   1.000000000000e+00
    a_0_3_1_5  r_ge_a_0_1_5_2  -1.000000000000e+00
    a_0_3_1_5  r_le_0_1_5  -1.000000000000e+00
    a_0_3_2_1  a_le_r_0_3_2_1   1.000000000000e+00
    a_0_3_2_1  a_le_z_0_3_2_1   1.000000000000e+00
    a_0_3_2_1  a_ge_0_3_2_1   1.000000000000e+00
    a_0_3_2_1  r_ge_a_0_2_1_2  -1.000000000000e+00
    a_0_3_2_1  r_le_0_2_1  -1.000000000000e+00
    a_0_3_2_2  a_le_r_0_3_2_2   1.000000000000e+00
    a_0_3_2_2  a_le_z_0_3_2_2   1.000000000000e+00
    a_0_3_2_2  a_ge_0_3_2_2   1.000000000000e+00
    a_0_3_2_2  r_ge_a_0_2_2_2  -1.000000000000e+00
    a_0_3_2_2  r_le_0_2_2  -1.000000000000e+00
    a_0_3_2_3  a_le_r_0_3_2_3   1.000000000000e+00
    a_0_3_2_3  a_le_z_0_3_2_3   1.000000000000e+00
    a_0_3_2_3  a_ge_0_3_2_3   1.000000000000e+00
    a_0_3_2_3  r_ge_a_0_2_3_2  -1.000000000000e+00
    a_0_3_2_3  r_le_0_2_3  -1.000000000000e+00
    a_0_3_2_4  a_le_r_0_3_2_4   1.000000000000e+00
    a_0_3_2_4  a_le_z_0_3_2_4   1.000000000000e+00
    a_0_3_2_4  a_ge_0_3_2_4   1.000000000000e+00
    a_0_3_2_4  r_ge_a_0_2_4_2  -1.000000000000e+00
    a_0_3_2_4  r_le_0_2_4  -1.000000000000e+00
    a_0_3_2_5  a_le_r_0_3_2_5   1.000000000000e+00
    a_0_3_2_5  a_le_z_0_3_2_5   1.000000000000e+00
    a_0_3_2_5  a_ge_0_3_2_5   1.000000000000e+00
    a_0_3_2_5  r_ge_a_0_2_5_2  -1.000000000000e+00
    a_0_3_2_5  r_le_0_2_5  -1.000000000000e+00
    a_0_3_4_1  a_le_r_0_3_4_1   1.000000000000e+00
    a_0_3_4_1  a_le_z_0_3_4_1   1.000000000000e+00
    a_0_3_4_1  a_ge_0_3_4_1   1.000000000000e+00
    a_0_3_4_1  r_ge_a_0_4_1_3  -1.000000000000e+00
    a_0_3_4_1  r_le_0_4_1  -1.000000000000e+00
    a_0_3_4_2  a_le_r_0_3_4_2   1.000000000000e+00
    a_0_3_4_2  a_le_z_0_3_4_2   1.000000000000e+00
    a_0_3_4_2  a_ge_0_3_4_2   1.000000000000e+00
    a_0_3_4_2  r_ge_a_0_4_2_3  -1.000000000000e+00
    a_0_3_4_2  r_le_0_4_2  -1.000000000000e+00
    a_0_3_4_3  a_le_r_0_3_4_3   1.000000000000e+00
    a_0_3_4_3  a_le_z_0_3_4_3   1.000000000000e+00
    a_0_3_4_3  a_ge_0_3_4_3   1.000000000000e+00
    a_0_3_4_3  r_ge_a_0_4_3_3  -1.000000000000e+00
    a_0_3_4_3  r_le_0_4_3  -1.000000000000e+00
    a_0_3_4_4  a_le_r_0_3_4_4   1.000000000000e+00
    a_0_3_4_4  a_le_z_0_3_4_4   1.000000000000e+00
    a_0_3_4_4  a_ge_0_3_4_4   1.000000000000e+00
    a_0_3_4_4  r_ge_a_0_4_4_3  -1.000000000000e+00
    a_0_3_4_4  r_le_0_4_4  -1.000000000000e+00
    a_0_3_4_5  a_le_r_0_3_4_5   1.000000000000e+00
    a_0_3_4_5  a_le_z_0_3_4_5   1.000000000000e+00
    a_0_3_4_5  a_ge_0_3_4_5   1.000000000000e+00
    a_0_3_4_5  r_ge_a_0_4_5_3  -1.000000000000e+00
    a_0_3_4_5  r_le_0_4_5  -1.000000000000e+00
    a_0_3_5_1  a_le_r_0_3_5_1   1.000000000000e+00
    a_0_3_5_1  a_le_z_0_3_5_1   1.000000000000e+00
    a_0_3_5_1  a_ge_0_3_5_1   1.000000000000e+00
    a_0_3_5_1  r_ge_a_0_5_1_3  -1.000000000000e+00
    a_0_3_5_1  r_le_0_5_1  -1.000000000000e+00
    a_0_3_5_2  a_le_r_0_3_5_2   1.000000000000e+00
    a_0_3_5_2  a_le_z_0_3_5_2   1.000000000000e+00
    a_0_3_5_2  a_ge_0_3_5_2   1.000000000000e+00
    a_0_3_5_2  r_ge_a_0_5_2_3  -1.000000000000e+00
    a_0_3_5_2  r_le_0_5_2  -1.000000000000e+00
    a_0_3_5_3  a_le_r_0_3_5_3   1.000000000000e+00
    a_0_3_5_3  a_le_z_0_3_5_3   1.000000000000e+00
    a_0_3_5_3  a_ge_0_3_5_3   1.000000000000e+00
    a_0_3_5_3  r_ge_a_0_5_3_3  -1.000000000000e+00
    a_0_3_5_3  r_le_0_5_3  -1.000000000000e+00
    a_0_3_5_4  a_le_r_0_3_5_4   1.000000000000e+00
    a_0_3_5_4  a_le_z_0_3_5_4   1.000000000000e+00
    a_0_3_5_4  a_ge_0_3_5_4   1.000000000000e+00
    a_0_3_5_4  r_ge_a_0_5_4_3  -1.000000000000e+00
    a_0_3_5_4  r_le_0_5_4  -1.000000000000e+00
    a_0_3_5_5  a_le_r_0_3_5_5   1.000000000000e+00
    a_0_3_5_5  a_le_z_0_3_5_5   1.000000000000e+00
    a_0_3_5_5  a_ge_0_3_5_5   1.000000000000e+00
    a_0_3_5_5  r_ge_a_0_5_5_3  -1.000000000000e+00
    a_0_3_5_5  r_le_0_5_5  -1.000000000000e+00
    a_0_4_1_1  a_le_r_0_4_1_1   1.000000000000e+00
    a_0_4_1_1  a_le_z_0_4_1_1   1.000000000000e+00
    a_0_4_1_1  a_ge_0_4_1_1   1.000000000000e+00
    a_0_4_1_1  r_ge_a_0_1_1_3  -1.000000000000e+00
    a_0_4_1_1  r_le_0_1_1  -1.000000000000e+00
    a_0_4_1_2  a_le_r_0_4_1_2   1.000000000000e+00
    a_0_4_1_2  a_le_z_0_4_1_2   1.000000000000e+00
    a_0_4_1_2  a_ge_0_4_1_2   1.000000000000e+00
    a_0_4_1_2  r_ge_a_0_1_2_3  -1.000000000000e+00
    a_0_4_1_2  r_le_0_1_2  -1.000000000000e+00
    a_0_4_1_3  a_le_r_0_4_1_3   1.000000000000e+00
    a_0_4_1_3  a_le_z_0_4_1_3   1.000000000000e+00
    a_0_4_1_3  a_ge_0_4_1_3   1.000000000000e+00
    a_0_4_1_3  r_ge_a_0_1_3_3  -1.000000000000e+00
    a_0_4_1_3  r_le_0_1_3  -1.000000000000e+00
    a_0_4_1_4  a_le_r_0_4_1_4   1.000000000000e+00
    a_0_4_1_4  a_le_z_0_4_1_4   1.000000000000e+00
    a_0_4_1_4  a_ge_0_4_1_4   1.000000000000e+00
    a_0_4_1_4  r_ge_a_0_1_4_3  -1.000000000000e+00
    a_0_4_1_4  r_le_0_1_4  -1.000000000000e+00
    a_0_4_1_5  a_le_r_0_4_1_5   1.000000000000e+00
    a_0_4_1_5  a_le_z_0_4_1_5   1.000000000000e+00
    a_0_4_1_5  a_ge_0_4_1_5   1.000000000000e+00
    a_0_4_1_5  r_ge_a_0_1_5_3  -1.000000000000e+00
    a_0_4_1_5  r_le_0_1_5  -1.000000000000e+00
    a_0_4_2_1  a_le_r_0_4_2_1   1.000000000000e+00
    a_0_4_2_1  a_le_z_0_4_2_1   1.000000000000e+00
    a_0_4_2_1  a_ge_0_4_2_1   1.000000000000e+00
    a_0_4_2_1  r_ge_a_0_2_1_3  -1.000000000000e+00
    a_0_4_2_1  r_le_0_2_1  -1.000000000000e+00
    a_0_4_2_2  a_le_r_0_4_2_2   1.000000000000e+00
    a_0_4_2_2  a_le_z_0_4_2_2   1.000000000000e+00
    a_0_4_2_2  a_ge_0_4_2_2   1.000000000000e+00
    a_0_4_2_2  r_ge_a_0_2_2_3  -1.000000000000e+00
    a_0_4_2_2  r_le_0_2_2  -1.000000000000e+00
    a_0_4_2_3  a_le_r_0_4_2_3   1.000000000000e+00
    a_0_4_2_3  a_le_z_0_4_2_3   1.000000000000e+00
    a_0_4_2_3  a_ge_0_4_2_3   1.000000000000e+00
    a_0_4_2_3  r_ge_a_0_2_3_3  -1.000000000000e+00
    a_0_4_2_3  r_le_0_2_3  -1.000000000000e+00
    a_0_4_2_4  a_le_r_0_4_2_4   1.000000000000e+00
    a_0_4_2_4  a_le_z_0_4_2_4   1.000000000000e+00
    a_0_4_2_4  a_ge_0_4_2_4   1.000000000000e+00
    a_0_4_2_4  r_ge_a_0_2_4_3  -1.000000000000e+00
    a_0_4_2_4  r_le_0_2_4  -1.000000000000e+00
    a_0_4_2_5  a_le_r_0_4_2_5   1.000000000000e+00
    a_0_4_2_5  a_le_z_0_4_2_5   1.000000000000e+00
    a_0_4_2_5  a_ge_0_4_2_5   1.000000000000e+00
    a_0_4_2_5  r_ge_a_0_2_5_3  -1.000000000000e+00
    a_0_4_2_5  r_le_0_2_5  -1.000000000000e+00
    a_0_4_3_1  a_le_r_0_4_3_1   1.000000000000e+00
    a_0_4_3_1  a_le_z_0_4_3_1   1.000000000000e+00
    a_0_4_3_1  a_ge_0_4_3_1   1.000000000000e+00
    a_0_4_3_1  r_ge_a_0_3_1_3  -1.000000000000e+00
    a_0_4_3_1  r_le_0_3_1  -1.000000000000e+00
    a_0_4_3_2  a_le_r_0_4_3_2   1.000000000000e+00
    a_0_4_3_2  a_le_z_0_4_3_2   1.000000000000e+00
    a_0_4_3_2  a_ge_0_4_3_2   1.000000000000e+00
    a_0_4_3_2  r_ge_a_0_3_2_3  -1.000000000000e+00
    a_0_4_3_2  r_le_0_3_2  -1.000000000000e+00
    a_0_4_3_3  a_le_r_0_4_3_3   1.000000000000e+00
    a_0_4_3_3  a_le_z_0_4_3_3   1.000000000000e+00
    a_0_4_3_3  a_ge_0_4_3_3   1.000000000000e+00
    a_0_4_3_3  r_ge_a_0_3_3_3  -1.000000000000e+00
    a_0_4_3_3  r_le_0_3_3  -1.000000000000e+00
    a_0_4_3_4  a_le_r_0_4_3_4   1.000000000000e+00
    a_0_4_3_4  a_le_z_0_4_3_4   1.000000000000e+00
    a_0_4_3_4  a_ge_0_4_3_4   1.000000000000e+00
    a_0_4_3_4  r_ge_a_0_3_4_3  -1.000000000000e+00
    a_0_4_3_4  r_le_0_3_4  -1.000000000000e+00
    a_0_4_3_5  a_le_r_0_4_3_5   1.000000000000e+00
    a_0_4_3_5  a_le_z_0_4_3_5   1.000000000000e+00
    a_0_4_3_5  a_ge_0_4_3_5   1.000000000000e+00
    a_0_4_3_5  r_ge_a_0_3_5_3  -1.000000000000e+00
    a_0_4_3_5  r_le_0_3_5  -1.000000000000e+00
    a_0_4_5_1  a_le_r_0_4_5_1   1.000000000000e+00
    a_0_4_5_1  a_le_z_0_4_5_1   1.000000000000e+00
    a_0_4_5_1  a_ge_0_4_5_1   1.000000000000e+00
    a_0_4_5_1  r_ge_a_0_5_1_4  -1.000000000000e+00
    a_0_4_5_1  r_le_0_5_1  -1.000000000000e+00
    a_0_4_5_2  a_le_r_0_4_5_2   1.000000000000e+00
    a_0_4_5_2  a_le_z_0_4_5_2   1.000000000000e+00
    a_0_4_5_2  a_ge_0_4_5_2   1.000000000000e+00
    a_0_4_5_2  r_ge_a_0_5_2_4  -1.000000000000e+00
    a_0_4_5_2  r_le_0_5_2  -1.000000000000e+00
    a_0_4_5_3  a_le_r_0_4_5_3   1.000000000000e+00
    a_0_4_5_3  a_le_z_0_4_5_3   1.000000000000e+00
    a_0_4_5_3  a_ge_0_4_5_3   1.000000000000e+00
    a_0_4_5_3  r_ge_a_0_5_3_4  -1.000000000000e+00
    a_0_4_5_3  r_le_0_5_3  -1.000000000000e+00
    a_0_4_5_4  a_le_r_0_4_5_4   1.000000000000e+00
    a_0_4_5_4  a_le_z_0_4_5_4   1.000000000000e+00
    a_0_4_5_4  a_ge_0_4_5_4   1.000000000000e+00
    a_0_4_5_4  r_ge_a_0_5_4_4  -1.000000000000e+00
    a_0_4_5_4  r_le_0_5_4  -1.000000000000e+00
    a_0_4_5_5  a_le_r_0_4_5_5   1.000000000000e+00
    a_0_4_5_5  a_le_z_0_4_5_5   1.000000000000e+00
    a_0_4_5_5  a_ge_0_4_5_5   1.000000000000e+00
    a_0_4_5_5  r_ge_a_0_5_5_4  -1.000000000000e+00
    a_0_4_5_5  r_le_0_5_5  -1.000000000000e+00
    a_0_5_1_1  a_le_r_0_5_1_1   1.000000000000e+00
    a_0_5_1_1  a_le_z_0_5_1_1   1.000000000000e+00
    a_0_5_1_1  a_ge_0_5_1_1   1.000000000000e+00
    a_0_5_1_1  r_ge_a_0_1_1_4  -1.000000000000e+00
    a_0_5_1_1  r_le_0_1_1  -1.000000000000e+00
    a_0_5_1_2  a_le_r_0_5_1_2   1.000000000000e+00
    a_0_5_1_2  a_le_z_0_5_1_2   1.000000000000e+00
    a_0_5_1_2  a_ge_0_5_1_2   1.000000000000e+00
    a_0_5_1_2  r_ge_a_0_1_2_4  -1.000000000000e+00
    a_0_5_1_2  r_le_0_1_2  -1.000000000000e+00
    a_0_5_1_3  a_le_r_0_5_1_3   1.000000000000e+00
    a_0_5_1_3  a_le_z_0_5_1_3   1.000000000000e+00
    a_0_5_1_3  a_ge_0_5_1_3   1.000000000000e+00
    a_0_5_1_3  r_ge_a_0_1_3_4  -1.000000000000e+00
    a_0_5_1_3  r_le_0_1_3  -1.000000000000e+00
    a_0_5_1_4  a_le_r_0_5_1_4   1.000000000000e+00
    a_0_5_1_4  a_le_z_0_5_1_4   1.000000000000e+00
    a_0_5_1_4  a_ge_0_5_1_4   1.000000000000e+00
    a_0_5_1_4  r_ge_a_0_1_4_4  -1.000000000000e+00
    a_0_5_1_4  r_le_0_1_4  -1.000000000000e+00
    a_0_5_1_5  a_le_r_0_5_1_5   1.000000000000e+00
    a_0_5_1_5  a_le_z_0_5_1_5   1.000000000000e+00
    a_0_5_1_5  a_ge_0_5_1_5   1.000000000000e+00
    a_0_5_1_5  r_ge_a_0_1_5_4  -1.000000000000e+00
    a_0_5_1_5  r_le_0_1_5  -1.000000000000e+00
    a_0_5_2_1  a_le_r_0_5_2_1   1.000000000000e+00
    a_0_5_2_1  a_le_z_0_5_2_1   1.000000000000e+00
    a_0_5_2_1  a_ge_0_5_2_1   1.000000000000e+00
    a_0_5_2_1  r_ge_a_0_2_1_4  -1.000000000000e+00
    a_0_5_2_1  r_le_0_2_1  -1.000000000000e+00
    a_0_5_2_2  a_le_r_0_5_2_2   1.000000000000e+00
    a_0_5_2_2  a_le_z_0_5_2_2   1.000000000000e+00
    a_0_5_2_2  a_ge_0_5_2_2   1.000000000000e+00
    a_0_5_2_2  r_ge_a_0_2_2_4  -1.000000000000e+00
    a_0_5_2_2  r_le_0_2_2  -1.000000000000e+00
    a_0_5_2_3  a_le_r_0_5_2_3   1.000000000000e+00
    a_0_5_2_3  a_le_z_0_5_2_3   1.000000000000e+00
    a_0_5_2_3  a_ge_0_5_2_3   1.000000000000e+00
    a_0_5_2_3  r_ge_a_0_2_3_4  -1.000000000000e+00
    a_0_5_2_3  r_le_0_2_3  -1.000000000000e+00
    a_0_5_2_4  a_le_r_0_5_2_4   1.000000000000e+00
    a_0_5_2_4  a_le_z_0_5_2_4   1.000000000000e+00
    a_0_5_2_4  a_ge_0_5_2_4   1.000000000000e+00
    a_0_5_2_4  r_ge_a_0_2_4_4  -1.000000000000e+00
    a_0_5_2_4  r_le_0_2_4  -1.000000000000e+00
    a_0_5_2_5  a_le_r_0_5_2_5   1.000000000000e+00
    a_0_5_2_5  a_le_z_0_5_2_5   1.000000000000e+00
    a_0_5_2_5  a_ge_0_5_2_5   1.000000000000e+00
    a_0_5_2_5  r_ge_a_0_2_5_4  -1.000000000000e+00
    a_0_5_2_5  r_le_0_2_5  -1.000000000000e+00
    a_0_5_3_1  a_le_r_0_5_3_1   1.000000000000e+00
    a_0_5_3_1  a_le_z_0_5_3_1   1.000000000000e+00
    a_0_5_3_1  a_ge_0_5_3_1   1.000000000000e+00
    a_0_5_3_1  r_ge_a_0_3_1_4  -1.000000000000e+00
    a_0_5_3_1  r_le_0_3_1  -1.000000000000e+00
    a_0_5_3_2  a_le_r_0_5_3_2   1.000000000000e+00
    a_0_5_3_2  a_le_z_0_5_3_2   1.000000000000e+00
    a_0_5_3_2  a_ge_0_5_3_2   1.000000000000e+00
    a_0_5_3_2  r_ge_a_0_3_2_4  -1.000000000000e+00
    a_0_5_3_2  r_le_0_3_2  -1.000000000000e+00
    a_0_5_3_3  a_le_r_0_5_3_3   1.000000000000e+00
    a_0_5_3_3  a_le_z_0_5_3_3   1.000000000000e+00
    a_0_5_3_3  a_ge_0_5_3_3   1.000000000000e+00
    a_0_5_3_3  r_ge_a_0_3_3_4  -1.000000000000e+00
    a_0_5_3_3  r_le_0_3_3  -1.000000000000e+00
    a_0_5_3_4  a_le_r_0_5_3_4   1.000000000000e+00
    a_0_5_3_4  a_le_z_0_5_3_4   1.000000000000e+00
    a_0_5_3_4  a_ge_0_5_3_4   1.000000000000e+00
    a_0_5_3_4  r_ge_a_0_3_4_4  -1.000000000000e+00
    a_0_5_3_4  r_le_0_3_4  -1.000000000000e+00
    a_0_5_3_5  a_le_r_0_5_3_5   1.000000000000e+00
    a_0_5_3_5  a_le_z_0_5_3_5   1.000000000000e+00
    a_0_5_3_5  a_ge_0_5_3_5   1.000000000000e+00
    a_0_5_3_5  r_ge_a_0_3_5_4  -1.000000000000e+00
    a_0_5_3_5  r_le_0_3_5  -1.000000000000e+00
    a_0_5_4_1  a_le_r_0_5_4_1   1.000000000000e+00
    a_0_5_4_1  a_le_z_0_5_4_1   1.000000000000e+00
    a_0_5_4_1  a_ge_0_5_4_1   1.000000000000e+00
    a_0_5_4_1  r_ge_a_0_4_1_4  -1.000000000000e+00
    a_0_5_4_1  r_le_0_4_1  -1.000000000000e+00
    a_0_5_4_2  a_le_r_0_5_4_2   1.000000000000e+00
    a_0_5_4_2  a_le_z_0_5_4_2   1.000000000000e+00
    a_0_5_4_2  a_ge_0_5_4_2   1.000000000000e+00
    a_0_5_4_2  r_ge_a_0_4_2_4  -1.000000000000e+00
    a_0_5_4_2  r_le_0_4_2  -1.000000000000e+00
    a_0_5_4_3  a_le_r_0_5_4_3   1.000000000000e+00
    a_0_5_4_3  a_le_z_0_5_4_3   1.000000000000e+00
    a_0_5_4_3  a_ge_0_5_4_3   1.000000000000e+00
    a_0_5_4_3  r_ge_a_0_4_3_4  -1.000000000000e+00
    a_0_5_4_3  r_le_0_4_3  -1.000000000000e+00
    a_0_5_4_4  a_le_r_0_5_4_4   1.000000000000e+00
    a_0_5_4_4  a_le_z_0_5_4_4   1.000000000000e+00
    a_0_5_4_4  a_ge_0_5_4_4   1.000000000000e+00
    a_0_5_4_4  r_ge_a_0_4_4_4  -1.000000000000e+00
    a_0_5_4_4  r_le_0_4_4  -1.000000000000e+00
    a_0_5_4_5  a_le_r_0_5_4_5   1.000000000000e+00
    a_0_5_4_5  a_le_z_0_5_4_5   1.000000000000e+00
    a_0_5_4_5  a_ge_0_5_4_5   1.000000000000e+00
    a_0_5_4_5  r_ge_a_0_4_5_4  -1.000000000000e+00
    a_0_5_4_5  r_le_0_4_5  -1.000000000000e+00
    a_1_0_2_1  a_le_r_1_0_2_1   1.000000000000e+00
    a_1_0_2_1  a_le_z_1_0_2_1   1.000000000000e+00
    a_1_0_2_1  a_ge_1_0_2_1   1.000000000000e+00
    a_1_0_2_1  r_ge_a_1_2_1_0  -1.000000000000e+00
    a_1_0_2_1  r_le_1_2_1  -1.000000000000e+00
    a_1_0_2_2  a_le_r_1_0_2_2   1.000000000000e+00
    a_1_0_2_2  a_le_z_1_0_2_2   1.000000000000e+00
    a_1_0_2_2  a_ge_1_0_2_2   1.000000000000e+00
    a_1_0_2_2  r_ge_a_1_2_2_0  -1.000000000000e+00
    a_1_0_2_2  r_le_1_2_2  -1.000000000000e+00
    a_1_0_2_3  a_le_r_1_0_2_3   1.000000000000e+00
    a_1_0_2_3  a_le_z_1_0_2_3   1.000000000000e+00
    a_1_0_2_3  a_ge_1_0_2_3   1.000000000000e+00
    a_1_0_2_3  r_ge_a_1_2_3_0  -1.000000000000e+00
    a_1_0_2_3  r_le_1_2_3  -1.000000000000e+00
    a_1_0_2_4  a_le_r_1_0_2_4   1.000000000000e+00
    a_1_0_2_4  a_le_z_1_0_2_4   1.000000000000e+00
    a_1_0_2_4  a_ge_1_0_2_4   1.000000000000e+00
    a_1_0_2_4  r_ge_a_1_2_4_0  -1.000000000000e+00
    a_1_0_2_4  r_le_1_2_4  -1.000000000000e+00
    a_1_0_2_5  a_le_r_1_0_2_5   1.000000000000e+00
    a_1_0_2_5  a_le_z_1_0_2_5   1.000000000000e+00
    a_1_0_2_5  a_ge_1_0_2_5   1.000000000000e+00
    a_1_0_2_5  r_ge_a_1_2_5_0  -1.000000000000e+00
    a_1_0_2_5  r_le_1_2_5  -1.000000000000e+00
    a_1_0_3_1  a_le_r_1_0_3_1   1.000000000000e+00
    a_1_0_3_1  a_le_z_1_0_3_1   1.000000000000e+00
    a_1_0_3_1  a_ge_1_0_3_1   1.000000000000e+00
    a_1_0_3_1  r_ge_a_1_3_1_0  -1.000000000000e+00
    a_1_0_3_1  r_le_1_3_1  -1.000000000000e+00
    a_1_0_3_2  a_le_r_1_0_3_2   1.000000000000e+00
    a_1_0_3_2  a_le_z_1_0_3_2   1.000000000000e+00
    a_1_0_3_2  a_ge_1_0_3_2   1.000000000000e+00
    a_1_0_3_2  r_ge_a_1_3_2_0  -1.000000000000e+00
    a_1_0_3_2  r_le_1_3_2  -1.000000000000e+00
    a_1_0_3_3  a_le_r_1_0_3_3   1.000000000000e+00
    a_1_0_3_3  a_le_z_1_0_3_3   1.000000000000e+00
    a_1_0_3_3  a_ge_1_0_3_3   1.000000000000e+00
    a_1_0_3_3  r_ge_a_1_3_3_0  -1.000000000000e+00
    a_1_0_3_3  r_le_1_3_3  -1.000000000000e+00
    a_1_0_3_4  a_le_r_1_0_3_4   1.000000000000e+00
    a_1_0_3_4  a_le_z_1_0_3_4   1.000000000000e+00
    a_1_0_3_4  a_ge_1_0_3_4   1.000000000000e+00
    a_1_0_3_4  r_ge_a_1_3_4_0  -1.000000000000e+00
    a_1_0_3_4  r_le_1_3_4  -1.000000000000e+00
    a_1_0_3_5  a_le_r_1_0_3_5   1.000000000000e+00
    a_1_0_3_5  a_le_z_1_0_3_5   1.000000000000e+00
    a_1_0_3_5  a_ge_1_0_3_5   1.000000000000e+00
    a_1_0_3_5  r_ge_a_1_3_5_0  -1.000000000000e+00
    a_1_0_3_5  r_le_1_3_5  -1.000000000000e+00
    a_1_0_4_1  a_le_r_1_0_4_1   1.000000000000e+00
    a_1_0_4_1  a_le_z_1_0_4_1   1.000000000000e+00
    a_1_0_4_1  a_ge_1_0_4_1   1.000000000000e+00
    a_1_0_4_1  r_ge_a_1_4_1_0  -1.000000000000e+00
    a_1_0_4_1  r_le_1_4_1  -1.000000000000e+00
    a_1_0_4_2  a_le_r_1_0_4_2   1.000000000000e+00
    a_1_0_4_2  a_le_z_1_0_4_2   1.000000000000e+00
    a_1_0_4_2  a_ge_1_0_4_2   1.000000000000e+00
    a_1_0_4_2  r_ge_a_1_4_2_0  -1.000000000000e+00
    a_1_0_4_2  r_le_1_4_2  -1.000000000000e+00
    a_1_0_4_3  a_le_r_1_0_4_3   1.000000000000e+00
    a_1_0_4_3  a_le_z_1_0_4_3   1.000000000000e+00
    a_1_0_4_3  a_ge_1_0_4_3   1.000000000000e+00
    a_1_0_4_3  r_ge_a_1_4_3_0  -1.000000000000e+00
    a_1_0_4_3  r_le_1_4_3  -1.000000000000e+00
    a_1_0_4_4  a_le_r_1_0_4_4   1.000000000000e+00
    a_1_0_4_4  a_le_z_1_0_4_4   1.000000000000e+00
    a_1_0_4_4  a_ge_1_0_4_4   1.000000000000e+00
    a_1_0_4_4  r_ge_a_1_4_4_0  -1.000000000000e+00
    a_1_0_4_4  r_le_1_4_4  -1.000000000000e+00
    a_1_0_4_5  a_le_r_1_0_4_5   1.000000000000e+00
    a_1_0_4_5  a_le_z_1_0_4_5   1.000000000000e+00
    a_1_0_4_5  a_ge_1_0_4_5   1.000000000000e+00
    a_1_0_4_5  r_ge_a_1_4_5_0  -1.000000000000e+00
    a_1_0_4_5  r_le_1_4_5  -1.000000000000e+00
    a_1_0_5_1  a_le_r_1_0_5_1   1.000000000000e+00
    a_1_0_5_1  a_le_z_1_0_5_1   1.000000000000e+00
    a_1_0_5_1  a_ge_1_0_5_1   1.000000000000e+00
    a_1_0_5_1  r_ge_a_1_5_1_0  -1.000000000000e+00
    a_1_0_5_1  r_le_1_5_1  -1.000000000000e+00
    a_1_0_5_2  a_le_r_1_0_5_2   1.000000000000e+00
    a_1_0_5_2  a_le_z_1_0_5_2   1.000000000000e+00
    a_1_0_5_2  a_ge_1_0_5_2   1.000000000000e+00
    a_1_0_5_2  r_ge_a_1_5_2_0  -1.000000000000e+00
    a_1_0_5_2  r_le_1_5_2  -1.000000000000e+00
    a_1_0_5_3  a_le_r_1_0_5_3   1.000000000000e+00
    a_1_0_5_3  a_le_z_1_0_5_3   1.000000000000e+00
    a_1_0_5_3  a_ge_1_0_5_3   1.000000000000e+00
    a_1_0_5_3  r_ge_a_1_5_3_0  -1.000000000000e+00
    a_1_0_5_3  r_le_1_5_3  -1.000000000000e+00
    a_1_0_5_4  a_le_r_1_0_5_4   1.000000000000e+00
    a_1_0_5_4  a_le_z_1_0_5_4   1.000000000000e+00
    a_1_0_5_4  a_ge_1_0_5_4   1.000000000000e+00
    a_1_0_5_4  r_ge_a_1_5_4_0  -1.000000000000e+00
    a_1_0_5_4  r_le_1_5_4  -1.000000000000e+00
    a_1_0_5_5  a_le_r_1_0_5_5   1.000000000000e+00
    a_1_0_5_5  a_le_z_1_0_5_5   1.000000000000e+00
    a_1_0_5_5  a_ge_1_0_5_5   1.000000000000e+00
    a_1_0_5_5  r_ge_a_1_5_5_0  -1.000000000000e+00
    a_1_0_5_5  r_le_1_5_5  -1.000000000000e+00
    a_1_1_0_1  a_le_r_1_1_0_1   1.000000000000e+00
    a_1_1_0_1  a_le_z_1_1_0_1   1.000000000000e+00
    a_1_1_0_1  a_ge_1_1_0_1   1.000000000000e+00
    a_1_1_0_1  r_ge_a_1_0_1_0  -1.000000000000e+00
    a_1_1_0_1  r_le_1_0_1  -1.000000000000e+00
    a_1_1_0_2  a_le_r_1_1_0_2   1.000000000000e+00
    a_1_1_0_2  a_le_z_1_1_0_2   1.000000000000e+00
    a_1_1_0_2  a_ge_1_1_0_2   1.000000000000e+00
    a_1_1_0_2  r_ge_a_1_0_2_0  -1.000000000000e+00
    a_1_1_0_2  r_le_1_0_2  -1.000000000000e+00
    a_1_1_0_3  a_le_r_1_1_0_3   1.000000000000e+00
    a_1_1_0_3  a_le_z_1_1_0_3   1.000000000000e+00
    a_1_1_0_3  a_ge_1_1_0_3   1.000000000000e+00
    a_1_1_0_3  r_ge_a_1_0_3_0  -1.000000000000e+00
    a_1_1_0_3  r_le_1_0_3  -1.000000000000e+00
    a_1_1_0_4  a_le_r_1_1_0_4   1.000000000000e+00
    a_1_1_0_4  a_le_z_1_1_0_4   1.000000000000e+00
    a_1_1_0_4  a_ge_1_1_0_4   1.000000000000e+00
    a_1_1_0_4  r_ge_a_1_0_4_0  -1.000000000000e+00
    a_1_1_0_4  r_le_1_0_4  -1.000000000000e+00
    a_1_1_0_5  a_le_r_1_1_0_5   1.000000000000e+00
    a_1_1_0_5  a_le_z_1_1_0_5   1.000000000000e+00
    a_1_1_0_5  a_ge_1_1_0_5   1.000000000000e+00
    a_1_1_0_5  r_ge_a_1_0_5_0  -1.000000000000e+00
    a_1_1_0_5  r_le_1_0_5  -1.000000000000e+00
    a_1_1_2_1  a_le_r_1_1_2_1   1.000000000000e+00
    a_1_1_2_1  a_le_z_1_1_2_1   1.000000000000e+00
    a_1_1_2_1  a_ge_1_1_2_1   1.000000000000e+00
    a_1_1_2_1  r_ge_a_1_2_1_1  -1.000000000000e+00
    a_1_1_2_1  r_le_1_2_1  -1.000000000000e+00
    a_1_1_2_2  a_le_r_1_1_2_2   1.000000000000e+00
    a_1_1_2_2  a_le_z_1_1_2_2   1.000000000000e+00
    a_1_1_2_2  a_ge_1_1_2_2   1.000000000000e+00
    a_1_1_2_2  r_ge_a_1_2_2_1  -1.000000000000e+00
    a_1_1_2_2  r_le_1_2_2  -1.000000000000e+00
    a_1_1_2_3  a_le_r_1_1_2_3   1.000000000000e+00
    a_1_1_2_3  a_le_z_1_1_2_3   1.000000000000e+00
    a_1_1_2_3  a_ge_1_1_2_3   1.000000000000e+00
    a_1_1_2_3  r_ge_a_1_2_3_1  -1.000000000000e+00
    a_1_1_2_3  r_le_1_2_3  -1.000000000000e+00
    a_1_1_2_4  a_le_r_1_1_2_4   1.000000000000e+00
    a_1_1_2_4  a_le_z_1_1_2_4   1.000000000000e+00
    a_1_1_2_4  a_ge_1_1_2_4   1.000000000000e+00
    a_1_1_2_4  r_ge_a_1_2_4_1  -1.000000000000e+00
    a_1_1_2_4  r_le_1_2_4  -1.000000000000e+00
    a_1_1_2_5  a_le_r_1_1_2_5   1.000000000000e+00
    a_1_1_2_5  a_le_z_1_1_2_5   1.000000000000e+00
    a_1_1_2_5  a_ge_1_1_2_5   1.000000000000e+00
    a_1_1_2_5  r_ge_a_1_2_5_1  -1.000000000000e+00
    a_1_1_2_5  r_le_1_2_5  -1.000000000000e+00
    a_1_1_3_1  a_le_r_1_1_3_1   1.000000000000e+00
    a_1_1_3_1  a_le_z_1_1_3_1   1.000000000000e+00
    a_1_1_3_1  a_ge_1_1_3_1   1.000000000000e+00
    a_1_1_3_1  r_ge_a_1_3_1_1  -1.000000000000e+00
    a_1_1_3_1  r_le_1_3_1  -1.000000000000e+00
    a_1_1_3_2  a_le_r_1_1_3_2   1.000000000000e+00
    a_1_1_3_2  a_le_z_1_1_3_2   1.000000000000e+00
    a_1_1_3_2  a_ge_1_1_3_2   1.000000000000e+00
    a_1_1_3_2  r_ge_a_1_3_2_1  -1.000000000000e+00
    a_1_1_3_2  r_le_1_3_2  -1.000000000000e+00
    a_1_1_3_3  a_le_r_1_1_3_3   1.000000000000e+00
    a_1_1_3_3  a_le_z_1_1_3_3   1.000000000000e+00
    a_1_1_3_3  a_ge_1_1_3_3   1.000000000000e+00
    a_1_1_3_3  r_ge_a_1_3_3_1  -1.000000000000e+00
    a_1_1_3_3  r_le_1_3_3  -1.000000000000e+00
    a_1_1_3_4  a_le_r_1_1_3_4   1.000000000000e+00
    a_1_1_3_4  a_le_z_1_1_3_4   1.000000000000e+00
    a_1_1_3_4  a_ge_1_1_3_4   1.000000000000e+00
    a_1_1_3_4  r_ge_a_1_3_4_1  -1.000000000000e+00
    a_1_1_3_4  r_le_1_3_4  -1.000000000000e+00
    a_1_1_3_5  a_le_r_1_1_3_5   1.000000000000e+00
    a_1_1_3_5  a_le_z_1_1_3_5   1.000000000000e+00
    a_1_1_3_5  a_ge_1_1_3_5   1.000000000000e+00
    a_1_1_3_5  r_ge_a_1_3_5_1  -1.000000000000e+00
    a_1_1_3_5  r_le_1_3_5  -1.000000000000e+00
    a_1_1_4_1  a_le_r_1_1_4_1   1.000000000000e+00
    a_1_1_4_1  a_le_z_1_1_4_1   1.000000000000e+00
    a_1_1_4_1  a_ge_1_1_4_1   1.000000000000e+00
    a_1_1_4_1  r_ge_a_1_4_1_1  -1.000000000000e+00
    a_1_1_4_1  r_le_1_4_1  -1.000000000000e+00
    a_1_1_4_2  a_le_r_1_1_4_2   1.000000000000e+00
    a_1_1_4_2  a_le_z_1_1_4_2   1.000000000000e+00
    a_1_1_4_2  a_ge_1_1_4_2   1.000000000000e+00
    a_1_1_4_2  r_ge_a_1_4_2_1  -1.000000000000e+00
    a_1_1_4_2  r_le_1_4_2  -1.000000000000e+00
    a_1_1_4_3  a_le_r_1_1_4_3   1.000000000000e+00
    a_1_1_4_3  a_le_z_1_1_4_3   1.000000000000e+00
    a_1_1_4_3  a_ge_1_1_4_3   1.000000000000e+00
    a_1_1_4_3  r_ge_a_1_4_3_1  -1.000000000000e+00
    a_1_1_4_3  r_le_1_4_3  -1.000000000000e+00
    a_1_1_4_4  a_le_r_1_1_4_4   1.000000000000e+00
    a_1_1_4_4  a_le_z_1_1_4_4   1.000000000000e+00
    a_1_1_4_4  a_ge_1_1_4_4   1.000000000000e+00
    a_1_1_4_4  r_ge_a_1_4_4_1  -1.000000000000e+00
    a_1_1_4_4  r_le_1_4_4  -1.000000000000e+00
    a_1_1_4_5  a_le_r_1_1_4_5   1.000000000000e+00
    a_1_1_4_5  a_le_z_1_1_4_5   1.000000000000e+00
    a_1_1_4_5  a_ge_1_1_4_5   1.000000000000e+00
    a_1_1_4_5  r_ge_a_1_4_5_1  -1.000000000000e+00
    a_1_1_4_5  r_le_1_4_5  -1.000000000000e+00
    a_1_1_5_1  a_le_r_1_1_5_1   1.000000000000e+00
    a_1_1_5_1  a_le_z_1_1_5_1   1.000000000000e+00
    a_1_1_5_1  a_ge_1_1_5_1   1.000000000000e+00
    a_1_1_5_1  r_ge_a_1_5_1_1  -1.000000000000e+00
    a_1_1_5_1  r_le_1_5_1  -1.000000000000e+00
    a_1_1_5_2  a_le_r_1_1_5_2   1.000000000000e+00
    a_1_1_5_2  a_le_z_1_1_5_2   1.000000000000e+00
    a_1_1_5_2  a_ge_1_1_5_2   1.000000000000e+00
    a_1_1_5_2  r_ge_a_1_5_2_1  -1.000000000000e+00
    a_1_1_5_2  r_le_1_5_2  -1.000000000000e+00
    a_1_1_5_3  a_le_r_1_1_5_3   1.000000000000e+00
    a_1_1_5_3  a_le_z_1_1_5_3   1.000000000000e+00
    a_1_1_5_3  a_ge_1_1_5_3   1.000000000000e+00
    a_1_1_5_3  r_ge_a_1_5_3_1  -1.000000000000e+00
    a_1_1_5_3  r_le_1_5_3  -1.000000000000e+00
    a_1_1_5_4  a_le_r_1_1_5_4   1.000000000000e+00
    a_1_1_5_4  a_le_z_1_1_5_4   1.000000000000e+00
    a_1_1_5_4  a_ge_1_1_5_4   1.000000000000e+00
    a_1_1_5_4  r_ge_a_1_5_4_1  -1.000000000000e+00
    a_1_1_5_4  r_le_1_5_4  -1.000000000000e+00
    a_1_1_5_5  a_le_r_1_1_5_5   1.000000000000e+00
    a_1_1_5_5  a_le_z_1_1_5_5   1.000000000000e+00
    a_1_1_5_5  a_ge_1_1_5_5   1.000000000000e+00
    a_1_1_5_5  r_ge_a_1_5_5_1  -1.000000000000e+00
    a_1_1_5_5  r_le_1_5_5  -1.000000000000e+00
    a_1_2_0_1  a_le_r_1_2_0_1   1.000000000000e+00
    a_1_2_0_1  a_le_z_1_2_0_1   1.000000000000e+00
    a_1_2_0_1  a_ge_1_2_0_1   1.000000000000e+00
    a_1_2_0_1  r_ge_a_1_0_1_1  -1.000000000000e+00
    a_1_2_0_1  r_le_1_0_1  -1.000000000000e+00
    a_1_2_0_2  a_le_r_1_2_0_2   1.000000000000e+00
    a_1_2_0_2  a_le_z_1_2_0_2   1.000000000000e+00
    a_1_2_0_2  a_ge_1_2_0_2   1.000000000000e+00
    a_1_2_0_2  r_ge_a_1_0_2_1  -1.000000000000e+00
    a_1_2_0_2  r_le_1_0_2  -1.000000000000e+00
    a_1_2_0_3  a_le_r_1_2_0_3   1.000000000000e+00
    a_1_2_0_3  a_le_z_1_2_0_3   1.000000000000e+00
    a_1_2_0_3  a_ge_1_2_0_3   1.000000000000e+00
    a_1_2_0_3  r_ge_a_1_0_3_1  -1.000000000000e+00
    a_1_2_0_3  r_le_1_0_3  -1.000000000000e+00
    a_1_2_0_4  a_le_r_1_2_0_4   1.000000000000e+00
    a_1_2_0_4  a_le_z_1_2_0_4   1.000000000000e+00
    a_1_2_0_4  a_ge_1_2_0_4   1.000000000000e+00
    a_1_2_0_4  r_ge_a_1_0_4_1  -1.000000000000e+00
    a_1_2_0_4  r_le_1_0_4  -1.000000000000e+00
    a_1_2_0_5  a_le_r_1_2_0_5   1.000000000000e+00
    a_1_2_0_5  a_le_z_1_2_0_5   1.000000000000e+00
    a_1_2_0_5  a_ge_1_2_0_5   1.000000000000e+00
    a_1_2_0_5  r_ge_a_1_0_5_1  -1.000000000000e+00
    a_1_2_0_5  r_le_1_0_5  -1.000000000000e+00
    a_1_2_3_1  a_le_r_1_2_3_1   1.000000000000e+00
    a_1_2_3_1  a_le_z_1_2_3_1   1.000000000000e+00
    a_1_2_3_1  a_ge_1_2_3_1   1.000000000000e+00
    a_1_2_3_1  r_ge_a_1_3_1_2  -1.000000000000e+00
    a_1_2_3_1  r_le_1_3_1  -1.000000000000e+00
    a_1_2_3_2  a_le_r_1_2_3_2   1.000000000000e+00
    a_1_2_3_2  a_le_z_1_2_3_2   1.000000000000e+00
    a_1_2_3_2  a_ge_1_2_3_2   1.000000000000e+00
    a_1_2_3_2  r_ge_a_1_3_2_2  -1.000000000000e+00
    a_1_2_3_2  r_le_1_3_2  -1.000000000000e+00
    a_1_2_3_3  a_le_r_1_2_3_3   1.000000000000e+00
    a_1_2_3_3  a_le_z_1_2_3_3   1.000000000000e+00
    a_1_2_3_3  a_ge_1_2_3_3   1.000000000000e+00
    a_1_2_3_3  r_ge_a_1_3_3_2  -1.000000000000e+00
    a_1_2_3_3  r_le_1_3_3  -1.000000000000e+00
    a_1_2_3_4  a_le_r_1_2_3_4   1.000000000000e+00
    a_1_2_3_4  a_le_z_1_2_3_4   1.000000000000e+00
    a_1_2_3_4  a_ge_1_2_3_4   1.000000000000e+00
    a_1_2_3_4  r_ge_a_1_3_4_2  -1.000000000000e+00
    a_1_2_3_4  r_le_1_3_4  -1.000000000000e+00
    a_1_2_3_5  a_le_r_1_2_3_5   1.000000000000e+00
    a_1_2_3_5  a_le_z_1_2_3_5   1.000000000000e+00
    a_1_2_3_5  a_ge_1_2_3_5   1.000000000000e+00
    a_1_2_3_5  r_ge_a_1_3_5_2  -1.000000000000e+00
    a_1_2_3_5  r_le_1_3_5  -1.000000000000e+00
    a_1_2_4_1  a_le_r_1_2_4_1   1.000000000000e+00
    a_1_2_4_1  a_le_z_1_2_4_1   1.000000000000e+00
    a_1_2_4_1  a_ge_1_2_4_1   1.000000000000e+00
    a_1_2_4_1  r_ge_a_1_4_1_2  -1.000000000000e+00
    a_1_2_4_1  r_le_1_4_1  -1.000000000000e+00
    a_1_2_4_2  a_le_r_1_2_4_2   1.000000000000e+00
    a_1_2_4_2  a_le_z_1_2_4_2   1.000000000000e+00
    a_1_2_4_2  a_ge_1_2_4_2   1.000000000000e+00
    a_1_2_4_2  r_ge_a_1_4_2_2  -1.000000000000e+00
    a_1_2_4_2  r_le_1_4_2  -1.000000000000e+00
    a_1_2_4_3  a_le_r_1_2_4_3   1.000000000000e+00
    a_1_2_4_3  a_le_z_1_2_4_3   1.000000000000e+00
    a_1_2_4_3  a_ge_1_2_4_3   1.000000000000e+00
    a_1_2_4_3  r_ge_a_1_4_3_2  -1.000000000000e+00
    a_1_2_4_3  r_le_1_4_3  -1.000000000000e+00
    a_1_2_4_4  a_le_r_1_2_4_4   1.000000000000e+00
    a_1_2_4_4  a_le_z_1_2_4_4   1.000000000000e+00
    a_1_2_4_4  a_ge_1_2_4_4   1.000000000000e+00
    a_1_2_4_4  r_ge_a_1_4_4_2  -1.000000000000e+00
    a_1_2_4_4  r_le_1_4_4  -1.000000000000e+00
    a_1_2_4_5  a_le_r_1_2_4_5   1.000000000000e+00
    a_1_2_4_5  a_le_z_1_2_4_5   1.000000000000e+00
    a_1_2_4_5  a_ge_1_2_4_5   1.000000000000e+00
    a_1_2_4_5  r_ge_a_1_4_5_2  -1.000000000000e+00
    a_1_2_4_5  r_le_1_4_5  -1.000000000000e+00
    a_1_2_5_1  a_le_r_1_2_5_1   1.000000000000e+00
    a_1_2_5_1  a_le_z_1_2_5_1   1.000000000000e+00
    a_1_2_5_1  a_ge_1_2_5_1   1.000000000000e+00
    a_1_2_5_1  r_ge_a_1_5_1_2  -1.000000000000e+00
    a_1_2_5_1  r_le_1_5_1  -1.000000000000e+00
    a_1_2_5_2  a_le_r_1_2_5_2   1.000000000000e+00
    a_1_2_5_2  a_le_z_1_2_5_2   1.000000000000e+00
    a_1_2_5_2  a_ge_1_2_5_2   1.000000000000e+00
    a_1_2_5_2  r_ge_a_1_5_2_2  -1.000000000000e+00
    a_1_2_5_2  r_le_1_5_2  -1.000000000000e+00
    a_1_2_5_3  a_le_r_1_2_5_3   1.000000000000e+00
    a_1_2_5_3  a_le_z_1_2_5_3   1.000000000000e+00
    a_1_2_5_3  a_ge_1_2_5_3   1.000000000000e+00
    a_1_2_5_3  r_ge_a_1_5_3_2  -1.000000000000e+00
    a_1_2_5_3  r_le_1_5_3  -1.000000000000e+00
    a_1_2_5_4  a_le_r_1_2_5_4   1.000000000000e+00
    a_1_2_5_4  a_le_z_1_2_5_4   1.000000000000e+00
    a_1_2_5_4  a_ge_1_2_5_4   1.000000000000e+00
    a_1_2_5_4  r_ge_a_1_5_4_2  -1.000000000000e+00
    a_1_2_5_4  r_le_1_5_4  -1.000000000000e+00
    a_1_2_5_5  a_le_r_1_2_5_5   1.000000000000e+00
    a_1_2_5_5  a_le_z_1_2_5_5   1.000000000000e+00
    a_1_2_5_5  a_ge_1_2_5_5   1.000000000000e+00
    a_1_2_5_5  r_ge_a_1_5_5_2  -1.000000000000e+00
    a_1_2_5_5  r_le_1_5_5  -1.000000000000e+00
    a_1_3_0_1  a_le_r_1_3_0_1   1.000000000000e+00
    a_1_3_0_1  a_le_z_1_3_0_1   1.000000000000e+00
    a_1_3_0_1  a_ge_1_3_0_1   1.000000000000e+00
    a_1_3_0_1  r_ge_a_1_0_1_2  -1.000000000000e+00
    a_1_3_0_1  r_le_1_0_1  -1.000000000000e+00
    a_1_3_0_2  a_le_r_1_3_0_2   1.000000000000e+00
    a_1_3_0_2  a_le_z_1_3_0_2   1.000000000000e+00
    a_1_3_0_2  a_ge_1_3_0_2   1.000000000000e+00
    a_1_3_0_2  r_ge_a_1_0_2_2  -1.000000000000e+00
    a_1_3_0_2  r_le_1_0_2  -1.000000000000e+00
    a_1_3_0_3  a_le_r_1_3_0_3   1.000000000000e+00
    a_1_3_0_3  a_le_z_1_3_0_3   1.000000000000e+00
    a_1_3_0_3  a_ge_1_3_0_3   1.000000000000e+00
    a_1_3_0_3  r_ge_a_1_0_3_2  -1.000000000000e+00
    a_1_3_0_3  r_le_1_0_3  -1.000000000000e+00
    a_1_3_0_4  a_le_r_1_3_0_4   1.000000000000e+00
    a_1_3_0_4  a_le_z_1_3_0_4   1.000000000000e+00
    a_1_3_0_4  a_ge_1_3_0_4   1.000000000000e+00
    a_1_3_0_4  r_ge_a_1_0_4_2  -1.000000000000e+00
    a_1_3_0_4  r_le_1_0_4  -1.000000000000e+00
    a_1_3_0_5  a_le_r_1_3_0_5   1.000000000000e+00
    a_1_3_0_5  a_le_z_1_3_0_5   1.000000000000e+00
    a_1_3_0_5  a_ge_1_3_0_5   1.000000000000e+00
    a_1_3_0_5  r_ge_a_1_0_5_2  -1.000000000000e+00
    a_1_3_0_5  r_le_1_0_5  -1.000000000000e+00
    a_1_3_2_1  a_le_r_1_3_2_1   1.000000000000e+00
    a_1_3_2_1  a_le_z_1_3_2_1   1.000000000000e+00
    a_1_3_2_1  a_ge_1_3_2_1   1.000000000000e+00
    a_1_3_2_1  r_ge_a_1_2_1_2  -1.000000000000e+00
    a_1_3_2_1  r_le_1_2_1  -1.000000000000e+00
    a_1_3_2_2  a_le_r_1_3_2_2   1.000000000000e+00
    a_1_3_2_2  a_le_z_1_3_2_2   1.000000000000e+00
    a_1_3_2_2  a_ge_1_3_2_2   1.000000000000e+00
    a_1_3_2_2  r_ge_a_1_2_2_2  -1.000000000000e+00
    a_1_3_2_2  r_le_1_2_2  -1.000000000000e+00
    a_1_3_2_3  a_le_r_1_3_2_3   1.000000000000e+00
    a_1_3_2_3  a_le_z_1_3_2_3   1.000000000000e+00
    a_1_3_2_3  a_ge_1_3_2_3   1.000000000000e+00
    a_1_3_2_3  r_ge_a_1_2_3_2  -1.000000000000e+00
    a_1_3_2_3  r_le_1_2_3  -1.000000000000e+00
    a_1_3_2_4  a_le_r_1_3_2_4   1.000000000000e+00
    a_1_3_2_4  a_le_z_1_3_2_4   1.000000000000e+00
    a_1_3_2_4  a_ge_1_3_2_4   1.000000000000e+00
    a_1_3_2_4  r_ge_a_1_2_4_2  -1.000000000000e+00
    a_1_3_2_4  r_le_1_2_4  -1.000000000000e+00
    a_1_3_2_5  a_le_r_1_3_2_5   1.000000000000e+00
    a_1_3_2_5  a_le_z_1_3_2_5   1.000000000000e+00
    a_1_3_2_5  a_ge_1_3_2_5   1.000000000000e+00
    a_1_3_2_5  r_ge_a_1_2_5_2  -1.000000000000e+00
    a_1_3_2_5  r_le_1_2_5  -1.000000000000e+00
    a_1_3_4_1  a_le_r_1_3_4_1   1.000000000000e+00
    a_1_3_4_1  a_le_z_1_3_4_1   1.000000000000e+00
    a_1_3_4_1  a_ge_1_3_4_1   1.000000000000e+00
    a_1_3_4_1  r_ge_a_1_4_1_3  -1.000000000000e+00
    a_1_3_4_1  r_le_1_4_1  -1.000000000000e+00
    a_1_3_4_2  a_le_r_1_3_4_2   1.000000000000e+00
    a_1_3_4_2  a_le_z_1_3_4_2   1.000000000000e+00
    a_1_3_4_2  a_ge_1_3_4_2   1.000000000000e+00
    a_1_3_4_2  r_ge_a_1_4_2_3  -1.000000000000e+00
    a_1_3_4_2  r_le_1_4_2  -1.000000000000e+00
    a_1_3_4_3  a_le_r_1_3_4_3   1.000000000000e+00
    a_1_3_4_3  a_le_z_1_3_4_3   1.000000000000e+00
    a_1_3_4_3  a_ge_1_3_4_3   1.000000000000e+00
    a_1_3_4_3  r_ge_a_1_4_3_3  -1.000000000000e+00
    a_1_3_4_3  r_le_1_4_3  -1.000000000000e+00
    a_1_3_4_4  a_le_r_1_3_4_4   1.000000000000e+00
    a_1_3_4_4  a_le_z_1_3_4_4   1.000000000000e+00
    a_1_3_4_4  a_ge_1_3_4_4   1.000000000000e+00
    a_1_3_4_4  r_ge_a_1_4_4_3  -1.000000000000e+00
    a_1_3_4_4  r_le_1_4_4  -1.000000000000e+00
    a_1_3_4_5  a_le_r_1_3_4_5   1.000000000000e+00
    a_1_3_4_5  a_le_z_1_3_4_5   1.000000000000e+00
    a_1_3_4_5  a_ge_1_3_4_5   1.000000000000e+00
    a_1_3_4_5  r_ge_a_1_4_5_3  -1.000000000000e+00
    a_1_3_4_5  r_le_1_4_5  -1.000000000000e+00
    a_1_3_5_1  a_le_r_1_3_5_1   1.000000000000e+00
    a_1_3_5_1  a_le_z_1_3_5_1   1.000000000000e+00
    a_1_3_5_1  a_ge_1_3_5_1   1.000000000000e+00
    a_1_3_5_1  r_ge_a_1_5_1_3  -1.000000000000e+00
    a_1_3_5_1  r_le_1_5_1  -1.000000000000e+00
    a_1_3_5_2  a_le_r_1_3_5_2   1.000000000000e+00
    a_1_3_5_2  a_le_z_1_3_5_2   1.000000000000e+00
    a_1_3_5_2  a_ge_1_3_5_2   1.000000000000e+00
    a_1_3_5_2  r_ge_a_1_5_2_3  -1.000000000000e+00
    a_1_3_5_2  r_le_1_5_2  -1.000000000000e+00
    a_1_3_5_3  a_le_r_1_3_5_3   1.000000000000e+00
    a_1_3_5_3  a_le_z_1_3_5_3   1.000000000000e+00
    a_1_3_5_3  a_ge_1_3_5_3   1.000000000000e+00
    a_1_3_5_3  r_ge_a_1_5_3_3  -1.000000000000e+00
    a_1_3_5_3  r_le_1_5_3  -1.000000000000e+00
    a_1_3_5_4  a_le_r_1_3_5_4   1.000000000000e+00
    a_1_3_5_4  a_le_z_1_3_5_4   1.000000000000e+00
    a_1_3_5_4  a_ge_1_3_5_4   1.000000000000e+00
    a_1_3_5_4  r_ge_a_1_5_4_3  -1.000000000000e+00
    a_1_3_5_4  r_le_1_5_4  -1.000000000000e+00
    a_1_3_5_5  a_le_r_1_3_5_5   1.000000000000e+00
    a_1_3_5_5  a_le_z_1_3_5_5   1.000000000000e+00
    a_1_3_5_5  a_ge_1_3_5_5   1.000000000000e+00
    a_1_3_5_5  r_ge_a_1_5_5_3  -1.000000000000e+00
    a_1_3_5_5  r_le_1_5_5  -1.000000000000e+00
    a_1_4_0_1  a_le_r_1_4_0_1   1.000000000000e+00
    a_1_4_0_1  a_le_z_1_4_0_1   1.000000000000e+00
    a_1_4_0_1  a_ge_1_4_0_1   1.000000000000e+00
    a_1_4_0_1  r_ge_a_1_0_1_3  -1.000000000000e+00
    a_1_4_0_1  r_le_1_0_1  -1.000000000000e+00
    a_1_4_0_2  a_le_r_1_4_0_2   1.000000000000e+00
    a_1_4_0_2  a_le_z_1_4_0_2   1.000000000000e+00
    a_1_4_0_2  a_ge_1_4_0_2   1.000000000000e+00
    a_1_4_0_2  r_ge_a_1_0_2_3  -1.000000000000e+00
    a_1_4_0_2  r_le_1_0_2  -1.000000000000e+00
    a_1_4_0_3  a_le_r_1_4_0_3   1.000000000000e+00
    a_1_4_0_3  a_le_z_1_4_0_3   1.000000000000e+00
    a_1_4_0_3  a_ge_1_4_0_3   1.000000000000e+00
    a_1_4_0_3  r_ge_a_1_0_3_3  -1.000000000000e+00
    a_1_4_0_3  r_le_1_0_3  -1.000000000000e+00
    a_1_4_0_4  a_le_r_1_4_0_4   1.000000000000e+00
    a_1_4_0_4  a_le_z_1_4_0_4   1.000000000000e+00
    a_1_4_0_4  a_ge_1_4_0_4   1.000000000000e+00
    a_1_4_0_4  r_ge_a_1_0_4_3  -1.000000000000e+00
    a_1_4_0_4  r_le_1_0_4  -1.000000000000e+00
    a_1_4_0_5  a_le_r_1_4_0_5   1.000000000000e+00
    a_1_4_0_5  a_le_z_1_4_0_5   1.000000000000e+00
    a_1_4_0_5  a_ge_1_4_0_5   1.000000000000e+00
    a_1_4_0_5  r_ge_a_1_0_5_3  -1.000000000000e+00
    a_1_4_0_5  r_le_1_0_5  -1.000000000000e+00
    a_1_4_2_1  a_le_r_1_4_2_1   1.000000000000e+00
    a_1_4_2_1  a_le_z_1_4_2_1   1.000000000000e+00
    a_1_4_2_1  a_ge_1_4_2_1   1.000000000000e+00
    a_1_4_2_1  r_ge_a_1_2_1_3  -1.000000000000e+00
    a_1_4_2_1  r_le_1_2_1  -1.000000000000e+00
    a_1_4_2_2  a_le_r_1_4_2_2   1.000000000000e+00
    a_1_4_2_2  a_le_z_1_4_2_2   1.000000000000e+00
    a_1_4_2_2  a_ge_1_4_2_2   1.000000000000e+00
    a_1_4_2_2  r_ge_a_1_2_2_3  -1.000000000000e+00
    a_1_4_2_2  r_le_1_2_2  -1.000000000000e+00
    a_1_4_2_3  a_le_r_1_4_2_3   1.000000000000e+00
    a_1_4_2_3  a_le_z_1_4_2_3   1.000000000000e+00
    a_1_4_2_3  a_ge_1_4_2_3   1.000000000000e+00
    a_1_4_2_3  r_ge_a_1_2_3_3  -1.000000000000e+00
    a_1_4_2_3  r_le_1_2_3  -1.000000000000e+00
    a_1_4_2_4  a_le_r_1_4_2_4   1.000000000000e+00
    a_1_4_2_4  a_le_z_1_4_2_4   1.000000000000e+00
    a_1_4_2_4  a_ge_1_4_2_4   1.000000000000e+00
    a_1_4_2_4  r_ge_a_1_2_4_3  -1.000000000000e+00
    a_1_4_2_4  r_le_1_2_4  -1.000000000000e+00
    a_1_4_2_5  a_le_r_1_4_2_5   1.000000000000e+00
    a_1_4_2_5  a_le_z_1_4_2_5   1.000000000000e+00
    a_1_4_2_5  a_ge_1_4_2_5   1.000000000000e+00
    a_1_4_2_5  r_ge_a_1_2_5_3  -1.000000000000e+00
    a_1_4_2_5  r_le_1_2_5  -1.000000000000e+00
    a_1_4_3_1  a_le_r_1_4_3_1   1.000000000000e+00
    a_1_4_3_1  a_le_z_1_4_3_1   1.000000000000e+00
    a_1_4_3_1  a_ge_1_4_3_1   1.000000000000e+00
    a_1_4_3_1  r_ge_a_1_3_1_3  -1.000000000000e+00
    a_1_4_3_1  r_le_1_3_1  -1.000000000000e+00
    a_1_4_3_2  a_le_r_1_4_3_2   1.000000000000e+00
    a_1_4_3_2  a_le_z_1_4_3_2   1.000000000000e+00
    a_1_4_3_2  a_ge_1_4_3_2   1.000000000000e+00
    a_1_4_3_2  r_ge_a_1_3_2_3  -1.000000000000e+00
    a_1_4_3_2  r_le_1_3_2  -1.000000000000e+00
    a_1_4_3_3  a_le_r_1_4_3_3   1.000000000000e+00
    a_1_4_3_3  a_le_z_1_4_3_3   1.000000000000e+00
    a_1_4_3_3  a_ge_1_4_3_3   1.000000000000e+00
    a_1_4_3_3  r_ge_a_1_3_3_3  -1.000000000000e+00
    a_1_4_3_3  r_le_1_3_3  -1.000000000000e+00
    a_1_4_3_4  a_le_r_1_4_3_4   1.000000000000e+00
    a_1_4_3_4  a_le_z_1_4_3_4   1.000000000000e+00
    a_1_4_3_4  a_ge_1_4_3_4   1.000000000000e+00
    a_1_4_3_4  r_ge_a_1_3_4_3  -1.000000000000e+00
    a_1_4_3_4  r_le_1_3_4  -1.000000000000e+00
    a_1_4_3_5  a_le_r_1_4_3_5   1.000000000000e+00
    a_1_4_3_5  a_le_z_1_4_3_5   1.000000000000e+00
    a_1_4_3_5  a_ge_1_4_3_5   1.000000000000e+00
    a_1_4_3_5  r_ge_a_1_3_5_3  -1.000000000000e+00
    a_1_4_3_5  r_le_1_3_5  -1.000000000000e+00
    a_1_4_5_1  a_le_r_1_4_5_1   1.000000000000e+00
    a_1_4_5_1  a_le_z_1_4_5_1   1.000000000000e+00
    a_1_4_5_1  a_ge_1_4_5_1   1.000000000000e+00
    a_1_4_5_1  r_ge_a_1_5_1_4  -1.000000000000e+00
    a_1_4_5_1  r_le_1_5_1  -1.000000000000e+00
    a_1_4_5_2  a_le_r_1_4_5_2   1.000000000000e+00
    a_1_4_5_2  a_le_z_1_4_5_2   1.000000000000e+00
    a_1_4_5_2  a_ge_1_4_5_2   1.000000000000e+00
    a_1_4_5_2  r_ge_a_1_5_2_4  -1.000000000000e+00
    a_1_4_5_2  r_le_1_5_2  -1.000000000000e+00
    a_1_4_5_3  a_le_r_1_4_5_3   1.000000000000e+00
    a_1_4_5_3  a_le_z_1_4_5_3   1.000000000000e+00
    a_1_4_5_3  a_ge_1_4_5_3   1.000000000000e+00
    a_1_4_5_3  r_ge_a_1_5_3_4  -1.000000000000e+00
    a_1_4_5_3  r_le_1_5_3  -1.000000000000e+00
    a_1_4_5_4  a_le_r_1_4_5_4   1.000000000000e+00
    a_1_4_5_4  a_le_z_1_4_5_4   1.000000000000e+00
    a_1_4_5_4  a_ge_1_4_5_4   1.000000000000e+00
    a_1_4_5_4  r_ge_a_1_5_4_4  -1.000000000000e+00
    a_1_4_5_4  r_le_1_5_4  -1.000000000000e+00
    a_1_4_5_5  a_le_r_1_4_5_5   1.000000000000e+00
    a_1_4_5_5  a_le_z_1_4_5_5   1.000000000000e+00
    a_1_4_5_5  a_ge_1_4_5_5   1.000000000000e+00
    a_1_4_5_5  r_ge_a_1_5_5_4  -1.000000000000e+00
    a_1_4_5_5  r_le_1_5_5  -1.000000000000e+00
    a_1_5_0_1  a_le_r_1_5_0_1   1.000000000000e+00
    a_1_5_0_1  a_le_z_1_5_0_1   1.000000000000e+00
    a_1_5_0_1  a_ge_1_5_0_1   1.000000000000e+00
    a_1_5_0_1  r_ge_a_1_0_1_4  -1.000000000000e+00
    a_1_5_0_1  r_le_1_0_1  -1.000000000000e+00
    a_1_5_0_2  a_le_r_1_5_0_2   1.000000000000e+00
    a_1_5_0_2  a_le_z_1_5_0_2   1.000000000000e+00
    a_1_5_0_2  a_ge_1_5_0_2   1.000000000000e+00
    a_1_5_0_2  r_ge_a_1_0_2_4  -1.000000000000e+00
    a_1_5_0_2  r_le_1_0_2  -1.000000000000e+00
    a_1_5_0_3  a_le_r_1_5_0_3   1.000000000000e+00
    a_1_5_0_3  a_le_z_1_5_0_3   1.000000000000e+00
    a_1_5_0_3  a_ge_1_5_0_3   1.000000000000e+00
    a_1_5_0_3  r_ge_a_1_0_3_4  -1.000000000000e+00
    a_1_5_0_3  r_le_1_0_3  -1.000000000000e+00
    a_1_5_0_4  a_le_r_1_5_0_4   1.000000000000e+00
    a_1_5_0_4  a_le_z_1_5_0_4   1.000000000000e+00
    a_1_5_0_4  a_ge_1_5_0_4   1.000000000000e+00
    a_1_5_0_4  r_ge_a_1_0_4_4  -1.000000000000e+00
    a_1_5_0_4  r_le_1_0_4  -1.000000000000e+00
    a_1_5_0_5  a_le_r_1_5_0_5   1.000000000000e+00
    a_1_5_0_5  a_le_z_1_5_0_5   1.000000000000e+00
    a_1_5_0_5  a_ge_1_5_0_5   1.000000000000e+00
    a_1_5_0_5  r_ge_a_1_0_5_4  -1.000000000000e+00
    a_1_5_0_5  r_le_1_0_5  -1.000000000000e+00
    a_1_5_2_1  a_le_r_1_5_2_1   1.000000000000e+00
    a_1_5_2_1  a_le_z_1_5_2_1   1.000000000000e+00
    a_1_5_2_1  a_ge_1_5_2_1   1.000000000000e+00
    a_1_5_2_1  r_ge_a_1_2_1_4  -1.000000000000e+00
    a_1_5_2_1  r_le_1_2_1  -1.000000000000e+00
    a_1_5_2_2  a_le_r_1_5_2_2   1.000000000000e+00
    a_1_5_2_2  a_le_z_1_5_2_2   1.000000000000e+00
    a_1_5_2_2  a_ge_1_5_2_2   1.000000000000e+00
    a_1_5_2_2  r_ge_a_1_2_2_4  -1.000000000000e+00
    a_1_5_2_2  r_le_1_2_2  -1.000000000000e+00
    a_1_5_2_3  a_le_r_1_5_2_3   1.000000000000e+00
    a_1_5_2_3  a_le_z_1_5_2_3   1.000000000000e+00
    a_1_5_2_3  a_ge_1_5_2_3   1.000000000000e+00
    a_1_5_2_3  r_ge_a_1_2_3_4  -1.000000000000e+00
    a_1_5_2_3  r_le_1_2_3  -1.000000000000e+00
    a_1_5_2_4  a_le_r_1_5_2_4   1.000000000000e+00
    a_1_5_2_4  a_le_z_1_5_2_4   1.000000000000e+00
    a_1_5_2_4  a_ge_1_5_2_4   1.000000000000e+00
    a_1_5_2_4  r_ge_a_1_2_4_4  -1.000000000000e+00
    a_1_5_2_4  r_le_1_2_4  -1.000000000000e+00
    a_1_5_2_5  a_le_r_1_5_2_5   1.000000000000e+00
    a_1_5_2_5  a_le_z_1_5_2_5   1.000000000000e+00
    a_1_5_2_5  a_ge_1_5_2_5   1.000000000000e+00
    a_1_5_2_5  r_ge_a_1_2_5_4  -1.000000000000e+00
    a_1_5_2_5  r_le_1_2_5  -1.000000000000e+00
    a_1_5_3_1  a_le_r_1_5_3_1   1.000000000000e+00
    a_1_5_3_1  a_le_z_1_5_3_1   1.000000000000e+00
    a_1_5_3_1  a_ge_1_5_3_1   1.000000000000e+00
    a_1_5_3_1  r_ge_a_1_3_1_4  -1.000000000000e+00
    a_1_5_3_1  r_le_1_3_1  -1.000000000000e+00
    a_1_5_3_2  a_le_r_1_5_3_2   1.000000000000e+00
    a_1_5_3_2  a_le_z_1_5_3_2   1.000000000000e+00
    a_1_5_3_2  a_ge_1_5_3_2   1.000000000000e+00
    a_1_5_3_2  r_ge_a_1_3_2_4  -1.000000000000e+00
    a_1_5_3_2  r_le_1_3_2  -1.000000000000e+00
    a_1_5_3_3  a_le_r_1_5_3_3   1.000000000000e+00
    a_1_5_3_3  a_le_z_1_5_3_3   1.000000000000e+00
    a_1_5_3_3  a_ge_1_5_3_3   1.000000000000e+00
    a_1_5_3_3  r_ge_a_1_3_3_4  -1.000000000000e+00
    a_1_5_3_3  r_le_1_3_3  -1.000000000000e+00
    a_1_5_3_4  a_le_r_1_5_3_4   1.000000000000e+00
    a_1_5_3_4  a_le_z_1_5_3_4   1.000000000000e+00
    a_1_5_3_4  a_ge_1_5_3_4   1.000000000000e+00
    a_1_5_3_4  r_ge_a_1_3_4_4  -1.000000000000e+00
    a_1_5_3_4  r_le_1_3_4  -1.000000000000e+00
    a_1_5_3_5  a_le_r_1_5_3_5   1.000000000000e+00
    a_1_5_3_5  a_le_z_1_5_3_5   1.000000000000e+00
    a_1_5_3_5  a_ge_1_5_3_5   1.000000000000e+00
    a_1_5_3_5  r_ge_a_1_3_5_4  -1.000000000000e+00
    a_1_5_3_5  r_le_1_3_5  -1.000000000000e+00
    a_1_5_4_1  a_le_r_1_5_4_1   1.000000000000e+00
    a_1_5_4_1  a_le_z_1_5_4_1   1.000000000000e+00
    a_1_5_4_1  a_ge_1_5_4_1   1.000000000000e+00
    a_1_5_4_1  r_ge_a_1_4_1_4  -1.000000000000e+00
    a_1_5_4_1  r_le_1_4_1  -1.000000000000e+00
    a_1_5_4_2  a_le_r_1_5_4_2   1.000000000000e+00
    a_1_5_4_2  a_le_z_1_5_4_2   1.000000000000e+00
    a_1_5_4_2  a_ge_1_5_4_2   1.000000000000e+00
    a_1_5_4_2  r_ge_a_1_4_2_4  -1.000000000000e+00
    a_1_5_4_2  r_le_1_4_2  -1.000000000000e+00
    a_1_5_4_3  a_le_r_1_5_4_3   1.000000000000e+00
    a_1_5_4_3  a_le_z_1_5_4_3   1.000000000000e+00
    a_1_5_4_3  a_ge_1_5_4_3   1.000000000000e+00
    a_1_5_4_3  r_ge_a_1_4_3_4  -1.000000000000e+00
    a_1_5_4_3  r_le_1_4_3  -1.000000000000e+00
    a_1_5_4_4  a_le_r_1_5_4_4   1.000000000000e+00
    a_1_5_4_4  a_le_z_1_5_4_4   1.000000000000e+00
    a_1_5_4_4  a_ge_1_5_4_4   1.000000000000e+00
    a_1_5_4_4  r_ge_a_1_4_4_4  -1.000000000000e+00
    a_1_5_4_4  r_le_1_4_4  -1.000000000000e+00
    a_1_5_4_5  a_le_r_1_5_4_5   1.000000000000e+00
    a_1_5_4_5  a_le_z_1_5_4_5   1.000000000000e+00
    a_1_5_4_5  a_ge_1_5_4_5   1.000000000000e+00
    a_1_5_4_5  r_ge_a_1_4_5_4  -1.000000000000e+00
    a_1_5_4_5  r_le_1_4_5  -1.000000000000e+00
    a_2_0_1_1  a_le_r_2_0_1_1   1.000000000000e+00
    a_2_0_1_1  a_le_z_2_0_1_1   1.000000000000e+00
    a_2_0_1_1  a_ge_2_0_1_1   1.000000000000e+00
    a_2_0_1_1  r_ge_a_2_1_1_0  -1.000000000000e+00
    a_2_0_1_1  r_le_2_1_1  -1.000000000000e+00
    a_2_0_1_2  a_le_r_2_0_1_2   1.000000000000e+00
    a_2_0_1_2  a_le_z_2_0_1_2   1.000000000000e+00
    a_2_0_1_2  a_ge_2_0_1_2   1.000000000000e+00
    a_2_0_1_2  r_ge_a_2_1_2_0  -1.000000000000e+00
    a_2_0_1_2  r_le_2_1_2  -1.000000000000e+00
    a_2_0_1_3  a_le_r_2_0_1_3   1.000000000000e+00
    a_2_0_1_3  a_le_z_2_0_1_3   1.000000000000e+00
    a_2_0_1_3  a_ge_2_0_1_3   1.000000000000e+00
    a_2_0_1_3  r_ge_a_2_1_3_0  -1.000000000000e+00
    a_2_0_1_3  r_le_2_1_3  -1.000000000000e+00
    a_2_0_1_4  a_le_r_2_0_1_4   1.000000000000e+00
    a_2_0_1_4  a_le_z_2_0_1_4   1.000000000000e+00
    a_2_0_1_4  a_ge_2_0_1_4   1.000000000000e+00
    a_2_0_1_4  r_ge_a_2_1_4_0  -1.000000000000e+00
    a_2_0_1_4  r_le_2_1_4  -1.000000000000e+00
    a_2_0_1_5  a_le_r_2_0_1_5   1.000000000000e+00
    a_2_0_1_5  a_le_z_2_0_1_5   1.000000000000e+00
    a_2_0_1_5  a_ge_2_0_1_5   1.000000000000e+00
    a_2_0_1_5  r_ge_a_2_1_5_0  -1.000000000000e+00
    a_2_0_1_5  r_le_2_1_5  -1.000000000000e+00
    a_2_0_3_1  a_le_r_2_0_3_1   1.000000000000e+00
    a_2_0_3_1  a_le_z_2_0_3_1   1.000000000000e+00
    a_2_0_3_1  a_ge_2_0_3_1   1.000000000000e+00
    a_2_0_3_1  r_ge_a_2_3_1_0  -1.000000000000e+00
    a_2_0_3_1  r_le_2_3_1  -1.000000000000e+00
    a_2_0_3_2  a_le_r_2_0_3_2   1.000000000000e+00
    a_2_0_3_2  a_le_z_2_0_3_2   1.000000000000e+00
    a_2_0_3_2  a_ge_2_0_3_2   1.000000000000e+00
    a_2_0_3_2  r_ge_a_2_3_2_0  -1.000000000000e+00
    a_2_0_3_2  r_le_2_3_2  -1.000000000000e+00
    a_2_0_3_3  a_le_r_2_0_3_3   1.000000000000e+00
    a_2_0_3_3  a_le_z_2_0_3_3   1.000000000000e+00
    a_2_0_3_3  a_ge_2_0_3_3   1.000000000000e+00
    a_2_0_3_3  r_ge_a_2_3_3_0  -1.000000000000e+00
    a_2_0_3_3  r_le_2_3_3  -1.000000000000e+00
    a_2_0_3_4  a_le_r_2_0_3_4   1.000000000000e+00
    a_2_0_3_4  a_le_z_2_0_3_4   1.000000000000e+00
    a_2_0_3_4  a_ge_2_0_3_4   1.000000000000e+00
    a_2_0_3_4  r_ge_a_2_3_4_0  -1.000000000000e+00
    a_2_0_3_4  r_le_2_3_4  -1.000000000000e+00
    a_2_0_3_5  a_le_r_2_0_3_5   1.000000000000e+00
    a_2_0_3_5  a_le_z_2_0_3_5   1.000000000000e+00
    a_2_0_3_5  a_ge_2_0_3_5   1.000000000000e+00
    a_2_0_3_5  r_ge_a_2_3_5_0  -1.000000000000e+00
    a_2_0_3_5  r_le_2_3_5  -1.000000000000e+00
    a_2_0_4_1  a_le_r_2_0_4_1   1.000000000000e+00
    a_2_0_4_1  a_le_z_2_0_4_1   1.000000000000e+00
    a_2_0_4_1  a_ge_2_0_4_1   1.000000000000e+00
    a_2_0_4_1  r_ge_a_2_4_1_0  -1.000000000000e+00
    a_2_0_4_1  r_le_2_4_1  -1.000000000000e+00
    a_2_0_4_2  a_le_r_2_0_4_2   1.000000000000e+00
    a_2_0_4_2  a_le_z_2_0_4_2   1.000000000000e+00
    a_2_0_4_2  a_ge_2_0_4_2   1.000000000000e+00
    a_2_0_4_2  r_ge_a_2_4_2_0  -1.000000000000e+00
    a_2_0_4_2  r_le_2_4_2  -1.000000000000e+00
    a_2_0_4_3  a_le_r_2_0_4_3   1.000000000000e+00
    a_2_0_4_3  a_le_z_2_0_4_3   1.000000000000e+00
    a_2_0_4_3  a_ge_2_0_4_3   1.000000000000e+00
    a_2_0_4_3  r_ge_a_2_4_3_0  -1.000000000000e+00
    a_2_0_4_3  r_le_2_4_3  -1.000000000000e+00
    a_2_0_4_4  a_le_r_2_0_4_4   1.000000000000e+00
    a_2_0_4_4  a_le_z_2_0_4_4   1.000000000000e+00
    a_2_0_4_4  a_ge_2_0_4_4   1.000000000000e+00
    a_2_0_4_4  r_ge_a_2_4_4_0  -1.000000000000e+00
    a_2_0_4_4  r_le_2_4_4  -1.000000000000e+00
    a_2_0_4_5  a_le_r_2_0_4_5   1.000000000000e+00
    a_2_0_4_5  a_le_z_2_0_4_5   1.000000000000e+00
    a_2_0_4_5  a_ge_2_0_4_5   1.000000000000e+00
    a_2_0_4_5  r_ge_a_2_4_5_0  -1.000000000000e+00
    a_2_0_4_5  r_le_2_4_5  -1.000000000000e+00
    a_2_0_5_1  a_le_r_2_0_5_1   1.000000000000e+00
    a_2_0_5_1  a_le_z_2_0_5_1   1.000000000000e+00
    a_2_0_5_1  a_ge_2_0_5_1   1.000000000000e+00
    a_2_0_5_1  r_ge_a_2_5_1_0  -1.000000000000e+00
    a_2_0_5_1  r_le_2_5_1  -1.000000000000e+00
    a_2_0_5_2  a_le_r_2_0_5_2   1.000000000000e+00
    a_2_0_5_2  a_le_z_2_0_5_2   1.000000000000e+00
    a_2_0_5_2  a_ge_2_0_5_2   1.000000000000e+00
    a_2_0_5_2  r_ge_a_2_5_2_0  -1.000000000000e+00
    a_2_0_5_2  r_le_2_5_2  -1.000000000000e+00
    a_2_0_5_3  a_le_r_2_0_5_3   1.000000000000e+00
    a_2_0_5_3  a_le_z_2_0_5_3   1.000000000000e+00
    a_2_0_5_3  a_ge_2_0_5_3   1.000000000000e+00
    a_2_0_5_3  r_ge_a_2_5_3_0  -1.000000000000e+00
    a_2_0_5_3  r_le_2_5_3  -1.000000000000e+00
    a_2_0_5_4  a_le_r_2_0_5_4   1.000000000000e+00
    a_2_0_5_4  a_le_z_2_0_5_4   1.000000000000e+00
    a_2_0_5_4  a_ge_2_0_5_4   1.000000000000e+00
    a_2_0_5_4  r_ge_a_2_5_4_0  -1.000000000000e+00
    a_2_0_5_4  r_le_2_5_4  -1.000000000000e+00
    a_2_0_5_5  a_le_r_2_0_5_5   1.000000000000e+00
    a_2_0_5_5  a_le_z_2_0_5_5   1.000000000000e+00
    a_2_0_5_5  a_ge_2_0_5_5   1.000000000000e+00
    a_2_0_5_5  r_ge_a_2_5_5_0  -1.000000000000e+00
    a_2_0_5_5  r_le_2_5_5  -1.000000000000e+00
    a_2_1_0_1  a_le_r_2_1_0_1   1.000000000000e+00
    a_2_1_0_1  a_le_z_2_1_0_1   1.000000000000e+00
    a_2_1_0_1  a_ge_2_1_0_1   1.000000000000e+00
    a_2_1_0_1  r_ge_a_2_0_1_0  -1.000000000000e+00
    a_2_1_0_1  r_le_2_0_1  -1.000000000000e+00
    a_2_1_0_2  a_le_r_2_1_0_2   1.000000000000e+00
    a_2_1_0_2  a_le_z_2_1_0_2   1.000000000000e+00
    a_2_1_0_2  a_ge_2_1_0_2   1.000000000000e+00
    a_2_1_0_2  r_ge_a_2_0_2_0  -1.000000000000e+00
    a_2_1_0_2  r_le_2_0_2  -1.000000000000e+00
    a_2_1_0_3  a_le_r_2_1_0_3   1.000000000000e+00
    a_2_1_0_3  a_le_z_2_1_0_3   1.000000000000e+00
    a_2_1_0_3  a_ge_2_1_0_3   1.000000000000e+00
    a_2_1_0_3  r_ge_a_2_0_3_0  -1.000000000000e+00
    a_2_1_0_3  r_le_2_0_3  -1.000000000000e+00
    a_2_1_0_4  a_le_r_2_1_0_4   1.000000000000e+00
    a_2_1_0_4  a_le_z_2_1_0_4   1.000000000000e+00
    a_2_1_0_4  a_ge_2_1_0_4   1.000000000000e+00
    a_2_1_0_4  r_ge_a_2_0_4_0  -1.000000000000e+00
    a_2_1_0_4  r_le_2_0_4  -1.000000000000e+00
    a_2_1_0_5  a_le_r_2_1_0_5   1.000000000000e+00
    a_2_1_0_5  a_le_z_2_1_0_5   1.000000000000e+00
    a_2_1_0_5  a_ge_2_1_0_5   1.000000000000e+00
    a_2_1_0_5  r_ge_a_2_0_5_0  -1.000000000000e+00
    a_2_1_0_5  r_le_2_0_5  -1.000000000000e+00
    a_2_1_3_1  a_le_r_2_1_3_1   1.000000000000e+00
    a_2_1_3_1  a_le_z_2_1_3_1   1.000000000000e+00
    a_2_1_3_1  a_ge_2_1_3_1   1.000000000000e+00
    a_2_1_3_1  r_ge_a_2_3_1_1  -1.000000000000e+00
    a_2_1_3_1  r_le_2_3_1  -1.000000000000e+00
    a_2_1_3_2  a_le_r_2_1_3_2   1.000000000000e+00
    a_2_1_3_2  a_le_z_2_1_3_2   1.000000000000e+00
    a_2_1_3_2  a_ge_2_1_3_2   1.000000000000e+00
    a_2_1_3_2  r_ge_a_2_3_2_1  -1.000000000000e+00
    a_2_1_3_2  r_le_2_3_2  -1.000000000000e+00
    a_2_1_3_3  a_le_r_2_1_3_3   1.000000000000e+00
    a_2_1_3_3  a_le_z_2_1_3_3   1.000000000000e+00
    a_2_1_3_3  a_ge_2_1_3_3   1.000000000000e+00
    a_2_1_3_3  r_ge_a_2_3_3_1  -1.000000000000e+00
    a_2_1_3_3  r_le_2_3_3  -1.000000000000e+00
    a_2_1_3_4  a_le_r_2_1_3_4   1.000000000000e+00
    a_2_1_3_4  a_le_z_2_1_3_4   1.000000000000e+00
    a_2_1_3_4  a_ge_2_1_3_4   1.000000000000e+00
    a_2_1_3_4  r_ge_a_2_3_4_1  -1.000000000000e+00
    a_2_1_3_4  r_le_2_3_4  -1.000000000000e+00
    a_2_1_3_5  a_le_r_2_1_3_5   1.000000000000e+00
    a_2_1_3_5  a_le_z_2_1_3_5   1.000000000000e+00
    a_2_1_3_5  a_ge_2_1_3_5   1.000000000000e+00
    a_2_1_3_5  r_ge_a_2_3_5_1  -1.000000000000e+00
    a_2_1_3_5  r_le_2_3_5  -1.000000000000e+00
    a_2_1_4_1  a_le_r_2_1_4_1   1.000000000000e+00
    a_2_1_4_1  a_le_z_2_1_4_1   1.000000000000e+00
    a_2_1_4_1  a_ge_2_1_4_1   1.000000000000e+00
    a_2_1_4_1  r_ge_a_2_4_1_1  -1.000000000000e+00
    a_2_1_4_1  r_le_2_4_1  -1.000000000000e+00
    a_2_1_4_2  a_le_r_2_1_4_2   1.000000000000e+00
    a_2_1_4_2  a_le_z_2_1_4_2   1.000000000000e+00
    a_2_1_4_2  a_ge_2_1_4_2   1.000000000000e+00
    a_2_1_4_2  r_ge_a_2_4_2_1  -1.000000000000e+00
    a_2_1_4_2  r_le_2_4_2  -1.000000000000e+00
    a_2_1_4_3  a_le_r_2_1_4_3   1.000000000000e+00
    a_2_1_4_3  a_le_z_2_1_4_3   1.000000000000e+00
    a_2_1_4_3  a_ge_2_1_4_3   1.000000000000e+00
    a_2_1_4_3  r_ge_a_2_4_3_1  -1.000000000000e+00
    a_2_1_4_3  r_le_2_4_3  -1.000000000000e+00
    a_2_1_4_4  a_le_r_2_1_4_4   1.000000000000e+00
    a_2_1_4_4  a_le_z_2_1_4_4   1.000000000000e+00
    a_2_1_4_4  a_ge_2_1_4_4   1.000000000000e+00
    a_2_1_4_4  r_ge_a_2_4_4_1  -1.000000000000e+00
    a_2_1_4_4  r_le_2_4_4  -1.000000000000e+00
    a_2_1_4_5  a_le_r_2_1_4_5   1.000000000000e+00
    a_2_1_4_5  a_le_z_2_1_4_5   1.000000000000e+00
    a_2_1_4_5  a_ge_2_1_4_5   1.000000000000e+00
    a_2_1_4_5  r_ge_a_2_4_5_1  -1.000000000000e+00
    a_2_1_4_5  r_le_2_4_5  -1.000000000000e+00
    a_2_1_5_1  a_le_r_2_1_5_1   1.000000000000e+00
    a_2_1_5_1  a_le_z_2_1_5_1   1.000000000000e+00
    a_2_1_5_1  a_ge_2_1_5_1   1.000000000000e+00
    a_2_1_5_1  r_ge_a_2_5_1_1  -1.000000000000e+00
    a_2_1_5_1  r_le_2_5_1  -1.000000000000e+00
    a_2_1_5_2  a_le_r_2_1_5_2   1.000000000000e+00
    a_2_1_5_2  a_le_z_2_1_5_2   1.000000000000e+00
    a_2_1_5_2  a_ge_2_1_5_2   1.000000000000e+00
    a_2_1_5_2  r_ge_a_2_5_2_1  -1.000000000000e+00
    a_2_1_5_2  r_le_2_5_2  -1.000000000000e+00
    a_2_1_5_3  a_le_r_2_1_5_3   1.000000000000e+00
    a_2_1_5_3  a_le_z_2_1_5_3   1.000000000000e+00
    a_2_1_5_3  a_ge_2_1_5_3   1.000000000000e+00
    a_2_1_5_3  r_ge_a_2_5_3_1  -1.000000000000e+00
    a_2_1_5_3  r_le_2_5_3  -1.000000000000e+00
    a_2_1_5_4  a_le_r_2_1_5_4   1.000000000000e+00
    a_2_1_5_4  a_le_z_2_1_5_4   1.000000000000e+00
    a_2_1_5_4  a_ge_2_1_5_4   1.000000000000e+00
    a_2_1_5_4  r_ge_a_2_5_4_1  -1.000000000000e+00
    a_2_1_5_4  r_le_2_5_4  -1.000000000000e+00
    a_2_1_5_5  a_le_r_2_1_5_5   1.000000000000e+00
    a_2_1_5_5  a_le_z_2_1_5_5   1.000000000000e+00
    a_2_1_5_5  a_ge_2_1_5_5   1.000000000000e+00
    a_2_1_5_5  r_ge_a_2_5_5_1  -1.000000000000e+00
    a_2_1_5_5  r_le_2_5_5  -1.000000000000e+00
    a_2_2_0_1  a_le_r_2_2_0_1   1.000000000000e+00
    a_2_2_0_1  a_le_z_2_2_0_1   1.000000000000e+00
    a_2_2_0_1  a_ge_2_2_0_1   1.000000000000e+00
    a_2_2_0_1  r_ge_a_2_0_1_1  -1.000000000000e+00
    a_2_2_0_1  r_le_2_0_1  -1.000000000000e+00
    a_2_2_0_2  a_le_r_2_2_0_2   1.000000000000e+00
    a_2_2_0_2  a_le_z_2_2_0_2   1.000000000000e+00
    a_2_2_0_2  a_ge_2_2_0_2   1.000000000000e+00
    a_2_2_0_2  r_ge_a_2_0_2_1  -1.000000000000e+00
    a_2_2_0_2  r_le_2_0_2  -1.000000000000e+00
    a_2_2_0_3  a_le_r_2_2_0_3   1.000000000000e+00
    a_2_2_0_3  a_le_z_2_2_0_3   1.000000000000e+00
    a_2_2_0_3  a_ge_2_2_0_3   1.000000000000e+00
    a_2_2_0_3  r_ge_a_2_0_3_1  -1.000000000000e+00
    a_2_2_0_3  r_le_2_0_3  -1.000000000000e+00
    a_2_2_0_4  a_le_r_2_2_0_4   1.000000000000e+00
    a_2_2_0_4  a_le_z_2_2_0_4   1.000000000000e+00
    a_2_2_0_4  a_ge_2_2_0_4   1.000000000000e+00
    a_2_2_0_4  r_ge_a_2_0_4_1  -1.000000000000e+00
    a_2_2_0_4  r_le_2_0_4  -1.000000000000e+00
    a_2_2_0_5  a_le_r_2_2_0_5   1.000000000000e+00
    a_2_2_0_5  a_le_z_2_2_0_5   1.000000000000e+00
    a_2_2_0_5  a_ge_2_2_0_5   1.000000000000e+00
    a_2_2_0_5  r_ge_a_2_0_5_1  -1.000000000000e+00
    a_2_2_0_5  r_le_2_0_5  -1.000000000000e+00
    a_2_2_1_1  a_le_r_2_2_1_1   1.000000000000e+00
    a_2_2_1_1  a_le_z_2_2_1_1   1.000000000000e+00
    a_2_2_1_1  a_ge_2_2_1_1   1.000000000000e+00
    a_2_2_1_1  r_ge_a_2_1_1_1  -1.000000000000e+00
    a_2_2_1_1  r_le_2_1_1  -1.000000000000e+00
    a_2_2_1_2  a_le_r_2_2_1_2   1.000000000000e+00
    a_2_2_1_2  a_le_z_2_2_1_2   1.000000000000e+00
    a_2_2_1_2  a_ge_2_2_1_2   1.000000000000e+00
    a_2_2_1_2  r_ge_a_2_1_2_1  -1.000000000000e+00
    a_2_2_1_2  r_le_2_1_2  -1.000000000000e+00
    a_2_2_1_3  a_le_r_2_2_1_3   1.000000000000e+00
    a_2_2_1_3  a_le_z_2_2_1_3   1.000000000000e+00
    a_2_2_1_3  a_ge_2_2_1_3   1.000000000000e+00
    a_2_2_1_3  r_ge_a_2_1_3_1  -1.000000000000e+00
    a_2_2_1_3  r_le_2_1_3  -1.000000000000e+00
    a_2_2_1_4  a_le_r_2_2_1_4   1.000000000000e+00
    a_2_2_1_4  a_le_z_2_2_1_4   1.000000000000e+00
    a_2_2_1_4  a_ge_2_2_1_4   1.000000000000e+00
    a_2_2_1_4  r_ge_a_2_1_4_1  -1.000000000000e+00
    a_2_2_1_4  r_le_2_1_4  -1.000000000000e+00
    a_2_2_1_5  a_le_r_2_2_1_5   1.000000000000e+00
    a_2_2_1_5  a_le_z_2_2_1_5   1.000000000000e+00
    a_2_2_1_5  a_ge_2_2_1_5   1.000000000000e+00
    a_2_2_1_5  r_ge_a_2_1_5_1  -1.000000000000e+00
    a_2_2_1_5  r_le_2_1_5  -1.000000000000e+00
    a_2_2_3_1  a_le_r_2_2_3_1   1.000000000000e+00
    a_2_2_3_1  a_le_z_2_2_3_1   1.000000000000e+00
    a_2_2_3_1  a_ge_2_2_3_1   1.000000000000e+00
    a_2_2_3_1  r_ge_a_2_3_1_2  -1.000000000000e+00
    a_2_2_3_1  r_le_2_3_1  -1.000000000000e+00
    a_2_2_3_2  a_le_r_2_2_3_2   1.000000000000e+00
    a_2_2_3_2  a_le_z_2_2_3_2   1.000000000000e+00
    a_2_2_3_2  a_ge_2_2_3_2   1.000000000000e+00
    a_2_2_3_2  r_ge_a_2_3_2_2  -1.000000000000e+00
    a_2_2_3_2  r_le_2_3_2  -1.000000000000e+00
    a_2_2_3_3  a_le_r_2_2_3_3   1.000000000000e+00
    a_2_2_3_3  a_le_z_2_2_3_3   1.000000000000e+00
    a_2_2_3_3  a_ge_2_2_3_3   1.000000000000e+00
    a_2_2_3_3  r_ge_a_2_3_3_2  -1.000000000000e+00
    a_2_2_3_3  r_le_2_3_3  -1.000000000000e+00
    a_2_2_3_4  a_le_r_2_2_3_4   1.000000000000e+00
    a_2_2_3_4  a_le_z_2_2_3_4   1.000000000000e+00
    a_2_2_3_4  a_ge_2_2_3_4   1.000000000000e+00
    a_2_2_3_4  r_ge_a_2_3_4_2  -1.000000000000e+00
    a_2_2_3_4  r_le_2_3_4  -1.000000000000e+00
    a_2_2_3_5  a_le_r_2_2_3_5   1.000000000000e+00
    a_2_2_3_5  a_le_z_2_2_3_5   1.000000000000e+00
    a_2_2_3_5  a_ge_2_2_3_5   1.000000000000e+00
    a_2_2_3_5  r_ge_a_2_3_5_2  -1.000000000000e+00
    a_2_2_3_5  r_le_2_3_5  -1.000000000000e+00
    a_2_2_4_1  a_le_r_2_2_4_1   1.000000000000e+00
    a_2_2_4_1  a_le_z_2_2_4_1   1.000000000000e+00
    a_2_2_4_1  a_ge_2_2_4_1   1.000000000000e+00
    a_2_2_4_1  r_ge_a_2_4_1_2  -1.000000000000e+00
    a_2_2_4_1  r_le_2_4_1  -1.000000000000e+00
    a_2_2_4_2  a_le_r_2_2_4_2   1.000000000000e+00
    a_2_2_4_2  a_le_z_2_2_4_2   1.000000000000e+00
    a_2_2_4_2  a_ge_2_2_4_2   1.000000000000e+00
    a_2_2_4_2  r_ge_a_2_4_2_2  -1.000000000000e+00
    a_2_2_4_2  r_le_2_4_2  -1.000000000000e+00
    a_2_2_4_3  a_le_r_2_2_4_3   1.000000000000e+00
    a_2_2_4_3  a_le_z_2_2_4_3   1.000000000000e+00
    a_2_2_4_3  a_ge_2_2_4_3   1.000000000000e+00
    a_2_2_4_3  r_ge_a_2_4_3_2  -1.000000000000e+00
    a_2_2_4_3  r_le_2_4_3  -1.000000000000e+00
    a_2_2_4_4  a_le_r_2_2_4_4   1.000000000000e+00
    a_2_2_4_4  a_le_z_2_2_4_4   1.000000000000e+00
    a_2_2_4_4  a_ge_2_2_4_4   1.000000000000e+00
    a_2_2_4_4  r_ge_a_2_4_4_2  -1.000000000000e+00
    a_2_2_4_4  r_le_2_4_4  -1.000000000000e+00
    a_2_2_4_5  a_le_r_2_2_4_5   1.000000000000e+00
    a_2_2_4_5  a_le_z_2_2_4_5   1.000000000000e+00
    a_2_2_4_5  a_ge_2_2_4_5   1.000000000000e+00
    a_2_2_4_5  r_ge_a_2_4_5_2  -1.000000000000e+00
    a_2_2_4_5  r_le_2_4_5  -1.000000000000e+00
    a_2_2_5_1  a_le_r_2_2_5_1   1.000000000000e+00
    a_2_2_5_1  a_le_z_2_2_5_1   1.000000000000e+00
    a_2_2_5_1  a_ge_2_2_5_1   1.000000000000e+00
    a_2_2_5_1  r_ge_a_2_5_1_2  -1.000000000000e+00
    a_2_2_5_1  r_le_2_5_1  -1.000000000000e+00
    a_2_2_5_2  a_le_r_2_2_5_2   1.000000000000e+00
    a_2_2_5_2  a_le_z_2_2_5_2   1.000000000000e+00
    a_2_2_5_2  a_ge_2_2_5_2   1.000000000000e+00
    a_2_2_5_2  r_ge_a_2_5_2_2  -1.000000000000e+00
    a_2_2_5_2  r_le_2_5_2  -1.000000000000e+00
    a_2_2_5_3  a_le_r_2_2_5_3   1.000000000000e+00
    a_2_2_5_3  a_le_z_2_2_5_3   1.000000000000e+00
    a_2_2_5_3  a_ge_2_2_5_3   1.000000000000e+00
    a_2_2_5_3  r_ge_a_2_5_3_2  -1.000000000000e+00
    a_2_2_5_3  r_le_2_5_3  -1.000000000000e+00
    a_2_2_5_4  a_le_r_2_2_5_4   1.000000000000e+00
    a_2_2_5_4  a_le_z_2_2_5_4   1.000000000000e+00
    a_2_2_5_4  a_ge_2_2_5_4   1.000000000000e+00
    a_2_2_5_4  r_ge_a_2_5_4_2  -1.000000000000e+00
    a_2_2_5_4  r_le_2_5_4  -1.000000000000e+00
    a_2_2_5_5  a_le_r_2_2_5_5   1.000000000000e+00
    a_2_2_5_5  a_le_z_2_2_5_5   1.000000000000e+00
    a_2_2_5_5  a_ge_2_2_5_5   1.000000000000e+00
    a_2_2_5_5  r_ge_a_2_5_5_2  -1.000000000000e+00
    a_2_2_5_5  r_le_2_5_5  -1.000000000000e+00
    a_2_3_0_1  a_le_r_2_3_0_1   1.000000000000e+00
    a_2_3_0_1  a_le_z_2_3_0_1   1.000000000000e+00
    a_2_3_0_1  a_ge_2_3_0_1   1.000000000000e+00
    a_2_3_0_1  r_ge_a_2_0_1_2  -1.000000000000e+00
    a_2_3_0_1  r_le_2_0_1  -1.000000000000e+00
    a_2_3_0_2  a_le_r_2_3_0_2   1.000000000000e+00
    a_2_3_0_2  a_le_z_2_3_0_2   1.000000000000e+00
    a_2_3_0_2  a_ge_2_3_0_2   1.000000000000e+00
    a_2_3_0_2  r_ge_a_2_0_2_2  -1.000000000000e+00
    a_2_3_0_2  r_le_2_0_2  -1.000000000000e+00
    a_2_3_0_3  a_le_r_2_3_0_3   1.000000000000e+00
    a_2_3_0_3  a_le_z_2_3_0_3   1.000000000000e+00
    a_2_3_0_3  a_ge_2_3_0_3   1.000000000000e+00
    a_2_3_0_3  r_ge_a_2_0_3_2  -1.000000000000e+00
    a_2_3_0_3  r_le_2_0_3  -1.000000000000e+00
    a_2_3_0_4  a_le_r_2_3_0_4   1.000000000000e+00
    a_2_3_0_4  a_le_z_2_3_0_4   1.000000000000e+00
    a_2_3_0_4  a_ge_2_3_0_4   1.000000000000e+00
    a_2_3_0_4  r_ge_a_2_0_4_2  -1.000000000000e+00
    a_2_3_0_4  r_le_2_0_4  -1.000000000000e+00
    a_2_3_0_5  a_le_r_2_3_0_5   1.000000000000e+00
    a_2_3_0_5  a_le_z_2_3_0_5   1.000000000000e+00
    a_2_3_0_5  a_ge_2_3_0_5   1.000000000000e+00
    a_2_3_0_5  r_ge_a_2_0_5_2  -1.000000000000e+00
    a_2_3_0_5  r_le_2_0_5  -1.000000000000e+00
    a_2_3_1_1  a_le_r_2_3_1_1   1.000000000000e+00
    a_2_3_1_1  a_le_z_2_3_1_1   1.000000000000e+00
    a_2_3_1_1  a_ge_2_3_1_1   1.000000000000e+00
    a_2_3_1_1  r_ge_a_2_1_1_2  -1.000000000000e+00
    a_2_3_1_1  r_le_2_1_1  -1.000000000000e+00
    a_2_3_1_2  a_le_r_2_3_1_2   1.000000000000e+00
    a_2_3_1_2  a_le_z_2_3_1_2   1.000000000000e+00
    a_2_3_1_2  a_ge_2_3_1_2   1.000000000000e+00
    a_2_3_1_2  r_ge_a_2_1_2_2  -1.000000000000e+00
    a_2_3_1_2  r_le_2_1_2  -1.000000000000e+00
    a_2_3_1_3  a_le_r_2_3_1_3   1.000000000000e+00
    a_2_3_1_3  a_le_z_2_3_1_3   1.000000000000e+00
    a_2_3_1_3  a_ge_2_3_1_3   1.000000000000e+00
    a_2_3_1_3  r_ge_a_2_1_3_2  -1.000000000000e+00
    a_2_3_1_3  r_le_2_1_3  -1.000000000000e+00
    a_2_3_1_4  a_le_r_2_3_1_4   1.000000000000e+00
    a_2_3_1_4  a_le_z_2_3_1_4   1.000000000000e+00
    a_2_3_1_4  a_ge_2_3_1_4   1.000000000000e+00
    a_2_3_1_4  r_ge_a_2_1_4_2  -1.000000000000e+00
    a_2_3_1_4  r_le_2_1_4  -1.000000000000e+00
    a_2_3_1_5  a_le_r_2_3_1_5   1.000000000000e+00
    a_2_3_1_5  a_le_z_2_3_1_5   1.000000000000e+00
    a_2_3_1_5  a_ge_2_3_1_5   1.000000000000e+00
    a_2_3_1_5  r_ge_a_2_1_5_2  -1.000000000000e+00
    a_2_3_1_5  r_le_2_1_5  -1.000000000000e+00
    a_2_3_4_1  a_le_r_2_3_4_1   1.000000000000e+00
    a_2_3_4_1  a_le_z_2_3_4_1   1.000000000000e+00
    a_2_3_4_1  a_ge_2_3_4_1   1.000000000000e+00
    a_2_3_4_1  r_ge_a_2_4_1_3  -1.000000000000e+00
    a_2_3_4_1  r_le_2_4_1  -1.000000000000e+00
    a_2_3_4_2  a_le_r_2_3_4_2   1.000000000000e+00
    a_2_3_4_2  a_le_z_2_3_4_2   1.000000000000e+00
    a_2_3_4_2  a_ge_2_3_4_2   1.000000000000e+00
    a_2_3_4_2  r_ge_a_2_4_2_3  -1.000000000000e+00
    a_2_3_4_2  r_le_2_4_2  -1.000000000000e+00
    a_2_3_4_3  a_le_r_2_3_4_3   1.000000000000e+00
    a_2_3_4_3  a_le_z_2_3_4_3   1.000000000000e+00
    a_2_3_4_3  a_ge_2_3_4_3   1.000000000000e+00
    a_2_3_4_3  r_ge_a_2_4_3_3  -1.000000000000e+00
    a_2_3_4_3  r_le_2_4_3  -1.000000000000e+00
    a_2_3_4_4  a_le_r_2_3_4_4   1.000000000000e+00
    a_2_3_4_4  a_le_z_2_3_4_4   1.000000000000e+00
    a_2_3_4_4  a_ge_2_3_4_4   1.000000000000e+00
    a_2_3_4_4  r_ge_a_2_4_4_3  -1.000000000000e+00
    a_2_3_4_4  r_le_2_4_4  -1.000000000000e+00
    a_2_3_4_5  a_le_r_2_3_4_5   1.000000000000e+00
    a_2_3_4_5  a_le_z_2_3_4_5   1.000000000000e+00
    a_2_3_4_5  a_ge_2_3_4_5   1.000000000000e+00
    a_2_3_4_5  r_ge_a_2_4_5_3  -1.000000000000e+00
    a_2_3_4_5  r_le_2_4_5  -1.000000000000e+00
    a_2_3_5_1  a_le_r_2_3_5_1   1.000000000000e+00
    a_2_3_5_1  a_le_z_2_3_5_1   1.000000000000e+00
    a_2_3_5_1  a_ge_2_3_5_1   1.000000000000e+00
    a_2_3_5_1  r_ge_a_2_5_1_3  -1.000000000000e+00
    a_2_3_5_1  r_le_2_5_1  -1.000000000000e+00
    a_2_3_5_2  a_le_r_2_3_5_2   1.000000000000e+00
    a_2_3_5_2  a_le_z_2_3_5_2   1.000000000000e+00
    a_2_3_5_2  a_ge_2_3_5_2   1.000000000000e+00
    a_2_3_5_2  r_ge_a_2_5_2_3  -1.000000000000e+00
    a_2_3_5_2  r_le_2_5_2  -1.000000000000e+00
    a_2_3_5_3  a_le_r_2_3_5_3   1.000000000000e+00
    a_2_3_5_3  a_le_z_2_3_5_3   1.000000000000e+00
    a_2_3_5_3  a_ge_2_3_5_3   1.000000000000e+00
    a_2_3_5_3  r_ge_a_2_5_3_3  -1.000000000000e+00
    a_2_3_5_3  r_le_2_5_3  -1.000000000000e+00
    a_2_3_5_4  a_le_r_2_3_5_4   1.000000000000e+00
    a_2_3_5_4  a_le_z_2_3_5_4   1.000000000000e+00
    a_2_3_5_4  a_ge_2_3_5_4   1.000000000000e+00
    a_2_3_5_4  r_ge_a_2_5_4_3  -1.000000000000e+00
    a_2_3_5_4  r_le_2_5_4  -1.000000000000e+00
    a_2_3_5_5  a_le_r_2_3_5_5   1.000000000000e+00
    a_2_3_5_5  a_le_z_2_3_5_5   1.000000000000e+00
    a_2_3_5_5  a_ge_2_3_5_5   1.000000000000e+00
    a_2_3_5_5  r_ge_a_2_5_5_3  -1.000000000000e+00
    a_2_3_5_5  r_le_2_5_5  -1.000000000000e+00
    a_2_4_0_1  a_le_r_2_4_0_1   1.000000000000e+00
    a_2_4_0_1  a_le_z_2_4_0_1   1.000000000000e+00
    a_2_4_0_1  a_ge_2_4_0_1   1.000000000000e+00
    a_2_4_0_1  r_ge_a_2_0_1_3  -1.000000000000e+00
    a_2_4_0_1  r_le_2_0_1  -1.000000000000e+00
    a_2_4_0_2  a_le_r_2_4_0_2   1.000000000000e+00
    a_2_4_0_2  a_le_z_2_4_0_2   1.000000000000e+00
    a_2_4_0_2  a_ge_2_4_0_2   1.000000000000e+00
    a_2_4_0_2  r_ge_a_2_0_2_3  -1.000000000000e+00
    a_2_4_0_2  r_le_2_0_2  -1.000000000000e+00
    a_2_4_0_3  a_le_r_2_4_0_3   1.000000000000e+00
    a_2_4_0_3  a_le_z_2_4_0_3   1.000000000000e+00
    a_2_4_0_3  a_ge_2_4_0_3   1.000000000000e+00
    a_2_4_0_3  r_ge_a_2_0_3_3  -1.000000000000e+00
    a_2_4_0_3  r_le_2_0_3  -1.000000000000e+00
    a_2_4_0_4  a_le_r_2_4_0_4   1.000000000000e+00
    a_2_4_0_4  a_le_z_2_4_0_4   1.000000000000e+00
    a_2_4_0_4  a_ge_2_4_0_4   1.000000000000e+00
    a_2_4_0_4  r_ge_a_2_0_4_3  -1.000000000000e+00
    a_2_4_0_4  r_le_2_0_4  -1.000000000000e+00
    a_2_4_0_5  a_le_r_2_4_0_5   1.000000000000e+00
    a_2_4_0_5  a_le_z_2_4_0_5   1.000000000000e+00
    a_2_4_0_5  a_ge_2_4_0_5   1.000000000000e+00
    a_2_4_0_5  r_ge_a_2_0_5_3  -1.000000000000e+00
    a_2_4_0_5  r_le_2_0_5  -1.000000000000e+00
    a_2_4_1_1  a_le_r_2_4_1_1   1.000000000000e+00
    a_2_4_1_1  a_le_z_2_4_1_1   1.000000000000e+00
    a_2_4_1_1  a_ge_2_4_1_1   1.000000000000e+00
    a_2_4_1_1  r_ge_a_2_1_1_3  -1.000000000000e+00
    a_2_4_1_1  r_le_2_1_1  -1.000000000000e+00
    a_2_4_1_2  a_le_r_2_4_1_2   1.000000000000e+00
    a_2_4_1_2  a_le_z_2_4_1_2   1.000000000000e+00
    a_2_4_1_2  a_ge_2_4_1_2   1.000000000000e+00
    a_2_4_1_2  r_ge_a_2_1_2_3  -1.000000000000e+00
    a_2_4_1_2  r_le_2_1_2  -1.000000000000e+00
    a_2_4_1_3  a_le_r_2_4_1_3   1.000000000000e+00
    a_2_4_1_3  a_le_z_2_4_1_3   1.000000000000e+00
    a_2_4_1_3  a_ge_2_4_1_3   1.000000000000e+00
    a_2_4_1_3  r_ge_a_2_1_3_3  -1.000000000000e+00
    a_2_4_1_3  r_le_2_1_3  -1.000000000000e+00
    a_2_4_1_4  a_le_r_2_4_1_4   1.000000000000e+00
    a_2_4_1_4  a_le_z_2_4_1_4   1.000000000000e+00
    a_2_4_1_4  a_ge_2_4_1_4   1.000000000000e+00
    a_2_4_1_4  r_ge_a_2_1_4_3  -1.000000000000e+00
    a_2_4_1_4  r_le_2_1_4  -1.000000000000e+00
    a_2_4_1_5  a_le_r_2_4_1_5   1.000000000000e+00
    a_2_4_1_5  a_le_z_2_4_1_5   1.000000000000e+00
    a_2_4_1_5  a_ge_2_4_1_5   1.000000000000e+00
    a_2_4_1_5  r_ge_a_2_1_5_3  -1.000000000000e+00
    a_2_4_1_5  r_le_2_1_5  -1.000000000000e+00
    a_2_4_3_1  a_le_r_2_4_3_1   1.000000000000e+00
    a_2_4_3_1  a_le_z_2_4_3_1   1.000000000000e+00
    a_2_4_3_1  a_ge_2_4_3_1   1.000000000000e+00
    a_2_4_3_1  r_ge_a_2_3_1_3  -1.000000000000e+00
    a_2_4_3_1  r_le_2_3_1  -1.000000000000e+00
    a_2_4_3_2  a_le_r_2_4_3_2   1.000000000000e+00
    a_2_4_3_2  a_le_z_2_4_3_2   1.000000000000e+00
    a_2_4_3_2  a_ge_2_4_3_2   1.000000000000e+00
    a_2_4_3_2  r_ge_a_2_3_2_3  -1.000000000000e+00
    a_2_4_3_2  r_le_2_3_2  -1.000000000000e+00
    a_2_4_3_3  a_le_r_2_4_3_3   1.000000000000e+00
    a_2_4_3_3  a_le_z_2_4_3_3   1.000000000000e+00
    a_2_4_3_3  a_ge_2_4_3_3   1.000000000000e+00
    a_2_4_3_3  r_ge_a_2_3_3_3  -1.000000000000e+00
    a_2_4_3_3  r_le_2_3_3  -1.000000000000e+00
    a_2_4_3_4  a_le_r_2_4_3_4   1.000000000000e+00
    a_2_4_3_4  a_le_z_2_4_3_4   1.000000000000e+00
    a_2_4_3_4  a_ge_2_4_3_4   1.000000000000e+00
    a_2_4_3_4  r_ge_a_2_3_4_3  -1.000000000000e+00
    a_2_4_3_4  r_le_2_3_4  -1.000000000000e+00
    a_2_4_3_5  a_le_r_2_4_3_5   1.000000000000e+00
    a_2_4_3_5  a_le_z_2_4_3_5   1.000000000000e+00
    a_2_4_3_5  a_ge_2_4_3_5   1.000000000000e+00
    a_2_4_3_5  r_ge_a_2_3_5_3  -1.000000000000e+00
    a_2_4_3_5  r_le_2_3_5  -1.000000000000e+00
    a_2_4_5_1  a_le_r_2_4_5_1   1.000000000000e+00
    a_2_4_5_1  a_le_z_2_4_5_1   1.000000000000e+00
    a_2_4_5_1  a_ge_2_4_5_1   1.000000000000e+00
    a_2_4_5_1  r_ge_a_2_5_1_4  -1.000000000000e+00
    a_2_4_5_1  r_le_2_5_1  -1.000000000000e+00
    a_2_4_5_2  a_le_r_2_4_5_2   1.000000000000e+00
    a_2_4_5_2  a_le_z_2_4_5_2   1.000000000000e+00
    a_2_4_5_2  a_ge_2_4_5_2   1.000000000000e+00
    a_2_4_5_2  r_ge_a_2_5_2_4  -1.000000000000e+00
    a_2_4_5_2  r_le_2_5_2  -1.000000000000e+00
    a_2_4_5_3  a_le_r_2_4_5_3   1.000000000000e+00
    a_2_4_5_3  a_le_z_2_4_5_3   1.000000000000e+00
    a_2_4_5_3  a_ge_2_4_5_3   1.000000000000e+00
    a_2_4_5_3  r_ge_a_2_5_3_4  -1.000000000000e+00
    a_2_4_5_3  r_le_2_5_3  -1.000000000000e+00
    a_2_4_5_4  a_le_r_2_4_5_4   1.000000000000e+00
    a_2_4_5_4  a_le_z_2_4_5_4   1.000000000000e+00
    a_2_4_5_4  a_ge_2_4_5_4   1.000000000000e+00
    a_2_4_5_4  r_ge_a_2_5_4_4  -1.000000000000e+00
    a_2_4_5_4  r_le_2_5_4  -1.000000000000e+00
    a_2_4_5_5  a_le_r_2_4_5_5   1.000000000000e+00
    a_2_4_5_5  a_le_z_2_4_5_5   1.000000000000e+00
    a_2_4_5_5  a_ge_2_4_5_5   1.000000000000e+00
    a_2_4_5_5  r_ge_a_2_5_5_4  -1.000000000000e+00
    a_2_4_5_5  r_le_2_5_5  -1.000000000000e+00
    a_2_5_0_1  a_le_r_2_5_0_1   1.000000000000e+00
    a_2_5_0_1  a_le_z_2_5_0_1   1.000000000000e+00
    a_2_5_0_1  a_ge_2_5_0_1   1.000000000000e+00
    a_2_5_0_1  r_ge_a_2_0_1_4  -1.000000000000e+00
    a_2_5_0_1  r_le_2_0_1  -1.000000000000e+00
    a_2_5_0_2  a_le_r_2_5_0_2   1.000000000000e+00
    a_2_5_0_2  a_le_z_2_5_0_2   1.000000000000e+00
    a_2_5_0_2  a_ge_2_5_0_2   1.000000000000e+00
    a_2_5_0_2  r_ge_a_2_0_2_4  -1.000000000000e+00
    a_2_5_0_2  r_le_2_0_2  -1.000000000000e+00
    a_2_5_0_3  a_le_r_2_5_0_3   1.000000000000e+00
    a_2_5_0_3  a_le_z_2_5_0_3   1.000000000000e+00
    a_2_5_0_3  a_ge_2_5_0_3   1.000000000000e+00
    a_2_5_0_3  r_ge_a_2_0_3_4  -1.000000000000e+00
    a_2_5_0_3  r_le_2_0_3  -1.000000000000e+00
    a_2_5_0_4  a_le_r_2_5_0_4   1.000000000000e+00
    a_2_5_0_4  a_le_z_2_5_0_4   1.000000000000e+00
    a_2_5_0_4  a_ge_2_5_0_4   1.000000000000e+00
    a_2_5_0_4  r_ge_a_2_0_4_4  -1.000000000000e+00
    a_2_5_0_4  r_le_2_0_4  -1.000000000000e+00
    a_2_5_0_5  a_le_r_2_5_0_5   1.000000000000e+00
    a_2_5_0_5  a_le_z_2_5_0_5   1.000000000000e+00
    a_2_5_0_5  a_ge_2_5_0_5   1.000000000000e+00
    a_2_5_0_5  r_ge_a_2_0_5_4  -1.000000000000e+00
    a_2_5_0_5  r_le_2_0_5  -1.000000000000e+00
    a_2_5_1_1  a_le_r_2_5_1_1   1.000000000000e+00
    a_2_5_1_1  a_le_z_2_5_1_1   1.000000000000e+00
    a_2_5_1_1  a_ge_2_5_1_1   1.000000000000e+00
    a_2_5_1_1  r_ge_a_2_1_1_4  -1.000000000000e+00
    a_2_5_1_1  r_le_2_1_1  -1.000000000000e+00
    a_2_5_1_2  a_le_r_2_5_1_2   1.000000000000e+00
    a_2_5_1_2  a_le_z_2_5_1_2   1.000000000000e+00
    a_2_5_1_2  a_ge_2_5_1_2   1.000000000000e+00
    a_2_5_1_2  r_ge_a_2_1_2_4  -1.000000000000e+00
    a_2_5_1_2  r_le_2_1_2  -1.000000000000e+00
    a_2_5_1_3  a_le_r_2_5_1_3   1.000000000000e+00
    a_2_5_1_3  a_le_z_2_5_1_3   1.000000000000e+00
    a_2_5_1_3  a_ge_2_5_1_3   1.000000000000e+00
    a_2_5_1_3  r_ge_a_2_1_3_4  -1.000000000000e+00
    a_2_5_1_3  r_le_2_1_3  -1.000000000000e+00
    a_2_5_1_4  a_le_r_2_5_1_4   1.000000000000e+00
    a_2_5_1_4  a_le_z_2_5_1_4   1.000000000000e+00
    a_2_5_1_4  a_ge_2_5_1_4   1.000000000000e+00
    a_2_5_1_4  r_ge_a_2_1_4_4  -1.000000000000e+00
    a_2_5_1_4  r_le_2_1_4  -1.000000000000e+00
    a_2_5_1_5  a_le_r_2_5_1_5   1.000000000000e+00
    a_2_5_1_5  a_le_z_2_5_1_5   1.000000000000e+00
    a_2_5_1_5  a_ge_2_5_1_5   1.000000000000e+00
    a_2_5_1_5  r_ge_a_2_1_5_4  -1.000000000000e+00
    a_2_5_1_5  r_le_2_1_5  -1.000000000000e+00
    a_2_5_3_1  a_le_r_2_5_3_1   1.000000000000e+00
    a_2_5_3_1  a_le_z_2_5_3_1   1.000000000000e+00
    a_2_5_3_1  a_ge_2_5_3_1   1.000000000000e+00
    a_2_5_3_1  r_ge_a_2_3_1_4  -1.000000000000e+00
    a_2_5_3_1  r_le_2_3_1  -1.000000000000e+00
    a_2_5_3_2  a_le_r_2_5_3_2   1.000000000000e+00
    a_2_5_3_2  a_le_z_2_5_3_2   1.000000000000e+00
    a_2_5_3_2  a_ge_2_5_3_2   1.000000000000e+00
    a_2_5_3_2  r_ge_a_2_3_2_4  -1.000000000000e+00
    a_2_5_3_2  r_le_2_3_2  -1.000000000000e+00
    a_2_5_3_3  a_le_r_2_5_3_3   1.000000000000e+00
    a_2_5_3_3  a_le_z_2_5_3_3   1.000000000000e+00
    a_2_5_3_3  a_ge_2_5_3_3   1.000000000000e+00
    a_2_5_3_3  r_ge_a_2_3_3_4  -1.000000000000e+00
    a_2_5_3_3  r_le_2_3_3  -1.000000000000e+00
    a_2_5_3_4  a_le_r_2_5_3_4   1.000000000000e+00
    a_2_5_3_4  a_le_z_2_5_3_4   1.000000000000e+00
    a_2_5_3_4  a_ge_2_5_3_4   1.000000000000e+00
    a_2_5_3_4  r_ge_a_2_3_4_4  -1.000000000000e+00
    a_2_5_3_4  r_le_2_3_4  -1.000000000000e+00
    a_2_5_3_5  a_le_r_2_5_3_5   1.000000000000e+00
    a_2_5_3_5  a_le_z_2_5_3_5   1.000000000000e+00
    a_2_5_3_5  a_ge_2_5_3_5   1.000000000000e+00
    a_2_5_3_5  r_ge_a_2_3_5_4  -1.000000000000e+00
    a_2_5_3_5  r_le_2_3_5  -1.000000000000e+00
    a_2_5_4_1  a_le_r_2_5_4_1   1.000000000000e+00
    a_2_5_4_1  a_le_z_2_5_4_1   1.000000000000e+00
    a_2_5_4_1  a_ge_2_5_4_1   1.000000000000e+00
    a_2_5_4_1  r_ge_a_2_4_1_4  -1.000000000000e+00
    a_2_5_4_1  r_le_2_4_1  -1.000000000000e+00
    a_2_5_4_2  a_le_r_2_5_4_2   1.000000000000e+00
    a_2_5_4_2  a_le_z_2_5_4_2   1.000000000000e+00
    a_2_5_4_2  a_ge_2_5_4_2   1.000000000000e+00
    a_2_5_4_2  r_ge_a_2_4_2_4  -1.000000000000e+00
    a_2_5_4_2  r_le_2_4_2  -1.000000000000e+00
    a_2_5_4_3  a_le_r_2_5_4_3   1.000000000000e+00
    a_2_5_4_3  a_le_z_2_5_4_3   1.000000000000e+00
    a_2_5_4_3  a_ge_2_5_4_3   1.000000000000e+00
    a_2_5_4_3  r_ge_a_2_4_3_4  -1.000000000000e+00
    a_2_5_4_3  r_le_2_4_3  -1.000000000000e+00
    a_2_5_4_4  a_le_r_2_5_4_4   1.000000000000e+00
    a_2_5_4_4  a_le_z_2_5_4_4   1.000000000000e+00
    a_2_5_4_4  a_ge_2_5_4_4   1.000000000000e+00
    a_2_5_4_4  r_ge_a_2_4_4_4  -1.000000000000e+00
    a_2_5_4_4  r_le_2_4_4  -1.000000000000e+00
    a_2_5_4_5  a_le_r_2_5_4_5   1.000000000000e+00
    a_2_5_4_5  a_le_z_2_5_4_5   1.000000000000e+00
    a_2_5_4_5  a_ge_2_5_4_5   1.000000000000e+00
    a_2_5_4_5  r_ge_a_2_4_5_4  -1.000000000000e+00
    a_2_5_4_5  r_le_2_4_5  -1.000000000000e+00
    a_3_0_1_1  a_le_r_3_0_1_1   1.000000000000e+00
    a_3_0_1_1  a_le_z_3_0_1_1   1.000000000000e+00
    a_3_0_1_1  a_ge_3_0_1_1   1.000000000000e+00
    a_3_0_1_1  r_ge_a_3_1_1_0  -1.000000000000e+00
    a_3_0_1_1  r_le_3_1_1  -1.000000000000e+00
    a_3_0_1_2  a_le_r_3_0_1_2   1.000000000000e+00
    a_3_0_1_2  a_le_z_3_0_1_2   1.000000000000e+00
    a_3_0_1_2  a_ge_3_0_1_2   1.000000000000e+00
    a_3_0_1_2  r_ge_a_3_1_2_0  -1.000000000000e+00
    a_3_0_1_2  r_le_3_1_2  -1.000000000000e+00
    a_3_0_1_3  a_le_r_3_0_1_3   1.000000000000e+00
    a_3_0_1_3  a_le_z_3_0_1_3   1.000000000000e+00
    a_3_0_1_3  a_ge_3_0_1_3   1.000000000000e+00
    a_3_0_1_3  r_ge_a_3_1_3_0  -1.000000000000e+00
    a_3_0_1_3  r_le_3_1_3  -1.000000000000e+00
    a_3_0_1_4  a_le_r_3_0_1_4   1.000000000000e+00
    a_3_0_1_4  a_le_z_3_0_1_4   1.000000000000e+00
    a_3_0_1_4  a_ge_3_0_1_4   1.000000000000e+00
    a_3_0_1_4  r_ge_a_3_1_4_0  -1.000000000000e+00
    a_3_0_1_4  r_le_3_1_4  -1.000000000000e+00
    a_3_0_1_5  a_le_r_3_0_1_5   1.000000000000e+00
    a_3_0_1_5  a_le_z_3_0_1_5   1.000000000000e+00
    a_3_0_1_5  a_ge_3_0_1_5   1.000000000000e+00
    a_3_0_1_5  r_ge_a_3_1_5_0  -1.000000000000e+00
    a_3_0_1_5  r_le_3_1_5  -1.000000000000e+00
    a_3_0_2_1  a_le_r_3_0_2_1   1.000000000000e+00
    a_3_0_2_1  a_le_z_3_0_2_1   1.000000000000e+00
    a_3_0_2_1  a_ge_3_0_2_1   1.000000000000e+00
    a_3_0_2_1  r_ge_a_3_2_1_0  -1.000000000000e+00
    a_3_0_2_1  r_le_3_2_1  -1.000000000000e+00
    a_3_0_2_2  a_le_r_3_0_2_2   1.000000000000e+00
    a_3_0_2_2  a_le_z_3_0_2_2   1.000000000000e+00
    a_3_0_2_2  a_ge_3_0_2_2   1.000000000000e+00
    a_3_0_2_2  r_ge_a_3_2_2_0  -1.000000000000e+00
    a_3_0_2_2  r_le_3_2_2  -1.000000000000e+00
    a_3_0_2_3  a_le_r_3_0_2_3   1.000000000000e+00
    a_3_0_2_3  a_le_z_3_0_2_3   1.000000000000e+00
    a_3_0_2_3  a_ge_3_0_2_3   1.000000000000e+00
    a_3_0_2_3  r_ge_a_3_2_3_0  -1.000000000000e+00
    a_3_0_2_3  r_le_3_2_3  -1.000000000000e+00
    a_3_0_2_4  a_le_r_3_0_2_4   1.000000000000e+00
    a_3_0_2_4  a_le_z_3_0_2_4   1.000000000000e+00
    a_3_0_2_4  a_ge_3_0_2_4   1.000000000000e+00
    a_3_0_2_4  r_ge_a_3_2_4_0  -1.000000000000e+00
    a_3_0_2_4  r_le_3_2_4  -1.000000000000e+00
    a_3_0_2_5  a_le_r_3_0_2_5   1.000000000000e+00
    a_3_0_2_5  a_le_z_3_0_2_5   1.000000000000e+00
    a_3_0_2_5  a_ge_3_0_2_5   1.000000000000e+00
    a_3_0_2_5  r_ge_a_3_2_5_0  -1.000000000000e+00
    a_3_0_2_5  r_le_3_2_5  -1.000000000000e+00
    a_3_0_4_1  a_le_r_3_0_4_1   1.000000000000e+00
    a_3_0_4_1  a_le_z_3_0_4_1   1.000000000000e+00
    a_3_0_4_1  a_ge_3_0_4_1   1.000000000000e+00
    a_3_0_4_1  r_ge_a_3_4_1_0  -1.000000000000e+00
    a_3_0_4_1  r_le_3_4_1  -1.000000000000e+00
    a_3_0_4_2  a_le_r_3_0_4_2   1.000000000000e+00
    a_3_0_4_2  a_le_z_3_0_4_2   1.000000000000e+00
    a_3_0_4_2  a_ge_3_0_4_2   1.000000000000e+00
    a_3_0_4_2  r_ge_a_3_4_2_0  -1.000000000000e+00
    a_3_0_4_2  r_le_3_4_2  -1.000000000000e+00
    a_3_0_4_3  a_le_r_3_0_4_3   1.000000000000e+00
    a_3_0_4_3  a_le_z_3_0_4_3   1.000000000000e+00
    a_3_0_4_3  a_ge_3_0_4_3   1.000000000000e+00
    a_3_0_4_3  r_ge_a_3_4_3_0  -1.000000000000e+00
    a_3_0_4_3  r_le_3_4_3  -1.000000000000e+00
    a_3_0_4_4  a_le_r_3_0_4_4   1.000000000000e+00
    a_3_0_4_4  a_le_z_3_0_4_4   1.000000000000e+00
    a_3_0_4_4  a_ge_3_0_4_4   1.000000000000e+00
    a_3_0_4_4  r_ge_a_3_4_4_0  -1.000000000000e+00
    a_3_0_4_4  r_le_3_4_4  -1.000000000000e+00
    a_3_0_4_5  a_le_r_3_0_4_5   1.000000000000e+00
    a_3_0_4_5  a_le_z_3_0_4_5   1.000000000000e+00
    a_3_0_4_5  a_ge_3_0_4_5   1.000000000000e+00
    a_3_0_4_5  r_ge_a_3_4_5_0  -1.000000000000e+00
    a_3_0_4_5  r_le_3_4_5  -1.000000000000e+00
    a_3_0_5_1  a_le_r_3_0_5_1   1.000000000000e+00
    a_3_0_5_1  a_le_z_3_0_5_1   1.000000000000e+00
    a_3_0_5_1  a_ge_3_0_5_1   1.000000000000e+00
    a_3_0_5_1  r_ge_a_3_5_1_0  -1.000000000000e+00
    a_3_0_5_1  r_le_3_5_1  -1.000000000000e+00
    a_3_0_5_2  a_le_r_3_0_5_2   1.000000000000e+00
    a_3_0_5_2  a_le_z_3_0_5_2   1.000000000000e+00
    a_3_0_5_2  a_ge_3_0_5_2   1.000000000000e+00
    a_3_0_5_2  r_ge_a_3_5_2_0  -1.000000000000e+00
    a_3_0_5_2  r_le_3_5_2  -1.000000000000e+00
    a_3_0_5_3  a_le_r_3_0_5_3   1.000000000000e+00
    a_3_0_5_3  a_le_z_3_0_5_3   1.000000000000e+00
    a_3_0_5_3  a_ge_3_0_5_3   1.000000000000e+00
    a_3_0_5_3  r_ge_a_3_5_3_0  -1.000000000000e+00
    a_3_0_5_3  r_le_3_5_3  -1.000000000000e+00
    a_3_0_5_4  a_le_r_3_0_5_4   1.000000000000e+00
    a_3_0_5_4  a_le_z_3_0_5_4   1.000000000000e+00
    a_3_0_5_4  a_ge_3_0_5_4   1.000000000000e+00
    a_3_0_5_4  r_ge_a_3_5_4_0  -1.000000000000e+00
    a_3_0_5_4  r_le_3_5_4  -1.000000000000e+00
    a_3_0_5_5  a_le_r_3_0_5_5   1.000000000000e+00
    a_3_0_5_5  a_le_z_3_0_5_5   1.000000000000e+00
    a_3_0_5_5  a_ge_3_0_5_5   1.000000000000e+00
    a_3_0_5_5  r_ge_a_3_5_5_0  -1.000000000000e+00
    a_3_0_5_5  r_le_3_5_5  -1.000000000000e+00
    a_3_1_0_1  a_le_r_3_1_0_1   1.000000000000e+00
    a_3_1_0_1  a_le_z_3_1_0_1   1.000000000000e+00
    a_3_1_0_1  a_ge_3_1_0_1   1.000000000000e+00
    a_3_1_0_1  r_ge_a_3_0_1_0  -1.000000000000e+00
    a_3_1_0_1  r_le_3_0_1  -1.000000000000e+00
    a_3_1_0_2  a_le_r_3_1_0_2   1.000000000000e+00
    a_3_1_0_2  a_le_z_3_1_0_2   1.000000000000e+00
    a_3_1_0_2  a_ge_3_1_0_2   1.000000000000e+00
    a_3_1_0_2  r_ge_a_3_0_2_0  -1.000000000000e+00
    a_3_1_0_2  r_le_3_0_2  -1.000000000000e+00
    a_3_1_0_3  a_le_r_3_1_0_3   1.000000000000e+00
    a_3_1_0_3  a_le_z_3_1_0_3   1.000000000000e+00
    a_3_1_0_3  a_ge_3_1_0_3   1.000000000000e+00
    a_3_1_0_3  r_ge_a_3_0_3_0  -1.000000000000e+00
    a_3_1_0_3  r_le_3_0_3  -1.000000000000e+00
    a_3_1_0_4  a_le_r_3_1_0_4   1.000000000000e+00
    a_3_1_0_4  a_le_z_3_1_0_4   1.000000000000e+00
    a_3_1_0_4  a_ge_3_1_0_4   1.000000000000e+00
    a_3_1_0_4  r_ge_a_3_0_4_0  -1.000000000000e+00
    a_3_1_0_4  r_le_3_0_4  -1.000000000000e+00
    a_3_1_0_5  a_le_r_3_1_0_5   1.000000000000e+00
    a_3_1_0_5  a_le_z_3_1_0_5   1.000000000000e+00
    a_3_1_0_5  a_ge_3_1_0_5   1.000000000000e+00
    a_3_1_0_5  r_ge_a_3_0_5_0  -1.000000000000e+00
    a_3_1_0_5  r_le_3_0_5  -1.000000000000e+00
    a_3_1_2_1  a_le_r_3_1_2_1   1.000000000000e+00
    a_3_1_2_1  a_le_z_3_1_2_1   1.000000000000e+00
    a_3_1_2_1  a_ge_3_1_2_1   1.000000000000e+00
    a_3_1_2_1  r_ge_a_3_2_1_1  -1.000000000000e+00
    a_3_1_2_1  r_le_3_2_1  -1.000000000000e+00
    a_3_1_2_2  a_le_r_3_1_2_2   1.000000000000e+00
    a_3_1_2_2  a_le_z_3_1_2_2   1.000000000000e+00
    a_3_1_2_2  a_ge_3_1_2_2   1.000000000000e+00
    a_3_1_2_2  r_ge_a_3_2_2_1  -1.000000000000e+00
    a_3_1_2_2  r_le_3_2_2  -1.000000000000e+00
    a_3_1_2_3  a_le_r_3_1_2_3   1.000000000000e+00
    a_3_1_2_3  a_le_z_3_1_2_3   1.000000000000e+00
    a_3_1_2_3  a_ge_3_1_2_3   1.000000000000e+00
    a_3_1_2_3  r_ge_a_3_2_3_1  -1.000000000000e+00
    a_3_1_2_3  r_le_3_2_3  -1.000000000000e+00
    a_3_1_2_4  a_le_r_3_1_2_4   1.000000000000e+00
    a_3_1_2_4  a_le_z_3_1_2_4   1.000000000000e+00
    a_3_1_2_4  a_ge_3_1_2_4   1.000000000000e+00
    a_3_1_2_4  r_ge_a_3_2_4_1  -1.000000000000e+00
    a_3_1_2_4  r_le_3_2_4  -1.000000000000e+00
    a_3_1_2_5  a_le_r_3_1_2_5   1.000000000000e+00
    a_3_1_2_5  a_le_z_3_1_2_5   1.000000000000e+00
    a_3_1_2_5  a_ge_3_1_2_5   1.000000000000e+00
    a_3_1_2_5  r_ge_a_3_2_5_1  -1.000000000000e+00
    a_3_1_2_5  r_le_3_2_5  -1.000000000000e+00
    a_3_1_4_1  a_le_r_3_1_4_1   1.000000000000e+00
    a_3_1_4_1  a_le_z_3_1_4_1   1.000000000000e+00
    a_3_1_4_1  a_ge_3_1_4_1   1.000000000000e+00
    a_3_1_4_1  r_ge_a_3_4_1_1  -1.000000000000e+00
    a_3_1_4_1  r_le_3_4_1  -1.000000000000e+00
    a_3_1_4_2  a_le_r_3_1_4_2   1.000000000000e+00
    a_3_1_4_2  a_le_z_3_1_4_2   1.000000000000e+00
    a_3_1_4_2  a_ge_3_1_4_2   1.000000000000e+00
    a_3_1_4_2  r_ge_a_3_4_2_1  -1.000000000000e+00
    a_3_1_4_2  r_le_3_4_2  -1.000000000000e+00
    a_3_1_4_3  a_le_r_3_1_4_3   1.000000000000e+00
    a_3_1_4_3  a_le_z_3_1_4_3   1.000000000000e+00
    a_3_1_4_3  a_ge_3_1_4_3   1.000000000000e+00
    a_3_1_4_3  r_ge_a_3_4_3_1  -1.000000000000e+00
    a_3_1_4_3  r_le_3_4_3  -1.000000000000e+00
    a_3_1_4_4  a_le_r_3_1_4_4   1.000000000000e+00
    a_3_1_4_4  a_le_z_3_1_4_4   1.000000000000e+00
    a_3_1_4_4  a_ge_3_1_4_4   1.000000000000e+00
    a_3_1_4_4  r_ge_a_3_4_4_1  -1.000000000000e+00
    a_3_1_4_4  r_le_3_4_4  -1.000000000000e+00
    a_3_1_4_5  a_le_r_3_1_4_5   1.000000000000e+00
    a_3_1_4_5  a_le_z_3_1_4_5   1.000000000000e+00
    a_3_1_4_5  a_ge_3_1_4_5   1.000000000000e+00
    a_3_1_4_5  r_ge_a_3_4_5_1  -1.000000000000e+00
    a_3_1_4_5  r_le_3_4_5  -1.000000000000e+00
    a_3_1_5_1  a_le_r_3_1_5_1   1.000000000000e+00
    a_3_1_5_1  a_le_z_3_1_5_1   1.000000000000e+00
    a_3_1_5_1  a_ge_3_1_5_1   1.000000000000e+00
    a_3_1_5_1  r_ge_a_3_5_1_1  -1.000000000000e+00
    a_3_1_5_1  r_le_3_5_1  -1.000000000000e+00
    a_3_1_5_2  a_le_r_3_1_5_2   1.000000000000e+00
    a_3_1_5_2  a_le_z_3_1_5_2   1.000000000000e+00
    a_3_1_5_2  a_ge_3_1_5_2   1.000000000000e+00
    a_3_1_5_2  r_ge_a_3_5_2_1  -1.000000000000e+00
    a_3_1_5_2  r_le_3_5_2  -1.000000000000e+00
    a_3_1_5_3  a_le_r_3_1_5_3   1.000000000000e+00
    a_3_1_5_3  a_le_z_3_1_5_3   1.000000000000e+00
    a_3_1_5_3  a_ge_3_1_5_3   1.000000000000e+00
    a_3_1_5_3  r_ge_a_3_5_3_1  -1.000000000000e+00
    a_3_1_5_3  r_le_3_5_3  -1.000000000000e+00
    a_3_1_5_4  a_le_r_3_1_5_4   1.000000000000e+00
    a_3_1_5_4  a_le_z_3_1_5_4   1.000000000000e+00
    a_3_1_5_4  a_ge_3_1_5_4   1.000000000000e+00
    a_3_1_5_4  r_ge_a_3_5_4_1  -1.000000000000e+00
    a_3_1_5_4  r_le_3_5_4  -1.000000000000e+00
    a_3_1_5_5  a_le_r_3_1_5_5   1.000000000000e+00
    a_3_1_5_5  a_le_z_3_1_5_5   1.000000000000e+00
    a_3_1_5_5  a_ge_3_1_5_5   1.000000000000e+00
    a_3_1_5_5  r_ge_a_3_5_5_1  -1.000000000000e+00
    a_3_1_5_5  r_le_3_5_5  -1.000000000000e+00
    a_3_2_0_1  a_le_r_3_2_0_1   1.000000000000e+00
    a_3_2_0_1  a_le_z_3_2_0_1   1.000000000000e+00
    a_3_2_0_1  a_ge_3_2_0_1   1.000000000000e+00
    a_3_2_0_1  r_ge_a_3_0_1_1  -1.000000000000e+00
    a_3_2_0_1  r_le_3_0_1  -1.000000000000e+00
    a_3_2_0_2  a_le_r_3_2_0_2   1.000000000000e+00
    a_3_2_0_2  a_le_z_3_2_0_2   1.000000000000e+00
    a_3_2_0_2  a_ge_3_2_0_2   1.000000000000e+00
    a_3_2_0_2  r_ge_a_3_0_2_1  -1.000000000000e+00
    a_3_2_0_2  r_le_3_0_2  -1.000000000000e+00
    a_3_2_0_3  a_le_r_3_2_0_3   1.000000000000e+00
    a_3_2_0_3  a_le_z_3_2_0_3   1.000000000000e+00
    a_3_2_0_3  a_ge_3_2_0_3   1.000000000000e+00
    a_3_2_0_3  r_ge_a_3_0_3_1  -1.000000000000e+00
    a_3_2_0_3  r_le_3_0_3  -1.000000000000e+00
    a_3_2_0_4  a_le_r_3_2_0_4   1.000000000000e+00
    a_3_2_0_4  a_le_z_3_2_0_4   1.000000000000e+00
    a_3_2_0_4  a_ge_3_2_0_4   1.000000000000e+00
    a_3_2_0_4  r_ge_a_3_0_4_1  -1.000000000000e+00
    a_3_2_0_4  r_le_3_0_4  -1.000000000000e+00
    a_3_2_0_5  a_le_r_3_2_0_5   1.000000000000e+00
    a_3_2_0_5  a_le_z_3_2_0_5   1.000000000000e+00
    a_3_2_0_5  a_ge_3_2_0_5   1.000000000000e+00
    a_3_2_0_5  r_ge_a_3_0_5_1  -1.000000000000e+00
    a_3_2_0_5  r_le_3_0_5  -1.000000000000e+00
    a_3_2_1_1  a_le_r_3_2_1_1   1.000000000000e+00
    a_3_2_1_1  a_le_z_3_2_1_1   1.000000000000e+00
    a_3_2_1_1  a_ge_3_2_1_1   1.000000000000e+00
    a_3_2_1_1  r_ge_a_3_1_1_1  -1.000000000000e+00
    a_3_2_1_1  r_le_3_1_1  -1.000000000000e+00
    a_3_2_1_2  a_le_r_3_2_1_2   1.000000000000e+00
    a_3_2_1_2  a_le_z_3_2_1_2   1.000000000000e+00
    a_3_2_1_2  a_ge_3_2_1_2   1.000000000000e+00
    a_3_2_1_2  r_ge_a_3_1_2_1  -1.000000000000e+00
    a_3_2_1_2  r_le_3_1_2  -1.000000000000e+00
    a_3_2_1_3  a_le_r_3_2_1_3   1.000000000000e+00
    a_3_2_1_3  a_le_z_3_2_1_3   1.000000000000e+00
    a_3_2_1_3  a_ge_3_2_1_3   1.000000000000e+00
    a_3_2_1_3  r_ge_a_3_1_3_1  -1.000000000000e+00
    a_3_2_1_3  r_le_3_1_3  -1.000000000000e+00
    a_3_2_1_4  a_le_r_3_2_1_4   1.000000000000e+00
    a_3_2_1_4  a_le_z_3_2_1_4   1.000000000000e+00
    a_3_2_1_4  a_ge_3_2_1_4   1.000000000000e+00
    a_3_2_1_4  r_ge_a_3_1_4_1  -1.000000000000e+00
    a_3_2_1_4  r_le_3_1_4  -1.000000000000e+00
    a_3_2_1_5  a_le_r_3_2_1_5   1.000000000000e+00
    a_3_2_1_5  a_le_z_3_2_1_5   1.000000000000e+00
    a_3_2_1_5  a_ge_3_2_1_5   1.000000000000e+00
    a_3_2_1_5  r_ge_a_3_1_5_1  -1.000000000000e+00
    a_3_2_1_5  r_le_3_1_5  -1.000000000000e+00
    a_3_2_4_1  a_le_r_3_2_4_1   1.000000000000e+00
    a_3_2_4_1  a_le_z_3_2_4_1   1.000000000000e+00
    a_3_2_4_1  a_ge_3_2_4_1   1.000000000000e+00
    a_3_2_4_1  r_ge_a_3_4_1_2  -1.000000000000e+00
    a_3_2_4_1  r_le_3_4_1  -1.000000000000e+00
    a_3_2_4_2  a_le_r_3_2_4_2   1.000000000000e+00
    a_3_2_4_2  a_le_z_3_2_4_2   1.000000000000e+00
    a_3_2_4_2  a_ge_3_2_4_2   1.000000000000e+00
    a_3_2_4_2  r_ge_a_3_4_2_2  -1.000000000000e+00
    a_3_2_4_2  r_le_3_4_2  -1.000000000000e+00
    a_3_2_4_3  a_le_r_3_2_4_3   1.000000000000e+00
    a_3_2_4_3  a_le_z_3_2_4_3   1.000000000000e+00
    a_3_2_4_3  a_ge_3_2_4_3   1.000000000000e+00
    a_3_2_4_3  r_ge_a_3_4_3_2  -1.000000000000e+00
    a_3_2_4_3  r_le_3_4_3  -1.000000000000e+00
    a_3_2_4_4  a_le_r_3_2_4_4   1.000000000000e+00
    a_3_2_4_4  a_le_z_3_2_4_4   1.000000000000e+00
    a_3_2_4_4  a_ge_3_2_4_4   1.000000000000e+00
    a_3_2_4_4  r_ge_a_3_4_4_2  -1.000000000000e+00
    a_3_2_4_4  r_le_3_4_4  -1.000000000000e+00
    a_3_2_4_5  a_le_r_3_2_4_5   1.000000000000e+00
    a_3_2_4_5  a_le_z_3_2_4_5   1.000000000000e+00
    a_3_2_4_5  a_ge_3_2_4_5   1.000000000000e+00
    a_3_2_4_5  r_ge_a_3_4_5_2  -1.000000000000e+00
    a_3_2_4_5  r_le_3_4_5  -1.000000000000e+00
    a_3_2_5_1  a_le_r_3_2_5_1   1.000000000000e+00
    a_3_2_5_1  a_le_z_3_2_5_1   1.000000000000e+00
    a_3_2_5_1  a_ge_3_2_5_1   1.000000000000e+00
    a_3_2_5_1  r_ge_a_3_5_1_2  -1.000000000000e+00
    a_3_2_5_1  r_le_3_5_1  -1.000000000000e+00
    a_3_2_5_2  a_le_r_3_2_5_2   1.000000000000e+00
    a_3_2_5_2  a_le_z_3_2_5_2   1.000000000000e+00
    a_3_2_5_2  a_ge_3_2_5_2   1.000000000000e+00
    a_3_2_5_2  r_ge_a_3_5_2_2  -1.000000000000e+00
    a_3_2_5_2  r_le_3_5_2  -1.000000000000e+00
    a_3_2_5_3  a_le_r_3_2_5_3   1.000000000000e+00
    a_3_2_5_3  a_le_z_3_2_5_3   1.000000000000e+00
    a_3_2_5_3  a_ge_3_2_5_3   1.000000000000e+00
    a_3_2_5_3  r_ge_a_3_5_3_2  -1.000000000000e+00
    a_3_2_5_3  r_le_3_5_3  -1.000000000000e+00
    a_3_2_5_4  a_le_r_3_2_5_4   1.000000000000e+00
    a_3_2_5_4  a_le_z_3_2_5_4   1.000000000000e+00
    a_3_2_5_4  a_ge_3_2_5_4   1.000000000000e+00
    a_3_2_5_4  r_ge_a_3_5_4_2  -1.000000000000e+00
    a_3_2_5_4  r_le_3_5_4  -1.000000000000e+00
    a_3_2_5_5  a_le_r_3_2_5_5   1.000000000000e+00
    a_3_2_5_5  a_le_z_3_2_5_5   1.000000000000e+00
    a_3_2_5_5  a_ge_3_2_5_5   1.000000000000e+00
    a_3_2_5_5  r_ge_a_3_5_5_2  -1.000000000000e+00
    a_3_2_5_5  r_le_3_5_5  -1.000000000000e+00
    a_3_3_0_1  a_le_r_3_3_0_1   1.000000000000e+00
    a_3_3_0_1  a_le_z_3_3_0_1   1.000000000000e+00
    a_3_3_0_1  a_ge_3_3_0_1   1.000000000000e+00
    a_3_3_0_1  r_ge_a_3_0_1_2  -1.000000000000e+00
    a_3_3_0_1  r_le_3_0_1  -1.000000000000e+00
    a_3_3_0_2  a_le_r_3_3_0_2   1.000000000000e+00
    a_3_3_0_2  a_le_z_3_3_0_2   1.000000000000e+00
    a_3_3_0_2  a_ge_3_3_0_2   1.000000000000e+00
    a_3_3_0_2  r_ge_a_3_0_2_2  -1.000000000000e+00
    a_3_3_0_2  r_le_3_0_2  -1.000000000000e+00
    a_3_3_0_3  a_le_r_3_3_0_3   1.000000000000e+00
    a_3_3_0_3  a_le_z_3_3_0_3   1.000000000000e+00
    a_3_3_0_3  a_ge_3_3_0_3   1.000000000000e+00
    a_3_3_0_3  r_ge_a_3_0_3_2  -1.000000000000e+00
    a_3_3_0_3  r_le_3_0_3  -1.000000000000e+00
    a_3_3_0_4  a_le_r_3_3_0_4   1.000000000000e+00
    a_3_3_0_4  a_le_z_3_3_0_4   1.000000000000e+00
    a_3_3_0_4  a_ge_3_3_0_4   1.000000000000e+00
    a_3_3_0_4  r_ge_a_3_0_4_2  -1.000000000000e+00
    a_3_3_0_4  r_le_3_0_4  -1.000000000000e+00
    a_3_3_0_5  a_le_r_3_3_0_5   1.000000000000e+00
    a_3_3_0_5  a_le_z_3_3_0_5   1.000000000000e+00
    a_3_3_0_5  a_ge_3_3_0_5   1.000000000000e+00
    a_3_3_0_5  r_ge_a_3_0_5_2  -1.000000000000e+00
    a_3_3_0_5  r_le_3_0_5  -1.000000000000e+00
    a_3_3_1_1  a_le_r_3_3_1_1   1.000000000000e+00
    a_3_3_1_1  a_le_z_3_3_1_1   1.000000000000e+00
    a_3_3_1_1  a_ge_3_3_1_1   1.000000000000e+00
    a_3_3_1_1  r_ge_a_3_1_1_2  -1.000000000000e+00
    a_3_3_1_1  r_le_3_1_1  -1.000000000000e+00
    a_3_3_1_2  a_le_r_3_3_1_2   1.000000000000e+00
    a_3_3_1_2  a_le_z_3_3_1_2   1.000000000000e+00
    a_3_3_1_2  a_ge_3_3_1_2   1.000000000000e+00
    a_3_3_1_2  r_ge_a_3_1_2_2  -1.000000000000e+00
    a_3_3_1_2  r_le_3_1_2  -1.000000000000e+00
    a_3_3_1_3  a_le_r_3_3_1_3   1.000000000000e+00
    a_3_3_1_3  a_le_z_3_3_1_3   1.000000000000e+00
    a_3_3_1_3  a_ge_3_3_1_3   1.000000000000e+00
    a_3_3_1_3  r_ge_a_3_1_3_2  -1.000000000000e+00
    a_3_3_1_3  r_le_3_1_3  -1.000000000000e+00
    a_3_3_1_4  a_le_r_3_3_1_4   1.000000000000e+00
    a_3_3_1_4  a_le_z_3_3_1_4   1.000000000000e+00
    a_3_3_1_4  a_ge_3_3_1_4   1.000000000000e+00
    a_3_3_1_4  r_ge_a_3_1_4_2  -1.000000000000e+00
    a_3_3_1_4  r_le_3_1_4  -1.000000000000e+00
    a_3_3_1_5  a_le_r_3_3_1_5   1.000000000000e+00
    a_3_3_1_5  a_le_z_3_3_1_5   1.000000000000e+00
    a_3_3_1_5  a_ge_3_3_1_5   1.000000000000e+00
    a_3_3_1_5  r_ge_a_3_1_5_2  -1.000000000000e+00
    a_3_3_1_5  r_le_3_1_5  -1.000000000000e+00
    a_3_3_2_1  a_le_r_3_3_2_1   1.000000000000e+00
    a_3_3_2_1  a_le_z_3_3_2_1   1.000000000000e+00
    a_3_3_2_1  a_ge_3_3_2_1   1.000000000000e+00
    a_3_3_2_1  r_ge_a_3_2_1_2  -1.000000000000e+00
    a_3_3_2_1  r_le_3_2_1  -1.000000000000e+00
    a_3_3_2_2  a_le_r_3_3_2_2   1.000000000000e+00
    a_3_3_2_2  a_le_z_3_3_2_2   1.000000000000e+00
    a_3_3_2_2  a_ge_3_3_2_2   1.000000000000e+00
    a_3_3_2_2  r_ge_a_3_2_2_2  -1.000000000000e+00
    a_3_3_2_2  r_le_3_2_2  -1.000000000000e+00
    a_3_3_2_3  a_le_r_3_3_2_3   1.000000000000e+00
    a_3_3_2_3  a_le_z_3_3_2_3   1.000000000000e+00
    a_3_3_2_3  a_ge_3_3_2_3   1.000000000000e+00
    a_3_3_2_3  r_ge_a_3_2_3_2  -1.000000000000e+00
    a_3_3_2_3  r_le_3_2_3  -1.000000000000e+00
    a_3_3_2_4  a_le_r_3_3_2_4   1.000000000000e+00
    a_3_3_2_4  a_le_z_3_3_2_4   1.000000000000e+00
    a_3_3_2_4  a_ge_3_3_2_4   1.000000000000e+00
    a_3_3_2_4  r_ge_a_3_2_4_2  -1.000000000000e+00
    a_3_3_2_4  r_le_3_2_4  -1.000000000000e+00
    a_3_3_2_5  a_le_r_3_3_2_5   1.000000000000e+00
    a_3_3_2_5  a_le_z_3_3_2_5   1.000000000000e+00
    a_3_3_2_5  a_ge_3_3_2_5   1.000000000000e+00
    a_3_3_2_5  r_ge_a_3_2_5_2  -1.000000000000e+00
    a_3_3_2_5  r_le_3_2_5  -1.000000000000e+00
    a_3_3_4_1  a_le_r_3_3_4_1   1.000000000000e+00
    a_3_3_4_1  a_le_z_3_3_4_1   1.000000000000e+00
    a_3_3_4_1  a_ge_3_3_4_1   1.000000000000e+00
    a_3_3_4_1  r_ge_a_3_4_1_3  -1.000000000000e+00
    a_3_3_4_1  r_le_3_4_1  -1.000000000000e+00
    a_3_3_4_2  a_le_r_3_3_4_2   1.000000000000e+00
    a_3_3_4_2  a_le_z_3_3_4_2   1.000000000000e+00
    a_3_3_4_2  a_ge_3_3_4_2   1.000000000000e+00
    a_3_3_4_2  r_ge_a_3_4_2_3  -1.000000000000e+00
    a_3_3_4_2  r_le_3_4_2  -1.000000000000e+00
    a_3_3_4_3  a_le_r_3_3_4_3   1.000000000000e+00
    a_3_3_4_3  a_le_z_3_3_4_3   1.000000000000e+00
    a_3_3_4_3  a_ge_3_3_4_3   1.000000000000e+00
    a_3_3_4_3  r_ge_a_3_4_3_3  -1.000000000000e+00
    a_3_3_4_3  r_le_3_4_3  -1.000000000000e+00
    a_3_3_4_4  a_le_r_3_3_4_4   1.000000000000e+00
    a_3_3_4_4  a_le_z_3_3_4_4   1.000000000000e+00
    a_3_3_4_4  a_ge_3_3_4_4   1.000000000000e+00
    a_3_3_4_4  r_ge_a_3_4_4_3  -1.000000000000e+00
    a_3_3_4_4  r_le_3_4_4  -1.000000000000e+00
    a_3_3_4_5  a_le_r_3_3_4_5   1.000000000000e+00
    a_3_3_4_5  a_le_z_3_3_4_5   1.000000000000e+00
    a_3_3_4_5  a_ge_3_3_4_5   1.000000000000e+00
    a_3_3_4_5  r_ge_a_3_4_5_3  -1.000000000000e+00
    a_3_3_4_5  r_le_3_4_5  -1.000000000000e+00
    a_3_3_5_1  a_le_r_3_3_5_1   1.000000000000e+00
    a_3_3_5_1  a_le_z_3_3_5_1   1.000000000000e+00
    a_3_3_5_1  a_ge_3_3_5_1   1.000000000000e+00
    a_3_3_5_1  r_ge_a_3_5_1_3  -1.000000000000e+00
    a_3_3_5_1  r_le_3_5_1  -1.000000000000e+00
    a_3_3_5_2  a_le_r_3_3_5_2   1.000000000000e+00
    a_3_3_5_2  a_le_z_3_3_5_2   1.000000000000e+00
    a_3_3_5_2  a_ge_3_3_5_2   1.000000000000e+00
    a_3_3_5_2  r_ge_a_3_5_2_3  -1.000000000000e+00
    a_3_3_5_2  r_le_3_5_2  -1.000000000000e+00
    a_3_3_5_3  a_le_r_3_3_5_3   1.000000000000e+00
    a_3_3_5_3  a_le_z_3_3_5_3   1.000000000000e+00
    a_3_3_5_3  a_ge_3_3_5_3   1.000000000000e+00
    a_3_3_5_3  r_ge_a_3_5_3_3  -1.000000000000e+00
    a_3_3_5_3  r_le_3_5_3  -1.000000000000e+00
    a_3_3_5_4  a_le_r_3_3_5_4   1.000000000000e+00
    a_3_3_5_4  a_le_z_3_3_5_4   1.000000000000e+00
    a_3_3_5_4  a_ge_3_3_5_4   1.000000000000e+00
    a_3_3_5_4  r_ge_a_3_5_4_3  -1.000000000000e+00
    a_3_3_5_4  r_le_3_5_4  -1.000000000000e+00
    a_3_3_5_5  a_le_r_3_3_5_5   1.000000000000e+00
    a_3_3_5_5  a_le_z_3_3_5_5   1.000000000000e+00
    a_3_3_5_5  a_ge_3_3_5_5   1.000000000000e+00
    a_3_3_5_5  r_ge_a_3_5_5_3  -1.000000000000e+00
    a_3_3_5_5  r_le_3_5_5  -1.000000000000e+00
    a_3_4_0_1  a_le_r_3_4_0_1   1.000000000000e+00
    a_3_4_0_1  a_le_z_3_4_0_1   1.000000000000e+00
    a_3_4_0_1  a_ge_3_4_0_1   1.000000000000e+00
    a_3_4_0_1  r_ge_a_3_0_1_3  -1.000000000000e+00
    a_3_4_0_1  r_le_3_0_1  -1.000000000000e+00
    a_3_4_0_2  a_le_r_3_4_0_2   1.000000000000e+00
    a_3_4_0_2  a_le_z_3_4_0_2   1.000000000000e+00
    a_3_4_0_2  a_ge_3_4_0_2   1.000000000000e+00
    a_3_4_0_2  r_ge_a_3_0_2_3  -1.000000000000e+00
    a_3_4_0_2  r_le_3_0_2  -1.000000000000e+00
    a_3_4_0_3  a_le_r_3_4_0_3   1.000000000000e+00
    a_3_4_0_3  a_le_z_3_4_0_3   1.000000000000e+00
    a_3_4_0_3  a_ge_3_4_0_3   1.000000000000e+00
    a_3_4_0_3  r_ge_a_3_0_3_3  -1.000000000000e+00
    a_3_4_0_3  r_le_3_0_3  -1.000000000000e+00
    a_3_4_0_4  a_le_r_3_4_0_4   1.000000000000e+00
    a_3_4_0_4  a_le_z_3_4_0_4   1.000000000000e+00
    a_3_4_0_4  a_ge_3_4_0_4   1.000000000000e+00
    a_3_4_0_4  r_ge_a_3_0_4_3  -1.000000000000e+00
    a_3_4_0_4  r_le_3_0_4  -1.000000000000e+00
    a_3_4_0_5  a_le_r_3_4_0_5   1.000000000000e+00
    a_3_4_0_5  a_le_z_3_4_0_5   1.000000000000e+00
    a_3_4_0_5  a_ge_3_4_0_5   1.000000000000e+00
    a_3_4_0_5  r_ge_a_3_0_5_3  -1.000000000000e+00
    a_3_4_0_5  r_le_3_0_5  -1.000000000000e+00
    a_3_4_1_1  a_le_r_3_4_1_1   1.000000000000e+00
    a_3_4_1_1  a_le_z_3_4_1_1   1.000000000000e+00
    a_3_4_1_1  a_ge_3_4_1_1   1.000000000000e+00
    a_3_4_1_1  r_ge_a_3_1_1_3  -1.000000000000e+00
    a_3_4_1_1  r_le_3_1_1  -1.000000000000e+00
    a_3_4_1_2  a_le_r_3_4_1_2   1.000000000000e+00
    a_3_4_1_2  a_le_z_3_4_1_2   1.000000000000e+00
    a_3_4_1_2  a_ge_3_4_1_2   1.000000000000e+00
    a_3_4_1_2  r_ge_a_3_1_2_3  -1.000000000000e+00
    a_3_4_1_2  r_le_3_1_2  -1.000000000000e+00
    a_3_4_1_3  a_le_r_3_4_1_3   1.000000000000e+00
    a_3_4_1_3  a_le_z_3_4_1_3   1.000000000000e+00
    a_3_4_1_3  a_ge_3_4_1_3   1.000000000000e+00
    a_3_4_1_3  r_ge_a_3_1_3_3  -1.000000000000e+00
    a_3_4_1_3  r_le_3_1_3  -1.000000000000e+00
    a_3_4_1_4  a_le_r_3_4_1_4   1.000000000000e+00
    a_3_4_1_4  a_le_z_3_4_1_4   1.000000000000e+00
    a_3_4_1_4  a_ge_3_4_1_4   1.000000000000e+00
    a_3_4_1_4  r_ge_a_3_1_4_3  -1.000000000000e+00
    a_3_4_1_4  r_le_3_1_4  -1.000000000000e+00
    a_3_4_1_5  a_le_r_3_4_1_5   1.000000000000e+00
    a_3_4_1_5  a_le_z_3_4_1_5   1.000000000000e+00
    a_3_4_1_5  a_ge_3_4_1_5   1.000000000000e+00
    a_3_4_1_5  r_ge_a_3_1_5_3  -1.000000000000e+00
    a_3_4_1_5  r_le_3_1_5  -1.000000000000e+00
    a_3_4_2_1  a_le_r_3_4_2_1   1.000000000000e+00
    a_3_4_2_1  a_le_z_3_4_2_1   1.000000000000e+00
    a_3_4_2_1  a_ge_3_4_2_1   1.000000000000e+00
    a_3_4_2_1  r_ge_a_3_2_1_3  -1.000000000000e+00
    a_3_4_2_1  r_le_3_2_1  -1.000000000000e+00
    a_3_4_2_2  a_le_r_3_4_2_2   1.000000000000e+00
    a_3_4_2_2  a_le_z_3_4_2_2   1.000000000000e+00
    a_3_4_2_2  a_ge_3_4_2_2   1.000000000000e+00
    a_3_4_2_2  r_ge_a_3_2_2_3  -1.000000000000e+00
    a_3_4_2_2  r_le_3_2_2  -1.000000000000e+00
    a_3_4_2_3  a_le_r_3_4_2_3   1.000000000000e+00
    a_3_4_2_3  a_le_z_3_4_2_3   1.000000000000e+00
    a_3_4_2_3  a_ge_3_4_2_3   1.000000000000e+00
    a_3_4_2_3  r_ge_a_3_2_3_3  -1.000000000000e+00
    a_3_4_2_3  r_le_3_2_3  -1.000000000000e+00
    a_3_4_2_4  a_le_r_3_4_2_4   1.000000000000e+00
    a_3_4_2_4  a_le_z_3_4_2_4   1.000000000000e+00
    a_3_4_2_4  a_ge_3_4_2_4   1.000000000000e+00
    a_3_4_2_4  r_ge_a_3_2_4_3  -1.000000000000e+00
    a_3_4_2_4  r_le_3_2_4  -1.000000000000e+00
    a_3_4_2_5  a_le_r_3_4_2_5   1.000000000000e+00
    a_3_4_2_5  a_le_z_3_4_2_5   1.000000000000e+00
    a_3_4_2_5  a_ge_3_4_2_5   1.000000000000e+00
    a_3_4_2_5  r_ge_a_3_2_5_3  -1.000000000000e+00
    a_3_4_2_5  r_le_3_2_5  -1.000000000000e+00
    a_3_4_5_1  a_le_r_3_4_5_1   1.000000000000e+00
    a_3_4_5_1  a_le_z_3_4_5_1   1.000000000000e+00
    a_3_4_5_1  a_ge_3_4_5_1   1.000000000000e+00
    a_3_4_5_1  r_ge_a_3_5_1_4  -1.000000000000e+00
    a_3_4_5_1  r_le_3_5_1  -1.000000000000e+00
    a_3_4_5_2  a_le_r_3_4_5_2   1.000000000000e+00
    a_3_4_5_2  a_le_z_3_4_5_2   1.000000000000e+00
    a_3_4_5_2  a_ge_3_4_5_2   1.000000000000e+00
    a_3_4_5_2  r_ge_a_3_5_2_4  -1.000000000000e+00
    a_3_4_5_2  r_le_3_5_2  -1.000000000000e+00
    a_3_4_5_3  a_le_r_3_4_5_3   1.000000000000e+00
    a_3_4_5_3  a_le_z_3_4_5_3   1.000000000000e+00
    a_3_4_5_3  a_ge_3_4_5_3   1.000000000000e+00
    a_3_4_5_3  r_ge_a_3_5_3_4  -1.000000000000e+00
    a_3_4_5_3  r_le_3_5_3  -1.000000000000e+00
    a_3_4_5_4  a_le_r_3_4_5_4   1.000000000000e+00
    a_3_4_5_4  a_le_z_3_4_5_4   1.000000000000e+00
    a_3_4_5_4  a_ge_3_4_5_4   1.000000000000e+00
    a_3_4_5_4  r_ge_a_3_5_4_4  -1.000000000000e+00
    a_3_4_5_4  r_le_3_5_4  -1.000000000000e+00
    a_3_4_5_5  a_le_r_3_4_5_5   1.000000000000e+00
    a_3_4_5_5  a_le_z_3_4_5_5   1.000000000000e+00
    a_3_4_5_5  a_ge_3_4_5_5   1.000000000000e+00
    a_3_4_5_5  r_ge_a_3_5_5_4  -1.000000000000e+00
    a_3_4_5_5  r_le_3_5_5  -1.000000000000e+00
    a_3_5_0_1  a_le_r_3_5_0_1   1.000000000000e+00
    a_3_5_0_1  a_le_z_3_5_0_1   1.000000000000e+00
    a_3_5_0_1  a_ge_3_5_0_1   1.000000000000e+00
    a_3_5_0_1  r_ge_a_3_0_1_4  -1.000000000000e+00
    a_3_5_0_1  r_le_3_0_1  -1.000000000000e+00
    a_3_5_0_2  a_le_r_3_5_0_2   1.000000000000e+00
    a_3_5_0_2  a_le_z_3_5_0_2   1.000000000000e+00
    a_3_5_0_2  a_ge_3_5_0_2   1.000000000000e+00
    a_3_5_0_2  r_ge_a_3_0_2_4  -1.000000000000e+00
    a_3_5_0_2  r_le_3_0_2  -1.000000000000e+00
    a_3_5_0_3  a_le_r_3_5_0_3   1.000000000000e+00
    a_3_5_0_3  a_le_z_3_5_0_3   1.000000000000e+00
    a_3_5_0_3  a_ge_3_5_0_3   1.000000000000e+00
    a_3_5_0_3  r_ge_a_3_0_3_4  -1.000000000000e+00
    a_3_5_0_3  r_le_3_0_3  -1.000000000000e+00
    a_3_5_0_4  a_le_r_3_5_0_4   1.000000000000e+00
    a_3_5_0_4  a_le_z_3_5_0_4   1.000000000000e+00
    a_3_5_0_4  a_ge_3_5_0_4   1.000000000000e+00
    a_3_5_0_4  r_ge_a_3_0_4_4  -1.000000000000e+00
    a_3_5_0_4  r_le_3_0_4  -1.000000000000e+00
    a_3_5_0_5  a_le_r_3_5_0_5   1.000000000000e+00
    a_3_5_0_5  a_le_z_3_5_0_5   1.000000000000e+00
    a_3_5_0_5  a_ge_3_5_0_5   1.000000000000e+00
    a_3_5_0_5  r_ge_a_3_0_5_4  -1.000000000000e+00
    a_3_5_0_5  r_le_3_0_5  -1.000000000000e+00
    a_3_5_1_1  a_le_r_3_5_1_1   1.000000000000e+00
    a_3_5_1_1  a_le_z_3_5_1_1   1.000000000000e+00
    a_3_5_1_1  a_ge_3_5_1_1   1.000000000000e+00
    a_3_5_1_1  r_ge_a_3_1_1_4  -1.000000000000e+00
    a_3_5_1_1  r_le_3_1_1  -1.000000000000e+00
    a_3_5_1_2  a_le_r_3_5_1_2   1.000000000000e+00
    a_3_5_1_2  a_le_z_3_5_1_2   1.000000000000e+00
    a_3_5_1_2  a_ge_3_5_1_2   1.000000000000e+00
    a_3_5_1_2  r_ge_a_3_1_2_4  -1.000000000000e+00
    a_3_5_1_2  r_le_3_1_2  -1.000000000000e+00
    a_3_5_1_3  a_le_r_3_5_1_3   1.000000000000e+00
    a_3_5_1_3  a_le_z_3_5_1_3   1.000000000000e+00
    a_3_5_1_3  a_ge_3_5_1_3   1.000000000000e+00
    a_3_5_1_3  r_ge_a_3_1_3_4  -1.000000000000e+00
    a_3_5_1_3  r_le_3_1_3  -1.000000000000e+00
    a_3_5_1_4  a_le_r_3_5_1_4   1.000000000000e+00
    a_3_5_1_4  a_le_z_3_5_1_4   1.000000000000e+00
    a_3_5_1_4  a_ge_3_5_1_4   1.000000000000e+00
    a_3_5_1_4  r_ge_a_3_1_4_4  -1.000000000000e+00
    a_3_5_1_4  r_le_3_1_4  -1.000000000000e+00
    a_3_5_1_5  a_le_r_3_5_1_5   1.000000000000e+00
    a_3_5_1_5  a_le_z_3_5_1_5   1.000000000000e+00
    a_3_5_1_5  a_ge_3_5_1_5   1.000000000000e+00
    a_3_5_1_5  r_ge_a_3_1_5_4  -1.000000000000e+00
    a_3_5_1_5  r_le_3_1_5  -1.000000000000e+00
    a_3_5_2_1  a_le_r_3_5_2_1   1.000000000000e+00
    a_3_5_2_1  a_le_z_3_5_2_1   1.000000000000e+00
    a_3_5_2_1  a_ge_3_5_2_1   1.000000000000e+00
    a_3_5_2_1  r_ge_a_3_2_1_4  -1.000000000000e+00
    a_3_5_2_1  r_le_3_2_1  -1.000000000000e+00
    a_3_5_2_2  a_le_r_3_5_2_2   1.000000000000e+00
    a_3_5_2_2  a_le_z_3_5_2_2   1.000000000000e+00
    a_3_5_2_2  a_ge_3_5_2_2   1.000000000000e+00
    a_3_5_2_2  r_ge_a_3_2_2_4  -1.000000000000e+00
    a_3_5_2_2  r_le_3_2_2  -1.000000000000e+00
    a_3_5_2_3  a_le_r_3_5_2_3   1.000000000000e+00
    a_3_5_2_3  a_le_z_3_5_2_3   1.000000000000e+00
    a_3_5_2_3  a_ge_3_5_2_3   1.000000000000e+00
    a_3_5_2_3  r_ge_a_3_2_3_4  -1.000000000000e+00
    a_3_5_2_3  r_le_3_2_3  -1.000000000000e+00
    a_3_5_2_4  a_le_r_3_5_2_4   1.000000000000e+00
    a_3_5_2_4  a_le_z_3_5_2_4   1.000000000000e+00
    a_3_5_2_4  a_ge_3_5_2_4   1.000000000000e+00
    a_3_5_2_4  r_ge_a_3_2_4_4  -1.000000000000e+00
    a_3_5_2_4  r_le_3_2_4  -1.000000000000e+00
    a_3_5_2_5  a_le_r_3_5_2_5   1.000000000000e+00
    a_3_5_2_5  a_le_z_3_5_2_5   1.000000000000e+00
    a_3_5_2_5  a_ge_3_5_2_5   1.000000000000e+00
    a_3_5_2_5  r_ge_a_3_2_5_4  -1.000000000000e+00
    a_3_5_2_5  r_le_3_2_5  -1.000000000000e+00
    a_3_5_4_1  a_le_r_3_5_4_1   1.000000000000e+00
    a_3_5_4_1  a_le_z_3_5_4_1   1.000000000000e+00
    a_3_5_4_1  a_ge_3_5_4_1   1.000000000000e+00
    a_3_5_4_1  r_ge_a_3_4_1_4  -1.000000000000e+00
    a_3_5_4_1  r_le_3_4_1  -1.000000000000e+00
    a_3_5_4_2  a_le_r_3_5_4_2   1.000000000000e+00
    a_3_5_4_2  a_le_z_3_5_4_2   1.000000000000e+00
    a_3_5_4_2  a_ge_3_5_4_2   1.000000000000e+00
    a_3_5_4_2  r_ge_a_3_4_2_4  -1.000000000000e+00
    a_3_5_4_2  r_le_3_4_2  -1.000000000000e+00
    a_3_5_4_3  a_le_r_3_5_4_3   1.000000000000e+00
    a_3_5_4_3  a_le_z_3_5_4_3   1.000000000000e+00
    a_3_5_4_3  a_ge_3_5_4_3   1.000000000000e+00
    a_3_5_4_3  r_ge_a_3_4_3_4  -1.000000000000e+00
    a_3_5_4_3  r_le_3_4_3  -1.000000000000e+00
    a_3_5_4_4  a_le_r_3_5_4_4   1.000000000000e+00
    a_3_5_4_4  a_le_z_3_5_4_4   1.000000000000e+00
    a_3_5_4_4  a_ge_3_5_4_4   1.000000000000e+00
    a_3_5_4_4  r_ge_a_3_4_4_4  -1.000000000000e+00
    a_3_5_4_4  r_le_3_4_4  -1.000000000000e+00
    a_3_5_4_5  a_le_r_3_5_4_5   1.000000000000e+00
    a_3_5_4_5  a_le_z_3_5_4_5   1.000000000000e+00
    a_3_5_4_5  a_ge_3_5_4_5   1.000000000000e+00
    a_3_5_4_5  r_ge_a_3_4_5_4  -1.000000000000e+00
    a_3_5_4_5  r_le_3_4_5  -1.000000000000e+00
    a_4_0_1_1  a_le_r_4_0_1_1   1.000000000000e+00
    a_4_0_1_1  a_le_z_4_0_1_1   1.000000000000e+00
    a_4_0_1_1  a_ge_4_0_1_1   1.000000000000e+00
    a_4_0_1_1  r_ge_a_4_1_1_0  -1.000000000000e+00
    a_4_0_1_1  r_le_4_1_1  -1.000000000000e+00
    a_4_0_1_2  a_le_r_4_0_1_2   1.000000000000e+00
    a_4_0_1_2  a_le_z_4_0_1_2   1.000000000000e+00
    a_4_0_1_2  a_ge_4_0_1_2   1.000000000000e+00
    a_4_0_1_2  r_ge_a_4_1_2_0  -1.000000000000e+00
    a_4_0_1_2  r_le_4_1_2  -1.000000000000e+00
    a_4_0_1_3  a_le_r_4_0_1_3   1.000000000000e+00
    a_4_0_1_3  a_le_z_4_0_1_3   1.000000000000e+00
    a_4_0_1_3  a_ge_4_0_1_3   1.000000000000e+00
    a_4_0_1_3  r_ge_a_4_1_3_0  -1.000000000000e+00
    a_4_0_1_3  r_le_4_1_3  -1.000000000000e+00
    a_4_0_1_4  a_le_r_4_0_1_4   1.000000000000e+00
    a_4_0_1_4  a_le_z_4_0_1_4   1.000000000000e+00
    a_4_0_1_4  a_ge_4_0_1_4   1.000000000000e+00
    a_4_0_1_4  r_ge_a_4_1_4_0  -1.000000000000e+00
    a_4_0_1_4  r_le_4_1_4  -1.000000000000e+00
    a_4_0_1_5  a_le_r_4_0_1_5   1.000000000000e+00
    a_4_0_1_5  a_le_z_4_0_1_5   1.000000000000e+00
    a_4_0_1_5  a_ge_4_0_1_5   1.000000000000e+00
    a_4_0_1_5  r_ge_a_4_1_5_0  -1.000000000000e+00
    a_4_0_1_5  r_le_4_1_5  -1.000000000000e+00
    a_4_0_2_1  a_le_r_4_0_2_1   1.000000000000e+00
    a_4_0_2_1  a_le_z_4_0_2_1   1.000000000000e+00
    a_4_0_2_1  a_ge_4_0_2_1   1.000000000000e+00
    a_4_0_2_1  r_ge_a_4_2_1_0  -1.000000000000e+00
    a_4_0_2_1  r_le_4_2_1  -1.000000000000e+00
    a_4_0_2_2  a_le_r_4_0_2_2   1.000000000000e+00
    a_4_0_2_2  a_le_z_4_0_2_2   1.000000000000e+00
    a_4_0_2_2  a_ge_4_0_2_2   1.000000000000e+00
    a_4_0_2_2  r_ge_a_4_2_2_0  -1.000000000000e+00
    a_4_0_2_2  r_le_4_2_2  -1.000000000000e+00
    a_4_0_2_3  a_le_r_4_0_2_3   1.000000000000e+00
    a_4_0_2_3  a_le_z_4_0_2_3   1.000000000000e+00
    a_4_0_2_3  a_ge_4_0_2_3   1.000000000000e+00
    a_4_0_2_3  r_ge_a_4_2_3_0  -1.000000000000e+00
    a_4_0_2_3  r_le_4_2_3  -1.000000000000e+00
    a_4_0_2_4  a_le_r_4_0_2_4   1.000000000000e+00
    a_4_0_2_4  a_le_z_4_0_2_4   1.000000000000e+00
    a_4_0_2_4  a_ge_4_0_2_4   1.000000000000e+00
    a_4_0_2_4  r_ge_a_4_2_4_0  -1.000000000000e+00
    a_4_0_2_4  r_le_4_2_4  -1.000000000000e+00
    a_4_0_2_5  a_le_r_4_0_2_5   1.000000000000e+00
    a_4_0_2_5  a_le_z_4_0_2_5   1.000000000000e+00
    a_4_0_2_5  a_ge_4_0_2_5   1.000000000000e+00
    a_4_0_2_5  r_ge_a_4_2_5_0  -1.000000000000e+00
    a_4_0_2_5  r_le_4_2_5  -1.000000000000e+00
    a_4_0_3_1  a_le_r_4_0_3_1   1.000000000000e+00
    a_4_0_3_1  a_le_z_4_0_3_1   1.000000000000e+00
    a_4_0_3_1  a_ge_4_0_3_1   1.000000000000e+00
    a_4_0_3_1  r_ge_a_4_3_1_0  -1.000000000000e+00
    a_4_0_3_1  r_le_4_3_1  -1.000000000000e+00
    a_4_0_3_2  a_le_r_4_0_3_2   1.000000000000e+00
    a_4_0_3_2  a_le_z_4_0_3_2   1.000000000000e+00
    a_4_0_3_2  a_ge_4_0_3_2   1.000000000000e+00
    a_4_0_3_2  r_ge_a_4_3_2_0  -1.000000000000e+00
    a_4_0_3_2  r_le_4_3_2  -1.000000000000e+00
    a_4_0_3_3  a_le_r_4_0_3_3   1.000000000000e+00
    a_4_0_3_3  a_le_z_4_0_3_3   1.000000000000e+00
    a_4_0_3_3  a_ge_4_0_3_3   1.000000000000e+00
    a_4_0_3_3  r_ge_a_4_3_3_0  -1.000000000000e+00
    a_4_0_3_3  r_le_4_3_3  -1.000000000000e+00
    a_4_0_3_4  a_le_r_4_0_3_4   1.000000000000e+00
    a_4_0_3_4  a_le_z_4_0_3_4   1.000000000000e+00
    a_4_0_3_4  a_ge_4_0_3_4   1.000000000000e+00
    a_4_0_3_4  r_ge_a_4_3_4_0  -1.000000000000e+00
    a_4_0_3_4  r_le_4_3_4  -1.000000000000e+00
    a_4_0_3_5  a_le_r_4_0_3_5   1.000000000000e+00
    a_4_0_3_5  a_le_z_4_0_3_5   1.000000000000e+00
    a_4_0_3_5  a_ge_4_0_3_5   1.000000000000e+00
    a_4_0_3_5  r_ge_a_4_3_5_0  -1.000000000000e+00
    a_4_0_3_5  r_le_4_3_5  -1.000000000000e+00
    a_4_0_5_1  a_le_r_4_0_5_1   1.000000000000e+00
    a_4_0_5_1  a_le_z_4_0_5_1   1.000000000000e+00
    a_4_0_5_1  a_ge_4_0_5_1   1.000000000000e+00
    a_4_0_5_1  r_ge_a_4_5_1_0  -1.000000000000e+00
    a_4_0_5_1  r_le_4_5_1  -1.000000000000e+00
    a_4_0_5_2  a_le_r_4_0_5_2   1.000000000000e+00
    a_4_0_5_2  a_le_z_4_0_5_2   1.000000000000e+00
    a_4_0_5_2  a_ge_4_0_5_2   1.000000000000e+00
    a_4_0_5_2  r_ge_a_4_5_2_0  -1.000000000000e+00
    a_4_0_5_2  r_le_4_5_2  -1.000000000000e+00
    a_4_0_5_3  a_le_r_4_0_5_3   1.000000000000e+00
    a_4_0_5_3  a_le_z_4_0_5_3   1.000000000000e+00
    a_4_0_5_3  a_ge_4_0_5_3   1.000000000000e+00
    a_4_0_5_3  r_ge_a_4_5_3_0  -1.000000000000e+00
    a_4_0_5_3  r_le_4_5_3  -1.000000000000e+00
    a_4_0_5_4  a_le_r_4_0_5_4   1.000000000000e+00
    a_4_0_5_4  a_le_z_4_0_5_4   1.000000000000e+00
    a_4_0_5_4  a_ge_4_0_5_4   1.000000000000e+00
    a_4_0_5_4  r_ge_a_4_5_4_0  -1.000000000000e+00
    a_4_0_5_4  r_le_4_5_4  -1.000000000000e+00
    a_4_0_5_5  a_le_r_4_0_5_5   1.000000000000e+00
    a_4_0_5_5  a_le_z_4_0_5_5   1.000000000000e+00
    a_4_0_5_5  a_ge_4_0_5_5   1.000000000000e+00
    a_4_0_5_5  r_ge_a_4_5_5_0  -1.000000000000e+00
    a_4_0_5_5  r_le_4_5_5  -1.000000000000e+00
    a_4_1_0_1  a_le_r_4_1_0_1   1.000000000000e+00
    a_4_1_0_1  a_le_z_4_1_0_1   1.000000000000e+00
    a_4_1_0_1  a_ge_4_1_0_1   1.000000000000e+00
    a_4_1_0_1  r_ge_a_4_0_1_0  -1.000000000000e+00
    a_4_1_0_1  r_le_4_0_1  -1.000000000000e+00
    a_4_1_0_2  a_le_r_4_1_0_2   1.000000000000e+00
    a_4_1_0_2  a_le_z_4_1_0_2   1.000000000000e+00
    a_4_1_0_2  a_ge_4_1_0_2   1.000000000000e+00
    a_4_1_0_2  r_ge_a_4_0_2_0  -1.000000000000e+00
    a_4_1_0_2  r_le_4_0_2  -1.000000000000e+00
    a_4_1_0_3  a_le_r_4_1_0_3   1.000000000000e+00
    a_4_1_0_3  a_le_z_4_1_0_3   1.000000000000e+00
    a_4_1_0_3  a_ge_4_1_0_3   1.000000000000e+00
    a_4_1_0_3  r_ge_a_4_0_3_0  -1.000000000000e+00
    a_4_1_0_3  r_le_4_0_3  -1.000000000000e+00
    a_4_1_0_4  a_le_r_4_1_0_4   1.000000000000e+00
    a_4_1_0_4  a_le_z_4_1_0_4   1.000000000000e+00
    a_4_1_0_4  a_ge_4_1_0_4   1.000000000000e+00
    a_4_1_0_4  r_ge_a_4_0_4_0  -1.000000000000e+00
    a_4_1_0_4  r_le_4_0_4  -1.000000000000e+00
    a_4_1_0_5  a_le_r_4_1_0_5   1.000000000000e+00
    a_4_1_0_5  a_le_z_4_1_0_5   1.000000000000e+00
    a_4_1_0_5  a_ge_4_1_0_5   1.000000000000e+00
    a_4_1_0_5  r_ge_a_4_0_5_0  -1.000000000000e+00
    a_4_1_0_5  r_le_4_0_5  -1.000000000000e+00
    a_4_1_2_1  a_le_r_4_1_2_1   1.000000000000e+00
    a_4_1_2_1  a_le_z_4_1_2_1   1.000000000000e+00
    a_4_1_2_1  a_ge_4_1_2_1   1.000000000000e+00
    a_4_1_2_1  r_ge_a_4_2_1_1  -1.000000000000e+00
    a_4_1_2_1  r_le_4_2_1  -1.000000000000e+00
    a_4_1_2_2  a_le_r_4_1_2_2   1.000000000000e+00
    a_4_1_2_2  a_le_z_4_1_2_2   1.000000000000e+00
    a_4_1_2_2  a_ge_4_1_2_2   1.000000000000e+00
    a_4_1_2_2  r_ge_a_4_2_2_1  -1.000000000000e+00
    a_4_1_2_2  r_le_4_2_2  -1.000000000000e+00
    a_4_1_2_3  a_le_r_4_1_2_3   1.000000000000e+00
    a_4_1_2_3  a_le_z_4_1_2_3   1.000000000000e+00
    a_4_1_2_3  a_ge_4_1_2_3   1.000000000000e+00
    a_4_1_2_3  r_ge_a_4_2_3_1  -1.000000000000e+00
    a_4_1_2_3  r_le_4_2_3  -1.000000000000e+00
    a_4_1_2_4  a_le_r_4_1_2_4   1.000000000000e+00
    a_4_1_2_4  a_le_z_4_1_2_4   1.000000000000e+00
    a_4_1_2_4  a_ge_4_1_2_4   1.000000000000e+00
    a_4_1_2_4  r_ge_a_4_2_4_1  -1.000000000000e+00
    a_4_1_2_4  r_le_4_2_4  -1.000000000000e+00
    a_4_1_2_5  a_le_r_4_1_2_5   1.000000000000e+00
    a_4_1_2_5  a_le_z_4_1_2_5   1.000000000000e+00
    a_4_1_2_5  a_ge_4_1_2_5   1.000000000000e+00
    a_4_1_2_5  r_ge_a_4_2_5_1  -1.000000000000e+00
    a_4_1_2_5  r_le_4_2_5  -1.000000000000e+00
    a_4_1_3_1  a_le_r_4_1_3_1   1.000000000000e+00
    a_4_1_3_1  a_le_z_4_1_3_1   1.000000000000e+00
    a_4_1_3_1  a_ge_4_1_3_1   1.000000000000e+00
    a_4_1_3_1  r_ge_a_4_3_1_1  -1.000000000000e+00
    a_4_1_3_1  r_le_4_3_1  -1.000000000000e+00
    a_4_1_3_2  a_le_r_4_1_3_2   1.000000000000e+00
    a_4_1_3_2  a_le_z_4_1_3_2   1.000000000000e+00
    a_4_1_3_2  a_ge_4_1_3_2   1.000000000000e+00
    a_4_1_3_2  r_ge_a_4_3_2_1  -1.000000000000e+00
    a_4_1_3_2  r_le_4_3_2  -1.000000000000e+00
    a_4_1_3_3  a_le_r_4_1_3_3   1.000000000000e+00
    a_4_1_3_3  a_le_z_4_1_3_3   1.000000000000e+00
    a_4_1_3_3  a_ge_4_1_3_3   1.000000000000e+00
    a_4_1_3_3  r_ge_a_4_3_3_1  -1.000000000000e+00
    a_4_1_3_3  r_le_4_3_3  -1.000000000000e+00
    a_4_1_3_4  a_le_r_4_1_3_4   1.000000000000e+00
    a_4_1_3_4  a_le_z_4_1_3_4   1.000000000000e+00
    a_4_1_3_4  a_ge_4_1_3_4   1.000000000000e+00
    a_4_1_3_4  r_ge_a_4_3_4_1  -1.000000000000e+00
    a_4_1_3_4  r_le_4_3_4  -1.000000000000e+00
    a_4_1_3_5  a_le_r_4_1_3_5   1.000000000000e+00
    a_4_1_3_5  a_le_z_4_1_3_5   1.000000000000e+00
    a_4_1_3_5  a_ge_4_1_3_5   1.000000000000e+00
    a_4_1_3_5  r_ge_a_4_3_5_1  -1.000000000000e+00
    a_4_1_3_5  r_le_4_3_5  -1.000000000000e+00
    a_4_1_5_1  a_le_r_4_1_5_1   1.000000000000e+00
    a_4_1_5_1  a_le_z_4_1_5_1   1.000000000000e+00
    a_4_1_5_1  a_ge_4_1_5_1   1.000000000000e+00
    a_4_1_5_1  r_ge_a_4_5_1_1  -1.000000000000e+00
    a_4_1_5_1  r_le_4_5_1  -1.000000000000e+00
    a_4_1_5_2  a_le_r_4_1_5_2   1.000000000000e+00
    a_4_1_5_2  a_le_z_4_1_5_2   1.000000000000e+00
    a_4_1_5_2  a_ge_4_1_5_2   1.000000000000e+00
    a_4_1_5_2  r_ge_a_4_5_2_1  -1.000000000000e+00
    a_4_1_5_2  r_le_4_5_2  -1.000000000000e+00
    a_4_1_5_3  a_le_r_4_1_5_3   1.000000000000e+00
    a_4_1_5_3  a_le_z_4_1_5_3   1.000000000000e+00
    a_4_1_5_3  a_ge_4_1_5_3   1.000000000000e+00
    a_4_1_5_3  r_ge_a_4_5_3_1  -1.000000000000e+00
    a_4_1_5_3  r_le_4_5_3  -1.000000000000e+00
    a_4_1_5_4  a_le_r_4_1_5_4   1.000000000000e+00
    a_4_1_5_4  a_le_z_4_1_5_4   1.000000000000e+00
    a_4_1_5_4  a_ge_4_1_5_4   1.000000000000e+00
    a_4_1_5_4  r_ge_a_4_5_4_1  -1.000000000000e+00
    a_4_1_5_4  r_le_4_5_4  -1.000000000000e+00
    a_4_1_5_5  a_le_r_4_1_5_5   1.000000000000e+00
    a_4_1_5_5  a_le_z_4_1_5_5   1.000000000000e+00
    a_4_1_5_5  a_ge_4_1_5_5   1.000000000000e+00
    a_4_1_5_5  r_ge_a_4_5_5_1  -1.000000000000e+00
    a_4_1_5_5  r_le_4_5_5  -1.000000000000e+00
    a_4_2_0_1  a_le_r_4_2_0_1   1.000000000000e+00
    a_4_2_0_1  a_le_z_4_2_0_1   1.000000000000e+00
    a_4_2_0_1  a_ge_4_2_0_1   1.000000000000e+00
    a_4_2_0_1  r_ge_a_4_0_1_1  -1.000000000000e+00
    a_4_2_0_1  r_le_4_0_1  -1.000000000000e+00
    a_4_2_0_2  a_le_r_4_2_0_2   1.000000000000e+00
    a_4_2_0_2  a_le_z_4_2_0_2   1.000000000000e+00
    a_4_2_0_2  a_ge_4_2_0_2   1.000000000000e+00
    a_4_2_0_2  r_ge_a_4_0_2_1  -1.000000000000e+00
    a_4_2_0_2  r_le_4_0_2  -1.000000000000e+00
    a_4_2_0_3  a_le_r_4_2_0_3   1.000000000000e+00
    a_4_2_0_3  a_le_z_4_2_0_3   1.000000000000e+00
    a_4_2_0_3  a_ge_4_2_0_3   1.000000000000e+00
    a_4_2_0_3  r_ge_a_4_0_3_1  -1.000000000000e+00
    a_4_2_0_3  r_le_4_0_3  -1.000000000000e+00
    a_4_2_0_4  a_le_r_4_2_0_4   1.000000000000e+00
    a_4_2_0_4  a_le_z_4_2_0_4   1.000000000000e+00
    a_4_2_0_4  a_ge_4_2_0_4   1.000000000000e+00
    a_4_2_0_4  r_ge_a_4_0_4_1  -1.000000000000e+00
    a_4_2_0_4  r_le_4_0_4  -1.000000000000e+00
    a_4_2_0_5  a_le_r_4_2_0_5   1.000000000000e+00
    a_4_2_0_5  a_le_z_4_2_0_5   1.000000000000e+00
    a_4_2_0_5  a_ge_4_2_0_5   1.000000000000e+00
    a_4_2_0_5  r_ge_a_4_0_5_1  -1.000000000000e+00
    a_4_2_0_5  r_le_4_0_5  -1.000000000000e+00
    a_4_2_1_1  a_le_r_4_2_1_1   1.000000000000e+00
    a_4_2_1_1  a_le_z_4_2_1_1   1.000000000000e+00
    a_4_2_1_1  a_ge_4_2_1_1   1.000000000000e+00
    a_4_2_1_1  r_ge_a_4_1_1_1  -1.000000000000e+00
    a_4_2_1_1  r_le_4_1_1  -1.000000000000e+00
    a_4_2_1_2  a_le_r_4_2_1_2   1.000000000000e+00
    a_4_2_1_2  a_le_z_4_2_1_2   1.000000000000e+00
    a_4_2_1_2  a_ge_4_2_1_2   1.000000000000e+00
    a_4_2_1_2  r_ge_a_4_1_2_1  -1.000000000000e+00
    a_4_2_1_2  r_le_4_1_2  -1.000000000000e+00
    a_4_2_1_3  a_le_r_4_2_1_3   1.000000000000e+00
    a_4_2_1_3  a_le_z_4_2_1_3   1.000000000000e+00
    a_4_2_1_3  a_ge_4_2_1_3   1.000000000000e+00
    a_4_2_1_3  r_ge_a_4_1_3_1  -1.000000000000e+00
    a_4_2_1_3  r_le_4_1_3  -1.000000000000e+00
    a_4_2_1_4  a_le_r_4_2_1_4   1.000000000000e+00
    a_4_2_1_4  a_le_z_4_2_1_4   1.000000000000e+00
    a_4_2_1_4  a_ge_4_2_1_4   1.000000000000e+00
    a_4_2_1_4  r_ge_a_4_1_4_1  -1.000000000000e+00
    a_4_2_1_4  r_le_4_1_4  -1.000000000000e+00
    a_4_2_1_5  a_le_r_4_2_1_5   1.000000000000e+00
    a_4_2_1_5  a_le_z_4_2_1_5   1.000000000000e+00
    a_4_2_1_5  a_ge_4_2_1_5   1.000000000000e+00
    a_4_2_1_5  r_ge_a_4_1_5_1  -1.000000000000e+00
    a_4_2_1_5  r_le_4_1_5  -1.000000000000e+00
    a_4_2_3_1  a_le_r_4_2_3_1   1.000000000000e+00
    a_4_2_3_1  a_le_z_4_2_3_1   1.000000000000e+00
    a_4_2_3_1  a_ge_4_2_3_1   1.000000000000e+00
    a_4_2_3_1  r_ge_a_4_3_1_2  -1.000000000000e+00
    a_4_2_3_1  r_le_4_3_1  -1.000000000000e+00
    a_4_2_3_2  a_le_r_4_2_3_2   1.000000000000e+00
    a_4_2_3_2  a_le_z_4_2_3_2   1.000000000000e+00
    a_4_2_3_2  a_ge_4_2_3_2   1.000000000000e+00
    a_4_2_3_2  r_ge_a_4_3_2_2  -1.000000000000e+00
    a_4_2_3_2  r_le_4_3_2  -1.000000000000e+00
    a_4_2_3_3  a_le_r_4_2_3_3   1.000000000000e+00
    a_4_2_3_3  a_le_z_4_2_3_3   1.000000000000e+00
    a_4_2_3_3  a_ge_4_2_3_3   1.000000000000e+00
    a_4_2_3_3  r_ge_a_4_3_3_2  -1.000000000000e+00
    a_4_2_3_3  r_le_4_3_3  -1.000000000000e+00
    a_4_2_3_4  a_le_r_4_2_3_4   1.000000000000e+00
    a_4_2_3_4  a_le_z_4_2_3_4   1.000000000000e+00
    a_4_2_3_4  a_ge_4_2_3_4   1.000000000000e+00
    a_4_2_3_4  r_ge_a_4_3_4_2  -1.000000000000e+00
    a_4_2_3_4  r_le_4_3_4  -1.000000000000e+00
    a_4_2_3_5  a_le_r_4_2_3_5   1.000000000000e+00
    a_4_2_3_5  a_le_z_4_2_3_5   1.000000000000e+00
    a_4_2_3_5  a_ge_4_2_3_5   1.000000000000e+00
    a_4_2_3_5  r_ge_a_4_3_5_2  -1.000000000000e+00
    a_4_2_3_5  r_le_4_3_5  -1.000000000000e+00
    a_4_2_5_1  a_le_r_4_2_5_1   1.000000000000e+00
    a_4_2_5_1  a_le_z_4_2_5_1   1.000000000000e+00
    a_4_2_5_1  a_ge_4_2_5_1   1.000000000000e+00
    a_4_2_5_1  r_ge_a_4_5_1_2  -1.000000000000e+00
    a_4_2_5_1  r_le_4_5_1  -1.000000000000e+00
    a_4_2_5_2  a_le_r_4_2_5_2   1.000000000000e+00
    a_4_2_5_2  a_le_z_4_2_5_2   1.000000000000e+00
    a_4_2_5_2  a_ge_4_2_5_2   1.000000000000e+00
    a_4_2_5_2  r_ge_a_4_5_2_2  -1.000000000000e+00
    a_4_2_5_2  r_le_4_5_2  -1.000000000000e+00
    a_4_2_5_3  a_le_r_4_2_5_3   1.000000000000e+00
    a_4_2_5_3  a_le_z_4_2_5_3   1.000000000000e+00
    a_4_2_5_3  a_ge_4_2_5_3   1.000000000000e+00
    a_4_2_5_3  r_ge_a_4_5_3_2  -1.000000000000e+00
    a_4_2_5_3  r_le_4_5_3  -1.000000000000e+00
    a_4_2_5_4  a_le_r_4_2_5_4   1.000000000000e+00
    a_4_2_5_4  a_le_z_4_2_5_4   1.000000000000e+00
    a_4_2_5_4  a_ge_4_2_5_4   1.000000000000e+00
    a_4_2_5_4  r_ge_a_4_5_4_2  -1.000000000000e+00
    a_4_2_5_4  r_le_4_5_4  -1.000000000000e+00
    a_4_2_5_5  a_le_r_4_2_5_5   1.000000000000e+00
    a_4_2_5_5  a_le_z_4_2_5_5   1.000000000000e+00
    a_4_2_5_5  a_ge_4_2_5_5   1.000000000000e+00
    a_4_2_5_5  r_ge_a_4_5_5_2  -1.000000000000e+00
    a_4_2_5_5  r_le_4_5_5  -1.000000000000e+00
    a_4_3_0_1  a_le_r_4_3_0_1   1.000000000000e+00
    a_4_3_0_1  a_le_z_4_3_0_1   1.000000000000e+00
    a_4_3_0_1  a_ge_4_3_0_1   1.000000000000e+00
    a_4_3_0_1  r_ge_a_4_0_1_2  -1.000000000000e+00
    a_4_3_0_1  r_le_4_0_1  -1.000000000000e+00
    a_4_3_0_2  a_le_r_4_3_0_2   1.000000000000e+00
    a_4_3_0_2  a_le_z_4_3_0_2   1.000000000000e+00
    a_4_3_0_2  a_ge_4_3_0_2   1.000000000000e+00
    a_4_3_0_2  r_ge_a_4_0_2_2  -1.000000000000e+00
    a_4_3_0_2  r_le_4_0_2  -1.000000000000e+00
    a_4_3_0_3  a_le_r_4_3_0_3   1.000000000000e+00
    a_4_3_0_3  a_le_z_4_3_0_3   1.000000000000e+00
    a_4_3_0_3  a_ge_4_3_0_3   1.000000000000e+00
    a_4_3_0_3  r_ge_a_4_0_3_2  -1.000000000000e+00
    a_4_3_0_3  r_le_4_0_3  -1.000000000000e+00
    a_4_3_0_4  a_le_r_4_3_0_4   1.000000000000e+00
    a_4_3_0_4  a_le_z_4_3_0_4   1.000000000000e+00
    a_4_3_0_4  a_ge_4_3_0_4   1.000000000000e+00
    a_4_3_0_4  r_ge_a_4_0_4_2  -1.000000000000e+00
    a_4_3_0_4  r_le_4_0_4  -1.000000000000e+00
    a_4_3_0_5  a_le_r_4_3_0_5   1.000000000000e+00
    a_4_3_0_5  a_le_z_4_3_0_5   1.000000000000e+00
    a_4_3_0_5  a_ge_4_3_0_5   1.000000000000e+00
    a_4_3_0_5  r_ge_a_4_0_5_2  -1.000000000000e+00
    a_4_3_0_5  r_le_4_0_5  -1.000000000000e+00
    a_4_3_1_1  a_le_r_4_3_1_1   1.000000000000e+00
    a_4_3_1_1  a_le_z_4_3_1_1   1.000000000000e+00
    a_4_3_1_1  a_ge_4_3_1_1   1.000000000000e+00
    a_4_3_1_1  r_ge_a_4_1_1_2  -1.000000000000e+00
    a_4_3_1_1  r_le_4_1_1  -1.000000000000e+00
    a_4_3_1_2  a_le_r_4_3_1_2   1.000000000000e+00
    a_4_3_1_2  a_le_z_4_3_1_2   1.000000000000e+00
    a_4_3_1_2  a_ge_4_3_1_2   1.000000000000e+00
    a_4_3_1_2  r_ge_a_4_1_2_2  -1.000000000000e+00
    a_4_3_1_2  r_le_4_1_2  -1.000000000000e+00
    a_4_3_1_3  a_le_r_4_3_1_3   1.000000000000e+00
    a_4_3_1_3  a_le_z_4_3_1_3   1.000000000000e+00
    a_4_3_1_3  a_ge_4_3_1_3   1.000000000000e+00
    a_4_3_1_3  r_ge_a_4_1_3_2  -1.000000000000e+00
    a_4_3_1_3  r_le_4_1_3  -1.000000000000e+00
    a_4_3_1_4  a_le_r_4_3_1_4   1.000000000000e+00
    a_4_3_1_4  a_le_z_4_3_1_4   1.000000000000e+00
    a_4_3_1_4  a_ge_4_3_1_4   1.000000000000e+00
    a_4_3_1_4  r_ge_a_4_1_4_2  -1.000000000000e+00
    a_4_3_1_4  r_le_4_1_4  -1.000000000000e+00
    a_4_3_1_5  a_le_r_4_3_1_5   1.000000000000e+00
    a_4_3_1_5  a_le_z_4_3_1_5   1.000000000000e+00
    a_4_3_1_5  a_ge_4_3_1_5   1.000000000000e+00
    a_4_3_1_5  r_ge_a_4_1_5_2  -1.000000000000e+00
    a_4_3_1_5  r_le_4_1_5  -1.000000000000e+00
    a_4_3_2_1  a_le_r_4_3_2_1   1.000000000000e+00
    a_4_3_2_1  a_le_z_4_3_2_1   1.000000000000e+00
    a_4_3_2_1  a_ge_4_3_2_1   1.000000000000e+00
    a_4_3_2_1  r_ge_a_4_2_1_2  -1.000000000000e+00
    a_4_3_2_1  r_le_4_2_1  -1.000000000000e+00
    a_4_3_2_2  a_le_r_4_3_2_2   1.000000000000e+00
    a_4_3_2_2  a_le_z_4_3_2_2   1.000000000000e+00
    a_4_3_2_2  a_ge_4_3_2_2   1.000000000000e+00
    a_4_3_2_2  r_ge_a_4_2_2_2  -1.000000000000e+00
    a_4_3_2_2  r_le_4_2_2  -1.000000000000e+00
    a_4_3_2_3  a_le_r_4_3_2_3   1.000000000000e+00
    a_4_3_2_3  a_le_z_4_3_2_3   1.000000000000e+00
    a_4_3_2_3  a_ge_4_3_2_3   1.000000000000e+00
    a_4_3_2_3  r_ge_a_4_2_3_2  -1.000000000000e+00
    a_4_3_2_3  r_le_4_2_3  -1.000000000000e+00
    a_4_3_2_4  a_le_r_4_3_2_4   1.000000000000e+00
    a_4_3_2_4  a_le_z_4_3_2_4   1.000000000000e+00
    a_4_3_2_4  a_ge_4_3_2_4   1.000000000000e+00
    a_4_3_2_4  r_ge_a_4_2_4_2  -1.000000000000e+00
    a_4_3_2_4  r_le_4_2_4  -1.000000000000e+00
    a_4_3_2_5  a_le_r_4_3_2_5   1.000000000000e+00
    a_4_3_2_5  a_le_z_4_3_2_5   1.000000000000e+00
    a_4_3_2_5  a_ge_4_3_2_5   1.000000000000e+00
    a_4_3_2_5  r_ge_a_4_2_5_2  -1.000000000000e+00
    a_4_3_2_5  r_le_4_2_5  -1.000000000000e+00
    a_4_3_5_1  a_le_r_4_3_5_1   1.000000000000e+00
    a_4_3_5_1  a_le_z_4_3_5_1   1.000000000000e+00
    a_4_3_5_1  a_ge_4_3_5_1   1.000000000000e+00
    a_4_3_5_1  r_ge_a_4_5_1_3  -1.000000000000e+00
    a_4_3_5_1  r_le_4_5_1  -1.000000000000e+00
    a_4_3_5_2  a_le_r_4_3_5_2   1.000000000000e+00
    a_4_3_5_2  a_le_z_4_3_5_2   1.000000000000e+00
    a_4_3_5_2  a_ge_4_3_5_2   1.000000000000e+00
    a_4_3_5_2  r_ge_a_4_5_2_3  -1.000000000000e+00
    a_4_3_5_2  r_le_4_5_2  -1.000000000000e+00
    a_4_3_5_3  a_le_r_4_3_5_3   1.000000000000e+00
    a_4_3_5_3  a_le_z_4_3_5_3   1.000000000000e+00
    a_4_3_5_3  a_ge_4_3_5_3   1.000000000000e+00
    a_4_3_5_3  r_ge_a_4_5_3_3  -1.000000000000e+00
    a_4_3_5_3  r_le_4_5_3  -1.000000000000e+00
    a_4_3_5_4  a_le_r_4_3_5_4   1.000000000000e+00
    a_4_3_5_4  a_le_z_4_3_5_4   1.000000000000e+00
    a_4_3_5_4  a_ge_4_3_5_4   1.000000000000e+00
    a_4_3_5_4  r_ge_a_4_5_4_3  -1.000000000000e+00
    a_4_3_5_4  r_le_4_5_4  -1.000000000000e+00
    a_4_3_5_5  a_le_r_4_3_5_5   1.000000000000e+00
    a_4_3_5_5  a_le_z_4_3_5_5   1.000000000000e+00
    a_4_3_5_5  a_ge_4_3_5_5   1.000000000000e+00
    a_4_3_5_5  r_ge_a_4_5_5_3  -1.000000000000e+00
    a_4_3_5_5  r_le_4_5_5  -1.000000000000e+00
    a_4_4_0_1  a_le_r_4_4_0_1   1.000000000000e+00
    a_4_4_0_1  a_le_z_4_4_0_1   1.000000000000e+00
    a_4_4_0_1  a_ge_4_4_0_1   1.000000000000e+00
    a_4_4_0_1  r_ge_a_4_0_1_3  -1.000000000000e+00
    a_4_4_0_1  r_le_4_0_1  -1.000000000000e+00
    a_4_4_0_2  a_le_r_4_4_0_2   1.000000000000e+00
    a_4_4_0_2  a_le_z_4_4_0_2   1.000000000000e+00
    a_4_4_0_2  a_ge_4_4_0_2   1.000000000000e+00
    a_4_4_0_2  r_ge_a_4_0_2_3  -1.000000000000e+00
    a_4_4_0_2  r_le_4_0_2  -1.000000000000e+00
    a_4_4_0_3  a_le_r_4_4_0_3   1.000000000000e+00
    a_4_4_0_3  a_le_z_4_4_0_3   1.000000000000e+00
    a_4_4_0_3  a_ge_4_4_0_3   1.000000000000e+00
    a_4_4_0_3  r_ge_a_4_0_3_3  -1.000000000000e+00
    a_4_4_0_3  r_le_4_0_3  -1.000000000000e+00
    a_4_4_0_4  a_le_r_4_4_0_4   1.000000000000e+00
    a_4_4_0_4  a_le_z_4_4_0_4   1.000000000000e+00
    a_4_4_0_4  a_ge_4_4_0_4   1.000000000000e+00
    a_4_4_0_4  r_ge_a_4_0_4_3  -1.000000000000e+00
    a_4_4_0_4  r_le_4_0_4  -1.000000000000e+00
    a_4_4_0_5  a_le_r_4_4_0_5   1.000000000000e+00
    a_4_4_0_5  a_le_z_4_4_0_5   1.000000000000e+00
    a_4_4_0_5  a_ge_4_4_0_5   1.000000000000e+00
    a_4_4_0_5  r_ge_a_4_0_5_3  -1.000000000000e+00
    a_4_4_0_5  r_le_4_0_5  -1.000000000000e+00
    a_4_4_1_1  a_le_r_4_4_1_1   1.000000000000e+00
    a_4_4_1_1  a_le_z_4_4_1_1   1.000000000000e+00
    a_4_4_1_1  a_ge_4_4_1_1   1.000000000000e+00
    a_4_4_1_1  r_ge_a_4_1_1_3  -1.000000000000e+00
    a_4_4_1_1  r_le_4_1_1  -1.000000000000e+00
    a_4_4_1_2  a_le_r_4_4_1_2   1.000000000000e+00
    a_4_4_1_2  a_le_z_4_4_1_2   1.000000000000e+00
    a_4_4_1_2  a_ge_4_4_1_2   1.000000000000e+00
    a_4_4_1_2  r_ge_a_4_1_2_3  -1.000000000000e+00
    a_4_4_1_2  r_le_4_1_2  -1.000000000000e+00
    a_4_4_1_3  a_le_r_4_4_1_3   1.000000000000e+00
    a_4_4_1_3  a_le_z_4_4_1_3   1.000000000000e+00
    a_4_4_1_3  a_ge_4_4_1_3   1.000000000000e+00
    a_4_4_1_3  r_ge_a_4_1_3_3  -1.000000000000e+00
    a_4_4_1_3  r_le_4_1_3  -1.000000000000e+00
    a_4_4_1_4  a_le_r_4_4_1_4   1.000000000000e+00
    a_4_4_1_4  a_le_z_4_4_1_4   1.000000000000e+00
    a_4_4_1_4  a_ge_4_4_1_4   1.000000000000e+00
    a_4_4_1_4  r_ge_a_4_1_4_3  -1.000000000000e+00
    a_4_4_1_4  r_le_4_1_4  -1.000000000000e+00
    a_4_4_1_5  a_le_r_4_4_1_5   1.000000000000e+00
    a_4_4_1_5  a_le_z_4_4_1_5   1.000000000000e+00
    a_4_4_1_5  a_ge_4_4_1_5   1.000000000000e+00
    a_4_4_1_5  r_ge_a_4_1_5_3  -1.000000000000e+00
    a_4_4_1_5  r_le_4_1_5  -1.000000000000e+00
    a_4_4_2_1  a_le_r_4_4_2_1   1.000000000000e+00
    a_4_4_2_1  a_le_z_4_4_2_1   1.000000000000e+00
    a_4_4_2_1  a_ge_4_4_2_1   1.000000000000e+00
    a_4_4_2_1  r_ge_a_4_2_1_3  -1.000000000000e+00
    a_4_4_2_1  r_le_4_2_1  -1.000000000000e+00
    a_4_4_2_2  a_le_r_4_4_2_2   1.000000000000e+00
    a_4_4_2_2  a_le_z_4_4_2_2   1.000000000000e+00
    a_4_4_2_2  a_ge_4_4_2_2   1.000000000000e+00
    a_4_4_2_2  r_ge_a_4_2_2_3  -1.000000000000e+00
    a_4_4_2_2  r_le_4_2_2  -1.000000000000e+00
    a_4_4_2_3  a_le_r_4_4_2_3   1.000000000000e+00
    a_4_4_2_3  a_le_z_4_4_2_3   1.000000000000e+00
    a_4_4_2_3  a_ge_4_4_2_3   1.000000000000e+00
    a_4_4_2_3  r_ge_a_4_2_3_3  -1.000000000000e+00
    a_4_4_2_3  r_le_4_2_3  -1.000000000000e+00
    a_4_4_2_4  a_le_r_4_4_2_4   1.000000000000e+00
    a_4_4_2_4  a_le_z_4_4_2_4   1.000000000000e+00
    a_4_4_2_4  a_ge_4_4_2_4   1.000000000000e+00
    a_4_4_2_4  r_ge_a_4_2_4_3  -1.000000000000e+00
    a_4_4_2_4  r_le_4_2_4  -1.000000000000e+00
    a_4_4_2_5  a_le_r_4_4_2_5   1.000000000000e+00
    a_4_4_2_5  a_le_z_4_4_2_5   1.000000000000e+00
    a_4_4_2_5  a_ge_4_4_2_5   1.000000000000e+00
    a_4_4_2_5  r_ge_a_4_2_5_3  -1.000000000000e+00
    a_4_4_2_5  r_le_4_2_5  -1.000000000000e+00
    a_4_4_3_1  a_le_r_4_4_3_1   1.000000000000e+00
    a_4_4_3_1  a_le_z_4_4_3_1   1.000000000000e+00
    a_4_4_3_1  a_ge_4_4_3_1   1.000000000000e+00
    a_4_4_3_1  r_ge_a_4_3_1_3  -1.000000000000e+00
    a_4_4_3_1  r_le_4_3_1  -1.000000000000e+00
    a_4_4_3_2  a_le_r_4_4_3_2   1.000000000000e+00
    a_4_4_3_2  a_le_z_4_4_3_2   1.000000000000e+00
    a_4_4_3_2  a_ge_4_4_3_2   1.000000000000e+00
    a_4_4_3_2  r_ge_a_4_3_2_3  -1.000000000000e+00
    a_4_4_3_2  r_le_4_3_2  -1.000000000000e+00
    a_4_4_3_3  a_le_r_4_4_3_3   1.000000000000e+00
    a_4_4_3_3  a_le_z_4_4_3_3   1.000000000000e+00
    a_4_4_3_3  a_ge_4_4_3_3   1.000000000000e+00
    a_4_4_3_3  r_ge_a_4_3_3_3  -1.000000000000e+00
    a_4_4_3_3  r_le_4_3_3  -1.000000000000e+00
    a_4_4_3_4  a_le_r_4_4_3_4   1.000000000000e+00
    a_4_4_3_4  a_le_z_4_4_3_4   1.000000000000e+00
    a_4_4_3_4  a_ge_4_4_3_4   1.000000000000e+00
    a_4_4_3_4  r_ge_a_4_3_4_3  -1.000000000000e+00
    a_4_4_3_4  r_le_4_3_4  -1.000000000000e+00
    a_4_4_3_5  a_le_r_4_4_3_5   1.000000000000e+00
    a_4_4_3_5  a_le_z_4_4_3_5   1.000000000000e+00
    a_4_4_3_5  a_ge_4_4_3_5   1.000000000000e+00
    a_4_4_3_5  r_ge_a_4_3_5_3  -1.000000000000e+00
    a_4_4_3_5  r_le_4_3_5  -1.000000000000e+00
    a_4_4_5_1  a_le_r_4_4_5_1   1.000000000000e+00
    a_4_4_5_1  a_le_z_4_4_5_1   1.000000000000e+00
    a_4_4_5_1  a_ge_4_4_5_1   1.000000000000e+00
    a_4_4_5_1  r_ge_a_4_5_1_4  -1.000000000000e+00
    a_4_4_5_1  r_le_4_5_1  -1.000000000000e+00
    a_4_4_5_2  a_le_r_4_4_5_2   1.000000000000e+00
    a_4_4_5_2  a_le_z_4_4_5_2   1.000000000000e+00
    a_4_4_5_2  a_ge_4_4_5_2   1.000000000000e+00
    a_4_4_5_2  r_ge_a_4_5_2_4  -1.000000000000e+00
    a_4_4_5_2  r_le_4_5_2  -1.000000000000e+00
    a_4_4_5_3  a_le_r_4_4_5_3   1.000000000000e+00
    a_4_4_5_3  a_le_z_4_4_5_3   1.000000000000e+00
    a_4_4_5_3  a_ge_4_4_5_3   1.000000000000e+00
    a_4_4_5_3  r_ge_a_4_5_3_4  -1.000000000000e+00
    a_4_4_5_3  r_le_4_5_3  -1.000000000000e+00
    a_4_4_5_4  a_le_r_4_4_5_4   1.000000000000e+00
    a_4_4_5_4  a_le_z_4_4_5_4   1.000000000000e+00
    a_4_4_5_4  a_ge_4_4_5_4   1.000000000000e+00
    a_4_4_5_4  r_ge_a_4_5_4_4  -1.000000000000e+00
    a_4_4_5_4  r_le_4_5_4  -1.000000000000e+00
    a_4_4_5_5  a_le_r_4_4_5_5   1.000000000000e+00
    a_4_4_5_5  a_le_z_4_4_5_5   1.000000000000e+00
    a_4_4_5_5  a_ge_4_4_5_5   1.000000000000e+00
    a_4_4_5_5  r_ge_a_4_5_5_4  -1.000000000000e+00
    a_4_4_5_5  r_le_4_5_5  -1.000000000000e+00
    a_4_5_0_1  a_le_r_4_5_0_1   1.000000000000e+00
    a_4_5_0_1  a_le_z_4_5_0_1   1.000000000000e+00
    a_4_5_0_1  a_ge_4_5_0_1   1.000000000000e+00
    a_4_5_0_1  r_ge_a_4_0_1_4  -1.000000000000e+00
    a_4_5_0_1  r_le_4_0_1  -1.000000000000e+00
    a_4_5_0_2  a_le_r_4_5_0_2   1.000000000000e+00
    a_4_5_0_2  a_le_z_4_5_0_2   1.000000000000e+00
    a_4_5_0_2  a_ge_4_5_0_2   1.000000000000e+00
    a_4_5_0_2  r_ge_a_4_0_2_4  -1.000000000000e+00
    a_4_5_0_2  r_le_4_0_2  -1.000000000000e+00
    a_4_5_0_3  a_le_r_4_5_0_3   1.000000000000e+00
    a_4_5_0_3  a_le_z_4_5_0_3   1.000000000000e+00
    a_4_5_0_3  a_ge_4_5_0_3   1.000000000000e+00
    a_4_5_0_3  r_ge_a_4_0_3_4  -1.000000000000e+00
    a_4_5_0_3  r_le_4_0_3  -1.000000000000e+00
    a_4_5_0_4  a_le_r_4_5_0_4   1.000000000000e+00
    a_4_5_0_4  a_le_z_4_5_0_4   1.000000000000e+00
    a_4_5_0_4  a_ge_4_5_0_4   1.000000000000e+00
    a_4_5_0_4  r_ge_a_4_0_4_4  -1.000000000000e+00
    a_4_5_0_4  r_le_4_0_4  -1.000000000000e+00
    a_4_5_0_5  a_le_r_4_5_0_5   1.000000000000e+00
    a_4_5_0_5  a_le_z_4_5_0_5   1.000000000000e+00
    a_4_5_0_5  a_ge_4_5_0_5   1.000000000000e+00
    a_4_5_0_5  r_ge_a_4_0_5_4  -1.000000000000e+00
    a_4_5_0_5  r_le_4_0_5  -1.000000000000e+00
    a_4_5_1_1  a_le_r_4_5_1_1   1.000000000000e+00
    a_4_5_1_1  a_le_z_4_5_1_1   1.000000000000e+00
    a_4_5_1_1  a_ge_4_5_1_1   1.000000000000e+00
    a_4_5_1_1  r_ge_a_4_1_1_4  -1.000000000000e+00
    a_4_5_1_1  r_le_4_1_1  -1.000000000000e+00
    a_4_5_1_2  a_le_r_4_5_1_2   1.000000000000e+00
    a_4_5_1_2  a_le_z_4_5_1_2   1.000000000000e+00
    a_4_5_1_2  a_ge_4_5_1_2   1.000000000000e+00
    a_4_5_1_2  r_ge_a_4_1_2_4  -1.000000000000e+00
    a_4_5_1_2  r_le_4_1_2  -1.000000000000e+00
    a_4_5_1_3  a_le_r_4_5_1_3   1.000000000000e+00
    a_4_5_1_3  a_le_z_4_5_1_3   1.000000000000e+00
    a_4_5_1_3  a_ge_4_5_1_3   1.000000000000e+00
    a_4_5_1_3  r_ge_a_4_1_3_4  -1.000000000000e+00
    a_4_5_1_3  r_le_4_1_3  -1.000000000000e+00
    a_4_5_1_4  a_le_r_4_5_1_4   1.000000000000e+00
    a_4_5_1_4  a_le_z_4_5_1_4   1.000000000000e+00
    a_4_5_1_4  a_ge_4_5_1_4   1.000000000000e+00
    a_4_5_1_4  r_ge_a_4_1_4_4  -1.000000000000e+00
    a_4_5_1_4  r_le_4_1_4  -1.000000000000e+00
    a_4_5_1_5  a_le_r_4_5_1_5   1.000000000000e+00
    a_4_5_1_5  a_le_z_4_5_1_5   1.000000000000e+00
    a_4_5_1_5  a_ge_4_5_1_5   1.000000000000e+00
    a_4_5_1_5  r_ge_a_4_1_5_4  -1.000000000000e+00
    a_4_5_1_5  r_le_4_1_5  -1.000000000000e+00
    a_4_5_2_1  a_le_r_4_5_2_1   1.000000000000e+00
    a_4_5_2_1  a_le_z_4_5_2_1   1.000000000000e+00
    a_4_5_2_1  a_ge_4_5_2_1   1.000000000000e+00
    a_4_5_2_1  r_ge_a_4_2_1_4  -1.000000000000e+00
    a_4_5_2_1  r_le_4_2_1  -1.000000000000e+00
    a_4_5_2_2  a_le_r_4_5_2_2   1.000000000000e+00
    a_4_5_2_2  a_le_z_4_5_2_2   1.000000000000e+00
    a_4_5_2_2  a_ge_4_5_2_2   1.000000000000e+00
    a_4_5_2_2  r_ge_a_4_2_2_4  -1.000000000000e+00
    a_4_5_2_2  r_le_4_2_2  -1.000000000000e+00
    a_4_5_2_3  a_le_r_4_5_2_3   1.000000000000e+00
    a_4_5_2_3  a_le_z_4_5_2_3   1.000000000000e+00
    a_4_5_2_3  a_ge_4_5_2_3   1.000000000000e+00
    a_4_5_2_3  r_ge_a_4_2_3_4  -1.000000000000e+00
    a_4_5_2_3  r_le_4_2_3  -1.000000000000e+00
    a_4_5_2_4  a_le_r_4_5_2_4   1.000000000000e+00
    a_4_5_2_4  a_le_z_4_5_2_4   1.000000000000e+00
    a_4_5_2_4  a_ge_4_5_2_4   1.000000000000e+00
    a_4_5_2_4  r_ge_a_4_2_4_4  -1.000000000000e+00
    a_4_5_2_4  r_le_4_2_4  -1.000000000000e+00
    a_4_5_2_5  a_le_r_4_5_2_5   1.000000000000e+00
    a_4_5_2_5  a_le_z_4_5_2_5   1.000000000000e+00
    a_4_5_2_5  a_ge_4_5_2_5   1.000000000000e+00
    a_4_5_2_5  r_ge_a_4_2_5_4  -1.000000000000e+00
    a_4_5_2_5  r_le_4_2_5  -1.000000000000e+00
    a_4_5_3_1  a_le_r_4_5_3_1   1.000000000000e+00
    a_4_5_3_1  a_le_z_4_5_3_1   1.000000000000e+00
    a_4_5_3_1  a_ge_4_5_3_1   1.000000000000e+00
    a_4_5_3_1  r_ge_a_4_3_1_4  -1.000000000000e+00
    a_4_5_3_1  r_le_4_3_1  -1.000000000000e+00
    a_4_5_3_2  a_le_r_4_5_3_2   1.000000000000e+00
    a_4_5_3_2  a_le_z_4_5_3_2   1.000000000000e+00
    a_4_5_3_2  a_ge_4_5_3_2   1.000000000000e+00
    a_4_5_3_2  r_ge_a_4_3_2_4  -1.000000000000e+00
    a_4_5_3_2  r_le_4_3_2  -1.000000000000e+00
    a_4_5_3_3  a_le_r_4_5_3_3   1.000000000000e+00
    a_4_5_3_3  a_le_z_4_5_3_3   1.000000000000e+00
    a_4_5_3_3  a_ge_4_5_3_3   1.000000000000e+00
    a_4_5_3_3  r_ge_a_4_3_3_4  -1.000000000000e+00
    a_4_5_3_3  r_le_4_3_3  -1.000000000000e+00
    a_4_5_3_4  a_le_r_4_5_3_4   1.000000000000e+00
    a_4_5_3_4  a_le_z_4_5_3_4   1.000000000000e+00
    a_4_5_3_4  a_ge_4_5_3_4   1.000000000000e+00
    a_4_5_3_4  r_ge_a_4_3_4_4  -1.000000000000e+00
    a_4_5_3_4  r_le_4_3_4  -1.000000000000e+00
    a_4_5_3_5  a_le_r_4_5_3_5   1.000000000000e+00
    a_4_5_3_5  a_le_z_4_5_3_5   1.000000000000e+00
    a_4_5_3_5  a_ge_4_5_3_5   1.000000000000e+00
    a_4_5_3_5  r_ge_a_4_3_5_4  -1.000000000000e+00
    a_4_5_3_5  r_le_4_3_5  -1.000000000000e+00
    a_5_0_1_1  a_le_r_5_0_1_1   1.000000000000e+00
    a_5_0_1_1  a_le_z_5_0_1_1   1.000000000000e+00
    a_5_0_1_1  a_ge_5_0_1_1   1.000000000000e+00
    a_5_0_1_1  r_ge_a_5_1_1_0  -1.000000000000e+00
    a_5_0_1_1  r_le_5_1_1  -1.000000000000e+00
    a_5_0_1_2  a_le_r_5_0_1_2   1.000000000000e+00
    a_5_0_1_2  a_le_z_5_0_1_2   1.000000000000e+00
    a_5_0_1_2  a_ge_5_0_1_2   1.000000000000e+00
    a_5_0_1_2  r_ge_a_5_1_2_0  -1.000000000000e+00
    a_5_0_1_2  r_le_5_1_2  -1.000000000000e+00
    a_5_0_1_3  a_le_r_5_0_1_3   1.000000000000e+00
    a_5_0_1_3  a_le_z_5_0_1_3   1.000000000000e+00
    a_5_0_1_3  a_ge_5_0_1_3   1.000000000000e+00
    a_5_0_1_3  r_ge_a_5_1_3_0  -1.000000000000e+00
    a_5_0_1_3  r_le_5_1_3  -1.000000000000e+00
    a_5_0_1_4  a_le_r_5_0_1_4   1.000000000000e+00
    a_5_0_1_4  a_le_z_5_0_1_4   1.000000000000e+00
    a_5_0_1_4  a_ge_5_0_1_4   1.000000000000e+00
    a_5_0_1_4  r_ge_a_5_1_4_0  -1.000000000000e+00
    a_5_0_1_4  r_le_5_1_4  -1.000000000000e+00
    a_5_0_1_5  a_le_r_5_0_1_5   1.000000000000e+00
    a_5_0_1_5  a_le_z_5_0_1_5   1.000000000000e+00
    a_5_0_1_5  a_ge_5_0_1_5   1.000000000000e+00
    a_5_0_1_5  r_ge_a_5_1_5_0  -1.000000000000e+00
    a_5_0_1_5  r_le_5_1_5  -1.000000000000e+00
    a_5_0_2_1  a_le_r_5_0_2_1   1.000000000000e+00
    a_5_0_2_1  a_le_z_5_0_2_1   1.000000000000e+00
    a_5_0_2_1  a_ge_5_0_2_1   1.000000000000e+00
    a_5_0_2_1  r_ge_a_5_2_1_0  -1.000000000000e+00
    a_5_0_2_1  r_le_5_2_1  -1.000000000000e+00
    a_5_0_2_2  a_le_r_5_0_2_2   1.000000000000e+00
    a_5_0_2_2  a_le_z_5_0_2_2   1.000000000000e+00
    a_5_0_2_2  a_ge_5_0_2_2   1.000000000000e+00
    a_5_0_2_2  r_ge_a_5_2_2_0  -1.000000000000e+00
    a_5_0_2_2  r_le_5_2_2  -1.000000000000e+00
    a_5_0_2_3  a_le_r_5_0_2_3   1.000000000000e+00
    a_5_0_2_3  a_le_z_5_0_2_3   1.000000000000e+00
    a_5_0_2_3  a_ge_5_0_2_3   1.000000000000e+00
    a_5_0_2_3  r_ge_a_5_2_3_0  -1.000000000000e+00
    a_5_0_2_3  r_le_5_2_3  -1.000000000000e+00
    a_5_0_2_4  a_le_r_5_0_2_4   1.000000000000e+00
    a_5_0_2_4  a_le_z_5_0_2_4   1.000000000000e+00
    a_5_0_2_4  a_ge_5_0_2_4   1.000000000000e+00
    a_5_0_2_4  r_ge_a_5_2_4_0  -1.000000000000e+00
    a_5_0_2_4  r_le_5_2_4  -1.000000000000e+00
    a_5_0_2_5  a_le_r_5_0_2_5   1.000000000000e+00
    a_5_0_2_5  a_le_z_5_0_2_5   1.000000000000e+00
    a_5_0_2_5  a_ge_5_0_2_5   1.000000000000e+00
    a_5_0_2_5  r_ge_a_5_2_5_0  -1.000000000000e+00
    a_5_0_2_5  r_le_5_2_5  -1.000000000000e+00
    a_5_0_3_1  a_le_r_5_0_3_1   1.000000000000e+00
    a_5_0_3_1  a_le_z_5_0_3_1   1.000000000000e+00
    a_5_0_3_1  a_ge_5_0_3_1   1.000000000000e+00
    a_5_0_3_1  r_ge_a_5_3_1_0  -1.000000000000e+00
    a_5_0_3_1  r_le_5_3_1  -1.000000000000e+00
    a_5_0_3_2  a_le_r_5_0_3_2   1.000000000000e+00
    a_5_0_3_2  a_le_z_5_0_3_2   1.000000000000e+00
    a_5_0_3_2  a_ge_5_0_3_2   1.000000000000e+00
    a_5_0_3_2  r_ge_a_5_3_2_0  -1.000000000000e+00
    a_5_0_3_2  r_le_5_3_2  -1.000000000000e+00
    a_5_0_3_3  a_le_r_5_0_3_3   1.000000000000e+00
    a_5_0_3_3  a_le_z_5_0_3_3   1.000000000000e+00
    a_5_0_3_3  a_ge_5_0_3_3   1.000000000000e+00
    a_5_0_3_3  r_ge_a_5_3_3_0  -1.000000000000e+00
    a_5_0_3_3  r_le_5_3_3  -1.000000000000e+00
    a_5_0_3_4  a_le_r_5_0_3_4   1.000000000000e+00
    a_5_0_3_4  a_le_z_5_0_3_4   1.000000000000e+00
    a_5_0_3_4  a_ge_5_0_3_4   1.000000000000e+00
    a_5_0_3_4  r_ge_a_5_3_4_0  -1.000000000000e+00
    a_5_0_3_4  r_le_5_3_4  -1.000000000000e+00
    a_5_0_3_5  a_le_r_5_0_3_5   1.000000000000e+00
    a_5_0_3_5  a_le_z_5_0_3_5   1.000000000000e+00
    a_5_0_3_5  a_ge_5_0_3_5   1.000000000000e+00
    a_5_0_3_5  r_ge_a_5_3_5_0  -1.000000000000e+00
    a_5_0_3_5  r_le_5_3_5  -1.000000000000e+00
    a_5_0_4_1  a_le_r_5_0_4_1   1.000000000000e+00
    a_5_0_4_1  a_le_z_5_0_4_1   1.000000000000e+00
    a_5_0_4_1  a_ge_5_0_4_1   1.000000000000e+00
    a_5_0_4_1  r_ge_a_5_4_1_0  -1.000000000000e+00
    a_5_0_4_1  r_le_5_4_1  -1.000000000000e+00
    a_5_0_4_2  a_le_r_5_0_4_2   1.000000000000e+00
    a_5_0_4_2  a_le_z_5_0_4_2   1.000000000000e+00
    a_5_0_4_2  a_ge_5_0_4_2   1.000000000000e+00
    a_5_0_4_2  r_ge_a_5_4_2_0  -1.000000000000e+00
    a_5_0_4_2  r_le_5_4_2  -1.000000000000e+00
    a_5_0_4_3  a_le_r_5_0_4_3   1.000000000000e+00
    a_5_0_4_3  a_le_z_5_0_4_3   1.000000000000e+00
    a_5_0_4_3  a_ge_5_0_4_3   1.000000000000e+00
    a_5_0_4_3  r_ge_a_5_4_3_0  -1.000000000000e+00
    a_5_0_4_3  r_le_5_4_3  -1.000000000000e+00
    a_5_0_4_4  a_le_r_5_0_4_4   1.000000000000e+00
    a_5_0_4_4  a_le_z_5_0_4_4   1.000000000000e+00
    a_5_0_4_4  a_ge_5_0_4_4   1.000000000000e+00
    a_5_0_4_4  r_ge_a_5_4_4_0  -1.000000000000e+00
    a_5_0_4_4  r_le_5_4_4  -1.000000000000e+00
    a_5_0_4_5  a_le_r_5_0_4_5   1.000000000000e+00
    a_5_0_4_5  a_le_z_5_0_4_5   1.000000000000e+00
    a_5_0_4_5  a_ge_5_0_4_5   1.000000000000e+00
    a_5_0_4_5  r_ge_a_5_4_5_0  -1.000000000000e+00
    a_5_0_4_5  r_le_5_4_5  -1.000000000000e+00
    a_5_1_0_1  a_le_r_5_1_0_1   1.000000000000e+00
    a_5_1_0_1  a_le_z_5_1_0_1   1.000000000000e+00
    a_5_1_0_1  a_ge_5_1_0_1   1.000000000000e+00
    a_5_1_0_1  r_ge_a_5_0_1_0  -1.000000000000e+00
    a_5_1_0_1  r_le_5_0_1  -1.000000000000e+00
    a_5_1_0_2  a_le_r_5_1_0_2   1.000000000000e+00
    a_5_1_0_2  a_le_z_5_1_0_2   1.000000000000e+00
    a_5_1_0_2  a_ge_5_1_0_2   1.000000000000e+00
    a_5_1_0_2  r_ge_a_5_0_2_0  -1.000000000000e+00
    a_5_1_0_2  r_le_5_0_2  -1.000000000000e+00
    a_5_1_0_3  a_le_r_5_1_0_3   1.000000000000e+00
    a_5_1_0_3  a_le_z_5_1_0_3   1.000000000000e+00
    a_5_1_0_3  a_ge_5_1_0_3   1.000000000000e+00
    a_5_1_0_3  r_ge_a_5_0_3_0  -1.000000000000e+00
    a_5_1_0_3  r_le_5_0_3  -1.000000000000e+00
    a_5_1_0_4  a_le_r_5_1_0_4   1.000000000000e+00
    a_5_1_0_4  a_le_z_5_1_0_4   1.000000000000e+00
    a_5_1_0_4  a_ge_5_1_0_4   1.000000000000e+00
    a_5_1_0_4  r_ge_a_5_0_4_0  -1.000000000000e+00
    a_5_1_0_4  r_le_5_0_4  -1.000000000000e+00
    a_5_1_0_5  a_le_r_5_1_0_5   1.000000000000e+00
    a_5_1_0_5  a_le_z_5_1_0_5   1.000000000000e+00
    a_5_1_0_5  a_ge_5_1_0_5   1.000000000000e+00
    a_5_1_0_5  r_ge_a_5_0_5_0  -1.000000000000e+00
    a_5_1_0_5  r_le_5_0_5  -1.000000000000e+00
    a_5_1_2_1  a_le_r_5_1_2_1   1.000000000000e+00
    a_5_1_2_1  a_le_z_5_1_2_1   1.000000000000e+00
    a_5_1_2_1  a_ge_5_1_2_1   1.000000000000e+00
    a_5_1_2_1  r_ge_a_5_2_1_1  -1.000000000000e+00
    a_5_1_2_1  r_le_5_2_1  -1.000000000000e+00
    a_5_1_2_2  a_le_r_5_1_2_2   1.000000000000e+00
    a_5_1_2_2  a_le_z_5_1_2_2   1.000000000000e+00
    a_5_1_2_2  a_ge_5_1_2_2   1.000000000000e+00
    a_5_1_2_2  r_ge_a_5_2_2_1  -1.000000000000e+00
    a_5_1_2_2  r_le_5_2_2  -1.000000000000e+00
    a_5_1_2_3  a_le_r_5_1_2_3   1.000000000000e+00
    a_5_1_2_3  a_le_z_5_1_2_3   1.000000000000e+00
    a_5_1_2_3  a_ge_5_1_2_3   1.000000000000e+00
    a_5_1_2_3  r_ge_a_5_2_3_1  -1.000000000000e+00
    a_5_1_2_3  r_le_5_2_3  -1.000000000000e+00
    a_5_1_2_4  a_le_r_5_1_2_4   1.000000000000e+00
    a_5_1_2_4  a_le_z_5_1_2_4   1.000000000000e+00
    a_5_1_2_4  a_ge_5_1_2_4   1.000000000000e+00
    a_5_1_2_4  r_ge_a_5_2_4_1  -1.000000000000e+00
    a_5_1_2_4  r_le_5_2_4  -1.000000000000e+00
    a_5_1_2_5  a_le_r_5_1_2_5   1.000000000000e+00
    a_5_1_2_5  a_le_z_5_1_2_5   1.000000000000e+00
    a_5_1_2_5  a_ge_5_1_2_5   1.000000000000e+00
    a_5_1_2_5  r_ge_a_5_2_5_1  -1.000000000000e+00
    a_5_1_2_5  r_le_5_2_5  -1.000000000000e+00
    a_5_1_3_1  a_le_r_5_1_3_1   1.000000000000e+00
    a_5_1_3_1  a_le_z_5_1_3_1   1.000000000000e+00
    a_5_1_3_1  a_ge_5_1_3_1   1.000000000000e+00
    a_5_1_3_1  r_ge_a_5_3_1_1  -1.000000000000e+00
    a_5_1_3_1  r_le_5_3_1  -1.000000000000e+00
    a_5_1_3_2  a_le_r_5_1_3_2   1.000000000000e+00
    a_5_1_3_2  a_le_z_5_1_3_2   1.000000000000e+00
    a_5_1_3_2  a_ge_5_1_3_2   1.000000000000e+00
    a_5_1_3_2  r_ge_a_5_3_2_1  -1.000000000000e+00
    a_5_1_3_2  r_le_5_3_2  -1.000000000000e+00
    a_5_1_3_3  a_le_r_5_1_3_3   1.000000000000e+00
    a_5_1_3_3  a_le_z_5_1_3_3   1.000000000000e+00
    a_5_1_3_3  a_ge_5_1_3_3   1.000000000000e+00
    a_5_1_3_3  r_ge_a_5_3_3_1  -1.000000000000e+00
    a_5_1_3_3  r_le_5_3_3  -1.000000000000e+00
    a_5_1_3_4  a_le_r_5_1_3_4   1.000000000000e+00
    a_5_1_3_4  a_le_z_5_1_3_4   1.000000000000e+00
    a_5_1_3_4  a_ge_5_1_3_4   1.000000000000e+00
    a_5_1_3_4  r_ge_a_5_3_4_1  -1.000000000000e+00
    a_5_1_3_4  r_le_5_3_4  -1.000000000000e+00
    a_5_1_3_5  a_le_r_5_1_3_5   1.000000000000e+00
    a_5_1_3_5  a_le_z_5_1_3_5   1.000000000000e+00
    a_5_1_3_5  a_ge_5_1_3_5   1.000000000000e+00
    a_5_1_3_5  r_ge_a_5_3_5_1  -1.000000000000e+00
    a_5_1_3_5  r_le_5_3_5  -1.000000000000e+00
    a_5_1_4_1  a_le_r_5_1_4_1   1.000000000000e+00
    a_5_1_4_1  a_le_z_5_1_4_1   1.000000000000e+00
    a_5_1_4_1  a_ge_5_1_4_1   1.000000000000e+00
    a_5_1_4_1  r_ge_a_5_4_1_1  -1.000000000000e+00
    a_5_1_4_1  r_le_5_4_1  -1.000000000000e+00
    a_5_1_4_2  a_le_r_5_1_4_2   1.000000000000e+00
    a_5_1_4_2  a_le_z_5_1_4_2   1.000000000000e+00
    a_5_1_4_2  a_ge_5_1_4_2   1.000000000000e+00
    a_5_1_4_2  r_ge_a_5_4_2_1  -1.000000000000e+00
    a_5_1_4_2  r_le_5_4_2  -1.000000000000e+00
    a_5_1_4_3  a_le_r_5_1_4_3   1.000000000000e+00
    a_5_1_4_3  a_le_z_5_1_4_3   1.000000000000e+00
    a_5_1_4_3  a_ge_5_1_4_3   1.000000000000e+00
    a_5_1_4_3  r_ge_a_5_4_3_1  -1.000000000000e+00
    a_5_1_4_3  r_le_5_4_3  -1.000000000000e+00
    a_5_1_4_4  a_le_r_5_1_4_4   1.000000000000e+00
    a_5_1_4_4  a_le_z_5_1_4_4   1.000000000000e+00
    a_5_1_4_4  a_ge_5_1_4_4   1.000000000000e+00
    a_5_1_4_4  r_ge_a_5_4_4_1  -1.000000000000e+00
    a_5_1_4_4  r_le_5_4_4  -1.000000000000e+00
    a_5_1_4_5  a_le_r_5_1_4_5   1.000000000000e+00
    a_5_1_4_5  a_le_z_5_1_4_5   1.000000000000e+00
    a_5_1_4_5  a_ge_5_1_4_5   1.000000000000e+00
    a_5_1_4_5  r_ge_a_5_4_5_1  -1.000000000000e+00
    a_5_1_4_5  r_le_5_4_5  -1.000000000000e+00
    a_5_2_0_1  a_le_r_5_2_0_1   1.000000000000e+00
    a_5_2_0_1  a_le_z_5_2_0_1   1.000000000000e+00
    a_5_2_0_1  a_ge_5_2_0_1   1.000000000000e+00
    a_5_2_0_1  r_ge_a_5_0_1_1  -1.000000000000e+00
    a_5_2_0_1  r_le_5_0_1  -1.000000000000e+00
    a_5_2_0_2  a_le_r_5_2_0_2   1.000000000000e+00
    a_5_2_0_2  a_le_z_5_2_0_2   1.000000000000e+00
    a_5_2_0_2  a_ge_5_2_0_2   1.000000000000e+00
    a_5_2_0_2  r_ge_a_5_0_2_1  -1.000000000000e+00
    a_5_2_0_2  r_le_5_0_2  -1.000000000000e+00
    a_5_2_0_3  a_le_r_5_2_0_3   1.000000000000e+00
    a_5_2_0_3  a_le_z_5_2_0_3   1.000000000000e+00
    a_5_2_0_3  a_ge_5_2_0_3   1.000000000000e+00
    a_5_2_0_3  r_ge_a_5_0_3_1  -1.000000000000e+00
    a_5_2_0_3  r_le_5_0_3  -1.000000000000e+00
    a_5_2_0_4  a_le_r_5_2_0_4   1.000000000000e+00
    a_5_2_0_4  a_le_z_5_2_0_4   1.000000000000e+00
    a_5_2_0_4  a_ge_5_2_0_4   1.000000000000e+00
    a_5_2_0_4  r_ge_a_5_0_4_1  -1.000000000000e+00
    a_5_2_0_4  r_le_5_0_4  -1.000000000000e+00
    a_5_2_0_5  a_le_r_5_2_0_5   1.000000000000e+00
    a_5_2_0_5  a_le_z_5_2_0_5   1.000000000000e+00
    a_5_2_0_5  a_ge_5_2_0_5   1.000000000000e+00
    a_5_2_0_5  r_ge_a_5_0_5_1  -1.000000000000e+00
    a_5_2_0_5  r_le_5_0_5  -1.000000000000e+00
    a_5_2_1_1  a_le_r_5_2_1_1   1.000000000000e+00
    a_5_2_1_1  a_le_z_5_2_1_1   1.000000000000e+00
    a_5_2_1_1  a_ge_5_2_1_1   1.000000000000e+00
    a_5_2_1_1  r_ge_a_5_1_1_1  -1.000000000000e+00
    a_5_2_1_1  r_le_5_1_1  -1.000000000000e+00
    a_5_2_1_2  a_le_r_5_2_1_2   1.000000000000e+00
    a_5_2_1_2  a_le_z_5_2_1_2   1.000000000000e+00
    a_5_2_1_2  a_ge_5_2_1_2   1.000000000000e+00
    a_5_2_1_2  r_ge_a_5_1_2_1  -1.000000000000e+00
    a_5_2_1_2  r_le_5_1_2  -1.000000000000e+00
    a_5_2_1_3  a_le_r_5_2_1_3   1.000000000000e+00
    a_5_2_1_3  a_le_z_5_2_1_3   1.000000000000e+00
    a_5_2_1_3  a_ge_5_2_1_3   1.000000000000e+00
    a_5_2_1_3  r_ge_a_5_1_3_1  -1.000000000000e+00
    a_5_2_1_3  r_le_5_1_3  -1.000000000000e+00
    a_5_2_1_4  a_le_r_5_2_1_4   1.000000000000e+00
    a_5_2_1_4  a_le_z_5_2_1_4   1.000000000000e+00
    a_5_2_1_4  a_ge_5_2_1_4   1.000000000000e+00
    a_5_2_1_4  r_ge_a_5_1_4_1  -1.000000000000e+00
    a_5_2_1_4  r_le_5_1_4  -1.000000000000e+00
    a_5_2_1_5  a_le_r_5_2_1_5   1.000000000000e+00
    a_5_2_1_5  a_le_z_5_2_1_5   1.000000000000e+00
    a_5_2_1_5  a_ge_5_2_1_5   1.000000000000e+00
    a_5_2_1_5  r_ge_a_5_1_5_1  -1.000000000000e+00
    a_5_2_1_5  r_le_5_1_5  -1.000000000000e+00
    a_5_2_3_1  a_le_r_5_2_3_1   1.000000000000e+00
    a_5_2_3_1  a_le_z_5_2_3_1   1.000000000000e+00
    a_5_2_3_1  a_ge_5_2_3_1   1.000000000000e+00
    a_5_2_3_1  r_ge_a_5_3_1_2  -1.000000000000e+00
    a_5_2_3_1  r_le_5_3_1  -1.000000000000e+00
    a_5_2_3_2  a_le_r_5_2_3_2   1.000000000000e+00
    a_5_2_3_2  a_le_z_5_2_3_2   1.000000000000e+00
    a_5_2_3_2  a_ge_5_2_3_2   1.000000000000e+00
    a_5_2_3_2  r_ge_a_5_3_2_2  -1.000000000000e+00
    a_5_2_3_2  r_le_5_3_2  -1.000000000000e+00
    a_5_2_3_3  a_le_r_5_2_3_3   1.000000000000e+00
    a_5_2_3_3  a_le_z_5_2_3_3   1.000000000000e+00
    a_5_2_3_3  a_ge_5_2_3_3   1.000000000000e+00
    a_5_2_3_3  r_ge_a_5_3_3_2  -1.000000000000e+00
    a_5_2_3_3  r_le_5_3_3  -1.000000000000e+00
    a_5_2_3_4  a_le_r_5_2_3_4   1.000000000000e+00
    a_5_2_3_4  a_le_z_5_2_3_4   1.000000000000e+00
    a_5_2_3_4  a_ge_5_2_3_4   1.000000000000e+00
    a_5_2_3_4  r_ge_a_5_3_4_2  -1.000000000000e+00
    a_5_2_3_4  r_le_5_3_4  -1.000000000000e+00
    a_5_2_3_5  a_le_r_5_2_3_5   1.000000000000e+00
    a_5_2_3_5  a_le_z_5_2_3_5   1.000000000000e+00
    a_5_2_3_5  a_ge_5_2_3_5   1.000000000000e+00
    a_5_2_3_5  r_ge_a_5_3_5_2  -1.000000000000e+00
    a_5_2_3_5  r_le_5_3_5  -1.000000000000e+00
    a_5_2_4_1  a_le_r_5_2_4_1   1.000000000000e+00
    a_5_2_4_1  a_le_z_5_2_4_1   1.000000000000e+00
    a_5_2_4_1  a_ge_5_2_4_1   1.000000000000e+00
    a_5_2_4_1  r_ge_a_5_4_1_2  -1.000000000000e+00
    a_5_2_4_1  r_le_5_4_1  -1.000000000000e+00
    a_5_2_4_2  a_le_r_5_2_4_2   1.000000000000e+00
    a_5_2_4_2  a_le_z_5_2_4_2   1.000000000000e+00
    a_5_2_4_2  a_ge_5_2_4_2   1.000000000000e+00
    a_5_2_4_2  r_ge_a_5_4_2_2  -1.000000000000e+00
    a_5_2_4_2  r_le_5_4_2  -1.000000000000e+00
    a_5_2_4_3  a_le_r_5_2_4_3   1.000000000000e+00
    a_5_2_4_3  a_le_z_5_2_4_3   1.000000000000e+00
    a_5_2_4_3  a_ge_5_2_4_3   1.000000000000e+00
    a_5_2_4_3  r_ge_a_5_4_3_2  -1.000000000000e+00
    a_5_2_4_3  r_le_5_4_3  -1.000000000000e+00
    a_5_2_4_4  a_le_r_5_2_4_4   1.000000000000e+00
    a_5_2_4_4  a_le_z_5_2_4_4   1.000000000000e+00
    a_5_2_4_4  a_ge_5_2_4_4   1.000000000000e+00
    a_5_2_4_4  r_ge_a_5_4_4_2  -1.000000000000e+00
    a_5_2_4_4  r_le_5_4_4  -1.000000000000e+00
    a_5_2_4_5  a_le_r_5_2_4_5   1.000000000000e+00
    a_5_2_4_5  a_le_z_5_2_4_5   1.000000000000e+00
    a_5_2_4_5  a_ge_5_2_4_5   1.000000000000e+00
    a_5_2_4_5  r_ge_a_5_4_5_2  -1.000000000000e+00
    a_5_2_4_5  r_le_5_4_5  -1.000000000000e+00
    a_5_3_0_1  a_le_r_5_3_0_1   1.000000000000e+00
    a_5_3_0_1  a_le_z_5_3_0_1   1.000000000000e+00
    a_5_3_0_1  a_ge_5_3_0_1   1.000000000000e+00
    a_5_3_0_1  r_ge_a_5_0_1_2  -1.000000000000e+00
    a_5_3_0_1  r_le_5_0_1  -1.000000000000e+00
    a_5_3_0_2  a_le_r_5_3_0_2   1.000000000000e+00
    a_5_3_0_2  a_le_z_5_3_0_2   1.000000000000e+00
    a_5_3_0_2  a_ge_5_3_0_2   1.000000000000e+00
    a_5_3_0_2  r_ge_a_5_0_2_2  -1.000000000000e+00
    a_5_3_0_2  r_le_5_0_2  -1.000000000000e+00
    a_5_3_0_3  a_le_r_5_3_0_3   1.000000000000e+00
    a_5_3_0_3  a_le_z_5_3_0_3   1.000000000000e+00
    a_5_3_0_3  a_ge_5_3_0_3   1.000000000000e+00
    a_5_3_0_3  r_ge_a_5_0_3_2  -1.000000000000e+00
    a_5_3_0_3  r_le_5_0_3  -1.000000000000e+00
    a_5_3_0_4  a_le_r_5_3_0_4   1.000000000000e+00
    a_5_3_0_4  a_le_z_5_3_0_4   1.000000000000e+00
    a_5_3_0_4  a_ge_5_3_0_4   1.000000000000e+00
    a_5_3_0_4  r_ge_a_5_0_4_2  -1.000000000000e+00
    a_5_3_0_4  r_le_5_0_4  -1.000000000000e+00
    a_5_3_0_5  a_le_r_5_3_0_5   1.000000000000e+00
    a_5_3_0_5  a_le_z_5_3_0_5   1.000000000000e+00
    a_5_3_0_5  a_ge_5_3_0_5   1.000000000000e+00
    a_5_3_0_5  r_ge_a_5_0_5_2  -1.000000000000e+00
    a_5_3_0_5  r_le_5_0_5  -1.000000000000e+00
    a_5_3_1_1  a_le_r_5_3_1_1   1.000000000000e+00
    a_5_3_1_1  a_le_z_5_3_1_1   1.000000000000e+00
    a_5_3_1_1  a_ge_5_3_1_1   1.000000000000e+00
    a_5_3_1_1  r_ge_a_5_1_1_2  -1.000000000000e+00
    a_5_3_1_1  r_le_5_1_1  -1.000000000000e+00
    a_5_3_1_2  a_le_r_5_3_1_2   1.000000000000e+00
    a_5_3_1_2  a_le_z_5_3_1_2   1.000000000000e+00
    a_5_3_1_2  a_ge_5_3_1_2   1.000000000000e+00
    a_5_3_1_2  r_ge_a_5_1_2_2  -1.000000000000e+00
    a_5_3_1_2  r_le_5_1_2  -1.000000000000e+00
    a_5_3_1_3  a_le_r_5_3_1_3   1.000000000000e+00
    a_5_3_1_3  a_le_z_5_3_1_3   1.000000000000e+00
    a_5_3_1_3  a_ge_5_3_1_3   1.000000000000e+00
    a_5_3_1_3  r_ge_a_5_1_3_2  -1.000000000000e+00
    a_5_3_1_3  r_le_5_1_3  -1.000000000000e+00
    a_5_3_1_4  a_le_r_5_3_1_4   1.000000000000e+00
    a_5_3_1_4  a_le_z_5_3_1_4   1.000000000000e+00
    a_5_3_1_4  a_ge_5_3_1_4   1.000000000000e+00
    a_5_3_1_4  r_ge_a_5_1_4_2  -1.000000000000e+00
    a_5_3_1_4  r_le_5_1_4  -1.000000000000e+00
    a_5_3_1_5  a_le_r_5_3_1_5   1.000000000000e+00
    a_5_3_1_5  a_le_z_5_3_1_5   1.000000000000e+00
    a_5_3_1_5  a_ge_5_3_1_5   1.000000000000e+00
    a_5_3_1_5  r_ge_a_5_1_5_2  -1.000000000000e+00
    a_5_3_1_5  r_le_5_1_5  -1.000000000000e+00
    a_5_3_2_1  a_le_r_5_3_2_1   1.000000000000e+00
    a_5_3_2_1  a_le_z_5_3_2_1   1.000000000000e+00
    a_5_3_2_1  a_ge_5_3_2_1   1.000000000000e+00
    a_5_3_2_1  r_ge_a_5_2_1_2  -1.000000000000e+00
    a_5_3_2_1  r_le_5_2_1  -1.000000000000e+00
    a_5_3_2_2  a_le_r_5_3_2_2   1.000000000000e+00
    a_5_3_2_2  a_le_z_5_3_2_2   1.000000000000e+00
    a_5_3_2_2  a_ge_5_3_2_2   1.000000000000e+00
    a_5_3_2_2  r_ge_a_5_2_2_2  -1.000000000000e+00
    a_5_3_2_2  r_le_5_2_2  -1.000000000000e+00
    a_5_3_2_3  a_le_r_5_3_2_3   1.000000000000e+00
    a_5_3_2_3  a_le_z_5_3_2_3   1.000000000000e+00
    a_5_3_2_3  a_ge_5_3_2_3   1.000000000000e+00
    a_5_3_2_3  r_ge_a_5_2_3_2  -1.000000000000e+00
    a_5_3_2_3  r_le_5_2_3  -1.000000000000e+00
    a_5_3_2_4  a_le_r_5_3_2_4   1.000000000000e+00
    a_5_3_2_4  a_le_z_5_3_2_4   1.000000000000e+00
    a_5_3_2_4  a_ge_5_3_2_4   1.000000000000e+00
    a_5_3_2_4  r_ge_a_5_2_4_2  -1.000000000000e+00
    a_5_3_2_4  r_le_5_2_4  -1.000000000000e+00
    a_5_3_2_5  a_le_r_5_3_2_5   1.000000000000e+00
    a_5_3_2_5  a_le_z_5_3_2_5   1.000000000000e+00
    a_5_3_2_5  a_ge_5_3_2_5   1.000000000000e+00
    a_5_3_2_5  r_ge_a_5_2_5_2  -1.000000000000e+00
    a_5_3_2_5  r_le_5_2_5  -1.000000000000e+00
    a_5_3_4_1  a_le_r_5_3_4_1   1.000000000000e+00
    a_5_3_4_1  a_le_z_5_3_4_1   1.000000000000e+00
    a_5_3_4_1  a_ge_5_3_4_1   1.000000000000e+00
    a_5_3_4_1  r_ge_a_5_4_1_3  -1.000000000000e+00
    a_5_3_4_1  r_le_5_4_1  -1.000000000000e+00
    a_5_3_4_2  a_le_r_5_3_4_2   1.000000000000e+00
    a_5_3_4_2  a_le_z_5_3_4_2   1.000000000000e+00
    a_5_3_4_2  a_ge_5_3_4_2   1.000000000000e+00
    a_5_3_4_2  r_ge_a_5_4_2_3  -1.000000000000e+00
    a_5_3_4_2  r_le_5_4_2  -1.000000000000e+00
    a_5_3_4_3  a_le_r_5_3_4_3   1.000000000000e+00
    a_5_3_4_3  a_le_z_5_3_4_3   1.000000000000e+00
    a_5_3_4_3  a_ge_5_3_4_3   1.000000000000e+00
    a_5_3_4_3  r_ge_a_5_4_3_3  -1.000000000000e+00
    a_5_3_4_3  r_le_5_4_3  -1.000000000000e+00
    a_5_3_4_4  a_le_r_5_3_4_4   1.000000000000e+00
    a_5_3_4_4  a_le_z_5_3_4_4   1.000000000000e+00
    a_5_3_4_4  a_ge_5_3_4_4   1.000000000000e+00
    a_5_3_4_4  r_ge_a_5_4_4_3  -1.000000000000e+00
    a_5_3_4_4  r_le_5_4_4  -1.000000000000e+00
    a_5_3_4_5  a_le_r_5_3_4_5   1.000000000000e+00
    a_5_3_4_5  a_le_z_5_3_4_5   1.000000000000e+00
    a_5_3_4_5  a_ge_5_3_4_5   1.000000000000e+00
    a_5_3_4_5  r_ge_a_5_4_5_3  -1.000000000000e+00
    a_5_3_4_5  r_le_5_4_5  -1.000000000000e+00
    a_5_4_0_1  a_le_r_5_4_0_1   1.000000000000e+00
    a_5_4_0_1  a_le_z_5_4_0_1   1.000000000000e+00
    a_5_4_0_1  a_ge_5_4_0_1   1.000000000000e+00
    a_5_4_0_1  r_ge_a_5_0_1_3  -1.000000000000e+00
    a_5_4_0_1  r_le_5_0_1  -1.000000000000e+00
    a_5_4_0_2  a_le_r_5_4_0_2   1.000000000000e+00
    a_5_4_0_2  a_le_z_5_4_0_2   1.000000000000e+00
    a_5_4_0_2  a_ge_5_4_0_2   1.000000000000e+00
    a_5_4_0_2  r_ge_a_5_0_2_3  -1.000000000000e+00
    a_5_4_0_2  r_le_5_0_2  -1.000000000000e+00
    a_5_4_0_3  a_le_r_5_4_0_3   1.000000000000e+00
    a_5_4_0_3  a_le_z_5_4_0_3   1.000000000000e+00
    a_5_4_0_3  a_ge_5_4_0_3   1.000000000000e+00
    a_5_4_0_3  r_ge_a_5_0_3_3  -1.000000000000e+00
    a_5_4_0_3  r_le_5_0_3  -1.000000000000e+00
    a_5_4_0_4  a_le_r_5_4_0_4   1.000000000000e+00
    a_5_4_0_4  a_le_z_5_4_0_4   1.000000000000e+00
    a_5_4_0_4  a_ge_5_4_0_4   1.000000000000e+00
    a_5_4_0_4  r_ge_a_5_0_4_3  -1.000000000000e+00
    a_5_4_0_4  r_le_5_0_4  -1.000000000000e+00
    a_5_4_0_5  a_le_r_5_4_0_5   1.000000000000e+00
    a_5_4_0_5  a_le_z_5_4_0_5   1.000000000000e+00
    a_5_4_0_5  a_ge_5_4_0_5   1.000000000000e+00
    a_5_4_0_5  r_ge_a_5_0_5_3  -1.000000000000e+00
    a_5_4_0_5  r_le_5_0_5  -1.000000000000e+00
    a_5_4_1_1  a_le_r_5_4_1_1   1.000000000000e+00
    a_5_4_1_1  a_le_z_5_4_1_1   1.000000000000e+00
    a_5_4_1_1  a_ge_5_4_1_1   1.000000000000e+00
    a_5_4_1_1  r_ge_a_5_1_1_3  -1.000000000000e+00
    a_5_4_1_1  r_le_5_1_1  -1.000000000000e+00
    a_5_4_1_2  a_le_r_5_4_1_2   1.000000000000e+00
    a_5_4_1_2  a_le_z_5_4_1_2   1.000000000000e+00
    a_5_4_1_2  a_ge_5_4_1_2   1.000000000000e+00
    a_5_4_1_2  r_ge_a_5_1_2_3  -1.000000000000e+00
    a_5_4_1_2  r_le_5_1_2  -1.000000000000e+00
    a_5_4_1_3  a_le_r_5_4_1_3   1.000000000000e+00
    a_5_4_1_3  a_le_z_5_4_1_3   1.000000000000e+00
    a_5_4_1_3  a_ge_5_4_1_3   1.000000000000e+00
    a_5_4_1_3  r_ge_a_5_1_3_3  -1.000000000000e+00
    a_5_4_1_3  r_le_5_1_3  -1.000000000000e+00
    a_5_4_1_4  a_le_r_5_4_1_4   1.000000000000e+00
    a_5_4_1_4  a_le_z_5_4_1_4   1.000000000000e+00
    a_5_4_1_4  a_ge_5_4_1_4   1.000000000000e+00
    a_5_4_1_4  r_ge_a_5_1_4_3  -1.000000000000e+00
    a_5_4_1_4  r_le_5_1_4  -1.000000000000e+00
    a_5_4_1_5  a_le_r_5_4_1_5   1.000000000000e+00
    a_5_4_1_5  a_le_z_5_4_1_5   1.000000000000e+00
    a_5_4_1_5  a_ge_5_4_1_5   1.000000000000e+00
    a_5_4_1_5  r_ge_a_5_1_5_3  -1.000000000000e+00
    a_5_4_1_5  r_le_5_1_5  -1.000000000000e+00
    a_5_4_2_1  a_le_r_5_4_2_1   1.000000000000e+00
    a_5_4_2_1  a_le_z_5_4_2_1   1.000000000000e+00
    a_5_4_2_1  a_ge_5_4_2_1   1.000000000000e+00
    a_5_4_2_1  r_ge_a_5_2_1_3  -1.000000000000e+00
    a_5_4_2_1  r_le_5_2_1  -1.000000000000e+00
    a_5_4_2_2  a_le_r_5_4_2_2   1.000000000000e+00
    a_5_4_2_2  a_le_z_5_4_2_2   1.000000000000e+00
    a_5_4_2_2  a_ge_5_4_2_2   1.000000000000e+00
    a_5_4_2_2  r_ge_a_5_2_2_3  -1.000000000000e+00
    a_5_4_2_2  r_le_5_2_2  -1.000000000000e+00
    a_5_4_2_3  a_le_r_5_4_2_3   1.000000000000e+00
    a_5_4_2_3  a_le_z_5_4_2_3   1.000000000000e+00
    a_5_4_2_3  a_ge_5_4_2_3   1.000000000000e+00
    a_5_4_2_3  r_ge_a_5_2_3_3  -1.000000000000e+00
    a_5_4_2_3  r_le_5_2_3  -1.000000000000e+00
    a_5_4_2_4  a_le_r_5_4_2_4   1.000000000000e+00
    a_5_4_2_4  a_le_z_5_4_2_4   1.000000000000e+00
    a_5_4_2_4  a_ge_5_4_2_4   1.000000000000e+00
    a_5_4_2_4  r_ge_a_5_2_4_3  -1.000000000000e+00
    a_5_4_2_4  r_le_5_2_4  -1.000000000000e+00
    a_5_4_2_5  a_le_r_5_4_2_5   1.000000000000e+00
    a_5_4_2_5  a_le_z_5_4_2_5   1.000000000000e+00
    a_5_4_2_5  a_ge_5_4_2_5   1.000000000000e+00
    a_5_4_2_5  r_ge_a_5_2_5_3  -1.000000000000e+00
    a_5_4_2_5  r_le_5_2_5  -1.000000000000e+00
    a_5_4_3_1  a_le_r_5_4_3_1   1.000000000000e+00
    a_5_4_3_1  a_le_z_5_4_3_1   1.000000000000e+00
    a_5_4_3_1  a_ge_5_4_3_1   1.000000000000e+00
    a_5_4_3_1  r_ge_a_5_3_1_3  -1.000000000000e+00
    a_5_4_3_1  r_le_5_3_1  -1.000000000000e+00
    a_5_4_3_2  a_le_r_5_4_3_2   1.000000000000e+00
    a_5_4_3_2  a_le_z_5_4_3_2   1.000000000000e+00
    a_5_4_3_2  a_ge_5_4_3_2   1.000000000000e+00
    a_5_4_3_2  r_ge_a_5_3_2_3  -1.000000000000e+00
    a_5_4_3_2  r_le_5_3_2  -1.000000000000e+00
    a_5_4_3_3  a_le_r_5_4_3_3   1.000000000000e+00
    a_5_4_3_3  a_le_z_5_4_3_3   1.000000000000e+00
    a_5_4_3_3  a_ge_5_4_3_3   1.000000000000e+00
    a_5_4_3_3  r_ge_a_5_3_3_3  -1.000000000000e+00
    a_5_4_3_3  r_le_5_3_3  -1.000000000000e+00
    a_5_4_3_4  a_le_r_5_4_3_4   1.000000000000e+00
    a_5_4_3_4  a_le_z_5_4_3_4   1.000000000000e+00
    a_5_4_3_4  a_ge_5_4_3_4   1.000000000000e+00
    a_5_4_3_4  r_ge_a_5_3_4_3  -1.000000000000e+00
    a_5_4_3_4  r_le_5_3_4  -1.000000000000e+00
    a_5_4_3_5  a_le_r_5_4_3_5   1.000000000000e+00
    a_5_4_3_5  a_le_z_5_4_3_5   1.000000000000e+00
    a_5_4_3_5  a_ge_5_4_3_5   1.000000000000e+00
    a_5_4_3_5  r_ge_a_5_3_5_3  -1.000000000000e+00
    a_5_4_3_5  r_le_5_3_5  -1.000000000000e+00
    a_5_5_0_1  a_le_r_5_5_0_1   1.000000000000e+00
    a_5_5_0_1  a_le_z_5_5_0_1   1.000000000000e+00
    a_5_5_0_1  a_ge_5_5_0_1   1.000000000000e+00
    a_5_5_0_1  r_ge_a_5_0_1_4  -1.000000000000e+00
    a_5_5_0_1  r_le_5_0_1  -1.000000000000e+00
    a_5_5_0_2  a_le_r_5_5_0_2   1.000000000000e+00
    a_5_5_0_2  a_le_z_5_5_0_2   1.000000000000e+00
    a_5_5_0_2  a_ge_5_5_0_2   1.000000000000e+00
    a_5_5_0_2  r_ge_a_5_0_2_4  -1.000000000000e+00
    a_5_5_0_2  r_le_5_0_2  -1.000000000000e+00
    a_5_5_0_3  a_le_r_5_5_0_3   1.000000000000e+00
    a_5_5_0_3  a_le_z_5_5_0_3   1.000000000000e+00
    a_5_5_0_3  a_ge_5_5_0_3   1.000000000000e+00
    a_5_5_0_3  r_ge_a_5_0_3_4  -1.000000000000e+00
    a_5_5_0_3  r_le_5_0_3  -1.000000000000e+00
    a_5_5_0_4  a_le_r_5_5_0_4   1.000000000000e+00
    a_5_5_0_4  a_le_z_5_5_0_4   1.000000000000e+00
    a_5_5_0_4  a_ge_5_5_0_4   1.000000000000e+00
    a_5_5_0_4  r_ge_a_5_0_4_4  -1.000000000000e+00
    a_5_5_0_4  r_le_5_0_4  -1.000000000000e+00
    a_5_5_0_5  a_le_r_5_5_0_5   1.000000000000e+00
    a_5_5_0_5  a_le_z_5_5_0_5   1.000000000000e+00
    a_5_5_0_5  a_ge_5_5_0_5   1.000000000000e+00
    a_5_5_0_5  r_ge_a_5_0_5_4  -1.000000000000e+00
    a_5_5_0_5  r_le_5_0_5  -1.000000000000e+00
    a_5_5_1_1  a_le_r_5_5_1_1   1.000000000000e+00
    a_5_5_1_1  a_le_z_5_5_1_1   1.000000000000e+00
    a_5_5_1_1  a_ge_5_5_1_1   1.000000000000e+00
    a_5_5_1_1  r_ge_a_5_1_1_4  -1.000000000000e+00
    a_5_5_1_1  r_le_5_1_1  -1.000000000000e+00
    a_5_5_1_2  a_le_r_5_5_1_2   1.000000000000e+00
    a_5_5_1_2  a_le_z_5_5_1_2   1.000000000000e+00
    a_5_5_1_2  a_ge_5_5_1_2   1.000000000000e+00
    a_5_5_1_2  r_ge_a_5_1_2_4  -1.000000000000e+00
    a_5_5_1_2  r_le_5_1_2  -1.000000000000e+00
    a_5_5_1_3  a_le_r_5_5_1_3   1.000000000000e+00
    a_5_5_1_3  a_le_z_5_5_1_3   1.000000000000e+00
    a_5_5_1_3  a_ge_5_5_1_3   1.000000000000e+00
    a_5_5_1_3  r_ge_a_5_1_3_4  -1.000000000000e+00
    a_5_5_1_3  r_le_5_1_3  -1.000000000000e+00
    a_5_5_1_4  a_le_r_5_5_1_4   1.000000000000e+00
    a_5_5_1_4  a_le_z_5_5_1_4   1.000000000000e+00
    a_5_5_1_4  a_ge_5_5_1_4   1.000000000000e+00
    a_5_5_1_4  r_ge_a_5_1_4_4  -1.000000000000e+00
    a_5_5_1_4  r_le_5_1_4  -1.000000000000e+00
    a_5_5_1_5  a_le_r_5_5_1_5   1.000000000000e+00
    a_5_5_1_5  a_le_z_5_5_1_5   1.000000000000e+00
    a_5_5_1_5  a_ge_5_5_1_5   1.000000000000e+00
    a_5_5_1_5  r_ge_a_5_1_5_4  -1.000000000000e+00
    a_5_5_1_5  r_le_5_1_5  -1.000000000000e+00
    a_5_5_2_1  a_le_r_5_5_2_1   1.000000000000e+00
    a_5_5_2_1  a_le_z_5_5_2_1   1.000000000000e+00
    a_5_5_2_1  a_ge_5_5_2_1   1.000000000000e+00
    a_5_5_2_1  r_ge_a_5_2_1_4  -1.000000000000e+00
    a_5_5_2_1  r_le_5_2_1  -1.000000000000e+00
    a_5_5_2_2  a_le_r_5_5_2_2   1.000000000000e+00
    a_5_5_2_2  a_le_z_5_5_2_2   1.000000000000e+00
    a_5_5_2_2  a_ge_5_5_2_2   1.000000000000e+00
    a_5_5_2_2  r_ge_a_5_2_2_4  -1.000000000000e+00
    a_5_5_2_2  r_le_5_2_2  -1.000000000000e+00
    a_5_5_2_3  a_le_r_5_5_2_3   1.000000000000e+00
    a_5_5_2_3  a_le_z_5_5_2_3   1.000000000000e+00
    a_5_5_2_3  a_ge_5_5_2_3   1.000000000000e+00
    a_5_5_2_3  r_ge_a_5_2_3_4  -1.000000000000e+00
    a_5_5_2_3  r_le_5_2_3  -1.000000000000e+00
    a_5_5_2_4  a_le_r_5_5_2_4   1.000000000000e+00
    a_5_5_2_4  a_le_z_5_5_2_4   1.000000000000e+00
    a_5_5_2_4  a_ge_5_5_2_4   1.000000000000e+00
    a_5_5_2_4  r_ge_a_5_2_4_4  -1.000000000000e+00
    a_5_5_2_4  r_le_5_2_4  -1.000000000000e+00
    a_5_5_2_5  a_le_r_5_5_2_5   1.000000000000e+00
    a_5_5_2_5  a_le_z_5_5_2_5   1.000000000000e+00
    a_5_5_2_5  a_ge_5_5_2_5   1.000000000000e+00
    a_5_5_2_5  r_ge_a_5_2_5_4  -1.000000000000e+00
    a_5_5_2_5  r_le_5_2_5  -1.000000000000e+00
    a_5_5_3_1  a_le_r_5_5_3_1   1.000000000000e+00
    a_5_5_3_1  a_le_z_5_5_3_1   1.000000000000e+00
    a_5_5_3_1  a_ge_5_5_3_1   1.000000000000e+00
    a_5_5_3_1  r_ge_a_5_3_1_4  -1.000000000000e+00
    a_5_5_3_1  r_le_5_3_1  -1.000000000000e+00
    a_5_5_3_2  a_le_r_5_5_3_2   1.000000000000e+00
    a_5_5_3_2  a_le_z_5_5_3_2   1.000000000000e+00
    a_5_5_3_2  a_ge_5_5_3_2   1.000000000000e+00
    a_5_5_3_2  r_ge_a_5_3_2_4  -1.000000000000e+00
    a_5_5_3_2  r_le_5_3_2  -1.000000000000e+00
    a_5_5_3_3  a_le_r_5_5_3_3   1.000000000000e+00
    a_5_5_3_3  a_le_z_5_5_3_3   1.000000000000e+00
    a_5_5_3_3  a_ge_5_5_3_3   1.000000000000e+00
    a_5_5_3_3  r_ge_a_5_3_3_4  -1.000000000000e+00
    a_5_5_3_3  r_le_5_3_3  -1.000000000000e+00
    a_5_5_3_4  a_le_r_5_5_3_4   1.000000000000e+00
    a_5_5_3_4  a_le_z_5_5_3_4   1.000000000000e+00
    a_5_5_3_4  a_ge_5_5_3_4   1.000000000000e+00
    a_5_5_3_4  r_ge_a_5_3_4_4  -1.000000000000e+00
    a_5_5_3_4  r_le_5_3_4  -1.000000000000e+00
    a_5_5_3_5  a_le_r_5_5_3_5   1.000000000000e+00
    a_5_5_3_5  a_le_z_5_5_3_5   1.000000000000e+00
    a_5_5_3_5  a_ge_5_5_3_5   1.000000000000e+00
    a_5_5_3_5  r_ge_a_5_3_5_4  -1.000000000000e+00
    a_5_5_3_5  r_le_5_3_5  -1.000000000000e+00
    a_5_5_4_1  a_le_r_5_5_4_1   1.000000000000e+00
    a_5_5_4_1  a_le_z_5_5_4_1   1.000000000000e+00
    a_5_5_4_1  a_ge_5_5_4_1   1.000000000000e+00
    a_5_5_4_1  r_ge_a_5_4_1_4  -1.000000000000e+00
    a_5_5_4_1  r_le_5_4_1  -1.000000000000e+00
    a_5_5_4_2  a_le_r_5_5_4_2   1.000000000000e+00
    a_5_5_4_2  a_le_z_5_5_4_2   1.000000000000e+00
    a_5_5_4_2  a_ge_5_5_4_2   1.000000000000e+00
    a_5_5_4_2  r_ge_a_5_4_2_4  -1.000000000000e+00
    a_5_5_4_2  r_le_5_4_2  -1.000000000000e+00
    a_5_5_4_3  a_le_r_5_5_4_3   1.000000000000e+00
    a_5_5_4_3  a_le_z_5_5_4_3   1.000000000000e+00
    a_5_5_4_3  a_ge_5_5_4_3   1.000000000000e+00
    a_5_5_4_3  r_ge_a_5_4_3_4  -1.000000000000e+00
    a_5_5_4_3  r_le_5_4_3  -1.000000000000e+00
    a_5_5_4_4  a_le_r_5_5_4_4   1.000000000000e+00
    a_5_5_4_4  a_le_z_5_5_4_4   1.000000000000e+00
    a_5_5_4_4  a_ge_5_5_4_4   1.000000000000e+00
    a_5_5_4_4  r_ge_a_5_4_4_4  -1.000000000000e+00
    a_5_5_4_4  r_le_5_4_4  -1.000000000000e+00
    a_5_5_4_5  a_le_r_5_5_4_5   1.000000000000e+00
    a_5_5_4_5  a_le_z_5_5_4_5   1.000000000000e+00
    a_5_5_4_5  a_ge_5_5_4_5   1.000000000000e+00
    a_5_5_4_5  r_ge_a_5_4_5_4  -1.000000000000e+00
    a_5_5_4_5  r_le_5_4_5  -1.000000000000e+00
    r_0_1_1   a_le_r_0_1_2_2  -1.000000000000e+00
    r_0_1_1   a_ge_0_1_2_2  -1.000000000000e+00
    r_0_1_1   a_le_r_0_1_3_2  -1.000000000000e+00
    r_0_1_1   a_ge_0_1_3_2  -1.000000000000e+00
    r_0_1_1   a_le_r_0_1_4_2  -1.000000000000e+00
    r_0_1_1   a_ge_0_1_4_2  -1.000000000000e+00
    r_0_1_1   a_le_r_0_1_5_2  -1.000000000000e+00
    r_0_1_1   a_ge_0_1_5_2  -1.000000000000e+00
    r_0_1_1   r_mono_0_1_1   1.000000000000e+00
    r_0_1_1   r_ge_a_0_1_1_0   1.000000000000e+00
    r_0_1_1   r_ge_a_0_1_1_1   1.000000000000e+00
    r_0_1_1   r_ge_a_0_1_1_2   1.000000000000e+00
    r_0_1_1   r_ge_a_0_1_1_3   1.000000000000e+00
    r_0_1_1   r_ge_a_0_1_1_4   1.000000000000e+00
    r_0_1_1   r_le_0_1_1   1.000000000000e+00
    r_0_1_1   r_mono_0_1_2  -1.000000000000e+00
    r_0_1_1   r_le_0_1_2  -1.000000000000e+00
    r_0_1_1   OBJ       -5.555555555556e-01
    r_0_1_2   a_le_r_0_1_2_3  -1.000000000000e+00
    r_0_1_2   a_ge_0_1_2_3  -1.000000000000e+00
    r_0_1_2   a_le_r_0_1_3_3  -1.000000000000e+00
    r_0_1_2   a_ge_0_1_3_3  -1.000000000000e+00
    r_0_1_2   a_le_r_0_1_4_3  -1.000000000000e+00
    r_0_1_2   a_ge_0_1_4_3  -1.000000000000e+00
    r_0_1_2   a_le_r_0_1_5_3  -1.000000000000e+00
    r_0_1_2   a_ge_0_1_5_3  -1.000000000000e+00
    r_0_1_2   r_mono_0_1_2   1.000000000000e+00
    r_0_1_2   r_ge_a_0_1_2_0   1.000000000000e+00
    r_0_1_2   r_ge_a_0_1_2_1   1.000000000000e+00
    r_0_1_2   r_ge_a_0_1_2_2   1.000000000000e+00
    r_0_1_2   r_ge_a_0_1_2_3   1.000000000000e+00
    r_0_1_2   r_ge_a_0_1_2_4   1.000000000000e+00
    r_0_1_2   r_le_0_1_2   1.000000000000e+00
    r_0_1_2   r_mono_0_1_3  -1.000000000000e+00
    r_0_1_2   r_le_0_1_3  -1.000000000000e+00
    r_0_1_2   OBJ       -5.555555555556e-01
    r_0_1_3   a_le_r_0_1_2_4  -1.000000000000e+00
    r_0_1_3   a_ge_0_1_2_4  -1.000000000000e+00
    r_0_1_3   a_le_r_0_1_3_4  -1.000000000000e+00
    r_0_1_3   a_ge_0_1_3_4  -1.000000000000e+00
    r_0_1_3   a_le_r_0_1_4_4  -1.000000000000e+00
    r_0_1_3   a_ge_0_1_4_4  -1.000000000000e+00
    r_0_1_3   a_le_r_0_1_5_4  -1.000000000000e+00
    r_0_1_3   a_ge_0_1_5_4  -1.000000000000e+00
    r_0_1_3   r_mono_0_1_3   1.000000000000e+00
    r_0_1_3   r_ge_a_0_1_3_0   1.000000000000e+00
    r_0_1_3   r_ge_a_0_1_3_1   1.000000000000e+00
    r_0_1_3   r_ge_a_0_1_3_2   1.000000000000e+00
    r_0_1_3   r_ge_a_0_1_3_3   1.000000000000e+00
    r_0_1_3   r_ge_a_0_1_3_4   1.000000000000e+00
    r_0_1_3   r_le_0_1_3   1.000000000000e+00
    r_0_1_3   r_mono_0_1_4  -1.000000000000e+00
    r_0_1_3   r_le_0_1_4  -1.000000000000e+00
    r_0_1_3   OBJ       -5.555555555556e-01
    r_0_1_4   a_le_r_0_1_2_5  -1.000000000000e+00
    r_0_1_4   a_ge_0_1_2_5  -1.000000000000e+00
    r_0_1_4   a_le_r_0_1_3_5  -1.000000000000e+00
    r_0_1_4   a_ge_0_1_3_5  -1.000000000000e+00
    r_0_1_4   a_le_r_0_1_4_5  -1.000000000000e+00
    r_0_1_4   a_ge_0_1_4_5  -1.000000000000e+00
    r_0_1_4   a_le_r_0_1_5_5  -1.000000000000e+00
    r_0_1_4   a_ge_0_1_5_5  -1.000000000000e+00
    r_0_1_4   r_mono_0_1_4   1.000000000000e+00
    r_0_1_4   r_ge_a_0_1_4_0   1.000000000000e+00
    r_0_1_4   r_ge_a_0_1_4_1   1.000000000000e+00
    r_0_1_4   r_ge_a_0_1_4_2   1.000000000000e+00
    r_0_1_4   r_ge_a_0_1_4_3   1.000000000000e+00
    r_0_1_4   r_ge_a_0_1_4_4   1.000000000000e+00
    r_0_1_4   r_le_0_1_4   1.000000000000e+00
    r_0_1_4   r_mono_0_1_5  -1.000000000000e+00
    r_0_1_4   r_le_0_1_5  -1.000000000000e+00
    r_0_1_4   OBJ       -5.555555555556e-01
    r_0_1_5   r_mono_0_1_5   1.000000000000e+00
    r_0_1_5   r_ge_a_0_1_5_0   1.000000000000e+00
    r_0_1_5   r_ge_a_0_1_5_1   1.000000000000e+00
    r_0_1_5   r_ge_a_0_1_5_2   1.000000000000e+00
    r_0_1_5   r_ge_a_0_1_5_3   1.000000000000e+00
    r_0_1_5   r_ge_a_0_1_5_4   1.000000000000e+00
    r_0_1_5   r_le_0_1_5   1.000000000000e+00
    r_0_1_5   reach_0_1   1.000000000000e+00
    r_0_2_1   a_le_r_0_2_1_2  -1.000000000000e+00
    r_0_2_1   a_ge_0_2_1_2  -1.000000000000e+00
    r_0_2_1   a_le_r_0_2_3_2  -1.000000000000e+00
    r_0_2_1   a_ge_0_2_3_2  -1.000000000000e+00
    r_0_2_1   a_le_r_0_2_4_2  -1.000000000000e+00
    r_0_2_1   a_ge_0_2_4_2  -1.000000000000e+00
    r_0_2_1   a_le_r_0_2_5_2  -1.000000000000e+00
    r_0_2_1   a_ge_0_2_5_2  -1.000000000000e+00
    r_0_2_1   r_mono_0_2_1   1.000000000000e+00
    r_0_2_1   r_ge_a_0_2_1_0   1.000000000000e+00
    r_0_2_1   r_ge_a_0_2_1_1   1.000000000000e+00
    r_0_2_1   r_ge_a_0_2_1_2   1.000000000000e+00
    r_0_2_1   r_ge_a_0_2_1_3   1.000000000000e+00
    r_0_2_1   r_ge_a_0_2_1_4   1.000000000000e+00
    r_0_2_1   r_le_0_2_1   1.000000000000e+00
    r_0_2_1   r_mono_0_2_2  -1.000000000000e+00
    r_0_2_1   r_le_0_2_2  -1.000000000000e+00
    r_0_2_2   a_le_r_0_2_1_3  -1.000000000000e+00
    r_0_2_2   a_ge_0_2_1_3  -1.000000000000e+00
    r_0_2_2   a_le_r_0_2_3_3  -1.000000000000e+00
    r_0_2_2   a_ge_0_2_3_3  -1.000000000000e+00
    r_0_2_2   a_le_r_0_2_4_3  -1.000000000000e+00
    r_0_2_2   a_ge_0_2_4_3  -1.000000000000e+00
    r_0_2_2   a_le_r_0_2_5_3  -1.000000000000e+00
    r_0_2_2   a_ge_0_2_5_3  -1.000000000000e+00
    r_0_2_2   r_mono_0_2_2   1.000000000000e+00
    r_0_2_2   r_ge_a_0_2_2_0   1.000000000000e+00
    r_0_2_2   r_ge_a_0_2_2_1   1.000000000000e+00
    r_0_2_2   r_ge_a_0_2_2_2   1.000000000000e+00
    r_0_2_2   r_ge_a_0_2_2_3   1.000000000000e+00
    r_0_2_2   r_ge_a_0_2_2_4   1.000000000000e+00
    r_0_2_2   r_le_0_2_2   1.000000000000e+00
    r_0_2_2   r_mono_0_2_3  -1.000000000000e+00
    r_0_2_2   r_le_0_2_3  -1.000000000000e+00
    r_0_2_3   a_le_r_0_2_1_4  -1.000000000000e+00
    r_0_2_3   a_ge_0_2_1_4  -1.000000000000e+00
    r_0_2_3   a_le_r_0_2_3_4  -1.000000000000e+00
    r_0_2_3   a_ge_0_2_3_4  -1.000000000000e+00
    r_0_2_3   a_le_r_0_2_4_4  -1.000000000000e+00
    r_0_2_3   a_ge_0_2_4_4  -1.000000000000e+00
    r_0_2_3   a_le_r_0_2_5_4  -1.000000000000e+00
    r_0_2_3   a_ge_0_2_5_4  -1.000000000000e+00
    r_0_2_3   r_mono_0_2_3   1.000000000000e+00
    r_0_2_3   r_ge_a_0_2_3_0   1.000000000000e+00
    r_0_2_3   r_ge_a_0_2_3_1   1.000000000000e+00
    r_0_2_3   r_ge_a_0_2_3_2   1.000000000000e+00
    r_0_2_3   r_ge_a_0_2_3_3   1.000000000000e+00
    r_0_2_3   r_ge_a_0_2_3_4   1.000000000000e+00
    r_0_2_3   r_le_0_2_3   1.000000000000e+00
    r_0_2_3   r_mono_0_2_4  -1.000000000000e+00
    r_0_2_3   r_le_0_2_4  -1.000000000000e+00
    r_0_2_4   a_le_r_0_2_1_5  -1.000000000000e+00
    r_0_2_4   a_ge_0_2_1_5  -1.000000000000e+00
    r_0_2_4   a_le_r_0_2_3_5  -1.000000000000e+00
    r_0_2_4   a_ge_0_2_3_5  -1.000000000000e+00
    r_0_2_4   a_le_r_0_2_4_5  -1.000000000000e+00
    r_0_2_4   a_ge_0_2_4_5  -1.000000000000e+00
    r_0_2_4   a_le_r_0_2_5_5  -1.000000000000e+00
    r_0_2_4   a_ge_0_2_5_5  -1.000000000000e+00
    r_0_2_4   r_mono_0_2_4   1.000000000000e+00
    r_0_2_4   r_ge_a_0_2_4_0   1.000000000000e+00
    r_0_2_4   r_ge_a_0_2_4_1   1.000000000000e+00
    r_0_2_4   r_ge_a_0_2_4_2   1.000000000000e+00
    r_0_2_4   r_ge_a_0_2_4_3   1.000000000000e+00
    r_0_2_4   r_ge_a_0_2_4_4   1.000000000000e+00
    r_0_2_4   r_le_0_2_4   1.000000000000e+00
    r_0_2_4   r_mono_0_2_5  -1.000000000000e+00
    r_0_2_4   r_le_0_2_5  -1.000000000000e+00
    r_0_2_5   r_mono_0_2_5   1.000000000000e+00
    r_0_2_5   r_ge_a_0_2_5_0   1.000000000000e+00
    r_0_2_5   r_ge_a_0_2_5_1   1.000000000000e+00
    r_0_2_5   r_ge_a_0_2_5_2   1.000000000000e+00
    r_0_2_5   r_ge_a_0_2_5_3   1.000000000000e+00
    r_0_2_5   r_ge_a_0_2_5_4   1.000000000000e+00
    r_0_2_5   r_le_0_2_5   1.000000000000e+00
    r_0_3_1   a_le_r_0_3_1_2  -1.000000000000e+00
    r_0_3_1   a_ge_0_3_1_2  -1.000000000000e+00
    r_0_3_1   a_le_r_0_3_2_2  -1.000000000000e+00
    r_0_3_1   a_ge_0_3_2_2  -1.000000000000e+00
    r_0_3_1   a_le_r_0_3_4_2  -1.000000000000e+00
    r_0_3_1   a_ge_0_3_4_2  -1.000000000000e+00
    r_0_3_1   a_le_r_0_3_5_2  -1.000000000000e+00
    r_0_3_1   a_ge_0_3_5_2  -1.000000000000e+00
    r_0_3_1   r_mono_0_3_1   1.000000000000e+00
    r_0_3_1   r_ge_a_0_3_1_0   1.000000000000e+00
    r_0_3_1   r_ge_a_0_3_1_1   1.000000000000e+00
    r_0_3_1   r_ge_a_0_3_1_2   1.000000000000e+00
    r_0_3_1   r_ge_a_0_3_1_3   1.000000000000e+00
    r_0_3_1   r_ge_a_0_3_1_4   1.000000000000e+00
    r_0_3_1   r_le_0_3_1   1.000000000000e+00
    r_0_3_1   r_mono_0_3_2  -1.000000000000e+00
    r_0_3_1   r_le_0_3_2  -1.000000000000e+00
    r_0_3_1   OBJ       -4.444444444444e-01
    r_0_3_2   a_le_r_0_3_1_3  -1.000000000000e+00
    r_0_3_2   a_ge_0_3_1_3  -1.000000000000e+00
    r_0_3_2   a_le_r_0_3_2_3  -1.000000000000e+00
    r_0_3_2   a_ge_0_3_2_3  -1.000000000000e+00
    r_0_3_2   a_le_r_0_3_4_3  -1.000000000000e+00
    r_0_3_2   a_ge_0_3_4_3  -1.000000000000e+00
    r_0_3_2   a_le_r_0_3_5_3  -1.000000000000e+00
    r_0_3_2   a_ge_0_3_5_3  -1.000000000000e+00
    r_0_3_2   r_mono_0_3_2   1.000000000000e+00
    r_0_3_2   r_ge_a_0_3_2_0   1.000000000000e+00
    r_0_3_2   r_ge_a_0_3_2_1   1.000000000000e+00
    r_0_3_2   r_ge_a_0_3_2_2   1.000000000000e+00
    r_0_3_2   r_ge_a_0_3_2_3   1.000000000000e+00
    r_0_3_2   r_ge_a_0_3_2_4   1.000000000000e+00
    r_0_3_2   r_le_0_3_2   1.000000000000e+00
    r_0_3_2   r_mono_0_3_3  -1.000000000000e+00
    r_0_3_2   r_le_0_3_3  -1.000000000000e+00
    r_0_3_2   OBJ       -4.444444444444e-01
    r_0_3_3   a_le_r_0_3_1_4  -1.000000000000e+00
    r_0_3_3   a_ge_0_3_1_4  -1.000000000000e+00
    r_0_3_3   a_le_r_0_3_2_4  -1.000000000000e+00
    r_0_3_3   a_ge_0_3_2_4  -1.000000000000e+00
    r_0_3_3   a_le_r_0_3_4_4  -1.000000000000e+00
    r_0_3_3   a_ge_0_3_4_4  -1.000000000000e+00
    r_0_3_3   a_le_r_0_3_5_4  -1.000000000000e+00
    r_0_3_3   a_ge_0_3_5_4  -1.000000000000e+00
    r_0_3_3   r_mono_0_3_3   1.000000000000e+00
    r_0_3_3   r_ge_a_0_3_3_0   1.000000000000e+00
    r_0_3_3   r_ge_a_0_3_3_1   1.000000000000e+00
    r_0_3_3   r_ge_a_0_3_3_2   1.000000000000e+00
    r_0_3_3   r_ge_a_0_3_3_3   1.000000000000e+00
    r_0_3_3   r_ge_a_0_3_3_4   1.000000000000e+00
    r_0_3_3   r_le_0_3_3   1.000000000000e+00
    r_0_3_3   r_mono_0_3_4  -1.000000000000e+00
    r_0_3_3   r_le_0_3_4  -1.000000000000e+00
    r_0_3_3   OBJ       -4.444444444444e-01
    r_0_3_4   a_le_r_0_3_1_5  -1.000000000000e+00
    r_0_3_4   a_ge_0_3_1_5  -1.000000000000e+00
    r_0_3_4   a_le_r_0_3_2_5  -1.000000000000e+00
    r_0_3_4   a_ge_0_3_2_5  -1.000000000000e+00
    r_0_3_4   a_le_r_0_3_4_5  -1.000000000000e+00
    r_0_3_4   a_ge_0_3_4_5  -1.000000000000e+00
    r_0_3_4   a_le_r_0_3_5_5  -1.000000000000e+00
    r_0_3_4   a_ge_0_3_5_5  -1.000000000000e+00
    r_0_3_4   r_mono_0_3_4   1.000000000000e+00
    r_0_3_4   r_ge_a_0_3_4_0   1.000000000000e+00
    r_0_3_4   r_ge_a_0_3_4_1   1.000000000000e+00
    r_0_3_4   r_ge_a_0_3_4_2   1.000000000000e+00
    r_0_3_4   r_ge_a_0_3_4_3   1.000000000000e+00
    r_0_3_4   r_ge_a_0_3_4_4   1.000000000000e+00
    r_0_3_4   r_le_0_3_4   1.000000000000e+00
    r_0_3_4   r_mono_0_3_5  -1.000000000000e+00
    r_0_3_4   r_le_0_3_5  -1.000000000000e+00
    r_0_3_4   OBJ       -4.444444444444e-01
    r_0_3_5   r_mono_0_3_5   1.000000000000e+00
    r_0_3_5   r_ge_a_0_3_5_0   1.000000000000e+00
    r_0_3_5   r_ge_a_0_3_5_1   1.000000000000e+00
    r_0_3_5   r_ge_a_0_3_5_2   1.000000000000e+00
    r_0_3_5   r_ge_a_0_3_5_3   1.000000000000e+00
    r_0_3_5   r_ge_a_0_3_5_4   1.000000000000e+00
    r_0_3_5   r_le_0_3_5   1.000000000000e+00
    r_0_3_5   reach_0_3   1.000000000000e+00
    r_0_4_1   a_le_r_0_4_1_2  -1.000000000000e+00
    r_0_4_1   a_ge_0_4_1_2  -1.000000000000e+00
    r_0_4_1   a_le_r_0_4_2_2  -1.000000000000e+00
    r_0_4_1   a_ge_0_4_2_2  -1.000000000000e+00
    r_0_4_1   a_le_r_0_4_3_2  -1.000000000000e+00
    r_0_4_1   a_ge_0_4_3_2  -1.000000000000e+00
    r_0_4_1   a_le_r_0_4_5_2  -1.000000000000e+00
    r_0_4_1   a_ge_0_4_5_2  -1.000000000000e+00
    r_0_4_1   r_mono_0_4_1   1.000000000000e+00
    r_0_4_1   r_ge_a_0_4_1_0   1.000000000000e+00
    r_0_4_1   r_ge_a_0_4_1_1   1.000000000000e+00
    r_0_4_1   r_ge_a_0_4_1_2   1.000000000000e+00
    r_0_4_1   r_ge_a_0_4_1_3   1.000000000000e+00
    r_0_4_1   r_ge_a_0_4_1_4   1.000000000000e+00
    r_0_4_1   r_le_0_4_1   1.000000000000e+00
    r_0_4_1   r_mono_0_4_2  -1.000000000000e+00
    r_0_4_1   r_le_0_4_2  -1.000000000000e+00
    r_0_4_1   OBJ       -1.000000000000e+00
    r_0_4_2   a_le_r_0_4_1_3  -1.000000000000e+00
    r_0_4_2   a_ge_0_4_1_3  -1.000000000000e+00
    r_0_4_2   a_le_r_0_4_2_3  -1.000000000000e+00
    r_0_4_2   a_ge_0_4_2_3  -1.000000000000e+00
    r_0_4_2   a_le_r_0_4_3_3  -1.000000000000e+00
    r_0_4_2   a_ge_0_4_3_3  -1.000000000000e+00
    r_0_4_2   a_le_r_0_4_5_3  -1.000000000000e+00
    r_0_4_2   a_ge_0_4_5_3  -1.000000000000e+00
    r_0_4_2   r_mono_0_4_2   1.000000000000e+00
    r_0_4_2   r_ge_a_0_4_2_0   1.000000000000e+00
    r_0_4_2   r_ge_a_0_4_2_1   1.000000000000e+00
    r_0_4_2   r_ge_a_0_4_2_2   1.000000000000e+00
    r_0_4_2   r_ge_a_0_4_2_3   1.000000000000e+00
    r_0_4_2   r_ge_a_0_4_2_4   1.000000000000e+00
    r_0_4_2   r_le_0_4_2   1.000000000000e+00
    r_0_4_2   r_mono_0_4_3  -1.000000000000e+00
    r_0_4_2   r_le_0_4_3  -1.000000000000e+00
    r_0_4_2   OBJ       -1.000000000000e+00
    r_0_4_3   a_le_r_0_4_1_4  -1.000000000000e+00
    r_0_4_3   a_ge_0_4_1_4  -1.000000000000e+00
    r_0_4_3   a_le_r_0_4_2_4  -1.000000000000e+00
    r_0_4_3   a_ge_0_4_2_4  -1.000000000000e+00
    r_0_4_3   a_le_r_0_4_3_4  -1.000000000000e+00
    r_0_4_3   a_ge_0_4_3_4  -1.000000000000e+00
    r_0_4_3   a_le_r_0_4_5_4  -1.000000000000e+00
    r_0_4_3   a_ge_0_4_5_4  -1.000000000000e+00
    r_0_4_3   r_mono_0_4_3   1.000000000000e+00
    r_0_4_3   r_ge_a_0_4_3_0   1.000000000000e+00
    r_0_4_3   r_ge_a_0_4_3_1   1.000000000000e+00
    r_0_4_3   r_ge_a_0_4_3_2   1.000000000000e+00
    r_0_4_3   r_ge_a_0_4_3_3   1.000000000000e+00
    r_0_4_3   r_ge_a_0_4_3_4   1.000000000000e+00
    r_0_4_3   r_le_0_4_3   1.000000000000e+00
    r_0_4_3   r_mono_0_4_4  -1.000000000000e+00
    r_0_4_3   r_le_0_4_4  -1.000000000000e+00
    r_0_4_3   OBJ       -1.000000000000e+00
    r_0_4_4   a_le_r_0_4_1_5  -1.000000000000e+00
    r_0_4_4   a_ge_0_4_1_5  -1.000000000000e+00
    r_0_4_4   a_le_r_0_4_2_5  -1.000000000000e+00
    r_0_4_4   a_ge_0_4_2_5  -1.000000000000e+00
    r_0_4_4   a_le_r_0_4_3_5  -1.000000000000e+00
    r_0_4_4   a_ge_0_4_3_5  -1.000000000000e+00
    r_0_4_4   a_le_r_0_4_5_5  -1.000000000000e+00
    r_0_4_4   a_ge_0_4_5_5  -1.000000000000e+00
    r_0_4_4   r_mono_0_4_4   1.000000000000e+00
    r_0_4_4   r_ge_a_0_4_4_0   1.000000000000e+00
    r_0_4_4   r_ge_a_0_4_4_1   1.000000000000e+00
    r_0_4_4   r_ge_a_0_4_4_2   1.000000000000e+00
    r_0_4_4   r_ge_a_0_4_4_3   1.000000000000e+00
    r_0_4_4   r_ge_a_0_4_4_4   1.000000000000e+00
    r_0_4_4   r_le_0_4_4   1.000000000000e+00
    r_0_4_4   r_mono_0_4_5  -1.000000000000e+00
    r_0_4_4   r_le_0_4_5  -1.000000000000e+00
    r_0_4_4   OBJ       -1.000000000000e+00
    r_0_4_5   r_mono_0_4_5   1.000000000000e+00
    r_0_4_5   r_ge_a_0_4_5_0   1.000000000000e+00
    r_0_4_5   r_ge_a_0_4_5_1   1.000000000000e+00
    r_0_4_5   r_ge_a_0_4_5_2   1.000000000000e+00
    r_0_4_5   r_ge_a_0_4_5_3   1.000000000000e+00
    r_0_4_5   r_ge_a_0_4_5_4   1.000000000000e+00
    r_0_4_5   r_le_0_4_5   1.000000000000e+00
    r_0_4_5   reach_0_4   1.000000000000e+00
    r_0_5_1   a_le_r_0_5_1_2  -1.000000000000e+00
    r_0_5_1   a_ge_0_5_1_2  -1.000000000000e+00
    r_0_5_1   a_le_r_0_5_2_2  -1.000000000000e+00
    r_0_5_1   a_ge_0_5_2_2  -1.000000000000e+00
    r_0_5_1   a_le_r_0_5_3_2  -1.000000000000e+00
    r_0_5_1   a_ge_0_5_3_2  -1.000000000000e+00
    r_0_5_1   a_le_r_0_5_4_2  -1.000000000000e+00
    r_0_5_1   a_ge_0_5_4_2  -1.000000000000e+00
    r_0_5_1   r_mono_0_5_1   1.000000000000e+00
    r_0_5_1   r_ge_a_0_5_1_0   1.000000000000e+00
    r_0_5_1   r_ge_a_0_5_1_1   1.000000000000e+00
    r_0_5_1   r_ge_a_0_5_1_2   1.000000000000e+00
    r_0_5_1   r_ge_a_0_5_1_3   1.000000000000e+00
    r_0_5_1   r_ge_a_0_5_1_4   1.000000000000e+00
    r_0_5_1   r_le_0_5_1   1.000000000000e+00
    r_0_5_1   r_mono_0_5_2  -1.000000000000e+00
    r_0_5_1   r_le_0_5_2  -1.000000000000e+00
    r_0_5_1   OBJ       -4.444444444444e-01
    r_0_5_2   a_le_r_0_5_1_3  -1.000000000000e+00
    r_0_5_2   a_ge_0_5_1_3  -1.000000000000e+00
    r_0_5_2   a_le_r_0_5_2_3  -1.000000000000e+00
    r_0_5_2   a_ge_0_5_2_3  -1.000000000000e+00
    r_0_5_2   a_le_r_0_5_3_3  -1.000000000000e+00
    r_0_5_2   a_ge_0_5_3_3  -1.000000000000e+00
    r_0_5_2   a_le_r_0_5_4_3  -1.000000000000e+00
    r_0_5_2   a_ge_0_5_4_3  -1.000000000000e+00
    r_0_5_2   r_mono_0_5_2   1.000000000000e+00
    r_0_5_2   r_ge_a_0_5_2_0   1.000000000000e+00
    r_0_5_2   r_ge_a_0_5_2_1   1.000000000000e+00
    r_0_5_2   r_ge_a_0_5_2_2   1.000000000000e+00
    r_0_5_2   r_ge_a_0_5_2_3   1.000000000000e+00
    r_0_5_2   r_ge_a_0_5_2_4   1.000000000000e+00
    r_0_5_2   r_le_0_5_2   1.000000000000e+00
    r_0_5_2   r_mono_0_5_3  -1.000000000000e+00
    r_0_5_2   r_le_0_5_3  -1.000000000000e+00
    r_0_5_2   OBJ       -4.444444444444e-01
    r_0_5_3   a_le_r_0_5_1_4  -1.000000000000e+00
    r_0_5_3   a_ge_0_5_1_4  -1.000000000000e+00
    r_0_5_3   a_le_r_0_5_2_4  -1.000000000000e+00
    r_0_5_3   a_ge_0_5_2_4  -1.000000000000e+00
    r_0_5_3   a_le_r_0_5_3_4  -1.000000000000e+00
    r_0_5_3   a_ge_0_5_3_4  -1.000000000000e+00
    r_0_5_3   a_le_r_0_5_4_4  -1.000000000000e+00
    r_0_5_3   a_ge_0_5_4_4  -1.000000000000e+00
    r_0_5_3   r_mono_0_5_3   1.000000000000e+00
    r_0_5_3   r_ge_a_0_5_3_0   1.000000000000e+00
    r_0_5_3   r_ge_a_0_5_3_1   1.000000000000e+00
    r_0_5_3   r_ge_a_0_5_3_2   1.000000000000e+00
    r_0_5_3   r_ge_a_0_5_3_3   1.000000000000e+00
    r_0_5_3   r_ge_a_0_5_3_4   1.000000000000e+00
    r_0_5_3   r_le_0_5_3   1.000000000000e+00
    r_0_5_3   r_mono_0_5_4  -1.000000000000e+00
    r_0_5_3   r_le_0_5_4  -1.000000000000e+00
    r_0_5_3   OBJ       -4.444444444444e-01
    r_0_5_4   a_le_r_0_5_1_5  -1.000000000000e+00
    r_0_5_4   a_ge_0_5_1_5  -1.000000000000e+00
    r_0_5_4   a_le_r_0_5_2_5  -1.000000000000e+00
    r_0_5_4   a_ge_0_5_2_5  -1.000000000000e+00
    r_0_5_4   a_le_r_0_5_3_5  -1.000000000000e+00
    r_0_5_4   a_ge_0_5_3_5  -1.000000000000e+00
    r_0_5_4   a_le_r_0_5_4_5  -1.000000000000e+00
    r_0_5_4   a_ge_0_5_4_5  -1.000000000000e+00
    r_0_5_4   r_mono_0_5_4   1.000000000000e+00
    r_0_5_4   r_ge_a_0_5_4_0   1.000000000000e+00
    r_0_5_4   r_ge_a_0_5_4_1   1.000000000000e+00
    r_0_5_4   r_ge_a_0_5_4_2   1.000000000000e+00
    r_0_5_4   r_ge_a_0_5_4_3   1.000000000000e+00
    r_0_5_4   r_ge_a_0_5_4_4   1.000000000000e+00
    r_0_5_4   r_le_0_5_4   1.000000000000e+00
    r_0_5_4   r_mono_0_5_5  -1.000000000000e+00
    r_0_5_4   r_le_0_5_5  -1.000000000000e+00
    r_0_5_4   OBJ       -4.444444444444e-01
    r_0_5_5   r_mono_0_5_5   1.000000000000e+00
    r_0_5_5   r_ge_a_0_5_5_0   1.000000000000e+00
    r_0_5_5   r_ge_a_0_5_5_1   1.000000000000e+00
    r_0_5_5   r_ge_a_0_5_5_2   1.000000000000e+00
    r_0_5_5   r_ge_a_0_5_5_3   1.000000000000e+00
    r_0_5_5   r_ge_a_0_5_5_4   1.000000000000e+00
    r_0_5_5   r_le_0_5_5   1.000000000000e+00
    r_0_5_5   reach_0_5   1.000000000000e+00
    r_1_0_1   a_le_r_1_0_2_2  -1.000000000000e+00
    r_1_0_1   a_ge_1_0_2_2  -1.000000000000e+00
    r_1_0_1   a_le_r_1_0_3_2  -1.000000000000e+00
    r_1_0_1   a_ge_1_0_3_2  -1.000000000000e+00
    r_1_0_1   a_le_r_1_0_4_2  -1.000000000000e+00
    r_1_0_1   a_ge_1_0_4_2  -1.000000000000e+00
    r_1_0_1   a_le_r_1_0_5_2  -1.000000000000e+00
    r_1_0_1   a_ge_1_0_5_2  -1.000000000000e+00
    r_1_0_1   r_mono_1_0_1   1.000000000000e+00
    r_1_0_1   r_ge_a_1_0_1_0   1.000000000000e+00
    r_1_0_1   r_ge_a_1_0_1_1   1.000000000000e+00
    r_1_0_1   r_ge_a_1_0_1_2   1.000000000000e+00
    r_1_0_1   r_ge_a_1_0_1_3   1.000000000000e+00
    r_1_0_1   r_ge_a_1_0_1_4   1.000000000000e+00
    r_1_0_1   r_le_1_0_1   1.000000000000e+00
    r_1_0_1   r_mono_1_0_2  -1.000000000000e+00
    r_1_0_1   r_le_1_0_2  -1.000000000000e+00
    r_1_0_2   a_le_r_1_0_2_3  -1.000000000000e+00
    r_1_0_2   a_ge_1_0_2_3  -1.000000000000e+00
    r_1_0_2   a_le_r_1_0_3_3  -1.000000000000e+00
    r_1_0_2   a_ge_1_0_3_3  -1.000000000000e+00
    r_1_0_2   a_le_r_1_0_4_3  -1.000000000000e+00
    r_1_0_2   a_ge_1_0_4_3  -1.000000000000e+00
    r_1_0_2   a_le_r_1_0_5_3  -1.000000000000e+00
    r_1_0_2   a_ge_1_0_5_3  -1.000000000000e+00
    r_1_0_2   r_mono_1_0_2   1.000000000000e+00
    r_1_0_2   r_ge_a_1_0_2_0   1.000000000000e+00
    r_1_0_2   r_ge_a_1_0_2_1   1.000000000000e+00
    r_1_0_2   r_ge_a_1_0_2_2   1.000000000000e+00
    r_1_0_2   r_ge_a_1_0_2_3   1.000000000000e+00
    r_1_0_2   r_ge_a_1_0_2_4   1.000000000000e+00
    r_1_0_2   r_le_1_0_2   1.000000000000e+00
    r_1_0_2   r_mono_1_0_3  -1.000000000000e+00
    r_1_0_2   r_le_1_0_3  -1.000000000000e+00
    r_1_0_3   a_le_r_1_0_2_4  -1.000000000000e+00
    r_1_0_3   a_ge_1_0_2_4  -1.000000000000e+00
    r_1_0_3   a_le_r_1_0_3_4  -1.000000000000e+00
    r_1_0_3   a_ge_1_0_3_4  -1.000000000000e+00
    r_1_0_3   a_le_r_1_0_4_4  -1.000000000000e+00
    r_1_0_3   a_ge_1_0_4_4  -1.000000000000e+00
    r_1_0_3   a_le_r_1_0_5_4  -1.000000000000e+00
    r_1_0_3   a_ge_1_0_5_4  -1.000000000000e+00
    r_1_0_3   r_mono_1_0_3   1.000000000000e+00
    r_1_0_3   r_ge_a_1_0_3_0   1.000000000000e+00
    r_1_0_3   r_ge_a_1_0_3_1   1.000000000000e+00
    r_1_0_3   r_ge_a_1_0_3_2   1.000000000000e+00
    r_1_0_3   r_ge_a_1_0_3_3   1.000000000000e+00
    r_1_0_3   r_ge_a_1_0_3_4   1.000000000000e+00
    r_1_0_3   r_le_1_0_3   1.000000000000e+00
    r_1_0_3   r_mono_1_0_4  -1.000000000000e+00
    r_1_0_3   r_le_1_0_4  -1.000000000000e+00
    r_1_0_4   a_le_r_1_0_2_5  -1.000000000000e+00
    r_1_0_4   a_ge_1_0_2_5  -1.000000000000e+00
    r_1_0_4   a_le_r_1_0_3_5  -1.000000000000e+00
    r_1_0_4   a_ge_1_0_3_5  -1.000000000000e+00
    r_1_0_4   a_le_r_1_0_4_5  -1.000000000000e+00
    r_1_0_4   a_ge_1_0_4_5  -1.000000000000e+00
    r_1_0_4   a_le_r_1_0_5_5  -1.000000000000e+00
    r_1_0_4   a_ge_1_0_5_5  -1.000000000000e+00
    r_1_0_4   r_mono_1_0_4   1.000000000000e+00
    r_1_0_4   r_ge_a_1_0_4_0   1.000000000000e+00
    r_1_0_4   r_ge_a_1_0_4_1   1.000000000000e+00
    r_1_0_4   r_ge_a_1_0_4_2   1.000000000000e+00
    r_1_0_4   r_ge_a_1_0_4_3   1.000000000000e+00
    r_1_0_4   r_ge_a_1_0_4_4   1.000000000000e+00
    r_1_0_4   r_le_1_0_4   1.000000000000e+00
    r_1_0_4   r_mono_1_0_5  -1.000000000000e+00
    r_1_0_4   r_le_1_0_5  -1.000000000000e+00
    r_1_0_5   r_mono_1_0_5   1.000000000000e+00
    r_1_0_5   r_ge_a_1_0_5_0   1.000000000000e+00
    r_1_0_5   r_ge_a_1_0_5_1   1.000000000000e+00
    r_1_0_5   r_ge_a_1_0_5_2   1.000000000000e+00
    r_1_0_5   r_ge_a_1_0_5_3   1.000000000000e+00
    r_1_0_5   r_ge_a_1_0_5_4   1.000000000000e+00
    r_1_0_5   r_le_1_0_5   1.000000000000e+00
    r_1_2_1   a_le_r_1_2_0_2  -1.000000000000e+00
    r_1_2_1   a_ge_1_2_0_2  -1.000000000000e+00
    r_1_2_1   a_le_r_1_2_3_2  -1.000000000000e+00
    r_1_2_1   a_ge_1_2_3_2  -1.000000000000e+00
    r_1_2_1   a_le_r_1_2_4_2  -1.000000000000e+00
    r_1_2_1   a_ge_1_2_4_2  -1.000000000000e+00
    r_1_2_1   a_le_r_1_2_5_2  -1.000000000000e+00
    r_1_2_1   a_ge_1_2_5_2  -1.000000000000e+00
    r_1_2_1   r_mono_1_2_1   1.000000000000e+00
    r_1_2_1   r_ge_a_1_2_1_0   1.000000000000e+00
    r_1_2_1   r_ge_a_1_2_1_1   1.000000000000e+00
    r_1_2_1   r_ge_a_1_2_1_2   1.000000000000e+00
    r_1_2_1   r_ge_a_1_2_1_3   1.000000000000e+00
    r_1_2_1   r_ge_a_1_2_1_4   1.000000000000e+00
    r_1_2_1   r_le_1_2_1   1.000000000000e+00
    r_1_2_1   r_mono_1_2_2  -1.000000000000e+00
    r_1_2_1   r_le_1_2_2  -1.000000000000e+00
    r_1_2_1   OBJ       -5.555555555556e-01
    r_1_2_2   a_le_r_1_2_0_3  -1.000000000000e+00
    r_1_2_2   a_ge_1_2_0_3  -1.000000000000e+00
    r_1_2_2   a_le_r_1_2_3_3  -1.000000000000e+00
    r_1_2_2   a_ge_1_2_3_3  -1.000000000000e+00
    r_1_2_2   a_le_r_1_2_4_3  -1.000000000000e+00
    r_1_2_2   a_ge_1_2_4_3  -1.000000000000e+00
    r_1_2_2   a_le_r_1_2_5_3  -1.000000000000e+00
    r_1_2_2   a_ge_1_2_5_3  -1.000000000000e+00
    r_1_2_2   r_mono_1_2_2   1.000000000000e+00
    r_1_2_2   r_ge_a_1_2_2_0   1.000000000000e+00
    r_1_2_2   r_ge_a_1_2_2_1   1.000000000000e+00
    r_1_2_2   r_ge_a_1_2_2_2   1.000000000000e+00
    r_1_2_2   r_ge_a_1_2_2_3   1.000000000000e+00
    r_1_2_2   r_ge_a_1_2_2_4   1.000000000000e+00
    r_1_2_2   r_le_1_2_2   1.000000000000e+00
    r_1_2_2   r_mono_1_2_3  -1.000000000000e+00
    r_1_2_2   r_le_1_2_3  -1.000000000000e+00
    r_1_2_2   OBJ       -5.555555555556e-01
    r_1_2_3   a_le_r_1_2_0_4  -1.000000000000e+00
    r_1_2_3   a_ge_1_2_0_4  -1.000000000000e+00
    r_1_2_3   a_le_r_1_2_3_4  -1.000000000000e+00
    r_1_2_3   a_ge_1_2_3_4  -1.000000000000e+00
    r_1_2_3   a_le_r_1_2_4_4  -1.000000000000e+00
    r_1_2_3   a_ge_1_2_4_4  -1.000000000000e+00
    r_1_2_3   a_le_r_1_2_5_4  -1.000000000000e+00
    r_1_2_3   a_ge_1_2_5_4  -1.000000000000e+00
    r_1_2_3   r_mono_1_2_3   1.000000000000e+00
    r_1_2_3   r_ge_a_1_2_3_0   1.000000000000e+00
    r_1_2_3   r_ge_a_1_2_3_1   1.000000000000e+00
    r_1_2_3   r_ge_a_1_2_3_2   1.000000000000e+00
    r_1_2_3   r_ge_a_1_2_3_3   1.000000000000e+00
    r_1_2_3   r_ge_a_1_2_3_4   1.000000000000e+00
    r_1_2_3   r_le_1_2_3   1.000000000000e+00
    r_1_2_3   r_mono_1_2_4  -1.000000000000e+00
    r_1_2_3   r_le_1_2_4  -1.000000000000e+00
    r_1_2_3   OBJ       -5.555555555556e-01
    r_1_2_4   a_le_r_1_2_0_5  -1.000000000000e+00
    r_1_2_4   a_ge_1_2_0_5  -1.000000000000e+00
    r_1_2_4   a_le_r_1_2_3_5  -1.000000000000e+00
    r_1_2_4   a_ge_1_2_3_5  -1.000000000000e+00
    r_1_2_4   a_le_r_1_2_4_5  -1.000000000000e+00
    r_1_2_4   a_ge_1_2_4_5  -1.000000000000e+00
    r_1_2_4   a_le_r_1_2_5_5  -1.000000000000e+00
    r_1_2_4   a_ge_1_2_5_5  -1.000000000000e+00
    r_1_2_4   r_mono_1_2_4   1.000000000000e+00
    r_1_2_4   r_ge_a_1_2_4_0   1.000000000000e+00
    r_1_2_4   r_ge_a_1_2_4_1   1.000000000000e+00
    r_1_2_4   r_ge_a_1_2_4_2   1.000000000000e+00
    r_1_2_4   r_ge_a_1_2_4_3   1.000000000000e+00
    r_1_2_4   r_ge_a_1_2_4_4   1.000000000000e+00
    r_1_2_4   r_le_1_2_4   1.000000000000e+00
    r_1_2_4   r_mono_1_2_5  -1.000000000000e+00
    r_1_2_4   r_le_1_2_5  -1.000000000000e+00
    r_1_2_4   OBJ       -5.555555555556e-01
    r_1_2_5   r_mono_1_2_5   1.000000000000e+00
    r_1_2_5   r_ge_a_1_2_5_0   1.000000000000e+00
    r_1_2_5   r_ge_a_1_2_5_1   1.000000000000e+00
    r_1_2_5   r_ge_a_1_2_5_2   1.000000000000e+00
    r_1_2_5   r_ge_a_1_2_5_3   1.000000000000e+00
    r_1_2_5   r_ge_a_1_2_5_4   1.000000000000e+00
    r_1_2_5   r_le_1_2_5   1.000000000000e+00
    r_1_2_5   reach_1_2   1.000000000000e+00
    r_1_3_1   a_le_r_1_3_0_2  -1.000000000000e+00
    r_1_3_1   a_ge_1_3_0_2  -1.000000000000e+00
    r_1_3_1   a_le_r_1_3_2_2  -1.000000000000e+00
    r_1_3_1   a_ge_1_3_2_2  -1.000000000000e+00
    r_1_3_1   a_le_r_1_3_4_2  -1.000000000000e+00
    r_1_3_1   a_ge_1_3_4_2  -1.000000000000e+00
    r_1_3_1   a_le_r_1_3_5_2  -1.000000000000e+00
    r_1_3_1   a_ge_1_3_5_2  -1.000000000000e+00
    r_1_3_1   r_mono_1_3_1   1.000000000000e+00
    r_1_3_1   r_ge_a_1_3_1_0   1.000000000000e+00
    r_1_3_1   r_ge_a_1_3_1_1   1.000000000000e+00
    r_1_3_1   r_ge_a_1_3_1_2   1.000000000000e+00
    r_1_3_1   r_ge_a_1_3_1_3   1.000000000000e+00
    r_1_3_1   r_ge_a_1_3_1_4   1.000000000000e+00
    r_1_3_1   r_le_1_3_1   1.000000000000e+00
    r_1_3_1   r_mono_1_3_2  -1.000000000000e+00
    r_1_3_1   r_le_1_3_2  -1.000000000000e+00
    r_1_3_2   a_le_r_1_3_0_3  -1.000000000000e+00
    r_1_3_2   a_ge_1_3_0_3  -1.000000000000e+00
    r_1_3_2   a_le_r_1_3_2_3  -1.000000000000e+00
    r_1_3_2   a_ge_1_3_2_3  -1.000000000000e+00
    r_1_3_2   a_le_r_1_3_4_3  -1.000000000000e+00
    r_1_3_2   a_ge_1_3_4_3  -1.000000000000e+00
    r_1_3_2   a_le_r_1_3_5_3  -1.000000000000e+00
    r_1_3_2   a_ge_1_3_5_3  -1.000000000000e+00
    r_1_3_2   r_mono_1_3_2   1.000000000000e+00
    r_1_3_2   r_ge_a_1_3_2_0   1.000000000000e+00
    r_1_3_2   r_ge_a_1_3_2_1   1.000000000000e+00
    r_1_3_2   r_ge_a_1_3_2_2   1.000000000000e+00
    r_1_3_2   r_ge_a_1_3_2_3   1.000000000000e+00
    r_1_3_2   r_ge_a_1_3_2_4   1.000000000000e+00
    r_1_3_2   r_le_1_3_2   1.000000000000e+00
    r_1_3_2   r_mono_1_3_3  -1.000000000000e+00
    r_1_3_2   r_le_1_3_3  -1.000000000000e+00
    r_1_3_3   a_le_r_1_3_0_4  -1.000000000000e+00
    r_1_3_3   a_ge_1_3_0_4  -1.000000000000e+00
    r_1_3_3   a_le_r_1_3_2_4  -1.000000000000e+00
    r_1_3_3   a_ge_1_3_2_4  -1.000000000000e+00
    r_1_3_3   a_le_r_1_3_4_4  -1.000000000000e+00
    r_1_3_3   a_ge_1_3_4_4  -1.000000000000e+00
    r_1_3_3   a_le_r_1_3_5_4  -1.000000000000e+00
    r_1_3_3   a_ge_1_3_5_4  -1.000000000000e+00
    r_1_3_3   r_mono_1_3_3   1.000000000000e+00
    r_1_3_3   r_ge_a_1_3_3_0   1.000000000000e+00
    r_1_3_3   r_ge_a_1_3_3_1   1.000000000000e+00
    r_1_3_3   r_ge_a_1_3_3_2   1.000000000000e+00
    r_1_3_3   r_ge_a_1_3_3_3   1.000000000000e+00
    r_1_3_3   r_ge_a_1_3_3_4   1.000000000000e+00
    r_1_3_3   r_le_1_3_3   1.000000000000e+00
    r_1_3_3   r_mono_1_3_4  -1.000000000000e+00
    r_1_3_3   r_le_1_3_4  -1.000000000000e+00
    r_1_3_4   a_le_r_1_3_0_5  -1.000000000000e+00
    r_1_3_4   a_ge_1_3_0_5  -1.000000000000e+00
    r_1_3_4   a_le_r_1_3_2_5  -1.000000000000e+00
    r_1_3_4   a_ge_1_3_2_5  -1.000000000000e+00
    r_1_3_4   a_le_r_1_3_4_5  -1.000000000000e+00
    r_1_3_4   a_ge_1_3_4_5  -1.000000000000e+00
    r_1_3_4   a_le_r_1_3_5_5  -1.000000000000e+00
    r_1_3_4   a_ge_1_3_5_5  -1.000000000000e+00
    r_1_3_4   r_mono_1_3_4   1.000000000000e+00
    r_1_3_4   r_ge_a_1_3_4_0   1.000000000000e+00
    r_1_3_4   r_ge_a_1_3_4_1   1.000000000000e+00
    r_1_3_4   r_ge_a_1_3_4_2   1.000000000000e+00
    r_1_3_4   r_ge_a_1_3_4_3   1.000000000000e+00
    r_1_3_4   r_ge_a_1_3_4_4   1.000000000000e+00
    r_1_3_4   r_le_1_3_4   1.000000000000e+00
    r_1_3_4   r_mono_1_3_5  -1.000000000000e+00
    r_1_3_4   r_le_1_3_5  -1.000000000000e+00
    r_1_3_5   r_mono_1_3_5   1.000000000000e+00
    r_1_3_5   r_ge_a_1_3_5_0   1.000000000000e+00
    r_1_3_5   r_ge_a_1_3_5_1   1.000000000000e+00
    r_1_3_5   r_ge_a_1_3_5_2   1.000000000000e+00
    r_1_3_5   r_ge_a_1_3_5_3   1.000000000000e+00
    r_1_3_5   r_ge_a_1_3_5_4   1.000000000000e+00
    r_1_3_5   r_le_1_3_5   1.000000000000e+00
    r_1_4_1   a_le_r_1_4_0_2  -1.000000000000e+00
    r_1_4_1   a_ge_1_4_0_2  -1.000000000000e+00
    r_1_4_1   a_le_r_1_4_2_2  -1.000000000000e+00
    r_1_4_1   a_ge_1_4_2_2  -1.000000000000e+00
    r_1_4_1   a_le_r_1_4_3_2  -1.000000000000e+00
    r_1_4_1   a_ge_1_4_3_2  -1.000000000000e+00
    r_1_4_1   a_le_r_1_4_5_2  -1.000000000000e+00
    r_1_4_1   a_ge_1_4_5_2  -1.000000000000e+00
    r_1_4_1   r_mono_1_4_1   1.000000000000e+00
    r_1_4_1   r_ge_a_1_4_1_0   1.000000000000e+00
    r_1_4_1   r_ge_a_1_4_1_1   1.000000000000e+00
    r_1_4_1   r_ge_a_1_4_1_2   1.000000000000e+00
    r_1_4_1   r_ge_a_1_4_1_3   1.000000000000e+00
    r_1_4_1   r_ge_a_1_4_1_4   1.000000000000e+00
    r_1_4_1   r_le_1_4_1   1.000000000000e+00
    r_1_4_1   r_mono_1_4_2  -1.000000000000e+00
    r_1_4_1   r_le_1_4_2  -1.000000000000e+00
    r_1_4_1   OBJ       -2.222222222222e-01
    r_1_4_2   a_le_r_1_4_0_3  -1.000000000000e+00
    r_1_4_2   a_ge_1_4_0_3  -1.000000000000e+00
    r_1_4_2   a_le_r_1_4_2_3  -1.000000000000e+00
    r_1_4_2   a_ge_1_4_2_3  -1.000000000000e+00
    r_1_4_2   a_le_r_1_4_3_3  -1.000000000000e+00
    r_1_4_2   a_ge_1_4_3_3  -1.000000000000e+00
    r_1_4_2   a_le_r_1_4_5_3  -1.000000000000e+00
    r_1_4_2   a_ge_1_4_5_3  -1.000000000000e+00
    r_1_4_2   r_mono_1_4_2   1.000000000000e+00
    r_1_4_2   r_ge_a_1_4_2_0   1.000000000000e+00
    r_1_4_2   r_ge_a_1_4_2_1   1.000000000000e+00
    r_1_4_2   r_ge_a_1_4_2_2   1.000000000000e+00
    r_1_4_2   r_ge_a_1_4_2_3   1.000000000000e+00
    r_1_4_2   r_ge_a_1_4_2_4   1.000000000000e+00
    r_1_4_2   r_le_1_4_2   1.000000000000e+00
    r_1_4_2   r_mono_1_4_3  -1.000000000000e+00
    r_1_4_2   r_le_1_4_3  -1.000000000000e+00
    r_1_4_2   OBJ       -2.222222222222e-01
    r_1_4_3   a_le_r_1_4_0_4  -1.000000000000e+00
    r_1_4_3   a_ge_1_4_0_4  -1.000000000000e+00
    r_1_4_3   a_le_r_1_4_2_4  -1.000000000000e+00
    r_1_4_3   a_ge_1_4_2_4  -1.000000000000e+00
    r_1_4_3   a_le_r_1_4_3_4  -1.000000000000e+00
    r_1_4_3   a_ge_1_4_3_4  -1.000000000000e+00
    r_1_4_3   a_le_r_1_4_5_4  -1.000000000000e+00
    r_1_4_3   a_ge_1_4_5_4  -1.000000000000e+00
    r_1_4_3   r_mono_1_4_3   1.000000000000e+00
    r_1_4_3   r_ge_a_1_4_3_0   1.000000000000e+00
    r_1_4_3   r_ge_a_1_4_3_1   1.000000000000e+00
    r_1_4_3   r_ge_a_1_4_3_2   1.000000000000e+00
    r_1_4_3   r_ge_a_1_4_3_3   1.000000000000e+00
    r_1_4_3   r_ge_a_1_4_3_4   1.000000000000e+00
    r_1_4_3   r_le_1_4_3   1.000000000000e+00
    r_1_4_3   r_mono_1_4_4  -1.000000000000e+00
    r_1_4_3   r_le_1_4_4  -1.000000000000e+00
    r_1_4_3   OBJ       -2.222222222222e-01
    r_1_4_4   a_le_r_1_4_0_5  -1.000000000000e+00
    r_1_4_4   a_ge_1_4_0_5  -1.000000000000e+00
    r_1_4_4   a_le_r_1_4_2_5  -1.000000000000e+00
    r_1_4_4   a_ge_1_4_2_5  -1.000000000000e+00
    r_1_4_4   a_le_r_1_4_3_5  -1.000000000000e+00
    r_1_4_4   a_ge_1_4_3_5  -1.000000000000e+00
    r_1_4_4   a_le_r_1_4_5_5  -1.000000000000e+00
    r_1_4_4   a_ge_1_4_5_5  -1.000000000000e+00
    r_1_4_4   r_mono_1_4_4   1.000000000000e+00
    r_1_4_4   r_ge_a_1_4_4_0   1.000000000000e+00
    r_1_4_4   r_ge_a_1_4_4_1   1.000000000000e+00
    r_1_4_4   r_ge_a_1_4_4_2   1.000000000000e+00
    r_1_4_4   r_ge_a_1_4_4_3   1.000000000000e+00
    r_1_4_4   r_ge_a_1_4_4_4   1.000000000000e+00
    r_1_4_4   r_le_1_4_4   1.000000000000e+00
    r_1_4_4   r_mono_1_4_5  -1.000000000000e+00
    r_1_4_4   r_le_1_4_5  -1.000000000000e+00
    r_1_4_4   OBJ       -2.222222222222e-01
    r_1_4_5   r_mono_1_4_5   1.000000000000e+00
    r_1_4_5   r_ge_a_1_4_5_0   1.000000000000e+00
    r_1_4_5   r_ge_a_1_4_5_1   1.000000000000e+00
    r_1_4_5   r_ge_a_1_4_5_2   1.000000000000e+00
    r_1_4_5   r_ge_a_1_4_5_3   1.000000000000e+00
    r_1_4_5   r_ge_a_1_4_5_4   1.000000000000e+00
    r_1_4_5   r_le_1_4_5   1.000000000000e+00
    r_1_4_5   reach_1_4   1.000000000000e+00
    r_1_5_1   a_le_r_1_5_0_2  -1.000000000000e+00
    r_1_5_1   a_ge_1_5_0_2  -1.000000000000e+00
    r_1_5_1   a_le_r_1_5_2_2  -1.000000000000e+00
    r_1_5_1   a_ge_1_5_2_2  -1.000000000000e+00
    r_1_5_1   a_le_r_1_5_3_2  -1.000000000000e+00
    r_1_5_1   a_ge_1_5_3_2  -1.000000000000e+00
    r_1_5_1   a_le_r_1_5_4_2  -1.000000000000e+00
    r_1_5_1   a_ge_1_5_4_2  -1.000000000000e+00
    r_1_5_1   r_mono_1_5_1   1.000000000000e+00
    r_1_5_1   r_ge_a_1_5_1_0   1.000000000000e+00
    r_1_5_1   r_ge_a_1_5_1_1   1.000000000000e+00
    r_1_5_1   r_ge_a_1_5_1_2   1.000000000000e+00
    r_1_5_1   r_ge_a_1_5_1_3   1.000000000000e+00
    r_1_5_1   r_ge_a_1_5_1_4   1.000000000000e+00
    r_1_5_1   r_le_1_5_1   1.000000000000e+00
    r_1_5_1   r_mono_1_5_2  -1.000000000000e+00
    r_1_5_1   r_le_1_5_2  -1.000000000000e+00
    r_1_5_1   OBJ       -6.666666666667e-01
    r_1_5_2   a_le_r_1_5_0_3  -1.000000000000e+00
    r_1_5_2   a_ge_1_5_0_3  -1.000000000000e+00
    r_1_5_2   a_le_r_1_5_2_3  -1.000000000000e+00
    r_1_5_2   a_ge_1_5_2_3  -1.000000000000e+00
    r_1_5_2   a_le_r_1_5_3_3  -1.000000000000e+00
    r_1_5_2   a_ge_1_5_3_3  -1.000000000000e+00
    r_1_5_2   a_le_r_1_5_4_3  -1.000000000000e+00
    r_1_5_2   a_ge_1_5_4_3  -1.000000000000e+00
    r_1_5_2   r_mono_1_5_2   1.000000000000e+00
    r_1_5_2   r_ge_a_1_5_2_0   1.000000000000e+00
    r_1_5_2   r_ge_a_1_5_2_1   1.000000000000e+00
    r_1_5_2   r_ge_a_1_5_2_2   1.000000000000e+00
    r_1_5_2   r_ge_a_1_5_2_3   1.000000000000e+00
    r_1_5_2   r_ge_a_1_5_2_4   1.000000000000e+00
    r_1_5_2   r_le_1_5_2   1.000000000000e+00
    r_1_5_2   r_mono_1_5_3  -1.000000000000e+00
    r_1_5_2   r_le_1_5_3  -1.000000000000e+00
    r_1_5_2   OBJ       -6.666666666667e-01
    r_1_5_3   a_le_r_1_5_0_4  -1.000000000000e+00
    r_1_5_3   a_ge_1_5_0_4  -1.000000000000e+00
    r_1_5_3   a_le_r_1_5_2_4  -1.000000000000e+00
    r_1_5_3   a_ge_1_5_2_4  -1.000000000000e+00
    r_1_5_3   a_le_r_1_5_3_4  -1.000000000000e+00
    r_1_5_3   a_ge_1_5_3_4  -1.000000000000e+00
    r_1_5_3   a_le_r_1_5_4_4  -1.000000000000e+00
    r_1_5_3   a_ge_1_5_4_4  -1.000000000000e+00
    r_1_5_3   r_mono_1_5_3   1.000000000000e+00
    r_1_5_3   r_ge_a_1_5_3_0   1.000000000000e+00
    r_1_5_3   r_ge_a_1_5_3_1   1.000000000000e+00
    r_1_5_3   r_ge_a_1_5_3_2   1.000000000000e+00
    r_1_5_3   r_ge_a_1_5_3_3   1.000000000000e+00
    r_1_5_3   r_ge_a_1_5_3_4   1.000000000000e+00
    r_1_5_3   r_le_1_5_3   1.000000000000e+00
    r_1_5_3   r_mono_1_5_4  -1.000000000000e+00
    r_1_5_3   r_le_1_5_4  -1.000000000000e+00
    r_1_5_3   OBJ       -6.666666666667e-01
    r_1_5_4   a_le_r_1_5_0_5  -1.000000000000e+00
    r_1_5_4   a_ge_1_5_0_5  -1.000000000000e+00
    r_1_5_4   a_le_r_1_5_2_5  -1.000000000000e+00
    r_1_5_4   a_ge_1_5_2_5  -1.000000000000e+00
    r_1_5_4   a_le_r_1_5_3_5  -1.000000000000e+00
    r_1_5_4   a_ge_1_5_3_5  -1.000000000000e+00
    r_1_5_4   a_le_r_1_5_4_5  -1.000000000000e+00
    r_1_5_4   a_ge_1_5_4_5  -1.000000000000e+00
    r_1_5_4   r_mono_1_5_4   1.000000000000e+00
    r_1_5_4   r_ge_a_1_5_4_0   1.000000000000e+00
    r_1_5_4   r_ge_a_1_5_4_1   1.000000000000e+00
    r_1_5_4   r_ge_a_1_5_4_2   1.000000000000e+00
    r_1_5_4   r_ge_a_1_5_4_3   1.000000000000e+00
    r_1_5_4   r_ge_a_1_5_4_4   1.000000000000e+00
    r_1_5_4   r_le_1_5_4   1.000000000000e+00
    r_1_5_4   r_mono_1_5_5  -1.000000000000e+00
    r_1_5_4   r_le_1_5_5  -1.000000000000e+00
    r_1_5_4   OBJ       -6.666666666667e-01
    r_1_5_5   r_mono_1_5_5   1.000000000000e+00
    r_1_5_5   r_ge_a_1_5_5_0   1.000000000000e+00
    r_1_5_5   r_ge_a_1_5_5_1   1.000000000000e+00
    r_1_5_5   r_ge_a_1_5_5_2   1.000000000000e+00
    r_1_5_5   r_ge_a_1_5_5_3   1.000000000000e+00
    r_1_5_5   r_ge_a_1_5_5_4   1.000000000000e+00
    r_1_5_5   r_le_1_5_5   1.000000000000e+00
    r_1_5_5   reach_1_5   1.000000000000e+00
    r_2_0_1   a_le_r_2_0_1_2  -1.000000000000e+00
    r_2_0_1   a_ge_2_0_1_2  -1.000000000000e+00
    r_2_0_1   a_le_r_2_0_3_2  -1.000000000000e+00
    r_2_0_1   a_ge_2_0_3_2  -1.000000000000e+00
    r_2_0_1   a_le_r_2_0_4_2  -1.000000000000e+00
    r_2_0_1   a_ge_2_0_4_2  -1.000000000000e+00
    r_2_0_1   a_le_r_2_0_5_2  -1.000000000000e+00
    r_2_0_1   a_ge_2_0_5_2  -1.000000000000e+00
    r_2_0_1   r_mono_2_0_1   1.000000000000e+00
    r_2_0_1   r_ge_a_2_0_1_0   1.000000000000e+00
    r_2_0_1   r_ge_a_2_0_1_1   1.000000000000e+00
    r_2_0_1   r_ge_a_2_0_1_2   1.000000000000e+00
    r_2_0_1   r_ge_a_2_0_1_3   1.000000000000e+00
    r_2_0_1   r_ge_a_2_0_1_4   1.000000000000e+00
    r_2_0_1   r_le_2_0_1   1.000000000000e+00
    r_2_0_1   r_mono_2_0_2  -1.000000000000e+00
    r_2_0_1   r_le_2_0_2  -1.000000000000e+00
    r_2_0_2   a_le_r_2_0_1_3  -1.000000000000e+00
    r_2_0_2   a_ge_2_0_1_3  -1.000000000000e+00
    r_2_0_2   a_le_r_2_0_3_3  -1.000000000000e+00
    r_2_0_2   a_ge_2_0_3_3  -1.000000000000e+00
    r_2_0_2   a_le_r_2_0_4_3  -1.000000000000e+00
    r_2_0_2   a_ge_2_0_4_3  -1.000000000000e+00
    r_2_0_2   a_le_r_2_0_5_3  -1.000000000000e+00
    r_2_0_2   a_ge_2_0_5_3  -1.000000000000e+00
    r_2_0_2   r_mono_2_0_2   1.000000000000e+00
    r_2_0_2   r_ge_a_2_0_2_0   1.000000000000e+00
    r_2_0_2   r_ge_a_2_0_2_1   1.000000000000e+00
    r_2_0_2   r_ge_a_2_0_2_2   1.000000000000e+00
    r_2_0_2   r_ge_a_2_0_2_3   1.000000000000e+00
    r_2_0_2   r_ge_a_2_0_2_4   1.000000000000e+00
    r_2_0_2   r_le_2_0_2   1.000000000000e+00
    r_2_0_2   r_mono_2_0_3  -1.000000000000e+00
    r_2_0_2   r_le_2_0_3  -1.000000000000e+00
    r_2_0_3   a_le_r_2_0_1_4  -1.000000000000e+00
    r_2_0_3   a_ge_2_0_1_4  -1.000000000000e+00
    r_2_0_3   a_le_r_2_0_3_4  -1.000000000000e+00
    r_2_0_3   a_ge_2_0_3_4  -1.000000000000e+00
    r_2_0_3   a_le_r_2_0_4_4  -1.000000000000e+00
    r_2_0_3   a_ge_2_0_4_4  -1.000000000000e+00
    r_2_0_3   a_le_r_2_0_5_4  -1.000000000000e+00
    r_2_0_3   a_ge_2_0_5_4  -1.000000000000e+00
    r_2_0_3   r_mono_2_0_3   1.000000000000e+00
    r_2_0_3   r_ge_a_2_0_3_0   1.000000000000e+00
    r_2_0_3   r_ge_a_2_0_3_1   1.000000000000e+00
    r_2_0_3   r_ge_a_2_0_3_2   1.000000000000e+00
    r_2_0_3   r_ge_a_2_0_3_3   1.000000000000e+00
    r_2_0_3   r_ge_a_2_0_3_4   1.000000000000e+00
    r_2_0_3   r_le_2_0_3   1.000000000000e+00
    r_2_0_3   r_mono_2_0_4  -1.000000000000e+00
    r_2_0_3   r_le_2_0_4  -1.000000000000e+00
    r_2_0_4   a_le_r_2_0_1_5  -1.000000000000e+00
    r_2_0_4   a_ge_2_0_1_5  -1.000000000000e+00
    r_2_0_4   a_le_r_2_0_3_5  -1.000000000000e+00
    r_2_0_4   a_ge_2_0_3_5  -1.000000000000e+00
    r_2_0_4   a_le_r_2_0_4_5  -1.000000000000e+00
    r_2_0_4   a_ge_2_0_4_5  -1.000000000000e+00
    r_2_0_4   a_le_r_2_0_5_5  -1.000000000000e+00
    r_2_0_4   a_ge_2_0_5_5  -1.000000000000e+00
    r_2_0_4   r_mono_2_0_4   1.000000000000e+00
    r_2_0_4   r_ge_a_2_0_4_0   1.000000000000e+00
    r_2_0_4   r_ge_a_2_0_4_1   1.000000000000e+00
    r_2_0_4   r_ge_a_2_0_4_2   1.000000000000e+00
    r_2_0_4   r_ge_a_2_0_4_3   1.000000000000e+00
    r_2_0_4   r_ge_a_2_0_4_4   1.000000000000e+00
    r_2_0_4   r_le_2_0_4   1.000000000000e+00
    r_2_0_4   r_mono_2_0_5  -1.000000000000e+00
    r_2_0_4   r_le_2_0_5  -1.000000000000e+00
    r_2_0_5   r_mono_2_0_5   1.000000000000e+00
    r_2_0_5   r_ge_a_2_0_5_0   1.000000000000e+00
    r_2_0_5   r_ge_a_2_0_5_1   1.000000000000e+00
    r_2_0_5   r_ge_a_2_0_5_2   1.000000000000e+00
    r_2_0_5   r_ge_a_2_0_5_3   1.000000000000e+00
    r_2_0_5   r_ge_a_2_0_5_4   1.000000000000e+00
    r_2_0_5   r_le_2_0_5   1.000000000000e+00
    r_2_1_1   a_le_r_2_1_0_2  -1.000000000000e+00
    r_2_1_1   a_ge_2_1_0_2  -1.000000000000e+00
    r_2_1_1   a_le_r_2_1_3_2  -1.000000000000e+00
    r_2_1_1   a_ge_2_1_3_2  -1.000000000000e+00
    r_2_1_1   a_le_r_2_1_4_2  -1.000000000000e+00
    r_2_1_1   a_ge_2_1_4_2  -1.000000000000e+00
    r_2_1_1   a_le_r_2_1_5_2  -1.000000000000e+00
    r_2_1_1   a_ge_2_1_5_2  -1.000000000000e+00
    r_2_1_1   r_mono_2_1_1   1.000000000000e+00
    r_2_1_1   r_ge_a_2_1_1_0   1.000000000000e+00
    r_2_1_1   r_ge_a_2_1_1_1   1.000000000000e+00
    r_2_1_1   r_ge_a_2_1_1_2   1.000000000000e+00
    r_2_1_1   r_ge_a_2_1_1_3   1.000000000000e+00
    r_2_1_1   r_ge_a_2_1_1_4   1.000000000000e+00
    r_2_1_1   r_le_2_1_1   1.000000000000e+00
    r_2_1_1   r_mono_2_1_2  -1.000000000000e+00
    r_2_1_1   r_le_2_1_2  -1.000000000000e+00
    r_2_1_1   OBJ       -7.777777777778e-01
    r_2_1_2   a_le_r_2_1_0_3  -1.000000000000e+00
    r_2_1_2   a_ge_2_1_0_3  -1.000000000000e+00
    r_2_1_2   a_le_r_2_1_3_3  -1.000000000000e+00
    r_2_1_2   a_ge_2_1_3_3  -1.000000000000e+00
    r_2_1_2   a_le_r_2_1_4_3  -1.000000000000e+00
    r_2_1_2   a_ge_2_1_4_3  -1.000000000000e+00
    r_2_1_2   a_le_r_2_1_5_3  -1.000000000000e+00
    r_2_1_2   a_ge_2_1_5_3  -1.000000000000e+00
    r_2_1_2   r_mono_2_1_2   1.000000000000e+00
    r_2_1_2   r_ge_a_2_1_2_0   1.000000000000e+00
    r_2_1_2   r_ge_a_2_1_2_1   1.000000000000e+00
    r_2_1_2   r_ge_a_2_1_2_2   1.000000000000e+00
    r_2_1_2   r_ge_a_2_1_2_3   1.000000000000e+00
    r_2_1_2   r_ge_a_2_1_2_4   1.000000000000e+00
    r_2_1_2   r_le_2_1_2   1.000000000000e+00
    r_2_1_2   r_mono_2_1_3  -1.000000000000e+00
    r_2_1_2   r_le_2_1_3  -1.000000000000e+00
    r_2_1_2   OBJ       -7.777777777778e-01
    r_2_1_3   a_le_r_2_1_0_4  -1.000000000000e+00
    r_2_1_3   a_ge_2_1_0_4  -1.000000000000e+00
    r_2_1_3   a_le_r_2_1_3_4  -1.000000000000e+00
    r_2_1_3   a_ge_2_1_3_4  -1.000000000000e+00
    r_2_1_3   a_le_r_2_1_4_4  -1.000000000000e+00
    r_2_1_3   a_ge_2_1_4_4  -1.000000000000e+00
    r_2_1_3   a_le_r_2_1_5_4  -1.000000000000e+00
    r_2_1_3   a_ge_2_1_5_4  -1.000000000000e+00
    r_2_1_3   r_mono_2_1_3   1.000000000000e+00
    r_2_1_3   r_ge_a_2_1_3_0   1.000000000000e+00
    r_2_1_3   r_ge_a_2_1_3_1   1.000000000000e+00
    r_2_1_3   r_ge_a_2_1_3_2   1.000000000000e+00
    r_2_1_3   r_ge_a_2_1_3_3   1.000000000000e+00
    r_2_1_3   r_ge_a_2_1_3_4   1.000000000000e+00
    r_2_1_3   r_le_2_1_3   1.000000000000e+00
    r_2_1_3   r_mono_2_1_4  -1.000000000000e+00
    r_2_1_3   r_le_2_1_4  -1.000000000000e+00
    r_2_1_3   OBJ       -7.777777777778e-01
    r_2_1_4   a_le_r_2_1_0_5  -1.000000000000e+00
    r_2_1_4   a_ge_2_1_0_5  -1.000000000000e+00
    r_2_1_4   a_le_r_2_1_3_5  -1.000000000000e+00
    r_2_1_4   a_ge_2_1_3_5  -1.000000000000e+00
    r_2_1_4   a_le_r_2_1_4_5  -1.000000000000e+00
    r_2_1_4   a_ge_2_1_4_5  -1.000000000000e+00
    r_2_1_4   a_le_r_2_1_5_5  -1.000000000000e+00
    r_2_1_4   a_ge_2_1_5_5  -1.000000000000e+00
    r_2_1_4   r_mono_2_1_4   1.000000000000e+00
    r_2_1_4   r_ge_a_2_1_4_0   1.000000000000e+00
    r_2_1_4   r_ge_a_2_1_4_1   1.000000000000e+00
    r_2_1_4   r_ge_a_2_1_4_2   1.000000000000e+00
    r_2_1_4   r_ge_a_2_1_4_3   1.000000000000e+00
    r_2_1_4   r_ge_a_2_1_4_4   1.000000000000e+00
    r_2_1_4   r_le_2_1_4   1.000000000000e+00
    r_2_1_4   r_mono_2_1_5  -1.000000000000e+00
    r_2_1_4   r_le_2_1_5  -1.000000000000e+00
    r_2_1_4   OBJ       -7.777777777778e-01
    r_2_1_5   r_mono_2_1_5   1.000000000000e+00
    r_2_1_5   r_ge_a_2_1_5_0   1.000000000000e+00
    r_2_1_5   r_ge_a_2_1_5_1   1.000000000000e+00
    r_2_1_5   r_ge_a_2_1_5_2   1.000000000000e+00
    r_2_1_5   r_ge_a_2_1_5_3   1.000000000000e+00
    r_2_1_5   r_ge_a_2_1_5_4   1.000000000000e+00
    r_2_1_5   r_le_2_1_5   1.000000000000e+00
    r_2_1_5   reach_2_1   1.000000000000e+00
    r_2_3_1   a_le_r_2_3_0_2  -1.000000000000e+00
    r_2_3_1   a_ge_2_3_0_2  -1.000000000000e+00
    r_2_3_1   a_le_r_2_3_1_2  -1.000000000000e+00
    r_2_3_1   a_ge_2_3_1_2  -1.000000000000e+00
    r_2_3_1   a_le_r_2_3_4_2  -1.000000000000e+00
    r_2_3_1   a_ge_2_3_4_2  -1.000000000000e+00
    r_2_3_1   a_le_r_2_3_5_2  -1.000000000000e+00
    r_2_3_1   a_ge_2_3_5_2  -1.000000000000e+00
    r_2_3_1   r_mono_2_3_1   1.000000000000e+00
    r_2_3_1   r_ge_a_2_3_1_0   1.000000000000e+00
    r_2_3_1   r_ge_a_2_3_1_1   1.000000000000e+00
    r_2_3_1   r_ge_a_2_3_1_2   1.000000000000e+00
    r_2_3_1   r_ge_a_2_3_1_3   1.000000000000e+00
    r_2_3_1   r_ge_a_2_3_1_4   1.000000000000e+00
    r_2_3_1   r_le_2_3_1   1.000000000000e+00
    r_2_3_1   r_mono_2_3_2  -1.000000000000e+00
    r_2_3_1   r_le_2_3_2  -1.000000000000e+00
    r_2_3_2   a_le_r_2_3_0_3  -1.000000000000e+00
    r_2_3_2   a_ge_2_3_0_3  -1.000000000000e+00
    r_2_3_2   a_le_r_2_3_1_3  -1.000000000000e+00
    r_2_3_2   a_ge_2_3_1_3  -1.000000000000e+00
    r_2_3_2   a_le_r_2_3_4_3  -1.000000000000e+00
    r_2_3_2   a_ge_2_3_4_3  -1.000000000000e+00
    r_2_3_2   a_le_r_2_3_5_3  -1.000000000000e+00
    r_2_3_2   a_ge_2_3_5_3  -1.000000000000e+00
    r_2_3_2   r_mono_2_3_2   1.000000000000e+00
    r_2_3_2   r_ge_a_2_3_2_0   1.000000000000e+00
    r_2_3_2   r_ge_a_2_3_2_1   1.000000000000e+00
    r_2_3_2   r_ge_a_2_3_2_2   1.000000000000e+00
    r_2_3_2   r_ge_a_2_3_2_3   1.000000000000e+00
    r_2_3_2   r_ge_a_2_3_2_4   1.000000000000e+00
    r_2_3_2   r_le_2_3_2   1.000000000000e+00
    r_2_3_2   r_mono_2_3_3  -1.000000000000e+00
    r_2_3_2   r_le_2_3_3  -1.000000000000e+00
    r_2_3_3   a_le_r_2_3_0_4  -1.000000000000e+00
    r_2_3_3   a_ge_2_3_0_4  -1.000000000000e+00
    r_2_3_3   a_le_r_2_3_1_4  -1.000000000000e+00
    r_2_3_3   a_ge_2_3_1_4  -1.000000000000e+00
    r_2_3_3   a_le_r_2_3_4_4  -1.000000000000e+00
    r_2_3_3   a_ge_2_3_4_4  -1.000000000000e+00
    r_2_3_3   a_le_r_2_3_5_4  -1.000000000000e+00
    r_2_3_3   a_ge_2_3_5_4  -1.000000000000e+00
    r_2_3_3   r_mono_2_3_3   1.000000000000e+00
    r_2_3_3   r_ge_a_2_3_3_0   1.000000000000e+00
    r_2_3_3   r_ge_a_2_3_3_1   1.000000000000e+00
    r_2_3_3   r_ge_a_2_3_3_2   1.000000000000e+00
    r_2_3_3   r_ge_a_2_3_3_3   1.000000000000e+00
    r_2_3_3   r_ge_a_2_3_3_4   1.000000000000e+00
    r_2_3_3   r_le_2_3_3   1.000000000000e+00
    r_2_3_3   r_mono_2_3_4  -1.000000000000e+00
    r_2_3_3   r_le_2_3_4  -1.000000000000e+00
    r_2_3_4   a_le_r_2_3_0_5  -1.000000000000e+00
    r_2_3_4   a_ge_2_3_0_5  -1.000000000000e+00
    r_2_3_4   a_le_r_2_3_1_5  -1.000000000000e+00
    r_2_3_4   a_ge_2_3_1_5  -1.000000000000e+00
    r_2_3_4   a_le_r_2_3_4_5  -1.000000000000e+00
    r_2_3_4   a_ge_2_3_4_5  -1.000000000000e+00
    r_2_3_4   a_le_r_2_3_5_5  -1.000000000000e+00
    r_2_3_4   a_ge_2_3_5_5  -1.000000000000e+00
    r_2_3_4   r_mono_2_3_4   1.000000000000e+00
    r_2_3_4   r_ge_a_2_3_4_0   1.000000000000e+00
    r_2_3_4   r_ge_a_2_3_4_1   1.000000000000e+00
    r_2_3_4   r_ge_a_2_3_4_2   1.000000000000e+00
    r_2_3_4   r_ge_a_2_3_4_3   1.000000000000e+00
    r_2_3_4   r_ge_a_2_3_4_4   1.000000000000e+00
    r_2_3_4   r_le_2_3_4   1.000000000000e+00
    r_2_3_4   r_mono_2_3_5  -1.000000000000e+00
    r_2_3_4   r_le_2_3_5  -1.000000000000e+00
    r_2_3_5   r_mono_2_3_5   1.000000000000e+00
    r_2_3_5   r_ge_a_2_3_5_0   1.000000000000e+00
    r_2_3_5   r_ge_a_2_3_5_1   1.000000000000e+00
    r_2_3_5   r_ge_a_2_3_5_2   1.000000000000e+00
    r_2_3_5   r_ge_a_2_3_5_3   1.000000000000e+00
    r_2_3_5   r_ge_a_2_3_5_4   1.000000000000e+00
    r_2_3_5   r_le_2_3_5   1.000000000000e+00
    r_2_4_1   a_le_r_2_4_0_2  -1.000000000000e+00
    r_2_4_1   a_ge_2_4_0_2  -1.000000000000e+00
    r_2_4_1   a_le_r_2_4_1_2  -1.000000000000e+00
    r_2_4_1   a_ge_2_4_1_2  -1.000000000000e+00
    r_2_4_1   a_le_r_2_4_3_2  -1.000000000000e+00
    r_2_4_1   a_ge_2_4_3_2  -1.000000000000e+00
    r_2_4_1   a_le_r_2_4_5_2  -1.000000000000e+00
    r_2_4_1   a_ge_2_4_5_2  -1.000000000000e+00
    r_2_4_1   r_mono_2_4_1   1.000000000000e+00
    r_2_4_1   r_ge_a_2_4_1_0   1.000000000000e+00
    r_2_4_1   r_ge_a_2_4_1_1   1.000000000000e+00
    r_2_4_1   r_ge_a_2_4_1_2   1.000000000000e+00
    r_2_4_1   r_ge_a_2_4_1_3   1.000000000000e+00
    r_2_4_1   r_ge_a_2_4_1_4   1.000000000000e+00
    r_2_4_1   r_le_2_4_1   1.000000000000e+00
    r_2_4_1   r_mono_2_4_2  -1.000000000000e+00
    r_2_4_1   r_le_2_4_2  -1.000000000000e+00
    r_2_4_1   OBJ       -7.777777777778e-01
    r_2_4_2   a_le_r_2_4_0_3  -1.000000000000e+00
    r_2_4_2   a_ge_2_4_0_3  -1.000000000000e+00
    r_2_4_2   a_le_r_2_4_1_3  -1.000000000000e+00
    r_2_4_2   a_ge_2_4_1_3  -1.000000000000e+00
    r_2_4_2   a_le_r_2_4_3_3  -1.000000000000e+00
    r_2_4_2   a_ge_2_4_3_3  -1.000000000000e+00
    r_2_4_2   a_le_r_2_4_5_3  -1.000000000000e+00
    r_2_4_2   a_ge_2_4_5_3  -1.000000000000e+00
    r_2_4_2   r_mono_2_4_2   1.000000000000e+00
    r_2_4_2   r_ge_a_2_4_2_0   1.000000000000e+00
    r_2_4_2   r_ge_a_2_4_2_1   1.000000000000e+00
    r_2_4_2   r_ge_a_2_4_2_2   1.000000000000e+00
    r_2_4_2   r_ge_a_2_4_2_3   1.000000000000e+00
    r_2_4_2   r_ge_a_2_4_2_4   1.000000000000e+00
    r_2_4_2   r_le_2_4_2   1.000000000000e+00
    r_2_4_2   r_mono_2_4_3  -1.000000000000e+00
    r_2_4_2   r_le_2_4_3  -1.000000000000e+00
    r_2_4_2   OBJ       -7.777777777778e-01
    r_2_4_3   a_le_r_2_4_0_4  -1.000000000000e+00
    r_2_4_3   a_ge_2_4_0_4  -1.000000000000e+00
    r_2_4_3   a_le_r_2_4_1_4  -1.000000000000e+00
    r_2_4_3   a_ge_2_4_1_4  -1.000000000000e+00
    r_2_4_3   a_le_r_2_4_3_4  -1.000000000000e+00
    r_2_4_3   a_ge_2_4_3_4  -1.000000000000e+00
    r_2_4_3   a_le_r_2_4_5_4  -1.000000000000e+00
    r_2_4_3   a_ge_2_4_5_4  -1.000000000000e+00
    r_2_4_3   r_mono_2_4_3   1.000000000000e+00
    r_2_4_3   r_ge_a_2_4_3_0   1.000000000000e+00
    r_2_4_3   r_ge_a_2_4_3_1   1.000000000000e+00
    r_2_4_3   r_ge_a_2_4_3_2   1.000000000000e+00
    r_2_4_3   r_ge_a_2_4_3_3   1.000000000000e+00
    r_2_4_3   r_ge_a_2_4_3_4   1.000000000000e+00
    r_2_4_3   r_le_2_4_3   1.000000000000e+00
    r_2_4_3   r_mono_2_4_4  -1.000000000000e+00
    r_2_4_3   r_le_2_4_4  -1.000000000000e+00
    r_2_4_3   OBJ       -7.777777777778e-01
    r_2_4_4   a_le_r_2_4_0_5  -1.000000000000e+00
    r_2_4_4   a_ge_2_4_0_5  -1.000000000000e+00
    r_2_4_4   a_le_r_2_4_1_5  -1.000000000000e+00
    r_2_4_4   a_ge_2_4_1_5  -1.000000000000e+00
    r_2_4_4   a_le_r_2_4_3_5  -1.000000000000e+00
    r_2_4_4   a_ge_2_4_3_5  -1.000000000000e+00
    r_2_4_4   a_le_r_2_4_5_5  -1.000000000000e+00
    r_2_4_4   a_ge_2_4_5_5  -1.000000000000e+00
    r_2_4_4   r_mono_2_4_4   1.000000000000e+00
    r_2_4_4   r_ge_a_2_4_4_0   1.000000000000e+00
    r_2_4_4   r_ge_a_2_4_4_1   1.000000000000e+00
    r_2_4_4   r_ge_a_2_4_4_2   1.000000000000e+00
    r_2_4_4   r_ge_a_2_4_4_3   1.000000000000e+00
    r_2_4_4   r_ge_a_2_4_4_4   1.000000000000e+00
    r_2_4_4   r_le_2_4_4   1.000000000000e+00
    r_2_4_4   r_mono_2_4_5  -1.000000000000e+00
    r_2_4_4   r_le_2_4_5  -1.000000000000e+00
    r_2_4_4   OBJ       -7.777777777778e-01
    r_2_4_5   r_mono_2_4_5   1.000000000000e+00
    r_2_4_5   r_ge_a_2_4_5_0   1.000000000000e+00
    r_2_4_5   r_ge_a_2_4_5_1   1.000000000000e+00
    r_2_4_5   r_ge_a_2_4_5_2   1.000000000000e+00
    r_2_4_5   r_ge_a_2_4_5_3   1.000000000000e+00
    r_2_4_5   r_ge_a_2_4_5_4   1.000000000000e+00
    r_2_4_5   r_le_2_4_5   1.000000000000e+00
    r_2_4_5   reach_2_4   1.000000000000e+00
    r_2_5_1   a_le_r_2_5_0_2  -1.000000000000e+00
    r_2_5_1   a_ge_2_5_0_2  -1.000000000000e+00
    r_2_5_1   a_le_r_2_5_1_2  -1.000000000000e+00
    r_2_5_1   a_ge_2_5_1_2  -1.000000000000e+00
    r_2_5_1   a_le_r_2_5_3_2  -1.000000000000e+00
    r_2_5_1   a_ge_2_5_3_2  -1.000000000000e+00
    r_2_5_1   a_le_r_2_5_4_2  -1.000000000000e+00
    r_2_5_1   a_ge_2_5_4_2  -1.000000000000e+00
    r_2_5_1   r_mono_2_5_1   1.000000000000e+00
    r_2_5_1   r_ge_a_2_5_1_0   1.000000000000e+00
    r_2_5_1   r_ge_a_2_5_1_1   1.000000000000e+00
    r_2_5_1   r_ge_a_2_5_1_2   1.000000000000e+00
    r_2_5_1   r_ge_a_2_5_1_3   1.000000000000e+00
    r_2_5_1   r_ge_a_2_5_1_4   1.000000000000e+00
    r_2_5_1   r_le_2_5_1   1.000000000000e+00
    r_2_5_1   r_mono_2_5_2  -1.000000000000e+00
    r_2_5_1   r_le_2_5_2  -1.000000000000e+00
    r_2_5_2   a_le_r_2_5_0_3  -1.000000000000e+00
    r_2_5_2   a_ge_2_5_0_3  -1.000000000000e+00
    r_2_5_2   a_le_r_2_5_1_3  -1.000000000000e+00
    r_2_5_2   a_ge_2_5_1_3  -1.000000000000e+00
    r_2_5_2   a_le_r_2_5_3_3  -1.000000000000e+00
    r_2_5_2   a_ge_2_5_3_3  -1.000000000000e+00
    r_2_5_2   a_le_r_2_5_4_3  -1.000000000000e+00
    r_2_5_2   a_ge_2_5_4_3  -1.000000000000e+00
    r_2_5_2   r_mono_2_5_2   1.000000000000e+00
    r_2_5_2   r_ge_a_2_5_2_0   1.000000000000e+00
    r_2_5_2   r_ge_a_2_5_2_1   1.000000000000e+00
    r_2_5_2   r_ge_a_2_5_2_2   1.000000000000e+00
    r_2_5_2   r_ge_a_2_5_2_3   1.000000000000e+00
    r_2_5_2   r_ge_a_2_5_2_4   1.000000000000e+00
    r_2_5_2   r_le_2_5_2   1.000000000000e+00
    r_2_5_2   r_mono_2_5_3  -1.000000000000e+00
    r_2_5_2   r_le_2_5_3  -1.000000000000e+00
    r_2_5_3   a_le_r_2_5_0_4  -1.000000000000e+00
    r_2_5_3   a_ge_2_5_0_4  -1.000000000000e+00
    r_2_5_3   a_le_r_2_5_1_4  -1.000000000000e+00
    r_2_5_3   a_ge_2_5_1_4  -1.000000000000e+00
    r_2_5_3   a_le_r_2_5_3_4  -1.000000000000e+00
    r_2_5_3   a_ge_2_5_3_4  -1.000000000000e+00
    r_2_5_3   a_le_r_2_5_4_4  -1.000000000000e+00
    r_2_5_3   a_ge_2_5_4_4  -1.000000000000e+00
    r_2_5_3   r_mono_2_5_3   1.000000000000e+00
    r_2_5_3   r_ge_a_2_5_3_0   1.000000000000e+00
    r_2_5_3   r_ge_a_2_5_3_1   1.000000000000e+00
    r_2_5_3   r_ge_a_2_5_3_2   1.000000000000e+00
    r_2_5_3   r_ge_a_2_5_3_3   1.000000000000e+00
    r_2_5_3   r_ge_a_2_5_3_4   1.000000000000e+00
    r_2_5_3   r_le_2_5_3   1.000000000000e+00
    r_2_5_3   r_mono_2_5_4  -1.000000000000e+00
    r_2_5_3   r_le_2_5_4  -1.000000000000e+00
    r_2_5_4   a_le_r_2_5_0_5  -1.000000000000e+00
    r_2_5_4   a_ge_2_5_0_5  -1.000000000000e+00
    r_2_5_4   a_le_r_2_5_1_5  -1.000000000000e+00
    r_2_5_4   a_ge_2_5_1_5  -1.000000000000e+00
    r_2_5_4   a_le_r_2_5_3_5  -1.000000000000e+00
    r_2_5_4   a_ge_2_5_3_5  -1.000000000000e+00
    r_2_5_4   a_le_r_2_5_4_5  -1.000000000000e+00
    r_2_5_4   a_ge_2_5_4_5  -1.000000000000e+00
    r_2_5_4   r_mono_2_5_4   1.000000000000e+00
    r_2_5_4   r_ge_a_2_5_4_0   1.000000000000e+00
    r_2_5_4   r_ge_a_2_5_4_1   1.000000000000e+00
    r_2_5_4   r_ge_a_2_5_4_2   1.000000000000e+00
    r_2_5_4   r_ge_a_2_5_4_3   1.000000000000e+00
    r_2_5_4   r_ge_a_2_5_4_4   1.000000000000e+00
    r_2_5_4   r_le_2_5_4   1.000000000000e+00
    r_2_5_4   r_mono_2_5_5  -1.000000000000e+00
    r_2_5_4   r_le_2_5_5  -1.000000000000e+00
    r_2_5_5   r_mono_2_5_5   1.000000000000e+00
    r_2_5_5   r_ge_a_2_5_5_0   1.000000000000e+00
    r_2_5_5   r_ge_a_2_5_5_1   1.000000000000e+00
    r_2_5_5   r_ge_a_2_5_5_2   1.000000000000e+00
    r_2_5_5   r_ge_a_2_5_5_3   1.000000000000e+00
    r_2_5_5   r_ge_a_2_5_5_4   1.000000000000e+00
    r_2_5_5   r_le_2_5_5   1.000000000000e+00
    r_3_0_1   a_le_r_3_0_1_2  -1.000000000000e+00
    r_3_0_1   a_ge_3_0_1_2  -1.000000000000e+00
    r_3_0_1   a_le_r_3_0_2_2  -1.000000000000e+00
    r_3_0_1   a_ge_3_0_2_2  -1.000000000000e+00
    r_3_0_1   a_le_r_3_0_4_2  -1.000000000000e+00
    r_3_0_1   a_ge_3_0_4_2  -1.000000000000e+00
    r_3_0_1   a_le_r_3_0_5_2  -1.000000000000e+00
    r_3_0_1   a_ge_3_0_5_2  -1.000000000000e+00
    r_3_0_1   r_mono_3_0_1   1.000000000000e+00
    r_3_0_1   r_ge_a_3_0_1_0   1.000000000000e+00
    r_3_0_1   r_ge_a_3_0_1_1   1.000000000000e+00
    r_3_0_1   r_ge_a_3_0_1_2   1.000000000000e+00
    r_3_0_1   r_ge_a_3_0_1_3   1.000000000000e+00
    r_3_0_1   r_ge_a_3_0_1_4   1.000000000000e+00
    r_3_0_1   r_le_3_0_1   1.000000000000e+00
    r_3_0_1   r_mono_3_0_2  -1.000000000000e+00
    r_3_0_1   r_le_3_0_2  -1.000000000000e+00
    r_3_0_2   a_le_r_3_0_1_3  -1.000000000000e+00
    r_3_0_2   a_ge_3_0_1_3  -1.000000000000e+00
    r_3_0_2   a_le_r_3_0_2_3  -1.000000000000e+00
    r_3_0_2   a_ge_3_0_2_3  -1.000000000000e+00
    r_3_0_2   a_le_r_3_0_4_3  -1.000000000000e+00
    r_3_0_2   a_ge_3_0_4_3  -1.000000000000e+00
    r_3_0_2   a_le_r_3_0_5_3  -1.000000000000e+00
    r_3_0_2   a_ge_3_0_5_3  -1.000000000000e+00
    r_3_0_2   r_mono_3_0_2   1.000000000000e+00
    r_3_0_2   r_ge_a_3_0_2_0   1.000000000000e+00
    r_3_0_2   r_ge_a_3_0_2_1   1.000000000000e+00
    r_3_0_2   r_ge_a_3_0_2_2   1.000000000000e+00
    r_3_0_2   r_ge_a_3_0_2_3   1.000000000000e+00
    r_3_0_2   r_ge_a_3_0_2_4   1.000000000000e+00
    r_3_0_2   r_le_3_0_2   1.000000000000e+00
    r_3_0_2   r_mono_3_0_3  -1.000000000000e+00
    r_3_0_2   r_le_3_0_3  -1.000000000000e+00
    r_3_0_3   a_le_r_3_0_1_4  -1.000000000000e+00
    r_3_0_3   a_ge_3_0_1_4  -1.000000000000e+00
    r_3_0_3   a_le_r_3_0_2_4  -1.000000000000e+00
    r_3_0_3   a_ge_3_0_2_4  -1.000000000000e+00
    r_3_0_3   a_le_r_3_0_4_4  -1.000000000000e+00
    r_3_0_3   a_ge_3_0_4_4  -1.000000000000e+00
    r_3_0_3   a_le_r_3_0_5_4  -1.000000000000e+00
    r_3_0_3   a_ge_3_0_5_4  -1.000000000000e+00
    r_3_0_3   r_mono_3_0_3   1.000000000000e+00
    r_3_0_3   r_ge_a_3_0_3_0   1.000000000000e+00
    r_3_0_3   r_ge_a_3_0_3_1   1.000000000000e+00
    r_3_0_3   r_ge_a_3_0_3_2   1.000000000000e+00
    r_3_0_3   r_ge_a_3_0_3_3   1.000000000000e+00
    r_3_0_3   r_ge_a_3_0_3_4   1.000000000000e+00
    r_3_0_3   r_le_3_0_3   1.000000000000e+00
    r_3_0_3   r_mono_3_0_4  -1.000000000000e+00
    r_3_0_3   r_le_3_0_4  -1.000000000000e+00
    r_3_0_4   a_le_r_3_0_1_5  -1.000000000000e+00
    r_3_0_4   a_ge_3_0_1_5  -1.000000000000e+00
    r_3_0_4   a_le_r_3_0_2_5  -1.000000000000e+00
    r_3_0_4   a_ge_3_0_2_5  -1.000000000000e+00
    r_3_0_4   a_le_r_3_0_4_5  -1.000000000000e+00
    r_3_0_4   a_ge_3_0_4_5  -1.000000000000e+00
    r_3_0_4   a_le_r_3_0_5_5  -1.000000000000e+00
    r_3_0_4   a_ge_3_0_5_5  -1.000000000000e+00
    r_3_0_4   r_mono_3_0_4   1.000000000000e+00
    r_3_0_4   r_ge_a_3_0_4_0   1.000000000000e+00
    r_3_0_4   r_ge_a_3_0_4_1   1.000000000000e+00
    r_3_0_4   r_ge_a_3_0_4_2   1.000000000000e+00
    r_3_0_4   r_ge_a_3_0_4_3   1.000000000000e+00
    r_3_0_4   r_ge_a_3_0_4_4   1.000000000000e+00
    r_3_0_4   r_le_3_0_4   1.000000000000e+00
    r_3_0_4   r_mono_3_0_5  -1.000000000000e+00
    r_3_0_4   r_le_3_0_5  -1.000000000000e+00
    r_3_0_5   r_mono_3_0_5   1.000000000000e+00
    r_3_0_5   r_ge_a_3_0_5_0   1.000000000000e+00
    r_3_0_5   r_ge_a_3_0_5_1   1.000000000000e+00
    r_3_0_5   r_ge_a_3_0_5_2   1.000000000000e+00
    r_3_0_5   r_ge_a_3_0_5_3   1.000000000000e+00
    r_3_0_5   r_ge_a_3_0_5_4   1.000000000000e+00
    r_3_0_5   r_le_3_0_5   1.000000000000e+00
    r_3_1_1   a_le_r_3_1_0_2  -1.000000000000e+00
    r_3_1_1   a_ge_3_1_0_2  -1.000000000000e+00
    r_3_1_1   a_le_r_3_1_2_2  -1.000000000000e+00
    r_3_1_1   a_ge_3_1_2_2  -1.000000000000e+00
    r_3_1_1   a_le_r_3_1_4_2  -1.000000000000e+00
    r_3_1_1   a_ge_3_1_4_2  -1.000000000000e+00
    r_3_1_1   a_le_r_3_1_5_2  -1.000000000000e+00
    r_3_1_1   a_ge_3_1_5_2  -1.000000000000e+00
    r_3_1_1   r_mono_3_1_1   1.000000000000e+00
    r_3_1_1   r_ge_a_3_1_1_0   1.000000000000e+00
    r_3_1_1   r_ge_a_3_1_1_1   1.000000000000e+00
    r_3_1_1   r_ge_a_3_1_1_2   1.000000000000e+00
    r_3_1_1   r_ge_a_3_1_1_3   1.000000000000e+00
    r_3_1_1   r_ge_a_3_1_1_4   1.000000000000e+00
    r_3_1_1   r_le_3_1_1   1.000000000000e+00
    r_3_1_1   r_mono_3_1_2  -1.000000000000e+00
    r_3_1_1   r_le_3_1_2  -1.000000000000e+00
    r_3_1_1   OBJ       -2.222222222222e-01
    r_3_1_2   a_le_r_3_1_0_3  -1.000000000000e+00
    r_3_1_2   a_ge_3_1_0_3  -1.000000000000e+00
    r_3_1_2   a_le_r_3_1_2_3  -1.000000000000e+00
    r_3_1_2   a_ge_3_1_2_3  -1.000000000000e+00
    r_3_1_2   a_le_r_3_1_4_3  -1.000000000000e+00
    r_3_1_2   a_ge_3_1_4_3  -1.000000000000e+00
    r_3_1_2   a_le_r_3_1_5_3  -1.000000000000e+00
    r_3_1_2   a_ge_3_1_5_3  -1.000000000000e+00
    r_3_1_2   r_mono_3_1_2   1.000000000000e+00
    r_3_1_2   r_ge_a_3_1_2_0   1.000000000000e+00
    r_3_1_2   r_ge_a_3_1_2_1   1.000000000000e+00
    r_3_1_2   r_ge_a_3_1_2_2   1.000000000000e+00
    r_3_1_2   r_ge_a_3_1_2_3   1.000000000000e+00
    r_3_1_2   r_ge_a_3_1_2_4   1.000000000000e+00
    r_3_1_2   r_le_3_1_2   1.000000000000e+00
    r_3_1_2   r_mono_3_1_3  -1.000000000000e+00
    r_3_1_2   r_le_3_1_3  -1.000000000000e+00
    r_3_1_2   OBJ       -2.222222222222e-01
    r_3_1_3   a_le_r_3_1_0_4  -1.000000000000e+00
    r_3_1_3   a_ge_3_1_0_4  -1.000000000000e+00
    r_3_1_3   a_le_r_3_1_2_4  -1.000000000000e+00
    r_3_1_3   a_ge_3_1_2_4  -1.000000000000e+00
    r_3_1_3   a_le_r_3_1_4_4  -1.000000000000e+00
    r_3_1_3   a_ge_3_1_4_4  -1.000000000000e+00
    r_3_1_3   a_le_r_3_1_5_4  -1.000000000000e+00
    r_3_1_3   a_ge_3_1_5_4  -1.000000000000e+00
    r_3_1_3   r_mono_3_1_3   1.000000000000e+00
    r_3_1_3   r_ge_a_3_1_3_0   1.000000000000e+00
    r_3_1_3   r_ge_a_3_1_3_1   1.000000000000e+00
    r_3_1_3   r_ge_a_3_1_3_2   1.000000000000e+00
    r_3_1_3   r_ge_a_3_1_3_3   1.000000000000e+00
    r_3_1_3   r_ge_a_3_1_3_4   1.000000000000e+00
    r_3_1_3   r_le_3_1_3   1.000000000000e+00
    r_3_1_3   r_mono_3_1_4  -1.000000000000e+00
    r_3_1_3   r_le_3_1_4  -1.000000000000e+00
    r_3_1_3   OBJ       -2.222222222222e-01
    r_3_1_4   a_le_r_3_1_0_5  -1.000000000000e+00
    r_3_1_4   a_ge_3_1_0_5  -1.000000000000e+00
    r_3_1_4   a_le_r_3_1_2_5  -1.000000000000e+00
    r_3_1_4   a_ge_3_1_2_5  -1.000000000000e+00
    r_3_1_4   a_le_r_3_1_4_5  -1.000000000000e+00
    r_3_1_4   a_ge_3_1_4_5  -1.000000000000e+00
    r_3_1_4   a_le_r_3_1_5_5  -1.000000000000e+00
    r_3_1_4   a_ge_3_1_5_5  -1.000000000000e+00
    r_3_1_4   r_mono_3_1_4   1.000000000000e+00
    r_3_1_4   r_ge_a_3_1_4_0   1.000000000000e+00
    r_3_1_4   r_ge_a_3_1_4_1   1.000000000000e+00
    r_3_1_4   r_ge_a_3_1_4_2   1.000000000000e+00
    r_3_1_4   r_ge_a_3_1_4_3   1.000000000000e+00
    r_3_1_4   r_ge_a_3_1_4_4   1.000000000000e+00
    r_3_1_4   r_le_3_1_4   1.000000000000e+00
    r_3_1_4   r_mono_3_1_5  -1.000000000000e+00
    r_3_1_4   r_le_3_1_5  -1.000000000000e+00
    r_3_1_4   OBJ       -2.222222222222e-01
    r_3_1_5   r_mono_3_1_5   1.000000000000e+00
    r_3_1_5   r_ge_a_3_1_5_0   1.000000000000e+00
    r_3_1_5   r_ge_a_3_1_5_1   1.000000000000e+00
    r_3_1_5   r_ge_a_3_1_5_2   1.000000000000e+00
    r_3_1_5   r_ge_a_3_1_5_3   1.000000000000e+00
    r_3_1_5   r_ge_a_3_1_5_4   1.000000000000e+00
    r_3_1_5   r_le_3_1_5   1.000000000000e+00
    r_3_1_5   reach_3_1   1.000000000000e+00
    r_3_2_1   a_le_r_3_2_0_2  -1.000000000000e+00
    r_3_2_1   a_ge_3_2_0_2  -1.000000000000e+00
    r_3_2_1   a_le_r_3_2_1_2  -1.000000000000e+00
    r_3_2_1   a_ge_3_2_1_2  -1.000000000000e+00
    r_3_2_1   a_le_r_3_2_4_2  -1.000000000000e+00
    r_3_2_1   a_ge_3_2_4_2  -1.000000000000e+00
    r_3_2_1   a_le_r_3_2_5_2  -1.000000000000e+00
    r_3_2_1   a_ge_3_2_5_2  -1.000000000000e+00
    r_3_2_1   r_mono_3_2_1   1.000000000000e+00
    r_3_2_1   r_ge_a_3_2_1_0   1.000000000000e+00
    r_3_2_1   r_ge_a_3_2_1_1   1.000000000000e+00
    r_3_2_1   r_ge_a_3_2_1_2   1.000000000000e+00
    r_3_2_1   r_ge_a_3_2_1_3   1.000000000000e+00
    r_3_2_1   r_ge_a_3_2_1_4   1.000000000000e+00
    r_3_2_1   r_le_3_2_1   1.000000000000e+00
    r_3_2_1   r_mono_3_2_2  -1.000000000000e+00
    r_3_2_1   r_le_3_2_2  -1.000000000000e+00
    r_3_2_2   a_le_r_3_2_0_3  -1.000000000000e+00
    r_3_2_2   a_ge_3_2_0_3  -1.000000000000e+00
    r_3_2_2   a_le_r_3_2_1_3  -1.000000000000e+00
    r_3_2_2   a_ge_3_2_1_3  -1.000000000000e+00
    r_3_2_2   a_le_r_3_2_4_3  -1.000000000000e+00
    r_3_2_2   a_ge_3_2_4_3  -1.000000000000e+00
    r_3_2_2   a_le_r_3_2_5_3  -1.000000000000e+00
    r_3_2_2   a_ge_3_2_5_3  -1.000000000000e+00
    r_3_2_2   r_mono_3_2_2   1.000000000000e+00
    r_3_2_2   r_ge_a_3_2_2_0   1.000000000000e+00
    r_3_2_2   r_ge_a_3_2_2_1   1.000000000000e+00
    r_3_2_2   r_ge_a_3_2_2_2   1.000000000000e+00
    r_3_2_2   r_ge_a_3_2_2_3   1.000000000000e+00
    r_3_2_2   r_ge_a_3_2_2_4   1.000000000000e+00
    r_3_2_2   r_le_3_2_2   1.000000000000e+00
    r_3_2_2   r_mono_3_2_3  -1.000000000000e+00
    r_3_2_2   r_le_3_2_3  -1.000000000000e+00
    r_3_2_3   a_le_r_3_2_0_4  -1.000000000000e+00
    r_3_2_3   a_ge_3_2_0_4  -1.000000000000e+00
    r_3_2_3   a_le_r_3_2_1_4  -1.000000000000e+00
    r_3_2_3   a_ge_3_2_1_4  -1.000000000000e+00
    r_3_2_3   a_le_r_3_2_4_4  -1.000000000000e+00
    r_3_2_3   a_ge_3_2_4_4  -1.000000000000e+00
    r_3_2_3   a_le_r_3_2_5_4  -1.000000000000e+00
    r_3_2_3   a_ge_3_2_5_4  -1.000000000000e+00
    r_3_2_3   r_mono_3_2_3   1.000000000000e+00
    r_3_2_3   r_ge_a_3_2_3_0   1.000000000000e+00
    r_3_2_3   r_ge_a_3_2_3_1   1.000000000000e+00
    r_3_2_3   r_ge_a_3_2_3_2   1.000000000000e+00
    r_3_2_3   r_ge_a_3_2_3_3   1.000000000000e+00
    r_3_2_3   r_ge_a_3_2_3_4   1.000000000000e+00
    r_3_2_3   r_le_3_2_3   1.000000000000e+00
    r_3_2_3   r_mono_3_2_4  -1.000000000000e+00
    r_3_2_3   r_le_3_2_4  -1.000000000000e+00
    r_3_2_4   a_le_r_3_2_0_5  -1.000000000000e+00
    r_3_2_4   a_ge_3_2_0_5  -1.000000000000e+00
    r_3_2_4   a_le_r_3_2_1_5  -1.000000000000e+00
    r_3_2_4   a_ge_3_2_1_5  -1.000000000000e+00
    r_3_2_4   a_le_r_3_2_4_5  -1.000000000000e+00
    r_3_2_4   a_ge_3_2_4_5  -1.000000000000e+00
    r_3_2_4   a_le_r_3_2_5_5  -1.000000000000e+00
    r_3_2_4   a_ge_3_2_5_5  -1.000000000000e+00
    r_3_2_4   r_mono_3_2_4   1.000000000000e+00
    r_3_2_4   r_ge_a_3_2_4_0   1.000000000000e+00
    r_3_2_4   r_ge_a_3_2_4_1   1.000000000000e+00
    r_3_2_4   r_ge_a_3_2_4_2   1.000000000000e+00
    r_3_2_4   r_ge_a_3_2_4_3   1.000000000000e+00
    r_3_2_4   r_ge_a_3_2_4_4   1.000000000000e+00
    r_3_2_4   r_le_3_2_4   1.000000000000e+00
    r_3_2_4   r_mono_3_2_5  -1.000000000000e+00
    r_3_2_4   r_le_3_2_5  -1.000000000000e+00
    r_3_2_5   r_mono_3_2_5   1.000000000000e+00
    r_3_2_5   r_ge_a_3_2_5_0   1.000000000000e+00
    r_3_2_5   r_ge_a_3_2_5_1   1.000000000000e+00
    r_3_2_5   r_ge_a_3_2_5_2   1.000000000000e+00
    r_3_2_5   r_ge_a_3_2_5_3   1.000000000000e+00
    r_3_2_5   r_ge_a_3_2_5_4   1.000000000000e+00
    r_3_2_5   r_le_3_2_5   1.000000000000e+00
    r_3_4_1   a_le_r_3_4_0_2  -1.000000000000e+00
    r_3_4_1   a_ge_3_4_0_2  -1.000000000000e+00
    r_3_4_1   a_le_r_3_4_1_2  -1.000000000000e+00
    r_3_4_1   a_ge_3_4_1_2  -1.000000000000e+00
    r_3_4_1   a_le_r_3_4_2_2  -1.000000000000e+00
    r_3_4_1   a_ge_3_4_2_2  -1.000000000000e+00
    r_3_4_1   a_le_r_3_4_5_2  -1.000000000000e+00
    r_3_4_1   a_ge_3_4_5_2  -1.000000000000e+00
    r_3_4_1   r_mono_3_4_1   1.000000000000e+00
    r_3_4_1   r_ge_a_3_4_1_0   1.000000000000e+00
    r_3_4_1   r_ge_a_3_4_1_1   1.000000000000e+00
    r_3_4_1   r_ge_a_3_4_1_2   1.000000000000e+00
    r_3_4_1   r_ge_a_3_4_1_3   1.000000000000e+00
    r_3_4_1   r_ge_a_3_4_1_4   1.000000000000e+00
    r_3_4_1   r_le_3_4_1   1.000000000000e+00
    r_3_4_1   r_mono_3_4_2  -1.000000000000e+00
    r_3_4_1   r_le_3_4_2  -1.000000000000e+00
    r_3_4_1   OBJ       -8.888888888889e-01
    r_3_4_2   a_le_r_3_4_0_3  -1.000000000000e+00
    r_3_4_2   a_ge_3_4_0_3  -1.000000000000e+00
    r_3_4_2   a_le_r_3_4_1_3  -1.000000000000e+00
    r_3_4_2   a_ge_3_4_1_3  -1.000000000000e+00
    r_3_4_2   a_le_r_3_4_2_3  -1.000000000000e+00
    r_3_4_2   a_ge_3_4_2_3  -1.000000000000e+00
    r_3_4_2   a_le_r_3_4_5_3  -1.000000000000e+00
    r_3_4_2   a_ge_3_4_5_3  -1.000000000000e+00
    r_3_4_2   r_mono_3_4_2   1.000000000000e+00
    r_3_4_2   r_ge_a_3_4_2_0   1.000000000000e+00
    r_3_4_2   r_ge_a_3_4_2_1   1.000000000000e+00
    r_3_4_2   r_ge_a_3_4_2_2   1.000000000000e+00
    r_3_4_2   r_ge_a_3_4_2_3   1.000000000000e+00
    r_3_4_2   r_ge_a_3_4_2_4   1.000000000000e+00
    r_3_4_2   r_le_3_4_2   1.000000000000e+00
    r_3_4_2   r_mono_3_4_3  -1.000000000000e+00
    r_3_4_2   r_le_3_4_3  -1.000000000000e+00
    r_3_4_2   OBJ       -8.888888888889e-01
    r_3_4_3   a_le_r_3_4_0_4  -1.000000000000e+00
    r_3_4_3   a_ge_3_4_0_4  -1.000000000000e+00
    r_3_4_3   a_le_r_3_4_1_4  -1.000000000000e+00
    r_3_4_3   a_ge_3_4_1_4  -1.000000000000e+00
    r_3_4_3   a_le_r_3_4_2_4  -1.000000000000e+00
    r_3_4_3   a_ge_3_4_2_4  -1.000000000000e+00
    r_3_4_3   a_le_r_3_4_5_4  -1.000000000000e+00
    r_3_4_3   a_ge_3_4_5_4  -1.000000000000e+00
    r_3_4_3   r_mono_3_4_3   1.000000000000e+00
    r_3_4_3   r_ge_a_3_4_3_0   1.000000000000e+00
    r_3_4_3   r_ge_a_3_4_3_1   1.000000000000e+00
    r_3_4_3   r_ge_a_3_4_3_2   1.000000000000e+00
    r_3_4_3   r_ge_a_3_4_3_3   1.000000000000e+00
    r_3_4_3   r_ge_a_3_4_3_4   1.000000000000e+00
    r_3_4_3   r_le_3_4_3   1.000000000000e+00
    r_3_4_3   r_mono_3_4_4  -1.000000000000e+00
    r_3_4_3   r_le_3_4_4  -1.000000000000e+00
    r_3_4_3   OBJ       -8.888888888889e-01
    r_3_4_4   a_le_r_3_4_0_5  -1.000000000000e+00
    r_3_4_4   a_ge_3_4_0_5  -1.000000000000e+00
    r_3_4_4   a_le_r_3_4_1_5  -1.000000000000e+00
    r_3_4_4   a_ge_3_4_1_5  -1.000000000000e+00
    r_3_4_4   a_le_r_3_4_2_5  -1.000000000000e+00
    r_3_4_4   a_ge_3_4_2_5  -1.000000000000e+00
    r_3_4_4   a_le_r_3_4_5_5  -1.000000000000e+00
    r_3_4_4   a_ge_3_4_5_5  -1.000000000000e+00
    r_3_4_4   r_mono_3_4_4   1.000000000000e+00
    r_3_4_4   r_ge_a_3_4_4_0   1.000000000000e+00
    r_3_4_4   r_ge_a_3_4_4_1   1.000000000000e+00
    r_3_4_4   r_ge_a_3_4_4_2   1.000000000000e+00
    r_3_4_4   r_ge_a_3_4_4_3   1.000000000000e+00
    r_3_4_4   r_ge_a_3_4_4_4   1.000000000000e+00
    r_3_4_4   r_le_3_4_4   1.000000000000e+00
    r_3_4_4   r_mono_3_4_5  -1.000000000000e+00
    r_3_4_4   r_le_3_4_5  -1.000000000000e+00
    r_3_4_4   OBJ       -8.888888888889e-01
    r_3_4_5   r_mono_3_4_5   1.000000000000e+00
    r_3_4_5   r_ge_a_3_4_5_0   1.000000000000e+00
    r_3_4_5   r_ge_a_3_4_5_1   1.000000000000e+00
    r_3_4_5   r_ge_a_3_4_5_2   1.000000000000e+00
    r_3_4_5   r_ge_a_3_4_5_3   1.000000000000e+00
    r_3_4_5   r_ge_a_3_4_5_4   1.000000000000e+00
    r_3_4_5   r_le_3_4_5   1.000000000000e+00
    r_3_4_5   reach_3_4   1.000000000000e+00
    r_3_5_1   a_le_r_3_5_0_2  -1.000000000000e+00
    r_3_5_1   a_ge_3_5_0_2  -1.000000000000e+00
    r_3_5_1   a_le_r_3_5_1_2  -1.000000000000e+00
    r_3_5_1   a_ge_3_5_1_2  -1.000000000000e+00
    r_3_5_1   a_le_r_3_5_2_2  -1.000000000000e+00
    r_3_5_1   a_ge_3_5_2_2  -1.000000000000e+00
    r_3_5_1   a_le_r_3_5_4_2  -1.000000000000e+00
    r_3_5_1   a_ge_3_5_4_2  -1.000000000000e+00
    r_3_5_1   r_mono_3_5_1   1.000000000000e+00
    r_3_5_1   r_ge_a_3_5_1_0   1.000000000000e+00
    r_3_5_1   r_ge_a_3_5_1_1   1.000000000000e+00
    r_3_5_1   r_ge_a_3_5_1_2   1.000000000000e+00
    r_3_5_1   r_ge_a_3_5_1_3   1.000000000000e+00
    r_3_5_1   r_ge_a_3_5_1_4   1.000000000000e+00
    r_3_5_1   r_le_3_5_1   1.000000000000e+00
    r_3_5_1   r_mono_3_5_2  -1.000000000000e+00
    r_3_5_1   r_le_3_5_2  -1.000000000000e+00
    r_3_5_2   a_le_r_3_5_0_3  -1.000000000000e+00
    r_3_5_2   a_ge_3_5_0_3  -1.000000000000e+00
    r_3_5_2   a_le_r_3_5_1_3  -1.000000000000e+00
    r_3_5_2   a_ge_3_5_1_3  -1.000000000000e+00
    r_3_5_2   a_le_r_3_5_2_3  -1.000000000000e+00
    r_3_5_2   a_ge_3_5_2_3  -1.000000000000e+00
    r_3_5_2   a_le_r_3_5_4_3  -1.000000000000e+00
    r_3_5_2   a_ge_3_5_4_3  -1.000000000000e+00
    r_3_5_2   r_mono_3_5_2   1.000000000000e+00
    r_3_5_2   r_ge_a_3_5_2_0   1.000000000000e+00
    r_3_5_2   r_ge_a_3_5_2_1   1.000000000000e+00
    r_3_5_2   r_ge_a_3_5_2_2   1.000000000000e+00
    r_3_5_2   r_ge_a_3_5_2_3   1.000000000000e+00
    r_3_5_2   r_ge_a_3_5_2_4   1.000000000000e+00
    r_3_5_2   r_le_3_5_2   1.000000000000e+00
    r_3_5_2   r_mono_3_5_3  -1.000000000000e+00
    r_3_5_2   r_le_3_5_3  -1.000000000000e+00
    r_3_5_3   a_le_r_3_5_0_4  -1.000000000000e+00
    r_3_5_3   a_ge_3_5_0_4  -1.000000000000e+00
    r_3_5_3   a_le_r_3_5_1_4  -1.000000000000e+00
    r_3_5_3   a_ge_3_5_1_4  -1.000000000000e+00
    r_3_5_3   a_le_r_3_5_2_4  -1.000000000000e+00
    r_3_5_3   a_ge_3_5_2_4  -1.000000000000e+00
    r_3_5_3   a_le_r_3_5_4_4  -1.000000000000e+00
    r_3_5_3   a_ge_3_5_4_4  -1.000000000000e+00
    r_3_5_3   r_mono_3_5_3   1.000000000000e+00
    r_3_5_3   r_ge_a_3_5_3_0   1.000000000000e+00
    r_3_5_3   r_ge_a_3_5_3_1   1.000000000000e+00
    r_3_5_3   r_ge_a_3_5_3_2   1.000000000000e+00
    r_3_5_3   r_ge_a_3_5_3_3   1.000000000000e+00
    r_3_5_3   r_ge_a_3_5_3_4   1.000000000000e+00
    r_3_5_3   r_le_3_5_3   1.000000000000e+00
    r_3_5_3   r_mono_3_5_4  -1.000000000000e+00
    r_3_5_3   r_le_3_5_4  -1.000000000000e+00
    r_3_5_4   a_le_r_3_5_0_5  -1.000000000000e+00
    r_3_5_4   a_ge_3_5_0_5  -1.000000000000e+00
    r_3_5_4   a_le_r_3_5_1_5  -1.000000000000e+00
    r_3_5_4   a_ge_3_5_1_5  -1.000000000000e+00
    r_3_5_4   a_le_r_3_5_2_5  -1.000000000000e+00
    r_3_5_4   a_ge_3_5_2_5  -1.000000000000e+00
    r_3_5_4   a_le_r_3_5_4_5  -1.000000000000e+00
    r_3_5_4   a_ge_3_5_4_5  -1.000000000000e+00
    r_3_5_4   r_mono_3_5_4   1.000000000000e+00
    r_3_5_4   r_ge_a_3_5_4_0   1.000000000000e+00
    r_3_5_4   r_ge_a_3_5_4_1   1.000000000000e+00
    r_3_5_4   r_ge_a_3_5_4_2   1.000000000000e+00
    r_3_5_4   r_ge_a_3_5_4_3   1.000000000000e+00
    r_3_5_4   r_ge_a_3_5_4_4   1.000000000000e+00
    r_3_5_4   r_le_3_5_4   1.000000000000e+00
    r_3_5_4   r_mono_3_5_5  -1.000000000000e+00
    r_3_5_4   r_le_3_5_5  -1.000000000000e+00
    r_3_5_5   r_mono_3_5_5   1.000000000000e+00
    r_3_5_5   r_ge_a_3_5_5_0   1.000000000000e+00
    r_3_5_5   r_ge_a_3_5_5_1   1.000000000000e+00
    r_3_5_5   r_ge_a_3_5_5_2   1.000000000000e+00
    r_3_5_5   r_ge_a_3_5_5_3   1.000000000000e+00
    r_3_5_5   r_ge_a_3_5_5_4   1.000000000000e+00
    r_3_5_5   r_le_3_5_5   1.000000000000e+00
    r_4_0_1   a_le_r_4_0_1_2  -1.000000000000e+00
    r_4_0_1   a_ge_4_0_1_2  -1.000000000000e+00
    r_4_0_1   a_le_r_4_0_2_2  -1.000000000000e+00
    r_4_0_1   a_ge_4_0_2_2  -1.000000000000e+00
    r_4_0_1   a_le_r_4_0_3_2  -1.000000000000e+00
    r_4_0_1   a_ge_4_0_3_2  -1.000000000000e+00
    r_4_0_1   a_le_r_4_0_5_2  -1.000000000000e+00
    r_4_0_1   a_ge_4_0_5_2  -1.000000000000e+00
    r_4_0_1   r_mono_4_0_1   1.000000000000e+00
    r_4_0_1   r_ge_a_4_0_1_0   1.000000000000e+00
    r_4_0_1   r_ge_a_4_0_1_1   1.000000000000e+00
    r_4_0_1   r_ge_a_4_0_1_2   1.000000000000e+00
    r_4_0_1   r_ge_a_4_0_1_3   1.000000000000e+00
    r_4_0_1   r_ge_a_4_0_1_4   1.000000000000e+00
    r_4_0_1   r_le_4_0_1   1.000000000000e+00
    r_4_0_1   r_mono_4_0_2  -1.000000000000e+00
    r_4_0_1   r_le_4_0_2  -1.000000000000e+00
    r_4_0_1   OBJ       -8.888888888889e-01
    r_4_0_2   a_le_r_4_0_1_3  -1.000000000000e+00
    r_4_0_2   a_ge_4_0_1_3  -1.000000000000e+00
    r_4_0_2   a_le_r_4_0_2_3  -1.000000000000e+00
    r_4_0_2   a_ge_4_0_2_3  -1.000000000000e+00
    r_4_0_2   a_le_r_4_0_3_3  -1.000000000000e+00
    r_4_0_2   a_ge_4_0_3_3  -1.000000000000e+00
    r_4_0_2   a_le_r_4_0_5_3  -1.000000000000e+00
    r_4_0_2   a_ge_4_0_5_3  -1.000000000000e+00
    r_4_0_2   r_mono_4_0_2   1.000000000000e+00
    r_4_0_2   r_ge_a_4_0_2_0   1.000000000000e+00
    r_4_0_2   r_ge_a_4_0_2_1   1.000000000000e+00
    r_4_0_2   r_ge_a_4_0_2_2   1.000000000000e+00
    r_4_0_2   r_ge_a_4_0_2_3   1.000000000000e+00
    r_4_0_2   r_ge_a_4_0_2_4   1.000000000000e+00
    r_4_0_2   r_le_4_0_2   1.000000000000e+00
    r_4_0_2   r_mono_4_0_3  -1.000000000000e+00
    r_4_0_2   r_le_4_0_3  -1.000000000000e+00
    r_4_0_2   OBJ       -8.888888888889e-01
    r_4_0_3   a_le_r_4_0_1_4  -1.000000000000e+00
    r_4_0_3   a_ge_4_0_1_4  -1.000000000000e+00
    r_4_0_3   a_le_r_4_0_2_4  -1.000000000000e+00
    r_4_0_3   a_ge_4_0_2_4  -1.000000000000e+00
    r_4_0_3   a_le_r_4_0_3_4  -1.000000000000e+00
    r_4_0_3   a_ge_4_0_3_4  -1.000000000000e+00
    r_4_0_3   a_le_r_4_0_5_4  -1.000000000000e+00
    r_4_0_3   a_ge_4_0_5_4  -1.000000000000e+00
    r_4_0_3   r_mono_4_0_3   1.000000000000e+00
    r_4_0_3   r_ge_a_4_0_3_0   1.000000000000e+00
    r_4_0_3   r_ge_a_4_0_3_1   1.000000000000e+00
    r_4_0_3   r_ge_a_4_0_3_2   1.000000000000e+00
    r_4_0_3   r_ge_a_4_0_3_3   1.000000000000e+00
    r_4_0_3   r_ge_a_4_0_3_4   1.000000000000e+00
    r_4_0_3   r_le_4_0_3   1.000000000000e+00
    r_4_0_3   r_mono_4_0_4  -1.000000000000e+00
    r_4_0_3   r_le_4_0_4  -1.000000000000e+00
    r_4_0_3   OBJ       -8.888888888889e-01
    r_4_0_4   a_le_r_4_0_1_5  -1.000000000000e+00
    r_4_0_4   a_ge_4_0_1_5  -1.000000000000e+00
    r_4_0_4   a_le_r_4_0_2_5  -1.000000000000e+00
    r_4_0_4   a_ge_4_0_2_5  -1.000000000000e+00
    r_4_0_4   a_le_r_4_0_3_5  -1.000000000000e+00
    r_4_0_4   a_ge_4_0_3_5  -1.000000000000e+00
    r_4_0_4   a_le_r_4_0_5_5  -1.000000000000e+00
    r_4_0_4   a_ge_4_0_5_5  -1.000000000000e+00
    r_4_0_4   r_mono_4_0_4   1.000000000000e+00
    r_4_0_4   r_ge_a_4_0_4_0   1.000000000000e+00
    r_4_0_4   r_ge_a_4_0_4_1   1.000000000000e+00
    r_4_0_4   r_ge_a_4_0_4_2   1.000000000000e+00
    r_4_0_4   r_ge_a_4_0_4_3   1.000000000000e+00
    r_4_0_4   r_ge_a_4_0_4_4   1.000000000000e+00
    r_4_0_4   r_le_4_0_4   1.000000000000e+00
    r_4_0_4   r_mono_4_0_5  -1.000000000000e+00
    r_4_0_4   r_le_4_0_5  -1.000000000000e+00
    r_4_0_4   OBJ       -8.888888888889e-01
    r_4_0_5   r_mono_4_0_5   1.000000000000e+00
    r_4_0_5   r_ge_a_4_0_5_0   1.000000000000e+00
    r_4_0_5   r_ge_a_4_0_5_1   1.000000000000e+00
    r_4_0_5   r_ge_a_4_0_5_2   1.000000000000e+00
    r_4_0_5   r_ge_a_4_0_5_3   1.000000000000e+00
    r_4_0_5   r_ge_a_4_0_5_4   1.000000000000e+00
    r_4_0_5   r_le_4_0_5   1.000000000000e+00
    r_4_0_5   reach_4_0   1.000000000000e+00
    r_4_1_1   a_le_r_4_1_0_2  -1.000000000000e+00
    r_4_1_1   a_ge_4_1_0_2  -1.000000000000e+00
    r_4_1_1   a_le_r_4_1_2_2  -1.000000000000e+00
    r_4_1_1   a_ge_4_1_2_2  -1.000000000000e+00
    r_4_1_1   a_le_r_4_1_3_2  -1.000000000000e+00
    r_4_1_1   a_ge_4_1_3_2  -1.000000000000e+00
    r_4_1_1   a_le_r_4_1_5_2  -1.000000000000e+00
    r_4_1_1   a_ge_4_1_5_2  -1.000000000000e+00
    r_4_1_1   r_mono_4_1_1   1.000000000000e+00
    r_4_1_1   r_ge_a_4_1_1_0   1.000000000000e+00
    r_4_1_1   r_ge_a_4_1_1_1   1.000000000000e+00
    r_4_1_1   r_ge_a_4_1_1_2   1.000000000000e+00
    r_4_1_1   r_ge_a_4_1_1_3   1.000000000000e+00
    r_4_1_1   r_ge_a_4_1_1_4   1.000000000000e+00
    r_4_1_1   r_le_4_1_1   1.000000000000e+00
    r_4_1_1   r_mono_4_1_2  -1.000000000000e+00
    r_4_1_1   r_le_4_1_2  -1.000000000000e+00
    r_4_1_2   a_le_r_4_1_0_3  -1.000000000000e+00
    r_4_1_2   a_ge_4_1_0_3  -1.000000000000e+00
    r_4_1_2   a_le_r_4_1_2_3  -1.000000000000e+00
    r_4_1_2   a_ge_4_1_2_3  -1.000000000000e+00
    r_4_1_2   a_le_r_4_1_3_3  -1.000000000000e+00
    r_4_1_2   a_ge_4_1_3_3  -1.000000000000e+00
    r_4_1_2   a_le_r_4_1_5_3  -1.000000000000e+00
    r_4_1_2   a_ge_4_1_5_3  -1.000000000000e+00
    r_4_1_2   r_mono_4_1_2   1.000000000000e+00
    r_4_1_2   r_ge_a_4_1_2_0   1.000000000000e+00
    r_4_1_2   r_ge_a_4_1_2_1   1.000000000000e+00
    r_4_1_2   r_ge_a_4_1_2_2   1.000000000000e+00
    r_4_1_2   r_ge_a_4_1_2_3   1.000000000000e+00
    r_4_1_2   r_ge_a_4_1_2_4   1.000000000000e+00
    r_4_1_2   r_le_4_1_2   1.000000000000e+00
    r_4_1_2   r_mono_4_1_3  -1.000000000000e+00
    r_4_1_2   r_le_4_1_3  -1.000000000000e+00
    r_4_1_3   a_le_r_4_1_0_4  -1.000000000000e+00
    r_4_1_3   a_ge_4_1_0_4  -1.000000000000e+00
    r_4_1_3   a_le_r_4_1_2_4  -1.000000000000e+00
    r_4_1_3   a_ge_4_1_2_4  -1.000000000000e+00
    r_4_1_3   a_le_r_4_1_3_4  -1.000000000000e+00
    r_4_1_3   a_ge_4_1_3_4  -1.000000000000e+00
    r_4_1_3   a_le_r_4_1_5_4  -1.000000000000e+00
    r_4_1_3   a_ge_4_1_5_4  -1.000000000000e+00
    r_4_1_3   r_mono_4_1_3   1.000000000000e+00
    r_4_1_3   r_ge_a_4_1_3_0   1.000000000000e+00
    r_4_1_3   r_ge_a_4_1_3_1   1.000000000000e+00
    r_4_1_3   r_ge_a_4_1_3_2   1.000000000000e+00
    r_4_1_3   r_ge_a_4_1_3_3   1.000000000000e+00
    r_4_1_3   r_ge_a_4_1_3_4   1.000000000000e+00
    r_4_1_3   r_le_4_1_3   1.000000000000e+00
    r_4_1_3   r_mono_4_1_4  -1.000000000000e+00
    r_4_1_3   r_le_4_1_4  -1.000000000000e+00
    r_4_1_4   a_le_r_4_1_0_5  -1.000000000000e+00
    r_4_1_4   a_ge_4_1_0_5  -1.000000000000e+00
    r_4_1_4   a_le_r_4_1_2_5  -1.000000000000e+00
    r_4_1_4   a_ge_4_1_2_5  -1.000000000000e+00
    r_4_1_4   a_le_r_4_1_3_5  -1.000000000000e+00
    r_4_1_4   a_ge_4_1_3_5  -1.000000000000e+00
    r_4_1_4   a_le_r_4_1_5_5  -1.000000000000e+00
    r_4_1_4   a_ge_4_1_5_5  -1.000000000000e+00
    r_4_1_4   r_mono_4_1_4   1.000000000000e+00
    r_4_1_4   r_ge_a_4_1_4_0   1.000000000000e+00
    r_4_1_4   r_ge_a_4_1_4_1   1.000000000000e+00
    r_4_1_4   r_ge_a_4_1_4_2   1.000000000000e+00
    r_4_1_4   r_ge_a_4_1_4_3   1.000000000000e+00
    r_4_1_4   r_ge_a_4_1_4_4   1.000000000000e+00
    r_4_1_4   r_le_4_1_4   1.000000000000e+00
    r_4_1_4   r_mono_4_1_5  -1.000000000000e+00
    r_4_1_4   r_le_4_1_5  -1.000000000000e+00
    r_4_1_5   r_mono_4_1_5   1.000000000000e+00
    r_4_1_5   r_ge_a_4_1_5_0   1.000000000000e+00
    r_4_1_5   r_ge_a_4_1_5_1   1.000000000000e+00
    r_4_1_5   r_ge_a_4_1_5_2   1.000000000000e+00
    r_4_1_5   r_ge_a_4_1_5_3   1.000000000000e+00
    r_4_1_5   r_ge_a_4_1_5_4   1.000000000000e+00
    r_4_1_5   r_le_4_1_5   1.000000000000e+00
    r_4_2_1   a_le_r_4_2_0_2  -1.000000000000e+00
    r_4_2_1   a_ge_4_2_0_2  -1.000000000000e+00
    r_4_2_1   a_le_r_4_2_1_2  -1.000000000000e+00
    r_4_2_1   a_ge_4_2_1_2  -1.000000000000e+00
    r_4_2_1   a_le_r_4_2_3_2  -1.000000000000e+00
    r_4_2_1   a_ge_4_2_3_2  -1.000000000000e+00
    r_4_2_1   a_le_r_4_2_5_2  -1.000000000000e+00
    r_4_2_1   a_ge_4_2_5_2  -1.000000000000e+00
    r_4_2_1   r_mono_4_2_1   1.000000000000e+00
    r_4_2_1   r_ge_a_4_2_1_0   1.000000000000e+00
    r_4_2_1   r_ge_a_4_2_1_1   1.000000000000e+00
    r_4_2_1   r_ge_a_4_2_1_2   1.000000000000e+00
    r_4_2_1   r_ge_a_4_2_1_3   1.000000000000e+00
    r_4_2_1   r_ge_a_4_2_1_4   1.000000000000e+00
    r_4_2_1   r_le_4_2_1   1.000000000000e+00
    r_4_2_1   r_mono_4_2_2  -1.000000000000e+00
    r_4_2_1   r_le_4_2_2  -1.000000000000e+00
    r_4_2_2   a_le_r_4_2_0_3  -1.000000000000e+00
    r_4_2_2   a_ge_4_2_0_3  -1.000000000000e+00
    r_4_2_2   a_le_r_4_2_1_3  -1.000000000000e+00
    r_4_2_2   a_ge_4_2_1_3  -1.000000000000e+00
    r_4_2_2   a_le_r_4_2_3_3  -1.000000000000e+00
    r_4_2_2   a_ge_4_2_3_3  -1.000000000000e+00
    r_4_2_2   a_le_r_4_2_5_3  -1.000000000000e+00
    r_4_2_2   a_ge_4_2_5_3  -1.000000000000e+00
    r_4_2_2   r_mono_4_2_2   1.000000000000e+00
    r_4_2_2   r_ge_a_4_2_2_0   1.000000000000e+00
    r_4_2_2   r_ge_a_4_2_2_1   1.000000000000e+00
    r_4_2_2   r_ge_a_4_2_2_2   1.000000000000e+00
    r_4_2_2   r_ge_a_4_2_2_3   1.000000000000e+00
    r_4_2_2   r_ge_a_4_2_2_4   1.000000000000e+00
    r_4_2_2   r_le_4_2_2   1.000000000000e+00
    r_4_2_2   r_mono_4_2_3  -1.000000000000e+00
    r_4_2_2   r_le_4_2_3  -1.000000000000e+00
    r_4_2_3   a_le_r_4_2_0_4  -1.000000000000e+00
    r_4_2_3   a_ge_4_2_0_4  -1.000000000000e+00
    r_4_2_3   a_le_r_4_2_1_4  -1.000000000000e+00
    r_4_2_3   a_ge_4_2_1_4  -1.000000000000e+00
    r_4_2_3   a_le_r_4_2_3_4  -1.000000000000e+00
    r_4_2_3   a_ge_4_2_3_4  -1.000000000000e+00
    r_4_2_3   a_le_r_4_2_5_4  -1.000000000000e+00
    r_4_2_3   a_ge_4_2_5_4  -1.000000000000e+00
    r_4_2_3   r_mono_4_2_3   1.000000000000e+00
    r_4_2_3   r_ge_a_4_2_3_0   1.000000000000e+00
    r_4_2_3   r_ge_a_4_2_3_1   1.000000000000e+00
    r_4_2_3   r_ge_a_4_2_3_2   1.000000000000e+00
    r_4_2_3   r_ge_a_4_2_3_3   1.000000000000e+00
    r_4_2_3   r_ge_a_4_2_3_4   1.000000000000e+00
    r_4_2_3   r_le_4_2_3   1.000000000000e+00
    r_4_2_3   r_mono_4_2_4  -1.000000000000e+00
    r_4_2_3   r_le_4_2_4  -1.000000000000e+00
    r_4_2_4   a_le_r_4_2_0_5  -1.000000000000e+00
    r_4_2_4   a_ge_4_2_0_5  -1.000000000000e+00
    r_4_2_4   a_le_r_4_2_1_5  -1.000000000000e+00
    r_4_2_4   a_ge_4_2_1_5  -1.000000000000e+00
    r_4_2_4   a_le_r_4_2_3_5  -1.000000000000e+00
    r_4_2_4   a_ge_4_2_3_5  -1.000000000000e+00
    r_4_2_4   a_le_r_4_2_5_5  -1.000000000000e+00
    r_4_2_4   a_ge_4_2_5_5  -1.000000000000e+00
    r_4_2_4   r_mono_4_2_4   1.000000000000e+00
    r_4_2_4   r_ge_a_4_2_4_0   1.000000000000e+00
    r_4_2_4   r_ge_a_4_2_4_1   1.000000000000e+00
    r_4_2_4   r_ge_a_4_2_4_2   1.000000000000e+00
    r_4_2_4   r_ge_a_4_2_4_3   1.000000000000e+00
    r_4_2_4   r_ge_a_4_2_4_4   1.000000000000e+00
    r_4_2_4   r_le_4_2_4   1.000000000000e+00
    r_4_2_4   r_mono_4_2_5  -1.000000000000e+00
    r_4_2_4   r_le_4_2_5  -1.000000000000e+00
    r_4_2_5   r_mono_4_2_5   1.000000000000e+00
    r_4_2_5   r_ge_a_4_2_5_0   1.000000000000e+00
    r_4_2_5   r_ge_a_4_2_5_1   1.000000000000e+00
    r_4_2_5   r_ge_a_4_2_5_2   1.000000000000e+00
    r_4_2_5   r_ge_a_4_2_5_3   1.000000000000e+00
    r_4_2_5   r_ge_a_4_2_5_4   1.000000000000e+00
    r_4_2_5   r_le_4_2_5   1.000000000000e+00
    r_4_3_1   a_le_r_4_3_0_2  -1.000000000000e+00
    r_4_3_1   a_ge_4_3_0_2  -1.000000000000e+00
    r_4_3_1   a_le_r_4_3_1_2  -1.000000000000e+00
    r_4_3_1   a_ge_4_3_1_2  -1.000000000000e+00
    r_4_3_1   a_le_r_4_3_2_2  -1.000000000000e+00
    r_4_3_1   a_ge_4_3_2_2  -1.000000000000e+00
    r_4_3_1   a_le_r_4_3_5_2  -1.000000000000e+00
    r_4_3_1   a_ge_4_3_5_2  -1.000000000000e+00
    r_4_3_1   r_mono_4_3_1   1.000000000000e+00
    r_4_3_1   r_ge_a_4_3_1_0   1.000000000000e+00
    r_4_3_1   r_ge_a_4_3_1_1   1.000000000000e+00
    r_4_3_1   r_ge_a_4_3_1_2   1.000000000000e+00
    r_4_3_1   r_ge_a_4_3_1_3   1.000000000000e+00
    r_4_3_1   r_ge_a_4_3_1_4   1.000000000000e+00
    r_4_3_1   r_le_4_3_1   1.000000000000e+00
    r_4_3_1   r_mono_4_3_2  -1.000000000000e+00
    r_4_3_1   r_le_4_3_2  -1.000000000000e+00
    r_4_3_2   a_le_r_4_3_0_3  -1.000000000000e+00
    r_4_3_2   a_ge_4_3_0_3  -1.000000000000e+00
    r_4_3_2   a_le_r_4_3_1_3  -1.000000000000e+00
    r_4_3_2   a_ge_4_3_1_3  -1.000000000000e+00
    r_4_3_2   a_le_r_4_3_2_3  -1.000000000000e+00
    r_4_3_2   a_ge_4_3_2_3  -1.000000000000e+00
    r_4_3_2   a_le_r_4_3_5_3  -1.000000000000e+00
    r_4_3_2   a_ge_4_3_5_3  -1.000000000000e+00
    r_4_3_2   r_mono_4_3_2   1.000000000000e+00
    r_4_3_2   r_ge_a_4_3_2_0   1.000000000000e+00
    r_4_3_2   r_ge_a_4_3_2_1   1.000000000000e+00
    r_4_3_2   r_ge_a_4_3_2_2   1.000000000000e+00
    r_4_3_2   r_ge_a_4_3_2_3   1.000000000000e+00
    r_4_3_2   r_ge_a_4_3_2_4   1.000000000000e+00
    r_4_3_2   r_le_4_3_2   1.000000000000e+00
    r_4_3_2   r_mono_4_3_3  -1.000000000000e+00
    r_4_3_2   r_le_4_3_3  -1.000000000000e+00
    r_4_3_3   a_le_r_4_3_0_4  -1.000000000000e+00
    r_4_3_3   a_ge_4_3_0_4  -1.000000000000e+00
    r_4_3_3   a_le_r_4_3_1_4  -1.000000000000e+00
    r_4_3_3   a_ge_4_3_1_4  -1.000000000000e+00
    r_4_3_3   a_le_r_4_3_2_4  -1.000000000000e+00
    r_4_3_3   a_ge_4_3_2_4  -1.000000000000e+00
    r_4_3_3   a_le_r_4_3_5_4  -1.000000000000e+00
    r_4_3_3   a_ge_4_3_5_4  -1.000000000000e+00
    r_4_3_3   r_mono_4_3_3   1.000000000000e+00
    r_4_3_3   r_ge_a_4_3_3_0   1.000000000000e+00
    r_4_3_3   r_ge_a_4_3_3_1   1.000000000000e+00
    r_4_3_3   r_ge_a_4_3_3_2   1.000000000000e+00
    r_4_3_3   r_ge_a_4_3_3_3   1.000000000000e+00
    r_4_3_3   r_ge_a_4_3_3_4   1.000000000000e+00
    r_4_3_3   r_le_4_3_3   1.000000000000e+00
    r_4_3_3   r_mono_4_3_4  -1.000000000000e+00
    r_4_3_3   r_le_4_3_4  -1.000000000000e+00
    r_4_3_4   a_le_r_4_3_0_5  -1.000000000000e+00
    r_4_3_4   a_ge_4_3_0_5  -1.000000000000e+00
    r_4_3_4   a_le_r_4_3_1_5  -1.000000000000e+00
    r_4_3_4   a_ge_4_3_1_5  -1.000000000000e+00
    r_4_3_4   a_le_r_4_3_2_5  -1.000000000000e+00
    r_4_3_4   a_ge_4_3_2_5  -1.000000000000e+00
    r_4_3_4   a_le_r_4_3_5_5  -1.000000000000e+00
    r_4_3_4   a_ge_4_3_5_5  -1.000000000000e+00
    r_4_3_4   r_mono_4_3_4   1.000000000000e+00
    r_4_3_4   r_ge_a_4_3_4_0   1.000000000000e+00
    r_4_3_4   r_ge_a_4_3_4_1   1.000000000000e+00
    r_4_3_4   r_ge_a_4_3_4_2   1.000000000000e+00
    r_4_3_4   r_ge_a_4_3_4_3   1.000000000000e+00
    r_4_3_4   r_ge_a_4_3_4_4   1.000000000000e+00
    r_4_3_4   r_le_4_3_4   1.000000000000e+00
    r_4_3_4   r_mono_4_3_5  -1.000000000000e+00
    r_4_3_4   r_le_4_3_5  -1.000000000000e+00
    r_4_3_5   r_mono_4_3_5   1.000000000000e+00
    r_4_3_5   r_ge_a_4_3_5_0   1.000000000000e+00
    r_4_3_5   r_ge_a_4_3_5_1   1.000000000000e+00
    r_4_3_5   r_ge_a_4_3_5_2   1.000000000000e+00
    r_4_3_5   r_ge_a_4_3_5_3   1.000000000000e+00
    r_4_3_5   r_ge_a_4_3_5_4   1.000000000000e+00
    r_4_3_5   r_le_4_3_5   1.000000000000e+00
    r_4_5_1   a_le_r_4_5_0_2  -1.000000000000e+00
    r_4_5_1   a_ge_4_5_0_2  -1.000000000000e+00
    r_4_5_1   a_le_r_4_5_1_2  -1.000000000000e+00
    r_4_5_1   a_ge_4_5_1_2  -1.000000000000e+00
    r_4_5_1   a_le_r_4_5_2_2  -1.000000000000e+00
    r_4_5_1   a_ge_4_5_2_2  -1.000000000000e+00
    r_4_5_1   a_le_r_4_5_3_2  -1.000000000000e+00
    r_4_5_1   a_ge_4_5_3_2  -1.000000000000e+00
    r_4_5_1   r_mono_4_5_1   1.000000000000e+00
    r_4_5_1   r_ge_a_4_5_1_0   1.000000000000e+00
    r_4_5_1   r_ge_a_4_5_1_1   1.000000000000e+00
    r_4_5_1   r_ge_a_4_5_1_2   1.000000000000e+00
    r_4_5_1   r_ge_a_4_5_1_3   1.000000000000e+00
    r_4_5_1   r_ge_a_4_5_1_4   1.000000000000e+00
    r_4_5_1   r_le_4_5_1   1.000000000000e+00
    r_4_5_1   r_mono_4_5_2  -1.000000000000e+00
    r_4_5_1   r_le_4_5_2  -1.000000000000e+00
    r_4_5_1   OBJ       -8.888888888889e-01
    r_4_5_2   a_le_r_4_5_0_3  -1.000000000000e+00
    r_4_5_2   a_ge_4_5_0_3  -1.000000000000e+00
    r_4_5_2   a_le_r_4_5_1_3  -1.000000000000e+00
    r_4_5_2   a_ge_4_5_1_3  -1.000000000000e+00
    r_4_5_2   a_le_r_4_5_2_3  -1.000000000000e+00
    r_4_5_2   a_ge_4_5_2_3  -1.000000000000e+00
    r_4_5_2   a_le_r_4_5_3_3  -1.000000000000e+00
    r_4_5_2   a_ge_4_5_3_3  -1.000000000000e+00
    r_4_5_2   r_mono_4_5_2   1.000000000000e+00
    r_4_5_2   r_ge_a_4_5_2_0   1.000000000000e+00
    r_4_5_2   r_ge_a_4_5_2_1   1.000000000000e+00
    r_4_5_2   r_ge_a_4_5_2_2   1.000000000000e+00
    r_4_5_2   r_ge_a_4_5_2_3   1.000000000000e+00
    r_4_5_2   r_ge_a_4_5_2_4   1.000000000000e+00
    r_4_5_2   r_le_4_5_2   1.000000000000e+00
    r_4_5_2   r_mono_4_5_3  -1.000000000000e+00
    r_4_5_2   r_le_4_5_3  -1.000000000000e+00
    r_4_5_2   OBJ       -8.888888888889e-01
    r_4_5_3   a_le_r_4_5_0_4  -1.000000000000e+00
    r_4_5_3   a_ge_4_5_0_4  -1.000000000000e+00
    r_4_5_3   a_le_r_4_5_1_4  -1.000000000000e+00
    r_4_5_3   a_ge_4_5_1_4  -1.000000000000e+00
    r_4_5_3   a_le_r_4_5_2_4  -1.000000000000e+00
    r_4_5_3   a_ge_4_5_2_4  -1.000000000000e+00
    r_4_5_3   a_le_r_4_5_3_4  -1.000000000000e+00
    r_4_5_3   a_ge_4_5_3_4  -1.000000000000e+00
    r_4_5_3   r_mono_4_5_3   1.000000000000e+00
    r_4_5_3   r_ge_a_4_5_3_0   1.000000000000e+00
    r_4_5_3   r_ge_a_4_5_3_1   1.000000000000e+00
    r_4_5_3   r_ge_a_4_5_3_2   1.000000000000e+00
    r_4_5_3   r_ge_a_4_5_3_3   1.000000000000e+00
    r_4_5_3   r_ge_a_4_5_3_4   1.000000000000e+00
    r_4_5_3   r_le_4_5_3   1.000000000000e+00
    r_4_5_3   r_mono_4_5_4  -1.000000000000e+00
    r_4_5_3   r_le_4_5_4  -1.000000000000e+00
    r_4_5_3   OBJ       -8.888888888889e-01
    r_4_5_4   a_le_r_4_5_0_5  -1.000000000000e+00
    r_4_5_4   a_ge_4_5_0_5  -1.000000000000e+00
    r_4_5_4   a_le_r_4_5_1_5  -1.000000000000e+00
    r_4_5_4   a_ge_4_5_1_5  -1.000000000000e+00
    r_4_5_4   a_le_r_4_5_2_5  -1.000000000000e+00
    r_4_5_4   a_ge_4_5_2_5  -1.000000000000e+00
    r_4_5_4   a_le_r_4_5_3_5  -1.000000000000e+00
    r_4_5_4   a_ge_4_5_3_5  -1.000000000000e+00
    r_4_5_4   r_mono_4_5_4   1.000000000000e+00
    r_4_5_4   r_ge_a_4_5_4_0   1.000000000000e+00
    r_4_5_4   r_ge_a_4_5_4_1   1.000000000000e+00
    r_4_5_4   r_ge_a_4_5_4_2   1.000000000000e+00
    r_4_5_4   r_ge_a_4_5_4_3   1.000000000000e+00
    r_4_5_4   r_ge_a_4_5_4_4   1.000000000000e+00
    r_4_5_4   r_le_4_5_4   1.000000000000e+00
    r_4_5_4   r_mono_4_5_5  -1.000000000000e+00
    r_4_5_4   r_le_4_5_5  -1.000000000000e+00
    r_4_5_4   OBJ       -8.888888888889e-01
    r_4_5_5   r_mono_4_5_5   1.000000000000e+00
    r_4_5_5   r_ge_a_4_5_5_0   1.000000000000e+00
    r_4_5_5   r_ge_a_4_5_5_1   1.000000000000e+00
    r_4_5_5   r_ge_a_4_5_5_2   1.000000000000e+00
    r_4_5_5   r_ge_a_4_5_5_3   1.000000000000e+00
    r_4_5_5   r_ge_a_4_5_5_4   1.000000000000e+00
    r_4_5_5   r_le_4_5_5   1.000000000000e+00
    r_4_5_5   reach_4_5   1.000000000000e+00
    r_5_0_1   a_le_r_5_0_1_2  -1.000000000000e+00
    r_5_0_1   a_ge_5_0_1_2  -1.000000000000e+00
    r_5_0_1   a_le_r_5_0_2_2  -1.000000000000e+00
    r_5_0_1   a_ge_5_0_2_2  -1.000000000000e+00
    r_5_0_1   a_le_r_5_0_3_2  -1.000000000000e+00
    r_5_0_1   a_ge_5_0_3_2  -1.000000000000e+00
    r_5_0_1   a_le_r_5_0_4_2  -1.000000000000e+00
    r_5_0_1   a_ge_5_0_4_2  -1.000000000000e+00
    r_5_0_1   r_mono_5_0_1   1.000000000000e+00
    r_5_0_1   r_ge_a_5_0_1_0   1.000000000000e+00
    r_5_0_1   r_ge_a_5_0_1_1   1.000000000000e+00
    r_5_0_1   r_ge_a_5_0_1_2   1.000000000000e+00
    r_5_0_1   r_ge_a_5_0_1_3   1.000000000000e+00
    r_5_0_1   r_ge_a_5_0_1_4   1.000000000000e+00
    r_5_0_1   r_le_5_0_1   1.000000000000e+00
    r_5_0_1   r_mono_5_0_2  -1.000000000000e+00
    r_5_0_1   r_le_5_0_2  -1.000000000000e+00
    r_5_0_2   a_le_r_5_0_1_3  -1.000000000000e+00
    r_5_0_2   a_ge_5_0_1_3  -1.000000000000e+00
    r_5_0_2   a_le_r_5_0_2_3  -1.000000000000e+00
    r_5_0_2   a_ge_5_0_2_3  -1.000000000000e+00
    r_5_0_2   a_le_r_5_0_3_3  -1.000000000000e+00
    r_5_0_2   a_ge_5_0_3_3  -1.000000000000e+00
    r_5_0_2   a_le_r_5_0_4_3  -1.000000000000e+00
    r_5_0_2   a_ge_5_0_4_3  -1.000000000000e+00
    r_5_0_2   r_mono_5_0_2   1.000000000000e+00
    r_5_0_2   r_ge_a_5_0_2_0   1.000000000000e+00
    r_5_0_2   r_ge_a_5_0_2_1   1.000000000000e+00
    r_5_0_2   r_ge_a_5_0_2_2   1.000000000000e+00
    r_5_0_2   r_ge_a_5_0_2_3   1.000000000000e+00
    r_5_0_2   r_ge_a_5_0_2_4   1.000000000000e+00
    r_5_0_2   r_le_5_0_2   1.000000000000e+00
    r_5_0_2   r_mono_5_0_3  -1.000000000000e+00
    r_5_0_2   r_le_5_0_3  -1.000000000000e+00
    r_5_0_3   a_le_r_5_0_1_4  -1.000000000000e+00
    r_5_0_3   a_ge_5_0_1_4  -1.000000000000e+00
    r_5_0_3   a_le_r_5_0_2_4  -1.000000000000e+00
    r_5_0_3   a_ge_5_0_2_4  -1.000000000000e+00
    r_5_0_3   a_le_r_5_0_3_4  -1.000000000000e+00
    r_5_0_3   a_ge_5_0_3_4  -1.000000000000e+00
    r_5_0_3   a_le_r_5_0_4_4  -1.000000000000e+00
    r_5_0_3   a_ge_5_0_4_4  -1.000000000000e+00
    r_5_0_3   r_mono_5_0_3   1.000000000000e+00
    r_5_0_3   r_ge_a_5_0_3_0   1.000000000000e+00
    r_5_0_3   r_ge_a_5_0_3_1   1.000000000000e+00
    r_5_0_3   r_ge_a_5_0_3_2   1.000000000000e+00
    r_5_0_3   r_ge_a_5_0_3_3   1.000000000000e+00
    r_5_0_3   r_ge_a_5_0_3_4   1.000000000000e+00
    r_5_0_3   r_le_5_0_3   1.000000000000e+00
    r_5_0_3   r_mono_5_0_4  -1.000000000000e+00
    r_5_0_3   r_le_5_0_4  -1.000000000000e+00
    r_5_0_4   a_le_r_5_0_1_5  -1.000000000000e+00
    r_5_0_4   a_ge_5_0_1_5  -1.000000000000e+00
    r_5_0_4   a_le_r_5_0_2_5  -1.000000000000e+00
    r_5_0_4   a_ge_5_0_2_5  -1.000000000000e+00
    r_5_0_4   a_le_r_5_0_3_5  -1.000000000000e+00
    r_5_0_4   a_ge_5_0_3_5  -1.000000000000e+00
    r_5_0_4   a_le_r_5_0_4_5  -1.000000000000e+00
    r_5_0_4   a_ge_5_0_4_5  -1.000000000000e+00
    r_5_0_4   r_mono_5_0_4   1.000000000000e+00
    r_5_0_4   r_ge_a_5_0_4_0   1.000000000000e+00
    r_5_0_4   r_ge_a_5_0_4_1   1.000000000000e+00
    r_5_0_4   r_ge_a_5_0_4_2   1.000000000000e+00
    r_5_0_4   r_ge_a_5_0_4_3   1.000000000000e+00
    r_5_0_4   r_ge_a_5_0_4_4   1.000000000000e+00
    r_5_0_4   r_le_5_0_4   1.000000000000e+00
    r_5_0_4   r_mono_5_0_5  -1.000000000000e+00
    r_5_0_4   r_le_5_0_5  -1.000000000000e+00
    r_5_0_5   r_mono_5_0_5   1.000000000000e+00
    r_5_0_5   r_ge_a_5_0_5_0   1.000000000000e+00
    r_5_0_5   r_ge_a_5_0_5_1   1.000000000000e+00
    r_5_0_5   r_ge_a_5_0_5_2   1.000000000000e+00
    r_5_0_5   r_ge_a_5_0_5_3   1.000000000000e+00
    r_5_0_5   r_ge_a_5_0_5_4   1.000000000000e+00
    r_5_0_5   r_le_5_0_5   1.000000000000e+00
    r_5_1_1   a_le_r_5_1_0_2  -1.000000000000e+00
    r_5_1_1   a_ge_5_1_0_2  -1.000000000000e+00
    r_5_1_1   a_le_r_5_1_2_2  -1.000000000000e+00
    r_5_1_1   a_ge_5_1_2_2  -1.000000000000e+00
    r_5_1_1   a_le_r_5_1_3_2  -1.000000000000e+00
    r_5_1_1   a_ge_5_1_3_2  -1.000000000000e+00
    r_5_1_1   a_le_r_5_1_4_2  -1.000000000000e+00
    r_5_1_1   a_ge_5_1_4_2  -1.000000000000e+00
    r_5_1_1   r_mono_5_1_1   1.000000000000e+00
    r_5_1_1   r_ge_a_5_1_1_0   1.000000000000e+00
    r_5_1_1   r_ge_a_5_1_1_1   1.000000000000e+00
    r_5_1_1   r_ge_a_5_1_1_2   1.000000000000e+00
    r_5_1_1   r_ge_a_5_1_1_3   1.000000000000e+00
    r_5_1_1   r_ge_a_5_1_1_4   1.000000000000e+00
    r_5_1_1   r_le_5_1_1   1.000000000000e+00
    r_5_1_1   r_mono_5_1_2  -1.000000000000e+00
    r_5_1_1   r_le_5_1_2  -1.000000000000e+00
    r_5_1_1   OBJ       -8.888888888889e-01
    r_5_1_2   a_le_r_5_1_0_3  -1.000000000000e+00
    r_5_1_2   a_ge_5_1_0_3  -1.000000000000e+00
    r_5_1_2   a_le_r_5_1_2_3  -1.000000000000e+00
    r_5_1_2   a_ge_5_1_2_3  -1.000000000000e+00
    r_5_1_2   a_le_r_5_1_3_3  -1.000000000000e+00
    r_5_1_2   a_ge_5_1_3_3  -1.000000000000e+00
    r_5_1_2   a_le_r_5_1_4_3  -1.000000000000e+00
    r_5_1_2   a_ge_5_1_4_3  -1.000000000000e+00
    r_5_1_2   r_mono_5_1_2   1.000000000000e+00
    r_5_1_2   r_ge_a_5_1_2_0   1.000000000000e+00
    r_5_1_2   r_ge_a_5_1_2_1   1.000000000000e+00
    r_5_1_2   r_ge_a_5_1_2_2   1.000000000000e+00
    r_5_1_2   r_ge_a_5_1_2_3   1.000000000000e+00
    r_5_1_2   r_ge_a_5_1_2_4   1.000000000000e+00
    r_5_1_2   r_le_5_1_2   1.000000000000e+00
    r_5_1_2   r_mono_5_1_3  -1.000000000000e+00
    r_5_1_2   r_le_5_1_3  -1.000000000000e+00
    r_5_1_2   OBJ       -8.888888888889e-01
    r_5_1_3   a_le_r_5_1_0_4  -1.000000000000e+00
    r_5_1_3   a_ge_5_1_0_4  -1.000000000000e+00
    r_5_1_3   a_le_r_5_1_2_4  -1.000000000000e+00
    r_5_1_3   a_ge_5_1_2_4  -1.000000000000e+00
    r_5_1_3   a_le_r_5_1_3_4  -1.000000000000e+00
    r_5_1_3   a_ge_5_1_3_4  -1.000000000000e+00
    r_5_1_3   a_le_r_5_1_4_4  -1.000000000000e+00
    r_5_1_3   a_ge_5_1_4_4  -1.000000000000e+00
    r_5_1_3   r_mono_5_1_3   1.000000000000e+00
    r_5_1_3   r_ge_a_5_1_3_0   1.000000000000e+00
    r_5_1_3   r_ge_a_5_1_3_1   1.000000000000e+00
    r_5_1_3   r_ge_a_5_1_3_2   1.000000000000e+00
    r_5_1_3   r_ge_a_5_1_3_3   1.000000000000e+00
    r_5_1_3   r_ge_a_5_1_3_4   1.000000000000e+00
    r_5_1_3   r_le_5_1_3   1.000000000000e+00
    r_5_1_3   r_mono_5_1_4  -1.000000000000e+00
    r_5_1_3   r_le_5_1_4  -1.000000000000e+00
    r_5_1_3   OBJ       -8.888888888889e-01
    r_5_1_4   a_le_r_5_1_0_5  -1.000000000000e+00
    r_5_1_4   a_ge_5_1_0_5  -1.000000000000e+00
    r_5_1_4   a_le_r_5_1_2_5  -1.000000000000e+00
    r_5_1_4   a_ge_5_1_2_5  -1.000000000000e+00
    r_5_1_4   a_le_r_5_1_3_5  -1.000000000000e+00
    r_5_1_4   a_ge_5_1_3_5  -1.000000000000e+00
    r_5_1_4   a_le_r_5_1_4_5  -1.000000000000e+00
    r_5_1_4   a_ge_5_1_4_5  -1.000000000000e+00
    r_5_1_4   r_mono_5_1_4   1.000000000000e+00
    r_5_1_4   r_ge_a_5_1_4_0   1.000000000000e+00
    r_5_1_4   r_ge_a_5_1_4_1   1.000000000000e+00
    r_5_1_4   r_ge_a_5_1_4_2   1.000000000000e+00
    r_5_1_4   r_ge_a_5_1_4_3   1.000000000000e+00
    r_5_1_4   r_ge_a_5_1_4_4   1.000000000000e+00
    r_5_1_4   r_le_5_1_4   1.000000000000e+00
    r_5_1_4   r_mono_5_1_5  -1.000000000000e+00
    r_5_1_4   r_le_5_1_5  -1.000000000000e+00
    r_5_1_4   OBJ       -8.888888888889e-01
    r_5_1_5   r_mono_5_1_5   1.000000000000e+00
    r_5_1_5   r_ge_a_5_1_5_0   1.000000000000e+00
    r_5_1_5   r_ge_a_5_1_5_1   1.000000000000e+00
    r_5_1_5   r_ge_a_5_1_5_2   1.000000000000e+00
    r_5_1_5   r_ge_a_5_1_5_3   1.000000000000e+00
    r_5_1_5   r_ge_a_5_1_5_4   1.000000000000e+00
    r_5_1_5   r_le_5_1_5   1.000000000000e+00
    r_5_1_5   reach_5_1   1.000000000000e+00
    r_5_2_1   a_le_r_5_2_0_2  -1.000000000000e+00
    r_5_2_1   a_ge_5_2_0_2  -1.000000000000e+00
    r_5_2_1   a_le_r_5_2_1_2  -1.000000000000e+00
    r_5_2_1   a_ge_5_2_1_2  -1.000000000000e+00
    r_5_2_1   a_le_r_5_2_3_2  -1.000000000000e+00
    r_5_2_1   a_ge_5_2_3_2  -1.000000000000e+00
    r_5_2_1   a_le_r_5_2_4_2  -1.000000000000e+00
    r_5_2_1   a_ge_5_2_4_2  -1.000000000000e+00
    r_5_2_1   r_mono_5_2_1   1.000000000000e+00
    r_5_2_1   r_ge_a_5_2_1_0   1.000000000000e+00
    r_5_2_1   r_ge_a_5_2_1_1   1.000000000000e+00
    r_5_2_1   r_ge_a_5_2_1_2   1.000000000000e+00
    r_5_2_1   r_ge_a_5_2_1_3   1.000000000000e+00
    r_5_2_1   r_ge_a_5_2_1_4   1.000000000000e+00
    r_5_2_1   r_le_5_2_1   1.000000000000e+00
    r_5_2_1   r_mono_5_2_2  -1.000000000000e+00
    r_5_2_1   r_le_5_2_2  -1.000000000000e+00
    r_5_2_1   OBJ       -2.222222222222e-01
    r_5_2_2   a_le_r_5_2_0_3  -1.000000000000e+00
    r_5_2_2   a_ge_5_2_0_3  -1.000000000000e+00
    r_5_2_2   a_le_r_5_2_1_3  -1.000000000000e+00
    r_5_2_2   a_ge_5_2_1_3  -1.000000000000e+00
    r_5_2_2   a_le_r_5_2_3_3  -1.000000000000e+00
    r_5_2_2   a_ge_5_2_3_3  -1.000000000000e+00
    r_5_2_2   a_le_r_5_2_4_3  -1.000000000000e+00
    r_5_2_2   a_ge_5_2_4_3  -1.000000000000e+00
    r_5_2_2   r_mono_5_2_2   1.000000000000e+00
    r_5_2_2   r_ge_a_5_2_2_0   1.000000000000e+00
    r_5_2_2   r_ge_a_5_2_2_1   1.000000000000e+00
    r_5_2_2   r_ge_a_5_2_2_2   1.000000000000e+00
    r_5_2_2   r_ge_a_5_2_2_3   1.000000000000e+00
    r_5_2_2   r_ge_a_5_2_2_4   1.000000000000e+00
    r_5_2_2   r_le_5_2_2   1.000000000000e+00
    r_5_2_2   r_mono_5_2_3  -1.000000000000e+00
    r_5_2_2   r_le_5_2_3  -1.000000000000e+00
    r_5_2_2   OBJ       -2.222222222222e-01
    r_5_2_3   a_le_r_5_2_0_4  -1.000000000000e+00
    r_5_2_3   a_ge_5_2_0_4  -1.000000000000e+00
    r_5_2_3   a_le_r_5_2_1_4  -1.000000000000e+00
    r_5_2_3   a_ge_5_2_1_4  -1.000000000000e+00
    r_5_2_3   a_le_r_5_2_3_4  -1.000000000000e+00
    r_5_2_3   a_ge_5_2_3_4  -1.000000000000e+00
    r_5_2_3   a_le_r_5_2_4_4  -1.000000000000e+00
    r_5_2_3   a_ge_5_2_4_4  -1.000000000000e+00
    r_5_2_3   r_mono_5_2_3   1.000000000000e+00
    r_5_2_3   r_ge_a_5_2_3_0   1.000000000000e+00
    r_5_2_3   r_ge_a_5_2_3_1   1.000000000000e+00
    r_5_2_3   r_ge_a_5_2_3_2   1.000000000000e+00
    r_5_2_3   r_ge_a_5_2_3_3   1.000000000000e+00
    r_5_2_3   r_ge_a_5_2_3_4   1.000000000000e+00
    r_5_2_3   r_le_5_2_3   1.000000000000e+00
    r_5_2_3   r_mono_5_2_4  -1.000000000000e+00
    r_5_2_3   r_le_5_2_4  -1.000000000000e+00
    r_5_2_3   OBJ       -2.222222222222e-01
    r_5_2_4   a_le_r_5_2_0_5  -1.000000000000e+00
    r_5_2_4   a_ge_5_2_0_5  -1.000000000000e+00
    r_5_2_4   a_le_r_5_2_1_5  -1.000000000000e+00
    r_5_2_4   a_ge_5_2_1_5  -1.000000000000e+00
    r_5_2_4   a_le_r_5_2_3_5  -1.000000000000e+00
    r_5_2_4   a_ge_5_2_3_5  -1.000000000000e+00
    r_5_2_4   a_le_r_5_2_4_5  -1.000000000000e+00
    r_5_2_4   a_ge_5_2_4_5  -1.000000000000e+00
    r_5_2_4   r_mono_5_2_4   1.000000000000e+00
    r_5_2_4   r_ge_a_5_2_4_0   1.000000000000e+00
    r_5_2_4   r_ge_a_5_2_4_1   1.000000000000e+00
    r_5_2_4   r_ge_a_5_2_4_2   1.000000000000e+00
    r_5_2_4   r_ge_a_5_2_4_3   1.000000000000e+00
    r_5_2_4   r_ge_a_5_2_4_4   1.000000000000e+00
    r_5_2_4   r_le_5_2_4   1.000000000000e+00
    r_5_2_4   r_mono_5_2_5  -1.000000000000e+00
    r_5_2_4   r_le_5_2_5  -1.000000000000e+00
    r_5_2_4   OBJ       -2.222222222222e-01
    r_5_2_5   r_mono_5_2_5   1.000000000000e+00
    r_5_2_5   r_ge_a_5_2_5_0   1.000000000000e+00
    r_5_2_5   r_ge_a_5_2_5_1   1.000000000000e+00
    r_5_2_5   r_ge_a_5_2_5_2   1.000000000000e+00
    r_5_2_5   r_ge_a_5_2_5_3   1.000000000000e+00
    r_5_2_5   r_ge_a_5_2_5_4   1.000000000000e+00
    r_5_2_5   r_le_5_2_5   1.000000000000e+00
    r_5_2_5   reach_5_2   1.000000000000e+00
    r_5_3_1   a_le_r_5_3_0_2  -1.000000000000e+00
    r_5_3_1   a_ge_5_3_0_2  -1.000000000000e+00
    r_5_3_1   a_le_r_5_3_1_2  -1.000000000000e+00
    r_5_3_1   a_ge_5_3_1_2  -1.000000000000e+00
    r_5_3_1   a_le_r_5_3_2_2  -1.000000000000e+00
    r_5_3_1   a_ge_5_3_2_2  -1.000000000000e+00
    r_5_3_1   a_le_r_5_3_4_2  -1.000000000000e+00
    r_5_3_1   a_ge_5_3_4_2  -1.000000000000e+00
    r_5_3_1   r_mono_5_3_1   1.000000000000e+00
    r_5_3_1   r_ge_a_5_3_1_0   1.000000000000e+00
    r_5_3_1   r_ge_a_5_3_1_1   1.000000000000e+00
    r_5_3_1   r_ge_a_5_3_1_2   1.000000000000e+00
    r_5_3_1   r_ge_a_5_3_1_3   1.000000000000e+00
    r_5_3_1   r_ge_a_5_3_1_4   1.000000000000e+00
    r_5_3_1   r_le_5_3_1   1.000000000000e+00
    r_5_3_1   r_mono_5_3_2  -1.000000000000e+00
    r_5_3_1   r_le_5_3_2  -1.000000000000e+00
    r_5_3_2   a_le_r_5_3_0_3  -1.000000000000e+00
    r_5_3_2   a_ge_5_3_0_3  -1.000000000000e+00
    r_5_3_2   a_le_r_5_3_1_3  -1.000000000000e+00
    r_5_3_2   a_ge_5_3_1_3  -1.000000000000e+00
    r_5_3_2   a_le_r_5_3_2_3  -1.000000000000e+00
    r_5_3_2   a_ge_5_3_2_3  -1.000000000000e+00
    r_5_3_2   a_le_r_5_3_4_3  -1.000000000000e+00
    r_5_3_2   a_ge_5_3_4_3  -1.000000000000e+00
    r_5_3_2   r_mono_5_3_2   1.000000000000e+00
    r_5_3_2   r_ge_a_5_3_2_0   1.000000000000e+00
    r_5_3_2   r_ge_a_5_3_2_1   1.000000000000e+00
    r_5_3_2   r_ge_a_5_3_2_2   1.000000000000e+00
    r_5_3_2   r_ge_a_5_3_2_3   1.000000000000e+00
    r_5_3_2   r_ge_a_5_3_2_4   1.000000000000e+00
    r_5_3_2   r_le_5_3_2   1.000000000000e+00
    r_5_3_2   r_mono_5_3_3  -1.000000000000e+00
    r_5_3_2   r_le_5_3_3  -1.000000000000e+00
    r_5_3_3   a_le_r_5_3_0_4  -1.000000000000e+00
    r_5_3_3   a_ge_5_3_0_4  -1.000000000000e+00
    r_5_3_3   a_le_r_5_3_1_4  -1.000000000000e+00
    r_5_3_3   a_ge_5_3_1_4  -1.000000000000e+00
    r_5_3_3   a_le_r_5_3_2_4  -1.000000000000e+00
    r_5_3_3   a_ge_5_3_2_4  -1.000000000000e+00
    r_5_3_3   a_le_r_5_3_4_4  -1.000000000000e+00
    r_5_3_3   a_ge_5_3_4_4  -1.000000000000e+00
    r_5_3_3   r_mono_5_3_3   1.000000000000e+00
    r_5_3_3   r_ge_a_5_3_3_0   1.000000000000e+00
    r_5_3_3   r_ge_a_5_3_3_1   1.000000000000e+00
    r_5_3_3   r_ge_a_5_3_3_2   1.000000000000e+00
    r_5_3_3   r_ge_a_5_3_3_3   1.000000000000e+00
    r_5_3_3   r_ge_a_5_3_3_4   1.000000000000e+00
    r_5_3_3   r_le_5_3_3   1.000000000000e+00
    r_5_3_3   r_mono_5_3_4  -1.000000000000e+00
    r_5_3_3   r_le_5_3_4  -1.000000000000e+00
    r_5_3_4   a_le_r_5_3_0_5  -1.000000000000e+00
    r_5_3_4   a_ge_5_3_0_5  -1.000000000000e+00
    r_5_3_4   a_le_r_5_3_1_5  -1.000000000000e+00
    r_5_3_4   a_ge_5_3_1_5  -1.000000000000e+00
    r_5_3_4   a_le_r_5_3_2_5  -1.000000000000e+00
    r_5_3_4   a_ge_5_3_2_5  -1.000000000000e+00
    r_5_3_4   a_le_r_5_3_4_5  -1.000000000000e+00
    r_5_3_4   a_ge_5_3_4_5  -1.000000000000e+00
    r_5_3_4   r_mono_5_3_4   1.000000000000e+00
    r_5_3_4   r_ge_a_5_3_4_0   1.000000000000e+00
    r_5_3_4   r_ge_a_5_3_4_1   1.000000000000e+00
    r_5_3_4   r_ge_a_5_3_4_2   1.000000000000e+00
    r_5_3_4   r_ge_a_5_3_4_3   1.000000000000e+00
    r_5_3_4   r_ge_a_5_3_4_4   1.000000000000e+00
    r_5_3_4   r_le_5_3_4   1.000000000000e+00
    r_5_3_4   r_mono_5_3_5  -1.000000000000e+00
    r_5_3_4   r_le_5_3_5  -1.000000000000e+00
    r_5_3_5   r_mono_5_3_5   1.000000000000e+00
    r_5_3_5   r_ge_a_5_3_5_0   1.000000000000e+00
    r_5_3_5   r_ge_a_5_3_5_1   1.000000000000e+00
    r_5_3_5   r_ge_a_5_3_5_2   1.000000000000e+00
    r_5_3_5   r_ge_a_5_3_5_3   1.000000000000e+00
    r_5_3_5   r_ge_a_5_3_5_4   1.000000000000e+00
    r_5_3_5   r_le_5_3_5   1.000000000000e+00
    r_5_4_1   a_le_r_5_4_0_2  -1.000000000000e+00
    r_5_4_1   a_ge_5_4_0_2  -1.000000000000e+00
    r_5_4_1   a_le_r_5_4_1_2  -1.000000000000e+00
    r_5_4_1   a_ge_5_4_1_2  -1.000000000000e+00
    r_5_4_1   a_le_r_5_4_2_2  -1.000000000000e+00
    r_5_4_1   a_ge_5_4_2_2  -1.000000000000e+00
    r_5_4_1   a_le_r_5_4_3_2  -1.000000000000e+00
    r_5_4_1   a_ge_5_4_3_2  -1.000000000000e+00
    r_5_4_1   r_mono_5_4_1   1.000000000000e+00
    r_5_4_1   r_ge_a_5_4_1_0   1.000000000000e+00
    r_5_4_1   r_ge_a_5_4_1_1   1.000000000000e+00
    r_5_4_1   r_ge_a_5_4_1_2   1.000000000000e+00
    r_5_4_1   r_ge_a_5_4_1_3   1.000000000000e+00
    r_5_4_1   r_ge_a_5_4_1_4   1.000000000000e+00
    r_5_4_1   r_le_5_4_1   1.000000000000e+00
    r_5_4_1   r_mono_5_4_2  -1.000000000000e+00
    r_5_4_1   r_le_5_4_2  -1.000000000000e+00
    r_5_4_2   a_le_r_5_4_0_3  -1.000000000000e+00
    r_5_4_2   a_ge_5_4_0_3  -1.000000000000e+00
    r_5_4_2   a_le_r_5_4_1_3  -1.000000000000e+00
    r_5_4_2   a_ge_5_4_1_3  -1.000000000000e+00
    r_5_4_2   a_le_r_5_4_2_3  -1.000000000000e+00
    r_5_4_2   a_ge_5_4_2_3  -1.000000000000e+00
    r_5_4_2   a_le_r_5_4_3_3  -1.000000000000e+00
    r_5_4_2   a_ge_5_4_3_3  -1.000000000000e+00
    r_5_4_2   r_mono_5_4_2   1.000000000000e+00
    r_5_4_2   r_ge_a_5_4_2_0   1.000000000000e+00
    r_5_4_2   r_ge_a_5_4_2_1   1.000000000000e+00
    r_5_4_2   r_ge_a_5_4_2_2   1.000000000000e+00
    r_5_4_2   r_ge_a_5_4_2_3   1.000000000000e+00
    r_5_4_2   r_ge_a_5_4_2_4   1.000000000000e+00
    r_5_4_2   r_le_5_4_2   1.000000000000e+00
    r_5_4_2   r_mono_5_4_3  -1.000000000000e+00
    r_5_4_2   r_le_5_4_3  -1.000000000000e+00
    r_5_4_3   a_le_r_5_4_0_4  -1.000000000000e+00
    r_5_4_3   a_ge_5_4_0_4  -1.000000000000e+00
    r_5_4_3   a_le_r_5_4_1_4  -1.000000000000e+00
    r_5_4_3   a_ge_5_4_1_4  -1.000000000000e+00
    r_5_4_3   a_le_r_5_4_2_4  -1.000000000000e+00
    r_5_4_3   a_ge_5_4_2_4  -1.000000000000e+00
    r_5_4_3   a_le_r_5_4_3_4  -1.000000000000e+00
    r_5_4_3   a_ge_5_4_3_4  -1.000000000000e+00
    r_5_4_3   r_mono_5_4_3   1.000000000000e+00
    r_5_4_3   r_ge_a_5_4_3_0   1.000000000000e+00
    r_5_4_3   r_ge_a_5_4_3_1   1.000000000000e+00
    r_5_4_3   r_ge_a_5_4_3_2   1.000000000000e+00
    r_5_4_3   r_ge_a_5_4_3_3   1.000000000000e+00
    r_5_4_3   r_ge_a_5_4_3_4   1.000000000000e+00
    r_5_4_3   r_le_5_4_3   1.000000000000e+00
    r_5_4_3   r_mono_5_4_4  -1.000000000000e+00
    r_5_4_3   r_le_5_4_4  -1.000000000000e+00
    r_5_4_4   a_le_r_5_4_0_5  -1.000000000000e+00
    r_5_4_4   a_ge_5_4_0_5  -1.000000000000e+00
    r_5_4_4   a_le_r_5_4_1_5  -1.000000000000e+00
    r_5_4_4   a_ge_5_4_1_5  -1.000000000000e+00
    r_5_4_4   a_le_r_5_4_2_5  -1.000000000000e+00
    r_5_4_4   a_ge_5_4_2_5  -1.000000000000e+00
    r_5_4_4   a_le_r_5_4_3_5  -1.000000000000e+00
    r_5_4_4   a_ge_5_4_3_5  -1.000000000000e+00
    r_5_4_4   r_mono_5_4_4   1.000000000000e+00
    r_5_4_4   r_ge_a_5_4_4_0   1.000000000000e+00
    r_5_4_4   r_ge_a_5_4_4_1   1.000000000000e+00
    r_5_4_4   r_ge_a_5_4_4_2   1.000000000000e+00
    r_5_4_4   r_ge_a_5_4_4_3   1.000000000000e+00
    r_5_4_4   r_ge_a_5_4_4_4   1.000000000000e+00
    r_5_4_4   r_le_5_4_4   1.000000000000e+00
    r_5_4_4   r_mono_5_4_5  -1.000000000000e+00
    r_5_4_4   r_le_5_4_5  -1.000000000000e+00
    r_5_4_5   r_mono_5_4_5   1.000000000000e+00
    r_5_4_5   r_ge_a_5_4_5_0   1.000000000000e+00
    r_5_4_5   r_ge_a_5_4_5_1   1.000000000000e+00
    r_5_4_5   r_ge_a_5_4_5_2   1.000000000000e+00
    r_5_4_5   r_ge_a_5_4_5_3   1.000000000000e+00
    r_5_4_5   r_ge_a_5_4_5_4   1.000000000000e+00
    r_5_4_5   r_le_5_4_5   1.000000000000e+00
    MARK      'MARKER'                 'INTORG'
    x_0_1     degree_0   1.000000000000e+00
    x_0_1     degree_1   1.000000000000e+00
    x_0_1     z_le_x_0_1  -1.000000000000e+00
    x_0_1     z_ge_x_0_1  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_2     degree_0   1.000000000000e+00
    x_0_2     degree_2   1.000000000000e+00
    x_0_2     z_le_x_0_2  -1.000000000000e+00
    x_0_2     z_ge_x_0_2  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_3     degree_0   1.000000000000e+00
    x_0_3     degree_3   1.000000000000e+00
    x_0_3     z_le_x_0_3  -1.000000000000e+00
    x_0_3     z_ge_x_0_3  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_4     degree_0   1.000000000000e+00
    x_0_4     degree_4   1.000000000000e+00
    x_0_4     z_le_x_0_4  -1.000000000000e+00
    x_0_4     z_ge_x_0_4  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_5     degree_0   1.000000000000e+00
    x_0_5     degree_5   1.000000000000e+00
    x_0_5     z_le_x_0_5  -1.000000000000e+00
    x_0_5     z_ge_x_0_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_2     degree_1   1.000000000000e+00
    x_1_2     degree_2   1.000000000000e+00
    x_1_2     z_le_x_1_2  -1.000000000000e+00
    x_1_2     z_ge_x_1_2  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_3     degree_1   1.000000000000e+00
    x_1_3     degree_3   1.000000000000e+00
    x_1_3     z_le_x_1_3  -1.000000000000e+00
    x_1_3     z_ge_x_1_3  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_4     degree_1   1.000000000000e+00
    x_1_4     degree_4   1.000000000000e+00
    x_1_4     z_le_x_1_4  -1.000000000000e+00
    x_1_4     z_ge_x_1_4  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_5     degree_1   1.000000000000e+00
    x_1_5     degree_5   1.000000000000e+00
    x_1_5     z_le_x_1_5  -1.000000000000e+00
    x_1_5     z_ge_x_1_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_3     degree_2   1.000000000000e+00
    x_2_3     degree_3   1.000000000000e+00
    x_2_3     z_le_x_2_3  -1.000000000000e+00
    x_2_3     z_ge_x_2_3  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_4     degree_2   1.000000000000e+00
    x_2_4     degree_4   1.000000000000e+00
    x_2_4     z_le_x_2_4  -1.000000000000e+00
    x_2_4     z_ge_x_2_4  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_5     degree_2   1.000000000000e+00
    x_2_5     degree_5   1.000000000000e+00
    x_2_5     z_le_x_2_5  -1.000000000000e+00
    x_2_5     z_ge_x_2_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_4     degree_3   1.000000000000e+00
    x_3_4     degree_4   1.000000000000e+00
    x_3_4     z_le_x_3_4  -1.000000000000e+00
    x_3_4     z_ge_x_3_4  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_5     degree_3   1.000000000000e+00
    x_3_5     degree_5   1.000000000000e+00
    x_3_5     z_le_x_3_5  -1.000000000000e+00
    x_3_5     z_ge_x_3_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_4_5     degree_4   1.000000000000e+00
    x_4_5     degree_5   1.000000000000e+00
    x_4_5     z_le_x_4_5  -1.000000000000e+00
    x_4_5     z_ge_x_4_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    z_0_1     z_le_x_0_1   1.000000000000e+00
    z_0_1     z_ge_x_0_1   2.000000000000e+00
    z_0_1     a_le_z_0_0_1_1  -1.000000000000e+00
    z_0_1     a_ge_0_0_1_1  -1.000000000000e+00
    z_0_1     a_le_z_0_0_1_2  -1.000000000000e+00
    z_0_1     a_ge_0_0_1_2  -1.000000000000e+00
    z_0_1     a_le_z_0_0_1_3  -1.000000000000e+00
    z_0_1     a_ge_0_0_1_3  -1.000000000000e+00
    z_0_1     a_le_z_0_0_1_4  -1.000000000000e+00
    z_0_1     a_ge_0_0_1_4  -1.000000000000e+00
    z_0_1     a_le_z_0_0_1_5  -1.000000000000e+00
    z_0_1     a_ge_0_0_1_5  -1.000000000000e+00
    z_0_1     a_le_z_1_1_0_1  -1.000000000000e+00
    z_0_1     a_ge_1_1_0_1  -1.000000000000e+00
    z_0_1     a_le_z_1_1_0_2  -1.000000000000e+00
    z_0_1     a_ge_1_1_0_2  -1.000000000000e+00
    z_0_1     a_le_z_1_1_0_3  -1.000000000000e+00
    z_0_1     a_ge_1_1_0_3  -1.000000000000e+00
    z_0_1     a_le_z_1_1_0_4  -1.000000000000e+00
    z_0_1     a_ge_1_1_0_4  -1.000000000000e+00
    z_0_1     a_le_z_1_1_0_5  -1.000000000000e+00
    z_0_1     a_ge_1_1_0_5  -1.000000000000e+00
    z_0_1     a_le_z_2_0_1_1  -1.000000000000e+00
    z_0_1     a_ge_2_0_1_1  -1.000000000000e+00
    z_0_1     a_le_z_2_0_1_2  -1.000000000000e+00
    z_0_1     a_ge_2_0_1_2  -1.000000000000e+00
    z_0_1     a_le_z_2_0_1_3  -1.000000000000e+00
    z_0_1     a_ge_2_0_1_3  -1.000000000000e+00
    z_0_1     a_le_z_2_0_1_4  -1.000000000000e+00
    z_0_1     a_ge_2_0_1_4  -1.000000000000e+00
    z_0_1     a_le_z_2_0_1_5  -1.000000000000e+00
    z_0_1     a_ge_2_0_1_5  -1.000000000000e+00
    z_0_1     a_le_z_2_1_0_1  -1.000000000000e+00
    z_0_1     a_ge_2_1_0_1  -1.000000000000e+00
    z_0_1     a_le_z_2_1_0_2  -1.000000000000e+00
    z_0_1     a_ge_2_1_0_2  -1.000000000000e+00
    z_0_1     a_le_z_2_1_0_3  -1.000000000000e+00
    z_0_1     a_ge_2_1_0_3  -1.000000000000e+00
    z_0_1     a_le_z_2_1_0_4  -1.000000000000e+00
    z_0_1     a_ge_2_1_0_4  -1.000000000000e+00
    z_0_1     a_le_z_2_1_0_5  -1.000000000000e+00
    z_0_1     a_ge_2_1_0_5  -1.000000000000e+00
    z_0_1     a_le_z_3_0_1_1  -1.000000000000e+00
    z_0_1     a_ge_3_0_1_1  -1.000000000000e+00
    z_0_1     a_le_z_3_0_1_2  -1.000000000000e+00
    z_0_1     a_ge_3_0_1_2  -1.000000000000e+00
    z_0_1     a_le_z_3_0_1_3  -1.000000000000e+00
    z_0_1     a_ge_3_0_1_3  -1.000000000000e+00
    z_0_1     a_le_z_3_0_1_4  -1.000000000000e+00
    z_0_1     a_ge_3_0_1_4  -1.000000000000e+00
    z_0_1     a_le_z_3_0_1_5  -1.000000000000e+00
    z_0_1     a_ge_3_0_1_5  -1.000000000000e+00
    z_0_1     a_le_z_3_1_0_1  -1.000000000000e+00
    z_0_1     a_ge_3_1_0_1  -1.000000000000e+00
    z_0_1     a_le_z_3_1_0_2  -1.000000000000e+00
    z_0_1     a_ge_3_1_0_2  -1.000000000000e+00
    z_0_1     a_le_z_3_1_0_3  -1.000000000000e+00
    z_0_1     a_ge_3_1_0_3  -1.000000000000e+00
    z_0_1     a_le_z_3_1_0_4  -1.000000000000e+00
    z_0_1     a_ge_3_1_0_4  -1.000000000000e+00
    z_0_1     a_le_z_3_1_0_5  -1.000000000000e+00
    z_0_1     a_ge_3_1_0_5  -1.000000000000e+00
    z_0_1     a_le_z_4_0_1_1  -1.000000000000e+00
    z_0_1     a_ge_4_0_1_1  -1.000000000000e+00
    z_0_1     a_le_z_4_0_1_2  -1.000000000000e+00
    z_0_1     a_ge_4_0_1_2  -1.000000000000e+00
    z_0_1     a_le_z_4_0_1_3  -1.000000000000e+00
    z_0_1     a_ge_4_0_1_3  -1.000000000000e+00
    z_0_1     a_le_z_4_0_1_4  -1.000000000000e+00
    z_0_1     a_ge_4_0_1_4  -1.000000000000e+00
    z_0_1     a_le_z_4_0_1_5  -1.000000000000e+00
    z_0_1     a_ge_4_0_1_5  -1.000000000000e+00
    z_0_1     a_le_z_4_1_0_1  -1.000000000000e+00
    z_0_1     a_ge_4_1_0_1  -1.000000000000e+00
    z_0_1     a_le_z_4_1_0_2  -1.000000000000e+00
    z_0_1     a_ge_4_1_0_2  -1.000000000000e+00
    z_0_1     a_le_z_4_1_0_3  -1.000000000000e+00
    z_0_1     a_ge_4_1_0_3  -1.000000000000e+00
    z_0_1     a_le_z_4_1_0_4  -1.000000000000e+00
    z_0_1     a_ge_4_1_0_4  -1.000000000000e+00
    z_0_1     a_le_z_4_1_0_5  -1.000000000000e+00
    z_0_1     a_ge_4_1_0_5  -1.000000000000e+00
    z_0_1     a_le_z_5_0_1_1  -1.000000000000e+00
    z_0_1     a_ge_5_0_1_1  -1.000000000000e+00
    z_0_1     a_le_z_5_0_1_2  -1.000000000000e+00
    z_0_1     a_ge_5_0_1_2  -1.000000000000e+00
    z_0_1     a_le_z_5_0_1_3  -1.000000000000e+00
    z_0_1     a_ge_5_0_1_3  -1.000000000000e+00
    z_0_1     a_le_z_5_0_1_4  -1.000000000000e+00
    z_0_1     a_ge_5_0_1_4  -1.000000000000e+00
    z_0_1     a_le_z_5_0_1_5  -1.000000000000e+00
    z_0_1     a_ge_5_0_1_5  -1.000000000000e+00
    z_0_1     a_le_z_5_1_0_1  -1.000000000000e+00
    z_0_1     a_ge_5_1_0_1  -1.000000000000e+00
    z_0_1     a_le_z_5_1_0_2  -1.000000000000e+00
    z_0_1     a_ge_5_1_0_2  -1.000000000000e+00
    z_0_1     a_le_z_5_1_0_3  -1.000000000000e+00
    z_0_1     a_ge_5_1_0_3  -1.000000000000e+00
    z_0_1     a_le_z_5_1_0_4  -1.000000000000e+00
    z_0_1     a_ge_5_1_0_4  -1.000000000000e+00
    z_0_1     a_le_z_5_1_0_5  -1.000000000000e+00
    z_0_1     a_ge_5_1_0_5  -1.000000000000e+00
    z_0_2     z_le_x_0_2   1.000000000000e+00
    z_0_2     z_ge_x_0_2   2.000000000000e+00
    z_0_2     a_le_z_0_0_2_1  -1.000000000000e+00
    z_0_2     a_ge_0_0_2_1  -1.000000000000e+00
    z_0_2     a_le_z_0_0_2_2  -1.000000000000e+00
    z_0_2     a_ge_0_0_2_2  -1.000000000000e+00
    z_0_2     a_le_z_0_0_2_3  -1.000000000000e+00
    z_0_2     a_ge_0_0_2_3  -1.000000000000e+00
    z_0_2     a_le_z_0_0_2_4  -1.000000000000e+00
    z_0_2     a_ge_0_0_2_4  -1.000000000000e+00
    z_0_2     a_le_z_0_0_2_5  -1.000000000000e+00
    z_0_2     a_ge_0_0_2_5  -1.000000000000e+00
    z_0_2     a_le_z_1_0_2_1  -1.000000000000e+00
    z_0_2     a_ge_1_0_2_1  -1.000000000000e+00
    z_0_2     a_le_z_1_0_2_2  -1.000000000000e+00
    z_0_2     a_ge_1_0_2_2  -1.000000000000e+00
    z_0_2     a_le_z_1_0_2_3  -1.000000000000e+00
    z_0_2     a_ge_1_0_2_3  -1.000000000000e+00
    z_0_2     a_le_z_1_0_2_4  -1.000000000000e+00
    z_0_2     a_ge_1_0_2_4  -1.000000000000e+00
    z_0_2     a_le_z_1_0_2_5  -1.000000000000e+00
    z_0_2     a_ge_1_0_2_5  -1.000000000000e+00
    z_0_2     a_le_z_1_2_0_1  -1.000000000000e+00
    z_0_2     a_ge_1_2_0_1  -1.000000000000e+00
    z_0_2     a_le_z_1_2_0_2  -1.000000000000e+00
    z_0_2     a_ge_1_2_0_2  -1.000000000000e+00
    z_0_2     a_le_z_1_2_0_3  -1.000000000000e+00
    z_0_2     a_ge_1_2_0_3  -1.000000000000e+00
    z_0_2     a_le_z_1_2_0_4  -1.000000000000e+00
    z_0_2     a_ge_1_2_0_4  -1.000000000000e+00
    z_0_2     a_le_z_1_2_0_5  -1.000000000000e+00
    z_0_2     a_ge_1_2_0_5  -1.000000000000e+00
    z_0_2     a_le_z_2_2_0_1  -1.000000000000e+00
    z_0_2     a_ge_2_2_0_1  -1.000000000000e+00
    z_0_2     a_le_z_2_2_0_2  -1.000000000000e+00
    z_0_2     a_ge_2_2_0_2  -1.000000000000e+00
    z_0_2     a_le_z_2_2_0_3  -1.000000000000e+00
    z_0_2     a_ge_2_2_0_3  -1.000000000000e+00
    z_0_2     a_le_z_2_2_0_4  -1.000000000000e+00
    z_0_2     a_ge_2_2_0_4  -1.000000000000e+00
    z_0_2     a_le_z_2_2_0_5  -1.000000000000e+00
    z_0_2     a_ge_2_2_0_5  -1.000000000000e+00
    z_0_2     a_le_z_3_0_2_1  -1.000000000000e+00
    z_0_2     a_ge_3_0_2_1  -1.000000000000e+00
    z_0_2     a_le_z_3_0_2_2  -1.000000000000e+00
    z_0_2     a_ge_3_0_2_2  -1.000000000000e+00
    z_0_2     a_le_z_3_0_2_3  -1.000000000000e+00
    z_0_2     a_ge_3_0_2_3  -1.000000000000e+00
    z_0_2     a_le_z_3_0_2_4  -1.000000000000e+00
    z_0_2     a_ge_3_0_2_4  -1.000000000000e+00
    z_0_2     a_le_z_3_0_2_5  -1.000000000000e+00
    z_0_2     a_ge_3_0_2_5  -1.000000000000e+00
    z_0_2     a_le_z_3_2_0_1  -1.000000000000e+00
    z_0_2     a_ge_3_2_0_1  -1.000000000000e+00
    z_0_2     a_le_z_3_2_0_2  -1.000000000000e+00
    z_0_2     a_ge_3_2_0_2  -1.000000000000e+00
    z_0_2     a_le_z_3_2_0_3  -1.000000000000e+00
    z_0_2     a_ge_3_2_0_3  -1.000000000000e+00
    z_0_2     a_le_z_3_2_0_4  -1.000000000000e+00
    z_0_2     a_ge_3_2_0_4  -1.000000000000e+00
    z_0_2     a_le_z_3_2_0_5  -1.000000000000e+00
    z_0_2     a_ge_3_2_0_5  -1.000000000000e+00
    z_0_2     a_le_z_4_0_2_1  -1.000000000000e+00
    z_0_2     a_ge_4_0_2_1  -1.000000000000e+00
    z_0_2     a_le_z_4_0_2_2  -1.000000000000e+00
    z_0_2     a_ge_4_0_2_2  -1.000000000000e+00
    z_0_2     a_le_z_4_0_2_3  -1.000000000000e+00
    z_0_2     a_ge_4_0_2_3  -1.000000000000e+00
    z_0_2     a_le_z_4_0_2_4  -1.000000000000e+00
    z_0_2     a_ge_4_0_2_4  -1.000000000000e+00
    z_0_2     a_le_z_4_0_2_5  -1.000000000000e+00
    z_0_2     a_ge_4_0_2_5  -1.000000000000e+00
    z_0_2     a_le_z_4_2_0_1  -1.000000000000e+00
    z_0_2     a_ge_4_2_0_1  -1.000000000000e+00
    z_0_2     a_le_z_4_2_0_2  -1.000000000000e+00
    z_0_2     a_ge_4_2_0_2  -1.000000000000e+00
    z_0_2     a_le_z_4_2_0_3  -1.000000000000e+00
    z_0_2     a_ge_4_2_0_3  -1.000000000000e+00
    z_0_2     a_le_z_4_2_0_4  -1.000000000000e+00
    z_0_2     a_ge_4_2_0_4  -1.000000000000e+00
    z_0_2     a_le_z_4_2_0_5  -1.000000000000e+00
    z_0_2     a_ge_4_2_0_5  -1.000000000000e+00
    z_0_2     a_le_z_5_0_2_1  -1.000000000000e+00
    z_0_2     a_ge_5_0_2_1  -1.000000000000e+00
    z_0_2     a_le_z_5_0_2_2  -1.000000000000e+00
    z_0_2     a_ge_5_0_2_2  -1.000000000000e+00
    z_0_2     a_le_z_5_0_2_3  -1.000000000000e+00
    z_0_2     a_ge_5_0_2_3  -1.000000000000e+00
    z_0_2     a_le_z_5_0_2_4  -1.000000000000e+00
    z_0_2     a_ge_5_0_2_4  -1.000000000000e+00
    z_0_2     a_le_z_5_0_2_5  -1.000000000000e+00
    z_0_2     a_ge_5_0_2_5  -1.000000000000e+00
    z_0_2     a_le_z_5_2_0_1  -1.000000000000e+00
    z_0_2     a_ge_5_2_0_1  -1.000000000000e+00
    z_0_2     a_le_z_5_2_0_2  -1.000000000000e+00
    z_0_2     a_ge_5_2_0_2  -1.000000000000e+00
    z_0_2     a_le_z_5_2_0_3  -1.000000000000e+00
    z_0_2     a_ge_5_2_0_3  -1.000000000000e+00
    z_0_2     a_le_z_5_2_0_4  -1.000000000000e+00
    z_0_2     a_ge_5_2_0_4  -1.000000000000e+00
    z_0_2     a_le_z_5_2_0_5  -1.000000000000e+00
    z_0_2     a_ge_5_2_0_5  -1.000000000000e+00
    z_0_3     z_le_x_0_3   1.000000000000e+00
    z_0_3     z_ge_x_0_3   2.000000000000e+00
    z_0_3     a_le_z_0_0_3_1  -1.000000000000e+00
    z_0_3     a_ge_0_0_3_1  -1.000000000000e+00
    z_0_3     a_le_z_0_0_3_2  -1.000000000000e+00
    z_0_3     a_ge_0_0_3_2  -1.000000000000e+00
    z_0_3     a_le_z_0_0_3_3  -1.000000000000e+00
    z_0_3     a_ge_0_0_3_3  -1.000000000000e+00
    z_0_3     a_le_z_0_0_3_4  -1.000000000000e+00
    z_0_3     a_ge_0_0_3_4  -1.000000000000e+00
    z_0_3     a_le_z_0_0_3_5  -1.000000000000e+00
    z_0_3     a_ge_0_0_3_5  -1.000000000000e+00
    z_0_3     a_le_z_1_0_3_1  -1.000000000000e+00
    z_0_3     a_ge_1_0_3_1  -1.000000000000e+00
    z_0_3     a_le_z_1_0_3_2  -1.000000000000e+00
    z_0_3     a_ge_1_0_3_2  -1.000000000000e+00
    z_0_3     a_le_z_1_0_3_3  -1.000000000000e+00
    z_0_3     a_ge_1_0_3_3  -1.000000000000e+00
    z_0_3     a_le_z_1_0_3_4  -1.000000000000e+00
    z_0_3     a_ge_1_0_3_4  -1.000000000000e+00
    z_0_3     a_le_z_1_0_3_5  -1.000000000000e+00
    z_0_3     a_ge_1_0_3_5  -1.000000000000e+00
    z_0_3     a_le_z_1_3_0_1  -1.000000000000e+00
    z_0_3     a_ge_1_3_0_1  -1.000000000000e+00
    z_0_3     a_le_z_1_3_0_2  -1.000000000000e+00
    z_0_3     a_ge_1_3_0_2  -1.000000000000e+00
    z_0_3     a_le_z_1_3_0_3  -1.000000000000e+00
    z_0_3     a_ge_1_3_0_3  -1.000000000000e+00
    z_0_3     a_le_z_1_3_0_4  -1.000000000000e+00
    z_0_3     a_ge_1_3_0_4  -1.000000000000e+00
    z_0_3     a_le_z_1_3_0_5  -1.000000000000e+00
    z_0_3     a_ge_1_3_0_5  -1.000000000000e+00
    z_0_3     a_le_z_2_0_3_1  -1.000000000000e+00
    z_0_3     a_ge_2_0_3_1  -1.000000000000e+00
    z_0_3     a_le_z_2_0_3_2  -1.000000000000e+00
    z_0_3     a_ge_2_0_3_2  -1.000000000000e+00
    z_0_3     a_le_z_2_0_3_3  -1.000000000000e+00
    z_0_3     a_ge_2_0_3_3  -1.000000000000e+00
    z_0_3     a_le_z_2_0_3_4  -1.000000000000e+00
    z_0_3     a_ge_2_0_3_4  -1.000000000000e+00
    z_0_3     a_le_z_2_0_3_5  -1.000000000000e+00
    z_0_3     a_ge_2_0_3_5  -1.000000000000e+00
    z_0_3     a_le_z_2_3_0_1  -1.000000000000e+00
    z_0_3     a_ge_2_3_0_1  -1.000000000000e+00
    z_0_3     a_le_z_2_3_0_2  -1.000000000000e+00
    z_0_3     a_ge_2_3_0_2  -1.000000000000e+00
    z_0_3     a_le_z_2_3_0_3  -1.000000000000e+00
    z_0_3     a_ge_2_3_0_3  -1.000000000000e+00
    z_0_3     a_le_z_2_3_0_4  -1.000000000000e+00
    z_0_3     a_ge_2_3_0_4  -1.000000000000e+00
    z_0_3     a_le_z_2_3_0_5  -1.000000000000e+00
    z_0_3     a_ge_2_3_0_5  -1.000000000000e+00
    z_0_3     a_le_z_3_3_0_1  -1.000000000000e+00
    z_0_3     a_ge_3_3_0_1  -1.000000000000e+00
    z_0_3     a_le_z_3_3_0_2  -1.000000000000e+00
    z_0_3     a_ge_3_3_0_2  -1.000000000000e+00
    z_0_3     a_le_z_3_3_0_3  -1.000000000000e+00
    z_0_3     a_ge_3_3_0_3  -1.000000000000e+00
    z_0_3     a_le_z_3_3_0_4  -1.000000000000e+00
    z_0_3     a_ge_3_3_0_4  -1.000000000000e+00
    z_0_3     a_le_z_3_3_0_5  -1.000000000000e+00
    z_0_3     a_ge_3_3_0_5  -1.000000000000e+00
    z_0_3     a_le_z_4_0_3_1  -1.000000000000e+00
    z_0_3     a_ge_4_0_3_1  -1.000000000000e+00
    z_0_3     a_le_z_4_0_3_2  -1.000000000000e+00
    z_0_3     a_ge_4_0_3_2  -1.000000000000e+00
    z_0_3     a_le_z_4_0_3_3  -1.000000000000e+00
    z_0_3     a_ge_4_0_3_3  -1.000000000000e+00
    z_0_3     a_le_z_4_0_3_4  -1.000000000000e+00
    z_0_3     a_ge_4_0_3_4  -1.000000000000e+00
    z_0_3     a_le_z_4_0_3_5  -1.000000000000e+00
    z_0_3     a_ge_4_0_3_5  -1.000000000000e+00
    z_0_3     a_le_z_4_3_0_1  -1.000000000000e+00
    z_0_3     a_ge_4_3_0_1  -1.000000000000e+00
    z_0_3     a_le_z_4_3_0_2  -1.000000000000e+00
    z_0_3     a_ge_4_3_0_2  -1.000000000000e+00
    z_0_3     a_le_z_4_3_0_3  -1.000000000000e+00
    z_0_3     a_ge_4_3_0_3  -1.000000000000e+00
    z_0_3     a_le_z_4_3_0_4  -1.000000000000e+00
    z_0_3     a_ge_4_3_0_4  -1.000000000000e+00
    z_0_3     a_le_z_4_3_0_5  -1.000000000000e+00
    z_0_3     a_ge_4_3_0_5  -1.000000000000e+00
    z_0_3     a_le_z_5_0_3_1  -1.000000000000e+00
    z_0_3     a_ge_5_0_3_1  -1.000000000000e+00
    z_0_3     a_le_z_5_0_3_2  -1.000000000000e+00
    z_0_3     a_ge_5_0_3_2  -1.000000000000e+00
    z_0_3     a_le_z_5_0_3_3  -1.000000000000e+00
    z_0_3     a_ge_5_0_3_3  -1.000000000000e+00
    z_0_3     a_le_z_5_0_3_4  -1.000000000000e+00
    z_0_3     a_ge_5_0_3_4  -1.000000000000e+00
    z_0_3     a_le_z_5_0_3_5  -1.000000000000e+00
    z_0_3     a_ge_5_0_3_5  -1.000000000000e+00
    z_0_3     a_le_z_5_3_0_1  -1.000000000000e+00
    z_0_3     a_ge_5_3_0_1  -1.000000000000e+00
    z_0_3     a_le_z_5_3_0_2  -1.000000000000e+00
    z_0_3     a_ge_5_3_0_2  -1.000000000000e+00
    z_0_3     a_le_z_5_3_0_3  -1.000000000000e+00
    z_0_3     a_ge_5_3_0_3  -1.000000000000e+00
    z_0_3     a_le_z_5_3_0_4  -1.000000000000e+00
    z_0_3     a_ge_5_3_0_4  -1.000000000000e+00
    z_0_3     a_le_z_5_3_0_5  -1.000000000000e+00
    z_0_3     a_ge_5_3_0_5  -1.000000000000e+00
    z_0_4     z_le_x_0_4   1.000000000000e+00
    z_0_4     z_ge_x_0_4   2.000000000000e+00
    z_0_4     a_le_z_0_0_4_1  -1.000000000000e+00
    z_0_4     a_ge_0_0_4_1  -1.000000000000e+00
    z_0_4     a_le_z_0_0_4_2  -1.000000000000e+00
    z_0_4     a_ge_0_0_4_2  -1.000000000000e+00
    z_0_4     a_le_z_0_0_4_3  -1.000000000000e+00
    z_0_4     a_ge_0_0_4_3  -1.000000000000e+00
    z_0_4     a_le_z_0_0_4_4  -1.000000000000e+00
    z_0_4     a_ge_0_0_4_4  -1.000000000000e+00
    z_0_4     a_le_z_0_0_4_5  -1.000000000000e+00
    z_0_4     a_ge_0_0_4_5  -1.000000000000e+00
    z_0_4     a_le_z_1_0_4_1  -1.000000000000e+00
    z_0_4     a_ge_1_0_4_1  -1.000000000000e+00
    z_0_4     a_le_z_1_0_4_2  -1.000000000000e+00
    z_0_4     a_ge_1_0_4_2  -1.000000000000e+00
    z_0_4     a_le_z_1_0_4_3  -1.000000000000e+00
    z_0_4     a_ge_1_0_4_3  -1.000000000000e+00
    z_0_4     a_le_z_1_0_4_4  -1.000000000000e+00
    z_0_4     a_ge_1_0_4_4  -1.000000000000e+00
    z_0_4     a_le_z_1_0_4_5  -1.000000000000e+00
    z_0_4     a_ge_1_0_4_5  -1.000000000000e+00
    z_0_4     a_le_z_1_4_0_1  -1.000000000000e+00
    z_0_4     a_ge_1_4_0_1  -1.000000000000e+00
    z_0_4     a_le_z_1_4_0_2  -1.000000000000e+00
    z_0_4     a_ge_1_4_0_2  -1.000000000000e+00
    z_0_4     a_le_z_1_4_0_3  -1.000000000000e+00
    z_0_4     a_ge_1_4_0_3  -1.000000000000e+00
    z_0_4     a_le_z_1_4_0_4  -1.000000000000e+00
    z_0_4     a_ge_1_4_0_4  -1.000000000000e+00
    z_0_4     a_le_z_1_4_0_5  -1.000000000000e+00
    z_0_4     a_ge_1_4_0_5  -1.000000000000e+00
    z_0_4     a_le_z_2_0_4_1  -1.000000000000e+00
    z_0_4     a_ge_2_0_4_1  -1.000000000000e+00
    z_0_4     a_le_z_2_0_4_2  -1.000000000000e+00
    z_0_4     a_ge_2_0_4_2  -1.000000000000e+00
    z_0_4     a_le_z_2_0_4_3  -1.000000000000e+00
    z_0_4     a_ge_2_0_4_3  -1.000000000000e+00
    z_0_4     a_le_z_2_0_4_4  -1.000000000000e+00
    z_0_4     a_ge_2_0_4_4  -1.000000000000e+00
    z_0_4     a_le_z_2_0_4_5  -1.000000000000e+00
    z_0_4     a_ge_2_0_4_5  -1.000000000000e+00
    z_0_4     a_le_z_2_4_0_1  -1.000000000000e+00
    z_0_4     a_ge_2_4_0_1  -1.000000000000e+00
    z_0_4     a_le_z_2_4_0_2  -1.000000000000e+00
    z_0_4     a_ge_2_4_0_2  -1.000000000000e+00
    z_0_4     a_le_z_2_4_0_3  -1.000000000000e+00
    z_0_4     a_ge_2_4_0_3  -1.000000000000e+00
    z_0_4     a_le_z_2_4_0_4  -1.000000000000e+00
    z_0_4     a_ge_2_4_0_4  -1.000000000000e+00
    z_0_4     a_le_z_2_4_0_5  -1.000000000000e+00
    z_0_4     a_ge_2_4_0_5  -1.000000000000e+00
    z_0_4     a_le_z_3_0_4_1  -1.000000000000e+00
    z_0_4     a_ge_3_0_4_1  -1.000000000000e+00
    z_0_4     a_le_z_3_0_4_2  -1.000000000000e+00
    z_0_4     a_ge_3_0_4_2  -1.000000000000e+00
    z_0_4     a_le_z_3_0_4_3  -1.000000000000e+00
    z_0_4     a_ge_3_0_4_3  -1.000000000000e+00
    z_0_4     a_le_z_3_0_4_4  -1.000000000000e+00
    z_0_4     a_ge_3_0_4_4  -1.000000000000e+00
    z_0_4     a_le_z_3_0_4_5  -1.000000000000e+00
    z_0_4     a_ge_3_0_4_5  -1.000000000000e+00
    z_0_4     a_le_z_3_4_0_1  -1.000000000000e+00
    z_0_4     a_ge_3_4_0_1  -1.000000000000e+00
    z_0_4     a_le_z_3_4_0_2  -1.000000000000e+00
    z_0_4     a_ge_3_4_0_2  -1.000000000000e+00
    z_0_4     a_le_z_3_4_0_3  -1.000000000000e+00
    z_0_4     a_ge_3_4_0_3  -1.000000000000e+00
    z_0_4     a_le_z_3_4_0_4  -1.000000000000e+00
    z_0_4     a_ge_3_4_0_4  -1.000000000000e+00
    z_0_4     a_le_z_3_4_0_5  -1.000000000000e+00
    z_0_4     a_ge_3_4_0_5  -1.000000000000e+00
    z_0_4     a_le_z_4_4_0_1  -1.000000000000e+00
    z_0_4     a_ge_4_4_0_1  -1.000000000000e+00
    z_0_4     a_le_z_4_4_0_2  -1.000000000000e+00
    z_0_4     a_ge_4_4_0_2  -1.000000000000e+00
    z_0_4     a_le_z_4_4_0_3  -1.000000000000e+00
    z_0_4     a_ge_4_4_0_3  -1.000000000000e+00
    z_0_4     a_le_z_4_4_0_4  -1.000000000000e+00
    z_0_4     a_ge_4_4_0_4  -1.000000000000e+00
    z_0_4     a_le_z_4_4_0_5  -1.000000000000e+00
    z_0_4     a_ge_4_4_0_5  -1.000000000000e+00
    z_0_4     a_le_z_5_0_4_1  -1.000000000000e+00
    z_0_4     a_ge_5_0_4_1  -1.000000000000e+00
    z_0_4     a_le_z_5_0_4_2  -1.000000000000e+00
    z_0_4     a_ge_5_0_4_2  -1.000000000000e+00
    z_0_4     a_le_z_5_0_4_3  -1.000000000000e+00
    z_0_4     a_ge_5_0_4_3  -1.000000000000e+00
    z_0_4     a_le_z_5_0_4_4  -1.000000000000e+00
    z_0_4     a_ge_5_0_4_4  -1.000000000000e+00
    z_0_4     a_le_z_5_0_4_5  -1.000000000000e+00
    z_0_4     a_ge_5_0_4_5  -1.000000000000e+00
    z_0_4     a_le_z_5_4_0_1  -1.000000000000e+00
    z_0_4     a_ge_5_4_0_1  -1.000000000000e+00
    z_0_4     a_le_z_5_4_0_2  -1.000000000000e+00
    z_0_4     a_ge_5_4_0_2  -1.000000000000e+00
    z_0_4     a_le_z_5_4_0_3  -1.000000000000e+00
    z_0_4     a_ge_5_4_0_3  -1.000000000000e+00
    z_0_4     a_le_z_5_4_0_4  -1.000000000000e+00
    z_0_4     a_ge_5_4_0_4  -1.000000000000e+00
    z_0_4     a_le_z_5_4_0_5  -1.000000000000e+00
    z_0_4     a_ge_5_4_0_5  -1.000000000000e+00
    z_0_5     z_le_x_0_5   1.000000000000e+00
    z_0_5     z_ge_x_0_5   2.000000000000e+00
    z_0_5     a_le_z_0_0_5_1  -1.000000000000e+00
    z_0_5     a_ge_0_0_5_1  -1.000000000000e+00
    z_0_5     a_le_z_0_0_5_2  -1.000000000000e+00
    z_0_5     a_ge_0_0_5_2  -1.000000000000e+00
    z_0_5     a_le_z_0_0_5_3  -1.000000000000e+00
    z_0_5     a_ge_0_0_5_3  -1.000000000000e+00
    z_0_5     a_le_z_0_0_5_4  -1.000000000000e+00
    z_0_5     a_ge_0_0_5_4  -1.000000000000e+00
    z_0_5     a_le_z_0_0_5_5  -1.000000000000e+00
    z_0_5     a_ge_0_0_5_5  -1.000000000000e+00
    z_0_5     a_le_z_1_0_5_1  -1.000000000000e+00
    z_0_5     a_ge_1_0_5_1  -1.000000000000e+00
    z_0_5     a_le_z_1_0_5_2  -1.000000000000e+00
    z_0_5     a_ge_1_0_5_2  -1.000000000000e+00
    z_0_5     a_le_z_1_0_5_3  -1.000000000000e+00
    z_0_5     a_ge_1_0_5_3  -1.000000000000e+00
    z_0_5     a_le_z_1_0_5_4  -1.000000000000e+00
    z_0_5     a_ge_1_0_5_4  -1.000000000000e+00
    z_0_5     a_le_z_1_0_5_5  -1.000000000000e+00
    z_0_5     a_ge_1_0_5_5  -1.000000000000e+00
    z_0_5     a_le_z_1_5_0_1  -1.000000000000e+00
    z_0_5     a_ge_1_5_0_1  -1.000000000000e+00
    z_0_5     a_le_z_1_5_0_2  -1.000000000000e+00
    z_0_5     a_ge_1_5_0_2  -1.000000000000e+00
    z_0_5     a_le_z_1_5_0_3  -1.000000000000e+00
    z_0_5     a_ge_1_5_0_3  -1.000000000000e+00
    z_0_5     a_le_z_1_5_0_4  -1.000000000000e+00
    z_0_5     a_ge_1_5_0_4  -1.000000000000e+00
    z_0_5     a_le_z_1_5_0_5  -1.000000000000e+00
    z_0_5     a_ge_1_5_0_5  -1.000000000000e+00
    z_0_5     a_le_z_2_0_5_1  -1.000000000000e+00
    z_0_5     a_ge_2_0_5_1  -1.000000000000e+00
    z_0_5     a_le_z_2_0_5_2  -1.000000000000e+00
    z_0_5     a_ge_2_0_5_2  -1.000000000000e+00
    z_0_5     a_le_z_2_0_5_3  -1.000000000000e+00
    z_0_5     a_ge_2_0_5_3  -1.000000000000e+00
    z_0_5     a_le_z_2_0_5_4  -1.000000000000e+00
    z_0_5     a_ge_2_0_5_4  -1.000000000000e+00
    z_0_5     a_le_z_2_0_5_5  -1.000000000000e+00
    z_0_5     a_ge_2_0_5_5  -1.000000000000e+00
    z_0_5     a_le_z_2_5_0_1  -1.000000000000e+00
    z_0_5     a_ge_2_5_0_1  -1.000000000000e+00
    z_0_5     a_le_z_2_5_0_2  -1.000000000000e+00
    z_0_5     a_ge_2_5_0_2  -1.000000000000e+00
    z_0_5     a_le_z_2_5_0_3  -1.000000000000e+00
    z_0_5     a_ge_2_5_0_3  -1.000000000000e+00
    z_0_5     a_le_z_2_5_0_4  -1.000000000000e+00
    z_0_5     a_ge_2_5_0_4  -1.000000000000e+00
    z_0_5     a_le_z_2_5_0_5  -1.000000000000e+00
    z_0_5     a_ge_2_5_0_5  -1.000000000000e+00
    z_0_5     a_le_z_3_0_5_1  -1.000000000000e+00
    z_0_5     a_ge_3_0_5_1  -1.000000000000e+00
    z_0_5     a_le_z_3_0_5_2  -1.000000000000e+00
    z_0_5     a_ge_3_0_5_2  -1.000000000000e+00
    z_0_5     a_le_z_3_0_5_3  -1.000000000000e+00
    z_0_5     a_ge_3_0_5_3  -1.000000000000e+00
    z_0_5     a_le_z_3_0_5_4  -1.000000000000e+00
    z_0_5     a_ge_3_0_5_4  -1.000000000000e+00
    z_0_5     a_le_z_3_0_5_5  -1.000000000000e+00
    z_0_5     a_ge_3_0_5_5  -1.000000000000e+00
    z_0_5     a_le_z_3_5_0_1  -1.000000000000e+00
    z_0_5     a_ge_3_5_0_1  -1.000000000000e+00
    z_0_5     a_le_z_3_5_0_2  -1.000000000000e+00
    z_0_5     a_ge_3_5_0_2  -1.000000000000e+00
    z_0_5     a_le_z_3_5_0_3  -1.000000000000e+00
    z_0_5     a_ge_3_5_0_3  -1.000000000000e+00
    z_0_5     a_le_z_3_5_0_4  -1.000000000000e+00
    z_0_5     a_ge_3_5_0_4  -1.000000000000e+00
    z_0_5     a_le_z_3_5_0_5  -1.000000000000e+00
    z_0_5     a_ge_3_5_0_5  -1.000000000000e+00
    z_0_5     a_le_z_4_0_5_1  -1.000000000000e+00
    z_0_5     a_ge_4_0_5_1  -1.000000000000e+00
    z_0_5     a_le_z_4_0_5_2  -1.000000000000e+00
    z_0_5     a_ge_4_0_5_2  -1.000000000000e+00
    z_0_5     a_le_z_4_0_5_3  -1.000000000000e+00
    z_0_5     a_ge_4_0_5_3  -1.000000000000e+00
    z_0_5     a_le_z_4_0_5_4  -1.000000000000e+00
    z_0_5     a_ge_4_0_5_4  -1.000000000000e+00
    z_0_5     a_le_z_4_0_5_5  -1.000000000000e+00
    z_0_5     a_ge_4_0_5_5  -1.000000000000e+00
    z_0_5     a_le_z_4_5_0_1  -1.000000000000e+00
    z_0_5     a_ge_4_5_0_1  -1.000000000000e+00
    z_0_5     a_le_z_4_5_0_2  -1.000000000000e+00
    z_0_5     a_ge_4_5_0_2  -1.000000000000e+00
    z_0_5     a_le_z_4_5_0_3  -1.000000000000e+00
    z_0_5     a_ge_4_5_0_3  -1.000000000000e+00
    z_0_5     a_le_z_4_5_0_4  -1.000000000000e+00
    z_0_5     a_ge_4_5_0_4  -1.000000000000e+00
    z_0_5     a_le_z_4_5_0_5  -1.000000000000e+00
    z_0_5     a_ge_4_5_0_5  -1.000000000000e+00
    z_0_5     a_le_z_5_5_0_1  -1.000000000000e+00
    z_0_5     a_ge_5_5_0_1  -1.000000000000e+00
    z_0_5     a_le_z_5_5_0_2  -1.000000000000e+00
    z_0_5     a_ge_5_5_0_2  -1.000000000000e+00
    z_0_5     a_le_z_5_5_0_3  -1.000000000000e+00
    z_0_5     a_ge_5_5_0_3  -1.000000000000e+00
    z_0_5     a_le_z_5_5_0_4  -1.000000000000e+00
    z_0_5     a_ge_5_5_0_4  -1.000000000000e+00
    z_0_5     a_le_z_5_5_0_5  -1.000000000000e+00
    z_0_5     a_ge_5_5_0_5  -1.000000000000e+00
    z_1_2     z_le_x_1_2   1.000000000000e+00
    z_1_2     z_ge_x_1_2   2.000000000000e+00
    z_1_2     a_le_z_0_1_2_1  -1.000000000000e+00
    z_1_2     a_ge_0_1_2_1  -1.000000000000e+00
    z_1_2     a_le_z_0_1_2_2  -1.000000000000e+00
    z_1_2     a_ge_0_1_2_2  -1.000000000000e+00
    z_1_2     a_le_z_0_1_2_3  -1.000000000000e+00
    z_1_2     a_ge_0_1_2_3  -1.000000000000e+00
    z_1_2     a_le_z_0_1_2_4  -1.000000000000e+00
    z_1_2     a_ge_0_1_2_4  -1.000000000000e+00
    z_1_2     a_le_z_0_1_2_5  -1.000000000000e+00
    z_1_2     a_ge_0_1_2_5  -1.000000000000e+00
    z_1_2     a_le_z_0_2_1_1  -1.000000000000e+00
    z_1_2     a_ge_0_2_1_1  -1.000000000000e+00
    z_1_2     a_le_z_0_2_1_2  -1.000000000000e+00
    z_1_2     a_ge_0_2_1_2  -1.000000000000e+00
    z_1_2     a_le_z_0_2_1_3  -1.000000000000e+00
    z_1_2     a_ge_0_2_1_3  -1.000000000000e+00
    z_1_2     a_le_z_0_2_1_4  -1.000000000000e+00
    z_1_2     a_ge_0_2_1_4  -1.000000000000e+00
    z_1_2     a_le_z_0_2_1_5  -1.000000000000e+00
    z_1_2     a_ge_0_2_1_5  -1.000000000000e+00
    z_1_2     a_le_z_1_1_2_1  -1.000000000000e+00
    z_1_2     a_ge_1_1_2_1  -1.000000000000e+00
    z_1_2     a_le_z_1_1_2_2  -1.000000000000e+00
    z_1_2     a_ge_1_1_2_2  -1.000000000000e+00
    z_1_2     a_le_z_1_1_2_3  -1.000000000000e+00
    z_1_2     a_ge_1_1_2_3  -1.000000000000e+00
    z_1_2     a_le_z_1_1_2_4  -1.000000000000e+00
    z_1_2     a_ge_1_1_2_4  -1.000000000000e+00
    z_1_2     a_le_z_1_1_2_5  -1.000000000000e+00
    z_1_2     a_ge_1_1_2_5  -1.000000000000e+00
    z_1_2     a_le_z_2_2_1_1  -1.000000000000e+00
    z_1_2     a_ge_2_2_1_1  -1.000000000000e+00
    z_1_2     a_le_z_2_2_1_2  -1.000000000000e+00
    z_1_2     a_ge_2_2_1_2  -1.000000000000e+00
    z_1_2     a_le_z_2_2_1_3  -1.000000000000e+00
    z_1_2     a_ge_2_2_1_3  -1.000000000000e+00
    z_1_2     a_le_z_2_2_1_4  -1.000000000000e+00
    z_1_2     a_ge_2_2_1_4  -1.000000000000e+00
    z_1_2     a_le_z_2_2_1_5  -1.000000000000e+00
    z_1_2     a_ge_2_2_1_5  -1.000000000000e+00
    z_1_2     a_le_z_3_1_2_1  -1.000000000000e+00
    z_1_2     a_ge_3_1_2_1  -1.000000000000e+00
    z_1_2     a_le_z_3_1_2_2  -1.000000000000e+00
    z_1_2     a_ge_3_1_2_2  -1.000000000000e+00
    z_1_2     a_le_z_3_1_2_3  -1.000000000000e+00
    z_1_2     a_ge_3_1_2_3  -1.000000000000e+00
    z_1_2     a_le_z_3_1_2_4  -1.000000000000e+00
    z_1_2     a_ge_3_1_2_4  -1.000000000000e+00
    z_1_2     a_le_z_3_1_2_5  -1.000000000000e+00
    z_1_2     a_ge_3_1_2_5  -1.000000000000e+00
    z_1_2     a_le_z_3_2_1_1  -1.000000000000e+00
    z_1_2     a_ge_3_2_1_1  -1.000000000000e+00
    z_1_2     a_le_z_3_2_1_2  -1.000000000000e+00
    z_1_2     a_ge_3_2_1_2  -1.000000000000e+00
    z_1_2     a_le_z_3_2_1_3  -1.000000000000e+00
    z_1_2     a_ge_3_2_1_3  -1.000000000000e+00
    z_1_2     a_le_z_3_2_1_4  -1.000000000000e+00
    z_1_2     a_ge_3_2_1_4  -1.000000000000e+00
    z_1_2     a_le_z_3_2_1_5  -1.000000000000e+00
    z_1_2     a_ge_3_2_1_5  -1.000000000000e+00
    z_1_2     a_le_z_4_1_2_1  -1.000000000000e+00
    z_1_2     a_ge_4_1_2_1  -1.000000000000e+00
    z_1_2     a_le_z_4_1_2_2  -1.000000000000e+00
    z_1_2     a_ge_4_1_2_2  -1.000000000000e+00
    z_1_2     a_le_z_4_1_2_3  -1.000000000000e+00
    z_1_2     a_ge_4_1_2_3  -1.000000000000e+00
    z_1_2     a_le_z_4_1_2_4  -1.000000000000e+00
    z_1_2     a_ge_4_1_2_4  -1.000000000000e+00
    z_1_2     a_le_z_4_1_2_5  -1.000000000000e+00
    z_1_2     a_ge_4_1_2_5  -1.000000000000e+00
    z_1_2     a_le_z_4_2_1_1  -1.000000000000e+00
    z_1_2     a_ge_4_2_1_1  -1.000000000000e+00
    z_1_2     a_le_z_4_2_1_2  -1.000000000000e+00
    z_1_2     a_ge_4_2_1_2  -1.000000000000e+00
    z_1_2     a_le_z_4_2_1_3  -1.000000000000e+00
    z_1_2     a_ge_4_2_1_3  -1.000000000000e+00
    z_1_2     a_le_z_4_2_1_4  -1.000000000000e+00
    z_1_2     a_ge_4_2_1_4  -1.000000000000e+00
    z_1_2     a_le_z_4_2_1_5  -1.000000000000e+00
    z_1_2     a_ge_4_2_1_5  -1.000000000000e+00
    z_1_2     a_le_z_5_1_2_1  -1.000000000000e+00
    z_1_2     a_ge_5_1_2_1  -1.000000000000e+00
    z_1_2     a_le_z_5_1_2_2  -1.000000000000e+00
    z_1_2     a_ge_5_1_2_2  -1.000000000000e+00
    z_1_2     a_le_z_5_1_2_3  -1.000000000000e+00
    z_1_2     a_ge_5_1_2_3  -1.000000000000e+00
    z_1_2     a_le_z_5_1_2_4  -1.000000000000e+00
    z_1_2     a_ge_5_1_2_4  -1.000000000000e+00
    z_1_2     a_le_z_5_1_2_5  -1.000000000000e+00
    z_1_2     a_ge_5_1_2_5  -1.000000000000e+00
    z_1_2     a_le_z_5_2_1_1  -1.000000000000e+00
    z_1_2     a_ge_5_2_1_1  -1.000000000000e+00
    z_1_2     a_le_z_5_2_1_2  -1.000000000000e+00
    z_1_2     a_ge_5_2_1_2  -1.000000000000e+00
    z_1_2     a_le_z_5_2_1_3  -1.000000000000e+00
    z_1_2     a_ge_5_2_1_3  -1.000000000000e+00
    z_1_2     a_le_z_5_2_1_4  -1.000000000000e+00
    z_1_2     a_ge_5_2_1_4  -1.000000000000e+00
    z_1_2     a_le_z_5_2_1_5  -1.000000000000e+00
    z_1_2     a_ge_5_2_1_5  -1.000000000000e+00
    z_1_3     z_le_x_1_3   1.000000000000e+00
    z_1_3     z_ge_x_1_3   2.000000000000e+00
    z_1_3     a_le_z_0_1_3_1  -1.000000000000e+00
    z_1_3     a_ge_0_1_3_1  -1.000000000000e+00
    z_1_3     a_le_z_0_1_3_2  -1.000000000000e+00
    z_1_3     a_ge_0_1_3_2  -1.000000000000e+00
    z_1_3     a_le_z_0_1_3_3  -1.000000000000e+00
    z_1_3     a_ge_0_1_3_3  -1.000000000000e+00
    z_1_3     a_le_z_0_1_3_4  -1.000000000000e+00
    z_1_3     a_ge_0_1_3_4  -1.000000000000e+00
    z_1_3     a_le_z_0_1_3_5  -1.000000000000e+00
    z_1_3     a_ge_0_1_3_5  -1.000000000000e+00
    z_1_3     a_le_z_0_3_1_1  -1.000000000000e+00
    z_1_3     a_ge_0_3_1_1  -1.000000000000e+00
    z_1_3     a_le_z_0_3_1_2  -1.000000000000e+00
    z_1_3     a_ge_0_3_1_2  -1.000000000000e+00
    z_1_3     a_le_z_0_3_1_3  -1.000000000000e+00
    z_1_3     a_ge_0_3_1_3  -1.000000000000e+00
    z_1_3     a_le_z_0_3_1_4  -1.000000000000e+00
    z_1_3     a_ge_0_3_1_4  -1.000000000000e+00
    z_1_3     a_le_z_0_3_1_5  -1.000000000000e+00
    z_1_3     a_ge_0_3_1_5  -1.000000000000e+00
    z_1_3     a_le_z_1_1_3_1  -1.000000000000e+00
    z_1_3     a_ge_1_1_3_1  -1.000000000000e+00
    z_1_3     a_le_z_1_1_3_2  -1.000000000000e+00
    z_1_3     a_ge_1_1_3_2  -1.000000000000e+00
    z_1_3     a_le_z_1_1_3_3  -1.000000000000e+00
    z_1_3     a_ge_1_1_3_3  -1.000000000000e+00
    z_1_3     a_le_z_1_1_3_4  -1.000000000000e+00
    z_1_3     a_ge_1_1_3_4  -1.000000000000e+00
    z_1_3     a_le_z_1_1_3_5  -1.000000000000e+00
    z_1_3     a_ge_1_1_3_5  -1.000000000000e+00
    z_1_3     a_le_z_2_1_3_1  -1.000000000000e+00
    z_1_3     a_ge_2_1_3_1  -1.000000000000e+00
    z_1_3     a_le_z_2_1_3_2  -1.000000000000e+00
    z_1_3     a_ge_2_1_3_2  -1.000000000000e+00
    z_1_3     a_le_z_2_1_3_3  -1.000000000000e+00
    z_1_3     a_ge_2_1_3_3  -1.000000000000e+00
    z_1_3     a_le_z_2_1_3_4  -1.000000000000e+00
    z_1_3     a_ge_2_1_3_4  -1.000000000000e+00
    z_1_3     a_le_z_2_1_3_5  -1.000000000000e+00
    z_1_3     a_ge_2_1_3_5  -1.000000000000e+00
    z_1_3     a_le_z_2_3_1_1  -1.000000000000e+00
    z_1_3     a_ge_2_3_1_1  -1.000000000000e+00
    z_1_3     a_le_z_2_3_1_2  -1.000000000000e+00
    z_1_3     a_ge_2_3_1_2  -1.000000000000e+00
    z_1_3     a_le_z_2_3_1_3  -1.000000000000e+00
    z_1_3     a_ge_2_3_1_3  -1.000000000000e+00
    z_1_3     a_le_z_2_3_1_4  -1.000000000000e+00
    z_1_3     a_ge_2_3_1_4  -1.000000000000e+00
    z_1_3     a_le_z_2_3_1_5  -1.000000000000e+00
    z_1_3     a_ge_2_3_1_5  -1.000000000000e+00
    z_1_3     a_le_z_3_3_1_1  -1.000000000000e+00
    z_1_3     a_ge_3_3_1_1  -1.000000000000e+00
    z_1_3     a_le_z_3_3_1_2  -1.000000000000e+00
    z_1_3     a_ge_3_3_1_2  -1.000000000000e+00
    z_1_3     a_le_z_3_3_1_3  -1.000000000000e+00
    z_1_3     a_ge_3_3_1_3  -1.000000000000e+00
    z_1_3     a_le_z_3_3_1_4  -1.000000000000e+00
    z_1_3     a_ge_3_3_1_4  -1.000000000000e+00
    z_1_3     a_le_z_3_3_1_5  -1.000000000000e+00
    z_1_3     a_ge_3_3_1_5  -1.000000000000e+00
    z_1_3     a_le_z_4_1_3_1  -1.000000000000e+00
    z_1_3     a_ge_4_1_3_1  -1.000000000000e+00
    z_1_3     a_le_z_4_1_3_2  -1.000000000000e+00
    z_1_3     a_ge_4_1_3_2  -1.000000000000e+00
    z_1_3     a_le_z_4_1_3_3  -1.000000000000e+00
    z_1_3     a_ge_4_1_3_3  -1.000000000000e+00
    z_1_3     a_le_z_4_1_3_4  -1.000000000000e+00
    z_1_3     a_ge_4_1_3_4  -1.000000000000e+00
    z_1_3     a_le_z_4_1_3_5  -1.000000000000e+00
    z_1_3     a_ge_4_1_3_5  -1.000000000000e+00
    z_1_3     a_le_z_4_3_1_1  -1.000000000000e+00
    z_1_3     a_ge_4_3_1_1  -1.000000000000e+00
    z_1_3     a_le_z_4_3_1_2  -1.000000000000e+00
    z_1_3     a_ge_4_3_1_2  -1.000000000000e+00
    z_1_3     a_le_z_4_3_1_3  -1.000000000000e+00
    z_1_3     a_ge_4_3_1_3  -1.000000000000e+00
    z_1_3     a_le_z_4_3_1_4  -1.000000000000e+00
    z_1_3     a_ge_4_3_1_4  -1.000000000000e+00
    z_1_3     a_le_z_4_3_1_5  -1.000000000000e+00
    z_1_3     a_ge_4_3_1_5  -1.000000000000e+00
    z_1_3     a_le_z_5_1_3_1  -1.000000000000e+00
    z_1_3     a_ge_5_1_3_1  -1.000000000000e+00
    z_1_3     a_le_z_5_1_3_2  -1.000000000000e+00
    z_1_3     a_ge_5_1_3_2  -1.000000000000e+00
    z_1_3     a_le_z_5_1_3_3  -1.000000000000e+00
    z_1_3     a_ge_5_1_3_3  -1.000000000000e+00
    z_1_3     a_le_z_5_1_3_4  -1.000000000000e+00
    z_1_3     a_ge_5_1_3_4  -1.000000000000e+00
    z_1_3     a_le_z_5_1_3_5  -1.000000000000e+00
    z_1_3     a_ge_5_1_3_5  -1.000000000000e+00
    z_1_3     a_le_z_5_3_1_1  -1.000000000000e+00
    z_1_3     a_ge_5_3_1_1  -1.000000000000e+00
    z_1_3     a_le_z_5_3_1_2  -1.000000000000e+00
    z_1_3     a_ge_5_3_1_2  -1.000000000000e+00
    z_1_3     a_le_z_5_3_1_3  -1.000000000000e+00
    z_1_3     a_ge_5_3_1_3  -1.000000000000e+00
    z_1_3     a_le_z_5_3_1_4  -1.000000000000e+00
    z_1_3     a_ge_5_3_1_4  -1.000000000000e+00
    z_1_3     a_le_z_5_3_1_5  -1.000000000000e+00
    z_1_3     a_ge_5_3_1_5  -1.000000000000e+00
    z_1_4     z_le_x_1_4   1.000000000000e+00
    z_1_4     z_ge_x_1_4   2.000000000000e+00
    z_1_4     a_le_z_0_1_4_1  -1.000000000000e+00
    z_1_4     a_ge_0_1_4_1  -1.000000000000e+00
    z_1_4     a_le_z_0_1_4_2  -1.000000000000e+00
    z_1_4     a_ge_0_1_4_2  -1.000000000000e+00
    z_1_4     a_le_z_0_1_4_3  -1.000000000000e+00
    z_1_4     a_ge_0_1_4_3  -1.000000000000e+00
    z_1_4     a_le_z_0_1_4_4  -1.000000000000e+00
    z_1_4     a_ge_0_1_4_4  -1.000000000000e+00
    z_1_4     a_le_z_0_1_4_5  -1.000000000000e+00
    z_1_4     a_ge_0_1_4_5  -1.000000000000e+00
    z_1_4     a_le_z_0_4_1_1  -1.000000000000e+00
    z_1_4     a_ge_0_4_1_1  -1.000000000000e+00
    z_1_4     a_le_z_0_4_1_2  -1.000000000000e+00
    z_1_4     a_ge_0_4_1_2  -1.000000000000e+00
    z_1_4     a_le_z_0_4_1_3  -1.000000000000e+00
    z_1_4     a_ge_0_4_1_3  -1.000000000000e+00
    z_1_4     a_le_z_0_4_1_4  -1.000000000000e+00
    z_1_4     a_ge_0_4_1_4  -1.000000000000e+00
    z_1_4     a_le_z_0_4_1_5  -1.000000000000e+00
    z_1_4     a_ge_0_4_1_5  -1.000000000000e+00
    z_1_4     a_le_z_1_1_4_1  -1.000000000000e+00
    z_1_4     a_ge_1_1_4_1  -1.000000000000e+00
    z_1_4     a_le_z_1_1_4_2  -1.000000000000e+00
    z_1_4     a_ge_1_1_4_2  -1.000000000000e+00
    z_1_4     a_le_z_1_1_4_3  -1.000000000000e+00
    z_1_4     a_ge_1_1_4_3  -1.000000000000e+00
    z_1_4     a_le_z_1_1_4_4  -1.000000000000e+00
    z_1_4     a_ge_1_1_4_4  -1.000000000000e+00
    z_1_4     a_le_z_1_1_4_5  -1.000000000000e+00
    z_1_4     a_ge_1_1_4_5  -1.000000000000e+00
    z_1_4     a_le_z_2_1_4_1  -1.000000000000e+00
    z_1_4     a_ge_2_1_4_1  -1.000000000000e+00
    z_1_4     a_le_z_2_1_4_2  -1.000000000000e+00
    z_1_4     a_ge_2_1_4_2  -1.000000000000e+00
    z_1_4     a_le_z_2_1_4_3  -1.000000000000e+00
    z_1_4     a_ge_2_1_4_3  -1.000000000000e+00
    z_1_4     a_le_z_2_1_4_4  -1.000000000000e+00
    z_1_4     a_ge_2_1_4_4  -1.000000000000e+00
    z_1_4     a_le_z_2_1_4_5  -1.000000000000e+00
    z_1_4     a_ge_2_1_4_5  -1.000000000000e+00
    z_1_4     a_le_z_2_4_1_1  -1.000000000000e+00
    z_1_4     a_ge_2_4_1_1  -1.000000000000e+00
    z_1_4     a_le_z_2_4_1_2  -1.000000000000e+00
    z_1_4     a_ge_2_4_1_2  -1.000000000000e+00
    z_1_4     a_le_z_2_4_1_3  -1.000000000000e+00
    z_1_4     a_ge_2_4_1_3  -1.000000000000e+00
    z_1_4     a_le_z_2_4_1_4  -1.000000000000e+00
    z_1_4     a_ge_2_4_1_4  -1.000000000000e+00
    z_1_4     a_le_z_2_4_1_5  -1.000000000000e+00
    z_1_4     a_ge_2_4_1_5  -1.000000000000e+00
    z_1_4     a_le_z_3_1_4_1  -1.000000000000e+00
    z_1_4     a_ge_3_1_4_1  -1.000000000000e+00
    z_1_4     a_le_z_3_1_4_2  -1.000000000000e+00
    z_1_4     a_ge_3_1_4_2  -1.000000000000e+00
    z_1_4     a_le_z_3_1_4_3  -1.000000000000e+00
    z_1_4     a_ge_3_1_4_3  -1.000000000000e+00
    z_1_4     a_le_z_3_1_4_4  -1.000000000000e+00
    z_1_4     a_ge_3_1_4_4  -1.000000000000e+00
    z_1_4     a_le_z_3_1_4_5  -1.000000000000e+00
    z_1_4     a_ge_3_1_4_5  -1.000000000000e+00
    z_1_4     a_le_z_3_4_1_1  -1.000000000000e+00
    z_1_4     a_ge_3_4_1_1  -1.000000000000e+00
    z_1_4     a_le_z_3_4_1_2  -1.000000000000e+00
    z_1_4     a_ge_3_4_1_2  -1.000000000000e+00
    z_1_4     a_le_z_3_4_1_3  -1.000000000000e+00
    z_1_4     a_ge_3_4_1_3  -1.000000000000e+00
    z_1_4     a_le_z_3_4_1_4  -1.000000000000e+00
    z_1_4     a_ge_3_4_1_4  -1.000000000000e+00
    z_1_4     a_le_z_3_4_1_5  -1.000000000000e+00
    z_1_4     a_ge_3_4_1_5  -1.000000000000e+00
    z_1_4     a_le_z_4_4_1_1  -1.000000000000e+00
    z_1_4     a_ge_4_4_1_1  -1.000000000000e+00
    z_1_4     a_le_z_4_4_1_2  -1.000000000000e+00
    z_1_4     a_ge_4_4_1_2  -1.000000000000e+00
    z_1_4     a_le_z_4_4_1_3  -1.000000000000e+00
    z_1_4     a_ge_4_4_1_3  -1.000000000000e+00
    z_1_4     a_le_z_4_4_1_4  -1.000000000000e+00
    z_1_4     a_ge_4_4_1_4  -1.000000000000e+00
    z_1_4     a_le_z_4_4_1_5  -1.000000000000e+00
    z_1_4     a_ge_4_4_1_5  -1.000000000000e+00
    z_1_4     a_le_z_5_1_4_1  -1.000000000000e+00
    z_1_4     a_ge_5_1_4_1  -1.000000000000e+00
    z_1_4     a_le_z_5_1_4_2  -1.000000000000e+00
    z_1_4     a_ge_5_1_4_2  -1.000000000000e+00
    z_1_4     a_le_z_5_1_4_3  -1.000000000000e+00
    z_1_4     a_ge_5_1_4_3  -1.000000000000e+00
    z_1_4     a_le_z_5_1_4_4  -1.000000000000e+00
    z_1_4     a_ge_5_1_4_4  -1.000000000000e+00
    z_1_4     a_le_z_5_1_4_5  -1.000000000000e+00
    z_1_4     a_ge_5_1_4_5  -1.000000000000e+00
    z_1_4     a_le_z_5_4_1_1  -1.000000000000e+00
    z_1_4     a_ge_5_4_1_1  -1.000000000000e+00
    z_1_4     a_le_z_5_4_1_2  -1.000000000000e+00
    z_1_4     a_ge_5_4_1_2  -1.000000000000e+00
    z_1_4     a_le_z_5_4_1_3  -1.000000000000e+00
    z_1_4     a_ge_5_4_1_3  -1.000000000000e+00
    z_1_4     a_le_z_5_4_1_4  -1.000000000000e+00
    z_1_4     a_ge_5_4_1_4  -1.000000000000e+00
    z_1_4     a_le_z_5_4_1_5  -1.000000000000e+00
    z_1_4     a_ge_5_4_1_5  -1.000000000000e+00
    z_1_5     z_le_x_1_5   1.000000000000e+00
    z_1_5     z_ge_x_1_5   2.000000000000e+00
    z_1_5     a_le_z_0_1_5_1  -1.000000000000e+00
    z_1_5     a_ge_0_1_5_1  -1.000000000000e+00
    z_1_5     a_le_z_0_1_5_2  -1.000000000000e+00
    z_1_5     a_ge_0_1_5_2  -1.000000000000e+00
    z_1_5     a_le_z_0_1_5_3  -1.000000000000e+00
    z_1_5     a_ge_0_1_5_3  -1.000000000000e+00
    z_1_5     a_le_z_0_1_5_4  -1.000000000000e+00
    z_1_5     a_ge_0_1_5_4  -1.000000000000e+00
    z_1_5     a_le_z_0_1_5_5  -1.000000000000e+00
    z_1_5     a_ge_0_1_5_5  -1.000000000000e+00
    z_1_5     a_le_z_0_5_1_1  -1.000000000000e+00
    z_1_5     a_ge_0_5_1_1  -1.000000000000e+00
    z_1_5     a_le_z_0_5_1_2  -1.000000000000e+00
    z_1_5     a_ge_0_5_1_2  -1.000000000000e+00
    z_1_5     a_le_z_0_5_1_3  -1.000000000000e+00
    z_1_5     a_ge_0_5_1_3  -1.000000000000e+00
    z_1_5     a_le_z_0_5_1_4  -1.000000000000e+00
    z_1_5     a_ge_0_5_1_4  -1.000000000000e+00
    z_1_5     a_le_z_0_5_1_5  -1.000000000000e+00
    z_1_5     a_ge_0_5_1_5  -1.000000000000e+00
    z_1_5     a_le_z_1_1_5_1  -1.000000000000e+00
    z_1_5     a_ge_1_1_5_1  -1.000000000000e+00
    z_1_5     a_le_z_1_1_5_2  -1.000000000000e+00
    z_1_5     a_ge_1_1_5_2  -1.000000000000e+00
    z_1_5     a_le_z_1_1_5_3  -1.000000000000e+00
    z_1_5     a_ge_1_1_5_3  -1.000000000000e+00
    z_1_5     a_le_z_1_1_5_4  -1.000000000000e+00
    z_1_5     a_ge_1_1_5_4  -1.000000000000e+00
    z_1_5     a_le_z_1_1_5_5  -1.000000000000e+00
    z_1_5     a_ge_1_1_5_5  -1.000000000000e+00
    z_1_5     a_le_z_2_1_5_1  -1.000000000000e+00
    z_1_5     a_ge_2_1_5_1  -1.000000000000e+00
    z_1_5     a_le_z_2_1_5_2  -1.000000000000e+00
    z_1_5     a_ge_2_1_5_2  -1.000000000000e+00
    z_1_5     a_le_z_2_1_5_3  -1.000000000000e+00
    z_1_5     a_ge_2_1_5_3  -1.000000000000e+00
    z_1_5     a_le_z_2_1_5_4  -1.000000000000e+00
    z_1_5     a_ge_2_1_5_4  -1.000000000000e+00
    z_1_5     a_le_z_2_1_5_5  -1.000000000000e+00
    z_1_5     a_ge_2_1_5_5  -1.000000000000e+00
    z_1_5     a_le_z_2_5_1_1  -1.000000000000e+00
    z_1_5     a_ge_2_5_1_1  -1.000000000000e+00
    z_1_5     a_le_z_2_5_1_2  -1.000000000000e+00
    z_1_5     a_ge_2_5_1_2  -1.000000000000e+00
    z_1_5     a_le_z_2_5_1_3  -1.000000000000e+00
    z_1_5     a_ge_2_5_1_3  -1.000000000000e+00
    z_1_5     a_le_z_2_5_1_4  -1.000000000000e+00
    z_1_5     a_ge_2_5_1_4  -1.000000000000e+00
    z_1_5     a_le_z_2_5_1_5  -1.000000000000e+00
    z_1_5     a_ge_2_5_1_5  -1.000000000000e+00
    z_1_5     a_le_z_3_1_5_1  -1.000000000000e+00
    z_1_5     a_ge_3_1_5_1  -1.000000000000e+00
    z_1_5     a_le_z_3_1_5_2  -1.000000000000e+00
    z_1_5     a_ge_3_1_5_2  -1.000000000000e+00
    z_1_5     a_le_z_3_1_5_3  -1.000000000000e+00
    z_1_5     a_ge_3_1_5_3  -1.000000000000e+00
    z_1_5     a_le_z_3_1_5_4  -1.000000000000e+00
    z_1_5     a_ge_3_1_5_4  -1.000000000000e+00
    z_1_5     a_le_z_3_1_5_5  -1.000000000000e+00
    z_1_5     a_ge_3_1_5_5  -1.000000000000e+00
    z_1_5     a_le_z_3_5_1_1  -1.000000000000e+00
    z_1_5     a_ge_3_5_1_1  -1.000000000000e+00
    z_1_5     a_le_z_3_5_1_2  -1.000000000000e+00
    z_1_5     a_ge_3_5_1_2  -1.000000000000e+00
    z_1_5     a_le_z_3_5_1_3  -1.000000000000e+00
    z_1_5     a_ge_3_5_1_3  -1.000000000000e+00
    z_1_5     a_le_z_3_5_1_4  -1.000000000000e+00
    z_1_5     a_ge_3_5_1_4  -1.000000000000e+00
    z_1_5     a_le_z_3_5_1_5  -1.000000000000e+00
    z_1_5     a_ge_3_5_1_5  -1.000000000000e+00
    z_1_5     a_le_z_4_1_5_1  -1.000000000000e+00
    z_1_5     a_ge_4_1_5_1  -1.000000000000e+00
    z_1_5     a_le_z_4_1_5_2  -1.000000000000e+00
    z_1_5     a_ge_4_1_5_2  -1.000000000000e+00
    z_1_5     a_le_z_4_1_5_3  -1.000000000000e+00
    z_1_5     a_ge_4_1_5_3  -1.000000000000e+00
    z_1_5     a_le_z_4_1_5_4  -1.000000000000e+00
    z_1_5     a_ge_4_1_5_4  -1.000000000000e+00
    z_1_5     a_le_z_4_1_5_5  -1.000000000000e+00
    z_1_5     a_ge_4_1_5_5  -1.000000000000e+00
    z_1_5     a_le_z_4_5_1_1  -1.000000000000e+00
    z_1_5     a_ge_4_5_1_1  -1.000000000000e+00
    z_1_5     a_le_z_4_5_1_2  -1.000000000000e+00
    z_1_5     a_ge_4_5_1_2  -1.000000000000e+00
    z_1_5     a_le_z_4_5_1_3  -1.000000000000e+00
    z_1_5     a_ge_4_5_1_3  -1.000000000000e+00
    z_1_5     a_le_z_4_5_1_4  -1.000000000000e+00
    z_1_5     a_ge_4_5_1_4  -1.000000000000e+00
    z_1_5     a_le_z_4_5_1_5  -1.000000000000e+00
    z_1_5     a_ge_4_5_1_5  -1.000000000000e+00
    z_1_5     a_le_z_5_5_1_1  -1.000000000000e+00
    z_1_5     a_ge_5_5_1_1  -1.000000000000e+00
    z_1_5     a_le_z_5_5_1_2  -1.000000000000e+00
    z_1_5     a_ge_5_5_1_2  -1.000000000000e+00
    z_1_5     a_le_z_5_5_1_3  -1.000000000000e+00
    z_1_5     a_ge_5_5_1_3  -1.000000000000e+00
    z_1_5     a_le_z_5_5_1_4  -1.000000000000e+00
    z_1_5     a_ge_5_5_1_4  -1.000000000000e+00
    z_1_5     a_le_z_5_5_1_5  -1.000000000000e+00
    z_1_5     a_ge_5_5_1_5  -1.000000000000e+00
    z_2_3     z_le_x_2_3   1.000000000000e+00
    z_2_3     z_ge_x_2_3   2.000000000000e+00
    z_2_3     a_le_z_0_2_3_1  -1.000000000000e+00
    z_2_3     a_ge_0_2_3_1  -1.000000000000e+00
    z_2_3     a_le_z_0_2_3_2  -1.000000000000e+00
    z_2_3     a_ge_0_2_3_2  -1.000000000000e+00
    z_2_3     a_le_z_0_2_3_3  -1.000000000000e+00
    z_2_3     a_ge_0_2_3_3  -1.000000000000e+00
    z_2_3     a_le_z_0_2_3_4  -1.000000000000e+00
    z_2_3     a_ge_0_2_3_4  -1.000000000000e+00
    z_2_3     a_le_z_0_2_3_5  -1.000000000000e+00
    z_2_3     a_ge_0_2_3_5  -1.000000000000e+00
    z_2_3     a_le_z_0_3_2_1  -1.000000000000e+00
    z_2_3     a_ge_0_3_2_1  -1.000000000000e+00
    z_2_3     a_le_z_0_3_2_2  -1.000000000000e+00
    z_2_3     a_ge_0_3_2_2  -1.000000000000e+00
    z_2_3     a_le_z_0_3_2_3  -1.000000000000e+00
    z_2_3     a_ge_0_3_2_3  -1.000000000000e+00
    z_2_3     a_le_z_0_3_2_4  -1.000000000000e+00
    z_2_3     a_ge_0_3_2_4  -1.000000000000e+00
    z_2_3     a_le_z_0_3_2_5  -1.000000000000e+00
    z_2_3     a_ge_0_3_2_5  -1.000000000000e+00
    z_2_3     a_le_z_1_2_3_1  -1.000000000000e+00
    z_2_3     a_ge_1_2_3_1  -1.000000000000e+00
    z_2_3     a_le_z_1_2_3_2  -1.000000000000e+00
    z_2_3     a_ge_1_2_3_2  -1.000000000000e+00
    z_2_3     a_le_z_1_2_3_3  -1.000000000000e+00
    z_2_3     a_ge_1_2_3_3  -1.000000000000e+00
    z_2_3     a_le_z_1_2_3_4  -1.000000000000e+00
    z_2_3     a_ge_1_2_3_4  -1.000000000000e+00
    z_2_3     a_le_z_1_2_3_5  -1.000000000000e+00
    z_2_3     a_ge_1_2_3_5  -1.000000000000e+00
    z_2_3     a_le_z_1_3_2_1  -1.000000000000e+00
    z_2_3     a_ge_1_3_2_1  -1.000000000000e+00
    z_2_3     a_le_z_1_3_2_2  -1.000000000000e+00
    z_2_3     a_ge_1_3_2_2  -1.000000000000e+00
    z_2_3     a_le_z_1_3_2_3  -1.000000000000e+00
    z_2_3     a_ge_1_3_2_3  -1.000000000000e+00
    z_2_3     a_le_z_1_3_2_4  -1.000000000000e+00
    z_2_3     a_ge_1_3_2_4  -1.000000000000e+00
    z_2_3     a_le_z_1_3_2_5  -1.000000000000e+00
    z_2_3     a_ge_1_3_2_5  -1.000000000000e+00
    z_2_3     a_le_z_2_2_3_1  -1.000000000000e+00
    z_2_3     a_ge_2_2_3_1  -1.000000000000e+00
    z_2_3     a_le_z_2_2_3_2  -1.000000000000e+00
    z_2_3     a_ge_2_2_3_2  -1.000000000000e+00
    z_2_3     a_le_z_2_2_3_3  -1.000000000000e+00
    z_2_3     a_ge_2_2_3_3  -1.000000000000e+00
    z_2_3     a_le_z_2_2_3_4  -1.000000000000e+00
    z_2_3     a_ge_2_2_3_4  -1.000000000000e+00
    z_2_3     a_le_z_2_2_3_5  -1.000000000000e+00
    z_2_3     a_ge_2_2_3_5  -1.000000000000e+00
    z_2_3     a_le_z_3_3_2_1  -1.000000000000e+00
    z_2_3     a_ge_3_3_2_1  -1.000000000000e+00
    z_2_3     a_le_z_3_3_2_2  -1.000000000000e+00
    z_2_3     a_ge_3_3_2_2  -1.000000000000e+00
    z_2_3     a_le_z_3_3_2_3  -1.000000000000e+00
    z_2_3     a_ge_3_3_2_3  -1.000000000000e+00
    z_2_3     a_le_z_3_3_2_4  -1.000000000000e+00
    z_2_3     a_ge_3_3_2_4  -1.000000000000e+00
    z_2_3     a_le_z_3_3_2_5  -1.000000000000e+00
    z_2_3     a_ge_3_3_2_5  -1.000000000000e+00
    z_2_3     a_le_z_4_2_3_1  -1.000000000000e+00
    z_2_3     a_ge_4_2_3_1  -1.000000000000e+00
    z_2_3     a_le_z_4_2_3_2  -1.000000000000e+00
    z_2_3     a_ge_4_2_3_2  -1.000000000000e+00
    z_2_3     a_le_z_4_2_3_3  -1.000000000000e+00
    z_2_3     a_ge_4_2_3_3  -1.000000000000e+00
    z_2_3     a_le_z_4_2_3_4  -1.000000000000e+00
    z_2_3     a_ge_4_2_3_4  -1.000000000000e+00
    z_2_3     a_le_z_4_2_3_5  -1.000000000000e+00
    z_2_3     a_ge_4_2_3_5  -1.000000000000e+00
    z_2_3     a_le_z_4_3_2_1  -1.000000000000e+00
    z_2_3     a_ge_4_3_2_1  -1.000000000000e+00
    z_2_3     a_le_z_4_3_2_2  -1.000000000000e+00
    z_2_3     a_ge_4_3_2_2  -1.000000000000e+00
    z_2_3     a_le_z_4_3_2_3  -1.000000000000e+00
    z_2_3     a_ge_4_3_2_3  -1.000000000000e+00
    z_2_3     a_le_z_4_3_2_4  -1.000000000000e+00
    z_2_3     a_ge_4_3_2_4  -1.000000000000e+00
    z_2_3     a_le_z_4_3_2_5  -1.000000000000e+00
    z_2_3     a_ge_4_3_2_5  -1.000000000000e+00
    z_2_3     a_le_z_5_2_3_1  -1.000000000000e+00
    z_2_3     a_ge_5_2_3_1  -1.000000000000e+00
    z_2_3     a_le_z_5_2_3_2  -1.000000000000e+00
    z_2_3     a_ge_5_2_3_2  -1.000000000000e+00
    z_2_3     a_le_z_5_2_3_3  -1.000000000000e+00
    z_2_3     a_ge_5_2_3_3  -1.000000000000e+00
    z_2_3     a_le_z_5_2_3_4  -1.000000000000e+00
    z_2_3     a_ge_5_2_3_4  -1.000000000000e+00
    z_2_3     a_le_z_5_2_3_5  -1.000000000000e+00
    z_2_3     a_ge_5_2_3_5  -1.000000000000e+00
    z_2_3     a_le_z_5_3_2_1  -1.000000000000e+00
    z_2_3     a_ge_5_3_2_1  -1.000000000000e+00
    z_2_3     a_le_z_5_3_2_2  -1.000000000000e+00
    z_2_3     a_ge_5_3_2_2  -1.000000000000e+00
    z_2_3     a_le_z_5_3_2_3  -1.000000000000e+00
    z_2_3     a_ge_5_3_2_3  -1.000000000000e+00
    z_2_3     a_le_z_5_3_2_4  -1.000000000000e+00
    z_2_3     a_ge_5_3_2_4  -1.000000000000e+00
    z_2_3     a_le_z_5_3_2_5  -1.000000000000e+00
    z_2_3     a_ge_5_3_2_5  -1.000000000000e+00
    z_2_4     z_le_x_2_4   1.000000000000e+00
    z_2_4     z_ge_x_2_4   2.000000000000e+00
    z_2_4     a_le_z_0_2_4_1  -1.000000000000e+00
    z_2_4     a_ge_0_2_4_1  -1.000000000000e+00
    z_2_4     a_le_z_0_2_4_2  -1.000000000000e+00
    z_2_4     a_ge_0_2_4_2  -1.000000000000e+00
    z_2_4     a_le_z_0_2_4_3  -1.000000000000e+00
    z_2_4     a_ge_0_2_4_3  -1.000000000000e+00
    z_2_4     a_le_z_0_2_4_4  -1.000000000000e+00
    z_2_4     a_ge_0_2_4_4  -1.000000000000e+00
    z_2_4     a_le_z_0_2_4_5  -1.000000000000e+00
    z_2_4     a_ge_0_2_4_5  -1.000000000000e+00
    z_2_4     a_le_z_0_4_2_1  -1.000000000000e+00
    z_2_4     a_ge_0_4_2_1  -1.000000000000e+00
    z_2_4     a_le_z_0_4_2_2  -1.000000000000e+00
    z_2_4     a_ge_0_4_2_2  -1.000000000000e+00
    z_2_4     a_le_z_0_4_2_3  -1.000000000000e+00
    z_2_4     a_ge_0_4_2_3  -1.000000000000e+00
    z_2_4     a_le_z_0_4_2_4  -1.000000000000e+00
    z_2_4     a_ge_0_4_2_4  -1.000000000000e+00
    z_2_4     a_le_z_0_4_2_5  -1.000000000000e+00
    z_2_4     a_ge_0_4_2_5  -1.000000000000e+00
    z_2_4     a_le_z_1_2_4_1  -1.000000000000e+00
    z_2_4     a_ge_1_2_4_1  -1.000000000000e+00
    z_2_4     a_le_z_1_2_4_2  -1.000000000000e+00
    z_2_4     a_ge_1_2_4_2  -1.000000000000e+00
    z_2_4     a_le_z_1_2_4_3  -1.000000000000e+00
    z_2_4     a_ge_1_2_4_3  -1.000000000000e+00
    z_2_4     a_le_z_1_2_4_4  -1.000000000000e+00
    z_2_4     a_ge_1_2_4_4  -1.000000000000e+00
    z_2_4     a_le_z_1_2_4_5  -1.000000000000e+00
    z_2_4     a_ge_1_2_4_5  -1.000000000000e+00
    z_2_4     a_le_z_1_4_2_1  -1.000000000000e+00
    z_2_4     a_ge_1_4_2_1  -1.000000000000e+00
    z_2_4     a_le_z_1_4_2_2  -1.000000000000e+00
    z_2_4     a_ge_1_4_2_2  -1.000000000000e+00
    z_2_4     a_le_z_1_4_2_3  -1.000000000000e+00
    z_2_4     a_ge_1_4_2_3  -1.000000000000e+00
    z_2_4     a_le_z_1_4_2_4  -1.000000000000e+00
    z_2_4     a_ge_1_4_2_4  -1.000000000000e+00
    z_2_4     a_le_z_1_4_2_5  -1.000000000000e+00
    z_2_4     a_ge_1_4_2_5  -1.000000000000e+00
    z_2_4     a_le_z_2_2_4_1  -1.000000000000e+00
    z_2_4     a_ge_2_2_4_1  -1.000000000000e+00
    z_2_4     a_le_z_2_2_4_2  -1.000000000000e+00
    z_2_4     a_ge_2_2_4_2  -1.000000000000e+00
    z_2_4     a_le_z_2_2_4_3  -1.000000000000e+00
    z_2_4     a_ge_2_2_4_3  -1.000000000000e+00
    z_2_4     a_le_z_2_2_4_4  -1.000000000000e+00
    z_2_4     a_ge_2_2_4_4  -1.000000000000e+00
    z_2_4     a_le_z_2_2_4_5  -1.000000000000e+00
    z_2_4     a_ge_2_2_4_5  -1.000000000000e+00
    z_2_4     a_le_z_3_2_4_1  -1.000000000000e+00
    z_2_4     a_ge_3_2_4_1  -1.000000000000e+00
    z_2_4     a_le_z_3_2_4_2  -1.000000000000e+00
    z_2_4     a_ge_3_2_4_2  -1.000000000000e+00
    z_2_4     a_le_z_3_2_4_3  -1.000000000000e+00
    z_2_4     a_ge_3_2_4_3  -1.000000000000e+00
    z_2_4     a_le_z_3_2_4_4  -1.000000000000e+00
    z_2_4     a_ge_3_2_4_4  -1.000000000000e+00
    z_2_4     a_le_z_3_2_4_5  -1.000000000000e+00
    z_2_4     a_ge_3_2_4_5  -1.000000000000e+00
    z_2_4     a_le_z_3_4_2_1  -1.000000000000e+00
    z_2_4     a_ge_3_4_2_1  -1.000000000000e+00
    z_2_4     a_le_z_3_4_2_2  -1.000000000000e+00
    z_2_4     a_ge_3_4_2_2  -1.000000000000e+00
    z_2_4     a_le_z_3_4_2_3  -1.000000000000e+00
    z_2_4     a_ge_3_4_2_3  -1.000000000000e+00
    z_2_4     a_le_z_3_4_2_4  -1.000000000000e+00
    z_2_4     a_ge_3_4_2_4  -1.000000000000e+00
    z_2_4     a_le_z_3_4_2_5  -1.000000000000e+00
    z_2_4     a_ge_3_4_2_5  -1.000000000000e+00
    z_2_4     a_le_z_4_4_2_1  -1.000000000000e+00
    z_2_4     a_ge_4_4_2_1  -1.000000000000e+00
    z_2_4     a_le_z_4_4_2_2  -1.000000000000e+00
    z_2_4     a_ge_4_4_2_2  -1.000000000000e+00
    z_2_4     a_le_z_4_4_2_3  -1.000000000000e+00
    z_2_4     a_ge_4_4_2_3  -1.000000000000e+00
    z_2_4     a_le_z_4_4_2_4  -1.000000000000e+00
    z_2_4     a_ge_4_4_2_4  -1.000000000000e+00
    z_2_4     a_le_z_4_4_2_5  -1.000000000000e+00
    z_2_4     a_ge_4_4_2_5  -1.000000000000e+00
    z_2_4     a_le_z_5_2_4_1  -1.000000000000e+00
    z_2_4     a_ge_5_2_4_1  -1.000000000000e+00
    z_2_4     a_le_z_5_2_4_2  -1.000000000000e+00
    z_2_4     a_ge_5_2_4_2  -1.000000000000e+00
    z_2_4     a_le_z_5_2_4_3  -1.000000000000e+00
    z_2_4     a_ge_5_2_4_3  -1.000000000000e+00
    z_2_4     a_le_z_5_2_4_4  -1.000000000000e+00
    z_2_4     a_ge_5_2_4_4  -1.000000000000e+00
    z_2_4     a_le_z_5_2_4_5  -1.000000000000e+00
    z_2_4     a_ge_5_2_4_5  -1.000000000000e+00
    z_2_4     a_le_z_5_4_2_1  -1.000000000000e+00
    z_2_4     a_ge_5_4_2_1  -1.000000000000e+00
    z_2_4     a_le_z_5_4_2_2  -1.000000000000e+00
    z_2_4     a_ge_5_4_2_2  -1.000000000000e+00
    z_2_4     a_le_z_5_4_2_3  -1.000000000000e+00
    z_2_4     a_ge_5_4_2_3  -1.000000000000e+00
    z_2_4     a_le_z_5_4_2_4  -1.000000000000e+00
    z_2_4     a_ge_5_4_2_4  -1.000000000000e+00
    z_2_4     a_le_z_5_4_2_5  -1.000000000000e+00
    z_2_4     a_ge_5_4_2_5  -1.000000000000e+00
    z_2_5     z_le_x_2_5   1.000000000000e+00
    z_2_5     z_ge_x_2_5   2.000000000000e+00
    z_2_5     a_le_z_0_2_5_1  -1.000000000000e+00
    z_2_5     a_ge_0_2_5_1  -1.000000000000e+00
    z_2_5     a_le_z_0_2_5_2  -1.000000000000e+00
    z_2_5     a_ge_0_2_5_2  -1.000000000000e+00
    z_2_5     a_le_z_0_2_5_3  -1.000000000000e+00
    z_2_5     a_ge_0_2_5_3  -1.000000000000e+00
    z_2_5     a_le_z_0_2_5_4  -1.000000000000e+00
    z_2_5     a_ge_0_2_5_4  -1.000000000000e+00
    z_2_5     a_le_z_0_2_5_5  -1.000000000000e+00
    z_2_5     a_ge_0_2_5_5  -1.000000000000e+00
    z_2_5     a_le_z_0_5_2_1  -1.000000000000e+00
    z_2_5     a_ge_0_5_2_1  -1.000000000000e+00
    z_2_5     a_le_z_0_5_2_2  -1.000000000000e+00
    z_2_5     a_ge_0_5_2_2  -1.000000000000e+00
    z_2_5     a_le_z_0_5_2_3  -1.000000000000e+00
    z_2_5     a_ge_0_5_2_3  -1.000000000000e+00
    z_2_5     a_le_z_0_5_2_4  -1.000000000000e+00
    z_2_5     a_ge_0_5_2_4  -1.000000000000e+00
    z_2_5     a_le_z_0_5_2_5  -1.000000000000e+00
    z_2_5     a_ge_0_5_2_5  -1.000000000000e+00
    z_2_5     a_le_z_1_2_5_1  -1.000000000000e+00
    z_2_5     a_ge_1_2_5_1  -1.000000000000e+00
    z_2_5     a_le_z_1_2_5_2  -1.000000000000e+00
    z_2_5     a_ge_1_2_5_2  -1.000000000000e+00
    z_2_5     a_le_z_1_2_5_3  -1.000000000000e+00
    z_2_5     a_ge_1_2_5_3  -1.000000000000e+00
    z_2_5     a_le_z_1_2_5_4  -1.000000000000e+00
    z_2_5     a_ge_1_2_5_4  -1.000000000000e+00
    z_2_5     a_le_z_1_2_5_5  -1.000000000000e+00
    z_2_5     a_ge_1_2_5_5  -1.000000000000e+00
    z_2_5     a_le_z_1_5_2_1  -1.000000000000e+00
    z_2_5     a_ge_1_5_2_1  -1.000000000000e+00
    z_2_5     a_le_z_1_5_2_2  -1.000000000000e+00
    z_2_5     a_ge_1_5_2_2  -1.000000000000e+00
    z_2_5     a_le_z_1_5_2_3  -1.000000000000e+00
    z_2_5     a_ge_1_5_2_3  -1.000000000000e+00
    z_2_5     a_le_z_1_5_2_4  -1.000000000000e+00
    z_2_5     a_ge_1_5_2_4  -1.000000000000e+00
    z_2_5     a_le_z_1_5_2_5  -1.000000000000e+00
    z_2_5     a_ge_1_5_2_5  -1.000000000000e+00
    z_2_5     a_le_z_2_2_5_1  -1.000000000000e+00
    z_2_5     a_ge_2_2_5_1  -1.000000000000e+00
    z_2_5     a_le_z_2_2_5_2  -1.000000000000e+00
    z_2_5     a_ge_2_2_5_2  -1.000000000000e+00
    z_2_5     a_le_z_2_2_5_3  -1.000000000000e+00
    z_2_5     a_ge_2_2_5_3  -1.000000000000e+00
    z_2_5     a_le_z_2_2_5_4  -1.000000000000e+00
    z_2_5     a_ge_2_2_5_4  -1.000000000000e+00
    z_2_5     a_le_z_2_2_5_5  -1.000000000000e+00
    z_2_5     a_ge_2_2_5_5  -1.000000000000e+00
    z_2_5     a_le_z_3_2_5_1  -1.000000000000e+00
    z_2_5     a_ge_3_2_5_1  -1.000000000000e+00
    z_2_5     a_le_z_3_2_5_2  -1.000000000000e+00
    z_2_5     a_ge_3_2_5_2  -1.000000000000e+00
    z_2_5     a_le_z_3_2_5_3  -1.000000000000e+00
    z_2_5     a_ge_3_2_5_3  -1.000000000000e+00
    z_2_5     a_le_z_3_2_5_4  -1.000000000000e+00
    z_2_5     a_ge_3_2_5_4  -1.000000000000e+00
    z_2_5     a_le_z_3_2_5_5  -1.000000000000e+00
    z_2_5     a_ge_3_2_5_5  -1.000000000000e+00
    z_2_5     a_le_z_3_5_2_1  -1.000000000000e+00
    z_2_5     a_ge_3_5_2_1  -1.000000000000e+00
    z_2_5     a_le_z_3_5_2_2  -1.000000000000e+00
    z_2_5     a_ge_3_5_2_2  -1.000000000000e+00
    z_2_5     a_le_z_3_5_2_3  -1.000000000000e+00
    z_2_5     a_ge_3_5_2_3  -1.000000000000e+00
    z_2_5     a_le_z_3_5_2_4  -1.000000000000e+00
    z_2_5     a_ge_3_5_2_4  -1.000000000000e+00
    z_2_5     a_le_z_3_5_2_5  -1.000000000000e+00
    z_2_5     a_ge_3_5_2_5  -1.000000000000e+00
    z_2_5     a_le_z_4_2_5_1  -1.000000000000e+00
    z_2_5     a_ge_4_2_5_1  -1.000000000000e+00
    z_2_5     a_le_z_4_2_5_2  -1.000000000000e+00
    z_2_5     a_ge_4_2_5_2  -1.000000000000e+00
    z_2_5     a_le_z_4_2_5_3  -1.000000000000e+00
    z_2_5     a_ge_4_2_5_3  -1.000000000000e+00
    z_2_5     a_le_z_4_2_5_4  -1.000000000000e+00
    z_2_5     a_ge_4_2_5_4  -1.000000000000e+00
    z_2_5     a_le_z_4_2_5_5  -1.000000000000e+00
    z_2_5     a_ge_4_2_5_5  -1.000000000000e+00
    z_2_5     a_le_z_4_5_2_1  -1.000000000000e+00
    z_2_5     a_ge_4_5_2_1  -1.000000000000e+00
    z_2_5     a_le_z_4_5_2_2  -1.000000000000e+00
    z_2_5     a_ge_4_5_2_2  -1.000000000000e+00
    z_2_5     a_le_z_4_5_2_3  -1.000000000000e+00
    z_2_5     a_ge_4_5_2_3  -1.000000000000e+00
    z_2_5     a_le_z_4_5_2_4  -1.000000000000e+00
    z_2_5     a_ge_4_5_2_4  -1.000000000000e+00
    z_2_5     a_le_z_4_5_2_5  -1.000000000000e+00
    z_2_5     a_ge_4_5_2_5  -1.000000000000e+00
    z_2_5     a_le_z_5_5_2_1  -1.000000000000e+00
    z_2_5     a_ge_5_5_2_1  -1.000000000000e+00
    z_2_5     a_le_z_5_5_2_2  -1.000000000000e+00
    z_2_5     a_ge_5_5_2_2  -1.000000000000e+00
    z_2_5     a_le_z_5_5_2_3  -1.000000000000e+00
    z_2_5     a_ge_5_5_2_3  -1.000000000000e+00
    z_2_5     a_le_z_5_5_2_4  -1.000000000000e+00
    z_2_5     a_ge_5_5_2_4  -1.000000000000e+00
    z_2_5     a_le_z_5_5_2_5  -1.000000000000e+00
    z_2_5     a_ge_5_5_2_5  -1.000000000000e+00
    z_3_4     z_le_x_3_4   1.000000000000e+00
    z_3_4     z_ge_x_3_4   2.000000000000e+00
    z_3_4     a_le_z_0_3_4_1  -1.000000000000e+00
    z_3_4     a_ge_0_3_4_1  -1.000000000000e+00
    z_3_4     a_le_z_0_3_4_2  -1.000000000000e+00
    z_3_4     a_ge_0_3_4_2  -1.000000000000e+00
    z_3_4     a_le_z_0_3_4_3  -1.000000000000e+00
    z_3_4     a_ge_0_3_4_3  -1.000000000000e+00
    z_3_4     a_le_z_0_3_4_4  -1.000000000000e+00
    z_3_4     a_ge_0_3_4_4  -1.000000000000e+00
    z_3_4     a_le_z_0_3_4_5  -1.000000000000e+00
    z_3_4     a_ge_0_3_4_5  -1.000000000000e+00
    z_3_4     a_le_z_0_4_3_1  -1.000000000000e+00
    z_3_4     a_ge_0_4_3_1  -1.000000000000e+00
    z_3_4     a_le_z_0_4_3_2  -1.000000000000e+00
    z_3_4     a_ge_0_4_3_2  -1.000000000000e+00
    z_3_4     a_le_z_0_4_3_3  -1.000000000000e+00
    z_3_4     a_ge_0_4_3_3  -1.000000000000e+00
    z_3_4     a_le_z_0_4_3_4  -1.000000000000e+00
    z_3_4     a_ge_0_4_3_4  -1.000000000000e+00
    z_3_4     a_le_z_0_4_3_5  -1.000000000000e+00
    z_3_4     a_ge_0_4_3_5  -1.000000000000e+00
    z_3_4     a_le_z_1_3_4_1  -1.000000000000e+00
    z_3_4     a_ge_1_3_4_1  -1.000000000000e+00
    z_3_4     a_le_z_1_3_4_2  -1.000000000000e+00
    z_3_4     a_ge_1_3_4_2  -1.000000000000e+00
    z_3_4     a_le_z_1_3_4_3  -1.000000000000e+00
    z_3_4     a_ge_1_3_4_3  -1.000000000000e+00
    z_3_4     a_le_z_1_3_4_4  -1.000000000000e+00
    z_3_4     a_ge_1_3_4_4  -1.000000000000e+00
    z_3_4     a_le_z_1_3_4_5  -1.000000000000e+00
    z_3_4     a_ge_1_3_4_5  -1.000000000000e+00
    z_3_4     a_le_z_1_4_3_1  -1.000000000000e+00
    z_3_4     a_ge_1_4_3_1  -1.000000000000e+00
    z_3_4     a_le_z_1_4_3_2  -1.000000000000e+00
    z_3_4     a_ge_1_4_3_2  -1.000000000000e+00
    z_3_4     a_le_z_1_4_3_3  -1.000000000000e+00
    z_3_4     a_ge_1_4_3_3  -1.000000000000e+00
    z_3_4     a_le_z_1_4_3_4  -1.000000000000e+00
    z_3_4     a_ge_1_4_3_4  -1.000000000000e+00
    z_3_4     a_le_z_1_4_3_5  -1.000000000000e+00
    z_3_4     a_ge_1_4_3_5  -1.000000000000e+00
    z_3_4     a_le_z_2_3_4_1  -1.000000000000e+00
    z_3_4     a_ge_2_3_4_1  -1.000000000000e+00
    z_3_4     a_le_z_2_3_4_2  -1.000000000000e+00
    z_3_4     a_ge_2_3_4_2  -1.000000000000e+00
    z_3_4     a_le_z_2_3_4_3  -1.000000000000e+00
    z_3_4     a_ge_2_3_4_3  -1.000000000000e+00
    z_3_4     a_le_z_2_3_4_4  -1.000000000000e+00
    z_3_4     a_ge_2_3_4_4  -1.000000000000e+00
    z_3_4     a_le_z_2_3_4_5  -1.000000000000e+00
    z_3_4     a_ge_2_3_4_5  -1.000000000000e+00
    z_3_4     a_le_z_2_4_3_1  -1.000000000000e+00
    z_3_4     a_ge_2_4_3_1  -1.000000000000e+00
    z_3_4     a_le_z_2_4_3_2  -1.000000000000e+00
    z_3_4     a_ge_2_4_3_2  -1.000000000000e+00
    z_3_4     a_le_z_2_4_3_3  -1.000000000000e+00
    z_3_4     a_ge_2_4_3_3  -1.000000000000e+00
    z_3_4     a_le_z_2_4_3_4  -1.000000000000e+00
    z_3_4     a_ge_2_4_3_4  -1.000000000000e+00
    z_3_4     a_le_z_2_4_3_5  -1.000000000000e+00
    z_3_4     a_ge_2_4_3_5  -1.000000000000e+00
    z_3_4     a_le_z_3_3_4_1  -1.000000000000e+00
    z_3_4     a_ge_3_3_4_1  -1.000000000000e+00
    z_3_4     a_le_z_3_3_4_2  -1.000000000000e+00
    z_3_4     a_ge_3_3_4_2  -1.000000000000e+00
    z_3_4     a_le_z_3_3_4_3  -1.000000000000e+00
    z_3_4     a_ge_3_3_4_3  -1.000000000000e+00
    z_3_4     a_le_z_3_3_4_4  -1.000000000000e+00
    z_3_4     a_ge_3_3_4_4  -1.000000000000e+00
    z_3_4     a_le_z_3_3_4_5  -1.000000000000e+00
    z_3_4     a_ge_3_3_4_5  -1.000000000000e+00
    z_3_4     a_le_z_4_4_3_1  -1.000000000000e+00
    z_3_4     a_ge_4_4_3_1  -1.000000000000e+00
    z_3_4     a_le_z_4_4_3_2  -1.000000000000e+00
    z_3_4     a_ge_4_4_3_2  -1.000000000000e+00
    z_3_4     a_le_z_4_4_3_3  -1.000000000000e+00
    z_3_4     a_ge_4_4_3_3  -1.000000000000e+00
    z_3_4     a_le_z_4_4_3_4  -1.000000000000e+00
    z_3_4     a_ge_4_4_3_4  -1.000000000000e+00
    z_3_4     a_le_z_4_4_3_5  -1.000000000000e+00
    z_3_4     a_ge_4_4_3_5  -1.000000000000e+00
    z_3_4     a_le_z_5_3_4_1  -1.000000000000e+00
    z_3_4     a_ge_5_3_4_1  -1.000000000000e+00
    z_3_4     a_le_z_5_3_4_2  -1.000000000000e+00
    z_3_4     a_ge_5_3_4_2  -1.000000000000e+00
    z_3_4     a_le_z_5_3_4_3  -1.000000000000e+00
    z_3_4     a_ge_5_3_4_3  -1.000000000000e+00
    z_3_4     a_le_z_5_3_4_4  -1.000000000000e+00
    z_3_4     a_ge_5_3_4_4  -1.000000000000e+00
    z_3_4     a_le_z_5_3_4_5  -1.000000000000e+00
    z_3_4     a_ge_5_3_4_5  -1.000000000000e+00
    z_3_4     a_le_z_5_4_3_1  -1.000000000000e+00
    z_3_4     a_ge_5_4_3_1  -1.000000000000e+00
    z_3_4     a_le_z_5_4_3_2  -1.000000000000e+00
    z_3_4     a_ge_5_4_3_2  -1.000000000000e+00
    z_3_4     a_le_z_5_4_3_3  -1.000000000000e+00
    z_3_4     a_ge_5_4_3_3  -1.000000000000e+00
    z_3_4     a_le_z_5_4_3_4  -1.000000000000e+00
    z_3_4     a_ge_5_4_3_4  -1.000000000000e+00
    z_3_4     a_le_z_5_4_3_5  -1.000000000000e+00
    z_3_4     a_ge_5_4_3_5  -1.000000000000e+00
    z_3_5     z_le_x_3_5   1.000000000000e+00
    z_3_5     z_ge_x_3_5   2.000000000000e+00
    z_3_5     a_le_z_0_3_5_1  -1.000000000000e+00
    z_3_5     a_ge_0_3_5_1  -1.000000000000e+00
    z_3_5     a_le_z_0_3_5_2  -1.000000000000e+00
    z_3_5     a_ge_0_3_5_2  -1.000000000000e+00
    z_3_5     a_le_z_0_3_5_3  -1.000000000000e+00
    z_3_5     a_ge_0_3_5_3  -1.000000000000e+00
    z_3_5     a_le_z_0_3_5_4  -1.000000000000e+00
    z_3_5     a_ge_0_3_5_4  -1.000000000000e+00
    z_3_5     a_le_z_0_3_5_5  -1.000000000000e+00
    z_3_5     a_ge_0_3_5_5  -1.000000000000e+00
    z_3_5     a_le_z_0_5_3_1  -1.000000000000e+00
    z_3_5     a_ge_0_5_3_1  -1.000000000000e+00
    z_3_5     a_le_z_0_5_3_2  -1.000000000000e+00
    z_3_5     a_ge_0_5_3_2  -1.000000000000e+00
    z_3_5     a_le_z_0_5_3_3  -1.000000000000e+00
    z_3_5     a_ge_0_5_3_3  -1.000000000000e+00
    z_3_5     a_le_z_0_5_3_4  -1.000000000000e+00
    z_3_5     a_ge_0_5_3_4  -1.000000000000e+00
    z_3_5     a_le_z_0_5_3_5  -1.000000000000e+00
    z_3_5     a_ge_0_5_3_5  -1.000000000000e+00
    z_3_5     a_le_z_1_3_5_1  -1.000000000000e+00
    z_3_5     a_ge_1_3_5_1  -1.000000000000e+00
    z_3_5     a_le_z_1_3_5_2  -1.000000000000e+00
    z_3_5     a_ge_1_3_5_2  -1.000000000000e+00
    z_3_5     a_le_z_1_3_5_3  -1.000000000000e+00
    z_3_5     a_ge_1_3_5_3  -1.000000000000e+00
    z_3_5     a_le_z_1_3_5_4  -1.000000000000e+00
    z_3_5     a_ge_1_3_5_4  -1.000000000000e+00
    z_3_5     a_le_z_1_3_5_5  -1.000000000000e+00
    z_3_5     a_ge_1_3_5_5  -1.000000000000e+00
    z_3_5     a_le_z_1_5_3_1  -1.000000000000e+00
    z_3_5     a_ge_1_5_3_1  -1.000000000000e+00
    z_3_5     a_le_z_1_5_3_2  -1.000000000000e+00
    z_3_5     a_ge_1_5_3_2  -1.000000000000e+00
    z_3_5     a_le_z_1_5_3_3  -1.000000000000e+00
    z_3_5     a_ge_1_5_3_3  -1.000000000000e+00
    z_3_5     a_le_z_1_5_3_4  -1.000000000000e+00
    z_3_5     a_ge_1_5_3_4  -1.000000000000e+00
    z_3_5     a_le_z_1_5_3_5  -1.000000000000e+00
    z_3_5     a_ge_1_5_3_5  -1.000000000000e+00
    z_3_5     a_le_z_2_3_5_1  -1.000000000000e+00
    z_3_5     a_ge_2_3_5_1  -1.000000000000e+00
    z_3_5     a_le_z_2_3_5_2  -1.000000000000e+00
    z_3_5     a_ge_2_3_5_2  -1.000000000000e+00
    z_3_5     a_le_z_2_3_5_3  -1.000000000000e+00
    z_3_5     a_ge_2_3_5_3  -1.000000000000e+00
    z_3_5     a_le_z_2_3_5_4  -1.000000000000e+00
    z_3_5     a_ge_2_3_5_4  -1.000000000000e+00
    z_3_5     a_le_z_2_3_5_5  -1.000000000000e+00
    z_3_5     a_ge_2_3_5_5  -1.000000000000e+00
    z_3_5     a_le_z_2_5_3_1  -1.000000000000e+00
    z_3_5     a_ge_2_5_3_1  -1.000000000000e+00
    z_3_5     a_le_z_2_5_3_2  -1.000000000000e+00
    z_3_5     a_ge_2_5_3_2  -1.000000000000e+00
    z_3_5     a_le_z_2_5_3_3  -1.000000000000e+00
    z_3_5     a_ge_2_5_3_3  -1.000000000000e+00
    z_3_5     a_le_z_2_5_3_4  -1.000000000000e+00
    z_3_5     a_ge_2_5_3_4  -1.000000000000e+00
    z_3_5     a_le_z_2_5_3_5  -1.000000000000e+00
    z_3_5     a_ge_2_5_3_5  -1.000000000000e+00
    z_3_5     a_le_z_3_3_5_1  -1.000000000000e+00
    z_3_5     a_ge_3_3_5_1  -1.000000000000e+00
    z_3_5     a_le_z_3_3_5_2  -1.000000000000e+00
    z_3_5     a_ge_3_3_5_2  -1.000000000000e+00
    z_3_5     a_le_z_3_3_5_3  -1.000000000000e+00
    z_3_5     a_ge_3_3_5_3  -1.000000000000e+00
    z_3_5     a_le_z_3_3_5_4  -1.000000000000e+00
    z_3_5     a_ge_3_3_5_4  -1.000000000000e+00
    z_3_5     a_le_z_3_3_5_5  -1.000000000000e+00
    z_3_5     a_ge_3_3_5_5  -1.000000000000e+00
    z_3_5     a_le_z_4_3_5_1  -1.000000000000e+00
    z_3_5     a_ge_4_3_5_1  -1.000000000000e+00
    z_3_5     a_le_z_4_3_5_2  -1.000000000000e+00
    z_3_5     a_ge_4_3_5_2  -1.000000000000e+00
    z_3_5     a_le_z_4_3_5_3  -1.000000000000e+00
    z_3_5     a_ge_4_3_5_3  -1.000000000000e+00
    z_3_5     a_le_z_4_3_5_4  -1.000000000000e+00
    z_3_5     a_ge_4_3_5_4  -1.000000000000e+00
    z_3_5     a_le_z_4_3_5_5  -1.000000000000e+00
    z_3_5     a_ge_4_3_5_5  -1.000000000000e+00
    z_3_5     a_le_z_4_5_3_1  -1.000000000000e+00
    z_3_5     a_ge_4_5_3_1  -1.000000000000e+00
    z_3_5     a_le_z_4_5_3_2  -1.000000000000e+00
    z_3_5     a_ge_4_5_3_2  -1.000000000000e+00
    z_3_5     a_le_z_4_5_3_3  -1.000000000000e+00
    z_3_5     a_ge_4_5_3_3  -1.000000000000e+00
    z_3_5     a_le_z_4_5_3_4  -1.000000000000e+00
    z_3_5     a_ge_4_5_3_4  -1.000000000000e+00
    z_3_5     a_le_z_4_5_3_5  -1.000000000000e+00
    z_3_5     a_ge_4_5_3_5  -1.000000000000e+00
    z_3_5     a_le_z_5_5_3_1  -1.000000000000e+00
    z_3_5     a_ge_5_5_3_1  -1.000000000000e+00
    z_3_5     a_le_z_5_5_3_2  -1.000000000000e+00
    z_3_5     a_ge_5_5_3_2  -1.000000000000e+00
    z_3_5     a_le_z_5_5_3_3  -1.000000000000e+00
    z_3_5     a_ge_5_5_3_3  -1.000000000000e+00
    z_3_5     a_le_z_5_5_3_4  -1.000000000000e+00
    z_3_5     a_ge_5_5_3_4  -1.000000000000e+00
    z_3_5     a_le_z_5_5_3_5  -1.000000000000e+00
    z_3_5     a_ge_5_5_3_5  -1.000000000000e+00
    z_4_5     z_le_x_4_5   1.000000000000e+00
    z_4_5     z_ge_x_4_5   2.000000000000e+00
    z_4_5     a_le_z_0_4_5_1  -1.000000000000e+00
    z_4_5     a_ge_0_4_5_1  -1.000000000000e+00
    z_4_5     a_le_z_0_4_5_2  -1.000000000000e+00
    z_4_5     a_ge_0_4_5_2  -1.000000000000e+00
    z_4_5     a_le_z_0_4_5_3  -1.000000000000e+00
    z_4_5     a_ge_0_4_5_3  -1.000000000000e+00
    z_4_5     a_le_z_0_4_5_4  -1.000000000000e+00
    z_4_5     a_ge_0_4_5_4  -1.000000000000e+00
    z_4_5     a_le_z_0_4_5_5  -1.000000000000e+00
    z_4_5     a_ge_0_4_5_5  -1.000000000000e+00
    z_4_5     a_le_z_0_5_4_1  -1.000000000000e+00
    z_4_5     a_ge_0_5_4_1  -1.000000000000e+00
    z_4_5     a_le_z_0_5_4_2  -1.000000000000e+00
    z_4_5     a_ge_0_5_4_2  -1.000000000000e+00
    z_4_5     a_le_z_0_5_4_3  -1.000000000000e+00
    z_4_5     a_ge_0_5_4_3  -1.000000000000e+00
    z_4_5     a_le_z_0_5_4_4  -1.000000000000e+00
    z_4_5     a_ge_0_5_4_4  -1.000000000000e+00
    z_4_5     a_le_z_0_5_4_5  -1.000000000000e+00
    z_4_5     a_ge_0_5_4_5  -1.000000000000e+00
    z_4_5     a_le_z_1_4_5_1  -1.000000000000e+00
    z_4_5     a_ge_1_4_5_1  -1.000000000000e+00
    z_4_5     a_le_z_1_4_5_2  -1.000000000000e+00
    z_4_5     a_ge_1_4_5_2  -1.000000000000e+00
    z_4_5     a_le_z_1_4_5_3  -1.000000000000e+00
    z_4_5     a_ge_1_4_5_3  -1.000000000000e+00
    z_4_5     a_le_z_1_4_5_4  -1.000000000000e+00
    z_4_5     a_ge_1_4_5_4  -1.000000000000e+00
    z_4_5     a_le_z_1_4_5_5  -1.000000000000e+00
    z_4_5     a_ge_1_4_5_5  -1.000000000000e+00
    z_4_5     a_le_z_1_5_4_1  -1.000000000000e+00
    z_4_5     a_ge_1_5_4_1  -1.000000000000e+00
    z_4_5     a_le_z_1_5_4_2  -1.000000000000e+00
    z_4_5     a_ge_1_5_4_2  -1.000000000000e+00
    z_4_5     a_le_z_1_5_4_3  -1.000000000000e+00
    z_4_5     a_ge_1_5_4_3  -1.000000000000e+00
    z_4_5     a_le_z_1_5_4_4  -1.000000000000e+00
    z_4_5     a_ge_1_5_4_4  -1.000000000000e+00
    z_4_5     a_le_z_1_5_4_5  -1.000000000000e+00
    z_4_5     a_ge_1_5_4_5  -1.000000000000e+00
    z_4_5     a_le_z_2_4_5_1  -1.000000000000e+00
    z_4_5     a_ge_2_4_5_1  -1.000000000000e+00
    z_4_5     a_le_z_2_4_5_2  -1.000000000000e+00
    z_4_5     a_ge_2_4_5_2  -1.000000000000e+00
    z_4_5     a_le_z_2_4_5_3  -1.000000000000e+00
    z_4_5     a_ge_2_4_5_3  -1.000000000000e+00
    z_4_5     a_le_z_2_4_5_4  -1.000000000000e+00
    z_4_5     a_ge_2_4_5_4  -1.000000000000e+00
    z_4_5     a_le_z_2_4_5_5  -1.000000000000e+00
    z_4_5     a_ge_2_4_5_5  -1.000000000000e+00
    z_4_5     a_le_z_2_5_4_1  -1.000000000000e+00
    z_4_5     a_ge_2_5_4_1  -1.000000000000e+00
    z_4_5     a_le_z_2_5_4_2  -1.000000000000e+00
    z_4_5     a_ge_2_5_4_2  -1.000000000000e+00
    z_4_5     a_le_z_2_5_4_3  -1.000000000000e+00
    z_4_5     a_ge_2_5_4_3  -1.000000000000e+00
    z_4_5     a_le_z_2_5_4_4  -1.000000000000e+00
    z_4_5     a_ge_2_5_4_4  -1.000000000000e+00
    z_4_5     a_le_z_2_5_4_5  -1.000000000000e+00
    z_4_5     a_ge_2_5_4_5  -1.000000000000e+00
    z_4_5     a_le_z_3_4_5_1  -1.000000000000e+00
    z_4_5     a_ge_3_4_5_1  -1.000000000000e+00
    z_4_5     a_le_z_3_4_5_2  -1.000000000000e+00
    z_4_5     a_ge_3_4_5_2  -1.000000000000e+00
    z_4_5     a_le_z_3_4_5_3  -1.000000000000e+00
    z_4_5     a_ge_3_4_5_3  -1.000000000000e+00
    z_4_5     a_le_z_3_4_5_4  -1.000000000000e+00
    z_4_5     a_ge_3_4_5_4  -1.000000000000e+00
    z_4_5     a_le_z_3_4_5_5  -1.000000000000e+00
    z_4_5     a_ge_3_4_5_5  -1.000000000000e+00
    z_4_5     a_le_z_3_5_4_1  -1.000000000000e+00
    z_4_5     a_ge_3_5_4_1  -1.000000000000e+00
    z_4_5     a_le_z_3_5_4_2  -1.000000000000e+00
    z_4_5     a_ge_3_5_4_2  -1.000000000000e+00
    z_4_5     a_le_z_3_5_4_3  -1.000000000000e+00
    z_4_5     a_ge_3_5_4_3  -1.000000000000e+00
    z_4_5     a_le_z_3_5_4_4  -1.000000000000e+00
    z_4_5     a_ge_3_5_4_4  -1.000000000000e+00
    z_4_5     a_le_z_3_5_4_5  -1.000000000000e+00
    z_4_5     a_ge_3_5_4_5  -1.000000000000e+00
    z_4_5     a_le_z_4_4_5_1  -1.000000000000e+00
    z_4_5     a_ge_4_4_5_1  -1.000000000000e+00
    z_4_5     a_le_z_4_4_5_2  -1.000000000000e+00
    z_4_5     a_ge_4_4_5_2  -1.000000000000e+00
    z_4_5     a_le_z_4_4_5_3  -1.000000000000e+00
    z_4_5     a_ge_4_4_5_3  -1.000000000000e+00
    z_4_5     a_le_z_4_4_5_4  -1.000000000000e+00
    z_4_5     a_ge_4_4_5_4  -1.000000000000e+00
    z_4_5     a_le_z_4_4_5_5  -1.000000000000e+00
    z_4_5     a_ge_4_4_5_5  -1.000000000000e+00
    z_4_5     a_le_z_5_5_4_1  -1.000000000000e+00
    z_4_5     a_ge_5_5_4_1  -1.000000000000e+00
    z_4_5     a_le_z_5_5_4_2  -1.000000000000e+00
    z_4_5     a_ge_5_5_4_2  -1.000000000000e+00
    z_4_5     a_le_z_5_5_4_3  -1.000000000000e+00
    z_4_5     a_ge_5_5_4_3  -1.000000000000e+00
    z_4_5     a_le_z_5_5_4_4  -1.000000000000e+00
    z_4_5     a_ge_5_5_4_4  -1.000000000000e+00
    z_4_5     a_le_z_5_5_4_5  -1.000000000000e+00
    z_4_5     a_ge_5_5_4_5  -1.000000000000e+00
RHS
    RHS       OBJ  -47.222222222222179
    RHS       degree_0   2.000000000000e+00
    RHS       degree_1   2.000000000000e+00
    RHS       degree_2   2.000000000000e+00
    RHS       degree_3   2.000000000000e+00
    RHS       degree_4   2.000000000000e+00
    RHS       degree_5   2.000000000000e+00
    RHS       z_le_x_0_1   0.000000000000e+00
    RHS       z_ge_x_0_1   0.000000000000e+00
    RHS       z_le_x_0_2   0.000000000000e+00
    RHS       z_ge_x_0_2   0.000000000000e+00
    RHS       z_le_x_0_3   0.000000000000e+00
    RHS       z_ge_x_0_3   0.000000000000e+00
    RHS       z_le_x_0_4   0.000000000000e+00
    RHS       z_ge_x_0_4   0.000000000000e+00
    RHS       z_le_x_0_5   0.000000000000e+00
    RHS       z_ge_x_0_5   0.000000000000e+00
    RHS       z_le_x_1_2   0.000000000000e+00
    RHS       z_ge_x_1_2   0.000000000000e+00
    RHS       z_le_x_1_3   0.000000000000e+00
    RHS       z_ge_x_1_3   0.000000000000e+00
    RHS       z_le_x_1_4   0.000000000000e+00
    RHS       z_ge_x_1_4   0.000000000000e+00
    RHS       z_le_x_1_5   0.000000000000e+00
    RHS       z_ge_x_1_5   0.000000000000e+00
    RHS       z_le_x_2_3   0.000000000000e+00
    RHS       z_ge_x_2_3   0.000000000000e+00
    RHS       z_le_x_2_4   0.000000000000e+00
    RHS       z_ge_x_2_4   0.000000000000e+00
    RHS       z_le_x_2_5   0.000000000000e+00
    RHS       z_ge_x_2_5   0.000000000000e+00
    RHS       z_le_x_3_4   0.000000000000e+00
    RHS       z_ge_x_3_4   0.000000000000e+00
    RHS       z_le_x_3_5   0.000000000000e+00
    RHS       z_ge_x_3_5   0.000000000000e+00
    RHS       z_le_x_4_5   0.000000000000e+00
    RHS       z_ge_x_4_5   0.000000000000e+00
    RHS       a_le_r_0_0_1_1   1.000000000000e+00
    RHS       a_le_z_0_0_1_1   0.000000000000e+00
    RHS       a_ge_0_0_1_1   0.000000000000e+00
    RHS       a_le_r_0_0_1_2   1.000000000000e+00
    RHS       a_le_z_0_0_1_2   0.000000000000e+00
    RHS       a_ge_0_0_1_2   0.000000000000e+00
    RHS       a_le_r_0_0_1_3   1.000000000000e+00
    RHS       a_le_z_0_0_1_3   0.000000000000e+00
    RHS       a_ge_0_0_1_3   0.000000000000e+00
    RHS       a_le_r_0_0_1_4   1.000000000000e+00
    RHS       a_le_z_0_0_1_4   0.000000000000e+00
    RHS       a_ge_0_0_1_4   0.000000000000e+00
    RHS       a_le_r_0_0_1_5   1.000000000000e+00
    RHS       a_le_z_0_0_1_5   0.000000000000e+00
    RHS       a_ge_0_0_1_5   0.000000000000e+00
    RHS       a_le_r_0_0_2_1   1.000000000000e+00
    RHS       a_le_z_0_0_2_1   0.000000000000e+00
    RHS       a_ge_0_0_2_1   0.000000000000e+00
    RHS       a_le_r_0_0_2_2   1.000000000000e+00
    RHS       a_le_z_0_0_2_2   0.000000000000e+00
    RHS       a_ge_0_0_2_2   0.000000000000e+00
    RHS       a_le_r_0_0_2_3   1.000000000000e+00
    RHS       a_le_z_0_0_2_3   0.000000000000e+00
    RHS       a_ge_0_0_2_3   0.000000000000e+00
    RHS       a_le_r_0_0_2_4   1.000000000000e+00
    RHS       a_le_z_0_0_2_4   0.000000000000e+00
    RHS       a_ge_0_0_2_4   0.000000000000e+00
    RHS       a_le_r_0_0_2_5   1.000000000000e+00
    RHS       a_le_z_0_0_2_5   0.000000000000e+00
    RHS       a_ge_0_0_2_5   0.000000000000e+00
    RHS       a_le_r_0_0_3_1   1.000000000000e+00
    RHS       a_le_z_0_0_3_1   0.000000000000e+00
    RHS       a_ge_0_0_3_1   0.000000000000e+00
    RHS       a_le_r_0_0_3_2   1.000000000000e+00
    RHS       a_le_z_0_0_3_2   0.000000000000e+00
    RHS       a_ge_0_0_3_2   0.000000000000e+00
    RHS       a_le_r_0_0_3_3   1.000000000000e+00
    RHS       a_le_z_0_0_3_3   0.000000000000e+00
    RHS       a_ge_0_0_3_3   0.000000000000e+00
    RHS       a_le_r_0_0_3_4   1.000000000000e+00
    RHS       a_le_z_0_0_3_4   0.000000000000e+00
    RHS       a_ge_0_0_3_4   0.000000000000e+00
    RHS       a_le_r_0_0_3_5   1.000000000000e+00
    RHS       a_le_z_0_0_3_5   0.000000000000e+00
    RHS       a_ge_0_0_3_5   0.000000000000e+00
    RHS       a_le_r_0_0_4_1   1.000000000000e+00
    RHS       a_le_z_0_0_4_1   0.000000000000e+00
    RHS       a_ge_0_0_4_1   0.000000000000e+00
    RHS       a_le_r_0_0_4_2   1.000000000000e+00
    RHS       a_le_z_0_0_4_2   0.000000000000e+00
    RHS       a_ge_0_0_4_2   0.000000000000e+00
    RHS       a_le_r_0_0_4_3   1.000000000000e+00
    RHS       a_le_z_0_0_4_3   0.000000000000e+00
    RHS       a_ge_0_0_4_3   0.000000000000e+00
    RHS       a_le_r_0_0_4_4   1.000000000000e+00
    RHS       a_le_z_0_0_4_4   0.000000000000e+00
    RHS       a_ge_0_0_4_4   0.000000000000e+00
    RHS       a_le_r_0_0_4_5   1.000000000000e+00
    RHS       a_le_z_0_0_4_5   0.000000000000e+00
    RHS       a_ge_0_0_4_5   0.000000000000e+00
    RHS       a_le_r_0_0_5_1   1.000000000000e+00
    RHS       a_le_z_0_0_5_1   0.000000000000e+00
    RHS       a_ge_0_0_5_1   0.000000000000e+00
    RHS       a_le_r_0_0_5_2   1.000000000000e+00
    RHS       a_le_z_0_0_5_2   0.000000000000e+00
    RHS       a_ge_0_0_5_2   0.000000000000e+00
    RHS       a_le_r_0_0_5_3   1.000000000000e+00
    RHS       a_le_z_0_0_5_3   0.000000000000e+00
    RHS       a_ge_0_0_5_3   0.000000000000e+00
    RHS       a_le_r_0_0_5_4   1.000000000000e+00
    RHS       a_le_z_0_0_5_4   0.000000000000e+00
    RHS       a_ge_0_0_5_4   0.000000000000e+00
    RHS       a_le_r_0_0_5_5   1.000000000000e+00
    RHS       a_le_z_0_0_5_5   0.000000000000e+00
    RHS       a_ge_0_0_5_5   0.000000000000e+00
    RHS       a_le_r_0_1_2_1   0.000000000000e+00
    RHS       a_le_z_0_1_2_1   0.000000000000e+00
    RHS       a_ge_0_1_2_1  -1.000000000000e+00
    RHS       a_le_r_0_1_2_2   0.000000000000e+00
    RHS       a_le_z_0_1_2_2   0.000000000000e+00
    RHS       a_ge_0_1_2_2  -1.000000000000e+00
    RHS       a_le_r_0_1_2_3   0.000000000000e+00
    RHS       a_le_z_0_1_2_3   0.000000000000e+00
    RHS       a_ge_0_1_2_3  -1.000000000000e+00
    RHS       a_le_r_0_1_2_4   0.000000000000e+00
    RHS       a_le_z_0_1_2_4   0.000000000000e+00
    RHS       a_ge_0_1_2_4  -1.000000000000e+00
    RHS       a_le_r_0_1_2_5   0.000000000000e+00
    RHS       a_le_z_0_1_2_5   0.000000000000e+00
    RHS       a_ge_0_1_2_5  -1.000000000000e+00
    RHS       a_le_r_0_1_3_1   0.000000000000e+00
    RHS       a_le_z_0_1_3_1   0.000000000000e+00
    RHS       a_ge_0_1_3_1  -1.000000000000e+00
    RHS       a_le_r_0_1_3_2   0.000000000000e+00
    RHS       a_le_z_0_1_3_2   0.000000000000e+00
    RHS       a_ge_0_1_3_2  -1.000000000000e+00
    RHS       a_le_r_0_1_3_3   0.000000000000e+00
    RHS       a_le_z_0_1_3_3   0.000000000000e+00
    RHS       a_ge_0_1_3_3  -1.000000000000e+00
    RHS       a_le_r_0_1_3_4   0.000000000000e+00
    RHS       a_le_z_0_1_3_4   0.000000000000e+00
    RHS       a_ge_0_1_3_4  -1.000000000000e+00
    RHS       a_le_r_0_1_3_5   0.000000000000e+00
    RHS       a_le_z_0_1_3_5   0.000000000000e+00
    RHS       a_ge_0_1_3_5  -1.000000000000e+00
    RHS       a_le_r_0_1_4_1   0.000000000000e+00
    RHS       a_le_z_0_1_4_1   0.000000000000e+00
    RHS       a_ge_0_1_4_1  -1.000000000000e+00
    RHS       a_le_r_0_1_4_2   0.000000000000e+00
    RHS       a_le_z_0_1_4_2   0.000000000000e+00
    RHS       a_ge_0_1_4_2  -1.000000000000e+00
    RHS       a_le_r_0_1_4_3   0.000000000000e+00
    RHS       a_le_z_0_1_4_3   0.000000000000e+00
    RHS       a_ge_0_1_4_3  -1.000000000000e+00
    RHS       a_le_r_0_1_4_4   0.000000000000e+00
    RHS       a_le_z_0_1_4_4   0.000000000000e+00
    RHS       a_ge_0_1_4_4  -1.000000000000e+00
    RHS       a_le_r_0_1_4_5   0.000000000000e+00
    RHS       a_le_z_0_1_4_5   0.000000000000e+00
    RHS       a_ge_0_1_4_5  -1.000000000000e+00
    RHS       a_le_r_0_1_5_1   0.000000000000e+00
    RHS       a_le_z_0_1_5_1   0.000000000000e+00
    RHS       a_ge_0_1_5_1  -1.000000000000e+00
    RHS       a_le_r_0_1_5_2   0.000000000000e+00
    RHS       a_le_z_0_1_5_2   0.000000000000e+00
    RHS       a_ge_0_1_5_2  -1.000000000000e+00
    RHS       a_le_r_0_1_5_3   0.000000000000e+00
    RHS       a_le_z_0_1_5_3   0.000000000000e+00
    RHS       a_ge_0_1_5_3  -1.000000000000e+00
    RHS       a_le_r_0_1_5_4   0.000000000000e+00
    RHS       a_le_z_0_1_5_4   0.000000000000e+00
    RHS       a_ge_0_1_5_4  -1.000000000000e+00
    RHS       a_le_r_0_1_5_5   0.000000000000e+00
    RHS       a_le_z_0_1_5_5   0.000000000000e+00
    RHS       a_ge_0_1_5_5  -1.000000000000e+00
    RHS       a_le_r_0_2_1_1   0.000000000000e+00
    RHS       a_le_z_0_2_1_1   0.000000000000e+00
    RHS       a_ge_0_2_1_1  -1.000000000000e+00
    RHS       a_le_r_0_2_1_2   0.000000000000e+00
    RHS       a_le_z_0_2_1_2   0.000000000000e+00
    RHS       a_ge_0_2_1_2  -1.000000000000e+00
    RHS       a_le_r_0_2_1_3   0.000000000000e+00
    RHS       a_le_z_0_2_1_3   0.000000000000e+00
    RHS       a_ge_0_2_1_3  -1.000000000000e+00
    RHS       a_le_r_0_2_1_4   0.000000000000e+00
    RHS       a_le_z_0_2_1_4   0.000000000000e+00
    RHS       a_ge_0_2_1_4  -1.000000000000e+00
    RHS       a_le_r_0_2_1_5   0.000000000000e+00
    RHS       a_le_z_0_2_1_5   0.000000000000e+00
    RHS       a_ge_0_2_1_5  -1.000000000000e+00
    RHS       a_le_r_0_2_3_1   0.000000000000e+00
    RHS       a_le_z_0_2_3_1   0.000000000000e+00
    RHS       a_ge_0_2_3_1  -1.000000000000e+00
    RHS       a_le_r_0_2_3_2   0.000000000000e+00
    RHS       a_le_z_0_2_3_2   0.000000000000e+00
    RHS       a_ge_0_2_3_2  -1.000000000000e+00
    RHS       a_le_r_0_2_3_3   0.000000000000e+00
    RHS       a_le_z_0_2_3_3   0.000000000000e+00
    RHS       a_ge_0_2_3_3  -1.000000000000e+00
    RHS       a_le_r_0_2_3_4   0.000000000000e+00
    RHS       a_le_z_0_2_3_4   0.000000000000e+00
    RHS       a_ge_0_2_3_4  -1.000000000000e+00
    RHS       a_le_r_0_2_3_5   0.000000000000e+00
    RHS       a_le_z_0_2_3_5   0.000000000000e+00
    RHS       a_ge_0_2_3_5  -1.000000000000e+00
    RHS       a_le_r_0_2_4_1   0.000000000000e+00
    RHS       a_le_z_0_2_4_1   0.000000000000e+00
    RHS       a_ge_0_2_4_1  -1.000000000000e+00
    RHS       a_le_r_0_2_4_2   0.000000000000e+00
    RHS       a_le_z_0_2_4_2   0.000000000000e+00
    RHS       a_ge_0_2_4_2  -1.000000000000e+00
    RHS       a_le_r_0_2_4_3   0.000000000000e+00
    RHS       a_le_z_0_2_4_3   0.000000000000e+00
    RHS       a_ge_0_2_4_3  -1.000000000000e+00
    RHS       a_le_r_0_2_4_4   0.000000000000e+00
    RHS       a_le_z_0_2_4_4   0.000000000000e+00
    RHS       a_ge_0_2_4_4  -1.000000000000e+00
    RHS       a_le_r_0_2_4_5   0.000000000000e+00
    RHS       a_le_z_0_2_4_5   0.000000000000e+00
    RHS       a_ge_0_2_4_5  -1.000000000000e+00
    RHS       a_le_r_0_2_5_1   0.000000000000e+00
    RHS       a_le_z_0_2_5_1   0.000000000000e+00
    RHS       a_ge_0_2_5_1  -1.000000000000e+00
    RHS       a_le_r_0_2_5_2   0.000000000000e+00
    RHS       a_le_z_0_2_5_2   0.000000000000e+00
    RHS       a_ge_0_2_5_2  -1.000000000000e+00
    RHS       a_le_r_0_2_5_3   0.000000000000e+00
    RHS       a_le_z_0_2_5_3   0.000000000000e+00
    RHS       a_ge_0_2_5_3  -1.000000000000e+00
    RHS       a_le_r_0_2_5_4   0.000000000000e+00
    RHS       a_le_z_0_2_5_4   0.000000000000e+00
    RHS       a_ge_0_2_5_4  -1.000000000000e+00
    RHS       a_le_r_0_2_5_5   0.000000000000e+00
    RHS       a_le_z_0_2_5_5   0.000000000000e+00
    RHS       a_ge_0_2_5_5  -1.000000000000e+00
    RHS       a_le_r_0_3_1_1   0.000000000000e+00
    RHS       a_le_z_0_3_1_1   0.000000000000e+00
    RHS       a_ge_0_3_1_1  -1.000000000000e+00
    RHS       a_le_r_0_3_1_2   0.000000000000e+00
    RHS       a_le_z_0_3_1_2   0.000000000000e+00
    RHS       a_ge_0_3_1_2  -1.000000000000e+00
    RHS       a_le_r_0_3_1_3   0.000000000000e+00
    RHS       a_le_z_0_3_1_3   0.000000000000e+00
    RHS       a_ge_0_3_1_3  -1.000000000000e+00
    RHS       a_le_r_0_3_1_4   0.000000000000e+00
    RHS       a_le_z_0_3_1_4   0.000000000000e+00
    RHS       a_ge_0_3_1_4  -1.000000000000e+00
    RHS       a_le_r_0_3_1_5   0.000000000000e+00
    RHS       a_le_z_0_3_1_5   0.000000000000e+00
    RHS       a_ge_0_3_1_5  -1.000000000000e+00
    RHS       a_le_r_0_3_2_1   0.000000000000e+00
    RHS       a_le_z_0_3_2_1   0.000000000000e+00
    RHS       a_ge_0_3_2_1  -1.000000000000e+00
    RHS       a_le_r_0_3_2_2   0.000000000000e+00
    RHS       a_le_z_0_3_2_2   0.000000000000e+00
    RHS       a_ge_0_3_2_2  -1.000000000000e+00
    RHS       a_le_r_0_3_2_3   0.000000000000e+00
    RHS       a_le_z_0_3_2_3   0.000000000000e+00
    RHS       a_ge_0_3_2_3  -1.000000000000e+00
    RHS       a_le_r_0_3_2_4   0.000000000000e+00
    RHS       a_le_z_0_3_2_4   0.000000000000e+00
    RHS       a_ge_0_3_2_4  -1.000000000000e+00
    RHS       a_le_r_0_3_2_5   0.000000000000e+00
    RHS       a_le_z_0_3_2_5   0.000000000000e+00
    RHS       a_ge_0_3_2_5  -1.000000000000e+00
    RHS       a_le_r_0_3_4_1   0.000000000000e+00
    RHS       a_le_z_0_3_4_1   0.000000000000e+00
    RHS       a_ge_0_3_4_1  -1.000000000000e+00
    RHS       a_le_r_0_3_4_2   0.000000000000e+00
    RHS       a_le_z_0_3_4_2   0.000000000000e+00
    RHS       a_ge_0_3_4_2  -1.000000000000e+00
    RHS       a_le_r_0_3_4_3   0.000000000000e+00
    RHS       a_le_z_0_3_4_3   0.000000000000e+00
    RHS       a_ge_0_3_4_3  -1.000000000000e+00
    RHS       a_le_r_0_3_4_4   0.000000000000e+00
    RHS       a_le_z_0_3_4_4   0.000000000000e+00
    RHS       a_ge_0_3_4_4  -1.000000000000e+00
    RHS       a_le_r_0_3_4_5   0.000000000000e+00
    RHS       a_le_z_0_3_4_5   0.000000000000e+00
    RHS       a_ge_0_3_4_5  -1.000000000000e+00
    RHS       a_le_r_0_3_5_1   0.000000000000e+00
    RHS       a_le_z_0_3_5_1   0.000000000000e+00
    RHS       a_ge_0_3_5_1  -1.000000000000e+00
    RHS       a_le_r_0_3_5_2   0.000000000000e+00
    RHS       a_le_z_0_3_5_2   0.000000000000e+00
    RHS       a_ge_0_3_5_2  -1.000000000000e+00
    RHS       a_le_r_0_3_5_3   0.000000000000e+00
    RHS       a_le_z_0_3_5_3   0.000000000000e+00
    RHS       a_ge_0_3_5_3  -1.000000000000e+00
    RHS       a_le_r_0_3_5_4   0.000000000000e+00
    RHS       a_le_z_0_3_5_4   0.000000000000e+00
    RHS       a_ge_0_3_5_4  -1.000000000000e+00
    RHS       a_le_r_0_3_5_5   0.000000000000e+00
    RHS       a_le_z_0_3_5_5   0.000000000000e+00
    RHS       a_ge_0_3_5_5  -1.000000000000e+00
    RHS       a_le_r_0_4_1_1   0.000000000000e+00
    RHS       a_le_z_0_4_1_1   0.000000000000e+00
    RHS       a_ge_0_4_1_1  -1.000000000000e+00
    RHS       a_le_r_0_4_1_2   0.000000000000e+00
    RHS       a_le_z_0_4_1_2   0.000000000000e+00
    RHS       a_ge_0_4_1_2  -1.000000000000e+00
    RHS       a_le_r_0_4_1_3   0.000000000000e+00
    RHS       a_le_z_0_4_1_3   0.000000000000e+00
    RHS       a_ge_0_4_1_3  -1.000000000000e+00
    RHS       a_le_r_0_4_1_4   0.000000000000e+00
    RHS       a_le_z_0_4_1_4   0.000000000000e+00
    RHS       a_ge_0_4_1_4  -1.000000000000e+00
    RHS       a_le_r_0_4_1_5   0.000000000000e+00
    RHS       a_le_z_0_4_1_5   0.000000000000e+00
    RHS       a_ge_0_4_1_5  -1.000000000000e+00
    RHS       a_le_r_0_4_2_1   0.000000000000e+00
    RHS       a_le_z_0_4_2_1   0.000000000000e+00
    RHS       a_ge_0_4_2_1  -1.000000000000e+00
    RHS       a_le_r_0_4_2_2   0.000000000000e+00
    RHS       a_le_z_0_4_2_2   0.000000000000e+00
    RHS       a_ge_0_4_2_2  -1.000000000000e+00
    RHS       a_le_r_0_4_2_3   0.000000000000e+00
    RHS       a_le_z_0_4_2_3   0.000000000000e+00
    RHS       a_ge_0_4_2_3  -1.000000000000e+00
    RHS       a_le_r_0_4_2_4   0.000000000000e+00
    RHS       a_le_z_0_4_2_4   0.000000000000e+00
    RHS       a_ge_0_4_2_4  -1.000000000000e+00
    RHS       a_le_r_0_4_2_5   0.000000000000e+00
    RHS       a_le_z_0_4_2_5   0.000000000000e+00
    RHS       a_ge_0_4_2_5  -1.000000000000e+00
    RHS       a_le_r_0_4_3_1   0.000000000000e+00
    RHS       a_le_z_0_4_3_1   0.000000000000e+00
    RHS       a_ge_0_4_3_1  -1.000000000000e+00
    RHS       a_le_r_0_4_3_2   0.000000000000e+00
    RHS       a_le_z_0_4_3_2   0.000000000000e+00
    RHS       a_ge_0_4_3_2  -1.000000000000e+00
    RHS       a_le_r_0_4_3_3   0.000000000000e+00
    RHS       a_le_z_0_4_3_3   0.000000000000e+00
    RHS       a_ge_0_4_3_3  -1.000000000000e+00
    RHS       a_le_r_0_4_3_4   0.000000000000e+00
    RHS       a_le_z_0_4_3_4   0.000000000000e+00
    RHS       a_ge_0_4_3_4  -1.000000000000e+00
    RHS       a_le_r_0_4_3_5   0.000000000000e+00
    RHS       a_le_z_0_4_3_5   0.000000000000e+00
    RHS       a_ge_0_4_3_5  -1.000000000000e+00
    RHS       a_le_r_0_4_5_1   0.000000000000e+00
    RHS       a_le_z_0_4_5_1   0.000000000000e+00
    RHS       a_ge_0_4_5_1  -1.000000000000e+00
    RHS       a_le_r_0_4_5_2   0.000000000000e+00
    RHS       a_le_z_0_4_5_2   0.000000000000e+00
    RHS       a_ge_0_4_5_2  -1.000000000000e+00
    RHS       a_le_r_0_4_5_3   0.000000000000e+00
    RHS       a_le_z_0_4_5_3   0.000000000000e+00
    RHS       a_ge_0_4_5_3  -1.000000000000e+00
    RHS       a_le_r_0_4_5_4   0.000000000000e+00
    RHS       a_le_z_0_4_5_4   0.000000000000e+00
    RHS       a_ge_0_4_5_4  -1.000000000000e+00
    RHS       a_le_r_0_4_5_5   0.000000000000e+00
    RHS       a_le_z_0_4_5_5   0.000000000000e+00
    RHS       a_ge_0_4_5_5  -1.000000000000e+00
    RHS       a_le_r_0_5_1_1   0.000000000000e+00
    RHS       a_le_z_0_5_1_1   0.000000000000e+00
    RHS       a_ge_0_5_1_1  -1.000000000000e+00
    RHS       a_le_r_0_5_1_2   0.000000000000e+00
    RHS       a_le_z_0_5_1_2   0.000000000000e+00
    RHS       a_ge_0_5_1_2  -1.000000000000e+00
    RHS       a_le_r_0_5_1_3   0.000000000000e+00
    RHS       a_le_z_0_5_1_3   0.000000000000e+00
    RHS       a_ge_0_5_1_3  -1.000000000000e+00
    RHS       a_le_r_0_5_1_4   0.000000000000e+00
    RHS       a_le_z_0_5_1_4   0.000000000000e+00
    RHS       a_ge_0_5_1_4  -1.000000000000e+00
    RHS       a_le_r_0_5_1_5   0.000000000000e+00
    RHS       a_le_z_0_5_1_5   0.000000000000e+00
    RHS       a_ge_0_5_1_5  -1.000000000000e+00
    RHS       a_le_r_0_5_2_1   0.000000000000e+00
    RHS       a_le_z_0_5_2_1   0.000000000000e+00
    RHS       a_ge_0_5_2_1  -1.000000000000e+00
    RHS       a_le_r_0_5_2_2   0.000000000000e+00
    RHS       a_le_z_0_5_2_2   0.000000000000e+00
    RHS       a_ge_0_5_2_2  -1.000000000000e+00
    RHS       a_le_r_0_5_2_3   0.000000000000e+00
    RHS       a_le_z_0_5_2_3   0.000000000000e+00
    RHS       a_ge_0_5_2_3  -1.000000000000e+00
    RHS       a_le_r_0_5_2_4   0.000000000000e+00
    RHS       a_le_z_0_5_2_4   0.000000000000e+00
    RHS       a_ge_0_5_2_4  -1.000000000000e+00
    RHS       a_le_r_0_5_2_5   0.000000000000e+00
    RHS       a_le_z_0_5_2_5   0.000000000000e+00
    RHS       a_ge_0_5_2_5  -1.000000000000e+00
    RHS       a_le_r_0_5_3_1   0.000000000000e+00
    RHS       a_le_z_0_5_3_1   0.000000000000e+00
    RHS       a_ge_0_5_3_1  -1.000000000000e+00
    RHS       a_le_r_0_5_3_2   0.000000000000e+00
    RHS       a_le_z_0_5_3_2   0.000000000000e+00
    RHS       a_ge_0_5_3_2  -1.000000000000e+00
    RHS       a_le_r_0_5_3_3   0.000000000000e+00
    RHS       a_le_z_0_5_3_3   0.000000000000e+00
    RHS       a_ge_0_5_3_3  -1.000000000000e+00
    RHS       a_le_r_0_5_3_4   0.000000000000e+00
    RHS       a_le_z_0_5_3_4   0.000000000000e+00
    RHS       a_ge_0_5_3_4  -1.000000000000e+00
    RHS       a_le_r_0_5_3_5   0.000000000000e+00
    RHS       a_le_z_0_5_3_5   0.000000000000e+00
    RHS       a_ge_0_5_3_5  -1.000000000000e+00
    RHS       a_le_r_0_5_4_1   0.000000000000e+00
    RHS       a_le_z_0_5_4_1   0.000000000000e+00
    RHS       a_ge_0_5_4_1  -1.000000000000e+00
    RHS       a_le_r_0_5_4_2   0.000000000000e+00
    RHS       a_le_z_0_5_4_2   0.000000000000e+00
    RHS       a_ge_0_5_4_2  -1.000000000000e+00
    RHS       a_le_r_0_5_4_3   0.000000000000e+00
    RHS       a_le_z_0_5_4_3   0.000000000000e+00
    RHS       a_ge_0_5_4_3  -1.000000000000e+00
    RHS       a_le_r_0_5_4_4   0.000000000000e+00
    RHS       a_le_z_0_5_4_4   0.000000000000e+00
    RHS       a_ge_0_5_4_4  -1.000000000000e+00
    RHS       a_le_r_0_5_4_5   0.000000000000e+00
    RHS       a_le_z_0_5_4_5   0.000000000000e+00
    RHS       a_ge_0_5_4_5  -1.000000000000e+00
    RHS       a_le_r_1_0_2_1   0.000000000000e+00
    RHS       a_le_z_1_0_2_1   0.000000000000e+00
    RHS       a_ge_1_0_2_1  -1.000000000000e+00
    RHS       a_le_r_1_0_2_2   0.000000000000e+00
    RHS       a_le_z_1_0_2_2   0.000000000000e+00
    RHS       a_ge_1_0_2_2  -1.000000000000e+00
    RHS       a_le_r_1_0_2_3   0.000000000000e+00
    RHS       a_le_z_1_0_2_3   0.000000000000e+00
    RHS       a_ge_1_0_2_3  -1.000000000000e+00
    RHS       a_le_r_1_0_2_4   0.000000000000e+00
    RHS       a_le_z_1_0_2_4   0.000000000000e+00
    RHS       a_ge_1_0_2_4  -1.000000000000e+00
    RHS       a_le_r_1_0_2_5   0.000000000000e+00
    RHS       a_le_z_1_0_2_5   0.000000000000e+00
    RHS       a_ge_1_0_2_5  -1.000000000000e+00
    RHS       a_le_r_1_0_3_1   0.000000000000e+00
    RHS       a_le_z_1_0_3_1   0.000000000000e+00
    RHS       a_ge_1_0_3_1  -1.000000000000e+00
    RHS       a_le_r_1_0_3_2   0.000000000000e+00
    RHS       a_le_z_1_0_3_2   0.000000000000e+00
    RHS       a_ge_1_0_3_2  -1.000000000000e+00
    RHS       a_le_r_1_0_3_3   0.000000000000e+00
    RHS       a_le_z_1_0_3_3   0.000000000000e+00
    RHS       a_ge_1_0_3_3  -1.000000000000e+00
    RHS       a_le_r_1_0_3_4   0.000000000000e+00
    RHS       a_le_z_1_0_3_4   0.000000000000e+00
    RHS       a_ge_1_0_3_4  -1.000000000000e+00
    RHS       a_le_r_1_0_3_5   0.000000000000e+00
    RHS       a_le_z_1_0_3_5   0.000000000000e+00
    RHS       a_ge_1_0_3_5  -1.000000000000e+00
    RHS       a_le_r_1_0_4_1   0.000000000000e+00
    RHS       a_le_z_1_0_4_1   0.000000000000e+00
    RHS       a_ge_1_0_4_1  -1.000000000000e+00
    RHS       a_le_r_1_0_4_2   0.000000000000e+00
    RHS       a_le_z_1_0_4_2   0.000000000000e+00
    RHS       a_ge_1_0_4_2  -1.000000000000e+00
    RHS       a_le_r_1_0_4_3   0.000000000000e+00
    RHS       a_le_z_1_0_4_3   0.000000000000e+00
    RHS       a_ge_1_0_4_3  -1.000000000000e+00
    RHS       a_le_r_1_0_4_4   0.000000000000e+00
    RHS       a_le_z_1_0_4_4   0.000000000000e+00
    RHS       a_ge_1_0_4_4  -1.000000000000e+00
    RHS       a_le_r_1_0_4_5   0.000000000000e+00
    RHS       a_le_z_1_0_4_5   0.000000000000e+00
    RHS       a_ge_1_0_4_5  -1.000000000000e+00
    RHS       a_le_r_1_0_5_1   0.000000000000e+00
    RHS       a_le_z_1_0_5_1   0.000000000000e+00
    RHS       a_ge_1_0_5_1  -1.000000000000e+00
    RHS       a_le_r_1_0_5_2   0.000000000000e+00
    RHS       a_le_z_1_0_5_2   0.000000000000e+00
    RHS       a_ge_1_0_5_2  -1.000000000000e+00
    RHS       a_le_r_1_0_5_3   0.000000000000e+00
    RHS       a_le_z_1_0_5_3   0.000000000000e+00
    RHS       a_ge_1_0_5_3  -1.000000000000e+00
    RHS       a_le_r_1_0_5_4   0.000000000000e+00
    RHS       a_le_z_1_0_5_4   0.000000000000e+00
    RHS       a_ge_1_0_5_4  -1.000000000000e+00
    RHS       a_le_r_1_0_5_5   0.000000000000e+00
    RHS       a_le_z_1_0_5_5   0.000000000000e+00
    RHS       a_ge_1_0_5_5  -1.000000000000e+00
    RHS       a_le_r_1_1_0_1   1.000000000000e+00
    RHS       a_le_z_1_1_0_1   0.000000000000e+00
    RHS       a_ge_1_1_0_1   0.000000000000e+00
    RHS       a_le_r_1_1_0_2   1.000000000000e+00
    RHS       a_le_z_1_1_0_2   0.000000000000e+00
    RHS       a_ge_1_1_0_2   0.000000000000e+00
    RHS       a_le_r_1_1_0_3   1.000000000000e+00
    RHS       a_le_z_1_1_0_3   0.000000000000e+00
    RHS       a_ge_1_1_0_3   0.000000000000e+00
    RHS       a_le_r_1_1_0_4   1.000000000000e+00
    RHS       a_le_z_1_1_0_4   0.000000000000e+00
    RHS       a_ge_1_1_0_4   0.000000000000e+00
    RHS       a_le_r_1_1_0_5   1.000000000000e+00
    RHS       a_le_z_1_1_0_5   0.000000000000e+00
    RHS       a_ge_1_1_0_5   0.000000000000e+00
    RHS       a_le_r_1_1_2_1   1.000000000000e+00
    RHS       a_le_z_1_1_2_1   0.000000000000e+00
    RHS       a_ge_1_1_2_1   0.000000000000e+00
    RHS       a_le_r_1_1_2_2   1.000000000000e+00
    RHS       a_le_z_1_1_2_2   0.000000000000e+00
    RHS       a_ge_1_1_2_2   0.000000000000e+00
    RHS       a_le_r_1_1_2_3   1.000000000000e+00
    RHS       a_le_z_1_1_2_3   0.000000000000e+00
    RHS       a_ge_1_1_2_3   0.000000000000e+00
    RHS       a_le_r_1_1_2_4   1.000000000000e+00
    RHS       a_le_z_1_1_2_4   0.000000000000e+00
    RHS       a_ge_1_1_2_4   0.000000000000e+00
    RHS       a_le_r_1_1_2_5   1.000000000000e+00
    RHS       a_le_z_1_1_2_5   0.000000000000e+00
    RHS       a_ge_1_1_2_5   0.000000000000e+00
    RHS       a_le_r_1_1_3_1   1.000000000000e+00
    RHS       a_le_z_1_1_3_1   0.000000000000e+00
    RHS       a_ge_1_1_3_1   0.000000000000e+00
    RHS       a_le_r_1_1_3_2   1.000000000000e+00
    RHS       a_le_z_1_1_3_2   0.000000000000e+00
    RHS       a_ge_1_1_3_2   0.000000000000e+00
    RHS       a_le_r_1_1_3_3   1.000000000000e+00
    RHS       a_le_z_1_1_3_3   0.000000000000e+00
    RHS       a_ge_1_1_3_3   0.000000000000e+00
    RHS       a_le_r_1_1_3_4   1.000000000000e+00
    RHS       a_le_z_1_1_3_4   0.000000000000e+00
    RHS       a_ge_1_1_3_4   0.000000000000e+00
    RHS       a_le_r_1_1_3_5   1.000000000000e+00
    RHS       a_le_z_1_1_3_5   0.000000000000e+00
    RHS       a_ge_1_1_3_5   0.000000000000e+00
    RHS       a_le_r_1_1_4_1   1.000000000000e+00
    RHS       a_le_z_1_1_4_1   0.000000000000e+00
    RHS       a_ge_1_1_4_1   0.000000000000e+00
    RHS       a_le_r_1_1_4_2   1.000000000000e+00
    RHS       a_le_z_1_1_4_2   0.000000000000e+00
    RHS       a_ge_1_1_4_2   0.000000000000e+00
    RHS       a_le_r_1_1_4_3   1.000000000000e+00
    RHS       a_le_z_1_1_4_3   0.000000000000e+00
    RHS       a_ge_1_1_4_3   0.000000000000e+00
    RHS       a_le_r_1_1_4_4   1.000000000000e+00
    RHS       a_le_z_1_1_4_4   0.000000000000e+00
    RHS       a_ge_1_1_4_4   0.000000000000e+00
    RHS       a_le_r_1_1_4_5   1.000000000000e+00
    RHS       a_le_z_1_1_4_5   0.000000000000e+00
    RHS       a_ge_1_1_4_5   0.000000000000e+00
    RHS       a_le_r_1_1_5_1   1.000000000000e+00
    RHS       a_le_z_1_1_5_1   0.000000000000e+00
    RHS       a_ge_1_1_5_1   0.000000000000e+00
    RHS       a_le_r_1_1_5_2   1.000000000000e+00
    RHS       a_le_z_1_1_5_2   0.000000000000e+00
    RHS       a_ge_1_1_5_2   0.000000000000e+00
    RHS       a_le_r_1_1_5_3   1.000000000000e+00
    RHS       a_le_z_1_1_5_3   0.000000000000e+00
    RHS       a_ge_1_1_5_3   0.000000000000e+00
    RHS       a_le_r_1_1_5_4   1.000000000000e+00
    RHS       a_le_z_1_1_5_4   0.000000000000e+00
    RHS       a_ge_1_1_5_4   0.000000000000e+00
    RHS       a_le_r_1_1_5_5   1.000000000000e+00
    RHS       a_le_z_1_1_5_5   0.000000000000e+00
    RHS       a_ge_1_1_5_5   0.000000000000e+00
    RHS       a_le_r_1_2_0_1   0.000000000000e+00
    RHS       a_le_z_1_2_0_1   0.000000000000e+00
    RHS       a_ge_1_2_0_1  -1.000000000000e+00
    RHS       a_le_r_1_2_0_2   0.000000000000e+00
    RHS       a_le_z_1_2_0_2   0.000000000000e+00
    RHS       a_ge_1_2_0_2  -1.000000000000e+00
    RHS       a_le_r_1_2_0_3   0.000000000000e+00
    RHS       a_le_z_1_2_0_3   0.000000000000e+00
    RHS       a_ge_1_2_0_3  -1.000000000000e+00
    RHS       a_le_r_1_2_0_4   0.000000000000e+00
    RHS       a_le_z_1_2_0_4   0.000000000000e+00
    RHS       a_ge_1_2_0_4  -1.000000000000e+00
    RHS       a_le_r_1_2_0_5   0.000000000000e+00
    RHS       a_le_z_1_2_0_5   0.000000000000e+00
    RHS       a_ge_1_2_0_5  -1.000000000000e+00
    RHS       a_le_r_1_2_3_1   0.000000000000e+00
    RHS       a_le_z_1_2_3_1   0.000000000000e+00
    RHS       a_ge_1_2_3_1  -1.000000000000e+00
    RHS       a_le_r_1_2_3_2   0.000000000000e+00
    RHS       a_le_z_1_2_3_2   0.000000000000e+00
    RHS       a_ge_1_2_3_2  -1.000000000000e+00
    RHS       a_le_r_1_2_3_3   0.000000000000e+00
    RHS       a_le_z_1_2_3_3   0.000000000000e+00
    RHS       a_ge_1_2_3_3  -1.000000000000e+00
    RHS       a_le_r_1_2_3_4   0.000000000000e+00
    RHS       a_le_z_1_2_3_4   0.000000000000e+00
    RHS       a_ge_1_2_3_4  -1.000000000000e+00
    RHS       a_le_r_1_2_3_5   0.000000000000e+00
    RHS       a_le_z_1_2_3_5   0.000000000000e+00
    RHS       a_ge_1_2_3_5  -1.000000000000e+00
    RHS       a_le_r_1_2_4_1   0.000000000000e+00
    RHS       a_le_z_1_2_4_1   0.000000000000e+00
    RHS       a_ge_1_2_4_1  -1.000000000000e+00
    RHS       a_le_r_1_2_4_2   0.000000000000e+00
    RHS       a_le_z_1_2_4_2   0.000000000000e+00
    RHS       a_ge_1_2_4_2  -1.000000000000e+00
    RHS       a_le_r_1_2_4_3   0.000000000000e+00
    RHS       a_le_z_1_2_4_3   0.000000000000e+00
    RHS       a_ge_1_2_4_3  -1.000000000000e+00
    RHS       a_le_r_1_2_4_4   0.000000000000e+00
    RHS       a_le_z_1_2_4_4   0.000000000000e+00
    RHS       a_ge_1_2_4_4  -1.000000000000e+00
    RHS       a_le_r_1_2_4_5   0.000000000000e+00
    RHS       a_le_z_1_2_4_5   0.000000000000e+00
    RHS       a_ge_1_2_4_5  -1.000000000000e+00
    RHS       a_le_r_1_2_5_1   0.000000000000e+00
    RHS       a_le_z_1_2_5_1   0.000000000000e+00
    RHS       a_ge_1_2_5_1  -1.000000000000e+00
    RHS       a_le_r_1_2_5_2   0.000000000000e+00
    RHS       a_le_z_1_2_5_2   0.000000000000e+00
    RHS       a_ge_1_2_5_2  -1.000000000000e+00
    RHS       a_le_r_1_2_5_3   0.000000000000e+00
    RHS       a_le_z_1_2_5_3   0.000000000000e+00
    RHS       a_ge_1_2_5_3  -1.000000000000e+00
    RHS       a_le_r_1_2_5_4   0.000000000000e+00
    RHS       a_le_z_1_2_5_4   0.000000000000e+00
    RHS       a_ge_1_2_5_4  -1.000000000000e+00
    RHS       a_le_r_1_2_5_5   0.000000000000e+00
    RHS       a_le_z_1_2_5_5   0.000000000000e+00
    RHS       a_ge_1_2_5_5  -1.000000000000e+00
    RHS       a_le_r_1_3_0_1   0.000000000000e+00
    RHS       a_le_z_1_3_0_1   0.000000000000e+00
    RHS       a_ge_1_3_0_1  -1.000000000000e+00
    RHS       a_le_r_1_3_0_2   0.000000000000e+00
    RHS       a_le_z_1_3_0_2   0.000000000000e+00
    RHS       a_ge_1_3_0_2  -1.000000000000e+00
    RHS       a_le_r_1_3_0_3   0.000000000000e+00
    RHS       a_le_z_1_3_0_3   0.000000000000e+00
    RHS       a_ge_1_3_0_3  -1.000000000000e+00
    RHS       a_le_r_1_3_0_4   0.000000000000e+00
    RHS       a_le_z_1_3_0_4   0.000000000000e+00
    RHS       a_ge_1_3_0_4  -1.000000000000e+00
    RHS       a_le_r_1_3_0_5   0.000000000000e+00
    RHS       a_le_z_1_3_0_5   0.000000000000e+00
    RHS       a_ge_1_3_0_5  -1.000000000000e+00
    RHS       a_le_r_1_3_2_1   0.000000000000e+00
    RHS       a_le_z_1_3_2_1   0.000000000000e+00
    RHS       a_ge_1_3_2_1  -1.000000000000e+00
    RHS       a_le_r_1_3_2_2   0.000000000000e+00
    RHS       a_le_z_1_3_2_2   0.000000000000e+00
    RHS       a_ge_1_3_2_2  -1.000000000000e+00
    RHS       a_le_r_1_3_2_3   0.000000000000e+00
    RHS       a_le_z_1_3_2_3   0.000000000000e+00
    RHS       a_ge_1_3_2_3  -1.000000000000e+00
    RHS       a_le_r_1_3_2_4   0.000000000000e+00
    RHS       a_le_z_1_3_2_4   0.000000000000e+00
    RHS       a_ge_1_3_2_4  -1.000000000000e+00
    RHS       a_le_r_1_3_2_5   0.000000000000e+00
    RHS       a_le_z_1_3_2_5   0.000000000000e+00
    RHS       a_ge_1_3_2_5  -1.000000000000e+00
    RHS       a_le_r_1_3_4_1   0.000000000000e+00
    RHS       a_le_z_1_3_4_1   0.000000000000e+00
    RHS       a_ge_1_3_4_1  -1.000000000000e+00
    RHS       a_le_r_1_3_4_2   0.000000000000e+00
    RHS       a_le_z_1_3_4_2   0.000000000000e+00
    RHS       a_ge_1_3_4_2  -1.000000000000e+00
    RHS       a_le_r_1_3_4_3   0.000000000000e+00
    RHS       a_le_z_1_3_4_3   0.000000000000e+00
    RHS       a_ge_1_3_4_3  -1.000000000000e+00
    RHS       a_le_r_1_3_4_4   0.000000000000e+00
    RHS       a_le_z_1_3_4_4   0.000000000000e+00
    RHS       a_ge_1_3_4_4  -1.000000000000e+00
    RHS       a_le_r_1_3_4_5   0.000000000000e+00
    RHS       a_le_z_1_3_4_5   0.000000000000e+00
    RHS       a_ge_1_3_4_5  -1.000000000000e+00
    RHS       a_le_r_1_3_5_1   0.000000000000e+00
    RHS       a_le_z_1_3_5_1   0.000000000000e+00
    RHS       a_ge_1_3_5_1  -1.000000000000e+00
    RHS       a_le_r_1_3_5_2   0.000000000000e+00
    RHS       a_le_z_1_3_5_2   0.000000000000e+00
    RHS       a_ge_1_3_5_2  -1.000000000000e+00
    RHS       a_le_r_1_3_5_3   0.000000000000e+00
    RHS       a_le_z_1_3_5_3   0.000000000000e+00
    RHS       a_ge_1_3_5_3  -1.000000000000e+00
    RHS       a_le_r_1_3_5_4   0.000000000000e+00
    RHS       a_le_z_1_3_5_4   0.000000000000e+00
    RHS       a_ge_1_3_5_4  -1.000000000000e+00
    RHS       a_le_r_1_3_5_5   0.000000000000e+00
    RHS       a_le_z_1_3_5_5   0.000000000000e+00
    RHS       a_ge_1_3_5_5  -1.000000000000e+00
    RHS       a_le_r_1_4_0_1   0.000000000000e+00
    RHS       a_le_z_1_4_0_1   0.000000000000e+00
    RHS       a_ge_1_4_0_1  -1.000000000000e+00
    RHS       a_le_r_1_4_0_2   0.000000000000e+00
    RHS       a_le_z_1_4_0_2   0.000000000000e+00
    RHS       a_ge_1_4_0_2  -1.000000000000e+00
    RHS       a_le_r_1_4_0_3   0.000000000000e+00
    RHS       a_le_z_1_4_0_3   0.000000000000e+00
    RHS       a_ge_1_4_0_3  -1.000000000000e+00
    RHS       a_le_r_1_4_0_4   0.000000000000e+00
    RHS       a_le_z_1_4_0_4   0.000000000000e+00
    RHS       a_ge_1_4_0_4  -1.000000000000e+00
    RHS       a_le_r_1_4_0_5   0.000000000000e+00
    RHS       a_le_z_1_4_0_5   0.000000000000e+00
    RHS       a_ge_1_4_0_5  -1.000000000000e+00
    RHS       a_le_r_1_4_2_1   0.000000000000e+00
    RHS       a_le_z_1_4_2_1   0.000000000000e+00
    RHS       a_ge_1_4_2_1  -1.000000000000e+00
    RHS       a_le_r_1_4_2_2   0.000000000000e+00
    RHS       a_le_z_1_4_2_2   0.000000000000e+00
    RHS       a_ge_1_4_2_2  -1.000000000000e+00
    RHS       a_le_r_1_4_2_3   0.000000000000e+00
    RHS       a_le_z_1_4_2_3   0.000000000000e+00
    RHS       a_ge_1_4_2_3  -1.000000000000e+00
    RHS       a_le_r_1_4_2_4   0.000000000000e+00
    RHS       a_le_z_1_4_2_4   0.000000000000e+00
    RHS       a_ge_1_4_2_4  -1.000000000000e+00
    RHS       a_le_r_1_4_2_5   0.000000000000e+00
    RHS       a_le_z_1_4_2_5   0.000000000000e+00
    RHS       a_ge_1_4_2_5  -1.000000000000e+00
    RHS       a_le_r_1_4_3_1   0.000000000000e+00
    RHS       a_le_z_1_4_3_1   0.000000000000e+00
    RHS       a_ge_1_4_3_1  -1.000000000000e+00
    RHS       a_le_r_1_4_3_2   0.000000000000e+00
    RHS       a_le_z_1_4_3_2   0.000000000000e+00
    RHS       a_ge_1_4_3_2  -1.000000000000e+00
    RHS       a_le_r_1_4_3_3   0.000000000000e+00
    RHS       a_le_z_1_4_3_3   0.000000000000e+00
    RHS       a_ge_1_4_3_3  -1.000000000000e+00
    RHS       a_le_r_1_4_3_4   0.000000000000e+00
    RHS       a_le_z_1_4_3_4   0.000000000000e+00
    RHS       a_ge_1_4_3_4  -1.000000000000e+00
    RHS       a_le_r_1_4_3_5   0.000000000000e+00
    RHS       a_le_z_1_4_3_5   0.000000000000e+00
    RHS       a_ge_1_4_3_5  -1.000000000000e+00
    RHS       a_le_r_1_4_5_1   0.000000000000e+00
    RHS       a_le_z_1_4_5_1   0.000000000000e+00
    RHS       a_ge_1_4_5_1  -1.000000000000e+00
    RHS       a_le_r_1_4_5_2   0.000000000000e+00
    RHS       a_le_z_1_4_5_2   0.000000000000e+00
    RHS       a_ge_1_4_5_2  -1.000000000000e+00
    RHS       a_le_r_1_4_5_3   0.000000000000e+00
    RHS       a_le_z_1_4_5_3   0.000000000000e+00
    RHS       a_ge_1_4_5_3  -1.000000000000e+00
    RHS       a_le_r_1_4_5_4   0.000000000000e+00
    RHS       a_le_z_1_4_5_4   0.000000000000e+00
    RHS       a_ge_1_4_5_4  -1.000000000000e+00
    RHS       a_le_r_1_4_5_5   0.000000000000e+00
    RHS       a_le_z_1_4_5_5   0.000000000000e+00
    RHS       a_ge_1_4_5_5  -1.000000000000e+00
    RHS       a_le_r_1_5_0_1   0.000000000000e+00
    RHS       a_le_z_1_5_0_1   0.000000000000e+00
    RHS       a_ge_1_5_0_1  -1.000000000000e+00
    RHS       a_le_r_1_5_0_2   0.000000000000e+00
    RHS       a_le_z_1_5_0_2   0.000000000000e+00
    RHS       a_ge_1_5_0_2  -1.000000000000e+00
    RHS       a_le_r_1_5_0_3   0.000000000000e+00
    RHS       a_le_z_1_5_0_3   0.000000000000e+00
    RHS       a_ge_1_5_0_3  -1.000000000000e+00
    RHS       a_le_r_1_5_0_4   0.000000000000e+00
    RHS       a_le_z_1_5_0_4   0.000000000000e+00
    RHS       a_ge_1_5_0_4  -1.000000000000e+00
    RHS       a_le_r_1_5_0_5   0.000000000000e+00
    RHS       a_le_z_1_5_0_5   0.000000000000e+00
    RHS       a_ge_1_5_0_5  -1.000000000000e+00
    RHS       a_le_r_1_5_2_1   0.000000000000e+00
    RHS       a_le_z_1_5_2_1   0.000000000000e+00
    RHS       a_ge_1_5_2_1  -1.000000000000e+00
    RHS       a_le_r_1_5_2_2   0.000000000000e+00
    RHS       a_le_z_1_5_2_2   0.000000000000e+00
    RHS       a_ge_1_5_2_2  -1.000000000000e+00
    RHS       a_le_r_1_5_2_3   0.000000000000e+00
    RHS       a_le_z_1_5_2_3   0.000000000000e+00
    RHS       a_ge_1_5_2_3  -1.000000000000e+00
    RHS       a_le_r_1_5_2_4   0.000000000000e+00
    RHS       a_le_z_1_5_2_4   0.000000000000e+00
    RHS       a_ge_1_5_2_4  -1.000000000000e+00
    RHS       a_le_r_1_5_2_5   0.000000000000e+00
    RHS       a_le_z_1_5_2_5   0.000000000000e+00
    RHS       a_ge_1_5_2_5  -1.000000000000e+00
    RHS       a_le_r_1_5_3_1   0.000000000000e+00
    RHS       a_le_z_1_5_3_1   0.000000000000e+00
    RHS       a_ge_1_5_3_1  -1.000000000000e+00
    RHS       a_le_r_1_5_3_2   0.000000000000e+00
    RHS       a_le_z_1_5_3_2   0.000000000000e+00
    RHS       a_ge_1_5_3_2  -1.000000000000e+00
    RHS       a_le_r_1_5_3_3   0.000000000000e+00
    RHS       a_le_z_1_5_3_3   0.000000000000e+00
    RHS       a_ge_1_5_3_3  -1.000000000000e+00
    RHS       a_le_r_1_5_3_4   0.000000000000e+00
    RHS       a_le_z_1_5_3_4   0.000000000000e+00
    RHS       a_ge_1_5_3_4  -1.000000000000e+00
    RHS       a_le_r_1_5_3_5   0.000000000000e+00
    RHS       a_le_z_1_5_3_5   0.000000000000e+00
    RHS       a_ge_1_5_3_5  -1.000000000000e+00
    RHS       a_le_r_1_5_4_1   0.000000000000e+00
    RHS       a_le_z_1_5_4_1   0.000000000000e+00
    RHS       a_ge_1_5_4_1  -1.000000000000e+00
    RHS       a_le_r_1_5_4_2   0.000000000000e+00
    RHS       a_le_z_1_5_4_2   0.000000000000e+00
    RHS       a_ge_1_5_4_2  -1.000000000000e+00
    RHS       a_le_r_1_5_4_3   0.000000000000e+00
    RHS       a_le_z_1_5_4_3   0.000000000000e+00
    RHS       a_ge_1_5_4_3  -1.000000000000e+00
    RHS       a_le_r_1_5_4_4   0.000000000000e+00
    RHS       a_le_z_1_5_4_4   0.000000000000e+00
    RHS       a_ge_1_5_4_4  -1.000000000000e+00
    RHS       a_le_r_1_5_4_5   0.000000000000e+00
    RHS       a_le_z_1_5_4_5   0.000000000000e+00
    RHS       a_ge_1_5_4_5  -1.000000000000e+00
    RHS       a_le_r_2_0_1_1   0.000000000000e+00
    RHS       a_le_z_2_0_1_1   0.000000000000e+00
    RHS       a_ge_2_0_1_1  -1.000000000000e+00
    RHS       a_le_r_2_0_1_2   0.000000000000e+00
    RHS       a_le_z_2_0_1_2   0.000000000000e+00
    RHS       a_ge_2_0_1_2  -1.000000000000e+00
    RHS       a_le_r_2_0_1_3   0.000000000000e+00
    RHS       a_le_z_2_0_1_3   0.000000000000e+00
    RHS       a_ge_2_0_1_3  -1.000000000000e+00
    RHS       a_le_r_2_0_1_4   0.000000000000e+00
    RHS       a_le_z_2_0_1_4   0.000000000000e+00
    RHS       a_ge_2_0_1_4  -1.000000000000e+00
    RHS       a_le_r_2_0_1_5   0.000000000000e+00
    RHS       a_le_z_2_0_1_5   0.000000000000e+00
    RHS       a_ge_2_0_1_5  -1.000000000000e+00
    RHS       a_le_r_2_0_3_1   0.000000000000e+00
    RHS       a_le_z_2_0_3_1   0.000000000000e+00
    RHS       a_ge_2_0_3_1  -1.000000000000e+00
    RHS       a_le_r_2_0_3_2   0.000000000000e+00
    RHS       a_le_z_2_0_3_2   0.000000000000e+00
    RHS       a_ge_2_0_3_2  -1.000000000000e+00
    RHS       a_le_r_2_0_3_3   0.000000000000e+00
    RHS       a_le_z_2_0_3_3   0.000000000000e+00
    RHS       a_ge_2_0_3_3  -1.000000000000e+00
    RHS       a_le_r_2_0_3_4   0.000000000000e+00
    RHS       a_le_z_2_0_3_4   0.000000000000e+00
    RHS       a_ge_2_0_3_4  -1.000000000000e+00
    RHS       a_le_r_2_0_3_5   0.000000000000e+00
    RHS       a_le_z_2_0_3_5   0.000000000000e+00
    RHS       a_ge_2_0_3_5  -1.000000000000e+00
    RHS       a_le_r_2_0_4_1   0.000000000000e+00
    RHS       a_le_z_2_0_4_1   0.000000000000e+00
    RHS       a_ge_2_0_4_1  -1.000000000000e+00
    RHS       a_le_r_2_0_4_2   0.000000000000e+00
    RHS       a_le_z_2_0_4_2   0.000000000000e+00
    RHS       a_ge_2_0_4_2  -1.000000000000e+00
    RHS       a_le_r_2_0_4_3   0.000000000000e+00
    RHS       a_le_z_2_0_4_3   0.000000000000e+00
    RHS       a_ge_2_0_4_3  -1.000000000000e+00
    RHS       a_le_r_2_0_4_4   0.000000000000e+00
    RHS       a_le_z_2_0_4_4   0.000000000000e+00
    RHS       a_ge_2_0_4_4  -1.000000000000e+00
    RHS       a_le_r_2_0_4_5   0.000000000000e+00
    RHS       a_le_z_2_0_4_5   0.000000000000e+00
    RHS       a_ge_2_0_4_5  -1.000000000000e+00
    RHS       a_le_r_2_0_5_1   0.000000000000e+00
    RHS       a_le_z_2_0_5_1   0.000000000000e+00
    RHS       a_ge_2_0_5_1  -1.000000000000e+00
    RHS       a_le_r_2_0_5_2   0.000000000000e+00
    RHS       a_le_z_2_0_5_2   0.000000000000e+00
    RHS       a_ge_2_0_5_2  -1.000000000000e+00
    RHS       a_le_r_2_0_5_3   0.000000000000e+00
    RHS       a_le_z_2_0_5_3   0.000000000000e+00
    RHS       a_ge_2_0_5_3  -1.000000000000e+00
    RHS       a_le_r_2_0_5_4   0.000000000000e+00
    RHS       a_le_z_2_0_5_4   0.000000000000e+00
    RHS       a_ge_2_0_5_4  -1.000000000000e+00
    RHS       a_le_r_2_0_5_5   0.000000000000e+00
    RHS       a_le_z_2_0_5_5   0.000000000000e+00
    RHS       a_ge_2_0_5_5  -1.000000000000e+00
    RHS       a_le_r_2_1_0_1   0.000000000000e+00
    RHS       a_le_z_2_1_0_1   0.000000000000e+00
    RHS       a_ge_2_1_0_1  -1.000000000000e+00
    RHS       a_le_r_2_1_0_2   0.000000000000e+00
    RHS       a_le_z_2_1_0_2   0.000000000000e+00
    RHS       a_ge_2_1_0_2  -1.000000000000e+00
    RHS       a_le_r_2_1_0_3   0.000000000000e+00
    RHS       a_le_z_2_1_0_3   0.000000000000e+00
    RHS       a_ge_2_1_0_3  -1.000000000000e+00
    RHS       a_le_r_2_1_0_4   0.000000000000e+00
    RHS       a_le_z_2_1_0_4   0.000000000000e+00
    RHS       a_ge_2_1_0_4  -1.000000000000e+00
    RHS       a_le_r_2_1_0_5   0.000000000000e+00
    RHS       a_le_z_2_1_0_5   0.000000000000e+00
    RHS       a_ge_2_1_0_5  -1.000000000000e+00
    RHS       a_le_r_2_1_3_1   0.000000000000e+00
    RHS       a_le_z_2_1_3_1   0.000000000000e+00
    RHS       a_ge_2_1_3_1  -1.000000000000e+00
    RHS       a_le_r_2_1_3_2   0.000000000000e+00
    RHS       a_le_z_2_1_3_2   0.000000000000e+00
    RHS       a_ge_2_1_3_2  -1.000000000000e+00
    RHS       a_le_r_2_1_3_3   0.000000000000e+00
    RHS       a_le_z_2_1_3_3   0.000000000000e+00
    RHS       a_ge_2_1_3_3  -1.000000000000e+00
    RHS       a_le_r_2_1_3_4   0.000000000000e+00
    RHS       a_le_z_2_1_3_4   0.000000000000e+00
    RHS       a_ge_2_1_3_4  -1.000000000000e+00
    RHS       a_le_r_2_1_3_5   0.000000000000e+00
    RHS       a_le_z_2_1_3_5   0.000000000000e+00
    RHS       a_ge_2_1_3_5  -1.000000000000e+00
    RHS       a_le_r_2_1_4_1   0.000000000000e+00
    RHS       a_le_z_2_1_4_1   0.000000000000e+00
    RHS       a_ge_2_1_4_1  -1.000000000000e+00
    RHS       a_le_r_2_1_4_2   0.000000000000e+00
    RHS       a_le_z_2_1_4_2   0.000000000000e+00
    RHS       a_ge_2_1_4_2  -1.000000000000e+00
    RHS       a_le_r_2_1_4_3   0.000000000000e+00
    RHS       a_le_z_2_1_4_3   0.000000000000e+00
    RHS       a_ge_2_1_4_3  -1.000000000000e+00
    RHS       a_le_r_2_1_4_4   0.000000000000e+00
    RHS       a_le_z_2_1_4_4   0.000000000000e+00
    RHS       a_ge_2_1_4_4  -1.000000000000e+00
    RHS       a_le_r_2_1_4_5   0.000000000000e+00
    RHS       a_le_z_2_1_4_5   0.000000000000e+00
    RHS       a_ge_2_1_4_5  -1.000000000000e+00
    RHS       a_le_r_2_1_5_1   0.000000000000e+00
    RHS       a_le_z_2_1_5_1   0.000000000000e+00
    RHS       a_ge_2_1_5_1  -1.000000000000e+00
    RHS       a_le_r_2_1_5_2   0.000000000000e+00
    RHS       a_le_z_2_1_5_2   0.000000000000e+00
    RHS       a_ge_2_1_5_2  -1.000000000000e+00
    RHS       a_le_r_2_1_5_3   0.000000000000e+00
    RHS       a_le_z_2_1_5_3   0.000000000000e+00
    RHS       a_ge_2_1_5_3  -1.000000000000e+00
    RHS       a_le_r_2_1_5_4   0.000000000000e+00
    RHS       a_le_z_2_1_5_4   0.000000000000e+00
    RHS       a_ge_2_1_5_4  -1.000000000000e+00
    RHS       a_le_r_2_1_5_5   0.000000000000e+00
    RHS       a_le_z_2_1_5_5   0.000000000000e+00
    RHS       a_ge_2_1_5_5  -1.000000000000e+00
    RHS       a_le_r_2_2_0_1   1.000000000000e+00
    RHS       a_le_z_2_2_0_1   0.000000000000e+00
    RHS       a_ge_2_2_0_1   0.000000000000e+00
    RHS       a_le_r_2_2_0_2   1.000000000000e+00
    RHS       a_le_z_2_2_0_2   0.000000000000e+00
    RHS       a_ge_2_2_0_2   0.000000000000e+00
    RHS       a_le_r_2_2_0_3   1.000000000000e+00
    RHS       a_le_z_2_2_0_3   0.000000000000e+00
    RHS       a_ge_2_2_0_3   0.000000000000e+00
    RHS       a_le_r_2_2_0_4   1.000000000000e+00
    RHS       a_le_z_2_2_0_4   0.000000000000e+00
    RHS       a_ge_2_2_0_4   0.000000000000e+00
    RHS       a_le_r_2_2_0_5   1.000000000000e+00
    RHS       a_le_z_2_2_0_5   0.000000000000e+00
    RHS       a_ge_2_2_0_5   0.000000000000e+00
    RHS       a_le_r_2_2_1_1   1.000000000000e+00
    RHS       a_le_z_2_2_1_1   0.000000000000e+00
    RHS       a_ge_2_2_1_1   0.000000000000e+00
    RHS       a_le_r_2_2_1_2   1.000000000000e+00
    RHS       a_le_z_2_2_1_2   0.000000000000e+00
    RHS       a_ge_2_2_1_2   0.000000000000e+00
    RHS       a_le_r_2_2_1_3   1.000000000000e+00
    RHS       a_le_z_2_2_1_3   0.000000000000e+00
    RHS       a_ge_2_2_1_3   0.000000000000e+00
    RHS       a_le_r_2_2_1_4   1.000000000000e+00
    RHS       a_le_z_2_2_1_4   0.000000000000e+00
    RHS       a_ge_2_2_1_4   0.000000000000e+00
    RHS       a_le_r_2_2_1_5   1.000000000000e+00
    RHS       a_le_z_2_2_1_5   0.000000000000e+00
    RHS       a_ge_2_2_1_5   0.000000000000e+00
    RHS       a_le_r_2_2_3_1   1.000000000000e+00
    RHS       a_le_z_2_2_3_1   0.000000000000e+00
    RHS       a_ge_2_2_3_1   0.000000000000e+00
    RHS       a_le_r_2_2_3_2   1.000000000000e+00
    RHS       a_le_z_2_2_3_2   0.000000000000e+00
    RHS       a_ge_2_2_3_2   0.000000000000e+00
    RHS       a_le_r_2_2_3_3   1.000000000000e+00
    RHS       a_le_z_2_2_3_3   0.000000000000e+00
    RHS       a_ge_2_2_3_3   0.000000000000e+00
    RHS       a_le_r_2_2_3_4   1.000000000000e+00
    RHS       a_le_z_2_2_3_4   0.000000000000e+00
    RHS       a_ge_2_2_3_4   0.000000000000e+00
    RHS       a_le_r_2_2_3_5   1.000000000000e+00
    RHS       a_le_z_2_2_3_5   0.000000000000e+00
    RHS       a_ge_2_2_3_5   0.000000000000e+00
    RHS       a_le_r_2_2_4_1   1.000000000000e+00
    RHS       a_le_z_2_2_4_1   0.000000000000e+00
    RHS       a_ge_2_2_4_1   0.000000000000e+00
    RHS       a_le_r_2_2_4_2   1.000000000000e+00
    RHS       a_le_z_2_2_4_2   0.000000000000e+00
    RHS       a_ge_2_2_4_2   0.000000000000e+00
    RHS       a_le_r_2_2_4_3   1.000000000000e+00
    RHS       a_le_z_2_2_4_3   0.000000000000e+00
    RHS       a_ge_2_2_4_3   0.000000000000e+00
    RHS       a_le_r_2_2_4_4   1.000000000000e+00
    RHS       a_le_z_2_2_4_4   0.000000000000e+00
    RHS       a_ge_2_2_4_4   0.000000000000e+00
    RHS       a_le_r_2_2_4_5   1.000000000000e+00
    RHS       a_le_z_2_2_4_5   0.000000000000e+00
    RHS       a_ge_2_2_4_5   0.000000000000e+00
    RHS       a_le_r_2_2_5_1   1.000000000000e+00
    RHS       a_le_z_2_2_5_1   0.000000000000e+00
    RHS       a_ge_2_2_5_1   0.000000000000e+00
    RHS       a_le_r_2_2_5_2   1.000000000000e+00
    RHS       a_le_z_2_2_5_2   0.000000000000e+00
    RHS       a_ge_2_2_5_2   0.000000000000e+00
    RHS       a_le_r_2_2_5_3   1.000000000000e+00
    RHS       a_le_z_2_2_5_3   0.000000000000e+00
    RHS       a_ge_2_2_5_3   0.000000000000e+00
    RHS       a_le_r_2_2_5_4   1.000000000000e+00
    RHS       a_le_z_2_2_5_4   0.000000000000e+00
    RHS       a_ge_2_2_5_4   0.000000000000e+00
    RHS       a_le_r_2_2_5_5   1.000000000000e+00
    RHS       a_le_z_2_2_5_5   0.000000000000e+00
    RHS       a_ge_2_2_5_5   0.000000000000e+00
    RHS       a_le_r_2_3_0_1   0.000000000000e+00
    RHS       a_le_z_2_3_0_1   0.000000000000e+00
    RHS       a_ge_2_3_0_1  -1.000000000000e+00
    RHS       a_le_r_2_3_0_2   0.000000000000e+00
    RHS       a_le_z_2_3_0_2   0.000000000000e+00
    RHS       a_ge_2_3_0_2  -1.000000000000e+00
    RHS       a_le_r_2_3_0_3   0.000000000000e+00
    RHS       a_le_z_2_3_0_3   0.000000000000e+00
    RHS       a_ge_2_3_0_3  -1.000000000000e+00
    RHS       a_le_r_2_3_0_4   0.000000000000e+00
    RHS       a_le_z_2_3_0_4   0.000000000000e+00
    RHS       a_ge_2_3_0_4  -1.000000000000e+00
    RHS       a_le_r_2_3_0_5   0.000000000000e+00
    RHS       a_le_z_2_3_0_5   0.000000000000e+00
    RHS       a_ge_2_3_0_5  -1.000000000000e+00
    RHS       a_le_r_2_3_1_1   0.000000000000e+00
    RHS       a_le_z_2_3_1_1   0.000000000000e+00
    RHS       a_ge_2_3_1_1  -1.000000000000e+00
    RHS       a_le_r_2_3_1_2   0.000000000000e+00
    RHS       a_le_z_2_3_1_2   0.000000000000e+00
    RHS       a_ge_2_3_1_2  -1.000000000000e+00
    RHS       a_le_r_2_3_1_3   0.000000000000e+00
    RHS       a_le_z_2_3_1_3   0.000000000000e+00
    RHS       a_ge_2_3_1_3  -1.000000000000e+00
    RHS       a_le_r_2_3_1_4   0.000000000000e+00
    RHS       a_le_z_2_3_1_4   0.000000000000e+00
    RHS       a_ge_2_3_1_4  -1.000000000000e+00
    RHS       a_le_r_2_3_1_5   0.000000000000e+00
    RHS       a_le_z_2_3_1_5   0.000000000000e+00
    RHS       a_ge_2_3_1_5  -1.000000000000e+00
    RHS       a_le_r_2_3_4_1   0.000000000000e+00
    RHS       a_le_z_2_3_4_1   0.000000000000e+00
    RHS       a_ge_2_3_4_1  -1.000000000000e+00
    RHS       a_le_r_2_3_4_2   0.000000000000e+00
    RHS       a_le_z_2_3_4_2   0.000000000000e+00
    RHS       a_ge_2_3_4_2  -1.000000000000e+00
    RHS       a_le_r_2_3_4_3   0.000000000000e+00
    RHS       a_le_z_2_3_4_3   0.000000000000e+00
    RHS       a_ge_2_3_4_3  -1.000000000000e+00
    RHS       a_le_r_2_3_4_4   0.000000000000e+00
    RHS       a_le_z_2_3_4_4   0.000000000000e+00
    RHS       a_ge_2_3_4_4  -1.000000000000e+00
    RHS       a_le_r_2_3_4_5   0.000000000000e+00
    RHS       a_le_z_2_3_4_5   0.000000000000e+00
    RHS       a_ge_2_3_4_5  -1.000000000000e+00
    RHS       a_le_r_2_3_5_1   0.000000000000e+00
    RHS       a_le_z_2_3_5_1   0.000000000000e+00
    RHS       a_ge_2_3_5_1  -1.000000000000e+00
    RHS       a_le_r_2_3_5_2   0.000000000000e+00
    RHS       a_le_z_2_3_5_2   0.000000000000e+00
    RHS       a_ge_2_3_5_2  -1.000000000000e+00
    RHS       a_le_r_2_3_5_3   0.000000000000e+00
    RHS       a_le_z_2_3_5_3   0.000000000000e+00
    RHS       a_ge_2_3_5_3  -1.000000000000e+00
    RHS       a_le_r_2_3_5_4   0.000000000000e+00
    RHS       a_le_z_2_3_5_4   0.000000000000e+00
    RHS       a_ge_2_3_5_4  -1.000000000000e+00
    RHS       a_le_r_2_3_5_5   0.000000000000e+00
    RHS       a_le_z_2_3_5_5   0.000000000000e+00
    RHS       a_ge_2_3_5_5  -1.000000000000e+00
    RHS       a_le_r_2_4_0_1   0.000000000000e+00
    RHS       a_le_z_2_4_0_1   0.000000000000e+00
    RHS       a_ge_2_4_0_1  -1.000000000000e+00
    RHS       a_le_r_2_4_0_2   0.000000000000e+00
    RHS       a_le_z_2_4_0_2   0.000000000000e+00
    RHS       a_ge_2_4_0_2  -1.000000000000e+00
    RHS       a_le_r_2_4_0_3   0.000000000000e+00
    RHS       a_le_z_2_4_0_3   0.000000000000e+00
    RHS       a_ge_2_4_0_3  -1.000000000000e+00
    RHS       a_le_r_2_4_0_4   0.000000000000e+00
    RHS       a_le_z_2_4_0_4   0.000000000000e+00
    RHS       a_ge_2_4_0_4  -1.000000000000e+00
    RHS       a_le_r_2_4_0_5   0.000000000000e+00
    RHS       a_le_z_2_4_0_5   0.000000000000e+00
    RHS       a_ge_2_4_0_5  -1.000000000000e+00
    RHS       a_le_r_2_4_1_1   0.000000000000e+00
    RHS       a_le_z_2_4_1_1   0.000000000000e+00
    RHS       a_ge_2_4_1_1  -1.000000000000e+00
    RHS       a_le_r_2_4_1_2   0.000000000000e+00
    RHS       a_le_z_2_4_1_2   0.000000000000e+00
    RHS       a_ge_2_4_1_2  -1.000000000000e+00
    RHS       a_le_r_2_4_1_3   0.000000000000e+00
    RHS       a_le_z_2_4_1_3   0.000000000000e+00
    RHS       a_ge_2_4_1_3  -1.000000000000e+00
    RHS       a_le_r_2_4_1_4   0.000000000000e+00
    RHS       a_le_z_2_4_1_4   0.000000000000e+00
    RHS       a_ge_2_4_1_4  -1.000000000000e+00
    RHS       a_le_r_2_4_1_5   0.000000000000e+00
    RHS       a_le_z_2_4_1_5   0.000000000000e+00
    RHS       a_ge_2_4_1_5  -1.000000000000e+00
    RHS       a_le_r_2_4_3_1   0.000000000000e+00
    RHS       a_le_z_2_4_3_1   0.000000000000e+00
    RHS       a_ge_2_4_3_1  -1.000000000000e+00
    RHS       a_le_r_2_4_3_2   0.000000000000e+00
    RHS       a_le_z_2_4_3_2   0.000000000000e+00
    RHS       a_ge_2_4_3_2  -1.000000000000e+00
    RHS       a_le_r_2_4_3_3   0.000000000000e+00
    RHS       a_le_z_2_4_3_3   0.000000000000e+00
    RHS       a_ge_2_4_3_3  -1.000000000000e+00
    RHS       a_le_r_2_4_3_4   0.000000000000e+00
    RHS       a_le_z_2_4_3_4   0.000000000000e+00
    RHS       a_ge_2_4_3_4  -1.000000000000e+00
    RHS       a_le_r_2_4_3_5   0.000000000000e+00
    RHS       a_le_z_2_4_3_5   0.000000000000e+00
    RHS       a_ge_2_4_3_5  -1.000000000000e+00
    RHS       a_le_r_2_4_5_1   0.000000000000e+00
    RHS       a_le_z_2_4_5_1   0.000000000000e+00
    RHS       a_ge_2_4_5_1  -1.000000000000e+00
    RHS       a_le_r_2_4_5_2   0.000000000000e+00
    RHS       a_le_z_2_4_5_2   0.000000000000e+00
    RHS       a_ge_2_4_5_2  -1.000000000000e+00
    RHS       a_le_r_2_4_5_3   0.000000000000e+00
    RHS       a_le_z_2_4_5_3   0.000000000000e+00
    RHS       a_ge_2_4_5_3  -1.000000000000e+00
    RHS       a_le_r_2_4_5_4   0.000000000000e+00
    RHS       a_le_z_2_4_5_4   0.000000000000e+00
    RHS       a_ge_2_4_5_4  -1.000000000000e+00
    RHS       a_le_r_2_4_5_5   0.000000000000e+00
    RHS       a_le_z_2_4_5_5   0.000000000000e+00
    RHS       a_ge_2_4_5_5  -1.000000000000e+00
    RHS       a_le_r_2_5_0_1   0.000000000000e+00
    RHS       a_le_z_2_5_0_1   0.000000000000e+00
    RHS       a_ge_2_5_0_1  -1.000000000000e+00
    RHS       a_le_r_2_5_0_2   0.000000000000e+00
    RHS       a_le_z_2_5_0_2   0.000000000000e+00
    RHS       a_ge_2_5_0_2  -1.000000000000e+00
    RHS       a_le_r_2_5_0_3   0.000000000000e+00
    RHS       a_le_z_2_5_0_3   0.000000000000e+00
    RHS       a_ge_2_5_0_3  -1.000000000000e+00
    RHS       a_le_r_2_5_0_4   0.000000000000e+00
    RHS       a_le_z_2_5_0_4   0.000000000000e+00
    RHS       a_ge_2_5_0_4  -1.000000000000e+00
    RHS       a_le_r_2_5_0_5   0.000000000000e+00
    RHS       a_le_z_2_5_0_5   0.000000000000e+00
    RHS       a_ge_2_5_0_5  -1.000000000000e+00
    RHS       a_le_r_2_5_1_1   0.000000000000e+00
    RHS       a_le_z_2_5_1_1   0.000000000000e+00
    RHS       a_ge_2_5_1_1  -1.000000000000e+00
    RHS       a_le_r_2_5_1_2   0.000000000000e+00
    RHS       a_le_z_2_5_1_2   0.000000000000e+00
    RHS       a_ge_2_5_1_2  -1.000000000000e+00
    RHS       a_le_r_2_5_1_3   0.000000000000e+00
    RHS       a_le_z_2_5_1_3   0.000000000000e+00
    RHS       a_ge_2_5_1_3  -1.000000000000e+00
    RHS       a_le_r_2_5_1_4   0.000000000000e+00
    RHS       a_le_z_2_5_1_4   0.000000000000e+00
    RHS       a_ge_2_5_1_4  -1.000000000000e+00
    RHS       a_le_r_2_5_1_5   0.000000000000e+00
    RHS       a_le_z_2_5_1_5   0.000000000000e+00
    RHS       a_ge_2_5_1_5  -1.000000000000e+00
    RHS       a_le_r_2_5_3_1   0.000000000000e+00
    RHS       a_le_z_2_5_3_1   0.000000000000e+00
    RHS       a_ge_2_5_3_1  -1.000000000000e+00
    RHS       a_le_r_2_5_3_2   0.000000000000e+00
    RHS       a_le_z_2_5_3_2   0.000000000000e+00
    RHS       a_ge_2_5_3_2  -1.000000000000e+00
    RHS       a_le_r_2_5_3_3   0.000000000000e+00
    RHS       a_le_z_2_5_3_3   0.000000000000e+00
    RHS       a_ge_2_5_3_3  -1.000000000000e+00
    RHS       a_le_r_2_5_3_4   0.000000000000e+00
    RHS       a_le_z_2_5_3_4   0.000000000000e+00
    RHS       a_ge_2_5_3_4  -1.000000000000e+00
    RHS       a_le_r_2_5_3_5   0.000000000000e+00
    RHS       a_le_z_2_5_3_5   0.000000000000e+00
    RHS       a_ge_2_5_3_5  -1.000000000000e+00
    RHS       a_le_r_2_5_4_1   0.000000000000e+00
    RHS       a_le_z_2_5_4_1   0.000000000000e+00
    RHS       a_ge_2_5_4_1  -1.000000000000e+00
    RHS       a_le_r_2_5_4_2   0.000000000000e+00
    RHS       a_le_z_2_5_4_2   0.000000000000e+00
    RHS       a_ge_2_5_4_2  -1.000000000000e+00
    RHS       a_le_r_2_5_4_3   0.000000000000e+00
    RHS       a_le_z_2_5_4_3   0.000000000000e+00
    RHS       a_ge_2_5_4_3  -1.000000000000e+00
    RHS       a_le_r_2_5_4_4   0.000000000000e+00
    RHS       a_le_z_2_5_4_4   0.000000000000e+00
    RHS       a_ge_2_5_4_4  -1.000000000000e+00
    RHS       a_le_r_2_5_4_5   0.000000000000e+00
    RHS       a_le_z_2_5_4_5   0.000000000000e+00
    RHS       a_ge_2_5_4_5  -1.000000000000e+00
    RHS       a_le_r_3_0_1_1   0.000000000000e+00
    RHS       a_le_z_3_0_1_1   0.000000000000e+00
    RHS       a_ge_3_0_1_1  -1.000000000000e+00
    RHS       a_le_r_3_0_1_2   0.000000000000e+00
    RHS       a_le_z_3_0_1_2   0.000000000000e+00
    RHS       a_ge_3_0_1_2  -1.000000000000e+00
    RHS       a_le_r_3_0_1_3   0.000000000000e+00
    RHS       a_le_z_3_0_1_3   0.000000000000e+00
    RHS       a_ge_3_0_1_3  -1.000000000000e+00
    RHS       a_le_r_3_0_1_4   0.000000000000e+00
    RHS       a_le_z_3_0_1_4   0.000000000000e+00
    RHS       a_ge_3_0_1_4  -1.000000000000e+00
    RHS       a_le_r_3_0_1_5   0.000000000000e+00
    RHS       a_le_z_3_0_1_5   0.000000000000e+00
    RHS       a_ge_3_0_1_5  -1.000000000000e+00
    RHS       a_le_r_3_0_2_1   0.000000000000e+00
    RHS       a_le_z_3_0_2_1   0.000000000000e+00
    RHS       a_ge_3_0_2_1  -1.000000000000e+00
    RHS       a_le_r_3_0_2_2   0.000000000000e+00
    RHS       a_le_z_3_0_2_2   0.000000000000e+00
    RHS       a_ge_3_0_2_2  -1.000000000000e+00
    RHS       a_le_r_3_0_2_3   0.000000000000e+00
    RHS       a_le_z_3_0_2_3   0.000000000000e+00
    RHS       a_ge_3_0_2_3  -1.000000000000e+00
    RHS       a_le_r_3_0_2_4   0.000000000000e+00
    RHS       a_le_z_3_0_2_4   0.000000000000e+00
    RHS       a_ge_3_0_2_4  -1.000000000000e+00
    RHS       a_le_r_3_0_2_5   0.000000000000e+00
    RHS       a_le_z_3_0_2_5   0.000000000000e+00
    RHS       a_ge_3_0_2_5  -1.000000000000e+00
    RHS       a_le_r_3_0_4_1   0.000000000000e+00
    RHS       a_le_z_3_0_4_1   0.000000000000e+00
    RHS       a_ge_3_0_4_1  -1.000000000000e+00
    RHS       a_le_r_3_0_4_2   0.000000000000e+00
    RHS       a_le_z_3_0_4_2   0.000000000000e+00
    RHS       a_ge_3_0_4_2  -1.000000000000e+00
    RHS       a_le_r_3_0_4_3   0.000000000000e+00
    RHS       a_le_z_3_0_4_3   0.000000000000e+00
    RHS       a_ge_3_0_4_3  -1.000000000000e+00
    RHS       a_le_r_3_0_4_4   0.000000000000e+00
    RHS       a_le_z_3_0_4_4   0.000000000000e+00
    RHS       a_ge_3_0_4_4  -1.000000000000e+00
    RHS       a_le_r_3_0_4_5   0.000000000000e+00
    RHS       a_le_z_3_0_4_5   0.000000000000e+00
    RHS       a_ge_3_0_4_5  -1.000000000000e+00
    RHS       a_le_r_3_0_5_1   0.000000000000e+00
    RHS       a_le_z_3_0_5_1   0.000000000000e+00
    RHS       a_ge_3_0_5_1  -1.000000000000e+00
    RHS       a_le_r_3_0_5_2   0.000000000000e+00
    RHS       a_le_z_3_0_5_2   0.000000000000e+00
    RHS       a_ge_3_0_5_2  -1.000000000000e+00
    RHS       a_le_r_3_0_5_3   0.000000000000e+00
    RHS       a_le_z_3_0_5_3   0.000000000000e+00
    RHS       a_ge_3_0_5_3  -1.000000000000e+00
    RHS       a_le_r_3_0_5_4   0.000000000000e+00
    RHS       a_le_z_3_0_5_4   0.000000000000e+00
    RHS       a_ge_3_0_5_4  -1.000000000000e+00
    RHS       a_le_r_3_0_5_5   0.000000000000e+00
    RHS       a_le_z_3_0_5_5   0.000000000000e+00
    RHS       a_ge_3_0_5_5  -1.000000000000e+00
    RHS       a_le_r_3_1_0_1   0.000000000000e+00
    RHS       a_le_z_3_1_0_1   0.000000000000e+00
    RHS       a_ge_3_1_0_1  -1.000000000000e+00
    RHS       a_le_r_3_1_0_2   0.000000000000e+00
    RHS       a_le_z_3_1_0_2   0.000000000000e+00
    RHS       a_ge_3_1_0_2  -1.000000000000e+00
    RHS       a_le_r_3_1_0_3   0.000000000000e+00
    RHS       a_le_z_3_1_0_3   0.000000000000e+00
    RHS       a_ge_3_1_0_3  -1.000000000000e+00
    RHS       a_le_r_3_1_0_4   0.000000000000e+00
    RHS       a_le_z_3_1_0_4   0.000000000000e+00
    RHS       a_ge_3_1_0_4  -1.000000000000e+00
    RHS       a_le_r_3_1_0_5   0.000000000000e+00
    RHS       a_le_z_3_1_0_5   0.000000000000e+00
    RHS       a_ge_3_1_0_5  -1.000000000000e+00
    RHS       a_le_r_3_1_2_1   0.000000000000e+00
    RHS       a_le_z_3_1_2_1   0.000000000000e+00
    RHS       a_ge_3_1_2_1  -1.000000000000e+00
    RHS       a_le_r_3_1_2_2   0.000000000000e+00
    RHS       a_le_z_3_1_2_2   0.000000000000e+00
    RHS       a_ge_3_1_2_2  -1.000000000000e+00
    RHS       a_le_r_3_1_2_3   0.000000000000e+00
    RHS       a_le_z_3_1_2_3   0.000000000000e+00
    RHS       a_ge_3_1_2_3  -1.000000000000e+00
    RHS       a_le_r_3_1_2_4   0.000000000000e+00
    RHS       a_le_z_3_1_2_4   0.000000000000e+00
    RHS       a_ge_3_1_2_4  -1.000000000000e+00
    RHS       a_le_r_3_1_2_5   0.000000000000e+00
    RHS       a_le_z_3_1_2_5   0.000000000000e+00
    RHS       a_ge_3_1_2_5  -1.000000000000e+00
    RHS       a_le_r_3_1_4_1   0.000000000000e+00
    RHS       a_le_z_3_1_4_1   0.000000000000e+00
    RHS       a_ge_3_1_4_1  -1.000000000000e+00
    RHS       a_le_r_3_1_4_2   0.000000000000e+00
    RHS       a_le_z_3_1_4_2   0.000000000000e+00
    RHS       a_ge_3_1_4_2  -1.000000000000e+00
    RHS       a_le_r_3_1_4_3   0.000000000000e+00
    RHS       a_le_z_3_1_4_3   0.000000000000e+00
    RHS       a_ge_3_1_4_3  -1.000000000000e+00
    RHS       a_le_r_3_1_4_4   0.000000000000e+00
    RHS       a_le_z_3_1_4_4   0.000000000000e+00
    RHS       a_ge_3_1_4_4  -1.000000000000e+00
    RHS       a_le_r_3_1_4_5   0.000000000000e+00
    RHS       a_le_z_3_1_4_5   0.000000000000e+00
    RHS       a_ge_3_1_4_5  -1.000000000000e+00
    RHS       a_le_r_3_1_5_1   0.000000000000e+00
    RHS       a_le_z_3_1_5_1   0.000000000000e+00
    RHS       a_ge_3_1_5_1  -1.000000000000e+00
    RHS       a_le_r_3_1_5_2   0.000000000000e+00
    RHS       a_le_z_3_1_5_2   0.000000000000e+00
    RHS       a_ge_3_1_5_2  -1.000000000000e+00
    RHS       a_le_r_3_1_5_3   0.000000000000e+00
    RHS       a_le_z_3_1_5_3   0.000000000000e+00
    RHS       a_ge_3_1_5_3  -1.000000000000e+00
    RHS       a_le_r_3_1_5_4   0.000000000000e+00
    RHS       a_le_z_3_1_5_4   0.000000000000e+00
    RHS       a_ge_3_1_5_4  -1.000000000000e+00
    RHS       a_le_r_3_1_5_5   0.000000000000e+00
    RHS       a_le_z_3_1_5_5   0.000000000000e+00
    RHS       a_ge_3_1_5_5  -1.000000000000e+00
    RHS       a_le_r_3_2_0_1   0.000000000000e+00
    RHS       a_le_z_3_2_0_1   0.000000000000e+00
    RHS       a_ge_3_2_0_1  -1.000000000000e+00
    RHS       a_le_r_3_2_0_2   0.000000000000e+00
    RHS       a_le_z_3_2_0_2   0.000000000000e+00
    RHS       a_ge_3_2_0_2  -1.000000000000e+00
    RHS       a_le_r_3_2_0_3   0.000000000000e+00
    RHS       a_le_z_3_2_0_3   0.000000000000e+00
    RHS       a_ge_3_2_0_3  -1.000000000000e+00
    RHS       a_le_r_3_2_0_4   0.000000000000e+00
    RHS       a_le_z_3_2_0_4   0.000000000000e+00
    RHS       a_ge_3_2_0_4  -1.000000000000e+00
    RHS       a_le_r_3_2_0_5   0.000000000000e+00
    RHS       a_le_z_3_2_0_5   0.000000000000e+00
    RHS       a_ge_3_2_0_5  -1.000000000000e+00
    RHS       a_le_r_3_2_1_1   0.000000000000e+00
    RHS       a_le_z_3_2_1_1   0.000000000000e+00
    RHS       a_ge_3_2_1_1  -1.000000000000e+00
    RHS       a_le_r_3_2_1_2   0.000000000000e+00
    RHS       a_le_z_3_2_1_2   0.000000000000e+00
    RHS       a_ge_3_2_1_2  -1.000000000000e+00
    RHS       a_le_r_3_2_1_3   0.000000000000e+00
    RHS       a_le_z_3_2_1_3   0.000000000000e+00
    RHS       a_ge_3_2_1_3  -1.000000000000e+00
    RHS       a_le_r_3_2_1_4   0.000000000000e+00
    RHS       a_le_z_3_2_1_4   0.000000000000e+00
    RHS       a_ge_3_2_1_4  -1.000000000000e+00
    RHS       a_le_r_3_2_1_5   0.000000000000e+00
    RHS       a_le_z_3_2_1_5   0.000000000000e+00
    RHS       a_ge_3_2_1_5  -1.000000000000e+00
    RHS       a_le_r_3_2_4_1   0.000000000000e+00
    RHS       a_le_z_3_2_4_1   0.000000000000e+00
    RHS       a_ge_3_2_4_1  -1.000000000000e+00
    RHS       a_le_r_3_2_4_2   0.000000000000e+00
    RHS       a_le_z_3_2_4_2   0.000000000000e+00
    RHS       a_ge_3_2_4_2  -1.000000000000e+00
    RHS       a_le_r_3_2_4_3   0.000000000000e+00
    RHS       a_le_z_3_2_4_3   0.000000000000e+00
    RHS       a_ge_3_2_4_3  -1.000000000000e+00
    RHS       a_le_r_3_2_4_4   0.000000000000e+00
    RHS       a_le_z_3_2_4_4   0.000000000000e+00
    RHS       a_ge_3_2_4_4  -1.000000000000e+00
    RHS       a_le_r_3_2_4_5   0.000000000000e+00
    RHS       a_le_z_3_2_4_5   0.000000000000e+00
    RHS       a_ge_3_2_4_5  -1.000000000000e+00
    RHS       a_le_r_3_2_5_1   0.000000000000e+00
    RHS       a_le_z_3_2_5_1   0.000000000000e+00
    RHS       a_ge_3_2_5_1  -1.000000000000e+00
    RHS       a_le_r_3_2_5_2   0.000000000000e+00
    RHS       a_le_z_3_2_5_2   0.000000000000e+00
    RHS       a_ge_3_2_5_2  -1.000000000000e+00
    RHS       a_le_r_3_2_5_3   0.000000000000e+00
    RHS       a_le_z_3_2_5_3   0.000000000000e+00
    RHS       a_ge_3_2_5_3  -1.000000000000e+00
    RHS       a_le_r_3_2_5_4   0.000000000000e+00
    RHS       a_le_z_3_2_5_4   0.000000000000e+00
    RHS       a_ge_3_2_5_4  -1.000000000000e+00
    RHS       a_le_r_3_2_5_5   0.000000000000e+00
    RHS       a_le_z_3_2_5_5   0.000000000000e+00
    RHS       a_ge_3_2_5_5  -1.000000000000e+00
    RHS       a_le_r_3_3_0_1   1.000000000000e+00
    RHS       a_le_z_3_3_0_1   0.000000000000e+00
    RHS       a_ge_3_3_0_1   0.000000000000e+00
    RHS       a_le_r_3_3_0_2   1.000000000000e+00
    RHS       a_le_z_3_3_0_2   0.000000000000e+00
    RHS       a_ge_3_3_0_2   0.000000000000e+00
    RHS       a_le_r_3_3_0_3   1.000000000000e+00
    RHS       a_le_z_3_3_0_3   0.000000000000e+00
    RHS       a_ge_3_3_0_3   0.000000000000e+00
    RHS       a_le_r_3_3_0_4   1.000000000000e+00
    RHS       a_le_z_3_3_0_4   0.000000000000e+00
    RHS       a_ge_3_3_0_4   0.000000000000e+00
    RHS       a_le_r_3_3_0_5   1.000000000000e+00
    RHS       a_le_z_3_3_0_5   0.000000000000e+00
    RHS       a_ge_3_3_0_5   0.000000000000e+00
    RHS       a_le_r_3_3_1_1   1.000000000000e+00
    RHS       a_le_z_3_3_1_1   0.000000000000e+00
    RHS       a_ge_3_3_1_1   0.000000000000e+00
    RHS       a_le_r_3_3_1_2   1.000000000000e+00
    RHS       a_le_z_3_3_1_2   0.000000000000e+00
    RHS       a_ge_3_3_1_2   0.000000000000e+00
    RHS       a_le_r_3_3_1_3   1.000000000000e+00
    RHS       a_le_z_3_3_1_3   0.000000000000e+00
    RHS       a_ge_3_3_1_3   0.000000000000e+00
    RHS       a_le_r_3_3_1_4   1.000000000000e+00
    RHS       a_le_z_3_3_1_4   0.000000000000e+00
    RHS       a_ge_3_3_1_4   0.000000000000e+00
    RHS       a_le_r_3_3_1_5   1.000000000000e+00
    RHS       a_le_z_3_3_1_5   0.000000000000e+00
    RHS       a_ge_3_3_1_5   0.000000000000e+00
    RHS       a_le_r_3_3_2_1   1.000000000000e+00
    RHS       a_le_z_3_3_2_1   0.000000000000e+00
    RHS       a_ge_3_3_2_1   0.000000000000e+00
    RHS       a_le_r_3_3_2_2   1.000000000000e+00
    RHS       a_le_z_3_3_2_2   0.000000000000e+00
    RHS       a_ge_3_3_2_2   0.000000000000e+00
    RHS       a_le_r_3_3_2_3   1.000000000000e+00
    RHS       a_le_z_3_3_2_3   0.000000000000e+00
    RHS       a_ge_3_3_2_3   0.000000000000e+00
    RHS       a_le_r_3_3_2_4   1.000000000000e+00
    RHS       a_le_z_3_3_2_4   0.000000000000e+00
    RHS       a_ge_3_3_2_4   0.000000000000e+00
    RHS       a_le_r_3_3_2_5   1.000000000000e+00
    RHS       a_le_z_3_3_2_5   0.000000000000e+00
    RHS       a_ge_3_3_2_5   0.000000000000e+00
    RHS       a_le_r_3_3_4_1   1.000000000000e+00
    RHS       a_le_z_3_3_4_1   0.000000000000e+00
    RHS       a_ge_3_3_4_1   0.000000000000e+00
    RHS       a_le_r_3_3_4_2   1.000000000000e+00
    RHS       a_le_z_3_3_4_2   0.000000000000e+00
    RHS       a_ge_3_3_4_2   0.000000000000e+00
    RHS       a_le_r_3_3_4_3   1.000000000000e+00
    RHS       a_le_z_3_3_4_3   0.000000000000e+00
    RHS       a_ge_3_3_4_3   0.000000000000e+00
    RHS       a_le_r_3_3_4_4   1.000000000000e+00
    RHS       a_le_z_3_3_4_4   0.000000000000e+00
    RHS       a_ge_3_3_4_4   0.000000000000e+00
    RHS       a_le_r_3_3_4_5   1.000000000000e+00
    RHS       a_le_z_3_3_4_5   0.000000000000e+00
    RHS       a_ge_3_3_4_5   0.000000000000e+00
    RHS       a_le_r_3_3_5_1   1.000000000000e+00
    RHS       a_le_z_3_3_5_1   0.000000000000e+00
    RHS       a_ge_3_3_5_1   0.000000000000e+00
    RHS       a_le_r_3_3_5_2   1.000000000000e+00
    RHS       a_le_z_3_3_5_2   0.000000000000e+00
    RHS       a_ge_3_3_5_2   0.000000000000e+00
    RHS       a_le_r_3_3_5_3   1.000000000000e+00
    RHS       a_le_z_3_3_5_3   0.000000000000e+00
    RHS       a_ge_3_3_5_3   0.000000000000e+00
    RHS       a_le_r_3_3_5_4   1.000000000000e+00
    RHS       a_le_z_3_3_5_4   0.000000000000e+00
    RHS       a_ge_3_3_5_4   0.000000000000e+00
    RHS       a_le_r_3_3_5_5   1.000000000000e+00
    RHS       a_le_z_3_3_5_5   0.000000000000e+00
    RHS       a_ge_3_3_5_5   0.000000000000e+00
    RHS       a_le_r_3_4_0_1   0.000000000000e+00
    RHS       a_le_z_3_4_0_1   0.000000000000e+00
    RHS       a_ge_3_4_0_1  -1.000000000000e+00
    RHS       a_le_r_3_4_0_2   0.000000000000e+00
    RHS       a_le_z_3_4_0_2   0.000000000000e+00
    RHS       a_ge_3_4_0_2  -1.000000000000e+00
    RHS       a_le_r_3_4_0_3   0.000000000000e+00
    RHS       a_le_z_3_4_0_3   0.000000000000e+00
    RHS       a_ge_3_4_0_3  -1.000000000000e+00
    RHS       a_le_r_3_4_0_4   0.000000000000e+00
    RHS       a_le_z_3_4_0_4   0.000000000000e+00
    RHS       a_ge_3_4_0_4  -1.000000000000e+00
    RHS       a_le_r_3_4_0_5   0.000000000000e+00
    RHS       a_le_z_3_4_0_5   0.000000000000e+00
    RHS       a_ge_3_4_0_5  -1.000000000000e+00
    RHS       a_le_r_3_4_1_1   0.000000000000e+00
    RHS       a_le_z_3_4_1_1   0.000000000000e+00
    RHS       a_ge_3_4_1_1  -1.000000000000e+00
    RHS       a_le_r_3_4_1_2   0.000000000000e+00
    RHS       a_le_z_3_4_1_2   0.000000000000e+00
    RHS       a_ge_3_4_1_2  -1.000000000000e+00
    RHS       a_le_r_3_4_1_3   0.000000000000e+00
    RHS       a_le_z_3_4_1_3   0.000000000000e+00
    RHS       a_ge_3_4_1_3  -1.000000000000e+00
    RHS       a_le_r_3_4_1_4   0.000000000000e+00
    RHS       a_le_z_3_4_1_4   0.000000000000e+00
    RHS       a_ge_3_4_1_4  -1.000000000000e+00
    RHS       a_le_r_3_4_1_5   0.000000000000e+00
    RHS       a_le_z_3_4_1_5   0.000000000000e+00
    RHS       a_ge_3_4_1_5  -1.000000000000e+00
    RHS       a_le_r_3_4_2_1   0.000000000000e+00
    RHS       a_le_z_3_4_2_1   0.000000000000e+00
    RHS       a_ge_3_4_2_1  -1.000000000000e+00
    RHS       a_le_r_3_4_2_2   0.000000000000e+00
    RHS       a_le_z_3_4_2_2   0.000000000000e+00
    RHS       a_ge_3_4_2_2  -1.000000000000e+00
    RHS       a_le_r_3_4_2_3   0.000000000000e+00
    RHS       a_le_z_3_4_2_3   0.000000000000e+00
    RHS       a_ge_3_4_2_3  -1.000000000000e+00
    RHS       a_le_r_3_4_2_4   0.000000000000e+00
    RHS       a_le_z_3_4_2_4   0.000000000000e+00
    RHS       a_ge_3_4_2_4  -1.000000000000e+00
    RHS       a_le_r_3_4_2_5   0.000000000000e+00
    RHS       a_le_z_3_4_2_5   0.000000000000e+00
    RHS       a_ge_3_4_2_5  -1.000000000000e+00
    RHS       a_le_r_3_4_5_1   0.000000000000e+00
    RHS       a_le_z_3_4_5_1   0.000000000000e+00
    RHS       a_ge_3_4_5_1  -1.000000000000e+00
    RHS       a_le_r_3_4_5_2   0.000000000000e+00
    RHS       a_le_z_3_4_5_2   0.000000000000e+00
    RHS       a_ge_3_4_5_2  -1.000000000000e+00
    RHS       a_le_r_3_4_5_3   0.000000000000e+00
    RHS       a_le_z_3_4_5_3   0.000000000000e+00
    RHS       a_ge_3_4_5_3  -1.000000000000e+00
    RHS       a_le_r_3_4_5_4   0.000000000000e+00
    RHS       a_le_z_3_4_5_4   0.000000000000e+00
    RHS       a_ge_3_4_5_4  -1.000000000000e+00
    RHS       a_le_r_3_4_5_5   0.000000000000e+00
    RHS       a_le_z_3_4_5_5   0.000000000000e+00
    RHS       a_ge_3_4_5_5  -1.000000000000e+00
    RHS       a_le_r_3_5_0_1   0.000000000000e+00
    RHS       a_le_z_3_5_0_1   0.000000000000e+00
    RHS       a_ge_3_5_0_1  -1.000000000000e+00
    RHS       a_le_r_3_5_0_2   0.000000000000e+00
    RHS       a_le_z_3_5_0_2   0.000000000000e+00
    RHS       a_ge_3_5_0_2  -1.000000000000e+00
    RHS       a_le_r_3_5_0_3   0.000000000000e+00
    RHS       a_le_z_3_5_0_3   0.000000000000e+00
    RHS       a_ge_3_5_0_3  -1.000000000000e+00
    RHS       a_le_r_3_5_0_4   0.000000000000e+00
    RHS       a_le_z_3_5_0_4   0.000000000000e+00
    RHS       a_ge_3_5_0_4  -1.000000000000e+00
    RHS       a_le_r_3_5_0_5   0.000000000000e+00
    RHS       a_le_z_3_5_0_5   0.000000000000e+00
    RHS       a_ge_3_5_0_5  -1.000000000000e+00
    RHS       a_le_r_3_5_1_1   0.000000000000e+00
    RHS       a_le_z_3_5_1_1   0.000000000000e+00
    RHS       a_ge_3_5_1_1  -1.000000000000e+00
    RHS       a_le_r_3_5_1_2   0.000000000000e+00
    RHS       a_le_z_3_5_1_2   0.000000000000e+00
    RHS       a_ge_3_5_1_2  -1.000000000000e+00
    RHS       a_le_r_3_5_1_3   0.000000000000e+00
    RHS       a_le_z_3_5_1_3   0.000000000000e+00
    RHS       a_ge_3_5_1_3  -1.000000000000e+00
    RHS       a_le_r_3_5_1_4   0.000000000000e+00
    RHS       a_le_z_3_5_1_4   0.000000000000e+00
    RHS       a_ge_3_5_1_4  -1.000000000000e+00
    RHS       a_le_r_3_5_1_5   0.000000000000e+00
    RHS       a_le_z_3_5_1_5   0.000000000000e+00
    RHS       a_ge_3_5_1_5  -1.000000000000e+00
    RHS       a_le_r_3_5_2_1   0.000000000000e+00
    RHS       a_le_z_3_5_2_1   0.000000000000e+00
    RHS       a_ge_3_5_2_1  -1.000000000000e+00
    RHS       a_le_r_3_5_2_2   0.000000000000e+00
    RHS       a_le_z_3_5_2_2   0.000000000000e+00
    RHS       a_ge_3_5_2_2  -1.000000000000e+00
    RHS       a_le_r_3_5_2_3   0.000000000000e+00
    RHS       a_le_z_3_5_2_3   0.000000000000e+00
    RHS       a_ge_3_5_2_3  -1.000000000000e+00
    RHS       a_le_r_3_5_2_4   0.000000000000e+00
    RHS       a_le_z_3_5_2_4   0.000000000000e+00
    RHS       a_ge_3_5_2_4  -1.000000000000e+00
    RHS       a_le_r_3_5_2_5   0.000000000000e+00
    RHS       a_le_z_3_5_2_5   0.000000000000e+00
    RHS       a_ge_3_5_2_5  -1.000000000000e+00
    RHS       a_le_r_3_5_4_1   0.000000000000e+00
    RHS       a_le_z_3_5_4_1   0.000000000000e+00
    RHS       a_ge_3_5_4_1  -1.000000000000e+00
    RHS       a_le_r_3_5_4_2   0.000000000000e+00
    RHS       a_le_z_3_5_4_2   0.000000000000e+00
    RHS       a_ge_3_5_4_2  -1.000000000000e+00
    RHS       a_le_r_3_5_4_3   0.000000000000e+00
    RHS       a_le_z_3_5_4_3   0.000000000000e+00
    RHS       a_ge_3_5_4_3  -1.000000000000e+00
    RHS       a_le_r_3_5_4_4   0.000000000000e+00
    RHS       a_le_z_3_5_4_4   0.000000000000e+00
    RHS       a_ge_3_5_4_4  -1.000000000000e+00
    RHS       a_le_r_3_5_4_5   0.000000000000e+00
    RHS       a_le_z_3_5_4_5   0.000000000000e+00
    RHS       a_ge_3_5_4_5  -1.000000000000e+00
    RHS       a_le_r_4_0_1_1   0.000000000000e+00
    RHS       a_le_z_4_0_1_1   0.000000000000e+00
    RHS       a_ge_4_0_1_1  -1.000000000000e+00
    RHS       a_le_r_4_0_1_2   0.000000000000e+00
    RHS       a_le_z_4_0_1_2   0.000000000000e+00
    RHS       a_ge_4_0_1_2  -1.000000000000e+00
    RHS       a_le_r_4_0_1_3   0.000000000000e+00
    RHS       a_le_z_4_0_1_3   0.000000000000e+00
    RHS       a_ge_4_0_1_3  -1.000000000000e+00
    RHS       a_le_r_4_0_1_4   0.000000000000e+00
    RHS       a_le_z_4_0_1_4   0.000000000000e+00
    RHS       a_ge_4_0_1_4  -1.000000000000e+00
    RHS       a_le_r_4_0_1_5   0.000000000000e+00
    RHS       a_le_z_4_0_1_5   0.000000000000e+00
    RHS       a_ge_4_0_1_5  -1.000000000000e+00
    RHS       a_le_r_4_0_2_1   0.000000000000e+00
    RHS       a_le_z_4_0_2_1   0.000000000000e+00
    RHS       a_ge_4_0_2_1  -1.000000000000e+00
    RHS       a_le_r_4_0_2_2   0.000000000000e+00
    RHS       a_le_z_4_0_2_2   0.000000000000e+00
    RHS       a_ge_4_0_2_2  -1.000000000000e+00
    RHS       a_le_r_4_0_2_3   0.000000000000e+00
    RHS       a_le_z_4_0_2_3   0.000000000000e+00
    RHS       a_ge_4_0_2_3  -1.000000000000e+00
    RHS       a_le_r_4_0_2_4   0.000000000000e+00
    RHS       a_le_z_4_0_2_4   0.000000000000e+00
    RHS       a_ge_4_0_2_4  -1.000000000000e+00
    RHS       a_le_r_4_0_2_5   0.000000000000e+00
    RHS       a_le_z_4_0_2_5   0.000000000000e+00
    RHS       a_ge_4_0_2_5  -1.000000000000e+00
    RHS       a_le_r_4_0_3_1   0.000000000000e+00
    RHS       a_le_z_4_0_3_1   0.000000000000e+00
    RHS       a_ge_4_0_3_1  -1.000000000000e+00
    RHS       a_le_r_4_0_3_2   0.000000000000e+00
    RHS       a_le_z_4_0_3_2   0.000000000000e+00
    RHS       a_ge_4_0_3_2  -1.000000000000e+00
    RHS       a_le_r_4_0_3_3   0.000000000000e+00
    RHS       a_le_z_4_0_3_3   0.000000000000e+00
    RHS       a_ge_4_0_3_3  -1.000000000000e+00
    RHS       a_le_r_4_0_3_4   0.000000000000e+00
    RHS       a_le_z_4_0_3_4   0.000000000000e+00
    RHS       a_ge_4_0_3_4  -1.000000000000e+00
    RHS       a_le_r_4_0_3_5   0.000000000000e+00
    RHS       a_le_z_4_0_3_5   0.000000000000e+00
    RHS       a_ge_4_0_3_5  -1.000000000000e+00
    RHS       a_le_r_4_0_5_1   0.000000000000e+00
    RHS       a_le_z_4_0_5_1   0.000000000000e+00
    RHS       a_ge_4_0_5_1  -1.000000000000e+00
    RHS       a_le_r_4_0_5_2   0.000000000000e+00
    RHS       a_le_z_4_0_5_2   0.000000000000e+00
    RHS       a_ge_4_0_5_2  -1.000000000000e+00
    RHS       a_le_r_4_0_5_3   0.000000000000e+00
    RHS       a_le_z_4_0_5_3   0.000000000000e+00
    RHS       a_ge_4_0_5_3  -1.000000000000e+00
    RHS       a_le_r_4_0_5_4   0.000000000000e+00
    RHS       a_le_z_4_0_5_4   0.000000000000e+00
    RHS       a_ge_4_0_5_4  -1.000000000000e+00
    RHS       a_le_r_4_0_5_5   0.000000000000e+00
    RHS       a_le_z_4_0_5_5   0.000000000000e+00
    RHS       a_ge_4_0_5_5  -1.000000000000e+00
    RHS       a_le_r_4_1_0_1   0.000000000000e+00
    RHS       a_le_z_4_1_0_1   0.000000000000e+00
    RHS       a_ge_4_1_0_1  -1.000000000000e+00
    RHS       a_le_r_4_1_0_2   0.000000000000e+00
    RHS       a_le_z_4_1_0_2   0.000000000000e+00
    RHS       a_ge_4_1_0_2  -1.000000000000e+00
    RHS       a_le_r_4_1_0_3   0.000000000000e+00
    RHS       a_le_z_4_1_0_3   0.000000000000e+00
    RHS       a_ge_4_1_0_3  -1.000000000000e+00
    RHS       a_le_r_4_1_0_4   0.000000000000e+00
    RHS       a_le_z_4_1_0_4   0.000000000000e+00
    RHS       a_ge_4_1_0_4  -1.000000000000e+00
    RHS       a_le_r_4_1_0_5   0.000000000000e+00
    RHS       a_le_z_4_1_0_5   0.000000000000e+00
    RHS       a_ge_4_1_0_5  -1.000000000000e+00
    RHS       a_le_r_4_1_2_1   0.000000000000e+00
    RHS       a_le_z_4_1_2_1   0.000000000000e+00
    RHS       a_ge_4_1_2_1  -1.000000000000e+00
    RHS       a_le_r_4_1_2_2   0.000000000000e+00
    RHS       a_le_z_4_1_2_2   0.000000000000e+00
    RHS       a_ge_4_1_2_2  -1.000000000000e+00
    RHS       a_le_r_4_1_2_3   0.000000000000e+00
    RHS       a_le_z_4_1_2_3   0.000000000000e+00
    RHS       a_ge_4_1_2_3  -1.000000000000e+00
    RHS       a_le_r_4_1_2_4   0.000000000000e+00
    RHS       a_le_z_4_1_2_4   0.000000000000e+00
    RHS       a_ge_4_1_2_4  -1.000000000000e+00
    RHS       a_le_r_4_1_2_5   0.000000000000e+00
    RHS       a_le_z_4_1_2_5   0.000000000000e+00
    RHS       a_ge_4_1_2_5  -1.000000000000e+00
    RHS       a_le_r_4_1_3_1   0.000000000000e+00
    RHS       a_le_z_4_1_3_1   0.000000000000e+00
    RHS       a_ge_4_1_3_1  -1.000000000000e+00
    RHS       a_le_r_4_1_3_2   0.000000000000e+00
    RHS       a_le_z_4_1_3_2   0.000000000000e+00
    RHS       a_ge_4_1_3_2  -1.000000000000e+00
    RHS       a_le_r_4_1_3_3   0.000000000000e+00
    RHS       a_le_z_4_1_3_3   0.000000000000e+00
    RHS       a_ge_4_1_3_3  -1.000000000000e+00
    RHS       a_le_r_4_1_3_4   0.000000000000e+00
    RHS       a_le_z_4_1_3_4   0.000000000000e+00
    RHS       a_ge_4_1_3_4  -1.000000000000e+00
    RHS       a_le_r_4_1_3_5   0.000000000000e+00
    RHS       a_le_z_4_1_3_5   0.000000000000e+00
    RHS       a_ge_4_1_3_5  -1.000000000000e+00
    RHS       a_le_r_4_1_5_1   0.000000000000e+00
    RHS       a_le_z_4_1_5_1   0.000000000000e+00
    RHS       a_ge_4_1_5_1  -1.000000000000e+00
    RHS       a_le_r_4_1_5_2   0.000000000000e+00
    RHS       a_le_z_4_1_5_2   0.000000000000e+00
    RHS       a_ge_4_1_5_2  -1.000000000000e+00
    RHS       a_le_r_4_1_5_3   0.000000000000e+00
    RHS       a_le_z_4_1_5_3   0.000000000000e+00
    RHS       a_ge_4_1_5_3  -1.000000000000e+00
    RHS       a_le_r_4_1_5_4   0.000000000000e+00
    RHS       a_le_z_4_1_5_4   0.000000000000e+00
    RHS       a_ge_4_1_5_4  -1.000000000000e+00
    RHS       a_le_r_4_1_5_5   0.000000000000e+00
    RHS       a_le_z_4_1_5_5   0.000000000000e+00
    RHS       a_ge_4_1_5_5  -1.000000000000e+00
    RHS       a_le_r_4_2_0_1   0.000000000000e+00
    RHS       a_le_z_4_2_0_1   0.000000000000e+00
    RHS       a_ge_4_2_0_1  -1.000000000000e+00
    RHS       a_le_r_4_2_0_2   0.000000000000e+00
    RHS       a_le_z_4_2_0_2   0.000000000000e+00
    RHS       a_ge_4_2_0_2  -1.000000000000e+00
    RHS       a_le_r_4_2_0_3   0.000000000000e+00
    RHS       a_le_z_4_2_0_3   0.000000000000e+00
    RHS       a_ge_4_2_0_3  -1.000000000000e+00
    RHS       a_le_r_4_2_0_4   0.000000000000e+00
    RHS       a_le_z_4_2_0_4   0.000000000000e+00
    RHS       a_ge_4_2_0_4  -1.000000000000e+00
    RHS       a_le_r_4_2_0_5   0.000000000000e+00
    RHS       a_le_z_4_2_0_5   0.000000000000e+00
    RHS       a_ge_4_2_0_5  -1.000000000000e+00
    RHS       a_le_r_4_2_1_1   0.000000000000e+00
    RHS       a_le_z_4_2_1_1   0.000000000000e+00
    RHS       a_ge_4_2_1_1  -1.000000000000e+00
    RHS       a_le_r_4_2_1_2   0.000000000000e+00
    RHS       a_le_z_4_2_1_2   0.000000000000e+00
    RHS       a_ge_4_2_1_2  -1.000000000000e+00
    RHS       a_le_r_4_2_1_3   0.000000000000e+00
    RHS       a_le_z_4_2_1_3   0.000000000000e+00
    RHS       a_ge_4_2_1_3  -1.000000000000e+00
    RHS       a_le_r_4_2_1_4   0.000000000000e+00
    RHS       a_le_z_4_2_1_4   0.000000000000e+00
    RHS       a_ge_4_2_1_4  -1.000000000000e+00
    RHS       a_le_r_4_2_1_5   0.000000000000e+00
    RHS       a_le_z_4_2_1_5   0.000000000000e+00
    RHS       a_ge_4_2_1_5  -1.000000000000e+00
    RHS       a_le_r_4_2_3_1   0.000000000000e+00
    RHS       a_le_z_4_2_3_1   0.000000000000e+00
    RHS       a_ge_4_2_3_1  -1.000000000000e+00
    RHS       a_le_r_4_2_3_2   0.000000000000e+00
    RHS       a_le_z_4_2_3_2   0.000000000000e+00
    RHS       a_ge_4_2_3_2  -1.000000000000e+00
    RHS       a_le_r_4_2_3_3   0.000000000000e+00
    RHS       a_le_z_4_2_3_3   0.000000000000e+00
    RHS       a_ge_4_2_3_3  -1.000000000000e+00
    RHS       a_le_r_4_2_3_4   0.000000000000e+00
    RHS       a_le_z_4_2_3_4   0.000000000000e+00
    RHS       a_ge_4_2_3_4  -1.000000000000e+00
    RHS       a_le_r_4_2_3_5   0.000000000000e+00
    RHS       a_le_z_4_2_3_5   0.000000000000e+00
    RHS       a_ge_4_2_3_5  -1.000000000000e+00
    RHS       a_le_r_4_2_5_1   0.000000000000e+00
    RHS       a_le_z_4_2_5_1   0.000000000000e+00
    RHS       a_ge_4_2_5_1  -1.000000000000e+00
    RHS       a_le_r_4_2_5_2   0.000000000000e+00
    RHS       a_le_z_4_2_5_2   0.000000000000e+00
    RHS       a_ge_4_2_5_2  -1.000000000000e+00
    RHS       a_le_r_4_2_5_3   0.000000000000e+00
    RHS       a_le_z_4_2_5_3   0.000000000000e+00
    RHS       a_ge_4_2_5_3  -1.000000000000e+00
    RHS       a_le_r_4_2_5_4   0.000000000000e+00
    RHS       a_le_z_4_2_5_4   0.000000000000e+00
    RHS       a_ge_4_2_5_4  -1.000000000000e+00
    RHS       a_le_r_4_2_5_5   0.000000000000e+00
    RHS       a_le_z_4_2_5_5   0.000000000000e+00
    RHS       a_ge_4_2_5_5  -1.000000000000e+00
    RHS       a_le_r_4_3_0_1   0.000000000000e+00
    RHS       a_le_z_4_3_0_1   0.000000000000e+00
    RHS       a_ge_4_3_0_1  -1.000000000000e+00
    RHS       a_le_r_4_3_0_2   0.000000000000e+00
    RHS       a_le_z_4_3_0_2   0.000000000000e+00
    RHS       a_ge_4_3_0_2  -1.000000000000e+00
    RHS       a_le_r_4_3_0_3   0.000000000000e+00
    RHS       a_le_z_4_3_0_3   0.000000000000e+00
    RHS       a_ge_4_3_0_3  -1.000000000000e+00
    RHS       a_le_r_4_3_0_4   0.000000000000e+00
    RHS       a_le_z_4_3_0_4   0.000000000000e+00
    RHS       a_ge_4_3_0_4  -1.000000000000e+00
    RHS       a_le_r_4_3_0_5   0.000000000000e+00
    RHS       a_le_z_4_3_0_5   0.000000000000e+00
    RHS       a_ge_4_3_0_5  -1.000000000000e+00
    RHS       a_le_r_4_3_1_1   0.000000000000e+00
    RHS       a_le_z_4_3_1_1   0.000000000000e+00
    RHS       a_ge_4_3_1_1  -1.000000000000e+00
    RHS       a_le_r_4_3_1_2   0.000000000000e+00
    RHS       a_le_z_4_3_1_2   0.000000000000e+00
    RHS       a_ge_4_3_1_2  -1.000000000000e+00
    RHS       a_le_r_4_3_1_3   0.000000000000e+00
    RHS       a_le_z_4_3_1_3   0.000000000000e+00
    RHS       a_ge_4_3_1_3  -1.000000000000e+00
    RHS       a_le_r_4_3_1_4   0.000000000000e+00
    RHS       a_le_z_4_3_1_4   0.000000000000e+00
    RHS       a_ge_4_3_1_4  -1.000000000000e+00
    RHS       a_le_r_4_3_1_5   0.000000000000e+00
    RHS       a_le_z_4_3_1_5   0.000000000000e+00
    RHS       a_ge_4_3_1_5  -1.000000000000e+00
    RHS       a_le_r_4_3_2_1   0.000000000000e+00
    RHS       a_le_z_4_3_2_1   0.000000000000e+00
    RHS       a_ge_4_3_2_1  -1.000000000000e+00
    RHS       a_le_r_4_3_2_2   0.000000000000e+00
    RHS       a_le_z_4_3_2_2   0.000000000000e+00
    RHS       a_ge_4_3_2_2  -1.000000000000e+00
    RHS       a_le_r_4_3_2_3   0.000000000000e+00
    RHS       a_le_z_4_3_2_3   0.000000000000e+00
    RHS       a_ge_4_3_2_3  -1.000000000000e+00
    RHS       a_le_r_4_3_2_4   0.000000000000e+00
    RHS       a_le_z_4_3_2_4   0.000000000000e+00
    RHS       a_ge_4_3_2_4  -1.000000000000e+00
    RHS       a_le_r_4_3_2_5   0.000000000000e+00
    RHS       a_le_z_4_3_2_5   0.000000000000e+00
    RHS       a_ge_4_3_2_5  -1.000000000000e+00
    RHS       a_le_r_4_3_5_1   0.000000000000e+00
    RHS       a_le_z_4_3_5_1   0.000000000000e+00
    RHS       a_ge_4_3_5_1  -1.000000000000e+00
    RHS       a_le_r_4_3_5_2   0.000000000000e+00
    RHS       a_le_z_4_3_5_2   0.000000000000e+00
    RHS       a_ge_4_3_5_2  -1.000000000000e+00
    RHS       a_le_r_4_3_5_3   0.000000000000e+00
    RHS       a_le_z_4_3_5_3   0.000000000000e+00
    RHS       a_ge_4_3_5_3  -1.000000000000e+00
    RHS       a_le_r_4_3_5_4   0.000000000000e+00
    RHS       a_le_z_4_3_5_4   0.000000000000e+00
    RHS       a_ge_4_3_5_4  -1.000000000000e+00
    RHS       a_le_r_4_3_5_5   0.000000000000e+00
    RHS       a_le_z_4_3_5_5   0.000000000000e+00
    RHS       a_ge_4_3_5_5  -1.000000000000e+00
    RHS       a_le_r_4_4_0_1   1.000000000000e+00
    RHS       a_le_z_4_4_0_1   0.000000000000e+00
    RHS       a_ge_4_4_0_1   0.000000000000e+00
    RHS       a_le_r_4_4_0_2   1.000000000000e+00
    RHS       a_le_z_4_4_0_2   0.000000000000e+00
    RHS       a_ge_4_4_0_2   0.000000000000e+00
    RHS       a_le_r_4_4_0_3   1.000000000000e+00
    RHS       a_le_z_4_4_0_3   0.000000000000e+00
    RHS       a_ge_4_4_0_3   0.000000000000e+00
    RHS       a_le_r_4_4_0_4   1.000000000000e+00
    RHS       a_le_z_4_4_0_4   0.000000000000e+00
    RHS       a_ge_4_4_0_4   0.000000000000e+00
    RHS       a_le_r_4_4_0_5   1.000000000000e+00
    RHS       a_le_z_4_4_0_5   0.000000000000e+00
    RHS       a_ge_4_4_0_5   0.000000000000e+00
    RHS       a_le_r_4_4_1_1   1.000000000000e+00
    RHS       a_le_z_4_4_1_1   0.000000000000e+00
    RHS       a_ge_4_4_1_1   0.000000000000e+00
    RHS       a_le_r_4_4_1_2   1.000000000000e+00
    RHS       a_le_z_4_4_1_2   0.000000000000e+00
    RHS       a_ge_4_4_1_2   0.000000000000e+00
    RHS       a_le_r_4_4_1_3   1.000000000000e+00
    RHS       a_le_z_4_4_1_3   0.000000000000e+00
    RHS       a_ge_4_4_1_3   0.000000000000e+00
    RHS       a_le_r_4_4_1_4   1.000000000000e+00
    RHS       a_le_z_4_4_1_4   0.000000000000e+00
    RHS       a_ge_4_4_1_4   0.000000000000e+00
    RHS       a_le_r_4_4_1_5   1.000000000000e+00
    RHS       a_le_z_4_4_1_5   0.000000000000e+00
    RHS       a_ge_4_4_1_5   0.000000000000e+00
    RHS       a_le_r_4_4_2_1   1.000000000000e+00
    RHS       a_le_z_4_4_2_1   0.000000000000e+00
    RHS       a_ge_4_4_2_1   0.000000000000e+00
    RHS       a_le_r_4_4_2_2   1.000000000000e+00
    RHS       a_le_z_4_4_2_2   0.000000000000e+00
    RHS       a_ge_4_4_2_2   0.000000000000e+00
    RHS       a_le_r_4_4_2_3   1.000000000000e+00
    RHS       a_le_z_4_4_2_3   0.000000000000e+00
    RHS       a_ge_4_4_2_3   0.000000000000e+00
    RHS       a_le_r_4_4_2_4   1.000000000000e+00
    RHS       a_le_z_4_4_2_4   0.000000000000e+00
    RHS       a_ge_4_4_2_4   0.000000000000e+00
    RHS       a_le_r_4_4_2_5   1.000000000000e+00
    RHS       a_le_z_4_4_2_5   0.000000000000e+00
    RHS       a_ge_4_4_2_5   0.000000000000e+00
    RHS       a_le_r_4_4_3_1   1.000000000000e+00
    RHS       a_le_z_4_4_3_1   0.000000000000e+00
    RHS       a_ge_4_4_3_1   0.000000000000e+00
    RHS       a_le_r_4_4_3_2   1.000000000000e+00
    RHS       a_le_z_4_4_3_2   0.000000000000e+00
    RHS       a_ge_4_4_3_2   0.000000000000e+00
    RHS       a_le_r_4_4_3_3   1.000000000000e+00
    RHS       a_le_z_4_4_3_3   0.000000000000e+00
    RHS       a_ge_4_4_3_3   0.000000000000e+00
    RHS       a_le_r_4_4_3_4   1.000000000000e+00
    RHS       a_le_z_4_4_3_4   0.000000000000e+00
    RHS       a_ge_4_4_3_4   0.000000000000e+00
    RHS       a_le_r_4_4_3_5   1.000000000000e+00
    RHS       a_le_z_4_4_3_5   0.000000000000e+00
    RHS       a_ge_4_4_3_5   0.000000000000e+00
    RHS       a_le_r_4_4_5_1   1.000000000000e+00
    RHS       a_le_z_4_4_5_1   0.000000000000e+00
    RHS       a_ge_4_4_5_1   0.000000000000e+00
    RHS       a_le_r_4_4_5_2   1.000000000000e+00
    RHS       a_le_z_4_4_5_2   0.000000000000e+00
    RHS       a_ge_4_4_5_2   0.000000000000e+00
    RHS       a_le_r_4_4_5_3   1.000000000000e+00
    RHS       a_le_z_4_4_5_3   0.000000000000e+00
    RHS       a_ge_4_4_5_3   0.000000000000e+00
    RHS       a_le_r_4_4_5_4   1.000000000000e+00
    RHS       a_le_z_4_4_5_4   0.000000000000e+00
    RHS       a_ge_4_4_5_4   0.000000000000e+00
    RHS       a_le_r_4_4_5_5   1.000000000000e+00
    RHS       a_le_z_4_4_5_5   0.000000000000e+00
    RHS       a_ge_4_4_5_5   0.000000000000e+00
    RHS       a_le_r_4_5_0_1   0.000000000000e+00
    RHS       a_le_z_4_5_0_1   0.000000000000e+00
    RHS       a_ge_4_5_0_1  -1.000000000000e+00
    RHS       a_le_r_4_5_0_2   0.000000000000e+00
    RHS       a_le_z_4_5_0_2   0.000000000000e+00
    RHS       a_ge_4_5_0_2  -1.000000000000e+00
    RHS       a_le_r_4_5_0_3   0.000000000000e+00
    RHS       a_le_z_4_5_0_3   0.000000000000e+00
    RHS       a_ge_4_5_0_3  -1.000000000000e+00
    RHS       a_le_r_4_5_0_4   0.000000000000e+00
    RHS       a_le_z_4_5_0_4   0.000000000000e+00
    RHS       a_ge_4_5_0_4  -1.000000000000e+00
    RHS       a_le_r_4_5_0_5   0.000000000000e+00
    RHS       a_le_z_4_5_0_5   0.000000000000e+00
    RHS       a_ge_4_5_0_5  -1.000000000000e+00
    RHS       a_le_r_4_5_1_1   0.000000000000e+00
    RHS       a_le_z_4_5_1_1   0.000000000000e+00
    RHS       a_ge_4_5_1_1  -1.000000000000e+00
    RHS       a_le_r_4_5_1_2   0.000000000000e+00
    RHS       a_le_z_4_5_1_2   0.000000000000e+00
    RHS       a_ge_4_5_1_2  -1.000000000000e+00
    RHS       a_le_r_4_5_1_3   0.000000000000e+00
    RHS       a_le_z_4_5_1_3   0.000000000000e+00
    RHS       a_ge_4_5_1_3  -1.000000000000e+00
    RHS       a_le_r_4_5_1_4   0.000000000000e+00
    RHS       a_le_z_4_5_1_4   0.000000000000e+00
    RHS       a_ge_4_5_1_4  -1.000000000000e+00
    RHS       a_le_r_4_5_1_5   0.000000000000e+00
    RHS       a_le_z_4_5_1_5   0.000000000000e+00
    RHS       a_ge_4_5_1_5  -1.000000000000e+00
    RHS       a_le_r_4_5_2_1   0.000000000000e+00
    RHS       a_le_z_4_5_2_1   0.000000000000e+00
    RHS       a_ge_4_5_2_1  -1.000000000000e+00
    RHS       a_le_r_4_5_2_2   0.000000000000e+00
    RHS       a_le_z_4_5_2_2   0.000000000000e+00
    RHS       a_ge_4_5_2_2  -1.000000000000e+00
    RHS       a_le_r_4_5_2_3   0.000000000000e+00
    RHS       a_le_z_4_5_2_3   0.000000000000e+00
    RHS       a_ge_4_5_2_3  -1.000000000000e+00
    RHS       a_le_r_4_5_2_4   0.000000000000e+00
    RHS       a_le_z_4_5_2_4   0.000000000000e+00
    RHS       a_ge_4_5_2_4  -1.000000000000e+00
    RHS       a_le_r_4_5_2_5   0.000000000000e+00
    RHS       a_le_z_4_5_2_5   0.000000000000e+00
    RHS       a_ge_4_5_2_5  -1.000000000000e+00
    RHS       a_le_r_4_5_3_1   0.000000000000e+00
    RHS       a_le_z_4_5_3_1   0.000000000000e+00
    RHS       a_ge_4_5_3_1  -1.000000000000e+00
    RHS       a_le_r_4_5_3_2   0.000000000000e+00
    RHS       a_le_z_4_5_3_2   0.000000000000e+00
    RHS       a_ge_4_5_3_2  -1.000000000000e+00
    RHS       a_le_r_4_5_3_3   0.000000000000e+00
    RHS       a_le_z_4_5_3_3   0.000000000000e+00
    RHS       a_ge_4_5_3_3  -1.000000000000e+00
    RHS       a_le_r_4_5_3_4   0.000000000000e+00
    RHS       a_le_z_4_5_3_4   0.000000000000e+00
    RHS       a_ge_4_5_3_4  -1.000000000000e+00
    RHS       a_le_r_4_5_3_5   0.000000000000e+00
    RHS       a_le_z_4_5_3_5   0.000000000000e+00
    RHS       a_ge_4_5_3_5  -1.000000000000e+00
    RHS       a_le_r_5_0_1_1   0.000000000000e+00
    RHS       a_le_z_5_0_1_1   0.000000000000e+00
    RHS       a_ge_5_0_1_1  -1.000000000000e+00
    RHS       a_le_r_5_0_1_2   0.000000000000e+00
    RHS       a_le_z_5_0_1_2   0.000000000000e+00
    RHS       a_ge_5_0_1_2  -1.000000000000e+00
    RHS       a_le_r_5_0_1_3   0.000000000000e+00
    RHS       a_le_z_5_0_1_3   0.000000000000e+00
    RHS       a_ge_5_0_1_3  -1.000000000000e+00
    RHS       a_le_r_5_0_1_4   0.000000000000e+00
    RHS       a_le_z_5_0_1_4   0.000000000000e+00
    RHS       a_ge_5_0_1_4  -1.000000000000e+00
    RHS       a_le_r_5_0_1_5   0.000000000000e+00
    RHS       a_le_z_5_0_1_5   0.000000000000e+00
    RHS       a_ge_5_0_1_5  -1.000000000000e+00
    RHS       a_le_r_5_0_2_1   0.000000000000e+00
    RHS       a_le_z_5_0_2_1   0.000000000000e+00
    RHS       a_ge_5_0_2_1  -1.000000000000e+00
    RHS       a_le_r_5_0_2_2   0.000000000000e+00
    RHS       a_le_z_5_0_2_2   0.000000000000e+00
    RHS       a_ge_5_0_2_2  -1.000000000000e+00
    RHS       a_le_r_5_0_2_3   0.000000000000e+00
    RHS       a_le_z_5_0_2_3   0.000000000000e+00
    RHS       a_ge_5_0_2_3  -1.000000000000e+00
    RHS       a_le_r_5_0_2_4   0.000000000000e+00
    RHS       a_le_z_5_0_2_4   0.000000000000e+00
    RHS       a_ge_5_0_2_4  -1.000000000000e+00
    RHS       a_le_r_5_0_2_5   0.000000000000e+00
    RHS       a_le_z_5_0_2_5   0.000000000000e+00
    RHS       a_ge_5_0_2_5  -1.000000000000e+00
    RHS       a_le_r_5_0_3_1   0.000000000000e+00
    RHS       a_le_z_5_0_3_1   0.000000000000e+00
    RHS       a_ge_5_0_3_1  -1.000000000000e+00
    RHS       a_le_r_5_0_3_2   0.000000000000e+00
    RHS       a_le_z_5_0_3_2   0.000000000000e+00
    RHS       a_ge_5_0_3_2  -1.000000000000e+00
    RHS       a_le_r_5_0_3_3   0.000000000000e+00
    RHS       a_le_z_5_0_3_3   0.000000000000e+00
    RHS       a_ge_5_0_3_3  -1.000000000000e+00
    RHS       a_le_r_5_0_3_4   0.000000000000e+00
    RHS       a_le_z_5_0_3_4   0.000000000000e+00
    RHS       a_ge_5_0_3_4  -1.000000000000e+00
    RHS       a_le_r_5_0_3_5   0.000000000000e+00
    RHS       a_le_z_5_0_3_5   0.000000000000e+00
    RHS       a_ge_5_0_3_5  -1.000000000000e+00
    RHS       a_le_r_5_0_4_1   0.000000000000e+00
    RHS       a_le_z_5_0_4_1   0.000000000000e+00
    RHS       a_ge_5_0_4_1  -1.000000000000e+00
    RHS       a_le_r_5_0_4_2   0.000000000000e+00
    RHS       a_le_z_5_0_4_2   0.000000000000e+00
    RHS       a_ge_5_0_4_2  -1.000000000000e+00
    RHS       a_le_r_5_0_4_3   0.000000000000e+00
    RHS       a_le_z_5_0_4_3   0.000000000000e+00
    RHS       a_ge_5_0_4_3  -1.000000000000e+00
    RHS       a_le_r_5_0_4_4   0.000000000000e+00
    RHS       a_le_z_5_0_4_4   0.000000000000e+00
    RHS       a_ge_5_0_4_4  -1.000000000000e+00
    RHS       a_le_r_5_0_4_5   0.000000000000e+00
    RHS       a_le_z_5_0_4_5   0.000000000000e+00
    RHS       a_ge_5_0_4_5  -1.000000000000e+00
    RHS       a_le_r_5_1_0_1   0.000000000000e+00
    RHS       a_le_z_5_1_0_1   0.000000000000e+00
    RHS       a_ge_5_1_0_1  -1.000000000000e+00
    RHS       a_le_r_5_1_0_2   0.000000000000e+00
    RHS       a_le_z_5_1_0_2   0.000000000000e+00
    RHS       a_ge_5_1_0_2  -1.000000000000e+00
    RHS       a_le_r_5_1_0_3   0.000000000000e+00
    RHS       a_le_z_5_1_0_3   0.000000000000e+00
    RHS       a_ge_5_1_0_3  -1.000000000000e+00
    RHS       a_le_r_5_1_0_4   0.000000000000e+00
    RHS       a_le_z_5_1_0_4   0.000000000000e+00
    RHS       a_ge_5_1_0_4  -1.000000000000e+00
    RHS       a_le_r_5_1_0_5   0.000000000000e+00
    RHS       a_le_z_5_1_0_5   0.000000000000e+00
    RHS       a_ge_5_1_0_5  -1.000000000000e+00
    RHS       a_le_r_5_1_2_1   0.000000000000e+00
    RHS       a_le_z_5_1_2_1   0.000000000000e+00
    RHS       a_ge_5_1_2_1  -1.000000000000e+00
    RHS       a_le_r_5_1_2_2   0.000000000000e+00
    RHS       a_le_z_5_1_2_2   0.000000000000e+00
    RHS       a_ge_5_1_2_2  -1.000000000000e+00
    RHS       a_le_r_5_1_2_3   0.000000000000e+00
    RHS       a_le_z_5_1_2_3   0.000000000000e+00
    RHS       a_ge_5_1_2_3  -1.000000000000e+00
    RHS       a_le_r_5_1_2_4   0.000000000000e+00
    RHS       a_le_z_5_1_2_4   0.000000000000e+00
    RHS       a_ge_5_1_2_4  -1.000000000000e+00
    RHS       a_le_r_5_1_2_5   0.000000000000e+00
    RHS       a_le_z_5_1_2_5   0.000000000000e+00
    RHS       a_ge_5_1_2_5  -1.000000000000e+00
    RHS       a_le_r_5_1_3_1   0.000000000000e+00
    RHS       a_le_z_5_1_3_1   0.000000000000e+00
    RHS       a_ge_5_1_3_1  -1.000000000000e+00
    RHS       a_le_r_5_1_3_2   0.000000000000e+00
    RHS       a_le_z_5_1_3_2   0.000000000000e+00
    RHS       a_ge_5_1_3_2  -1.000000000000e+00
    RHS       a_le_r_5_1_3_3   0.000000000000e+00
    RHS       a_le_z_5_1_3_3   0.000000000000e+00
    RHS       a_ge_5_1_3_3  -1.000000000000e+00
    RHS       a_le_r_5_1_3_4   0.000000000000e+00
    RHS       a_le_z_5_1_3_4   0.000000000000e+00
    RHS       a_ge_5_1_3_4  -1.000000000000e+00
    RHS       a_le_r_5_1_3_5   0.000000000000e+00
    RHS       a_le_z_5_1_3_5   0.000000000000e+00
    RHS       a_ge_5_1_3_5  -1.000000000000e+00
    RHS       a_le_r_5_1_4_1   0.000000000000e+00
    RHS       a_le_z_5_1_4_1   0.000000000000e+00
    RHS       a_ge_5_1_4_1  -1.000000000000e+00
    RHS       a_le_r_5_1_4_2   0.000000000000e+00
    RHS       a_le_z_5_1_4_2   0.000000000000e+00
    RHS       a_ge_5_1_4_2  -1.000000000000e+00
    RHS       a_le_r_5_1_4_3   0.000000000000e+00
    RHS       a_le_z_5_1_4_3   0.000000000000e+00
    RHS       a_ge_5_1_4_3  -1.000000000000e+00
    RHS       a_le_r_5_1_4_4   0.000000000000e+00
    RHS       a_le_z_5_1_4_4   0.000000000000e+00
    RHS       a_ge_5_1_4_4  -1.000000000000e+00
    RHS       a_le_r_5_1_4_5   0.000000000000e+00
    RHS       a_le_z_5_1_4_5   0.000000000000e+00
    RHS       a_ge_5_1_4_5  -1.000000000000e+00
    RHS       a_le_r_5_2_0_1   0.000000000000e+00
    RHS       a_le_z_5_2_0_1   0.000000000000e+00
    RHS       a_ge_5_2_0_1  -1.000000000000e+00
    RHS       a_le_r_5_2_0_2   0.000000000000e+00
    RHS       a_le_z_5_2_0_2   0.000000000000e+00
    RHS       a_ge_5_2_0_2  -1.000000000000e+00
    RHS       a_le_r_5_2_0_3   0.000000000000e+00
    RHS       a_le_z_5_2_0_3   0.000000000000e+00
    RHS       a_ge_5_2_0_3  -1.000000000000e+00
    RHS       a_le_r_5_2_0_4   0.000000000000e+00
    RHS       a_le_z_5_2_0_4   0.000000000000e+00
    RHS       a_ge_5_2_0_4  -1.000000000000e+00
    RHS       a_le_r_5_2_0_5   0.000000000000e+00
    RHS       a_le_z_5_2_0_5   0.000000000000e+00
    RHS       a_ge_5_2_0_5  -1.000000000000e+00
    RHS       a_le_r_5_2_1_1   0.000000000000e+00
    RHS       a_le_z_5_2_1_1   0.000000000000e+00
    RHS       a_ge_5_2_1_1  -1.000000000000e+00
    RHS       a_le_r_5_2_1_2   0.000000000000e+00
    RHS       a_le_z_5_2_1_2   0.000000000000e+00
    RHS       a_ge_5_2_1_2  -1.000000000000e+00
    RHS       a_le_r_5_2_1_3   0.000000000000e+00
    RHS       a_le_z_5_2_1_3   0.000000000000e+00
    RHS       a_ge_5_2_1_3  -1.000000000000e+00
    RHS       a_le_r_5_2_1_4   0.000000000000e+00
    RHS       a_le_z_5_2_1_4   0.000000000000e+00
    RHS       a_ge_5_2_1_4  -1.000000000000e+00
    RHS       a_le_r_5_2_1_5   0.000000000000e+00
    RHS       a_le_z_5_2_1_5   0.000000000000e+00
    RHS       a_ge_5_2_1_5  -1.000000000000e+00
    RHS       a_le_r_5_2_3_1   0.000000000000e+00
    RHS       a_le_z_5_2_3_1   0.000000000000e+00
    RHS       a_ge_5_2_3_1  -1.000000000000e+00
    RHS       a_le_r_5_2_3_2   0.000000000000e+00
    RHS       a_le_z_5_2_3_2   0.000000000000e+00
    RHS       a_ge_5_2_3_2  -1.000000000000e+00
    RHS       a_le_r_5_2_3_3   0.000000000000e+00
    RHS       a_le_z_5_2_3_3   0.000000000000e+00
    RHS       a_ge_5_2_3_3  -1.000000000000e+00
    RHS       a_le_r_5_2_3_4   0.000000000000e+00
    RHS       a_le_z_5_2_3_4   0.000000000000e+00
    RHS       a_ge_5_2_3_4  -1.000000000000e+00
    RHS       a_le_r_5_2_3_5   0.000000000000e+00
    RHS       a_le_z_5_2_3_5   0.000000000000e+00
    RHS       a_ge_5_2_3_5  -1.000000000000e+00
    RHS       a_le_r_5_2_4_1   0.000000000000e+00
    RHS       a_le_z_5_2_4_1   0.000000000000e+00
    RHS       a_ge_5_2_4_1  -1.000000000000e+00
    RHS       a_le_r_5_2_4_2   0.000000000000e+00
    RHS       a_le_z_5_2_4_2   0.000000000000e+00
    RHS       a_ge_5_2_4_2  -1.000000000000e+00
    RHS       a_le_r_5_2_4_3   0.000000000000e+00
    RHS       a_le_z_5_2_4_3   0.000000000000e+00
    RHS       a_ge_5_2_4_3  -1.000000000000e+00
    RHS       a_le_r_5_2_4_4   0.000000000000e+00
    RHS       a_le_z_5_2_4_4   0.000000000000e+00
    RHS       a_ge_5_2_4_4  -1.000000000000e+00
    RHS       a_le_r_5_2_4_5   0.000000000000e+00
    RHS       a_le_z_5_2_4_5   0.000000000000e+00
    RHS       a_ge_5_2_4_5  -1.000000000000e+00
    RHS       a_le_r_5_3_0_1   0.000000000000e+00
    RHS       a_le_z_5_3_0_1   0.000000000000e+00
    RHS       a_ge_5_3_0_1  -1.000000000000e+00
    RHS       a_le_r_5_3_0_2   0.000000000000e+00
    RHS       a_le_z_5_3_0_2   0.000000000000e+00
    RHS       a_ge_5_3_0_2  -1.000000000000e+00
    RHS       a_le_r_5_3_0_3   0.000000000000e+00
    RHS       a_le_z_5_3_0_3   0.000000000000e+00
    RHS       a_ge_5_3_0_3  -1.000000000000e+00
    RHS       a_le_r_5_3_0_4   0.000000000000e+00
    RHS       a_le_z_5_3_0_4   0.000000000000e+00
    RHS       a_ge_5_3_0_4  -1.000000000000e+00
    RHS       a_le_r_5_3_0_5   0.000000000000e+00
    RHS       a_le_z_5_3_0_5   0.000000000000e+00
    RHS       a_ge_5_3_0_5  -1.000000000000e+00
    RHS       a_le_r_5_3_1_1   0.000000000000e+00
    RHS       a_le_z_5_3_1_1   0.000000000000e+00
    RHS       a_ge_5_3_1_1  -1.000000000000e+00
    RHS       a_le_r_5_3_1_2   0.000000000000e+00
    RHS       a_le_z_5_3_1_2   0.000000000000e+00
    RHS       a_ge_5_3_1_2  -1.000000000000e+00
    RHS       a_le_r_5_3_1_3   0.000000000000e+00
    RHS       a_le_z_5_3_1_3   0.000000000000e+00
    RHS       a_ge_5_3_1_3  -1.000000000000e+00
    RHS       a_le_r_5_3_1_4   0.000000000000e+00
    RHS       a_le_z_5_3_1_4   0.000000000000e+00
    RHS       a_ge_5_3_1_4  -1.000000000000e+00
    RHS       a_le_r_5_3_1_5   0.000000000000e+00
    RHS       a_le_z_5_3_1_5   0.000000000000e+00
    RHS       a_ge_5_3_1_5  -1.000000000000e+00
    RHS       a_le_r_5_3_2_1   0.000000000000e+00
    RHS       a_le_z_5_3_2_1   0.000000000000e+00
    RHS       a_ge_5_3_2_1  -1.000000000000e+00
    RHS       a_le_r_5_3_2_2   0.000000000000e+00
    RHS       a_le_z_5_3_2_2   0.000000000000e+00
    RHS       a_ge_5_3_2_2  -1.000000000000e+00
    RHS       a_le_r_5_3_2_3   0.000000000000e+00
    RHS       a_le_z_5_3_2_3   0.000000000000e+00
    RHS       a_ge_5_3_2_3  -1.000000000000e+00
    RHS       a_le_r_5_3_2_4   0.000000000000e+00
    RHS       a_le_z_5_3_2_4   0.000000000000e+00
    RHS       a_ge_5_3_2_4  -1.000000000000e+00
    RHS       a_le_r_5_3_2_5   0.000000000000e+00
    RHS       a_le_z_5_3_2_5   0.000000000000e+00
    RHS       a_ge_5_3_2_5  -1.000000000000e+00
    RHS       a_le_r_5_3_4_1   0.000000000000e+00
    RHS       a_le_z_5_3_4_1   0.000000000000e+00
    RHS       a_ge_5_3_4_1  -1.000000000000e+00
    RHS       a_le_r_5_3_4_2   0.000000000000e+00
    RHS       a_le_z_5_3_4_2   0.000000000000e+00
    RHS       a_ge_5_3_4_2  -1.000000000000e+00
    RHS       a_le_r_5_3_4_3   0.000000000000e+00
    RHS       a_le_z_5_3_4_3   0.000000000000e+00
    RHS       a_ge_5_3_4_3  -1.000000000000e+00
    RHS       a_le_r_5_3_4_4   0.000000000000e+00
    RHS       a_le_z_5_3_4_4   0.000000000000e+00
    RHS       a_ge_5_3_4_4  -1.000000000000e+00
    RHS       a_le_r_5_3_4_5   0.000000000000e+00
    RHS       a_le_z_5_3_4_5   0.000000000000e+00
    RHS       a_ge_5_3_4_5  -1.000000000000e+00
    RHS       a_le_r_5_4_0_1   0.000000000000e+00
    RHS       a_le_z_5_4_0_1   0.000000000000e+00
    RHS       a_ge_5_4_0_1  -1.000000000000e+00
    RHS       a_le_r_5_4_0_2   0.000000000000e+00
    RHS       a_le_z_5_4_0_2   0.000000000000e+00
    RHS       a_ge_5_4_0_2  -1.000000000000e+00
    RHS       a_le_r_5_4_0_3   0.000000000000e+00
    RHS       a_le_z_5_4_0_3   0.000000000000e+00
    RHS       a_ge_5_4_0_3  -1.000000000000e+00
    RHS       a_le_r_5_4_0_4   0.000000000000e+00
    RHS       a_le_z_5_4_0_4   0.000000000000e+00
    RHS       a_ge_5_4_0_4  -1.000000000000e+00
    RHS       a_le_r_5_4_0_5   0.000000000000e+00
    RHS       a_le_z_5_4_0_5   0.000000000000e+00
    RHS       a_ge_5_4_0_5  -1.000000000000e+00
    RHS       a_le_r_5_4_1_1   0.000000000000e+00
    RHS       a_le_z_5_4_1_1   0.000000000000e+00
    RHS       a_ge_5_4_1_1  -1.000000000000e+00
    RHS       a_le_r_5_4_1_2   0.000000000000e+00
    RHS       a_le_z_5_4_1_2   0.000000000000e+00
    RHS       a_ge_5_4_1_2  -1.000000000000e+00
    RHS       a_le_r_5_4_1_3   0.000000000000e+00
    RHS       a_le_z_5_4_1_3   0.000000000000e+00
    RHS       a_ge_5_4_1_3  -1.000000000000e+00
    RHS       a_le_r_5_4_1_4   0.000000000000e+00
    RHS       a_le_z_5_4_1_4   0.000000000000e+00
    RHS       a_ge_5_4_1_4  -1.000000000000e+00
    RHS       a_le_r_5_4_1_5   0.000000000000e+00
    RHS       a_le_z_5_4_1_5   0.000000000000e+00
    RHS       a_ge_5_4_1_5  -1.000000000000e+00
    RHS       a_le_r_5_4_2_1   0.000000000000e+00
    RHS       a_le_z_5_4_2_1   0.000000000000e+00
    RHS       a_ge_5_4_2_1  -1.000000000000e+00
    RHS       a_le_r_5_4_2_2   0.000000000000e+00
    RHS       a_le_z_5_4_2_2   0.000000000000e+00
    RHS       a_ge_5_4_2_2  -1.000000000000e+00
    RHS       a_le_r_5_4_2_3   0.000000000000e+00
    RHS       a_le_z_5_4_2_3   0.000000000000e+00
    RHS       a_ge_5_4_2_3  -1.000000000000e+00
    RHS       a_le_r_5_4_2_4   0.000000000000e+00
    RHS       a_le_z_5_4_2_4   0.000000000000e+00
    RHS       a_ge_5_4_2_4  -1.000000000000e+00
    RHS       a_le_r_5_4_2_5   0.000000000000e+00
    RHS       a_le_z_5_4_2_5   0.000000000000e+00
    RHS       a_ge_5_4_2_5  -1.000000000000e+00
    RHS       a_le_r_5_4_3_1   0.000000000000e+00
    RHS       a_le_z_5_4_3_1   0.000000000000e+00
    RHS       a_ge_5_4_3_1  -1.000000000000e+00
    RHS       a_le_r_5_4_3_2   0.000000000000e+00
    RHS       a_le_z_5_4_3_2   0.000000000000e+00
    RHS       a_ge_5_4_3_2  -1.000000000000e+00
    RHS       a_le_r_5_4_3_3   0.000000000000e+00
    RHS       a_le_z_5_4_3_3   0.000000000000e+00
    RHS       a_ge_5_4_3_3  -1.000000000000e+00
    RHS       a_le_r_5_4_3_4   0.000000000000e+00
    RHS       a_le_z_5_4_3_4   0.000000000000e+00
    RHS       a_ge_5_4_3_4  -1.000000000000e+00
    RHS       a_le_r_5_4_3_5   0.000000000000e+00
    RHS       a_le_z_5_4_3_5   0.000000000000e+00
    RHS       a_ge_5_4_3_5  -1.000000000000e+00
    RHS       a_le_r_5_5_0_1   1.000000000000e+00
    RHS       a_le_z_5_5_0_1   0.000000000000e+00
    RHS       a_ge_5_5_0_1   0.000000000000e+00
    RHS       a_le_r_5_5_0_2   1.000000000000e+00
    RHS       a_le_z_5_5_0_2   0.000000000000e+00
    RHS       a_ge_5_5_0_2   0.000000000000e+00
    RHS       a_le_r_5_5_0_3   1.000000000000e+00
    RHS       a_le_z_5_5_0_3   0.000000000000e+00
    RHS       a_ge_5_5_0_3   0.000000000000e+00
    RHS       a_le_r_5_5_0_4   1.000000000000e+00
    RHS       a_le_z_5_5_0_4   0.000000000000e+00
    RHS       a_ge_5_5_0_4   0.000000000000e+00
    RHS       a_le_r_5_5_0_5   1.000000000000e+00
    RHS       a_le_z_5_5_0_5   0.000000000000e+00
    RHS       a_ge_5_5_0_5   0.000000000000e+00
    RHS       a_le_r_5_5_1_1   1.000000000000e+00
    RHS       a_le_z_5_5_1_1   0.000000000000e+00
    RHS       a_ge_5_5_1_1   0.000000000000e+00
    RHS       a_le_r_5_5_1_2   1.000000000000e+00
    RHS       a_le_z_5_5_1_2   0.000000000000e+00
    RHS       a_ge_5_5_1_2   0.000000000000e+00
    RHS       a_le_r_5_5_1_3   1.000000000000e+00
    RHS       a_le_z_5_5_1_3   0.000000000000e+00
    RHS       a_ge_5_5_1_3   0.000000000000e+00
    RHS       a_le_r_5_5_1_4   1.000000000000e+00
    RHS       a_le_z_5_5_1_4   0.000000000000e+00
    RHS       a_ge_5_5_1_4   0.000000000000e+00
    RHS       a_le_r_5_5_1_5   1.000000000000e+00
    RHS       a_le_z_5_5_1_5   0.000000000000e+00
    RHS       a_ge_5_5_1_5   0.000000000000e+00
    RHS       a_le_r_5_5_2_1   1.000000000000e+00
    RHS       a_le_z_5_5_2_1   0.000000000000e+00
    RHS       a_ge_5_5_2_1   0.000000000000e+00
    RHS       a_le_r_5_5_2_2   1.000000000000e+00
    RHS       a_le_z_5_5_2_2   0.000000000000e+00
    RHS       a_ge_5_5_2_2   0.000000000000e+00
    RHS       a_le_r_5_5_2_3   1.000000000000e+00
    RHS       a_le_z_5_5_2_3   0.000000000000e+00
    RHS       a_ge_5_5_2_3   0.000000000000e+00
    RHS       a_le_r_5_5_2_4   1.000000000000e+00
    RHS       a_le_z_5_5_2_4   0.000000000000e+00
    RHS       a_ge_5_5_2_4   0.000000000000e+00
    RHS       a_le_r_5_5_2_5   1.000000000000e+00
    RHS       a_le_z_5_5_2_5   0.000000000000e+00
    RHS       a_ge_5_5_2_5   0.000000000000e+00
    RHS       a_le_r_5_5_3_1   1.000000000000e+00
    RHS       a_le_z_5_5_3_1   0.000000000000e+00
    RHS       a_ge_5_5_3_1   0.000000000000e+00
    RHS       a_le_r_5_5_3_2   1.000000000000e+00
    RHS       a_le_z_5_5_3_2   0.000000000000e+00
    RHS       a_ge_5_5_3_2   0.000000000000e+00
    RHS       a_le_r_5_5_3_3   1.000000000000e+00
    RHS       a_le_z_5_5_3_3   0.000000000000e+00
    RHS       a_ge_5_5_3_3   0.000000000000e+00
    RHS       a_le_r_5_5_3_4   1.000000000000e+00
    RHS       a_le_z_5_5_3_4   0.000000000000e+00
    RHS       a_ge_5_5_3_4   0.000000000000e+00
    RHS       a_le_r_5_5_3_5   1.000000000000e+00
    RHS       a_le_z_5_5_3_5   0.000000000000e+00
    RHS       a_ge_5_5_3_5   0.000000000000e+00
    RHS       a_le_r_5_5_4_1   1.000000000000e+00
    RHS       a_le_z_5_5_4_1   0.000000000000e+00
    RHS       a_ge_5_5_4_1   0.000000000000e+00
    RHS       a_le_r_5_5_4_2   1.000000000000e+00
    RHS       a_le_z_5_5_4_2   0.000000000000e+00
    RHS       a_ge_5_5_4_2   0.000000000000e+00
    RHS       a_le_r_5_5_4_3   1.000000000000e+00
    RHS       a_le_z_5_5_4_3   0.000000000000e+00
    RHS       a_ge_5_5_4_3   0.000000000000e+00
    RHS       a_le_r_5_5_4_4   1.000000000000e+00
    RHS       a_le_z_5_5_4_4   0.000000000000e+00
    RHS       a_ge_5_5_4_4   0.000000000000e+00
    RHS       a_le_r_5_5_4_5   1.000000000000e+00
    RHS       a_le_z_5_5_4_5   0.000000000000e+00
    RHS       a_ge_5_5_4_5   0.000000000000e+00
    RHS       r_mono_0_1_1   0.000000000000e+00
    RHS       r_ge_a_0_1_1_0   0.000000000000e+00
    RHS       r_ge_a_0_1_1_1   0.000000000000e+00
    RHS       r_ge_a_0_1_1_2   0.000000000000e+00
    RHS       r_ge_a_0_1_1_3   0.000000000000e+00
    RHS       r_ge_a_0_1_1_4   0.000000000000e+00
    RHS       r_le_0_1_1   0.000000000000e+00
    RHS       r_mono_0_1_2   0.000000000000e+00
    RHS       r_ge_a_0_1_2_0   0.000000000000e+00
    RHS       r_ge_a_0_1_2_1   0.000000000000e+00
    RHS       r_ge_a_0_1_2_2   0.000000000000e+00
    RHS       r_ge_a_0_1_2_3   0.000000000000e+00
    RHS       r_ge_a_0_1_2_4   0.000000000000e+00
    RHS       r_le_0_1_2   0.000000000000e+00
    RHS       r_mono_0_1_3   0.000000000000e+00
    RHS       r_ge_a_0_1_3_0   0.000000000000e+00
    RHS       r_ge_a_0_1_3_1   0.000000000000e+00
    RHS       r_ge_a_0_1_3_2   0.000000000000e+00
    RHS       r_ge_a_0_1_3_3   0.000000000000e+00
    RHS       r_ge_a_0_1_3_4   0.000000000000e+00
    RHS       r_le_0_1_3   0.000000000000e+00
    RHS       r_mono_0_1_4   0.000000000000e+00
    RHS       r_ge_a_0_1_4_0   0.000000000000e+00
    RHS       r_ge_a_0_1_4_1   0.000000000000e+00
    RHS       r_ge_a_0_1_4_2   0.000000000000e+00
    RHS       r_ge_a_0_1_4_3   0.000000000000e+00
    RHS       r_ge_a_0_1_4_4   0.000000000000e+00
    RHS       r_le_0_1_4   0.000000000000e+00
    RHS       r_mono_0_1_5   0.000000000000e+00
    RHS       r_ge_a_0_1_5_0   0.000000000000e+00
    RHS       r_ge_a_0_1_5_1   0.000000000000e+00
    RHS       r_ge_a_0_1_5_2   0.000000000000e+00
    RHS       r_ge_a_0_1_5_3   0.000000000000e+00
    RHS       r_ge_a_0_1_5_4   0.000000000000e+00
    RHS       r_le_0_1_5   0.000000000000e+00
    RHS       r_mono_0_2_1   0.000000000000e+00
    RHS       r_ge_a_0_2_1_0   0.000000000000e+00
    RHS       r_ge_a_0_2_1_1   0.000000000000e+00
    RHS       r_ge_a_0_2_1_2   0.000000000000e+00
    RHS       r_ge_a_0_2_1_3   0.000000000000e+00
    RHS       r_ge_a_0_2_1_4   0.000000000000e+00
    RHS       r_le_0_2_1   0.000000000000e+00
    RHS       r_mono_0_2_2   0.000000000000e+00
    RHS       r_ge_a_0_2_2_0   0.000000000000e+00
    RHS       r_ge_a_0_2_2_1   0.000000000000e+00
    RHS       r_ge_a_0_2_2_2   0.000000000000e+00
    RHS       r_ge_a_0_2_2_3   0.000000000000e+00
    RHS       r_ge_a_0_2_2_4   0.000000000000e+00
    RHS       r_le_0_2_2   0.000000000000e+00
    RHS       r_mono_0_2_3   0.000000000000e+00
    RHS       r_ge_a_0_2_3_0   0.000000000000e+00
    RHS       r_ge_a_0_2_3_1   0.000000000000e+00
    RHS       r_ge_a_0_2_3_2   0.000000000000e+00
    RHS       r_ge_a_0_2_3_3   0.000000000000e+00
    RHS       r_ge_a_0_2_3_4   0.000000000000e+00
    RHS       r_le_0_2_3   0.000000000000e+00
    RHS       r_mono_0_2_4   0.000000000000e+00
    RHS       r_ge_a_0_2_4_0   0.000000000000e+00
    RHS       r_ge_a_0_2_4_1   0.000000000000e+00
    RHS       r_ge_a_0_2_4_2   0.000000000000e+00
    RHS       r_ge_a_0_2_4_3   0.000000000000e+00
    RHS       r_ge_a_0_2_4_4   0.000000000000e+00
    RHS       r_le_0_2_4   0.000000000000e+00
    RHS       r_mono_0_2_5   0.000000000000e+00
    RHS       r_ge_a_0_2_5_0   0.000000000000e+00
    RHS       r_ge_a_0_2_5_1   0.000000000000e+00
    RHS       r_ge_a_0_2_5_2   0.000000000000e+00
    RHS       r_ge_a_0_2_5_3   0.000000000000e+00
    RHS       r_ge_a_0_2_5_4   0.000000000000e+00
    RHS       r_le_0_2_5   0.000000000000e+00
    RHS       r_mono_0_3_1   0.000000000000e+00
    RHS       r_ge_a_0_3_1_0   0.000000000000e+00
    RHS       r_ge_a_0_3_1_1   0.000000000000e+00
    RHS       r_ge_a_0_3_1_2   0.000000000000e+00
    RHS       r_ge_a_0_3_1_3   0.000000000000e+00
    RHS       r_ge_a_0_3_1_4   0.000000000000e+00
    RHS       r_le_0_3_1   0.000000000000e+00
    RHS       r_mono_0_3_2   0.000000000000e+00
    RHS       r_ge_a_0_3_2_0   0.000000000000e+00
    RHS       r_ge_a_0_3_2_1   0.000000000000e+00
    RHS       r_ge_a_0_3_2_2   0.000000000000e+00
    RHS       r_ge_a_0_3_2_3   0.000000000000e+00
    RHS       r_ge_a_0_3_2_4   0.000000000000e+00
    RHS       r_le_0_3_2   0.000000000000e+00
    RHS       r_mono_0_3_3   0.000000000000e+00
    RHS       r_ge_a_0_3_3_0   0.000000000000e+00
    RHS       r_ge_a_0_3_3_1   0.000000000000e+00
    RHS       r_ge_a_0_3_3_2   0.000000000000e+00
    RHS       r_ge_a_0_3_3_3   0.000000000000e+00
    RHS       r_ge_a_0_3_3_4   0.000000000000e+00
    RHS       r_le_0_3_3   0.000000000000e+00
    RHS       r_mono_0_3_4   0.000000000000e+00
    RHS       r_ge_a_0_3_4_0   0.000000000000e+00
    RHS       r_ge_a_0_3_4_1   0.000000000000e+00
    RHS       r_ge_a_0_3_4_2   0.000000000000e+00
    RHS       r_ge_a_0_3_4_3   0.000000000000e+00
    RHS       r_ge_a_0_3_4_4   0.000000000000e+00
    RHS       r_le_0_3_4   0.000000000000e+00
    RHS       r_mono_0_3_5   0.000000000000e+00
    RHS       r_ge_a_0_3_5_0   0.000000000000e+00
    RHS       r_ge_a_0_3_5_1   0.000000000000e+00
    RHS       r_ge_a_0_3_5_2   0.000000000000e+00
    RHS       r_ge_a_0_3_5_3   0.000000000000e+00
    RHS       r_ge_a_0_3_5_4   0.000000000000e+00
    RHS       r_le_0_3_5   0.000000000000e+00
    RHS       r_mono_0_4_1   0.000000000000e+00
    RHS       r_ge_a_0_4_1_0   0.000000000000e+00
    RHS       r_ge_a_0_4_1_1   0.000000000000e+00
    RHS       r_ge_a_0_4_1_2   0.000000000000e+00
    RHS       r_ge_a_0_4_1_3   0.000000000000e+00
    RHS       r_ge_a_0_4_1_4   0.000000000000e+00
    RHS       r_le_0_4_1   0.000000000000e+00
    RHS       r_mono_0_4_2   0.000000000000e+00
    RHS       r_ge_a_0_4_2_0   0.000000000000e+00
    RHS       r_ge_a_0_4_2_1   0.000000000000e+00
    RHS       r_ge_a_0_4_2_2   0.000000000000e+00
    RHS       r_ge_a_0_4_2_3   0.000000000000e+00
    RHS       r_ge_a_0_4_2_4   0.000000000000e+00
    RHS       r_le_0_4_2   0.000000000000e+00
    RHS       r_mono_0_4_3   0.000000000000e+00
    RHS       r_ge_a_0_4_3_0   0.000000000000e+00
    RHS       r_ge_a_0_4_3_1   0.000000000000e+00
    RHS       r_ge_a_0_4_3_2   0.000000000000e+00
    RHS       r_ge_a_0_4_3_3   0.000000000000e+00
    RHS       r_ge_a_0_4_3_4   0.000000000000e+00
    RHS       r_le_0_4_3   0.000000000000e+00
    RHS       r_mono_0_4_4   0.000000000000e+00
    RHS       r_ge_a_0_4_4_0   0.000000000000e+00
    RHS       r_ge_a_0_4_4_1   0.000000000000e+00
    RHS       r_ge_a_0_4_4_2   0.000000000000e+00
    RHS       r_ge_a_0_4_4_3   0.000000000000e+00
    RHS       r_ge_a_0_4_4_4   0.000000000000e+00
    RHS       r_le_0_4_4   0.000000000000e+00
    RHS       r_mono_0_4_5   0.000000000000e+00
    RHS       r_ge_a_0_4_5_0   0.000000000000e+00
    RHS       r_ge_a_0_4_5_1   0.000000000000e+00
    RHS       r_ge_a_0_4_5_2   0.000000000000e+00
    RHS       r_ge_a_0_4_5_3   0.000000000000e+00
    RHS       r_ge_a_0_4_5_4   0.000000000000e+00
    RHS       r_le_0_4_5   0.000000000000e+00
    RHS       r_mono_0_5_1   0.000000000000e+00
    RHS       r_ge_a_0_5_1_0   0.000000000000e+00
    RHS       r_ge_a_0_5_1_1   0.000000000000e+00
    RHS       r_ge_a_0_5_1_2   0.000000000000e+00
    RHS       r_ge_a_0_5_1_3   0.000000000000e+00
    RHS       r_ge_a_0_5_1_4   0.000000000000e+00
    RHS       r_le_0_5_1   0.000000000000e+00
    RHS       r_mono_0_5_2   0.000000000000e+00
    RHS       r_ge_a_0_5_2_0   0.000000000000e+00
    RHS       r_ge_a_0_5_2_1   0.000000000000e+00
    RHS       r_ge_a_0_5_2_2   0.000000000000e+00
    RHS       r_ge_a_0_5_2_3   0.000000000000e+00
    RHS       r_ge_a_0_5_2_4   0.000000000000e+00
    RHS       r_le_0_5_2   0.000000000000e+00
    RHS       r_mono_0_5_3   0.000000000000e+00
    RHS       r_ge_a_0_5_3_0   0.000000000000e+00
    RHS       r_ge_a_0_5_3_1   0.000000000000e+00
    RHS       r_ge_a_0_5_3_2   0.000000000000e+00
    RHS       r_ge_a_0_5_3_3   0.000000000000e+00
    RHS       r_ge_a_0_5_3_4   0.000000000000e+00
    RHS       r_le_0_5_3   0.000000000000e+00
    RHS       r_mono_0_5_4   0.000000000000e+00
    RHS       r_ge_a_0_5_4_0   0.000000000000e+00
    RHS       r_ge_a_0_5_4_1   0.000000000000e+00
    RHS       r_ge_a_0_5_4_2   0.000000000000e+00
    RHS       r_ge_a_0_5_4_3   0.000000000000e+00
    RHS       r_ge_a_0_5_4_4   0.000000000000e+00
    RHS       r_le_0_5_4   0.000000000000e+00
    RHS       r_mono_0_5_5   0.000000000000e+00
    RHS       r_ge_a_0_5_5_0   0.000000000000e+00
    RHS       r_ge_a_0_5_5_1   0.000000000000e+00
    RHS       r_ge_a_0_5_5_2   0.000000000000e+00
    RHS       r_ge_a_0_5_5_3   0.000000000000e+00
    RHS       r_ge_a_0_5_5_4   0.000000000000e+00
    RHS       r_le_0_5_5   0.000000000000e+00
    RHS       r_mono_1_0_1   0.000000000000e+00
    RHS       r_ge_a_1_0_1_0   0.000000000000e+00
    RHS       r_ge_a_1_0_1_1   0.000000000000e+00
    RHS       r_ge_a_1_0_1_2   0.000000000000e+00
    RHS       r_ge_a_1_0_1_3   0.000000000000e+00
    RHS       r_ge_a_1_0_1_4   0.000000000000e+00
    RHS       r_le_1_0_1   0.000000000000e+00
    RHS       r_mono_1_0_2   0.000000000000e+00
    RHS       r_ge_a_1_0_2_0   0.000000000000e+00
    RHS       r_ge_a_1_0_2_1   0.000000000000e+00
    RHS       r_ge_a_1_0_2_2   0.000000000000e+00
    RHS       r_ge_a_1_0_2_3   0.000000000000e+00
    RHS       r_ge_a_1_0_2_4   0.000000000000e+00
    RHS       r_le_1_0_2   0.000000000000e+00
    RHS       r_mono_1_0_3   0.000000000000e+00
    RHS       r_ge_a_1_0_3_0   0.000000000000e+00
    RHS       r_ge_a_1_0_3_1   0.000000000000e+00
    RHS       r_ge_a_1_0_3_2   0.000000000000e+00
    RHS       r_ge_a_1_0_3_3   0.000000000000e+00
    RHS       r_ge_a_1_0_3_4   0.000000000000e+00
    RHS       r_le_1_0_3   0.000000000000e+00
    RHS       r_mono_1_0_4   0.000000000000e+00
    RHS       r_ge_a_1_0_4_0   0.000000000000e+00
    RHS       r_ge_a_1_0_4_1   0.000000000000e+00
    RHS       r_ge_a_1_0_4_2   0.000000000000e+00
    RHS       r_ge_a_1_0_4_3   0.000000000000e+00
    RHS       r_ge_a_1_0_4_4   0.000000000000e+00
    RHS       r_le_1_0_4   0.000000000000e+00
    RHS       r_mono_1_0_5   0.000000000000e+00
    RHS       r_ge_a_1_0_5_0   0.000000000000e+00
    RHS       r_ge_a_1_0_5_1   0.000000000000e+00
    RHS       r_ge_a_1_0_5_2   0.000000000000e+00
    RHS       r_ge_a_1_0_5_3   0.000000000000e+00
    RHS       r_ge_a_1_0_5_4   0.000000000000e+00
    RHS       r_le_1_0_5   0.000000000000e+00
    RHS       r_mono_1_2_1   0.000000000000e+00
    RHS       r_ge_a_1_2_1_0   0.000000000000e+00
    RHS       r_ge_a_1_2_1_1   0.000000000000e+00
    RHS       r_ge_a_1_2_1_2   0.000000000000e+00
    RHS       r_ge_a_1_2_1_3   0.000000000000e+00
    RHS       r_ge_a_1_2_1_4   0.000000000000e+00
    RHS       r_le_1_2_1   0.000000000000e+00
    RHS       r_mono_1_2_2   0.000000000000e+00
    RHS       r_ge_a_1_2_2_0   0.000000000000e+00
    RHS       r_ge_a_1_2_2_1   0.000000000000e+00
    RHS       r_ge_a_1_2_2_2   0.000000000000e+00
    RHS       r_ge_a_1_2_2_3   0.000000000000e+00
    RHS       r_ge_a_1_2_2_4   0.000000000000e+00
    RHS       r_le_1_2_2   0.000000000000e+00
    RHS       r_mono_1_2_3   0.000000000000e+00
    RHS       r_ge_a_1_2_3_0   0.000000000000e+00
    RHS       r_ge_a_1_2_3_1   0.000000000000e+00
    RHS       r_ge_a_1_2_3_2   0.000000000000e+00
    RHS       r_ge_a_1_2_3_3   0.000000000000e+00
    RHS       r_ge_a_1_2_3_4   0.000000000000e+00
    RHS       r_le_1_2_3   0.000000000000e+00
    RHS       r_mono_1_2_4   0.000000000000e+00
    RHS       r_ge_a_1_2_4_0   0.000000000000e+00
    RHS       r_ge_a_1_2_4_1   0.000000000000e+00
    RHS       r_ge_a_1_2_4_2   0.000000000000e+00
    RHS       r_ge_a_1_2_4_3   0.000000000000e+00
    RHS       r_ge_a_1_2_4_4   0.000000000000e+00
    RHS       r_le_1_2_4   0.000000000000e+00
    RHS       r_mono_1_2_5   0.000000000000e+00
    RHS       r_ge_a_1_2_5_0   0.000000000000e+00
    RHS       r_ge_a_1_2_5_1   0.000000000000e+00
    RHS       r_ge_a_1_2_5_2   0.000000000000e+00
    RHS       r_ge_a_1_2_5_3   0.000000000000e+00
    RHS       r_ge_a_1_2_5_4   0.000000000000e+00
    RHS       r_le_1_2_5   0.000000000000e+00
    RHS       r_mono_1_3_1   0.000000000000e+00
    RHS       r_ge_a_1_3_1_0   0.000000000000e+00
    RHS       r_ge_a_1_3_1_1   0.000000000000e+00
    RHS       r_ge_a_1_3_1_2   0.000000000000e+00
    RHS       r_ge_a_1_3_1_3   0.000000000000e+00
    RHS       r_ge_a_1_3_1_4   0.000000000000e+00
    RHS       r_le_1_3_1   0.000000000000e+00
    RHS       r_mono_1_3_2   0.000000000000e+00
    RHS       r_ge_a_1_3_2_0   0.000000000000e+00
    RHS       r_ge_a_1_3_2_1   0.000000000000e+00
    RHS       r_ge_a_1_3_2_2   0.000000000000e+00
    RHS       r_ge_a_1_3_2_3   0.000000000000e+00
    RHS       r_ge_a_1_3_2_4   0.000000000000e+00
    RHS       r_le_1_3_2   0.000000000000e+00
    RHS       r_mono_1_3_3   0.000000000000e+00
    RHS       r_ge_a_1_3_3_0   0.000000000000e+00
    RHS       r_ge_a_1_3_3_1   0.000000000000e+00
    RHS       r_ge_a_1_3_3_2   0.000000000000e+00
    RHS       r_ge_a_1_3_3_3   0.000000000000e+00
    RHS       r_ge_a_1_3_3_4   0.000000000000e+00
    RHS       r_le_1_3_3   0.000000000000e+00
    RHS       r_mono_1_3_4   0.000000000000e+00
    RHS       r_ge_a_1_3_4_0   0.000000000000e+00
    RHS       r_ge_a_1_3_4_1   0.000000000000e+00
    RHS       r_ge_a_1_3_4_2   0.000000000000e+00
    RHS       r_ge_a_1_3_4_3   0.000000000000e+00
    RHS       r_ge_a_1_3_4_4   0.000000000000e+00
    RHS       r_le_1_3_4   0.000000000000e+00
    RHS       r_mono_1_3_5   0.000000000000e+00
    RHS       r_ge_a_1_3_5_0   0.000000000000e+00
    RHS       r_ge_a_1_3_5_1   0.000000000000e+00
    RHS       r_ge_a_1_3_5_2   0.000000000000e+00
    RHS       r_ge_a_1_3_5_3   0.000000000000e+00
    RHS       r_ge_a_1_3_5_4   0.000000000000e+00
    RHS       r_le_1_3_5   0.000000000000e+00
    RHS       r_mono_1_4_1   0.000000000000e+00
    RHS       r_ge_a_1_4_1_0   0.000000000000e+00
    RHS       r_ge_a_1_4_1_1   0.000000000000e+00
    RHS       r_ge_a_1_4_1_2   0.000000000000e+00
    RHS       r_ge_a_1_4_1_3   0.000000000000e+00
    RHS       r_ge_a_1_4_1_4   0.000000000000e+00
    RHS       r_le_1_4_1   0.000000000000e+00
    RHS       r_mono_1_4_2   0.000000000000e+00
    RHS       r_ge_a_1_4_2_0   0.000000000000e+00
    RHS       r_ge_a_1_4_2_1   0.000000000000e+00
    RHS       r_ge_a_1_4_2_2   0.000000000000e+00
    RHS       r_ge_a_1_4_2_3   0.000000000000e+00
    RHS       r_ge_a_1_4_2_4   0.000000000000e+00
    RHS       r_le_1_4_2   0.000000000000e+00
    RHS       r_mono_1_4_3   0.000000000000e+00
    RHS       r_ge_a_1_4_3_0   0.000000000000e+00
    RHS       r_ge_a_1_4_3_1   0.000000000000e+00
    RHS       r_ge_a_1_4_3_2   0.000000000000e+00
    RHS       r_ge_a_1_4_3_3   0.000000000000e+00
    RHS       r_ge_a_1_4_3_4   0.000000000000e+00
    RHS       r_le_1_4_3   0.000000000000e+00
    RHS       r_mono_1_4_4   0.000000000000e+00
    RHS       r_ge_a_1_4_4_0   0.000000000000e+00
    RHS       r_ge_a_1_4_4_1   0.000000000000e+00
    RHS       r_ge_a_1_4_4_2   0.000000000000e+00
    RHS       r_ge_a_1_4_4_3   0.000000000000e+00
    RHS       r_ge_a_1_4_4_4   0.000000000000e+00
    RHS       r_le_1_4_4   0.000000000000e+00
    RHS       r_mono_1_4_5   0.000000000000e+00
    RHS       r_ge_a_1_4_5_0   0.000000000000e+00
    RHS       r_ge_a_1_4_5_1   0.000000000000e+00
    RHS       r_ge_a_1_4_5_2   0.000000000000e+00
    RHS       r_ge_a_1_4_5_3   0.000000000000e+00
    RHS       r_ge_a_1_4_5_4   0.000000000000e+00
    RHS       r_le_1_4_5   0.000000000000e+00
    RHS       r_mono_1_5_1   0.000000000000e+00
    RHS       r_ge_a_1_5_1_0   0.000000000000e+00
    RHS       r_ge_a_1_5_1_1   0.000000000000e+00
    RHS       r_ge_a_1_5_1_2   0.000000000000e+00
    RHS       r_ge_a_1_5_1_3   0.000000000000e+00
    RHS       r_ge_a_1_5_1_4   0.000000000000e+00
    RHS       r_le_1_5_1   0.000000000000e+00
    RHS       r_mono_1_5_2   0.000000000000e+00
    RHS       r_ge_a_1_5_2_0   0.000000000000e+00
    RHS       r_ge_a_1_5_2_1   0.000000000000e+00
    RHS       r_ge_a_1_5_2_2   0.000000000000e+00
    RHS       r_ge_a_1_5_2_3   0.000000000000e+00
    RHS       r_ge_a_1_5_2_4   0.000000000000e+00
    RHS       r_le_1_5_2   0.000000000000e+00
    RHS       r_mono_1_5_3   0.000000000000e+00
    RHS       r_ge_a_1_5_3_0   0.000000000000e+00
    RHS       r_ge_a_1_5_3_1   0.000000000000e+00
    RHS       r_ge_a_1_5_3_2   0.000000000000e+00
    RHS       r_ge_a_1_5_3_3   0.000000000000e+00
    RHS       r_ge_a_1_5_3_4   0.000000000000e+00
    RHS       r_le_1_5_3   0.000000000000e+00
    RHS       r_mono_1_5_4   0.000000000000e+00
    RHS       r_ge_a_1_5_4_0   0.000000000000e+00
    RHS       r_ge_a_1_5_4_1   0.000000000000e+00
    RHS       r_ge_a_1_5_4_2   0.000000000000e+00
    RHS       r_ge_a_1_5_4_3   0.000000000000e+00
    RHS       r_ge_a_1_5_4_4   0.000000000000e+00
    RHS       r_le_1_5_4   0.000000000000e+00
    RHS       r_mono_1_5_5   0.000000000000e+00
    RHS       r_ge_a_1_5_5_0   0.000000000000e+00
    RHS       r_ge_a_1_5_5_1   0.000000000000e+00
    RHS       r_ge_a_1_5_5_2   0.000000000000e+00
    RHS       r_ge_a_1_5_5_3   0.000000000000e+00
    RHS       r_ge_a_1_5_5_4   0.000000000000e+00
    RHS       r_le_1_5_5   0.000000000000e+00
    RHS       r_mono_2_0_1   0.000000000000e+00
    RHS       r_ge_a_2_0_1_0   0.000000000000e+00
    RHS       r_ge_a_2_0_1_1   0.000000000000e+00
    RHS       r_ge_a_2_0_1_2   0.000000000000e+00
    RHS       r_ge_a_2_0_1_3   0.000000000000e+00
    RHS       r_ge_a_2_0_1_4   0.000000000000e+00
    RHS       r_le_2_0_1   0.000000000000e+00
    RHS       r_mono_2_0_2   0.000000000000e+00
    RHS       r_ge_a_2_0_2_0   0.000000000000e+00
    RHS       r_ge_a_2_0_2_1   0.000000000000e+00
    RHS       r_ge_a_2_0_2_2   0.000000000000e+00
    RHS       r_ge_a_2_0_2_3   0.000000000000e+00
    RHS       r_ge_a_2_0_2_4   0.000000000000e+00
    RHS       r_le_2_0_2   0.000000000000e+00
    RHS       r_mono_2_0_3   0.000000000000e+00
    RHS       r_ge_a_2_0_3_0   0.000000000000e+00
    RHS       r_ge_a_2_0_3_1   0.000000000000e+00
    RHS       r_ge_a_2_0_3_2   0.000000000000e+00
    RHS       r_ge_a_2_0_3_3   0.000000000000e+00
    RHS       r_ge_a_2_0_3_4   0.000000000000e+00
    RHS       r_le_2_0_3   0.000000000000e+00
    RHS       r_mono_2_0_4   0.000000000000e+00
    RHS       r_ge_a_2_0_4_0   0.000000000000e+00
    RHS       r_ge_a_2_0_4_1   0.000000000000e+00
    RHS       r_ge_a_2_0_4_2   0.000000000000e+00
    RHS       r_ge_a_2_0_4_3   0.000000000000e+00
    RHS       r_ge_a_2_0_4_4   0.000000000000e+00
    RHS       r_le_2_0_4   0.000000000000e+00
    RHS       r_mono_2_0_5   0.000000000000e+00
    RHS       r_ge_a_2_0_5_0   0.000000000000e+00
    RHS       r_ge_a_2_0_5_1   0.000000000000e+00
    RHS       r_ge_a_2_0_5_2   0.000000000000e+00
    RHS       r_ge_a_2_0_5_3   0.000000000000e+00
    RHS       r_ge_a_2_0_5_4   0.000000000000e+00
    RHS       r_le_2_0_5   0.000000000000e+00
    RHS       r_mono_2_1_1   0.000000000000e+00
    RHS       r_ge_a_2_1_1_0   0.000000000000e+00
    RHS       r_ge_a_2_1_1_1   0.000000000000e+00
    RHS       r_ge_a_2_1_1_2   0.000000000000e+00
    RHS       r_ge_a_2_1_1_3   0.000000000000e+00
    RHS       r_ge_a_2_1_1_4   0.000000000000e+00
    RHS       r_le_2_1_1   0.000000000000e+00
    RHS       r_mono_2_1_2   0.000000000000e+00
    RHS       r_ge_a_2_1_2_0   0.000000000000e+00
    RHS       r_ge_a_2_1_2_1   0.000000000000e+00
    RHS       r_ge_a_2_1_2_2   0.000000000000e+00
    RHS       r_ge_a_2_1_2_3   0.000000000000e+00
    RHS       r_ge_a_2_1_2_4   0.000000000000e+00
    RHS       r_le_2_1_2   0.000000000000e+00
    RHS       r_mono_2_1_3   0.000000000000e+00
    RHS       r_ge_a_2_1_3_0   0.000000000000e+00
    RHS       r_ge_a_2_1_3_1   0.000000000000e+00
    RHS       r_ge_a_2_1_3_2   0.000000000000e+00
    RHS       r_ge_a_2_1_3_3   0.000000000000e+00
    RHS       r_ge_a_2_1_3_4   0.000000000000e+00
    RHS       r_le_2_1_3   0.000000000000e+00
    RHS       r_mono_2_1_4   0.000000000000e+00
    RHS       r_ge_a_2_1_4_0   0.000000000000e+00
    RHS       r_ge_a_2_1_4_1   0.000000000000e+00
    RHS       r_ge_a_2_1_4_2   0.000000000000e+00
    RHS       r_ge_a_2_1_4_3   0.000000000000e+00
    RHS       r_ge_a_2_1_4_4   0.000000000000e+00
    RHS       r_le_2_1_4   0.000000000000e+00
    RHS       r_mono_2_1_5   0.000000000000e+00
    RHS       r_ge_a_2_1_5_0   0.000000000000e+00
    RHS       r_ge_a_2_1_5_1   0.000000000000e+00
    RHS       r_ge_a_2_1_5_2   0.000000000000e+00
    RHS       r_ge_a_2_1_5_3   0.000000000000e+00
    RHS       r_ge_a_2_1_5_4   0.000000000000e+00
    RHS       r_le_2_1_5   0.000000000000e+00
    RHS       r_mono_2_3_1   0.000000000000e+00
    RHS       r_ge_a_2_3_1_0   0.000000000000e+00
    RHS       r_ge_a_2_3_1_1   0.000000000000e+00
    RHS       r_ge_a_2_3_1_2   0.000000000000e+00
    RHS       r_ge_a_2_3_1_3   0.000000000000e+00
    RHS       r_ge_a_2_3_1_4   0.000000000000e+00
    RHS       r_le_2_3_1   0.000000000000e+00
    RHS       r_mono_2_3_2   0.000000000000e+00
    RHS       r_ge_a_2_3_2_0   0.000000000000e+00
    RHS       r_ge_a_2_3_2_1   0.000000000000e+00
    RHS       r_ge_a_2_3_2_2   0.000000000000e+00
    RHS       r_ge_a_2_3_2_3   0.000000000000e+00
    RHS       r_ge_a_2_3_2_4   0.000000000000e+00
    RHS       r_le_2_3_2   0.000000000000e+00
    RHS       r_mono_2_3_3   0.000000000000e+00
    RHS       r_ge_a_2_3_3_0   0.000000000000e+00
    RHS       r_ge_a_2_3_3_1   0.000000000000e+00
    RHS       r_ge_a_2_3_3_2   0.000000000000e+00
    RHS       r_ge_a_2_3_3_3   0.000000000000e+00
    RHS       r_ge_a_2_3_3_4   0.000000000000e+00
    RHS       r_le_2_3_3   0.000000000000e+00
    RHS       r_mono_2_3_4   0.000000000000e+00
    RHS       r_ge_a_2_3_4_0   0.000000000000e+00
    RHS       r_ge_a_2_3_4_1   0.000000000000e+00
    RHS       r_ge_a_2_3_4_2   0.000000000000e+00
    RHS       r_ge_a_2_3_4_3   0.000000000000e+00
    RHS       r_ge_a_2_3_4_4   0.000000000000e+00
    RHS       r_le_2_3_4   0.000000000000e+00
    RHS       r_mono_2_3_5   0.000000000000e+00
    RHS       r_ge_a_2_3_5_0   0.000000000000e+00
    RHS       r_ge_a_2_3_5_1   0.000000000000e+00
    RHS       r_ge_a_2_3_5_2   0.000000000000e+00
    RHS       r_ge_a_2_3_5_3   0.000000000000e+00
    RHS       r_ge_a_2_3_5_4   0.000000000000e+00
    RHS       r_le_2_3_5   0.000000000000e+00
    RHS       r_mono_2_4_1   0.000000000000e+00
    RHS       r_ge_a_2_4_1_0   0.000000000000e+00
    RHS       r_ge_a_2_4_1_1   0.000000000000e+00
    RHS       r_ge_a_2_4_1_2   0.000000000000e+00
    RHS       r_ge_a_2_4_1_3   0.000000000000e+00
    RHS       r_ge_a_2_4_1_4   0.000000000000e+00
    RHS       r_le_2_4_1   0.000000000000e+00
    RHS       r_mono_2_4_2   0.000000000000e+00
    RHS       r_ge_a_2_4_2_0   0.000000000000e+00
    RHS       r_ge_a_2_4_2_1   0.000000000000e+00
    RHS       r_ge_a_2_4_2_2   0.000000000000e+00
    RHS       r_ge_a_2_4_2_3   0.000000000000e+00
    RHS       r_ge_a_2_4_2_4   0.000000000000e+00
    RHS       r_le_2_4_2   0.000000000000e+00
    RHS       r_mono_2_4_3   0.000000000000e+00
    RHS       r_ge_a_2_4_3_0   0.000000000000e+00
    RHS       r_ge_a_2_4_3_1   0.000000000000e+00
    RHS       r_ge_a_2_4_3_2   0.000000000000e+00
    RHS       r_ge_a_2_4_3_3   0.000000000000e+00
    RHS       r_ge_a_2_4_3_4   0.000000000000e+00
    RHS       r_le_2_4_3   0.000000000000e+00
    RHS       r_mono_2_4_4   0.000000000000e+00
    RHS       r_ge_a_2_4_4_0   0.000000000000e+00
    RHS       r_ge_a_2_4_4_1   0.000000000000e+00
    RHS       r_ge_a_2_4_4_2   0.000000000000e+00
    RHS       r_ge_a_2_4_4_3   0.000000000000e+00
    RHS       r_ge_a_2_4_4_4   0.000000000000e+00
    RHS       r_le_2_4_4   0.000000000000e+00
    RHS       r_mono_2_4_5   0.000000000000e+00
    RHS       r_ge_a_2_4_5_0   0.000000000000e+00
    RHS       r_ge_a_2_4_5_1   0.000000000000e+00
    RHS       r_ge_a_2_4_5_2   0.000000000000e+00
    RHS       r_ge_a_2_4_5_3   0.000000000000e+00
    RHS       r_ge_a_2_4_5_4   0.000000000000e+00
    RHS       r_le_2_4_5   0.000000000000e+00
    RHS       r_mono_2_5_1   0.000000000000e+00
    RHS       r_ge_a_2_5_1_0   0.000000000000e+00
    RHS       r_ge_a_2_5_1_1   0.000000000000e+00
    RHS       r_ge_a_2_5_1_2   0.000000000000e+00
    RHS       r_ge_a_2_5_1_3   0.000000000000e+00
    RHS       r_ge_a_2_5_1_4   0.000000000000e+00
    RHS       r_le_2_5_1   0.000000000000e+00
    RHS       r_mono_2_5_2   0.000000000000e+00
    RHS       r_ge_a_2_5_2_0   0.000000000000e+00
    RHS       r_ge_a_2_5_2_1   0.000000000000e+00
    RHS       r_ge_a_2_5_2_2   0.000000000000e+00
    RHS       r_ge_a_2_5_2_3   0.000000000000e+00
    RHS       r_ge_a_2_5_2_4   0.000000000000e+00
    RHS       r_le_2_5_2   0.000000000000e+00
    RHS       r_mono_2_5_3   0.000000000000e+00
    RHS       r_ge_a_2_5_3_0   0.000000000000e+00
    RHS       r_ge_a_2_5_3_1   0.000000000000e+00
    RHS       r_ge_a_2_5_3_2   0.000000000000e+00
    RHS       r_ge_a_2_5_3_3   0.000000000000e+00
    RHS       r_ge_a_2_5_3_4   0.000000000000e+00
    RHS       r_le_2_5_3   0.000000000000e+00
    RHS       r_mono_2_5_4   0.000000000000e+00
    RHS       r_ge_a_2_5_4_0   0.000000000000e+00
    RHS       r_ge_a_2_5_4_1   0.000000000000e+00
    RHS       r_ge_a_2_5_4_2   0.000000000000e+00
    RHS       r_ge_a_2_5_4_3   0.000000000000e+00
    RHS       r_ge_a_2_5_4_4   0.000000000000e+00
    RHS       r_le_2_5_4   0.000000000000e+00
    RHS       r_mono_2_5_5   0.000000000000e+00
    RHS       r_ge_a_2_5_5_0   0.000000000000e+00
    RHS       r_ge_a_2_5_5_1   0.000000000000e+00
    RHS       r_ge_a_2_5_5_2   0.000000000000e+00
    RHS       r_ge_a_2_5_5_3   0.000000000000e+00
    RHS       r_ge_a_2_5_5_4   0.000000000000e+00
    RHS       r_le_2_5_5   0.000000000000e+00
    RHS       r_mono_3_0_1   0.000000000000e+00
    RHS       r_ge_a_3_0_1_0   0.000000000000e+00
    RHS       r_ge_a_3_0_1_1   0.000000000000e+00
    RHS       r_ge_a_3_0_1_2   0.000000000000e+00
    RHS       r_ge_a_3_0_1_3   0.000000000000e+00
    RHS       r_ge_a_3_0_1_4   0.000000000000e+00
    RHS       r_le_3_0_1   0.000000000000e+00
    RHS       r_mono_3_0_2   0.000000000000e+00
    RHS       r_ge_a_3_0_2_0   0.000000000000e+00
    RHS       r_ge_a_3_0_2_1   0.000000000000e+00
    RHS       r_ge_a_3_0_2_2   0.000000000000e+00
    RHS       r_ge_a_3_0_2_3   0.000000000000e+00
    RHS       r_ge_a_3_0_2_4   0.000000000000e+00
    RHS       r_le_3_0_2   0.000000000000e+00
    RHS       r_mono_3_0_3   0.000000000000e+00
    RHS       r_ge_a_3_0_3_0   0.000000000000e+00
    RHS       r_ge_a_3_0_3_1   0.000000000000e+00
    RHS       r_ge_a_3_0_3_2   0.000000000000e+00
    RHS       r_ge_a_3_0_3_3   0.000000000000e+00
    RHS       r_ge_a_3_0_3_4   0.000000000000e+00
    RHS       r_le_3_0_3   0.000000000000e+00
    RHS       r_mono_3_0_4   0.000000000000e+00
    RHS       r_ge_a_3_0_4_0   0.000000000000e+00
    RHS       r_ge_a_3_0_4_1   0.000000000000e+00
    RHS       r_ge_a_3_0_4_2   0.000000000000e+00
    RHS       r_ge_a_3_0_4_3   0.000000000000e+00
    RHS       r_ge_a_3_0_4_4   0.000000000000e+00
    RHS       r_le_3_0_4   0.000000000000e+00
    RHS       r_mono_3_0_5   0.000000000000e+00
    RHS       r_ge_a_3_0_5_0   0.000000000000e+00
    RHS       r_ge_a_3_0_5_1   0.000000000000e+00
    RHS       r_ge_a_3_0_5_2   0.000000000000e+00
    RHS       r_ge_a_3_0_5_3   0.000000000000e+00
    RHS       r_ge_a_3_0_5_4   0.000000000000e+00
    RHS       r_le_3_0_5   0.000000000000e+00
    RHS       r_mono_3_1_1   0.000000000000e+00
    RHS       r_ge_a_3_1_1_0   0.000000000000e+00
    RHS       r_ge_a_3_1_1_1   0.000000000000e+00
    RHS       r_ge_a_3_1_1_2   0.000000000000e+00
    RHS       r_ge_a_3_1_1_3   0.000000000000e+00
    RHS       r_ge_a_3_1_1_4   0.000000000000e+00
    RHS       r_le_3_1_1   0.000000000000e+00
    RHS       r_mono_3_1_2   0.000000000000e+00
    RHS       r_ge_a_3_1_2_0   0.000000000000e+00
    RHS       r_ge_a_3_1_2_1   0.000000000000e+00
    RHS       r_ge_a_3_1_2_2   0.000000000000e+00
    RHS       r_ge_a_3_1_2_3   0.000000000000e+00
    RHS       r_ge_a_3_1_2_4   0.000000000000e+00
    RHS       r_le_3_1_2   0.000000000000e+00
    RHS       r_mono_3_1_3   0.000000000000e+00
    RHS       r_ge_a_3_1_3_0   0.000000000000e+00
    RHS       r_ge_a_3_1_3_1   0.000000000000e+00
    RHS       r_ge_a_3_1_3_2   0.000000000000e+00
    RHS       r_ge_a_3_1_3_3   0.000000000000e+00
    RHS       r_ge_a_3_1_3_4   0.000000000000e+00
    RHS       r_le_3_1_3   0.000000000000e+00
    RHS       r_mono_3_1_4   0.000000000000e+00
    RHS       r_ge_a_3_1_4_0   0.000000000000e+00
    RHS       r_ge_a_3_1_4_1   0.000000000000e+00
    RHS       r_ge_a_3_1_4_2   0.000000000000e+00
    RHS       r_ge_a_3_1_4_3   0.000000000000e+00
    RHS       r_ge_a_3_1_4_4   0.000000000000e+00
    RHS       r_le_3_1_4   0.000000000000e+00
    RHS       r_mono_3_1_5   0.000000000000e+00
    RHS       r_ge_a_3_1_5_0   0.000000000000e+00
    RHS       r_ge_a_3_1_5_1   0.000000000000e+00
    RHS       r_ge_a_3_1_5_2   0.000000000000e+00
    RHS       r_ge_a_3_1_5_3   0.000000000000e+00
    RHS       r_ge_a_3_1_5_4   0.000000000000e+00
    RHS       r_le_3_1_5   0.000000000000e+00
    RHS       r_mono_3_2_1   0.000000000000e+00
    RHS       r_ge_a_3_2_1_0   0.000000000000e+00
    RHS       r_ge_a_3_2_1_1   0.000000000000e+00
    RHS       r_ge_a_3_2_1_2   0.000000000000e+00
    RHS       r_ge_a_3_2_1_3   0.000000000000e+00
    RHS       r_ge_a_3_2_1_4   0.000000000000e+00
    RHS       r_le_3_2_1   0.000000000000e+00
    RHS       r_mono_3_2_2   0.000000000000e+00
    RHS       r_ge_a_3_2_2_0   0.000000000000e+00
    RHS       r_ge_a_3_2_2_1   0.000000000000e+00
    RHS       r_ge_a_3_2_2_2   0.000000000000e+00
    RHS       r_ge_a_3_2_2_3   0.000000000000e+00
    RHS       r_ge_a_3_2_2_4   0.000000000000e+00
    RHS       r_le_3_2_2   0.000000000000e+00
    RHS       r_mono_3_2_3   0.000000000000e+00
    RHS       r_ge_a_3_2_3_0   0.000000000000e+00
    RHS       r_ge_a_3_2_3_1   0.000000000000e+00
    RHS       r_ge_a_3_2_3_2   0.000000000000e+00
    RHS       r_ge_a_3_2_3_3   0.000000000000e+00
    RHS       r_ge_a_3_2_3_4   0.000000000000e+00
    RHS       r_le_3_2_3   0.000000000000e+00
    RHS       r_mono_3_2_4   0.000000000000e+00
    RHS       r_ge_a_3_2_4_0   0.000000000000e+00
    RHS       r_ge_a_3_2_4_1   0.000000000000e+00
    RHS       r_ge_a_3_2_4_2   0.000000000000e+00
    RHS       r_ge_a_3_2_4_3   0.000000000000e+00
    RHS       r_ge_a_3_2_4_4   0.000000000000e+00
    RHS       r_le_3_2_4   0.000000000000e+00
    RHS       r_mono_3_2_5   0.000000000000e+00
    RHS       r_ge_a_3_2_5_0   0.000000000000e+00
    RHS       r_ge_a_3_2_5_1   0.000000000000e+00
    RHS       r_ge_a_3_2_5_2   0.000000000000e+00
    RHS       r_ge_a_3_2_5_3   0.000000000000e+00
    RHS       r_ge_a_3_2_5_4   0.000000000000e+00
    RHS       r_le_3_2_5   0.000000000000e+00
    RHS       r_mono_3_4_1   0.000000000000e+00
    RHS       r_ge_a_3_4_1_0   0.000000000000e+00
    RHS       r_ge_a_3_4_1_1   0.000000000000e+00
    RHS       r_ge_a_3_4_1_2   0.000000000000e+00
    RHS       r_ge_a_3_4_1_3   0.000000000000e+00
    RHS       r_ge_a_3_4_1_4   0.000000000000e+00
    RHS       r_le_3_4_1   0.000000000000e+00
    RHS       r_mono_3_4_2   0.000000000000e+00
    RHS       r_ge_a_3_4_2_0   0.000000000000e+00
    RHS       r_ge_a_3_4_2_1   0.000000000000e+00
    RHS       r_ge_a_3_4_2_2   0.000000000000e+00
    RHS       r_ge_a_3_4_2_3   0.000000000000e+00
    RHS       r_ge_a_3_4_2_4   0.000000000000e+00
    RHS       r_le_3_4_2   0.000000000000e+00
    RHS       r_mono_3_4_3   0.000000000000e+00
    RHS       r_ge_a_3_4_3_0   0.000000000000e+00
    RHS       r_ge_a_3_4_3_1   0.000000000000e+00
    RHS       r_ge_a_3_4_3_2   0.000000000000e+00
    RHS       r_ge_a_3_4_3_3   0.000000000000e+00
    RHS       r_ge_a_3_4_3_4   0.000000000000e+00
    RHS       r_le_3_4_3   0.000000000000e+00
    RHS       r_mono_3_4_4   0.000000000000e+00
    RHS       r_ge_a_3_4_4_0   0.000000000000e+00
    RHS       r_ge_a_3_4_4_1   0.000000000000e+00
    RHS       r_ge_a_3_4_4_2   0.000000000000e+00
    RHS       r_ge_a_3_4_4_3   0.000000000000e+00
    RHS       r_ge_a_3_4_4_4   0.000000000000e+00
    RHS       r_le_3_4_4   0.000000000000e+00
    RHS       r_mono_3_4_5   0.000000000000e+00
    RHS       r_ge_a_3_4_5_0   0.000000000000e+00
    RHS       r_ge_a_3_4_5_1   0.000000000000e+00
    RHS       r_ge_a_3_4_5_2   0.000000000000e+00
    RHS       r_ge_a_3_4_5_3   0.000000000000e+00
    RHS       r_ge_a_3_4_5_4   0.000000000000e+00
    RHS       r_le_3_4_5   0.000000000000e+00
    RHS       r_mono_3_5_1   0.000000000000e+00
    RHS       r_ge_a_3_5_1_0   0.000000000000e+00
    RHS       r_ge_a_3_5_1_1   0.000000000000e+00
    RHS       r_ge_a_3_5_1_2   0.000000000000e+00
    RHS       r_ge_a_3_5_1_3   0.000000000000e+00
    RHS       r_ge_a_3_5_1_4   0.000000000000e+00
    RHS       r_le_3_5_1   0.000000000000e+00
    RHS       r_mono_3_5_2   0.000000000000e+00
    RHS       r_ge_a_3_5_2_0   0.000000000000e+00
    RHS       r_ge_a_3_5_2_1   0.000000000000e+00
    RHS       r_ge_a_3_5_2_2   0.000000000000e+00
    RHS       r_ge_a_3_5_2_3   0.000000000000e+00
    RHS       r_ge_a_3_5_2_4   0.000000000000e+00
    RHS       r_le_3_5_2   0.000000000000e+00
    RHS       r_mono_3_5_3   0.000000000000e+00
    RHS       r_ge_a_3_5_3_0   0.000000000000e+00
    RHS       r_ge_a_3_5_3_1   0.000000000000e+00
    RHS       r_ge_a_3_5_3_2   0.000000000000e+00
    RHS       r_ge_a_3_5_3_3   0.000000000000e+00
    RHS       r_ge_a_3_5_3_4   0.000000000000e+00
    RHS       r_le_3_5_3   0.000000000000e+00
    RHS       r_mono_3_5_4   0.000000000000e+00
    RHS       r_ge_a_3_5_4_0   0.000000000000e+00
    RHS       r_ge_a_3_5_4_1   0.000000000000e+00
    RHS       r_ge_a_3_5_4_2   0.000000000000e+00
    RHS       r_ge_a_3_5_4_3   0.000000000000e+00
    RHS       r_ge_a_3_5_4_4   0.000000000000e+00
    RHS       r_le_3_5_4   0.000000000000e+00
    RHS       r_mono_3_5_5   0.000000000000e+00
    RHS       r_ge_a_3_5_5_0   0.000000000000e+00
    RHS       r_ge_a_3_5_5_1   0.000000000000e+00
    RHS       r_ge_a_3_5_5_2   0.000000000000e+00
    RHS       r_ge_a_3_5_5_3   0.000000000000e+00
    RHS       r_ge_a_3_5_5_4   0.000000000000e+00
    RHS       r_le_3_5_5   0.000000000000e+00
    RHS       r_mono_4_0_1   0.000000000000e+00
    RHS       r_ge_a_4_0_1_0   0.000000000000e+00
    RHS       r_ge_a_4_0_1_1   0.000000000000e+00
    RHS       r_ge_a_4_0_1_2   0.000000000000e+00
    RHS       r_ge_a_4_0_1_3   0.000000000000e+00
    RHS       r_ge_a_4_0_1_4   0.000000000000e+00
    RHS       r_le_4_0_1   0.000000000000e+00
    RHS       r_mono_4_0_2   0.000000000000e+00
    RHS       r_ge_a_4_0_2_0   0.000000000000e+00
    RHS       r_ge_a_4_0_2_1   0.000000000000e+00
    RHS       r_ge_a_4_0_2_2   0.000000000000e+00
    RHS       r_ge_a_4_0_2_3   0.000000000000e+00
    RHS       r_ge_a_4_0_2_4   0.000000000000e+00
    RHS       r_le_4_0_2   0.000000000000e+00
    RHS       r_mono_4_0_3   0.000000000000e+00
    RHS       r_ge_a_4_0_3_0   0.000000000000e+00
    RHS       r_ge_a_4_0_3_1   0.000000000000e+00
    RHS       r_ge_a_4_0_3_2   0.000000000000e+00
    RHS       r_ge_a_4_0_3_3   0.000000000000e+00
    RHS       r_ge_a_4_0_3_4   0.000000000000e+00
    RHS       r_le_4_0_3   0.000000000000e+00
    RHS       r_mono_4_0_4   0.000000000000e+00
    RHS       r_ge_a_4_0_4_0   0.000000000000e+00
    RHS       r_ge_a_4_0_4_1   0.000000000000e+00
    RHS       r_ge_a_4_0_4_2   0.000000000000e+00
    RHS       r_ge_a_4_0_4_3   0.000000000000e+00
    RHS       r_ge_a_4_0_4_4   0.000000000000e+00
    RHS       r_le_4_0_4   0.000000000000e+00
    RHS       r_mono_4_0_5   0.000000000000e+00
    RHS       r_ge_a_4_0_5_0   0.000000000000e+00
    RHS       r_ge_a_4_0_5_1   0.000000000000e+00
    RHS       r_ge_a_4_0_5_2   0.000000000000e+00
    RHS       r_ge_a_4_0_5_3   0.000000000000e+00
    RHS       r_ge_a_4_0_5_4   0.000000000000e+00
    RHS       r_le_4_0_5   0.000000000000e+00
    RHS       r_mono_4_1_1   0.000000000000e+00
    RHS       r_ge_a_4_1_1_0   0.000000000000e+00
    RHS       r_ge_a_4_1_1_1   0.000000000000e+00
    RHS       r_ge_a_4_1_1_2   0.000000000000e+00
    RHS       r_ge_a_4_1_1_3   0.000000000000e+00
    RHS       r_ge_a_4_1_1_4   0.000000000000e+00
    RHS       r_le_4_1_1   0.000000000000e+00
    RHS       r_mono_4_1_2   0.000000000000e+00
    RHS       r_ge_a_4_1_2_0   0.000000000000e+00
    RHS       r_ge_a_4_1_2_1   0.000000000000e+00
    RHS       r_ge_a_4_1_2_2   0.000000000000e+00
    RHS       r_ge_a_4_1_2_3   0.000000000000e+00
    RHS       r_ge_a_4_1_2_4   0.000000000000e+00
    RHS       r_le_4_1_2   0.000000000000e+00
    RHS       r_mono_4_1_3   0.000000000000e+00
    RHS       r_ge_a_4_1_3_0   0.000000000000e+00
    RHS       r_ge_a_4_1_3_1   0.000000000000e+00
    RHS       r_ge_a_4_1_3_2   0.000000000000e+00
    RHS       r_ge_a_4_1_3_3   0.000000000000e+00
    RHS       r_ge_a_4_1_3_4   0.000000000000e+00
    RHS       r_le_4_1_3   0.000000000000e+00
    RHS       r_mono_4_1_4   0.000000000000e+00
    RHS       r_ge_a_4_1_4_0   0.000000000000e+00
    RHS       r_ge_a_4_1_4_1   0.000000000000e+00
    RHS       r_ge_a_4_1_4_2   0.000000000000e+00
    RHS       r_ge_a_4_1_4_3   0.000000000000e+00
    RHS       r_ge_a_4_1_4_4   0.000000000000e+00
    RHS       r_le_4_1_4   0.000000000000e+00
    RHS       r_mono_4_1_5   0.000000000000e+00
    RHS       r_ge_a_4_1_5_0   0.000000000000e+00
    RHS       r_ge_a_4_1_5_1   0.000000000000e+00
    RHS       r_ge_a_4_1_5_2   0.000000000000e+00
    RHS       r_ge_a_4_1_5_3   0.000000000000e+00
    RHS       r_ge_a_4_1_5_4   0.000000000000e+00
    RHS       r_le_4_1_5   0.000000000000e+00
    RHS       r_mono_4_2_1   0.000000000000e+00
    RHS       r_ge_a_4_2_1_0   0.000000000000e+00
    RHS       r_ge_a_4_2_1_1   0.000000000000e+00
    RHS       r_ge_a_4_2_1_2   0.000000000000e+00
    RHS       r_ge_a_4_2_1_3   0.000000000000e+00
    RHS       r_ge_a_4_2_1_4   0.000000000000e+00
    RHS       r_le_4_2_1   0.000000000000e+00
    RHS       r_mono_4_2_2   0.000000000000e+00
    RHS       r_ge_a_4_2_2_0   0.000000000000e+00
    RHS       r_ge_a_4_2_2_1   0.000000000000e+00
    RHS       r_ge_a_4_2_2_2   0.000000000000e+00
    RHS       r_ge_a_4_2_2_3   0.000000000000e+00
    RHS       r_ge_a_4_2_2_4   0.000000000000e+00
    RHS       r_le_4_2_2   0.000000000000e+00
    RHS       r_mono_4_2_3   0.000000000000e+00
    RHS       r_ge_a_4_2_3_0   0.000000000000e+00
    RHS       r_ge_a_4_2_3_1   0.000000000000e+00
    RHS       r_ge_a_4_2_3_2   0.000000000000e+00
    RHS       r_ge_a_4_2_3_3   0.000000000000e+00
    RHS       r_ge_a_4_2_3_4   0.000000000000e+00
    RHS       r_le_4_2_3   0.000000000000e+00
    RHS       r_mono_4_2_4   0.000000000000e+00
    RHS       r_ge_a_4_2_4_0   0.000000000000e+00
    RHS       r_ge_a_4_2_4_1   0.000000000000e+00
    RHS       r_ge_a_4_2_4_2   0.000000000000e+00
    RHS       r_ge_a_4_2_4_3   0.000000000000e+00
    RHS       r_ge_a_4_2_4_4   0.000000000000e+00
    RHS       r_le_4_2_4   0.000000000000e+00
    RHS       r_mono_4_2_5   0.000000000000e+00
    RHS       r_ge_a_4_2_5_0   0.000000000000e+00
    RHS       r_ge_a_4_2_5_1   0.000000000000e+00
    RHS       r_ge_a_4_2_5_2   0.000000000000e+00
    RHS       r_ge_a_4_2_5_3   0.000000000000e+00
    RHS       r_ge_a_4_2_5_4   0.000000000000e+00
    RHS       r_le_4_2_5   0.000000000000e+00
    RHS       r_mono_4_3_1   0.000000000000e+00
    RHS       r_ge_a_4_3_1_0   0.000000000000e+00
    RHS       r_ge_a_4_3_1_1   0.000000000000e+00
    RHS       r_ge_a_4_3_1_2   0.000000000000e+00
    RHS       r_ge_a_4_3_1_3   0.000000000000e+00
    RHS       r_ge_a_4_3_1_4   0.000000000000e+00
    RHS       r_le_4_3_1   0.000000000000e+00
    RHS       r_mono_4_3_2   0.000000000000e+00
    RHS       r_ge_a_4_3_2_0   0.000000000000e+00
    RHS       r_ge_a_4_3_2_1   0.000000000000e+00
    RHS       r_ge_a_4_3_2_2   0.000000000000e+00
    RHS       r_ge_a_4_3_2_3   0.000000000000e+00
    RHS       r_ge_a_4_3_2_4   0.000000000000e+00
    RHS       r_le_4_3_2   0.000000000000e+00
    RHS       r_mono_4_3_3   0.000000000000e+00
    RHS       r_ge_a_4_3_3_0   0.000000000000e+00
    RHS       r_ge_a_4_3_3_1   0.000000000000e+00
    RHS       r_ge_a_4_3_3_2   0.000000000000e+00
    RHS       r_ge_a_4_3_3_3   0.000000000000e+00
    RHS       r_ge_a_4_3_3_4   0.000000000000e+00
    RHS       r_le_4_3_3   0.000000000000e+00
    RHS       r_mono_4_3_4   0.000000000000e+00
    RHS       r_ge_a_4_3_4_0   0.000000000000e+00
    RHS       r_ge_a_4_3_4_1   0.000000000000e+00
    RHS       r_ge_a_4_3_4_2   0.000000000000e+00
    RHS       r_ge_a_4_3_4_3   0.000000000000e+00
    RHS       r_ge_a_4_3_4_4   0.000000000000e+00
    RHS       r_le_4_3_4   0.000000000000e+00
    RHS       r_mono_4_3_5   0.000000000000e+00
    RHS       r_ge_a_4_3_5_0   0.000000000000e+00
    RHS       r_ge_a_4_3_5_1   0.000000000000e+00
    RHS       r_ge_a_4_3_5_2   0.000000000000e+00
    RHS       r_ge_a_4_3_5_3   0.000000000000e+00
    RHS       r_ge_a_4_3_5_4   0.000000000000e+00
    RHS       r_le_4_3_5   0.000000000000e+00
    RHS       r_mono_4_5_1   0.000000000000e+00
    RHS       r_ge_a_4_5_1_0   0.000000000000e+00
    RHS       r_ge_a_4_5_1_1   0.000000000000e+00
    RHS       r_ge_a_4_5_1_2   0.000000000000e+00
    RHS       r_ge_a_4_5_1_3   0.000000000000e+00
    RHS       r_ge_a_4_5_1_4   0.000000000000e+00
    RHS       r_le_4_5_1   0.000000000000e+00
    RHS       r_mono_4_5_2   0.000000000000e+00
    RHS       r_ge_a_4_5_2_0   0.000000000000e+00
    RHS       r_ge_a_4_5_2_1   0.000000000000e+00
    RHS       r_ge_a_4_5_2_2   0.000000000000e+00
    RHS       r_ge_a_4_5_2_3   0.000000000000e+00
    RHS       r_ge_a_4_5_2_4   0.000000000000e+00
    RHS       r_le_4_5_2   0.000000000000e+00
    RHS       r_mono_4_5_3   0.000000000000e+00
    RHS       r_ge_a_4_5_3_0   0.000000000000e+00
    RHS       r_ge_a_4_5_3_1   0.000000000000e+00
    RHS       r_ge_a_4_5_3_2   0.000000000000e+00
    RHS       r_ge_a_4_5_3_3   0.000000000000e+00
    RHS       r_ge_a_4_5_3_4   0.000000000000e+00
    RHS       r_le_4_5_3   0.000000000000e+00
    RHS       r_mono_4_5_4   0.000000000000e+00
    RHS       r_ge_a_4_5_4_0   0.000000000000e+00
    RHS       r_ge_a_4_5_4_1   0.000000000000e+00
    RHS       r_ge_a_4_5_4_2   0.000000000000e+00
    RHS       r_ge_a_4_5_4_3   0.000000000000e+00
    RHS       r_ge_a_4_5_4_4   0.000000000000e+00
    RHS       r_le_4_5_4   0.000000000000e+00
    RHS       r_mono_4_5_5   0.000000000000e+00
    RHS       r_ge_a_4_5_5_0   0.000000000000e+00
    RHS       r_ge_a_4_5_5_1   0.000000000000e+00
    RHS       r_ge_a_4_5_5_2   0.000000000000e+00
    RHS       r_ge_a_4_5_5_3   0.000000000000e+00
    RHS       r_ge_a_4_5_5_4   0.000000000000e+00
    RHS       r_le_4_5_5   0.000000000000e+00
    RHS       r_mono_5_0_1   0.000000000000e+00
    RHS       r_ge_a_5_0_1_0   0.000000000000e+00
    RHS       r_ge_a_5_0_1_1   0.000000000000e+00
    RHS       r_ge_a_5_0_1_2   0.000000000000e+00
    RHS       r_ge_a_5_0_1_3   0.000000000000e+00
    RHS       r_ge_a_5_0_1_4   0.000000000000e+00
    RHS       r_le_5_0_1   0.000000000000e+00
    RHS       r_mono_5_0_2   0.000000000000e+00
    RHS       r_ge_a_5_0_2_0   0.000000000000e+00
    RHS       r_ge_a_5_0_2_1   0.000000000000e+00
    RHS       r_ge_a_5_0_2_2   0.000000000000e+00
    RHS       r_ge_a_5_0_2_3   0.000000000000e+00
    RHS       r_ge_a_5_0_2_4   0.000000000000e+00
    RHS       r_le_5_0_2   0.000000000000e+00
    RHS       r_mono_5_0_3   0.000000000000e+00
    RHS       r_ge_a_5_0_3_0   0.000000000000e+00
    RHS       r_ge_a_5_0_3_1   0.000000000000e+00
    RHS       r_ge_a_5_0_3_2   0.000000000000e+00
    RHS       r_ge_a_5_0_3_3   0.000000000000e+00
    RHS       r_ge_a_5_0_3_4   0.000000000000e+00
    RHS       r_le_5_0_3   0.000000000000e+00
    RHS       r_mono_5_0_4   0.000000000000e+00
    RHS       r_ge_a_5_0_4_0   0.000000000000e+00
    RHS       r_ge_a_5_0_4_1   0.000000000000e+00
    RHS       r_ge_a_5_0_4_2   0.000000000000e+00
    RHS       r_ge_a_5_0_4_3   0.000000000000e+00
    RHS       r_ge_a_5_0_4_4   0.000000000000e+00
    RHS       r_le_5_0_4   0.000000000000e+00
    RHS       r_mono_5_0_5   0.000000000000e+00
    RHS       r_ge_a_5_0_5_0   0.000000000000e+00
    RHS       r_ge_a_5_0_5_1   0.000000000000e+00
    RHS       r_ge_a_5_0_5_2   0.000000000000e+00
    RHS       r_ge_a_5_0_5_3   0.000000000000e+00
    RHS       r_ge_a_5_0_5_4   0.000000000000e+00
    RHS       r_le_5_0_5   0.000000000000e+00
    RHS       r_mono_5_1_1   0.000000000000e+00
    RHS       r_ge_a_5_1_1_0   0.000000000000e+00
    RHS       r_ge_a_5_1_1_1   0.000000000000e+00
    RHS       r_ge_a_5_1_1_2   0.000000000000e+00
    RHS       r_ge_a_5_1_1_3   0.000000000000e+00
    RHS       r_ge_a_5_1_1_4   0.000000000000e+00
    RHS       r_le_5_1_1   0.000000000000e+00
    RHS       r_mono_5_1_2   0.000000000000e+00
    RHS       r_ge_a_5_1_2_0   0.000000000000e+00
    RHS       r_ge_a_5_1_2_1   0.000000000000e+00
    RHS       r_ge_a_5_1_2_2   0.000000000000e+00
    RHS       r_ge_a_5_1_2_3   0.000000000000e+00
    RHS       r_ge_a_5_1_2_4   0.000000000000e+00
    RHS       r_le_5_1_2   0.000000000000e+00
    RHS       r_mono_5_1_3   0.000000000000e+00
    RHS       r_ge_a_5_1_3_0   0.000000000000e+00
    RHS       r_ge_a_5_1_3_1   0.000000000000e+00
    RHS       r_ge_a_5_1_3_2   0.000000000000e+00
    RHS       r_ge_a_5_1_3_3   0.000000000000e+00
    RHS       r_ge_a_5_1_3_4   0.000000000000e+00
    RHS       r_le_5_1_3   0.000000000000e+00
    RHS       r_mono_5_1_4   0.000000000000e+00
    RHS       r_ge_a_5_1_4_0   0.000000000000e+00
    RHS       r_ge_a_5_1_4_1   0.000000000000e+00
    RHS       r_ge_a_5_1_4_2   0.000000000000e+00
    RHS       r_ge_a_5_1_4_3   0.000000000000e+00
    RHS       r_ge_a_5_1_4_4   0.000000000000e+00
    RHS       r_le_5_1_4   0.000000000000e+00
    RHS       r_mono_5_1_5   0.000000000000e+00
    RHS       r_ge_a_5_1_5_0   0.000000000000e+00
    RHS       r_ge_a_5_1_5_1   0.000000000000e+00
    RHS       r_ge_a_5_1_5_2   0.000000000000e+00
    RHS       r_ge_a_5_1_5_3   0.000000000000e+00
    RHS       r_ge_a_5_1_5_4   0.000000000000e+00
    RHS       r_le_5_1_5   0.000000000000e+00
    RHS       r_mono_5_2_1   0.000000000000e+00
    RHS       r_ge_a_5_2_1_0   0.000000000000e+00
    RHS       r_ge_a_5_2_1_1   0.000000000000e+00
    RHS       r_ge_a_5_2_1_2   0.000000000000e+00
    RHS       r_ge_a_5_2_1_3   0.000000000000e+00
    RHS       r_ge_a_5_2_1_4   0.000000000000e+00
    RHS       r_le_5_2_1   0.000000000000e+00
    RHS       r_mono_5_2_2   0.000000000000e+00
    RHS       r_ge_a_5_2_2_0   0.000000000000e+00
    RHS       r_ge_a_5_2_2_1   0.000000000000e+00
    RHS       r_ge_a_5_2_2_2   0.000000000000e+00
    RHS       r_ge_a_5_2_2_3   0.000000000000e+00
    RHS       r_ge_a_5_2_2_4   0.000000000000e+00
    RHS       r_le_5_2_2   0.000000000000e+00
    RHS       r_mono_5_2_3   0.000000000000e+00
    RHS       r_ge_a_5_2_3_0   0.000000000000e+00
    RHS       r_ge_a_5_2_3_1   0.000000000000e+00
    RHS       r_ge_a_5_2_3_2   0.000000000000e+00
    RHS       r_ge_a_5_2_3_3   0.000000000000e+00
    RHS       r_ge_a_5_2_3_4   0.000000000000e+00
    RHS       r_le_5_2_3   0.000000000000e+00
    RHS       r_mono_5_2_4   0.000000000000e+00
    RHS       r_ge_a_5_2_4_0   0.000000000000e+00
    RHS       r_ge_a_5_2_4_1   0.000000000000e+00
    RHS       r_ge_a_5_2_4_2   0.000000000000e+00
    RHS       r_ge_a_5_2_4_3   0.000000000000e+00
    RHS       r_ge_a_5_2_4_4   0.000000000000e+00
    RHS       r_le_5_2_4   0.000000000000e+00
    RHS       r_mono_5_2_5   0.000000000000e+00
    RHS       r_ge_a_5_2_5_0   0.000000000000e+00
    RHS       r_ge_a_5_2_5_1   0.000000000000e+00
    RHS       r_ge_a_5_2_5_2   0.000000000000e+00
    RHS       r_ge_a_5_2_5_3   0.000000000000e+00
    RHS       r_ge_a_5_2_5_4   0.000000000000e+00
    RHS       r_le_5_2_5   0.000000000000e+00
    RHS       r_mono_5_3_1   0.000000000000e+00
    RHS       r_ge_a_5_3_1_0   0.000000000000e+00
    RHS       r_ge_a_5_3_1_1   0.000000000000e+00
    RHS       r_ge_a_5_3_1_2   0.000000000000e+00
    RHS       r_ge_a_5_3_1_3   0.000000000000e+00
    RHS       r_ge_a_5_3_1_4   0.000000000000e+00
    RHS       r_le_5_3_1   0.000000000000e+00
    RHS       r_mono_5_3_2   0.000000000000e+00
    RHS       r_ge_a_5_3_2_0   0.000000000000e+00
    RHS       r_ge_a_5_3_2_1   0.000000000000e+00
    RHS       r_ge_a_5_3_2_2   0.000000000000e+00
    RHS       r_ge_a_5_3_2_3   0.000000000000e+00
    RHS       r_ge_a_5_3_2_4   0.000000000000e+00
    RHS       r_le_5_3_2   0.000000000000e+00
    RHS       r_mono_5_3_3   0.000000000000e+00
    RHS       r_ge_a_5_3_3_0   0.000000000000e+00
    RHS       r_ge_a_5_3_3_1   0.000000000000e+00
    RHS       r_ge_a_5_3_3_2   0.000000000000e+00
    RHS       r_ge_a_5_3_3_3   0.000000000000e+00
    RHS       r_ge_a_5_3_3_4   0.000000000000e+00
    RHS       r_le_5_3_3   0.000000000000e+00
    RHS       r_mono_5_3_4   0.000000000000e+00
    RHS       r_ge_a_5_3_4_0   0.000000000000e+00
    RHS       r_ge_a_5_3_4_1   0.000000000000e+00
    RHS       r_ge_a_5_3_4_2   0.000000000000e+00
    RHS       r_ge_a_5_3_4_3   0.000000000000e+00
    RHS       r_ge_a_5_3_4_4   0.000000000000e+00
    RHS       r_le_5_3_4   0.000000000000e+00
    RHS       r_mono_5_3_5   0.000000000000e+00
    RHS       r_ge_a_5_3_5_0   0.000000000000e+00
    RHS       r_ge_a_5_3_5_1   0.000000000000e+00
    RHS       r_ge_a_5_3_5_2   0.000000000000e+00
    RHS       r_ge_a_5_3_5_3   0.000000000000e+00
    RHS       r_ge_a_5_3_5_4   0.000000000000e+00
    RHS       r_le_5_3_5   0.000000000000e+00
    RHS       r_mono_5_4_1   0.000000000000e+00
    RHS       r_ge_a_5_4_1_0   0.000000000000e+00
    RHS       r_ge_a_5_4_1_1   0.000000000000e+00
    RHS       r_ge_a_5_4_1_2   0.000000000000e+00
    RHS       r_ge_a_5_4_1_3   0.000000000000e+00
    RHS       r_ge_a_5_4_1_4   0.000000000000e+00
    RHS       r_le_5_4_1   0.000000000000e+00
    RHS       r_mono_5_4_2   0.000000000000e+00
    RHS       r_ge_a_5_4_2_0   0.000000000000e+00
    RHS       r_ge_a_5_4_2_1   0.000000000000e+00
    RHS       r_ge_a_5_4_2_2   0.000000000000e+00
    RHS       r_ge_a_5_4_2_3   0.000000000000e+00
    RHS       r_ge_a_5_4_2_4   0.000000000000e+00
    RHS       r_le_5_4_2   0.000000000000e+00
    RHS       r_mono_5_4_3   0.000000000000e+00
    RHS       r_ge_a_5_4_3_0   0.000000000000e+00
    RHS       r_ge_a_5_4_3_1   0.000000000000e+00
    RHS       r_ge_a_5_4_3_2   0.000000000000e+00
    RHS       r_ge_a_5_4_3_3   0.000000000000e+00
    RHS       r_ge_a_5_4_3_4   0.000000000000e+00
    RHS       r_le_5_4_3   0.000000000000e+00
    RHS       r_mono_5_4_4   0.000000000000e+00
    RHS       r_ge_a_5_4_4_0   0.000000000000e+00
    RHS       r_ge_a_5_4_4_1   0.000000000000e+00
    RHS       r_ge_a_5_4_4_2   0.000000000000e+00
    RHS       r_ge_a_5_4_4_3   0.000000000000e+00
    RHS       r_ge_a_5_4_4_4   0.000000000000e+00
    RHS       r_le_5_4_4   0.000000000000e+00
    RHS       r_mono_5_4_5   0.000000000000e+00
    RHS       r_ge_a_5_4_5_0   0.000000000000e+00
    RHS       r_ge_a_5_4_5_1   0.000000000000e+00
    RHS       r_ge_a_5_4_5_2   0.000000000000e+00
    RHS       r_ge_a_5_4_5_3   0.000000000000e+00
    RHS       r_ge_a_5_4_5_4   0.000000000000e+00
    RHS       r_le_5_4_5   0.000000000000e+00
    RHS       reach_0_1   1.000000000000e+00
    RHS       reach_0_3   1.000000000000e+00
    RHS       reach_0_4   1.000000000000e+00
    RHS       reach_0_5   1.000000000000e+00
    RHS       reach_1_2   1.000000000000e+00
    RHS       reach_1_4   1.000000000000e+00
    RHS       reach_1_5   1.000000000000e+00
    RHS       reach_2_1   1.000000000000e+00
    RHS       reach_2_4   1.000000000000e+00
    RHS       reach_3_1   1.000000000000e+00
    RHS       reach_3_4   1.000000000000e+00
    RHS       reach_4_0   1.000000000000e+00
    RHS       reach_4_5   1.000000000000e+00
    RHS       reach_5_1   1.000000000000e+00
    RHS       reach_5_2   1.000000000000e+00
BOUNDS
 UP BND       a_0_0_1_1   1.000000000000e+00
 UP BND       a_0_0_1_2   1.000000000000e+00
 UP BND       a_0_0_1_3   1.000000000000e+00
 UP BND       a_0_0_1_4   1.000000000000e+00
 UP BND       a_0_0_1_5   1.000000000000e+00
 UP BND       a_0_0_2_1   1.000000000000e+00
 UP BND       a_0_0_2_2   1.000000000000e+00
 UP BND       a_0_0_2_3   1.000000000000e+00
 UP BND       a_0_0_2_4   1.000000000000e+00
 UP BND       a_0_0_2_5   1.000000000000e+00
 UP BND       a_0_0_3_1   1.000000000000e+00
 UP BND       a_0_0_3_2   1.000000000000e+00
 UP BND       a_0_0_3_3   1.000000000000e+00
 UP BND       a_0_0_3_4   1.000000000000e+00
 UP BND       a_0_0_3_5   1.000000000000e+00
 UP BND       a_0_0_4_1   1.000000000000e+00
 UP BND       a_0_0_4_2   1.000000000000e+00
 UP BND       a_0_0_4_3   1.000000000000e+00
 UP BND       a_0_0_4_4   1.000000000000e+00
 UP BND       a_0_0_4_5   1.000000000000e+00
 UP BND       a_0_0_5_1   1.000000000000e+00
 UP BND       a_0_0_5_2   1.000000000000e+00
 UP BND       a_0_0_5_3   1.000000000000e+00
 UP BND       a_0_0_5_4   1.000000000000e+00
 UP BND       a_0_0_5_5   1.000000000000e+00
 UP BND       a_0_1_2_1   1.000000000000e+00
 UP BND       a_0_1_2_2   1.000000000000e+00
 UP BND       a_0_1_2_3   1.000000000000e+00
 UP BND       a_0_1_2_4   1.000000000000e+00
 UP BND       a_0_1_2_5   1.000000000000e+00
 UP BND       a_0_1_3_1   1.000000000000e+00
 UP BND       a_0_1_3_2   1.000000000000e+00
 UP BND       a_0_1_3_3   1.000000000000e+00
 UP BND       a_0_1_3_4   1.000000000000e+00
 UP BND       a_0_1_3_5   1.000000000000e+00
 UP BND       a_0_1_4_1   1.000000000000e+00
 UP BND       a_0_1_4_2   1.000000000000e+00
 UP BND       a_0_1_4_3   1.000000000000e+00
 UP BND       a_0_1_4_4   1.000000000000e+00
 UP BND       a_0_1_4_5   1.000000000000e+00
 UP BND       a_0_1_5_1   1.000000000000e+00
 UP BND       a_0_1_5_2   1.000000000000e+00
 UP BND       a_0_1_5_3   1.000000000000e+00
 UP BND       a_0_1_5_4   1.000000000000e+00
 UP BND       a_0_1_5_5   1.000000000000e+00
 UP BND       a_0_2_1_1   1.000000000000e+00
 UP BND       a_0_2_1_2   1.000000000000e+00
 UP BND       a_0_2_1_3   1.000000000000e+00
 UP BND       a_0_2_1_4   1.000000000000e+00
 UP BND       a_0_2_1_5   1.000000000000e+00
 UP BND       a_0_2_3_1   1.000000000000e+00
 UP BND       a_0_2_3_2   1.000000000000e+00
 UP BND       a_0_2_3_3   1.000000000000e+00
 UP BND       a_0_2_3_4   1.000000000000e+00
 UP BND       a_0_2_3_5   1.000000000000e+00
 UP BND       a_0_2_4_1   1.000000000000e+00
 UP BND       a_0_2_4_2   1.000000000000e+00
 UP BND       a_0_2_4_3   1.000000000000e+00
 UP BND       a_0_2_4_4   1.000000000000e+00
 UP BND       a_0_2_4_5   1.000000000000e+00
 UP BND       a_0_2_5_1   1.000000000000e+00
 UP BND       a_0_2_5_2   1.000000000000e+00
 UP BND       a_0_2_5_3   1.000000000000e+00
 UP BND       a_0_2_5_4   1.000000000000e+00
 UP BND       a_0_2_5_5   1.000000000000e+00
 UP BND       a_0_3_1_1   1.000000000000e+00
 UP BND       a_0_3_1_2   1.000000000000e+00
 UP BND       a_0_3_1_3   1.000000000000e+00
 UP BND       a_0_3_1_4   1.000000000000e+00
 UP BND       a_0_3_1_5   1.000000000000e+00
 UP BND       a_0_3_2_1   1.000000000000e+00
 UP BND       a_0_3_2_2   1.000000000000e+00
 UP BND       a_0_3_2_3   1.000000000000e+00
 UP BND       a_0_3_2_4   1.000000000000e+00
 UP BND       a_0_3_2_5   1.000000000000e+00
 UP BND       a_0_3_4_1   1.000000000000e+00
 UP BND       a_0_3_4_2   1.000000000000e+00
 UP BND       a_0_3_4_3   1.000000000000e+00
 UP BND       a_0_3_4_4   1.000000000000e+00
 UP BND       a_0_3_4_5   1.000000000000e+00
 UP BND       a_0_3_5_1   1.000000000000e+00
 UP BND       a_0_3_5_2   1.000000000000e+00
 UP BND       a_0_3_5_3   1.000000000000e+00
 UP BND       a_0_3_5_4   1.000000000000e+00
 UP BND       a_0_3_5_5   1.000000000000e+00
 UP BND       a_0_4_1_1   1.000000000000e+00
 UP BND       a_0_4_1_2   1.000000000000e+00
 UP BND       a_0_4_1_3   1.000000000000e+00
 UP BND       a_0_4_1_4   1.000000000000e+00
 UP BND       a_0_4_1_5   1.000000000000e+00
 UP BND       a_0_4_2_1   1.000000000000e+00
 UP BND       a_0_4_2_2   1.000000000000e+00
 UP BND       a_0_4_2_3   1.000000000000e+00
 UP BND       a_0_4_2_4   1.000000000000e+00
 UP BND       a_0_4_2_5   1.000000000000e+00
 UP BND       a_0_4_3_1   1.000000000000e+00
 UP BND       a_0_4_3_2   1.000000000000e+00
 UP BND       a_0_4_3_3   1.000000000000e+00
 UP BND       a_0_4_3_4   1.000000000000e+00
 UP BND       a_0_4_3_5   1.000000000000e+00
 UP BND       a_0_4_5_1   1.000000000000e+00
 UP BND       a_0_4_5_2   1.000000000000e+00
 UP BND       a_0_4_5_3   1.000000000000e+00
 UP BND       a_0_4_5_4   1.000000000000e+00
 UP BND       a_0_4_5_5   1.000000000000e+00
 UP BND       a_0_5_1_1   1.000000000000e+00
 UP BND       a_0_5_1_2   1.000000000000e+00
 UP BND       a_0_5_1_3   1.000000000000e+00
 UP BND       a_0_5_1_4   1.000000000000e+00
 UP BND       a_0_5_1_5   1.000000000000e+00
 UP BND       a_0_5_2_1   1.000000000000e+00
 UP BND       a_0_5_2_2   1.000000000000e+00
 UP BND       a_0_5_2_3   1.000000000000e+00
 UP BND       a_0_5_2_4   1.000000000000e+00
 UP BND       a_0_5_2_5   1.000000000000e+00
 UP BND       a_0_5_3_1   1.000000000000e+00
 UP BND       a_0_5_3_2   1.000000000000e+00
 UP BND       a_0_5_3_3   1.000000000000e+00
 UP BND       a_0_5_3_4   1.000000000000e+00
 UP BND       a_0_5_3_5   1.000000000000e+00
 UP BND       a_0_5_4_1   1.000000000000e+00
 UP BND       a_0_5_4_2   1.000000000000e+00
 UP BND       a_0_5_4_3   1.000000000000e+00
 UP BND       a_0_5_4_4   1.000000000000e+00
 UP BND       a_0_5_4_5   1.000000000000e+00
 UP BND       a_1_0_2_1   1.000000000000e+00
 UP BND       a_1_0_2_2   1.000000000000e+00
 UP BND       a_1_0_2_3   1.000000000000e+00
 UP BND       a_1_0_2_4   1.000000000000e+00
 UP BND       a_1_0_2_5   1.000000000000e+00
 UP BND       a_1_0_3_1   1.000000000000e+00
 UP BND       a_1_0_3_2   1.000000000000e+00
 UP BND       a_1_0_3_3   1.000000000000e+00
 UP BND       a_1_0_3_4   1.000000000000e+00
 UP BND       a_1_0_3_5   1.000000000000e+00
 UP BND       a_1_0_4_1   1.000000000000e+00
 UP BND       a_1_0_4_2   1.000000000000e+00
 UP BND       a_1_0_4_3   1.000000000000e+00
 UP BND       a_1_0_4_4   1.000000000000e+00
 UP BND       a_1_0_4_5   1.000000000000e+00
 UP BND       a_1_0_5_1   1.000000000000e+00
 UP BND       a_1_0_5_2   1.000000000000e+00
 UP BND       a_1_0_5_3   1.000000000000e+00
 UP BND       a_1_0_5_4   1.000000000000e+00
 UP BND       a_1_0_5_5   1.000000000000e+00
 UP BND       a_1_1_0_1   1.000000000000e+00
 UP BND       a_1_1_0_2   1.000000000000e+00
 UP BND       a_1_1_0_3   1.000000000000e+00
 UP BND       a_1_1_0_4   1.000000000000e+00
 UP BND       a_1_1_0_5   1.000000000000e+00
 UP BND       a_1_1_2_1   1.000000000000e+00
 UP BND       a_1_1_2_2   1.000000000000e+00
 UP BND       a_1_1_2_3   1.000000000000e+00
 UP BND       a_1_1_2_4   1.000000000000e+00
 UP BND       a_1_1_2_5   1.000000000000e+00
 UP BND       a_1_1_3_1   1.000000000000e+00
 UP BND       a_1_1_3_2   1.000000000000e+00
 UP BND       a_1_1_3_3   1.000000000000e+00
 UP BND       a_1_1_3_4   1.000000000000e+00
 UP BND       a_1_1_3_5   1.000000000000e+00
 UP BND       a_1_1_4_1   1.000000000000e+00
 UP BND       a_1_1_4_2   1.000000000000e+00
 UP BND       a_1_1_4_3   1.000000000000e+00
 UP BND       a_1_1_4_4   1.000000000000e+00
 UP BND       a_1_1_4_5   1.000000000000e+00
 UP BND       a_1_1_5_1   1.000000000000e+00
 UP BND       a_1_1_5_2   1.000000000000e+00
 UP BND       a_1_1_5_3   1.000000000000e+00
 UP BND       a_1_1_5_4   1.000000000000e+00
 UP BND       a_1_1_5_5   1.000000000000e+00
 UP BND       a_1_2_0_1   1.000000000000e+00
 UP BND       a_1_2_0_2   1.000000000000e+00
 UP BND       a_1_2_0_3   1.000000000000e+00
 UP BND       a_1_2_0_4   1.000000000000e+00
 UP BND       a_1_2_0_5   1.000000000000e+00
 UP BND       a_1_2_3_1   1.000000000000e+00
 UP BND       a_1_2_3_2   1.000000000000e+00
 UP BND       a_1_2_3_3   1.000000000000e+00
 UP BND       a_1_2_3_4   1.000000000000e+00
 UP BND       a_1_2_3_5   1.000000000000e+00
 UP BND       a_1_2_4_1   1.000000000000e+00
 UP BND       a_1_2_4_2   1.000000000000e+00
 UP BND       a_1_2_4_3   1.000000000000e+00
 UP BND       a_1_2_4_4   1.000000000000e+00
 UP BND       a_1_2_4_5   1.000000000000e+00
 UP BND       a_1_2_5_1   1.000000000000e+00
 UP BND       a_1_2_5_2   1.000000000000e+00
 UP BND       a_1_2_5_3   1.000000000000e+00
 UP BND       a_1_2_5_4   1.000000000000e+00
 UP BND       a_1_2_5_5   1.000000000000e+00
 UP BND       a_1_3_0_1   1.000000000000e+00
 UP BND       a_1_3_0_2   1.000000000000e+00
 UP BND       a_1_3_0_3   1.000000000000e+00
 UP BND       a_1_3_0_4   1.000000000000e+00
 UP BND       a_1_3_0_5   1.000000000000e+00
 UP BND       a_1_3_2_1   1.000000000000e+00
 UP BND       a_1_3_2_2   1.000000000000e+00
 UP BND       a_1_3_2_3   1.000000000000e+00
 UP BND       a_1_3_2_4   1.000000000000e+00
 UP BND       a_1_3_2_5   1.000000000000e+00
 UP BND       a_1_3_4_1   1.000000000000e+00
 UP BND       a_1_3_4_2   1.000000000000e+00
 UP BND       a_1_3_4_3   1.000000000000e+00
 UP BND       a_1_3_4_4   1.000000000000e+00
 UP BND       a_1_3_4_5   1.000000000000e+00
 UP BND       a_1_3_5_1   1.000000000000e+00
 UP BND       a_1_3_5_2   1.000000000000e+00
 UP BND       a_1_3_5_3   1.000000000000e+00
 UP BND       a_1_3_5_4   1.000000000000e+00
 UP BND       a_1_3_5_5   1.000000000000e+00
 UP BND       a_1_4_0_1   1.000000000000e+00
 UP BND       a_1_4_0_2   1.000000000000e+00
 UP BND       a_1_4_0_3   1.000000000000e+00
 UP BND       a_1_4_0_4   1.000000000000e+00
 UP BND       a_1_4_0_5   1.000000000000e+00
 UP BND       a_1_4_2_1   1.000000000000e+00
 UP BND       a_1_4_2_2   1.000000000000e+00
 UP BND       a_1_4_2_3   1.000000000000e+00
 UP BND       a_1_4_2_4   1.000000000000e+00
 UP BND       a_1_4_2_5   1.000000000000e+00
 UP BND       a_1_4_3_1   1.000000000000e+00
 UP BND       a_1_4_3_2   1.000000000000e+00
 UP BND       a_1_4_3_3   1.000000000000e+00
 UP BND       a_1_4_3_4   1.000000000000e+00
 UP BND       a_1_4_3_5   1.000000000000e+00
 UP BND       a_1_4_5_1   1.000000000000e+00
 UP BND       a_1_4_5_2   1.000000000000e+00
 UP BND       a_1_4_5_3   1.000000000000e+00
 UP BND       a_1_4_5_4   1.000000000000e+00
 UP BND       a_1_4_5_5   1.000000000000e+00
 UP BND       a_1_5_0_1   1.000000000000e+00
 UP BND       a_1_5_0_2   1.000000000000e+00
 UP BND       a_1_5_0_3   1.000000000000e+00
 UP BND       a_1_5_0_4   1.000000000000e+00
 UP BND       a_1_5_0_5   1.000000000000e+00
 UP BND       a_1_5_2_1   1.000000000000e+00
 UP BND       a_1_5_2_2   1.000000000000e+00
 UP BND       a_1_5_2_3   1.000000000000e+00
 UP BND       a_1_5_2_4   1.000000000000e+00
 UP BND       a_1_5_2_5   1.000000000000e+00
 UP BND       a_1_5_3_1   1.000000000000e+00
 UP BND       a_1_5_3_2   1.000000000000e+00
 UP BND       a_1_5_3_3   1.000000000000e+00
 UP BND       a_1_5_3_4   1.000000000000e+00
 UP BND       a_1_5_3_5   1.000000000000e+00
 UP BND       a_1_5_4_1   1.000000000000e+00
 UP BND       a_1_5_4_2   1.000000000000e+00
 UP BND       a_1_5_4_3   1.000000000000e+00
 UP BND       a_1_5_4_4   1.000000000000e+00
 UP BND       a_1_5_4_5   1.000000000000e+00
 UP BND       a_2_0_1_1   1.000000000000e+00
 UP BND       a_2_0_1_2   1.000000000000e+00
 UP BND       a_2_0_1_3   1.000000000000e+00
 UP BND       a_2_0_1_4   1.000000000000e+00
 UP BND       a_2_0_1_5   1.000000000000e+00
 UP BND       a_2_0_3_1   1.000000000000e+00
 UP BND       a_2_0_3_2   1.000000000000e+00
 UP BND       a_2_0_3_3   1.000000000000e+00
 UP BND       a_2_0_3_4   1.000000000000e+00
 UP BND       a_2_0_3_5   1.000000000000e+00
 UP BND       a_2_0_4_1   1.000000000000e+00
 UP BND       a_2_0_4_2   1.000000000000e+00
 UP BND       a_2_0_4_3   1.000000000000e+00
 UP BND       a_2_0_4_4   1.000000000000e+00
 UP BND       a_2_0_4_5   1.000000000000e+00
 UP BND       a_2_0_5_1   1.000000000000e+00
 UP BND       a_2_0_5_2   1.000000000000e+00
 UP BND       a_2_0_5_3   1.000000000000e+00
 UP BND       a_2_0_5_4   1.000000000000e+00
 UP BND       a_2_0_5_5   1.000000000000e+00
 UP BND       a_2_1_0_1   1.000000000000e+00
 UP BND       a_2_1_0_2   1.000000000000e+00
 UP BND       a_2_1_0_3   1.000000000000e+00
 UP BND       a_2_1_0_4   1.000000000000e+00
 UP BND       a_2_1_0_5   1.000000000000e+00
 UP BND       a_2_1_3_1   1.000000000000e+00
 UP BND       a_2_1_3_2   1.000000000000e+00
 UP BND       a_2_1_3_3   1.000000000000e+00
 UP BND       a_2_1_3_4   1.000000000000e+00
 UP BND       a_2_1_3_5   1.000000000000e+00
 UP BND       a_2_1_4_1   1.000000000000e+00
 UP BND       a_2_1_4_2   1.000000000000e+00
 UP BND       a_2_1_4_3   1.000000000000e+00
 UP BND       a_2_1_4_4   1.000000000000e+00
 UP BND       a_2_1_4_5   1.000000000000e+00
 UP BND       a_2_1_5_1   1.000000000000e+00
 UP BND       a_2_1_5_2   1.000000000000e+00
 UP BND       a_2_1_5_3   1.000000000000e+00
 UP BND       a_2_1_5_4   1.000000000000e+00
 UP BND       a_2_1_5_5   1.000000000000e+00
 UP BND       a_2_2_0_1   1.000000000000e+00
 UP BND       a_2_2_0_2   1.000000000000e+00
 UP BND       a_2_2_0_3   1.000000000000e+00
 UP BND       a_2_2_0_4   1.000000000000e+00
 UP BND       a_2_2_0_5   1.000000000000e+00
 UP BND       a_2_2_1_1   1.000000000000e+00
 UP BND       a_2_2_1_2   1.000000000000e+00
 UP BND       a_2_2_1_3   1.000000000000e+00
 UP BND       a_2_2_1_4   1.000000000000e+00
 UP BND       a_2_2_1_5   1.000000000000e+00
 UP BND       a_2_2_3_1   1.000000000000e+00
 UP BND       a_2_2_3_2   1.000000000000e+00
 UP BND       a_2_2_3_3   1.000000000000e+00
 UP BND       a_2_2_3_4   1.000000000000e+00
 UP BND       a_2_2_3_5   1.000000000000e+00
 UP BND       a_2_2_4_1   1.000000000000e+00
 UP BND       a_2_2_4_2   1.000000000000e+00
 UP BND       a_2_2_4_3   1.000000000000e+00
 UP BND       a_2_2_4_4   1.000000000000e+00
 UP BND       a_2_2_4_5   1.000000000000e+00
 UP BND       a_2_2_5_1   1.000000000000e+00
 UP BND       a_2_2_5_2   1.000000000000e+00
 UP BND       a_2_2_5_3   1.000000000000e+00
 UP BND       a_2_2_5_4   1.000000000000e+00
 UP BND       a_2_2_5_5   1.000000000000e+00
 UP BND       a_2_3_0_1   1.000000000000e+00
 UP BND       a_2_3_0_2   1.000000000000e+00
 UP BND       a_2_3_0_3   1.000000000000e+00
 UP BND       a_2_3_0_4   1.000000000000e+00
 UP BND       a_2_3_0_5   1.000000000000e+00
 UP BND       a_2_3_1_1   1.000000000000e+00
 UP BND       a_2_3_1_2   1.000000000000e+00
 UP BND       a_2_3_1_3   1.000000000000e+00
 UP BND       a_2_3_1_4   1.000000000000e+00
 UP BND       a_2_3_1_5   1.000000000000e+00
 UP BND       a_2_3_4_1   1.000000000000e+00
 UP BND       a_2_3_4_2   1.000000000000e+00
 UP BND       a_2_3_4_3   1.000000000000e+00
 UP BND       a_2_3_4_4   1.000000000000e+00
 UP BND       a_2_3_4_5   1.000000000000e+00
 UP BND       a_2_3_5_1   1.000000000000e+00
 UP BND       a_2_3_5_2   1.000000000000e+00
 UP BND       a_2_3_5_3   1.000000000000e+00
 UP BND       a_2_3_5_4   1.000000000000e+00
 UP BND       a_2_3_5_5   1.000000000000e+00
 UP BND       a_2_4_0_1   1.000000000000e+00
 UP BND       a_2_4_0_2   1.000000000000e+00
 UP BND       a_2_4_0_3   1.000000000000e+00
 UP BND       a_2_4_0_4   1.000000000000e+00
 UP BND       a_2_4_0_5   1.000000000000e+00
 UP BND       a_2_4_1_1   1.000000000000e+00
 UP BND       a_2_4_1_2   1.000000000000e+00
 UP BND       a_2_4_1_3   1.000000000000e+00
 UP BND       a_2_4_1_4   1.000000000000e+00
 UP BND       a_2_4_1_5   1.000000000000e+00
 UP BND       a_2_4_3_1   1.000000000000e+00
 UP BND       a_2_4_3_2   1.000000000000e+00
 UP BND       a_2_4_3_3   1.000000000000e+00
 UP BND       a_2_4_3_4   1.000000000000e+00
 UP BND       a_2_4_3_5   1.000000000000e+00
 UP BND       a_2_4_5_1   1.000000000000e+00
 UP BND       a_2_4_5_2   1.000000000000e+00
 UP BND       a_2_4_5_3   1.000000000000e+00
 UP BND       a_2_4_5_4   1.000000000000e+00
 UP BND       a_2_4_5_5   1.000000000000e+00
 UP BND       a_2_5_0_1   1.000000000000e+00
 UP BND       a_2_5_0_2   1.000000000000e+00
 UP BND       a_2_5_0_3   1.000000000000e+00
 UP BND       a_2_5_0_4   1.000000000000e+00
 UP BND       a_2_5_0_5   1.000000000000e+00
 UP BND       a_2_5_1_1   1.000000000000e+00
 UP BND       a_2_5_1_2   1.000000000000e+00
 UP BND       a_2_5_1_3   1.000000000000e+00
 UP BND       a_2_5_1_4   1.000000000000e+00
 UP BND       a_2_5_1_5   1.000000000000e+00
 UP BND       a_2_5_3_1   1.000000000000e+00
 UP BND       a_2_5_3_2   1.000000000000e+00
 UP BND       a_2_5_3_3   1.000000000000e+00
 UP BND       a_2_5_3_4   1.000000000000e+00
 UP BND       a_2_5_3_5   1.000000000000e+00
 UP BND       a_2_5_4_1   1.000000000000e+00
 UP BND       a_2_5_4_2   1.000000000000e+00
 UP BND       a_2_5_4_3   1.000000000000e+00
 UP BND       a_2_5_4_4   1.000000000000e+00
 UP BND       a_2_5_4_5   1.000000000000e+00
 UP BND       a_3_0_1_1   1.000000000000e+00
 UP BND       a_3_0_1_2   1.000000000000e+00
 UP BND       a_3_0_1_3   1.000000000000e+00
 UP BND       a_3_0_1_4   1.000000000000e+00
 UP BND       a_3_0_1_5   1.000000000000e+00
 UP BND       a_3_0_2_1   1.000000000000e+00
 UP BND       a_3_0_2_2   1.000000000000e+00
 UP BND       a_3_0_2_3   1.000000000000e+00
 UP BND       a_3_0_2_4   1.000000000000e+00
 UP BND       a_3_0_2_5   1.000000000000e+00
 UP BND       a_3_0_4_1   1.000000000000e+00
 UP BND       a_3_0_4_2   1.000000000000e+00
 UP BND       a_3_0_4_3   1.000000000000e+00
 UP BND       a_3_0_4_4   1.000000000000e+00
 UP BND       a_3_0_4_5   1.000000000000e+00
 UP BND       a_3_0_5_1   1.000000000000e+00
 UP BND       a_3_0_5_2   1.000000000000e+00
 UP BND       a_3_0_5_3   1.000000000000e+00
 UP BND       a_3_0_5_4   1.000000000000e+00
 UP BND       a_3_0_5_5   1.000000000000e+00
 UP BND       a_3_1_0_1   1.000000000000e+00
 UP BND       a_3_1_0_2   1.000000000000e+00
 UP BND       a_3_1_0_3   1.000000000000e+00
 UP BND       a_3_1_0_4   1.000000000000e+00
 UP BND       a_3_1_0_5   1.000000000000e+00
 UP BND       a_3_1_2_1   1.000000000000e+00
 UP BND       a_3_1_2_2   1.000000000000e+00
 UP BND       a_3_1_2_3   1.000000000000e+00
 UP BND       a_3_1_2_4   1.000000000000e+00
 UP BND       a_3_1_2_5   1.000000000000e+00
 UP BND       a_3_1_4_1   1.000000000000e+00
 UP BND       a_3_1_4_2   1.000000000000e+00
 UP BND       a_3_1_4_3   1.000000000000e+00
 UP BND       a_3_1_4_4   1.000000000000e+00
 UP BND       a_3_1_4_5   1.000000000000e+00
 UP BND       a_3_1_5_1   1.000000000000e+00
 UP BND       a_3_1_5_2   1.000000000000e+00
 UP BND       a_3_1_5_3   1.000000000000e+00
 UP BND       a_3_1_5_4   1.000000000000e+00
 UP BND       a_3_1_5_5   1.000000000000e+00
 UP BND       a_3_2_0_1   1.000000000000e+00
 UP BND       a_3_2_0_2   1.000000000000e+00
 UP BND       a_3_2_0_3   1.000000000000e+00
 UP BND       a_3_2_0_4   1.000000000000e+00
 UP BND       a_3_2_0_5   1.000000000000e+00
 UP BND       a_3_2_1_1   1.000000000000e+00
 UP BND       a_3_2_1_2   1.000000000000e+00
 UP BND       a_3_2_1_3   1.000000000000e+00
 UP BND       a_3_2_1_4   1.000000000000e+00
 UP BND       a_3_2_1_5   1.000000000000e+00
 UP BND       a_3_2_4_1   1.000000000000e+00
 UP BND       a_3_2_4_2   1.000000000000e+00
 UP BND       a_3_2_4_3   1.000000000000e+00
 UP BND       a_3_2_4_4   1.000000000000e+00
 UP BND       a_3_2_4_5   1.000000000000e+00
 UP BND       a_3_2_5_1   1.000000000000e+00
 UP BND       a_3_2_5_2   1.000000000000e+00
 UP BND       a_3_2_5_3   1.000000000000e+00
 UP BND       a_3_2_5_4   1.000000000000e+00
 UP BND       a_3_2_5_5   1.000000000000e+00
 UP BND       a_3_3_0_1   1.000000000000e+00
 UP BND       a_3_3_0_2   1.000000000000e+00
 UP BND       a_3_3_0_3   1.000000000000e+00
 UP BND       a_3_3_0_4   1.000000000000e+00
 UP BND       a_3_3_0_5   1.000000000000e+00
 UP BND       a_3_3_1_1   1.000000000000e+00
 UP BND       a_3_3_1_2   1.000000000000e+00
 UP BND       a_3_3_1_3   1.000000000000e+00
 UP BND       a_3_3_1_4   1.000000000000e+00
 UP BND       a_3_3_1_5   1.000000000000e+00
 UP BND       a_3_3_2_1   1.000000000000e+00
 UP BND       a_3_3_2_2   1.000000000000e+00
 UP BND       a_3_3_2_3   1.000000000000e+00
 UP BND       a_3_3_2_4   1.000000000000e+00
 UP BND       a_3_3_2_5   1.000000000000e+00
 UP BND       a_3_3_4_1   1.000000000000e+00
 UP BND       a_3_3_4_2   1.000000000000e+00
 UP BND       a_3_3_4_3   1.000000000000e+00
 UP BND       a_3_3_4_4   1.000000000000e+00
 UP BND       a_3_3_4_5   1.000000000000e+00
 UP BND       a_3_3_5_1   1.000000000000e+00
 UP BND       a_3_3_5_2   1.000000000000e+00
 UP BND       a_3_3_5_3   1.000000000000e+00
 UP BND       a_3_3_5_4   1.000000000000e+00
 UP BND       a_3_3_5_5   1.000000000000e+00
 UP BND       a_3_4_0_1   1.000000000000e+00
 UP BND       a_3_4_0_2   1.000000000000e+00
 UP BND       a_3_4_0_3   1.000000000000e+00
 UP BND       a_3_4_0_4   1.000000000000e+00
 UP BND       a_3_4_0_5   1.000000000000e+00
 UP BND       a_3_4_1_1   1.000000000000e+00
 UP BND       a_3_4_1_2   1.000000000000e+00
 UP BND       a_3_4_1_3   1.000000000000e+00
 UP BND       a_3_4_1_4   1.000000000000e+00
 UP BND       a_3_4_1_5   1.000000000000e+00
 UP BND       a_3_4_2_1   1.000000000000e+00
 UP BND       a_3_4_2_2   1.000000000000e+00
 UP BND       a_3_4_2_3   1.000000000000e+00
 UP BND       a_3_4_2_4   1.000000000000e+00
 UP BND       a_3_4_2_5   1.000000000000e+00
 UP BND       a_3_4_5_1   1.000000000000e+00
 UP BND       a_3_4_5_2   1.000000000000e+00
 UP BND       a_3_4_5_3   1.000000000000e+00
 UP BND       a_3_4_5_4   1.000000000000e+00
 UP BND       a_3_4_5_5   1.000000000000e+00
 UP BND       a_3_5_0_1   1.000000000000e+00
 UP BND       a_3_5_0_2   1.000000000000e+00
 UP BND       a_3_5_0_3   1.000000000000e+00
 UP BND       a_3_5_0_4   1.000000000000e+00
 UP BND       a_3_5_0_5   1.000000000000e+00
 UP BND       a_3_5_1_1   1.000000000000e+00
 UP BND       a_3_5_1_2   1.000000000000e+00
 UP BND       a_3_5_1_3   1.000000000000e+00
 UP BND       a_3_5_1_4   1.000000000000e+00
 UP BND       a_3_5_1_5   1.000000000000e+00
 UP BND       a_3_5_2_1   1.000000000000e+00
 UP BND       a_3_5_2_2   1.000000000000e+00
 UP BND       a_3_5_2_3   1.000000000000e+00
 UP BND       a_3_5_2_4   1.000000000000e+00
 UP BND       a_3_5_2_5   1.000000000000e+00
 UP BND       a_3_5_4_1   1.000000000000e+00
 UP BND       a_3_5_4_2   1.000000000000e+00
 UP BND       a_3_5_4_3   1.000000000000e+00
 UP BND       a_3_5_4_4   1.000000000000e+00
 UP BND       a_3_5_4_5   1.000000000000e+00
 UP BND       a_4_0_1_1   1.000000000000e+00
 UP BND       a_4_0_1_2   1.000000000000e+00
 UP BND       a_4_0_1_3   1.000000000000e+00
 UP BND       a_4_0_1_4   1.000000000000e+00
 UP BND       a_4_0_1_5   1.000000000000e+00
 UP BND       a_4_0_2_1   1.000000000000e+00
 UP BND       a_4_0_2_2   1.000000000000e+00
 UP BND       a_4_0_2_3   1.000000000000e+00
 UP BND       a_4_0_2_4   1.000000000000e+00
 UP BND       a_4_0_2_5   1.000000000000e+00
 UP BND       a_4_0_3_1   1.000000000000e+00
 UP BND       a_4_0_3_2   1.000000000000e+00
 UP BND       a_4_0_3_3   1.000000000000e+00
 UP BND       a_4_0_3_4   1.000000000000e+00
 UP BND       a_4_0_3_5   1.000000000000e+00
 UP BND       a_4_0_5_1   1.000000000000e+00
 UP BND       a_4_0_5_2   1.000000000000e+00
 UP BND       a_4_0_5_3   1.000000000000e+00
 UP BND       a_4_0_5_4   1.000000000000e+00
 UP BND       a_4_0_5_5   1.000000000000e+00
 UP BND       a_4_1_0_1   1.000000000000e+00
 UP BND       a_4_1_0_2   1.000000000000e+00
 UP BND       a_4_1_0_3   1.000000000000e+00
 UP BND       a_4_1_0_4   1.000000000000e+00
 UP BND       a_4_1_0_5   1.000000000000e+00
 UP BND       a_4_1_2_1   1.000000000000e+00
 UP BND       a_4_1_2_2   1.000000000000e+00
 UP BND       a_4_1_2_3   1.000000000000e+00
 UP BND       a_4_1_2_4   1.000000000000e+00
 UP BND       a_4_1_2_5   1.000000000000e+00
 UP BND       a_4_1_3_1   1.000000000000e+00
 UP BND       a_4_1_3_2   1.000000000000e+00
 UP BND       a_4_1_3_3   1.000000000000e+00
 UP BND       a_4_1_3_4   1.000000000000e+00
 UP BND       a_4_1_3_5   1.000000000000e+00
 UP BND       a_4_1_5_1   1.000000000000e+00
 UP BND       a_4_1_5_2   1.000000000000e+00
 UP BND       a_4_1_5_3   1.000000000000e+00
 UP BND       a_4_1_5_4   1.000000000000e+00
 UP BND       a_4_1_5_5   1.000000000000e+00
 UP BND       a_4_2_0_1   1.000000000000e+00
 UP BND       a_4_2_0_2   1.000000000000e+00
 UP BND       a_4_2_0_3   1.000000000000e+00
 UP BND       a_4_2_0_4   1.000000000000e+00
 UP BND       a_4_2_0_5   1.000000000000e+00
 UP BND       a_4_2_1_1   1.000000000000e+00
 UP BND       a_4_2_1_2   1.000000000000e+00
 UP BND       a_4_2_1_3   1.000000000000e+00
 UP BND       a_4_2_1_4   1.000000000000e+00
 UP BND       a_4_2_1_5   1.000000000000e+00
 UP BND       a_4_2_3_1   1.000000000000e+00
 UP BND       a_4_2_3_2   1.000000000000e+00
 UP BND       a_4_2_3_3   1.000000000000e+00
 UP BND       a_4_2_3_4   1.000000000000e+00
 UP BND       a_4_2_3_5   1.000000000000e+00
 UP BND       a_4_2_5_1   1.000000000000e+00
 UP BND       a_4_2_5_2   1.000000000000e+00
 UP BND       a_4_2_5_3   1.000000000000e+00
 UP BND       a_4_2_5_4   1.000000000000e+00
 UP BND       a_4_2_5_5   1.000000000000e+00
 UP BND       a_4_3_0_1   1.000000000000e+00
 UP BND       a_4_3_0_2   1.000000000000e+00
 UP BND       a_4_3_0_3   1.000000000000e+00
 UP BND       a_4_3_0_4   1.000000000000e+00
 UP BND       a_4_3_0_5   1.000000000000e+00
 UP BND       a_4_3_1_1   1.000000000000e+00
 UP BND       a_4_3_1_2   1.000000000000e+00
 UP BND       a_4_3_1_3   1.000000000000e+00
 UP BND       a_4_3_1_4   1.000000000000e+00
 UP BND       a_4_3_1_5   1.000000000000e+00
 UP BND       a_4_3_2_1   1.000000000000e+00
 UP BND       a_4_3_2_2   1.000000000000e+00
 UP BND       a_4_3_2_3   1.000000000000e+00
 UP BND       a_4_3_2_4   1.000000000000e+00
 UP BND       a_4_3_2_5   1.000000000000e+00
 UP BND       a_4_3_5_1   1.000000000000e+00
 UP BND       a_4_3_5_2   1.000000000000e+00
 UP BND       a_4_3_5_3   1.000000000000e+00
 UP BND       a_4_3_5_4   1.000000000000e+00
 UP BND       a_4_3_5_5   1.000000000000e+00
 UP BND       a_4_4_0_1   1.000000000000e+00
 UP BND       a_4_4_0_2   1.000000000000e+00
 UP BND       a_4_4_0_3   1.000000000000e+00
 UP BND       a_4_4_0_4   1.000000000000e+00
 UP BND       a_4_4_0_5   1.000000000000e+00
 UP BND       a_4_4_1_1   1.000000000000e+00
 UP BND       a_4_4_1_2   1.000000000000e+00
 UP BND       a_4_4_1_3   1.000000000000e+00
 UP BND       a_4_4_1_4   1.000000000000e+00
 UP BND       a_4_4_1_5   1.000000000000e+00
 UP BND       a_4_4_2_1   1.000000000000e+00
 UP BND       a_4_4_2_2   1.000000000000e+00
 UP BND       a_4_4_2_3   1.000000000000e+00
 UP BND       a_4_4_2_4   1.000000000000e+00
 UP BND       a_4_4_2_5   1.000000000000e+00
 UP BND       a_4_4_3_1   1.000000000000e+00
 UP BND       a_4_4_3_2   1.000000000000e+00
 UP BND       a_4_4_3_3   1.000000000000e+00
 UP BND       a_4_4_3_4   1.000000000000e+00
 UP BND       a_4_4_3_5   1.000000000000e+00
 UP BND       a_4_4_5_1   1.000000000000e+00
 UP BND       a_4_4_5_2   1.000000000000e+00
 UP BND       a_4_4_5_3   1.000000000000e+00
 UP BND       a_4_4_5_4   1.000000000000e+00
 UP BND       a_4_4_5_5   1.000000000000e+00
 UP BND       a_4_5_0_1   1.000000000000e+00
 UP BND       a_4_5_0_2   1.000000000000e+00
 UP BND       a_4_5_0_3   1.000000000000e+00
 UP BND       a_4_5_0_4   1.000000000000e+00
 UP BND       a_4_5_0_5   1.000000000000e+00
 UP BND       a_4_5_1_1   1.000000000000e+00
 UP BND       a_4_5_1_2   1.000000000000e+00
 UP BND       a_4_5_1_3   1.000000000000e+00
 UP BND       a_4_5_1_4   1.000000000000e+00
 UP BND       a_4_5_1_5   1.000000000000e+00
 UP BND       a_4_5_2_1   1.000000000000e+00
 UP BND       a_4_5_2_2   1.000000000000e+00
 UP BND       a_4_5_2_3   1.000000000000e+00
 UP BND       a_4_5_2_4   1.000000000000e+00
 UP BND       a_4_5_2_5   1.000000000000e+00
 UP BND       a_4_5_3_1   1.000000000000e+00
 UP BND       a_4_5_3_2   1.000000000000e+00
 UP BND       a_4_5_3_3   1.000000000000e+00
 UP BND       a_4_5_3_4   1.000000000000e+00
 UP BND       a_4_5_3_5   1.000000000000e+00
 UP BND       a_5_0_1_1   1.000000000000e+00
 UP BND       a_5_0_1_2   1.000000000000e+00
 UP BND       a_5_0_1_3   1.000000000000e+00
 UP BND       a_5_0_1_4   1.000000000000e+00
 UP BND       a_5_0_1_5   1.000000000000e+00
 UP BND       a_5_0_2_1   1.000000000000e+00
 UP BND       a_5_0_2_2   1.000000000000e+00
 UP BND       a_5_0_2_3   1.000000000000e+00
 UP BND       a_5_0_2_4   1.000000000000e+00
 UP BND       a_5_0_2_5   1.000000000000e+00
 UP BND       a_5_0_3_1   1.000000000000e+00
 UP BND       a_5_0_3_2   1.000000000000e+00
 UP BND       a_5_0_3_3   1.000000000000e+00
 UP BND       a_5_0_3_4   1.000000000000e+00
 UP BND       a_5_0_3_5   1.000000000000e+00
 UP BND       a_5_0_4_1   1.000000000000e+00
 UP BND       a_5_0_4_2   1.000000000000e+00
 UP BND       a_5_0_4_3   1.000000000000e+00
 UP BND       a_5_0_4_4   1.000000000000e+00
 UP BND       a_5_0_4_5   1.000000000000e+00
 UP BND       a_5_1_0_1   1.000000000000e+00
 UP BND       a_5_1_0_2   1.000000000000e+00
 UP BND       a_5_1_0_3   1.000000000000e+00
 UP BND       a_5_1_0_4   1.000000000000e+00
 UP BND       a_5_1_0_5   1.000000000000e+00
 UP BND       a_5_1_2_1   1.000000000000e+00
 UP BND       a_5_1_2_2   1.000000000000e+00
 UP BND       a_5_1_2_3   1.000000000000e+00
 UP BND       a_5_1_2_4   1.000000000000e+00
 UP BND       a_5_1_2_5   1.000000000000e+00
 UP BND       a_5_1_3_1   1.000000000000e+00
 UP BND       a_5_1_3_2   1.000000000000e+00
 UP BND       a_5_1_3_3   1.000000000000e+00
 UP BND       a_5_1_3_4   1.000000000000e+00
 UP BND       a_5_1_3_5   1.000000000000e+00
 UP BND       a_5_1_4_1   1.000000000000e+00
 UP BND       a_5_1_4_2   1.000000000000e+00
 UP BND       a_5_1_4_3   1.000000000000e+00
 UP BND       a_5_1_4_4   1.000000000000e+00
 UP BND       a_5_1_4_5   1.000000000000e+00
 UP BND       a_5_2_0_1   1.000000000000e+00
 UP BND       a_5_2_0_2   1.000000000000e+00
 UP BND       a_5_2_0_3   1.000000000000e+00
 UP BND       a_5_2_0_4   1.000000000000e+00
 UP BND       a_5_2_0_5   1.000000000000e+00
 UP BND       a_5_2_1_1   1.000000000000e+00
 UP BND       a_5_2_1_2   1.000000000000e+00
 UP BND       a_5_2_1_3   1.000000000000e+00
 UP BND       a_5_2_1_4   1.000000000000e+00
 UP BND       a_5_2_1_5   1.000000000000e+00
 UP BND       a_5_2_3_1   1.000000000000e+00
 UP BND       a_5_2_3_2   1.000000000000e+00
 UP BND       a_5_2_3_3   1.000000000000e+00
 UP BND       a_5_2_3_4   1.000000000000e+00
 UP BND       a_5_2_3_5   1.000000000000e+00
 UP BND       a_5_2_4_1   1.000000000000e+00
 UP BND       a_5_2_4_2   1.000000000000e+00
 UP BND       a_5_2_4_3   1.000000000000e+00
 UP BND       a_5_2_4_4   1.000000000000e+00
 UP BND       a_5_2_4_5   1.000000000000e+00
 UP BND       a_5_3_0_1   1.000000000000e+00
 UP BND       a_5_3_0_2   1.000000000000e+00
 UP BND       a_5_3_0_3   1.000000000000e+00
 UP BND       a_5_3_0_4   1.000000000000e+00
 UP BND       a_5_3_0_5   1.000000000000e+00
 UP BND       a_5_3_1_1   1.000000000000e+00
 UP BND       a_5_3_1_2   1.000000000000e+00
 UP BND       a_5_3_1_3   1.000000000000e+00
 UP BND       a_5_3_1_4   1.000000000000e+00
 UP BND       a_5_3_1_5   1.000000000000e+00
 UP BND       a_5_3_2_1   1.000000000000e+00
 UP BND       a_5_3_2_2   1.000000000000e+00
 UP BND       a_5_3_2_3   1.000000000000e+00
 UP BND       a_5_3_2_4   1.000000000000e+00
 UP BND       a_5_3_2_5   1.000000000000e+00
 UP BND       a_5_3_4_1   1.000000000000e+00
 UP BND       a_5_3_4_2   1.000000000000e+00
 UP BND       a_5_3_4_3   1.000000000000e+00
 UP BND       a_5_3_4_4   1.000000000000e+00
 UP BND       a_5_3_4_5   1.000000000000e+00
 UP BND       a_5_4_0_1   1.000000000000e+00
 UP BND       a_5_4_0_2   1.000000000000e+00
 UP BND       a_5_4_0_3   1.000000000000e+00
 UP BND       a_5_4_0_4   1.000000000000e+00
 UP BND       a_5_4_0_5   1.000000000000e+00
 UP BND       a_5_4_1_1   1.000000000000e+00
 UP BND       a_5_4_1_2   1.000000000000e+00
 UP BND       a_5_4_1_3   1.000000000000e+00
 UP BND       a_5_4_1_4   1.000000000000e+00
 UP BND       a_5_4_1_5   1.000000000000e+00
 UP BND       a_5_4_2_1   1.000000000000e+00
 UP BND       a_5_4_2_2   1.000000000000e+00
 UP BND       a_5_4_2_3   1.000000000000e+00
 UP BND       a_5_4_2_4   1.000000000000e+00
 UP BND       a_5_4_2_5   1.000000000000e+00
 UP BND       a_5_4_3_1   1.000000000000e+00
 UP BND       a_5_4_3_2   1.000000000000e+00
 UP BND       a_5_4_3_3   1.000000000000e+00
 UP BND       a_5_4_3_4   1.000000000000e+00
 UP BND       a_5_4_3_5   1.000000000000e+00
 UP BND       a_5_5_0_1   1.000000000000e+00
 UP BND       a_5_5_0_2   1.000000000000e+00
 UP BND       a_5_5_0_3   1.000000000000e+00
 UP BND       a_5_5_0_4   1.000000000000e+00
 UP BND       a_5_5_0_5   1.000000000000e+00
 UP BND       a_5_5_1_1   1.000000000000e+00
 UP BND       a_5_5_1_2   1.000000000000e+00
 UP BND       a_5_5_1_3   1.000000000000e+00
 UP BND       a_5_5_1_4   1.000000000000e+00
 UP BND       a_5_5_1_5   1.000000000000e+00
 UP BND       a_5_5_2_1   1.000000000000e+00
 UP BND       a_5_5_2_2   1.000000000000e+00
 UP BND       a_5_5_2_3   1.000000000000e+00
 UP BND       a_5_5_2_4   1.000000000000e+00
 UP BND       a_5_5_2_5   1.000000000000e+00
 UP BND       a_5_5_3_1   1.000000000000e+00
 UP BND       a_5_5_3_2   1.000000000000e+00
 UP BND       a_5_5_3_3   1.000000000000e+00
 UP BND       a_5_5_3_4   1.000000000000e+00
 UP BND       a_5_5_3_5   1.000000000000e+00
 UP BND       a_5_5_4_1   1.000000000000e+00
 UP BND       a_5_5_4_2   1.000000000000e+00
 UP BND       a_5_5_4_3   1.000000000000e+00
 UP BND       a_5_5_4_4   1.000000000000e+00
 UP BND       a_5_5_4_5   1.000000000000e+00
 UP BND       r_0_1_1    1.000000000000e+00
 UP BND       r_0_1_2    1.000000000000e+00
 UP BND       r_0_1_3    1.000000000000e+00
 UP BND       r_0_1_4    1.000000000000e+00
 UP BND       r_0_1_5    1.000000000000e+00
 UP BND       r_0_2_1    1.000000000000e+00
 UP BND       r_0_2_2    1.000000000000e+00
 UP BND       r_0_2_3    1.000000000000e+00
 UP BND       r_0_2_4    1.000000000000e+00
 UP BND       r_0_2_5    1.000000000000e+00
 UP BND       r_0_3_1    1.000000000000e+00
 UP BND       r_0_3_2    1.000000000000e+00
 UP BND       r_0_3_3    1.000000000000e+00
 UP BND       r_0_3_4    1.000000000000e+00
 UP BND       r_0_3_5    1.000000000000e+00
 UP BND       r_0_4_1    1.000000000000e+00
 UP BND       r_0_4_2    1.000000000000e+00
 UP BND       r_0_4_3    1.000000000000e+00
 UP BND       r_0_4_4    1.000000000000e+00
 UP BND       r_0_4_5    1.000000000000e+00
 UP BND       r_0_5_1    1.000000000000e+00
 UP BND       r_0_5_2    1.000000000000e+00
 UP BND       r_0_5_3    1.000000000000e+00
 UP BND       r_0_5_4    1.000000000000e+00
 UP BND       r_0_5_5    1.000000000000e+00
 UP BND       r_1_0_1    1.000000000000e+00
 UP BND       r_1_0_2    1.000000000000e+00
 UP BND       r_1_0_3    1.000000000000e+00
 UP BND       r_1_0_4    1.000000000000e+00
 UP BND       r_1_0_5    1.000000000000e+00
 UP BND       r_1_2_1    1.000000000000e+00
 UP BND       r_1_2_2    1.000000000000e+00
 UP BND       r_1_2_3    1.000000000000e+00
 UP BND       r_1_2_4    1.000000000000e+00
 UP BND       r_1_2_5    1.000000000000e+00
 UP BND       r_1_3_1    1.000000000000e+00
 UP BND       r_1_3_2    1.000000000000e+00
 UP BND       r_1_3_3    1.000000000000e+00
 UP BND       r_1_3_4    1.000000000000e+00
 UP BND       r_1_3_5    1.000000000000e+00
 UP BND       r_1_4_1    1.000000000000e+00
 UP BND       r_1_4_2    1.000000000000e+00
 UP BND       r_1_4_3    1.000000000000e+00
 UP BND       r_1_4_4    1.000000000000e+00
 UP BND       r_1_4_5    1.000000000000e+00
 UP BND       r_1_5_1    1.000000000000e+00
 UP BND       r_1_5_2    1.000000000000e+00
 UP BND       r_1_5_3    1.000000000000e+00
 UP BND       r_1_5_4    1.000000000000e+00
 UP BND       r_1_5_5    1.000000000000e+00
 UP BND       r_2_0_1    1.000000000000e+00
 UP BND       r_2_0_2    1.000000000000e+00
 UP BND       r_2_0_3    1.000000000000e+00
 UP BND       r_2_0_4    1.000000000000e+00
 UP BND       r_2_0_5    1.000000000000e+00
 UP BND       r_2_1_1    1.000000000000e+00
 UP BND       r_2_1_2    1.000000000000e+00
 UP BND       r_2_1_3    1.000000000000e+00
 UP BND       r_2_1_4    1.000000000000e+00
 UP BND       r_2_1_5    1.000000000000e+00
 UP BND       r_2_3_1    1.000000000000e+00
 UP BND       r_2_3_2    1.000000000000e+00
 UP BND       r_2_3_3    1.000000000000e+00
 UP BND       r_2_3_4    1.000000000000e+00
 UP BND       r_2_3_5    1.000000000000e+00
 UP BND       r_2_4_1    1.000000000000e+00
 UP BND       r_2_4_2    1.000000000000e+00
 UP BND       r_2_4_3    1.000000000000e+00
 UP BND       r_2_4_4    1.000000000000e+00
 UP BND       r_2_4_5    1.000000000000e+00
 UP BND       r_2_5_1    1.000000000000e+00
 UP BND       r_2_5_2    1.000000000000e+00
 UP BND       r_2_5_3    1.000000000000e+00
 UP BND       r_2_5_4    1.000000000000e+00
 UP BND       r_2_5_5    1.000000000000e+00
 UP BND       r_3_0_1    1.000000000000e+00
 UP BND       r_3_0_2    1.000000000000e+00
 UP BND       r_3_0_3    1.000000000000e+00
 UP BND       r_3_0_4    1.000000000000e+00
 UP BND       r_3_0_5    1.000000000000e+00
 UP BND       r_3_1_1    1.000000000000e+00
 UP BND       r_3_1_2    1.000000000000e+00
 UP BND       r_3_1_3    1.000000000000e+00
 UP BND       r_3_1_4    1.000000000000e+00
 UP BND       r_3_1_5    1.000000000000e+00
 UP BND       r_3_2_1    1.000000000000e+00
 UP BND       r_3_2_2    1.000000000000e+00
 UP BND       r_3_2_3    1.000000000000e+00
 UP BND       r_3_2_4    1.000000000000e+00
 UP BND       r_3_2_5    1.000000000000e+00
 UP BND       r_3_4_1    1.000000000000e+00
 UP BND       r_3_4_2    1.000000000000e+00
 UP BND       r_3_4_3    1.000000000000e+00
 UP BND       r_3_4_4    1.000000000000e+00
 UP BND       r_3_4_5    1.000000000000e+00
 UP BND       r_3_5_1    1.000000000000e+00
 UP BND       r_3_5_2    1.000000000000e+00
 UP BND       r_3_5_3    1.000000000000e+00
 UP BND       r_3_5_4    1.000000000000e+00
 UP BND       r_3_5_5    1.000000000000e+00
 UP BND       r_4_0_1    1.000000000000e+00
 UP BND       r_4_0_2    1.000000000000e+00
 UP BND       r_4_0_3    1.000000000000e+00
 UP BND       r_4_0_4    1.000000000000e+00
 UP BND       r_4_0_5    1.000000000000e+00
 UP BND       r_4_1_1    1.000000000000e+00
 UP BND       r_4_1_2    1.000000000000e+00
 UP BND       r_4_1_3    1.000000000000e+00
 UP BND       r_4_1_4    1.000000000000e+00
 UP BND       r_4_1_5    1.000000000000e+00
 UP BND       r_4_2_1    1.000000000000e+00
 UP BND       r_4_2_2    1.000000000000e+00
 UP BND       r_4_2_3    1.000000000000e+00
 UP BND       r_4_2_4    1.000000000000e+00
 UP BND       r_4_2_5    1.000000000000e+00
 UP BND       r_4_3_1    1.000000000000e+00
 UP BND       r_4_3_2    1.000000000000e+00
 UP BND       r_4_3_3    1.000000000000e+00
 UP BND       r_4_3_4    1.000000000000e+00
 UP BND       r_4_3_5    1.000000000000e+00
 UP BND       r_4_5_1    1.000000000000e+00
 UP BND       r_4_5_2    1.000000000000e+00
 UP BND       r_4_5_3    1.000000000000e+00
 UP BND       r_4_5_4    1.000000000000e+00
 UP BND       r_4_5_5    1.000000000000e+00
 UP BND       r_5_0_1    1.000000000000e+00
 UP BND       r_5_0_2    1.000000000000e+00
 UP BND       r_5_0_3    1.000000000000e+00
 UP BND       r_5_0_4    1.000000000000e+00
 UP BND       r_5_0_5    1.000000000000e+00
 UP BND       r_5_1_1    1.000000000000e+00
 UP BND       r_5_1_2    1.000000000000e+00
 UP BND       r_5_1_3    1.000000000000e+00
 UP BND       r_5_1_4    1.000000000000e+00
 UP BND       r_5_1_5    1.000000000000e+00
 UP BND       r_5_2_1    1.000000000000e+00
 UP BND       r_5_2_2    1.000000000000e+00
 UP BND       r_5_2_3    1.000000000000e+00
 UP BND       r_5_2_4    1.000000000000e+00
 UP BND       r_5_2_5    1.000000000000e+00
 UP BND       r_5_3_1    1.000000000000e+00
 UP BND       r_5_3_2    1.000000000000e+00
 UP BND       r_5_3_3    1.000000000000e+00
 UP BND       r_5_3_4    1.000000000000e+00
 UP BND       r_5_3_5    1.000000000000e+00
 UP BND       r_5_4_1    1.000000000000e+00
 UP BND       r_5_4_2    1.000000000000e+00
 UP BND       r_5_4_3    1.000000000000e+00
 UP BND       r_5_4_4    1.000000000000e+00
 UP BND       r_5_4_5    1.000000000000e+00
 UP BND       x_0_1      2.000000000000e+00
 UP BND       x_0_2      2.000000000000e+00
 UP BND       x_0_3      2.000000000000e+00
 UP BND       x_0_4      2.000000000000e+00
 UP BND       x_0_5      2.000000000000e+00
 UP BND       x_1_2      2.000000000000e+00
 UP BND       x_1_3      2.000000000000e+00
 UP BND       x_1_4      2.000000000000e+00
 UP BND       x_1_5      2.000000000000e+00
 UP BND       x_2_3      2.000000000000e+00
 UP BND       x_2_4      2.000000000000e+00
 UP BND       x_2_5      2.000000000000e+00
 UP BND       x_3_4      2.000000000000e+00
 UP BND       x_3_5      2.000000000000e+00
 UP BND       x_4_5      2.000000000000e+00
 UP BND       z_0_1      1.000000000000e+00
 UP BND       z_0_2      1.000000000000e+00
 UP BND       z_0_3      1.000000000000e+00
 UP BND       z_0_4      1.000000000000e+00
 UP BND       z_0_5      1.000000000000e+00
 UP BND       z_1_2      1.000000000000e+00
 UP BND       z_1_3      1.000000000000e+00
 UP BND       z_1_4      1.000000000000e+00
 UP BND       z_1_5      1.000000000000e+00
 UP BND       z_2_3      1.000000000000e+00
 UP BND       z_2_4      1.000000000000e+00
 UP BND       z_2_5      1.000000000000e+00
 UP BND       z_3_4      1.000000000000e+00
 UP BND       z_3_5      1.000000000000e+00
 UP BND       z_4_5      1.000000000000e+00
ENDATA
