NAME          stride_selection
ROWS
 N  OBJ
 E  strides_count
 L  w_le_s_1_1_1_1
 L  w_le_r_1_1_1_1
 G  w_ge_1_1_1_1
 L  w_le_s_1_1_14_1
 L  w_le_r_1_1_14_1
 G  w_ge_1_1_14_1
 L  w_le_s_1_1_2_2
 L  w_le_r_1_1_2_2
 G  w_ge_1_1_2_2
 L  w_le_s_1_1_13_2
 L  w_le_r_1_1_13_2
 G  w_ge_1_1_13_2
 L  w_le_s_1_1_3_3
 L  w_le_r_1_1_3_3
 G  w_ge_1_1_3_3
 L  w_le_s_1_1_12_3
 L  w_le_r_1_1_12_3
 G  w_ge_1_1_12_3
 L  w_le_s_1_1_4_4
 L  w_le_r_1_1_4_4
 G  w_ge_1_1_4_4
 L  w_le_s_1_1_11_4
 L  w_le_r_1_1_11_4
 G  w_ge_1_1_11_4
 L  w_le_s_1_1_5_5
 L  w_le_r_1_1_5_5
 G  w_ge_1_1_5_5
 L  w_le_s_1_1_10_5
 L  w_le_r_1_1_10_5
 G  w_ge_1_1_10_5
 L  w_le_s_1_1_6_6
 L  w_le_r_1_1_6_6
 G  w_ge_1_1_6_6
 L  w_le_s_1_1_9_6
 L  w_le_r_1_1_9_6
 G  w_ge_1_1_9_6
 L  w_le_s_1_1_7_7
 L  w_le_r_1_1_7_7
 G  w_ge_1_1_7_7
 L  w_le_s_1_1_8_7
 L  w_le_r_1_1_8_7
 G  w_ge_1_1_8_7
 L  w_le_s_2_1_1_1
 L  w_le_r_2_1_1_1
 G  w_ge_2_1_1_1
 L  w_le_s_2_1_14_1
 L  w_le_r_2_1_14_1
 G  w_ge_2_1_14_1
 L  w_le_s_2_1_2_2
 L  w_le_r_2_1_2_2
 G  w_ge_2_1_2_2
 L  w_le_s_2_1_13_2
 L  w_le_r_2_1_13_2
 G  w_ge_2_1_13_2
 L  w_le_s_2_1_3_3
 L  w_le_r_2_1_3_3
 G  w_ge_2_1_3_3
 L  w_le_s_2_1_12_3
 L  w_le_r_2_1_12_3
 G  w_ge_2_1_12_3
 L  w_le_s_2_1_4_4
 L  w_le_r_2_1_4_4
 G  w_ge_2_1_4_4
 L  w_le_s_2_1_11_4
 L  w_le_r_2_1_11_4
 G  w_ge_2_1_11_4
 L  w_le_s_2_1_5_5
 L  w_le_r_2_1_5_5
 G  w_ge_2_1_5_5
 L  w_le_s_2_1_10_5
 L  w_le_r_2_1_10_5
 G  w_ge_2_1_10_5
 L  w_le_s_2_1_6_6
 L  w_le_r_2_1_6_6
 G  w_ge_2_1_6_6
 L  w_le_s_2_1_9_6
 L  w_le_r_2_1_9_6
 G  w_ge_2_1_9_6
 L  w_le_s_2_1_7_7
 L  w_le_r_2_1_7_7
 G  w_ge_2_1_7_7
 L  w_le_s_2_1_8_7
 L  w_le_r_2_1_8_7
 G  w_ge_2_1_8_7
 L  w_le_s_3_1_1_1
 L  w_le_r_3_1_1_1
 G  w_ge_3_1_1_1
 L  w_le_s_3_1_14_1
 L  w_le_r_3_1_14_1
 G  w_ge_3_1_14_1
 L  w_le_s_3_1_2_2
 L  w_le_r_3_1_2_2
 G  w_ge_3_1_2_2
 L  w_le_s_3_1_13_2
 L  w_le_r_3_1_13_2
 G  w_ge_3_1_13_2
 L  w_le_s_3_1_3_3
 L  w_le_r_3_1_3_3
 G  w_ge_3_1_3_3
 L  w_le_s_3_1_12_3
 L  w_le_r_3_1_12_3
 G  w_ge_3_1_12_3
 L  w_le_s_3_1_4_4
 L  w_le_r_3_1_4_4
 G  w_ge_3_1_4_4
 L  w_le_s_3_1_11_4
 L  w_le_r_3_1_11_4
 G  w_ge_3_1_11_4
 L  w_le_s_3_1_5_5
 L  w_le_r_3_1_5_5
 G  w_ge_3_1_5_5
 L  w_le_s_3_1_10_5
 L  w_le_r_3_1_10_5
 G  w_ge_3_1_10_5
 L  w_le_s_3_1_6_6
 L  w_le_r_3_1_6_6
 G  w_ge_3_1_6_6
 L  w_le_s_3_1_9_6
 L  w_le_r_3_1_9_6
 G  w_ge_3_1_9_6
 L  w_le_s_3_1_7_7
 L  w_le_r_3_1_7_7
 G  w_ge_3_1_7_7
 L  w_le_s_3_1_8_7
 L  w_le_r_3_1_8_7
 G  w_ge_3_1_8_7
 L  w_le_s_4_1_1_1
 L  w_le_r_4_1_1_1
 G  w_ge_4_1_1_1
 L  w_le_s_4_1_14_1
 L  w_le_r_4_1_14_1
 G  w_ge_4_1_14_1
 L  w_le_s_4_1_2_2
 L  w_le_r_4_1_2_2
 G  w_ge_4_1_2_2
 L  w_le_s_4_1_13_2
 L  w_le_r_4_1_13_2
 G  w_ge_4_1_13_2
 L  w_le_s_4_1_3_3
 L  w_le_r_4_1_3_3
 G  w_ge_4_1_3_3
 L  w_le_s_4_1_12_3
 L  w_le_r_4_1_12_3
 G  w_ge_4_1_12_3
 L  w_le_s_4_1_4_4
 L  w_le_r_4_1_4_4
 G  w_ge_4_1_4_4
 L  w_le_s_4_1_11_4
 L  w_le_r_4_1_11_4
 G  w_ge_4_1_11_4
 L  w_le_s_4_1_5_5
 L  w_le_r_4_1_5_5
 G  w_ge_4_1_5_5
 L  w_le_s_4_1_10_5
 L  w_le_r_4_1_10_5
 G  w_ge_4_1_10_5
 L  w_le_s_4_1_6_6
 L  w_le_r_4_1_6_6
 G  w_ge_4_1_6_6
 L  w_le_s_4_1_9_6
 L  w_le_r_4_1_9_6
 G  w_ge_4_1_9_6
 L  w_le_s_4_1_7_7
 L  w_le_r_4_1_7_7
 G  w_ge_4_1_7_7
 L  w_le_s_4_1_8_7
 L  w_le_r_4_1_8_7
 G  w_ge_4_1_8_7
 L  w_le_s_5_1_1_1
 L  w_le_r_5_1_1_1
 G  w_ge_5_1_1_1
 L  w_le_s_5_1_14_1
 L  w_le_r_5_1_14_1
 G  w_ge_5_1_14_1
 L  w_le_s_5_1_2_2
 L  w_le_r_5_1_2_2
 G  w_ge_5_1_2_2
 L  w_le_s_5_1_13_2
 L  w_le_r_5_1_13_2
 G  w_ge_5_1_13_2
 L  w_le_s_5_1_3_3
 L  w_le_r_5_1_3_3
 G  w_ge_5_1_3_3
 L  w_le_s_5_1_12_3
 L  w_le_r_5_1_12_3
 G  w_ge_5_1_12_3
 L  w_le_s_5_1_4_4
 L  w_le_r_5_1_4_4
 G  w_ge_5_1_4_4
 L  w_le_s_5_1_11_4
 L  w_le_r_5_1_11_4
 G  w_ge_5_1_11_4
 L  w_le_s_5_1_5_5
 L  w_le_r_5_1_5_5
 G  w_ge_5_1_5_5
 L  w_le_s_5_1_10_5
 L  w_le_r_5_1_10_5
 G  w_ge_5_1_10_5
 L  w_le_s_5_1_6_6
 L  w_le_r_5_1_6_6
 G  w_ge_5_1_6_6
 L  w_le_s_5_1_9_6
 L  w_le_r_5_1_9_6
 G  w_ge_5_1_9_6
 L  w_le_s_5_1_7_7
 L  w_le_r_5_1_7_7
 G  w_ge_5_1_7_7
 L  w_le_s_5_1_8_7
 L  w_le_r_5_1_8_7
 G  w_ge_5_1_8_7
 L  w_le_s_6_1_1_1
 L  w_le_r_6_1_1_1
 G  w_ge_6_1_1_1
 L  w_le_s_6_1_14_1
 L  w_le_r_6_1_14_1
 G  w_ge_6_1_14_1
 L  w_le_s_6_1_2_2
 L  w_le_r_6_1_2_2
 G  w_ge_6_1_2_2
 L  w_le_s_6_1_13_2
 L  w_le_r_6_1_13_2
 G  w_ge_6_1_13_2
 L  w_le_s_6_1_3_3
 L  w_le_r_6_1_3_3
 G  w_ge_6_1_3_3
 L  w_le_s_6_1_12_3
 L  w_le_r_6_1_12_3
 G  w_ge_6_1_12_3
 L  w_le_s_6_1_4_4
 L  w_le_r_6_1_4_4
 G  w_ge_6_1_4_4
 L  w_le_s_6_1_11_4
 L  w_le_r_6_1_11_4
 G  w_ge_6_1_11_4
 L  w_le_s_6_1_5_5
 L  w_le_r_6_1_5_5
 G  w_ge_6_1_5_5
 L  w_le_s_6_1_10_5
 L  w_le_r_6_1_10_5
 G  w_ge_6_1_10_5
 L  w_le_s_6_1_6_6
 L  w_le_r_6_1_6_6
 G  w_ge_6_1_6_6
 L  w_le_s_6_1_9_6
 L  w_le_r_6_1_9_6
 G  w_ge_6_1_9_6
 L  w_le_s_6_1_7_7
 L  w_le_r_6_1_7_7
 G  w_ge_6_1_7_7
 L  w_le_s_6_1_8_7
 L  w_le_r_6_1_8_7
 G  w_ge_6_1_8_7
 L  w_le_s_7_1_1_1
 L  w_le_r_7_1_1_1
 G  w_ge_7_1_1_1
 L  w_le_s_7_1_14_1
 L  w_le_r_7_1_14_1
 G  w_ge_7_1_14_1
 L  w_le_s_7_1_2_2
 L  w_le_r_7_1_2_2
 G  w_ge_7_1_2_2
 L  w_le_s_7_1_13_2
 L  w_le_r_7_1_13_2
 G  w_ge_7_1_13_2
 L  w_le_s_7_1_3_3
 L  w_le_r_7_1_3_3
 G  w_ge_7_1_3_3
 L  w_le_s_7_1_12_3
 L  w_le_r_7_1_12_3
 G  w_ge_7_1_12_3
 L  w_le_s_7_1_4_4
 L  w_le_r_7_1_4_4
 G  w_ge_7_1_4_4
 L  w_le_s_7_1_11_4
 L  w_le_r_7_1_11_4
 G  w_ge_7_1_11_4
 L  w_le_s_7_1_5_5
 L  w_le_r_7_1_5_5
 G  w_ge_7_1_5_5
 L  w_le_s_7_1_10_5
 L  w_le_r_7_1_10_5
 G  w_ge_7_1_10_5
 L  w_le_s_7_1_6_6
 L  w_le_r_7_1_6_6
 G  w_ge_7_1_6_6
 L  w_le_s_7_1_9_6
 L  w_le_r_7_1_9_6
 G  w_ge_7_1_9_6
 L  w_le_s_7_1_7_7
 L  w_le_r_7_1_7_7
 G  w_ge_7_1_7_7
 L  w_le_s_7_1_8_7
 L  w_le_r_7_1_8_7
 G  w_ge_7_1_8_7
 L  w_le_s_1_2_1_1
 L  w_le_r_1_2_1_1
 G  w_ge_1_2_1_1
 L  w_le_s_1_2_14_1
 L  w_le_r_1_2_14_1
 G  w_ge_1_2_14_1
 L  w_le_s_1_2_2_2
 L  w_le_r_1_2_2_2
 G  w_ge_1_2_2_2
 L  w_le_s_1_2_13_2
 L  w_le_r_1_2_13_2
 G  w_ge_1_2_13_2
 L  w_le_s_1_2_3_3
 L  w_le_r_1_2_3_3
 G  w_ge_1_2_3_3
 L  w_le_s_1_2_12_3
 L  w_le_r_1_2_12_3
 G  w_ge_1_2_12_3
 L  w_le_s_1_2_4_4
 L  w_le_r_1_2_4_4
 G  w_ge_1_2_4_4
 L  w_le_s_1_2_11_4
 L  w_le_r_1_2_11_4
 G  w_ge_1_2_11_4
 L  w_le_s_1_2_5_5
 L  w_le_r_1_2_5_5
 G  w_ge_1_2_5_5
 L  w_le_s_1_2_10_5
 L  w_le_r_1_2_10_5
 G  w_ge_1_2_10_5
 L  w_le_s_1_2_6_6
 L  w_le_r_1_2_6_6
 G  w_ge_1_2_6_6
 L  w_le_s_1_2_9_6
 L  w_le_r_1_2_9_6
 G  w_ge_1_2_9_6
 L  w_le_s_1_2_7_7
 L  w_le_r_1_2_7_7
 G  w_ge_1_2_7_7
 L  w_le_s_1_2_8_7
 L  w_le_r_1_2_8_7
 G  w_ge_1_2_8_7
 L  w_le_s_2_2_1_1
 L  w_le_r_2_2_1_1
 G  w_ge_2_2_1_1
 L  w_le_s_2_2_14_1
 L  w_le_r_2_2_14_1
 G  w_ge_2_2_14_1
 L  w_le_s_2_2_2_2
 L  w_le_r_2_2_2_2
 G  w_ge_2_2_2_2
 L  w_le_s_2_2_13_2
 L  w_le_r_2_2_13_2
 G  w_ge_2_2_13_2
 L  w_le_s_2_2_3_3
 L  w_le_r_2_2_3_3
 G  w_ge_2_2_3_3
 L  w_le_s_2_2_12_3
 L  w_le_r_2_2_12_3
 G  w_ge_2_2_12_3
 L  w_le_s_2_2_4_4
 L  w_le_r_2_2_4_4
 G  w_ge_2_2_4_4
 L  w_le_s_2_2_11_4
 L  w_le_r_2_2_11_4
 G  w_ge_2_2_11_4
 L  w_le_s_2_2_5_5
 L  w_le_r_2_2_5_5
 G  w_ge_2_2_5_5
 L  w_le_s_2_2_10_5
 L  w_le_r_2_2_10_5
 G  w_ge_2_2_10_5
 L  w_le_s_2_2_6_6
 L  w_le_r_2_2_6_6
 G  w_ge_2_2_6_6
 L  w_le_s_2_2_9_6
 L  w_le_r_2_2_9_6
 G  w_ge_2_2_9_6
 L  w_le_s_2_2_7_7
 L  w_le_r_2_2_7_7
 G  w_ge_2_2_7_7
 L  w_le_s_2_2_8_7
 L  w_le_r_2_2_8_7
 G  w_ge_2_2_8_7
 L  w_le_s_3_2_1_1
 L  w_le_r_3_2_1_1
 G  w_ge_3_2_1_1
 L  w_le_s_3_2_14_1
 L  w_le_r_3_2_14_1
 G  w_ge_3_2_14_1
 L  w_le_s_3_2_2_2
 L  w_le_r_3_2_2_2
 G  w_ge_3_2_2_2
 L  w_le_s_3_2_13_2
 L  w_le_r_3_2_13_2
 G  w_ge_3_2_13_2
 L  w_le_s_3_2_3_3
 L  w_le_r_3_2_3_3
 G  w_ge_3_2_3_3
 L  w_le_s_3_2_12_3
 L  w_le_r_3_2_12_3
 G  w_ge_3_2_12_3
 L  w_le_s_3_2_4_4
 L  w_le_r_3_2_4_4
 G  w_ge_3_2_4_4
 L  w_le_s_3_2_11_4
 L  w_le_r_3_2_11_4
 G  w_ge_3_2_11_4
 L  w_le_s_3_2_5_5
 L  w_le_r_3_2_5_5
 G  w_ge_3_2_5_5
 L  w_le_s_3_2_10_5
 L  w_le_r_3_2_10_5
 G  w_ge_3_2_10_5
 L  w_le_s_3_2_6_6
 L  w_le_r_3_2_6_6
 G  w_ge_3_2_6_6
 L  w_le_s_3_2_9_6
 L  w_le_r_3_2_9_6
 G  w_ge_3_2_9_6
 L  w_le_s_3_2_7_7
 L  w_le_r_3_2_7_7
 G  w_ge_3_2_7_7
 L  w_le_s_3_2_8_7
 L  w_le_r_3_2_8_7
 G  w_ge_3_2_8_7
 L  w_le_s_4_2_1_1
 L  w_le_r_4_2_1_1
 G  w_ge_4_2_1_1
 L  w_le_s_4_2_14_1
 L  w_le_r_4_2_14_1
 G  w_ge_4_2_14_1
 L  w_le_s_4_2_2_2
 L  w_le_r_4_2_2_2
 G  w_ge_4_2_2_2
 L  w_le_s_4_2_13_2
 L  w_le_r_4_2_13_2
 G  w_ge_4_2_13_2
 L  w_le_s_4_2_3_3
 L  w_le_r_4_2_3_3
 G  w_ge_4_2_3_3
 L  w_le_s_4_2_12_3
 L  w_le_r_4_2_12_3
 G  w_ge_4_2_12_3
 L  w_le_s_4_2_4_4
 L  w_le_r_4_2_4_4
 G  w_ge_4_2_4_4
 L  w_le_s_4_2_11_4
 L  w_le_r_4_2_11_4
 G  w_ge_4_2_11_4
 L  w_le_s_4_2_5_5
 L  w_le_r_4_2_5_5
 G  w_ge_4_2_5_5
 L  w_le_s_4_2_10_5
 L  w_le_r_4_2_10_5
 G  w_ge_4_2_10_5
 L  w_le_s_4_2_6_6
 L  w_le_r_4_2_6_6
 G  w_ge_4_2_6_6
 L  w_le_s_4_2_9_6
 L  w_le_r_4_2_9_6
 G  w_ge_4_2_9_6
 L  w_le_s_4_2_7_7
 L  w_le_r_4_2_7_7
 G  w_ge_4_2_7_7
 L  w_le_s_4_2_8_7
 L  w_le_r_4_2_8_7
 G  w_ge_4_2_8_7
 L  w_le_s_5_2_1_1
 L  w_le_r_5_2_1_1
 G  w_ge_5_2_1_1
 L  w_le_s_5_2_14_1
 L  w_le_r_5_2_14_1
 G  w_ge_5_2_14_1
 L  w_le_s_5_2_2_2
 L  w_le_r_5_2_2_2
 G  w_ge_5_2_2_2
 L  w_le_s_5_2_13_2
 L  w_le_r_5_2_13_2
 G  w_ge_5_2_13_2
 L  w_le_s_5_2_3_3
 L  w_le_r_5_2_3_3
 G  w_ge_5_2_3_3
 L  w_le_s_5_2_12_3
 L  w_le_r_5_2_12_3
 G  w_ge_5_2_12_3
 L  w_le_s_5_2_4_4
 L  w_le_r_5_2_4_4
 G  w_ge_5_2_4_4
 L  w_le_s_5_2_11_4
 L  w_le_r_5_2_11_4
 G  w_ge_5_2_11_4
 L  w_le_s_5_2_5_5
 L  w_le_r_5_2_5_5
 G  w_ge_5_2_5_5
 L  w_le_s_5_2_10_5
 L  w_le_r_5_2_10_5
 G  w_ge_5_2_10_5
 L  w_le_s_5_2_6_6
 L  w_le_r_5_2_6_6
 G  w_ge_5_2_6_6
 L  w_le_s_5_2_9_6
 L  w_le_r_5_2_9_6
 G  w_ge_5_2_9_6
 L  w_le_s_5_2_7_7
 L  w_le_r_5_2_7_7
 G  w_ge_5_2_7_7
 L  w_le_s_5_2_8_7
 L  w_le_r_5_2_8_7
 G  w_ge_5_2_8_7
 L  w_le_s_6_2_1_1
 L  w_le_r_6_2_1_1
 G  w_ge_6_2_1_1
 L  w_le_s_6_2_14_1
 L  w_le_r_6_2_14_1
 G  w_ge_6_2_14_1
 L  w_le_s_6_2_2_2
 L  w_le_r_6_2_2_2
 G  w_ge_6_2_2_2
 L  w_le_s_6_2_13_2
 L  w_le_r_6_2_13_2
 G  w_ge_6_2_13_2
 L  w_le_s_6_2_3_3
 L  w_le_r_6_2_3_3
 G  w_ge_6_2_3_3
 L  w_le_s_6_2_12_3
 L  w_le_r_6_2_12_3
 G  w_ge_6_2_12_3
 L  w_le_s_6_2_4_4
 L  w_le_r_6_2_4_4
 G  w_ge_6_2_4_4
 L  w_le_s_6_2_11_4
 L  w_le_r_6_2_11_4
 G  w_ge_6_2_11_4
 L  w_le_s_6_2_5_5
 L  w_le_r_6_2_5_5
 G  w_ge_6_2_5_5
 L  w_le_s_6_2_10_5
 L  w_le_r_6_2_10_5
 G  w_ge_6_2_10_5
 L  w_le_s_6_2_6_6
 L  w_le_r_6_2_6_6
 G  w_ge_6_2_6_6
 L  w_le_s_6_2_9_6
 L  w_le_r_6_2_9_6
 G  w_ge_6_2_9_6
 L  w_le_s_6_2_7_7
 L  w_le_r_6_2_7_7
 G  w_ge_6_2_7_7
 L  w_le_s_6_2_8_7
 L  w_le_r_6_2_8_7
 G  w_ge_6_2_8_7
 L  w_le_s_7_2_1_1
 L  w_le_r_7_2_1_1
 G  w_ge_7_2_1_1
 L  w_le_s_7_2_14_1
 L  w_le_r_7_2_14_1
 G  w_ge_7_2_14_1
 L  w_le_s_7_2_2_2
 L  w_le_r_7_2_2_2
 G  w_ge_7_2_2_2
 L  w_le_s_7_2_13_2
 L  w_le_r_7_2_13_2
 G  w_ge_7_2_13_2
 L  w_le_s_7_2_3_3
 L  w_le_r_7_2_3_3
 G  w_ge_7_2_3_3
 L  w_le_s_7_2_12_3
 L  w_le_r_7_2_12_3
 G  w_ge_7_2_12_3
 L  w_le_s_7_2_4_4
 L  w_le_r_7_2_4_4
 G  w_ge_7_2_4_4
 L  w_le_s_7_2_11_4
 L  w_le_r_7_2_11_4
 G  w_ge_7_2_11_4
 L  w_le_s_7_2_5_5
 L  w_le_r_7_2_5_5
 G  w_ge_7_2_5_5
 L  w_le_s_7_2_10_5
 L  w_le_r_7_2_10_5
 G  w_ge_7_2_10_5
 L  w_le_s_7_2_6_6
 L  w_le_r_7_2_6_6
 G  w_ge_7_2_6_6
 L  w_le_s_7_2_9_6
 L  w_le_r_7_2_9_6
 G  w_ge_7_2_9_6
 L  w_le_s_7_2_7_7
 L  w_le_r_7_2_7_7
 G  w_ge_7_2_7_7
 L  w_le_s_7_2_8_7
 L  w_le_r_7_2_8_7
 G  w_ge_7_2_8_7
 L  w_le_s_1_3_1_1
 L  w_le_r_1_3_1_1
 G  w_ge_1_3_1_1
 L  w_le_s_1_3_14_1
 L  w_le_r_1_3_14_1
 G  w_ge_1_3_14_1
 L  w_le_s_1_3_2_2
 L  w_le_r_1_3_2_2
 G  w_ge_1_3_2_2
 L  w_le_s_1_3_13_2
 L  w_le_r_1_3_13_2
 G  w_ge_1_3_13_2
 L  w_le_s_1_3_3_3
 L  w_le_r_1_3_3_3
 G  w_ge_1_3_3_3
 L  w_le_s_1_3_12_3
 L  w_le_r_1_3_12_3
 G  w_ge_1_3_12_3
 L  w_le_s_1_3_4_4
 L  w_le_r_1_3_4_4
 G  w_ge_1_3_4_4
 L  w_le_s_1_3_11_4
 L  w_le_r_1_3_11_4
 G  w_ge_1_3_11_4
 L  w_le_s_1_3_5_5
 L  w_le_r_1_3_5_5
 G  w_ge_1_3_5_5
 L  w_le_s_1_3_10_5
 L  w_le_r_1_3_10_5
 G  w_ge_1_3_10_5
 L  w_le_s_1_3_6_6
 L  w_le_r_1_3_6_6
 G  w_ge_1_3_6_6
 L  w_le_s_1_3_9_6
 L  w_le_r_1_3_9_6
 G  w_ge_1_3_9_6
 L  w_le_s_1_3_7_7
 L  w_le_r_1_3_7_7
 G  w_ge_1_3_7_7
 L  w_le_s_1_3_8_7
 L  w_le_r_1_3_8_7
 G  w_ge_1_3_8_7
 L  w_le_s_2_3_1_1
 L  w_le_r_2_3_1_1
 G  w_ge_2_3_1_1
 L  w_le_s_2_3_14_1
 L  w_le_r_2_3_14_1
 G  w_ge_2_3_14_1
 L  w_le_s_2_3_2_2
 L  w_le_r_2_3_2_2
 G  w_ge_2_3_2_2
 L  w_le_s_2_3_13_2
 L  w_le_r_2_3_13_2
 G  w_ge_2_3_13_2
 L  w_le_s_2_3_3_3
 L  w_le_r_2_3_3_3
 G  w_ge_2_3_3_3
 L  w_le_s_2_3_12_3
 L  w_le_r_2_3_12_3
 G  w_ge_2_3_12_3
 L  w_le_s_2_3_4_4
 L  w_le_r_2_3_4_4
 G  w_ge_2_3_4_4
 L  w_le_s_2_3_11_4
 L  w_le_r_2_3_11_4
 G  w_ge_2_3_11_4
 L  w_le_s_2_3_5_5
 L  w_le_r_2_3_5_5
 G  w_ge_2_3_5_5
 L  w_le_s_2_3_10_5
 L  w_le_r_2_3_10_5
 G  w_ge_2_3_10_5
 L  w_le_s_2_3_6_6
 L  w_le_r_2_3_6_6
 G  w_ge_2_3_6_6
 L  w_le_s_2_3_9_6
 L  w_le_r_2_3_9_6
 G  w_ge_2_3_9_6
 L  w_le_s_2_3_7_7
 L  w_le_r_2_3_7_7
 G  w_ge_2_3_7_7
 L  w_le_s_2_3_8_7
 L  w_le_r_2_3_8_7
 G  w_ge_2_3_8_7
 L  w_le_s_3_3_1_1
 L  w_le_r_3_3_1_1
 G  w_ge_3_3_1_1
 L  w_le_s_3_3_14_1
 L  w_le_r_3_3_14_1
 G  w_ge_3_3_14_1
 L  w_le_s_3_3_2_2
 L  w_le_r_3_3_2_2
 G  w_ge_3_3_2_2
 L  w_le_s_3_3_13_2
 L  w_le_r_3_3_13_2
 G  w_ge_3_3_13_2
 L  w_le_s_3_3_3_3
 L  w_le_r_3_3_3_3
 G  w_ge_3_3_3_3
 L  w_le_s_3_3_12_3
 L  w_le_r_3_3_12_3
 G  w_ge_3_3_12_3
 L  w_le_s_3_3_4_4
 L  w_le_r_3_3_4_4
 G  w_ge_3_3_4_4
 L  w_le_s_3_3_11_4
 L  w_le_r_3_3_11_4
 G  w_ge_3_3_11_4
 L  w_le_s_3_3_5_5
 L  w_le_r_3_3_5_5
 G  w_ge_3_3_5_5
 L  w_le_s_3_3_10_5
 L  w_le_r_3_3_10_5
 G  w_ge_3_3_10_5
 L  w_le_s_3_3_6_6
 L  w_le_r_3_3_6_6
 G  w_ge_3_3_6_6
 L  w_le_s_3_3_9_6
 L  w_le_r_3_3_9_6
 G  w_ge_3_3_9_6
 L  w_le_s_3_3_7_7
 L  w_le_r_3_3_7_7
 G  w_ge_3_3_7_7
 L  w_le_s_3_3_8_7
 L  w_le_r_3_3_8_7
 G  w_ge_3_3_8_7
 L  w_le_s_4_3_1_1
 L  w_le_r_4_3_1_1
 G  w_ge_4_3_1_1
 L  w_le_s_4_3_14_1
 L  w_le_r_4_3_14_1
 G  w_ge_4_3_14_1
 L  w_le_s_4_3_2_2
 L  w_le_r_4_3_2_2
 G  w_ge_4_3_2_2
 L  w_le_s_4_3_13_2
 L  w_le_r_4_3_13_2
 G  w_ge_4_3_13_2
 L  w_le_s_4_3_3_3
 L  w_le_r_4_3_3_3
 G  w_ge_4_3_3_3
 L  w_le_s_4_3_12_3
 L  w_le_r_4_3_12_3
 G  w_ge_4_3_12_3
 L  w_le_s_4_3_4_4
 L  w_le_r_4_3_4_4
 G  w_ge_4_3_4_4
 L  w_le_s_4_3_11_4
 L  w_le_r_4_3_11_4
 G  w_ge_4_3_11_4
 L  w_le_s_4_3_5_5
 L  w_le_r_4_3_5_5
 G  w_ge_4_3_5_5
 L  w_le_s_4_3_10_5
 L  w_le_r_4_3_10_5
 G  w_ge_4_3_10_5
 L  w_le_s_4_3_6_6
 L  w_le_r_4_3_6_6
 G  w_ge_4_3_6_6
 L  w_le_s_4_3_9_6
 L  w_le_r_4_3_9_6
 G  w_ge_4_3_9_6
 L  w_le_s_4_3_7_7
 L  w_le_r_4_3_7_7
 G  w_ge_4_3_7_7
 L  w_le_s_4_3_8_7
 L  w_le_r_4_3_8_7
 G  w_ge_4_3_8_7
 L  w_le_s_5_3_1_1
 L  w_le_r_5_3_1_1
 G  w_ge_5_3_1_1
 L  w_le_s_5_3_14_1
 L  w_le_r_5_3_14_1
 G  w_ge_5_3_14_1
 L  w_le_s_5_3_2_2
 L  w_le_r_5_3_2_2
 G  w_ge_5_3_2_2
 L  w_le_s_5_3_13_2
 L  w_le_r_5_3_13_2
 G  w_ge_5_3_13_2
 L  w_le_s_5_3_3_3
 L  w_le_r_5_3_3_3
 G  w_ge_5_3_3_3
 L  w_le_s_5_3_12_3
 L  w_le_r_5_3_12_3
 G  w_ge_5_3_12_3
 L  w_le_s_5_3_4_4
 L  w_le_r_5_3_4_4
 G  w_ge_5_3_4_4
 L  w_le_s_5_3_11_4
 L  w_le_r_5_3_11_4
 G  w_ge_5_3_11_4
 L  w_le_s_5_3_5_5
 L  w_le_r_5_3_5_5
 G  w_ge_5_3_5_5
 L  w_le_s_5_3_10_5
 L  w_le_r_5_3_10_5
 G  w_ge_5_3_10_5
 L  w_le_s_5_3_6_6
 L  w_le_r_5_3_6_6
 G  w_ge_5_3_6_6
 L  w_le_s_5_3_9_6
 L  w_le_r_5_3_9_6
 G  w_ge_5_3_9_6
 L  w_le_s_5_3_7_7
 L  w_le_r_5_3_7_7
 G  w_ge_5_3_7_7
 L  w_le_s_5_3_8_7
 L  w_le_r_5_3_8_7
 G  w_ge_5_3_8_7
 L  w_le_s_6_3_1_1
 L  w_le_r_6_3_1_1
 G  w_ge_6_3_1_1
 L  w_le_s_6_3_14_1
 L  w_le_r_6_3_14_1
 G  w_ge_6_3_14_1
 L  w_le_s_6_3_2_2
 L  w_le_r_6_3_2_2
 G  w_ge_6_3_2_2
 L  w_le_s_6_3_13_2
 L  w_le_r_6_3_13_2
 G  w_ge_6_3_13_2
 L  w_le_s_6_3_3_3
 L  w_le_r_6_3_3_3
 G  w_ge_6_3_3_3
 L  w_le_s_6_3_12_3
 L  w_le_r_6_3_12_3
 G  w_ge_6_3_12_3
 L  w_le_s_6_3_4_4
 L  w_le_r_6_3_4_4
 G  w_ge_6_3_4_4
 L  w_le_s_6_3_11_4
 L  w_le_r_6_3_11_4
 G  w_ge_6_3_11_4
 L  w_le_s_6_3_5_5
 L  w_le_r_6_3_5_5
 G  w_ge_6_3_5_5
 L  w_le_s_6_3_10_5
 L  w_le_r_6_3_10_5
 G  w_ge_6_3_10_5
 L  w_le_s_6_3_6_6
 L  w_le_r_6_3_6_6
 G  w_ge_6_3_6_6
 L  w_le_s_6_3_9_6
 L  w_le_r_6_3_9_6
 G  w_ge_6_3_9_6
 L  w_le_s_6_3_7_7
 L  w_le_r_6_3_7_7
 G  w_ge_6_3_7_7
 L  w_le_s_6_3_8_7
 L  w_le_r_6_3_8_7
 G  w_ge_6_3_8_7
 L  w_le_s_7_3_1_1
 L  w_le_r_7_3_1_1
 G  w_ge_7_3_1_1
 L  w_le_s_7_3_14_1
 L  w_le_r_7_3_14_1
 G  w_ge_7_3_14_1
 L  w_le_s_7_3_2_2
 L  w_le_r_7_3_2_2
 G  w_ge_7_3_2_2
 L  w_le_s_7_3_13_2
 L  w_le_r_7_3_13_2
 G  w_ge_7_3_13_2
 L  w_le_s_7_3_3_3
 L  w_le_r_7_3_3_3
 G  w_ge_7_3_3_3
 L  w_le_s_7_3_12_3
 L  w_le_r_7_3_12_3
 G  w_ge_7_3_12_3
 L  w_le_s_7_3_4_4
 L  w_le_r_7_3_4_4
 G  w_ge_7_3_4_4
 L  w_le_s_7_3_11_4
 L  w_le_r_7_3_11_4
 G  w_ge_7_3_11_4
 L  w_le_s_7_3_5_5
 L  w_le_r_7_3_5_5
 G  w_ge_7_3_5_5
 L  w_le_s_7_3_10_5
 L  w_le_r_7_3_10_5
 G  w_ge_7_3_10_5
 L  w_le_s_7_3_6_6
 L  w_le_r_7_3_6_6
 G  w_ge_7_3_6_6
 L  w_le_s_7_3_9_6
 L  w_le_r_7_3_9_6
 G  w_ge_7_3_9_6
 L  w_le_s_7_3_7_7
 L  w_le_r_7_3_7_7
 G  w_ge_7_3_7_7
 L  w_le_s_7_3_8_7
 L  w_le_r_7_3_8_7
 G  w_ge_7_3_8_7
 L  w_le_s_1_4_1_1
 L  w_le_r_1_4_1_1
 G  w_ge_1_4_1_1
 L  w_le_s_1_4_14_1
 L  w_le_r_1_4_14_1
 G  w_ge_1_4_14_1
 L  w_le_s_1_4_2_2
 L  w_le_r_1_4_2_2
 G  w_ge_1_4_2_2
 L  w_le_s_1_4_13_2
 L  w_le_r_1_4_13_2
 G  w_ge_1_4_13_2
 L  w_le_s_1_4_3_3
 L  w_le_r_1_4_3_3
 G  w_ge_1_4_3_3
 L  w_le_s_1_4_12_3
 L  w_le_r_1_4_12_3
 G  w_ge_1_4_12_3
 L  w_le_s_1_4_4_4
 L  w_le_r_1_4_4_4
 G  w_ge_1_4_4_4
 L  w_le_s_1_4_11_4
 L  w_le_r_1_4_11_4
 G  w_ge_1_4_11_4
 L  w_le_s_1_4_5_5
 L  w_le_r_1_4_5_5
 G  w_ge_1_4_5_5
 L  w_le_s_1_4_10_5
 L  w_le_r_1_4_10_5
 G  w_ge_1_4_10_5
 L  w_le_s_1_4_6_6
 L  w_le_r_1_4_6_6
 G  w_ge_1_4_6_6
 L  w_le_s_1_4_9_6
 L  w_le_r_1_4_9_6
 G  w_ge_1_4_9_6
 L  w_le_s_1_4_7_7
 L  w_le_r_1_4_7_7
 G  w_ge_1_4_7_7
 L  w_le_s_1_4_8_7
 L  w_le_r_1_4_8_7
 G  w_ge_1_4_8_7
 L  w_le_s_2_4_1_1
 L  w_le_r_2_4_1_1
 G  w_ge_2_4_1_1
 L  w_le_s_2_4_14_1
 L  w_le_r_2_4_14_1
 G  w_ge_2_4_14_1
 L  w_le_s_2_4_2_2
 L  w_le_r_2_4_2_2
 G  w_ge_2_4_2_2
 L  w_le_s_2_4_13_2
 L  w_le_r_2_4_13_2
 G  w_ge_2_4_13_2
 L  w_le_s_2_4_3_3
 L  w_le_r_2_4_3_3
 G  w_ge_2_4_3_3
 L  w_le_s_2_4_12_3
 L  w_le_r_2_4_12_3
 G  w_ge_2_4_12_3
 L  w_le_s_2_4_4_4
 L  w_le_r_2_4_4_4
 G  w_ge_2_4_4_4
 L  w_le_s_2_4_11_4
 L  w_le_r_2_4_11_4
 G  w_ge_2_4_11_4
 L  w_le_s_2_4_5_5
 L  w_le_r_2_4_5_5
 G  w_ge_2_4_5_5
 L  w_le_s_2_4_10_5
 L  w_le_r_2_4_10_5
 G  w_ge_2_4_10_5
 L  w_le_s_2_4_6_6
 L  w_le_r_2_4_6_6
 G  w_ge_2_4_6_6
 L  w_le_s_2_4_9_6
 L  w_le_r_2_4_9_6
 G  w_ge_2_4_9_6
 L  w_le_s_2_4_7_7
 L  w_le_r_2_4_7_7
 G  w_ge_2_4_7_7
 L  w_le_s_2_4_8_7
 L  w_le_r_2_4_8_7
 G  w_ge_2_4_8_7
 L  w_le_s_3_4_1_1
 L  w_le_r_3_4_1_1
 G  w_ge_3_4_1_1
 L  w_le_s_3_4_14_1
 L  w_le_r_3_4_14_1
 G  w_ge_3_4_14_1
 L  w_le_s_3_4_2_2
 L  w_le_r_3_4_2_2
 G  w_ge_3_4_2_2
 L  w_le_s_3_4_13_2
 L  w_le_r_3_4_13_2
 G  w_ge_3_4_13_2
 L  w_le_s_3_4_3_3
 L  w_le_r_3_4_3_3
 G  w_ge_3_4_3_3
 L  w_le_s_3_4_12_3
 L  w_le_r_3_4_12_3
 G  w_ge_3_4_12_3
 L  w_le_s_3_4_4_4
 L  w_le_r_3_4_4_4
 G  w_ge_3_4_4_4
 L  w_le_s_3_4_11_4
 L  w_le_r_3_4_11_4
 G  w_ge_3_4_11_4
 L  w_le_s_3_4_5_5
 L  w_le_r_3_4_5_5
 G  w_ge_3_4_5_5
 L  w_le_s_3_4_10_5
 L  w_le_r_3_4_10_5
 G  w_ge_3_4_10_5
 L  w_le_s_3_4_6_6
 L  w_le_r_3_4_6_6
 G  w_ge_3_4_6_6
 L  w_le_s_3_4_9_6
 L  w_le_r_3_4_9_6
 G  w_ge_3_4_9_6
 L  w_le_s_3_4_7_7
 L  w_le_r_3_4_7_7
 G  w_ge_3_4_7_7
 L  w_le_s_3_4_8_7
 L  w_le_r_3_4_8_7
 G  w_ge_3_4_8_7
 L  w_le_s_4_4_1_1
 L  w_le_r_4_4_1_1
 G  w_ge_4_4_1_1
 L  w_le_s_4_4_14_1
 L  w_le_r_4_4_14_1
 G  w_ge_4_4_14_1
 L  w_le_s_4_4_2_2
 L  w_le_r_4_4_2_2
 G  w_ge_4_4_2_2
 L  w_le_s_4_4_13_2
 L  w_le_r_4_4_13_2
 G  w_ge_4_4_13_2
 L  w_le_s_4_4_3_3
 L  w_le_r_4_4_3_3
 G  w_ge_4_4_3_3
 L  w_le_s_4_4_12_3
 L  w_le_r_4_4_12_3
 G  w_ge_4_4_12_3
 L  w_le_s_4_4_4_4
 L  w_le_r_4_4_4_4
 G  w_ge_4_4_4_4
 L  w_le_s_4_4_11_4
 L  w_le_r_4_4_11_4
 G  w_ge_4_4_11_4
 L  w_le_s_4_4_5_5
 L  w_le_r_4_4_5_5
 G  w_ge_4_4_5_5
 L  w_le_s_4_4_10_5
 L  w_le_r_4_4_10_5
 G  w_ge_4_4_10_5
 L  w_le_s_4_4_6_6
 L  w_le_r_4_4_6_6
 G  w_ge_4_4_6_6
 L  w_le_s_4_4_9_6
 L  w_le_r_4_4_9_6
 G  w_ge_4_4_9_6
 L  w_le_s_4_4_7_7
 L  w_le_r_4_4_7_7
 G  w_ge_4_4_7_7
 L  w_le_s_4_4_8_7
 L  w_le_r_4_4_8_7
 G  w_ge_4_4_8_7
 L  w_le_s_5_4_1_1
 L  w_le_r_5_4_1_1
 G  w_ge_5_4_1_1
 L  w_le_s_5_4_14_1
 L  w_le_r_5_4_14_1
 G  w_ge_5_4_14_1
 L  w_le_s_5_4_2_2
 L  w_le_r_5_4_2_2
 G  w_ge_5_4_2_2
 L  w_le_s_5_4_13_2
 L  w_le_r_5_4_13_2
 G  w_ge_5_4_13_2
 L  w_le_s_5_4_3_3
 L  w_le_r_5_4_3_3
 G  w_ge_5_4_3_3
 L  w_le_s_5_4_12_3
 L  w_le_r_5_4_12_3
 G  w_ge_5_4_12_3
 L  w_le_s_5_4_4_4
 L  w_le_r_5_4_4_4
 G  w_ge_5_4_4_4
 L  w_le_s_5_4_11_4
 L  w_le_r_5_4_11_4
 G  w_ge_5_4_11_4
 L  w_le_s_5_4_5_5
 L  w_le_r_5_4_5_5
 G  w_ge_5_4_5_5
 L  w_le_s_5_4_10_5
 L  w_le_r_5_4_10_5
 G  w_ge_5_4_10_5
 L  w_le_s_5_4_6_6
 L  w_le_r_5_4_6_6
 G  w_ge_5_4_6_6
 L  w_le_s_5_4_9_6
 L  w_le_r_5_4_9_6
 G  w_ge_5_4_9_6
 L  w_le_s_5_4_7_7
 L  w_le_r_5_4_7_7
 G  w_ge_5_4_7_7
 L  w_le_s_5_4_8_7
 L  w_le_r_5_4_8_7
 G  w_ge_5_4_8_7
 L  w_le_s_6_4_1_1
 L  w_le_r_6_4_1_1
 G  w_ge_6_4_1_1
 L  w_le_s_6_4_14_1
 L  w_le_r_6_4_14_1
 G  w_ge_6_4_14_1
 L  w_le_s_6_4_2_2
 L  w_le_r_6_4_2_2
 G  w_ge_6_4_2_2
 L  w_le_s_6_4_13_2
 L  w_le_r_6_4_13_2
 G  w_ge_6_4_13_2
 L  w_le_s_6_4_3_3
 L  w_le_r_6_4_3_3
 G  w_ge_6_4_3_3
 L  w_le_s_6_4_12_3
 L  w_le_r_6_4_12_3
 G  w_ge_6_4_12_3
 L  w_le_s_6_4_4_4
 L  w_le_r_6_4_4_4
 G  w_ge_6_4_4_4
 L  w_le_s_6_4_11_4
 L  w_le_r_6_4_11_4
 G  w_ge_6_4_11_4
 L  w_le_s_6_4_5_5
 L  w_le_r_6_4_5_5
 G  w_ge_6_4_5_5
 L  w_le_s_6_4_10_5
 L  w_le_r_6_4_10_5
 G  w_ge_6_4_10_5
 L  w_le_s_6_4_6_6
 L  w_le_r_6_4_6_6
 G  w_ge_6_4_6_6
 L  w_le_s_6_4_9_6
 L  w_le_r_6_4_9_6
 G  w_ge_6_4_9_6
 L  w_le_s_6_4_7_7
 L  w_le_r_6_4_7_7
 G  w_ge_6_4_7_7
 L  w_le_s_6_4_8_7
 L  w_le_r_6_4_8_7
 G  w_ge_6_4_8_7
 L  w_le_s_7_4_1_1
 L  w_le_r_7_4_1_1
 G  w_ge_7_4_1_1
 L  w_le_s_7_4_14_1
 L  w_le_r_7_4_14_1
 G  w_ge_7_4_14_1
 L  w_le_s_7_4_2_2
 L  w_le_r_7_4_2_2
 G  w_ge_7_4_2_2
 L  w_le_s_7_4_13_2
 L  w_le_r_7_4_13_2
 G  w_ge_7_4_13_2
 L  w_le_s_7_4_3_3
 L  w_le_r_7_4_3_3
 G  w_ge_7_4_3_3
 L  w_le_s_7_4_12_3
 L  w_le_r_7_4_12_3
 G  w_ge_7_4_12_3
 L  w_le_s_7_4_4_4
 L  w_le_r_7_4_4_4
 G  w_ge_7_4_4_4
 L  w_le_s_7_4_11_4
 L  w_le_r_7_4_11_4
 G  w_ge_7_4_11_4
 L  w_le_s_7_4_5_5
 L  w_le_r_7_4_5_5
 G  w_ge_7_4_5_5
 L  w_le_s_7_4_10_5
 L  w_le_r_7_4_10_5
 G  w_ge_7_4_10_5
 L  w_le_s_7_4_6_6
 L  w_le_r_7_4_6_6
 G  w_ge_7_4_6_6
 L  w_le_s_7_4_9_6
 L  w_le_r_7_4_9_6
 G  w_ge_7_4_9_6
 L  w_le_s_7_4_7_7
 L  w_le_r_7_4_7_7
 G  w_ge_7_4_7_7
 L  w_le_s_7_4_8_7
 L  w_le_r_7_4_8_7
 G  w_ge_7_4_8_7
 L  w_le_s_1_5_1_1
 L  w_le_r_1_5_1_1
 G  w_ge_1_5_1_1
 L  w_le_s_1_5_14_1
 L  w_le_r_1_5_14_1
 G  w_ge_1_5_14_1
 L  w_le_s_1_5_2_2
 L  w_le_r_1_5_2_2
 G  w_ge_1_5_2_2
 L  w_le_s_1_5_13_2
 L  w_le_r_1_5_13_2
 G  w_ge_1_5_13_2
 L  w_le_s_1_5_3_3
 L  w_le_r_1_5_3_3
 G  w_ge_1_5_3_3
 L  w_le_s_1_5_12_3
 L  w_le_r_1_5_12_3
 G  w_ge_1_5_12_3
 L  w_le_s_1_5_4_4
 L  w_le_r_1_5_4_4
 G  w_ge_1_5_4_4
 L  w_le_s_1_5_11_4
 L  w_le_r_1_5_11_4
 G  w_ge_1_5_11_4
 L  w_le_s_1_5_5_5
 L  w_le_r_1_5_5_5
 G  w_ge_1_5_5_5
 L  w_le_s_1_5_10_5
 L  w_le_r_1_5_10_5
 G  w_ge_1_5_10_5
 L  w_le_s_1_5_6_6
 L  w_le_r_1_5_6_6
 G  w_ge_1_5_6_6
 L  w_le_s_1_5_9_6
 L  w_le_r_1_5_9_6
 G  w_ge_1_5_9_6
 L  w_le_s_1_5_7_7
 L  w_le_r_1_5_7_7
 G  w_ge_1_5_7_7
 L  w_le_s_1_5_8_7
 L  w_le_r_1_5_8_7
 G  w_ge_1_5_8_7
 L  w_le_s_2_5_1_1
 L  w_le_r_2_5_1_1
 G  w_ge_2_5_1_1
 L  w_le_s_2_5_14_1
 L  w_le_r_2_5_14_1
 G  w_ge_2_5_14_1
 L  w_le_s_2_5_2_2
 L  w_le_r_2_5_2_2
 G  w_ge_2_5_2_2
 L  w_le_s_2_5_13_2
 L  w_le_r_2_5_13_2
 G  w_ge_2_5_13_2
 L  w_le_s_2_5_3_3
 L  w_le_r_2_5_3_3
 G  w_ge_2_5_3_3
 L  w_le_s_2_5_12_3
 L  w_le_r_2_5_12_3
 G  w_ge_2_5_12_3
 L  w_le_s_2_5_4_4
 L  w_le_r_2_5_4_4
 G  w_ge_2_5_4_4
 L  w_le_s_2_5_11_4
 L  w_le_r_2_5_11_4
 G  w_ge_2_5_11_4
 L  w_le_s_2_5_5_5
 L  w_le_r_2_5_5_5
 G  w_ge_2_5_5_5
 L  w_le_s_2_5_10_5
 L  w_le_r_2_5_10_5
 G  w_ge_2_5_10_5
 L  w_le_s_2_5_6_6
 L  w_le_r_2_5_6_6
 G  w_ge_2_5_6_6
 L  w_le_s_2_5_9_6
 L  w_le_r_2_5_9_6
 G  w_ge_2_5_9_6
 L  w_le_s_2_5_7_7
 L  w_le_r_2_5_7_7
 G  w_ge_2_5_7_7
 L  w_le_s_2_5_8_7
 L  w_le_r_2_5_8_7
 G  w_ge_2_5_8_7
 L  w_le_s_3_5_1_1
 L  w_le_r_3_5_1_1
 G  w_ge_3_5_1_1
 L  w_le_s_3_5_14_1
 L  w_le_r_3_5_14_1
 G  w_ge_3_5_14_1
 L  w_le_s_3_5_2_2
 L  w_le_r_3_5_2_2
 G  w_ge_3_5_2_2
 L  w_le_s_3_5_13_2
 L  w_le_r_3_5_13_2
 G  w_ge_3_5_13_2
 L  w_le_s_3_5_3_3
 L  w_le_r_3_5_3_3
 G  w_ge_3_5_3_3
 L  w_le_s_3_5_12_3
 L  w_le_r_3_5_12_3
 G  w_ge_3_5_12_3
 L  w_le_s_3_5_4_4
 L  w_le_r_3_5_4_4
 G  w_ge_3_5_4_4
 L  w_le_s_3_5_11_4
 L  w_le_r_3_5_11_4
 G  w_ge_3_5_11_4
 L  w_le_s_3_5_5_5
 L  w_le_r_3_5_5_5
 G  w_ge_3_5_5_5
 L  w_le_s_3_5_10_5
 L  w_le_r_3_5_10_5
 G  w_ge_3_5_10_5
 L  w_le_s_3_5_6_6
 L  w_le_r_3_5_6_6
 G  w_ge_3_5_6_6
 L  w_le_s_3_5_9_6
 L  w_le_r_3_5_9_6
 G  w_ge_3_5_9_6
 L  w_le_s_3_5_7_7
 L  w_le_r_3_5_7_7
 G  w_ge_3_5_7_7
 L  w_le_s_3_5_8_7
 L  w_le_r_3_5_8_7
 G  w_ge_3_5_8_7
 L  w_le_s_4_5_1_1
 L  w_le_r_4_5_1_1
 G  w_ge_4_5_1_1
 L  w_le_s_4_5_14_1
 L  w_le_r_4_5_14_1
 G  w_ge_4_5_14_1
 L  w_le_s_4_5_2_2
 L  w_le_r_4_5_2_2
 G  w_ge_4_5_2_2
 L  w_le_s_4_5_13_2
 L  w_le_r_4_5_13_2
 G  w_ge_4_5_13_2
 L  w_le_s_4_5_3_3
 L  w_le_r_4_5_3_3
 G  w_ge_4_5_3_3
 L  w_le_s_4_5_12_3
 L  w_le_r_4_5_12_3
 G  w_ge_4_5_12_3
 L  w_le_s_4_5_4_4
 L  w_le_r_4_5_4_4
 G  w_ge_4_5_4_4
 L  w_le_s_4_5_11_4
 L  w_le_r_4_5_11_4
 G  w_ge_4_5_11_4
 L  w_le_s_4_5_5_5
 L  w_le_r_4_5_5_5
 G  w_ge_4_5_5_5
 L  w_le_s_4_5_10_5
 L  w_le_r_4_5_10_5
 G  w_ge_4_5_10_5
 L  w_le_s_4_5_6_6
 L  w_le_r_4_5_6_6
 G  w_ge_4_5_6_6
 L  w_le_s_4_5_9_6
 L  w_le_r_4_5_9_6
 G  w_ge_4_5_9_6
 L  w_le_s_4_5_7_7
 L  w_le_r_4_5_7_7
 G  w_ge_4_5_7_7
 L  w_le_s_4_5_8_7
 L  w_le_r_4_5_8_7
 G  w_ge_4_5_8_7
 L  w_le_s_5_5_1_1
 L  w_le_r_5_5_1_1
 G  w_ge_5_5_1_1
 L  w_le_s_5_5_14_1
 L  w_le_r_5_5_14_1
 G  w_ge_5_5_14_1
 L  w_le_s_5_5_2_2
 L  w_le_r_5_5_2_2
 G  w_ge_5_5_2_2
 L  w_le_s_5_5_13_2
 L  w_le_r_5_5_13_2
 G  w_ge_5_5_13_2
 L  w_le_s_5_5_3_3
 L  w_le_r_5_5_3_3
 G  w_ge_5_5_3_3
 L  w_le_s_5_5_12_3
 L  w_le_r_5_5_12_3
 G  w_ge_5_5_12_3
 L  w_le_s_5_5_4_4
 L  w_le_r_5_5_4_4
 G  w_ge_5_5_4_4
 L  w_le_s_5_5_11_4
 L  w_le_r_5_5_11_4
 G  w_ge_5_5_11_4
 L  w_le_s_5_5_5_5
 L  w_le_r_5_5_5_5
 G  w_ge_5_5_5_5
 L  w_le_s_5_5_10_5
 L  w_le_r_5_5_10_5
 G  w_ge_5_5_10_5
 L  w_le_s_5_5_6_6
 L  w_le_r_5_5_6_6
 G  w_ge_5_5_6_6
 L  w_le_s_5_5_9_6
 L  w_le_r_5_5_9_6
 G  w_ge_5_5_9_6
 L  w_le_s_5_5_7_7
 L  w_le_r_5_5_7_7
 G  w_ge_5_5_7_7
 L  w_le_s_5_5_8_7
 L  w_le_r_5_5_8_7
 G  w_ge_5_5_8_7
 L  w_le_s_6_5_1_1
 L  w_le_r_6_5_1_1
 G  w_ge_6_5_1_1
 L  w_le_s_6_5_14_1
 L  w_le_r_6_5_14_1
 G  w_ge_6_5_14_1
 L  w_le_s_6_5_2_2
 L  w_le_r_6_5_2_2
 G  w_ge_6_5_2_2
 L  w_le_s_6_5_13_2
 L  w_le_r_6_5_13_2
 G  w_ge_6_5_13_2
 L  w_le_s_6_5_3_3
 L  w_le_r_6_5_3_3
 G  w_ge_6_5_3_3
 L  w_le_s_6_5_12_3
 L  w_le_r_6_5_12_3
 G  w_ge_6_5_12_3
 L  w_le_s_6_5_4_4
 L  w_le_r_6_5_4_4
 G  w_ge_6_5_4_4
 L  w_le_s_6_5_11_4
 L  w_le_r_6_5_11_4
 G  w_ge_6_5_11_4
 L  w_le_s_6_5_5_5
 L  w_le_r_6_5_5_5
 G  w_ge_6_5_5_5
 L  w_le_s_6_5_10_5
 L  w_le_r_6_5_10_5
 G  w_ge_6_5_10_5
 L  w_le_s_6_5_6_6
 L  w_le_r_6_5_6_6
 G  w_ge_6_5_6_6
 L  w_le_s_6_5_9_6
 L  w_le_r_6_5_9_6
 G  w_ge_6_5_9_6
 L  w_le_s_6_5_7_7
 L  w_le_r_6_5_7_7
 G  w_ge_6_5_7_7
 L  w_le_s_6_5_8_7
 L  w_le_r_6_5_8_7
 G  w_ge_6_5_8_7
 L  w_le_s_7_5_1_1
 L  w_le_r_7_5_1_1
 G  w_ge_7_5_1_1
 L  w_le_s_7_5_14_1
 L  w_le_r_7_5_14_1
 G  w_ge_7_5_14_1
 L  w_le_s_7_5_2_2
 L  w_le_r_7_5_2_2
 G  w_ge_7_5_2_2
 L  w_le_s_7_5_13_2
 L  w_le_r_7_5_13_2
 G  w_ge_7_5_13_2
 L  w_le_s_7_5_3_3
 L  w_le_r_7_5_3_3
 G  w_ge_7_5_3_3
 L  w_le_s_7_5_12_3
 L  w_le_r_7_5_12_3
 G  w_ge_7_5_12_3
 L  w_le_s_7_5_4_4
 L  w_le_r_7_5_4_4
 G  w_ge_7_5_4_4
 L  w_le_s_7_5_11_4
 L  w_le_r_7_5_11_4
 G  w_ge_7_5_11_4
 L  w_le_s_7_5_5_5
 L  w_le_r_7_5_5_5
 G  w_ge_7_5_5_5
 L  w_le_s_7_5_10_5
 L  w_le_r_7_5_10_5
 G  w_ge_7_5_10_5
 L  w_le_s_7_5_6_6
 L  w_le_r_7_5_6_6
 G  w_ge_7_5_6_6
 L  w_le_s_7_5_9_6
 L  w_le_r_7_5_9_6
 G  w_ge_7_5_9_6
 L  w_le_s_7_5_7_7
 L  w_le_r_7_5_7_7
 G  w_ge_7_5_7_7
 L  w_le_s_7_5_8_7
 L  w_le_r_7_5_8_7
 G  w_ge_7_5_8_7
 L  w_le_s_1_6_1_1
 L  w_le_r_1_6_1_1
 G  w_ge_1_6_1_1
 L  w_le_s_1_6_14_1
 L  w_le_r_1_6_14_1
 G  w_ge_1_6_14_1
 L  w_le_s_1_6_2_2
 L  w_le_r_1_6_2_2
 G  w_ge_1_6_2_2
 L  w_le_s_1_6_13_2
 L  w_le_r_1_6_13_2
 G  w_ge_1_6_13_2
 L  w_le_s_1_6_3_3
 L  w_le_r_1_6_3_3
 G  w_ge_1_6_3_3
 L  w_le_s_1_6_12_3
 L  w_le_r_1_6_12_3
 G  w_ge_1_6_12_3
 L  w_le_s_1_6_4_4
 L  w_le_r_1_6_4_4
 G  w_ge_1_6_4_4
 L  w_le_s_1_6_11_4
 L  w_le_r_1_6_11_4
 G  w_ge_1_6_11_4
 L  w_le_s_1_6_5_5
 L  w_le_r_1_6_5_5
 G  w_ge_1_6_5_5
 L  w_le_s_1_6_10_5
 L  w_le_r_1_6_10_5
 G  w_ge_1_6_10_5
 L  w_le_s_1_6_6_6
 L  w_le_r_1_6_6_6
 G  w_ge_1_6_6_6
 L  w_le_s_1_6_9_6
 L  w_le_r_1_6_9_6
 G  w_ge_1_6_9_6
 L  w_le_s_1_6_7_7
 L  w_le_r_1_6_7_7
 G  w_ge_1_6_7_7
 L  w_le_s_1_6_8_7
 L  w_le_r_1_6_8_7
 G  w_ge_1_6_8_7
 L  w_le_s_2_6_1_1
 L  w_le_r_2_6_1_1
 G  w_ge_2_6_1_1
 L  w_le_s_2_6_14_1
 L  w_le_r_2_6_14_1
 G  w_ge_2_6_14_1
 L  w_le_s_2_6_2_2
 L  w_le_r_2_6_2_2
 G  w_ge_2_6_2_2
 L  w_le_s_2_6_13_2
 L  w_le_r_2_6_13_2
 G  w_ge_2_6_13_2
 L  w_le_s_2_6_3_3
 L  w_le_r_2_6_3_3
 G  w_ge_2_6_3_3
 L  w_le_s_2_6_12_3
 L  w_le_r_2_6_12_3
 G  w_ge_2_6_12_3
 L  w_le_s_2_6_4_4
 L  w_le_r_2_6_4_4
 G  w_ge_2_6_4_4
 L  w_le_s_2_6_11_4
 L  w_le_r_2_6_11_4
 G  w_ge_2_6_11_4
 L  w_le_s_2_6_5_5
 L  w_le_r_2_6_5_5
 G  w_ge_2_6_5_5
 L  w_le_s_2_6_10_5
 L  w_le_r_2_6_10_5
 G  w_ge_2_6_10_5
 L  w_le_s_2_6_6_6
 L  w_le_r_2_6_6_6
 G  w_ge_2_6_6_6
 L  w_le_s_2_6_9_6
 L  w_le_r_2_6_9_6
 G  w_ge_2_6_9_6
 L  w_le_s_2_6_7_7
 L  w_le_r_2_6_7_7
 G  w_ge_2_6_7_7
 L  w_le_s_2_6_8_7
 L  w_le_r_2_6_8_7
 G  w_ge_2_6_8_7
 L  w_le_s_3_6_1_1
 L  w_le_r_3_6_1_1
 G  w_ge_3_6_1_1
 L  w_le_s_3_6_14_1
 L  w_le_r_3_6_14_1
 G  w_ge_3_6_14_1
 L  w_le_s_3_6_2_2
 L  w_le_r_3_6_2_2
 G  w_ge_3_6_2_2
 L  w_le_s_3_6_13_2
 L  w_le_r_3_6_13_2
 G  w_ge_3_6_13_2
 L  w_le_s_3_6_3_3
 L  w_le_r_3_6_3_3
 G  w_ge_3_6_3_3
 L  w_le_s_3_6_12_3
 L  w_le_r_3_6_12_3
 G  w_ge_3_6_12_3
 L  w_le_s_3_6_4_4
 L  w_le_r_3_6_4_4
 G  w_ge_3_6_4_4
 L  w_le_s_3_6_11_4
 L  w_le_r_3_6_11_4
 G  w_ge_3_6_11_4
 L  w_le_s_3_6_5_5
 L  w_le_r_3_6_5_5
 G  w_ge_3_6_5_5
 L  w_le_s_3_6_10_5
 L  w_le_r_3_6_10_5
 G  w_ge_3_6_10_5
 L  w_le_s_3_6_6_6
 L  w_le_r_3_6_6_6
 G  w_ge_3_6_6_6
 L  w_le_s_3_6_9_6
 L  w_le_r_3_6_9_6
 G  w_ge_3_6_9_6
 L  w_le_s_3_6_7_7
 L  w_le_r_3_6_7_7
 G  w_ge_3_6_7_7
 L  w_le_s_3_6_8_7
 L  w_le_r_3_6_8_7
 G  w_ge_3_6_8_7
 L  w_le_s_4_6_1_1
 L  w_le_r_4_6_1_1
 G  w_ge_4_6_1_1
 L  w_le_s_4_6_14_1
 L  w_le_r_4_6_14_1
 G  w_ge_4_6_14_1
 L  w_le_s_4_6_2_2
 L  w_le_r_4_6_2_2
 G  w_ge_4_6_2_2
 L  w_le_s_4_6_13_2
 L  w_le_r_4_6_13_2
 G  w_ge_4_6_13_2
 L  w_le_s_4_6_3_3
 L  w_le_r_4_6_3_3
 G  w_ge_4_6_3_3
 L  w_le_s_4_6_12_3
 L  w_le_r_4_6_12_3
 G  w_ge_4_6_12_3
 L  w_le_s_4_6_4_4
 L  w_le_r_4_6_4_4
 G  w_ge_4_6_4_4
 L  w_le_s_4_6_11_4
 L  w_le_r_4_6_11_4
 G  w_ge_4_6_11_4
 L  w_le_s_4_6_5_5
 L  w_le_r_4_6_5_5
 G  w_ge_4_6_5_5
 L  w_le_s_4_6_10_5
 L  w_le_r_4_6_10_5
 G  w_ge_4_6_10_5
 L  w_le_s_4_6_6_6
 L  w_le_r_4_6_6_6
 G  w_ge_4_6_6_6
 L  w_le_s_4_6_9_6
 L  w_le_r_4_6_9_6
 G  w_ge_4_6_9_6
 L  w_le_s_4_6_7_7
 L  w_le_r_4_6_7_7
 G  w_ge_4_6_7_7
 L  w_le_s_4_6_8_7
 L  w_le_r_4_6_8_7
 G  w_ge_4_6_8_7
 L  w_le_s_5_6_1_1
 L  w_le_r_5_6_1_1
 G  w_ge_5_6_1_1
 L  w_le_s_5_6_14_1
 L  w_le_r_5_6_14_1
 G  w_ge_5_6_14_1
 L  w_le_s_5_6_2_2
 L  w_le_r_5_6_2_2
 G  w_ge_5_6_2_2
 L  w_le_s_5_6_13_2
 L  w_le_r_5_6_13_2
 G  w_ge_5_6_13_2
 L  w_le_s_5_6_3_3
 L  w_le_r_5_6_3_3
 G  w_ge_5_6_3_3
 L  w_le_s_5_6_12_3
 L  w_le_r_5_6_12_3
 G  w_ge_5_6_12_3
 L  w_le_s_5_6_4_4
 L  w_le_r_5_6_4_4
 G  w_ge_5_6_4_4
 L  w_le_s_5_6_11_4
 L  w_le_r_5_6_11_4
 G  w_ge_5_6_11_4
 L  w_le_s_5_6_5_5
 L  w_le_r_5_6_5_5
 G  w_ge_5_6_5_5
 L  w_le_s_5_6_10_5
 L  w_le_r_5_6_10_5
 G  w_ge_5_6_10_5
 L  w_le_s_5_6_6_6
 L  w_le_r_5_6_6_6
 G  w_ge_5_6_6_6
 L  w_le_s_5_6_9_6
 L  w_le_r_5_6_9_6
 G  w_ge_5_6_9_6
 L  w_le_s_5_6_7_7
 L  w_le_r_5_6_7_7
 G  w_ge_5_6_7_7
 L  w_le_s_5_6_8_7
 L  w_le_r_5_6_8_7
 G  w_ge_5_6_8_7
 L  w_le_s_6_6_1_1
 L  w_le_r_6_6_1_1
 G  w_ge_6_6_1_1
 L  w_le_s_6_6_14_1
 L  w_le_r_6_6_14_1
 G  w_ge_6_6_14_1
 L  w_le_s_6_6_2_2
 L  w_le_r_6_6_2_2
 G  w_ge_6_6_2_2
 L  w_le_s_6_6_13_2
 L  w_le_r_6_6_13_2
 G  w_ge_6_6_13_2
 L  w_le_s_6_6_3_3
 L  w_le_r_6_6_3_3
 G  w_ge_6_6_3_3
 L  w_le_s_6_6_12_3
 L  w_le_r_6_6_12_3
 G  w_ge_6_6_12_3
 L  w_le_s_6_6_4_4
 L  w_le_r_6_6_4_4
 G  w_ge_6_6_4_4
 L  w_le_s_6_6_11_4
 L  w_le_r_6_6_11_4
 G  w_ge_6_6_11_4
 L  w_le_s_6_6_5_5
 L  w_le_r_6_6_5_5
 G  w_ge_6_6_5_5
 L  w_le_s_6_6_10_5
 L  w_le_r_6_6_10_5
 G  w_ge_6_6_10_5
 L  w_le_s_6_6_6_6
 L  w_le_r_6_6_6_6
 G  w_ge_6_6_6_6
 L  w_le_s_6_6_9_6
 L  w_le_r_6_6_9_6
 G  w_ge_6_6_9_6
 L  w_le_s_6_6_7_7
 L  w_le_r_6_6_7_7
 G  w_ge_6_6_7_7
 L  w_le_s_6_6_8_7
 L  w_le_r_6_6_8_7
 G  w_ge_6_6_8_7
 L  w_le_s_7_6_1_1
 L  w_le_r_7_6_1_1
 G  w_ge_7_6_1_1
 L  w_le_s_7_6_14_1
 L  w_le_r_7_6_14_1
 G  w_ge_7_6_14_1
 L  w_le_s_7_6_2_2
 L  w_le_r_7_6_2_2
 G  w_ge_7_6_2_2
 L  w_le_s_7_6_13_2
 L  w_le_r_7_6_13_2
 G  w_ge_7_6_13_2
 L  w_le_s_7_6_3_3
 L  w_le_r_7_6_3_3
 G  w_ge_7_6_3_3
 L  w_le_s_7_6_12_3
 L  w_le_r_7_6_12_3
 G  w_ge_7_6_12_3
 L  w_le_s_7_6_4_4
 L  w_le_r_7_6_4_4
 G  w_ge_7_6_4_4
 L  w_le_s_7_6_11_4
 L  w_le_r_7_6_11_4
 G  w_ge_7_6_11_4
 L  w_le_s_7_6_5_5
 L  w_le_r_7_6_5_5
 G  w_ge_7_6_5_5
 L  w_le_s_7_6_10_5
 L  w_le_r_7_6_10_5
 G  w_ge_7_6_10_5
 L  w_le_s_7_6_6_6
 L  w_le_r_7_6_6_6
 G  w_ge_7_6_6_6
 L  w_le_s_7_6_9_6
 L  w_le_r_7_6_9_6
 G  w_ge_7_6_9_6
 L  w_le_s_7_6_7_7
 L  w_le_r_7_6_7_7
 G  w_ge_7_6_7_7
 L  w_le_s_7_6_8_7
 L  w_le_r_7_6_8_7
 G  w_ge_7_6_8_7
 G  r_mono_1_1
 G  r_ge_w_1_1_0
 G  r_ge_w_1_1_1
 G  r_ge_w_1_1_2
 G  r_ge_w_1_1_3
 G  r_ge_w_1_1_4
 G  r_ge_w_1_1_5
 G  r_ge_w_1_1_6
 G  r_ge_w_1_1_7
 G  r_ge_w_1_1_8
 G  r_ge_w_1_1_9
 G  r_ge_w_1_1_10
 G  r_ge_w_1_1_11
 G  r_ge_w_1_1_12
 G  r_ge_w_1_1_13
 L  r_le_1_1
 G  r_mono_1_2
 G  r_ge_w_1_2_0
 G  r_ge_w_1_2_1
 G  r_ge_w_1_2_2
 G  r_ge_w_1_2_3
 G  r_ge_w_1_2_4
 G  r_ge_w_1_2_5
 G  r_ge_w_1_2_6
 G  r_ge_w_1_2_7
 G  r_ge_w_1_2_8
 G  r_ge_w_1_2_9
 G  r_ge_w_1_2_10
 G  r_ge_w_1_2_11
 G  r_ge_w_1_2_12
 G  r_ge_w_1_2_13
 L  r_le_1_2
 G  r_mono_1_3
 G  r_ge_w_1_3_0
 G  r_ge_w_1_3_1
 G  r_ge_w_1_3_2
 G  r_ge_w_1_3_3
 G  r_ge_w_1_3_4
 G  r_ge_w_1_3_5
 G  r_ge_w_1_3_6
 G  r_ge_w_1_3_7
 G  r_ge_w_1_3_8
 G  r_ge_w_1_3_9
 G  r_ge_w_1_3_10
 G  r_ge_w_1_3_11
 G  r_ge_w_1_3_12
 G  r_ge_w_1_3_13
 L  r_le_1_3
 G  r_mono_1_4
 G  r_ge_w_1_4_0
 G  r_ge_w_1_4_1
 G  r_ge_w_1_4_2
 G  r_ge_w_1_4_3
 G  r_ge_w_1_4_4
 G  r_ge_w_1_4_5
 G  r_ge_w_1_4_6
 G  r_ge_w_1_4_7
 G  r_ge_w_1_4_8
 G  r_ge_w_1_4_9
 G  r_ge_w_1_4_10
 G  r_ge_w_1_4_11
 G  r_ge_w_1_4_12
 G  r_ge_w_1_4_13
 L  r_le_1_4
 G  r_mono_1_5
 G  r_ge_w_1_5_0
 G  r_ge_w_1_5_1
 G  r_ge_w_1_5_2
 G  r_ge_w_1_5_3
 G  r_ge_w_1_5_4
 G  r_ge_w_1_5_5
 G  r_ge_w_1_5_6
 G  r_ge_w_1_5_7
 G  r_ge_w_1_5_8
 G  r_ge_w_1_5_9
 G  r_ge_w_1_5_10
 G  r_ge_w_1_5_11
 G  r_ge_w_1_5_12
 G  r_ge_w_1_5_13
 L  r_le_1_5
 G  r_mono_1_6
 G  r_ge_w_1_6_0
 G  r_ge_w_1_6_1
 G  r_ge_w_1_6_2
 G  r_ge_w_1_6_3
 G  r_ge_w_1_6_4
 G  r_ge_w_1_6_5
 G  r_ge_w_1_6_6
 G  r_ge_w_1_6_7
 G  r_ge_w_1_6_8
 G  r_ge_w_1_6_9
 G  r_ge_w_1_6_10
 G  r_ge_w_1_6_11
 G  r_ge_w_1_6_12
 G  r_ge_w_1_6_13
 L  r_le_1_6
 E  reach_all_1
 G  r_mono_2_1
 G  r_ge_w_2_1_0
 G  r_ge_w_2_1_1
 G  r_ge_w_2_1_2
 G  r_ge_w_2_1_3
 G  r_ge_w_2_1_4
 G  r_ge_w_2_1_5
 G  r_ge_w_2_1_6
 G  r_ge_w_2_1_7
 G  r_ge_w_2_1_8
 G  r_ge_w_2_1_9
 G  r_ge_w_2_1_10
 G  r_ge_w_2_1_11
 G  r_ge_w_2_1_12
 G  r_ge_w_2_1_13
 L  r_le_2_1
 G  r_mono_2_2
 G  r_ge_w_2_2_0
 G  r_ge_w_2_2_1
 G  r_ge_w_2_2_2
 G  r_ge_w_2_2_3
 G  r_ge_w_2_2_4
 G  r_ge_w_2_2_5
 G  r_ge_w_2_2_6
 G  r_ge_w_2_2_7
 G  r_ge_w_2_2_8
 G  r_ge_w_2_2_9
 G  r_ge_w_2_2_10
 G  r_ge_w_2_2_11
 G  r_ge_w_2_2_12
 G  r_ge_w_2_2_13
 L  r_le_2_2
 G  r_mono_2_3
 G  r_ge_w_2_3_0
 G  r_ge_w_2_3_1
 G  r_ge_w_2_3_2
 G  r_ge_w_2_3_3
 G  r_ge_w_2_3_4
 G  r_ge_w_2_3_5
 G  r_ge_w_2_3_6
 G  r_ge_w_2_3_7
 G  r_ge_w_2_3_8
 G  r_ge_w_2_3_9
 G  r_ge_w_2_3_10
 G  r_ge_w_2_3_11
 G  r_ge_w_2_3_12
 G  r_ge_w_2_3_13
 L  r_le_2_3
 G  r_mono_2_4
 G  r_ge_w_2_4_0
 G  r_ge_w_2_4_1
 G  r_ge_w_2_4_2
 G  r_ge_w_2_4_3
 G  r_ge_w_2_4_4
 G  r_ge_w_2_4_5
 G  r_ge_w_2_4_6
 G  r_ge_w_2_4_7
 G  r_ge_w_2_4_8
 G  r_ge_w_2_4_9
 G  r_ge_w_2_4_10
 G  r_ge_w_2_4_11
 G  r_ge_w_2_4_12
 G  r_ge_w_2_4_13
 L  r_le_2_4
 G  r_mono_2_5
 G  r_ge_w_2_5_0
 G  r_ge_w_2_5_1
 G  r_ge_w_2_5_2
 G  r_ge_w_2_5_3
 G  r_ge_w_2_5_4
 G  r_ge_w_2_5_5
 G  r_ge_w_2_5_6
 G  r_ge_w_2_5_7
 G  r_ge_w_2_5_8
 G  r_ge_w_2_5_9
 G  r_ge_w_2_5_10
 G  r_ge_w_2_5_11
 G  r_ge_w_2_5_12
 G  r_ge_w_2_5_13
 L  r_le_2_5
 G  r_mono_2_6
 G  r_ge_w_2_6_0
 G  r_ge_w_2_6_1
 G  r_ge_w_2_6_2
 G  r_ge_w_2_6_3
 G  r_ge_w_2_6_4
 G  r_ge_w_2_6_5
 G  r_ge_w_2_6_6
 G  r_ge_w_2_6_7
 G  r_ge_w_2_6_8
 G  r_ge_w_2_6_9
 G  r_ge_w_2_6_10
 G  r_ge_w_2_6_11
 G  r_ge_w_2_6_12
 G  r_ge_w_2_6_13
 L  r_le_2_6
 E  reach_all_2
 G  r_mono_3_1
 G  r_ge_w_3_1_0
 G  r_ge_w_3_1_1
 G  r_ge_w_3_1_2
 G  r_ge_w_3_1_3
 G  r_ge_w_3_1_4
 G  r_ge_w_3_1_5
 G  r_ge_w_3_1_6
 G  r_ge_w_3_1_7
 G  r_ge_w_3_1_8
 G  r_ge_w_3_1_9
 G  r_ge_w_3_1_10
 G  r_ge_w_3_1_11
 G  r_ge_w_3_1_12
 G  r_ge_w_3_1_13
 L  r_le_3_1
 G  r_mono_3_2
 G  r_ge_w_3_2_0
 G  r_ge_w_3_2_1
 G  r_ge_w_3_2_2
 G  r_ge_w_3_2_3
 G  r_ge_w_3_2_4
 G  r_ge_w_3_2_5
 G  r_ge_w_3_2_6
 G  r_ge_w_3_2_7
 G  r_ge_w_3_2_8
 G  r_ge_w_3_2_9
 G  r_ge_w_3_2_10
 G  r_ge_w_3_2_11
 G  r_ge_w_3_2_12
 G  r_ge_w_3_2_13
 L  r_le_3_2
 G  r_mono_3_3
 G  r_ge_w_3_3_0
 G  r_ge_w_3_3_1
 G  r_ge_w_3_3_2
 G  r_ge_w_3_3_3
 G  r_ge_w_3_3_4
 G  r_ge_w_3_3_5
 G  r_ge_w_3_3_6
 G  r_ge_w_3_3_7
 G  r_ge_w_3_3_8
 G  r_ge_w_3_3_9
 G  r_ge_w_3_3_10
 G  r_ge_w_3_3_11
 G  r_ge_w_3_3_12
 G  r_ge_w_3_3_13
 L  r_le_3_3
 G  r_mono_3_4
 G  r_ge_w_3_4_0
 G  r_ge_w_3_4_1
 G  r_ge_w_3_4_2
 G  r_ge_w_3_4_3
 G  r_ge_w_3_4_4
 G  r_ge_w_3_4_5
 G  r_ge_w_3_4_6
 G  r_ge_w_3_4_7
 G  r_ge_w_3_4_8
 G  r_ge_w_3_4_9
 G  r_ge_w_3_4_10
 G  r_ge_w_3_4_11
 G  r_ge_w_3_4_12
 G  r_ge_w_3_4_13
 L  r_le_3_4
 G  r_mono_3_5
 G  r_ge_w_3_5_0
 G  r_ge_w_3_5_1
 G  r_ge_w_3_5_2
 G  r_ge_w_3_5_3
 G  r_ge_w_3_5_4
 G  r_ge_w_3_5_5
 G  r_ge_w_3_5_6
 G  r_ge_w_3_5_7
 G  r_ge_w_3_5_8
 G  r_ge_w_3_5_9
 G  r_ge_w_3_5_10
 G  r_ge_w_3_5_11
 G  r_ge_w_3_5_12
 G  r_ge_w_3_5_13
 L  r_le_3_5
 G  r_mono_3_6
 G  r_ge_w_3_6_0
 G  r_ge_w_3_6_1
 G  r_ge_w_3_6_2
 G  r_ge_w_3_6_3
 G  r_ge_w_3_6_4
 G  r_ge_w_3_6_5
 G  r_ge_w_3_6_6
 G  r_ge_w_3_6_7
 G  r_ge_w_3_6_8
 G  r_ge_w_3_6_9
 G  r_ge_w_3_6_10
 G  r_ge_w_3_6_11
 G  r_ge_w_3_6_12
 G  r_ge_w_3_6_13
 L  r_le_3_6
 E  reach_all_3
 G  r_mono_4_1
 G  r_ge_w_4_1_0
 G  r_ge_w_4_1_1
 G  r_ge_w_4_1_2
 G  r_ge_w_4_1_3
 G  r_ge_w_4_1_4
 G  r_ge_w_4_1_5
 G  r_ge_w_4_1_6
 G  r_ge_w_4_1_7
 G  r_ge_w_4_1_8
 G  r_ge_w_4_1_9
 G  r_ge_w_4_1_10
 G  r_ge_w_4_1_11
 G  r_ge_w_4_1_12
 G  r_ge_w_4_1_13
 L  r_le_4_1
 G  r_mono_4_2
 G  r_ge_w_4_2_0
 G  r_ge_w_4_2_1
 G  r_ge_w_4_2_2
 G  r_ge_w_4_2_3
 G  r_ge_w_4_2_4
 G  r_ge_w_4_2_5
 G  r_ge_w_4_2_6
 G  r_ge_w_4_2_7
 G  r_ge_w_4_2_8
 G  r_ge_w_4_2_9
 G  r_ge_w_4_2_10
 G  r_ge_w_4_2_11
 G  r_ge_w_4_2_12
 G  r_ge_w_4_2_13
 L  r_le_4_2
 G  r_mono_4_3
 G  r_ge_w_4_3_0
 G  r_ge_w_4_3_1
 G  r_ge_w_4_3_2
 G  r_ge_w_4_3_3
 G  r_ge_w_4_3_4
 G  r_ge_w_4_3_5
 G  r_ge_w_4_3_6
 G  r_ge_w_4_3_7
 G  r_ge_w_4_3_8
 G  r_ge_w_4_3_9
 G  r_ge_w_4_3_10
 G  r_ge_w_4_3_11
 G  r_ge_w_4_3_12
 G  r_ge_w_4_3_13
 L  r_le_4_3
 G  r_mono_4_4
 G  r_ge_w_4_4_0
 G  r_ge_w_4_4_1
 G  r_ge_w_4_4_2
 G  r_ge_w_4_4_3
 G  r_ge_w_4_4_4
 G  r_ge_w_4_4_5
 G  r_ge_w_4_4_6
 G  r_ge_w_4_4_7
 G  r_ge_w_4_4_8
 G  r_ge_w_4_4_9
 G  r_ge_w_4_4_10
 G  r_ge_w_4_4_11
 G  r_ge_w_4_4_12
 G  r_ge_w_4_4_13
 L  r_le_4_4
 G  r_mono_4_5
 G  r_ge_w_4_5_0
 G  r_ge_w_4_5_1
 G  r_ge_w_4_5_2
 G  r_ge_w_4_5_3
 G  r_ge_w_4_5_4
 G  r_ge_w_4_5_5
 G  r_ge_w_4_5_6
 G  r_ge_w_4_5_7
 G  r_ge_w_4_5_8
 G  r_ge_w_4_5_9
 G  r_ge_w_4_5_10
 G  r_ge_w_4_5_11
 G  r_ge_w_4_5_12
 G  r_ge_w_4_5_13
 L  r_le_4_5
 G  r_mono_4_6
 G  r_ge_w_4_6_0
 G  r_ge_w_4_6_1
 G  r_ge_w_4_6_2
 G  r_ge_w_4_6_3
 G  r_ge_w_4_6_4
 G  r_ge_w_4_6_5
 G  r_ge_w_4_6_6
 G  r_ge_w_4_6_7
 G  r_ge_w_4_6_8
 G  r_ge_w_4_6_9
 G  r_ge_w_4_6_10
 G  r_ge_w_4_6_11
 G  r_ge_w_4_6_12
 G  r_ge_w_4_6_13
 L  r_le_4_6
 E  reach_all_4
 G  r_mono_5_1
 G  r_ge_w_5_1_0
 G  r_ge_w_5_1_1
 G  r_ge_w_5_1_2
 G  r_ge_w_5_1_3
 G  r_ge_w_5_1_4
 G  r_ge_w_5_1_5
 G  r_ge_w_5_1_6
 G  r_ge_w_5_1_7
 G  r_ge_w_5_1_8
 G  r_ge_w_5_1_9
 G  r_ge_w_5_1_10
 G  r_ge_w_5_1_11
 G  r_ge_w_5_1_12
 G  r_ge_w_5_1_13
 L  r_le_5_1
 G  r_mono_5_2
 G  r_ge_w_5_2_0
 G  r_ge_w_5_2_1
 G  r_ge_w_5_2_2
 G  r_ge_w_5_2_3
 G  r_ge_w_5_2_4
 G  r_ge_w_5_2_5
 G  r_ge_w_5_2_6
 G  r_ge_w_5_2_7
 G  r_ge_w_5_2_8
 G  r_ge_w_5_2_9
 G  r_ge_w_5_2_10
 G  r_ge_w_5_2_11
 G  r_ge_w_5_2_12
 G  r_ge_w_5_2_13
 L  r_le_5_2
 G  r_mono_5_3
 G  r_ge_w_5_3_0
 G  r_ge_w_5_3_1
 G  r_ge_w_5_3_2
 G  r_ge_w_5_3_3
 G  r_ge_w_5_3_4
 G  r_ge_w_5_3_5
 G  r_ge_w_5_3_6
 G  r_ge_w_5_3_7
 G  r_ge_w_5_3_8
 G  r_ge_w_5_3_9
 G  r_ge_w_5_3_10
 G  r_ge_w_5_3_11
 G  r_ge_w_5_3_12
 G  r_ge_w_5_3_13
 L  r_le_5_3
 G  r_mono_5_4
 G  r_ge_w_5_4_0
 G  r_ge_w_5_4_1
 G  r_ge_w_5_4_2
 G  r_ge_w_5_4_3
 G  r_ge_w_5_4_4
 G  r_ge_w_5_4_5
 G  r_ge_w_5_4_6
 G  r_ge_w_5_4_7
 G  r_ge_w_5_4_8
 G  r_ge_w_5_4_9
 G  r_ge_w_5_4_10
 G  r_ge_w_5_4_11
 G  r_ge_w_5_4_12
 G  r_ge_w_5_4_13
 L  r_le_5_4
 G  r_mono_5_5
 G  r_ge_w_5_5_0
 G  r_ge_w_5_5_1
 G  r_ge_w_5_5_2
 G  r_ge_w_5_5_3
 G  r_ge_w_5_5_4
 G  r_ge_w_5_5_5
 G  r_ge_w_5_5_6
 G  r_ge_w_5_5_7
 G  r_ge_w_5_5_8
 G  r_ge_w_5_5_9
 G  r_ge_w_5_5_10
 G  r_ge_w_5_5_11
 G  r_ge_w_5_5_12
 G  r_ge_w_5_5_13
 L  r_le_5_5
 G  r_mono_5_6
 G  r_ge_w_5_6_0
 G  r_ge_w_5_6_1
 G  r_ge_w_5_6_2
 G  r_ge_w_5_6_3
 G  r_ge_w_5_6_4
 G  r_ge_w_5_6_5
 G  r_ge_w_5_6_6
 G  r_ge_w_5_6_7
 G  r_ge_w_5_6_8
 G  r_ge_w_5_6_9
 G  r_ge_w_5_6_10
 G  r_ge_w_5_6_11
 G  r_ge_w_5_6_12
 G  r_ge_w_5_6_13
 L  r_le_5_6
 E  reach_all_5
 G  r_mono_6_1
 G  r_ge_w_6_1_0
 G  r_ge_w_6_1_1
 G  r_ge_w_6_1_2
 G  r_ge_w_6_1_3
 G  r_ge_w_6_1_4
 G  r_ge_w_6_1_5
 G  r_ge_w_6_1_6
 G  r_ge_w_6_1_7
 G  r_ge_w_6_1_8
 G  r_ge_w_6_1_9
 G  r_ge_w_6_1_10
 G  r_ge_w_6_1_11
 G  r_ge_w_6_1_12
 G  r_ge_w_6_1_13
 L  r_le_6_1
 G  r_mono_6_2
 G  r_ge_w_6_2_0
 G  r_ge_w_6_2_1
 G  r_ge_w_6_2_2
 G  r_ge_w_6_2_3
 G  r_ge_w_6_2_4
 G  r_ge_w_6_2_5
 G  r_ge_w_6_2_6
 G  r_ge_w_6_2_7
 G  r_ge_w_6_2_8
 G  r_ge_w_6_2_9
 G  r_ge_w_6_2_10
 G  r_ge_w_6_2_11
 G  r_ge_w_6_2_12
 G  r_ge_w_6_2_13
 L  r_le_6_2
 G  r_mono_6_3
 G  r_ge_w_6_3_0
 G  r_ge_w_6_3_1
 G  r_ge_w_6_3_2
 G  r_ge_w_6_3_3
 G  r_ge_w_6_3_4
 G  r_ge_w_6_3_5
 G  r_ge_w_6_3_6
 G  r_ge_w_6_3_7
 G  r_ge_w_6_3_8
 G  r_ge_w_6_3_9
 G  r_ge_w_6_3_10
 G  r_ge_w_6_3_11
 G  r_ge_w_6_3_12
 G  r_ge_w_6_3_13
 L  r_le_6_3
 G  r_mono_6_4
 G  r_ge_w_6_4_0
 G  r_ge_w_6_4_1
 G  r_ge_w_6_4_2
 G  r_ge_w_6_4_3
 G  r_ge_w_6_4_4
 G  r_ge_w_6_4_5
 G  r_ge_w_6_4_6
 G  r_ge_w_6_4_7
 G  r_ge_w_6_4_8
 G  r_ge_w_6_4_9
 G  r_ge_w_6_4_10
 G  r_ge_w_6_4_11
 G  r_ge_w_6_4_12
 G  r_ge_w_6_4_13
 L  r_le_6_4
 G  r_mono_6_5
 G  r_ge_w_6_5_0
 G  r_ge_w_6_5_1
 G  r_ge_w_6_5_2
 G  r_ge_w_6_5_3
 G  r_ge_w_6_5_4
 G  r_ge_w_6_5_5
 G  r_ge_w_6_5_6
 G  r_ge_w_6_5_7
 G  r_ge_w_6_5_8
 G  r_ge_w_6_5_9
 G  r_ge_w_6_5_10
 G  r_ge_w_6_5_11
 G  r_ge_w_6_5_12
 G  r_ge_w_6_5_13
 L  r_le_6_5
 G  r_mono_6_6
 G  r_ge_w_6_6_0
 G  r_ge_w_6_6_1
 G  r_ge_w_6_6_2
 G  r_ge_w_6_6_3
 G  r_ge_w_6_6_4
 G  r_ge_w_6_6_5
 G  r_ge_w_6_6_6
 G  r_ge_w_6_6_7
 G  r_ge_w_6_6_8
 G  r_ge_w_6_6_9
 G  r_ge_w_6_6_10
 G  r_ge_w_6_6_11
 G  r_ge_w_6_6_12
 G  r_ge_w_6_6_13
 L  r_le_6_6
 E  reach_all_6
 G  r_mono_7_1
 G  r_ge_w_7_1_0
 G  r_ge_w_7_1_1
 G  r_ge_w_7_1_2
 G  r_ge_w_7_1_3
 G  r_ge_w_7_1_4
 G  r_ge_w_7_1_5
 G  r_ge_w_7_1_6
 G  r_ge_w_7_1_7
 G  r_ge_w_7_1_8
 G  r_ge_w_7_1_9
 G  r_ge_w_7_1_10
 G  r_ge_w_7_1_11
 G  r_ge_w_7_1_12
 G  r_ge_w_7_1_13
 L  r_le_7_1
 G  r_mono_7_2
 G  r_ge_w_7_2_0
 G  r_ge_w_7_2_1
 G  r_ge_w_7_2_2
 G  r_ge_w_7_2_3
 G  r_ge_w_7_2_4
 G  r_ge_w_7_2_5
 G  r_ge_w_7_2_6
 G  r_ge_w_7_2_7
 G  r_ge_w_7_2_8
 G  r_ge_w_7_2_9
 G  r_ge_w_7_2_10
 G  r_ge_w_7_2_11
 G  r_ge_w_7_2_12
 G  r_ge_w_7_2_13
 L  r_le_7_2
 G  r_mono_7_3
 G  r_ge_w_7_3_0
 G  r_ge_w_7_3_1
 G  r_ge_w_7_3_2
 G  r_ge_w_7_3_3
 G  r_ge_w_7_3_4
 G  r_ge_w_7_3_5
 G  r_ge_w_7_3_6
 G  r_ge_w_7_3_7
 G  r_ge_w_7_3_8
 G  r_ge_w_7_3_9
 G  r_ge_w_7_3_10
 G  r_ge_w_7_3_11
 G  r_ge_w_7_3_12
 G  r_ge_w_7_3_13
 L  r_le_7_3
 G  r_mono_7_4
 G  r_ge_w_7_4_0
 G  r_ge_w_7_4_1
 G  r_ge_w_7_4_2
 G  r_ge_w_7_4_3
 G  r_ge_w_7_4_4
 G  r_ge_w_7_4_5
 G  r_ge_w_7_4_6
 G  r_ge_w_7_4_7
 G  r_ge_w_7_4_8
 G  r_ge_w_7_4_9
 G  r_ge_w_7_4_10
 G  r_ge_w_7_4_11
 G  r_ge_w_7_4_12
 G  r_ge_w_7_4_13
 L  r_le_7_4
 G  r_mono_7_5
 G  r_ge_w_7_5_0
 G  r_ge_w_7_5_1
 G  r_ge_w_7_5_2
 G  r_ge_w_7_5_3
 G  r_ge_w_7_5_4
 G  r_ge_w_7_5_5
 G  r_ge_w_7_5_6
 G  r_ge_w_7_5_7
 G  r_ge_w_7_5_8
 G  r_ge_w_7_5_9
 G  r_ge_w_7_5_10
 G  r_ge_w_7_5_11
 G  r_ge_w_7_5_12
 G  r_ge_w_7_5_13
 L  r_le_7_5
 G  r_mono_7_6
 G  r_ge_w_7_6_0
 G  r_ge_w_7_6_1
 G  r_ge_w_7_6_2
 G  r_ge_w_7_6_3
 G  r_ge_w_7_6_4
 G  r_ge_w_7_6_5
 G  r_ge_w_7_6_6
 G  r_ge_w_7_6_7
 G  r_ge_w_7_6_8
 G  r_ge_w_7_6_9
 G  r_ge_w_7_6_10
 G  r_ge_w_7_6_11
 G  r_ge_w_7_6_12
 G  r_ge_w_7_6_13
 L  r_le_7_6
 E  reach_all_7
 L  ball_1
 L  ball_2
COLUMNS
    r_1_1     w_le_r_1_2_2_2  -1.000000000000e+00
    r_1_1     w_ge_1_2_2_2  -1.000000000000e+00
    r_1_1     w_le_r_2_2_1_1  -1.000000000000e+00
    r_1_1     w_ge_2_2_1_1  -1.000000000000e+00
    r_1_1     w_le_r_2_2_3_3  -1.000000000000e+00
    r_1_1     w_ge_2_2_3_3  -1.000000000000e+00
    r_1_1     w_le_r_3_2_2_2  -1.000000000000e+00
    r_1_1     w_ge_3_2_2_2  -1.000000000000e+00
    r_1_1     w_le_r_3_2_4_4  -1.000000000000e+00
    r_1_1     w_ge_3_2_4_4  -1.000000000000e+00
    r_1_1     w_le_r_4_2_3_3  -1.000000000000e+00
    r_1_1     w_ge_4_2_3_3  -1.000000000000e+00
    r_1_1     w_le_r_4_2_5_5  -1.000000000000e+00
    r_1_1     w_ge_4_2_5_5  -1.000000000000e+00
    r_1_1     w_le_r_5_2_4_4  -1.000000000000e+00
    r_1_1     w_ge_5_2_4_4  -1.000000000000e+00
    r_1_1     w_le_r_5_2_6_6  -1.000000000000e+00
    r_1_1     w_ge_5_2_6_6  -1.000000000000e+00
    r_1_1     w_le_r_6_2_5_5  -1.000000000000e+00
    r_1_1     w_ge_6_2_5_5  -1.000000000000e+00
    r_1_1     w_le_r_6_2_7_7  -1.000000000000e+00
    r_1_1     w_ge_6_2_7_7  -1.000000000000e+00
    r_1_1     w_le_r_7_2_6_6  -1.000000000000e+00
    r_1_1     w_ge_7_2_6_6  -1.000000000000e+00
    r_1_1     w_le_r_7_2_8_7  -1.000000000000e+00
    r_1_1     w_ge_7_2_8_7  -1.000000000000e+00
    r_1_1     r_mono_1_1   1.000000000000e+00
    r_1_1     r_ge_w_1_1_0   1.000000000000e+00
    r_1_1     r_ge_w_1_1_1   1.000000000000e+00
    r_1_1     r_ge_w_1_1_2   1.000000000000e+00
    r_1_1     r_ge_w_1_1_3   1.000000000000e+00
    r_1_1     r_ge_w_1_1_4   1.000000000000e+00
    r_1_1     r_ge_w_1_1_5   1.000000000000e+00
    r_1_1     r_ge_w_1_1_6   1.000000000000e+00
    r_1_1     r_ge_w_1_1_7   1.000000000000e+00
    r_1_1     r_ge_w_1_1_8   1.000000000000e+00
    r_1_1     r_ge_w_1_1_9   1.000000000000e+00
    r_1_1     r_ge_w_1_1_10   1.000000000000e+00
    r_1_1     r_ge_w_1_1_11   1.000000000000e+00
    r_1_1     r_ge_w_1_1_12   1.000000000000e+00
    r_1_1     r_ge_w_1_1_13   1.000000000000e+00
    r_1_1     r_le_1_1   1.000000000000e+00
    r_1_1     r_mono_1_2  -1.000000000000e+00
    r_1_1     r_le_1_2  -1.000000000000e+00
    r_1_1     ball_1     1.000000000000e+00
    r_1_1     OBJ       -9.024390243902e-01
    r_1_2     w_le_r_1_3_2_2  -1.000000000000e+00
    r_1_2     w_ge_1_3_2_2  -1.000000000000e+00
    r_1_2     w_le_r_2_3_1_1  -1.000000000000e+00
    r_1_2     w_ge_2_3_1_1  -1.000000000000e+00
    r_1_2     w_le_r_2_3_3_3  -1.000000000000e+00
    r_1_2     w_ge_2_3_3_3  -1.000000000000e+00
    r_1_2     w_le_r_3_3_2_2  -1.000000000000e+00
    r_1_2     w_ge_3_3_2_2  -1.000000000000e+00
    r_1_2     w_le_r_3_3_4_4  -1.000000000000e+00
    r_1_2     w_ge_3_3_4_4  -1.000000000000e+00
    r_1_2     w_le_r_4_3_3_3  -1.000000000000e+00
    r_1_2     w_ge_4_3_3_3  -1.000000000000e+00
    r_1_2     w_le_r_4_3_5_5  -1.000000000000e+00
    r_1_2     w_ge_4_3_5_5  -1.000000000000e+00
    r_1_2     w_le_r_5_3_4_4  -1.000000000000e+00
    r_1_2     w_ge_5_3_4_4  -1.000000000000e+00
    r_1_2     w_le_r_5_3_6_6  -1.000000000000e+00
    r_1_2     w_ge_5_3_6_6  -1.000000000000e+00
    r_1_2     w_le_r_6_3_5_5  -1.000000000000e+00
    r_1_2     w_ge_6_3_5_5  -1.000000000000e+00
    r_1_2     w_le_r_6_3_7_7  -1.000000000000e+00
    r_1_2     w_ge_6_3_7_7  -1.000000000000e+00
    r_1_2     w_le_r_7_3_6_6  -1.000000000000e+00
    r_1_2     w_ge_7_3_6_6  -1.000000000000e+00
    r_1_2     w_le_r_7_3_8_7  -1.000000000000e+00
    r_1_2     w_ge_7_3_8_7  -1.000000000000e+00
    r_1_2     r_mono_1_2   1.000000000000e+00
    r_1_2     r_ge_w_1_2_0   1.000000000000e+00
    r_1_2     r_ge_w_1_2_1   1.000000000000e+00
    r_1_2     r_ge_w_1_2_2   1.000000000000e+00
    r_1_2     r_ge_w_1_2_3   1.000000000000e+00
    r_1_2     r_ge_w_1_2_4   1.000000000000e+00
    r_1_2     r_ge_w_1_2_5   1.000000000000e+00
    r_1_2     r_ge_w_1_2_6   1.000000000000e+00
    r_1_2     r_ge_w_1_2_7   1.000000000000e+00
    r_1_2     r_ge_w_1_2_8   1.000000000000e+00
    r_1_2     r_ge_w_1_2_9   1.000000000000e+00
    r_1_2     r_ge_w_1_2_10   1.000000000000e+00
    r_1_2     r_ge_w_1_2_11   1.000000000000e+00
    r_1_2     r_ge_w_1_2_12   1.000000000000e+00
    r_1_2     r_ge_w_1_2_13   1.000000000000e+00
    r_1_2     r_le_1_2   1.000000000000e+00
    r_1_2     r_mono_1_3  -1.000000000000e+00
    r_1_2     r_le_1_3  -1.000000000000e+00
    r_1_2     ball_2     1.000000000000e+00
    r_1_2     OBJ       -9.024390243902e-01
    r_1_3     w_le_r_1_4_2_2  -1.000000000000e+00
    r_1_3     w_ge_1_4_2_2  -1.000000000000e+00
    r_1_3     w_le_r_2_4_1_1  -1.000000000000e+00
    r_1_3     w_ge_2_4_1_1  -1.000000000000e+00
    r_1_3     w_le_r_2_4_3_3  -1.000000000000e+00
    r_1_3     w_ge_2_4_3_3  -1.000000000000e+00
    r_1_3     w_le_r_3_4_2_2  -1.000000000000e+00
    r_1_3     w_ge_3_4_2_2  -1.000000000000e+00
    r_1_3     w_le_r_3_4_4_4  -1.000000000000e+00
    r_1_3     w_ge_3_4_4_4  -1.000000000000e+00
    r_1_3     w_le_r_4_4_3_3  -1.000000000000e+00
    r_1_3     w_ge_4_4_3_3  -1.000000000000e+00
    r_1_3     w_le_r_4_4_5_5  -1.000000000000e+00
    r_1_3     w_ge_4_4_5_5  -1.000000000000e+00
    r_1_3     w_le_r_5_4_4_4  -1.000000000000e+00
    r_1_3     w_ge_5_4_4_4  -1.000000000000e+00
    r_1_3     w_le_r_5_4_6_6  -1.000000000000e+00
    r_1_3     w_ge_5_4_6_6  -1.000000000000e+00
    r_1_3     w_le_r_6_4_5_5  -1.000000000000e+00
    r_1_3     w_ge_6_4_5_5  -1.000000000000e+00
    r_1_3     w_le_r_6_4_7_7  -1.000000000000e+00
    r_1_3     w_ge_6_4_7_7  -1.000000000000e+00
    r_1_3     w_le_r_7_4_6_6  -1.000000000000e+00
    r_1_3     w_ge_7_4_6_6  -1.000000000000e+00
    r_1_3     w_le_r_7_4_8_7  -1.000000000000e+00
    r_1_3     w_ge_7_4_8_7  -1.000000000000e+00
    r_1_3     r_mono_1_3   1.000000000000e+00
    r_1_3     r_ge_w_1_3_0   1.000000000000e+00
    r_1_3     r_ge_w_1_3_1   1.000000000000e+00
    r_1_3     r_ge_w_1_3_2   1.000000000000e+00
    r_1_3     r_ge_w_1_3_3   1.000000000000e+00
    r_1_3     r_ge_w_1_3_4   1.000000000000e+00
    r_1_3     r_ge_w_1_3_5   1.000000000000e+00
    r_1_3     r_ge_w_1_3_6   1.000000000000e+00
    r_1_3     r_ge_w_1_3_7   1.000000000000e+00
    r_1_3     r_ge_w_1_3_8   1.000000000000e+00
    r_1_3     r_ge_w_1_3_9   1.000000000000e+00
    r_1_3     r_ge_w_1_3_10   1.000000000000e+00
    r_1_3     r_ge_w_1_3_11   1.000000000000e+00
    r_1_3     r_ge_w_1_3_12   1.000000000000e+00
    r_1_3     r_ge_w_1_3_13   1.000000000000e+00
    r_1_3     r_le_1_3   1.000000000000e+00
    r_1_3     r_mono_1_4  -1.000000000000e+00
    r_1_3     r_le_1_4  -1.000000000000e+00
    r_1_3     OBJ       -9.024390243902e-01
    r_1_4     w_le_r_1_5_2_2  -1.000000000000e+00
    r_1_4     w_ge_1_5_2_2  -1.000000000000e+00
    r_1_4     w_le_r_2_5_1_1  -1.000000000000e+00
    r_1_4     w_ge_2_5_1_1  -1.000000000000e+00
    r_1_4     w_le_r_2_5_3_3  -1.000000000000e+00
    r_1_4     w_ge_2_5_3_3  -1.000000000000e+00
    r_1_4     w_le_r_3_5_2_2  -1.000000000000e+00
    r_1_4     w_ge_3_5_2_2  -1.000000000000e+00
    r_1_4     w_le_r_3_5_4_4  -1.000000000000e+00
    r_1_4     w_ge_3_5_4_4  -1.000000000000e+00
    r_1_4     w_le_r_4_5_3_3  -1.000000000000e+00
    r_1_4     w_ge_4_5_3_3  -1.000000000000e+00
    r_1_4     w_le_r_4_5_5_5  -1.000000000000e+00
    r_1_4     w_ge_4_5_5_5  -1.000000000000e+00
    r_1_4     w_le_r_5_5_4_4  -1.000000000000e+00
    r_1_4     w_ge_5_5_4_4  -1.000000000000e+00
    r_1_4     w_le_r_5_5_6_6  -1.000000000000e+00
    r_1_4     w_ge_5_5_6_6  -1.000000000000e+00
    r_1_4     w_le_r_6_5_5_5  -1.000000000000e+00
    r_1_4     w_ge_6_5_5_5  -1.000000000000e+00
    r_1_4     w_le_r_6_5_7_7  -1.000000000000e+00
    r_1_4     w_ge_6_5_7_7  -1.000000000000e+00
    r_1_4     w_le_r_7_5_6_6  -1.000000000000e+00
    r_1_4     w_ge_7_5_6_6  -1.000000000000e+00
    r_1_4     w_le_r_7_5_8_7  -1.000000000000e+00
    r_1_4     w_ge_7_5_8_7  -1.000000000000e+00
    r_1_4     r_mono_1_4   1.000000000000e+00
    r_1_4     r_ge_w_1_4_0   1.000000000000e+00
    r_1_4     r_ge_w_1_4_1   1.000000000000e+00
    r_1_4     r_ge_w_1_4_2   1.000000000000e+00
    r_1_4     r_ge_w_1_4_3   1.000000000000e+00
    r_1_4     r_ge_w_1_4_4   1.000000000000e+00
    r_1_4     r_ge_w_1_4_5   1.000000000000e+00
    r_1_4     r_ge_w_1_4_6   1.000000000000e+00
    r_1_4     r_ge_w_1_4_7   1.000000000000e+00
    r_1_4     r_ge_w_1_4_8   1.000000000000e+00
    r_1_4     r_ge_w_1_4_9   1.000000000000e+00
    r_1_4     r_ge_w_1_4_10   1.000000000000e+00
    r_1_4     r_ge_w_1_4_11   1.000000000000e+00
    r_1_4     r_ge_w_1_4_12   1.000000000000e+00
    r_1_4     r_ge_w_1_4_13   1.000000000000e+00
    r_1_4     r_le_1_4   1.000000000000e+00
    r_1_4     r_mono_1_5  -1.000000000000e+00
    r_1_4     r_le_1_5  -1.000000000000e+00
    r_1_4     OBJ       -9.024390243902e-01
    r_1_5     w_le_r_1_6_2_2  -1.000000000000e+00
    r_1_5     w_ge_1_6_2_2  -1.000000000000e+00
    r_1_5     w_le_r_2_6_1_1  -1.000000000000e+00
    r_1_5     w_ge_2_6_1_1  -1.000000000000e+00
    r_1_5     w_le_r_2_6_3_3  -1.000000000000e+00
    r_1_5     w_ge_2_6_3_3  -1.000000000000e+00
    r_1_5     w_le_r_3_6_2_2  -1.000000000000e+00
    r_1_5     w_ge_3_6_2_2  -1.000000000000e+00
    r_1_5     w_le_r_3_6_4_4  -1.000000000000e+00
    r_1_5     w_ge_3_6_4_4  -1.000000000000e+00
    r_1_5     w_le_r_4_6_3_3  -1.000000000000e+00
    r_1_5     w_ge_4_6_3_3  -1.000000000000e+00
    r_1_5     w_le_r_4_6_5_5  -1.000000000000e+00
    r_1_5     w_ge_4_6_5_5  -1.000000000000e+00
    r_1_5     w_le_r_5_6_4_4  -1.000000000000e+00
    r_1_5     w_ge_5_6_4_4  -1.000000000000e+00
    r_1_5     w_le_r_5_6_6_6  -1.000000000000e+00
    r_1_5     w_ge_5_6_6_6  -1.000000000000e+00
    r_1_5     w_le_r_6_6_5_5  -1.000000000000e+00
    r_1_5     w_ge_6_6_5_5  -1.000000000000e+00
    r_1_5     w_le_r_6_6_7_7  -1.000000000000e+00
    r_1_5     w_ge_6_6_7_7  -1.000000000000e+00
    r_1_5     w_le_r_7_6_6_6  -1.000000000000e+00
    r_1_5     w_ge_7_6_6_6  -1.000000000000e+00
    r_1_5     w_le_r_7_6_8_7  -1.000000000000e+00
    r_1_5     w_ge_7_6_8_7  -1.000000000000e+00
    r_1_5     r_mono_1_5   1.000000000000e+00
    r_1_5     r_ge_w_1_5_0   1.000000000000e+00
    r_1_5     r_ge_w_1_5_1   1.000000000000e+00
    r_1_5     r_ge_w_1_5_2   1.000000000000e+00
    r_1_5     r_ge_w_1_5_3   1.000000000000e+00
    r_1_5     r_ge_w_1_5_4   1.000000000000e+00
    r_1_5     r_ge_w_1_5_5   1.000000000000e+00
    r_1_5     r_ge_w_1_5_6   1.000000000000e+00
    r_1_5     r_ge_w_1_5_7   1.000000000000e+00
    r_1_5     r_ge_w_1_5_8   1.000000000000e+00
    r_1_5     r_ge_w_1_5_9   1.000000000000e+00
    r_1_5     r_ge_w_1_5_10   1.000000000000e+00
    r_1_5     r_ge_w_1_5_11   1.000000000000e+00
    r_1_5     r_ge_w_1_5_12   1.000000000000e+00
    r_1_5     r_ge_w_1_5_13   1.000000000000e+00
    r_1_5     r_le_1_5   1.000000000000e+00
    r_1_5     r_mono_1_6  -1.000000000000e+00
    r_1_5     r_le_1_6  -1.000000000000e+00
    r_1_5     OBJ       -9.024390243902e-01
    r_1_6     r_mono_1_6   1.000000000000e+00
    r_1_6     r_ge_w_1_6_0   1.000000000000e+00
    r_1_6     r_ge_w_1_6_1   1.000000000000e+00
    r_1_6     r_ge_w_1_6_2   1.000000000000e+00
    r_1_6     r_ge_w_1_6_3   1.000000000000e+00
    r_1_6     r_ge_w_1_6_4   1.000000000000e+00
    r_1_6     r_ge_w_1_6_5   1.000000000000e+00
    r_1_6     r_ge_w_1_6_6   1.000000000000e+00
    r_1_6     r_ge_w_1_6_7   1.000000000000e+00
    r_1_6     r_ge_w_1_6_8   1.000000000000e+00
    r_1_6     r_ge_w_1_6_9   1.000000000000e+00
    r_1_6     r_ge_w_1_6_10   1.000000000000e+00
    r_1_6     r_ge_w_1_6_11   1.000000000000e+00
    r_1_6     r_ge_w_1_6_12   1.000000000000e+00
    r_1_6     r_ge_w_1_6_13   1.000000000000e+00
    r_1_6     r_le_1_6   1.000000000000e+00
    r_1_6     reach_all_1   1.000000000000e+00
    r_2_1     w_le_r_1_2_14_1  -1.000000000000e+00
    r_2_1     w_ge_1_2_14_1  -1.000000000000e+00
    r_2_1     w_le_r_1_2_3_3  -1.000000000000e+00
    r_2_1     w_ge_1_2_3_3  -1.000000000000e+00
    r_2_1     w_le_r_2_2_4_4  -1.000000000000e+00
    r_2_1     w_ge_2_2_4_4  -1.000000000000e+00
    r_2_1     w_le_r_3_2_1_1  -1.000000000000e+00
    r_2_1     w_ge_3_2_1_1  -1.000000000000e+00
    r_2_1     w_le_r_3_2_5_5  -1.000000000000e+00
    r_2_1     w_ge_3_2_5_5  -1.000000000000e+00
    r_2_1     w_le_r_4_2_2_2  -1.000000000000e+00
    r_2_1     w_ge_4_2_2_2  -1.000000000000e+00
    r_2_1     w_le_r_4_2_6_6  -1.000000000000e+00
    r_2_1     w_ge_4_2_6_6  -1.000000000000e+00
    r_2_1     w_le_r_5_2_3_3  -1.000000000000e+00
    r_2_1     w_ge_5_2_3_3  -1.000000000000e+00
    r_2_1     w_le_r_5_2_7_7  -1.000000000000e+00
    r_2_1     w_ge_5_2_7_7  -1.000000000000e+00
    r_2_1     w_le_r_6_2_4_4  -1.000000000000e+00
    r_2_1     w_ge_6_2_4_4  -1.000000000000e+00
    r_2_1     w_le_r_6_2_8_7  -1.000000000000e+00
    r_2_1     w_ge_6_2_8_7  -1.000000000000e+00
    r_2_1     w_le_r_7_2_5_5  -1.000000000000e+00
    r_2_1     w_ge_7_2_5_5  -1.000000000000e+00
    r_2_1     w_le_r_7_2_9_6  -1.000000000000e+00
    r_2_1     w_ge_7_2_9_6  -1.000000000000e+00
    r_2_1     r_mono_2_1   1.000000000000e+00
    r_2_1     r_ge_w_2_1_0   1.000000000000e+00
    r_2_1     r_ge_w_2_1_1   1.000000000000e+00
    r_2_1     r_ge_w_2_1_2   1.000000000000e+00
    r_2_1     r_ge_w_2_1_3   1.000000000000e+00
    r_2_1     r_ge_w_2_1_4   1.000000000000e+00
    r_2_1     r_ge_w_2_1_5   1.000000000000e+00
    r_2_1     r_ge_w_2_1_6   1.000000000000e+00
    r_2_1     r_ge_w_2_1_7   1.000000000000e+00
    r_2_1     r_ge_w_2_1_8   1.000000000000e+00
    r_2_1     r_ge_w_2_1_9   1.000000000000e+00
    r_2_1     r_ge_w_2_1_10   1.000000000000e+00
    r_2_1     r_ge_w_2_1_11   1.000000000000e+00
    r_2_1     r_ge_w_2_1_12   1.000000000000e+00
    r_2_1     r_ge_w_2_1_13   1.000000000000e+00
    r_2_1     r_le_2_1   1.000000000000e+00
    r_2_1     r_mono_2_2  -1.000000000000e+00
    r_2_1     r_le_2_2  -1.000000000000e+00
    r_2_1     ball_1     1.000000000000e+00
    r_2_1     OBJ       -8.963414634146e-01
    r_2_2     w_le_r_1_3_14_1  -1.000000000000e+00
    r_2_2     w_ge_1_3_14_1  -1.000000000000e+00
    r_2_2     w_le_r_1_3_3_3  -1.000000000000e+00
    r_2_2     w_ge_1_3_3_3  -1.000000000000e+00
    r_2_2     w_le_r_2_3_4_4  -1.000000000000e+00
    r_2_2     w_ge_2_3_4_4  -1.000000000000e+00
    r_2_2     w_le_r_3_3_1_1  -1.000000000000e+00
    r_2_2     w_ge_3_3_1_1  -1.000000000000e+00
    r_2_2     w_le_r_3_3_5_5  -1.000000000000e+00
    r_2_2     w_ge_3_3_5_5  -1.000000000000e+00
    r_2_2     w_le_r_4_3_2_2  -1.000000000000e+00
    r_2_2     w_ge_4_3_2_2  -1.000000000000e+00
    r_2_2     w_le_r_4_3_6_6  -1.000000000000e+00
    r_2_2     w_ge_4_3_6_6  -1.000000000000e+00
    r_2_2     w_le_r_5_3_3_3  -1.000000000000e+00
    r_2_2     w_ge_5_3_3_3  -1.000000000000e+00
    r_2_2     w_le_r_5_3_7_7  -1.000000000000e+00
    r_2_2     w_ge_5_3_7_7  -1.000000000000e+00
    r_2_2     w_le_r_6_3_4_4  -1.000000000000e+00
    r_2_2     w_ge_6_3_4_4  -1.000000000000e+00
    r_2_2     w_le_r_6_3_8_7  -1.000000000000e+00
    r_2_2     w_ge_6_3_8_7  -1.000000000000e+00
    r_2_2     w_le_r_7_3_5_5  -1.000000000000e+00
    r_2_2     w_ge_7_3_5_5  -1.000000000000e+00
    r_2_2     w_le_r_7_3_9_6  -1.000000000000e+00
    r_2_2     w_ge_7_3_9_6  -1.000000000000e+00
    r_2_2     r_mono_2_2   1.000000000000e+00
    r_2_2     r_ge_w_2_2_0   1.000000000000e+00
    r_2_2     r_ge_w_2_2_1   1.000000000000e+00
    r_2_2     r_ge_w_2_2_2   1.000000000000e+00
    r_2_2     r_ge_w_2_2_3   1.000000000000e+00
    r_2_2     r_ge_w_2_2_4   1.000000000000e+00
    r_2_2     r_ge_w_2_2_5   1.000000000000e+00
    r_2_2     r_ge_w_2_2_6   1.000000000000e+00
    r_2_2     r_ge_w_2_2_7   1.000000000000e+00
    r_2_2     r_ge_w_2_2_8   1.000000000000e+00
    r_2_2     r_ge_w_2_2_9   1.000000000000e+00
    r_2_2     r_ge_w_2_2_10   1.000000000000e+00
    r_2_2     r_ge_w_2_2_11   1.000000000000e+00
    r_2_2     r_ge_w_2_2_12   1.000000000000e+00
    r_2_2     r_ge_w_2_2_13   1.000000000000e+00
    r_2_2     r_le_2_2   1.000000000000e+00
    r_2_2     r_mono_2_3  -1.000000000000e+00
    r_2_2     r_le_2_3  -1.000000000000e+00
    r_2_2     ball_2     1.000000000000e+00
    r_2_2     OBJ       -8.963414634146e-01
    r_2_3     w_le_r_1_4_14_1  -1.000000000000e+00
    r_2_3     w_ge_1_4_14_1  -1.000000000000e+00
    r_2_3     w_le_r_1_4_3_3  -1.000000000000e+00
    r_2_3     w_ge_1_4_3_3  -1.000000000000e+00
    r_2_3     w_le_r_2_4_4_4  -1.000000000000e+00
    r_2_3     w_ge_2_4_4_4  -1.000000000000e+00
    r_2_3     w_le_r_3_4_1_1  -1.000000000000e+00
    r_2_3     w_ge_3_4_1_1  -1.000000000000e+00
    r_2_3     w_le_r_3_4_5_5  -1.000000000000e+00
    r_2_3     w_ge_3_4_5_5  -1.000000000000e+00
    r_2_3     w_le_r_4_4_2_2  -1.000000000000e+00
    r_2_3     w_ge_4_4_2_2  -1.000000000000e+00
    r_2_3     w_le_r_4_4_6_6  -1.000000000000e+00
    r_2_3     w_ge_4_4_6_6  -1.000000000000e+00
    r_2_3     w_le_r_5_4_3_3  -1.000000000000e+00
    r_2_3     w_ge_5_4_3_3  -1.000000000000e+00
    r_2_3     w_le_r_5_4_7_7  -1.000000000000e+00
    r_2_3     w_ge_5_4_7_7  -1.000000000000e+00
    r_2_3     w_le_r_6_4_4_4  -1.000000000000e+00
    r_2_3     w_ge_6_4_4_4  -1.000000000000e+00
    r_2_3     w_le_r_6_4_8_7  -1.000000000000e+00
    r_2_3     w_ge_6_4_8_7  -1.000000000000e+00
    r_2_3     w_le_r_7_4_5_5  -1.000000000000e+00
    r_2_3     w_ge_7_4_5_5  -1.000000000000e+00
    r_2_3     w_le_r_7_4_9_6  -1.000000000000e+00
    r_2_3     w_ge_7_4_9_6  -1.000000000000e+00
    r_2_3     r_mono_2_3   1.000000000000e+00
    r_2_3     r_ge_w_2_3_0   1.000000000000e+00
    r_2_3     r_ge_w_2_3_1   1.000000000000e+00
    r_2_3     r_ge_w_2_3_2   1.000000000000e+00
    r_2_3     r_ge_w_2_3_3   1.000000000000e+00
    r_2_3     r_ge_w_2_3_4   1.000000000000e+00
    r_2_3     r_ge_w_2_3_5   1.000000000000e+00
    r_2_3     r_ge_w_2_3_6   1.000000000000e+00
    r_2_3     r_ge_w_2_3_7   1.000000000000e+00
    r_2_3     r_ge_w_2_3_8   1.000000000000e+00
    r_2_3     r_ge_w_2_3_9   1.000000000000e+00
    r_2_3     r_ge_w_2_3_10   1.000000000000e+00
    r_2_3     r_ge_w_2_3_11   1.000000000000e+00
    r_2_3     r_ge_w_2_3_12   1.000000000000e+00
    r_2_3     r_ge_w_2_3_13   1.000000000000e+00
    r_2_3     r_le_2_3   1.000000000000e+00
    r_2_3     r_mono_2_4  -1.000000000000e+00
    r_2_3     r_le_2_4  -1.000000000000e+00
    r_2_3     OBJ       -8.963414634146e-01
    r_2_4     w_le_r_1_5_14_1  -1.000000000000e+00
    r_2_4     w_ge_1_5_14_1  -1.000000000000e+00
    r_2_4     w_le_r_1_5_3_3  -1.000000000000e+00
    r_2_4     w_ge_1_5_3_3  -1.000000000000e+00
    r_2_4     w_le_r_2_5_4_4  -1.000000000000e+00
    r_2_4     w_ge_2_5_4_4  -1.000000000000e+00
    r_2_4     w_le_r_3_5_1_1  -1.000000000000e+00
    r_2_4     w_ge_3_5_1_1  -1.000000000000e+00
    r_2_4     w_le_r_3_5_5_5  -1.000000000000e+00
    r_2_4     w_ge_3_5_5_5  -1.000000000000e+00
    r_2_4     w_le_r_4_5_2_2  -1.000000000000e+00
    r_2_4     w_ge_4_5_2_2  -1.000000000000e+00
    r_2_4     w_le_r_4_5_6_6  -1.000000000000e+00
    r_2_4     w_ge_4_5_6_6  -1.000000000000e+00
    r_2_4     w_le_r_5_5_3_3  -1.000000000000e+00
    r_2_4     w_ge_5_5_3_3  -1.000000000000e+00
    r_2_4     w_le_r_5_5_7_7  -1.000000000000e+00
    r_2_4     w_ge_5_5_7_7  -1.000000000000e+00
    r_2_4     w_le_r_6_5_4_4  -1.000000000000e+00
    r_2_4     w_ge_6_5_4_4  -1.000000000000e+00
    r_2_4     w_le_r_6_5_8_7  -1.000000000000e+00
    r_2_4     w_ge_6_5_8_7  -1.000000000000e+00
    r_2_4     w_le_r_7_5_5_5  -1.000000000000e+00
    r_2_4     w_ge_7_5_5_5  -1.000000000000e+00
    r_2_4     w_le_r_7_5_9_6  -1.000000000000e+00
    r_2_4     w_ge_7_5_9_6  -1.000000000000e+00
    r_2_4     r_mono_2_4   1.000000000000e+00
    r_2_4     r_ge_w_2_4_0   1.000000000000e+00
    r_2_4     r_ge_w_2_4_1   1.000000000000e+00
    r_2_4     r_ge_w_2_4_2   1.000000000000e+00
    r_2_4     r_ge_w_2_4_3   1.000000000000e+00
    r_2_4     r_ge_w_2_4_4   1.000000000000e+00
    r_2_4     r_ge_w_2_4_5   1.000000000000e+00
    r_2_4     r_ge_w_2_4_6   1.000000000000e+00
    r_2_4     r_ge_w_2_4_7   1.000000000000e+00
    r_2_4     r_ge_w_2_4_8   1.000000000000e+00
    r_2_4     r_ge_w_2_4_9   1.000000000000e+00
    r_2_4     r_ge_w_2_4_10   1.000000000000e+00
    r_2_4     r_ge_w_2_4_11   1.000000000000e+00
    r_2_4     r_ge_w_2_4_12   1.000000000000e+00
    r_2_4     r_ge_w_2_4_13   1.000000000000e+00
    r_2_4     r_le_2_4   1.000000000000e+00
    r_2_4     r_mono_2_5  -1.000000000000e+00
    r_2_4     r_le_2_5  -1.000000000000e+00
    r_2_4     OBJ       -8.963414634146e-01
    r_2_5     w_le_r_1_6_14_1  -1.000000000000e+00
    r_2_5     w_ge_1_6_14_1  -1.000000000000e+00
    r_2_5     w_le_r_1_6_3_3  -1.000000000000e+00
    r_2_5     w_ge_1_6_3_3  -1.000000000000e+00
    r_2_5     w_le_r_2_6_4_4  -1.000000000000e+00
    r_2_5     w_ge_2_6_4_4  -1.000000000000e+00
    r_2_5     w_le_r_3_6_1_1  -1.000000000000e+00
    r_2_5     w_ge_3_6_1_1  -1.000000000000e+00
    r_2_5     w_le_r_3_6_5_5  -1.000000000000e+00
    r_2_5     w_ge_3_6_5_5  -1.000000000000e+00
    r_2_5     w_le_r_4_6_2_2  -1.000000000000e+00
    r_2_5     w_ge_4_6_2_2  -1.000000000000e+00
    r_2_5     w_le_r_4_6_6_6  -1.000000000000e+00
    r_2_5     w_ge_4_6_6_6  -1.000000000000e+00
    r_2_5     w_le_r_5_6_3_3  -1.000000000000e+00
    r_2_5     w_ge_5_6_3_3  -1.000000000000e+00
    r_2_5     w_le_r_5_6_7_7  -1.000000000000e+00
    r_2_5     w_ge_5_6_7_7  -1.000000000000e+00
    r_2_5     w_le_r_6_6_4_4  -1.000000000000e+00
    r_2_5     w_ge_6_6_4_4  -1.000000000000e+00
    r_2_5     w_le_r_6_6_8_7  -1.000000000000e+00
    r_2_5     w_ge_6_6_8_7  -1.000000000000e+00
    r_2_5     w_le_r_7_6_5_5  -1.000000000000e+00
    r_2_5     w_ge_7_6_5_5  -1.000000000000e+00
    r_2_5     w_le_r_7_6_9_6  -1.000000000000e+00
    r_2_5     w_ge_7_6_9_6  -1.000000000000e+00
    r_2_5     r_mono_2_5   1.000000000000e+00
    r_2_5     r_ge_w_2_5_0   1.000000000000e+00
    r_2_5     r_ge_w_2_5_1   1.000000000000e+00
    r_2_5     r_ge_w_2_5_2   1.000000000000e+00
    r_2_5     r_ge_w_2_5_3   1.000000000000e+00
    r_2_5     r_ge_w_2_5_4   1.000000000000e+00
    r_2_5     r_ge_w_2_5_5   1.000000000000e+00
    r_2_5     r_ge_w_2_5_6   1.000000000000e+00
    r_2_5     r_ge_w_2_5_7   1.000000000000e+00
    r_2_5     r_ge_w_2_5_8   1.000000000000e+00
    r_2_5     r_ge_w_2_5_9   1.000000000000e+00
    r_2_5     r_ge_w_2_5_10   1.000000000000e+00
    r_2_5     r_ge_w_2_5_11   1.000000000000e+00
    r_2_5     r_ge_w_2_5_12   1.000000000000e+00
    r_2_5     r_ge_w_2_5_13   1.000000000000e+00
    r_2_5     r_le_2_5   1.000000000000e+00
    r_2_5     r_mono_2_6  -1.000000000000e+00
    r_2_5     r_le_2_6  -1.000000000000e+00
    r_2_5     OBJ       -8.963414634146e-01
    r_2_6     r_mono_2_6   1.000000000000e+00
    r_2_6     r_ge_w_2_6_0   1.000000000000e+00
    r_2_6     r_ge_w_2_6_1   1.000000000000e+00
    r_2_6     r_ge_w_2_6_2   1.000000000000e+00
    r_2_6     r_ge_w_2_6_3   1.000000000000e+00
    r_2_6     r_ge_w_2_6_4   1.000000000000e+00
    r_2_6     r_ge_w_2_6_5   1.000000000000e+00
    r_2_6     r_ge_w_2_6_6   1.000000000000e+00
    r_2_6     r_ge_w_2_6_7   1.000000000000e+00
    r_2_6     r_ge_w_2_6_8   1.000000000000e+00
    r_2_6     r_ge_w_2_6_9   1.000000000000e+00
    r_2_6     r_ge_w_2_6_10   1.000000000000e+00
    r_2_6     r_ge_w_2_6_11   1.000000000000e+00
    r_2_6     r_ge_w_2_6_12   1.000000000000e+00
    r_2_6     r_ge_w_2_6_13   1.000000000000e+00
    r_2_6     r_le_2_6   1.000000000000e+00
    r_2_6     reach_all_2   1.000000000000e+00
    r_3_1     w_le_r_1_2_13_2  -1.000000000000e+00
    r_3_1     w_ge_1_2_13_2  -1.000000000000e+00
    r_3_1     w_le_r_1_2_4_4  -1.000000000000e+00
    r_3_1     w_ge_1_2_4_4  -1.000000000000e+00
    r_3_1     w_le_r_2_2_14_1  -1.000000000000e+00
    r_3_1     w_ge_2_2_14_1  -1.000000000000e+00
    r_3_1     w_le_r_2_2_5_5  -1.000000000000e+00
    r_3_1     w_ge_2_2_5_5  -1.000000000000e+00
    r_3_1     w_le_r_3_2_6_6  -1.000000000000e+00
    r_3_1     w_ge_3_2_6_6  -1.000000000000e+00
    r_3_1     w_le_r_4_2_1_1  -1.000000000000e+00
    r_3_1     w_ge_4_2_1_1  -1.000000000000e+00
    r_3_1     w_le_r_4_2_7_7  -1.000000000000e+00
    r_3_1     w_ge_4_2_7_7  -1.000000000000e+00
    r_3_1     w_le_r_5_2_2_2  -1.000000000000e+00
    r_3_1     w_ge_5_2_2_2  -1.000000000000e+00
    r_3_1     w_le_r_5_2_8_7  -1.000000000000e+00
    r_3_1     w_ge_5_2_8_7  -1.000000000000e+00
    r_3_1     w_le_r_6_2_3_3  -1.000000000000e+00
    r_3_1     w_ge_6_2_3_3  -1.000000000000e+00
    r_3_1     w_le_r_6_2_9_6  -1.000000000000e+00
    r_3_1     w_ge_6_2_9_6  -1.000000000000e+00
    r_3_1     w_le_r_7_2_4_4  -1.000000000000e+00
    r_3_1     w_ge_7_2_4_4  -1.000000000000e+00
    r_3_1     w_le_r_7_2_10_5  -1.000000000000e+00
    r_3_1     w_ge_7_2_10_5  -1.000000000000e+00
    r_3_1     r_mono_3_1   1.000000000000e+00
    r_3_1     r_ge_w_3_1_0   1.000000000000e+00
    r_3_1     r_ge_w_3_1_1   1.000000000000e+00
    r_3_1     r_ge_w_3_1_2   1.000000000000e+00
    r_3_1     r_ge_w_3_1_3   1.000000000000e+00
    r_3_1     r_ge_w_3_1_4   1.000000000000e+00
    r_3_1     r_ge_w_3_1_5   1.000000000000e+00
    r_3_1     r_ge_w_3_1_6   1.000000000000e+00
    r_3_1     r_ge_w_3_1_7   1.000000000000e+00
    r_3_1     r_ge_w_3_1_8   1.000000000000e+00
    r_3_1     r_ge_w_3_1_9   1.000000000000e+00
    r_3_1     r_ge_w_3_1_10   1.000000000000e+00
    r_3_1     r_ge_w_3_1_11   1.000000000000e+00
    r_3_1     r_ge_w_3_1_12   1.000000000000e+00
    r_3_1     r_ge_w_3_1_13   1.000000000000e+00
    r_3_1     r_le_3_1   1.000000000000e+00
    r_3_1     r_mono_3_2  -1.000000000000e+00
    r_3_1     r_le_3_2  -1.000000000000e+00
    r_3_1     ball_1     1.000000000000e+00
    r_3_1     OBJ       -1.000000000000e+00
    r_3_2     w_le_r_1_3_13_2  -1.000000000000e+00
    r_3_2     w_ge_1_3_13_2  -1.000000000000e+00
    r_3_2     w_le_r_1_3_4_4  -1.000000000000e+00
    r_3_2     w_ge_1_3_4_4  -1.000000000000e+00
    r_3_2     w_le_r_2_3_14_1  -1.000000000000e+00
    r_3_2     w_ge_2_3_14_1  -1.000000000000e+00
    r_3_2     w_le_r_2_3_5_5  -1.000000000000e+00
    r_3_2     w_ge_2_3_5_5  -1.000000000000e+00
    r_3_2     w_le_r_3_3_6_6  -1.000000000000e+00
    r_3_2     w_ge_3_3_6_6  -1.000000000000e+00
    r_3_2     w_le_r_4_3_1_1  -1.000000000000e+00
    r_3_2     w_ge_4_3_1_1  -1.000000000000e+00
    r_3_2     w_le_r_4_3_7_7  -1.000000000000e+00
    r_3_2     w_ge_4_3_7_7  -1.000000000000e+00
    r_3_2     w_le_r_5_3_2_2  -1.000000000000e+00
    r_3_2     w_ge_5_3_2_2  -1.000000000000e+00
    r_3_2     w_le_r_5_3_8_7  -1.000000000000e+00
    r_3_2     w_ge_5_3_8_7  -1.000000000000e+00
    r_3_2     w_le_r_6_3_3_3  -1.000000000000e+00
    r_3_2     w_ge_6_3_3_3  -1.000000000000e+00
    r_3_2     w_le_r_6_3_9_6  -1.000000000000e+00
    r_3_2     w_ge_6_3_9_6  -1.000000000000e+00
    r_3_2     w_le_r_7_3_4_4  -1.000000000000e+00
    r_3_2     w_ge_7_3_4_4  -1.000000000000e+00
    r_3_2     w_le_r_7_3_10_5  -1.000000000000e+00
    r_3_2     w_ge_7_3_10_5  -1.000000000000e+00
    r_3_2     r_mono_3_2   1.000000000000e+00
    r_3_2     r_ge_w_3_2_0   1.000000000000e+00
    r_3_2     r_ge_w_3_2_1   1.000000000000e+00
    r_3_2     r_ge_w_3_2_2   1.000000000000e+00
    r_3_2     r_ge_w_3_2_3   1.000000000000e+00
    r_3_2     r_ge_w_3_2_4   1.000000000000e+00
    r_3_2     r_ge_w_3_2_5   1.000000000000e+00
    r_3_2     r_ge_w_3_2_6   1.000000000000e+00
    r_3_2     r_ge_w_3_2_7   1.000000000000e+00
    r_3_2     r_ge_w_3_2_8   1.000000000000e+00
    r_3_2     r_ge_w_3_2_9   1.000000000000e+00
    r_3_2     r_ge_w_3_2_10   1.000000000000e+00
    r_3_2     r_ge_w_3_2_11   1.000000000000e+00
    r_3_2     r_ge_w_3_2_12   1.000000000000e+00
    r_3_2     r_ge_w_3_2_13   1.000000000000e+00
    r_3_2     r_le_3_2   1.000000000000e+00
    r_3_2     r_mono_3_3  -1.000000000000e+00
    r_3_2     r_le_3_3  -1.000000000000e+00
    r_3_2     ball_2     1.000000000000e+00
    r_3_2     OBJ       -1.000000000000e+00
    r_3_3     w_le_r_1_4_13_2  -1.000000000000e+00
    r_3_3     w_ge_1_4_13_2  -1.000000000000e+00
    r_3_3     w_le_r_1_4_4_4  -1.000000000000e+00
    r_3_3     w_ge_1_4_4_4  -1.000000000000e+00
    r_3_3     w_le_r_2_4_14_1  -1.000000000000e+00
    r_3_3     w_ge_2_4_14_1  -1.000000000000e+00
    r_3_3     w_le_r_2_4_5_5  -1.000000000000e+00
    r_3_3     w_ge_2_4_5_5  -1.000000000000e+00
    r_3_3     w_le_r_3_4_6_6  -1.000000000000e+00
    r_3_3     w_ge_3_4_6_6  -1.000000000000e+00
    r_3_3     w_le_r_4_4_1_1  -1.000000000000e+00
    r_3_3     w_ge_4_4_1_1  -1.000000000000e+00
    r_3_3     w_le_r_4_4_7_7  -1.000000000000e+00
    r_3_3     w_ge_4_4_7_7  -1.000000000000e+00
    r_3_3     w_le_r_5_4_2_2  -1.000000000000e+00
    r_3_3     w_ge_5_4_2_2  -1.000000000000e+00
    r_3_3     w_le_r_5_4_8_7  -1.000000000000e+00
    r_3_3     w_ge_5_4_8_7  -1.000000000000e+00
    r_3_3     w_le_r_6_4_3_3  -1.000000000000e+00
    r_3_3     w_ge_6_4_3_3  -1.000000000000e+00
    r_3_3     w_le_r_6_4_9_6  -1.000000000000e+00
    r_3_3     w_ge_6_4_9_6  -1.000000000000e+00
    r_3_3     w_le_r_7_4_4_4  -1.000000000000e+00
    r_3_3     w_ge_7_4_4_4  -1.000000000000e+00
    r_3_3     w_le_r_7_4_10_5  -1.000000000000e+00
    r_3_3     w_ge_7_4_10_5  -1.000000000000e+00
    r_3_3     r_mono_3_3   1.000000000000e+00
    r_3_3     r_ge_w_3_3_0   1.000000000000e+00
    r_3_3     r_ge_w_3_3_1   1.000000000000e+00
    r_3_3     r_ge_w_3_3_2   1.000000000000e+00
    r_3_3     r_ge_w_3_3_3   1.000000000000e+00
    r_3_3     r_ge_w_3_3_4   1.000000000000e+00
    r_3_3     r_ge_w_3_3_5   1.000000000000e+00
    r_3_3     r_ge_w_3_3_6   1.000000000000e+00
    r_3_3     r_ge_w_3_3_7   1.000000000000e+00
    r_3_3     r_ge_w_3_3_8   1.000000000000e+00
    r_3_3     r_ge_w_3_3_9   1.000000000000e+00
    r_3_3     r_ge_w_3_3_10   1.000000000000e+00
    r_3_3     r_ge_w_3_3_11   1.000000000000e+00
    r_3_3     r_ge_w_3_3_12   1.000000000000e+00
    r_3_3     r_ge_w_3_3_13   1.000000000000e+00
    r_3_3     r_le_3_3   1.000000000000e+00
    r_3_3     r_mono_3_4  -1.000000000000e+00
    r_3_3     r_le_3_4  -1.000000000000e+00
    r_3_3     OBJ       -1.000000000000e+00
    r_3_4     w_le_r_1_5_13_2  -1.000000000000e+00
    r_3_4     w_ge_1_5_13_2  -1.000000000000e+00
    r_3_4     w_le_r_1_5_4_4  -1.000000000000e+00
    r_3_4     w_ge_1_5_4_4  -1.000000000000e+00
    r_3_4     w_le_r_2_5_14_1  -1.000000000000e+00
    r_3_4     w_ge_2_5_14_1  -1.000000000000e+00
    r_3_4     w_le_r_2_5_5_5  -1.000000000000e+00
    r_3_4     w_ge_2_5_5_5  -1.000000000000e+00
    r_3_4     w_le_r_3_5_6_6  -1.000000000000e+00
    r_3_4     w_ge_3_5_6_6  -1.000000000000e+00
    r_3_4     w_le_r_4_5_1_1  -1.000000000000e+00
    r_3_4     w_ge_4_5_1_1  -1.000000000000e+00
    r_3_4     w_le_r_4_5_7_7  -1.000000000000e+00
    r_3_4     w_ge_4_5_7_7  -1.000000000000e+00
    r_3_4     w_le_r_5_5_2_2  -1.000000000000e+00
    r_3_4     w_ge_5_5_2_2  -1.000000000000e+00
    r_3_4     w_le_r_5_5_8_7  -1.000000000000e+00
    r_3_4     w_ge_5_5_8_7  -1.000000000000e+00
    r_3_4     w_le_r_6_5_3_3  -1.000000000000e+00
    r_3_4     w_ge_6_5_3_3  -1.000000000000e+00
    r_3_4     w_le_r_6_5_9_6  -1.000000000000e+00
    r_3_4     w_ge_6_5_9_6  -1.000000000000e+00
    r_3_4     w_le_r_7_5_4_4  -1.000000000000e+00
    r_3_4     w_ge_7_5_4_4  -1.000000000000e+00
    r_3_4     w_le_r_7_5_10_5  -1.000000000000e+00
    r_3_4     w_ge_7_5_10_5  -1.000000000000e+00
    r_3_4     r_mono_3_4   1.000000000000e+00
    r_3_4     r_ge_w_3_4_0   1.000000000000e+00
    r_3_4     r_ge_w_3_4_1   1.000000000000e+00
    r_3_4     r_ge_w_3_4_2   1.000000000000e+00
    r_3_4     r_ge_w_3_4_3   1.000000000000e+00
    r_3_4     r_ge_w_3_4_4   1.000000000000e+00
    r_3_4     r_ge_w_3_4_5   1.000000000000e+00
    r_3_4     r_ge_w_3_4_6   1.000000000000e+00
    r_3_4     r_ge_w_3_4_7   1.000000000000e+00
    r_3_4     r_ge_w_3_4_8   1.000000000000e+00
    r_3_4     r_ge_w_3_4_9   1.000000000000e+00
    r_3_4     r_ge_w_3_4_10   1.000000000000e+00
    r_3_4     r_ge_w_3_4_11   1.000000000000e+00
    r_3_4     r_ge_w_3_4_12   1.000000000000e+00
    r_3_4     r_ge_w_3_4_13   1.000000000000e+00
    r_3_4     r_le_3_4   1.000000000000e+00
    r_3_4     r_mono_3_5  -1.000000000000e+00
    r_3_4     r_le_3_5  -1.000000000000e+00
    r_3_4     OBJ       -1.000000000000e+00
    r_3_5     w_le_r_1_6_13_2  -1.000000000000e+00
    r_3_5     w_ge_1_6_13_2  -1.000000000000e+00
    r_3_5     w_le_r_1_6_4_4  -1.000000000000e+00
    r_3_5     w_ge_1_6_4_4  -1.000000000000e+00
    r_3_5     w_le_r_2_6_14_1  -1.000000000000e+00
    r_3_5     w_ge_2_6_14_1  -1.000000000000e+00
    r_3_5     w_le_r_2_6_5_5  -1.000000000000e+00
    r_3_5     w_ge_2_6_5_5  -1.000000000000e+00
    r_3_5     w_le_r_3_6_6_6  -1.000000000000e+00
    r_3_5     w_ge_3_6_6_6  -1.000000000000e+00
    r_3_5     w_le_r_4_6_1_1  -1.000000000000e+00
    r_3_5     w_ge_4_6_1_1  -1.000000000000e+00
    r_3_5     w_le_r_4_6_7_7  -1.000000000000e+00
    r_3_5     w_ge_4_6_7_7  -1.000000000000e+00
    r_3_5     w_le_r_5_6_2_2  -1.000000000000e+00
    r_3_5     w_ge_5_6_2_2  -1.000000000000e+00
    r_3_5     w_le_r_5_6_8_7  -1.000000000000e+00
    r_3_5     w_ge_5_6_8_7  -1.000000000000e+00
    r_3_5     w_le_r_6_6_3_3  -1.000000000000e+00
    r_3_5     w_ge_6_6_3_3  -1.000000000000e+00
    r_3_5     w_le_r_6_6_9_6  -1.000000000000e+00
    r_3_5     w_ge_6_6_9_6  -1.000000000000e+00
    r_3_5     w_le_r_7_6_4_4  -1.000000000000e+00
    r_3_5     w_ge_7_6_4_4  -1.000000000000e+00
    r_3_5     w_le_r_7_6_10_5  -1.000000000000e+00
    r_3_5     w_ge_7_6_10_5  -1.000000000000e+00
    r_3_5     r_mono_3_5   1.000000000000e+00
    r_3_5     r_ge_w_3_5_0   1.000000000000e+00
    r_3_5     r_ge_w_3_5_1   1.000000000000e+00
    r_3_5     r_ge_w_3_5_2   1.000000000000e+00
    r_3_5     r_ge_w_3_5_3   1.000000000000e+00
    r_3_5     r_ge_w_3_5_4   1.000000000000e+00
    r_3_5     r_ge_w_3_5_5   1.000000000000e+00
    r_3_5     r_ge_w_3_5_6   1.000000000000e+00
    r_3_5     r_ge_w_3_5_7   1.000000000000e+00
    r_3_5     r_ge_w_3_5_8   1.000000000000e+00
    r_3_5     r_ge_w_3_5_9   1.000000000000e+00
    r_3_5     r_ge_w_3_5_10   1.000000000000e+00
    r_3_5     r_ge_w_3_5_11   1.000000000000e+00
    r_3_5     r_ge_w_3_5_12   1.000000000000e+00
    r_3_5     r_ge_w_3_5_13   1.000000000000e+00
    r_3_5     r_le_3_5   1.000000000000e+00
    r_3_5     r_mono_3_6  -1.000000000000e+00
    r_3_5     r_le_3_6  -1.000000000000e+00
    r_3_5     OBJ       -1.000000000000e+00
    r_3_6     r_mono_3_6   1.000000000000e+00
    r_3_6     r_ge_w_3_6_0   1.000000000000e+00
    r_3_6     r_ge_w_3_6_1   1.000000000000e+00
    r_3_6     r_ge_w_3_6_2   1.000000000000e+00
    r_3_6     r_ge_w_3_6_3   1.000000000000e+00
    r_3_6     r_ge_w_3_6_4   1.000000000000e+00
    r_3_6     r_ge_w_3_6_5   1.000000000000e+00
    r_3_6     r_ge_w_3_6_6   1.000000000000e+00
    r_3_6     r_ge_w_3_6_7   1.000000000000e+00
    r_3_6     r_ge_w_3_6_8   1.000000000000e+00
    r_3_6     r_ge_w_3_6_9   1.000000000000e+00
    r_3_6     r_ge_w_3_6_10   1.000000000000e+00
    r_3_6     r_ge_w_3_6_11   1.000000000000e+00
    r_3_6     r_ge_w_3_6_12   1.000000000000e+00
    r_3_6     r_ge_w_3_6_13   1.000000000000e+00
    r_3_6     r_le_3_6   1.000000000000e+00
    r_3_6     reach_all_3   1.000000000000e+00
    r_4_1     w_le_r_1_2_12_3  -1.000000000000e+00
    r_4_1     w_ge_1_2_12_3  -1.000000000000e+00
    r_4_1     w_le_r_1_2_5_5  -1.000000000000e+00
    r_4_1     w_ge_1_2_5_5  -1.000000000000e+00
    r_4_1     w_le_r_2_2_13_2  -1.000000000000e+00
    r_4_1     w_ge_2_2_13_2  -1.000000000000e+00
    r_4_1     w_le_r_2_2_6_6  -1.000000000000e+00
    r_4_1     w_ge_2_2_6_6  -1.000000000000e+00
    r_4_1     w_le_r_3_2_14_1  -1.000000000000e+00
    r_4_1     w_ge_3_2_14_1  -1.000000000000e+00
    r_4_1     w_le_r_3_2_7_7  -1.000000000000e+00
    r_4_1     w_ge_3_2_7_7  -1.000000000000e+00
    r_4_1     w_le_r_4_2_8_7  -1.000000000000e+00
    r_4_1     w_ge_4_2_8_7  -1.000000000000e+00
    r_4_1     w_le_r_5_2_1_1  -1.000000000000e+00
    r_4_1     w_ge_5_2_1_1  -1.000000000000e+00
    r_4_1     w_le_r_5_2_9_6  -1.000000000000e+00
    r_4_1     w_ge_5_2_9_6  -1.000000000000e+00
    r_4_1     w_le_r_6_2_2_2  -1.000000000000e+00
    r_4_1     w_ge_6_2_2_2  -1.000000000000e+00
    r_4_1     w_le_r_6_2_10_5  -1.000000000000e+00
    r_4_1     w_ge_6_2_10_5  -1.000000000000e+00
    r_4_1     w_le_r_7_2_3_3  -1.000000000000e+00
    r_4_1     w_ge_7_2_3_3  -1.000000000000e+00
    r_4_1     w_le_r_7_2_11_4  -1.000000000000e+00
    r_4_1     w_ge_7_2_11_4  -1.000000000000e+00
    r_4_1     r_mono_4_1   1.000000000000e+00
    r_4_1     r_ge_w_4_1_0   1.000000000000e+00
    r_4_1     r_ge_w_4_1_1   1.000000000000e+00
    r_4_1     r_ge_w_4_1_2   1.000000000000e+00
    r_4_1     r_ge_w_4_1_3   1.000000000000e+00
    r_4_1     r_ge_w_4_1_4   1.000000000000e+00
    r_4_1     r_ge_w_4_1_5   1.000000000000e+00
    r_4_1     r_ge_w_4_1_6   1.000000000000e+00
    r_4_1     r_ge_w_4_1_7   1.000000000000e+00
    r_4_1     r_ge_w_4_1_8   1.000000000000e+00
    r_4_1     r_ge_w_4_1_9   1.000000000000e+00
    r_4_1     r_ge_w_4_1_10   1.000000000000e+00
    r_4_1     r_ge_w_4_1_11   1.000000000000e+00
    r_4_1     r_ge_w_4_1_12   1.000000000000e+00
    r_4_1     r_ge_w_4_1_13   1.000000000000e+00
    r_4_1     r_le_4_1   1.000000000000e+00
    r_4_1     r_mono_4_2  -1.000000000000e+00
    r_4_1     r_le_4_2  -1.000000000000e+00
    r_4_1     ball_1     1.000000000000e+00
    r_4_1     OBJ       -9.390243902439e-01
    r_4_2     w_le_r_1_3_12_3  -1.000000000000e+00
    r_4_2     w_ge_1_3_12_3  -1.000000000000e+00
    r_4_2     w_le_r_1_3_5_5  -1.000000000000e+00
    r_4_2     w_ge_1_3_5_5  -1.000000000000e+00
    r_4_2     w_le_r_2_3_13_2  -1.000000000000e+00
    r_4_2     w_ge_2_3_13_2  -1.000000000000e+00
    r_4_2     w_le_r_2_3_6_6  -1.000000000000e+00
    r_4_2     w_ge_2_3_6_6  -1.000000000000e+00
    r_4_2     w_le_r_3_3_14_1  -1.000000000000e+00
    r_4_2     w_ge_3_3_14_1  -1.000000000000e+00
    r_4_2     w_le_r_3_3_7_7  -1.000000000000e+00
    r_4_2     w_ge_3_3_7_7  -1.000000000000e+00
    r_4_2     w_le_r_4_3_8_7  -1.000000000000e+00
    r_4_2     w_ge_4_3_8_7  -1.000000000000e+00
    r_4_2     w_le_r_5_3_1_1  -1.000000000000e+00
    r_4_2     w_ge_5_3_1_1  -1.000000000000e+00
    r_4_2     w_le_r_5_3_9_6  -1.000000000000e+00
    r_4_2     w_ge_5_3_9_6  -1.000000000000e+00
    r_4_2     w_le_r_6_3_2_2  -1.000000000000e+00
    r_4_2     w_ge_6_3_2_2  -1.000000000000e+00
    r_4_2     w_le_r_6_3_10_5  -1.000000000000e+00
    r_4_2     w_ge_6_3_10_5  -1.000000000000e+00
    r_4_2     w_le_r_7_3_3_3  -1.000000000000e+00
    r_4_2     w_ge_7_3_3_3  -1.000000000000e+00
    r_4_2     w_le_r_7_3_11_4  -1.000000000000e+00
    r_4_2     w_ge_7_3_11_4  -1.000000000000e+00
    r_4_2     r_mono_4_2   1.000000000000e+00
    r_4_2     r_ge_w_4_2_0   1.000000000000e+00
    r_4_2     r_ge_w_4_2_1   1.000000000000e+00
    r_4_2     r_ge_w_4_2_2   1.000000000000e+00
    r_4_2     r_ge_w_4_2_3   1.000000000000e+00
    r_4_2     r_ge_w_4_2_4   1.000000000000e+00
    r_4_2     r_ge_w_4_2_5   1.000000000000e+00
    r_4_2     r_ge_w_4_2_6   1.000000000000e+00
    r_4_2     r_ge_w_4_2_7   1.000000000000e+00
    r_4_2     r_ge_w_4_2_8   1.000000000000e+00
    r_4_2     r_ge_w_4_2_9   1.000000000000e+00
    r_4_2     r_ge_w_4_2_10   1.000000000000e+00
    r_4_2     r_ge_w_4_2_11   1.000000000000e+00
    r_4_2     r_ge_w_4_2_12   1.000000000000e+00
    r_4_2     r_ge_w_4_2_13   1.000000000000e+00
    r_4_2     r_le_4_2   1.000000000000e+00
    r_4_2     r_mono_4_3  -1.000000000000e+00
    r_4_2     r_le_4_3  -1.000000000000e+00
    r_4_2     ball_2     1.000000000000e+00
    r_4_2     OBJ       -9.390243902439e-01
    r_4_3     w_le_r_1_4_12_3  -1.000000000000e+00
    r_4_3     w_ge_1_4_12_3  -1.000000000000e+00
    r_4_3     w_le_r_1_4_5_5  -1.000000000000e+00
    r_4_3     w_ge_1_4_5_5  -1.000000000000e+00
    r_4_3     w_le_r_2_4_13_2  -1.000000000000e+00
    r_4_3     w_ge_2_4_13_2  -1.000000000000e+00
    r_4_3     w_le_r_2_4_6_6  -1.000000000000e+00
    r_4_3     w_ge_2_4_6_6  -1.000000000000e+00
    r_4_3     w_le_r_3_4_14_1  -1.000000000000e+00
    r_4_3     w_ge_3_4_14_1  -1.000000000000e+00
    r_4_3     w_le_r_3_4_7_7  -1.000000000000e+00
    r_4_3     w_ge_3_4_7_7  -1.000000000000e+00
    r_4_3     w_le_r_4_4_8_7  -1.000000000000e+00
    r_4_3     w_ge_4_4_8_7  -1.000000000000e+00
    r_4_3     w_le_r_5_4_1_1  -1.000000000000e+00
    r_4_3     w_ge_5_4_1_1  -1.000000000000e+00
    r_4_3     w_le_r_5_4_9_6  -1.000000000000e+00
    r_4_3     w_ge_5_4_9_6  -1.000000000000e+00
    r_4_3     w_le_r_6_4_2_2  -1.000000000000e+00
    r_4_3     w_ge_6_4_2_2  -1.000000000000e+00
    r_4_3     w_le_r_6_4_10_5  -1.000000000000e+00
    r_4_3     w_ge_6_4_10_5  -1.000000000000e+00
    r_4_3     w_le_r_7_4_3_3  -1.000000000000e+00
    r_4_3     w_ge_7_4_3_3  -1.000000000000e+00
    r_4_3     w_le_r_7_4_11_4  -1.000000000000e+00
    r_4_3     w_ge_7_4_11_4  -1.000000000000e+00
    r_4_3     r_mono_4_3   1.000000000000e+00
    r_4_3     r_ge_w_4_3_0   1.000000000000e+00
    r_4_3     r_ge_w_4_3_1   1.000000000000e+00
    r_4_3     r_ge_w_4_3_2   1.000000000000e+00
    r_4_3     r_ge_w_4_3_3   1.000000000000e+00
    r_4_3     r_ge_w_4_3_4   1.000000000000e+00
    r_4_3     r_ge_w_4_3_5   1.000000000000e+00
    r_4_3     r_ge_w_4_3_6   1.000000000000e+00
    r_4_3     r_ge_w_4_3_7   1.000000000000e+00
    r_4_3     r_ge_w_4_3_8   1.000000000000e+00
    r_4_3     r_ge_w_4_3_9   1.000000000000e+00
    r_4_3     r_ge_w_4_3_10   1.000000000000e+00
    r_4_3     r_ge_w_4_3_11   1.000000000000e+00
    r_4_3     r_ge_w_4_3_12   1.000000000000e+00
    r_4_3     r_ge_w_4_3_13   1.000000000000e+00
    r_4_3     r_le_4_3   1.000000000000e+00
    r_4_3     r_mono_4_4  -1.000000000000e+00
    r_4_3     r_le_4_4  -1.000000000000e+00
    r_4_3     OBJ       -9.390243902439e-01
    r_4_4     w_le_r_1_5_12_3  -1.000000000000e+00
    r_4_4     w_ge_1_5_12_3  -1.000000000000e+00
    r_4_4     w_le_r_1_5_5_5  -1.000000000000e+00
    r_4_4     w_ge_1_5_5_5  -1.000000000000e+00
    r_4_4     w_le_r_2_5_13_2  -1.000000000000e+00
    r_4_4     w_ge_2_5_13_2  -1.000000000000e+00
    r_4_4     w_le_r_2_5_6_6  -1.000000000000e+00
    r_4_4     w_ge_2_5_6_6  -1.000000000000e+00
    r_4_4     w_le_r_3_5_14_1  -1.000000000000e+00
    r_4_4     w_ge_3_5_14_1  -1.000000000000e+00
    r_4_4     w_le_r_3_5_7_7  -1.000000000000e+00
    r_4_4     w_ge_3_5_7_7  -1.000000000000e+00
    r_4_4     w_le_r_4_5_8_7  -1.000000000000e+00
    r_4_4     w_ge_4_5_8_7  -1.000000000000e+00
    r_4_4     w_le_r_5_5_1_1  -1.000000000000e+00
    r_4_4     w_ge_5_5_1_1  -1.000000000000e+00
    r_4_4     w_le_r_5_5_9_6  -1.000000000000e+00
    r_4_4     w_ge_5_5_9_6  -1.000000000000e+00
    r_4_4     w_le_r_6_5_2_2  -1.000000000000e+00
    r_4_4     w_ge_6_5_2_2  -1.000000000000e+00
    r_4_4     w_le_r_6_5_10_5  -1.000000000000e+00
    r_4_4     w_ge_6_5_10_5  -1.000000000000e+00
    r_4_4     w_le_r_7_5_3_3  -1.000000000000e+00
    r_4_4     w_ge_7_5_3_3  -1.000000000000e+00
    r_4_4     w_le_r_7_5_11_4  -1.000000000000e+00
    r_4_4     w_ge_7_5_11_4  -1.000000000000e+00
    r_4_4     r_mono_4_4   1.000000000000e+00
    r_4_4     r_ge_w_4_4_0   1.000000000000e+00
    r_4_4     r_ge_w_4_4_1   1.000000000000e+00
    r_4_4     r_ge_w_4_4_2   1.000000000000e+00
    r_4_4     r_ge_w_4_4_3   1.000000000000e+00
    r_4_4     r_ge_w_4_4_4   1.000000000000e+00
    r_4_4     r_ge_w_4_4_5   1.000000000000e+00
    r_4_4     r_ge_w_4_4_6   1.000000000000e+00
    r_4_4     r_ge_w_4_4_7   1.000000000000e+00
    r_4_4     r_ge_w_4_4_8   1.000000000000e+00
    r_4_4     r_ge_w_4_4_9   1.000000000000e+00
    r_4_4     r_ge_w_4_4_10   1.000000000000e+00
    r_4_4     r_ge_w_4_4_11   1.000000000000e+00
    r_4_4     r_ge_w_4_4_12   1.000000000000e+00
    r_4_4     r_ge_w_4_4_13   1.000000000000e+00
    r_4_4     r_le_4_4   1.000000000000e+00
    r_4_4     r_mono_4_5  -1.000000000000e+00
    r_4_4     r_le_4_5  -1.000000000000e+00
    r_4_4     OBJ       -9.390243902439e-01
    r_4_5     w_le_r_1_6_12_3  -1.000000000000e+00
    r_4_5     w_ge_1_6_12_3  -1.000000000000e+00
    r_4_5     w_le_r_1_6_5_5  -1.000000000000e+00
    r_4_5     w_ge_1_6_5_5  -1.000000000000e+00
    r_4_5     w_le_r_2_6_13_2  -1.000000000000e+00
    r_4_5     w_ge_2_6_13_2  -1.000000000000e+00
    r_4_5     w_le_r_2_6_6_6  -1.000000000000e+00
    r_4_5     w_ge_2_6_6_6  -1.000000000000e+00
    r_4_5     w_le_r_3_6_14_1  -1.000000000000e+00
    r_4_5     w_ge_3_6_14_1  -1.000000000000e+00
    r_4_5     w_le_r_3_6_7_7  -1.000000000000e+00
    r_4_5     w_ge_3_6_7_7  -1.000000000000e+00
    r_4_5     w_le_r_4_6_8_7  -1.000000000000e+00
    r_4_5     w_ge_4_6_8_7  -1.000000000000e+00
    r_4_5     w_le_r_5_6_1_1  -1.000000000000e+00
    r_4_5     w_ge_5_6_1_1  -1.000000000000e+00
    r_4_5     w_le_r_5_6_9_6  -1.000000000000e+00
    r_4_5     w_ge_5_6_9_6  -1.000000000000e+00
    r_4_5     w_le_r_6_6_2_2  -1.000000000000e+00
    r_4_5     w_ge_6_6_2_2  -1.000000000000e+00
    r_4_5     w_le_r_6_6_10_5  -1.000000000000e+00
    r_4_5     w_ge_6_6_10_5  -1.000000000000e+00
    r_4_5     w_le_r_7_6_3_3  -1.000000000000e+00
    r_4_5     w_ge_7_6_3_3  -1.000000000000e+00
    r_4_5     w_le_r_7_6_11_4  -1.000000000000e+00
    r_4_5     w_ge_7_6_11_4  -1.000000000000e+00
    r_4_5     r_mono_4_5   1.000000000000e+00
    r_4_5     r_ge_w_4_5_0   1.000000000000e+00
    r_4_5     r_ge_w_4_5_1   1.000000000000e+00
    r_4_5     r_ge_w_4_5_2   1.000000000000e+00
    r_4_5     r_ge_w_4_5_3   1.000000000000e+00
    r_4_5     r_ge_w_4_5_4   1.000000000000e+00
    r_4_5     r_ge_w_4_5_5   1.000000000000e+00
    r_4_5     r_ge_w_4_5_6   1.000000000000e+00
    r_4_5     r_ge_w_4_5_7   1.000000000000e+00
    r_4_5     r_ge_w_4_5_8   1.000000000000e+00
    r_4_5     r_ge_w_4_5_9   1.000000000000e+00
    r_4_5     r_ge_w_4_5_10   1.000000000000e+00
    r_4_5     r_ge_w_4_5_11   1.000000000000e+00
    r_4_5     r_ge_w_4_5_12   1.000000000000e+00
    r_4_5     r_ge_w_4_5_13   1.000000000000e+00
    r_4_5     r_le_4_5   1.000000000000e+00
    r_4_5     r_mono_4_6  -1.000000000000e+00
    r_4_5     r_le_4_6  -1.000000000000e+00
    r_4_5     OBJ       -9.390243902439e-01
    r_4_6     r_mono_4_6   1.000000000000e+00
    r_4_6     r_ge_w_4_6_0   1.000000000000e+00
    r_4_6     r_ge_w_4_6_1   1.000000000000e+00
    r_4_6     r_ge_w_4_6_2   1.000000000000e+00
    r_4_6     r_ge_w_4_6_3   1.000000000000e+00
    r_4_6     r_ge_w_4_6_4   1.000000000000e+00
    r_4_6     r_ge_w_4_6_5   1.000000000000e+00
    r_4_6     r_ge_w_4_6_6   1.000000000000e+00
    r_4_6     r_ge_w_4_6_7   1.000000000000e+00
    r_4_6     r_ge_w_4_6_8   1.000000000000e+00
    r_4_6     r_ge_w_4_6_9   1.000000000000e+00
    r_4_6     r_ge_w_4_6_10   1.000000000000e+00
    r_4_6     r_ge_w_4_6_11   1.000000000000e+00
    r_4_6     r_ge_w_4_6_12   1.000000000000e+00
    r_4_6     r_ge_w_4_6_13   1.000000000000e+00
    r_4_6     r_le_4_6   1.000000000000e+00
    r_4_6     reach_all_4   1.000000000000e+00
    r_5_1     w_le_r_1_2_11_4  -1.000000000000e+00
    r_5_1     w_ge_1_2_11_4  -1.000000000000e+00
    r_5_1     w_le_r_1_2_6_6  -1.000000000000e+00
    r_5_1     w_ge_1_2_6_6  -1.000000000000e+00
    r_5_1     w_le_r_2_2_12_3  -1.000000000000e+00
    r_5_1     w_ge_2_2_12_3  -1.000000000000e+00
    r_5_1     w_le_r_2_2_7_7  -1.000000000000e+00
    r_5_1     w_ge_2_2_7_7  -1.000000000000e+00
    r_5_1     w_le_r_3_2_13_2  -1.000000000000e+00
    r_5_1     w_ge_3_2_13_2  -1.000000000000e+00
    r_5_1     w_le_r_3_2_8_7  -1.000000000000e+00
    r_5_1     w_ge_3_2_8_7  -1.000000000000e+00
    r_5_1     w_le_r_4_2_14_1  -1.000000000000e+00
    r_5_1     w_ge_4_2_14_1  -1.000000000000e+00
    r_5_1     w_le_r_4_2_9_6  -1.000000000000e+00
    r_5_1     w_ge_4_2_9_6  -1.000000000000e+00
    r_5_1     w_le_r_5_2_10_5  -1.000000000000e+00
    r_5_1     w_ge_5_2_10_5  -1.000000000000e+00
    r_5_1     w_le_r_6_2_1_1  -1.000000000000e+00
    r_5_1     w_ge_6_2_1_1  -1.000000000000e+00
    r_5_1     w_le_r_6_2_11_4  -1.000000000000e+00
    r_5_1     w_ge_6_2_11_4  -1.000000000000e+00
    r_5_1     w_le_r_7_2_2_2  -1.000000000000e+00
    r_5_1     w_ge_7_2_2_2  -1.000000000000e+00
    r_5_1     w_le_r_7_2_12_3  -1.000000000000e+00
    r_5_1     w_ge_7_2_12_3  -1.000000000000e+00
    r_5_1     r_mono_5_1   1.000000000000e+00
    r_5_1     r_ge_w_5_1_0   1.000000000000e+00
    r_5_1     r_ge_w_5_1_1   1.000000000000e+00
    r_5_1     r_ge_w_5_1_2   1.000000000000e+00
    r_5_1     r_ge_w_5_1_3   1.000000000000e+00
    r_5_1     r_ge_w_5_1_4   1.000000000000e+00
    r_5_1     r_ge_w_5_1_5   1.000000000000e+00
    r_5_1     r_ge_w_5_1_6   1.000000000000e+00
    r_5_1     r_ge_w_5_1_7   1.000000000000e+00
    r_5_1     r_ge_w_5_1_8   1.000000000000e+00
    r_5_1     r_ge_w_5_1_9   1.000000000000e+00
    r_5_1     r_ge_w_5_1_10   1.000000000000e+00
    r_5_1     r_ge_w_5_1_11   1.000000000000e+00
    r_5_1     r_ge_w_5_1_12   1.000000000000e+00
    r_5_1     r_ge_w_5_1_13   1.000000000000e+00
    r_5_1     r_le_5_1   1.000000000000e+00
    r_5_1     r_mono_5_2  -1.000000000000e+00
    r_5_1     r_le_5_2  -1.000000000000e+00
    r_5_1     ball_1     1.000000000000e+00
    r_5_1     OBJ       -9.573170731707e-01
    r_5_2     w_le_r_1_3_11_4  -1.000000000000e+00
    r_5_2     w_ge_1_3_11_4  -1.000000000000e+00
    r_5_2     w_le_r_1_3_6_6  -1.000000000000e+00
    r_5_2     w_ge_1_3_6_6  -1.000000000000e+00
    r_5_2     w_le_r_2_3_12_3  -1.000000000000e+00
    r_5_2     w_ge_2_3_12_3  -1.000000000000e+00
    r_5_2     w_le_r_2_3_7_7  -1.000000000000e+00
    r_5_2     w_ge_2_3_7_7  -1.000000000000e+00
    r_5_2     w_le_r_3_3_13_2  -1.000000000000e+00
    r_5_2     w_ge_3_3_13_2  -1.000000000000e+00
    r_5_2     w_le_r_3_3_8_7  -1.000000000000e+00
    r_5_2     w_ge_3_3_8_7  -1.000000000000e+00
    r_5_2     w_le_r_4_3_14_1  -1.000000000000e+00
    r_5_2     w_ge_4_3_14_1  -1.000000000000e+00
    r_5_2     w_le_r_4_3_9_6  -1.000000000000e+00
    r_5_2     w_ge_4_3_9_6  -1.000000000000e+00
    r_5_2     w_le_r_5_3_10_5  -1.000000000000e+00
    r_5_2     w_ge_5_3_10_5  -1.000000000000e+00
    r_5_2     w_le_r_6_3_1_1  -1.000000000000e+00
    r_5_2     w_ge_6_3_1_1  -1.000000000000e+00
    r_5_2     w_le_r_6_3_11_4  -1.000000000000e+00
    r_5_2     w_ge_6_3_11_4  -1.000000000000e+00
    r_5_2     w_le_r_7_3_2_2  -1.000000000000e+00
    r_5_2     w_ge_7_3_2_2  -1.000000000000e+00
    r_5_2     w_le_r_7_3_12_3  -1.000000000000e+00
    r_5_2     w_ge_7_3_12_3  -1.000000000000e+00
    r_5_2     r_mono_5_2   1.000000000000e+00
    r_5_2     r_ge_w_5_2_0   1.000000000000e+00
    r_5_2     r_ge_w_5_2_1   1.000000000000e+00
    r_5_2     r_ge_w_5_2_2   1.000000000000e+00
    r_5_2     r_ge_w_5_2_3   1.000000000000e+00
    r_5_2     r_ge_w_5_2_4   1.000000000000e+00
    r_5_2     r_ge_w_5_2_5   1.000000000000e+00
    r_5_2     r_ge_w_5_2_6   1.000000000000e+00
    r_5_2     r_ge_w_5_2_7   1.000000000000e+00
    r_5_2     r_ge_w_5_2_8   1.000000000000e+00
    r_5_2     r_ge_w_5_2_9   1.000000000000e+00
    r_5_2     r_ge_w_5_2_10   1.000000000000e+00
    r_5_2     r_ge_w_5_2_11   1.000000000000e+00
    r_5_2     r_ge_w_5_2_12   1.000000000000e+00
    r_5_2     r_ge_w_5_2_13   1.000000000000e+00
    r_5_2     r_le_5_2   1.000000000000e+00
    r_5_2     r_mono_5_3  -1.000000000000e+00
    r_5_2     r_le_5_3  -1.000000000000e+00
    r_5_2     ball_2     1.000000000000e+00
    r_5_2     OBJ       -9.573170731707e-01
    r_5_3     w_le_r_1_4_11_4  -1.000000000000e+00
    r_5_3     w_ge_1_4_11_4  -1.000000000000e+00
    r_5_3     w_le_r_1_4_6_6  -1.000000000000e+00
    r_5_3     w_ge_1_4_6_6  -1.000000000000e+00
    r_5_3     w_le_r_2_4_12_3  -1.000000000000e+00
    r_5_3     w_ge_2_4_12_3  -1.000000000000e+00
    r_5_3     w_le_r_2_4_7_7  -1.000000000000e+00
    r_5_3     w_ge_2_4_7_7  -1.000000000000e+00
    r_5_3     w_le_r_3_4_13_2  -1.000000000000e+00
    r_5_3     w_ge_3_4_13_2  -1.000000000000e+00
    r_5_3     w_le_r_3_4_8_7  -1.000000000000e+00
    r_5_3     w_ge_3_4_8_7  -1.000000000000e+00
    r_5_3     w_le_r_4_4_14_1  -1.000000000000e+00
    r_5_3     w_ge_4_4_14_1  -1.000000000000e+00
    r_5_3     w_le_r_4_4_9_6  -1.000000000000e+00
    r_5_3     w_ge_4_4_9_6  -1.000000000000e+00
    r_5_3     w_le_r_5_4_10_5  -1.000000000000e+00
    r_5_3     w_ge_5_4_10_5  -1.000000000000e+00
    r_5_3     w_le_r_6_4_1_1  -1.000000000000e+00
    r_5_3     w_ge_6_4_1_1  -1.000000000000e+00
    r_5_3     w_le_r_6_4_11_4  -1.000000000000e+00
    r_5_3     w_ge_6_4_11_4  -1.000000000000e+00
    r_5_3     w_le_r_7_4_2_2  -1.000000000000e+00
    r_5_3     w_ge_7_4_2_2  -1.000000000000e+00
    r_5_3     w_le_r_7_4_12_3  -1.000000000000e+00
    r_5_3     w_ge_7_4_12_3  -1.000000000000e+00
    r_5_3     r_mono_5_3   1.000000000000e+00
    r_5_3     r_ge_w_5_3_0   1.000000000000e+00
    r_5_3     r_ge_w_5_3_1   1.000000000000e+00
    r_5_3     r_ge_w_5_3_2   1.000000000000e+00
    r_5_3     r_ge_w_5_3_3   1.000000000000e+00
    r_5_3     r_ge_w_5_3_4   1.000000000000e+00
    r_5_3     r_ge_w_5_3_5   1.000000000000e+00
    r_5_3     r_ge_w_5_3_6   1.000000000000e+00
    r_5_3     r_ge_w_5_3_7   1.000000000000e+00
    r_5_3     r_ge_w_5_3_8   1.000000000000e+00
    r_5_3     r_ge_w_5_3_9   1.000000000000e+00
    r_5_3     r_ge_w_5_3_10   1.000000000000e+00
    r_5_3     r_ge_w_5_3_11   1.000000000000e+00
    r_5_3     r_ge_w_5_3_12   1.000000000000e+00
    r_5_3     r_ge_w_5_3_13   1.000000000000e+00
    r_5_3     r_le_5_3   1.000000000000e+00
    r_5_3     r_mono_5_4  -1.000000000000e+00
    r_5_3     r_le_5_4  -1.000000000000e+00
    r_5_3     OBJ       -9.573170731707e-01
    r_5_4     w_le_r_1_5_11_4  -1.000000000000e+00
    r_5_4     w_ge_1_5_11_4  -1.000000000000e+00
    r_5_4     w_le_r_1_5_6_6  -1.000000000000e+00
    r_5_4     w_ge_1_5_6_6  -1.000000000000e+00
    r_5_4     w_le_r_2_5_12_3  -1.000000000000e+00
    r_5_4     w_ge_2_5_12_3  -1.000000000000e+00
    r_5_4     w_le_r_2_5_7_7  -1.000000000000e+00
    r_5_4     w_ge_2_5_7_7  -1.000000000000e+00
    r_5_4     w_le_r_3_5_13_2  -1.000000000000e+00
    r_5_4     w_ge_3_5_13_2  -1.000000000000e+00
    r_5_4     w_le_r_3_5_8_7  -1.000000000000e+00
    r_5_4     w_ge_3_5_8_7  -1.000000000000e+00
    r_5_4     w_le_r_4_5_14_1  -1.000000000000e+00
    r_5_4     w_ge_4_5_14_1  -1.000000000000e+00
    r_5_4     w_le_r_4_5_9_6  -1.000000000000e+00
    r_5_4     w_ge_4_5_9_6  -1.000000000000e+00
    r_5_4     w_le_r_5_5_10_5  -1.000000000000e+00
    r_5_4     w_ge_5_5_10_5  -1.000000000000e+00
    r_5_4     w_le_r_6_5_1_1  -1.000000000000e+00
    r_5_4     w_ge_6_5_1_1  -1.000000000000e+00
    r_5_4     w_le_r_6_5_11_4  -1.000000000000e+00
    r_5_4     w_ge_6_5_11_4  -1.000000000000e+00
    r_5_4     w_le_r_7_5_2_2  -1.000000000000e+00
    r_5_4     w_ge_7_5_2_2  -1.000000000000e+00
    r_5_4     w_le_r_7_5_12_3  -1.000000000000e+00
    r_5_4     w_ge_7_5_12_3  -1.000000000000e+00
    r_5_4     r_mono_5_4   1.000000000000e+00
    r_5_4     r_ge_w_5_4_0   1.000000000000e+00
    r_5_4     r_ge_w_5_4_1   1.000000000000e+00
    r_5_4     r_ge_w_5_4_2   1.000000000000e+00
    r_5_4     r_ge_w_5_4_3   1.000000000000e+00
    r_5_4     r_ge_w_5_4_4   1.000000000000e+00
    r_5_4     r_ge_w_5_4_5   1.000000000000e+00
    r_5_4     r_ge_w_5_4_6   1.000000000000e+00
    r_5_4     r_ge_w_5_4_7   1.000000000000e+00
    r_5_4     r_ge_w_5_4_8   1.000000000000e+00
    r_5_4     r_ge_w_5_4_9   1.000000000000e+00
    r_5_4     r_ge_w_5_4_10   1.000000000000e+00
    r_5_4     r_ge_w_5_4_11   1.000000000000e+00
    r_5_4     r_ge_w_5_4_12   1.000000000000e+00
    r_5_4     r_ge_w_5_4_13   1.000000000000e+00
    r_5_4     r_le_5_4   1.000000000000e+00
    r_5_4     r_mono_5_5  -1.000000000000e+00
    r_5_4     r_le_5_5  -1.000000000000e+00
    r_5_4     OBJ       -9.573170731707e-01
    r_5_5     w_le_r_1_6_11_4  -1.000000000000e+00
    r_5_5     w_ge_1_6_11_4  -1.000000000000e+00
    r_5_5     w_le_r_1_6_6_6  -1.000000000000e+00
    r_5_5     w_ge_1_6_6_6  -1.000000000000e+00
    r_5_5     w_le_r_2_6_12_3  -1.000000000000e+00
    r_5_5     w_ge_2_6_12_3  -1.000000000000e+00
    r_5_5     w_le_r_2_6_7_7  -1.000000000000e+00
    r_5_5     w_ge_2_6_7_7  -1.000000000000e+00
    r_5_5     w_le_r_3_6_13_2  -1.000000000000e+00
    r_5_5     w_ge_3_6_13_2  -1.000000000000e+00
    r_5_5     w_le_r_3_6_8_7  -1.000000000000e+00
    r_5_5     w_ge_3_6_8_7  -1.000000000000e+00
    r_5_5     w_le_r_4_6_14_1  -1.000000000000e+00
    r_5_5     w_ge_4_6_14_1  -1.000000000000e+00
    r_5_5     w_le_r_4_6_9_6  -1.000000000000e+00
    r_5_5     w_ge_4_6_9_6  -1.000000000000e+00
    r_5_5     w_le_r_5_6_10_5  -1.000000000000e+00
    r_5_5     w_ge_5_6_10_5  -1.000000000000e+00
    r_5_5     w_le_r_6_6_1_1  -1.000000000000e+00
    r_5_5     w_ge_6_6_1_1  -1.000000000000e+00
    r_5_5     w_le_r_6_6_11_4  -1.000000000000e+00
    r_5_5     w_ge_6_6_11_4  -1.000000000000e+00
    r_5_5     w_le_r_7_6_2_2  -1.000000000000e+00
    r_5_5     w_ge_7_6_2_2  -1.000000000000e+00
    r_5_5     w_le_r_7_6_12_3  -1.000000000000e+00
    r_5_5     w_ge_7_6_12_3  -1.000000000000e+00
    r_5_5     r_mono_5_5   1.000000000000e+00
    r_5_5     r_ge_w_5_5_0   1.000000000000e+00
    r_5_5     r_ge_w_5_5_1   1.000000000000e+00
    r_5_5     r_ge_w_5_5_2   1.000000000000e+00
    r_5_5     r_ge_w_5_5_3   1.000000000000e+00
    r_5_5     r_ge_w_5_5_4   1.000000000000e+00
    r_5_5     r_ge_w_5_5_5   1.000000000000e+00
    r_5_5     r_ge_w_5_5_6   1.000000000000e+00
    r_5_5     r_ge_w_5_5_7   1.000000000000e+00
    r_5_5     r_ge_w_5_5_8   1.000000000000e+00
    r_5_5     r_ge_w_5_5_9   1.000000000000e+00
    r_5_5     r_ge_w_5_5_10   1.000000000000e+00
    r_5_5     r_ge_w_5_5_11   1.000000000000e+00
    r_5_5     r_ge_w_5_5_12   1.000000000000e+00
    r_5_5     r_ge_w_5_5_13   1.000000000000e+00
    r_5_5     r_le_5_5   1.000000000000e+00
    r_5_5     r_mono_5_6  -1.000000000000e+00
    r_5_5     r_le_5_6  -1.000000000000e+00
    r_5_5     OBJ       -9.573170731707e-01
    r_5_6     r_mono_5_6   1.000000000000e+00
    r_5_6     r_ge_w_5_6_0   1.000000000000e+00
    r_5_6     r_ge_w_5_6_1   1.000000000000e+00
    r_5_6     r_ge_w_5_6_2   1.000000000000e+00
    r_5_6     r_ge_w_5_6_3   1.000000000000e+00
    r_5_6     r_ge_w_5_6_4   1.000000000000e+00
    r_5_6     r_ge_w_5_6_5   1.000000000000e+00
    r_5_6     r_ge_w_5_6_6   1.000000000000e+00
    r_5_6     r_ge_w_5_6_7   1.000000000000e+00
    r_5_6     r_ge_w_5_6_8   1.000000000000e+00
    r_5_6     r_ge_w_5_6_9   1.000000000000e+00
    r_5_6     r_ge_w_5_6_10   1.000000000000e+00
    r_5_6     r_ge_w_5_6_11   1.000000000000e+00
    r_5_6     r_ge_w_5_6_12   1.000000000000e+00
    r_5_6     r_ge_w_5_6_13   1.000000000000e+00
    r_5_6     r_le_5_6   1.000000000000e+00
    r_5_6     reach_all_5   1.000000000000e+00
    r_6_1     w_le_r_1_2_10_5  -1.000000000000e+00
    r_6_1     w_ge_1_2_10_5  -1.000000000000e+00
    r_6_1     w_le_r_1_2_7_7  -1.000000000000e+00
    r_6_1     w_ge_1_2_7_7  -1.000000000000e+00
    r_6_1     w_le_r_2_2_11_4  -1.000000000000e+00
    r_6_1     w_ge_2_2_11_4  -1.000000000000e+00
    r_6_1     w_le_r_2_2_8_7  -1.000000000000e+00
    r_6_1     w_ge_2_2_8_7  -1.000000000000e+00
    r_6_1     w_le_r_3_2_12_3  -1.000000000000e+00
    r_6_1     w_ge_3_2_12_3  -1.000000000000e+00
    r_6_1     w_le_r_3_2_9_6  -1.000000000000e+00
    r_6_1     w_ge_3_2_9_6  -1.000000000000e+00
    r_6_1     w_le_r_4_2_13_2  -1.000000000000e+00
    r_6_1     w_ge_4_2_13_2  -1.000000000000e+00
    r_6_1     w_le_r_4_2_10_5  -1.000000000000e+00
    r_6_1     w_ge_4_2_10_5  -1.000000000000e+00
    r_6_1     w_le_r_5_2_14_1  -1.000000000000e+00
    r_6_1     w_ge_5_2_14_1  -1.000000000000e+00
    r_6_1     w_le_r_5_2_11_4  -1.000000000000e+00
    r_6_1     w_ge_5_2_11_4  -1.000000000000e+00
    r_6_1     w_le_r_6_2_12_3  -1.000000000000e+00
    r_6_1     w_ge_6_2_12_3  -1.000000000000e+00
    r_6_1     w_le_r_7_2_1_1  -1.000000000000e+00
    r_6_1     w_ge_7_2_1_1  -1.000000000000e+00
    r_6_1     w_le_r_7_2_13_2  -1.000000000000e+00
    r_6_1     w_ge_7_2_13_2  -1.000000000000e+00
    r_6_1     r_mono_6_1   1.000000000000e+00
    r_6_1     r_ge_w_6_1_0   1.000000000000e+00
    r_6_1     r_ge_w_6_1_1   1.000000000000e+00
    r_6_1     r_ge_w_6_1_2   1.000000000000e+00
    r_6_1     r_ge_w_6_1_3   1.000000000000e+00
    r_6_1     r_ge_w_6_1_4   1.000000000000e+00
    r_6_1     r_ge_w_6_1_5   1.000000000000e+00
    r_6_1     r_ge_w_6_1_6   1.000000000000e+00
    r_6_1     r_ge_w_6_1_7   1.000000000000e+00
    r_6_1     r_ge_w_6_1_8   1.000000000000e+00
    r_6_1     r_ge_w_6_1_9   1.000000000000e+00
    r_6_1     r_ge_w_6_1_10   1.000000000000e+00
    r_6_1     r_ge_w_6_1_11   1.000000000000e+00
    r_6_1     r_ge_w_6_1_12   1.000000000000e+00
    r_6_1     r_ge_w_6_1_13   1.000000000000e+00
    r_6_1     r_le_6_1   1.000000000000e+00
    r_6_1     r_mono_6_2  -1.000000000000e+00
    r_6_1     r_le_6_2  -1.000000000000e+00
    r_6_1     ball_1     1.000000000000e+00
    r_6_1     OBJ       -8.292682926829e-01
    r_6_2     w_le_r_1_3_10_5  -1.000000000000e+00
    r_6_2     w_ge_1_3_10_5  -1.000000000000e+00
    r_6_2     w_le_r_1_3_7_7  -1.000000000000e+00
    r_6_2     w_ge_1_3_7_7  -1.000000000000e+00
    r_6_2     w_le_r_2_3_11_4  -1.000000000000e+00
    r_6_2     w_ge_2_3_11_4  -1.000000000000e+00
    r_6_2     w_le_r_2_3_8_7  -1.000000000000e+00
    r_6_2     w_ge_2_3_8_7  -1.000000000000e+00
    r_6_2     w_le_r_3_3_12_3  -1.000000000000e+00
    r_6_2     w_ge_3_3_12_3  -1.000000000000e+00
    r_6_2     w_le_r_3_3_9_6  -1.000000000000e+00
    r_6_2     w_ge_3_3_9_6  -1.000000000000e+00
    r_6_2     w_le_r_4_3_13_2  -1.000000000000e+00
    r_6_2     w_ge_4_3_13_2  -1.000000000000e+00
    r_6_2     w_le_r_4_3_10_5  -1.000000000000e+00
    r_6_2     w_ge_4_3_10_5  -1.000000000000e+00
    r_6_2     w_le_r_5_3_14_1  -1.000000000000e+00
    r_6_2     w_ge_5_3_14_1  -1.000000000000e+00
    r_6_2     w_le_r_5_3_11_4  -1.000000000000e+00
    r_6_2     w_ge_5_3_11_4  -1.000000000000e+00
    r_6_2     w_le_r_6_3_12_3  -1.000000000000e+00
    r_6_2     w_ge_6_3_12_3  -1.000000000000e+00
    r_6_2     w_le_r_7_3_1_1  -1.000000000000e+00
    r_6_2     w_ge_7_3_1_1  -1.000000000000e+00
    r_6_2     w_le_r_7_3_13_2  -1.000000000000e+00
    r_6_2     w_ge_7_3_13_2  -1.000000000000e+00
    r_6_2     r_mono_6_2   1.000000000000e+00
    r_6_2     r_ge_w_6_2_0   1.000000000000e+00
    r_6_2     r_ge_w_6_2_1   1.000000000000e+00
    r_6_2     r_ge_w_6_2_2   1.000000000000e+00
    r_6_2     r_ge_w_6_2_3   1.000000000000e+00
    r_6_2     r_ge_w_6_2_4   1.000000000000e+00
    r_6_2     r_ge_w_6_2_5   1.000000000000e+00
    r_6_2     r_ge_w_6_2_6   1.000000000000e+00
    r_6_2     r_ge_w_6_2_7   1.000000000000e+00
    r_6_2     r_ge_w_6_2_8   1.000000000000e+00
    r_6_2     r_ge_w_6_2_9   1.000000000000e+00
    r_6_2     r_ge_w_6_2_10   1.000000000000e+00
    r_6_2     r_ge_w_6_2_11   1.000000000000e+00
    r_6_2     r_ge_w_6_2_12   1.000000000000e+00
    r_6_2     r_ge_w_6_2_13   1.000000000000e+00
    r_6_2     r_le_6_2   1.000000000000e+00
    r_6_2     r_mono_6_3  -1.000000000000e+00
    r_6_2     r_le_6_3  -1.000000000000e+00
    r_6_2     ball_2     1.000000000000e+00
    r_6_2     OBJ       -8.292682926829e-01
    r_6_3     w_le_r_1_4_10_5  -1.000000000000e+00
    r_6_3     w_ge_1_4_10_5  -1.000000000000e+00
    r_6_3     w_le_r_1_4_7_7  -1.000000000000e+00
    r_6_3     w_ge_1_4_7_7  -1.000000000000e+00
    r_6_3     w_le_r_2_4_11_4  -1.000000000000e+00
    r_6_3     w_ge_2_4_11_4  -1.000000000000e+00
    r_6_3     w_le_r_2_4_8_7  -1.000000000000e+00
    r_6_3     w_ge_2_4_8_7  -1.000000000000e+00
    r_6_3     w_le_r_3_4_12_3  -1.000000000000e+00
    r_6_3     w_ge_3_4_12_3  -1.000000000000e+00
    r_6_3     w_le_r_3_4_9_6  -1.000000000000e+00
    r_6_3     w_ge_3_4_9_6  -1.000000000000e+00
    r_6_3     w_le_r_4_4_13_2  -1.000000000000e+00
    r_6_3     w_ge_4_4_13_2  -1.000000000000e+00
    r_6_3     w_le_r_4_4_10_5  -1.000000000000e+00
    r_6_3     w_ge_4_4_10_5  -1.000000000000e+00
    r_6_3     w_le_r_5_4_14_1  -1.000000000000e+00
    r_6_3     w_ge_5_4_14_1  -1.000000000000e+00
    r_6_3     w_le_r_5_4_11_4  -1.000000000000e+00
    r_6_3     w_ge_5_4_11_4  -1.000000000000e+00
    r_6_3     w_le_r_6_4_12_3  -1.000000000000e+00
    r_6_3     w_ge_6_4_12_3  -1.000000000000e+00
    r_6_3     w_le_r_7_4_1_1  -1.000000000000e+00
    r_6_3     w_ge_7_4_1_1  -1.000000000000e+00
    r_6_3     w_le_r_7_4_13_2  -1.000000000000e+00
    r_6_3     w_ge_7_4_13_2  -1.000000000000e+00
    r_6_3     r_mono_6_3   1.000000000000e+00
    r_6_3     r_ge_w_6_3_0   1.000000000000e+00
    r_6_3     r_ge_w_6_3_1   1.000000000000e+00
    r_6_3     r_ge_w_6_3_2   1.000000000000e+00
    r_6_3     r_ge_w_6_3_3   1.000000000000e+00
    r_6_3     r_ge_w_6_3_4   1.000000000000e+00
    r_6_3     r_ge_w_6_3_5   1.000000000000e+00
    r_6_3     r_ge_w_6_3_6   1.000000000000e+00
    r_6_3     r_ge_w_6_3_7   1.000000000000e+00
    r_6_3     r_ge_w_6_3_8   1.000000000000e+00
    r_6_3     r_ge_w_6_3_9   1.000000000000e+00
    r_6_3     r_ge_w_6_3_10   1.000000000000e+00
    r_6_3     r_ge_w_6_3_11   1.000000000000e+00
    r_6_3     r_ge_w_6_3_12   1.000000000000e+00
    r_6_3     r_ge_w_6_3_13   1.000000000000e+00
    r_6_3     r_le_6_3   1.000000000000e+00
    r_6_3     r_mono_6_4  -1.000000000000e+00
    r_6_3     r_le_6_4  -1.000000000000e+00
    r_6_3     OBJ       -8.292682926829e-01
    r_6_4     w_le_r_1_5_10_5  -1.000000000000e+00
    r_6_4     w_ge_1_5_10_5  -1.000000000000e+00
    r_6_4     w_le_r_1_5_7_7  -1.000000000000e+00
    r_6_4     w_ge_1_5_7_7  -1.000000000000e+00
    r_6_4     w_le_r_2_5_11_4  -1.000000000000e+00
    r_6_4     w_ge_2_5_11_4  -1.000000000000e+00
    r_6_4     w_le_r_2_5_8_7  -1.000000000000e+00
    r_6_4     w_ge_2_5_8_7  -1.000000000000e+00
    r_6_4     w_le_r_3_5_12_3  -1.000000000000e+00
    r_6_4     w_ge_3_5_12_3  -1.000000000000e+00
    r_6_4     w_le_r_3_5_9_6  -1.000000000000e+00
    r_6_4     w_ge_3_5_9_6  -1.000000000000e+00
    r_6_4     w_le_r_4_5_13_2  -1.000000000000e+00
    r_6_4     w_ge_4_5_13_2  -1.000000000000e+00
    r_6_4     w_le_r_4_5_10_5  -1.000000000000e+00
    r_6_4     w_ge_4_5_10_5  -1.000000000000e+00
    r_6_4     w_le_r_5_5_14_1  -1.000000000000e+00
    r_6_4     w_ge_5_5_14_1  -1.000000000000e+00
    r_6_4     w_le_r_5_5_11_4  -1.000000000000e+00
    r_6_4     w_ge_5_5_11_4  -1.000000000000e+00
    r_6_4     w_le_r_6_5_12_3  -1.000000000000e+00
    r_6_4     w_ge_6_5_12_3  -1.000000000000e+00
    r_6_4     w_le_r_7_5_1_1  -1.000000000000e+00
    r_6_4     w_ge_7_5_1_1  -1.000000000000e+00
    r_6_4     w_le_r_7_5_13_2  -1.000000000000e+00
    r_6_4     w_ge_7_5_13_2  -1.000000000000e+00
    r_6_4     r_mono_6_4   1.000000000000e+00
    r_6_4     r_ge_w_6_4_0   1.000000000000e+00
    r_6_4     r_ge_w_6_4_1   1.000000000000e+00
    r_6_4     r_ge_w_6_4_2   1.000000000000e+00
    r_6_4     r_ge_w_6_4_3   1.000000000000e+00
    r_6_4     r_ge_w_6_4_4   1.000000000000e+00
    r_6_4     r_ge_w_6_4_5   1.000000000000e+00
    r_6_4     r_ge_w_6_4_6   1.000000000000e+00
    r_6_4     r_ge_w_6_4_7   1.000000000000e+00
    r_6_4     r_ge_w_6_4_8   1.000000000000e+00
    r_6_4     r_ge_w_6_4_9   1.000000000000e+00
    r_6_4     r_ge_w_6_4_10   1.000000000000e+00
    r_6_4     r_ge_w_6_4_11   1.000000000000e+00
    r_6_4     r_ge_w_6_4_12   1.000000000000e+00
    r_6_4     r_ge_w_6_4_13   1.000000000000e+00
    r_6_4     r_le_6_4   1.000000000000e+00
    r_6_4     r_mono_6_5  -1.000000000000e+00
    r_6_4     r_le_6_5  -1.000000000000e+00
    r_6_4     OBJ       -8.292682926829e-01
    r_6_5     w_le_r_1_6_10_5  -1.000000000000e+00
    r_6_5     w_ge_1_6_10_5  -1.000000000000e+00
    r_6_5     w_le_r_1_6_7_7  -1.000000000000e+00
    r_6_5     w_ge_1_6_7_7  -1.000000000000e+00
    r_6_5     w_le_r_2_6_11_4  -1.000000000000e+00
    r_6_5     w_ge_2_6_11_4  -1.000000000000e+00
    r_6_5     w_le_r_2_6_8_7  -1.000000000000e+00
    r_6_5     w_ge_2_6_8_7  -1.000000000000e+00
    r_6_5     w_le_r_3_6_12_3  -1.000000000000e+00
    r_6_5     w_ge_3_6_12_3  -1.000000000000e+00
    r_6_5     w_le_r_3_6_9_6  -1.000000000000e+00
    r_6_5     w_ge_3_6_9_6  -1.000000000000e+00
    r_6_5     w_le_r_4_6_13_2  -1.000000000000e+00
    r_6_5     w_ge_4_6_13_2  -1.000000000000e+00
    r_6_5     w_le_r_4_6_10_5  -1.000000000000e+00
    r_6_5     w_ge_4_6_10_5  -1.000000000000e+00
    r_6_5     w_le_r_5_6_14_1  -1.000000000000e+00
    r_6_5     w_ge_5_6_14_1  -1.000000000000e+00
    r_6_5     w_le_r_5_6_11_4  -1.000000000000e+00
    r_6_5     w_ge_5_6_11_4  -1.000000000000e+00
    r_6_5     w_le_r_6_6_12_3  -1.000000000000e+00
    r_6_5     w_ge_6_6_12_3  -1.000000000000e+00
    r_6_5     w_le_r_7_6_1_1  -1.000000000000e+00
    r_6_5     w_ge_7_6_1_1  -1.000000000000e+00
    r_6_5     w_le_r_7_6_13_2  -1.000000000000e+00
    r_6_5     w_ge_7_6_13_2  -1.000000000000e+00
    r_6_5     r_mono_6_5   1.000000000000e+00
    r_6_5     r_ge_w_6_5_0   1.000000000000e+00
    r_6_5     r_ge_w_6_5_1   1.000000000000e+00
    r_6_5     r_ge_w_6_5_2   1.000000000000e+00
    r_6_5     r_ge_w_6_5_3   1.000000000000e+00
    r_6_5     r_ge_w_6_5_4   1.000000000000e+00
    r_6_5     r_ge_w_6_5_5   1.000000000000e+00
    r_6_5     r_ge_w_6_5_6   1.000000000000e+00
    r_6_5     r_ge_w_6_5_7   1.000000000000e+00
    r_6_5     r_ge_w_6_5_8   1.000000000000e+00
    r_6_5     r_ge_w_6_5_9   1.000000000000e+00
    r_6_5     r_ge_w_6_5_10   1.000000000000e+00
    r_6_5     r_ge_w_6_5_11   1.000000000000e+00
    r_6_5     r_ge_w_6_5_12   1.000000000000e+00
    r_6_5     r_ge_w_6_5_13   1.000000000000e+00
    r_6_5     r_le_6_5   1.000000000000e+00
    r_6_5     r_mono_6_6  -1.000000000000e+00
    r_6_5     r_le_6_6  -1.000000000000e+00
    r_6_5     OBJ       -8.292682926829e-01
    r_6_6     r_mono_6_6   1.000000000000e+00
    r_6_6     r_ge_w_6_6_0   1.000000000000e+00
    r_6_6     r_ge_w_6_6_1   1.000000000000e+00
    r_6_6     r_ge_w_6_6_2   1.000000000000e+00
    r_6_6     r_ge_w_6_6_3   1.000000000000e+00
    r_6_6     r_ge_w_6_6_4   1.000000000000e+00
    r_6_6     r_ge_w_6_6_5   1.000000000000e+00
    r_6_6     r_ge_w_6_6_6   1.000000000000e+00
    r_6_6     r_ge_w_6_6_7   1.000000000000e+00
    r_6_6     r_ge_w_6_6_8   1.000000000000e+00
    r_6_6     r_ge_w_6_6_9   1.000000000000e+00
    r_6_6     r_ge_w_6_6_10   1.000000000000e+00
    r_6_6     r_ge_w_6_6_11   1.000000000000e+00
    r_6_6     r_ge_w_6_6_12   1.000000000000e+00
    r_6_6     r_ge_w_6_6_13   1.000000000000e+00
    r_6_6     r_le_6_6   1.000000000000e+00
    r_6_6     reach_all_6   1.000000000000e+00
    r_7_1     w_le_r_1_2_9_6  -1.000000000000e+00
    r_7_1     w_ge_1_2_9_6  -1.000000000000e+00
    r_7_1     w_le_r_1_2_8_7  -1.000000000000e+00
    r_7_1     w_ge_1_2_8_7  -1.000000000000e+00
    r_7_1     w_le_r_2_2_10_5  -1.000000000000e+00
    r_7_1     w_ge_2_2_10_5  -1.000000000000e+00
    r_7_1     w_le_r_2_2_9_6  -1.000000000000e+00
    r_7_1     w_ge_2_2_9_6  -1.000000000000e+00
    r_7_1     w_le_r_3_2_11_4  -1.000000000000e+00
    r_7_1     w_ge_3_2_11_4  -1.000000000000e+00
    r_7_1     w_le_r_3_2_10_5  -1.000000000000e+00
    r_7_1     w_ge_3_2_10_5  -1.000000000000e+00
    r_7_1     w_le_r_4_2_12_3  -1.000000000000e+00
    r_7_1     w_ge_4_2_12_3  -1.000000000000e+00
    r_7_1     w_le_r_4_2_11_4  -1.000000000000e+00
    r_7_1     w_ge_4_2_11_4  -1.000000000000e+00
    r_7_1     w_le_r_5_2_13_2  -1.000000000000e+00
    r_7_1     w_ge_5_2_13_2  -1.000000000000e+00
    r_7_1     w_le_r_5_2_12_3  -1.000000000000e+00
    r_7_1     w_ge_5_2_12_3  -1.000000000000e+00
    r_7_1     w_le_r_6_2_14_1  -1.000000000000e+00
    r_7_1     w_ge_6_2_14_1  -1.000000000000e+00
    r_7_1     w_le_r_6_2_13_2  -1.000000000000e+00
    r_7_1     w_ge_6_2_13_2  -1.000000000000e+00
    r_7_1     w_le_r_7_2_14_1  -1.000000000000e+00
    r_7_1     w_ge_7_2_14_1  -1.000000000000e+00
    r_7_1     r_mono_7_1   1.000000000000e+00
    r_7_1     r_ge_w_7_1_0   1.000000000000e+00
    r_7_1     r_ge_w_7_1_1   1.000000000000e+00
    r_7_1     r_ge_w_7_1_2   1.000000000000e+00
    r_7_1     r_ge_w_7_1_3   1.000000000000e+00
    r_7_1     r_ge_w_7_1_4   1.000000000000e+00
    r_7_1     r_ge_w_7_1_5   1.000000000000e+00
    r_7_1     r_ge_w_7_1_6   1.000000000000e+00
    r_7_1     r_ge_w_7_1_7   1.000000000000e+00
    r_7_1     r_ge_w_7_1_8   1.000000000000e+00
    r_7_1     r_ge_w_7_1_9   1.000000000000e+00
    r_7_1     r_ge_w_7_1_10   1.000000000000e+00
    r_7_1     r_ge_w_7_1_11   1.000000000000e+00
    r_7_1     r_ge_w_7_1_12   1.000000000000e+00
    r_7_1     r_ge_w_7_1_13   1.000000000000e+00
    r_7_1     r_le_7_1   1.000000000000e+00
    r_7_1     r_mono_7_2  -1.000000000000e+00
    r_7_1     r_le_7_2  -1.000000000000e+00
    r_7_1     ball_1     1.000000000000e+00
    r_7_1     OBJ       -8.353658536585e-01
    r_7_2     w_le_r_1_3_9_6  -1.000000000000e+00
    r_7_2     w_ge_1_3_9_6  -1.000000000000e+00
    r_7_2     w_le_r_1_3_8_7  -1.000000000000e+00
    r_7_2     w_ge_1_3_8_7  -1.000000000000e+00
    r_7_2     w_le_r_2_3_10_5  -1.000000000000e+00
    r_7_2     w_ge_2_3_10_5  -1.000000000000e+00
    r_7_2     w_le_r_2_3_9_6  -1.000000000000e+00
    r_7_2     w_ge_2_3_9_6  -1.000000000000e+00
    r_7_2     w_le_r_3_3_11_4  -1.000000000000e+00
    r_7_2     w_ge_3_3_11_4  -1.000000000000e+00
    r_7_2     w_le_r_3_3_10_5  -1.000000000000e+00
    r_7_2     w_ge_3_3_10_5  -1.000000000000e+00
    r_7_2     w_le_r_4_3_12_3  -1.000000000000e+00
    r_7_2     w_ge_4_3_12_3  -1.000000000000e+00
    r_7_2     w_le_r_4_3_11_4  -1.000000000000e+00
    r_7_2     w_ge_4_3_11_4  -1.000000000000e+00
    r_7_2     w_le_r_5_3_13_2  -1.000000000000e+00
    r_7_2     w_ge_5_3_13_2  -1.000000000000e+00
    r_7_2     w_le_r_5_3_12_3  -1.000000000000e+00
    r_7_2     w_ge_5_3_12_3  -1.000000000000e+00
    r_7_2     w_le_r_6_3_14_1  -1.000000000000e+00
    r_7_2     w_ge_6_3_14_1  -1.000000000000e+00
    r_7_2     w_le_r_6_3_13_2  -1.000000000000e+00
    r_7_2     w_ge_6_3_13_2  -1.000000000000e+00
    r_7_2     w_le_r_7_3_14_1  -1.000000000000e+00
    r_7_2     w_ge_7_3_14_1  -1.000000000000e+00
    r_7_2     r_mono_7_2   1.000000000000e+00
    r_7_2     r_ge_w_7_2_0   1.000000000000e+00
    r_7_2     r_ge_w_7_2_1   1.000000000000e+00
    r_7_2     r_ge_w_7_2_2   1.000000000000e+00
    r_7_2     r_ge_w_7_2_3   1.000000000000e+00
    r_7_2     r_ge_w_7_2_4   1.000000000000e+00
    r_7_2     r_ge_w_7_2_5   1.000000000000e+00
    r_7_2     r_ge_w_7_2_6   1.000000000000e+00
    r_7_2     r_ge_w_7_2_7   1.000000000000e+00
    r_7_2     r_ge_w_7_2_8   1.000000000000e+00
    r_7_2     r_ge_w_7_2_9   1.000000000000e+00
    r_7_2     r_ge_w_7_2_10   1.000000000000e+00
    r_7_2     r_ge_w_7_2_11   1.000000000000e+00
    r_7_2     r_ge_w_7_2_12   1.000000000000e+00
    r_7_2     r_ge_w_7_2_13   1.000000000000e+00
    r_7_2     r_le_7_2   1.000000000000e+00
    r_7_2     r_mono_7_3  -1.000000000000e+00
    r_7_2     r_le_7_3  -1.000000000000e+00
    r_7_2     ball_2     1.000000000000e+00
    r_7_2     OBJ       -8.353658536585e-01
    r_7_3     w_le_r_1_4_9_6  -1.000000000000e+00
    r_7_3     w_ge_1_4_9_6  -1.000000000000e+00
    r_7_3     w_le_r_1_4_8_7  -1.000000000000e+00
    r_7_3     w_ge_1_4_8_7  -1.000000000000e+00
    r_7_3     w_le_r_2_4_10_5  -1.000000000000e+00
    r_7_3     w_ge_2_4_10_5  -1.000000000000e+00
    r_7_3     w_le_r_2_4_9_6  -1.000000000000e+00
    r_7_3     w_ge_2_4_9_6  -1.000000000000e+00
    r_7_3     w_le_r_3_4_11_4  -1.000000000000e+00
    r_7_3     w_ge_3_4_11_4  -1.000000000000e+00
    r_7_3     w_le_r_3_4_10_5  -1.000000000000e+00
    r_7_3     w_ge_3_4_10_5  -1.000000000000e+00
    r_7_3     w_le_r_4_4_12_3  -1.000000000000e+00
    r_7_3     w_ge_4_4_12_3  -1.000000000000e+00
    r_7_3     w_le_r_4_4_11_4  -1.000000000000e+00
    r_7_3     w_ge_4_4_11_4  -1.000000000000e+00
    r_7_3     w_le_r_5_4_13_2  -1.000000000000e+00
    r_7_3     w_ge_5_4_13_2  -1.000000000000e+00
    r_7_3     w_le_r_5_4_12_3  -1.000000000000e+00
    r_7_3     w_ge_5_4_12_3  -1.000000000000e+00
    r_7_3     w_le_r_6_4_14_1  -1.000000000000e+00
    r_7_3     w_ge_6_4_14_1  -1.000000000000e+00
    r_7_3     w_le_r_6_4_13_2  -1.000000000000e+00
    r_7_3     w_ge_6_4_13_2  -1.000000000000e+00
    r_7_3     w_le_r_7_4_14_1  -1.000000000000e+00
    r_7_3     w_ge_7_4_14_1  -1.000000000000e+00
    r_7_3     r_mono_7_3   1.000000000000e+00
    r_7_3     r_ge_w_7_3_0   1.000000000000e+00
    r_7_3     r_ge_w_7_3_1   1.000000000000e+00
    r_7_3     r_ge_w_7_3_2   1.000000000000e+00
    r_7_3     r_ge_w_7_3_3   1.000000000000e+00
    r_7_3     r_ge_w_7_3_4   1.000000000000e+00
    r_7_3     r_ge_w_7_3_5   1.000000000000e+00
    r_7_3     r_ge_w_7_3_6   1.000000000000e+00
    r_7_3     r_ge_w_7_3_7   1.000000000000e+00
    r_7_3     r_ge_w_7_3_8   1.000000000000e+00
    r_7_3     r_ge_w_7_3_9   1.000000000000e+00
    r_7_3     r_ge_w_7_3_10   1.000000000000e+00
    r_7_3     r_ge_w_7_3_11   1.000000000000e+00
    r_7_3     r_ge_w_7_3_12   1.000000000000e+00
    r_7_3     r_ge_w_7_3_13   1.000000000000e+00
    r_7_3     r_le_7_3   1.000000000000e+00
    r_7_3     r_mono_7_4  -1.000000000000e+00
    r_7_3     r_le_7_4  -1.000000000000e+00
    r_7_3     OBJ       -8.353658536585e-01
    r_7_4     w_le_r_1_5_9_6  -1.000000000000e+00
    r_7_4     w_ge_1_5_9_6  -1.000000000000e+00
    r_7_4     w_le_r_1_5_8_7  -1.000000000000e+00
    r_7_4     w_ge_1_5_8_7  -1.000000000000e+00
    r_7_4     w_le_r_2_5_10_5  -1.000000000000e+00
    r_7_4     w_ge_2_5_10_5  -1.000000000000e+00
    r_7_4     w_le_r_2_5_9_6  -1.000000000000e+00
    r_7_4     w_ge_2_5_9_6  -1.000000000000e+00
    r_7_4     w_le_r_3_5_11_4  -1.000000000000e+00
    r_7_4     w_ge_3_5_11_4  -1.000000000000e+00
    r_7_4     w_le_r_3_5_10_5  -1.000000000000e+00
    r_7_4     w_ge_3_5_10_5  -1.000000000000e+00
    r_7_4     w_le_r_4_5_12_3  -1.000000000000e+00
    r_7_4     w_ge_4_5_12_3  -1.000000000000e+00
    r_7_4     w_le_r_4_5_11_4  -1.000000000000e+00
    r_7_4     w_ge_4_5_11_4  -1.000000000000e+00
    r_7_4     w_le_r_5_5_13_2  -1.000000000000e+00
    r_7_4     w_ge_5_5_13_2  -1.000000000000e+00
    r_7_4     w_le_r_5_5_12_3  -1.000000000000e+00
    r_7_4     w_ge_5_5_12_3  -1.000000000000e+00
    r_7_4     w_le_r_6_5_14_1  -1.000000000000e+00
    r_7_4     w_ge_6_5_14_1  -1.000000000000e+00
    r_7_4     w_le_r_6_5_13_2  -1.000000000000e+00
    r_7_4     w_ge_6_5_13_2  -1.000000000000e+00
    r_7_4     w_le_r_7_5_14_1  -1.000000000000e+00
    r_7_4     w_ge_7_5_14_1  -1.000000000000e+00
    r_7_4     r_mono_7_4   1.000000000000e+00
    r_7_4     r_ge_w_7_4_0   1.000000000000e+00
    r_7_4     r_ge_w_7_4_1   1.000000000000e+00
    r_7_4     r_ge_w_7_4_2   1.000000000000e+00
    r_7_4     r_ge_w_7_4_3   1.000000000000e+00
    r_7_4     r_ge_w_7_4_4   1.000000000000e+00
    r_7_4     r_ge_w_7_4_5   1.000000000000e+00
    r_7_4     r_ge_w_7_4_6   1.000000000000e+00
    r_7_4     r_ge_w_7_4_7   1.000000000000e+00
    r_7_4     r_ge_w_7_4_8   1.000000000000e+00
    r_7_4     r_ge_w_7_4_9   1.000000000000e+00
    r_7_4     r_ge_w_7_4_10   1.000000000000e+00
    r_7_4     r_ge_w_7_4_11   1.000000000000e+00
    r_7_4     r_ge_w_7_4_12   1.000000000000e+00
    r_7_4     r_ge_w_7_4_13   1.000000000000e+00
    r_7_4     r_le_7_4   1.000000000000e+00
    r_7_4     r_mono_7_5  -1.000000000000e+00
    r_7_4     r_le_7_5  -1.000000000000e+00
    r_7_4     OBJ       -8.353658536585e-01
    r_7_5     w_le_r_1_6_9_6  -1.000000000000e+00
    r_7_5     w_ge_1_6_9_6  -1.000000000000e+00
    r_7_5     w_le_r_1_6_8_7  -1.000000000000e+00
    r_7_5     w_ge_1_6_8_7  -1.000000000000e+00
    r_7_5     w_le_r_2_6_10_5  -1.000000000000e+00
    r_7_5     w_ge_2_6_10_5  -1.000000000000e+00
    r_7_5     w_le_r_2_6_9_6  -1.000000000000e+00
    r_7_5     w_ge_2_6_9_6  -1.000000000000e+00
    r_7_5     w_le_r_3_6_11_4  -1.000000000000e+00
    r_7_5     w_ge_3_6_11_4  -1.000000000000e+00
    r_7_5     w_le_r_3_6_10_5  -1.000000000000e+00
    r_7_5     w_ge_3_6_10_5  -1.000000000000e+00
    r_7_5     w_le_r_4_6_12_3  -1.000000000000e+00
    r_7_5     w_ge_4_6_12_3  -1.000000000000e+00
    r_7_5     w_le_r_4_6_11_4  -1.000000000000e+00
    r_7_5     w_ge_4_6_11_4  -1.000000000000e+00
    r_7_5     w_le_r_5_6_13_2  -1.000000000000e+00
    r_7_5     w_ge_5_6_13_2  -1.000000000000e+00
    r_7_5     w_le_r_5_6_12_3  -1.000000000000e+00
    r_7_5     w_ge_5_6_12_3  -1.000000000000e+00
    r_7_5     w_le_r_6_6_14_1  -1.000000000000e+00
    r_7_5     w_ge_6_6_14_1  -1.000000000000e+00
    r_7_5     w_le_r_6_6_13_2  -1.000000000000e+00
    r_7_5     w_ge_6_6_13_2  -1.000000000000e+00
    r_7_5     w_le_r_7_6_14_1  -1.000000000000e+00
    r_7_5     w_ge_7_6_14_1  -1.000000000000e+00
    r_7_5     r_mono_7_5   1.000000000000e+00
    r_7_5     r_ge_w_7_5_0   1.000000000000e+00
    r_7_5     r_ge_w_7_5_1   1.000000000000e+00
    r_7_5     r_ge_w_7_5_2   1.000000000000e+00
    r_7_5     r_ge_w_7_5_3   1.000000000000e+00
    r_7_5     r_ge_w_7_5_4   1.000000000000e+00
    r_7_5     r_ge_w_7_5_5   1.000000000000e+00
    r_7_5     r_ge_w_7_5_6   1.000000000000e+00
    r_7_5     r_ge_w_7_5_7   1.000000000000e+00
    r_7_5     r_ge_w_7_5_8   1.000000000000e+00
    r_7_5     r_ge_w_7_5_9   1.000000000000e+00
    r_7_5     r_ge_w_7_5_10   1.000000000000e+00
    r_7_5     r_ge_w_7_5_11   1.000000000000e+00
    r_7_5     r_ge_w_7_5_12   1.000000000000e+00
    r_7_5     r_ge_w_7_5_13   1.000000000000e+00
    r_7_5     r_le_7_5   1.000000000000e+00
    r_7_5     r_mono_7_6  -1.000000000000e+00
    r_7_5     r_le_7_6  -1.000000000000e+00
    r_7_5     OBJ       -8.353658536585e-01
    r_7_6     r_mono_7_6   1.000000000000e+00
    r_7_6     r_ge_w_7_6_0   1.000000000000e+00
    r_7_6     r_ge_w_7_6_1   1.000000000000e+00
    r_7_6     r_ge_w_7_6_2   1.000000000000e+00
    r_7_6     r_ge_w_7_6_3   1.000000000000e+00
    r_7_6     r_ge_w_7_6_4   1.000000000000e+00
    r_7_6     r_ge_w_7_6_5   1.000000000000e+00
    r_7_6     r_ge_w_7_6_6   1.000000000000e+00
    r_7_6     r_ge_w_7_6_7   1.000000000000e+00
    r_7_6     r_ge_w_7_6_8   1.000000000000e+00
    r_7_6     r_ge_w_7_6_9   1.000000000000e+00
    r_7_6     r_ge_w_7_6_10   1.000000000000e+00
    r_7_6     r_ge_w_7_6_11   1.000000000000e+00
    r_7_6     r_ge_w_7_6_12   1.000000000000e+00
    r_7_6     r_ge_w_7_6_13   1.000000000000e+00
    r_7_6     r_le_7_6   1.000000000000e+00
    r_7_6     reach_all_7   1.000000000000e+00
    MARK      'MARKER'                 'INTORG'
    s_1       strides_count   1.000000000000e+00
    s_1       w_le_s_1_1_1_1  -1.000000000000e+00
    s_1       w_ge_1_1_1_1  -1.000000000000e+00
    s_1       w_le_s_1_1_14_1  -1.000000000000e+00
    s_1       w_ge_1_1_14_1  -1.000000000000e+00
    s_1       w_le_s_2_1_1_1  -1.000000000000e+00
    s_1       w_ge_2_1_1_1  -1.000000000000e+00
    s_1       w_le_s_2_1_14_1  -1.000000000000e+00
    s_1       w_ge_2_1_14_1  -1.000000000000e+00
    s_1       w_le_s_3_1_1_1  -1.000000000000e+00
    s_1       w_ge_3_1_1_1  -1.000000000000e+00
    s_1       w_le_s_3_1_14_1  -1.000000000000e+00
    s_1       w_ge_3_1_14_1  -1.000000000000e+00
    s_1       w_le_s_4_1_1_1  -1.000000000000e+00
    s_1       w_ge_4_1_1_1  -1.000000000000e+00
    s_1       w_le_s_4_1_14_1  -1.000000000000e+00
    s_1       w_ge_4_1_14_1  -1.000000000000e+00
    s_1       w_le_s_5_1_1_1  -1.000000000000e+00
    s_1       w_ge_5_1_1_1  -1.000000000000e+00
    s_1       w_le_s_5_1_14_1  -1.000000000000e+00
    s_1       w_ge_5_1_14_1  -1.000000000000e+00
    s_1       w_le_s_6_1_1_1  -1.000000000000e+00
    s_1       w_ge_6_1_1_1  -1.000000000000e+00
    s_1       w_le_s_6_1_14_1  -1.000000000000e+00
    s_1       w_ge_6_1_14_1  -1.000000000000e+00
    s_1       w_le_s_7_1_1_1  -1.000000000000e+00
    s_1       w_ge_7_1_1_1  -1.000000000000e+00
    s_1       w_le_s_7_1_14_1  -1.000000000000e+00
    s_1       w_ge_7_1_14_1  -1.000000000000e+00
    s_1       w_le_s_1_2_1_1  -1.000000000000e+00
    s_1       w_ge_1_2_1_1  -1.000000000000e+00
    s_1       w_le_s_1_2_14_1  -1.000000000000e+00
    s_1       w_ge_1_2_14_1  -1.000000000000e+00
    s_1       w_le_s_2_2_1_1  -1.000000000000e+00
    s_1       w_ge_2_2_1_1  -1.000000000000e+00
    s_1       w_le_s_2_2_14_1  -1.000000000000e+00
    s_1       w_ge_2_2_14_1  -1.000000000000e+00
    s_1       w_le_s_3_2_1_1  -1.000000000000e+00
    s_1       w_ge_3_2_1_1  -1.000000000000e+00
    s_1       w_le_s_3_2_14_1  -1.000000000000e+00
    s_1       w_ge_3_2_14_1  -1.000000000000e+00
    s_1       w_le_s_4_2_1_1  -1.000000000000e+00
    s_1       w_ge_4_2_1_1  -1.000000000000e+00
    s_1       w_le_s_4_2_14_1  -1.000000000000e+00
    s_1       w_ge_4_2_14_1  -1.000000000000e+00
    s_1       w_le_s_5_2_1_1  -1.000000000000e+00
    s_1       w_ge_5_2_1_1  -1.000000000000e+00
    s_1       w_le_s_5_2_14_1  -1.000000000000e+00
    s_1       w_ge_5_2_14_1  -1.000000000000e+00
    s_1       w_le_s_6_2_1_1  -1.000000000000e+00
    s_1       w_ge_6_2_1_1  -1.000000000000e+00
    s_1       w_le_s_6_2_14_1  -1.000000000000e+00
    s_1       w_ge_6_2_14_1  -1.000000000000e+00
    s_1       w_le_s_7_2_1_1  -1.000000000000e+00
    s_1       w_ge_7_2_1_1  -1.000000000000e+00
    s_1       w_le_s_7_2_14_1  -1.000000000000e+00
    s_1       w_ge_7_2_14_1  -1.000000000000e+00
    s_1       w_le_s_1_3_1_1  -1.000000000000e+00
    s_1       w_ge_1_3_1_1  -1.000000000000e+00
    s_1       w_le_s_1_3_14_1  -1.000000000000e+00
    s_1       w_ge_1_3_14_1  -1.000000000000e+00
    s_1       w_le_s_2_3_1_1  -1.000000000000e+00
    s_1       w_ge_2_3_1_1  -1.000000000000e+00
    s_1       w_le_s_2_3_14_1  -1.000000000000e+00
    s_1       w_ge_2_3_14_1  -1.000000000000e+00
    s_1       w_le_s_3_3_1_1  -1.000000000000e+00
    s_1       w_ge_3_3_1_1  -1.000000000000e+00
    s_1       w_le_s_3_3_14_1  -1.000000000000e+00
    s_1       w_ge_3_3_14_1  -1.000000000000e+00
    s_1       w_le_s_4_3_1_1  -1.000000000000e+00
    s_1       w_ge_4_3_1_1  -1.000000000000e+00
    s_1       w_le_s_4_3_14_1  -1.000000000000e+00
    s_1       w_ge_4_3_14_1  -1.000000000000e+00
    s_1       w_le_s_5_3_1_1  -1.000000000000e+00
    s_1       w_ge_5_3_1_1  -1.000000000000e+00
    s_1       w_le_s_5_3_14_1  -1.000000000000e+00
    s_1       w_ge_5_3_14_1  -1.000000000000e+00
    s_1       w_le_s_6_3_1_1  -1.000000000000e+00
    s_1       w_ge_6_3_1_1  -1.000000000000e+00
    s_1       w_le_s_6_3_14_1  -1.000000000000e+00
    s_1       w_ge_6_3_14_1  -1.000000000000e+00
    s_1       w_le_s_7_3_1_1  -1.000000000000e+00
    s_1       w_ge_7_3_1_1  -1.000000000000e+00
    s_1       w_le_s_7_3_14_1  -1.000000000000e+00
    s_1       w_ge_7_3_14_1  -1.000000000000e+00
    s_1       w_le_s_1_4_1_1  -1.000000000000e+00
    s_1       w_ge_1_4_1_1  -1.000000000000e+00
    s_1       w_le_s_1_4_14_1  -1.000000000000e+00
    s_1       w_ge_1_4_14_1  -1.000000000000e+00
    s_1       w_le_s_2_4_1_1  -1.000000000000e+00
    s_1       w_ge_2_4_1_1  -1.000000000000e+00
    s_1       w_le_s_2_4_14_1  -1.000000000000e+00
    s_1       w_ge_2_4_14_1  -1.000000000000e+00
    s_1       w_le_s_3_4_1_1  -1.000000000000e+00
    s_1       w_ge_3_4_1_1  -1.000000000000e+00
    s_1       w_le_s_3_4_14_1  -1.000000000000e+00
    s_1       w_ge_3_4_14_1  -1.000000000000e+00
    s_1       w_le_s_4_4_1_1  -1.000000000000e+00
    s_1       w_ge_4_4_1_1  -1.000000000000e+00
    s_1       w_le_s_4_4_14_1  -1.000000000000e+00
    s_1       w_ge_4_4_14_1  -1.000000000000e+00
    s_1       w_le_s_5_4_1_1  -1.000000000000e+00
    s_1       w_ge_5_4_1_1  -1.000000000000e+00
    s_1       w_le_s_5_4_14_1  -1.000000000000e+00
    s_1       w_ge_5_4_14_1  -1.000000000000e+00
    s_1       w_le_s_6_4_1_1  -1.000000000000e+00
    s_1       w_ge_6_4_1_1  -1.000000000000e+00
    s_1       w_le_s_6_4_14_1  -1.000000000000e+00
    s_1       w_ge_6_4_14_1  -1.000000000000e+00
    s_1       w_le_s_7_4_1_1  -1.000000000000e+00
    s_1       w_ge_7_4_1_1  -1.000000000000e+00
    s_1       w_le_s_7_4_14_1  -1.000000000000e+00
    s_1       w_ge_7_4_14_1  -1.000000000000e+00
    s_1       w_le_s_1_5_1_1  -1.000000000000e+00
    s_1       w_ge_1_5_1_1  -1.000000000000e+00
    s_1       w_le_s_1_5_14_1  -1.000000000000e+00
    s_1       w_ge_1_5_14_1  -1.000000000000e+00
    s_1       w_le_s_2_5_1_1  -1.000000000000e+00
    s_1       w_ge_2_5_1_1  -1.000000000000e+00
    s_1       w_le_s_2_5_14_1  -1.000000000000e+00
    s_1       w_ge_2_5_14_1  -1.000000000000e+00
    s_1       w_le_s_3_5_1_1  -1.000000000000e+00
    s_1       w_ge_3_5_1_1  -1.000000000000e+00
    s_1       w_le_s_3_5_14_1  -1.000000000000e+00
    s_1       w_ge_3_5_14_1  -1.000000000000e+00
    s_1       w_le_s_4_5_1_1  -1.000000000000e+00
    s_1       w_ge_4_5_1_1  -1.000000000000e+00
    s_1       w_le_s_4_5_14_1  -1.000000000000e+00
    s_1       w_ge_4_5_14_1  -1.000000000000e+00
    s_1       w_le_s_5_5_1_1  -1.000000000000e+00
    s_1       w_ge_5_5_1_1  -1.000000000000e+00
    s_1       w_le_s_5_5_14_1  -1.000000000000e+00
    s_1       w_ge_5_5_14_1  -1.000000000000e+00
    s_1       w_le_s_6_5_1_1  -1.000000000000e+00
    s_1       w_ge_6_5_1_1  -1.000000000000e+00
    s_1       w_le_s_6_5_14_1  -1.000000000000e+00
    s_1       w_ge_6_5_14_1  -1.000000000000e+00
    s_1       w_le_s_7_5_1_1  -1.000000000000e+00
    s_1       w_ge_7_5_1_1  -1.000000000000e+00
    s_1       w_le_s_7_5_14_1  -1.000000000000e+00
    s_1       w_ge_7_5_14_1  -1.000000000000e+00
    s_1       w_le_s_1_6_1_1  -1.000000000000e+00
    s_1       w_ge_1_6_1_1  -1.000000000000e+00
    s_1       w_le_s_1_6_14_1  -1.000000000000e+00
    s_1       w_ge_1_6_14_1  -1.000000000000e+00
    s_1       w_le_s_2_6_1_1  -1.000000000000e+00
    s_1       w_ge_2_6_1_1  -1.000000000000e+00
    s_1       w_le_s_2_6_14_1  -1.000000000000e+00
    s_1       w_ge_2_6_14_1  -1.000000000000e+00
    s_1       w_le_s_3_6_1_1  -1.000000000000e+00
    s_1       w_ge_3_6_1_1  -1.000000000000e+00
    s_1       w_le_s_3_6_14_1  -1.000000000000e+00
    s_1       w_ge_3_6_14_1  -1.000000000000e+00
    s_1       w_le_s_4_6_1_1  -1.000000000000e+00
    s_1       w_ge_4_6_1_1  -1.000000000000e+00
    s_1       w_le_s_4_6_14_1  -1.000000000000e+00
    s_1       w_ge_4_6_14_1  -1.000000000000e+00
    s_1       w_le_s_5_6_1_1  -1.000000000000e+00
    s_1       w_ge_5_6_1_1  -1.000000000000e+00
    s_1       w_le_s_5_6_14_1  -1.000000000000e+00
    s_1       w_ge_5_6_14_1  -1.000000000000e+00
    s_1       w_le_s_6_6_1_1  -1.000000000000e+00
    s_1       w_ge_6_6_1_1  -1.000000000000e+00
    s_1       w_le_s_6_6_14_1  -1.000000000000e+00
    s_1       w_ge_6_6_14_1  -1.000000000000e+00
    s_1       w_le_s_7_6_1_1  -1.000000000000e+00
    s_1       w_ge_7_6_1_1  -1.000000000000e+00
    s_1       w_le_s_7_6_14_1  -1.000000000000e+00
    s_1       w_ge_7_6_14_1  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_2       strides_count   1.000000000000e+00
    s_2       w_le_s_1_1_2_2  -1.000000000000e+00
    s_2       w_ge_1_1_2_2  -1.000000000000e+00
    s_2       w_le_s_1_1_13_2  -1.000000000000e+00
    s_2       w_ge_1_1_13_2  -1.000000000000e+00
    s_2       w_le_s_2_1_2_2  -1.000000000000e+00
    s_2       w_ge_2_1_2_2  -1.000000000000e+00
    s_2       w_le_s_2_1_13_2  -1.000000000000e+00
    s_2       w_ge_2_1_13_2  -1.000000000000e+00
    s_2       w_le_s_3_1_2_2  -1.000000000000e+00
    s_2       w_ge_3_1_2_2  -1.000000000000e+00
    s_2       w_le_s_3_1_13_2  -1.000000000000e+00
    s_2       w_ge_3_1_13_2  -1.000000000000e+00
    s_2       w_le_s_4_1_2_2  -1.000000000000e+00
    s_2       w_ge_4_1_2_2  -1.000000000000e+00
    s_2       w_le_s_4_1_13_2  -1.000000000000e+00
    s_2       w_ge_4_1_13_2  -1.000000000000e+00
    s_2       w_le_s_5_1_2_2  -1.000000000000e+00
    s_2       w_ge_5_1_2_2  -1.000000000000e+00
    s_2       w_le_s_5_1_13_2  -1.000000000000e+00
    s_2       w_ge_5_1_13_2  -1.000000000000e+00
    s_2       w_le_s_6_1_2_2  -1.000000000000e+00
    s_2       w_ge_6_1_2_2  -1.000000000000e+00
    s_2       w_le_s_6_1_13_2  -1.000000000000e+00
    s_2       w_ge_6_1_13_2  -1.000000000000e+00
    s_2       w_le_s_7_1_2_2  -1.000000000000e+00
    s_2       w_ge_7_1_2_2  -1.000000000000e+00
    s_2       w_le_s_7_1_13_2  -1.000000000000e+00
    s_2       w_ge_7_1_13_2  -1.000000000000e+00
    s_2       w_le_s_1_2_2_2  -1.000000000000e+00
    s_2       w_ge_1_2_2_2  -1.000000000000e+00
    s_2       w_le_s_1_2_13_2  -1.000000000000e+00
    s_2       w_ge_1_2_13_2  -1.000000000000e+00
    s_2       w_le_s_2_2_2_2  -1.000000000000e+00
    s_2       w_ge_2_2_2_2  -1.000000000000e+00
    s_2       w_le_s_2_2_13_2  -1.000000000000e+00
    s_2       w_ge_2_2_13_2  -1.000000000000e+00
    s_2       w_le_s_3_2_2_2  -1.000000000000e+00
    s_2       w_ge_3_2_2_2  -1.000000000000e+00
    s_2       w_le_s_3_2_13_2  -1.000000000000e+00
    s_2       w_ge_3_2_13_2  -1.000000000000e+00
    s_2       w_le_s_4_2_2_2  -1.000000000000e+00
    s_2       w_ge_4_2_2_2  -1.000000000000e+00
    s_2       w_le_s_4_2_13_2  -1.000000000000e+00
    s_2       w_ge_4_2_13_2  -1.000000000000e+00
    s_2       w_le_s_5_2_2_2  -1.000000000000e+00
    s_2       w_ge_5_2_2_2  -1.000000000000e+00
    s_2       w_le_s_5_2_13_2  -1.000000000000e+00
    s_2       w_ge_5_2_13_2  -1.000000000000e+00
    s_2       w_le_s_6_2_2_2  -1.000000000000e+00
    s_2       w_ge_6_2_2_2  -1.000000000000e+00
    s_2       w_le_s_6_2_13_2  -1.000000000000e+00
    s_2       w_ge_6_2_13_2  -1.000000000000e+00
    s_2       w_le_s_7_2_2_2  -1.000000000000e+00
    s_2       w_ge_7_2_2_2  -1.000000000000e+00
    s_2       w_le_s_7_2_13_2  -1.000000000000e+00
    s_2       w_ge_7_2_13_2  -1.000000000000e+00
    s_2       w_le_s_1_3_2_2  -1.000000000000e+00
    s_2       w_ge_1_3_2_2  -1.000000000000e+00
    s_2       w_le_s_1_3_13_2  -1.000000000000e+00
    s_2       w_ge_1_3_13_2  -1.000000000000e+00
    s_2       w_le_s_2_3_2_2  -1.000000000000e+00
    s_2       w_ge_2_3_2_2  -1.000000000000e+00
    s_2       w_le_s_2_3_13_2  -1.000000000000e+00
    s_2       w_ge_2_3_13_2  -1.000000000000e+00
    s_2       w_le_s_3_3_2_2  -1.000000000000e+00
    s_2       w_ge_3_3_2_2  -1.000000000000e+00
    s_2       w_le_s_3_3_13_2  -1.000000000000e+00
    s_2       w_ge_3_3_13_2  -1.000000000000e+00
    s_2       w_le_s_4_3_2_2  -1.000000000000e+00
    s_2       w_ge_4_3_2_2  -1.000000000000e+00
    s_2       w_le_s_4_3_13_2  -1.000000000000e+00
    s_2       w_ge_4_3_13_2  -1.000000000000e+00
    s_2       w_le_s_5_3_2_2  -1.000000000000e+00
    s_2       w_ge_5_3_2_2  -1.000000000000e+00
    s_2       w_le_s_5_3_13_2  -1.000000000000e+00
    s_2       w_ge_5_3_13_2  -1.000000000000e+00
    s_2       w_le_s_6_3_2_2  -1.000000000000e+00
    s_2       w_ge_6_3_2_2  -1.000000000000e+00
    s_2       w_le_s_6_3_13_2  -1.000000000000e+00
    s_2       w_ge_6_3_13_2  -1.000000000000e+00
    s_2       w_le_s_7_3_2_2  -1.000000000000e+00
    s_2       w_ge_7_3_2_2  -1.000000000000e+00
    s_2       w_le_s_7_3_13_2  -1.000000000000e+00
    s_2       w_ge_7_3_13_2  -1.000000000000e+00
    s_2       w_le_s_1_4_2_2  -1.000000000000e+00
    s_2       w_ge_1_4_2_2  -1.000000000000e+00
    s_2       w_le_s_1_4_13_2  -1.000000000000e+00
    s_2       w_ge_1_4_13_2  -1.000000000000e+00
    s_2       w_le_s_2_4_2_2  -1.000000000000e+00
    s_2       w_ge_2_4_2_2  -1.000000000000e+00
    s_2       w_le_s_2_4_13_2  -1.000000000000e+00
    s_2       w_ge_2_4_13_2  -1.000000000000e+00
    s_2       w_le_s_3_4_2_2  -1.000000000000e+00
    s_2       w_ge_3_4_2_2  -1.000000000000e+00
    s_2       w_le_s_3_4_13_2  -1.000000000000e+00
    s_2       w_ge_3_4_13_2  -1.000000000000e+00
    s_2       w_le_s_4_4_2_2  -1.000000000000e+00
    s_2       w_ge_4_4_2_2  -1.000000000000e+00
    s_2       w_le_s_4_4_13_2  -1.000000000000e+00
    s_2       w_ge_4_4_13_2  -1.000000000000e+00
    s_2       w_le_s_5_4_2_2  -1.000000000000e+00
    s_2       w_ge_5_4_2_2  -1.000000000000e+00
    s_2       w_le_s_5_4_13_2  -1.000000000000e+00
    s_2       w_ge_5_4_13_2  -1.000000000000e+00
    s_2       w_le_s_6_4_2_2  -1.000000000000e+00
    s_2       w_ge_6_4_2_2  -1.000000000000e+00
    s_2       w_le_s_6_4_13_2  -1.000000000000e+00
    s_2       w_ge_6_4_13_2  -1.000000000000e+00
    s_2       w_le_s_7_4_2_2  -1.000000000000e+00
    s_2       w_ge_7_4_2_2  -1.000000000000e+00
    s_2       w_le_s_7_4_13_2  -1.000000000000e+00
    s_2       w_ge_7_4_13_2  -1.000000000000e+00
    s_2       w_le_s_1_5_2_2  -1.000000000000e+00
    s_2       w_ge_1_5_2_2  -1.000000000000e+00
    s_2       w_le_s_1_5_13_2  -1.000000000000e+00
    s_2       w_ge_1_5_13_2  -1.000000000000e+00
    s_2       w_le_s_2_5_2_2  -1.000000000000e+00
    s_2       w_ge_2_5_2_2  -1.000000000000e+00
    s_2       w_le_s_2_5_13_2  -1.000000000000e+00
    s_2       w_ge_2_5_13_2  -1.000000000000e+00
    s_2       w_le_s_3_5_2_2  -1.000000000000e+00
    s_2       w_ge_3_5_2_2  -1.000000000000e+00
    s_2       w_le_s_3_5_13_2  -1.000000000000e+00
    s_2       w_ge_3_5_13_2  -1.000000000000e+00
    s_2       w_le_s_4_5_2_2  -1.000000000000e+00
    s_2       w_ge_4_5_2_2  -1.000000000000e+00
    s_2       w_le_s_4_5_13_2  -1.000000000000e+00
    s_2       w_ge_4_5_13_2  -1.000000000000e+00
    s_2       w_le_s_5_5_2_2  -1.000000000000e+00
    s_2       w_ge_5_5_2_2  -1.000000000000e+00
    s_2       w_le_s_5_5_13_2  -1.000000000000e+00
    s_2       w_ge_5_5_13_2  -1.000000000000e+00
    s_2       w_le_s_6_5_2_2  -1.000000000000e+00
    s_2       w_ge_6_5_2_2  -1.000000000000e+00
    s_2       w_le_s_6_5_13_2  -1.000000000000e+00
    s_2       w_ge_6_5_13_2  -1.000000000000e+00
    s_2       w_le_s_7_5_2_2  -1.000000000000e+00
    s_2       w_ge_7_5_2_2  -1.000000000000e+00
    s_2       w_le_s_7_5_13_2  -1.000000000000e+00
    s_2       w_ge_7_5_13_2  -1.000000000000e+00
    s_2       w_le_s_1_6_2_2  -1.000000000000e+00
    s_2       w_ge_1_6_2_2  -1.000000000000e+00
    s_2       w_le_s_1_6_13_2  -1.000000000000e+00
    s_2       w_ge_1_6_13_2  -1.000000000000e+00
    s_2       w_le_s_2_6_2_2  -1.000000000000e+00
    s_2       w_ge_2_6_2_2  -1.000000000000e+00
    s_2       w_le_s_2_6_13_2  -1.000000000000e+00
    s_2       w_ge_2_6_13_2  -1.000000000000e+00
    s_2       w_le_s_3_6_2_2  -1.000000000000e+00
    s_2       w_ge_3_6_2_2  -1.000000000000e+00
    s_2       w_le_s_3_6_13_2  -1.000000000000e+00
    s_2       w_ge_3_6_13_2  -1.000000000000e+00
    s_2       w_le_s_4_6_2_2  -1.000000000000e+00
    s_2       w_ge_4_6_2_2  -1.000000000000e+00
    s_2       w_le_s_4_6_13_2  -1.000000000000e+00
    s_2       w_ge_4_6_13_2  -1.000000000000e+00
    s_2       w_le_s_5_6_2_2  -1.000000000000e+00
    s_2       w_ge_5_6_2_2  -1.000000000000e+00
    s_2       w_le_s_5_6_13_2  -1.000000000000e+00
    s_2       w_ge_5_6_13_2  -1.000000000000e+00
    s_2       w_le_s_6_6_2_2  -1.000000000000e+00
    s_2       w_ge_6_6_2_2  -1.000000000000e+00
    s_2       w_le_s_6_6_13_2  -1.000000000000e+00
    s_2       w_ge_6_6_13_2  -1.000000000000e+00
    s_2       w_le_s_7_6_2_2  -1.000000000000e+00
    s_2       w_ge_7_6_2_2  -1.000000000000e+00
    s_2       w_le_s_7_6_13_2  -1.000000000000e+00
    s_2       w_ge_7_6_13_2  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_3       strides_count   1.000000000000e+00
    s_3       w_le_s_1_1_3_3  -1.000000000000e+00
    s_3       w_ge_1_1_3_3  -1.000000000000e+00
    s_3       w_le_s_1_1_12_3  -1.000000000000e+00
    s_3       w_ge_1_1_12_3  -1.000000000000e+00
    s_3       w_le_s_2_1_3_3  -1.000000000000e+00
    s_3       w_ge_2_1_3_3  -1.000000000000e+00
    s_3       w_le_s_2_1_12_3  -1.000000000000e+00
    s_3       w_ge_2_1_12_3  -1.000000000000e+00
    s_3       w_le_s_3_1_3_3  -1.000000000000e+00
    s_3       w_ge_3_1_3_3  -1.000000000000e+00
    s_3       w_le_s_3_1_12_3  -1.000000000000e+00
    s_3       w_ge_3_1_12_3  -1.000000000000e+00
    s_3       w_le_s_4_1_3_3  -1.000000000000e+00
    s_3       w_ge_4_1_3_3  -1.000000000000e+00
    s_3       w_le_s_4_1_12_3  -1.000000000000e+00
    s_3       w_ge_4_1_12_3  -1.000000000000e+00
    s_3       w_le_s_5_1_3_3  -1.000000000000e+00
    s_3       w_ge_5_1_3_3  -1.000000000000e+00
    s_3       w_le_s_5_1_12_3  -1.000000000000e+00
    s_3       w_ge_5_1_12_3  -1.000000000000e+00
    s_3       w_le_s_6_1_3_3  -1.000000000000e+00
    s_3       w_ge_6_1_3_3  -1.000000000000e+00
    s_3       w_le_s_6_1_12_3  -1.000000000000e+00
    s_3       w_ge_6_1_12_3  -1.000000000000e+00
    s_3       w_le_s_7_1_3_3  -1.000000000000e+00
    s_3       w_ge_7_1_3_3  -1.000000000000e+00
    s_3       w_le_s_7_1_12_3  -1.000000000000e+00
    s_3       w_ge_7_1_12_3  -1.000000000000e+00
    s_3       w_le_s_1_2_3_3  -1.000000000000e+00
    s_3       w_ge_1_2_3_3  -1.000000000000e+00
    s_3       w_le_s_1_2_12_3  -1.000000000000e+00
    s_3       w_ge_1_2_12_3  -1.000000000000e+00
    s_3       w_le_s_2_2_3_3  -1.000000000000e+00
    s_3       w_ge_2_2_3_3  -1.000000000000e+00
    s_3       w_le_s_2_2_12_3  -1.000000000000e+00
    s_3       w_ge_2_2_12_3  -1.000000000000e+00
    s_3       w_le_s_3_2_3_3  -1.000000000000e+00
    s_3       w_ge_3_2_3_3  -1.000000000000e+00
    s_3       w_le_s_3_2_12_3  -1.000000000000e+00
    s_3       w_ge_3_2_12_3  -1.000000000000e+00
    s_3       w_le_s_4_2_3_3  -1.000000000000e+00
    s_3       w_ge_4_2_3_3  -1.000000000000e+00
    s_3       w_le_s_4_2_12_3  -1.000000000000e+00
    s_3       w_ge_4_2_12_3  -1.000000000000e+00
    s_3       w_le_s_5_2_3_3  -1.000000000000e+00
    s_3       w_ge_5_2_3_3  -1.000000000000e+00
    s_3       w_le_s_5_2_12_3  -1.000000000000e+00
    s_3       w_ge_5_2_12_3  -1.000000000000e+00
    s_3       w_le_s_6_2_3_3  -1.000000000000e+00
    s_3       w_ge_6_2_3_3  -1.000000000000e+00
    s_3       w_le_s_6_2_12_3  -1.000000000000e+00
    s_3       w_ge_6_2_12_3  -1.000000000000e+00
    s_3       w_le_s_7_2_3_3  -1.000000000000e+00
    s_3       w_ge_7_2_3_3  -1.000000000000e+00
    s_3       w_le_s_7_2_12_3  -1.000000000000e+00
    s_3       w_ge_7_2_12_3  -1.000000000000e+00
    s_3       w_le_s_1_3_3_3  -1.000000000000e+00
    s_3       w_ge_1_3_3_3  -1.000000000000e+00
    s_3       w_le_s_1_3_12_3  -1.000000000000e+00
    s_3       w_ge_1_3_12_3  -1.000000000000e+00
    s_3       w_le_s_2_3_3_3  -1.000000000000e+00
    s_3       w_ge_2_3_3_3  -1.000000000000e+00
    s_3       w_le_s_2_3_12_3  -1.000000000000e+00
    s_3       w_ge_2_3_12_3  -1.000000000000e+00
    s_3       w_le_s_3_3_3_3  -1.000000000000e+00
    s_3       w_ge_3_3_3_3  -1.000000000000e+00
    s_3       w_le_s_3_3_12_3  -1.000000000000e+00
    s_3       w_ge_3_3_12_3  -1.000000000000e+00
    s_3       w_le_s_4_3_3_3  -1.000000000000e+00
    s_3       w_ge_4_3_3_3  -1.000000000000e+00
    s_3       w_le_s_4_3_12_3  -1.000000000000e+00
    s_3       w_ge_4_3_12_3  -1.000000000000e+00
    s_3       w_le_s_5_3_3_3  -1.000000000000e+00
    s_3       w_ge_5_3_3_3  -1.000000000000e+00
    s_3       w_le_s_5_3_12_3  -1.000000000000e+00
    s_3       w_ge_5_3_12_3  -1.000000000000e+00
    s_3       w_le_s_6_3_3_3  -1.000000000000e+00
    s_3       w_ge_6_3_3_3  -1.000000000000e+00
    s_3       w_le_s_6_3_12_3  -1.000000000000e+00
    s_3       w_ge_6_3_12_3  -1.000000000000e+00
    s_3       w_le_s_7_3_3_3  -1.000000000000e+00
    s_3       w_ge_7_3_3_3  -1.000000000000e+00
    s_3       w_le_s_7_3_12_3  -1.000000000000e+00
    s_3       w_ge_7_3_12_3  -1.000000000000e+00
    s_3       w_le_s_1_4_3_3  -1.000000000000e+00
    s_3       w_ge_1_4_3_3  -1.000000000000e+00
    s_3       w_le_s_1_4_12_3  -1.000000000000e+00
    s_3       w_ge_1_4_12_3  -1.000000000000e+00
    s_3       w_le_s_2_4_3_3  -1.000000000000e+00
    s_3       w_ge_2_4_3_3  -1.000000000000e+00
    s_3       w_le_s_2_4_12_3  -1.000000000000e+00
    s_3       w_ge_2_4_12_3  -1.000000000000e+00
    s_3       w_le_s_3_4_3_3  -1.000000000000e+00
    s_3       w_ge_3_4_3_3  -1.000000000000e+00
    s_3       w_le_s_3_4_12_3  -1.000000000000e+00
    s_3       w_ge_3_4_12_3  -1.000000000000e+00
    s_3       w_le_s_4_4_3_3  -1.000000000000e+00
    s_3       w_ge_4_4_3_3  -1.000000000000e+00
    s_3       w_le_s_4_4_12_3  -1.000000000000e+00
    s_3       w_ge_4_4_12_3  -1.000000000000e+00
    s_3       w_le_s_5_4_3_3  -1.000000000000e+00
    s_3       w_ge_5_4_3_3  -1.000000000000e+00
    s_3       w_le_s_5_4_12_3  -1.000000000000e+00
    s_3       w_ge_5_4_12_3  -1.000000000000e+00
    s_3       w_le_s_6_4_3_3  -1.000000000000e+00
    s_3       w_ge_6_4_3_3  -1.000000000000e+00
    s_3       w_le_s_6_4_12_3  -1.000000000000e+00
    s_3       w_ge_6_4_12_3  -1.000000000000e+00
    s_3       w_le_s_7_4_3_3  -1.000000000000e+00
    s_3       w_ge_7_4_3_3  -1.000000000000e+00
    s_3       w_le_s_7_4_12_3  -1.000000000000e+00
    s_3       w_ge_7_4_12_3  -1.000000000000e+00
    s_3       w_le_s_1_5_3_3  -1.000000000000e+00
    s_3       w_ge_1_5_3_3  -1.000000000000e+00
    s_3       w_le_s_1_5_12_3  -1.000000000000e+00
    s_3       w_ge_1_5_12_3  -1.000000000000e+00
    s_3       w_le_s_2_5_3_3  -1.000000000000e+00
    s_3       w_ge_2_5_3_3  -1.000000000000e+00
    s_3       w_le_s_2_5_12_3  -1.000000000000e+00
    s_3       w_ge_2_5_12_3  -1.000000000000e+00
    s_3       w_le_s_3_5_3_3  -1.000000000000e+00
    s_3       w_ge_3_5_3_3  -1.000000000000e+00
    s_3       w_le_s_3_5_12_3  -1.000000000000e+00
    s_3       w_ge_3_5_12_3  -1.000000000000e+00
    s_3       w_le_s_4_5_3_3  -1.000000000000e+00
    s_3       w_ge_4_5_3_3  -1.000000000000e+00
    s_3       w_le_s_4_5_12_3  -1.000000000000e+00
    s_3       w_ge_4_5_12_3  -1.000000000000e+00
    s_3       w_le_s_5_5_3_3  -1.000000000000e+00
    s_3       w_ge_5_5_3_3  -1.000000000000e+00
    s_3       w_le_s_5_5_12_3  -1.000000000000e+00
    s_3       w_ge_5_5_12_3  -1.000000000000e+00
    s_3       w_le_s_6_5_3_3  -1.000000000000e+00
    s_3       w_ge_6_5_3_3  -1.000000000000e+00
    s_3       w_le_s_6_5_12_3  -1.000000000000e+00
    s_3       w_ge_6_5_12_3  -1.000000000000e+00
    s_3       w_le_s_7_5_3_3  -1.000000000000e+00
    s_3       w_ge_7_5_3_3  -1.000000000000e+00
    s_3       w_le_s_7_5_12_3  -1.000000000000e+00
    s_3       w_ge_7_5_12_3  -1.000000000000e+00
    s_3       w_le_s_1_6_3_3  -1.000000000000e+00
    s_3       w_ge_1_6_3_3  -1.000000000000e+00
    s_3       w_le_s_1_6_12_3  -1.000000000000e+00
    s_3       w_ge_1_6_12_3  -1.000000000000e+00
    s_3       w_le_s_2_6_3_3  -1.000000000000e+00
    s_3       w_ge_2_6_3_3  -1.000000000000e+00
    s_3       w_le_s_2_6_12_3  -1.000000000000e+00
    s_3       w_ge_2_6_12_3  -1.000000000000e+00
    s_3       w_le_s_3_6_3_3  -1.000000000000e+00
    s_3       w_ge_3_6_3_3  -1.000000000000e+00
    s_3       w_le_s_3_6_12_3  -1.000000000000e+00
    s_3       w_ge_3_6_12_3  -1.000000000000e+00
    s_3       w_le_s_4_6_3_3  -1.000000000000e+00
    s_3       w_ge_4_6_3_3  -1.000000000000e+00
    s_3       w_le_s_4_6_12_3  -1.000000000000e+00
    s_3       w_ge_4_6_12_3  -1.000000000000e+00
    s_3       w_le_s_5_6_3_3  -1.000000000000e+00
    s_3       w_ge_5_6_3_3  -1.000000000000e+00
    s_3       w_le_s_5_6_12_3  -1.000000000000e+00
    s_3       w_ge_5_6_12_3  -1.000000000000e+00
    s_3       w_le_s_6_6_3_3  -1.000000000000e+00
    s_3       w_ge_6_6_3_3  -1.000000000000e+00
    s_3       w_le_s_6_6_12_3  -1.000000000000e+00
    s_3       w_ge_6_6_12_3  -1.000000000000e+00
    s_3       w_le_s_7_6_3_3  -1.000000000000e+00
    s_3       w_ge_7_6_3_3  -1.000000000000e+00
    s_3       w_le_s_7_6_12_3  -1.000000000000e+00
    s_3       w_ge_7_6_12_3  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_4       strides_count   1.000000000000e+00
    s_4       w_le_s_1_1_4_4  -1.000000000000e+00
    s_4       w_ge_1_1_4_4  -1.000000000000e+00
    s_4       w_le_s_1_1_11_4  -1.000000000000e+00
    s_4       w_ge_1_1_11_4  -1.000000000000e+00
    s_4       w_le_s_2_1_4_4  -1.000000000000e+00
    s_4       w_ge_2_1_4_4  -1.000000000000e+00
    s_4       w_le_s_2_1_11_4  -1.000000000000e+00
    s_4       w_ge_2_1_11_4  -1.000000000000e+00
    s_4       w_le_s_3_1_4_4  -1.000000000000e+00
    s_4       w_ge_3_1_4_4  -1.000000000000e+00
    s_4       w_le_s_3_1_11_4  -1.000000000000e+00
    s_4       w_ge_3_1_11_4  -1.000000000000e+00
    s_4       w_le_s_4_1_4_4  -1.000000000000e+00
    s_4       w_ge_4_1_4_4  -1.000000000000e+00
    s_4       w_le_s_4_1_11_4  -1.000000000000e+00
    s_4       w_ge_4_1_11_4  -1.000000000000e+00
    s_4       w_le_s_5_1_4_4  -1.000000000000e+00
    s_4       w_ge_5_1_4_4  -1.000000000000e+00
    s_4       w_le_s_5_1_11_4  -1.000000000000e+00
    s_4       w_ge_5_1_11_4  -1.000000000000e+00
    s_4       w_le_s_6_1_4_4  -1.000000000000e+00
    s_4       w_ge_6_1_4_4  -1.000000000000e+00
    s_4       w_le_s_6_1_11_4  -1.000000000000e+00
    s_4       w_ge_6_1_11_4  -1.000000000000e+00
    s_4       w_le_s_7_1_4_4  -1.000000000000e+00
    s_4       w_ge_7_1_4_4  -1.000000000000e+00
    s_4       w_le_s_7_1_11_4  -1.000000000000e+00
    s_4       w_ge_7_1_11_4  -1.000000000000e+00
    s_4       w_le_s_1_2_4_4  -1.000000000000e+00
    s_4       w_ge_1_2_4_4  -1.000000000000e+00
    s_4       w_le_s_1_2_11_4  -1.000000000000e+00
    s_4       w_ge_1_2_11_4  -1.000000000000e+00
    s_4       w_le_s_2_2_4_4  -1.000000000000e+00
    s_4       w_ge_2_2_4_4  -1.000000000000e+00
    s_4       w_le_s_2_2_11_4  -1.000000000000e+00
    s_4       w_ge_2_2_11_4  -1.000000000000e+00
    s_4       w_le_s_3_2_4_4  -1.000000000000e+00
    s_4       w_ge_3_2_4_4  -1.000000000000e+00
    s_4       w_le_s_3_2_11_4  -1.000000000000e+00
    s_4       w_ge_3_2_11_4  -1.000000000000e+00
    s_4       w_le_s_4_2_4_4  -1.000000000000e+00
    s_4       w_ge_4_2_4_4  -1.000000000000e+00
    s_4       w_le_s_4_2_11_4  -1.000000000000e+00
    s_4       w_ge_4_2_11_4  -1.000000000000e+00
    s_4       w_le_s_5_2_4_4  -1.000000000000e+00
    s_4       w_ge_5_2_4_4  -1.000000000000e+00
    s_4       w_le_s_5_2_11_4  -1.000000000000e+00
    s_4       w_ge_5_2_11_4  -1.000000000000e+00
    s_4       w_le_s_6_2_4_4  -1.000000000000e+00
    s_4       w_ge_6_2_4_4  -1.000000000000e+00
    s_4       w_le_s_6_2_11_4  -1.000000000000e+00
    s_4       w_ge_6_2_11_4  -1.000000000000e+00
    s_4       w_le_s_7_2_4_4  -1.000000000000e+00
    s_4       w_ge_7_2_4_4  -1.000000000000e+00
    s_4       w_le_s_7_2_11_4  -1.000000000000e+00
    s_4       w_ge_7_2_11_4  -1.000000000000e+00
    s_4       w_le_s_1_3_4_4  -1.000000000000e+00
    s_4       w_ge_1_3_4_4  -1.000000000000e+00
    s_4       w_le_s_1_3_11_4  -1.000000000000e+00
    s_4       w_ge_1_3_11_4  -1.000000000000e+00
    s_4       w_le_s_2_3_4_4  -1.000000000000e+00
    s_4       w_ge_2_3_4_4  -1.000000000000e+00
    s_4       w_le_s_2_3_11_4  -1.000000000000e+00
    s_4       w_ge_2_3_11_4  -1.000000000000e+00
    s_4       w_le_s_3_3_4_4  -1.000000000000e+00
    s_4       w_ge_3_3_4_4  -1.000000000000e+00
    s_4       w_le_s_3_3_11_4  -1.000000000000e+00
    s_4       w_ge_3_3_11_4  -1.000000000000e+00
    s_4       w_le_s_4_3_4_4  -1.000000000000e+00
    s_4       w_ge_4_3_4_4  -1.000000000000e+00
    s_4       w_le_s_4_3_11_4  -1.000000000000e+00
    s_4       w_ge_4_3_11_4  -1.000000000000e+00
    s_4       w_le_s_5_3_4_4  -1.000000000000e+00
    s_4       w_ge_5_3_4_4  -1.000000000000e+00
    s_4       w_le_s_5_3_11_4  -1.000000000000e+00
    s_4       w_ge_5_3_11_4  -1.000000000000e+00
    s_4       w_le_s_6_3_4_4  -1.000000000000e+00
    s_4       w_ge_6_3_4_4  -1.000000000000e+00
    s_4       w_le_s_6_3_11_4  -1.000000000000e+00
    s_4       w_ge_6_3_11_4  -1.000000000000e+00
    s_4       w_le_s_7_3_4_4  -1.000000000000e+00
    s_4       w_ge_7_3_4_4  -1.000000000000e+00
    s_4       w_le_s_7_3_11_4  -1.000000000000e+00
    s_4       w_ge_7_3_11_4  -1.000000000000e+00
    s_4       w_le_s_1_4_4_4  -1.000000000000e+00
    s_4       w_ge_1_4_4_4  -1.000000000000e+00
    s_4       w_le_s_1_4_11_4  -1.000000000000e+00
    s_4       w_ge_1_4_11_4  -1.000000000000e+00
    s_4       w_le_s_2_4_4_4  -1.000000000000e+00
    s_4       w_ge_2_4_4_4  -1.000000000000e+00
    s_4       w_le_s_2_4_11_4  -1.000000000000e+00
    s_4       w_ge_2_4_11_4  -1.000000000000e+00
    s_4       w_le_s_3_4_4_4  -1.000000000000e+00
    s_4       w_ge_3_4_4_4  -1.000000000000e+00
    s_4       w_le_s_3_4_11_4  -1.000000000000e+00
    s_4       w_ge_3_4_11_4  -1.000000000000e+00
    s_4       w_le_s_4_4_4_4  -1.000000000000e+00
    s_4       w_ge_4_4_4_4  -1.000000000000e+00
    s_4       w_le_s_4_4_11_4  -1.000000000000e+00
    s_4       w_ge_4_4_11_4  -1.000000000000e+00
    s_4       w_le_s_5_4_4_4  -1.000000000000e+00
    s_4       w_ge_5_4_4_4  -1.000000000000e+00
    s_4       w_le_s_5_4_11_4  -1.000000000000e+00
    s_4       w_ge_5_4_11_4  -1.000000000000e+00
    s_4       w_le_s_6_4_4_4  -1.000000000000e+00
    s_4       w_ge_6_4_4_4  -1.000000000000e+00
    s_4       w_le_s_6_4_11_4  -1.000000000000e+00
    s_4       w_ge_6_4_11_4  -1.000000000000e+00
    s_4       w_le_s_7_4_4_4  -1.000000000000e+00
    s_4       w_ge_7_4_4_4  -1.000000000000e+00
    s_4       w_le_s_7_4_11_4  -1.000000000000e+00
    s_4       w_ge_7_4_11_4  -1.000000000000e+00
    s_4       w_le_s_1_5_4_4  -1.000000000000e+00
    s_4       w_ge_1_5_4_4  -1.000000000000e+00
    s_4       w_le_s_1_5_11_4  -1.000000000000e+00
    s_4       w_ge_1_5_11_4  -1.000000000000e+00
    s_4       w_le_s_2_5_4_4  -1.000000000000e+00
    s_4       w_ge_2_5_4_4  -1.000000000000e+00
    s_4       w_le_s_2_5_11_4  -1.000000000000e+00
    s_4       w_ge_2_5_11_4  -1.000000000000e+00
    s_4       w_le_s_3_5_4_4  -1.000000000000e+00
    s_4       w_ge_3_5_4_4  -1.000000000000e+00
    s_4       w_le_s_3_5_11_4  -1.000000000000e+00
    s_4       w_ge_3_5_11_4  -1.000000000000e+00
    s_4       w_le_s_4_5_4_4  -1.000000000000e+00
    s_4       w_ge_4_5_4_4  -1.000000000000e+00
    s_4       w_le_s_4_5_11_4  -1.000000000000e+00
    s_4       w_ge_4_5_11_4  -1.000000000000e+00
    s_4       w_le_s_5_5_4_4  -1.000000000000e+00
    s_4       w_ge_5_5_4_4  -1.000000000000e+00
    s_4       w_le_s_5_5_11_4  -1.000000000000e+00
    s_4       w_ge_5_5_11_4  -1.000000000000e+00
    s_4       w_le_s_6_5_4_4  -1.000000000000e+00
    s_4       w_ge_6_5_4_4  -1.000000000000e+00
    s_4       w_le_s_6_5_11_4  -1.000000000000e+00
    s_4       w_ge_6_5_11_4  -1.000000000000e+00
    s_4       w_le_s_7_5_4_4  -1.000000000000e+00
    s_4       w_ge_7_5_4_4  -1.000000000000e+00
    s_4       w_le_s_7_5_11_4  -1.000000000000e+00
    s_4       w_ge_7_5_11_4  -1.000000000000e+00
    s_4       w_le_s_1_6_4_4  -1.000000000000e+00
    s_4       w_ge_1_6_4_4  -1.000000000000e+00
    s_4       w_le_s_1_6_11_4  -1.000000000000e+00
    s_4       w_ge_1_6_11_4  -1.000000000000e+00
    s_4       w_le_s_2_6_4_4  -1.000000000000e+00
    s_4       w_ge_2_6_4_4  -1.000000000000e+00
    s_4       w_le_s_2_6_11_4  -1.000000000000e+00
    s_4       w_ge_2_6_11_4  -1.000000000000e+00
    s_4       w_le_s_3_6_4_4  -1.000000000000e+00
    s_4       w_ge_3_6_4_4  -1.000000000000e+00
    s_4       w_le_s_3_6_11_4  -1.000000000000e+00
    s_4       w_ge_3_6_11_4  -1.000000000000e+00
    s_4       w_le_s_4_6_4_4  -1.000000000000e+00
    s_4       w_ge_4_6_4_4  -1.000000000000e+00
    s_4       w_le_s_4_6_11_4  -1.000000000000e+00
    s_4       w_ge_4_6_11_4  -1.000000000000e+00
    s_4       w_le_s_5_6_4_4  -1.000000000000e+00
    s_4       w_ge_5_6_4_4  -1.000000000000e+00
    s_4       w_le_s_5_6_11_4  -1.000000000000e+00
    s_4       w_ge_5_6_11_4  -1.000000000000e+00
    s_4       w_le_s_6_6_4_4  -1.000000000000e+00
    s_4       w_ge_6_6_4_4  -1.000000000000e+00
    s_4       w_le_s_6_6_11_4  -1.000000000000e+00
    s_4       w_ge_6_6_11_4  -1.000000000000e+00
    s_4       w_le_s_7_6_4_4  -1.000000000000e+00
    s_4       w_ge_7_6_4_4  -1.000000000000e+00
    s_4       w_le_s_7_6_11_4  -1.000000000000e+00
    s_4       w_ge_7_6_11_4  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_5       strides_count   1.000000000000e+00
    s_5       w_le_s_1_1_5_5  -1.000000000000e+00
    s_5       w_ge_1_1_5_5  -1.000000000000e+00
    s_5       w_le_s_1_1_10_5  -1.000000000000e+00
    s_5       w_ge_1_1_10_5  -1.000000000000e+00
    s_5       w_le_s_2_1_5_5  -1.000000000000e+00
    s_5       w_ge_2_1_5_5  -1.000000000000e+00
    s_5       w_le_s_2_1_10_5  -1.000000000000e+00
    s_5       w_ge_2_1_10_5  -1.000000000000e+00
    s_5       w_le_s_3_1_5_5  -1.000000000000e+00
    s_5       w_ge_3_1_5_5  -1.000000000000e+00
    s_5       w_le_s_3_1_10_5  -1.000000000000e+00
    s_5       w_ge_3_1_10_5  -1.000000000000e+00
    s_5       w_le_s_4_1_5_5  -1.000000000000e+00
    s_5       w_ge_4_1_5_5  -1.000000000000e+00
    s_5       w_le_s_4_1_10_5  -1.000000000000e+00
    s_5       w_ge_4_1_10_5  -1.000000000000e+00
    s_5       w_le_s_5_1_5_5  -1.000000000000e+00
    s_5       w_ge_5_1_5_5  -1.000000000000e+00
    s_5       w_le_s_5_1_10_5  -1.000000000000e+00
    s_5       w_ge_5_1_10_5  -1.000000000000e+00
    s_5       w_le_s_6_1_5_5  -1.000000000000e+00
    s_5       w_ge_6_1_5_5  -1.000000000000e+00
    s_5       w_le_s_6_1_10_5  -1.000000000000e+00
    s_5       w_ge_6_1_10_5  -1.000000000000e+00
    s_5       w_le_s_7_1_5_5  -1.000000000000e+00
    s_5       w_ge_7_1_5_5  -1.000000000000e+00
    s_5       w_le_s_7_1_10_5  -1.000000000000e+00
    s_5       w_ge_7_1_10_5  -1.000000000000e+00
    s_5       w_le_s_1_2_5_5  -1.000000000000e+00
    s_5       w_ge_1_2_5_5  -1.000000000000e+00
    s_5       w_le_s_1_2_10_5  -1.000000000000e+00
    s_5       w_ge_1_2_10_5  -1.000000000000e+00
    s_5       w_le_s_2_2_5_5  -1.000000000000e+00
    s_5       w_ge_2_2_5_5  -1.000000000000e+00
    s_5       w_le_s_2_2_10_5  -1.000000000000e+00
    s_5       w_ge_2_2_10_5  -1.000000000000e+00
    s_5       w_le_s_3_2_5_5  -1.000000000000e+00
    s_5       w_ge_3_2_5_5  -1.000000000000e+00
    s_5       w_le_s_3_2_10_5  -1.000000000000e+00
    s_5       w_ge_3_2_10_5  -1.000000000000e+00
    s_5       w_le_s_4_2_5_5  -1.000000000000e+00
    s_5       w_ge_4_2_5_5  -1.000000000000e+00
    s_5       w_le_s_4_2_10_5  -1.000000000000e+00
    s_5       w_ge_4_2_10_5  -1.000000000000e+00
    s_5       w_le_s_5_2_5_5  -1.000000000000e+00
    s_5       w_ge_5_2_5_5  -1.000000000000e+00
    s_5       w_le_s_5_2_10_5  -1.000000000000e+00
    s_5       w_ge_5_2_10_5  -1.000000000000e+00
    s_5       w_le_s_6_2_5_5  -1.000000000000e+00
    s_5       w_ge_6_2_5_5  -1.000000000000e+00
    s_5       w_le_s_6_2_10_5  -1.000000000000e+00
    s_5       w_ge_6_2_10_5  -1.000000000000e+00
    s_5       w_le_s_7_2_5_5  -1.000000000000e+00
    s_5       w_ge_7_2_5_5  -1.000000000000e+00
    s_5       w_le_s_7_2_10_5  -1.000000000000e+00
    s_5       w_ge_7_2_10_5  -1.000000000000e+00
    s_5       w_le_s_1_3_5_5  -1.000000000000e+00
    s_5       w_ge_1_3_5_5  -1.000000000000e+00
    s_5       w_le_s_1_3_10_5  -1.000000000000e+00
    s_5       w_ge_1_3_10_5  -1.000000000000e+00
    s_5       w_le_s_2_3_5_5  -1.000000000000e+00
    s_5       w_ge_2_3_5_5  -1.000000000000e+00
    s_5       w_le_s_2_3_10_5  -1.000000000000e+00
    s_5       w_ge_2_3_10_5  -1.000000000000e+00
    s_5       w_le_s_3_3_5_5  -1.000000000000e+00
    s_5       w_ge_3_3_5_5  -1.000000000000e+00
    s_5       w_le_s_3_3_10_5  -1.000000000000e+00
    s_5       w_ge_3_3_10_5  -1.000000000000e+00
    s_5       w_le_s_4_3_5_5  -1.000000000000e+00
    s_5       w_ge_4_3_5_5  -1.000000000000e+00
    s_5       w_le_s_4_3_10_5  -1.000000000000e+00
    s_5       w_ge_4_3_10_5  -1.000000000000e+00
    s_5       w_le_s_5_3_5_5  -1.000000000000e+00
    s_5       w_ge_5_3_5_5  -1.000000000000e+00
    s_5       w_le_s_5_3_10_5  -1.000000000000e+00
    s_5       w_ge_5_3_10_5  -1.000000000000e+00
    s_5       w_le_s_6_3_5_5  -1.000000000000e+00
    s_5       w_ge_6_3_5_5  -1.000000000000e+00
    s_5       w_le_s_6_3_10_5  -1.000000000000e+00
    s_5       w_ge_6_3_10_5  -1.000000000000e+00
    s_5       w_le_s_7_3_5_5  -1.000000000000e+00
    s_5       w_ge_7_3_5_5  -1.000000000000e+00
    s_5       w_le_s_7_3_10_5  -1.000000000000e+00
    s_5       w_ge_7_3_10_5  -1.000000000000e+00
    s_5       w_le_s_1_4_5_5  -1.000000000000e+00
    s_5       w_ge_1_4_5_5  -1.000000000000e+00
    s_5       w_le_s_1_4_10_5  -1.000000000000e+00
    s_5       w_ge_1_4_10_5  -1.000000000000e+00
    s_5       w_le_s_2_4_5_5  -1.000000000000e+00
    s_5       w_ge_2_4_5_5  -1.000000000000e+00
    s_5       w_le_s_2_4_10_5  -1.000000000000e+00
    s_5       w_ge_2_4_10_5  -1.000000000000e+00
    s_5       w_le_s_3_4_5_5  -1.000000000000e+00
    s_5       w_ge_3_4_5_5  -1.000000000000e+00
    s_5       w_le_s_3_4_10_5  -1.000000000000e+00
    s_5       w_ge_3_4_10_5  -1.000000000000e+00
    s_5       w_le_s_4_4_5_5  -1.000000000000e+00
    s_5       w_ge_4_4_5_5  -1.000000000000e+00
    s_5       w_le_s_4_4_10_5  -1.000000000000e+00
    s_5       w_ge_4_4_10_5  -1.000000000000e+00
    s_5       w_le_s_5_4_5_5  -1.000000000000e+00
    s_5       w_ge_5_4_5_5  -1.000000000000e+00
    s_5       w_le_s_5_4_10_5  -1.000000000000e+00
    s_5       w_ge_5_4_10_5  -1.000000000000e+00
    s_5       w_le_s_6_4_5_5  -1.000000000000e+00
    s_5       w_ge_6_4_5_5  -1.000000000000e+00
    s_5       w_le_s_6_4_10_5  -1.000000000000e+00
    s_5       w_ge_6_4_10_5  -1.000000000000e+00
    s_5       w_le_s_7_4_5_5  -1.000000000000e+00
    s_5       w_ge_7_4_5_5  -1.000000000000e+00
    s_5       w_le_s_7_4_10_5  -1.000000000000e+00
    s_5       w_ge_7_4_10_5  -1.000000000000e+00
    s_5       w_le_s_1_5_5_5  -1.000000000000e+00
    s_5       w_ge_1_5_5_5  -1.000000000000e+00
    s_5       w_le_s_1_5_10_5  -1.000000000000e+00
    s_5       w_ge_1_5_10_5  -1.000000000000e+00
    s_5       w_le_s_2_5_5_5  -1.000000000000e+00
    s_5       w_ge_2_5_5_5  -1.000000000000e+00
    s_5       w_le_s_2_5_10_5  -1.000000000000e+00
    s_5       w_ge_2_5_10_5  -1.000000000000e+00
    s_5       w_le_s_3_5_5_5  -1.000000000000e+00
    s_5       w_ge_3_5_5_5  -1.000000000000e+00
    s_5       w_le_s_3_5_10_5  -1.000000000000e+00
    s_5       w_ge_3_5_10_5  -1.000000000000e+00
    s_5       w_le_s_4_5_5_5  -1.000000000000e+00
    s_5       w_ge_4_5_5_5  -1.000000000000e+00
    s_5       w_le_s_4_5_10_5  -1.000000000000e+00
    s_5       w_ge_4_5_10_5  -1.000000000000e+00
    s_5       w_le_s_5_5_5_5  -1.000000000000e+00
    s_5       w_ge_5_5_5_5  -1.000000000000e+00
    s_5       w_le_s_5_5_10_5  -1.000000000000e+00
    s_5       w_ge_5_5_10_5  -1.000000000000e+00
    s_5       w_le_s_6_5_5_5  -1.000000000000e+00
    s_5       w_ge_6_5_5_5  -1.000000000000e+00
    s_5       w_le_s_6_5_10_5  -1.000000000000e+00
    s_5       w_ge_6_5_10_5  -1.000000000000e+00
    s_5       w_le_s_7_5_5_5  -1.000000000000e+00
    s_5       w_ge_7_5_5_5  -1.000000000000e+00
    s_5       w_le_s_7_5_10_5  -1.000000000000e+00
    s_5       w_ge_7_5_10_5  -1.000000000000e+00
    s_5       w_le_s_1_6_5_5  -1.000000000000e+00
    s_5       w_ge_1_6_5_5  -1.000000000000e+00
    s_5       w_le_s_1_6_10_5  -1.000000000000e+00
    s_5       w_ge_1_6_10_5  -1.000000000000e+00
    s_5       w_le_s_2_6_5_5  -1.000000000000e+00
    s_5       w_ge_2_6_5_5  -1.000000000000e+00
    s_5       w_le_s_2_6_10_5  -1.000000000000e+00
    s_5       w_ge_2_6_10_5  -1.000000000000e+00
    s_5       w_le_s_3_6_5_5  -1.000000000000e+00
    s_5       w_ge_3_6_5_5  -1.000000000000e+00
    s_5       w_le_s_3_6_10_5  -1.000000000000e+00
    s_5       w_ge_3_6_10_5  -1.000000000000e+00
    s_5       w_le_s_4_6_5_5  -1.000000000000e+00
    s_5       w_ge_4_6_5_5  -1.000000000000e+00
    s_5       w_le_s_4_6_10_5  -1.000000000000e+00
    s_5       w_ge_4_6_10_5  -1.000000000000e+00
    s_5       w_le_s_5_6_5_5  -1.000000000000e+00
    s_5       w_ge_5_6_5_5  -1.000000000000e+00
    s_5       w_le_s_5_6_10_5  -1.000000000000e+00
    s_5       w_ge_5_6_10_5  -1.000000000000e+00
    s_5       w_le_s_6_6_5_5  -1.000000000000e+00
    s_5       w_ge_6_6_5_5  -1.000000000000e+00
    s_5       w_le_s_6_6_10_5  -1.000000000000e+00
    s_5       w_ge_6_6_10_5  -1.000000000000e+00
    s_5       w_le_s_7_6_5_5  -1.000000000000e+00
    s_5       w_ge_7_6_5_5  -1.000000000000e+00
    s_5       w_le_s_7_6_10_5  -1.000000000000e+00
    s_5       w_ge_7_6_10_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_6       strides_count   1.000000000000e+00
    s_6       w_le_s_1_1_6_6  -1.000000000000e+00
    s_6       w_ge_1_1_6_6  -1.000000000000e+00
    s_6       w_le_s_1_1_9_6  -1.000000000000e+00
    s_6       w_ge_1_1_9_6  -1.000000000000e+00
    s_6       w_le_s_2_1_6_6  -1.000000000000e+00
    s_6       w_ge_2_1_6_6  -1.000000000000e+00
    s_6       w_le_s_2_1_9_6  -1.000000000000e+00
    s_6       w_ge_2_1_9_6  -1.000000000000e+00
    s_6       w_le_s_3_1_6_6  -1.000000000000e+00
    s_6       w_ge_3_1_6_6  -1.000000000000e+00
    s_6       w_le_s_3_1_9_6  -1.000000000000e+00
    s_6       w_ge_3_1_9_6  -1.000000000000e+00
    s_6       w_le_s_4_1_6_6  -1.000000000000e+00
    s_6       w_ge_4_1_6_6  -1.000000000000e+00
    s_6       w_le_s_4_1_9_6  -1.000000000000e+00
    s_6       w_ge_4_1_9_6  -1.000000000000e+00
    s_6       w_le_s_5_1_6_6  -1.000000000000e+00
    s_6       w_ge_5_1_6_6  -1.000000000000e+00
    s_6       w_le_s_5_1_9_6  -1.000000000000e+00
    s_6       w_ge_5_1_9_6  -1.000000000000e+00
    s_6       w_le_s_6_1_6_6  -1.000000000000e+00
    s_6       w_ge_6_1_6_6  -1.000000000000e+00
    s_6       w_le_s_6_1_9_6  -1.000000000000e+00
    s_6       w_ge_6_1_9_6  -1.000000000000e+00
    s_6       w_le_s_7_1_6_6  -1.000000000000e+00
    s_6       w_ge_7_1_6_6  -1.000000000000e+00
    s_6       w_le_s_7_1_9_6  -1.000000000000e+00
    s_6       w_ge_7_1_9_6  -1.000000000000e+00
    s_6       w_le_s_1_2_6_6  -1.000000000000e+00
    s_6       w_ge_1_2_6_6  -1.000000000000e+00
    s_6       w_le_s_1_2_9_6  -1.000000000000e+00
    s_6       w_ge_1_2_9_6  -1.000000000000e+00
    s_6       w_le_s_2_2_6_6  -1.000000000000e+00
    s_6       w_ge_2_2_6_6  -1.000000000000e+00
    s_6       w_le_s_2_2_9_6  -1.000000000000e+00
    s_6       w_ge_2_2_9_6  -1.000000000000e+00
    s_6       w_le_s_3_2_6_6  -1.000000000000e+00
    s_6       w_ge_3_2_6_6  -1.000000000000e+00
    s_6       w_le_s_3_2_9_6  -1.000000000000e+00
    s_6       w_ge_3_2_9_6  -1.000000000000e+00
    s_6       w_le_s_4_2_6_6  -1.000000000000e+00
    s_6       w_ge_4_2_6_6  -1.000000000000e+00
    s_6       w_le_s_4_2_9_6  -1.000000000000e+00
    s_6       w_ge_4_2_9_6  -1.000000000000e+00
    s_6       w_le_s_5_2_6_6  -1.000000000000e+00
    s_6       w_ge_5_2_6_6  -1.000000000000e+00
    s_6       w_le_s_5_2_9_6  -1.000000000000e+00
    s_6       w_ge_5_2_9_6  -1.000000000000e+00
    s_6       w_le_s_6_2_6_6  -1.000000000000e+00
    s_6       w_ge_6_2_6_6  -1.000000000000e+00
    s_6       w_le_s_6_2_9_6  -1.000000000000e+00
    s_6       w_ge_6_2_9_6  -1.000000000000e+00
    s_6       w_le_s_7_2_6_6  -1.000000000000e+00
    s_6       w_ge_7_2_6_6  -1.000000000000e+00
    s_6       w_le_s_7_2_9_6  -1.000000000000e+00
    s_6       w_ge_7_2_9_6  -1.000000000000e+00
    s_6       w_le_s_1_3_6_6  -1.000000000000e+00
    s_6       w_ge_1_3_6_6  -1.000000000000e+00
    s_6       w_le_s_1_3_9_6  -1.000000000000e+00
    s_6       w_ge_1_3_9_6  -1.000000000000e+00
    s_6       w_le_s_2_3_6_6  -1.000000000000e+00
    s_6       w_ge_2_3_6_6  -1.000000000000e+00
    s_6       w_le_s_2_3_9_6  -1.000000000000e+00
    s_6       w_ge_2_3_9_6  -1.000000000000e+00
    s_6       w_le_s_3_3_6_6  -1.000000000000e+00
    s_6       w_ge_3_3_6_6  -1.000000000000e+00
    s_6       w_le_s_3_3_9_6  -1.000000000000e+00
    s_6       w_ge_3_3_9_6  -1.000000000000e+00
    s_6       w_le_s_4_3_6_6  -1.000000000000e+00
    s_6       w_ge_4_3_6_6  -1.000000000000e+00
    s_6       w_le_s_4_3_9_6  -1.000000000000e+00
    s_6       w_ge_4_3_9_6  -1.000000000000e+00
    s_6       w_le_s_5_3_6_6  -1.000000000000e+00
    s_6       w_ge_5_3_6_6  -1.000000000000e+00
    s_6       w_le_s_5_3_9_6  -1.000000000000e+00
    s_6       w_ge_5_3_9_6  -1.000000000000e+00
    s_6       w_le_s_6_3_6_6  -1.000000000000e+00
    s_6       w_ge_6_3_6_6  -1.000000000000e+00
    s_6       w_le_s_6_3_9_6  -1.000000000000e+00
    s_6       w_ge_6_3_9_6  -1.000000000000e+00
    s_6       w_le_s_7_3_6_6  -1.000000000000e+00
    s_6       w_ge_7_3_6_6  -1.000000000000e+00
    s_6       w_le_s_7_3_9_6  -1.000000000000e+00
    s_6       w_ge_7_3_9_6  -1.000000000000e+00
    s_6       w_le_s_1_4_6_6  -1.000000000000e+00
    s_6       w_ge_1_4_6_6  -1.000000000000e+00
    s_6       w_le_s_1_4_9_6  -1.000000000000e+00
    s_6       w_ge_1_4_9_6  -1.000000000000e+00
    s_6       w_le_s_2_4_6_6  -1.000000000000e+00
    s_6       w_ge_2_4_6_6  -1.000000000000e+00
    s_6       w_le_s_2_4_9_6  -1.000000000000e+00
    s_6       w_ge_2_4_9_6  -1.000000000000e+00
    s_6       w_le_s_3_4_6_6  -1.000000000000e+00
    s_6       w_ge_3_4_6_6  -1.000000000000e+00
    s_6       w_le_s_3_4_9_6  -1.000000000000e+00
    s_6       w_ge_3_4_9_6  -1.000000000000e+00
    s_6       w_le_s_4_4_6_6  -1.000000000000e+00
    s_6       w_ge_4_4_6_6  -1.000000000000e+00
    s_6       w_le_s_4_4_9_6  -1.000000000000e+00
    s_6       w_ge_4_4_9_6  -1.000000000000e+00
    s_6       w_le_s_5_4_6_6  -1.000000000000e+00
    s_6       w_ge_5_4_6_6  -1.000000000000e+00
    s_6       w_le_s_5_4_9_6  -1.000000000000e+00
    s_6       w_ge_5_4_9_6  -1.000000000000e+00
    s_6       w_le_s_6_4_6_6  -1.000000000000e+00
    s_6       w_ge_6_4_6_6  -1.000000000000e+00
    s_6       w_le_s_6_4_9_6  -1.000000000000e+00
    s_6       w_ge_6_4_9_6  -1.000000000000e+00
    s_6       w_le_s_7_4_6_6  -1.000000000000e+00
    s_6       w_ge_7_4_6_6  -1.000000000000e+00
    s_6       w_le_s_7_4_9_6  -1.000000000000e+00
    s_6       w_ge_7_4_9_6  -1.000000000000e+00
    s_6       w_le_s_1_5_6_6  -1.000000000000e+00
    s_6       w_ge_1_5_6_6  -1.000000000000e+00
    s_6       w_le_s_1_5_9_6  -1.000000000000e+00
    s_6       w_ge_1_5_9_6  -1.000000000000e+00
    s_6       w_le_s_2_5_6_6  -1.000000000000e+00
    s_6       w_ge_2_5_6_6  -1.000000000000e+00
    s_6       w_le_s_2_5_9_6  -1.000000000000e+00
    s_6       w_ge_2_5_9_6  -1.000000000000e+00
    s_6       w_le_s_3_5_6_6  -1.000000000000e+00
    s_6       w_ge_3_5_6_6  -1.000000000000e+00
    s_6       w_le_s_3_5_9_6  -1.000000000000e+00
    s_6       w_ge_3_5_9_6  -1.000000000000e+00
    s_6       w_le_s_4_5_6_6  -1.000000000000e+00
    s_6       w_ge_4_5_6_6  -1.000000000000e+00
    s_6       w_le_s_4_5_9_6  -1.000000000000e+00
    s_6       w_ge_4_5_9_6  -1.000000000000e+00
    s_6       w_le_s_5_5_6_6  -1.000000000000e+00
    s_6       w_ge_5_5_6_6  -1.000000000000e+00
    s_6       w_le_s_5_5_9_6  -1.000000000000e+00
    s_6       w_ge_5_5_9_6  -1.000000000000e+00
    s_6       w_le_s_6_5_6_6  -1.000000000000e+00
    s_6       w_ge_6_5_6_6  -1.000000000000e+00
    s_6       w_le_s_6_5_9_6  -1.000000000000e+00
    s_6       w_ge_6_5_9_6  -1.000000000000e+00
    s_6       w_le_s_7_5_6_6  -1.000000000000e+00
    s_6       w_ge_7_5_6_6  -1.000000000000e+00
    s_6       w_le_s_7_5_9_6  -1.000000000000e+00
    s_6       w_ge_7_5_9_6  -1.000000000000e+00
    s_6       w_le_s_1_6_6_6  -1.000000000000e+00
    s_6       w_ge_1_6_6_6  -1.000000000000e+00
    s_6       w_le_s_1_6_9_6  -1.000000000000e+00
    s_6       w_ge_1_6_9_6  -1.000000000000e+00
    s_6       w_le_s_2_6_6_6  -1.000000000000e+00
    s_6       w_ge_2_6_6_6  -1.000000000000e+00
    s_6       w_le_s_2_6_9_6  -1.000000000000e+00
    s_6       w_ge_2_6_9_6  -1.000000000000e+00
    s_6       w_le_s_3_6_6_6  -1.000000000000e+00
    s_6       w_ge_3_6_6_6  -1.000000000000e+00
    s_6       w_le_s_3_6_9_6  -1.000000000000e+00
    s_6       w_ge_3_6_9_6  -1.000000000000e+00
    s_6       w_le_s_4_6_6_6  -1.000000000000e+00
    s_6       w_ge_4_6_6_6  -1.000000000000e+00
    s_6       w_le_s_4_6_9_6  -1.000000000000e+00
    s_6       w_ge_4_6_9_6  -1.000000000000e+00
    s_6       w_le_s_5_6_6_6  -1.000000000000e+00
    s_6       w_ge_5_6_6_6  -1.000000000000e+00
    s_6       w_le_s_5_6_9_6  -1.000000000000e+00
    s_6       w_ge_5_6_9_6  -1.000000000000e+00
    s_6       w_le_s_6_6_6_6  -1.000000000000e+00
    s_6       w_ge_6_6_6_6  -1.000000000000e+00
    s_6       w_le_s_6_6_9_6  -1.000000000000e+00
    s_6       w_ge_6_6_9_6  -1.000000000000e+00
    s_6       w_le_s_7_6_6_6  -1.000000000000e+00
    s_6       w_ge_7_6_6_6  -1.000000000000e+00
    s_6       w_le_s_7_6_9_6  -1.000000000000e+00
    s_6       w_ge_7_6_9_6  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_7       strides_count   1.000000000000e+00
    s_7       w_le_s_1_1_7_7  -1.000000000000e+00
    s_7       w_ge_1_1_7_7  -1.000000000000e+00
    s_7       w_le_s_1_1_8_7  -1.000000000000e+00
    s_7       w_ge_1_1_8_7  -1.000000000000e+00
    s_7       w_le_s_2_1_7_7  -1.000000000000e+00
    s_7       w_ge_2_1_7_7  -1.000000000000e+00
    s_7       w_le_s_2_1_8_7  -1.000000000000e+00
    s_7       w_ge_2_1_8_7  -1.000000000000e+00
    s_7       w_le_s_3_1_7_7  -1.000000000000e+00
    s_7       w_ge_3_1_7_7  -1.000000000000e+00
    s_7       w_le_s_3_1_8_7  -1.000000000000e+00
    s_7       w_ge_3_1_8_7  -1.000000000000e+00
    s_7       w_le_s_4_1_7_7  -1.000000000000e+00
    s_7       w_ge_4_1_7_7  -1.000000000000e+00
    s_7       w_le_s_4_1_8_7  -1.000000000000e+00
    s_7       w_ge_4_1_8_7  -1.000000000000e+00
    s_7       w_le_s_5_1_7_7  -1.000000000000e+00
    s_7       w_ge_5_1_7_7  -1.000000000000e+00
    s_7       w_le_s_5_1_8_7  -1.000000000000e+00
    s_7       w_ge_5_1_8_7  -1.000000000000e+00
    s_7       w_le_s_6_1_7_7  -1.000000000000e+00
    s_7       w_ge_6_1_7_7  -1.000000000000e+00
    s_7       w_le_s_6_1_8_7  -1.000000000000e+00
    s_7       w_ge_6_1_8_7  -1.000000000000e+00
    s_7       w_le_s_7_1_7_7  -1.000000000000e+00
    s_7       w_ge_7_1_7_7  -1.000000000000e+00
    s_7       w_le_s_7_1_8_7  -1.000000000000e+00
    s_7       w_ge_7_1_8_7  -1.000000000000e+00
    s_7       w_le_s_1_2_7_7  -1.000000000000e+00
    s_7       w_ge_1_2_7_7  -1.000000000000e+00
    s_7       w_le_s_1_2_8_7  -1.000000000000e+00
    s_7       w_ge_1_2_8_7  -1.000000000000e+00
    s_7       w_le_s_2_2_7_7  -1.000000000000e+00
    s_7       w_ge_2_2_7_7  -1.000000000000e+00
    s_7       w_le_s_2_2_8_7  -1.000000000000e+00
    s_7       w_ge_2_2_8_7  -1.000000000000e+00
    s_7       w_le_s_3_2_7_7  -1.000000000000e+00
    s_7       w_ge_3_2_7_7  -1.000000000000e+00
    s_7       w_le_s_3_2_8_7  -1.000000000000e+00
    s_7       w_ge_3_2_8_7  -1.000000000000e+00
    s_7       w_le_s_4_2_7_7  -1.000000000000e+00
    s_7       w_ge_4_2_7_7  -1.000000000000e+00
    s_7       w_le_s_4_2_8_7  -1.000000000000e+00
    s_7       w_ge_4_2_8_7  -1.000000000000e+00
    s_7       w_le_s_5_2_7_7  -1.000000000000e+00
    s_7       w_ge_5_2_7_7  -1.000000000000e+00
    s_7       w_le_s_5_2_8_7  -1.000000000000e+00
    s_7       w_ge_5_2_8_7  -1.000000000000e+00
    s_7       w_le_s_6_2_7_7  -1.000000000000e+00
    s_7       w_ge_6_2_7_7  -1.000000000000e+00
    s_7       w_le_s_6_2_8_7  -1.000000000000e+00
    s_7       w_ge_6_2_8_7  -1.000000000000e+00
    s_7       w_le_s_7_2_7_7  -1.000000000000e+00
    s_7       w_ge_7_2_7_7  -1.000000000000e+00
    s_7       w_le_s_7_2_8_7  -1.000000000000e+00
    s_7       w_ge_7_2_8_7  -1.000000000000e+00
    s_7       w_le_s_1_3_7_7  -1.000000000000e+00
    s_7       w_ge_1_3_7_7  -1.000000000000e+00
    s_7       w_le_s_1_3_8_7  -1.000000000000e+00
    s_7       w_ge_1_3_8_7  -1.000000000000e+00
    s_7       w_le_s_2_3_7_7  -1.000000000000e+00
    s_7       w_ge_2_3_7_7  -1.000000000000e+00
    s_7       w_le_s_2_3_8_7  -1.000000000000e+00
    s_7       w_ge_2_3_8_7  -1.000000000000e+00
    s_7       w_le_s_3_3_7_7  -1.000000000000e+00
    s_7       w_ge_3_3_7_7  -1.000000000000e+00
    s_7       w_le_s_3_3_8_7  -1.000000000000e+00
    s_7       w_ge_3_3_8_7  -1.000000000000e+00
    s_7       w_le_s_4_3_7_7  -1.000000000000e+00
    s_7       w_ge_4_3_7_7  -1.000000000000e+00
    s_7       w_le_s_4_3_8_7  -1.000000000000e+00
    s_7       w_ge_4_3_8_7  -1.000000000000e+00
    s_7       w_le_s_5_3_7_7  -1.000000000000e+00
    s_7       w_ge_5_3_7_7  -1.000000000000e+00
    s_7       w_le_s_5_3_8_7  -1.000000000000e+00
    s_7       w_ge_5_3_8_7  -1.000000000000e+00
    s_7       w_le_s_6_3_7_7  -1.000000000000e+00
    s_7       w_ge_6_3_7_7  -1.000000000000e+00
    s_7       w_le_s_6_3_8_7  -1.000000000000e+00
    s_7       w_ge_6_3_8_7  -1.000000000000e+00
    s_7       w_le_s_7_3_7_7  -1.000000000000e+00
    s_7       w_ge_7_3_7_7  -1.000000000000e+00
    s_7       w_le_s_7_3_8_7  -1.000000000000e+00
    s_7       w_ge_7_3_8_7  -1.000000000000e+00
    s_7       w_le_s_1_4_7_7  -1.000000000000e+00
    s_7       w_ge_1_4_7_7  -1.000000000000e+00
    s_7       w_le_s_1_4_8_7  -1.000000000000e+00
    s_7       w_ge_1_4_8_7  -1.000000000000e+00
    s_7       w_le_s_2_4_7_7  -1.000000000000e+00
    s_7       w_ge_2_4_7_7  -1.000000000000e+00
    s_7       w_le_s_2_4_8_7  -1.000000000000e+00
    s_7       w_ge_2_4_8_7  -1.000000000000e+00
    s_7       w_le_s_3_4_7_7  -1.000000000000e+00
    s_7       w_ge_3_4_7_7  -1.000000000000e+00
    s_7       w_le_s_3_4_8_7  -1.000000000000e+00
    s_7       w_ge_3_4_8_7  -1.000000000000e+00
    s_7       w_le_s_4_4_7_7  -1.000000000000e+00
    s_7       w_ge_4_4_7_7  -1.000000000000e+00
    s_7       w_le_s_4_4_8_7  -1.000000000000e+00
    s_7       w_ge_4_4_8_7  -1.000000000000e+00
    s_7       w_le_s_5_4_7_7  -1.000000000000e+00
    s_7       w_ge_5_4_7_7  -1.000000000000e+00
    s_7       w_le_s_5_4_8_7  -1.000000000000e+00
    s_7       w_ge_5_4_8_7  -1.000000000000e+00
    s_7       w_le_s_6_4_7_7  -1.000000000000e+00
    s_7       w_ge_6_4_7_7  -1.000000000000e+00
    s_7       w_le_s_6_4_8_7  -1.000000000000e+00
    s_7       w_ge_6_4_8_7  -1.000000000000e+00
    s_7       w_le_s_7_4_7_7  -1.000000000000e+00
    s_7       w_ge_7_4_7_7  -1.000000000000e+00
    s_7       w_le_s_7_4_8_7  -1.000000000000e+00
    s_7       w_ge_7_4_8_7  -1.000000000000e+00
    s_7       w_le_s_1_5_7_7  -1.000000000000e+00
    s_7       w_ge_1_5_7_7  -1.000000000000e+00
    s_7       w_le_s_1_5_8_7  -1.000000000000e+00
    s_7       w_ge_1_5_8_7  -1.000000000000e+00
    s_7       w_le_s_2_5_7_7  -1.000000000000e+00
    s_7       w_ge_2_5_7_7  -1.000000000000e+00
    s_7       w_le_s_2_5_8_7  -1.000000000000e+00
    s_7       w_ge_2_5_8_7  -1.000000000000e+00
    s_7       w_le_s_3_5_7_7  -1.000000000000e+00
    s_7       w_ge_3_5_7_7  -1.000000000000e+00
    s_7       w_le_s_3_5_8_7  -1.000000000000e+00
    s_7       w_ge_3_5_8_7  -1.000000000000e+00
    s_7       w_le_s_4_5_7_7  -1.000000000000e+00
    s_7       w_ge_4_5_7_7  -1.000000000000e+00
    s_7       w_le_s_4_5_8_7  -1.000000000000e+00
    s_7       w_ge_4_5_8_7  -1.000000000000e+00
    s_7       w_le_s_5_5_7_7  -1.000000000000e+00
    s_7       w_ge_5_5_7_7  -1.000000000000e+00
    s_7       w_le_s_5_5_8_7  -1.000000000000e+00
    s_7       w_ge_5_5_8_7  -1.000000000000e+00
    s_7       w_le_s_6_5_7_7  -1.000000000000e+00
    s_7       w_ge_6_5_7_7  -1.000000000000e+00
    s_7       w_le_s_6_5_8_7  -1.000000000000e+00
    s_7       w_ge_6_5_8_7  -1.000000000000e+00
    s_7       w_le_s_7_5_7_7  -1.000000000000e+00
    s_7       w_ge_7_5_7_7  -1.000000000000e+00
    s_7       w_le_s_7_5_8_7  -1.000000000000e+00
    s_7       w_ge_7_5_8_7  -1.000000000000e+00
    s_7       w_le_s_1_6_7_7  -1.000000000000e+00
    s_7       w_ge_1_6_7_7  -1.000000000000e+00
    s_7       w_le_s_1_6_8_7  -1.000000000000e+00
    s_7       w_ge_1_6_8_7  -1.000000000000e+00
    s_7       w_le_s_2_6_7_7  -1.000000000000e+00
    s_7       w_ge_2_6_7_7  -1.000000000000e+00
    s_7       w_le_s_2_6_8_7  -1.000000000000e+00
    s_7       w_ge_2_6_8_7  -1.000000000000e+00
    s_7       w_le_s_3_6_7_7  -1.000000000000e+00
    s_7       w_ge_3_6_7_7  -1.000000000000e+00
    s_7       w_le_s_3_6_8_7  -1.000000000000e+00
    s_7       w_ge_3_6_8_7  -1.000000000000e+00
    s_7       w_le_s_4_6_7_7  -1.000000000000e+00
    s_7       w_ge_4_6_7_7  -1.000000000000e+00
    s_7       w_le_s_4_6_8_7  -1.000000000000e+00
    s_7       w_ge_4_6_8_7  -1.000000000000e+00
    s_7       w_le_s_5_6_7_7  -1.000000000000e+00
    s_7       w_ge_5_6_7_7  -1.000000000000e+00
    s_7       w_le_s_5_6_8_7  -1.000000000000e+00
    s_7       w_ge_5_6_8_7  -1.000000000000e+00
    s_7       w_le_s_6_6_7_7  -1.000000000000e+00
    s_7       w_ge_6_6_7_7  -1.000000000000e+00
    s_7       w_le_s_6_6_8_7  -1.000000000000e+00
    s_7       w_ge_6_6_8_7  -1.000000000000e+00
    s_7       w_le_s_7_6_7_7  -1.000000000000e+00
    s_7       w_ge_7_6_7_7  -1.000000000000e+00
    s_7       w_le_s_7_6_8_7  -1.000000000000e+00
    s_7       w_ge_7_6_8_7  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    w_1_1_10_5  w_le_s_1_1_10_5   1.000000000000e+00
    w_1_1_10_5  w_le_r_1_1_10_5   1.000000000000e+00
    w_1_1_10_5  w_ge_1_1_10_5   1.000000000000e+00
    w_1_1_10_5  r_ge_w_1_1_9  -1.000000000000e+00
    w_1_1_10_5  r_le_1_1  -1.000000000000e+00
    w_1_1_11_4  w_le_s_1_1_11_4   1.000000000000e+00
    w_1_1_11_4  w_le_r_1_1_11_4   1.000000000000e+00
    w_1_1_11_4  w_ge_1_1_11_4   1.000000000000e+00
    w_1_1_11_4  r_ge_w_1_1_7  -1.000000000000e+00
    w_1_1_11_4  r_le_1_1  -1.000000000000e+00
    w_1_1_12_3  w_le_s_1_1_12_3   1.000000000000e+00
    w_1_1_12_3  w_le_r_1_1_12_3   1.000000000000e+00
    w_1_1_12_3  w_ge_1_1_12_3   1.000000000000e+00
    w_1_1_12_3  r_ge_w_1_1_5  -1.000000000000e+00
    w_1_1_12_3  r_le_1_1  -1.000000000000e+00
    w_1_1_13_2  w_le_s_1_1_13_2   1.000000000000e+00
    w_1_1_13_2  w_le_r_1_1_13_2   1.000000000000e+00
    w_1_1_13_2  w_ge_1_1_13_2   1.000000000000e+00
    w_1_1_13_2  r_ge_w_1_1_3  -1.000000000000e+00
    w_1_1_13_2  r_le_1_1  -1.000000000000e+00
    w_1_1_14_1  w_le_s_1_1_14_1   1.000000000000e+00
    w_1_1_14_1  w_le_r_1_1_14_1   1.000000000000e+00
    w_1_1_14_1  w_ge_1_1_14_1   1.000000000000e+00
    w_1_1_14_1  r_ge_w_1_1_1  -1.000000000000e+00
    w_1_1_14_1  r_le_1_1  -1.000000000000e+00
    w_1_1_1_1  w_le_s_1_1_1_1   1.000000000000e+00
    w_1_1_1_1  w_le_r_1_1_1_1   1.000000000000e+00
    w_1_1_1_1  w_ge_1_1_1_1   1.000000000000e+00
    w_1_1_1_1  r_ge_w_1_1_0  -1.000000000000e+00
    w_1_1_1_1  r_le_1_1  -1.000000000000e+00
    w_1_1_2_2  w_le_s_1_1_2_2   1.000000000000e+00
    w_1_1_2_2  w_le_r_1_1_2_2   1.000000000000e+00
    w_1_1_2_2  w_ge_1_1_2_2   1.000000000000e+00
    w_1_1_2_2  r_ge_w_1_1_2  -1.000000000000e+00
    w_1_1_2_2  r_le_1_1  -1.000000000000e+00
    w_1_1_3_3  w_le_s_1_1_3_3   1.000000000000e+00
    w_1_1_3_3  w_le_r_1_1_3_3   1.000000000000e+00
    w_1_1_3_3  w_ge_1_1_3_3   1.000000000000e+00
    w_1_1_3_3  r_ge_w_1_1_4  -1.000000000000e+00
    w_1_1_3_3  r_le_1_1  -1.000000000000e+00
    w_1_1_4_4  w_le_s_1_1_4_4   1.000000000000e+00
    w_1_1_4_4  w_le_r_1_1_4_4   1.000000000000e+00
    w_1_1_4_4  w_ge_1_1_4_4   1.000000000000e+00
    w_1_1_4_4  r_ge_w_1_1_6  -1.000000000000e+00
    w_1_1_4_4  r_le_1_1  -1.000000000000e+00
    w_1_1_5_5  w_le_s_1_1_5_5   1.000000000000e+00
    w_1_1_5_5  w_le_r_1_1_5_5   1.000000000000e+00
    w_1_1_5_5  w_ge_1_1_5_5   1.000000000000e+00
    w_1_1_5_5  r_ge_w_1_1_8  -1.000000000000e+00
    w_1_1_5_5  r_le_1_1  -1.000000000000e+00
    w_1_1_6_6  w_le_s_1_1_6_6   1.000000000000e+00
    w_1_1_6_6  w_le_r_1_1_6_6   1.000000000000e+00
    w_1_1_6_6  w_ge_1_1_6_6   1.000000000000e+00
    w_1_1_6_6  r_ge_w_1_1_10  -1.000000000000e+00
    w_1_1_6_6  r_le_1_1  -1.000000000000e+00
    w_1_1_7_7  w_le_s_1_1_7_7   1.000000000000e+00
    w_1_1_7_7  w_le_r_1_1_7_7   1.000000000000e+00
    w_1_1_7_7  w_ge_1_1_7_7   1.000000000000e+00
    w_1_1_7_7  r_ge_w_1_1_12  -1.000000000000e+00
    w_1_1_7_7  r_le_1_1  -1.000000000000e+00
    w_1_1_8_7  w_le_s_1_1_8_7   1.000000000000e+00
    w_1_1_8_7  w_le_r_1_1_8_7   1.000000000000e+00
    w_1_1_8_7  w_ge_1_1_8_7   1.000000000000e+00
    w_1_1_8_7  r_ge_w_1_1_13  -1.000000000000e+00
    w_1_1_8_7  r_le_1_1  -1.000000000000e+00
    w_1_1_9_6  w_le_s_1_1_9_6   1.000000000000e+00
    w_1_1_9_6  w_le_r_1_1_9_6   1.000000000000e+00
    w_1_1_9_6  w_ge_1_1_9_6   1.000000000000e+00
    w_1_1_9_6  r_ge_w_1_1_11  -1.000000000000e+00
    w_1_1_9_6  r_le_1_1  -1.000000000000e+00
    w_1_2_10_5  w_le_s_1_2_10_5   1.000000000000e+00
    w_1_2_10_5  w_le_r_1_2_10_5   1.000000000000e+00
    w_1_2_10_5  w_ge_1_2_10_5   1.000000000000e+00
    w_1_2_10_5  r_ge_w_1_2_9  -1.000000000000e+00
    w_1_2_10_5  r_le_1_2  -1.000000000000e+00
    w_1_2_11_4  w_le_s_1_2_11_4   1.000000000000e+00
    w_1_2_11_4  w_le_r_1_2_11_4   1.000000000000e+00
    w_1_2_11_4  w_ge_1_2_11_4   1.000000000000e+00
    w_1_2_11_4  r_ge_w_1_2_7  -1.000000000000e+00
    w_1_2_11_4  r_le_1_2  -1.000000000000e+00
    w_1_2_12_3  w_le_s_1_2_12_3   1.000000000000e+00
    w_1_2_12_3  w_le_r_1_2_12_3   1.000000000000e+00
    w_1_2_12_3  w_ge_1_2_12_3   1.000000000000e+00
    w_1_2_12_3  r_ge_w_1_2_5  -1.000000000000e+00
    w_1_2_12_3  r_le_1_2  -1.000000000000e+00
    w_1_2_13_2  w_le_s_1_2_13_2   1.000000000000e+00
    w_1_2_13_2  w_le_r_1_2_13_2   1.000000000000e+00
    w_1_2_13_2  w_ge_1_2_13_2   1.000000000000e+00
    w_1_2_13_2  r_ge_w_1_2_3  -1.000000000000e+00
    w_1_2_13_2  r_le_1_2  -1.000000000000e+00
    w_1_2_14_1  w_le_s_1_2_14_1   1.000000000000e+00
    w_1_2_14_1  w_le_r_1_2_14_1   1.000000000000e+00
    w_1_2_14_1  w_ge_1_2_14_1   1.000000000000e+00
    w_1_2_14_1  r_ge_w_1_2_1  -1.000000000000e+00
    w_1_2_14_1  r_le_1_2  -1.000000000000e+00
    w_1_2_1_1  w_le_s_1_2_1_1   1.000000000000e+00
    w_1_2_1_1  w_le_r_1_2_1_1   1.000000000000e+00
    w_1_2_1_1  w_ge_1_2_1_1   1.000000000000e+00
    w_1_2_1_1  r_ge_w_1_2_0  -1.000000000000e+00
    w_1_2_1_1  r_le_1_2  -1.000000000000e+00
    w_1_2_2_2  w_le_s_1_2_2_2   1.000000000000e+00
    w_1_2_2_2  w_le_r_1_2_2_2   1.000000000000e+00
    w_1_2_2_2  w_ge_1_2_2_2   1.000000000000e+00
    w_1_2_2_2  r_ge_w_1_2_2  -1.000000000000e+00
    w_1_2_2_2  r_le_1_2  -1.000000000000e+00
    w_1_2_3_3  w_le_s_1_2_3_3   1.000000000000e+00
    w_1_2_3_3  w_le_r_1_2_3_3   1.000000000000e+00
    w_1_2_3_3  w_ge_1_2_3_3   1.000000000000e+00
    w_1_2_3_3  r_ge_w_1_2_4  -1.000000000000e+00
    w_1_2_3_3  r_le_1_2  -1.000000000000e+00
    w_1_2_4_4  w_le_s_1_2_4_4   1.000000000000e+00
    w_1_2_4_4  w_le_r_1_2_4_4   1.000000000000e+00
    w_1_2_4_4  w_ge_1_2_4_4   1.000000000000e+00
    w_1_2_4_4  r_ge_w_1_2_6  -1.000000000000e+00
    w_1_2_4_4  r_le_1_2  -1.000000000000e+00
    w_1_2_5_5  w_le_s_1_2_5_5   1.000000000000e+00
    w_1_2_5_5  w_le_r_1_2_5_5   1.000000000000e+00
    w_1_2_5_5  w_ge_1_2_5_5   1.000000000000e+00
    w_1_2_5_5  r_ge_w_1_2_8  -1.000000000000e+00
    w_1_2_5_5  r_le_1_2  -1.000000000000e+00
    w_1_2_6_6  w_le_s_1_2_6_6   1.000000000000e+00
    w_1_2_6_6  w_le_r_1_2_6_6   1.000000000000e+00
    w_1_2_6_6  w_ge_1_2_6_6   1.000000000000e+00
    w_1_2_6_6  r_ge_w_1_2_10  -1.000000000000e+00
    w_1_2_6_6  r_le_1_2  -1.000000000000e+00
    w_1_2_7_7  w_le_s_1_2_7_7   1.000000000000e+00
    w_1_2_7_7  w_le_r_1_2_7_7   1.000000000000e+00
    w_1_2_7_7  w_ge_1_2_7_7   1.000000000000e+00
    w_1_2_7_7  r_ge_w_1_2_12  -1.000000000000e+00
    w_1_2_7_7  r_le_1_2  -1.000000000000e+00
    w_1_2_8_7  w_le_s_1_2_8_7   1.000000000000e+00
    w_1_2_8_7  w_le_r_1_2_8_7   1.000000000000e+00
    w_1_2_8_7  w_ge_1_2_8_7   1.000000000000e+00
    w_1_2_8_7  r_ge_w_1_2_13  -1.000000000000e+00
    w_1_2_8_7  r_le_1_2  -1.000000000000e+00
    w_1_2_9_6  w_le_s_1_2_9_6   1.000000000000e+00
    w_1_2_9_6  w_le_r_1_2_9_6   1.000000000000e+00
    w_1_2_9_6  w_ge_1_2_9_6   1.000000000000e+00
    w_1_2_9_6  r_ge_w_1_2_11  -1.000000000000e+00
    w_1_2_9_6  r_le_1_2  -1.000000000000e+00
    w_1_3_10_5  w_le_s_1_3_10_5   1.000000000000e+00
    w_1_3_10_5  w_le_r_1_3_10_5   1.000000000000e+00
    w_1_3_10_5  w_ge_1_3_10_5   1.000000000000e+00
    w_1_3_10_5  r_ge_w_1_3_9  -1.000000000000e+00
    w_1_3_10_5  r_le_1_3  -1.000000000000e+00
    w_1_3_11_4  w_le_s_1_3_11_4   1.000000000000e+00
    w_1_3_11_4  w_le_r_1_3_11_4   1.000000000000e+00
    w_1_3_11_4  w_ge_1_3_11_4   1.000000000000e+00
    w_1_3_11_4  r_ge_w_1_3_7  -1.000000000000e+00
    w_1_3_11_4  r_le_1_3  -1.000000000000e+00
    w_1_3_12_3  w_le_s_1_3_12_3   1.000000000000e+00
    w_1_3_12_3  w_le_r_1_3_12_3   1.000000000000e+00
    w_1_3_12_3  w_ge_1_3_12_3   1.000000000000e+00
    w_1_3_12_3  r_ge_w_1_3_5  -1.000000000000e+00
    w_1_3_12_3  r_le_1_3  -1.000000000000e+00
    w_1_3_13_2  w_le_s_1_3_13_2   1.000000000000e+00
    w_1_3_13_2  w_le_r_1_3_13_2   1.000000000000e+00
    w_1_3_13_2  w_ge_1_3_13_2   1.000000000000e+00
    w_1_3_13_2  r_ge_w_1_3_3  -1.000000000000e+00
    w_1_3_13_2  r_le_1_3  -1.000000000000e+00
    w_1_3_14_1  w_le_s_1_3_14_1   1.000000000000e+00
    w_1_3_14_1  w_le_r_1_3_14_1   1.000000000000e+00
    w_1_3_14_1  w_ge_1_3_14_1   1.000000000000e+00
    w_1_3_14_1  r_ge_w_1_3_1  -1.000000000000e+00
    w_1_3_14_1  r_le_1_3  -1.000000000000e+00
    w_1_3_1_1  w_le_s_1_3_1_1   1.000000000000e+00
    w_1_3_1_1  w_le_r_1_3_1_1   1.000000000000e+00
    w_1_3_1_1  w_ge_1_3_1_1   1.000000000000e+00
    w_1_3_1_1  r_ge_w_1_3_0  -1.000000000000e+00
    w_1_3_1_1  r_le_1_3  -1.000000000000e+00
    w_1_3_2_2  w_le_s_1_3_2_2   1.000000000000e+00
    w_1_3_2_2  w_le_r_1_3_2_2   1.000000000000e+00
    w_1_3_2_2  w_ge_1_3_2_2   1.000000000000e+00
    w_1_3_2_2  r_ge_w_1_3_2  -1.000000000000e+00
    w_1_3_2_2  r_le_1_3  -1.000000000000e+00
    w_1_3_3_3  w_le_s_1_3_3_3   1.000000000000e+00
    w_1_3_3_3  w_le_r_1_3_3_3   1.000000000000e+00
    w_1_3_3_3  w_ge_1_3_3_3   1.000000000000e+00
    w_1_3_3_3  r_ge_w_1_3_4  -1.000000000000e+00
    w_1_3_3_3  r_le_1_3  -1.000000000000e+00
    w_1_3_4_4  w_le_s_1_3_4_4   1.000000000000e+00
    w_1_3_4_4  w_le_r_1_3_4_4   1.000000000000e+00
    w_1_3_4_4  w_ge_1_3_4_4   1.000000000000e+00
    w_1_3_4_4  r_ge_w_1_3_6  -1.000000000000e+00
    w_1_3_4_4  r_le_1_3  -1.000000000000e+00
    w_1_3_5_5  w_le_s_1_3_5_5   1.000000000000e+00
    w_1_3_5_5  w_le_r_1_3_5_5   1.000000000000e+00
    w_1_3_5_5  w_ge_1_3_5_5   1.000000000000e+00
    w_1_3_5_5  r_ge_w_1_3_8  -1.000000000000e+00
    w_1_3_5_5  r_le_1_3  -1.000000000000e+00
    w_1_3_6_6  w_le_s_1_3_6_6   1.000000000000e+00
    w_1_3_6_6  w_le_r_1_3_6_6   1.000000000000e+00
    w_1_3_6_6  w_ge_1_3_6_6   1.000000000000e+00
    w_1_3_6_6  r_ge_w_1_3_10  -1.000000000000e+00
    w_1_3_6_6  r_le_1_3  -1.000000000000e+00
    w_1_3_7_7  w_le_s_1_3_7_7   1.000000000000e+00
    w_1_3_7_7  w_le_r_1_3_7_7   1.000000000000e+00
    w_1_3_7_7  w_ge_1_3_7_7   1.000000000000e+00
    w_1_3_7_7  r_ge_w_1_3_12  -1.000000000000e+00
    w_1_3_7_7  r_le_1_3  -1.000000000000e+00
    w_1_3_8_7  w_le_s_1_3_8_7   1.000000000000e+00
    w_1_3_8_7  w_le_r_1_3_8_7   1.000000000000e+00
    w_1_3_8_7  w_ge_1_3_8_7   1.000000000000e+00
    w_1_3_8_7  r_ge_w_1_3_13  -1.000000000000e+00
    w_1_3_8_7  r_le_1_3  -1.000000000000e+00
    w_1_3_9_6  w_le_s_1_3_9_6   1.000000000000e+00
    w_1_3_9_6  w_le_r_1_3_9_6   1.000000000000e+00
    w_1_3_9_6  w_ge_1_3_9_6   1.000000000000e+00
    w_1_3_9_6  r_ge_w_1_3_11  -1.000000000000e+00
    w_1_3_9_6  r_le_1_3  -1.000000000000e+00
    w_1_4_10_5  w_le_s_1_4_10_5   1.000000000000e+00
    w_1_4_10_5  w_le_r_1_4_10_5   1.000000000000e+00
    w_1_4_10_5  w_ge_1_4_10_5   1.000000000000e+00
    w_1_4_10_5  r_ge_w_1_4_9  -1.000000000000e+00
    w_1_4_10_5  r_le_1_4  -1.000000000000e+00
    w_1_4_11_4  w_le_s_1_4_11_4   1.000000000000e+00
    w_1_4_11_4  w_le_r_1_4_11_4   1.000000000000e+00
    w_1_4_11_4  w_ge_1_4_11_4   1.000000000000e+00
    w_1_4_11_4  r_ge_w_1_4_7  -1.000000000000e+00
    w_1_4_11_4  r_le_1_4  -1.000000000000e+00
    w_1_4_12_3  w_le_s_1_4_12_3   1.000000000000e+00
    w_1_4_12_3  w_le_r_1_4_12_3   1.000000000000e+00
    w_1_4_12_3  w_ge_1_4_12_3   1.000000000000e+00
    w_1_4_12_3  r_ge_w_1_4_5  -1.000000000000e+00
    w_1_4_12_3  r_le_1_4  -1.000000000000e+00
    w_1_4_13_2  w_le_s_1_4_13_2   1.000000000000e+00
    w_1_4_13_2  w_le_r_1_4_13_2   1.000000000000e+00
    w_1_4_13_2  w_ge_1_4_13_2   1.000000000000e+00
    w_1_4_13_2  r_ge_w_1_4_3  -1.000000000000e+00
    w_1_4_13_2  r_le_1_4  -1.000000000000e+00
    w_1_4_14_1  w_le_s_1_4_14_1   1.000000000000e+00
    w_1_4_14_1  w_le_r_1_4_14_1   1.000000000000e+00
    w_1_4_14_1  w_ge_1_4_14_1   1.000000000000e+00
    w_1_4_14_1  r_ge_w_1_4_1  -1.000000000000e+00
    w_1_4_14_1  r_le_1_4  -1.000000000000e+00
    w_1_4_1_1  w_le_s_1_4_1_1   1.000000000000e+00
    w_1_4_1_1  w_le_r_1_4_1_1   1.000000000000e+00
    w_1_4_1_1  w_ge_1_4_1_1   1.000000000000e+00
    w_1_4_1_1  r_ge_w_1_4_0  -1.000000000000e+00
    w_1_4_1_1  r_le_1_4  -1.000000000000e+00
    w_1_4_2_2  w_le_s_1_4_2_2   1.000000000000e+00
    w_1_4_2_2  w_le_r_1_4_2_2   1.000000000000e+00
    w_1_4_2_2  w_ge_1_4_2_2   1.000000000000e+00
    w_1_4_2_2  r_ge_w_1_4_2  -1.000000000000e+00
    w_1_4_2_2  r_le_1_4  -1.000000000000e+00
    w_1_4_3_3  w_le_s_1_4_3_3   1.000000000000e+00
    w_1_4_3_3  w_le_r_1_4_3_3   1.000000000000e+00
    w_1_4_3_3  w_ge_1_4_3_3   1.000000000000e+00
    w_1_4_3_3  r_ge_w_1_4_4  -1.000000000000e+00
    w_1_4_3_3  r_le_1_4  -1.000000000000e+00
    w_1_4_4_4  w_le_s_1_4_4_4   1.000000000000e+00
    w_1_4_4_4  w_le_r_1_4_4_4   1.000000000000e+00
    w_1_4_4_4  w_ge_1_4_4_4   1.000000000000e+00
    w_1_4_4_4  r_ge_w_1_4_6  -1.000000000000e+00
    w_1_4_4_4  r_le_1_4  -1.000000000000e+00
    w_1_4_5_5  w_le_s_1_4_5_5   1.000000000000e+00
    w_1_4_5_5  w_le_r_1_4_5_5   1.000000000000e+00
    w_1_4_5_5  w_ge_1_4_5_5   1.000000000000e+00
    w_1_4_5_5  r_ge_w_1_4_8  -1.000000000000e+00
    w_1_4_5_5  r_le_1_4  -1.000000000000e+00
    w_1_4_6_6  w_le_s_1_4_6_6   1.000000000000e+00
    w_1_4_6_6  w_le_r_1_4_6_6   1.000000000000e+00
    w_1_4_6_6  w_ge_1_4_6_6   1.000000000000e+00
    w_1_4_6_6  r_ge_w_1_4_10  -1.000000000000e+00
    w_1_4_6_6  r_le_1_4  -1.000000000000e+00
    w_1_4_7_7  w_le_s_1_4_7_7   1.000000000000e+00
    w_1_4_7_7  w_le_r_1_4_7_7   1.000000000000e+00
    w_1_4_7_7  w_ge_1_4_7_7   1.000000000000e+00
    w_1_4_7_7  r_ge_w_1_4_12  -1.000000000000e+00
    w_1_4_7_7  r_le_1_4  -1.000000000000e+00
    w_1_4_8_7  w_le_s_1_4_8_7   1.000000000000e+00
    w_1_4_8_7  w_le_r_1_4_8_7   1.000000000000e+00
    w_1_4_8_7  w_ge_1_4_8_7   1.000000000000e+00
    w_1_4_8_7  r_ge_w_1_4_13  -1.000000000000e+00
    w_1_4_8_7  r_le_1_4  -1.000000000000e+00
    w_1_4_9_6  w_le_s_1_4_9_6   1.000000000000e+00
    w_1_4_9_6  w_le_r_1_4_9_6   1.000000000000e+00
    w_1_4_9_6  w_ge_1_4_9_6   1.000000000000e+00
    w_1_4_9_6  r_ge_w_1_4_11  -1.000000000000e+00
    w_1_4_9_6  r_le_1_4  -1.000000000000e+00
    w_1_5_10_5  w_le_s_1_5_10_5   1.000000000000e+00
    w_1_5_10_5  w_le_r_1_5_10_5   1.000000000000e+00
    w_1_5_10_5  w_ge_1_5_10_5   1.000000000000e+00
    w_1_5_10_5  r_ge_w_1_5_9  -1.000000000000e+00
    w_1_5_10_5  r_le_1_5  -1.000000000000e+00
    w_1_5_11_4  w_le_s_1_5_11_4   1.000000000000e+00
    w_1_5_11_4  w_le_r_1_5_11_4   1.000000000000e+00
    w_1_5_11_4  w_ge_1_5_11_4   1.000000000000e+00
    w_1_5_11_4  r_ge_w_1_5_7  -1.000000000000e+00
    w_1_5_11_4  r_le_1_5  -1.000000000000e+00
    w_1_5_12_3  w_le_s_1_5_12_3   1.000000000000e+00
    w_1_5_12_3  w_le_r_1_5_12_3   1.000000000000e+00
    w_1_5_12_3  w_ge_1_5_12_3   1.000000000000e+00
    w_1_5_12_3  r_ge_w_1_5_5  -1.000000000000e+00
    w_1_5_12_3  r_le_1_5  -1.000000000000e+00
    w_1_5_13_2  w_le_s_1_5_13_2   1.000000000000e+00
    w_1_5_13_2  w_le_r_1_5_13_2   1.000000000000e+00
    w_1_5_13_2  w_ge_1_5_13_2   1.000000000000e+00
    w_1_5_13_2  r_ge_w_1_5_3  -1.000000000000e+00
    w_1_5_13_2  r_le_1_5  -1.000000000000e+00
    w_1_5_14_1  w_le_s_1_5_14_1   1.000000000000e+00
    w_1_5_14_1  w_le_r_1_5_14_1   1.000000000000e+00
    w_1_5_14_1  w_ge_1_5_14_1   1.000000000000e+00
    w_1_5_14_1  r_ge_w_1_5_1  -1.000000000000e+00
    w_1_5_14_1  r_le_1_5  -1.000000000000e+00
    w_1_5_1_1  w_le_s_1_5_1_1   1.000000000000e+00
    w_1_5_1_1  w_le_r_1_5_1_1   1.000000000000e+00
    w_1_5_1_1  w_ge_1_5_1_1   1.000000000000e+00
    w_1_5_1_1  r_ge_w_1_5_0  -1.000000000000e+00
    w_1_5_1_1  r_le_1_5  -1.000000000000e+00
    w_1_5_2_2  w_le_s_1_5_2_2   1.000000000000e+00
    w_1_5_2_2  w_le_r_1_5_2_2   1.000000000000e+00
    w_1_5_2_2  w_ge_1_5_2_2   1.000000000000e+00
    w_1_5_2_2  r_ge_w_1_5_2  -1.000000000000e+00
    w_1_5_2_2  r_le_1_5  -1.000000000000e+00
    w_1_5_3_3  w_le_s_1_5_3_3   1.000000000000e+00
    w_1_5_3_3  w_le_r_1_5_3_3   1.000000000000e+00
    w_1_5_3_3  w_ge_1_5_3_3   1.000000000000e+00
    w_1_5_3_3  r_ge_w_1_5_4  -1.000000000000e+00
    w_1_5_3_3  r_le_1_5  -1.000000000000e+00
    w_1_5_4_4  w_le_s_1_5_4_4   1.000000000000e+00
    w_1_5_4_4  w_le_r_1_5_4_4   1.000000000000e+00
    w_1_5_4_4  w_ge_1_5_4_4   1.000000000000e+00
    w_1_5_4_4  r_ge_w_1_5_6  -1.000000000000e+00
    w_1_5_4_4  r_le_1_5  -1.000000000000e+00
    w_1_5_5_5  w_le_s_1_5_5_5   1.000000000000e+00
    w_1_5_5_5  w_le_r_1_5_5_5   1.000000000000e+00
    w_1_5_5_5  w_ge_1_5_5_5   1.000000000000e+00
    w_1_5_5_5  r_ge_w_1_5_8  -1.000000000000e+00
    w_1_5_5_5  r_le_1_5  -1.000000000000e+00
    w_1_5_6_6  w_le_s_1_5_6_6   1.000000000000e+00
    w_1_5_6_6  w_le_r_1_5_6_6   1.000000000000e+00
    w_1_5_6_6  w_ge_1_5_6_6   1.000000000000e+00
    w_1_5_6_6  r_ge_w_1_5_10  -1.000000000000e+00
    w_1_5_6_6  r_le_1_5  -1.000000000000e+00
    w_1_5_7_7  w_le_s_1_5_7_7   1.000000000000e+00
    w_1_5_7_7  w_le_r_1_5_7_7   1.000000000000e+00
    w_1_5_7_7  w_ge_1_5_7_7   1.000000000000e+00
    w_1_5_7_7  r_ge_w_1_5_12  -1.000000000000e+00
    w_1_5_7_7  r_le_1_5  -1.000000000000e+00
    w_1_5_8_7  w_le_s_1_5_8_7   1.000000000000e+00
    w_1_5_8_7  w_le_r_1_5_8_7   1.000000000000e+00
    w_1_5_8_7  w_ge_1_5_8_7   1.000000000000e+00
    w_1_5_8_7  r_ge_w_1_5_13  -1.000000000000e+00
    w_1_5_8_7  r_le_1_5  -1.000000000000e+00
    w_1_5_9_6  w_le_s_1_5_9_6   1.000000000000e+00
    w_1_5_9_6  w_le_r_1_5_9_6   1.000000000000e+00
    w_1_5_9_6  w_ge_1_5_9_6   1.000000000000e+00
    w_1_5_9_6  r_ge_w_1_5_11  -1.000000000000e+00
    w_1_5_9_6  r_le_1_5  -1.000000000000e+00
    w_1_6_10_5  w_le_s_1_6_10_5   1.000000000000e+00
    w_1_6_10_5  w_le_r_1_6_10_5   1.000000000000e+00
    w_1_6_10_5  w_ge_1_6_10_5   1.000000000000e+00
    w_1_6_10_5  r_ge_w_1_6_9  -1.000000000000e+00
    w_1_6_10_5  r_le_1_6  -1.000000000000e+00
    w_1_6_11_4  w_le_s_1_6_11_4   1.000000000000e+00
    w_1_6_11_4  w_le_r_1_6_11_4   1.000000000000e+00
    w_1_6_11_4  w_ge_1_6_11_4   1.000000000000e+00
    w_1_6_11_4  r_ge_w_1_6_7  -1.000000000000e+00
    w_1_6_11_4  r_le_1_6  -1.000000000000e+00
    w_1_6_12_3  w_le_s_1_6_12_3   1.000000000000e+00
    w_1_6_12_3  w_le_r_1_6_12_3   1.000000000000e+00
    w_1_6_12_3  w_ge_1_6_12_3   1.000000000000e+00
    w_1_6_12_3  r_ge_w_1_6_5  -1.000000000000e+00
    w_1_6_12_3  r_le_1_6  -1.000000000000e+00
    w_1_6_13_2  w_le_s_1_6_13_2   1.000000000000e+00
    w_1_6_13_2  w_le_r_1_6_13_2   1.000000000000e+00
    w_1_6_13_2  w_ge_1_6_13_2   1.000000000000e+00
    w_1_6_13_2  r_ge_w_1_6_3  -1.000000000000e+00
    w_1_6_13_2  r_le_1_6  -1.000000000000e+00
    w_1_6_14_1  w_le_s_1_6_14_1   1.000000000000e+00
    w_1_6_14_1  w_le_r_1_6_14_1   1.000000000000e+00
    w_1_6_14_1  w_ge_1_6_14_1   1.000000000000e+00
    w_1_6_14_1  r_ge_w_1_6_1  -1.000000000000e+00
    w_1_6_14_1  r_le_1_6  -1.000000000000e+00
    w_1_6_1_1  w_le_s_1_6_1_1   1.000000000000e+00
    w_1_6_1_1  w_le_r_1_6_1_1   1.000000000000e+00
    w_1_6_1_1  w_ge_1_6_1_1   1.000000000000e+00
    w_1_6_1_1  r_ge_w_1_6_0  -1.000000000000e+00
    w_1_6_1_1  r_le_1_6  -1.000000000000e+00
    w_1_6_2_2  w_le_s_1_6_2_2   1.000000000000e+00
    w_1_6_2_2  w_le_r_1_6_2_2   1.000000000000e+00
    w_1_6_2_2  w_ge_1_6_2_2   1.000000000000e+00
    w_1_6_2_2  r_ge_w_1_6_2  -1.000000000000e+00
    w_1_6_2_2  r_le_1_6  -1.000000000000e+00
    w_1_6_3_3  w_le_s_1_6_3_3   1.000000000000e+00
    w_1_6_3_3  w_le_r_1_6_3_3   1.000000000000e+00
    w_1_6_3_3  w_ge_1_6_3_3   1.000000000000e+00
    w_1_6_3_3  r_ge_w_1_6_4  -1.000000000000e+00
    w_1_6_3_3  r_le_1_6  -1.000000000000e+00
    w_1_6_4_4  w_le_s_1_6_4_4   1.000000000000e+00
    w_1_6_4_4  w_le_r_1_6_4_4   1.000000000000e+00
    w_1_6_4_4  w_ge_1_6_4_4   1.000000000000e+00
    w_1_6_4_4  r_ge_w_1_6_6  -1.000000000000e+00
    w_1_6_4_4  r_le_1_6  -1.000000000000e+00
    w_1_6_5_5  w_le_s_1_6_5_5   1.000000000000e+00
    w_1_6_5_5  w_le_r_1_6_5_5   1.000000000000e+00
    w_1_6_5_5  w_ge_1_6_5_5   1.000000000000e+00
    w_1_6_5_5  r_ge_w_1_6_8  -1.000000000000e+00
    w_1_6_5_5  r_le_1_6  -1.000000000000e+00
    w_1_6_6_6  w_le_s_1_6_6_6   1.000000000000e+00
    w_1_6_6_6  w_le_r_1_6_6_6   1.000000000000e+00
    w_1_6_6_6  w_ge_1_6_6_6   1.000000000000e+00
    w_1_6_6_6  r_ge_w_1_6_10  -1.000000000000e+00
    w_1_6_6_6  r_le_1_6  -1.000000000000e+00
    w_1_6_7_7  w_le_s_1_6_7_7   1.000000000000e+00
    w_1_6_7_7  w_le_r_1_6_7_7   1.000000000000e+00
    w_1_6_7_7  w_ge_1_6_7_7   1.000000000000e+00
    w_1_6_7_7  r_ge_w_1_6_12  -1.000000000000e+00
    w_1_6_7_7  r_le_1_6  -1.000000000000e+00
    w_1_6_8_7  w_le_s_1_6_8_7   1.000000000000e+00
    w_1_6_8_7  w_le_r_1_6_8_7   1.000000000000e+00
    w_1_6_8_7  w_ge_1_6_8_7   1.000000000000e+00
    w_1_6_8_7  r_ge_w_1_6_13  -1.000000000000e+00
    w_1_6_8_7  r_le_1_6  -1.000000000000e+00
    w_1_6_9_6  w_le_s_1_6_9_6   1.000000000000e+00
    w_1_6_9_6  w_le_r_1_6_9_6   1.000000000000e+00
    w_1_6_9_6  w_ge_1_6_9_6   1.000000000000e+00
    w_1_6_9_6  r_ge_w_1_6_11  -1.000000000000e+00
    w_1_6_9_6  r_le_1_6  -1.000000000000e+00
    w_2_1_10_5  w_le_s_2_1_10_5   1.000000000000e+00
    w_2_1_10_5  w_le_r_2_1_10_5   1.000000000000e+00
    w_2_1_10_5  w_ge_2_1_10_5   1.000000000000e+00
    w_2_1_10_5  r_ge_w_2_1_9  -1.000000000000e+00
    w_2_1_10_5  r_le_2_1  -1.000000000000e+00
    w_2_1_11_4  w_le_s_2_1_11_4   1.000000000000e+00
    w_2_1_11_4  w_le_r_2_1_11_4   1.000000000000e+00
    w_2_1_11_4  w_ge_2_1_11_4   1.000000000000e+00
    w_2_1_11_4  r_ge_w_2_1_7  -1.000000000000e+00
    w_2_1_11_4  r_le_2_1  -1.000000000000e+00
    w_2_1_12_3  w_le_s_2_1_12_3   1.000000000000e+00
    w_2_1_12_3  w_le_r_2_1_12_3   1.000000000000e+00
    w_2_1_12_3  w_ge_2_1_12_3   1.000000000000e+00
    w_2_1_12_3  r_ge_w_2_1_5  -1.000000000000e+00
    w_2_1_12_3  r_le_2_1  -1.000000000000e+00
    w_2_1_13_2  w_le_s_2_1_13_2   1.000000000000e+00
    w_2_1_13_2  w_le_r_2_1_13_2   1.000000000000e+00
    w_2_1_13_2  w_ge_2_1_13_2   1.000000000000e+00
    w_2_1_13_2  r_ge_w_2_1_3  -1.000000000000e+00
    w_2_1_13_2  r_le_2_1  -1.000000000000e+00
    w_2_1_14_1  w_le_s_2_1_14_1   1.000000000000e+00
    w_2_1_14_1  w_le_r_2_1_14_1   1.000000000000e+00
    w_2_1_14_1  w_ge_2_1_14_1   1.000000000000e+00
    w_2_1_14_1  r_ge_w_2_1_1  -1.000000000000e+00
    w_2_1_14_1  r_le_2_1  -1.000000000000e+00
    w_2_1_1_1  w_le_s_2_1_1_1   1.000000000000e+00
    w_2_1_1_1  w_le_r_2_1_1_1   1.000000000000e+00
    w_2_1_1_1  w_ge_2_1_1_1   1.000000000000e+00
    w_2_1_1_1  r_ge_w_2_1_0  -1.000000000000e+00
    w_2_1_1_1  r_le_2_1  -1.000000000000e+00
    w_2_1_2_2  w_le_s_2_1_2_2   1.000000000000e+00
    w_2_1_2_2  w_le_r_2_1_2_2   1.000000000000e+00
    w_2_1_2_2  w_ge_2_1_2_2   1.000000000000e+00
    w_2_1_2_2  r_ge_w_2_1_2  -1.000000000000e+00
    w_2_1_2_2  r_le_2_1  -1.000000000000e+00
    w_2_1_3_3  w_le_s_2_1_3_3   1.000000000000e+00
    w_2_1_3_3  w_le_r_2_1_3_3   1.000000000000e+00
    w_2_1_3_3  w_ge_2_1_3_3   1.000000000000e+00
    w_2_1_3_3  r_ge_w_2_1_4  -1.000000000000e+00
    w_2_1_3_3  r_le_2_1  -1.000000000000e+00
    w_2_1_4_4  w_le_s_2_1_4_4   1.000000000000e+00
    w_2_1_4_4  w_le_r_2_1_4_4   1.000000000000e+00
    w_2_1_4_4  w_ge_2_1_4_4   1.000000000000e+00
    w_2_1_4_4  r_ge_w_2_1_6  -1.000000000000e+00
    w_2_1_4_4  r_le_2_1  -1.000000000000e+00
    w_2_1_5_5  w_le_s_2_1_5_5   1.000000000000e+00
    w_2_1_5_5  w_le_r_2_1_5_5   1.000000000000e+00
    w_2_1_5_5  w_ge_2_1_5_5   1.000000000000e+00
    w_2_1_5_5  r_ge_w_2_1_8  -1.000000000000e+00
    w_2_1_5_5  r_le_2_1  -1.000000000000e+00
    w_2_1_6_6  w_le_s_2_1_6_6   1.000000000000e+00
    w_2_1_6_6  w_le_r_2_1_6_6   1.000000000000e+00
    w_2_1_6_6  w_ge_2_1_6_6   1.000000000000e+00
    w_2_1_6_6  r_ge_w_2_1_10  -1.000000000000e+00
    w_2_1_6_6  r_le_2_1  -1.000000000000e+00
    w_2_1_7_7  w_le_s_2_1_7_7   1.000000000000e+00
    w_2_1_7_7  w_le_r_2_1_7_7   1.000000000000e+00
    w_2_1_7_7  w_ge_2_1_7_7   1.000000000000e+00
    w_2_1_7_7  r_ge_w_2_1_12  -1.000000000000e+00
    w_2_1_7_7  r_le_2_1  -1.000000000000e+00
    w_2_1_8_7  w_le_s_2_1_8_7   1.000000000000e+00
    w_2_1_8_7  w_le_r_2_1_8_7   1.000000000000e+00
    w_2_1_8_7  w_ge_2_1_8_7   1.000000000000e+00
    w_2_1_8_7  r_ge_w_2_1_13  -1.000000000000e+00
    w_2_1_8_7  r_le_2_1  -1.000000000000e+00
    w_2_1_9_6  w_le_s_2_1_9_6   1.000000000000e+00
    w_2_1_9_6  w_le_r_2_1_9_6   1.000000000000e+00
    w_2_1_9_6  w_ge_2_1_9_6   1.000000000000e+00
    w_2_1_9_6  r_ge_w_2_1_11  -1.000000000000e+00
    w_2_1_9_6  r_le_2_1  -1.000000000000e+00
    w_2_2_10_5  w_le_s_2_2_10_5   1.000000000000e+00
    w_2_2_10_5  w_le_r_2_2_10_5   1.000000000000e+00
    w_2_2_10_5  w_ge_2_2_10_5   1.000000000000e+00
    w_2_2_10_5  r_ge_w_2_2_9  -1.000000000000e+00
    w_2_2_10_5  r_le_2_2  -1.000000000000e+00
    w_2_2_11_4  w_le_s_2_2_11_4   1.000000000000e+00
    w_2_2_11_4  w_le_r_2_2_11_4   1.000000000000e+00
    w_2_2_11_4  w_ge_2_2_11_4   1.000000000000e+00
    w_2_2_11_4  r_ge_w_2_2_7  -1.000000000000e+00
    w_2_2_11_4  r_le_2_2  -1.000000000000e+00
    w_2_2_12_3  w_le_s_2_2_12_3   1.000000000000e+00
    w_2_2_12_3  w_le_r_2_2_12_3   1.000000000000e+00
    w_2_2_12_3  w_ge_2_2_12_3   1.000000000000e+00
    w_2_2_12_3  r_ge_w_2_2_5  -1.000000000000e+00
    w_2_2_12_3  r_le_2_2  -1.000000000000e+00
    w_2_2_13_2  w_le_s_2_2_13_2   1.000000000000e+00
    w_2_2_13_2  w_le_r_2_2_13_2   1.000000000000e+00
    w_2_2_13_2  w_ge_2_2_13_2   1.000000000000e+00
    w_2_2_13_2  r_ge_w_2_2_3  -1.000000000000e+00
    w_2_2_13_2  r_le_2_2  -1.000000000000e+00
    w_2_2_14_1  w_le_s_2_2_14_1   1.000000000000e+00
    w_2_2_14_1  w_le_r_2_2_14_1   1.000000000000e+00
    w_2_2_14_1  w_ge_2_2_14_1   1.000000000000e+00
    w_2_2_14_1  r_ge_w_2_2_1  -1.000000000000e+00
    w_2_2_14_1  r_le_2_2  -1.000000000000e+00
    w_2_2_1_1  w_le_s_2_2_1_1   1.000000000000e+00
    w_2_2_1_1  w_le_r_2_2_1_1   1.000000000000e+00
    w_2_2_1_1  w_ge_2_2_1_1   1.000000000000e+00
    w_2_2_1_1  r_ge_w_2_2_0  -1.000000000000e+00
    w_2_2_1_1  r_le_2_2  -1.000000000000e+00
    w_2_2_2_2  w_le_s_2_2_2_2   1.000000000000e+00
    w_2_2_2_2  w_le_r_2_2_2_2   1.000000000000e+00
    w_2_2_2_2  w_ge_2_2_2_2   1.000000000000e+00
    w_2_2_2_2  r_ge_w_2_2_2  -1.000000000000e+00
    w_2_2_2_2  r_le_2_2  -1.000000000000e+00
    w_2_2_3_3  w_le_s_2_2_3_3   1.000000000000e+00
    w_2_2_3_3  w_le_r_2_2_3_3   1.000000000000e+00
    w_2_2_3_3  w_ge_2_2_3_3   1.000000000000e+00
    w_2_2_3_3  r_ge_w_2_2_4  -1.000000000000e+00
    w_2_2_3_3  r_le_2_2  -1.000000000000e+00
    w_2_2_4_4  w_le_s_2_2_4_4   1.000000000000e+00
    w_2_2_4_4  w_le_r_2_2_4_4   1.000000000000e+00
    w_2_2_4_4  w_ge_2_2_4_4   1.000000000000e+00
    w_2_2_4_4  r_ge_w_2_2_6  -1.000000000000e+00
    w_2_2_4_4  r_le_2_2  -1.000000000000e+00
    w_2_2_5_5  w_le_s_2_2_5_5   1.000000000000e+00
    w_2_2_5_5  w_le_r_2_2_5_5   1.000000000000e+00
    w_2_2_5_5  w_ge_2_2_5_5   1.000000000000e+00
    w_2_2_5_5  r_ge_w_2_2_8  -1.000000000000e+00
    w_2_2_5_5  r_le_2_2  -1.000000000000e+00
    w_2_2_6_6  w_le_s_2_2_6_6   1.000000000000e+00
    w_2_2_6_6  w_le_r_2_2_6_6   1.000000000000e+00
    w_2_2_6_6  w_ge_2_2_6_6   1.000000000000e+00
    w_2_2_6_6  r_ge_w_2_2_10  -1.000000000000e+00
    w_2_2_6_6  r_le_2_2  -1.000000000000e+00
    w_2_2_7_7  w_le_s_2_2_7_7   1.000000000000e+00
    w_2_2_7_7  w_le_r_2_2_7_7   1.000000000000e+00
    w_2_2_7_7  w_ge_2_2_7_7   1.000000000000e+00
    w_2_2_7_7  r_ge_w_2_2_12  -1.000000000000e+00
    w_2_2_7_7  r_le_2_2  -1.000000000000e+00
    w_2_2_8_7  w_le_s_2_2_8_7   1.000000000000e+00
    w_2_2_8_7  w_le_r_2_2_8_7   1.000000000000e+00
    w_2_2_8_7  w_ge_2_2_8_7   1.000000000000e+00
    w_2_2_8_7  r_ge_w_2_2_13  -1.000000000000e+00
    w_2_2_8_7  r_le_2_2  -1.000000000000e+00
    w_2_2_9_6  w_le_s_2_2_9_6   1.000000000000e+00
    w_2_2_9_6  w_le_r_2_2_9_6   1.000000000000e+00
    w_2_2_9_6  w_ge_2_2_9_6   1.000000000000e+00
    w_2_2_9_6  r_ge_w_2_2_11  -1.000000000000e+00
    w_2_2_9_6  r_le_2_2  -1.000000000000e+00
    w_2_3_10_5  w_le_s_2_3_10_5   1.000000000000e+00
    w_2_3_10_5  w_le_r_2_3_10_5   1.000000000000e+00
    w_2_3_10_5  w_ge_2_3_10_5   1.000000000000e+00
    w_2_3_10_5  r_ge_w_2_3_9  -1.000000000000e+00
    w_2_3_10_5  r_le_2_3  -1.000000000000e+00
    w_2_3_11_4  w_le_s_2_3_11_4   1.000000000000e+00
    w_2_3_11_4  w_le_r_2_3_11_4   1.000000000000e+00
    w_2_3_11_4  w_ge_2_3_11_4   1.000000000000e+00
    w_2_3_11_4  r_ge_w_2_3_7  -1.000000000000e+00
    w_2_3_11_4  r_le_2_3  -1.000000000000e+00
    w_2_3_12_3  w_le_s_2_3_12_3   1.000000000000e+00
    w_2_3_12_3  w_le_r_2_3_12_3   1.000000000000e+00
    w_2_3_12_3  w_ge_2_3_12_3   1.000000000000e+00
    w_2_3_12_3  r_ge_w_2_3_5  -1.000000000000e+00
    w_2_3_12_3  r_le_2_3  -1.000000000000e+00
    w_2_3_13_2  w_le_s_2_3_13_2   1.000000000000e+00
    w_2_3_13_2  w_le_r_2_3_13_2   1.000000000000e+00
    w_2_3_13_2  w_ge_2_3_13_2   1.000000000000e+00
    w_2_3_13_2  r_ge_w_2_3_3  -1.000000000000e+00
    w_2_3_13_2  r_le_2_3  -1.000000000000e+00
    w_2_3_14_1  w_le_s_2_3_14_1   1.000000000000e+00
    w_2_3_14_1  w_le_r_2_3_14_1   1.000000000000e+00
    w_2_3_14_1  w_ge_2_3_14_1   1.000000000000e+00
    w_2_3_14_1  r_ge_w_2_3_1  -1.000000000000e+00
    w_2_3_14_1  r_le_2_3  -1.000000000000e+00
    w_2_3_1_1  w_le_s_2_3_1_1   1.000000000000e+00
    w_2_3_1_1  w_le_r_2_3_1_1   1.000000000000e+00
    w_2_3_1_1  w_ge_2_3_1_1   1.000000000000e+00
    w_2_3_1_1  r_ge_w_2_3_0  -1.000000000000e+00
    w_2_3_1_1  r_le_2_3  -1.000000000000e+00
    w_2_3_2_2  w_le_s_2_3_2_2   1.000000000000e+00
    w_2_3_2_2  w_le_r_2_3_2_2   1.000000000000e+00
    w_2_3_2_2  w_ge_2_3_2_2   1.000000000000e+00
    w_2_3_2_2  r_ge_w_2_3_2  -1.000000000000e+00
    w_2_3_2_2  r_le_2_3  -1.000000000000e+00
    w_2_3_3_3  w_le_s_2_3_3_3   1.000000000000e+00
    w_2_3_3_3  w_le_r_2_3_3_3   1.000000000000e+00
    w_2_3_3_3  w_ge_2_3_3_3   1.000000000000e+00
    w_2_3_3_3  r_ge_w_2_3_4  -1.000000000000e+00
    w_2_3_3_3  r_le_2_3  -1.000000000000e+00
    w_2_3_4_4  w_le_s_2_3_4_4   1.000000000000e+00
    w_2_3_4_4  w_le_r_2_3_4_4   1.000000000000e+00
    w_2_3_4_4  w_ge_2_3_4_4   1.000000000000e+00
    w_2_3_4_4  r_ge_w_2_3_6  -1.000000000000e+00
    w_2_3_4_4  r_le_2_3  -1.000000000000e+00
    w_2_3_5_5  w_le_s_2_3_5_5   1.000000000000e+00
    w_2_3_5_5  w_le_r_2_3_5_5   1.000000000000e+00
    w_2_3_5_5  w_ge_2_3_5_5   1.000000000000e+00
    w_2_3_5_5  r_ge_w_2_3_8  -1.000000000000e+00
    w_2_3_5_5  r_le_2_3  -1.000000000000e+00
    w_2_3_6_6  w_le_s_2_3_6_6   1.000000000000e+00
    w_2_3_6_6  w_le_r_2_3_6_6   1.000000000000e+00
    w_2_3_6_6  w_ge_2_3_6_6   1.000000000000e+00
    w_2_3_6_6  r_ge_w_2_3_10  -1.000000000000e+00
    w_2_3_6_6  r_le_2_3  -1.000000000000e+00
    w_2_3_7_7  w_le_s_2_3_7_7   1.000000000000e+00
    w_2_3_7_7  w_le_r_2_3_7_7   1.000000000000e+00
    w_2_3_7_7  w_ge_2_3_7_7   1.000000000000e+00
    w_2_3_7_7  r_ge_w_2_3_12  -1.000000000000e+00
    w_2_3_7_7  r_le_2_3  -1.000000000000e+00
    w_2_3_8_7  w_le_s_2_3_8_7   1.000000000000e+00
    w_2_3_8_7  w_le_r_2_3_8_7   1.000000000000e+00
    w_2_3_8_7  w_ge_2_3_8_7   1.000000000000e+00
    w_2_3_8_7  r_ge_w_2_3_13  -1.000000000000e+00
    w_2_3_8_7  r_le_2_3  -1.000000000000e+00
    w_2_3_9_6  w_le_s_2_3_9_6   1.000000000000e+00
    w_2_3_9_6  w_le_r_2_3_9_6   1.000000000000e+00
    w_2_3_9_6  w_ge_2_3_9_6   1.000000000000e+00
    w_2_3_9_6  r_ge_w_2_3_11  -1.000000000000e+00
    w_2_3_9_6  r_le_2_3  -1.000000000000e+00
    w_2_4_10_5  w_le_s_2_4_10_5   1.000000000000e+00
    w_2_4_10_5  w_le_r_2_4_10_5   1.000000000000e+00
    w_2_4_10_5  w_ge_2_4_10_5   1.000000000000e+00
    w_2_4_10_5  r_ge_w_2_4_9  -1.000000000000e+00
    w_2_4_10_5  r_le_2_4  -1.000000000000e+00
    w_2_4_11_4  w_le_s_2_4_11_4   1.000000000000e+00
    w_2_4_11_4  w_le_r_2_4_11_4   1.000000000000e+00
    w_2_4_11_4  w_ge_2_4_11_4   1.000000000000e+00
    w_2_4_11_4  r_ge_w_2_4_7  -1.000000000000e+00
    w_2_4_11_4  r_le_2_4  -1.000000000000e+00
    w_2_4_12_3  w_le_s_2_4_12_3   1.000000000000e+00
    w_2_4_12_3  w_le_r_2_4_12_3   1.000000000000e+00
    w_2_4_12_3  w_ge_2_4_12_3   1.000000000000e+00
    w_2_4_12_3  r_ge_w_2_4_5  -1.000000000000e+00
    w_2_4_12_3  r_le_2_4  -1.000000000000e+00
    w_2_4_13_2  w_le_s_2_4_13_2   1.000000000000e+00
    w_2_4_13_2  w_le_r_2_4_13_2   1.000000000000e+00
    w_2_4_13_2  w_ge_2_4_13_2   1.000000000000e+00
    w_2_4_13_2  r_ge_w_2_4_3  -1.000000000000e+00
    w_2_4_13_2  r_le_2_4  -1.000000000000e+00
    w_2_4_14_1  w_le_s_2_4_14_1   1.000000000000e+00
    w_2_4_14_1  w_le_r_2_4_14_1   1.000000000000e+00
    w_2_4_14_1  w_ge_2_4_14_1   1.000000000000e+00
    w_2_4_14_1  r_ge_w_2_4_1  -1.000000000000e+00
    w_2_4_14_1  r_le_2_4  -1.000000000000e+00
    w_2_4_1_1  w_le_s_2_4_1_1   1.000000000000e+00
    w_2_4_1_1  w_le_r_2_4_1_1   1.000000000000e+00
    w_2_4_1_1  w_ge_2_4_1_1   1.000000000000e+00
    w_2_4_1_1  r_ge_w_2_4_0  -1.000000000000e+00
    w_2_4_1_1  r_le_2_4  -1.000000000000e+00
    w_2_4_2_2  w_le_s_2_4_2_2   1.000000000000e+00
    w_2_4_2_2  w_le_r_2_4_2_2   1.000000000000e+00
    w_2_4_2_2  w_ge_2_4_2_2   1.000000000000e+00
    w_2_4_2_2  r_ge_w_2_4_2  -1.000000000000e+00
    w_2_4_2_2  r_le_2_4  -1.000000000000e+00
    w_2_4_3_3  w_le_s_2_4_3_3   1.000000000000e+00
    w_2_4_3_3  w_le_r_2_4_3_3   1.000000000000e+00
    w_2_4_3_3  w_ge_2_4_3_3   1.000000000000e+00
    w_2_4_3_3  r_ge_w_2_4_4  -1.000000000000e+00
    w_2_4_3_3  r_le_2_4  -1.000000000000e+00
    w_2_4_4_4  w_le_s_2_4_4_4   1.000000000000e+00
    w_2_4_4_4  w_le_r_2_4_4_4   1.000000000000e+00
    w_2_4_4_4  w_ge_2_4_4_4   1.000000000000e+00
    w_2_4_4_4  r_ge_w_2_4_6  -1.000000000000e+00
    w_2_4_4_4  r_le_2_4  -1.000000000000e+00
    w_2_4_5_5  w_le_s_2_4_5_5   1.000000000000e+00
    w_2_4_5_5  w_le_r_2_4_5_5   1.000000000000e+00
    w_2_4_5_5  w_ge_2_4_5_5   1.000000000000e+00
    w_2_4_5_5  r_ge_w_2_4_8  -1.000000000000e+00
    w_2_4_5_5  r_le_2_4  -1.000000000000e+00
    w_2_4_6_6  w_le_s_2_4_6_6   1.000000000000e+00
    w_2_4_6_6  w_le_r_2_4_6_6   1.000000000000e+00
    w_2_4_6_6  w_ge_2_4_6_6   1.000000000000e+00
    w_2_4_6_6  r_ge_w_2_4_10  -1.000000000000e+00
    w_2_4_6_6  r_le_2_4  -1.000000000000e+00
    w_2_4_7_7  w_le_s_2_4_7_7   1.000000000000e+00
    w_2_4_7_7  w_le_r_2_4_7_7   1.000000000000e+00
    w_2_4_7_7  w_ge_2_4_7_7   1.000000000000e+00
    w_2_4_7_7  r_ge_w_2_4_12  -1.000000000000e+00
    w_2_4_7_7  r_le_2_4  -1.000000000000e+00
    w_2_4_8_7  w_le_s_2_4_8_7   1.000000000000e+00
    w_2_4_8_7  w_le_r_2_4_8_7   1.000000000000e+00
    w_2_4_8_7  w_ge_2_4_8_7   1.000000000000e+00
    w_2_4_8_7  r_ge_w_2_4_13  -1.000000000000e+00
    w_2_4_8_7  r_le_2_4  -1.000000000000e+00
    w_2_4_9_6  w_le_s_2_4_9_6   1.000000000000e+00
    w_2_4_9_6  w_le_r_2_4_9_6   1.000000000000e+00
    w_2_4_9_6  w_ge_2_4_9_6   1.000000000000e+00
    w_2_4_9_6  r_ge_w_2_4_11  -1.000000000000e+00
    w_2_4_9_6  r_le_2_4  -1.000000000000e+00
    w_2_5_10_5  w_le_s_2_5_10_5   1.000000000000e+00
    w_2_5_10_5  w_le_r_2_5_10_5   1.000000000000e+00
    w_2_5_10_5  w_ge_2_5_10_5   1.000000000000e+00
    w_2_5_10_5  r_ge_w_2_5_9  -1.000000000000e+00
    w_2_5_10_5  r_le_2_5  -1.000000000000e+00
    w_2_5_11_4  w_le_s_2_5_11_4   1.000000000000e+00
    w_2_5_11_4  w_le_r_2_5_11_4   1.000000000000e+00
    w_2_5_11_4  w_ge_2_5_11_4   1.000000000000e+00
    w_2_5_11_4  r_ge_w_2_5_7  -1.000000000000e+00
    w_2_5_11_4  r_le_2_5  -1.000000000000e+00
    w_2_5_12_3  w_le_s_2_5_12_3   1.000000000000e+00
    w_2_5_12_3  w_le_r_2_5_12_3   1.000000000000e+00
    w_2_5_12_3  w_ge_2_5_12_3   1.000000000000e+00
    w_2_5_12_3  r_ge_w_2_5_5  -1.000000000000e+00
    w_2_5_12_3  r_le_2_5  -1.000000000000e+00
    w_2_5_13_2  w_le_s_2_5_13_2   1.000000000000e+00
    w_2_5_13_2  w_le_r_2_5_13_2   1.000000000000e+00
    w_2_5_13_2  w_ge_2_5_13_2   1.000000000000e+00
    w_2_5_13_2  r_ge_w_2_5_3  -1.000000000000e+00
    w_2_5_13_2  r_le_2_5  -1.000000000000e+00
    w_2_5_14_1  w_le_s_2_5_14_1   1.000000000000e+00
    w_2_5_14_1  w_le_r_2_5_14_1   1.000000000000e+00
    w_2_5_14_1  w_ge_2_5_14_1   1.000000000000e+00
    w_2_5_14_1  r_ge_w_2_5_1  -1.000000000000e+00
    w_2_5_14_1  r_le_2_5  -1.000000000000e+00
    w_2_5_1_1  w_le_s_2_5_1_1   1.000000000000e+00
    w_2_5_1_1  w_le_r_2_5_1_1   1.000000000000e+00
    w_2_5_1_1  w_ge_2_5_1_1   1.000000000000e+00
    w_2_5_1_1  r_ge_w_2_5_0  -1.000000000000e+00
    w_2_5_1_1  r_le_2_5  -1.000000000000e+00
    w_2_5_2_2  w_le_s_2_5_2_2   1.000000000000e+00
    w_2_5_2_2  w_le_r_2_5_2_2   1.000000000000e+00
    w_2_5_2_2  w_ge_2_5_2_2   1.000000000000e+00
    w_2_5_2_2  r_ge_w_2_5_2  -1.000000000000e+00
    w_2_5_2_2  r_le_2_5  -1.000000000000e+00
    w_2_5_3_3  w_le_s_2_5_3_3   1.000000000000e+00
    w_2_5_3_3  w_le_r_2_5_3_3   1.000000000000e+00
    w_2_5_3_3  w_ge_2_5_3_3   1.000000000000e+00
    w_2_5_3_3  r_ge_w_2_5_4  -1.000000000000e+00
    w_2_5_3_3  r_le_2_5  -1.000000000000e+00
    w_2_5_4_4  w_le_s_2_5_4_4   1.000000000000e+00
    w_2_5_4_4  w_le_r_2_5_4_4   1.000000000000e+00
    w_2_5_4_4  w_ge_2_5_4_4   1.000000000000e+00
    w_2_5_4_4  r_ge_w_2_5_6  -1.000000000000e+00
    w_2_5_4_4  r_le_2_5  -1.000000000000e+00
    w_2_5_5_5  w_le_s_2_5_5_5   1.000000000000e+00
    w_2_5_5_5  w_le_r_2_5_5_5   1.000000000000e+00
    w_2_5_5_5  w_ge_2_5_5_5   1.000000000000e+00
    w_2_5_5_5  r_ge_w_2_5_8  -1.000000000000e+00
    w_2_5_5_5  r_le_2_5  -1.000000000000e+00
    w_2_5_6_6  w_le_s_2_5_6_6   1.000000000000e+00
    w_2_5_6_6  w_le_r_2_5_6_6   1.000000000000e+00
    w_2_5_6_6  w_ge_2_5_6_6   1.000000000000e+00
    w_2_5_6_6  r_ge_w_2_5_10  -1.000000000000e+00
    w_2_5_6_6  r_le_2_5  -1.000000000000e+00
    w_2_5_7_7  w_le_s_2_5_7_7   1.000000000000e+00
    w_2_5_7_7  w_le_r_2_5_7_7   1.000000000000e+00
    w_2_5_7_7  w_ge_2_5_7_7   1.000000000000e+00
    w_2_5_7_7  r_ge_w_2_5_12  -1.000000000000e+00
    w_2_5_7_7  r_le_2_5  -1.000000000000e+00
    w_2_5_8_7  w_le_s_2_5_8_7   1.000000000000e+00
    w_2_5_8_7  w_le_r_2_5_8_7   1.000000000000e+00
    w_2_5_8_7  w_ge_2_5_8_7   1.000000000000e+00
    w_2_5_8_7  r_ge_w_2_5_13  -1.000000000000e+00
    w_2_5_8_7  r_le_2_5  -1.000000000000e+00
    w_2_5_9_6  w_le_s_2_5_9_6   1.000000000000e+00
    w_2_5_9_6  w_le_r_2_5_9_6   1.000000000000e+00
    w_2_5_9_6  w_ge_2_5_9_6   1.000000000000e+00
    w_2_5_9_6  r_ge_w_2_5_11  -1.000000000000e+00
    w_2_5_9_6  r_le_2_5  -1.000000000000e+00
    w_2_6_10_5  w_le_s_2_6_10_5   1.000000000000e+00
    w_2_6_10_5  w_le_r_2_6_10_5   1.000000000000e+00
    w_2_6_10_5  w_ge_2_6_10_5   1.000000000000e+00
    w_2_6_10_5  r_ge_w_2_6_9  -1.000000000000e+00
    w_2_6_10_5  r_le_2_6  -1.000000000000e+00
    w_2_6_11_4  w_le_s_2_6_11_4   1.000000000000e+00
    w_2_6_11_4  w_le_r_2_6_11_4   1.000000000000e+00
    w_2_6_11_4  w_ge_2_6_11_4   1.000000000000e+00
    w_2_6_11_4  r_ge_w_2_6_7  -1.000000000000e+00
    w_2_6_11_4  r_le_2_6  -1.000000000000e+00
    w_2_6_12_3  w_le_s_2_6_12_3   1.000000000000e+00
    w_2_6_12_3  w_le_r_2_6_12_3   1.000000000000e+00
    w_2_6_12_3  w_ge_2_6_12_3   1.000000000000e+00
    w_2_6_12_3  r_ge_w_2_6_5  -1.000000000000e+00
    w_2_6_12_3  r_le_2_6  -1.000000000000e+00
    w_2_6_13_2  w_le_s_2_6_13_2   1.000000000000e+00
    w_2_6_13_2  w_le_r_2_6_13_2   1.000000000000e+00
    w_2_6_13_2  w_ge_2_6_13_2   1.000000000000e+00
    w_2_6_13_2  r_ge_w_2_6_3  -1.000000000000e+00
    w_2_6_13_2  r_le_2_6  -1.000000000000e+00
    w_2_6_14_1  w_le_s_2_6_14_1   1.000000000000e+00
    w_2_6_14_1  w_le_r_2_6_14_1   1.000000000000e+00
    w_2_6_14_1  w_ge_2_6_14_1   1.000000000000e+00
    w_2_6_14_1  r_ge_w_2_6_1  -1.000000000000e+00
    w_2_6_14_1  r_le_2_6  -1.000000000000e+00
    w_2_6_1_1  w_le_s_2_6_1_1   1.000000000000e+00
    w_2_6_1_1  w_le_r_2_6_1_1   1.000000000000e+00
    w_2_6_1_1  w_ge_2_6_1_1   1.000000000000e+00
    w_2_6_1_1  r_ge_w_2_6_0  -1.000000000000e+00
    w_2_6_1_1  r_le_2_6  -1.000000000000e+00
    w_2_6_2_2  w_le_s_2_6_2_2   1.000000000000e+00
    w_2_6_2_2  w_le_r_2_6_2_2   1.000000000000e+00
    w_2_6_2_2  w_ge_2_6_2_2   1.000000000000e+00
    w_2_6_2_2  r_ge_w_2_6_2  -1.000000000000e+00
    w_2_6_2_2  r_le_2_6  -1.000000000000e+00
    w_2_6_3_3  w_le_s_2_6_3_3   1.000000000000e+00
    w_2_6_3_3  w_le_r_2_6_3_3   1.000000000000e+00
    w_2_6_3_3  w_ge_2_6_3_3   1.000000000000e+00
    w_2_6_3_3  r_ge_w_2_6_4  -1.000000000000e+00
    w_2_6_3_3  r_le_2_6  -1.000000000000e+00
    w_2_6_4_4  w_le_s_2_6_4_4   1.000000000000e+00
    w_2_6_4_4  w_le_r_2_6_4_4   1.000000000000e+00
    w_2_6_4_4  w_ge_2_6_4_4   1.000000000000e+00
    w_2_6_4_4  r_ge_w_2_6_6  -1.000000000000e+00
    w_2_6_4_4  r_le_2_6  -1.000000000000e+00
    w_2_6_5_5  w_le_s_2_6_5_5   1.000000000000e+00
    w_2_6_5_5  w_le_r_2_6_5_5   1.000000000000e+00
    w_2_6_5_5  w_ge_2_6_5_5   1.000000000000e+00
    w_2_6_5_5  r_ge_w_2_6_8  -1.000000000000e+00
    w_2_6_5_5  r_le_2_6  -1.000000000000e+00
    w_2_6_6_6  w_le_s_2_6_6_6   1.000000000000e+00
    w_2_6_6_6  w_le_r_2_6_6_6   1.000000000000e+00
    w_2_6_6_6  w_ge_2_6_6_6   1.000000000000e+00
    w_2_6_6_6  r_ge_w_2_6_10  -1.000000000000e+00
    w_2_6_6_6  r_le_2_6  -1.000000000000e+00
    w_2_6_7_7  w_le_s_2_6_7_7   1.000000000000e+00
    w_2_6_7_7  w_le_r_2_6_7_7   1.000000000000e+00
    w_2_6_7_7  w_ge_2_6_7_7   1.000000000000e+00
    w_2_6_7_7  r_ge_w_2_6_12  -1.000000000000e+00
    w_2_6_7_7  r_le_2_6  -1.000000000000e+00
    w_2_6_8_7  w_le_s_2_6_8_7   1.000000000000e+00
    w_2_6_8_7  w_le_r_2_6_8_7   1.000000000000e+00
    w_2_6_8_7  w_ge_2_6_8_7   1.000000000000e+00
    w_2_6_8_7  r_ge_w_2_6_13  -1.000000000000e+00
    w_2_6_8_7  r_le_2_6  -1.000000000000e+00
    w_2_6_9_6  w_le_s_2_6_9_6   1.000000000000e+00
    w_2_6_9_6  w_le_r_2_6_9_6   1.000000000000e+00
    w_2_6_9_6  w_ge_2_6_9_6   1.000000000000e+00
    w_2_6_9_6  r_ge_w_2_6_11  -1.000000000000e+00
    w_2_6_9_6  r_le_2_6  -1.000000000000e+00
    w_3_1_10_5  w_le_s_3_1_10_5   1.000000000000e+00
    w_3_1_10_5  w_le_r_3_1_10_5   1.000000000000e+00
    w_3_1_10_5  w_ge_3_1_10_5   1.000000000000e+00
    w_3_1_10_5  r_ge_w_3_1_9  -1.000000000000e+00
    w_3_1_10_5  r_le_3_1  -1.000000000000e+00
    w_3_1_11_4  w_le_s_3_1_11_4   1.000000000000e+00
    w_3_1_11_4  w_le_r_3_1_11_4   1.000000000000e+00
    w_3_1_11_4  w_ge_3_1_11_4   1.000000000000e+00
    w_3_1_11_4  r_ge_w_3_1_7  -1.000000000000e+00
    w_3_1_11_4  r_le_3_1  -1.000000000000e+00
    w_3_1_12_3  w_le_s_3_1_12_3   1.000000000000e+00
    w_3_1_12_3  w_le_r_3_1_12_3   1.000000000000e+00
    w_3_1_12_3  w_ge_3_1_12_3   1.000000000000e+00
    w_3_1_12_3  r_ge_w_3_1_5  -1.000000000000e+00
    w_3_1_12_3  r_le_3_1  -1.000000000000e+00
    w_3_1_13_2  w_le_s_3_1_13_2   1.000000000000e+00
    w_3_1_13_2  w_le_r_3_1_13_2   1.000000000000e+00
    w_3_1_13_2  w_ge_3_1_13_2   1.000000000000e+00
    w_3_1_13_2  r_ge_w_3_1_3  -1.000000000000e+00
    w_3_1_13_2  r_le_3_1  -1.000000000000e+00
    w_3_1_14_1  w_le_s_3_1_14_1   1.000000000000e+00
    w_3_1_14_1  w_le_r_3_1_14_1   1.000000000000e+00
    w_3_1_14_1  w_ge_3_1_14_1   1.000000000000e+00
    w_3_1_14_1  r_ge_w_3_1_1  -1.000000000000e+00
    w_3_1_14_1  r_le_3_1  -1.000000000000e+00
    w_3_1_1_1  w_le_s_3_1_1_1   1.000000000000e+00
    w_3_1_1_1  w_le_r_3_1_1_1   1.000000000000e+00
    w_3_1_1_1  w_ge_3_1_1_1   1.000000000000e+00
    w_3_1_1_1  r_ge_w_3_1_0  -1.000000000000e+00
    w_3_1_1_1  r_le_3_1  -1.000000000000e+00
    w_3_1_2_2  w_le_s_3_1_2_2   1.000000000000e+00
    w_3_1_2_2  w_le_r_3_1_2_2   1.000000000000e+00
    w_3_1_2_2  w_ge_3_1_2_2   1.000000000000e+00
    w_3_1_2_2  r_ge_w_3_1_2  -1.000000000000e+00
    w_3_1_2_2  r_le_3_1  -1.000000000000e+00
    w_3_1_3_3  w_le_s_3_1_3_3   1.000000000000e+00
    w_3_1_3_3  w_le_r_3_1_3_3   1.000000000000e+00
    w_3_1_3_3  w_ge_3_1_3_3   1.000000000000e+00
    w_3_1_3_3  r_ge_w_3_1_4  -1.000000000000e+00
    w_3_1_3_3  r_le_3_1  -1.000000000000e+00
    w_3_1_4_4  w_le_s_3_1_4_4   1.000000000000e+00
    w_3_1_4_4  w_le_r_3_1_4_4   1.000000000000e+00
    w_3_1_4_4  w_ge_3_1_4_4   1.000000000000e+00
    w_3_1_4_4  r_ge_w_3_1_6  -1.000000000000e+00
    w_3_1_4_4  r_le_3_1  -1.000000000000e+00
    w_3_1_5_5  w_le_s_3_1_5_5   1.000000000000e+00
    w_3_1_5_5  w_le_r_3_1_5_5   1.000000000000e+00
    w_3_1_5_5  w_ge_3_1_5_5   1.000000000000e+00
    w_3_1_5_5  r_ge_w_3_1_8  -1.000000000000e+00
    w_3_1_5_5  r_le_3_1  -1.000000000000e+00
    w_3_1_6_6  w_le_s_3_1_6_6   1.000000000000e+00
    w_3_1_6_6  w_le_r_3_1_6_6   1.000000000000e+00
    w_3_1_6_6  w_ge_3_1_6_6   1.000000000000e+00
    w_3_1_6_6  r_ge_w_3_1_10  -1.000000000000e+00
    w_3_1_6_6  r_le_3_1  -1.000000000000e+00
    w_3_1_7_7  w_le_s_3_1_7_7   1.000000000000e+00
    w_3_1_7_7  w_le_r_3_1_7_7   1.000000000000e+00
    w_3_1_7_7  w_ge_3_1_7_7   1.000000000000e+00
    w_3_1_7_7  r_ge_w_3_1_12  -1.000000000000e+00
    w_3_1_7_7  r_le_3_1  -1.000000000000e+00
    w_3_1_8_7  w_le_s_3_1_8_7   1.000000000000e+00
    w_3_1_8_7  w_le_r_3_1_8_7   1.000000000000e+00
    w_3_1_8_7  w_ge_3_1_8_7   1.000000000000e+00
    w_3_1_8_7  r_ge_w_3_1_13  -1.000000000000e+00
    w_3_1_8_7  r_le_3_1  -1.000000000000e+00
    w_3_1_9_6  w_le_s_3_1_9_6   1.000000000000e+00
    w_3_1_9_6  w_le_r_3_1_9_6   1.000000000000e+00
    w_3_1_9_6  w_ge_3_1_9_6   1.000000000000e+00
    w_3_1_9_6  r_ge_w_3_1_11  -1.000000000000e+00
    w_3_1_9_6  r_le_3_1  -1.000000000000e+00
    w_3_2_10_5  w_le_s_3_2_10_5   1.000000000000e+00
    w_3_2_10_5  w_le_r_3_2_10_5   1.000000000000e+00
    w_3_2_10_5  w_ge_3_2_10_5   1.000000000000e+00
    w_3_2_10_5  r_ge_w_3_2_9  -1.000000000000e+00
    w_3_2_10_5  r_le_3_2  -1.000000000000e+00
    w_3_2_11_4  w_le_s_3_2_11_4   1.000000000000e+00
    w_3_2_11_4  w_le_r_3_2_11_4   1.000000000000e+00
    w_3_2_11_4  w_ge_3_2_11_4   1.000000000000e+00
    w_3_2_11_4  r_ge_w_3_2_7  -1.000000000000e+00
    w_3_2_11_4  r_le_3_2  -1.000000000000e+00
    w_3_2_12_3  w_le_s_3_2_12_3   1.000000000000e+00
    w_3_2_12_3  w_le_r_3_2_12_3   1.000000000000e+00
    w_3_2_12_3  w_ge_3_2_12_3   1.000000000000e+00
    w_3_2_12_3  r_ge_w_3_2_5  -1.000000000000e+00
    w_3_2_12_3  r_le_3_2  -1.000000000000e+00
    w_3_2_13_2  w_le_s_3_2_13_2   1.000000000000e+00
    w_3_2_13_2  w_le_r_3_2_13_2   1.000000000000e+00
    w_3_2_13_2  w_ge_3_2_13_2   1.000000000000e+00
    w_3_2_13_2  r_ge_w_3_2_3  -1.000000000000e+00
    w_3_2_13_2  r_le_3_2  -1.000000000000e+00
    w_3_2_14_1  w_le_s_3_2_14_1   1.000000000000e+00
    w_3_2_14_1  w_le_r_3_2_14_1   1.000000000000e+00
    w_3_2_14_1  w_ge_3_2_14_1   1.000000000000e+00
    w_3_2_14_1  r_ge_w_3_2_1  -1.000000000000e+00
    w_3_2_14_1  r_le_3_2  -1.000000000000e+00
    w_3_2_1_1  w_le_s_3_2_1_1   1.000000000000e+00
    w_3_2_1_1  w_le_r_3_2_1_1   1.000000000000e+00
    w_3_2_1_1  w_ge_3_2_1_1   1.000000000000e+00
    w_3_2_1_1  r_ge_w_3_2_0  -1.000000000000e+00
    w_3_2_1_1  r_le_3_2  -1.000000000000e+00
    w_3_2_2_2  w_le_s_3_2_2_2   1.000000000000e+00
    w_3_2_2_2  w_le_r_3_2_2_2   1.000000000000e+00
    w_3_2_2_2  w_ge_3_2_2_2   1.000000000000e+00
    w_3_2_2_2  r_ge_w_3_2_2  -1.000000000000e+00
    w_3_2_2_2  r_le_3_2  -1.000000000000e+00
    w_3_2_3_3  w_le_s_3_2_3_3   1.000000000000e+00
    w_3_2_3_3  w_le_r_3_2_3_3   1.000000000000e+00
    w_3_2_3_3  w_ge_3_2_3_3   1.000000000000e+00
    w_3_2_3_3  r_ge_w_3_2_4  -1.000000000000e+00
    w_3_2_3_3  r_le_3_2  -1.000000000000e+00
    w_3_2_4_4  w_le_s_3_2_4_4   1.000000000000e+00
    w_3_2_4_4  w_le_r_3_2_4_4   1.000000000000e+00
    w_3_2_4_4  w_ge_3_2_4_4   1.000000000000e+00
    w_3_2_4_4  r_ge_w_3_2_6  -1.000000000000e+00
    w_3_2_4_4  r_le_3_2  -1.000000000000e+00
    w_3_2_5_5  w_le_s_3_2_5_5   1.000000000000e+00
    w_3_2_5_5  w_le_r_3_2_5_5   1.000000000000e+00
    w_3_2_5_5  w_ge_3_2_5_5   1.000000000000e+00
    w_3_2_5_5  r_ge_w_3_2_8  -1.000000000000e+00
    w_3_2_5_5  r_le_3_2  -1.000000000000e+00
    w_3_2_6_6  w_le_s_3_2_6_6   1.000000000000e+00
    w_3_2_6_6  w_le_r_3_2_6_6   1.000000000000e+00
    w_3_2_6_6  w_ge_3_2_6_6   1.000000000000e+00
    w_3_2_6_6  r_ge_w_3_2_10  -1.000000000000e+00
    w_3_2_6_6  r_le_3_2  -1.000000000000e+00
    w_3_2_7_7  w_le_s_3_2_7_7   1.000000000000e+00
    w_3_2_7_7  w_le_r_3_2_7_7   1.000000000000e+00
    w_3_2_7_7  w_ge_3_2_7_7   1.000000000000e+00
    w_3_2_7_7  r_ge_w_3_2_12  -1.000000000000e+00
    w_3_2_7_7  r_le_3_2  -1.000000000000e+00
    w_3_2_8_7  w_le_s_3_2_8_7   1.000000000000e+00
    w_3_2_8_7  w_le_r_3_2_8_7   1.000000000000e+00
    w_3_2_8_7  w_ge_3_2_8_7   1.000000000000e+00
    w_3_2_8_7  r_ge_w_3_2_13  -1.000000000000e+00
    w_3_2_8_7  r_le_3_2  -1.000000000000e+00
    w_3_2_9_6  w_le_s_3_2_9_6   1.000000000000e+00
    w_3_2_9_6  w_le_r_3_2_9_6   1.000000000000e+00
    w_3_2_9_6  w_ge_3_2_9_6   1.000000000000e+00
    w_3_2_9_6  r_ge_w_3_2_11  -1.000000000000e+00
    w_3_2_9_6  r_le_3_2  -1.000000000000e+00
    w_3_3_10_5  w_le_s_3_3_10_5   1.000000000000e+00
    w_3_3_10_5  w_le_r_3_3_10_5   1.000000000000e+00
    w_3_3_10_5  w_ge_3_3_10_5   1.000000000000e+00
    w_3_3_10_5  r_ge_w_3_3_9  -1.000000000000e+00
    w_3_3_10_5  r_le_3_3  -1.000000000000e+00
    w_3_3_11_4  w_le_s_3_3_11_4   1.000000000000e+00
    w_3_3_11_4  w_le_r_3_3_11_4   1.000000000000e+00
    w_3_3_11_4  w_ge_3_3_11_4   1.000000000000e+00
    w_3_3_11_4  r_ge_w_3_3_7  -1.000000000000e+00
    w_3_3_11_4  r_le_3_3  -1.000000000000e+00
    w_3_3_12_3  w_le_s_3_3_12_3   1.000000000000e+00
    w_3_3_12_3  w_le_r_3_3_12_3   1.000000000000e+00
    w_3_3_12_3  w_ge_3_3_12_3   1.000000000000e+00
    w_3_3_12_3  r_ge_w_3_3_5  -1.000000000000e+00
    w_3_3_12_3  r_le_3_3  -1.000000000000e+00
    w_3_3_13_2  w_le_s_3_3_13_2   1.000000000000e+00
    w_3_3_13_2  w_le_r_3_3_13_2   1.000000000000e+00
    w_3_3_13_2  w_ge_3_3_13_2   1.000000000000e+00
    w_3_3_13_2  r_ge_w_3_3_3  -1.000000000000e+00
    w_3_3_13_2  r_le_3_3  -1.000000000000e+00
    w_3_3_14_1  w_le_s_3_3_14_1   1.000000000000e+00
    w_3_3_14_1  w_le_r_3_3_14_1   1.000000000000e+00
    w_3_3_14_1  w_ge_3_3_14_1   1.000000000000e+00
    w_3_3_14_1  r_ge_w_3_3_1  -1.000000000000e+00
    w_3_3_14_1  r_le_3_3  -1.000000000000e+00
    w_3_3_1_1  w_le_s_3_3_1_1   1.000000000000e+00
    w_3_3_1_1  w_le_r_3_3_1_1   1.000000000000e+00
    w_3_3_1_1  w_ge_3_3_1_1   1.000000000000e+00
    w_3_3_1_1  r_ge_w_3_3_0  -1.000000000000e+00
    w_3_3_1_1  r_le_3_3  -1.000000000000e+00
    w_3_3_2_2  w_le_s_3_3_2_2   1.000000000000e+00
    w_3_3_2_2  w_le_r_3_3_2_2   1.000000000000e+00
    w_3_3_2_2  w_ge_3_3_2_2   1.000000000000e+00
    w_3_3_2_2  r_ge_w_3_3_2  -1.000000000000e+00
    w_3_3_2_2  r_le_3_3  -1.000000000000e+00
    w_3_3_3_3  w_le_s_3_3_3_3   1.000000000000e+00
    w_3_3_3_3  w_le_r_3_3_3_3   1.000000000000e+00
    w_3_3_3_3  w_ge_3_3_3_3   1.000000000000e+00
    w_3_3_3_3  r_ge_w_3_3_4  -1.000000000000e+00
    w_3_3_3_3  r_le_3_3  -1.000000000000e+00
    w_3_3_4_4  w_le_s_3_3_4_4   1.000000000000e+00
    w_3_3_4_4  w_le_r_3_3_4_4   1.000000000000e+00
    w_3_3_4_4  w_ge_3_3_4_4   1.000000000000e+00
    w_3_3_4_4  r_ge_w_3_3_6  -1.000000000000e+00
    w_3_3_4_4  r_le_3_3  -1.000000000000e+00
    w_3_3_5_5  w_le_s_3_3_5_5   1.000000000000e+00
    w_3_3_5_5  w_le_r_3_3_5_5   1.000000000000e+00
    w_3_3_5_5  w_ge_3_3_5_5   1.000000000000e+00
    w_3_3_5_5  r_ge_w_3_3_8  -1.000000000000e+00
    w_3_3_5_5  r_le_3_3  -1.000000000000e+00
    w_3_3_6_6  w_le_s_3_3_6_6   1.000000000000e+00
    w_3_3_6_6  w_le_r_3_3_6_6   1.000000000000e+00
    w_3_3_6_6  w_ge_3_3_6_6   1.000000000000e+00
    w_3_3_6_6  r_ge_w_3_3_10  -1.000000000000e+00
    w_3_3_6_6  r_le_3_3  -1.000000000000e+00
    w_3_3_7_7  w_le_s_3_3_7_7   1.000000000000e+00
    w_3_3_7_7  w_le_r_3_3_7_7   1.000000000000e+00
    w_3_3_7_7  w_ge_3_3_7_7   1.000000000000e+00
    w_3_3_7_7  r_ge_w_3_3_12  -1.000000000000e+00
    w_3_3_7_7  r_le_3_3  -1.000000000000e+00
    w_3_3_8_7  w_le_s_3_3_8_7   1.000000000000e+00
    w_3_3_8_7  w_le_r_3_3_8_7   1.000000000000e+00
    w_3_3_8_7  w_ge_3_3_8_7   1.000000000000e+00
    w_3_3_8_7  r_ge_w_3_3_13  -1.000000000000e+00
    w_3_3_8_7  r_le_3_3  -1.000000000000e+00
    w_3_3_9_6  w_le_s_3_3_9_6   1.000000000000e+00
    w_3_3_9_6  w_le_r_3_3_9_6   1.000000000000e+00
    w_3_3_9_6  w_ge_3_3_9_6   1.000000000000e+00
    w_3_3_9_6  r_ge_w_3_3_11  -1.000000000000e+00
    w_3_3_9_6  r_le_3_3  -1.000000000000e+00
    w_3_4_10_5  w_le_s_3_4_10_5   1.000000000000e+00
    w_3_4_10_5  w_le_r_3_4_10_5   1.000000000000e+00
    w_3_4_10_5  w_ge_3_4_10_5   1.000000000000e+00
    w_3_4_10_5  r_ge_w_3_4_9  -1.000000000000e+00
    w_3_4_10_5  r_le_3_4  -1.000000000000e+00
    w_3_4_11_4  w_le_s_3_4_11_4   1.000000000000e+00
    w_3_4_11_4  w_le_r_3_4_11_4   1.000000000000e+00
    w_3_4_11_4  w_ge_3_4_11_4   1.000000000000e+00
    w_3_4_11_4  r_ge_w_3_4_7  -1.000000000000e+00
    w_3_4_11_4  r_le_3_4  -1.000000000000e+00
    w_3_4_12_3  w_le_s_3_4_12_3   1.000000000000e+00
    w_3_4_12_3  w_le_r_3_4_12_3   1.000000000000e+00
    w_3_4_12_3  w_ge_3_4_12_3   1.000000000000e+00
    w_3_4_12_3  r_ge_w_3_4_5  -1.000000000000e+00
    w_3_4_12_3  r_le_3_4  -1.000000000000e+00
    w_3_4_13_2  w_le_s_3_4_13_2   1.000000000000e+00
    w_3_4_13_2  w_le_r_3_4_13_2   1.000000000000e+00
    w_3_4_13_2  w_ge_3_4_13_2   1.000000000000e+00
    w_3_4_13_2  r_ge_w_3_4_3  -1.000000000000e+00
    w_3_4_13_2  r_le_3_4  -1.000000000000e+00
    w_3_4_14_1  w_le_s_3_4_14_1   1.000000000000e+00
    w_3_4_14_1  w_le_r_3_4_14_1   1.000000000000e+00
    w_3_4_14_1  w_ge_3_4_14_1   1.000000000000e+00
    w_3_4_14_1  r_ge_w_3_4_1  -1.000000000000e+00
    w_3_4_14_1  r_le_3_4  -1.000000000000e+00
    w_3_4_1_1  w_le_s_3_4_1_1   1.000000000000e+00
    w_3_4_1_1  w_le_r_3_4_1_1   1.000000000000e+00
    w_3_4_1_1  w_ge_3_4_1_1   1.000000000000e+00
    w_3_4_1_1  r_ge_w_3_4_0  -1.000000000000e+00
    w_3_4_1_1  r_le_3_4  -1.000000000000e+00
    w_3_4_2_2  w_le_s_3_4_2_2   1.000000000000e+00
    w_3_4_2_2  w_le_r_3_4_2_2   1.000000000000e+00
    w_3_4_2_2  w_ge_3_4_2_2   1.000000000000e+00
    w_3_4_2_2  r_ge_w_3_4_2  -1.000000000000e+00
    w_3_4_2_2  r_le_3_4  -1.000000000000e+00
    w_3_4_3_3  w_le_s_3_4_3_3   1.000000000000e+00
    w_3_4_3_3  w_le_r_3_4_3_3   1.000000000000e+00
    w_3_4_3_3  w_ge_3_4_3_3   1.000000000000e+00
    w_3_4_3_3  r_ge_w_3_4_4  -1.000000000000e+00
    w_3_4_3_3  r_le_3_4  -1.000000000000e+00
    w_3_4_4_4  w_le_s_3_4_4_4   1.000000000000e+00
    w_3_4_4_4  w_le_r_3_4_4_4   1.000000000000e+00
    w_3_4_4_4  w_ge_3_4_4_4   1.000000000000e+00
    w_3_4_4_4  r_ge_w_3_4_6  -1.000000000000e+00
    w_3_4_4_4  r_le_3_4  -1.000000000000e+00
    w_3_4_5_5  w_le_s_3_4_5_5   1.000000000000e+00
    w_3_4_5_5  w_le_r_3_4_5_5   1.000000000000e+00
    w_3_4_5_5  w_ge_3_4_5_5   1.000000000000e+00
    w_3_4_5_5  r_ge_w_3_4_8  -1.000000000000e+00
    w_3_4_5_5  r_le_3_4  -1.000000000000e+00
    w_3_4_6_6  w_le_s_3_4_6_6   1.000000000000e+00
    w_3_4_6_6  w_le_r_3_4_6_6   1.000000000000e+00
    w_3_4_6_6  w_ge_3_4_6_6   1.000000000000e+00
    w_3_4_6_6  r_ge_w_3_4_10  -1.000000000000e+00
    w_3_4_6_6  r_le_3_4  -1.000000000000e+00
    w_3_4_7_7  w_le_s_3_4_7_7   1.000000000000e+00
    w_3_4_7_7  w_le_r_3_4_7_7   1.000000000000e+00
    w_3_4_7_7  w_ge_3_4_7_7   1.000000000000e+00
    w_3_4_7_7  r_ge_w_3_4_12  -1.000000000000e+00
    w_3_4_7_7  r_le_3_4  -1.000000000000e+00
    w_3_4_8_7  w_le_s_3_4_8_7   1.000000000000e+00
    w_3_4_8_7  w_le_r_3_4_8_7   1.000000000000e+00
    w_3_4_8_7  w_ge_3_4_8_7   1.000000000000e+00
    w_3_4_8_7  r_ge_w_3_4_13  -1.000000000000e+00
    w_3_4_8_7  r_le_3_4  -1.000000000000e+00
    w_3_4_9_6  w_le_s_3_4_9_6   1.000000000000e+00
    w_3_4_9_6  w_le_r_3_4_9_6   1.000000000000e+00
    w_3_4_9_6  w_ge_3_4_9_6   1.000000000000e+00
    w_3_4_9_6  r_ge_w_3_4_11  -1.000000000000e+00
    w_3_4_9_6  r_le_3_4  -1.000000000000e+00
    w_3_5_10_5  w_le_s_3_5_10_5   1.000000000000e+00
    w_3_5_10_5  w_le_r_3_5_10_5   1.000000000000e+00
    w_3_5_10_5  w_ge_3_5_10_5   1.000000000000e+00
    w_3_5_10_5  r_ge_w_3_5_9  -1.000000000000e+00
    w_3_5_10_5  r_le_3_5  -1.000000000000e+00
    w_3_5_11_4  w_le_s_3_5_11_4   1.000000000000e+00
    w_3_5_11_4  w_le_r_3_5_11_4   1.000000000000e+00
    w_3_5_11_4  w_ge_3_5_11_4   1.000000000000e+00
    w_3_5_11_4  r_ge_w_3_5_7  -1.000000000000e+00
    w_3_5_11_4  r_le_3_5  -1.000000000000e+00
    w_3_5_12_3  w_le_s_3_5_12_3   1.000000000000e+00
    w_3_5_12_3  w_le_r_3_5_12_3   1.000000000000e+00
    w_3_5_12_3  w_ge_3_5_12_3   1.000000000000e+00
    w_3_5_12_3  r_ge_w_3_5_5  -1.000000000000e+00
    w_3_5_12_3  r_le_3_5  -1.000000000000e+00
    w_3_5_13_2  w_le_s_3_5_13_2   1.000000000000e+00
    w_3_5_13_2  w_le_r_3_5_13_2   1.000000000000e+00
    w_3_5_13_2  w_ge_3_5_13_2   1.000000000000e+00
    w_3_5_13_2  r_ge_w_3_5_3  -1.000000000000e+00
    w_3_5_13_2  r_le_3_5  -1.000000000000e+00
    w_3_5_14_1  w_le_s_3_5_14_1   1.000000000000e+00
    w_3_5_14_1  w_le_r_3_5_14_1   1.000000000000e+00
    w_3_5_14_1  w_ge_3_5_14_1   1.000000000000e+00
    w_3_5_14_1  r_ge_w_3_5_1  -1.000000000000e+00
    w_3_5_14_1  r_le_3_5  -1.000000000000e+00
    w_3_5_1_1  w_le_s_3_5_1_1   1.000000000000e+00
    w_3_5_1_1  w_le_r_3_5_1_1   1.000000000000e+00
    w_3_5_1_1  w_ge_3_5_1_1   1.000000000000e+00
    w_3_5_1_1  r_ge_w_3_5_0  -1.000000000000e+00
    w_3_5_1_1  r_le_3_5  -1.000000000000e+00
    w_3_5_2_2  w_le_s_3_5_2_2   1.000000000000e+00
    w_3_5_2_2  w_le_r_3_5_2_2   1.000000000000e+00
    w_3_5_2_2  w_ge_3_5_2_2   1.000000000000e+00
    w_3_5_2_2  r_ge_w_3_5_2  -1.000000000000e+00
    w_3_5_2_2  r_le_3_5  -1.000000000000e+00
    w_3_5_3_3  w_le_s_3_5_3_3   1.000000000000e+00
    w_3_5_3_3  w_le_r_3_5_3_3   1.000000000000e+00
    w_3_5_3_3  w_ge_3_5_3_3   1.000000000000e+00
    w_3_5_3_3  r_ge_w_3_5_4  -1.000000000000e+00
    w_3_5_3_3  r_le_3_5  -1.000000000000e+00
    w_3_5_4_4  w_le_s_3_5_4_4   1.000000000000e+00
    w_3_5_4_4  w_le_r_3_5_4_4   1.000000000000e+00
    w_3_5_4_4  w_ge_3_5_4_4   1.000000000000e+00
    w_3_5_4_4  r_ge_w_3_5_6  -1.000000000000e+00
    w_3_5_4_4  r_le_3_5  -1.000000000000e+00
    w_3_5_5_5  w_le_s_3_5_5_5   1.000000000000e+00
    w_3_5_5_5  w_le_r_3_5_5_5   1.000000000000e+00
    w_3_5_5_5  w_ge_3_5_5_5   1.000000000000e+00
    w_3_5_5_5  r_ge_w_3_5_8  -1.000000000000e+00
    w_3_5_5_5  r_le_3_5  -1.000000000000e+00
    w_3_5_6_6  w_le_s_3_5_6_6   1.000000000000e+00
    w_3_5_6_6  w_le_r_3_5_6_6   1.000000000000e+00
    w_3_5_6_6  w_ge_3_5_6_6   1.000000000000e+00
    w_3_5_6_6  r_ge_w_3_5_10  -1.000000000000e+00
    w_3_5_6_6  r_le_3_5  -1.000000000000e+00
    w_3_5_7_7  w_le_s_3_5_7_7   1.000000000000e+00
    w_3_5_7_7  w_le_r_3_5_7_7   1.000000000000e+00
    w_3_5_7_7  w_ge_3_5_7_7   1.000000000000e+00
    w_3_5_7_7  r_ge_w_3_5_12  -1.000000000000e+00
    w_3_5_7_7  r_le_3_5  -1.000000000000e+00
    w_3_5_8_7  w_le_s_3_5_8_7   1.000000000000e+00
    w_3_5_8_7  w_le_r_3_5_8_7   1.000000000000e+00
    w_3_5_8_7  w_ge_3_5_8_7   1.000000000000e+00
    w_3_5_8_7  r_ge_w_3_5_13  -1.000000000000e+00
    w_3_5_8_7  r_le_3_5  -1.000000000000e+00
    w_3_5_9_6  w_le_s_3_5_9_6   1.000000000000e+00
    w_3_5_9_6  w_le_r_3_5_9_6   1.000000000000e+00
    w_3_5_9_6  w_ge_3_5_9_6   1.000000000000e+00
    w_3_5_9_6  r_ge_w_3_5_11  -1.000000000000e+00
    w_3_5_9_6  r_le_3_5  -1.000000000000e+00
    w_3_6_10_5  w_le_s_3_6_10_5   1.000000000000e+00
    w_3_6_10_5  w_le_r_3_6_10_5   1.000000000000e+00
    w_3_6_10_5  w_ge_3_6_10_5   1.000000000000e+00
    w_3_6_10_5  r_ge_w_3_6_9  -1.000000000000e+00
    w_3_6_10_5  r_le_3_6  -1.000000000000e+00
    w_3_6_11_4  w_le_s_3_6_11_4   1.000000000000e+00
    w_3_6_11_4  w_le_r_3_6_11_4   1.000000000000e+00
    w_3_6_11_4  w_ge_3_6_11_4   1.000000000000e+00
    w_3_6_11_4  r_ge_w_3_6_7  -1.000000000000e+00
    w_3_6_11_4  r_le_3_6  -1.000000000000e+00
    w_3_6_12_3  w_le_s_3_6_12_3   1.000000000000e+00
    w_3_6_12_3  w_le_r_3_6_12_3   1.000000000000e+00
    w_3_6_12_3  w_ge_3_6_12_3   1.000000000000e+00
    w_3_6_12_3  r_ge_w_3_6_5  -1.000000000000e+00
    w_3_6_12_3  r_le_3_6  -1.000000000000e+00
    w_3_6_13_2  w_le_s_3_6_13_2   1.000000000000e+00
    w_3_6_13_2  w_le_r_3_6_13_2   1.000000000000e+00
    w_3_6_13_2  w_ge_3_6_13_2   1.000000000000e+00
    w_3_6_13_2  r_ge_w_3_6_3  -1.000000000000e+00
    w_3_6_13_2  r_le_3_6  -1.000000000000e+00
    w_3_6_14_1  w_le_s_3_6_14_1   1.000000000000e+00
    w_3_6_14_1  w_le_r_3_6_14_1   1.000000000000e+00
    w_3_6_14_1  w_ge_3_6_14_1   1.000000000000e+00
    w_3_6_14_1  r_ge_w_3_6_1  -1.000000000000e+00
    w_3_6_14_1  r_le_3_6  -1.000000000000e+00
    w_3_6_1_1  w_le_s_3_6_1_1   1.000000000000e+00
    w_3_6_1_1  w_le_r_3_6_1_1   1.000000000000e+00
    w_3_6_1_1  w_ge_3_6_1_1   1.000000000000e+00
    w_3_6_1_1  r_ge_w_3_6_0  -1.000000000000e+00
    w_3_6_1_1  r_le_3_6  -1.000000000000e+00
    w_3_6_2_2  w_le_s_3_6_2_2   1.000000000000e+00
    w_3_6_2_2  w_le_r_3_6_2_2   1.000000000000e+00
    w_3_6_2_2  w_ge_3_6_2_2   1.000000000000e+00
    w_3_6_2_2  r_ge_w_3_6_2  -1.000000000000e+00
    w_3_6_2_2  r_le_3_6  -1.000000000000e+00
    w_3_6_3_3  w_le_s_3_6_3_3   1.000000000000e+00
    w_3_6_3_3  w_le_r_3_6_3_3   1.000000000000e+00
    w_3_6_3_3  w_ge_3_6_3_3   1.000000000000e+00
    w_3_6_3_3  r_ge_w_3_6_4  -1.000000000000e+00
    w_3_6_3_3  r_le_3_6  -1.000000000000e+00
    w_3_6_4_4  w_le_s_3_6_4_4   1.000000000000e+00
    w_3_6_4_4  w_le_r_3_6_4_4   1.000000000000e+00
    w_3_6_4_4  w_ge_3_6_4_4   1.000000000000e+00
    w_3_6_4_4  r_ge_w_3_6_6  -1.000000000000e+00
    w_3_6_4_4  r_le_3_6  -1.000000000000e+00
    w_3_6_5_5  w_le_s_3_6_5_5   1.000000000000e+00
    w_3_6_5_5  w_le_r_3_6_5_5   1.000000000000e+00
    w_3_6_5_5  w_ge_3_6_5_5   1.000000000000e+00
    w_3_6_5_5  r_ge_w_3_6_8  -1.000000000000e+00
    w_3_6_5_5  r_le_3_6  -1.000000000000e+00
    w_3_6_6_6  w_le_s_3_6_6_6   1.000000000000e+00
    w_3_6_6_6  w_le_r_3_6_6_6   1.000000000000e+00
    w_3_6_6_6  w_ge_3_6_6_6   1.000000000000e+00
    w_3_6_6_6  r_ge_w_3_6_10  -1.000000000000e+00
    w_3_6_6_6  r_le_3_6  -1.000000000000e+00
    w_3_6_7_7  w_le_s_3_6_7_7   1.000000000000e+00
    w_3_6_7_7  w_le_r_3_6_7_7   1.000000000000e+00
    w_3_6_7_7  w_ge_3_6_7_7   1.000000000000e+00
    w_3_6_7_7  r_ge_w_3_6_12  -1.000000000000e+00
    w_3_6_7_7  r_le_3_6  -1.000000000000e+00
    w_3_6_8_7  w_le_s_3_6_8_7   1.000000000000e+00
    w_3_6_8_7  w_le_r_3_6_8_7   1.000000000000e+00
    w_3_6_8_7  w_ge_3_6_8_7   1.000000000000e+00
    w_3_6_8_7  r_ge_w_3_6_13  -1.000000000000e+00
    w_3_6_8_7  r_le_3_6  -1.000000000000e+00
    w_3_6_9_6  w_le_s_3_6_9_6   1.000000000000e+00
    w_3_6_9_6  w_le_r_3_6_9_6   1.000000000000e+00
    w_3_6_9_6  w_ge_3_6_9_6   1.000000000000e+00
    w_3_6_9_6  r_ge_w_3_6_11  -1.000000000000e+00
    w_3_6_9_6  r_le_3_6  -1.000000000000e+00
    w_4_1_10_5  w_le_s_4_1_10_5   1.000000000000e+00
    w_4_1_10_5  w_le_r_4_1_10_5   1.000000000000e+00
    w_4_1_10_5  w_ge_4_1_10_5   1.000000000000e+00
    w_4_1_10_5  r_ge_w_4_1_9  -1.000000000000e+00
    w_4_1_10_5  r_le_4_1  -1.000000000000e+00
    w_4_1_11_4  w_le_s_4_1_11_4   1.000000000000e+00
    w_4_1_11_4  w_le_r_4_1_11_4   1.000000000000e+00
    w_4_1_11_4  w_ge_4_1_11_4   1.000000000000e+00
    w_4_1_11_4  r_ge_w_4_1_7  -1.000000000000e+00
    w_4_1_11_4  r_le_4_1  -1.000000000000e+00
    w_4_1_12_3  w_le_s_4_1_12_3   1.000000000000e+00
    w_4_1_12_3  w_le_r_4_1_12_3   1.000000000000e+00
    w_4_1_12_3  w_ge_4_1_12_3   1.000000000000e+00
    w_4_1_12_3  r_ge_w_4_1_5  -1.000000000000e+00
    w_4_1_12_3  r_le_4_1  -1.000000000000e+00
    w_4_1_13_2  w_le_s_4_1_13_2   1.000000000000e+00
    w_4_1_13_2  w_le_r_4_1_13_2   1.000000000000e+00
    w_4_1_13_2  w_ge_4_1_13_2   1.000000000000e+00
    w_4_1_13_2  r_ge_w_4_1_3  -1.000000000000e+00
    w_4_1_13_2  r_le_4_1  -1.000000000000e+00
    w_4_1_14_1  w_le_s_4_1_14_1   1.000000000000e+00
    w_4_1_14_1  w_le_r_4_1_14_1   1.000000000000e+00
    w_4_1_14_1  w_ge_4_1_14_1   1.000000000000e+00
    w_4_1_14_1  r_ge_w_4_1_1  -1.000000000000e+00
    w_4_1_14_1  r_le_4_1  -1.000000000000e+00
    w_4_1_1_1  w_le_s_4_1_1_1   1.000000000000e+00
    w_4_1_1_1  w_le_r_4_1_1_1   1.000000000000e+00
    w_4_1_1_1  w_ge_4_1_1_1   1.000000000000e+00
    w_4_1_1_1  r_ge_w_4_1_0  -1.000000000000e+00
    w_4_1_1_1  r_le_4_1  -1.000000000000e+00
    w_4_1_2_2  w_le_s_4_1_2_2   1.000000000000e+00
    w_4_1_2_2  w_le_r_4_1_2_2   1.000000000000e+00
    w_4_1_2_2  w_ge_4_1_2_2   1.000000000000e+00
    w_4_1_2_2  r_ge_w_4_1_2  -1.000000000000e+00
    w_4_1_2_2  r_le_4_1  -1.000000000000e+00
    w_4_1_3_3  w_le_s_4_1_3_3   1.000000000000e+00
    w_4_1_3_3  w_le_r_4_1_3_3   1.000000000000e+00
    w_4_1_3_3  w_ge_4_1_3_3   1.000000000000e+00
    w_4_1_3_3  r_ge_w_4_1_4  -1.000000000000e+00
    w_4_1_3_3  r_le_4_1  -1.000000000000e+00
    w_4_1_4_4  w_le_s_4_1_4_4   1.000000000000e+00
    w_4_1_4_4  w_le_r_4_1_4_4   1.000000000000e+00
    w_4_1_4_4  w_ge_4_1_4_4   1.000000000000e+00
    w_4_1_4_4  r_ge_w_4_1_6  -1.000000000000e+00
    w_4_1_4_4  r_le_4_1  -1.000000000000e+00
    w_4_1_5_5  w_le_s_4_1_5_5   1.000000000000e+00
    w_4_1_5_5  w_le_r_4_1_5_5   1.000000000000e+00
    w_4_1_5_5  w_ge_4_1_5_5   1.000000000000e+00
    w_4_1_5_5  r_ge_w_4_1_8  -1.000000000000e+00
    w_4_1_5_5  r_le_4_1  -1.000000000000e+00
    w_4_1_6_6  w_le_s_4_1_6_6   1.000000000000e+00
    w_4_1_6_6  w_le_r_4_1_6_6   1.000000000000e+00
    w_4_1_6_6  w_ge_4_1_6_6   1.000000000000e+00
    w_4_1_6_6  r_ge_w_4_1_10  -1.000000000000e+00
    w_4_1_6_6  r_le_4_1  -1.000000000000e+00
    w_4_1_7_7  w_le_s_4_1_7_7   1.000000000000e+00
    w_4_1_7_7  w_le_r_4_1_7_7   1.000000000000e+00
    w_4_1_7_7  w_ge_4_1_7_7   1.000000000000e+00
    w_4_1_7_7  r_ge_w_4_1_12  -1.000000000000e+00
    w_4_1_7_7  r_le_4_1  -1.000000000000e+00
    w_4_1_8_7  w_le_s_4_1_8_7   1.000000000000e+00
    w_4_1_8_7  w_le_r_4_1_8_7   1.000000000000e+00
    w_4_1_8_7  w_ge_4_1_8_7   1.000000000000e+00
    w_4_1_8_7  r_ge_w_4_1_13  -1.000000000000e+00
    w_4_1_8_7  r_le_4_1  -1.000000000000e+00
    w_4_1_9_6  w_le_s_4_1_9_6   1.000000000000e+00
    w_4_1_9_6  w_le_r_4_1_9_6   1.000000000000e+00
    w_4_1_9_6  w_ge_4_1_9_6   1.000000000000e+00
    w_4_1_9_6  r_ge_w_4_1_11  -1.000000000000e+00
    w_4_1_9_6  r_le_4_1  -1.000000000000e+00
    w_4_2_10_5  w_le_s_4_2_10_5   1.000000000000e+00
    w_4_2_10_5  w_le_r_4_2_10_5   1.000000000000e+00
    w_4_2_10_5  w_ge_4_2_10_5   1.000000000000e+00
    w_4_2_10_5  r_ge_w_4_2_9  -1.000000000000e+00
    w_4_2_10_5  r_le_4_2  -1.000000000000e+00
    w_4_2_11_4  w_le_s_4_2_11_4   1.000000000000e+00
    w_4_2_11_4  w_le_r_4_2_11_4   1.000000000000e+00
    w_4_2_11_4  w_ge_4_2_11_4   1.000000000000e+00
    w_4_2_11_4  r_ge_w_4_2_7  -1.000000000000e+00
    w_4_2_11_4  r_le_4_2  -1.000000000000e+00
    w_4_2_12_3  w_le_s_4_2_12_3   1.000000000000e+00
    w_4_2_12_3  w_le_r_4_2_12_3   1.000000000000e+00
    w_4_2_12_3  w_ge_4_2_12_3   1.000000000000e+00
    w_4_2_12_3  r_ge_w_4_2_5  -1.000000000000e+00
    w_4_2_12_3  r_le_4_2  -1.000000000000e+00
    w_4_2_13_2  w_le_s_4_2_13_2   1.000000000000e+00
    w_4_2_13_2  w_le_r_4_2_13_2   1.000000000000e+00
    w_4_2_13_2  w_ge_4_2_13_2   1.000000000000e+00
    w_4_2_13_2  r_ge_w_4_2_3  -1.000000000000e+00
    w_4_2_13_2  r_le_4_2  -1.000000000000e+00
    w_4_2_14_1  w_le_s_4_2_14_1   1.000000000000e+00
    w_4_2_14_1  w_le_r_4_2_14_1   1.000000000000e+00
    w_4_2_14_1  w_ge_4_2_14_1   1.000000000000e+00
    w_4_2_14_1  r_ge_w_4_2_1  -1.000000000000e+00
    w_4_2_14_1  r_le_4_2  -1.000000000000e+00
    w_4_2_1_1  w_le_s_4_2_1_1   1.000000000000e+00
    w_4_2_1_1  w_le_r_4_2_1_1   1.000000000000e+00
    w_4_2_1_1  w_ge_4_2_1_1   1.000000000000e+00
    w_4_2_1_1  r_ge_w_4_2_0  -1.000000000000e+00
    w_4_2_1_1  r_le_4_2  -1.000000000000e+00
    w_4_2_2_2  w_le_s_4_2_2_2   1.000000000000e+00
    w_4_2_2_2  w_le_r_4_2_2_2   1.000000000000e+00
    w_4_2_2_2  w_ge_4_2_2_2   1.000000000000e+00
    w_4_2_2_2  r_ge_w_4_2_2  -1.000000000000e+00
    w_4_2_2_2  r_le_4_2  -1.000000000000e+00
    w_4_2_3_3  w_le_s_4_2_3_3   1.000000000000e+00
    w_4_2_3_3  w_le_r_4_2_3_3   1.000000000000e+00
    w_4_2_3_3  w_ge_4_2_3_3   1.000000000000e+00
    w_4_2_3_3  r_ge_w_4_2_4  -1.000000000000e+00
    w_4_2_3_3  r_le_4_2  -1.000000000000e+00
    w_4_2_4_4  w_le_s_4_2_4_4   1.000000000000e+00
    w_4_2_4_4  w_le_r_4_2_4_4   1.000000000000e+00
    w_4_2_4_4  w_ge_4_2_4_4   1.000000000000e+00
    w_4_2_4_4  r_ge_w_4_2_6  -1.000000000000e+00
    w_4_2_4_4  r_le_4_2  -1.000000000000e+00
    w_4_2_5_5  w_le_s_4_2_5_5   1.000000000000e+00
    w_4_2_5_5  w_le_r_4_2_5_5   1.000000000000e+00
    w_4_2_5_5  w_ge_4_2_5_5   1.000000000000e+00
    w_4_2_5_5  r_ge_w_4_2_8  -1.000000000000e+00
    w_4_2_5_5  r_le_4_2  -1.000000000000e+00
    w_4_2_6_6  w_le_s_4_2_6_6   1.000000000000e+00
    w_4_2_6_6  w_le_r_4_2_6_6   1.000000000000e+00
    w_4_2_6_6  w_ge_4_2_6_6   1.000000000000e+00
    w_4_2_6_6  r_ge_w_4_2_10  -1.000000000000e+00
    w_4_2_6_6  r_le_4_2  -1.000000000000e+00
    w_4_2_7_7  w_le_s_4_2_7_7   1.000000000000e+00
    w_4_2_7_7  w_le_r_4_2_7_7   1.000000000000e+00
    w_4_2_7_7  w_ge_4_2_7_7   1.000000000000e+00
    w_4_2_7_7  r_ge_w_4_2_12  -1.000000000000e+00
    w_4_2_7_7  r_le_4_2  -1.000000000000e+00
    w_4_2_8_7  w_le_s_4_2_8_7   1.000000000000e+00
    w_4_2_8_7  w_le_r_4_2_8_7   1.000000000000e+00
    w_4_2_8_7  w_ge_4_2_8_7   1.000000000000e+00
    w_4_2_8_7  r_ge_w_4_2_13  -1.000000000000e+00
    w_4_2_8_7  r_le_4_2  -1.000000000000e+00
    w_4_2_9_6  w_le_s_4_2_9_6   1.000000000000e+00
    w_4_2_9_6  w_le_r_4_2_9_6   1.000000000000e+00
    w_4_2_9_6  w_ge_4_2_9_6   1.000000000000e+00
    w_4_2_9_6  r_ge_w_4_2_11  -1.000000000000e+00
    w_4_2_9_6  r_le_4_2  -1.000000000000e+00
    w_4_3_10_5  w_le_s_4_3_10_5   1.000000000000e+00
    w_4_3_10_5  w_le_r_4_3_10_5   1.000000000000e+00
    w_4_3_10_5  w_ge_4_3_10_5   1.000000000000e+00
    w_4_3_10_5  r_ge_w_4_3_9  -1.000000000000e+00
    w_4_3_10_5  r_le_4_3  -1.000000000000e+00
    w_4_3_11_4  w_le_s_4_3_11_4   1.000000000000e+00
    w_4_3_11_4  w_le_r_4_3_11_4   1.000000000000e+00
    w_4_3_11_4  w_ge_4_3_11_4   1.000000000000e+00
    w_4_3_11_4  r_ge_w_4_3_7  -1.000000000000e+00
    w_4_3_11_4  r_le_4_3  -1.000000000000e+00
    w_4_3_12_3  w_le_s_4_3_12_3   1.000000000000e+00
    w_4_3_12_3  w_le_r_4_3_12_3   1.000000000000e+00
    w_4_3_12_3  w_ge_4_3_12_3   1.000000000000e+00
    w_4_3_12_3  r_ge_w_4_3_5  -1.000000000000e+00
    w_4_3_12_3  r_le_4_3  -1.000000000000e+00
    w_4_3_13_2  w_le_s_4_3_13_2   1.000000000000e+00
    w_4_3_13_2  w_le_r_4_3_13_2   1.000000000000e+00
    w_4_3_13_2  w_ge_4_3_13_2   1.000000000000e+00
    w_4_3_13_2  r_ge_w_4_3_3  -1.000000000000e+00
    w_4_3_13_2  r_le_4_3  -1.000000000000e+00
    w_4_3_14_1  w_le_s_4_3_14_1   1.000000000000e+00
    w_4_3_14_1  w_le_r_4_3_14_1   1.000000000000e+00
    w_4_3_14_1  w_ge_4_3_14_1   1.000000000000e+00
    w_4_3_14_1  r_ge_w_4_3_1  -1.000000000000e+00
    w_4_3_14_1  r_le_4_3  -1.000000000000e+00
    w_4_3_1_1  w_le_s_4_3_1_1   1.000000000000e+00
    w_4_3_1_1  w_le_r_4_3_1_1   1.000000000000e+00
    w_4_3_1_1  w_ge_4_3_1_1   1.000000000000e+00
    w_4_3_1_1  r_ge_w_4_3_0  -1.000000000000e+00
    w_4_3_1_1  r_le_4_3  -1.000000000000e+00
    w_4_3_2_2  w_le_s_4_3_2_2   1.000000000000e+00
    w_4_3_2_2  w_le_r_4_3_2_2   1.000000000000e+00
    w_4_3_2_2  w_ge_4_3_2_2   1.000000000000e+00
    w_4_3_2_2  r_ge_w_4_3_2  -1.000000000000e+00
    w_4_3_2_2  r_le_4_3  -1.000000000000e+00
    w_4_3_3_3  w_le_s_4_3_3_3   1.000000000000e+00
    w_4_3_3_3  w_le_r_4_3_3_3   1.000000000000e+00
    w_4_3_3_3  w_ge_4_3_3_3   1.000000000000e+00
    w_4_3_3_3  r_ge_w_4_3_4  -1.000000000000e+00
    w_4_3_3_3  r_le_4_3  -1.000000000000e+00
    w_4_3_4_4  w_le_s_4_3_4_4   1.000000000000e+00
    w_4_3_4_4  w_le_r_4_3_4_4   1.000000000000e+00
    w_4_3_4_4  w_ge_4_3_4_4   1.000000000000e+00
    w_4_3_4_4  r_ge_w_4_3_6  -1.000000000000e+00
    w_4_3_4_4  r_le_4_3  -1.000000000000e+00
    w_4_3_5_5  w_le_s_4_3_5_5   1.000000000000e+00
    w_4_3_5_5  w_le_r_4_3_5_5   1.000000000000e+00
    w_4_3_5_5  w_ge_4_3_5_5   1.000000000000e+00
    w_4_3_5_5  r_ge_w_4_3_8  -1.000000000000e+00
    w_4_3_5_5  r_le_4_3  -1.000000000000e+00
    w_4_3_6_6  w_le_s_4_3_6_6   1.000000000000e+00
    w_4_3_6_6  w_le_r_4_3_6_6   1.000000000000e+00
    w_4_3_6_6  w_ge_4_3_6_6   1.000000000000e+00
    w_4_3_6_6  r_ge_w_4_3_10  -1.000000000000e+00
    w_4_3_6_6  r_le_4_3  -1.000000000000e+00
    w_4_3_7_7  w_le_s_4_3_7_7   1.000000000000e+00
    w_4_3_7_7  w_le_r_4_3_7_7   1.000000000000e+00
    w_4_3_7_7  w_ge_4_3_7_7   1.000000000000e+00
    w_4_3_7_7  r_ge_w_4_3_12  -1.000000000000e+00
    w_4_3_7_7  r_le_4_3  -1.000000000000e+00
    w_4_3_8_7  w_le_s_4_3_8_7   1.000000000000e+00
    w_4_3_8_7  w_le_r_4_3_8_7   1.000000000000e+00
    w_4_3_8_7  w_ge_4_3_8_7   1.000000000000e+00
    w_4_3_8_7  r_ge_w_4_3_13  -1.000000000000e+00
    w_4_3_8_7  r_le_4_3  -1.000000000000e+00
    w_4_3_9_6  w_le_s_4_3_9_6   1.000000000000e+00
    w_4_3_9_6  w_le_r_4_3_9_6   1.000000000000e+00
    w_4_3_9_6  w_ge_4_3_9_6   1.000000000000e+00
    w_4_3_9_6  r_ge_w_4_3_11  -1.000000000000e+00
    w_4_3_9_6  r_le_4_3  -1.000000000000e+00
    w_4_4_10_5  w_le_s_4_4_10_5   1.000000000000e+00
    w_4_4_10_5  w_le_r_4_4_10_5   1.000000000000e+00
    w_4_4_10_5  w_ge_4_4_10_5   1.000000000000e+00
    w_4_4_10_5  r_ge_w_4_4_9  -1.000000000000e+00
    w_4_4_10_5  r_le_4_4  -1.000000000000e+00
    w_4_4_11_4  w_le_s_4_4_11_4   1.000000000000e+00
    w_4_4_11_4  w_le_r_4_4_11_4   1.000000000000e+00
    w_4_4_11_4  w_ge_4_4_11_4   1.000000000000e+00
    w_4_4_11_4  r_ge_w_4_4_7  -1.000000000000e+00
    w_4_4_11_4  r_le_4_4  -1.000000000000e+00
    w_4_4_12_3  w_le_s_4_4_12_3   1.000000000000e+00
    w_4_4_12_3  w_le_r_4_4_12_3   1.000000000000e+00
    w_4_4_12_3  w_ge_4_4_12_3   1.000000000000e+00
    w_4_4_12_3  r_ge_w_4_4_5  -1.000000000000e+00
    w_4_4_12_3  r_le_4_4  -1.000000000000e+00
    w_4_4_13_2  w_le_s_4_4_13_2   1.000000000000e+00
    w_4_4_13_2  w_le_r_4_4_13_2   1.000000000000e+00
    w_4_4_13_2  w_ge_4_4_13_2   1.000000000000e+00
    w_4_4_13_2  r_ge_w_4_4_3  -1.000000000000e+00
    w_4_4_13_2  r_le_4_4  -1.000000000000e+00
    w_4_4_14_1  w_le_s_4_4_14_1   1.000000000000e+00
    w_4_4_14_1  w_le_r_4_4_14_1   1.000000000000e+00
    w_4_4_14_1  w_ge_4_4_14_1   1.000000000000e+00
    w_4_4_14_1  r_ge_w_4_4_1  -1.000000000000e+00
    w_4_4_14_1  r_le_4_4  -1.000000000000e+00
    w_4_4_1_1  w_le_s_4_4_1_1   1.000000000000e+00
    w_4_4_1_1  w_le_r_4_4_1_1   1.000000000000e+00
    w_4_4_1_1  w_ge_4_4_1_1   1.000000000000e+00
    w_4_4_1_1  r_ge_w_4_4_0  -1.000000000000e+00
    w_4_4_1_1  r_le_4_4  -1.000000000000e+00
    w_4_4_2_2  w_le_s_4_4_2_2   1.000000000000e+00
    w_4_4_2_2  w_le_r_4_4_2_2   1.000000000000e+00
    w_4_4_2_2  w_ge_4_4_2_2   1.000000000000e+00
    w_4_4_2_2  r_ge_w_4_4_2  -1.000000000000e+00
    w_4_4_2_2  r_le_4_4  -1.000000000000e+00
    w_4_4_3_3  w_le_s_4_4_3_3   1.000000000000e+00
    w_4_4_3_3  w_le_r_4_4_3_3   1.000000000000e+00
    w_4_4_3_3  w_ge_4_4_3_3   1.000000000000e+00
    w_4_4_3_3  r_ge_w_4_4_4  -1.000000000000e+00
    w_4_4_3_3  r_le_4_4  -1.000000000000e+00
    w_4_4_4_4  w_le_s_4_4_4_4   1.000000000000e+00
    w_4_4_4_4  w_le_r_4_4_4_4   1.000000000000e+00
    w_4_4_4_4  w_ge_4_4_4_4   1.000000000000e+00
    w_4_4_4_4  r_ge_w_4_4_6  -1.000000000000e+00
    w_4_4_4_4  r_le_4_4  -1.000000000000e+00
    w_4_4_5_5  w_le_s_4_4_5_5   1.000000000000e+00
    w_4_4_5_5  w_le_r_4_4_5_5   1.000000000000e+00
    w_4_4_5_5  w_ge_4_4_5_5   1.000000000000e+00
    w_4_4_5_5  r_ge_w_4_4_8  -1.000000000000e+00
    w_4_4_5_5  r_le_4_4  -1.000000000000e+00
    w_4_4_6_6  w_le_s_4_4_6_6   1.000000000000e+00
    w_4_4_6_6  w_le_r_4_4_6_6   1.000000000000e+00
    w_4_4_6_6  w_ge_4_4_6_6   1.000000000000e+00
    w_4_4_6_6  r_ge_w_4_4_10  -1.000000000000e+00
    w_4_4_6_6  r_le_4_4  -1.000000000000e+00
    w_4_4_7_7  w_le_s_4_4_7_7   1.000000000000e+00
    w_4_4_7_7  w_le_r_4_4_7_7   1.000000000000e+00
    w_4_4_7_7  w_ge_4_4_7_7   1.000000000000e+00
    w_4_4_7_7  r_ge_w_4_4_12  -1.000000000000e+00
    w_4_4_7_7  r_le_4_4  -1.000000000000e+00
    w_4_4_8_7  w_le_s_4_4_8_7   1.000000000000e+00
    w_4_4_8_7  w_le_r_4_4_8_7   1.000000000000e+00
    w_4_4_8_7  w_ge_4_4_8_7   1.000000000000e+00
    w_4_4_8_7  r_ge_w_4_4_13  -1.000000000000e+00
    w_4_4_8_7  r_le_4_4  -1.000000000000e+00
    w_4_4_9_6  w_le_s_4_4_9_6   1.000000000000e+00
    w_4_4_9_6  w_le_r_4_4_9_6   1.000000000000e+00
    w_4_4_9_6  w_ge_4_4_9_6   1.000000000000e+00
    w_4_4_9_6  r_ge_w_4_4_11  -1.000000000000e+00
    w_4_4_9_6  r_le_4_4  -1.000000000000e+00
    w_4_5_10_5  w_le_s_4_5_10_5   1.000000000000e+00
    w_4_5_10_5  w_le_r_4_5_10_5   1.000000000000e+00
    w_4_5_10_5  w_ge_4_5_10_5   1.000000000000e+00
    w_4_5_10_5  r_ge_w_4_5_9  -1.000000000000e+00
    w_4_5_10_5  r_le_4_5  -1.000000000000e+00
    w_4_5_11_4  w_le_s_4_5_11_4   1.000000000000e+00
    w_4_5_11_4  w_le_r_4_5_11_4   1.000000000000e+00
    w_4_5_11_4  w_ge_4_5_11_4   1.000000000000e+00
    w_4_5_11_4  r_ge_w_4_5_7  -1.000000000000e+00
    w_4_5_11_4  r_le_4_5  -1.000000000000e+00
    w_4_5_12_3  w_le_s_4_5_12_3   1.000000000000e+00
    w_4_5_12_3  w_le_r_4_5_12_3   1.000000000000e+00
    w_4_5_12_3  w_ge_4_5_12_3   1.000000000000e+00
    w_4_5_12_3  r_ge_w_4_5_5  -1.000000000000e+00
    w_4_5_12_3  r_le_4_5  -1.000000000000e+00
    w_4_5_13_2  w_le_s_4_5_13_2   1.000000000000e+00
    w_4_5_13_2  w_le_r_4_5_13_2   1.000000000000e+00
    w_4_5_13_2  w_ge_4_5_13_2   1.000000000000e+00
    w_4_5_13_2  r_ge_w_4_5_3  -1.000000000000e+00
    w_4_5_13_2  r_le_4_5  -1.000000000000e+00
    w_4_5_14_1  w_le_s_4_5_14_1   1.000000000000e+00
    w_4_5_14_1  w_le_r_4_5_14_1   1.000000000000e+00
    w_4_5_14_1  w_ge_4_5_14_1   1.000000000000e+00
    w_4_5_14_1  r_ge_w_4_5_1  -1.000000000000e+00
    w_4_5_14_1  r_le_4_5  -1.000000000000e+00
    w_4_5_1_1  w_le_s_4_5_1_1   1.000000000000e+00
    w_4_5_1_1  w_le_r_4_5_1_1   1.000000000000e+00
    w_4_5_1_1  w_ge_4_5_1_1   1.000000000000e+00
    w_4_5_1_1  r_ge_w_4_5_0  -1.000000000000e+00
    w_4_5_1_1  r_le_4_5  -1.000000000000e+00
    w_4_5_2_2  w_le_s_4_5_2_2   1.000000000000e+00
    w_4_5_2_2  w_le_r_4_5_2_2   1.000000000000e+00
    w_4_5_2_2  w_ge_4_5_2_2   1.000000000000e+00
    w_4_5_2_2  r_ge_w_4_5_2  -1.000000000000e+00
    w_4_5_2_2  r_le_4_5  -1.000000000000e+00
    w_4_5_3_3  w_le_s_4_5_3_3   1.000000000000e+00
    w_4_5_3_3  w_le_r_4_5_3_3   1.000000000000e+00
    w_4_5_3_3  w_ge_4_5_3_3   1.000000000000e+00
    w_4_5_3_3  r_ge_w_4_5_4  -1.000000000000e+00
    w_4_5_3_3  r_le_4_5  -1.000000000000e+00
    w_4_5_4_4  w_le_s_4_5_4_4   1.000000000000e+00
    w_4_5_4_4  w_le_r_4_5_4_4   1.000000000000e+00
    w_4_5_4_4  w_ge_4_5_4_4   1.000000000000e+00
    w_4_5_4_4  r_ge_w_4_5_6  -1.000000000000e+00
    w_4_5_4_4  r_le_4_5  -1.000000000000e+00
    w_4_5_5_5  w_le_s_4_5_5_5   1.000000000000e+00
    w_4_5_5_5  w_le_r_4_5_5_5   1.000000000000e+00
    w_4_5_5_5  w_ge_4_5_5_5   1.000000000000e+00
    w_4_5_5_5  r_ge_w_4_5_8  -1.000000000000e+00
    w_4_5_5_5  r_le_4_5  -1.000000000000e+00
    w_4_5_6_6  w_le_s_4_5_6_6   1.000000000000e+00
    w_4_5_6_6  w_le_r_4_5_6_6   1.000000000000e+00
    w_4_5_6_6  w_ge_4_5_6_6   1.000000000000e+00
    w_4_5_6_6  r_ge_w_4_5_10  -1.000000000000e+00
    w_4_5_6_6  r_le_4_5  -1.000000000000e+00
    w_4_5_7_7  w_le_s_4_5_7_7   1.000000000000e+00
    w_4_5_7_7  w_le_r_4_5_7_7   1.000000000000e+00
    w_4_5_7_7  w_ge_4_5_7_7   1.000000000000e+00
    w_4_5_7_7  r_ge_w_4_5_12  -1.000000000000e+00
    w_4_5_7_7  r_le_4_5  -1.000000000000e+00
    w_4_5_8_7  w_le_s_4_5_8_7   1.000000000000e+00
    w_4_5_8_7  w_le_r_4_5_8_7   1.000000000000e+00
    w_4_5_8_7  w_ge_4_5_8_7   1.000000000000e+00
    w_4_5_8_7  r_ge_w_4_5_13  -1.000000000000e+00
    w_4_5_8_7  r_le_4_5  -1.000000000000e+00
    w_4_5_9_6  w_le_s_4_5_9_6   1.000000000000e+00
    w_4_5_9_6  w_le_r_4_5_9_6   1.000000000000e+00
    w_4_5_9_6  w_ge_4_5_9_6   1.000000000000e+00
    w_4_5_9_6  r_ge_w_4_5_11  -1.000000000000e+00
    w_4_5_9_6  r_le_4_5  -1.000000000000e+00
    w_4_6_10_5  w_le_s_4_6_10_5   1.000000000000e+00
    w_4_6_10_5  w_le_r_4_6_10_5   1.000000000000e+00
    w_4_6_10_5  w_ge_4_6_10_5   1.000000000000e+00
    w_4_6_10_5  r_ge_w_4_6_9  -1.000000000000e+00
    w_4_6_10_5  r_le_4_6  -1.000000000000e+00
    w_4_6_11_4  w_le_s_4_6_11_4   1.000000000000e+00
    w_4_6_11_4  w_le_r_4_6_11_4   1.000000000000e+00
    w_4_6_11_4  w_ge_4_6_11_4   1.000000000000e+00
    w_4_6_11_4  r_ge_w_4_6_7  -1.000000000000e+00
    w_4_6_11_4  r_le_4_6  -1.000000000000e+00
    w_4_6_12_3  w_le_s_4_6_12_3   1.000000000000e+00
    w_4_6_12_3  w_le_r_4_6_12_3   1.000000000000e+00
    w_4_6_12_3  w_ge_4_6_12_3   1.000000000000e+00
    w_4_6_12_3  r_ge_w_4_6_5  -1.000000000000e+00
    w_4_6_12_3  r_le_4_6  -1.000000000000e+00
    w_4_6_13_2  w_le_s_4_6_13_2   1.000000000000e+00
    w_4_6_13_2  w_le_r_4_6_13_2   1.000000000000e+00
    w_4_6_13_2  w_ge_4_6_13_2   1.000000000000e+00
    w_4_6_13_2  r_ge_w_4_6_3  -1.000000000000e+00
    w_4_6_13_2  r_le_4_6  -1.000000000000e+00
    w_4_6_14_1  w_le_s_4_6_14_1   1.000000000000e+00
    w_4_6_14_1  w_le_r_4_6_14_1   1.000000000000e+00
    w_4_6_14_1  w_ge_4_6_14_1   1.000000000000e+00
    w_4_6_14_1  r_ge_w_4_6_1  -1.000000000000e+00
    w_4_6_14_1  r_le_4_6  -1.000000000000e+00
    w_4_6_1_1  w_le_s_4_6_1_1   1.000000000000e+00
    w_4_6_1_1  w_le_r_4_6_1_1   1.000000000000e+00
    w_4_6_1_1  w_ge_4_6_1_1   1.000000000000e+00
    w_4_6_1_1  r_ge_w_4_6_0  -1.000000000000e+00
    w_4_6_1_1  r_le_4_6  -1.000000000000e+00
    w_4_6_2_2  w_le_s_4_6_2_2   1.000000000000e+00
    w_4_6_2_2  w_le_r_4_6_2_2   1.000000000000e+00
    w_4_6_2_2  w_ge_4_6_2_2   1.000000000000e+00
    w_4_6_2_2  r_ge_w_4_6_2  -1.000000000000e+00
    w_4_6_2_2  r_le_4_6  -1.000000000000e+00
    w_4_6_3_3  w_le_s_4_6_3_3   1.000000000000e+00
    w_4_6_3_3  w_le_r_4_6_3_3   1.000000000000e+00
    w_4_6_3_3  w_ge_4_6_3_3   1.000000000000e+00
    w_4_6_3_3  r_ge_w_4_6_4  -1.000000000000e+00
    w_4_6_3_3  r_le_4_6  -1.000000000000e+00
    w_4_6_4_4  w_le_s_4_6_4_4   1.000000000000e+00
    w_4_6_4_4  w_le_r_4_6_4_4   1.000000000000e+00
    w_4_6_4_4  w_ge_4_6_4_4   1.000000000000e+00
    w_4_6_4_4  r_ge_w_4_6_6  -1.000000000000e+00
    w_4_6_4_4  r_le_4_6  -1.000000000000e+00
    w_4_6_5_5  w_le_s_4_6_5_5   1.000000000000e+00
    w_4_6_5_5  w_le_r_4_6_5_5   1.000000000000e+00
    w_4_6_5_5  w_ge_4_6_5_5   1.000000000000e+00
    w_4_6_5_5  r_ge_w_4_6_8  -1.000000000000e+00
    w_4_6_5_5  r_le_4_6  -1.000000000000e+00
    w_4_6_6_6  w_le_s_4_6_6_6   1.000000000000e+00
    w_4_6_6_6  w_le_r_4_6_6_6   1.000000000000e+00
    w_4_6_6_6  w_ge_4_6_6_6   1.000000000000e+00
    w_4_6_6_6  r_ge_w_4_6_10  -1.000000000000e+00
    w_4_6_6_6  r_le_4_6  -1.000000000000e+00
    w_4_6_7_7  w_le_s_4_6_7_7   1.000000000000e+00
    w_4_6_7_7  w_le_r_4_6_7_7   1.000000000000e+00
    w_4_6_7_7  w_ge_4_6_7_7   1.000000000000e+00
    w_4_6_7_7  r_ge_w_4_6_12  -1.000000000000e+00
    w_4_6_7_7  r_le_4_6  -1.000000000000e+00
    w_4_6_8_7  w_le_s_4_6_8_7   1.000000000000e+00
    w_4_6_8_7  w_le_r_4_6_8_7   1.000000000000e+00
    w_4_6_8_7  w_ge_4_6_8_7   1.000000000000e+00
    w_4_6_8_7  r_ge_w_4_6_13  -1.000000000000e+00
    w_4_6_8_7  r_le_4_6  -1.000000000000e+00
    w_4_6_9_6  w_le_s_4_6_9_6   1.000000000000e+00
    w_4_6_9_6  w_le_r_4_6_9_6   1.000000000000e+00
    w_4_6_9_6  w_ge_4_6_9_6   1.000000000000e+00
    w_4_6_9_6  r_ge_w_4_6_11  -1.000000000000e+00
    w_4_6_9_6  r_le_4_6  -1.000000000000e+00
    w_5_1_10_5  w_le_s_5_1_10_5   1.000000000000e+00
    w_5_1_10_5  w_le_r_5_1_10_5   1.000000000000e+00
    w_5_1_10_5  w_ge_5_1_10_5   1.000000000000e+00
    w_5_1_10_5  r_ge_w_5_1_9  -1.000000000000e+00
    w_5_1_10_5  r_le_5_1  -1.000000000000e+00
    w_5_1_11_4  w_le_s_5_1_11_4   1.000000000000e+00
    w_5_1_11_4  w_le_r_5_1_11_4   1.000000000000e+00
    w_5_1_11_4  w_ge_5_1_11_4   1.000000000000e+00
    w_5_1_11_4  r_ge_w_5_1_7  -1.000000000000e+00
    w_5_1_11_4  r_le_5_1  -1.000000000000e+00
    w_5_1_12_3  w_le_s_5_1_12_3   1.000000000000e+00
    w_5_1_12_3  w_le_r_5_1_12_3   1.000000000000e+00
    w_5_1_12_3  w_ge_5_1_12_3   1.000000000000e+00
    w_5_1_12_3  r_ge_w_5_1_5  -1.000000000000e+00
    w_5_1_12_3  r_le_5_1  -1.000000000000e+00
    w_5_1_13_2  w_le_s_5_1_13_2   1.000000000000e+00
    w_5_1_13_2  w_le_r_5_1_13_2   1.000000000000e+00
    w_5_1_13_2  w_ge_5_1_13_2   1.000000000000e+00
    w_5_1_13_2  r_ge_w_5_1_3  -1.000000000000e+00
    w_5_1_13_2  r_le_5_1  -1.000000000000e+00
    w_5_1_14_1  w_le_s_5_1_14_1   1.000000000000e+00
    w_5_1_14_1  w_le_r_5_1_14_1   1.000000000000e+00
    w_5_1_14_1  w_ge_5_1_14_1   1.000000000000e+00
    w_5_1_14_1  r_ge_w_5_1_1  -1.000000000000e+00
    w_5_1_14_1  r_le_5_1  -1.000000000000e+00
    w_5_1_1_1  w_le_s_5_1_1_1   1.000000000000e+00
    w_5_1_1_1  w_le_r_5_1_1_1   1.000000000000e+00
    w_5_1_1_1  w_ge_5_1_1_1   1.000000000000e+00
    w_5_1_1_1  r_ge_w_5_1_0  -1.000000000000e+00
    w_5_1_1_1  r_le_5_1  -1.000000000000e+00
    w_5_1_2_2  w_le_s_5_1_2_2   1.000000000000e+00
    w_5_1_2_2  w_le_r_5_1_2_2   1.000000000000e+00
    w_5_1_2_2  w_ge_5_1_2_2   1.000000000000e+00
    w_5_1_2_2  r_ge_w_5_1_2  -1.000000000000e+00
    w_5_1_2_2  r_le_5_1  -1.000000000000e+00
    w_5_1_3_3  w_le_s_5_1_3_3   1.000000000000e+00
    w_5_1_3_3  w_le_r_5_1_3_3   1.000000000000e+00
    w_5_1_3_3  w_ge_5_1_3_3   1.000000000000e+00
    w_5_1_3_3  r_ge_w_5_1_4  -1.000000000000e+00
    w_5_1_3_3  r_le_5_1  -1.000000000000e+00
    w_5_1_4_4  w_le_s_5_1_4_4   1.000000000000e+00
    w_5_1_4_4  w_le_r_5_1_4_4   1.000000000000e+00
    w_5_1_4_4  w_ge_5_1_4_4   1.000000000000e+00
    w_5_1_4_4  r_ge_w_5_1_6  -1.000000000000e+00
    w_5_1_4_4  r_le_5_1  -1.000000000000e+00
    w_5_1_5_5  w_le_s_5_1_5_5   1.000000000000e+00
    w_5_1_5_5  w_le_r_5_1_5_5   1.000000000000e+00
    w_5_1_5_5  w_ge_5_1_5_5   1.000000000000e+00
    w_5_1_5_5  r_ge_w_5_1_8  -1.000000000000e+00
    w_5_1_5_5  r_le_5_1  -1.000000000000e+00
    w_5_1_6_6  w_le_s_5_1_6_6   1.000000000000e+00
    w_5_1_6_6  w_le_r_5_1_6_6   1.000000000000e+00
    w_5_1_6_6  w_ge_5_1_6_6   1.000000000000e+00
    w_5_1_6_6  r_ge_w_5_1_10  -1.000000000000e+00
    w_5_1_6_6  r_le_5_1  -1.000000000000e+00
    w_5_1_7_7  w_le_s_5_1_7_7   1.000000000000e+00
    w_5_1_7_7  w_le_r_5_1_7_7   1.000000000000e+00
    w_5_1_7_7  w_ge_5_1_7_7   1.000000000000e+00
    w_5_1_7_7  r_ge_w_5_1_12  -1.000000000000e+00
    w_5_1_7_7  r_le_5_1  -1.000000000000e+00
    w_5_1_8_7  w_le_s_5_1_8_7   1.000000000000e+00
    w_5_1_8_7  w_le_r_5_1_8_7   1.000000000000e+00
    w_5_1_8_7  w_ge_5_1_8_7   1.000000000000e+00
    w_5_1_8_7  r_ge_w_5_1_13  -1.000000000000e+00
    w_5_1_8_7  r_le_5_1  -1.000000000000e+00
    w_5_1_9_6  w_le_s_5_1_9_6   1.000000000000e+00
    w_5_1_9_6  w_le_r_5_1_9_6   1.000000000000e+00
    w_5_1_9_6  w_ge_5_1_9_6   1.000000000000e+00
    w_5_1_9_6  r_ge_w_5_1_11  -1.000000000000e+00
    w_5_1_9_6  r_le_5_1  -1.000000000000e+00
    w_5_2_10_5  w_le_s_5_2_10_5   1.000000000000e+00
    w_5_2_10_5  w_le_r_5_2_10_5   1.000000000000e+00
    w_5_2_10_5  w_ge_5_2_10_5   1.000000000000e+00
    w_5_2_10_5  r_ge_w_5_2_9  -1.000000000000e+00
    w_5_2_10_5  r_le_5_2  -1.000000000000e+00
    w_5_2_11_4  w_le_s_5_2_11_4   1.000000000000e+00
    w_5_2_11_4  w_le_r_5_2_11_4   1.000000000000e+00
    w_5_2_11_4  w_ge_5_2_11_4   1.000000000000e+00
    w_5_2_11_4  r_ge_w_5_2_7  -1.000000000000e+00
    w_5_2_11_4  r_le_5_2  -1.000000000000e+00
    w_5_2_12_3  w_le_s_5_2_12_3   1.000000000000e+00
    w_5_2_12_3  w_le_r_5_2_12_3   1.000000000000e+00
    w_5_2_12_3  w_ge_5_2_12_3   1.000000000000e+00
    w_5_2_12_3  r_ge_w_5_2_5  -1.000000000000e+00
    w_5_2_12_3  r_le_5_2  -1.000000000000e+00
    w_5_2_13_2  w_le_s_5_2_13_2   1.000000000000e+00
    w_5_2_13_2  w_le_r_5_2_13_2   1.000000000000e+00
    w_5_2_13_2  w_ge_5_2_13_2   1.000000000000e+00
    w_5_2_13_2  r_ge_w_5_2_3  -1.000000000000e+00
    w_5_2_13_2  r_le_5_2  -1.000000000000e+00
    w_5_2_14_1  w_le_s_5_2_14_1   1.000000000000e+00
    w_5_2_14_1  w_le_r_5_2_14_1   1.000000000000e+00
    w_5_2_14_1  w_ge_5_2_14_1   1.000000000000e+00
    w_5_2_14_1  r_ge_w_5_2_1  -1.000000000000e+00
    w_5_2_14_1  r_le_5_2  -1.000000000000e+00
    w_5_2_1_1  w_le_s_5_2_1_1   1.000000000000e+00
    w_5_2_1_1  w_le_r_5_2_1_1   1.000000000000e+00
    w_5_2_1_1  w_ge_5_2_1_1   1.000000000000e+00
    w_5_2_1_1  r_ge_w_5_2_0  -1.000000000000e+00
    w_5_2_1_1  r_le_5_2  -1.000000000000e+00
    w_5_2_2_2  w_le_s_5_2_2_2   1.000000000000e+00
    w_5_2_2_2  w_le_r_5_2_2_2   1.000000000000e+00
    w_5_2_2_2  w_ge_5_2_2_2   1.000000000000e+00
    w_5_2_2_2  r_ge_w_5_2_2  -1.000000000000e+00
    w_5_2_2_2  r_le_5_2  -1.000000000000e+00
    w_5_2_3_3  w_le_s_5_2_3_3   1.000000000000e+00
    w_5_2_3_3  w_le_r_5_2_3_3   1.000000000000e+00
    w_5_2_3_3  w_ge_5_2_3_3   1.000000000000e+00
    w_5_2_3_3  r_ge_w_5_2_4  -1.000000000000e+00
    w_5_2_3_3  r_le_5_2  -1.000000000000e+00
    w_5_2_4_4  w_le_s_5_2_4_4   1.000000000000e+00
    w_5_2_4_4  w_le_r_5_2_4_4   1.000000000000e+00
    w_5_2_4_4  w_ge_5_2_4_4   1.000000000000e+00
    w_5_2_4_4  r_ge_w_5_2_6  -1.000000000000e+00
    w_5_2_4_4  r_le_5_2  -1.000000000000e+00
    w_5_2_5_5  w_le_s_5_2_5_5   1.000000000000e+00
    w_5_2_5_5  w_le_r_5_2_5_5   1.000000000000e+00
    w_5_2_5_5  w_ge_5_2_5_5   1.000000000000e+00
    w_5_2_5_5  r_ge_w_5_2_8  -1.000000000000e+00
    w_5_2_5_5  r_le_5_2  -1.000000000000e+00
    w_5_2_6_6  w_le_s_5_2_6_6   1.000000000000e+00
    w_5_2_6_6  w_le_r_5_2_6_6   1.000000000000e+00
    w_5_2_6_6  w_ge_5_2_6_6   1.000000000000e+00
    w_5_2_6_6  r_ge_w_5_2_10  -1.000000000000e+00
    w_5_2_6_6  r_le_5_2  -1.000000000000e+00
    w_5_2_7_7  w_le_s_5_2_7_7   1.000000000000e+00
    w_5_2_7_7  w_le_r_5_2_7_7   1.000000000000e+00
    w_5_2_7_7  w_ge_5_2_7_7   1.000000000000e+00
    w_5_2_7_7  r_ge_w_5_2_12  -1.000000000000e+00
    w_5_2_7_7  r_le_5_2  -1.000000000000e+00
    w_5_2_8_7  w_le_s_5_2_8_7   1.000000000000e+00
    w_5_2_8_7  w_le_r_5_2_8_7   1.000000000000e+00
    w_5_2_8_7  w_ge_5_2_8_7   1.000000000000e+00
    w_5_2_8_7  r_ge_w_5_2_13  -1.000000000000e+00
    w_5_2_8_7  r_le_5_2  -1.000000000000e+00
    w_5_2_9_6  w_le_s_5_2_9_6   1.000000000000e+00
    w_5_2_9_6  w_le_r_5_2_9_6   1.000000000000e+00
    w_5_2_9_6  w_ge_5_2_9_6   1.000000000000e+00
    w_5_2_9_6  r_ge_w_5_2_11  -1.000000000000e+00
    w_5_2_9_6  r_le_5_2  -1.000000000000e+00
    w_5_3_10_5  w_le_s_5_3_10_5   1.000000000000e+00
    w_5_3_10_5  w_le_r_5_3_10_5   1.000000000000e+00
    w_5_3_10_5  w_ge_5_3_10_5   1.000000000000e+00
    w_5_3_10_5  r_ge_w_5_3_9  -1.000000000000e+00
    w_5_3_10_5  r_le_5_3  -1.000000000000e+00
    w_5_3_11_4  w_le_s_5_3_11_4   1.000000000000e+00
    w_5_3_11_4  w_le_r_5_3_11_4   1.000000000000e+00
    w_5_3_11_4  w_ge_5_3_11_4   1.000000000000e+00
    w_5_3_11_4  r_ge_w_5_3_7  -1.000000000000e+00
    w_5_3_11_4  r_le_5_3  -1.000000000000e+00
    w_5_3_12_3  w_le_s_5_3_12_3   1.000000000000e+00
    w_5_3_12_3  w_le_r_5_3_12_3   1.000000000000e+00
    w_5_3_12_3  w_ge_5_3_12_3   1.000000000000e+00
    w_5_3_12_3  r_ge_w_5_3_5  -1.000000000000e+00
    w_5_3_12_3  r_le_5_3  -1.000000000000e+00
    w_5_3_13_2  w_le_s_5_3_13_2   1.000000000000e+00
    w_5_3_13_2  w_le_r_5_3_13_2   1.000000000000e+00
    w_5_3_13_2  w_ge_5_3_13_2   1.000000000000e+00
    w_5_3_13_2  r_ge_w_5_3_3  -1.000000000000e+00
    w_5_3_13_2  r_le_5_3  -1.000000000000e+00
    w_5_3_14_1  w_le_s_5_3_14_1   1.000000000000e+00
    w_5_3_14_1  w_le_r_5_3_14_1   1.000000000000e+00
    w_5_3_14_1  w_ge_5_3_14_1   1.000000000000e+00
    w_5_3_14_1  r_ge_w_5_3_1  -1.000000000000e+00
    w_5_3_14_1  r_le_5_3  -1.000000000000e+00
    w_5_3_1_1  w_le_s_5_3_1_1   1.000000000000e+00
    w_5_3_1_1  w_le_r_5_3_1_1   1.000000000000e+00
    w_5_3_1_1  w_ge_5_3_1_1   1.000000000000e+00
    w_5_3_1_1  r_ge_w_5_3_0  -1.000000000000e+00
    w_5_3_1_1  r_le_5_3  -1.000000000000e+00
    w_5_3_2_2  w_le_s_5_3_2_2   1.000000000000e+00
    w_5_3_2_2  w_le_r_5_3_2_2   1.000000000000e+00
    w_5_3_2_2  w_ge_5_3_2_2   1.000000000000e+00
    w_5_3_2_2  r_ge_w_5_3_2  -1.000000000000e+00
    w_5_3_2_2  r_le_5_3  -1.000000000000e+00
    w_5_3_3_3  w_le_s_5_3_3_3   1.000000000000e+00
    w_5_3_3_3  w_le_r_5_3_3_3   1.000000000000e+00
    w_5_3_3_3  w_ge_5_3_3_3   1.000000000000e+00
    w_5_3_3_3  r_ge_w_5_3_4  -1.000000000000e+00
    w_5_3_3_3  r_le_5_3  -1.000000000000e+00
    w_5_3_4_4  w_le_s_5_3_4_4   1.000000000000e+00
    w_5_3_4_4  w_le_r_5_3_4_4   1.000000000000e+00
    w_5_3_4_4  w_ge_5_3_4_4   1.000000000000e+00
    w_5_3_4_4  r_ge_w_5_3_6  -1.000000000000e+00
    w_5_3_4_4  r_le_5_3  -1.000000000000e+00
    w_5_3_5_5  w_le_s_5_3_5_5   1.000000000000e+00
    w_5_3_5_5  w_le_r_5_3_5_5   1.000000000000e+00
    w_5_3_5_5  w_ge_5_3_5_5   1.000000000000e+00
    w_5_3_5_5  r_ge_w_5_3_8  -1.000000000000e+00
    w_5_3_5_5  r_le_5_3  -1.000000000000e+00
    w_5_3_6_6  w_le_s_5_3_6_6   1.000000000000e+00
    w_5_3_6_6  w_le_r_5_3_6_6   1.000000000000e+00
    w_5_3_6_6  w_ge_5_3_6_6   1.000000000000e+00
    w_5_3_6_6  r_ge_w_5_3_10  -1.000000000000e+00
    w_5_3_6_6  r_le_5_3  -1.000000000000e+00
    w_5_3_7_7  w_le_s_5_3_7_7   1.000000000000e+00
    w_5_3_7_7  w_le_r_5_3_7_7   1.000000000000e+00
    w_5_3_7_7  w_ge_5_3_7_7   1.000000000000e+00
    w_5_3_7_7  r_ge_w_5_3_12  -1.000000000000e+00
    w_5_3_7_7  r_le_5_3  -1.000000000000e+00
    w_5_3_8_7  w_le_s_5_3_8_7   1.000000000000e+00
    w_5_3_8_7  w_le_r_5_3_8_7   1.000000000000e+00
    w_5_3_8_7  w_ge_5_3_8_7   1.000000000000e+00
    w_5_3_8_7  r_ge_w_5_3_13  -1.000000000000e+00
    w_5_3_8_7  r_le_5_3  -1.000000000000e+00
    w_5_3_9_6  w_le_s_5_3_9_6   1.000000000000e+00
    w_5_3_9_6  w_le_r_5_3_9_6   1.000000000000e+00
    w_5_3_9_6  w_ge_5_3_9_6   1.000000000000e+00
    w_5_3_9_6  r_ge_w_5_3_11  -1.000000000000e+00
    w_5_3_9_6  r_le_5_3  -1.000000000000e+00
    w_5_4_10_5  w_le_s_5_4_10_5   1.000000000000e+00
    w_5_4_10_5  w_le_r_5_4_10_5   1.000000000000e+00
    w_5_4_10_5  w_ge_5_4_10_5   1.000000000000e+00
    w_5_4_10_5  r_ge_w_5_4_9  -1.000000000000e+00
    w_5_4_10_5  r_le_5_4  -1.000000000000e+00
    w_5_4_11_4  w_le_s_5_4_11_4   1.000000000000e+00
    w_5_4_11_4  w_le_r_5_4_11_4   1.000000000000e+00
    w_5_4_11_4  w_ge_5_4_11_4   1.000000000000e+00
    w_5_4_11_4  r_ge_w_5_4_7  -1.000000000000e+00
    w_5_4_11_4  r_le_5_4  -1.000000000000e+00
    w_5_4_12_3  w_le_s_5_4_12_3   1.000000000000e+00
    w_5_4_12_3  w_le_r_5_4_12_3   1.000000000000e+00
    w_5_4_12_3  w_ge_5_4_12_3   1.000000000000e+00
    w_5_4_12_3  r_ge_w_5_4_5  -1.000000000000e+00
    w_5_4_12_3  r_le_5_4  -1.000000000000e+00
    w_5_4_13_2  w_le_s_5_4_13_2   1.000000000000e+00
    w_5_4_13_2  w_le_r_5_4_13_2   1.000000000000e+00
    w_5_4_13_2  w_ge_5_4_13_2   1.000000000000e+00
    w_5_4_13_2  r_ge_w_5_4_3  -1.000000000000e+00
    w_5_4_13_2  r_le_5_4  -1.000000000000e+00
    w_5_4_14_1  w_le_s_5_4_14_1   1.000000000000e+00
    w_5_4_14_1  w_le_r_5_4_14_1   1.000000000000e+00
    w_5_4_14_1  w_ge_5_4_14_1   1.000000000000e+00
    w_5_4_14_1  r_ge_w_5_4_1  -1.000000000000e+00
    w_5_4_14_1  r_le_5_4  -1.000000000000e+00
    w_5_4_1_1  w_le_s_5_4_1_1   1.000000000000e+00
    w_5_4_1_1  w_le_r_5_4_1_1   1.000000000000e+00
    w_5_4_1_1  w_ge_5_4_1_1   1.000000000000e+00
    w_5_4_1_1  r_ge_w_5_4_0  -1.000000000000e+00
    w_5_4_1_1  r_le_5_4  -1.000000000000e+00
    w_5_4_2_2  w_le_s_5_4_2_2   1.000000000000e+00
    w_5_4_2_2  w_le_r_5_4_2_2   1.000000000000e+00
    w_5_4_2_2  w_ge_5_4_2_2   1.000000000000e+00
    w_5_4_2_2  r_ge_w_5_4_2  -1.000000000000e+00
    w_5_4_2_2  r_le_5_4  -1.000000000000e+00
    w_5_4_3_3  w_le_s_5_4_3_3   1.000000000000e+00
    w_5_4_3_3  w_le_r_5_4_3_3   1.000000000000e+00
    w_5_4_3_3  w_ge_5_4_3_3   1.000000000000e+00
    w_5_4_3_3  r_ge_w_5_4_4  -1.000000000000e+00
    w_5_4_3_3  r_le_5_4  -1.000000000000e+00
    w_5_4_4_4  w_le_s_5_4_4_4   1.000000000000e+00
    w_5_4_4_4  w_le_r_5_4_4_4   1.000000000000e+00
    w_5_4_4_4  w_ge_5_4_4_4   1.000000000000e+00
    w_5_4_4_4  r_ge_w_5_4_6  -1.000000000000e+00
    w_5_4_4_4  r_le_5_4  -1.000000000000e+00
    w_5_4_5_5  w_le_s_5_4_5_5   1.000000000000e+00
    w_5_4_5_5  w_le_r_5_4_5_5   1.000000000000e+00
    w_5_4_5_5  w_ge_5_4_5_5   1.000000000000e+00
    w_5_4_5_5  r_ge_w_5_4_8  -1.000000000000e+00
    w_5_4_5_5  r_le_5_4  -1.000000000000e+00
    w_5_4_6_6  w_le_s_5_4_6_6   1.000000000000e+00
    w_5_4_6_6  w_le_r_5_4_6_6   1.000000000000e+00
    w_5_4_6_6  w_ge_5_4_6_6   1.000000000000e+00
    w_5_4_6_6  r_ge_w_5_4_10  -1.000000000000e+00
    w_5_4_6_6  r_le_5_4  -1.000000000000e+00
    w_5_4_7_7  w_le_s_5_4_7_7   1.000000000000e+00
    w_5_4_7_7  w_le_r_5_4_7_7   1.000000000000e+00
    w_5_4_7_7  w_ge_5_4_7_7   1.000000000000e+00
    w_5_4_7_7  r_ge_w_5_4_12  -1.000000000000e+00
    w_5_4_7_7  r_le_5_4  -1.000000000000e+00
    w_5_4_8_7  w_le_s_5_4_8_7   1.000000000000e+00
    w_5_4_8_7  w_le_r_5_4_8_7   1.000000000000e+00
    w_5_4_8_7  w_ge_5_4_8_7   1.000000000000e+00
    w_5_4_8_7  r_ge_w_5_4_13  -1.000000000000e+00
    w_5_4_8_7  r_le_5_4  -1.000000000000e+00
    w_5_4_9_6  w_le_s_5_4_9_6   1.000000000000e+00
    w_5_4_9_6  w_le_r_5_4_9_6   1.000000000000e+00
    w_5_4_9_6  w_ge_5_4_9_6   1.000000000000e+00
    w_5_4_9_6  r_ge_w_5_4_11  -1.000000000000e+00
    w_5_4_9_6  r_le_5_4  -1.000000000000e+00
    w_5_5_10_5  w_le_s_5_5_10_5   1.000000000000e+00
    w_5_5_10_5  w_le_r_5_5_10_5   1.000000000000e+00
    w_5_5_10_5  w_ge_5_5_10_5   1.000000000000e+00
    w_5_5_10_5  r_ge_w_5_5_9  -1.000000000000e+00
    w_5_5_10_5  r_le_5_5  -1.000000000000e+00
    w_5_5_11_4  w_le_s_5_5_11_4   1.000000000000e+00
    w_5_5_11_4  w_le_r_5_5_11_4   1.000000000000e+00
    w_5_5_11_4  w_ge_5_5_11_4   1.000000000000e+00
    w_5_5_11_4  r_ge_w_5_5_7  -1.000000000000e+00
    w_5_5_11_4  r_le_5_5  -1.000000000000e+00
    w_5_5_12_3  w_le_s_5_5_12_3   1.000000000000e+00
    w_5_5_12_3  w_le_r_5_5_12_3   1.000000000000e+00
    w_5_5_12_3  w_ge_5_5_12_3   1.000000000000e+00
    w_5_5_12_3  r_ge_w_5_5_5  -1.000000000000e+00
    w_5_5_12_3  r_le_5_5  -1.000000000000e+00
    w_5_5_13_2  w_le_s_5_5_13_2   1.000000000000e+00
    w_5_5_13_2  w_le_r_5_5_13_2   1.000000000000e+00
    w_5_5_13_2  w_ge_5_5_13_2   1.000000000000e+00
    w_5_5_13_2  r_ge_w_5_5_3  -1.000000000000e+00
    w_5_5_13_2  r_le_5_5  -1.000000000000e+00
    w_5_5_14_1  w_le_s_5_5_14_1   1.000000000000e+00
    w_5_5_14_1  w_le_r_5_5_14_1   1.000000000000e+00
    w_5_5_14_1  w_ge_5_5_14_1   1.000000000000e+00
    w_5_5_14_1  r_ge_w_5_5_1  -1.000000000000e+00
    w_5_5_14_1  r_le_5_5  -1.000000000000e+00
    w_5_5_1_1  w_le_s_5_5_1_1   1.000000000000e+00
    w_5_5_1_1  w_le_r_5_5_1_1   1.000000000000e+00
    w_5_5_1_1  w_ge_5_5_1_1   1.000000000000e+00
    w_5_5_1_1  r_ge_w_5_5_0  -1.000000000000e+00
    w_5_5_1_1  r_le_5_5  -1.000000000000e+00
    w_5_5_2_2  w_le_s_5_5_2_2   1.000000000000e+00
    w_5_5_2_2  w_le_r_5_5_2_2   1.000000000000e+00
    w_5_5_2_2  w_ge_5_5_2_2   1.000000000000e+00
    w_5_5_2_2  r_ge_w_5_5_2  -1.000000000000e+00
    w_5_5_2_2  r_le_5_5  -1.000000000000e+00
    w_5_5_3_3  w_le_s_5_5_3_3   1.000000000000e+00
    w_5_5_3_3  w_le_r_5_5_3_3   1.000000000000e+00
    w_5_5_3_3  w_ge_5_5_3_3   1.000000000000e+00
    w_5_5_3_3  r_ge_w_5_5_4  -1.000000000000e+00
    w_5_5_3_3  r_le_5_5  -1.000000000000e+00
    w_5_5_4_4  w_le_s_5_5_4_4   1.000000000000e+00
    w_5_5_4_4  w_le_r_5_5_4_4   1.000000000000e+00
    w_5_5_4_4  w_ge_5_5_4_4   1.000000000000e+00
    w_5_5_4_4  r_ge_w_5_5_6  -1.000000000000e+00
    w_5_5_4_4  r_le_5_5  -1.000000000000e+00
    w_5_5_5_5  w_le_s_5_5_5_5   1.000000000000e+00
    w_5_5_5_5  w_le_r_5_5_5_5   1.000000000000e+00
    w_5_5_5_5  w_ge_5_5_5_5   1.000000000000e+00
    w_5_5_5_5  r_ge_w_5_5_8  -1.000000000000e+00
    w_5_5_5_5  r_le_5_5  -1.000000000000e+00
    w_5_5_6_6  w_le_s_5_5_6_6   1.000000000000e+00
    w_5_5_6_6  w_le_r_5_5_6_6   1.000000000000e+00
    w_5_5_6_6  w_ge_5_5_6_6   1.000000000000e+00
    w_5_5_6_6  r_ge_w_5_5_10  -1.000000000000e+00
    w_5_5_6_6  r_le_5_5  -1.000000000000e+00
    w_5_5_7_7  w_le_s_5_5_7_7   1.000000000000e+00
    w_5_5_7_7  w_le_r_5_5_7_7   1.000000000000e+00
    w_5_5_7_7  w_ge_5_5_7_7   1.000000000000e+00
    w_5_5_7_7  r_ge_w_5_5_12  -1.000000000000e+00
    w_5_5_7_7  r_le_5_5  -1.000000000000e+00
    w_5_5_8_7  w_le_s_5_5_8_7   1.000000000000e+00
    w_5_5_8_7  w_le_r_5_5_8_7   1.000000000000e+00
    w_5_5_8_7  w_ge_5_5_8_7   1.000000000000e+00
    w_5_5_8_7  r_ge_w_5_5_13  -1.000000000000e+00
    w_5_5_8_7  r_le_5_5  -1.000000000000e+00
    w_5_5_9_6  w_le_s_5_5_9_6   1.000000000000e+00
    w_5_5_9_6  w_le_r_5_5_9_6   1.000000000000e+00
    w_5_5_9_6  w_ge_5_5_9_6   1.000000000000e+00
    w_5_5_9_6  r_ge_w_5_5_11  -1.000000000000e+00
    w_5_5_9_6  r_le_5_5  -1.000000000000e+00
    w_5_6_10_5  w_le_s_5_6_10_5   1.000000000000e+00
    w_5_6_10_5  w_le_r_5_6_10_5   1.000000000000e+00
    w_5_6_10_5  w_ge_5_6_10_5   1.000000000000e+00
    w_5_6_10_5  r_ge_w_5_6_9  -1.000000000000e+00
    w_5_6_10_5  r_le_5_6  -1.000000000000e+00
    w_5_6_11_4  w_le_s_5_6_11_4   1.000000000000e+00
    w_5_6_11_4  w_le_r_5_6_11_4   1.000000000000e+00
    w_5_6_11_4  w_ge_5_6_11_4   1.000000000000e+00
    w_5_6_11_4  r_ge_w_5_6_7  -1.000000000000e+00
    w_5_6_11_4  r_le_5_6  -1.000000000000e+00
    w_5_6_12_3  w_le_s_5_6_12_3   1.000000000000e+00
    w_5_6_12_3  w_le_r_5_6_12_3   1.000000000000e+00
    w_5_6_12_3  w_ge_5_6_12_3   1.000000000000e+00
    w_5_6_12_3  r_ge_w_5_6_5  -1.000000000000e+00
    w_5_6_12_3  r_le_5_6  -1.000000000000e+00
    w_5_6_13_2  w_le_s_5_6_13_2   1.000000000000e+00
    w_5_6_13_2  w_le_r_5_6_13_2   1.000000000000e+00
    w_5_6_13_2  w_ge_5_6_13_2   1.000000000000e+00
    w_5_6_13_2  r_ge_w_5_6_3  -1.000000000000e+00
    w_5_6_13_2  r_le_5_6  -1.000000000000e+00
    w_5_6_14_1  w_le_s_5_6_14_1   1.000000000000e+00
    w_5_6_14_1  w_le_r_5_6_14_1   1.000000000000e+00
    w_5_6_14_1  w_ge_5_6_14_1   1.000000000000e+00
    w_5_6_14_1  r_ge_w_5_6_1  -1.000000000000e+00
    w_5_6_14_1  r_le_5_6  -1.000000000000e+00
    w_5_6_1_1  w_le_s_5_6_1_1   1.000000000000e+00
    w_5_6_1_1  w_le_r_5_6_1_1   1.000000000000e+00
    w_5_6_1_1  w_ge_5_6_1_1   1.000000000000e+00
    w_5_6_1_1  r_ge_w_5_6_0  -1.000000000000e+00
    w_5_6_1_1  r_le_5_6  -1.000000000000e+00
    w_5_6_2_2  w_le_s_5_6_2_2   1.000000000000e+00
    w_5_6_2_2  w_le_r_5_6_2_2   1.000000000000e+00
    w_5_6_2_2  w_ge_5_6_2_2   1.000000000000e+00
    w_5_6_2_2  r_ge_w_5_6_2  -1.000000000000e+00
    w_5_6_2_2  r_le_5_6  -1.000000000000e+00
    w_5_6_3_3  w_le_s_5_6_3_3   1.000000000000e+00
    w_5_6_3_3  w_le_r_5_6_3_3   1.000000000000e+00
    w_5_6_3_3  w_ge_5_6_3_3   1.000000000000e+00
    w_5_6_3_3  r_ge_w_5_6_4  -1.000000000000e+00
    w_5_6_3_3  r_le_5_6  -1.000000000000e+00
    w_5_6_4_4  w_le_s_5_6_4_4   1.000000000000e+00
    w_5_6_4_4  w_le_r_5_6_4_4   1.000000000000e+00
    w_5_6_4_4  w_ge_5_6_4_4   1.000000000000e+00
    w_5_6_4_4  r_ge_w_5_6_6  -1.000000000000e+00
    w_5_6_4_4  r_le_5_6  -1.000000000000e+00
    w_5_6_5_5  w_le_s_5_6_5_5   1.000000000000e+00
    w_5_6_5_5  w_le_r_5_6_5_5   1.000000000000e+00
    w_5_6_5_5  w_ge_5_6_5_5   1.000000000000e+00
    w_5_6_5_5  r_ge_w_5_6_8  -1.000000000000e+00
    w_5_6_5_5  r_le_5_6  -1.000000000000e+00
    w_5_6_6_6  w_le_s_5_6_6_6   1.000000000000e+00
    w_5_6_6_6  w_le_r_5_6_6_6   1.000000000000e+00
    w_5_6_6_6  w_ge_5_6_6_6   1.000000000000e+00
    w_5_6_6_6  r_ge_w_5_6_10  -1.000000000000e+00
    w_5_6_6_6  r_le_5_6  -1.000000000000e+00
    w_5_6_7_7  w_le_s_5_6_7_7   1.000000000000e+00
    w_5_6_7_7  w_le_r_5_6_7_7   1.000000000000e+00
    w_5_6_7_7  w_ge_5_6_7_7   1.000000000000e+00
    w_5_6_7_7  r_ge_w_5_6_12  -1.000000000000e+00
    w_5_6_7_7  r_le_5_6  -1.000000000000e+00
    w_5_6_8_7  w_le_s_5_6_8_7   1.000000000000e+00
    w_5_6_8_7  w_le_r_5_6_8_7   1.000000000000e+00
    w_5_6_8_7  w_ge_5_6_8_7   1.000000000000e+00
    w_5_6_8_7  r_ge_w_5_6_13  -1.000000000000e+00
    w_5_6_8_7  r_le_5_6  -1.000000000000e+00
    w_5_6_9_6  w_le_s_5_6_9_6   1.000000000000e+00
    w_5_6_9_6  w_le_r_5_6_9_6   1.000000000000e+00
    w_5_6_9_6  w_ge_5_6_9_6   1.000000000000e+00
    w_5_6_9_6  r_ge_w_5_6_11  -1.000000000000e+00
    w_5_6_9_6  r_le_5_6  -1.000000000000e+00
    w_6_1_10_5  w_le_s_6_1_10_5   1.000000000000e+00
    w_6_1_10_5  w_le_r_6_1_10_5   1.000000000000e+00
    w_6_1_10_5  w_ge_6_1_10_5   1.000000000000e+00
    w_6_1_10_5  r_ge_w_6_1_9  -1.000000000000e+00
    w_6_1_10_5  r_le_6_1  -1.000000000000e+00
    w_6_1_11_4  w_le_s_6_1_11_4   1.000000000000e+00
    w_6_1_11_4  w_le_r_6_1_11_4   1.000000000000e+00
    w_6_1_11_4  w_ge_6_1_11_4   1.000000000000e+00
    w_6_1_11_4  r_ge_w_6_1_7  -1.000000000000e+00
    w_6_1_11_4  r_le_6_1  -1.000000000000e+00
    w_6_1_12_3  w_le_s_6_1_12_3   1.000000000000e+00
    w_6_1_12_3  w_le_r_6_1_12_3   1.000000000000e+00
    w_6_1_12_3  w_ge_6_1_12_3   1.000000000000e+00
    w_6_1_12_3  r_ge_w_6_1_5  -1.000000000000e+00
    w_6_1_12_3  r_le_6_1  -1.000000000000e+00
    w_6_1_13_2  w_le_s_6_1_13_2   1.000000000000e+00
    w_6_1_13_2  w_le_r_6_1_13_2   1.000000000000e+00
    w_6_1_13_2  w_ge_6_1_13_2   1.000000000000e+00
    w_6_1_13_2  r_ge_w_6_1_3  -1.000000000000e+00
    w_6_1_13_2  r_le_6_1  -1.000000000000e+00
    w_6_1_14_1  w_le_s_6_1_14_1   1.000000000000e+00
    w_6_1_14_1  w_le_r_6_1_14_1   1.000000000000e+00
    w_6_1_14_1  w_ge_6_1_14_1   1.000000000000e+00
    w_6_1_14_1  r_ge_w_6_1_1  -1.000000000000e+00
    w_6_1_14_1  r_le_6_1  -1.000000000000e+00
    w_6_1_1_1  w_le_s_6_1_1_1   1.000000000000e+00
    w_6_1_1_1  w_le_r_6_1_1_1   1.000000000000e+00
    w_6_1_1_1  w_ge_6_1_1_1   1.000000000000e+00
    w_6_1_1_1  r_ge_w_6_1_0  -1.000000000000e+00
    w_6_1_1_1  r_le_6_1  -1.000000000000e+00
    w_6_1_2_2  w_le_s_6_1_2_2   1.000000000000e+00
    w_6_1_2_2  w_le_r_6_1_2_2   1.000000000000e+00
    w_6_1_2_2  w_ge_6_1_2_2   1.000000000000e+00
    w_6_1_2_2  r_ge_w_6_1_2  -1.000000000000e+00
    w_6_1_2_2  r_le_6_1  -1.000000000000e+00
    w_6_1_3_3  w_le_s_6_1_3_3   1.000000000000e+00
    w_6_1_3_3  w_le_r_6_1_3_3   1.000000000000e+00
    w_6_1_3_3  w_ge_6_1_3_3   1.000000000000e+00
    w_6_1_3_3  r_ge_w_6_1_4  -1.000000000000e+00
    w_6_1_3_3  r_le_6_1  -1.000000000000e+00
    w_6_1_4_4  w_le_s_6_1_4_4   1.000000000000e+00
    w_6_1_4_4  w_le_r_6_1_4_4   1.000000000000e+00
    w_6_1_4_4  w_ge_6_1_4_4   1.000000000000e+00
    w_6_1_4_4  r_ge_w_6_1_6  -1.000000000000e+00
    w_6_1_4_4  r_le_6_1  -1.000000000000e+00
    w_6_1_5_5  w_le_s_6_1_5_5   1.000000000000e+00
    w_6_1_5_5  w_le_r_6_1_5_5   1.000000000000e+00
    w_6_1_5_5  w_ge_6_1_5_5   1.000000000000e+00
    w_6_1_5_5  r_ge_w_6_1_8  -1.000000000000e+00
    w_6_1_5_5  r_le_6_1  -1.000000000000e+00
    w_6_1_6_6  w_le_s_6_1_6_6   1.000000000000e+00
    w_6_1_6_6  w_le_r_6_1_6_6   1.000000000000e+00
    w_6_1_6_6  w_ge_6_1_6_6   1.000000000000e+00
    w_6_1_6_6  r_ge_w_6_1_10  -1.000000000000e+00
    w_6_1_6_6  r_le_6_1  -1.000000000000e+00
    w_6_1_7_7  w_le_s_6_1_7_7   1.000000000000e+00
    w_6_1_7_7  w_le_r_6_1_7_7   1.000000000000e+00
    w_6_1_7_7  w_ge_6_1_7_7   1.000000000000e+00
    w_6_1_7_7  r_ge_w_6_1_12  -1.000000000000e+00
    w_6_1_7_7  r_le_6_1  -1.000000000000e+00
    w_6_1_8_7  w_le_s_6_1_8_7   1.000000000000e+00
    w_6_1_8_7  w_le_r_6_1_8_7   1.000000000000e+00
    w_6_1_8_7  w_ge_6_1_8_7   1.000000000000e+00
    w_6_1_8_7  r_ge_w_6_1_13  -1.000000000000e+00
    w_6_1_8_7  r_le_6_1  -1.000000000000e+00
    w_6_1_9_6  w_le_s_6_1_9_6   1.000000000000e+00
    w_6_1_9_6  w_le_r_6_1_9_6   1.000000000000e+00
    w_6_1_9_6  w_ge_6_1_9_6   1.000000000000e+00
    w_6_1_9_6  r_ge_w_6_1_11  -1.000000000000e+00
    w_6_1_9_6  r_le_6_1  -1.000000000000e+00
    w_6_2_10_5  w_le_s_6_2_10_5   1.000000000000e+00
    w_6_2_10_5  w_le_r_6_2_10_5   1.000000000000e+00
    w_6_2_10_5  w_ge_6_2_10_5   1.000000000000e+00
    w_6_2_10_5  r_ge_w_6_2_9  -1.000000000000e+00
    w_6_2_10_5  r_le_6_2  -1.000000000000e+00
    w_6_2_11_4  w_le_s_6_2_11_4   1.000000000000e+00
    w_6_2_11_4  w_le_r_6_2_11_4   1.000000000000e+00
    w_6_2_11_4  w_ge_6_2_11_4   1.000000000000e+00
    w_6_2_11_4  r_ge_w_6_2_7  -1.000000000000e+00
    w_6_2_11_4  r_le_6_2  -1.000000000000e+00
    w_6_2_12_3  w_le_s_6_2_12_3   1.000000000000e+00
    w_6_2_12_3  w_le_r_6_2_12_3   1.000000000000e+00
    w_6_2_12_3  w_ge_6_2_12_3   1.000000000000e+00
    w_6_2_12_3  r_ge_w_6_2_5  -1.000000000000e+00
    w_6_2_12_3  r_le_6_2  -1.000000000000e+00
    w_6_2_13_2  w_le_s_6_2_13_2   1.000000000000e+00
    w_6_2_13_2  w_le_r_6_2_13_2   1.000000000000e+00
    w_6_2_13_2  w_ge_6_2_13_2   1.000000000000e+00
    w_6_2_13_2  r_ge_w_6_2_3  -1.000000000000e+00
    w_6_2_13_2  r_le_6_2  -1.000000000000e+00
    w_6_2_14_1  w_le_s_6_2_14_1   1.000000000000e+00
    w_6_2_14_1  w_le_r_6_2_14_1   1.000000000000e+00
    w_6_2_14_1  w_ge_6_2_14_1   1.000000000000e+00
    w_6_2_14_1  r_ge_w_6_2_1  -1.000000000000e+00
    w_6_2_14_1  r_le_6_2  -1.000000000000e+00
    w_6_2_1_1  w_le_s_6_2_1_1   1.000000000000e+00
    w_6_2_1_1  w_le_r_6_2_1_1   1.000000000000e+00
    w_6_2_1_1  w_ge_6_2_1_1   1.000000000000e+00
    w_6_2_1_1  r_ge_w_6_2_0  -1.000000000000e+00
    w_6_2_1_1  r_le_6_2  -1.000000000000e+00
    w_6_2_2_2  w_le_s_6_2_2_2   1.000000000000e+00
    w_6_2_2_2  w_le_r_6_2_2_2   1.000000000000e+00
    w_6_2_2_2  w_ge_6_2_2_2   1.000000000000e+00
    w_6_2_2_2  r_ge_w_6_2_2  -1.000000000000e+00
    w_6_2_2_2  r_le_6_2  -1.000000000000e+00
    w_6_2_3_3  w_le_s_6_2_3_3   1.000000000000e+00
    w_6_2_3_3  w_le_r_6_2_3_3   1.000000000000e+00
    w_6_2_3_3  w_ge_6_2_3_3   1.000000000000e+00
    w_6_2_3_3  r_ge_w_6_2_4  -1.000000000000e+00
    w_6_2_3_3  r_le_6_2  -1.000000000000e+00
    w_6_2_4_4  w_le_s_6_2_4_4   1.000000000000e+00
    w_6_2_4_4  w_le_r_6_2_4_4   1.000000000000e+00
    w_6_2_4_4  w_ge_6_2_4_4   1.000000000000e+00
    w_6_2_4_4  r_ge_w_6_2_6  -1.000000000000e+00
    w_6_2_4_4  r_le_6_2  -1.000000000000e+00
    w_6_2_5_5  w_le_s_6_2_5_5   1.000000000000e+00
    w_6_2_5_5  w_le_r_6_2_5_5   1.000000000000e+00
    w_6_2_5_5  w_ge_6_2_5_5   1.000000000000e+00
    w_6_2_5_5  r_ge_w_6_2_8  -1.000000000000e+00
    w_6_2_5_5  r_le_6_2  -1.000000000000e+00
    w_6_2_6_6  w_le_s_6_2_6_6   1.000000000000e+00
    w_6_2_6_6  w_le_r_6_2_6_6   1.000000000000e+00
    w_6_2_6_6  w_ge_6_2_6_6   1.000000000000e+00
    w_6_2_6_6  r_ge_w_6_2_10  -1.000000000000e+00
    w_6_2_6_6  r_le_6_2  -1.000000000000e+00
    w_6_2_7_7  w_le_s_6_2_7_7   1.000000000000e+00
    w_6_2_7_7  w_le_r_6_2_7_7   1.000000000000e+00
    w_6_2_7_7  w_ge_6_2_7_7   1.000000000000e+00
    w_6_2_7_7  r_ge_w_6_2_12  -1.000000000000e+00
    w_6_2_7_7  r_le_6_2  -1.000000000000e+00
    w_6_2_8_7  w_le_s_6_2_8_7   1.000000000000e+00
    w_6_2_8_7  w_le_r_6_2_8_7   1.000000000000e+00
    w_6_2_8_7  w_ge_6_2_8_7   1.000000000000e+00
    w_6_2_8_7  r_ge_w_6_2_13  -1.000000000000e+00
    w_6_2_8_7  r_le_6_2  -1.000000000000e+00
    w_6_2_9_6  w_le_s_6_2_9_6   1.000000000000e+00
    w_6_2_9_6  w_le_r_6_2_9_6   1.000000000000e+00
    w_6_2_9_6  w_ge_6_2_9_6   1.000000000000e+00
    w_6_2_9_6  r_ge_w_6_2_11  -1.000000000000e+00
    w_6_2_9_6  r_le_6_2  -1.000000000000e+00
    w_6_3_10_5  w_le_s_6_3_10_5   1.000000000000e+00
    w_6_3_10_5  w_le_r_6_3_10_5   1.000000000000e+00
    w_6_3_10_5  w_ge_6_3_10_5   1.000000000000e+00
    w_6_3_10_5  r_ge_w_6_3_9  -1.000000000000e+00
    w_6_3_10_5  r_le_6_3  -1.000000000000e+00
    w_6_3_11_4  w_le_s_6_3_11_4   1.000000000000e+00
    w_6_3_11_4  w_le_r_6_3_11_4   1.000000000000e+00
    w_6_3_11_4  w_ge_6_3_11_4   1.000000000000e+00
    w_6_3_11_4  r_ge_w_6_3_7  -1.000000000000e+00
    w_6_3_11_4  r_le_6_3  -1.000000000000e+00
    w_6_3_12_3  w_le_s_6_3_12_3   1.000000000000e+00
    w_6_3_12_3  w_le_r_6_3_12_3   1.000000000000e+00
    w_6_3_12_3  w_ge_6_3_12_3   1.000000000000e+00
    w_6_3_12_3  r_ge_w_6_3_5  -1.000000000000e+00
    w_6_3_12_3  r_le_6_3  -1.000000000000e+00
    w_6_3_13_2  w_le_s_6_3_13_2   1.000000000000e+00
    w_6_3_13_2  w_le_r_6_3_13_2   1.000000000000e+00
    w_6_3_13_2  w_ge_6_3_13_2   1.000000000000e+00
    w_6_3_13_2  r_ge_w_6_3_3  -1.000000000000e+00
    w_6_3_13_2  r_le_6_3  -1.000000000000e+00
    w_6_3_14_1  w_le_s_6_3_14_1   1.000000000000e+00
    w_6_3_14_1  w_le_r_6_3_14_1   1.000000000000e+00
    w_6_3_14_1  w_ge_6_3_14_1   1.000000000000e+00
    w_6_3_14_1  r_ge_w_6_3_1  -1.000000000000e+00
    w_6_3_14_1  r_le_6_3  -1.000000000000e+00
    w_6_3_1_1  w_le_s_6_3_1_1   1.000000000000e+00
    w_6_3_1_1  w_le_r_6_3_1_1   1.000000000000e+00
    w_6_3_1_1  w_ge_6_3_1_1   1.000000000000e+00
    w_6_3_1_1  r_ge_w_6_3_0  -1.000000000000e+00
    w_6_3_1_1  r_le_6_3  -1.000000000000e+00
    w_6_3_2_2  w_le_s_6_3_2_2   1.000000000000e+00
    w_6_3_2_2  w_le_r_6_3_2_2   1.000000000000e+00
    w_6_3_2_2  w_ge_6_3_2_2   1.000000000000e+00
    w_6_3_2_2  r_ge_w_6_3_2  -1.000000000000e+00
    w_6_3_2_2  r_le_6_3  -1.000000000000e+00
    w_6_3_3_3  w_le_s_6_3_3_3   1.000000000000e+00
    w_6_3_3_3  w_le_r_6_3_3_3   1.000000000000e+00
    w_6_3_3_3  w_ge_6_3_3_3   1.000000000000e+00
    w_6_3_3_3  r_ge_w_6_3_4  -1.000000000000e+00
    w_6_3_3_3  r_le_6_3  -1.000000000000e+00
    w_6_3_4_4  w_le_s_6_3_4_4   1.000000000000e+00
    w_6_3_4_4  w_le_r_6_3_4_4   1.000000000000e+00
    w_6_3_4_4  w_ge_6_3_4_4   1.000000000000e+00
    w_6_3_4_4  r_ge_w_6_3_6  -1.000000000000e+00
    w_6_3_4_4  r_le_6_3  -1.000000000000e+00
    w_6_3_5_5  w_le_s_6_3_5_5   1.000000000000e+00
    w_6_3_5_5  w_le_r_6_3_5_5   1.000000000000e+00
    w_6_3_5_5  w_ge_6_3_5_5   1.000000000000e+00
    w_6_3_5_5  r_ge_w_6_3_8  -1.000000000000e+00
    w_6_3_5_5  r_le_6_3  -1.000000000000e+00
    w_6_3_6_6  w_le_s_6_3_6_6   1.000000000000e+00
    w_6_3_6_6  w_le_r_6_3_6_6   1.000000000000e+00
    w_6_3_6_6  w_ge_6_3_6_6   1.000000000000e+00
    w_6_3_6_6  r_ge_w_6_3_10  -1.000000000000e+00
    w_6_3_6_6  r_le_6_3  -1.000000000000e+00
    w_6_3_7_7  w_le_s_6_3_7_7   1.000000000000e+00
    w_6_3_7_7  w_le_r_6_3_7_7   1.000000000000e+00
    w_6_3_7_7  w_ge_6_3_7_7   1.000000000000e+00
    w_6_3_7_7  r_ge_w_6_3_12  -1.000000000000e+00
    w_6_3_7_7  r_le_6_3  -1.000000000000e+00
    w_6_3_8_7  w_le_s_6_3_8_7   1.000000000000e+00
    w_6_3_8_7  w_le_r_6_3_8_7   1.000000000000e+00
    w_6_3_8_7  w_ge_6_3_8_7   1.000000000000e+00
    w_6_3_8_7  r_ge_w_6_3_13  -1.000000000000e+00
    w_6_3_8_7  r_le_6_3  -1.000000000000e+00
    w_6_3_9_6  w_le_s_6_3_9_6   1.000000000000e+00
    w_6_3_9_6  w_le_r_6_3_9_6   1.000000000000e+00
    w_6_3_9_6  w_ge_6_3_9_6   1.000000000000e+00
    w_6_3_9_6  r_ge_w_6_3_11  -1.000000000000e+00
    w_6_3_9_6  r_le_6_3  -1.000000000000e+00
    w_6_4_10_5  w_le_s_6_4_10_5   1.000000000000e+00
    w_6_4_10_5  w_le_r_6_4_10_5   1.000000000000e+00
    w_6_4_10_5  w_ge_6_4_10_5   1.000000000000e+00
    w_6_4_10_5  r_ge_w_6_4_9  -1.000000000000e+00
    w_6_4_10_5  r_le_6_4  -1.000000000000e+00
    w_6_4_11_4  w_le_s_6_4_11_4   1.000000000000e+00
    w_6_4_11_4  w_le_r_6_4_11_4   1.000000000000e+00
    w_6_4_11_4  w_ge_6_4_11_4   1.000000000000e+00
    w_6_4_11_4  r_ge_w_6_4_7  -1.000000000000e+00
    w_6_4_11_4  r_le_6_4  -1.000000000000e+00
    w_6_4_12_3  w_le_s_6_4_12_3   1.000000000000e+00
    w_6_4_12_3  w_le_r_6_4_12_3   1.000000000000e+00
    w_6_4_12_3  w_ge_6_4_12_3   1.000000000000e+00
    w_6_4_12_3  r_ge_w_6_4_5  -1.000000000000e+00
    w_6_4_12_3  r_le_6_4  -1.000000000000e+00
    w_6_4_13_2  w_le_s_6_4_13_2   1.000000000000e+00
    w_6_4_13_2  w_le_r_6_4_13_2   1.000000000000e+00
    w_6_4_13_2  w_ge_6_4_13_2   1.000000000000e+00
    w_6_4_13_2  r_ge_w_6_4_3  -1.000000000000e+00
    w_6_4_13_2  r_le_6_4  -1.000000000000e+00
    w_6_4_14_1  w_le_s_6_4_14_1   1.000000000000e+00
    w_6_4_14_1  w_le_r_6_4_14_1   1.000000000000e+00
    w_6_4_14_1  w_ge_6_4_14_1   1.000000000000e+00
    w_6_4_14_1  r_ge_w_6_4_1  -1.000000000000e+00
    w_6_4_14_1  r_le_6_4  -1.000000000000e+00
    w_6_4_1_1  w_le_s_6_4_1_1   1.000000000000e+00
    w_6_4_1_1  w_le_r_6_4_1_1   1.000000000000e+00
    w_6_4_1_1  w_ge_6_4_1_1   1.000000000000e+00
    w_6_4_1_1  r_ge_w_6_4_0  -1.000000000000e+00
    w_6_4_1_1  r_le_6_4  -1.000000000000e+00
    w_6_4_2_2  w_le_s_6_4_2_2   1.000000000000e+00
    w_6_4_2_2  w_le_r_6_4_2_2   1.000000000000e+00
    w_6_4_2_2  w_ge_6_4_2_2   1.000000000000e+00
    w_6_4_2_2  r_ge_w_6_4_2  -1.000000000000e+00
    w_6_4_2_2  r_le_6_4  -1.000000000000e+00
    w_6_4_3_3  w_le_s_6_4_3_3   1.000000000000e+00
    w_6_4_3_3  w_le_r_6_4_3_3   1.000000000000e+00
    w_6_4_3_3  w_ge_6_4_3_3   1.000000000000e+00
    w_6_4_3_3  r_ge_w_6_4_4  -1.000000000000e+00
    w_6_4_3_3  r_le_6_4  -1.000000000000e+00
    w_6_4_4_4  w_le_s_6_4_4_4   1.000000000000e+00
    w_6_4_4_4  w_le_r_6_4_4_4   1.000000000000e+00
    w_6_4_4_4  w_ge_6_4_4_4   1.000000000000e+00
    w_6_4_4_4  r_ge_w_6_4_6  -1.000000000000e+00
    w_6_4_4_4  r_le_6_4  -1.000000000000e+00
    w_6_4_5_5  w_le_s_6_4_5_5   1.000000000000e+00
    w_6_4_5_5  w_le_r_6_4_5_5   1.000000000000e+00
    w_6_4_5_5  w_ge_6_4_5_5   1.000000000000e+00
    w_6_4_5_5  r_ge_w_6_4_8  -1.000000000000e+00
    w_6_4_5_5  r_le_6_4  -1.000000000000e+00
    w_6_4_6_6  w_le_s_6_4_6_6   1.000000000000e+00
    w_6_4_6_6  w_le_r_6_4_6_6   1.000000000000e+00
    w_6_4_6_6  w_ge_6_4_6_6   1.000000000000e+00
    w_6_4_6_6  r_ge_w_6_4_10  -1.000000000000e+00
    w_6_4_6_6  r_le_6_4  -1.000000000000e+00
    w_6_4_7_7  w_le_s_6_4_7_7   1.000000000000e+00
    w_6_4_7_7  w_le_r_6_4_7_7   1.000000000000e+00
    w_6_4_7_7  w_ge_6_4_7_7   1.000000000000e+00
    w_6_4_7_7  r_ge_w_6_4_12  -1.000000000000e+00
    w_6_4_7_7  r_le_6_4  -1.000000000000e+00
    w_6_4_8_7  w_le_s_6_4_8_7   1.000000000000e+00
    w_6_4_8_7  w_le_r_6_4_8_7   1.000000000000e+00
    w_6_4_8_7  w_ge_6_4_8_7   1.000000000000e+00
    w_6_4_8_7  r_ge_w_6_4_13  -1.000000000000e+00
    w_6_4_8_7  r_le_6_4  -1.000000000000e+00
    w_6_4_9_6  w_le_s_6_4_9_6   1.000000000000e+00
    w_6_4_9_6  w_le_r_6_4_9_6   1.000000000000e+00
    w_6_4_9_6  w_ge_6_4_9_6   1.000000000000e+00
    w_6_4_9_6  r_ge_w_6_4_11  -1.000000000000e+00
    w_6_4_9_6  r_le_6_4  -1.000000000000e+00
    w_6_5_10_5  w_le_s_6_5_10_5   1.000000000000e+00
    w_6_5_10_5  w_le_r_6_5_10_5   1.000000000000e+00
    w_6_5_10_5  w_ge_6_5_10_5   1.000000000000e+00
    w_6_5_10_5  r_ge_w_6_5_9  -1.000000000000e+00
    w_6_5_10_5  r_le_6_5  -1.000000000000e+00
    w_6_5_11_4  w_le_s_6_5_11_4   1.000000000000e+00
    w_6_5_11_4  w_le_r_6_5_11_4   1.000000000000e+00
    w_6_5_11_4  w_ge_6_5_11_4   1.000000000000e+00
    w_6_5_11_4  r_ge_w_6_5_7  -1.000000000000e+00
    w_6_5_11_4  r_le_6_5  -1.000000000000e+00
    w_6_5_12_3  w_le_s_6_5_12_3   1.000000000000e+00
    w_6_5_12_3  w_le_r_6_5_12_3   1.000000000000e+00
    w_6_5_12_3  w_ge_6_5_12_3   1.000000000000e+00
    w_6_5_12_3  r_ge_w_6_5_5  -1.000000000000e+00
    w_6_5_12_3  r_le_6_5  -1.000000000000e+00
    w_6_5_13_2  w_le_s_6_5_13_2   1.000000000000e+00
    w_6_5_13_2  w_le_r_6_5_13_2   1.000000000000e+00
    w_6_5_13_2  w_ge_6_5_13_2   1.000000000000e+00
    w_6_5_13_2  r_ge_w_6_5_3  -1.000000000000e+00
    w_6_5_13_2  r_le_6_5  -1.000000000000e+00
    w_6_5_14_1  w_le_s_6_5_14_1   1.000000000000e+00
    w_6_5_14_1  w_le_r_6_5_14_1   1.000000000000e+00
    w_6_5_14_1  w_ge_6_5_14_1   1.000000000000e+00
    w_6_5_14_1  r_ge_w_6_5_1  -1.000000000000e+00
    w_6_5_14_1  r_le_6_5  -1.000000000000e+00
    w_6_5_1_1  w_le_s_6_5_1_1   1.000000000000e+00
    w_6_5_1_1  w_le_r_6_5_1_1   1.000000000000e+00
    w_6_5_1_1  w_ge_6_5_1_1   1.000000000000e+00
    w_6_5_1_1  r_ge_w_6_5_0  -1.000000000000e+00
    w_6_5_1_1  r_le_6_5  -1.000000000000e+00
    w_6_5_2_2  w_le_s_6_5_2_2   1.000000000000e+00
    w_6_5_2_2  w_le_r_6_5_2_2   1.000000000000e+00
    w_6_5_2_2  w_ge_6_5_2_2   1.000000000000e+00
    w_6_5_2_2  r_ge_w_6_5_2  -1.000000000000e+00
    w_6_5_2_2  r_le_6_5  -1.000000000000e+00
    w_6_5_3_3  w_le_s_6_5_3_3   1.000000000000e+00
    w_6_5_3_3  w_le_r_6_5_3_3   1.000000000000e+00
    w_6_5_3_3  w_ge_6_5_3_3   1.000000000000e+00
    w_6_5_3_3  r_ge_w_6_5_4  -1.000000000000e+00
    w_6_5_3_3  r_le_6_5  -1.000000000000e+00
    w_6_5_4_4  w_le_s_6_5_4_4   1.000000000000e+00
    w_6_5_4_4  w_le_r_6_5_4_4   1.000000000000e+00
    w_6_5_4_4  w_ge_6_5_4_4   1.000000000000e+00
    w_6_5_4_4  r_ge_w_6_5_6  -1.000000000000e+00
    w_6_5_4_4  r_le_6_5  -1.000000000000e+00
    w_6_5_5_5  w_le_s_6_5_5_5   1.000000000000e+00
    w_6_5_5_5  w_le_r_6_5_5_5   1.000000000000e+00
    w_6_5_5_5  w_ge_6_5_5_5   1.000000000000e+00
    w_6_5_5_5  r_ge_w_6_5_8  -1.000000000000e+00
    w_6_5_5_5  r_le_6_5  -1.000000000000e+00
    w_6_5_6_6  w_le_s_6_5_6_6   1.000000000000e+00
    w_6_5_6_6  w_le_r_6_5_6_6   1.000000000000e+00
    w_6_5_6_6  w_ge_6_5_6_6   1.000000000000e+00
    w_6_5_6_6  r_ge_w_6_5_10  -1.000000000000e+00
    w_6_5_6_6  r_le_6_5  -1.000000000000e+00
    w_6_5_7_7  w_le_s_6_5_7_7   1.000000000000e+00
    w_6_5_7_7  w_le_r_6_5_7_7   1.000000000000e+00
    w_6_5_7_7  w_ge_6_5_7_7   1.000000000000e+00
    w_6_5_7_7  r_ge_w_6_5_12  -1.000000000000e+00
    w_6_5_7_7  r_le_6_5  -1.000000000000e+00
    w_6_5_8_7  w_le_s_6_5_8_7   1.000000000000e+00
    w_6_5_8_7  w_le_r_6_5_8_7   1.000000000000e+00
    w_6_5_8_7  w_ge_6_5_8_7   1.000000000000e+00
    w_6_5_8_7  r_ge_w_6_5_13  -1.000000000000e+00
    w_6_5_8_7  r_le_6_5  -1.000000000000e+00
    w_6_5_9_6  w_le_s_6_5_9_6   1.000000000000e+00
    w_6_5_9_6  w_le_r_6_5_9_6   1.000000000000e+00
    w_6_5_9_6  w_ge_6_5_9_6   1.000000000000e+00
    w_6_5_9_6  r_ge_w_6_5_11  -1.000000000000e+00
    w_6_5_9_6  r_le_6_5  -1.000000000000e+00
    w_6_6_10_5  w_le_s_6_6_10_5   1.000000000000e+00
    w_6_6_10_5  w_le_r_6_6_10_5   1.000000000000e+00
    w_6_6_10_5  w_ge_6_6_10_5   1.000000000000e+00
    w_6_6_10_5  r_ge_w_6_6_9  -1.000000000000e+00
    w_6_6_10_5  r_le_6_6  -1.000000000000e+00
    w_6_6_11_4  w_le_s_6_6_11_4   1.000000000000e+00
    w_6_6_11_4  w_le_r_6_6_11_4   1.000000000000e+00
    w_6_6_11_4  w_ge_6_6_11_4   1.000000000000e+00
    w_6_6_11_4  r_ge_w_6_6_7  -1.000000000000e+00
    w_6_6_11_4  r_le_6_6  -1.000000000000e+00
    w_6_6_12_3  w_le_s_6_6_12_3   1.000000000000e+00
    w_6_6_12_3  w_le_r_6_6_12_3   1.000000000000e+00
    w_6_6_12_3  w_ge_6_6_12_3   1.000000000000e+00
    w_6_6_12_3  r_ge_w_6_6_5  -1.000000000000e+00
    w_6_6_12_3  r_le_6_6  -1.000000000000e+00
    w_6_6_13_2  w_le_s_6_6_13_2   1.000000000000e+00
    w_6_6_13_2  w_le_r_6_6_13_2   1.000000000000e+00
    w_6_6_13_2  w_ge_6_6_13_2   1.000000000000e+00
    w_6_6_13_2  r_ge_w_6_6_3  -1.000000000000e+00
    w_6_6_13_2  r_le_6_6  -1.000000000000e+00
    w_6_6_14_1  w_le_s_6_6_14_1   1.000000000000e+00
    w_6_6_14_1  w_le_r_6_6_14_1   1.000000000000e+00
    w_6_6_14_1  w_ge_6_6_14_1   1.000000000000e+00
    w_6_6_14_1  r_ge_w_6_6_1  -1.000000000000e+00
    w_6_6_14_1  r_le_6_6  -1.000000000000e+00
    w_6_6_1_1  w_le_s_6_6_1_1   1.000000000000e+00
    w_6_6_1_1  w_le_r_6_6_1_1   1.000000000000e+00
    w_6_6_1_1  w_ge_6_6_1_1   1.000000000000e+00
    w_6_6_1_1  r_ge_w_6_6_0  -1.000000000000e+00
    w_6_6_1_1  r_le_6_6  -1.000000000000e+00
    w_6_6_2_2  w_le_s_6_6_2_2   1.000000000000e+00
    w_6_6_2_2  w_le_r_6_6_2_2   1.000000000000e+00
    w_6_6_2_2  w_ge_6_6_2_2   1.000000000000e+00
    w_6_6_2_2  r_ge_w_6_6_2  -1.000000000000e+00
    w_6_6_2_2  r_le_6_6  -1.000000000000e+00
    w_6_6_3_3  w_le_s_6_6_3_3   1.000000000000e+00
    w_6_6_3_3  w_le_r_6_6_3_3   1.000000000000e+00
    w_6_6_3_3  w_ge_6_6_3_3   1.000000000000e+00
    w_6_6_3_3  r_ge_w_6_6_4  -1.000000000000e+00
    w_6_6_3_3  r_le_6_6  -1.000000000000e+00
    w_6_6_4_4  w_le_s_6_6_4_4   1.000000000000e+00
    w_6_6_4_4  w_le_r_6_6_4_4   1.000000000000e+00
    w_6_6_4_4  w_ge_6_6_4_4   1.000000000000e+00
    w_6_6_4_4  r_ge_w_6_6_6  -1.000000000000e+00
    w_6_6_4_4  r_le_6_6  -1.000000000000e+00
    w_6_6_5_5  w_le_s_6_6_5_5   1.000000000000e+00
    w_6_6_5_5  w_le_r_6_6_5_5   1.000000000000e+00
    w_6_6_5_5  w_ge_6_6_5_5   1.000000000000e+00
    w_6_6_5_5  r_ge_w_6_6_8  -1.000000000000e+00
    w_6_6_5_5  r_le_6_6  -1.000000000000e+00
    w_6_6_6_6  w_le_s_6_6_6_6   1.000000000000e+00
    w_6_6_6_6  w_le_r_6_6_6_6   1.000000000000e+00
    w_6_6_6_6  w_ge_6_6_6_6   1.000000000000e+00
    w_6_6_6_6  r_ge_w_6_6_10  -1.000000000000e+00
    w_6_6_6_6  r_le_6_6  -1.000000000000e+00
    w_6_6_7_7  w_le_s_6_6_7_7   1.000000000000e+00
    w_6_6_7_7  w_le_r_6_6_7_7   1.000000000000e+00
    w_6_6_7_7  w_ge_6_6_7_7   1.000000000000e+00
    w_6_6_7_7  r_ge_w_6_6_12  -1.000000000000e+00
    w_6_6_7_7  r_le_6_6  -1.000000000000e+00
    w_6_6_8_7  w_le_s_6_6_8_7   1.000000000000e+00
    w_6_6_8_7  w_le_r_6_6_8_7   1.000000000000e+00
    w_6_6_8_7  w_ge_6_6_8_7   1.000000000000e+00
    w_6_6_8_7  r_ge_w_6_6_13  -1.000000000000e+00
    w_6_6_8_7  r_le_6_6  -1.000000000000e+00
    w_6_6_9_6  w_le_s_6_6_9_6   1.000000000000e+00
    w_6_6_9_6  w_le_r_6_6_9_6   1.000000000000e+00
    w_6_6_9_6  w_ge_6_6_9_6   1.000000000000e+00
    w_6_6_9_6  r_ge_w_6_6_11  -1.000000000000e+00
    w_6_6_9_6  r_le_6_6  -1.000000000000e+00
    w_7_1_10_5  w_le_s_7_1_10_5   1.000000000000e+00
    w_7_1_10_5  w_le_r_7_1_10_5   1.000000000000e+00
    w_7_1_10_5  w_ge_7_1_10_5   1.000000000000e+00
    w_7_1_10_5  r_ge_w_7_1_9  -1.000000000000e+00
    w_7_1_10_5  r_le_7_1  -1.000000000000e+00
    w_7_1_11_4  w_le_s_7_1_11_4   1.000000000000e+00
    w_7_1_11_4  w_le_r_7_1_11_4   1.000000000000e+00
    w_7_1_11_4  w_ge_7_1_11_4   1.000000000000e+00
    w_7_1_11_4  r_ge_w_7_1_7  -1.000000000000e+00
    w_7_1_11_4  r_le_7_1  -1.000000000000e+00
    w_7_1_12_3  w_le_s_7_1_12_3   1.000000000000e+00
    w_7_1_12_3  w_le_r_7_1_12_3   1.000000000000e+00
    w_7_1_12_3  w_ge_7_1_12_3   1.000000000000e+00
    w_7_1_12_3  r_ge_w_7_1_5  -1.000000000000e+00
    w_7_1_12_3  r_le_7_1  -1.000000000000e+00
    w_7_1_13_2  w_le_s_7_1_13_2   1.000000000000e+00
    w_7_1_13_2  w_le_r_7_1_13_2   1.000000000000e+00
    w_7_1_13_2  w_ge_7_1_13_2   1.000000000000e+00
    w_7_1_13_2  r_ge_w_7_1_3  -1.000000000000e+00
    w_7_1_13_2  r_le_7_1  -1.000000000000e+00
    w_7_1_14_1  w_le_s_7_1_14_1   1.000000000000e+00
    w_7_1_14_1  w_le_r_7_1_14_1   1.000000000000e+00
    w_7_1_14_1  w_ge_7_1_14_1   1.000000000000e+00
    w_7_1_14_1  r_ge_w_7_1_1  -1.000000000000e+00
    w_7_1_14_1  r_le_7_1  -1.000000000000e+00
    w_7_1_1_1  w_le_s_7_1_1_1   1.000000000000e+00
    w_7_1_1_1  w_le_r_7_1_1_1   1.000000000000e+00
    w_7_1_1_1  w_ge_7_1_1_1   1.000000000000e+00
    w_7_1_1_1  r_ge_w_7_1_0  -1.000000000000e+00
    w_7_1_1_1  r_le_7_1  -1.000000000000e+00
    w_7_1_2_2  w_le_s_7_1_2_2   1.000000000000e+00
    w_7_1_2_2  w_le_r_7_1_2_2   1.000000000000e+00
    w_7_1_2_2  w_ge_7_1_2_2   1.000000000000e+00
    w_7_1_2_2  r_ge_w_7_1_2  -1.000000000000e+00
    w_7_1_2_2  r_le_7_1  -1.000000000000e+00
    w_7_1_3_3  w_le_s_7_1_3_3   1.000000000000e+00
    w_7_1_3_3  w_le_r_7_1_3_3   1.000000000000e+00
    w_7_1_3_3  w_ge_7_1_3_3   1.000000000000e+00
    w_7_1_3_3  r_ge_w_7_1_4  -1.000000000000e+00
    w_7_1_3_3  r_le_7_1  -1.000000000000e+00
    w_7_1_4_4  w_le_s_7_1_4_4   1.000000000000e+00
    w_7_1_4_4  w_le_r_7_1_4_4   1.000000000000e+00
    w_7_1_4_4  w_ge_7_1_4_4   1.000000000000e+00
    w_7_1_4_4  r_ge_w_7_1_6  -1.000000000000e+00
    w_7_1_4_4  r_le_7_1  -1.000000000000e+00
    w_7_1_5_5  w_le_s_7_1_5_5   1.000000000000e+00
    w_7_1_5_5  w_le_r_7_1_5_5   1.000000000000e+00
    w_7_1_5_5  w_ge_7_1_5_5   1.000000000000e+00
    w_7_1_5_5  r_ge_w_7_1_8  -1.000000000000e+00
    w_7_1_5_5  r_le_7_1  -1.000000000000e+00
    w_7_1_6_6  w_le_s_7_1_6_6   1.000000000000e+00
    w_7_1_6_6  w_le_r_7_1_6_6   1.000000000000e+00
    w_7_1_6_6  w_ge_7_1_6_6   1.000000000000e+00
    w_7_1_6_6  r_ge_w_7_1_10  -1.000000000000e+00
    w_7_1_6_6  r_le_7_1  -1.000000000000e+00
    w_7_1_7_7  w_le_s_7_1_7_7   1.000000000000e+00
    w_7_1_7_7  w_le_r_7_1_7_7   1.000000000000e+00
    w_7_1_7_7  w_ge_7_1_7_7   1.000000000000e+00
    w_7_1_7_7  r_ge_w_7_1_12  -1.000000000000e+00
    w_7_1_7_7  r_le_7_1  -1.000000000000e+00
    w_7_1_8_7  w_le_s_7_1_8_7   1.000000000000e+00
    w_7_1_8_7  w_le_r_7_1_8_7   1.000000000000e+00
    w_7_1_8_7  w_ge_7_1_8_7   1.000000000000e+00
    w_7_1_8_7  r_ge_w_7_1_13  -1.000000000000e+00
    w_7_1_8_7  r_le_7_1  -1.000000000000e+00
    w_7_1_9_6  w_le_s_7_1_9_6   1.000000000000e+00
    w_7_1_9_6  w_le_r_7_1_9_6   1.000000000000e+00
    w_7_1_9_6  w_ge_7_1_9_6   1.000000000000e+00
    w_7_1_9_6  r_ge_w_7_1_11  -1.000000000000e+00
    w_7_1_9_6  r_le_7_1  -1.000000000000e+00
    w_7_2_10_5  w_le_s_7_2_10_5   1.000000000000e+00
    w_7_2_10_5  w_le_r_7_2_10_5   1.000000000000e+00
    w_7_2_10_5  w_ge_7_2_10_5   1.000000000000e+00
    w_7_2_10_5  r_ge_w_7_2_9  -1.000000000000e+00
    w_7_2_10_5  r_le_7_2  -1.000000000000e+00
    w_7_2_11_4  w_le_s_7_2_11_4   1.000000000000e+00
    w_7_2_11_4  w_le_r_7_2_11_4   1.000000000000e+00
    w_7_2_11_4  w_ge_7_2_11_4   1.000000000000e+00
    w_7_2_11_4  r_ge_w_7_2_7  -1.000000000000e+00
    w_7_2_11_4  r_le_7_2  -1.000000000000e+00
    w_7_2_12_3  w_le_s_7_2_12_3   1.000000000000e+00
    w_7_2_12_3  w_le_r_7_2_12_3   1.000000000000e+00
    w_7_2_12_3  w_ge_7_2_12_3   1.000000000000e+00
    w_7_2_12_3  r_ge_w_7_2_5  -1.000000000000e+00
    w_7_2_12_3  r_le_7_2  -1.000000000000e+00
    w_7_2_13_2  w_le_s_7_2_13_2   1.000000000000e+00
    w_7_2_13_2  w_le_r_7_2_13_2   1.000000000000e+00
    w_7_2_13_2  w_ge_7_2_13_2   1.000000000000e+00
    w_7_2_13_2  r_ge_w_7_2_3  -1.000000000000e+00
    w_7_2_13_2  r_le_7_2  -1.000000000000e+00
    w_7_2_14_1  w_le_s_7_2_14_1   1.000000000000e+00
    w_7_2_14_1  w_le_r_7_2_14_1   1.000000000000e+00
    w_7_2_14_1  w_ge_7_2_14_1   1.000000000000e+00
    w_7_2_14_1  r_ge_w_7_2_1  -1.000000000000e+00
    w_7_2_14_1  r_le_7_2  -1.000000000000e+00
    w_7_2_1_1  w_le_s_7_2_1_1   1.000000000000e+00
    w_7_2_1_1  w_le_r_7_2_1_1   1.000000000000e+00
    w_7_2_1_1  w_ge_7_2_1_1   1.000000000000e+00
    w_7_2_1_1  r_ge_w_7_2_0  -1.000000000000e+00
    w_7_2_1_1  r_le_7_2  -1.000000000000e+00
    w_7_2_2_2  w_le_s_7_2_2_2   1.000000000000e+00
    w_7_2_2_2  w_le_r_7_2_2_2   1.000000000000e+00
    w_7_2_2_2  w_ge_7_2_2_2   1.000000000000e+00
    w_7_2_2_2  r_ge_w_7_2_2  -1.000000000000e+00
    w_7_2_2_2  r_le_7_2  -1.000000000000e+00
    w_7_2_3_3  w_le_s_7_2_3_3   1.000000000000e+00
    w_7_2_3_3  w_le_r_7_2_3_3   1.000000000000e+00
    w_7_2_3_3  w_ge_7_2_3_3   1.000000000000e+00
    w_7_2_3_3  r_ge_w_7_2_4  -1.000000000000e+00
    w_7_2_3_3  r_le_7_2  -1.000000000000e+00
    w_7_2_4_4  w_le_s_7_2_4_4   1.000000000000e+00
    w_7_2_4_4  w_le_r_7_2_4_4   1.000000000000e+00
    w_7_2_4_4  w_ge_7_2_4_4   1.000000000000e+00
    w_7_2_4_4  r_ge_w_7_2_6  -1.000000000000e+00
    w_7_2_4_4  r_le_7_2  -1.000000000000e+00
    w_7_2_5_5  w_le_s_7_2_5_5   1.000000000000e+00
    w_7_2_5_5  w_le_r_7_2_5_5   1.000000000000e+00
    w_7_2_5_5  w_ge_7_2_5_5   1.000000000000e+00
    w_7_2_5_5  r_ge_w_7_2_8  -1.000000000000e+00
    w_7_2_5_5  r_le_7_2  -1.000000000000e+00
    w_7_2_6_6  w_le_s_7_2_6_6   1.000000000000e+00
    w_7_2_6_6  w_le_r_7_2_6_6   1.000000000000e+00
    w_7_2_6_6  w_ge_7_2_6_6   1.000000000000e+00
    w_7_2_6_6  r_ge_w_7_2_10  -1.000000000000e+00
    w_7_2_6_6  r_le_7_2  -1.000000000000e+00
    w_7_2_7_7  w_le_s_7_2_7_7   1.000000000000e+00
    w_7_2_7_7  w_le_r_7_2_7_7   1.000000000000e+00
    w_7_2_7_7  w_ge_7_2_7_7   1.000000000000e+00
    w_7_2_7_7  r_ge_w_7_2_12  -1.000000000000e+00
    w_7_2_7_7  r_le_7_2  -1.000000000000e+00
    w_7_2_8_7  w_le_s_7_2_8_7   1.000000000000e+00
    w_7_2_8_7  w_le_r_7_2_8_7   1.000000000000e+00
    w_7_2_8_7  w_ge_7_2_8_7   1.000000000000e+00
    w_7_2_8_7  r_ge_w_7_2_13  -1.000000000000e+00
    w_7_2_8_7  r_le_7_2  -1.000000000000e+00
    w_7_2_9_6  w_le_s_7_2_9_6   1.000000000000e+00
    w_7_2_9_6  w_le_r_7_2_9_6   1.000000000000e+00
    w_7_2_9_6  w_ge_7_2_9_6   1.000000000000e+00
    w_7_2_9_6  r_ge_w_7_2_11  -1.000000000000e+00
    w_7_2_9_6  r_le_7_2  -1.000000000000e+00
    w_7_3_10_5  w_le_s_7_3_10_5   1.000000000000e+00
    w_7_3_10_5  w_le_r_7_3_10_5   1.000000000000e+00
    w_7_3_10_5  w_ge_7_3_10_5   1.000000000000e+00
    w_7_3_10_5  r_ge_w_7_3_9  -1.000000000000e+00
    w_7_3_10_5  r_le_7_3  -1.000000000000e+00
    w_7_3_11_4  w_le_s_7_3_11_4   1.000000000000e+00
    w_7_3_11_4  w_le_r_7_3_11_4   1.000000000000e+00
    w_7_3_11_4  w_ge_7_3_11_4   1.000000000000e+00
    w_7_3_11_4  r_ge_w_7_3_7  -1.000000000000e+00
    w_7_3_11_4  r_le_7_3  -1.000000000000e+00
    w_7_3_12_3  w_le_s_7_3_12_3   1.000000000000e+00
    w_7_3_12_3  w_le_r_7_3_12_3   1.000000000000e+00
    w_7_3_12_3  w_ge_7_3_12_3   1.000000000000e+00
    w_7_3_12_3  r_ge_w_7_3_5  -1.000000000000e+00
    w_7_3_12_3  r_le_7_3  -1.000000000000e+00
    w_7_3_13_2  w_le_s_7_3_13_2   1.000000000000e+00
    w_7_3_13_2  w_le_r_7_3_13_2   1.000000000000e+00
    w_7_3_13_2  w_ge_7_3_13_2   1.000000000000e+00
    w_7_3_13_2  r_ge_w_7_3_3  -1.000000000000e+00
    w_7_3_13_2  r_le_7_3  -1.000000000000e+00
    w_7_3_14_1  w_le_s_7_3_14_1   1.000000000000e+00
    w_7_3_14_1  w_le_r_7_3_14_1   1.000000000000e+00
    w_7_3_14_1  w_ge_7_3_14_1   1.000000000000e+00
    w_7_3_14_1  r_ge_w_7_3_1  -1.000000000000e+00
    w_7_3_14_1  r_le_7_3  -1.000000000000e+00
    w_7_3_1_1  w_le_s_7_3_1_1   1.000000000000e+00
    w_7_3_1_1  w_le_r_7_3_1_1   1.000000000000e+00
    w_7_3_1_1  w_ge_7_3_1_1   1.000000000000e+00
    w_7_3_1_1  r_ge_w_7_3_0  -1.000000000000e+00
    w_7_3_1_1  r_le_7_3  -1.000000000000e+00
    w_7_3_2_2  w_le_s_7_3_2_2   1.000000000000e+00
    w_7_3_2_2  w_le_r_7_3_2_2   1.000000000000e+00
    w_7_3_2_2  w_ge_7_3_2_2   1.000000000000e+00
    w_7_3_2_2  r_ge_w_7_3_2  -1.000000000000e+00
    w_7_3_2_2  r_le_7_3  -1.000000000000e+00
    w_7_3_3_3  w_le_s_7_3_3_3   1.000000000000e+00
    w_7_3_3_3  w_le_r_7_3_3_3   1.000000000000e+00
    w_7_3_3_3  w_ge_7_3_3_3   1.000000000000e+00
    w_7_3_3_3  r_ge_w_7_3_4  -1.000000000000e+00
    w_7_3_3_3  r_le_7_3  -1.000000000000e+00
    w_7_3_4_4  w_le_s_7_3_4_4   1.000000000000e+00
    w_7_3_4_4  w_le_r_7_3_4_4   1.000000000000e+00
    w_7_3_4_4  w_ge_7_3_4_4   1.000000000000e+00
    w_7_3_4_4  r_ge_w_7_3_6  -1.000000000000e+00
    w_7_3_4_4  r_le_7_3  -1.000000000000e+00
    w_7_3_5_5  w_le_s_7_3_5_5   1.000000000000e+00
    w_7_3_5_5  w_le_r_7_3_5_5   1.000000000000e+00
    w_7_3_5_5  w_ge_7_3_5_5   1.000000000000e+00
    w_7_3_5_5  r_ge_w_7_3_8  -1.000000000000e+00
    w_7_3_5_5  r_le_7_3  -1.000000000000e+00
    w_7_3_6_6  w_le_s_7_3_6_6   1.000000000000e+00
    w_7_3_6_6  w_le_r_7_3_6_6   1.000000000000e+00
    w_7_3_6_6  w_ge_7_3_6_6   1.000000000000e+00
    w_7_3_6_6  r_ge_w_7_3_10  -1.000000000000e+00
    w_7_3_6_6  r_le_7_3  -1.000000000000e+00
    w_7_3_7_7  w_le_s_7_3_7_7   1.000000000000e+00
    w_7_3_7_7  w_le_r_7_3_7_7   1.000000000000e+00
    w_7_3_7_7  w_ge_7_3_7_7   1.000000000000e+00
    w_7_3_7_7  r_ge_w_7_3_12  -1.000000000000e+00
    w_7_3_7_7  r_le_7_3  -1.000000000000e+00
    w_7_3_8_7  w_le_s_7_3_8_7   1.000000000000e+00
    w_7_3_8_7  w_le_r_7_3_8_7   1.000000000000e+00
    w_7_3_8_7  w_ge_7_3_8_7   1.000000000000e+00
    w_7_3_8_7  r_ge_w_7_3_13  -1.000000000000e+00
    w_7_3_8_7  r_le_7_3  -1.000000000000e+00
    w_7_3_9_6  w_le_s_7_3_9_6   1.000000000000e+00
    w_7_3_9_6  w_le_r_7_3_9_6   1.000000000000e+00
    w_7_3_9_6  w_ge_7_3_9_6   1.000000000000e+00
    w_7_3_9_6  r_ge_w_7_3_11  -1.000000000000e+00
    w_7_3_9_6  r_le_7_3  -1.000000000000e+00
    w_7_4_10_5  w_le_s_7_4_10_5   1.000000000000e+00
    w_7_4_10_5  w_le_r_7_4_10_5   1.000000000000e+00
    w_7_4_10_5  w_ge_7_4_10_5   1.000000000000e+00
    w_7_4_10_5  r_ge_w_7_4_9  -1.000000000000e+00
    w_7_4_10_5  r_le_7_4  -1.000000000000e+00
    w_7_4_11_4  w_le_s_7_4_11_4   1.000000000000e+00
    w_7_4_11_4  w_le_r_7_4_11_4   1.000000000000e+00
    w_7_4_11_4  w_ge_7_4_11_4   1.000000000000e+00
    w_7_4_11_4  r_ge_w_7_4_7  -1.000000000000e+00
    w_7_4_11_4  r_le_7_4  -1.000000000000e+00
    w_7_4_12_3  w_le_s_7_4_12_3   1.000000000000e+00
    w_7_4_12_3  w_le_r_7_4_12_3   1.000000000000e+00
    w_7_4_12_3  w_ge_7_4_12_3   1.000000000000e+00
    w_7_4_12_3  r_ge_w_7_4_5  -1.000000000000e+00
    w_7_4_12_3  r_le_7_4  -1.000000000000e+00
    w_7_4_13_2  w_le_s_7_4_13_2   1.000000000000e+00
    w_7_4_13_2  w_le_r_7_4_13_2   1.000000000000e+00
    w_7_4_13_2  w_ge_7_4_13_2   1.000000000000e+00
    w_7_4_13_2  r_ge_w_7_4_3  -1.000000000000e+00
    w_7_4_13_2  r_le_7_4  -1.000000000000e+00
    w_7_4_14_1  w_le_s_7_4_14_1   1.000000000000e+00
    w_7_4_14_1  w_le_r_7_4_14_1   1.000000000000e+00
    w_7_4_14_1  w_ge_7_4_14_1   1.000000000000e+00
    w_7_4_14_1  r_ge_w_7_4_1  -1.000000000000e+00
    w_7_4_14_1  r_le_7_4  -1.000000000000e+00
    w_7_4_1_1  w_le_s_7_4_1_1   1.000000000000e+00
    w_7_4_1_1  w_le_r_7_4_1_1   1.000000000000e+00
    w_7_4_1_1  w_ge_7_4_1_1   1.000000000000e+00
    w_7_4_1_1  r_ge_w_7_4_0  -1.000000000000e+00
    w_7_4_1_1  r_le_7_4  -1.000000000000e+00
    w_7_4_2_2  w_le_s_7_4_2_2   1.000000000000e+00
    w_7_4_2_2  w_le_r_7_4_2_2   1.000000000000e+00
    w_7_4_2_2  w_ge_7_4_2_2   1.000000000000e+00
    w_7_4_2_2  r_ge_w_7_4_2  -1.000000000000e+00
    w_7_4_2_2  r_le_7_4  -1.000000000000e+00
    w_7_4_3_3  w_le_s_7_4_3_3   1.000000000000e+00
    w_7_4_3_3  w_le_r_7_4_3_3   1.000000000000e+00
    w_7_4_3_3  w_ge_7_4_3_3   1.000000000000e+00
    w_7_4_3_3  r_ge_w_7_4_4  -1.000000000000e+00
    w_7_4_3_3  r_le_7_4  -1.000000000000e+00
    w_7_4_4_4  w_le_s_7_4_4_4   1.000000000000e+00
    w_7_4_4_4  w_le_r_7_4_4_4   1.000000000000e+00
    w_7_4_4_4  w_ge_7_4_4_4   1.000000000000e+00
    w_7_4_4_4  r_ge_w_7_4_6  -1.000000000000e+00
    w_7_4_4_4  r_le_7_4  -1.000000000000e+00
    w_7_4_5_5  w_le_s_7_4_5_5   1.000000000000e+00
    w_7_4_5_5  w_le_r_7_4_5_5   1.000000000000e+00
    w_7_4_5_5  w_ge_7_4_5_5   1.000000000000e+00
    w_7_4_5_5  r_ge_w_7_4_8  -1.000000000000e+00
    w_7_4_5_5  r_le_7_4  -1.000000000000e+00
    w_7_4_6_6  w_le_s_7_4_6_6   1.000000000000e+00
    w_7_4_6_6  w_le_r_7_4_6_6   1.000000000000e+00
    w_7_4_6_6  w_ge_7_4_6_6   1.000000000000e+00
    w_7_4_6_6  r_ge_w_7_4_10  -1.000000000000e+00
    w_7_4_6_6  r_le_7_4  -1.000000000000e+00
    w_7_4_7_7  w_le_s_7_4_7_7   1.000000000000e+00
    w_7_4_7_7  w_le_r_7_4_7_7   1.000000000000e+00
    w_7_4_7_7  w_ge_7_4_7_7   1.000000000000e+00
    w_7_4_7_7  r_ge_w_7_4_12  -1.000000000000e+00
    w_7_4_7_7  r_le_7_4  -1.000000000000e+00
    w_7_4_8_7  w_le_s_7_4_8_7   1.000000000000e+00
    w_7_4_8_7  w_le_r_7_4_8_7   1.000000000000e+00
    w_7_4_8_7  w_ge_7_4_8_7   1.000000000000e+00
    w_7_4_8_7  r_ge_w_7_4_13  -1.000000000000e+00
    w_7_4_8_7  r_le_7_4  -1.000000000000e+00
    w_7_4_9_6  w_le_s_7_4_9_6   1.000000000000e+00
    w_7_4_9_6  w_le_r_7_4_9_6   1.000000000000e+00
    w_7_4_9_6  w_ge_7_4_9_6   1.000000000000e+00
    w_7_4_9_6  r_ge_w_7_4_11  -1.000000000000e+00
    w_7_4_9_6  r_le_7_4  -1.000000000000e+00
    w_7_5_10_5  w_le_s_7_5_10_5   1.000000000000e+00
    w_7_5_10_5  w_le_r_7_5_10_5   1.000000000000e+00
    w_7_5_10_5  w_ge_7_5_10_5   1.000000000000e+00
    w_7_5_10_5  r_ge_w_7_5_9  -1.000000000000e+00
    w_7_5_10_5  r_le_7_5  -1.000000000000e+00
    w_7_5_11_4  w_le_s_7_5_11_4   1.000000000000e+00
    w_7_5_11_4  w_le_r_7_5_11_4   1.000000000000e+00
    w_7_5_11_4  w_ge_7_5_11_4   1.000000000000e+00
    w_7_5_11_4  r_ge_w_7_5_7  -1.000000000000e+00
    w_7_5_11_4  r_le_7_5  -1.000000000000e+00
    w_7_5_12_3  w_le_s_7_5_12_3   1.000000000000e+00
    w_7_5_12_3  w_le_r_7_5_12_3   1.000000000000e+00
    w_7_5_12_3  w_ge_7_5_12_3   1.000000000000e+00
    w_7_5_12_3  r_ge_w_7_5_5  -1.000000000000e+00
    w_7_5_12_3  r_le_7_5  -1.000000000000e+00
    w_7_5_13_2  w_le_s_7_5_13_2   1.000000000000e+00
    w_7_5_13_2  w_le_r_7_5_13_2   1.000000000000e+00
    w_7_5_13_2  w_ge_7_5_13_2   1.000000000000e+00
    w_7_5_13_2  r_ge_w_7_5_3  -1.000000000000e+00
    w_7_5_13_2  r_le_7_5  -1.000000000000e+00
    w_7_5_14_1  w_le_s_7_5_14_1   1.000000000000e+00
    w_7_5_14_1  w_le_r_7_5_14_1   1.000000000000e+00
    w_7_5_14_1  w_ge_7_5_14_1   1.000000000000e+00
    w_7_5_14_1  r_ge_w_7_5_1  -1.000000000000e+00
    w_7_5_14_1  r_le_7_5  -1.000000000000e+00
    w_7_5_1_1  w_le_s_7_5_1_1   1.000000000000e+00
    w_7_5_1_1  w_le_r_7_5_1_1   1.000000000000e+00
    w_7_5_1_1  w_ge_7_5_1_1   1.000000000000e+00
    w_7_5_1_1  r_ge_w_7_5_0  -1.000000000000e+00
    w_7_5_1_1  r_le_7_5  -1.000000000000e+00
    w_7_5_2_2  w_le_s_7_5_2_2   1.000000000000e+00
    w_7_5_2_2  w_le_r_7_5_2_2   1.000000000000e+00
    w_7_5_2_2  w_ge_7_5_2_2   1.000000000000e+00
    w_7_5_2_2  r_ge_w_7_5_2  -1.000000000000e+00
    w_7_5_2_2  r_le_7_5  -1.000000000000e+00
    w_7_5_3_3  w_le_s_7_5_3_3   1.000000000000e+00
    w_7_5_3_3  w_le_r_7_5_3_3   1.000000000000e+00
    w_7_5_3_3  w_ge_7_5_3_3   1.000000000000e+00
    w_7_5_3_3  r_ge_w_7_5_4  -1.000000000000e+00
    w_7_5_3_3  r_le_7_5  -1.000000000000e+00
    w_7_5_4_4  w_le_s_7_5_4_4   1.000000000000e+00
    w_7_5_4_4  w_le_r_7_5_4_4   1.000000000000e+00
    w_7_5_4_4  w_ge_7_5_4_4   1.000000000000e+00
    w_7_5_4_4  r_ge_w_7_5_6  -1.000000000000e+00
    w_7_5_4_4  r_le_7_5  -1.000000000000e+00
    w_7_5_5_5  w_le_s_7_5_5_5   1.000000000000e+00
    w_7_5_5_5  w_le_r_7_5_5_5   1.000000000000e+00
    w_7_5_5_5  w_ge_7_5_5_5   1.000000000000e+00
    w_7_5_5_5  r_ge_w_7_5_8  -1.000000000000e+00
    w_7_5_5_5  r_le_7_5  -1.000000000000e+00
    w_7_5_6_6  w_le_s_7_5_6_6   1.000000000000e+00
    w_7_5_6_6  w_le_r_7_5_6_6   1.000000000000e+00
    w_7_5_6_6  w_ge_7_5_6_6   1.000000000000e+00
    w_7_5_6_6  r_ge_w_7_5_10  -1.000000000000e+00
    w_7_5_6_6  r_le_7_5  -1.000000000000e+00
    w_7_5_7_7  w_le_s_7_5_7_7   1.000000000000e+00
    w_7_5_7_7  w_le_r_7_5_7_7   1.000000000000e+00
    w_7_5_7_7  w_ge_7_5_7_7   1.000000000000e+00
    w_7_5_7_7  r_ge_w_7_5_12  -1.000000000000e+00
    w_7_5_7_7  r_le_7_5  -1.000000000000e+00
    w_7_5_8_7  w_le_s_7_5_8_7   1.000000000000e+00
    w_7_5_8_7  w_le_r_7_5_8_7   1.000000000000e+00
    w_7_5_8_7  w_ge_7_5_8_7   1.000000000000e+00
    w_7_5_8_7  r_ge_w_7_5_13  -1.000000000000e+00
    w_7_5_8_7  r_le_7_5  -1.000000000000e+00
    w_7_5_9_6  w_le_s_7_5_9_6   1.000000000000e+00
    w_7_5_9_6  w_le_r_7_5_9_6   1.000000000000e+00
    w_7_5_9_6  w_ge_7_5_9_6   1.000000000000e+00
    w_7_5_9_6  r_ge_w_7_5_11  -1.000000000000e+00
    w_7_5_9_6  r_le_7_5  -1.000000000000e+00
    w_7_6_10_5  w_le_s_7_6_10_5   1.000000000000e+00
    w_7_6_10_5  w_le_r_7_6_10_5   1.000000000000e+00
    w_7_6_10_5  w_ge_7_6_10_5   1.000000000000e+00
    w_7_6_10_5  r_ge_w_7_6_9  -1.000000000000e+00
    w_7_6_10_5  r_le_7_6  -1.000000000000e+00
    w_7_6_11_4  w_le_s_7_6_11_4   1.000000000000e+00
    w_7_6_11_4  w_le_r_7_6_11_4   1.000000000000e+00
    w_7_6_11_4  w_ge_7_6_11_4   1.000000000000e+00
    w_7_6_11_4  r_ge_w_7_6_7  -1.000000000000e+00
    w_7_6_11_4  r_le_7_6  -1.000000000000e+00
    w_7_6_12_3  w_le_s_7_6_12_3   1.000000000000e+00
    w_7_6_12_3  w_le_r_7_6_12_3   1.000000000000e+00
    w_7_6_12_3  w_ge_7_6_12_3   1.000000000000e+00
    w_7_6_12_3  r_ge_w_7_6_5  -1.000000000000e+00
    w_7_6_12_3  r_le_7_6  -1.000000000000e+00
    w_7_6_13_2  w_le_s_7_6_13_2   1.000000000000e+00
    w_7_6_13_2  w_le_r_7_6_13_2   1.000000000000e+00
    w_7_6_13_2  w_ge_7_6_13_2   1.000000000000e+00
    w_7_6_13_2  r_ge_w_7_6_3  -1.000000000000e+00
    w_7_6_13_2  r_le_7_6  -1.000000000000e+00
    w_7_6_14_1  w_le_s_7_6_14_1   1.000000000000e+00
    w_7_6_14_1  w_le_r_7_6_14_1   1.000000000000e+00
    w_7_6_14_1  w_ge_7_6_14_1   1.000000000000e+00
    w_7_6_14_1  r_ge_w_7_6_1  -1.000000000000e+00
    w_7_6_14_1  r_le_7_6  -1.000000000000e+00
    w_7_6_1_1  w_le_s_7_6_1_1   1.000000000000e+00
    w_7_6_1_1  w_le_r_7_6_1_1   1.000000000000e+00
    w_7_6_1_1  w_ge_7_6_1_1   1.000000000000e+00
    w_7_6_1_1  r_ge_w_7_6_0  -1.000000000000e+00
    w_7_6_1_1  r_le_7_6  -1.000000000000e+00
    w_7_6_2_2  w_le_s_7_6_2_2   1.000000000000e+00
    w_7_6_2_2  w_le_r_7_6_2_2   1.000000000000e+00
    w_7_6_2_2  w_ge_7_6_2_2   1.000000000000e+00
    w_7_6_2_2  r_ge_w_7_6_2  -1.000000000000e+00
    w_7_6_2_2  r_le_7_6  -1.000000000000e+00
    w_7_6_3_3  w_le_s_7_6_3_3   1.000000000000e+00
    w_7_6_3_3  w_le_r_7_6_3_3   1.000000000000e+00
    w_7_6_3_3  w_ge_7_6_3_3   1.000000000000e+00
    w_7_6_3_3  r_ge_w_7_6_4  -1.000000000000e+00
    w_7_6_3_3  r_le_7_6  -1.000000000000e+00
    w_7_6_4_4  w_le_s_7_6_4_4   1.000000000000e+00
    w_7_6_4_4  w_le_r_7_6_4_4   1.000000000000e+00
    w_7_6_4_4  w_ge_7_6_4_4   1.000000000000e+00
    w_7_6_4_4  r_ge_w_7_6_6  -1.000000000000e+00
    w_7_6_4_4  r_le_7_6  -1.000000000000e+00
    w_7_6_5_5  w_le_s_7_6_5_5   1.000000000000e+00
    w_7_6_5_5  w_le_r_7_6_5_5   1.000000000000e+00
    w_7_6_5_5  w_ge_7_6_5_5   1.000000000000e+00
    w_7_6_5_5  r_ge_w_7_6_8  -1.000000000000e+00
    w_7_6_5_5  r_le_7_6  -1.000000000000e+00
    w_7_6_6_6  w_le_s_7_6_6_6   1.000000000000e+00
    w_7_6_6_6  w_le_r_7_6_6_6   1.000000000000e+00
    w_7_6_6_6  w_ge_7_6_6_6   1.000000000000e+00
    w_7_6_6_6  r_ge_w_7_6_10  -1.000000000000e+00
    w_7_6_6_6  r_le_7_6  -1.000000000000e+00
    w_7_6_7_7  w_le_s_7_6_7_7   1.000000000000e+00
    w_7_6_7_7  w_le_r_7_6_7_7   1.000000000000e+00
    w_7_6_7_7  w_ge_7_6_7_7   1.000000000000e+00
    w_7_6_7_7  r_ge_w_7_6_12  -1.000000000000e+00
    w_7_6_7_7  r_le_7_6  -1.000000000000e+00
    w_7_6_8_7  w_le_s_7_6_8_7   1.000000000000e+00
    w_7_6_8_7  w_le_r_7_6_8_7   1.000000000000e+00
    w_7_6_8_7  w_ge_7_6_8_7   1.000000000000e+00
    w_7_6_8_7  r_ge_w_7_6_13  -1.000000000000e+00
    w_7_6_8_7  r_le_7_6  -1.000000000000e+00
    w_7_6_9_6  w_le_s_7_6_9_6   1.000000000000e+00
    w_7_6_9_6  w_le_r_7_6_9_6   1.000000000000e+00
    w_7_6_9_6  w_ge_7_6_9_6   1.000000000000e+00
    w_7_6_9_6  r_ge_w_7_6_11  -1.000000000000e+00
    w_7_6_9_6  r_le_7_6  -1.000000000000e+00
RHS
    RHS       OBJ  -38.158536585365844
    RHS       strides_count   2.000000000000e+00
    RHS       w_le_s_1_1_1_1   0.000000000000e+00
    RHS       w_le_r_1_1_1_1   1.000000000000e+00
    RHS       w_ge_1_1_1_1   0.000000000000e+00
    RHS       w_le_s_1_1_14_1   0.000000000000e+00
    RHS       w_le_r_1_1_14_1   0.000000000000e+00
    RHS       w_ge_1_1_14_1  -1.000000000000e+00
    RHS       w_le_s_1_1_2_2   0.000000000000e+00
    RHS       w_le_r_1_1_2_2   0.000000000000e+00
    RHS       w_ge_1_1_2_2  -1.000000000000e+00
    RHS       w_le_s_1_1_13_2   0.000000000000e+00
    RHS       w_le_r_1_1_13_2   0.000000000000e+00
    RHS       w_ge_1_1_13_2  -1.000000000000e+00
    RHS       w_le_s_1_1_3_3   0.000000000000e+00
    RHS       w_le_r_1_1_3_3   0.000000000000e+00
    RHS       w_ge_1_1_3_3  -1.000000000000e+00
    RHS       w_le_s_1_1_12_3   0.000000000000e+00
    RHS       w_le_r_1_1_12_3   0.000000000000e+00
    RHS       w_ge_1_1_12_3  -1.000000000000e+00
    RHS       w_le_s_1_1_4_4   0.000000000000e+00
    RHS       w_le_r_1_1_4_4   0.000000000000e+00
    RHS       w_ge_1_1_4_4  -1.000000000000e+00
    RHS       w_le_s_1_1_11_4   0.000000000000e+00
    RHS       w_le_r_1_1_11_4   0.000000000000e+00
    RHS       w_ge_1_1_11_4  -1.000000000000e+00
    RHS       w_le_s_1_1_5_5   0.000000000000e+00
    RHS       w_le_r_1_1_5_5   0.000000000000e+00
    RHS       w_ge_1_1_5_5  -1.000000000000e+00
    RHS       w_le_s_1_1_10_5   0.000000000000e+00
    RHS       w_le_r_1_1_10_5   0.000000000000e+00
    RHS       w_ge_1_1_10_5  -1.000000000000e+00
    RHS       w_le_s_1_1_6_6   0.000000000000e+00
    RHS       w_le_r_1_1_6_6   0.000000000000e+00
    RHS       w_ge_1_1_6_6  -1.000000000000e+00
    RHS       w_le_s_1_1_9_6   0.000000000000e+00
    RHS       w_le_r_1_1_9_6   0.000000000000e+00
    RHS       w_ge_1_1_9_6  -1.000000000000e+00
    RHS       w_le_s_1_1_7_7   0.000000000000e+00
    RHS       w_le_r_1_1_7_7   0.000000000000e+00
    RHS       w_ge_1_1_7_7  -1.000000000000e+00
    RHS       w_le_s_1_1_8_7   0.000000000000e+00
    RHS       w_le_r_1_1_8_7   0.000000000000e+00
    RHS       w_ge_1_1_8_7  -1.000000000000e+00
    RHS       w_le_s_2_1_1_1   0.000000000000e+00
    RHS       w_le_r_2_1_1_1   0.000000000000e+00
    RHS       w_ge_2_1_1_1  -1.000000000000e+00
    RHS       w_le_s_2_1_14_1   0.000000000000e+00
    RHS       w_le_r_2_1_14_1   0.000000000000e+00
    RHS       w_ge_2_1_14_1  -1.000000000000e+00
    RHS       w_le_s_2_1_2_2   0.000000000000e+00
    RHS       w_le_r_2_1_2_2   1.000000000000e+00
    RHS       w_ge_2_1_2_2   0.000000000000e+00
    RHS       w_le_s_2_1_13_2   0.000000000000e+00
    RHS       w_le_r_2_1_13_2   0.000000000000e+00
    RHS       w_ge_2_1_13_2  -1.000000000000e+00
    RHS       w_le_s_2_1_3_3   0.000000000000e+00
    RHS       w_le_r_2_1_3_3   0.000000000000e+00
    RHS       w_ge_2_1_3_3  -1.000000000000e+00
    RHS       w_le_s_2_1_12_3   0.000000000000e+00
    RHS       w_le_r_2_1_12_3   0.000000000000e+00
    RHS       w_ge_2_1_12_3  -1.000000000000e+00
    RHS       w_le_s_2_1_4_4   0.000000000000e+00
    RHS       w_le_r_2_1_4_4   0.000000000000e+00
    RHS       w_ge_2_1_4_4  -1.000000000000e+00
    RHS       w_le_s_2_1_11_4   0.000000000000e+00
    RHS       w_le_r_2_1_11_4   0.000000000000e+00
    RHS       w_ge_2_1_11_4  -1.000000000000e+00
    RHS       w_le_s_2_1_5_5   0.000000000000e+00
    RHS       w_le_r_2_1_5_5   0.000000000000e+00
    RHS       w_ge_2_1_5_5  -1.000000000000e+00
    RHS       w_le_s_2_1_10_5   0.000000000000e+00
    RHS       w_le_r_2_1_10_5   0.000000000000e+00
    RHS       w_ge_2_1_10_5  -1.000000000000e+00
    RHS       w_le_s_2_1_6_6   0.000000000000e+00
    RHS       w_le_r_2_1_6_6   0.000000000000e+00
    RHS       w_ge_2_1_6_6  -1.000000000000e+00
    RHS       w_le_s_2_1_9_6   0.000000000000e+00
    RHS       w_le_r_2_1_9_6   0.000000000000e+00
    RHS       w_ge_2_1_9_6  -1.000000000000e+00
    RHS       w_le_s_2_1_7_7   0.000000000000e+00
    RHS       w_le_r_2_1_7_7   0.000000000000e+00
    RHS       w_ge_2_1_7_7  -1.000000000000e+00
    RHS       w_le_s_2_1_8_7   0.000000000000e+00
    RHS       w_le_r_2_1_8_7   0.000000000000e+00
    RHS       w_ge_2_1_8_7  -1.000000000000e+00
    RHS       w_le_s_3_1_1_1   0.000000000000e+00
    RHS       w_le_r_3_1_1_1   0.000000000000e+00
    RHS       w_ge_3_1_1_1  -1.000000000000e+00
    RHS       w_le_s_3_1_14_1   0.000000000000e+00
    RHS       w_le_r_3_1_14_1   0.000000000000e+00
    RHS       w_ge_3_1_14_1  -1.000000000000e+00
    RHS       w_le_s_3_1_2_2   0.000000000000e+00
    RHS       w_le_r_3_1_2_2   0.000000000000e+00
    RHS       w_ge_3_1_2_2  -1.000000000000e+00
    RHS       w_le_s_3_1_13_2   0.000000000000e+00
    RHS       w_le_r_3_1_13_2   0.000000000000e+00
    RHS       w_ge_3_1_13_2  -1.000000000000e+00
    RHS       w_le_s_3_1_3_3   0.000000000000e+00
    RHS       w_le_r_3_1_3_3   1.000000000000e+00
    RHS       w_ge_3_1_3_3   0.000000000000e+00
    RHS       w_le_s_3_1_12_3   0.000000000000e+00
    RHS       w_le_r_3_1_12_3   0.000000000000e+00
    RHS       w_ge_3_1_12_3  -1.000000000000e+00
    RHS       w_le_s_3_1_4_4   0.000000000000e+00
    RHS       w_le_r_3_1_4_4   0.000000000000e+00
    RHS       w_ge_3_1_4_4  -1.000000000000e+00
    RHS       w_le_s_3_1_11_4   0.000000000000e+00
    RHS       w_le_r_3_1_11_4   0.000000000000e+00
    RHS       w_ge_3_1_11_4  -1.000000000000e+00
    RHS       w_le_s_3_1_5_5   0.000000000000e+00
    RHS       w_le_r_3_1_5_5   0.000000000000e+00
    RHS       w_ge_3_1_5_5  -1.000000000000e+00
    RHS       w_le_s_3_1_10_5   0.000000000000e+00
    RHS       w_le_r_3_1_10_5   0.000000000000e+00
    RHS       w_ge_3_1_10_5  -1.000000000000e+00
    RHS       w_le_s_3_1_6_6   0.000000000000e+00
    RHS       w_le_r_3_1_6_6   0.000000000000e+00
    RHS       w_ge_3_1_6_6  -1.000000000000e+00
    RHS       w_le_s_3_1_9_6   0.000000000000e+00
    RHS       w_le_r_3_1_9_6   0.000000000000e+00
    RHS       w_ge_3_1_9_6  -1.000000000000e+00
    RHS       w_le_s_3_1_7_7   0.000000000000e+00
    RHS       w_le_r_3_1_7_7   0.000000000000e+00
    RHS       w_ge_3_1_7_7  -1.000000000000e+00
    RHS       w_le_s_3_1_8_7   0.000000000000e+00
    RHS       w_le_r_3_1_8_7   0.000000000000e+00
    RHS       w_ge_3_1_8_7  -1.000000000000e+00
    RHS       w_le_s_4_1_1_1   0.000000000000e+00
    RHS       w_le_r_4_1_1_1   0.000000000000e+00
    RHS       w_ge_4_1_1_1  -1.000000000000e+00
    RHS       w_le_s_4_1_14_1   0.000000000000e+00
    RHS       w_le_r_4_1_14_1   0.000000000000e+00
    RHS       w_ge_4_1_14_1  -1.000000000000e+00
    RHS       w_le_s_4_1_2_2   0.000000000000e+00
    RHS       w_le_r_4_1_2_2   0.000000000000e+00
    RHS       w_ge_4_1_2_2  -1.000000000000e+00
    RHS       w_le_s_4_1_13_2   0.000000000000e+00
    RHS       w_le_r_4_1_13_2   0.000000000000e+00
    RHS       w_ge_4_1_13_2  -1.000000000000e+00
    RHS       w_le_s_4_1_3_3   0.000000000000e+00
    RHS       w_le_r_4_1_3_3   0.000000000000e+00
    RHS       w_ge_4_1_3_3  -1.000000000000e+00
    RHS       w_le_s_4_1_12_3   0.000000000000e+00
    RHS       w_le_r_4_1_12_3   0.000000000000e+00
    RHS       w_ge_4_1_12_3  -1.000000000000e+00
    RHS       w_le_s_4_1_4_4   0.000000000000e+00
    RHS       w_le_r_4_1_4_4   1.000000000000e+00
    RHS       w_ge_4_1_4_4   0.000000000000e+00
    RHS       w_le_s_4_1_11_4   0.000000000000e+00
    RHS       w_le_r_4_1_11_4   0.000000000000e+00
    RHS       w_ge_4_1_11_4  -1.000000000000e+00
    RHS       w_le_s_4_1_5_5   0.000000000000e+00
    RHS       w_le_r_4_1_5_5   0.000000000000e+00
    RHS       w_ge_4_1_5_5  -1.000000000000e+00
    RHS       w_le_s_4_1_10_5   0.000000000000e+00
    RHS       w_le_r_4_1_10_5   0.000000000000e+00
    RHS       w_ge_4_1_10_5  -1.000000000000e+00
    RHS       w_le_s_4_1_6_6   0.000000000000e+00
    RHS       w_le_r_4_1_6_6   0.000000000000e+00
    RHS       w_ge_4_1_6_6  -1.000000000000e+00
    RHS       w_le_s_4_1_9_6   0.000000000000e+00
    RHS       w_le_r_4_1_9_6   0.000000000000e+00
    RHS       w_ge_4_1_9_6  -1.000000000000e+00
    RHS       w_le_s_4_1_7_7   0.000000000000e+00
    RHS       w_le_r_4_1_7_7   0.000000000000e+00
    RHS       w_ge_4_1_7_7  -1.000000000000e+00
    RHS       w_le_s_4_1_8_7   0.000000000000e+00
    RHS       w_le_r_4_1_8_7   0.000000000000e+00
    RHS       w_ge_4_1_8_7  -1.000000000000e+00
    RHS       w_le_s_5_1_1_1   0.000000000000e+00
    RHS       w_le_r_5_1_1_1   0.000000000000e+00
    RHS       w_ge_5_1_1_1  -1.000000000000e+00
    RHS       w_le_s_5_1_14_1   0.000000000000e+00
    RHS       w_le_r_5_1_14_1   0.000000000000e+00
    RHS       w_ge_5_1_14_1  -1.000000000000e+00
    RHS       w_le_s_5_1_2_2   0.000000000000e+00
    RHS       w_le_r_5_1_2_2   0.000000000000e+00
    RHS       w_ge_5_1_2_2  -1.000000000000e+00
    RHS       w_le_s_5_1_13_2   0.000000000000e+00
    RHS       w_le_r_5_1_13_2   0.000000000000e+00
    RHS       w_ge_5_1_13_2  -1.000000000000e+00
    RHS       w_le_s_5_1_3_3   0.000000000000e+00
    RHS       w_le_r_5_1_3_3   0.000000000000e+00
    RHS       w_ge_5_1_3_3  -1.000000000000e+00
    RHS       w_le_s_5_1_12_3   0.000000000000e+00
    RHS       w_le_r_5_1_12_3   0.000000000000e+00
    RHS       w_ge_5_1_12_3  -1.000000000000e+00
    RHS       w_le_s_5_1_4_4   0.000000000000e+00
    RHS       w_le_r_5_1_4_4   0.000000000000e+00
    RHS       w_ge_5_1_4_4  -1.000000000000e+00
    RHS       w_le_s_5_1_11_4   0.000000000000e+00
    RHS       w_le_r_5_1_11_4   0.000000000000e+00
    RHS       w_ge_5_1_11_4  -1.000000000000e+00
    RHS       w_le_s_5_1_5_5   0.000000000000e+00
    RHS       w_le_r_5_1_5_5   1.000000000000e+00
    RHS       w_ge_5_1_5_5   0.000000000000e+00
    RHS       w_le_s_5_1_10_5   0.000000000000e+00
    RHS       w_le_r_5_1_10_5   0.000000000000e+00
    RHS       w_ge_5_1_10_5  -1.000000000000e+00
    RHS       w_le_s_5_1_6_6   0.000000000000e+00
    RHS       w_le_r_5_1_6_6   0.000000000000e+00
    RHS       w_ge_5_1_6_6  -1.000000000000e+00
    RHS       w_le_s_5_1_9_6   0.000000000000e+00
    RHS       w_le_r_5_1_9_6   0.000000000000e+00
    RHS       w_ge_5_1_9_6  -1.000000000000e+00
    RHS       w_le_s_5_1_7_7   0.000000000000e+00
    RHS       w_le_r_5_1_7_7   0.000000000000e+00
    RHS       w_ge_5_1_7_7  -1.000000000000e+00
    RHS       w_le_s_5_1_8_7   0.000000000000e+00
    RHS       w_le_r_5_1_8_7   0.000000000000e+00
    RHS       w_ge_5_1_8_7  -1.000000000000e+00
    RHS       w_le_s_6_1_1_1   0.000000000000e+00
    RHS       w_le_r_6_1_1_1   0.000000000000e+00
    RHS       w_ge_6_1_1_1  -1.000000000000e+00
    RHS       w_le_s_6_1_14_1   0.000000000000e+00
    RHS       w_le_r_6_1_14_1   0.000000000000e+00
    RHS       w_ge_6_1_14_1  -1.000000000000e+00
    RHS       w_le_s_6_1_2_2   0.000000000000e+00
    RHS       w_le_r_6_1_2_2   0.000000000000e+00
    RHS       w_ge_6_1_2_2  -1.000000000000e+00
    RHS       w_le_s_6_1_13_2   0.000000000000e+00
    RHS       w_le_r_6_1_13_2   0.000000000000e+00
    RHS       w_ge_6_1_13_2  -1.000000000000e+00
    RHS       w_le_s_6_1_3_3   0.000000000000e+00
    RHS       w_le_r_6_1_3_3   0.000000000000e+00
    RHS       w_ge_6_1_3_3  -1.000000000000e+00
    RHS       w_le_s_6_1_12_3   0.000000000000e+00
    RHS       w_le_r_6_1_12_3   0.000000000000e+00
    RHS       w_ge_6_1_12_3  -1.000000000000e+00
    RHS       w_le_s_6_1_4_4   0.000000000000e+00
    RHS       w_le_r_6_1_4_4   0.000000000000e+00
    RHS       w_ge_6_1_4_4  -1.000000000000e+00
    RHS       w_le_s_6_1_11_4   0.000000000000e+00
    RHS       w_le_r_6_1_11_4   0.000000000000e+00
    RHS       w_ge_6_1_11_4  -1.000000000000e+00
    RHS       w_le_s_6_1_5_5   0.000000000000e+00
    RHS       w_le_r_6_1_5_5   0.000000000000e+00
    RHS       w_ge_6_1_5_5  -1.000000000000e+00
    RHS       w_le_s_6_1_10_5   0.000000000000e+00
    RHS       w_le_r_6_1_10_5   0.000000000000e+00
    RHS       w_ge_6_1_10_5  -1.000000000000e+00
    RHS       w_le_s_6_1_6_6   0.000000000000e+00
    RHS       w_le_r_6_1_6_6   1.000000000000e+00
    RHS       w_ge_6_1_6_6   0.000000000000e+00
    RHS       w_le_s_6_1_9_6   0.000000000000e+00
    RHS       w_le_r_6_1_9_6   0.000000000000e+00
    RHS       w_ge_6_1_9_6  -1.000000000000e+00
    RHS       w_le_s_6_1_7_7   0.000000000000e+00
    RHS       w_le_r_6_1_7_7   0.000000000000e+00
    RHS       w_ge_6_1_7_7  -1.000000000000e+00
    RHS       w_le_s_6_1_8_7   0.000000000000e+00
    RHS       w_le_r_6_1_8_7   0.000000000000e+00
    RHS       w_ge_6_1_8_7  -1.000000000000e+00
    RHS       w_le_s_7_1_1_1   0.000000000000e+00
    RHS       w_le_r_7_1_1_1   0.000000000000e+00
    RHS       w_ge_7_1_1_1  -1.000000000000e+00
    RHS       w_le_s_7_1_14_1   0.000000000000e+00
    RHS       w_le_r_7_1_14_1   0.000000000000e+00
    RHS       w_ge_7_1_14_1  -1.000000000000e+00
    RHS       w_le_s_7_1_2_2   0.000000000000e+00
    RHS       w_le_r_7_1_2_2   0.000000000000e+00
    RHS       w_ge_7_1_2_2  -1.000000000000e+00
    RHS       w_le_s_7_1_13_2   0.000000000000e+00
    RHS       w_le_r_7_1_13_2   0.000000000000e+00
    RHS       w_ge_7_1_13_2  -1.000000000000e+00
    RHS       w_le_s_7_1_3_3   0.000000000000e+00
    RHS       w_le_r_7_1_3_3   0.000000000000e+00
    RHS       w_ge_7_1_3_3  -1.000000000000e+00
    RHS       w_le_s_7_1_12_3   0.000000000000e+00
    RHS       w_le_r_7_1_12_3   0.000000000000e+00
    RHS       w_ge_7_1_12_3  -1.000000000000e+00
    RHS       w_le_s_7_1_4_4   0.000000000000e+00
    RHS       w_le_r_7_1_4_4   0.000000000000e+00
    RHS       w_ge_7_1_4_4  -1.000000000000e+00
    RHS       w_le_s_7_1_11_4   0.000000000000e+00
    RHS       w_le_r_7_1_11_4   0.000000000000e+00
    RHS       w_ge_7_1_11_4  -1.000000000000e+00
    RHS       w_le_s_7_1_5_5   0.000000000000e+00
    RHS       w_le_r_7_1_5_5   0.000000000000e+00
    RHS       w_ge_7_1_5_5  -1.000000000000e+00
    RHS       w_le_s_7_1_10_5   0.000000000000e+00
    RHS       w_le_r_7_1_10_5   0.000000000000e+00
    RHS       w_ge_7_1_10_5  -1.000000000000e+00
    RHS       w_le_s_7_1_6_6   0.000000000000e+00
    RHS       w_le_r_7_1_6_6   0.000000000000e+00
    RHS       w_ge_7_1_6_6  -1.000000000000e+00
    RHS       w_le_s_7_1_9_6   0.000000000000e+00
    RHS       w_le_r_7_1_9_6   0.000000000000e+00
    RHS       w_ge_7_1_9_6  -1.000000000000e+00
    RHS       w_le_s_7_1_7_7   0.000000000000e+00
    RHS       w_le_r_7_1_7_7   1.000000000000e+00
    RHS       w_ge_7_1_7_7   0.000000000000e+00
    RHS       w_le_s_7_1_8_7   0.000000000000e+00
    RHS       w_le_r_7_1_8_7   0.000000000000e+00
    RHS       w_ge_7_1_8_7  -1.000000000000e+00
    RHS       w_le_s_1_2_1_1   0.000000000000e+00
    RHS       w_le_r_1_2_1_1   1.000000000000e+00
    RHS       w_ge_1_2_1_1   0.000000000000e+00
    RHS       w_le_s_1_2_14_1   0.000000000000e+00
    RHS       w_le_r_1_2_14_1   0.000000000000e+00
    RHS       w_ge_1_2_14_1  -1.000000000000e+00
    RHS       w_le_s_1_2_2_2   0.000000000000e+00
    RHS       w_le_r_1_2_2_2   0.000000000000e+00
    RHS       w_ge_1_2_2_2  -1.000000000000e+00
    RHS       w_le_s_1_2_13_2   0.000000000000e+00
    RHS       w_le_r_1_2_13_2   0.000000000000e+00
    RHS       w_ge_1_2_13_2  -1.000000000000e+00
    RHS       w_le_s_1_2_3_3   0.000000000000e+00
    RHS       w_le_r_1_2_3_3   0.000000000000e+00
    RHS       w_ge_1_2_3_3  -1.000000000000e+00
    RHS       w_le_s_1_2_12_3   0.000000000000e+00
    RHS       w_le_r_1_2_12_3   0.000000000000e+00
    RHS       w_ge_1_2_12_3  -1.000000000000e+00
    RHS       w_le_s_1_2_4_4   0.000000000000e+00
    RHS       w_le_r_1_2_4_4   0.000000000000e+00
    RHS       w_ge_1_2_4_4  -1.000000000000e+00
    RHS       w_le_s_1_2_11_4   0.000000000000e+00
    RHS       w_le_r_1_2_11_4   0.000000000000e+00
    RHS       w_ge_1_2_11_4  -1.000000000000e+00
    RHS       w_le_s_1_2_5_5   0.000000000000e+00
    RHS       w_le_r_1_2_5_5   0.000000000000e+00
    RHS       w_ge_1_2_5_5  -1.000000000000e+00
    RHS       w_le_s_1_2_10_5   0.000000000000e+00
    RHS       w_le_r_1_2_10_5   0.000000000000e+00
    RHS       w_ge_1_2_10_5  -1.000000000000e+00
    RHS       w_le_s_1_2_6_6   0.000000000000e+00
    RHS       w_le_r_1_2_6_6   0.000000000000e+00
    RHS       w_ge_1_2_6_6  -1.000000000000e+00
    RHS       w_le_s_1_2_9_6   0.000000000000e+00
    RHS       w_le_r_1_2_9_6   0.000000000000e+00
    RHS       w_ge_1_2_9_6  -1.000000000000e+00
    RHS       w_le_s_1_2_7_7   0.000000000000e+00
    RHS       w_le_r_1_2_7_7   0.000000000000e+00
    RHS       w_ge_1_2_7_7  -1.000000000000e+00
    RHS       w_le_s_1_2_8_7   0.000000000000e+00
    RHS       w_le_r_1_2_8_7   0.000000000000e+00
    RHS       w_ge_1_2_8_7  -1.000000000000e+00
    RHS       w_le_s_2_2_1_1   0.000000000000e+00
    RHS       w_le_r_2_2_1_1   0.000000000000e+00
    RHS       w_ge_2_2_1_1  -1.000000000000e+00
    RHS       w_le_s_2_2_14_1   0.000000000000e+00
    RHS       w_le_r_2_2_14_1   0.000000000000e+00
    RHS       w_ge_2_2_14_1  -1.000000000000e+00
    RHS       w_le_s_2_2_2_2   0.000000000000e+00
    RHS       w_le_r_2_2_2_2   1.000000000000e+00
    RHS       w_ge_2_2_2_2   0.000000000000e+00
    RHS       w_le_s_2_2_13_2   0.000000000000e+00
    RHS       w_le_r_2_2_13_2   0.000000000000e+00
    RHS       w_ge_2_2_13_2  -1.000000000000e+00
    RHS       w_le_s_2_2_3_3   0.000000000000e+00
    RHS       w_le_r_2_2_3_3   0.000000000000e+00
    RHS       w_ge_2_2_3_3  -1.000000000000e+00
    RHS       w_le_s_2_2_12_3   0.000000000000e+00
    RHS       w_le_r_2_2_12_3   0.000000000000e+00
    RHS       w_ge_2_2_12_3  -1.000000000000e+00
    RHS       w_le_s_2_2_4_4   0.000000000000e+00
    RHS       w_le_r_2_2_4_4   0.000000000000e+00
    RHS       w_ge_2_2_4_4  -1.000000000000e+00
    RHS       w_le_s_2_2_11_4   0.000000000000e+00
    RHS       w_le_r_2_2_11_4   0.000000000000e+00
    RHS       w_ge_2_2_11_4  -1.000000000000e+00
    RHS       w_le_s_2_2_5_5   0.000000000000e+00
    RHS       w_le_r_2_2_5_5   0.000000000000e+00
    RHS       w_ge_2_2_5_5  -1.000000000000e+00
    RHS       w_le_s_2_2_10_5   0.000000000000e+00
    RHS       w_le_r_2_2_10_5   0.000000000000e+00
    RHS       w_ge_2_2_10_5  -1.000000000000e+00
    RHS       w_le_s_2_2_6_6   0.000000000000e+00
    RHS       w_le_r_2_2_6_6   0.000000000000e+00
    RHS       w_ge_2_2_6_6  -1.000000000000e+00
    RHS       w_le_s_2_2_9_6   0.000000000000e+00
    RHS       w_le_r_2_2_9_6   0.000000000000e+00
    RHS       w_ge_2_2_9_6  -1.000000000000e+00
    RHS       w_le_s_2_2_7_7   0.000000000000e+00
    RHS       w_le_r_2_2_7_7   0.000000000000e+00
    RHS       w_ge_2_2_7_7  -1.000000000000e+00
    RHS       w_le_s_2_2_8_7   0.000000000000e+00
    RHS       w_le_r_2_2_8_7   0.000000000000e+00
    RHS       w_ge_2_2_8_7  -1.000000000000e+00
    RHS       w_le_s_3_2_1_1   0.000000000000e+00
    RHS       w_le_r_3_2_1_1   0.000000000000e+00
    RHS       w_ge_3_2_1_1  -1.000000000000e+00
    RHS       w_le_s_3_2_14_1   0.000000000000e+00
    RHS       w_le_r_3_2_14_1   0.000000000000e+00
    RHS       w_ge_3_2_14_1  -1.000000000000e+00
    RHS       w_le_s_3_2_2_2   0.000000000000e+00
    RHS       w_le_r_3_2_2_2   0.000000000000e+00
    RHS       w_ge_3_2_2_2  -1.000000000000e+00
    RHS       w_le_s_3_2_13_2   0.000000000000e+00
    RHS       w_le_r_3_2_13_2   0.000000000000e+00
    RHS       w_ge_3_2_13_2  -1.000000000000e+00
    RHS       w_le_s_3_2_3_3   0.000000000000e+00
    RHS       w_le_r_3_2_3_3   1.000000000000e+00
    RHS       w_ge_3_2_3_3   0.000000000000e+00
    RHS       w_le_s_3_2_12_3   0.000000000000e+00
    RHS       w_le_r_3_2_12_3   0.000000000000e+00
    RHS       w_ge_3_2_12_3  -1.000000000000e+00
    RHS       w_le_s_3_2_4_4   0.000000000000e+00
    RHS       w_le_r_3_2_4_4   0.000000000000e+00
    RHS       w_ge_3_2_4_4  -1.000000000000e+00
    RHS       w_le_s_3_2_11_4   0.000000000000e+00
    RHS       w_le_r_3_2_11_4   0.000000000000e+00
    RHS       w_ge_3_2_11_4  -1.000000000000e+00
    RHS       w_le_s_3_2_5_5   0.000000000000e+00
    RHS       w_le_r_3_2_5_5   0.000000000000e+00
    RHS       w_ge_3_2_5_5  -1.000000000000e+00
    RHS       w_le_s_3_2_10_5   0.000000000000e+00
    RHS       w_le_r_3_2_10_5   0.000000000000e+00
    RHS       w_ge_3_2_10_5  -1.000000000000e+00
    RHS       w_le_s_3_2_6_6   0.000000000000e+00
    RHS       w_le_r_3_2_6_6   0.000000000000e+00
    RHS       w_ge_3_2_6_6  -1.000000000000e+00
    RHS       w_le_s_3_2_9_6   0.000000000000e+00
    RHS       w_le_r_3_2_9_6   0.000000000000e+00
    RHS       w_ge_3_2_9_6  -1.000000000000e+00
    RHS       w_le_s_3_2_7_7   0.000000000000e+00
    RHS       w_le_r_3_2_7_7   0.000000000000e+00
    RHS       w_ge_3_2_7_7  -1.000000000000e+00
    RHS       w_le_s_3_2_8_7   0.000000000000e+00
    RHS       w_le_r_3_2_8_7   0.000000000000e+00
    RHS       w_ge_3_2_8_7  -1.000000000000e+00
    RHS       w_le_s_4_2_1_1   0.000000000000e+00
    RHS       w_le_r_4_2_1_1   0.000000000000e+00
    RHS       w_ge_4_2_1_1  -1.000000000000e+00
    RHS       w_le_s_4_2_14_1   0.000000000000e+00
    RHS       w_le_r_4_2_14_1   0.000000000000e+00
    RHS       w_ge_4_2_14_1  -1.000000000000e+00
    RHS       w_le_s_4_2_2_2   0.000000000000e+00
    RHS       w_le_r_4_2_2_2   0.000000000000e+00
    RHS       w_ge_4_2_2_2  -1.000000000000e+00
    RHS       w_le_s_4_2_13_2   0.000000000000e+00
    RHS       w_le_r_4_2_13_2   0.000000000000e+00
    RHS       w_ge_4_2_13_2  -1.000000000000e+00
    RHS       w_le_s_4_2_3_3   0.000000000000e+00
    RHS       w_le_r_4_2_3_3   0.000000000000e+00
    RHS       w_ge_4_2_3_3  -1.000000000000e+00
    RHS       w_le_s_4_2_12_3   0.000000000000e+00
    RHS       w_le_r_4_2_12_3   0.000000000000e+00
    RHS       w_ge_4_2_12_3  -1.000000000000e+00
    RHS       w_le_s_4_2_4_4   0.000000000000e+00
    RHS       w_le_r_4_2_4_4   1.000000000000e+00
    RHS       w_ge_4_2_4_4   0.000000000000e+00
    RHS       w_le_s_4_2_11_4   0.000000000000e+00
    RHS       w_le_r_4_2_11_4   0.000000000000e+00
    RHS       w_ge_4_2_11_4  -1.000000000000e+00
    RHS       w_le_s_4_2_5_5   0.000000000000e+00
    RHS       w_le_r_4_2_5_5   0.000000000000e+00
    RHS       w_ge_4_2_5_5  -1.000000000000e+00
    RHS       w_le_s_4_2_10_5   0.000000000000e+00
    RHS       w_le_r_4_2_10_5   0.000000000000e+00
    RHS       w_ge_4_2_10_5  -1.000000000000e+00
    RHS       w_le_s_4_2_6_6   0.000000000000e+00
    RHS       w_le_r_4_2_6_6   0.000000000000e+00
    RHS       w_ge_4_2_6_6  -1.000000000000e+00
    RHS       w_le_s_4_2_9_6   0.000000000000e+00
    RHS       w_le_r_4_2_9_6   0.000000000000e+00
    RHS       w_ge_4_2_9_6  -1.000000000000e+00
    RHS       w_le_s_4_2_7_7   0.000000000000e+00
    RHS       w_le_r_4_2_7_7   0.000000000000e+00
    RHS       w_ge_4_2_7_7  -1.000000000000e+00
    RHS       w_le_s_4_2_8_7   0.000000000000e+00
    RHS       w_le_r_4_2_8_7   0.000000000000e+00
    RHS       w_ge_4_2_8_7  -1.000000000000e+00
    RHS       w_le_s_5_2_1_1   0.000000000000e+00
    RHS       w_le_r_5_2_1_1   0.000000000000e+00
    RHS       w_ge_5_2_1_1  -1.000000000000e+00
    RHS       w_le_s_5_2_14_1   0.000000000000e+00
    RHS       w_le_r_5_2_14_1   0.000000000000e+00
    RHS       w_ge_5_2_14_1  -1.000000000000e+00
    RHS       w_le_s_5_2_2_2   0.000000000000e+00
    RHS       w_le_r_5_2_2_2   0.000000000000e+00
    RHS       w_ge_5_2_2_2  -1.000000000000e+00
    RHS       w_le_s_5_2_13_2   0.000000000000e+00
    RHS       w_le_r_5_2_13_2   0.000000000000e+00
    RHS       w_ge_5_2_13_2  -1.000000000000e+00
    RHS       w_le_s_5_2_3_3   0.000000000000e+00
    RHS       w_le_r_5_2_3_3   0.000000000000e+00
    RHS       w_ge_5_2_3_3  -1.000000000000e+00
    RHS       w_le_s_5_2_12_3   0.000000000000e+00
    RHS       w_le_r_5_2_12_3   0.000000000000e+00
    RHS       w_ge_5_2_12_3  -1.000000000000e+00
    RHS       w_le_s_5_2_4_4   0.000000000000e+00
    RHS       w_le_r_5_2_4_4   0.000000000000e+00
    RHS       w_ge_5_2_4_4  -1.000000000000e+00
    RHS       w_le_s_5_2_11_4   0.000000000000e+00
    RHS       w_le_r_5_2_11_4   0.000000000000e+00
    RHS       w_ge_5_2_11_4  -1.000000000000e+00
    RHS       w_le_s_5_2_5_5   0.000000000000e+00
    RHS       w_le_r_5_2_5_5   1.000000000000e+00
    RHS       w_ge_5_2_5_5   0.000000000000e+00
    RHS       w_le_s_5_2_10_5   0.000000000000e+00
    RHS       w_le_r_5_2_10_5   0.000000000000e+00
    RHS       w_ge_5_2_10_5  -1.000000000000e+00
    RHS       w_le_s_5_2_6_6   0.000000000000e+00
    RHS       w_le_r_5_2_6_6   0.000000000000e+00
    RHS       w_ge_5_2_6_6  -1.000000000000e+00
    RHS       w_le_s_5_2_9_6   0.000000000000e+00
    RHS       w_le_r_5_2_9_6   0.000000000000e+00
    RHS       w_ge_5_2_9_6  -1.000000000000e+00
    RHS       w_le_s_5_2_7_7   0.000000000000e+00
    RHS       w_le_r_5_2_7_7   0.000000000000e+00
    RHS       w_ge_5_2_7_7  -1.000000000000e+00
    RHS       w_le_s_5_2_8_7   0.000000000000e+00
    RHS       w_le_r_5_2_8_7   0.000000000000e+00
    RHS       w_ge_5_2_8_7  -1.000000000000e+00
    RHS       w_le_s_6_2_1_1   0.000000000000e+00
    RHS       w_le_r_6_2_1_1   0.000000000000e+00
    RHS       w_ge_6_2_1_1  -1.000000000000e+00
    RHS       w_le_s_6_2_14_1   0.000000000000e+00
    RHS       w_le_r_6_2_14_1   0.000000000000e+00
    RHS       w_ge_6_2_14_1  -1.000000000000e+00
    RHS       w_le_s_6_2_2_2   0.000000000000e+00
    RHS       w_le_r_6_2_2_2   0.000000000000e+00
    RHS       w_ge_6_2_2_2  -1.000000000000e+00
    RHS       w_le_s_6_2_13_2   0.000000000000e+00
    RHS       w_le_r_6_2_13_2   0.000000000000e+00
    RHS       w_ge_6_2_13_2  -1.000000000000e+00
    RHS       w_le_s_6_2_3_3   0.000000000000e+00
    RHS       w_le_r_6_2_3_3   0.000000000000e+00
    RHS       w_ge_6_2_3_3  -1.000000000000e+00
    RHS       w_le_s_6_2_12_3   0.000000000000e+00
    RHS       w_le_r_6_2_12_3   0.000000000000e+00
    RHS       w_ge_6_2_12_3  -1.000000000000e+00
    RHS       w_le_s_6_2_4_4   0.000000000000e+00
    RHS       w_le_r_6_2_4_4   0.000000000000e+00
    RHS       w_ge_6_2_4_4  -1.000000000000e+00
    RHS       w_le_s_6_2_11_4   0.000000000000e+00
    RHS       w_le_r_6_2_11_4   0.000000000000e+00
    RHS       w_ge_6_2_11_4  -1.000000000000e+00
    RHS       w_le_s_6_2_5_5   0.000000000000e+00
    RHS       w_le_r_6_2_5_5   0.000000000000e+00
    RHS       w_ge_6_2_5_5  -1.000000000000e+00
    RHS       w_le_s_6_2_10_5   0.000000000000e+00
    RHS       w_le_r_6_2_10_5   0.000000000000e+00
    RHS       w_ge_6_2_10_5  -1.000000000000e+00
    RHS       w_le_s_6_2_6_6   0.000000000000e+00
    RHS       w_le_r_6_2_6_6   1.000000000000e+00
    RHS       w_ge_6_2_6_6   0.000000000000e+00
    RHS       w_le_s_6_2_9_6   0.000000000000e+00
    RHS       w_le_r_6_2_9_6   0.000000000000e+00
    RHS       w_ge_6_2_9_6  -1.000000000000e+00
    RHS       w_le_s_6_2_7_7   0.000000000000e+00
    RHS       w_le_r_6_2_7_7   0.000000000000e+00
    RHS       w_ge_6_2_7_7  -1.000000000000e+00
    RHS       w_le_s_6_2_8_7   0.000000000000e+00
    RHS       w_le_r_6_2_8_7   0.000000000000e+00
    RHS       w_ge_6_2_8_7  -1.000000000000e+00
    RHS       w_le_s_7_2_1_1   0.000000000000e+00
    RHS       w_le_r_7_2_1_1   0.000000000000e+00
    RHS       w_ge_7_2_1_1  -1.000000000000e+00
    RHS       w_le_s_7_2_14_1   0.000000000000e+00
    RHS       w_le_r_7_2_14_1   0.000000000000e+00
    RHS       w_ge_7_2_14_1  -1.000000000000e+00
    RHS       w_le_s_7_2_2_2   0.000000000000e+00
    RHS       w_le_r_7_2_2_2   0.000000000000e+00
    RHS       w_ge_7_2_2_2  -1.000000000000e+00
    RHS       w_le_s_7_2_13_2   0.000000000000e+00
    RHS       w_le_r_7_2_13_2   0.000000000000e+00
    RHS       w_ge_7_2_13_2  -1.000000000000e+00
    RHS       w_le_s_7_2_3_3   0.000000000000e+00
    RHS       w_le_r_7_2_3_3   0.000000000000e+00
    RHS       w_ge_7_2_3_3  -1.000000000000e+00
    RHS       w_le_s_7_2_12_3   0.000000000000e+00
    RHS       w_le_r_7_2_12_3   0.000000000000e+00
    RHS       w_ge_7_2_12_3  -1.000000000000e+00
    RHS       w_le_s_7_2_4_4   0.000000000000e+00
    RHS       w_le_r_7_2_4_4   0.000000000000e+00
    RHS       w_ge_7_2_4_4  -1.000000000000e+00
    RHS       w_le_s_7_2_11_4   0.000000000000e+00
    RHS       w_le_r_7_2_11_4   0.000000000000e+00
    RHS       w_ge_7_2_11_4  -1.000000000000e+00
    RHS       w_le_s_7_2_5_5   0.000000000000e+00
    RHS       w_le_r_7_2_5_5   0.000000000000e+00
    RHS       w_ge_7_2_5_5  -1.000000000000e+00
    RHS       w_le_s_7_2_10_5   0.000000000000e+00
    RHS       w_le_r_7_2_10_5   0.000000000000e+00
    RHS       w_ge_7_2_10_5  -1.000000000000e+00
    RHS       w_le_s_7_2_6_6   0.000000000000e+00
    RHS       w_le_r_7_2_6_6   0.000000000000e+00
    RHS       w_ge_7_2_6_6  -1.000000000000e+00
    RHS       w_le_s_7_2_9_6   0.000000000000e+00
    RHS       w_le_r_7_2_9_6   0.000000000000e+00
    RHS       w_ge_7_2_9_6  -1.000000000000e+00
    RHS       w_le_s_7_2_7_7   0.000000000000e+00
    RHS       w_le_r_7_2_7_7   1.000000000000e+00
    RHS       w_ge_7_2_7_7   0.000000000000e+00
    RHS       w_le_s_7_2_8_7   0.000000000000e+00
    RHS       w_le_r_7_2_8_7   0.000000000000e+00
    RHS       w_ge_7_2_8_7  -1.000000000000e+00
    RHS       w_le_s_1_3_1_1   0.000000000000e+00
    RHS       w_le_r_1_3_1_1   1.000000000000e+00
    RHS       w_ge_1_3_1_1   0.000000000000e+00
    RHS       w_le_s_1_3_14_1   0.000000000000e+00
    RHS       w_le_r_1_3_14_1   0.000000000000e+00
    RHS       w_ge_1_3_14_1  -1.000000000000e+00
    RHS       w_le_s_1_3_2_2   0.000000000000e+00
    RHS       w_le_r_1_3_2_2   0.000000000000e+00
    RHS       w_ge_1_3_2_2  -1.000000000000e+00
    RHS       w_le_s_1_3_13_2   0.000000000000e+00
    RHS       w_le_r_1_3_13_2   0.000000000000e+00
    RHS       w_ge_1_3_13_2  -1.000000000000e+00
    RHS       w_le_s_1_3_3_3   0.000000000000e+00
    RHS       w_le_r_1_3_3_3   0.000000000000e+00
    RHS       w_ge_1_3_3_3  -1.000000000000e+00
    RHS       w_le_s_1_3_12_3   0.000000000000e+00
    RHS       w_le_r_1_3_12_3   0.000000000000e+00
    RHS       w_ge_1_3_12_3  -1.000000000000e+00
    RHS       w_le_s_1_3_4_4   0.000000000000e+00
    RHS       w_le_r_1_3_4_4   0.000000000000e+00
    RHS       w_ge_1_3_4_4  -1.000000000000e+00
    RHS       w_le_s_1_3_11_4   0.000000000000e+00
    RHS       w_le_r_1_3_11_4   0.000000000000e+00
    RHS       w_ge_1_3_11_4  -1.000000000000e+00
    RHS       w_le_s_1_3_5_5   0.000000000000e+00
    RHS       w_le_r_1_3_5_5   0.000000000000e+00
    RHS       w_ge_1_3_5_5  -1.000000000000e+00
    RHS       w_le_s_1_3_10_5   0.000000000000e+00
    RHS       w_le_r_1_3_10_5   0.000000000000e+00
    RHS       w_ge_1_3_10_5  -1.000000000000e+00
    RHS       w_le_s_1_3_6_6   0.000000000000e+00
    RHS       w_le_r_1_3_6_6   0.000000000000e+00
    RHS       w_ge_1_3_6_6  -1.000000000000e+00
    RHS       w_le_s_1_3_9_6   0.000000000000e+00
    RHS       w_le_r_1_3_9_6   0.000000000000e+00
    RHS       w_ge_1_3_9_6  -1.000000000000e+00
    RHS       w_le_s_1_3_7_7   0.000000000000e+00
    RHS       w_le_r_1_3_7_7   0.000000000000e+00
    RHS       w_ge_1_3_7_7  -1.000000000000e+00
    RHS       w_le_s_1_3_8_7   0.000000000000e+00
    RHS       w_le_r_1_3_8_7   0.000000000000e+00
    RHS       w_ge_1_3_8_7  -1.000000000000e+00
    RHS       w_le_s_2_3_1_1   0.000000000000e+00
    RHS       w_le_r_2_3_1_1   0.000000000000e+00
    RHS       w_ge_2_3_1_1  -1.000000000000e+00
    RHS       w_le_s_2_3_14_1   0.000000000000e+00
    RHS       w_le_r_2_3_14_1   0.000000000000e+00
    RHS       w_ge_2_3_14_1  -1.000000000000e+00
    RHS       w_le_s_2_3_2_2   0.000000000000e+00
    RHS       w_le_r_2_3_2_2   1.000000000000e+00
    RHS       w_ge_2_3_2_2   0.000000000000e+00
    RHS       w_le_s_2_3_13_2   0.000000000000e+00
    RHS       w_le_r_2_3_13_2   0.000000000000e+00
    RHS       w_ge_2_3_13_2  -1.000000000000e+00
    RHS       w_le_s_2_3_3_3   0.000000000000e+00
    RHS       w_le_r_2_3_3_3   0.000000000000e+00
    RHS       w_ge_2_3_3_3  -1.000000000000e+00
    RHS       w_le_s_2_3_12_3   0.000000000000e+00
    RHS       w_le_r_2_3_12_3   0.000000000000e+00
    RHS       w_ge_2_3_12_3  -1.000000000000e+00
    RHS       w_le_s_2_3_4_4   0.000000000000e+00
    RHS       w_le_r_2_3_4_4   0.000000000000e+00
    RHS       w_ge_2_3_4_4  -1.000000000000e+00
    RHS       w_le_s_2_3_11_4   0.000000000000e+00
    RHS       w_le_r_2_3_11_4   0.000000000000e+00
    RHS       w_ge_2_3_11_4  -1.000000000000e+00
    RHS       w_le_s_2_3_5_5   0.000000000000e+00
    RHS       w_le_r_2_3_5_5   0.000000000000e+00
    RHS       w_ge_2_3_5_5  -1.000000000000e+00
    RHS       w_le_s_2_3_10_5   0.000000000000e+00
    RHS       w_le_r_2_3_10_5   0.000000000000e+00
    RHS       w_ge_2_3_10_5  -1.000000000000e+00
    RHS       w_le_s_2_3_6_6   0.000000000000e+00
    RHS       w_le_r_2_3_6_6   0.000000000000e+00
    RHS       w_ge_2_3_6_6  -1.000000000000e+00
    RHS       w_le_s_2_3_9_6   0.000000000000e+00
    RHS       w_le_r_2_3_9_6   0.000000000000e+00
    RHS       w_ge_2_3_9_6  -1.000000000000e+00
    RHS       w_le_s_2_3_7_7   0.000000000000e+00
    RHS       w_le_r_2_3_7_7   0.000000000000e+00
    RHS       w_ge_2_3_7_7  -1.000000000000e+00
    RHS       w_le_s_2_3_8_7   0.000000000000e+00
    RHS       w_le_r_2_3_8_7   0.000000000000e+00
    RHS       w_ge_2_3_8_7  -1.000000000000e+00
    RHS       w_le_s_3_3_1_1   0.000000000000e+00
    RHS       w_le_r_3_3_1_1   0.000000000000e+00
    RHS       w_ge_3_3_1_1  -1.000000000000e+00
    RHS       w_le_s_3_3_14_1   0.000000000000e+00
    RHS       w_le_r_3_3_14_1   0.000000000000e+00
    RHS       w_ge_3_3_14_1  -1.000000000000e+00
    RHS       w_le_s_3_3_2_2   0.000000000000e+00
    RHS       w_le_r_3_3_2_2   0.000000000000e+00
    RHS       w_ge_3_3_2_2  -1.000000000000e+00
    RHS       w_le_s_3_3_13_2   0.000000000000e+00
    RHS       w_le_r_3_3_13_2   0.000000000000e+00
    RHS       w_ge_3_3_13_2  -1.000000000000e+00
    RHS       w_le_s_3_3_3_3   0.000000000000e+00
    RHS       w_le_r_3_3_3_3   1.000000000000e+00
    RHS       w_ge_3_3_3_3   0.000000000000e+00
    RHS       w_le_s_3_3_12_3   0.000000000000e+00
    RHS       w_le_r_3_3_12_3   0.000000000000e+00
    RHS       w_ge_3_3_12_3  -1.000000000000e+00
    RHS       w_le_s_3_3_4_4   0.000000000000e+00
    RHS       w_le_r_3_3_4_4   0.000000000000e+00
    RHS       w_ge_3_3_4_4  -1.000000000000e+00
    RHS       w_le_s_3_3_11_4   0.000000000000e+00
    RHS       w_le_r_3_3_11_4   0.000000000000e+00
    RHS       w_ge_3_3_11_4  -1.000000000000e+00
    RHS       w_le_s_3_3_5_5   0.000000000000e+00
    RHS       w_le_r_3_3_5_5   0.000000000000e+00
    RHS       w_ge_3_3_5_5  -1.000000000000e+00
    RHS       w_le_s_3_3_10_5   0.000000000000e+00
    RHS       w_le_r_3_3_10_5   0.000000000000e+00
    RHS       w_ge_3_3_10_5  -1.000000000000e+00
    RHS       w_le_s_3_3_6_6   0.000000000000e+00
    RHS       w_le_r_3_3_6_6   0.000000000000e+00
    RHS       w_ge_3_3_6_6  -1.000000000000e+00
    RHS       w_le_s_3_3_9_6   0.000000000000e+00
    RHS       w_le_r_3_3_9_6   0.000000000000e+00
    RHS       w_ge_3_3_9_6  -1.000000000000e+00
    RHS       w_le_s_3_3_7_7   0.000000000000e+00
    RHS       w_le_r_3_3_7_7   0.000000000000e+00
    RHS       w_ge_3_3_7_7  -1.000000000000e+00
    RHS       w_le_s_3_3_8_7   0.000000000000e+00
    RHS       w_le_r_3_3_8_7   0.000000000000e+00
    RHS       w_ge_3_3_8_7  -1.000000000000e+00
    RHS       w_le_s_4_3_1_1   0.000000000000e+00
    RHS       w_le_r_4_3_1_1   0.000000000000e+00
    RHS       w_ge_4_3_1_1  -1.000000000000e+00
    RHS       w_le_s_4_3_14_1   0.000000000000e+00
    RHS       w_le_r_4_3_14_1   0.000000000000e+00
    RHS       w_ge_4_3_14_1  -1.000000000000e+00
    RHS       w_le_s_4_3_2_2   0.000000000000e+00
    RHS       w_le_r_4_3_2_2   0.000000000000e+00
    RHS       w_ge_4_3_2_2  -1.000000000000e+00
    RHS       w_le_s_4_3_13_2   0.000000000000e+00
    RHS       w_le_r_4_3_13_2   0.000000000000e+00
    RHS       w_ge_4_3_13_2  -1.000000000000e+00
    RHS       w_le_s_4_3_3_3   0.000000000000e+00
    RHS       w_le_r_4_3_3_3   0.000000000000e+00
    RHS       w_ge_4_3_3_3  -1.000000000000e+00
    RHS       w_le_s_4_3_12_3   0.000000000000e+00
    RHS       w_le_r_4_3_12_3   0.000000000000e+00
    RHS       w_ge_4_3_12_3  -1.000000000000e+00
    RHS       w_le_s_4_3_4_4   0.000000000000e+00
    RHS       w_le_r_4_3_4_4   1.000000000000e+00
    RHS       w_ge_4_3_4_4   0.000000000000e+00
    RHS       w_le_s_4_3_11_4   0.000000000000e+00
    RHS       w_le_r_4_3_11_4   0.000000000000e+00
    RHS       w_ge_4_3_11_4  -1.000000000000e+00
    RHS       w_le_s_4_3_5_5   0.000000000000e+00
    RHS       w_le_r_4_3_5_5   0.000000000000e+00
    RHS       w_ge_4_3_5_5  -1.000000000000e+00
    RHS       w_le_s_4_3_10_5   0.000000000000e+00
    RHS       w_le_r_4_3_10_5   0.000000000000e+00
    RHS       w_ge_4_3_10_5  -1.000000000000e+00
    RHS       w_le_s_4_3_6_6   0.000000000000e+00
    RHS       w_le_r_4_3_6_6   0.000000000000e+00
    RHS       w_ge_4_3_6_6  -1.000000000000e+00
    RHS       w_le_s_4_3_9_6   0.000000000000e+00
    RHS       w_le_r_4_3_9_6   0.000000000000e+00
    RHS       w_ge_4_3_9_6  -1.000000000000e+00
    RHS       w_le_s_4_3_7_7   0.000000000000e+00
    RHS       w_le_r_4_3_7_7   0.000000000000e+00
    RHS       w_ge_4_3_7_7  -1.000000000000e+00
    RHS       w_le_s_4_3_8_7   0.000000000000e+00
    RHS       w_le_r_4_3_8_7   0.000000000000e+00
    RHS       w_ge_4_3_8_7  -1.000000000000e+00
    RHS       w_le_s_5_3_1_1   0.000000000000e+00
    RHS       w_le_r_5_3_1_1   0.000000000000e+00
    RHS       w_ge_5_3_1_1  -1.000000000000e+00
    RHS       w_le_s_5_3_14_1   0.000000000000e+00
    RHS       w_le_r_5_3_14_1   0.000000000000e+00
    RHS       w_ge_5_3_14_1  -1.000000000000e+00
    RHS       w_le_s_5_3_2_2   0.000000000000e+00
    RHS       w_le_r_5_3_2_2   0.000000000000e+00
    RHS       w_ge_5_3_2_2  -1.000000000000e+00
    RHS       w_le_s_5_3_13_2   0.000000000000e+00
    RHS       w_le_r_5_3_13_2   0.000000000000e+00
    RHS       w_ge_5_3_13_2  -1.000000000000e+00
    RHS       w_le_s_5_3_3_3   0.000000000000e+00
    RHS       w_le_r_5_3_3_3   0.000000000000e+00
    RHS       w_ge_5_3_3_3  -1.000000000000e+00
    RHS       w_le_s_5_3_12_3   0.000000000000e+00
    RHS       w_le_r_5_3_12_3   0.000000000000e+00
    RHS       w_ge_5_3_12_3  -1.000000000000e+00
    RHS       w_le_s_5_3_4_4   0.000000000000e+00
    RHS       w_le_r_5_3_4_4   0.000000000000e+00
    RHS       w_ge_5_3_4_4  -1.000000000000e+00
    RHS       w_le_s_5_3_11_4   0.000000000000e+00
    RHS       w_le_r_5_3_11_4   0.000000000000e+00
    RHS       w_ge_5_3_11_4  -1.000000000000e+00
    RHS       w_le_s_5_3_5_5   0.000000000000e+00
    RHS       w_le_r_5_3_5_5   1.000000000000e+00
    RHS       w_ge_5_3_5_5   0.000000000000e+00
    RHS       w_le_s_5_3_10_5   0.000000000000e+00
    RHS       w_le_r_5_3_10_5   0.000000000000e+00
    RHS       w_ge_5_3_10_5  -1.000000000000e+00
    RHS       w_le_s_5_3_6_6   0.000000000000e+00
    RHS       w_le_r_5_3_6_6   0.000000000000e+00
    RHS       w_ge_5_3_6_6  -1.000000000000e+00
    RHS       w_le_s_5_3_9_6   0.000000000000e+00
    RHS       w_le_r_5_3_9_6   0.000000000000e+00
    RHS       w_ge_5_3_9_6  -1.000000000000e+00
    RHS       w_le_s_5_3_7_7   0.000000000000e+00
    RHS       w_le_r_5_3_7_7   0.000000000000e+00
    RHS       w_ge_5_3_7_7  -1.000000000000e+00
    RHS       w_le_s_5_3_8_7   0.000000000000e+00
    RHS       w_le_r_5_3_8_7   0.000000000000e+00
    RHS       w_ge_5_3_8_7  -1.000000000000e+00
    RHS       w_le_s_6_3_1_1   0.000000000000e+00
    RHS       w_le_r_6_3_1_1   0.000000000000e+00
    RHS       w_ge_6_3_1_1  -1.000000000000e+00
    RHS       w_le_s_6_3_14_1   0.000000000000e+00
    RHS       w_le_r_6_3_14_1   0.000000000000e+00
    RHS       w_ge_6_3_14_1  -1.000000000000e+00
    RHS       w_le_s_6_3_2_2   0.000000000000e+00
    RHS       w_le_r_6_3_2_2   0.000000000000e+00
    RHS       w_ge_6_3_2_2  -1.000000000000e+00
    RHS       w_le_s_6_3_13_2   0.000000000000e+00
    RHS       w_le_r_6_3_13_2   0.000000000000e+00
    RHS       w_ge_6_3_13_2  -1.000000000000e+00
    RHS       w_le_s_6_3_3_3   0.000000000000e+00
    RHS       w_le_r_6_3_3_3   0.000000000000e+00
    RHS       w_ge_6_3_3_3  -1.000000000000e+00
    RHS       w_le_s_6_3_12_3   0.000000000000e+00
    RHS       w_le_r_6_3_12_3   0.000000000000e+00
    RHS       w_ge_6_3_12_3  -1.000000000000e+00
    RHS       w_le_s_6_3_4_4   0.000000000000e+00
    RHS       w_le_r_6_3_4_4   0.000000000000e+00
    RHS       w_ge_6_3_4_4  -1.000000000000e+00
    RHS       w_le_s_6_3_11_4   0.000000000000e+00
    RHS       w_le_r_6_3_11_4   0.000000000000e+00
    RHS       w_ge_6_3_11_4  -1.000000000000e+00
    RHS       w_le_s_6_3_5_5   0.000000000000e+00
    RHS       w_le_r_6_3_5_5   0.000000000000e+00
    RHS       w_ge_6_3_5_5  -1.000000000000e+00
    RHS       w_le_s_6_3_10_5   0.000000000000e+00
    RHS       w_le_r_6_3_10_5   0.000000000000e+00
    RHS       w_ge_6_3_10_5  -1.000000000000e+00
    RHS       w_le_s_6_3_6_6   0.000000000000e+00
    RHS       w_le_r_6_3_6_6   1.000000000000e+00
    RHS       w_ge_6_3_6_6   0.000000000000e+00
    RHS       w_le_s_6_3_9_6   0.000000000000e+00
    RHS       w_le_r_6_3_9_6   0.000000000000e+00
    RHS       w_ge_6_3_9_6  -1.000000000000e+00
    RHS       w_le_s_6_3_7_7   0.000000000000e+00
    RHS       w_le_r_6_3_7_7   0.000000000000e+00
    RHS       w_ge_6_3_7_7  -1.000000000000e+00
    RHS       w_le_s_6_3_8_7   0.000000000000e+00
    RHS       w_le_r_6_3_8_7   0.000000000000e+00
    RHS       w_ge_6_3_8_7  -1.000000000000e+00
    RHS       w_le_s_7_3_1_1   0.000000000000e+00
    RHS       w_le_r_7_3_1_1   0.000000000000e+00
    RHS       w_ge_7_3_1_1  -1.000000000000e+00
    RHS       w_le_s_7_3_14_1   0.000000000000e+00
    RHS       w_le_r_7_3_14_1   0.000000000000e+00
    RHS       w_ge_7_3_14_1  -1.000000000000e+00
    RHS       w_le_s_7_3_2_2   0.000000000000e+00
    RHS       w_le_r_7_3_2_2   0.000000000000e+00
    RHS       w_ge_7_3_2_2  -1.000000000000e+00
    RHS       w_le_s_7_3_13_2   0.000000000000e+00
    RHS       w_le_r_7_3_13_2   0.000000000000e+00
    RHS       w_ge_7_3_13_2  -1.000000000000e+00
    RHS       w_le_s_7_3_3_3   0.000000000000e+00
    RHS       w_le_r_7_3_3_3   0.000000000000e+00
    RHS       w_ge_7_3_3_3  -1.000000000000e+00
    RHS       w_le_s_7_3_12_3   0.000000000000e+00
    RHS       w_le_r_7_3_12_3   0.000000000000e+00
    RHS       w_ge_7_3_12_3  -1.000000000000e+00
    RHS       w_le_s_7_3_4_4   0.000000000000e+00
    RHS       w_le_r_7_3_4_4   0.000000000000e+00
    RHS       w_ge_7_3_4_4  -1.000000000000e+00
    RHS       w_le_s_7_3_11_4   0.000000000000e+00
    RHS       w_le_r_7_3_11_4   0.000000000000e+00
    RHS       w_ge_7_3_11_4  -1.000000000000e+00
    RHS       w_le_s_7_3_5_5   0.000000000000e+00
    RHS       w_le_r_7_3_5_5   0.000000000000e+00
    RHS       w_ge_7_3_5_5  -1.000000000000e+00
    RHS       w_le_s_7_3_10_5   0.000000000000e+00
    RHS       w_le_r_7_3_10_5   0.000000000000e+00
    RHS       w_ge_7_3_10_5  -1.000000000000e+00
    RHS       w_le_s_7_3_6_6   0.000000000000e+00
    RHS       w_le_r_7_3_6_6   0.000000000000e+00
    RHS       w_ge_7_3_6_6  -1.000000000000e+00
    RHS       w_le_s_7_3_9_6   0.000000000000e+00
    RHS       w_le_r_7_3_9_6   0.000000000000e+00
    RHS       w_ge_7_3_9_6  -1.000000000000e+00
    RHS       w_le_s_7_3_7_7   0.000000000000e+00
    RHS       w_le_r_7_3_7_7   1.000000000000e+00
    RHS       w_ge_7_3_7_7   0.000000000000e+00
    RHS       w_le_s_7_3_8_7   0.000000000000e+00
    RHS       w_le_r_7_3_8_7   0.000000000000e+00
    RHS       w_ge_7_3_8_7  -1.000000000000e+00
    RHS       w_le_s_1_4_1_1   0.000000000000e+00
    RHS       w_le_r_1_4_1_1   1.000000000000e+00
    RHS       w_ge_1_4_1_1   0.000000000000e+00
    RHS       w_le_s_1_4_14_1   0.000000000000e+00
    RHS       w_le_r_1_4_14_1   0.000000000000e+00
    RHS       w_ge_1_4_14_1  -1.000000000000e+00
    RHS       w_le_s_1_4_2_2   0.000000000000e+00
    RHS       w_le_r_1_4_2_2   0.000000000000e+00
    RHS       w_ge_1_4_2_2  -1.000000000000e+00
    RHS       w_le_s_1_4_13_2   0.000000000000e+00
    RHS       w_le_r_1_4_13_2   0.000000000000e+00
    RHS       w_ge_1_4_13_2  -1.000000000000e+00
    RHS       w_le_s_1_4_3_3   0.000000000000e+00
    RHS       w_le_r_1_4_3_3   0.000000000000e+00
    RHS       w_ge_1_4_3_3  -1.000000000000e+00
    RHS       w_le_s_1_4_12_3   0.000000000000e+00
    RHS       w_le_r_1_4_12_3   0.000000000000e+00
    RHS       w_ge_1_4_12_3  -1.000000000000e+00
    RHS       w_le_s_1_4_4_4   0.000000000000e+00
    RHS       w_le_r_1_4_4_4   0.000000000000e+00
    RHS       w_ge_1_4_4_4  -1.000000000000e+00
    RHS       w_le_s_1_4_11_4   0.000000000000e+00
    RHS       w_le_r_1_4_11_4   0.000000000000e+00
    RHS       w_ge_1_4_11_4  -1.000000000000e+00
    RHS       w_le_s_1_4_5_5   0.000000000000e+00
    RHS       w_le_r_1_4_5_5   0.000000000000e+00
    RHS       w_ge_1_4_5_5  -1.000000000000e+00
    RHS       w_le_s_1_4_10_5   0.000000000000e+00
    RHS       w_le_r_1_4_10_5   0.000000000000e+00
    RHS       w_ge_1_4_10_5  -1.000000000000e+00
    RHS       w_le_s_1_4_6_6   0.000000000000e+00
    RHS       w_le_r_1_4_6_6   0.000000000000e+00
    RHS       w_ge_1_4_6_6  -1.000000000000e+00
    RHS       w_le_s_1_4_9_6   0.000000000000e+00
    RHS       w_le_r_1_4_9_6   0.000000000000e+00
    RHS       w_ge_1_4_9_6  -1.000000000000e+00
    RHS       w_le_s_1_4_7_7   0.000000000000e+00
    RHS       w_le_r_1_4_7_7   0.000000000000e+00
    RHS       w_ge_1_4_7_7  -1.000000000000e+00
    RHS       w_le_s_1_4_8_7   0.000000000000e+00
    RHS       w_le_r_1_4_8_7   0.000000000000e+00
    RHS       w_ge_1_4_8_7  -1.000000000000e+00
    RHS       w_le_s_2_4_1_1   0.000000000000e+00
    RHS       w_le_r_2_4_1_1   0.000000000000e+00
    RHS       w_ge_2_4_1_1  -1.000000000000e+00
    RHS       w_le_s_2_4_14_1   0.000000000000e+00
    RHS       w_le_r_2_4_14_1   0.000000000000e+00
    RHS       w_ge_2_4_14_1  -1.000000000000e+00
    RHS       w_le_s_2_4_2_2   0.000000000000e+00
    RHS       w_le_r_2_4_2_2   1.000000000000e+00
    RHS       w_ge_2_4_2_2   0.000000000000e+00
    RHS       w_le_s_2_4_13_2   0.000000000000e+00
    RHS       w_le_r_2_4_13_2   0.000000000000e+00
    RHS       w_ge_2_4_13_2  -1.000000000000e+00
    RHS       w_le_s_2_4_3_3   0.000000000000e+00
    RHS       w_le_r_2_4_3_3   0.000000000000e+00
    RHS       w_ge_2_4_3_3  -1.000000000000e+00
    RHS       w_le_s_2_4_12_3   0.000000000000e+00
    RHS       w_le_r_2_4_12_3   0.000000000000e+00
    RHS       w_ge_2_4_12_3  -1.000000000000e+00
    RHS       w_le_s_2_4_4_4   0.000000000000e+00
    RHS       w_le_r_2_4_4_4   0.000000000000e+00
    RHS       w_ge_2_4_4_4  -1.000000000000e+00
    RHS       w_le_s_2_4_11_4   0.000000000000e+00
    RHS       w_le_r_2_4_11_4   0.000000000000e+00
    RHS       w_ge_2_4_11_4  -1.000000000000e+00
    RHS       w_le_s_2_4_5_5   0.000000000000e+00
    RHS       w_le_r_2_4_5_5   0.000000000000e+00
    RHS       w_ge_2_4_5_5  -1.000000000000e+00
    RHS       w_le_s_2_4_10_5   0.000000000000e+00
    RHS       w_le_r_2_4_10_5   0.000000000000e+00
    RHS       w_ge_2_4_10_5  -1.000000000000e+00
    RHS       w_le_s_2_4_6_6   0.000000000000e+00
    RHS       w_le_r_2_4_6_6   0.000000000000e+00
    RHS       w_ge_2_4_6_6  -1.000000000000e+00
    RHS       w_le_s_2_4_9_6   0.000000000000e+00
    RHS       w_le_r_2_4_9_6   0.000000000000e+00
    RHS       w_ge_2_4_9_6  -1.000000000000e+00
    RHS       w_le_s_2_4_7_7   0.000000000000e+00
    RHS       w_le_r_2_4_7_7   0.000000000000e+00
    RHS       w_ge_2_4_7_7  -1.000000000000e+00
    RHS       w_le_s_2_4_8_7   0.000000000000e+00
    RHS       w_le_r_2_4_8_7   0.000000000000e+00
    RHS       w_ge_2_4_8_7  -1.000000000000e+00
    RHS       w_le_s_3_4_1_1   0.000000000000e+00
    RHS       w_le_r_3_4_1_1   0.000000000000e+00
    RHS       w_ge_3_4_1_1  -1.000000000000e+00
    RHS       w_le_s_3_4_14_1   0.000000000000e+00
    RHS       w_le_r_3_4_14_1   0.000000000000e+00
    RHS       w_ge_3_4_14_1  -1.000000000000e+00
    RHS       w_le_s_3_4_2_2   0.000000000000e+00
    RHS       w_le_r_3_4_2_2   0.000000000000e+00
    RHS       w_ge_3_4_2_2  -1.000000000000e+00
    RHS       w_le_s_3_4_13_2   0.000000000000e+00
    RHS       w_le_r_3_4_13_2   0.000000000000e+00
    RHS       w_ge_3_4_13_2  -1.000000000000e+00
    RHS       w_le_s_3_4_3_3   0.000000000000e+00
    RHS       w_le_r_3_4_3_3   1.000000000000e+00
    RHS       w_ge_3_4_3_3   0.000000000000e+00
    RHS       w_le_s_3_4_12_3   0.000000000000e+00
    RHS       w_le_r_3_4_12_3   0.000000000000e+00
    RHS       w_ge_3_4_12_3  -1.000000000000e+00
    RHS       w_le_s_3_4_4_4   0.000000000000e+00
    RHS       w_le_r_3_4_4_4   0.000000000000e+00
    RHS       w_ge_3_4_4_4  -1.000000000000e+00
    RHS       w_le_s_3_4_11_4   0.000000000000e+00
    RHS       w_le_r_3_4_11_4   0.000000000000e+00
    RHS       w_ge_3_4_11_4  -1.000000000000e+00
    RHS       w_le_s_3_4_5_5   0.000000000000e+00
    RHS       w_le_r_3_4_5_5   0.000000000000e+00
    RHS       w_ge_3_4_5_5  -1.000000000000e+00
    RHS       w_le_s_3_4_10_5   0.000000000000e+00
    RHS       w_le_r_3_4_10_5   0.000000000000e+00
    RHS       w_ge_3_4_10_5  -1.000000000000e+00
    RHS       w_le_s_3_4_6_6   0.000000000000e+00
    RHS       w_le_r_3_4_6_6   0.000000000000e+00
    RHS       w_ge_3_4_6_6  -1.000000000000e+00
    RHS       w_le_s_3_4_9_6   0.000000000000e+00
    RHS       w_le_r_3_4_9_6   0.000000000000e+00
    RHS       w_ge_3_4_9_6  -1.000000000000e+00
    RHS       w_le_s_3_4_7_7   0.000000000000e+00
    RHS       w_le_r_3_4_7_7   0.000000000000e+00
    RHS       w_ge_3_4_7_7  -1.000000000000e+00
    RHS       w_le_s_3_4_8_7   0.000000000000e+00
    RHS       w_le_r_3_4_8_7   0.000000000000e+00
    RHS       w_ge_3_4_8_7  -1.000000000000e+00
    RHS       w_le_s_4_4_1_1   0.000000000000e+00
    RHS       w_le_r_4_4_1_1   0.000000000000e+00
    RHS       w_ge_4_4_1_1  -1.000000000000e+00
    RHS       w_le_s_4_4_14_1   0.000000000000e+00
    RHS       w_le_r_4_4_14_1   0.000000000000e+00
    RHS       w_ge_4_4_14_1  -1.000000000000e+00
    RHS       w_le_s_4_4_2_2   0.000000000000e+00
    RHS       w_le_r_4_4_2_2   0.000000000000e+00
    RHS       w_ge_4_4_2_2  -1.000000000000e+00
    RHS       w_le_s_4_4_13_2   0.000000000000e+00
    RHS       w_le_r_4_4_13_2   0.000000000000e+00
    RHS       w_ge_4_4_13_2  -1.000000000000e+00
    RHS       w_le_s_4_4_3_3   0.000000000000e+00
    RHS       w_le_r_4_4_3_3   0.000000000000e+00
    RHS       w_ge_4_4_3_3  -1.000000000000e+00
    RHS       w_le_s_4_4_12_3   0.000000000000e+00
    RHS       w_le_r_4_4_12_3   0.000000000000e+00
    RHS       w_ge_4_4_12_3  -1.000000000000e+00
    RHS       w_le_s_4_4_4_4   0.000000000000e+00
    RHS       w_le_r_4_4_4_4   1.000000000000e+00
    RHS       w_ge_4_4_4_4   0.000000000000e+00
    RHS       w_le_s_4_4_11_4   0.000000000000e+00
    RHS       w_le_r_4_4_11_4   0.000000000000e+00
    RHS       w_ge_4_4_11_4  -1.000000000000e+00
    RHS       w_le_s_4_4_5_5   0.000000000000e+00
    RHS       w_le_r_4_4_5_5   0.000000000000e+00
    RHS       w_ge_4_4_5_5  -1.000000000000e+00
    RHS       w_le_s_4_4_10_5   0.000000000000e+00
    RHS       w_le_r_4_4_10_5   0.000000000000e+00
    RHS       w_ge_4_4_10_5  -1.000000000000e+00
    RHS       w_le_s_4_4_6_6   0.000000000000e+00
    RHS       w_le_r_4_4_6_6   0.000000000000e+00
    RHS       w_ge_4_4_6_6  -1.000000000000e+00
    RHS       w_le_s_4_4_9_6   0.000000000000e+00
    RHS       w_le_r_4_4_9_6   0.000000000000e+00
    RHS       w_ge_4_4_9_6  -1.000000000000e+00
    RHS       w_le_s_4_4_7_7   0.000000000000e+00
    RHS       w_le_r_4_4_7_7   0.000000000000e+00
    RHS       w_ge_4_4_7_7  -1.000000000000e+00
    RHS       w_le_s_4_4_8_7   0.000000000000e+00
    RHS       w_le_r_4_4_8_7   0.000000000000e+00
    RHS       w_ge_4_4_8_7  -1.000000000000e+00
    RHS       w_le_s_5_4_1_1   0.000000000000e+00
    RHS       w_le_r_5_4_1_1   0.000000000000e+00
    RHS       w_ge_5_4_1_1  -1.000000000000e+00
    RHS       w_le_s_5_4_14_1   0.000000000000e+00
    RHS       w_le_r_5_4_14_1   0.000000000000e+00
    RHS       w_ge_5_4_14_1  -1.000000000000e+00
    RHS       w_le_s_5_4_2_2   0.000000000000e+00
    RHS       w_le_r_5_4_2_2   0.000000000000e+00
    RHS       w_ge_5_4_2_2  -1.000000000000e+00
    RHS       w_le_s_5_4_13_2   0.000000000000e+00
    RHS       w_le_r_5_4_13_2   0.000000000000e+00
    RHS       w_ge_5_4_13_2  -1.000000000000e+00
    RHS       w_le_s_5_4_3_3   0.000000000000e+00
    RHS       w_le_r_5_4_3_3   0.000000000000e+00
    RHS       w_ge_5_4_3_3  -1.000000000000e+00
    RHS       w_le_s_5_4_12_3   0.000000000000e+00
    RHS       w_le_r_5_4_12_3   0.000000000000e+00
    RHS       w_ge_5_4_12_3  -1.000000000000e+00
    RHS       w_le_s_5_4_4_4   0.000000000000e+00
    RHS       w_le_r_5_4_4_4   0.000000000000e+00
    RHS       w_ge_5_4_4_4  -1.000000000000e+00
    RHS       w_le_s_5_4_11_4   0.000000000000e+00
    RHS       w_le_r_5_4_11_4   0.000000000000e+00
    RHS       w_ge_5_4_11_4  -1.000000000000e+00
    RHS       w_le_s_5_4_5_5   0.000000000000e+00
    RHS       w_le_r_5_4_5_5   1.000000000000e+00
    RHS       w_ge_5_4_5_5   0.000000000000e+00
    RHS       w_le_s_5_4_10_5   0.000000000000e+00
    RHS       w_le_r_5_4_10_5   0.000000000000e+00
    RHS       w_ge_5_4_10_5  -1.000000000000e+00
    RHS       w_le_s_5_4_6_6   0.000000000000e+00
    RHS       w_le_r_5_4_6_6   0.000000000000e+00
    RHS       w_ge_5_4_6_6  -1.000000000000e+00
    RHS       w_le_s_5_4_9_6   0.000000000000e+00
    RHS       w_le_r_5_4_9_6   0.000000000000e+00
    RHS       w_ge_5_4_9_6  -1.000000000000e+00
    RHS       w_le_s_5_4_7_7   0.000000000000e+00
    RHS       w_le_r_5_4_7_7   0.000000000000e+00
    RHS       w_ge_5_4_7_7  -1.000000000000e+00
    RHS       w_le_s_5_4_8_7   0.000000000000e+00
    RHS       w_le_r_5_4_8_7   0.000000000000e+00
    RHS       w_ge_5_4_8_7  -1.000000000000e+00
    RHS       w_le_s_6_4_1_1   0.000000000000e+00
    RHS       w_le_r_6_4_1_1   0.000000000000e+00
    RHS       w_ge_6_4_1_1  -1.000000000000e+00
    RHS       w_le_s_6_4_14_1   0.000000000000e+00
    RHS       w_le_r_6_4_14_1   0.000000000000e+00
    RHS       w_ge_6_4_14_1  -1.000000000000e+00
    RHS       w_le_s_6_4_2_2   0.000000000000e+00
    RHS       w_le_r_6_4_2_2   0.000000000000e+00
    RHS       w_ge_6_4_2_2  -1.000000000000e+00
    RHS       w_le_s_6_4_13_2   0.000000000000e+00
    RHS       w_le_r_6_4_13_2   0.000000000000e+00
    RHS       w_ge_6_4_13_2  -1.000000000000e+00
    RHS       w_le_s_6_4_3_3   0.000000000000e+00
    RHS       w_le_r_6_4_3_3   0.000000000000e+00
    RHS       w_ge_6_4_3_3  -1.000000000000e+00
    RHS       w_le_s_6_4_12_3   0.000000000000e+00
    RHS       w_le_r_6_4_12_3   0.000000000000e+00
    RHS       w_ge_6_4_12_3  -1.000000000000e+00
    RHS       w_le_s_6_4_4_4   0.000000000000e+00
    RHS       w_le_r_6_4_4_4   0.000000000000e+00
    RHS       w_ge_6_4_4_4  -1.000000000000e+00
    RHS       w_le_s_6_4_11_4   0.000000000000e+00
    RHS       w_le_r_6_4_11_4   0.000000000000e+00
    RHS       w_ge_6_4_11_4  -1.000000000000e+00
    RHS       w_le_s_6_4_5_5   0.000000000000e+00
    RHS       w_le_r_6_4_5_5   0.000000000000e+00
    RHS       w_ge_6_4_5_5  -1.000000000000e+00
    RHS       w_le_s_6_4_10_5   0.000000000000e+00
    RHS       w_le_r_6_4_10_5   0.000000000000e+00
    RHS       w_ge_6_4_10_5  -1.000000000000e+00
    RHS       w_le_s_6_4_6_6   0.000000000000e+00
    RHS       w_le_r_6_4_6_6   1.000000000000e+00
    RHS       w_ge_6_4_6_6   0.000000000000e+00
    RHS       w_le_s_6_4_9_6   0.000000000000e+00
    RHS       w_le_r_6_4_9_6   0.000000000000e+00
    RHS       w_ge_6_4_9_6  -1.000000000000e+00
    RHS       w_le_s_6_4_7_7   0.000000000000e+00
    RHS       w_le_r_6_4_7_7   0.000000000000e+00
    RHS       w_ge_6_4_7_7  -1.000000000000e+00
    RHS       w_le_s_6_4_8_7   0.000000000000e+00
    RHS       w_le_r_6_4_8_7   0.000000000000e+00
    RHS       w_ge_6_4_8_7  -1.000000000000e+00
    RHS       w_le_s_7_4_1_1   0.000000000000e+00
    RHS       w_le_r_7_4_1_1   0.000000000000e+00
    RHS       w_ge_7_4_1_1  -1.000000000000e+00
    RHS       w_le_s_7_4_14_1   0.000000000000e+00
    RHS       w_le_r_7_4_14_1   0.000000000000e+00
    RHS       w_ge_7_4_14_1  -1.000000000000e+00
    RHS       w_le_s_7_4_2_2   0.000000000000e+00
    RHS       w_le_r_7_4_2_2   0.000000000000e+00
    RHS       w_ge_7_4_2_2  -1.000000000000e+00
    RHS       w_le_s_7_4_13_2   0.000000000000e+00
    RHS       w_le_r_7_4_13_2   0.000000000000e+00
    RHS       w_ge_7_4_13_2  -1.000000000000e+00
    RHS       w_le_s_7_4_3_3   0.000000000000e+00
    RHS       w_le_r_7_4_3_3   0.000000000000e+00
    RHS       w_ge_7_4_3_3  -1.000000000000e+00
    RHS       w_le_s_7_4_12_3   0.000000000000e+00
    RHS       w_le_r_7_4_12_3   0.000000000000e+00
    RHS       w_ge_7_4_12_3  -1.000000000000e+00
    RHS       w_le_s_7_4_4_4   0.000000000000e+00
    RHS       w_le_r_7_4_4_4   0.000000000000e+00
    RHS       w_ge_7_4_4_4  -1.000000000000e+00
    RHS       w_le_s_7_4_11_4   0.000000000000e+00
    RHS       w_le_r_7_4_11_4   0.000000000000e+00
    RHS       w_ge_7_4_11_4  -1.000000000000e+00
    RHS       w_le_s_7_4_5_5   0.000000000000e+00
    RHS       w_le_r_7_4_5_5   0.000000000000e+00
    RHS       w_ge_7_4_5_5  -1.000000000000e+00
    RHS       w_le_s_7_4_10_5   0.000000000000e+00
    RHS       w_le_r_7_4_10_5   0.000000000000e+00
    RHS       w_ge_7_4_10_5  -1.000000000000e+00
    RHS       w_le_s_7_4_6_6   0.000000000000e+00
    RHS       w_le_r_7_4_6_6   0.000000000000e+00
    RHS       w_ge_7_4_6_6  -1.000000000000e+00
    RHS       w_le_s_7_4_9_6   0.000000000000e+00
    RHS       w_le_r_7_4_9_6   0.000000000000e+00
    RHS       w_ge_7_4_9_6  -1.000000000000e+00
    RHS       w_le_s_7_4_7_7   0.000000000000e+00
    RHS       w_le_r_7_4_7_7   1.000000000000e+00
    RHS       w_ge_7_4_7_7   0.000000000000e+00
    RHS       w_le_s_7_4_8_7   0.000000000000e+00
    RHS       w_le_r_7_4_8_7   0.000000000000e+00
    RHS       w_ge_7_4_8_7  -1.000000000000e+00
    RHS       w_le_s_1_5_1_1   0.000000000000e+00
    RHS       w_le_r_1_5_1_1   1.000000000000e+00
    RHS       w_ge_1_5_1_1   0.000000000000e+00
    RHS       w_le_s_1_5_14_1   0.000000000000e+00
    RHS       w_le_r_1_5_14_1   0.000000000000e+00
    RHS       w_ge_1_5_14_1  -1.000000000000e+00
    RHS       w_le_s_1_5_2_2   0.000000000000e+00
    RHS       w_le_r_1_5_2_2   0.000000000000e+00
    RHS       w_ge_1_5_2_2  -1.000000000000e+00
    RHS       w_le_s_1_5_13_2   0.000000000000e+00
    RHS       w_le_r_1_5_13_2   0.000000000000e+00
    RHS       w_ge_1_5_13_2  -1.000000000000e+00
    RHS       w_le_s_1_5_3_3   0.000000000000e+00
    RHS       w_le_r_1_5_3_3   0.000000000000e+00
    RHS       w_ge_1_5_3_3  -1.000000000000e+00
    RHS       w_le_s_1_5_12_3   0.000000000000e+00
    RHS       w_le_r_1_5_12_3   0.000000000000e+00
    RHS       w_ge_1_5_12_3  -1.000000000000e+00
    RHS       w_le_s_1_5_4_4   0.000000000000e+00
    RHS       w_le_r_1_5_4_4   0.000000000000e+00
    RHS       w_ge_1_5_4_4  -1.000000000000e+00
    RHS       w_le_s_1_5_11_4   0.000000000000e+00
    RHS       w_le_r_1_5_11_4   0.000000000000e+00
    RHS       w_ge_1_5_11_4  -1.000000000000e+00
    RHS       w_le_s_1_5_5_5   0.000000000000e+00
    RHS       w_le_r_1_5_5_5   0.000000000000e+00
    RHS       w_ge_1_5_5_5  -1.000000000000e+00
    RHS       w_le_s_1_5_10_5   0.000000000000e+00
    RHS       w_le_r_1_5_10_5   0.000000000000e+00
    RHS       w_ge_1_5_10_5  -1.000000000000e+00
    RHS       w_le_s_1_5_6_6   0.000000000000e+00
    RHS       w_le_r_1_5_6_6   0.000000000000e+00
    RHS       w_ge_1_5_6_6  -1.000000000000e+00
    RHS       w_le_s_1_5_9_6   0.000000000000e+00
    RHS       w_le_r_1_5_9_6   0.000000000000e+00
    RHS       w_ge_1_5_9_6  -1.000000000000e+00
    RHS       w_le_s_1_5_7_7   0.000000000000e+00
    RHS       w_le_r_1_5_7_7   0.000000000000e+00
    RHS       w_ge_1_5_7_7  -1.000000000000e+00
    RHS       w_le_s_1_5_8_7   0.000000000000e+00
    RHS       w_le_r_1_5_8_7   0.000000000000e+00
    RHS       w_ge_1_5_8_7  -1.000000000000e+00
    RHS       w_le_s_2_5_1_1   0.000000000000e+00
    RHS       w_le_r_2_5_1_1   0.000000000000e+00
    RHS       w_ge_2_5_1_1  -1.000000000000e+00
    RHS       w_le_s_2_5_14_1   0.000000000000e+00
    RHS       w_le_r_2_5_14_1   0.000000000000e+00
    RHS       w_ge_2_5_14_1  -1.000000000000e+00
    RHS       w_le_s_2_5_2_2   0.000000000000e+00
    RHS       w_le_r_2_5_2_2   1.000000000000e+00
    RHS       w_ge_2_5_2_2   0.000000000000e+00
    RHS       w_le_s_2_5_13_2   0.000000000000e+00
    RHS       w_le_r_2_5_13_2   0.000000000000e+00
    RHS       w_ge_2_5_13_2  -1.000000000000e+00
    RHS       w_le_s_2_5_3_3   0.000000000000e+00
    RHS       w_le_r_2_5_3_3   0.000000000000e+00
    RHS       w_ge_2_5_3_3  -1.000000000000e+00
    RHS       w_le_s_2_5_12_3   0.000000000000e+00
    RHS       w_le_r_2_5_12_3   0.000000000000e+00
    RHS       w_ge_2_5_12_3  -1.000000000000e+00
    RHS       w_le_s_2_5_4_4   0.000000000000e+00
    RHS       w_le_r_2_5_4_4   0.000000000000e+00
    RHS       w_ge_2_5_4_4  -1.000000000000e+00
    RHS       w_le_s_2_5_11_4   0.000000000000e+00
    RHS       w_le_r_2_5_11_4   0.000000000000e+00
    RHS       w_ge_2_5_11_4  -1.000000000000e+00
    RHS       w_le_s_2_5_5_5   0.000000000000e+00
    RHS       w_le_r_2_5_5_5   0.000000000000e+00
    RHS       w_ge_2_5_5_5  -1.000000000000e+00
    RHS       w_le_s_2_5_10_5   0.000000000000e+00
    RHS       w_le_r_2_5_10_5   0.000000000000e+00
    RHS       w_ge_2_5_10_5  -1.000000000000e+00
    RHS       w_le_s_2_5_6_6   0.000000000000e+00
    RHS       w_le_r_2_5_6_6   0.000000000000e+00
    RHS       w_ge_2_5_6_6  -1.000000000000e+00
    RHS       w_le_s_2_5_9_6   0.000000000000e+00
    RHS       w_le_r_2_5_9_6   0.000000000000e+00
    RHS       w_ge_2_5_9_6  -1.000000000000e+00
    RHS       w_le_s_2_5_7_7   0.000000000000e+00
    RHS       w_le_r_2_5_7_7   0.000000000000e+00
    RHS       w_ge_2_5_7_7  -1.000000000000e+00
    RHS       w_le_s_2_5_8_7   0.000000000000e+00
    RHS       w_le_r_2_5_8_7   0.000000000000e+00
    RHS       w_ge_2_5_8_7  -1.000000000000e+00
    RHS       w_le_s_3_5_1_1   0.000000000000e+00
    RHS       w_le_r_3_5_1_1   0.000000000000e+00
    RHS       w_ge_3_5_1_1  -1.000000000000e+00
    RHS       w_le_s_3_5_14_1   0.000000000000e+00
    RHS       w_le_r_3_5_14_1   0.000000000000e+00
    RHS       w_ge_3_5_14_1  -1.000000000000e+00
    RHS       w_le_s_3_5_2_2   0.000000000000e+00
    RHS       w_le_r_3_5_2_2   0.000000000000e+00
    RHS       w_ge_3_5_2_2  -1.000000000000e+00
    RHS       w_le_s_3_5_13_2   0.000000000000e+00
    RHS       w_le_r_3_5_13_2   0.000000000000e+00
    RHS       w_ge_3_5_13_2  -1.000000000000e+00
    RHS       w_le_s_3_5_3_3   0.000000000000e+00
    RHS       w_le_r_3_5_3_3   1.000000000000e+00
    RHS       w_ge_3_5_3_3   0.000000000000e+00
    RHS       w_le_s_3_5_12_3   0.000000000000e+00
    RHS       w_le_r_3_5_12_3   0.000000000000e+00
    RHS       w_ge_3_5_12_3  -1.000000000000e+00
    RHS       w_le_s_3_5_4_4   0.000000000000e+00
    RHS       w_le_r_3_5_4_4   0.000000000000e+00
    RHS       w_ge_3_5_4_4  -1.000000000000e+00
    RHS       w_le_s_3_5_11_4   0.000000000000e+00
    RHS       w_le_r_3_5_11_4   0.000000000000e+00
    RHS       w_ge_3_5_11_4  -1.000000000000e+00
    RHS       w_le_s_3_5_5_5   0.000000000000e+00
    RHS       w_le_r_3_5_5_5   0.000000000000e+00
    RHS       w_ge_3_5_5_5  -1.000000000000e+00
    RHS       w_le_s_3_5_10_5   0.000000000000e+00
    RHS       w_le_r_3_5_10_5   0.000000000000e+00
    RHS       w_ge_3_5_10_5  -1.000000000000e+00
    RHS       w_le_s_3_5_6_6   0.000000000000e+00
    RHS       w_le_r_3_5_6_6   0.000000000000e+00
    RHS       w_ge_3_5_6_6  -1.000000000000e+00
    RHS       w_le_s_3_5_9_6   0.000000000000e+00
    RHS       w_le_r_3_5_9_6   0.000000000000e+00
    RHS       w_ge_3_5_9_6  -1.000000000000e+00
    RHS       w_le_s_3_5_7_7   0.000000000000e+00
    RHS       w_le_r_3_5_7_7   0.000000000000e+00
    RHS       w_ge_3_5_7_7  -1.000000000000e+00
    RHS       w_le_s_3_5_8_7   0.000000000000e+00
    RHS       w_le_r_3_5_8_7   0.000000000000e+00
    RHS       w_ge_3_5_8_7  -1.000000000000e+00
    RHS       w_le_s_4_5_1_1   0.000000000000e+00
    RHS       w_le_r_4_5_1_1   0.000000000000e+00
    RHS       w_ge_4_5_1_1  -1.000000000000e+00
    RHS       w_le_s_4_5_14_1   0.000000000000e+00
    RHS       w_le_r_4_5_14_1   0.000000000000e+00
    RHS       w_ge_4_5_14_1  -1.000000000000e+00
    RHS       w_le_s_4_5_2_2   0.000000000000e+00
    RHS       w_le_r_4_5_2_2   0.000000000000e+00
    RHS       w_ge_4_5_2_2  -1.000000000000e+00
    RHS       w_le_s_4_5_13_2   0.000000000000e+00
    RHS       w_le_r_4_5_13_2   0.000000000000e+00
    RHS       w_ge_4_5_13_2  -1.000000000000e+00
    RHS       w_le_s_4_5_3_3   0.000000000000e+00
    RHS       w_le_r_4_5_3_3   0.000000000000e+00
    RHS       w_ge_4_5_3_3  -1.000000000000e+00
    RHS       w_le_s_4_5_12_3   0.000000000000e+00
    RHS       w_le_r_4_5_12_3   0.000000000000e+00
    RHS       w_ge_4_5_12_3  -1.000000000000e+00
    RHS       w_le_s_4_5_4_4   0.000000000000e+00
    RHS       w_le_r_4_5_4_4   1.000000000000e+00
    RHS       w_ge_4_5_4_4   0.000000000000e+00
    RHS       w_le_s_4_5_11_4   0.000000000000e+00
    RHS       w_le_r_4_5_11_4   0.000000000000e+00
    RHS       w_ge_4_5_11_4  -1.000000000000e+00
    RHS       w_le_s_4_5_5_5   0.000000000000e+00
    RHS       w_le_r_4_5_5_5   0.000000000000e+00
    RHS       w_ge_4_5_5_5  -1.000000000000e+00
    RHS       w_le_s_4_5_10_5   0.000000000000e+00
    RHS       w_le_r_4_5_10_5   0.000000000000e+00
    RHS       w_ge_4_5_10_5  -1.000000000000e+00
    RHS       w_le_s_4_5_6_6   0.000000000000e+00
    RHS       w_le_r_4_5_6_6   0.000000000000e+00
    RHS       w_ge_4_5_6_6  -1.000000000000e+00
    RHS       w_le_s_4_5_9_6   0.000000000000e+00
    RHS       w_le_r_4_5_9_6   0.000000000000e+00
    RHS       w_ge_4_5_9_6  -1.000000000000e+00
    RHS       w_le_s_4_5_7_7   0.000000000000e+00
    RHS       w_le_r_4_5_7_7   0.000000000000e+00
    RHS       w_ge_4_5_7_7  -1.000000000000e+00
    RHS       w_le_s_4_5_8_7   0.000000000000e+00
    RHS       w_le_r_4_5_8_7   0.000000000000e+00
    RHS       w_ge_4_5_8_7  -1.000000000000e+00
    RHS       w_le_s_5_5_1_1   0.000000000000e+00
    RHS       w_le_r_5_5_1_1   0.000000000000e+00
    RHS       w_ge_5_5_1_1  -1.000000000000e+00
    RHS       w_le_s_5_5_14_1   0.000000000000e+00
    RHS       w_le_r_5_5_14_1   0.000000000000e+00
    RHS       w_ge_5_5_14_1  -1.000000000000e+00
    RHS       w_le_s_5_5_2_2   0.000000000000e+00
    RHS       w_le_r_5_5_2_2   0.000000000000e+00
    RHS       w_ge_5_5_2_2  -1.000000000000e+00
    RHS       w_le_s_5_5_13_2   0.000000000000e+00
    RHS       w_le_r_5_5_13_2   0.000000000000e+00
    RHS       w_ge_5_5_13_2  -1.000000000000e+00
    RHS       w_le_s_5_5_3_3   0.000000000000e+00
    RHS       w_le_r_5_5_3_3   0.000000000000e+00
    RHS       w_ge_5_5_3_3  -1.000000000000e+00
    RHS       w_le_s_5_5_12_3   0.000000000000e+00
    RHS       w_le_r_5_5_12_3   0.000000000000e+00
    RHS       w_ge_5_5_12_3  -1.000000000000e+00
    RHS       w_le_s_5_5_4_4   0.000000000000e+00
    RHS       w_le_r_5_5_4_4   0.000000000000e+00
    RHS       w_ge_5_5_4_4  -1.000000000000e+00
    RHS       w_le_s_5_5_11_4   0.000000000000e+00
    RHS       w_le_r_5_5_11_4   0.000000000000e+00
    RHS       w_ge_5_5_11_4  -1.000000000000e+00
    RHS       w_le_s_5_5_5_5   0.000000000000e+00
    RHS       w_le_r_5_5_5_5   1.000000000000e+00
    RHS       w_ge_5_5_5_5   0.000000000000e+00
    RHS       w_le_s_5_5_10_5   0.000000000000e+00
    RHS       w_le_r_5_5_10_5   0.000000000000e+00
    RHS       w_ge_5_5_10_5  -1.000000000000e+00
    RHS       w_le_s_5_5_6_6   0.000000000000e+00
    RHS       w_le_r_5_5_6_6   0.000000000000e+00
    RHS       w_ge_5_5_6_6  -1.000000000000e+00
    RHS       w_le_s_5_5_9_6   0.000000000000e+00
    RHS       w_le_r_5_5_9_6   0.000000000000e+00
    RHS       w_ge_5_5_9_6  -1.000000000000e+00
    RHS       w_le_s_5_5_7_7   0.000000000000e+00
    RHS       w_le_r_5_5_7_7   0.000000000000e+00
    RHS       w_ge_5_5_7_7  -1.000000000000e+00
    RHS       w_le_s_5_5_8_7   0.000000000000e+00
    RHS       w_le_r_5_5_8_7   0.000000000000e+00
    RHS       w_ge_5_5_8_7  -1.000000000000e+00
    RHS       w_le_s_6_5_1_1   0.000000000000e+00
    RHS       w_le_r_6_5_1_1   0.000000000000e+00
    RHS       w_ge_6_5_1_1  -1.000000000000e+00
    RHS       w_le_s_6_5_14_1   0.000000000000e+00
    RHS       w_le_r_6_5_14_1   0.000000000000e+00
    RHS       w_ge_6_5_14_1  -1.000000000000e+00
    RHS       w_le_s_6_5_2_2   0.000000000000e+00
    RHS       w_le_r_6_5_2_2   0.000000000000e+00
    RHS       w_ge_6_5_2_2  -1.000000000000e+00
    RHS       w_le_s_6_5_13_2   0.000000000000e+00
    RHS       w_le_r_6_5_13_2   0.000000000000e+00
    RHS       w_ge_6_5_13_2  -1.000000000000e+00
    RHS       w_le_s_6_5_3_3   0.000000000000e+00
    RHS       w_le_r_6_5_3_3   0.000000000000e+00
    RHS       w_ge_6_5_3_3  -1.000000000000e+00
    RHS       w_le_s_6_5_12_3   0.000000000000e+00
    RHS       w_le_r_6_5_12_3   0.000000000000e+00
    RHS       w_ge_6_5_12_3  -1.000000000000e+00
    RHS       w_le_s_6_5_4_4   0.000000000000e+00
    RHS       w_le_r_6_5_4_4   0.000000000000e+00
    RHS       w_ge_6_5_4_4  -1.000000000000e+00
    RHS       w_le_s_6_5_11_4   0.000000000000e+00
    RHS       w_le_r_6_5_11_4   0.000000000000e+00
    RHS       w_ge_6_5_11_4  -1.000000000000e+00
    RHS       w_le_s_6_5_5_5   0.000000000000e+00
    RHS       w_le_r_6_5_5_5   0.000000000000e+00
    RHS       w_ge_6_5_5_5  -1.000000000000e+00
    RHS       w_le_s_6_5_10_5   0.000000000000e+00
    RHS       w_le_r_6_5_10_5   0.000000000000e+00
    RHS       w_ge_6_5_10_5  -1.000000000000e+00
    RHS       w_le_s_6_5_6_6   0.000000000000e+00
    RHS       w_le_r_6_5_6_6   1.000000000000e+00
    RHS       w_ge_6_5_6_6   0.000000000000e+00
    RHS       w_le_s_6_5_9_6   0.000000000000e+00
    RHS       w_le_r_6_5_9_6   0.000000000000e+00
    RHS       w_ge_6_5_9_6  -1.000000000000e+00
    RHS       w_le_s_6_5_7_7   0.000000000000e+00
    RHS       w_le_r_6_5_7_7   0.000000000000e+00
    RHS       w_ge_6_5_7_7  -1.000000000000e+00
    RHS       w_le_s_6_5_8_7   0.000000000000e+00
    RHS       w_le_r_6_5_8_7   0.000000000000e+00
    RHS       w_ge_6_5_8_7  -1.000000000000e+00
    RHS       w_le_s_7_5_1_1   0.000000000000e+00
    RHS       w_le_r_7_5_1_1   0.000000000000e+00
    RHS       w_ge_7_5_1_1  -1.000000000000e+00
    RHS       w_le_s_7_5_14_1   0.000000000000e+00
    RHS       w_le_r_7_5_14_1   0.000000000000e+00
    RHS       w_ge_7_5_14_1  -1.000000000000e+00
    RHS       w_le_s_7_5_2_2   0.000000000000e+00
    RHS       w_le_r_7_5_2_2   0.000000000000e+00
    RHS       w_ge_7_5_2_2  -1.000000000000e+00
    RHS       w_le_s_7_5_13_2   0.000000000000e+00
    RHS       w_le_r_7_5_13_2   0.000000000000e+00
    RHS       w_ge_7_5_13_2  -1.000000000000e+00
    RHS       w_le_s_7_5_3_3   0.000000000000e+00
    RHS       w_le_r_7_5_3_3   0.000000000000e+00
    RHS       w_ge_7_5_3_3  -1.000000000000e+00
    RHS       w_le_s_7_5_12_3   0.000000000000e+00
    RHS       w_le_r_7_5_12_3   0.000000000000e+00
    RHS       w_ge_7_5_12_3  -1.000000000000e+00
    RHS       w_le_s_7_5_4_4   0.000000000000e+00
    RHS       w_le_r_7_5_4_4   0.000000000000e+00
    RHS       w_ge_7_5_4_4  -1.000000000000e+00
    RHS       w_le_s_7_5_11_4   0.000000000000e+00
    RHS       w_le_r_7_5_11_4   0.000000000000e+00
    RHS       w_ge_7_5_11_4  -1.000000000000e+00
    RHS       w_le_s_7_5_5_5   0.000000000000e+00
    RHS       w_le_r_7_5_5_5   0.000000000000e+00
    RHS       w_ge_7_5_5_5  -1.000000000000e+00
    RHS       w_le_s_7_5_10_5   0.000000000000e+00
    RHS       w_le_r_7_5_10_5   0.000000000000e+00
    RHS       w_ge_7_5_10_5  -1.000000000000e+00
    RHS       w_le_s_7_5_6_6   0.000000000000e+00
    RHS       w_le_r_7_5_6_6   0.000000000000e+00
    RHS       w_ge_7_5_6_6  -1.000000000000e+00
    RHS       w_le_s_7_5_9_6   0.000000000000e+00
    RHS       w_le_r_7_5_9_6   0.000000000000e+00
    RHS       w_ge_7_5_9_6  -1.000000000000e+00
    RHS       w_le_s_7_5_7_7   0.000000000000e+00
    RHS       w_le_r_7_5_7_7   1.000000000000e+00
    RHS       w_ge_7_5_7_7   0.000000000000e+00
    RHS       w_le_s_7_5_8_7   0.000000000000e+00
    RHS       w_le_r_7_5_8_7   0.000000000000e+00
    RHS       w_ge_7_5_8_7  -1.000000000000e+00
    RHS       w_le_s_1_6_1_1   0.000000000000e+00
    RHS       w_le_r_1_6_1_1   1.000000000000e+00
    RHS       w_ge_1_6_1_1   0.000000000000e+00
    RHS       w_le_s_1_6_14_1   0.000000000000e+00
    RHS       w_le_r_1_6_14_1   0.000000000000e+00
    RHS       w_ge_1_6_14_1  -1.000000000000e+00
    RHS       w_le_s_1_6_2_2   0.000000000000e+00
    RHS       w_le_r_1_6_2_2   0.000000000000e+00
    RHS       w_ge_1_6_2_2  -1.000000000000e+00
    RHS       w_le_s_1_6_13_2   0.000000000000e+00
    RHS       w_le_r_1_6_13_2   0.000000000000e+00
    RHS       w_ge_1_6_13_2  -1.000000000000e+00
    RHS       w_le_s_1_6_3_3   0.000000000000e+00
    RHS       w_le_r_1_6_3_3   0.000000000000e+00
    RHS       w_ge_1_6_3_3  -1.000000000000e+00
    RHS       w_le_s_1_6_12_3   0.000000000000e+00
    RHS       w_le_r_1_6_12_3   0.000000000000e+00
    RHS       w_ge_1_6_12_3  -1.000000000000e+00
    RHS       w_le_s_1_6_4_4   0.000000000000e+00
    RHS       w_le_r_1_6_4_4   0.000000000000e+00
    RHS       w_ge_1_6_4_4  -1.000000000000e+00
    RHS       w_le_s_1_6_11_4   0.000000000000e+00
    RHS       w_le_r_1_6_11_4   0.000000000000e+00
    RHS       w_ge_1_6_11_4  -1.000000000000e+00
    RHS       w_le_s_1_6_5_5   0.000000000000e+00
    RHS       w_le_r_1_6_5_5   0.000000000000e+00
    RHS       w_ge_1_6_5_5  -1.000000000000e+00
    RHS       w_le_s_1_6_10_5   0.000000000000e+00
    RHS       w_le_r_1_6_10_5   0.000000000000e+00
    RHS       w_ge_1_6_10_5  -1.000000000000e+00
    RHS       w_le_s_1_6_6_6   0.000000000000e+00
    RHS       w_le_r_1_6_6_6   0.000000000000e+00
    RHS       w_ge_1_6_6_6  -1.000000000000e+00
    RHS       w_le_s_1_6_9_6   0.000000000000e+00
    RHS       w_le_r_1_6_9_6   0.000000000000e+00
    RHS       w_ge_1_6_9_6  -1.000000000000e+00
    RHS       w_le_s_1_6_7_7   0.000000000000e+00
    RHS       w_le_r_1_6_7_7   0.000000000000e+00
    RHS       w_ge_1_6_7_7  -1.000000000000e+00
    RHS       w_le_s_1_6_8_7   0.000000000000e+00
    RHS       w_le_r_1_6_8_7   0.000000000000e+00
    RHS       w_ge_1_6_8_7  -1.000000000000e+00
    RHS       w_le_s_2_6_1_1   0.000000000000e+00
    RHS       w_le_r_2_6_1_1   0.000000000000e+00
    RHS       w_ge_2_6_1_1  -1.000000000000e+00
    RHS       w_le_s_2_6_14_1   0.000000000000e+00
    RHS       w_le_r_2_6_14_1   0.000000000000e+00
    RHS       w_ge_2_6_14_1  -1.000000000000e+00
    RHS       w_le_s_2_6_2_2   0.000000000000e+00
    RHS       w_le_r_2_6_2_2   1.000000000000e+00
    RHS       w_ge_2_6_2_2   0.000000000000e+00
    RHS       w_le_s_2_6_13_2   0.000000000000e+00
    RHS       w_le_r_2_6_13_2   0.000000000000e+00
    RHS       w_ge_2_6_13_2  -1.000000000000e+00
    RHS       w_le_s_2_6_3_3   0.000000000000e+00
    RHS       w_le_r_2_6_3_3   0.000000000000e+00
    RHS       w_ge_2_6_3_3  -1.000000000000e+00
    RHS       w_le_s_2_6_12_3   0.000000000000e+00
    RHS       w_le_r_2_6_12_3   0.000000000000e+00
    RHS       w_ge_2_6_12_3  -1.000000000000e+00
    RHS       w_le_s_2_6_4_4   0.000000000000e+00
    RHS       w_le_r_2_6_4_4   0.000000000000e+00
    RHS       w_ge_2_6_4_4  -1.000000000000e+00
    RHS       w_le_s_2_6_11_4   0.000000000000e+00
    RHS       w_le_r_2_6_11_4   0.000000000000e+00
    RHS       w_ge_2_6_11_4  -1.000000000000e+00
    RHS       w_le_s_2_6_5_5   0.000000000000e+00
    RHS       w_le_r_2_6_5_5   0.000000000000e+00
    RHS       w_ge_2_6_5_5  -1.000000000000e+00
    RHS       w_le_s_2_6_10_5   0.000000000000e+00
    RHS       w_le_r_2_6_10_5   0.000000000000e+00
    RHS       w_ge_2_6_10_5  -1.000000000000e+00
    RHS       w_le_s_2_6_6_6   0.000000000000e+00
    RHS       w_le_r_2_6_6_6   0.000000000000e+00
    RHS       w_ge_2_6_6_6  -1.000000000000e+00
    RHS       w_le_s_2_6_9_6   0.000000000000e+00
    RHS       w_le_r_2_6_9_6   0.000000000000e+00
    RHS       w_ge_2_6_9_6  -1.000000000000e+00
    RHS       w_le_s_2_6_7_7   0.000000000000e+00
    RHS       w_le_r_2_6_7_7   0.000000000000e+00
    RHS       w_ge_2_6_7_7  -1.000000000000e+00
    RHS       w_le_s_2_6_8_7   0.000000000000e+00
    RHS       w_le_r_2_6_8_7   0.000000000000e+00
    RHS       w_ge_2_6_8_7  -1.000000000000e+00
    RHS       w_le_s_3_6_1_1   0.000000000000e+00
    RHS       w_le_r_3_6_1_1   0.000000000000e+00
    RHS       w_ge_3_6_1_1  -1.000000000000e+00
    RHS       w_le_s_3_6_14_1   0.000000000000e+00
    RHS       w_le_r_3_6_14_1   0.000000000000e+00
    RHS       w_ge_3_6_14_1  -1.000000000000e+00
    RHS       w_le_s_3_6_2_2   0.000000000000e+00
    RHS       w_le_r_3_6_2_2   0.000000000000e+00
    RHS       w_ge_3_6_2_2  -1.000000000000e+00
    RHS       w_le_s_3_6_13_2   0.000000000000e+00
    RHS       w_le_r_3_6_13_2   0.000000000000e+00
    RHS       w_ge_3_6_13_2  -1.000000000000e+00
    RHS       w_le_s_3_6_3_3   0.000000000000e+00
    RHS       w_le_r_3_6_3_3   1.000000000000e+00
    RHS       w_ge_3_6_3_3   0.000000000000e+00
    RHS       w_le_s_3_6_12_3   0.000000000000e+00
    RHS       w_le_r_3_6_12_3   0.000000000000e+00
    RHS       w_ge_3_6_12_3  -1.000000000000e+00
    RHS       w_le_s_3_6_4_4   0.000000000000e+00
    RHS       w_le_r_3_6_4_4   0.000000000000e+00
    RHS       w_ge_3_6_4_4  -1.000000000000e+00
    RHS       w_le_s_3_6_11_4   0.000000000000e+00
    RHS       w_le_r_3_6_11_4   0.000000000000e+00
    RHS       w_ge_3_6_11_4  -1.000000000000e+00
    RHS       w_le_s_3_6_5_5   0.000000000000e+00
    RHS       w_le_r_3_6_5_5   0.000000000000e+00
    RHS       w_ge_3_6_5_5  -1.000000000000e+00
    RHS       w_le_s_3_6_10_5   0.000000000000e+00
    RHS       w_le_r_3_6_10_5   0.000000000000e+00
    RHS       w_ge_3_6_10_5  -1.000000000000e+00
    RHS       w_le_s_3_6_6_6   0.000000000000e+00
    RHS       w_le_r_3_6_6_6   0.000000000000e+00
    RHS       w_ge_3_6_6_6  -1.000000000000e+00
    RHS       w_le_s_3_6_9_6   0.000000000000e+00
    RHS       w_le_r_3_6_9_6   0.000000000000e+00
    RHS       w_ge_3_6_9_6  -1.000000000000e+00
    RHS       w_le_s_3_6_7_7   0.000000000000e+00
    RHS       w_le_r_3_6_7_7   0.000000000000e+00
    RHS       w_ge_3_6_7_7  -1.000000000000e+00
    RHS       w_le_s_3_6_8_7   0.000000000000e+00
    RHS       w_le_r_3_6_8_7   0.000000000000e+00
    RHS       w_ge_3_6_8_7  -1.000000000000e+00
    RHS       w_le_s_4_6_1_1   0.000000000000e+00
    RHS       w_le_r_4_6_1_1   0.000000000000e+00
    RHS       w_ge_4_6_1_1  -1.000000000000e+00
    RHS       w_le_s_4_6_14_1   0.000000000000e+00
    RHS       w_le_r_4_6_14_1   0.000000000000e+00
    RHS       w_ge_4_6_14_1  -1.000000000000e+00
    RHS       w_le_s_4_6_2_2   0.000000000000e+00
    RHS       w_le_r_4_6_2_2   0.000000000000e+00
    RHS       w_ge_4_6_2_2  -1.000000000000e+00
    RHS       w_le_s_4_6_13_2   0.000000000000e+00
    RHS       w_le_r_4_6_13_2   0.000000000000e+00
    RHS       w_ge_4_6_13_2  -1.000000000000e+00
    RHS       w_le_s_4_6_3_3   0.000000000000e+00
    RHS       w_le_r_4_6_3_3   0.000000000000e+00
    RHS       w_ge_4_6_3_3  -1.000000000000e+00
    RHS       w_le_s_4_6_12_3   0.000000000000e+00
    RHS       w_le_r_4_6_12_3   0.000000000000e+00
    RHS       w_ge_4_6_12_3  -1.000000000000e+00
    RHS       w_le_s_4_6_4_4   0.000000000000e+00
    RHS       w_le_r_4_6_4_4   1.000000000000e+00
    RHS       w_ge_4_6_4_4   0.000000000000e+00
    RHS       w_le_s_4_6_11_4   0.000000000000e+00
    RHS       w_le_r_4_6_11_4   0.000000000000e+00
    RHS       w_ge_4_6_11_4  -1.000000000000e+00
    RHS       w_le_s_4_6_5_5   0.000000000000e+00
    RHS       w_le_r_4_6_5_5   0.000000000000e+00
    RHS       w_ge_4_6_5_5  -1.000000000000e+00
    RHS       w_le_s_4_6_10_5   0.000000000000e+00
    RHS       w_le_r_4_6_10_5   0.000000000000e+00
    RHS       w_ge_4_6_10_5  -1.000000000000e+00
    RHS       w_le_s_4_6_6_6   0.000000000000e+00
    RHS       w_le_r_4_6_6_6   0.000000000000e+00
    RHS       w_ge_4_6_6_6  -1.000000000000e+00
    RHS       w_le_s_4_6_9_6   0.000000000000e+00
    RHS       w_le_r_4_6_9_6   0.000000000000e+00
    RHS       w_ge_4_6_9_6  -1.000000000000e+00
    RHS       w_le_s_4_6_7_7   0.000000000000e+00
    RHS       w_le_r_4_6_7_7   0.000000000000e+00
    RHS       w_ge_4_6_7_7  -1.000000000000e+00
    RHS       w_le_s_4_6_8_7   0.000000000000e+00
    RHS       w_le_r_4_6_8_7   0.000000000000e+00
    RHS       w_ge_4_6_8_7  -1.000000000000e+00
    RHS       w_le_s_5_6_1_1   0.000000000000e+00
    RHS       w_le_r_5_6_1_1   0.000000000000e+00
    RHS       w_ge_5_6_1_1  -1.000000000000e+00
    RHS       w_le_s_5_6_14_1   0.000000000000e+00
    RHS       w_le_r_5_6_14_1   0.000000000000e+00
    RHS       w_ge_5_6_14_1  -1.000000000000e+00
    RHS       w_le_s_5_6_2_2   0.000000000000e+00
    RHS       w_le_r_5_6_2_2   0.000000000000e+00
    RHS       w_ge_5_6_2_2  -1.000000000000e+00
    RHS       w_le_s_5_6_13_2   0.000000000000e+00
    RHS       w_le_r_5_6_13_2   0.000000000000e+00
    RHS       w_ge_5_6_13_2  -1.000000000000e+00
    RHS       w_le_s_5_6_3_3   0.000000000000e+00
    RHS       w_le_r_5_6_3_3   0.000000000000e+00
    RHS       w_ge_5_6_3_3  -1.000000000000e+00
    RHS       w_le_s_5_6_12_3   0.000000000000e+00
    RHS       w_le_r_5_6_12_3   0.000000000000e+00
    RHS       w_ge_5_6_12_3  -1.000000000000e+00
    RHS       w_le_s_5_6_4_4   0.000000000000e+00
    RHS       w_le_r_5_6_4_4   0.000000000000e+00
    RHS       w_ge_5_6_4_4  -1.000000000000e+00
    RHS       w_le_s_5_6_11_4   0.000000000000e+00
    RHS       w_le_r_5_6_11_4   0.000000000000e+00
    RHS       w_ge_5_6_11_4  -1.000000000000e+00
    RHS       w_le_s_5_6_5_5   0.000000000000e+00
    RHS       w_le_r_5_6_5_5   1.000000000000e+00
    RHS       w_ge_5_6_5_5   0.000000000000e+00
    RHS       w_le_s_5_6_10_5   0.000000000000e+00
    RHS       w_le_r_5_6_10_5   0.000000000000e+00
    RHS       w_ge_5_6_10_5  -1.000000000000e+00
    RHS       w_le_s_5_6_6_6   0.000000000000e+00
    RHS       w_le_r_5_6_6_6   0.000000000000e+00
    RHS       w_ge_5_6_6_6  -1.000000000000e+00
    RHS       w_le_s_5_6_9_6   0.000000000000e+00
    RHS       w_le_r_5_6_9_6   0.000000000000e+00
    RHS       w_ge_5_6_9_6  -1.000000000000e+00
    RHS       w_le_s_5_6_7_7   0.000000000000e+00
    RHS       w_le_r_5_6_7_7   0.000000000000e+00
    RHS       w_ge_5_6_7_7  -1.000000000000e+00
    RHS       w_le_s_5_6_8_7   0.000000000000e+00
    RHS       w_le_r_5_6_8_7   0.000000000000e+00
    RHS       w_ge_5_6_8_7  -1.000000000000e+00
    RHS       w_le_s_6_6_1_1   0.000000000000e+00
    RHS       w_le_r_6_6_1_1   0.000000000000e+00
    RHS       w_ge_6_6_1_1  -1.000000000000e+00
    RHS       w_le_s_6_6_14_1   0.000000000000e+00
    RHS       w_le_r_6_6_14_1   0.000000000000e+00
    RHS       w_ge_6_6_14_1  -1.000000000000e+00
    RHS       w_le_s_6_6_2_2   0.000000000000e+00
    RHS       w_le_r_6_6_2_2   0.000000000000e+00
    RHS       w_ge_6_6_2_2  -1.000000000000e+00
    RHS       w_le_s_6_6_13_2   0.000000000000e+00
    RHS       w_le_r_6_6_13_2   0.000000000000e+00
    RHS       w_ge_6_6_13_2  -1.000000000000e+00
    RHS       w_le_s_6_6_3_3   0.000000000000e+00
    RHS       w_le_r_6_6_3_3   0.000000000000e+00
    RHS       w_ge_6_6_3_3  -1.000000000000e+00
    RHS       w_le_s_6_6_12_3   0.000000000000e+00
    RHS       w_le_r_6_6_12_3   0.000000000000e+00
    RHS       w_ge_6_6_12_3  -1.000000000000e+00
    RHS       w_le_s_6_6_4_4   0.000000000000e+00
    RHS       w_le_r_6_6_4_4   0.000000000000e+00
    RHS       w_ge_6_6_4_4  -1.000000000000e+00
    RHS       w_le_s_6_6_11_4   0.000000000000e+00
    RHS       w_le_r_6_6_11_4   0.000000000000e+00
    RHS       w_ge_6_6_11_4  -1.000000000000e+00
    RHS       w_le_s_6_6_5_5   0.000000000000e+00
    RHS       w_le_r_6_6_5_5   0.000000000000e+00
    RHS       w_ge_6_6_5_5  -1.000000000000e+00
    RHS       w_le_s_6_6_10_5   0.000000000000e+00
    RHS       w_le_r_6_6_10_5   0.000000000000e+00
    RHS       w_ge_6_6_10_5  -1.000000000000e+00
    RHS       w_le_s_6_6_6_6   0.000000000000e+00
    RHS       w_le_r_6_6_6_6   1.000000000000e+00
    RHS       w_ge_6_6_6_6   0.000000000000e+00
    RHS       w_le_s_6_6_9_6   0.000000000000e+00
    RHS       w_le_r_6_6_9_6   0.000000000000e+00
    RHS       w_ge_6_6_9_6  -1.000000000000e+00
    RHS       w_le_s_6_6_7_7   0.000000000000e+00
    RHS       w_le_r_6_6_7_7   0.000000000000e+00
    RHS       w_ge_6_6_7_7  -1.000000000000e+00
    RHS       w_le_s_6_6_8_7   0.000000000000e+00
    RHS       w_le_r_6_6_8_7   0.000000000000e+00
    RHS       w_ge_6_6_8_7  -1.000000000000e+00
    RHS       w_le_s_7_6_1_1   0.000000000000e+00
    RHS       w_le_r_7_6_1_1   0.000000000000e+00
    RHS       w_ge_7_6_1_1  -1.000000000000e+00
    RHS       w_le_s_7_6_14_1   0.000000000000e+00
    RHS       w_le_r_7_6_14_1   0.000000000000e+00
    RHS       w_ge_7_6_14_1  -1.000000000000e+00
    RHS       w_le_s_7_6_2_2   0.000000000000e+00
    RHS       w_le_r_7_6_2_2   0.000000000000e+00
    RHS       w_ge_7_6_2_2  -1.000000000000e+00
    RHS       w_le_s_7_6_13_2   0.000000000000e+00
    RHS       w_le_r_7_6_13_2   0.000000000000e+00
    RHS       w_ge_7_6_13_2  -1.000000000000e+00
    RHS       w_le_s_7_6_3_3   0.000000000000e+00
    RHS       w_le_r_7_6_3_3   0.000000000000e+00
    RHS       w_ge_7_6_3_3  -1.000000000000e+00
    RHS       w_le_s_7_6_12_3   0.000000000000e+00
    RHS       w_le_r_7_6_12_3   0.000000000000e+00
    RHS       w_ge_7_6_12_3  -1.000000000000e+00
    RHS       w_le_s_7_6_4_4   0.000000000000e+00
    RHS       w_le_r_7_6_4_4   0.000000000000e+00
    RHS       w_ge_7_6_4_4  -1.000000000000e+00
    RHS       w_le_s_7_6_11_4   0.000000000000e+00
    RHS       w_le_r_7_6_11_4   0.000000000000e+00
    RHS       w_ge_7_6_11_4  -1.000000000000e+00
    RHS       w_le_s_7_6_5_5   0.000000000000e+00
    RHS       w_le_r_7_6_5_5   0.000000000000e+00
    RHS       w_ge_7_6_5_5  -1.000000000000e+00
    RHS       w_le_s_7_6_10_5   0.000000000000e+00
    RHS       w_le_r_7_6_10_5   0.000000000000e+00
    RHS       w_ge_7_6_10_5  -1.000000000000e+00
    RHS       w_le_s_7_6_6_6   0.000000000000e+00
    RHS       w_le_r_7_6_6_6   0.000000000000e+00
    RHS       w_ge_7_6_6_6  -1.000000000000e+00
    RHS       w_le_s_7_6_9_6   0.000000000000e+00
    RHS       w_le_r_7_6_9_6   0.000000000000e+00
    RHS       w_ge_7_6_9_6  -1.000000000000e+00
    RHS       w_le_s_7_6_7_7   0.000000000000e+00
    RHS       w_le_r_7_6_7_7   1.000000000000e+00
    RHS       w_ge_7_6_7_7   0.000000000000e+00
    RHS       w_le_s_7_6_8_7   0.000000000000e+00
    RHS       w_le_r_7_6_8_7   0.000000000000e+00
    RHS       w_ge_7_6_8_7  -1.000000000000e+00
    RHS       r_mono_1_1   0.000000000000e+00
    RHS       r_ge_w_1_1_0   0.000000000000e+00
    RHS       r_ge_w_1_1_1   0.000000000000e+00
    RHS       r_ge_w_1_1_2   0.000000000000e+00
    RHS       r_ge_w_1_1_3   0.000000000000e+00
    RHS       r_ge_w_1_1_4   0.000000000000e+00
    RHS       r_ge_w_1_1_5   0.000000000000e+00
    RHS       r_ge_w_1_1_6   0.000000000000e+00
    RHS       r_ge_w_1_1_7   0.000000000000e+00
    RHS       r_ge_w_1_1_8   0.000000000000e+00
    RHS       r_ge_w_1_1_9   0.000000000000e+00
    RHS       r_ge_w_1_1_10   0.000000000000e+00
    RHS       r_ge_w_1_1_11   0.000000000000e+00
    RHS       r_ge_w_1_1_12   0.000000000000e+00
    RHS       r_ge_w_1_1_13   0.000000000000e+00
    RHS       r_le_1_1   0.000000000000e+00
    RHS       r_mono_1_2   0.000000000000e+00
    RHS       r_ge_w_1_2_0   0.000000000000e+00
    RHS       r_ge_w_1_2_1   0.000000000000e+00
    RHS       r_ge_w_1_2_2   0.000000000000e+00
    RHS       r_ge_w_1_2_3   0.000000000000e+00
    RHS       r_ge_w_1_2_4   0.000000000000e+00
    RHS       r_ge_w_1_2_5   0.000000000000e+00
    RHS       r_ge_w_1_2_6   0.000000000000e+00
    RHS       r_ge_w_1_2_7   0.000000000000e+00
    RHS       r_ge_w_1_2_8   0.000000000000e+00
    RHS       r_ge_w_1_2_9   0.000000000000e+00
    RHS       r_ge_w_1_2_10   0.000000000000e+00
    RHS       r_ge_w_1_2_11   0.000000000000e+00
    RHS       r_ge_w_1_2_12   0.000000000000e+00
    RHS       r_ge_w_1_2_13   0.000000000000e+00
    RHS       r_le_1_2   0.000000000000e+00
    RHS       r_mono_1_3   0.000000000000e+00
    RHS       r_ge_w_1_3_0   0.000000000000e+00
    RHS       r_ge_w_1_3_1   0.000000000000e+00
    RHS       r_ge_w_1_3_2   0.000000000000e+00
    RHS       r_ge_w_1_3_3   0.000000000000e+00
    RHS       r_ge_w_1_3_4   0.000000000000e+00
    RHS       r_ge_w_1_3_5   0.000000000000e+00
    RHS       r_ge_w_1_3_6   0.000000000000e+00
    RHS       r_ge_w_1_3_7   0.000000000000e+00
    RHS       r_ge_w_1_3_8   0.000000000000e+00
    RHS       r_ge_w_1_3_9   0.000000000000e+00
    RHS       r_ge_w_1_3_10   0.000000000000e+00
    RHS       r_ge_w_1_3_11   0.000000000000e+00
    RHS       r_ge_w_1_3_12   0.000000000000e+00
    RHS       r_ge_w_1_3_13   0.000000000000e+00
    RHS       r_le_1_3   0.000000000000e+00
    RHS       r_mono_1_4   0.000000000000e+00
    RHS       r_ge_w_1_4_0   0.000000000000e+00
    RHS       r_ge_w_1_4_1   0.000000000000e+00
    RHS       r_ge_w_1_4_2   0.000000000000e+00
    RHS       r_ge_w_1_4_3   0.000000000000e+00
    RHS       r_ge_w_1_4_4   0.000000000000e+00
    RHS       r_ge_w_1_4_5   0.000000000000e+00
    RHS       r_ge_w_1_4_6   0.000000000000e+00
    RHS       r_ge_w_1_4_7   0.000000000000e+00
    RHS       r_ge_w_1_4_8   0.000000000000e+00
    RHS       r_ge_w_1_4_9   0.000000000000e+00
    RHS       r_ge_w_1_4_10   0.000000000000e+00
    RHS       r_ge_w_1_4_11   0.000000000000e+00
    RHS       r_ge_w_1_4_12   0.000000000000e+00
    RHS       r_ge_w_1_4_13   0.000000000000e+00
    RHS       r_le_1_4   0.000000000000e+00
    RHS       r_mono_1_5   0.000000000000e+00
    RHS       r_ge_w_1_5_0   0.000000000000e+00
    RHS       r_ge_w_1_5_1   0.000000000000e+00
    RHS       r_ge_w_1_5_2   0.000000000000e+00
    RHS       r_ge_w_1_5_3   0.000000000000e+00
    RHS       r_ge_w_1_5_4   0.000000000000e+00
    RHS       r_ge_w_1_5_5   0.000000000000e+00
    RHS       r_ge_w_1_5_6   0.000000000000e+00
    RHS       r_ge_w_1_5_7   0.000000000000e+00
    RHS       r_ge_w_1_5_8   0.000000000000e+00
    RHS       r_ge_w_1_5_9   0.000000000000e+00
    RHS       r_ge_w_1_5_10   0.000000000000e+00
    RHS       r_ge_w_1_5_11   0.000000000000e+00
    RHS       r_ge_w_1_5_12   0.000000000000e+00
    RHS       r_ge_w_1_5_13   0.000000000000e+00
    RHS       r_le_1_5   0.000000000000e+00
    RHS       r_mono_1_6   0.000000000000e+00
    RHS       r_ge_w_1_6_0   0.000000000000e+00
    RHS       r_ge_w_1_6_1   0.000000000000e+00
    RHS       r_ge_w_1_6_2   0.000000000000e+00
    RHS       r_ge_w_1_6_3   0.000000000000e+00
    RHS       r_ge_w_1_6_4   0.000000000000e+00
    RHS       r_ge_w_1_6_5   0.000000000000e+00
    RHS       r_ge_w_1_6_6   0.000000000000e+00
    RHS       r_ge_w_1_6_7   0.000000000000e+00
    RHS       r_ge_w_1_6_8   0.000000000000e+00
    RHS       r_ge_w_1_6_9   0.000000000000e+00
    RHS       r_ge_w_1_6_10   0.000000000000e+00
    RHS       r_ge_w_1_6_11   0.000000000000e+00
    RHS       r_ge_w_1_6_12   0.000000000000e+00
    RHS       r_ge_w_1_6_13   0.000000000000e+00
    RHS       r_le_1_6   0.000000000000e+00
    RHS       reach_all_1   1.000000000000e+00
    RHS       r_mono_2_1   0.000000000000e+00
    RHS       r_ge_w_2_1_0   0.000000000000e+00
    RHS       r_ge_w_2_1_1   0.000000000000e+00
    RHS       r_ge_w_2_1_2   0.000000000000e+00
    RHS       r_ge_w_2_1_3   0.000000000000e+00
    RHS       r_ge_w_2_1_4   0.000000000000e+00
    RHS       r_ge_w_2_1_5   0.000000000000e+00
    RHS       r_ge_w_2_1_6   0.000000000000e+00
    RHS       r_ge_w_2_1_7   0.000000000000e+00
    RHS       r_ge_w_2_1_8   0.000000000000e+00
    RHS       r_ge_w_2_1_9   0.000000000000e+00
    RHS       r_ge_w_2_1_10   0.000000000000e+00
    RHS       r_ge_w_2_1_11   0.000000000000e+00
    RHS       r_ge_w_2_1_12   0.000000000000e+00
    RHS       r_ge_w_2_1_13   0.000000000000e+00
    RHS       r_le_2_1   0.000000000000e+00
    RHS       r_mono_2_2   0.000000000000e+00
    RHS       r_ge_w_2_2_0   0.000000000000e+00
    RHS       r_ge_w_2_2_1   0.000000000000e+00
    RHS       r_ge_w_2_2_2   0.000000000000e+00
    RHS       r_ge_w_2_2_3   0.000000000000e+00
    RHS       r_ge_w_2_2_4   0.000000000000e+00
    RHS       r_ge_w_2_2_5   0.000000000000e+00
    RHS       r_ge_w_2_2_6   0.000000000000e+00
    RHS       r_ge_w_2_2_7   0.000000000000e+00
    RHS       r_ge_w_2_2_8   0.000000000000e+00
    RHS       r_ge_w_2_2_9   0.000000000000e+00
    RHS       r_ge_w_2_2_10   0.000000000000e+00
    RHS       r_ge_w_2_2_11   0.000000000000e+00
    RHS       r_ge_w_2_2_12   0.000000000000e+00
    RHS       r_ge_w_2_2_13   0.000000000000e+00
    RHS       r_le_2_2   0.000000000000e+00
    RHS       r_mono_2_3   0.000000000000e+00
    RHS       r_ge_w_2_3_0   0.000000000000e+00
    RHS       r_ge_w_2_3_1   0.000000000000e+00
    RHS       r_ge_w_2_3_2   0.000000000000e+00
    RHS       r_ge_w_2_3_3   0.000000000000e+00
    RHS       r_ge_w_2_3_4   0.000000000000e+00
    RHS       r_ge_w_2_3_5   0.000000000000e+00
    RHS       r_ge_w_2_3_6   0.000000000000e+00
    RHS       r_ge_w_2_3_7   0.000000000000e+00
    RHS       r_ge_w_2_3_8   0.000000000000e+00
    RHS       r_ge_w_2_3_9   0.000000000000e+00
    RHS       r_ge_w_2_3_10   0.000000000000e+00
    RHS       r_ge_w_2_3_11   0.000000000000e+00
    RHS       r_ge_w_2_3_12   0.000000000000e+00
    RHS       r_ge_w_2_3_13   0.000000000000e+00
    RHS       r_le_2_3   0.000000000000e+00
    RHS       r_mono_2_4   0.000000000000e+00
    RHS       r_ge_w_2_4_0   0.000000000000e+00
    RHS       r_ge_w_2_4_1   0.000000000000e+00
    RHS       r_ge_w_2_4_2   0.000000000000e+00
    RHS       r_ge_w_2_4_3   0.000000000000e+00
    RHS       r_ge_w_2_4_4   0.000000000000e+00
    RHS       r_ge_w_2_4_5   0.000000000000e+00
    RHS       r_ge_w_2_4_6   0.000000000000e+00
    RHS       r_ge_w_2_4_7   0.000000000000e+00
    RHS       r_ge_w_2_4_8   0.000000000000e+00
    RHS       r_ge_w_2_4_9   0.000000000000e+00
    RHS       r_ge_w_2_4_10   0.000000000000e+00
    RHS       r_ge_w_2_4_11   0.000000000000e+00
    RHS       r_ge_w_2_4_12   0.000000000000e+00
    RHS       r_ge_w_2_4_13   0.000000000000e+00
    RHS       r_le_2_4   0.000000000000e+00
    RHS       r_mono_2_5   0.000000000000e+00
    RHS       r_ge_w_2_5_0   0.000000000000e+00
    RHS       r_ge_w_2_5_1   0.000000000000e+00
    RHS       r_ge_w_2_5_2   0.000000000000e+00
    RHS       r_ge_w_2_5_3   0.000000000000e+00
    RHS       r_ge_w_2_5_4   0.000000000000e+00
    RHS       r_ge_w_2_5_5   0.000000000000e+00
    RHS       r_ge_w_2_5_6   0.000000000000e+00
    RHS       r_ge_w_2_5_7   0.000000000000e+00
    RHS       r_ge_w_2_5_8   0.000000000000e+00
    RHS       r_ge_w_2_5_9   0.000000000000e+00
    RHS       r_ge_w_2_5_10   0.000000000000e+00
    RHS       r_ge_w_2_5_11   0.000000000000e+00
    RHS       r_ge_w_2_5_12   0.000000000000e+00
    RHS       r_ge_w_2_5_13   0.000000000000e+00
    RHS       r_le_2_5   0.000000000000e+00
    RHS       r_mono_2_6   0.000000000000e+00
    RHS       r_ge_w_2_6_0   0.000000000000e+00
    RHS       r_ge_w_2_6_1   0.000000000000e+00
    RHS       r_ge_w_2_6_2   0.000000000000e+00
    RHS       r_ge_w_2_6_3   0.000000000000e+00
    RHS       r_ge_w_2_6_4   0.000000000000e+00
    RHS       r_ge_w_2_6_5   0.000000000000e+00
    RHS       r_ge_w_2_6_6   0.000000000000e+00
    RHS       r_ge_w_2_6_7   0.000000000000e+00
    RHS       r_ge_w_2_6_8   0.000000000000e+00
    RHS       r_ge_w_2_6_9   0.000000000000e+00
    RHS       r_ge_w_2_6_10   0.000000000000e+00
    RHS       r_ge_w_2_6_11   0.000000000000e+00
    RHS       r_ge_w_2_6_12   0.000000000000e+00
    RHS       r_ge_w_2_6_13   0.000000000000e+00
    RHS       r_le_2_6   0.000000000000e+00
    RHS       reach_all_2   1.000000000000e+00
    RHS       r_mono_3_1   0.000000000000e+00
    RHS       r_ge_w_3_1_0   0.000000000000e+00
    RHS       r_ge_w_3_1_1   0.000000000000e+00
    RHS       r_ge_w_3_1_2   0.000000000000e+00
    RHS       r_ge_w_3_1_3   0.000000000000e+00
    RHS       r_ge_w_3_1_4   0.000000000000e+00
    RHS       r_ge_w_3_1_5   0.000000000000e+00
    RHS       r_ge_w_3_1_6   0.000000000000e+00
    RHS       r_ge_w_3_1_7   0.000000000000e+00
    RHS       r_ge_w_3_1_8   0.000000000000e+00
    RHS       r_ge_w_3_1_9   0.000000000000e+00
    RHS       r_ge_w_3_1_10   0.000000000000e+00
    RHS       r_ge_w_3_1_11   0.000000000000e+00
    RHS       r_ge_w_3_1_12   0.000000000000e+00
    RHS       r_ge_w_3_1_13   0.000000000000e+00
    RHS       r_le_3_1   0.000000000000e+00
    RHS       r_mono_3_2   0.000000000000e+00
    RHS       r_ge_w_3_2_0   0.000000000000e+00
    RHS       r_ge_w_3_2_1   0.000000000000e+00
    RHS       r_ge_w_3_2_2   0.000000000000e+00
    RHS       r_ge_w_3_2_3   0.000000000000e+00
    RHS       r_ge_w_3_2_4   0.000000000000e+00
    RHS       r_ge_w_3_2_5   0.000000000000e+00
    RHS       r_ge_w_3_2_6   0.000000000000e+00
    RHS       r_ge_w_3_2_7   0.000000000000e+00
    RHS       r_ge_w_3_2_8   0.000000000000e+00
    RHS       r_ge_w_3_2_9   0.000000000000e+00
    RHS       r_ge_w_3_2_10   0.000000000000e+00
    RHS       r_ge_w_3_2_11   0.000000000000e+00
    RHS       r_ge_w_3_2_12   0.000000000000e+00
    RHS       r_ge_w_3_2_13   0.000000000000e+00
    RHS       r_le_3_2   0.000000000000e+00
    RHS       r_mono_3_3   0.000000000000e+00
    RHS       r_ge_w_3_3_0   0.000000000000e+00
    RHS       r_ge_w_3_3_1   0.000000000000e+00
    RHS       r_ge_w_3_3_2   0.000000000000e+00
    RHS       r_ge_w_3_3_3   0.000000000000e+00
    RHS       r_ge_w_3_3_4   0.000000000000e+00
    RHS       r_ge_w_3_3_5   0.000000000000e+00
    RHS       r_ge_w_3_3_6   0.000000000000e+00
    RHS       r_ge_w_3_3_7   0.000000000000e+00
    RHS       r_ge_w_3_3_8   0.000000000000e+00
    RHS       r_ge_w_3_3_9   0.000000000000e+00
    RHS       r_ge_w_3_3_10   0.000000000000e+00
    RHS       r_ge_w_3_3_11   0.000000000000e+00
    RHS       r_ge_w_3_3_12   0.000000000000e+00
    RHS       r_ge_w_3_3_13   0.000000000000e+00
    RHS       r_le_3_3   0.000000000000e+00
    RHS       r_mono_3_4   0.000000000000e+00
    RHS       r_ge_w_3_4_0   0.000000000000e+00
    RHS       r_ge_w_3_4_1   0.000000000000e+00
    RHS       r_ge_w_3_4_2   0.000000000000e+00
    RHS       r_ge_w_3_4_3   0.000000000000e+00
    RHS       r_ge_w_3_4_4   0.000000000000e+00
    RHS       r_ge_w_3_4_5   0.000000000000e+00
    RHS       r_ge_w_3_4_6   0.000000000000e+00
    RHS       r_ge_w_3_4_7   0.000000000000e+00
    RHS       r_ge_w_3_4_8   0.000000000000e+00
    RHS       r_ge_w_3_4_9   0.000000000000e+00
    RHS       r_ge_w_3_4_10   0.000000000000e+00
    RHS       r_ge_w_3_4_11   0.000000000000e+00
    RHS       r_ge_w_3_4_12   0.000000000000e+00
    RHS       r_ge_w_3_4_13   0.000000000000e+00
    RHS       r_le_3_4   0.000000000000e+00
    RHS       r_mono_3_5   0.000000000000e+00
    RHS       r_ge_w_3_5_0   0.000000000000e+00
    RHS       r_ge_w_3_5_1   0.000000000000e+00
    RHS       r_ge_w_3_5_2   0.000000000000e+00
    RHS       r_ge_w_3_5_3   0.000000000000e+00
    RHS       r_ge_w_3_5_4   0.000000000000e+00
    RHS       r_ge_w_3_5_5   0.000000000000e+00
    RHS       r_ge_w_3_5_6   0.000000000000e+00
    RHS       r_ge_w_3_5_7   0.000000000000e+00
    RHS       r_ge_w_3_5_8   0.000000000000e+00
    RHS       r_ge_w_3_5_9   0.000000000000e+00
    RHS       r_ge_w_3_5_10   0.000000000000e+00
    RHS       r_ge_w_3_5_11   0.000000000000e+00
    RHS       r_ge_w_3_5_12   0.000000000000e+00
    RHS       r_ge_w_3_5_13   0.000000000000e+00
    RHS       r_le_3_5   0.000000000000e+00
    RHS       r_mono_3_6   0.000000000000e+00
    RHS       r_ge_w_3_6_0   0.000000000000e+00
    RHS       r_ge_w_3_6_1   0.000000000000e+00
    RHS       r_ge_w_3_6_2   0.000000000000e+00
    RHS       r_ge_w_3_6_3   0.000000000000e+00
    RHS       r_ge_w_3_6_4   0.000000000000e+00
    RHS       r_ge_w_3_6_5   0.000000000000e+00
    RHS       r_ge_w_3_6_6   0.000000000000e+00
    RHS       r_ge_w_3_6_7   0.000000000000e+00
    RHS       r_ge_w_3_6_8   0.000000000000e+00
    RHS       r_ge_w_3_6_9   0.000000000000e+00
    RHS       r_ge_w_3_6_10   0.000000000000e+00
    RHS       r_ge_w_3_6_11   0.000000000000e+00
    RHS       r_ge_w_3_6_12   0.000000000000e+00
    RHS       r_ge_w_3_6_13   0.000000000000e+00
    RHS       r_le_3_6   0.000000000000e+00
    RHS       reach_all_3   1.000000000000e+00
    RHS       r_mono_4_1   0.000000000000e+00
    RHS       r_ge_w_4_1_0   0.000000000000e+00
    RHS       r_ge_w_4_1_1   0.000000000000e+00
    RHS       r_ge_w_4_1_2   0.000000000000e+00
    RHS       r_ge_w_4_1_3   0.000000000000e+00
    RHS       r_ge_w_4_1_4   0.000000000000e+00
    RHS       r_ge_w_4_1_5   0.000000000000e+00
    RHS       r_ge_w_4_1_6   0.000000000000e+00
    RHS       r_ge_w_4_1_7   0.000000000000e+00
    RHS       r_ge_w_4_1_8   0.000000000000e+00
    RHS       r_ge_w_4_1_9   0.000000000000e+00
    RHS       r_ge_w_4_1_10   0.000000000000e+00
    RHS       r_ge_w_4_1_11   0.000000000000e+00
    RHS       r_ge_w_4_1_12   0.000000000000e+00
    RHS       r_ge_w_4_1_13   0.000000000000e+00
    RHS       r_le_4_1   0.000000000000e+00
    RHS       r_mono_4_2   0.000000000000e+00
    RHS       r_ge_w_4_2_0   0.000000000000e+00
    RHS       r_ge_w_4_2_1   0.000000000000e+00
    RHS       r_ge_w_4_2_2   0.000000000000e+00
    RHS       r_ge_w_4_2_3   0.000000000000e+00
    RHS       r_ge_w_4_2_4   0.000000000000e+00
    RHS       r_ge_w_4_2_5   0.000000000000e+00
    RHS       r_ge_w_4_2_6   0.000000000000e+00
    RHS       r_ge_w_4_2_7   0.000000000000e+00
    RHS       r_ge_w_4_2_8   0.000000000000e+00
    RHS       r_ge_w_4_2_9   0.000000000000e+00
    RHS       r_ge_w_4_2_10   0.000000000000e+00
    RHS       r_ge_w_4_2_11   0.000000000000e+00
    RHS       r_ge_w_4_2_12   0.000000000000e+00
    RHS       r_ge_w_4_2_13   0.000000000000e+00
    RHS       r_le_4_2   0.000000000000e+00
    RHS       r_mono_4_3   0.000000000000e+00
    RHS       r_ge_w_4_3_0   0.000000000000e+00
    RHS       r_ge_w_4_3_1   0.000000000000e+00
    RHS       r_ge_w_4_3_2   0.000000000000e+00
    RHS       r_ge_w_4_3_3   0.000000000000e+00
    RHS       r_ge_w_4_3_4   0.000000000000e+00
    RHS       r_ge_w_4_3_5   0.000000000000e+00
    RHS       r_ge_w_4_3_6   0.000000000000e+00
    RHS       r_ge_w_4_3_7   0.000000000000e+00
    RHS       r_ge_w_4_3_8   0.000000000000e+00
    RHS       r_ge_w_4_3_9   0.000000000000e+00
    RHS       r_ge_w_4_3_10   0.000000000000e+00
    RHS       r_ge_w_4_3_11   0.000000000000e+00
    RHS       r_ge_w_4_3_12   0.000000000000e+00
    RHS       r_ge_w_4_3_13   0.000000000000e+00
    RHS       r_le_4_3   0.000000000000e+00
    RHS       r_mono_4_4   0.000000000000e+00
    RHS       r_ge_w_4_4_0   0.000000000000e+00
    RHS       r_ge_w_4_4_1   0.000000000000e+00
    RHS       r_ge_w_4_4_2   0.000000000000e+00
    RHS       r_ge_w_4_4_3   0.000000000000e+00
    RHS       r_ge_w_4_4_4   0.000000000000e+00
    RHS       r_ge_w_4_4_5   0.000000000000e+00
    RHS       r_ge_w_4_4_6   0.000000000000e+00
    RHS       r_ge_w_4_4_7   0.000000000000e+00
    RHS       r_ge_w_4_4_8   0.000000000000e+00
    RHS       r_ge_w_4_4_9   0.000000000000e+00
    RHS       r_ge_w_4_4_10   0.000000000000e+00
    RHS       r_ge_w_4_4_11   0.000000000000e+00
    RHS       r_ge_w_4_4_12   0.000000000000e+00
    RHS       r_ge_w_4_4_13   0.000000000000e+00
    RHS       r_le_4_4   0.000000000000e+00
    RHS       r_mono_4_5   0.000000000000e+00
    RHS       r_ge_w_4_5_0   0.000000000000e+00
    RHS       r_ge_w_4_5_1   0.000000000000e+00
    RHS       r_ge_w_4_5_2   0.000000000000e+00
    RHS       r_ge_w_4_5_3   0.000000000000e+00
    RHS       r_ge_w_4_5_4   0.000000000000e+00
    RHS       r_ge_w_4_5_5   0.000000000000e+00
    RHS       r_ge_w_4_5_6   0.000000000000e+00
    RHS       r_ge_w_4_5_7   0.000000000000e+00
    RHS       r_ge_w_4_5_8   0.000000000000e+00
    RHS       r_ge_w_4_5_9   0.000000000000e+00
    RHS       r_ge_w_4_5_10   0.000000000000e+00
    RHS       r_ge_w_4_5_11   0.000000000000e+00
    RHS       r_ge_w_4_5_12   0.000000000000e+00
    RHS       r_ge_w_4_5_13   0.000000000000e+00
    RHS       r_le_4_5   0.000000000000e+00
    RHS       r_mono_4_6   0.000000000000e+00
    RHS       r_ge_w_4_6_0   0.000000000000e+00
    RHS       r_ge_w_4_6_1   0.000000000000e+00
    RHS       r_ge_w_4_6_2   0.000000000000e+00
    RHS       r_ge_w_4_6_3   0.000000000000e+00
    RHS       r_ge_w_4_6_4   0.000000000000e+00
    RHS       r_ge_w_4_6_5   0.000000000000e+00
    RHS       r_ge_w_4_6_6   0.000000000000e+00
    RHS       r_ge_w_4_6_7   0.000000000000e+00
    RHS       r_ge_w_4_6_8   0.000000000000e+00
    RHS       r_ge_w_4_6_9   0.000000000000e+00
    RHS       r_ge_w_4_6_10   0.000000000000e+00
    RHS       r_ge_w_4_6_11   0.000000000000e+00
    RHS       r_ge_w_4_6_12   0.000000000000e+00
    RHS       r_ge_w_4_6_13   0.000000000000e+00
    RHS       r_le_4_6   0.000000000000e+00
    RHS       reach_all_4   1.000000000000e+00
    RHS       r_mono_5_1   0.000000000000e+00
    RHS       r_ge_w_5_1_0   0.000000000000e+00
    RHS       r_ge_w_5_1_1   0.000000000000e+00
    RHS       r_ge_w_5_1_2   0.000000000000e+00
    RHS       r_ge_w_5_1_3   0.000000000000e+00
    RHS       r_ge_w_5_1_4   0.000000000000e+00
    RHS       r_ge_w_5_1_5   0.000000000000e+00
    RHS       r_ge_w_5_1_6   0.000000000000e+00
    RHS       r_ge_w_5_1_7   0.000000000000e+00
    RHS       r_ge_w_5_1_8   0.000000000000e+00
    RHS       r_ge_w_5_1_9   0.000000000000e+00
    RHS       r_ge_w_5_1_10   0.000000000000e+00
    RHS       r_ge_w_5_1_11   0.000000000000e+00
    RHS       r_ge_w_5_1_12   0.000000000000e+00
    RHS       r_ge_w_5_1_13   0.000000000000e+00
    RHS       r_le_5_1   0.000000000000e+00
    RHS       r_mono_5_2   0.000000000000e+00
    RHS       r_ge_w_5_2_0   0.000000000000e+00
    RHS       r_ge_w_5_2_1   0.000000000000e+00
    RHS       r_ge_w_5_2_2   0.000000000000e+00
    RHS       r_ge_w_5_2_3   0.000000000000e+00
    RHS       r_ge_w_5_2_4   0.000000000000e+00
    RHS       r_ge_w_5_2_5   0.000000000000e+00
    RHS       r_ge_w_5_2_6   0.000000000000e+00
    RHS       r_ge_w_5_2_7   0.000000000000e+00
    RHS       r_ge_w_5_2_8   0.000000000000e+00
    RHS       r_ge_w_5_2_9   0.000000000000e+00
    RHS       r_ge_w_5_2_10   0.000000000000e+00
    RHS       r_ge_w_5_2_11   0.000000000000e+00
    RHS       r_ge_w_5_2_12   0.000000000000e+00
    RHS       r_ge_w_5_2_13   0.000000000000e+00
    RHS       r_le_5_2   0.000000000000e+00
    RHS       r_mono_5_3   0.000000000000e+00
    RHS       r_ge_w_5_3_0   0.000000000000e+00
    RHS       r_ge_w_5_3_1   0.000000000000e+00
    RHS       r_ge_w_5_3_2   0.000000000000e+00
    RHS       r_ge_w_5_3_3   0.000000000000e+00
    RHS       r_ge_w_5_3_4   0.000000000000e+00
    RHS       r_ge_w_5_3_5   0.000000000000e+00
    RHS       r_ge_w_5_3_6   0.000000000000e+00
    RHS       r_ge_w_5_3_7   0.000000000000e+00
    RHS       r_ge_w_5_3_8   0.000000000000e+00
    RHS       r_ge_w_5_3_9   0.000000000000e+00
    RHS       r_ge_w_5_3_10   0.000000000000e+00
    RHS       r_ge_w_5_3_11   0.000000000000e+00
    RHS       r_ge_w_5_3_12   0.000000000000e+00
    RHS       r_ge_w_5_3_13   0.000000000000e+00
    RHS       r_le_5_3   0.000000000000e+00
    RHS       r_mono_5_4   0.000000000000e+00
    RHS       r_ge_w_5_4_0   0.000000000000e+00
    RHS       r_ge_w_5_4_1   0.000000000000e+00
    RHS       r_ge_w_5_4_2   0.000000000000e+00
    RHS       r_ge_w_5_4_3   0.000000000000e+00
    RHS       r_ge_w_5_4_4   0.000000000000e+00
    RHS       r_ge_w_5_4_5   0.000000000000e+00
    RHS       r_ge_w_5_4_6   0.000000000000e+00
    RHS       r_ge_w_5_4_7   0.000000000000e+00
    RHS       r_ge_w_5_4_8   0.000000000000e+00
    RHS       r_ge_w_5_4_9   0.000000000000e+00
    RHS       r_ge_w_5_4_10   0.000000000000e+00
    RHS       r_ge_w_5_4_11   0.000000000000e+00
    RHS       r_ge_w_5_4_12   0.000000000000e+00
    RHS       r_ge_w_5_4_13   0.000000000000e+00
    RHS       r_le_5_4   0.000000000000e+00
    RHS       r_mono_5_5   0.000000000000e+00
    RHS       r_ge_w_5_5_0   0.000000000000e+00
    RHS       r_ge_w_5_5_1   0.000000000000e+00
    RHS       r_ge_w_5_5_2   0.000000000000e+00
    RHS       r_ge_w_5_5_3   0.000000000000e+00
    RHS       r_ge_w_5_5_4   0.000000000000e+00
    RHS       r_ge_w_5_5_5   0.000000000000e+00
    RHS       r_ge_w_5_5_6   0.000000000000e+00
    RHS       r_ge_w_5_5_7   0.000000000000e+00
    RHS       r_ge_w_5_5_8   0.000000000000e+00
    RHS       r_ge_w_5_5_9   0.000000000000e+00
    RHS       r_ge_w_5_5_10   0.000000000000e+00
    RHS       r_ge_w_5_5_11   0.000000000000e+00
    RHS       r_ge_w_5_5_12   0.000000000000e+00
    RHS       r_ge_w_5_5_13   0.000000000000e+00
    RHS       r_le_5_5   0.000000000000e+00
    RHS       r_mono_5_6   0.000000000000e+00
    RHS       r_ge_w_5_6_0   0.000000000000e+00
    RHS       r_ge_w_5_6_1   0.000000000000e+00
    RHS       r_ge_w_5_6_2   0.000000000000e+00
    RHS       r_ge_w_5_6_3   0.000000000000e+00
    RHS       r_ge_w_5_6_4   0.000000000000e+00
    RHS       r_ge_w_5_6_5   0.000000000000e+00
    RHS       r_ge_w_5_6_6   0.000000000000e+00
    RHS       r_ge_w_5_6_7   0.000000000000e+00
    RHS       r_ge_w_5_6_8   0.000000000000e+00
    RHS       r_ge_w_5_6_9   0.000000000000e+00
    RHS       r_ge_w_5_6_10   0.000000000000e+00
    RHS       r_ge_w_5_6_11   0.000000000000e+00
    RHS       r_ge_w_5_6_12   0.000000000000e+00
    RHS       r_ge_w_5_6_13   0.000000000000e+00
    RHS       r_le_5_6   0.000000000000e+00
    RHS       reach_all_5   1.000000000000e+00
    RHS       r_mono_6_1   0.000000000000e+00
    RHS       r_ge_w_6_1_0   0.000000000000e+00
    RHS       r_ge_w_6_1_1   0.000000000000e+00
    RHS       r_ge_w_6_1_2   0.000000000000e+00
    RHS       r_ge_w_6_1_3   0.000000000000e+00
    RHS       r_ge_w_6_1_4   0.000000000000e+00
    RHS       r_ge_w_6_1_5   0.000000000000e+00
    RHS       r_ge_w_6_1_6   0.000000000000e+00
    RHS       r_ge_w_6_1_7   0.000000000000e+00
    RHS       r_ge_w_6_1_8   0.000000000000e+00
    RHS       r_ge_w_6_1_9   0.000000000000e+00
    RHS       r_ge_w_6_1_10   0.000000000000e+00
    RHS       r_ge_w_6_1_11   0.000000000000e+00
    RHS       r_ge_w_6_1_12   0.000000000000e+00
    RHS       r_ge_w_6_1_13   0.000000000000e+00
    RHS       r_le_6_1   0.000000000000e+00
    RHS       r_mono_6_2   0.000000000000e+00
    RHS       r_ge_w_6_2_0   0.000000000000e+00
    RHS       r_ge_w_6_2_1   0.000000000000e+00
    RHS       r_ge_w_6_2_2   0.000000000000e+00
    RHS       r_ge_w_6_2_3   0.000000000000e+00
    RHS       r_ge_w_6_2_4   0.000000000000e+00
    RHS       r_ge_w_6_2_5   0.000000000000e+00
    RHS       r_ge_w_6_2_6   0.000000000000e+00
    RHS       r_ge_w_6_2_7   0.000000000000e+00
    RHS       r_ge_w_6_2_8   0.000000000000e+00
    RHS       r_ge_w_6_2_9   0.000000000000e+00
    RHS       r_ge_w_6_2_10   0.000000000000e+00
    RHS       r_ge_w_6_2_11   0.000000000000e+00
    RHS       r_ge_w_6_2_12   0.000000000000e+00
    RHS       r_ge_w_6_2_13   0.000000000000e+00
    RHS       r_le_6_2   0.000000000000e+00
    RHS       r_mono_6_3   0.000000000000e+00
    RHS       r_ge_w_6_3_0   0.000000000000e+00
    RHS       r_ge_w_6_3_1   0.000000000000e+00
    RHS       r_ge_w_6_3_2   0.000000000000e+00
    RHS       r_ge_w_6_3_3   0.000000000000e+00
    RHS       r_ge_w_6_3_4   0.000000000000e+00
    RHS       r_ge_w_6_3_5   0.000000000000e+00
    RHS       r_ge_w_6_3_6   0.000000000000e+00
    RHS       r_ge_w_6_3_7   0.000000000000e+00
    RHS       r_ge_w_6_3_8   0.000000000000e+00
    RHS       r_ge_w_6_3_9   0.000000000000e+00
    RHS       r_ge_w_6_3_10   0.000000000000e+00
    RHS       r_ge_w_6_3_11   0.000000000000e+00
    RHS       r_ge_w_6_3_12   0.000000000000e+00
    RHS       r_ge_w_6_3_13   0.000000000000e+00
    RHS       r_le_6_3   0.000000000000e+00
    RHS       r_mono_6_4   0.000000000000e+00
    RHS       r_ge_w_6_4_0   0.000000000000e+00
    RHS       r_ge_w_6_4_1   0.000000000000e+00
    RHS       r_ge_w_6_4_2   0.000000000000e+00
    RHS       r_ge_w_6_4_3   0.000000000000e+00
    RHS       r_ge_w_6_4_4   0.000000000000e+00
    RHS       r_ge_w_6_4_5   0.000000000000e+00
    RHS       r_ge_w_6_4_6   0.000000000000e+00
    RHS       r_ge_w_6_4_7   0.000000000000e+00
    RHS       r_ge_w_6_4_8   0.000000000000e+00
    RHS       r_ge_w_6_4_9   0.000000000000e+00
    RHS       r_ge_w_6_4_10   0.000000000000e+00
    RHS       r_ge_w_6_4_11   0.000000000000e+00
    RHS       r_ge_w_6_4_12   0.000000000000e+00
    RHS       r_ge_w_6_4_13   0.000000000000e+00
    RHS       r_le_6_4   0.000000000000e+00
    RHS       r_mono_6_5   0.000000000000e+00
    RHS       r_ge_w_6_5_0   0.000000000000e+00
    RHS       r_ge_w_6_5_1   0.000000000000e+00
    RHS       r_ge_w_6_5_2   0.000000000000e+00
    RHS       r_ge_w_6_5_3   0.000000000000e+00
    RHS       r_ge_w_6_5_4   0.000000000000e+00
    RHS       r_ge_w_6_5_5   0.000000000000e+00
    RHS       r_ge_w_6_5_6   0.000000000000e+00
    RHS       r_ge_w_6_5_7   0.000000000000e+00
    RHS       r_ge_w_6_5_8   0.000000000000e+00
    RHS       r_ge_w_6_5_9   0.000000000000e+00
    RHS       r_ge_w_6_5_10   0.000000000000e+00
    RHS       r_ge_w_6_5_11   0.000000000000e+00
    RHS       r_ge_w_6_5_12   0.000000000000e+00
    RHS       r_ge_w_6_5_13   0.000000000000e+00
    RHS       r_le_6_5   0.000000000000e+00
    RHS       r_mono_6_6   0.000000000000e+00
    RHS       r_ge_w_6_6_0   0.000000000000e+00
    RHS       r_ge_w_6_6_1   0.000000000000e+00
    RHS       r_ge_w_6_6_2   0.000000000000e+00
    RHS       r_ge_w_6_6_3   0.000000000000e+00
    RHS       r_ge_w_6_6_4   0.000000000000e+00
    RHS       r_ge_w_6_6_5   0.000000000000e+00
    RHS       r_ge_w_6_6_6   0.000000000000e+00
    RHS       r_ge_w_6_6_7   0.000000000000e+00
    RHS       r_ge_w_6_6_8   0.000000000000e+00
    RHS       r_ge_w_6_6_9   0.000000000000e+00
    RHS       r_ge_w_6_6_10   0.000000000000e+00
    RHS       r_ge_w_6_6_11   0.000000000000e+00
    RHS       r_ge_w_6_6_12   0.000000000000e+00
    RHS       r_ge_w_6_6_13   0.000000000000e+00
    RHS       r_le_6_6   0.000000000000e+00
    RHS       reach_all_6   1.000000000000e+00
    RHS       r_mono_7_1   0.000000000000e+00
    RHS       r_ge_w_7_1_0   0.000000000000e+00
    RHS       r_ge_w_7_1_1   0.000000000000e+00
    RHS       r_ge_w_7_1_2   0.000000000000e+00
    RHS       r_ge_w_7_1_3   0.000000000000e+00
    RHS       r_ge_w_7_1_4   0.000000000000e+00
    RHS       r_ge_w_7_1_5   0.000000000000e+00
    RHS       r_ge_w_7_1_6   0.000000000000e+00
    RHS       r_ge_w_7_1_7   0.000000000000e+00
    RHS       r_ge_w_7_1_8   0.000000000000e+00
    RHS       r_ge_w_7_1_9   0.000000000000e+00
    RHS       r_ge_w_7_1_10   0.000000000000e+00
    RHS       r_ge_w_7_1_11   0.000000000000e+00
    RHS       r_ge_w_7_1_12   0.000000000000e+00
    RHS       r_ge_w_7_1_13   0.000000000000e+00
    RHS       r_le_7_1   0.000000000000e+00
    RHS       r_mono_7_2   0.000000000000e+00
    RHS       r_ge_w_7_2_0   0.000000000000e+00
    RHS       r_ge_w_7_2_1   0.000000000000e+00
    RHS       r_ge_w_7_2_2   0.000000000000e+00
    RHS       r_ge_w_7_2_3   0.000000000000e+00
    RHS       r_ge_w_7_2_4   0.000000000000e+00
    RHS       r_ge_w_7_2_5   0.000000000000e+00
    RHS       r_ge_w_7_2_6   0.000000000000e+00
    RHS       r_ge_w_7_2_7   0.000000000000e+00
    RHS       r_ge_w_7_2_8   0.000000000000e+00
    RHS       r_ge_w_7_2_9   0.000000000000e+00
    RHS       r_ge_w_7_2_10   0.000000000000e+00
    RHS       r_ge_w_7_2_11   0.000000000000e+00
    RHS       r_ge_w_7_2_12   0.000000000000e+00
    RHS       r_ge_w_7_2_13   0.000000000000e+00
    RHS       r_le_7_2   0.000000000000e+00
    RHS       r_mono_7_3   0.000000000000e+00
    RHS       r_ge_w_7_3_0   0.000000000000e+00
    RHS       r_ge_w_7_3_1   0.000000000000e+00
    RHS       r_ge_w_7_3_2   0.000000000000e+00
    RHS       r_ge_w_7_3_3   0.000000000000e+00
    RHS       r_ge_w_7_3_4   0.000000000000e+00
    RHS       r_ge_w_7_3_5   0.000000000000e+00
    RHS       r_ge_w_7_3_6   0.000000000000e+00
    RHS       r_ge_w_7_3_7   0.000000000000e+00
    RHS       r_ge_w_7_3_8   0.000000000000e+00
    RHS       r_ge_w_7_3_9   0.000000000000e+00
    RHS       r_ge_w_7_3_10   0.000000000000e+00
    RHS       r_ge_w_7_3_11   0.000000000000e+00
    RHS       r_ge_w_7_3_12   0.000000000000e+00
    RHS       r_ge_w_7_3_13   0.000000000000e+00
    RHS       r_le_7_3   0.000000000000e+00
    RHS       r_mono_7_4   0.000000000000e+00
    RHS       r_ge_w_7_4_0   0.000000000000e+00
    RHS       r_ge_w_7_4_1   0.000000000000e+00
    RHS       r_ge_w_7_4_2   0.000000000000e+00
    RHS       r_ge_w_7_4_3   0.000000000000e+00
    RHS       r_ge_w_7_4_4   0.000000000000e+00
    RHS       r_ge_w_7_4_5   0.000000000000e+00
    RHS       r_ge_w_7_4_6   0.000000000000e+00
    RHS       r_ge_w_7_4_7   0.000000000000e+00
    RHS       r_ge_w_7_4_8   0.000000000000e+00
    RHS       r_ge_w_7_4_9   0.000000000000e+00
    RHS       r_ge_w_7_4_10   0.000000000000e+00
    RHS       r_ge_w_7_4_11   0.000000000000e+00
    RHS       r_ge_w_7_4_12   0.000000000000e+00
    RHS       r_ge_w_7_4_13   0.000000000000e+00
    RHS       r_le_7_4   0.000000000000e+00
    RHS       r_mono_7_5   0.000000000000e+00
    RHS       r_ge_w_7_5_0   0.000000000000e+00
    RHS       r_ge_w_7_5_1   0.000000000000e+00
    RHS       r_ge_w_7_5_2   0.000000000000e+00
    RHS       r_ge_w_7_5_3   0.000000000000e+00
    RHS       r_ge_w_7_5_4   0.000000000000e+00
    RHS       r_ge_w_7_5_5   0.000000000000e+00
    RHS       r_ge_w_7_5_6   0.000000000000e+00
    RHS       r_ge_w_7_5_7   0.000000000000e+00
    RHS       r_ge_w_7_5_8   0.000000000000e+00
    RHS       r_ge_w_7_5_9   0.000000000000e+00
    RHS       r_ge_w_7_5_10   0.000000000000e+00
    RHS       r_ge_w_7_5_11   0.000000000000e+00
    RHS       r_ge_w_7_5_12   0.000000000000e+00
    RHS       r_ge_w_7_5_13   0.000000000000e+00
    RHS       r_le_7_5   0.000000000000e+00
    RHS       r_mono_7_6   0.000000000000e+00
    RHS       r_ge_w_7_6_0   0.000000000000e+00
    RHS       r_ge_w_7_6_1   0.000000000000e+00
    RHS       r_ge_w_7_6_2   0.000000000000e+00
    RHS       r_ge_w_7_6_3   0.000000000000e+00
    RHS       r_ge_w_7_6_4   0.000000000000e+00
    RHS       r_ge_w_7_6_5   0.000000000000e+00
    RHS       r_ge_w_7_6_6   0.000000000000e+00
    RHS       r_ge_w_7_6_7   0.000000000000e+00
    RHS       r_ge_w_7_6_8   0.000000000000e+00
    RHS       r_ge_w_7_6_9   0.000000000000e+00
    RHS       r_ge_w_7_6_10   0.000000000000e+00
    RHS       r_ge_w_7_6_11   0.000000000000e+00
    RHS       r_ge_w_7_6_12   0.000000000000e+00
    RHS       r_ge_w_7_6_13   0.000000000000e+00
    RHS       r_le_7_6   0.000000000000e+00
    RHS       reach_all_7   1.000000000000e+00
    RHS       ball_1     2.000000000000e+00
    RHS       ball_2     6.000000000000e+00
BOUNDS
 UP BND       r_1_1      1.000000000000e+00
 UP BND       r_1_2      1.000000000000e+00
 UP BND       r_1_3      1.000000000000e+00
 UP BND       r_1_4      1.000000000000e+00
 UP BND       r_1_5      1.000000000000e+00
 UP BND       r_1_6      1.000000000000e+00
 UP BND       r_2_1      1.000000000000e+00
 UP BND       r_2_2      1.000000000000e+00
 UP BND       r_2_3      1.000000000000e+00
 UP BND       r_2_4      1.000000000000e+00
 UP BND       r_2_5      1.000000000000e+00
 UP BND       r_2_6      1.000000000000e+00
 UP BND       r_3_1      1.000000000000e+00
 UP BND       r_3_2      1.000000000000e+00
 UP BND       r_3_3      1.000000000000e+00
 UP BND       r_3_4      1.000000000000e+00
 UP BND       r_3_5      1.000000000000e+00
 UP BND       r_3_6      1.000000000000e+00
 UP BND       r_4_1      1.000000000000e+00
 UP BND       r_4_2      1.000000000000e+00
 UP BND       r_4_3      1.000000000000e+00
 UP BND       r_4_4      1.000000000000e+00
 UP BND       r_4_5      1.000000000000e+00
 UP BND       r_4_6      1.000000000000e+00
 UP BND       r_5_1      1.000000000000e+00
 UP BND       r_5_2      1.000000000000e+00
 UP BND       r_5_3      1.000000000000e+00
 UP BND       r_5_4      1.000000000000e+00
 UP BND       r_5_5      1.000000000000e+00
 UP BND       r_5_6      1.000000000000e+00
 UP BND       r_6_1      1.000000000000e+00
 UP BND       r_6_2      1.000000000000e+00
 UP BND       r_6_3      1.000000000000e+00
 UP BND       r_6_4      1.000000000000e+00
 UP BND       r_6_5      1.000000000000e+00
 UP BND       r_6_6      1.000000000000e+00
 UP BND       r_7_1      1.000000000000e+00
 UP BND       r_7_2      1.000000000000e+00
 UP BND       r_7_3      1.000000000000e+00
 UP BND       r_7_4      1.000000000000e+00
 UP BND       r_7_5      1.000000000000e+00
 UP BND       r_7_6      1.000000000000e+00
 BV BND       s_1     
 BV BND       s_2     
 BV BND       s_3     
 BV BND       s_4     
 BV BND       s_5     
 BV BND       s_6     
 BV BND       s_7     
 UP BND       w_1_1_10_5   1.000000000000e+00
 UP BND       w_1_1_11_4   1.000000000000e+00
 UP BND       w_1_1_12_3   1.000000000000e+00
 UP BND       w_1_1_13_2   1.000000000000e+00
 UP BND       w_1_1_14_1   1.000000000000e+00
 UP BND       w_1_1_1_1   1.000000000000e+00
 UP BND       w_1_1_2_2   1.000000000000e+00
 UP BND       w_1_1_3_3   1.000000000000e+00
 UP BND       w_1_1_4_4   1.000000000000e+00
 UP BND       w_1_1_5_5   1.000000000000e+00
 UP BND       w_1_1_6_6   1.000000000000e+00
 UP BND       w_1_1_7_7   1.000000000000e+00
 UP BND       w_1_1_8_7   1.000000000000e+00
 UP BND       w_1_1_9_6   1.000000000000e+00
 UP BND       w_1_2_10_5   1.000000000000e+00
 UP BND       w_1_2_11_4   1.000000000000e+00
 UP BND       w_1_2_12_3   1.000000000000e+00
 UP BND       w_1_2_13_2   1.000000000000e+00
 UP BND       w_1_2_14_1   1.000000000000e+00
 UP BND       w_1_2_1_1   1.000000000000e+00
 UP BND       w_1_2_2_2   1.000000000000e+00
 UP BND       w_1_2_3_3   1.000000000000e+00
 UP BND       w_1_2_4_4   1.000000000000e+00
 UP BND       w_1_2_5_5   1.000000000000e+00
 UP BND       w_1_2_6_6   1.000000000000e+00
 UP BND       w_1_2_7_7   1.000000000000e+00
 UP BND       w_1_2_8_7   1.000000000000e+00
 UP BND       w_1_2_9_6   1.000000000000e+00
 UP BND       w_1_3_10_5   1.000000000000e+00
 UP BND       w_1_3_11_4   1.000000000000e+00
 UP BND       w_1_3_12_3   1.000000000000e+00
 UP BND       w_1_3_13_2   1.000000000000e+00
 UP BND       w_1_3_14_1   1.000000000000e+00
 UP BND       w_1_3_1_1   1.000000000000e+00
 UP BND       w_1_3_2_2   1.000000000000e+00
 UP BND       w_1_3_3_3   1.000000000000e+00
 UP BND       w_1_3_4_4   1.000000000000e+00
 UP BND       w_1_3_5_5   1.000000000000e+00
 UP BND       w_1_3_6_6   1.000000000000e+00
 UP BND       w_1_3_7_7   1.000000000000e+00
 UP BND       w_1_3_8_7   1.000000000000e+00
 UP BND       w_1_3_9_6   1.000000000000e+00
 UP BND       w_1_4_10_5   1.000000000000e+00
 UP BND       w_1_4_11_4   1.000000000000e+00
 UP BND       w_1_4_12_3   1.000000000000e+00
 UP BND       w_1_4_13_2   1.000000000000e+00
 UP BND       w_1_4_14_1   1.000000000000e+00
 UP BND       w_1_4_1_1   1.000000000000e+00
 UP BND       w_1_4_2_2   1.000000000000e+00
 UP BND       w_1_4_3_3   1.000000000000e+00
 UP BND       w_1_4_4_4   1.000000000000e+00
 UP BND       w_1_4_5_5   1.000000000000e+00
 UP BND       w_1_4_6_6   1.000000000000e+00
 UP BND       w_1_4_7_7   1.000000000000e+00
 UP BND       w_1_4_8_7   1.000000000000e+00
 UP BND       w_1_4_9_6   1.000000000000e+00
 UP BND       w_1_5_10_5   1.000000000000e+00
 UP BND       w_1_5_11_4   1.000000000000e+00
 UP BND       w_1_5_12_3   1.000000000000e+00
 UP BND       w_1_5_13_2   1.000000000000e+00
 UP BND       w_1_5_14_1   1.000000000000e+00
 UP BND       w_1_5_1_1   1.000000000000e+00
 UP BND       w_1_5_2_2   1.000000000000e+00
 UP BND       w_1_5_3_3   1.000000000000e+00
 UP BND       w_1_5_4_4   1.000000000000e+00
 UP BND       w_1_5_5_5   1.000000000000e+00
 UP BND       w_1_5_6_6   1.000000000000e+00
 UP BND       w_1_5_7_7   1.000000000000e+00
 UP BND       w_1_5_8_7   1.000000000000e+00
 UP BND       w_1_5_9_6   1.000000000000e+00
 UP BND       w_1_6_10_5   1.000000000000e+00
 UP BND       w_1_6_11_4   1.000000000000e+00
 UP BND       w_1_6_12_3   1.000000000000e+00
 UP BND       w_1_6_13_2   1.000000000000e+00
 UP BND       w_1_6_14_1   1.000000000000e+00
 UP BND       w_1_6_1_1   1.000000000000e+00
 UP BND       w_1_6_2_2   1.000000000000e+00
 UP BND       w_1_6_3_3   1.000000000000e+00
 UP BND       w_1_6_4_4   1.000000000000e+00
 UP BND       w_1_6_5_5   1.000000000000e+00
 UP BND       w_1_6_6_6   1.000000000000e+00
 UP BND       w_1_6_7_7   1.000000000000e+00
 UP BND       w_1_6_8_7   1.000000000000e+00
 UP BND       w_1_6_9_6   1.000000000000e+00
 UP BND       w_2_1_10_5   1.000000000000e+00
 UP BND       w_2_1_11_4   1.000000000000e+00
 UP BND       w_2_1_12_3   1.000000000000e+00
 UP BND       w_2_1_13_2   1.000000000000e+00
 UP BND       w_2_1_14_1   1.000000000000e+00
 UP BND       w_2_1_1_1   1.000000000000e+00
 UP BND       w_2_1_2_2   1.000000000000e+00
 UP BND       w_2_1_3_3   1.000000000000e+00
 UP BND       w_2_1_4_4   1.000000000000e+00
 UP BND       w_2_1_5_5   1.000000000000e+00
 UP BND       w_2_1_6_6   1.000000000000e+00
 UP BND       w_2_1_7_7   1.000000000000e+00
 UP BND       w_2_1_8_7   1.000000000000e+00
 UP BND       w_2_1_9_6   1.000000000000e+00
 UP BND       w_2_2_10_5   1.000000000000e+00
 UP BND       w_2_2_11_4   1.000000000000e+00
 UP BND       w_2_2_12_3   1.000000000000e+00
 UP BND       w_2_2_13_2   1.000000000000e+00
 UP BND       w_2_2_14_1   1.000000000000e+00
 UP BND       w_2_2_1_1   1.000000000000e+00
 UP BND       w_2_2_2_2   1.000000000000e+00
 UP BND       w_2_2_3_3   1.000000000000e+00
 UP BND       w_2_2_4_4   1.000000000000e+00
 UP BND       w_2_2_5_5   1.000000000000e+00
 UP BND       w_2_2_6_6   1.000000000000e+00
 UP BND       w_2_2_7_7   1.000000000000e+00
 UP BND       w_2_2_8_7   1.000000000000e+00
 UP BND       w_2_2_9_6   1.000000000000e+00
 UP BND       w_2_3_10_5   1.000000000000e+00
 UP BND       w_2_3_11_4   1.000000000000e+00
 UP BND       w_2_3_12_3   1.000000000000e+00
 UP BND       w_2_3_13_2   1.000000000000e+00
 UP BND       w_2_3_14_1   1.000000000000e+00
 UP BND       w_2_3_1_1   1.000000000000e+00
 UP BND       w_2_3_2_2   1.000000000000e+00
 UP BND       w_2_3_3_3   1.000000000000e+00
 UP BND       w_2_3_4_4   1.000000000000e+00
 UP BND       w_2_3_5_5   1.000000000000e+00
 UP BND       w_2_3_6_6   1.000000000000e+00
 UP BND       w_2_3_7_7   1.000000000000e+00
 UP BND       w_2_3_8_7   1.000000000000e+00
 UP BND       w_2_3_9_6   1.000000000000e+00
 UP BND       w_2_4_10_5   1.000000000000e+00
 UP BND       w_2_4_11_4   1.000000000000e+00
 UP BND       w_2_4_12_3   1.000000000000e+00
 UP BND       w_2_4_13_2   1.000000000000e+00
 UP BND       w_2_4_14_1   1.000000000000e+00
 UP BND       w_2_4_1_1   1.000000000000e+00
 UP BND       w_2_4_2_2   1.000000000000e+00
 UP BND       w_2_4_3_3   1.000000000000e+00
 UP BND       w_2_4_4_4   1.000000000000e+00
 UP BND       w_2_4_5_5   1.000000000000e+00
 UP BND       w_2_4_6_6   1.000000000000e+00
 UP BND       w_2_4_7_7   1.000000000000e+00
 UP BND       w_2_4_8_7   1.000000000000e+00
 UP BND       w_2_4_9_6   1.000000000000e+00
 UP BND       w_2_5_10_5   1.000000000000e+00
 UP BND       w_2_5_11_4   1.000000000000e+00
 UP BND       w_2_5_12_3   1.000000000000e+00
 UP BND       w_2_5_13_2   1.000000000000e+00
 UP BND       w_2_5_14_1   1.000000000000e+00
 UP BND       w_2_5_1_1   1.000000000000e+00
 UP BND       w_2_5_2_2   1.000000000000e+00
 UP BND       w_2_5_3_3   1.000000000000e+00
 UP BND       w_2_5_4_4   1.000000000000e+00
 UP BND       w_2_5_5_5   1.000000000000e+00
 UP BND       w_2_5_6_6   1.000000000000e+00
 UP BND       w_2_5_7_7   1.000000000000e+00
 UP BND       w_2_5_8_7   1.000000000000e+00
 UP BND       w_2_5_9_6   1.000000000000e+00
 UP BND       w_2_6_10_5   1.000000000000e+00
 UP BND       w_2_6_11_4   1.000000000000e+00
 UP BND       w_2_6_12_3   1.000000000000e+00
 UP BND       w_2_6_13_2   1.000000000000e+00
 UP BND       w_2_6_14_1   1.000000000000e+00
 UP BND       w_2_6_1_1   1.000000000000e+00
 UP BND       w_2_6_2_2   1.000000000000e+00
 UP BND       w_2_6_3_3   1.000000000000e+00
 UP BND       w_2_6_4_4   1.000000000000e+00
 UP BND       w_2_6_5_5   1.000000000000e+00
 UP BND       w_2_6_6_6   1.000000000000e+00
 UP BND       w_2_6_7_7   1.000000000000e+00
 UP BND       w_2_6_8_7   1.000000000000e+00
 UP BND       w_2_6_9_6   1.000000000000e+00
 UP BND       w_3_1_10_5   1.000000000000e+00
 UP BND       w_3_1_11_4   1.000000000000e+00
 UP BND       w_3_1_12_3   1.000000000000e+00
 UP BND       w_3_1_13_2   1.000000000000e+00
 UP BND       w_3_1_14_1   1.000000000000e+00
 UP BND       w_3_1_1_1   1.000000000000e+00
 UP BND       w_3_1_2_2   1.000000000000e+00
 UP BND       w_3_1_3_3   1.000000000000e+00
 UP BND       w_3_1_4_4   1.000000000000e+00
 UP BND       w_3_1_5_5   1.000000000000e+00
 UP BND       w_3_1_6_6   1.000000000000e+00
 UP BND       w_3_1_7_7   1.000000000000e+00
 UP BND       w_3_1_8_7   1.000000000000e+00
 UP BND       w_3_1_9_6   1.000000000000e+00
 UP BND       w_3_2_10_5   1.000000000000e+00
 UP BND       w_3_2_11_4   1.000000000000e+00
 UP BND       w_3_2_12_3   1.000000000000e+00
 UP BND       w_3_2_13_2   1.000000000000e+00
 UP BND       w_3_2_14_1   1.000000000000e+00
 UP BND       w_3_2_1_1   1.000000000000e+00
 UP BND       w_3_2_2_2   1.000000000000e+00
 UP BND       w_3_2_3_3   1.000000000000e+00
 UP BND       w_3_2_4_4   1.000000000000e+00
 UP BND       w_3_2_5_5   1.000000000000e+00
 UP BND       w_3_2_6_6   1.000000000000e+00
 UP BND       w_3_2_7_7   1.000000000000e+00
 UP BND       w_3_2_8_7   1.000000000000e+00
 UP BND       w_3_2_9_6   1.000000000000e+00
 UP BND       w_3_3_10_5   1.000000000000e+00
 UP BND       w_3_3_11_4   1.000000000000e+00
 UP BND       w_3_3_12_3   1.000000000000e+00
 UP BND       w_3_3_13_2   1.000000000000e+00
 UP BND       w_3_3_14_1   1.000000000000e+00
 UP BND       w_3_3_1_1   1.000000000000e+00
 UP BND       w_3_3_2_2   1.000000000000e+00
 UP BND       w_3_3_3_3   1.000000000000e+00
 UP BND       w_3_3_4_4   1.000000000000e+00
 UP BND       w_3_3_5_5   1.000000000000e+00
 UP BND       w_3_3_6_6   1.000000000000e+00
 UP BND       w_3_3_7_7   1.000000000000e+00
 UP BND       w_3_3_8_7   1.000000000000e+00
 UP BND       w_3_3_9_6   1.000000000000e+00
 UP BND       w_3_4_10_5   1.000000000000e+00
 UP BND       w_3_4_11_4   1.000000000000e+00
 UP BND       w_3_4_12_3   1.000000000000e+00
 UP BND       w_3_4_13_2   1.000000000000e+00
 UP BND       w_3_4_14_1   1.000000000000e+00
 UP BND       w_3_4_1_1   1.000000000000e+00
 UP BND       w_3_4_2_2   1.000000000000e+00
 UP BND       w_3_4_3_3   1.000000000000e+00
 UP BND       w_3_4_4_4   1.000000000000e+00
 UP BND       w_3_4_5_5   1.000000000000e+00
 UP BND       w_3_4_6_6   1.000000000000e+00
 UP BND       w_3_4_7_7   1.000000000000e+00
 UP BND       w_3_4_8_7   1.000000000000e+00
 UP BND       w_3_4_9_6   1.000000000000e+00
 UP BND       w_3_5_10_5   1.000000000000e+00
 UP BND       w_3_5_11_4   1.000000000000e+00
 UP BND       w_3_5_12_3   1.000000000000e+00
 UP BND       w_3_5_13_2   1.000000000000e+00
 UP BND       w_3_5_14_1   1.000000000000e+00
 UP BND       w_3_5_1_1   1.000000000000e+00
 UP BND       w_3_5_2_2   1.000000000000e+00
 UP BND       w_3_5_3_3   1.000000000000e+00
 UP BND       w_3_5_4_4   1.000000000000e+00
 UP BND       w_3_5_5_5   1.000000000000e+00
 UP BND       w_3_5_6_6   1.000000000000e+00
 UP BND       w_3_5_7_7   1.000000000000e+00
 UP BND       w_3_5_8_7   1.000000000000e+00
 UP BND       w_3_5_9_6   1.000000000000e+00
 UP BND       w_3_6_10_5   1.000000000000e+00
 UP BND       w_3_6_11_4   1.000000000000e+00
 UP BND       w_3_6_12_3   1.000000000000e+00
 UP BND       w_3_6_13_2   1.000000000000e+00
 UP BND       w_3_6_14_1   1.000000000000e+00
 UP BND       w_3_6_1_1   1.000000000000e+00
 UP BND       w_3_6_2_2   1.000000000000e+00
 UP BND       w_3_6_3_3   1.000000000000e+00
 UP BND       w_3_6_4_4   1.000000000000e+00
 UP BND       w_3_6_5_5   1.000000000000e+00
 UP BND       w_3_6_6_6   1.000000000000e+00
 UP BND       w_3_6_7_7   1.000000000000e+00
 UP BND       w_3_6_8_7   1.000000000000e+00
 UP BND       w_3_6_9_6   1.000000000000e+00
 UP BND       w_4_1_10_5   1.000000000000e+00
 UP BND       w_4_1_11_4   1.000000000000e+00
 UP BND       w_4_1_12_3   1.000000000000e+00
 UP BND       w_4_1_13_2   1.000000000000e+00
 UP BND       w_4_1_14_1   1.000000000000e+00
 UP BND       w_4_1_1_1   1.000000000000e+00
 UP BND       w_4_1_2_2   1.000000000000e+00
 UP BND       w_4_1_3_3   1.000000000000e+00
 UP BND       w_4_1_4_4   1.000000000000e+00
 UP BND       w_4_1_5_5   1.000000000000e+00
 UP BND       w_4_1_6_6   1.000000000000e+00
 UP BND       w_4_1_7_7   1.000000000000e+00
 UP BND       w_4_1_8_7   1.000000000000e+00
 UP BND       w_4_1_9_6   1.000000000000e+00
 UP BND       w_4_2_10_5   1.000000000000e+00
 UP BND       w_4_2_11_4   1.000000000000e+00
 UP BND       w_4_2_12_3   1.000000000000e+00
 UP BND       w_4_2_13_2   1.000000000000e+00
 UP BND       w_4_2_14_1   1.000000000000e+00
 UP BND       w_4_2_1_1   1.000000000000e+00
 UP BND       w_4_2_2_2   1.000000000000e+00
 UP BND       w_4_2_3_3   1.000000000000e+00
 UP BND       w_4_2_4_4   1.000000000000e+00
 UP BND       w_4_2_5_5   1.000000000000e+00
 UP BND       w_4_2_6_6   1.000000000000e+00
 UP BND       w_4_2_7_7   1.000000000000e+00
 UP BND       w_4_2_8_7   1.000000000000e+00
 UP BND       w_4_2_9_6   1.000000000000e+00
 UP BND       w_4_3_10_5   1.000000000000e+00
 UP BND       w_4_3_11_4   1.000000000000e+00
 UP BND       w_4_3_12_3   1.000000000000e+00
 UP BND       w_4_3_13_2   1.000000000000e+00
 UP BND       w_4_3_14_1   1.000000000000e+00
 UP BND       w_4_3_1_1   1.000000000000e+00
 UP BND       w_4_3_2_2   1.000000000000e+00
 UP BND       w_4_3_3_3   1.000000000000e+00
 UP BND       w_4_3_4_4   1.000000000000e+00
 UP BND       w_4_3_5_5   1.000000000000e+00
 UP BND       w_4_3_6_6   1.000000000000e+00
 UP BND       w_4_3_7_7   1.000000000000e+00
 UP BND       w_4_3_8_7   1.000000000000e+00
 UP BND       w_4_3_9_6   1.000000000000e+00
 UP BND       w_4_4_10_5   1.000000000000e+00
 UP BND       w_4_4_11_4   1.000000000000e+00
 UP BND       w_4_4_12_3   1.000000000000e+00
 UP BND       w_4_4_13_2   1.000000000000e+00
 UP BND       w_4_4_14_1   1.000000000000e+00
 UP BND       w_4_4_1_1   1.000000000000e+00
 UP BND       w_4_4_2_2   1.000000000000e+00
 UP BND       w_4_4_3_3   1.000000000000e+00
 UP BND       w_4_4_4_4   1.000000000000e+00
 UP BND       w_4_4_5_5   1.000000000000e+00
 UP BND       w_4_4_6_6   1.000000000000e+00
 UP BND       w_4_4_7_7   1.000000000000e+00
 UP BND       w_4_4_8_7   1.000000000000e+00
 UP BND       w_4_4_9_6   1.000000000000e+00
 UP BND       w_4_5_10_5   1.000000000000e+00
 UP BND       w_4_5_11_4   1.000000000000e+00
 UP BND       w_4_5_12_3   1.000000000000e+00
 UP BND       w_4_5_13_2   1.000000000000e+00
 UP BND       w_4_5_14_1   1.000000000000e+00
 UP BND       w_4_5_1_1   1.000000000000e+00
 UP BND       w_4_5_2_2   1.000000000000e+00
 UP BND       w_4_5_3_3   1.000000000000e+00
 UP BND       w_4_5_4_4   1.000000000000e+00
 UP BND       w_4_5_5_5   1.000000000000e+00
 UP BND       w_4_5_6_6   1.000000000000e+00
 UP BND       w_4_5_7_7   1.000000000000e+00
 UP BND       w_4_5_8_7   1.000000000000e+00
 UP BND       w_4_5_9_6   1.000000000000e+00
 UP BND       w_4_6_10_5   1.000000000000e+00
 UP BND       w_4_6_11_4   1.000000000000e+00
 UP BND       w_4_6_12_3   1.000000000000e+00
 UP BND       w_4_6_13_2   1.000000000000e+00
 UP BND       w_4_6_14_1   1.000000000000e+00
 UP BND       w_4_6_1_1   1.000000000000e+00
 UP BND       w_4_6_2_2   1.000000000000e+00
 UP BND       w_4_6_3_3   1.000000000000e+00
 UP BND       w_4_6_4_4   1.000000000000e+00
 UP BND       w_4_6_5_5   1.000000000000e+00
 UP BND       w_4_6_6_6   1.000000000000e+00
 UP BND       w_4_6_7_7   1.000000000000e+00
 UP BND       w_4_6_8_7   1.000000000000e+00
 UP BND       w_4_6_9_6   1.000000000000e+00
 UP BND       w_5_1_10_5   1.000000000000e+00
 UP BND       w_5_1_11_4   1.000000000000e+00
 UP BND       w_5_1_12_3   1.000000000000e+00
 UP BND       w_5_1_13_2   1.000000000000e+00
 UP BND       w_5_1_14_1   1.000000000000e+00
 UP BND       w_5_1_1_1   1.000000000000e+00
 UP BND       w_5_1_2_2   1.000000000000e+00
 UP BND       w_5_1_3_3   1.000000000000e+00
 UP BND       w_5_1_4_4   1.000000000000e+00
 UP BND       w_5_1_5_5   1.000000000000e+00
 UP BND       w_5_1_6_6   1.000000000000e+00
 UP BND       w_5_1_7_7   1.000000000000e+00
 UP BND       w_5_1_8_7   1.000000000000e+00
 UP BND       w_5_1_9_6   1.000000000000e+00
 UP BND       w_5_2_10_5   1.000000000000e+00
 UP BND       w_5_2_11_4   1.000000000000e+00
 UP BND       w_5_2_12_3   1.000000000000e+00
 UP BND       w_5_2_13_2   1.000000000000e+00
 UP BND       w_5_2_14_1   1.000000000000e+00
 UP BND       w_5_2_1_1   1.000000000000e+00
 UP BND       w_5_2_2_2   1.000000000000e+00
 UP BND       w_5_2_3_3   1.000000000000e+00
 UP BND       w_5_2_4_4   1.000000000000e+00
 UP BND       w_5_2_5_5   1.000000000000e+00
 UP BND       w_5_2_6_6   1.000000000000e+00
 UP BND       w_5_2_7_7   1.000000000000e+00
 UP BND       w_5_2_8_7   1.000000000000e+00
 UP BND       w_5_2_9_6   1.000000000000e+00
 UP BND       w_5_3_10_5   1.000000000000e+00
 UP BND       w_5_3_11_4   1.000000000000e+00
 UP BND       w_5_3_12_3   1.000000000000e+00
 UP BND       w_5_3_13_2   1.000000000000e+00
 UP BND       w_5_3_14_1   1.000000000000e+00
 UP BND       w_5_3_1_1   1.000000000000e+00
 UP BND       w_5_3_2_2   1.000000000000e+00
 UP BND       w_5_3_3_3   1.000000000000e+00
 UP BND       w_5_3_4_4   1.000000000000e+00
 UP BND       w_5_3_5_5   1.000000000000e+00
 UP BND       w_5_3_6_6   1.000000000000e+00
 UP BND       w_5_3_7_7   1.000000000000e+00
 UP BND       w_5_3_8_7   1.000000000000e+00
 UP BND       w_5_3_9_6   1.000000000000e+00
 UP BND       w_5_4_10_5   1.000000000000e+00
 UP BND       w_5_4_11_4   1.000000000000e+00
 UP BND       w_5_4_12_3   1.000000000000e+00
 UP BND       w_5_4_13_2   1.000000000000e+00
 UP BND       w_5_4_14_1   1.000000000000e+00
 UP BND       w_5_4_1_1   1.000000000000e+00
 UP BND       w_5_4_2_2   1.000000000000e+00
 UP BND       w_5_4_3_3   1.000000000000e+00
 UP BND       w_5_4_4_4   1.000000000000e+00
 UP BND       w_5_4_5_5   1.000000000000e+00
 UP BND       w_5_4_6_6   1.000000000000e+00
 UP BND       w_5_4_7_7   1.000000000000e+00
 UP BND       w_5_4_8_7   1.000000000000e+00
 UP BND       w_5_4_9_6   1.000000000000e+00
 UP BND       w_5_5_10_5   1.000000000000e+00
 UP BND       w_5_5_11_4   1.000000000000e+00
 UP BND       w_5_5_12_3   1.000000000000e+00
 UP BND       w_5_5_13_2   1.000000000000e+00
 UP BND       w_5_5_14_1   1.000000000000e+00
 UP BND       w_5_5_1_1   1.000000000000e+00
 UP BND       w_5_5_2_2   1.000000000000e+00
 UP BND       w_5_5_3_3   1.000000000000e+00
 UP BND       w_5_5_4_4   1.000000000000e+00
 UP BND       w_5_5_5_5   1.000000000000e+00
 UP BND       w_5_5_6_6   1.000000000000e+00
 UP BND       w_5_5_7_7   1.000000000000e+00
 UP BND       w_5_5_8_7   1.000000000000e+00
 UP BND       w_5_5_9_6   1.000000000000e+00
 UP BND       w_5_6_10_5   1.000000000000e+00
 UP BND       w_5_6_11_4   1.000000000000e+00
 UP BND       w_5_6_12_3   1.000000000000e+00
 UP BND       w_5_6_13_2   1.000000000000e+00
 UP BND       w_5_6_14_1   1.000000000000e+00
 UP BND       w_5_6_1_1   1.000000000000e+00
 UP BND       w_5_6_2_2   1.000000000000e+00
 UP BND       w_5_6_3_3   1.000000000000e+00
 UP BND       w_5_6_4_4   1.000000000000e+00
 UP BND       w_5_6_5_5   1.000000000000e+00
 UP BND       w_5_6_6_6   1.000000000000e+00
 UP BND       w_5_6_7_7   1.000000000000e+00
 UP BND       w_5_6_8_7   1.000000000000e+00
 UP BND       w_5_6_9_6   1.000000000000e+00
 UP BND       w_6_1_10_5   1.000000000000e+00
 UP BND       w_6_1_11_4   1.000000000000e+00
 UP BND       w_6_1_12_3   1.000000000000e+00
 UP BND       w_6_1_13_2   1.000000000000e+00
 UP BND       w_6_1_14_1   1.000000000000e+00
 UP BND       w_6_1_1_1   1.000000000000e+00
 UP BND       w_6_1_2_2   1.000000000000e+00
 UP BND       w_6_1_3_3   1.000000000000e+00
 UP BND       w_6_1_4_4   1.000000000000e+00
 UP BND       w_6_1_5_5   1.000000000000e+00
 UP BND       w_6_1_6_6   1.000000000000e+00
 UP BND       w_6_1_7_7   1.000000000000e+00
 UP BND       w_6_1_8_7   1.000000000000e+00
 UP BND       w_6_1_9_6   1.000000000000e+00
 UP BND       w_6_2_10_5   1.000000000000e+00
 UP BND       w_6_2_11_4   1.000000000000e+00
 UP BND       w_6_2_12_3   1.000000000000e+00
 UP BND       w_6_2_13_2   1.000000000000e+00
 UP BND       w_6_2_14_1   1.000000000000e+00
 UP BND       w_6_2_1_1   1.000000000000e+00
 UP BND       w_6_2_2_2   1.000000000000e+00
 UP BND       w_6_2_3_3   1.000000000000e+00
 UP BND       w_6_2_4_4   1.000000000000e+00
 UP BND       w_6_2_5_5   1.000000000000e+00
 UP BND       w_6_2_6_6   1.000000000000e+00
 UP BND       w_6_2_7_7   1.000000000000e+00
 UP BND       w_6_2_8_7   1.000000000000e+00
 UP BND       w_6_2_9_6   1.000000000000e+00
 UP BND       w_6_3_10_5   1.000000000000e+00
 UP BND       w_6_3_11_4   1.000000000000e+00
 UP BND       w_6_3_12_3   1.000000000000e+00
 UP BND       w_6_3_13_2   1.000000000000e+00
 UP BND       w_6_3_14_1   1.000000000000e+00
 UP BND       w_6_3_1_1   1.000000000000e+00
 UP BND       w_6_3_2_2   1.000000000000e+00
 UP BND       w_6_3_3_3   1.000000000000e+00
 UP BND       w_6_3_4_4   1.000000000000e+00
 UP BND       w_6_3_5_5   1.000000000000e+00
 UP BND       w_6_3_6_6   1.000000000000e+00
 UP BND       w_6_3_7_7   1.000000000000e+00
 UP BND       w_6_3_8_7   1.000000000000e+00
 UP BND       w_6_3_9_6   1.000000000000e+00
 UP BND       w_6_4_10_5   1.000000000000e+00
 UP BND       w_6_4_11_4   1.000000000000e+00
 UP BND       w_6_4_12_3   1.000000000000e+00
 UP BND       w_6_4_13_2   1.000000000000e+00
 UP BND       w_6_4_14_1   1.000000000000e+00
 UP BND       w_6_4_1_1   1.000000000000e+00
 UP BND       w_6_4_2_2   1.000000000000e+00
 UP BND       w_6_4_3_3   1.000000000000e+00
 UP BND       w_6_4_4_4   1.000000000000e+00
 UP BND       w_6_4_5_5   1.000000000000e+00
 UP BND       w_6_4_6_6   1.000000000000e+00
 UP BND       w_6_4_7_7   1.000000000000e+00
 UP BND       w_6_4_8_7   1.000000000000e+00
 UP BND       w_6_4_9_6   1.000000000000e+00
 UP BND       w_6_5_10_5   1.000000000000e+00
 UP BND       w_6_5_11_4   1.000000000000e+00
 UP BND       w_6_5_12_3   1.000000000000e+00
 UP BND       w_6_5_13_2   1.000000000000e+00
 UP BND       w_6_5_14_1   1.000000000000e+00
 UP BND       w_6_5_1_1   1.000000000000e+00
 UP BND       w_6_5_2_2   1.000000000000e+00
 UP BND       w_6_5_3_3   1.000000000000e+00
 UP BND       w_6_5_4_4   1.000000000000e+00
 UP BND       w_6_5_5_5   1.000000000000e+00
 UP BND       w_6_5_6_6   1.000000000000e+00
 UP BND       w_6_5_7_7   1.000000000000e+00
 UP BND       w_6_5_8_7   1.000000000000e+00
 UP BND       w_6_5_9_6   1.000000000000e+00
 UP BND       w_6_6_10_5   1.000000000000e+00
 UP BND       w_6_6_11_4   1.000000000000e+00
 UP BND       w_6_6_12_3   1.000000000000e+00
 UP BND       w_6_6_13_2   1.000000000000e+00
 UP BND       w_6_6_14_1   1.000000000000e+00
 UP BND       w_6_6_1_1   1.000000000000e+00
 UP BND       w_6_6_2_2   1.000000000000e+00
 UP BND       w_6_6_3_3   1.000000000000e+00
 UP BND       w_6_6_4_4   1.000000000000e+00
 UP BND       w_6_6_5_5   1.000000000000e+00
 UP BND       w_6_6_6_6   1.000000000000e+00
 UP BND       w_6_6_7_7   1.000000000000e+00
 UP BND       w_6_6_8_7   1.000000000000e+00
 UP BND       w_6_6_9_6   1.000000000000e+00
 UP BND       w_7_1_10_5   1.000000000000e+00
 UP BND       w_7_1_11_4   1.000000000000e+00
 UP BND       w_7_1_12_3   1.000000000000e+00
 UP BND       w_7_1_13_2   1.000000000000e+00
 UP BND       w_7_1_14_1   1.000000000000e+00
 UP BND       w_7_1_1_1   1.000000000000e+00
 UP BND       w_7_1_2_2   1.000000000000e+00
 UP BND       w_7_1_3_3   1.000000000000e+00
 UP BND       w_7_1_4_4   1.000000000000e+00
 UP BND       w_7_1_5_5   1.000000000000e+00
 UP BND       w_7_1_6_6   1.000000000000e+00
 UP BND       w_7_1_7_7   1.000000000000e+00
 UP BND       w_7_1_8_7   1.000000000000e+00
 UP BND       w_7_1_9_6   1.000000000000e+00
 UP BND       w_7_2_10_5   1.000000000000e+00
 UP BND       w_7_2_11_4   1.000000000000e+00
 UP BND       w_7_2_12_3   1.000000000000e+00
 UP BND       w_7_2_13_2   1.000000000000e+00
 UP BND       w_7_2_14_1   1.000000000000e+00
 UP BND       w_7_2_1_1   1.000000000000e+00
 UP BND       w_7_2_2_2   1.000000000000e+00
 UP BND       w_7_2_3_3   1.000000000000e+00
 UP BND       w_7_2_4_4   1.000000000000e+00
 UP BND       w_7_2_5_5   1.000000000000e+00
 UP BND       w_7_2_6_6   1.000000000000e+00
 UP BND       w_7_2_7_7   1.000000000000e+00
 UP BND       w_7_2_8_7   1.000000000000e+00
 UP BND       w_7_2_9_6   1.000000000000e+00
 UP BND       w_7_3_10_5   1.000000000000e+00
 UP BND       w_7_3_11_4   1.000000000000e+00
 UP BND       w_7_3_12_3   1.000000000000e+00
 UP BND       w_7_3_13_2   1.000000000000e+00
 UP BND       w_7_3_14_1   1.000000000000e+00
 UP BND       w_7_3_1_1   1.000000000000e+00
 UP BND       w_7_3_2_2   1.000000000000e+00
 UP BND       w_7_3_3_3   1.000000000000e+00
 UP BND       w_7_3_4_4   1.000000000000e+00
 UP BND       w_7_3_5_5   1.000000000000e+00
 UP BND       w_7_3_6_6   1.000000000000e+00
 UP BND       w_7_3_7_7   1.000000000000e+00
 UP BND       w_7_3_8_7   1.000000000000e+00
 UP BND       w_7_3_9_6   1.000000000000e+00
 UP BND       w_7_4_10_5   1.000000000000e+00
 UP BND       w_7_4_11_4   1.000000000000e+00
 UP BND       w_7_4_12_3   1.000000000000e+00
 UP BND       w_7_4_13_2   1.000000000000e+00
 UP BND       w_7_4_14_1   1.000000000000e+00
 UP BND       w_7_4_1_1   1.000000000000e+00
 UP BND       w_7_4_2_2   1.000000000000e+00
 UP BND       w_7_4_3_3   1.000000000000e+00
 UP BND       w_7_4_4_4   1.000000000000e+00
 UP BND       w_7_4_5_5   1.000000000000e+00
 UP BND       w_7_4_6_6   1.000000000000e+00
 UP BND       w_7_4_7_7   1.000000000000e+00
 UP BND       w_7_4_8_7   1.000000000000e+00
 UP BND       w_7_4_9_6   1.000000000000e+00
 UP BND       w_7_5_10_5   1.000000000000e+00
 UP BND       w_7_5_11_4   1.000000000000e+00
 UP BND       w_7_5_12_3   1.000000000000e+00
 UP BND       w_7_5_13_2   1.000000000000e+00
 UP BND       w_7_5_14_1   1.000000000000e+00
 UP BND       w_7_5_1_1   1.000000000000e+00
 UP BND       w_7_5_2_2   1.000000000000e+00
 UP BND       w_7_5_3_3   1.000000000000e+00
 UP BND       w_7_5_4_4   1.000000000000e+00
 UP BND       w_7_5_5_5   1.000000000000e+00
 UP BND       w_7_5_6_6   1.000000000000e+00
 UP BND       w_7_5_7_7   1.000000000000e+00
 UP BND       w_7_5_8_7   1.000000000000e+00
 UP BND       w_7_5_9_6   1.000000000000e+00
 UP BND       w_7_6_10_5   1.000000000000e+00
 UP BND       w_7_6_11_4   1.000000000000e+00
 UP BND       w_7_6_12_3   1.000000000000e+00
 UP BND       w_7_6_13_2   1.000000000000e+00
 UP BND       w_7_6_14_1   1.000000000000e+00
 UP BND       w_7_6_1_1   1.000000000000e+00
 UP BND       w_7_6_2_2   1.000000000000e+00
 UP BND       w_7_6_3_3   1.000000000000e+00
 UP BND       w_7_6_4_4   1.000000000000e+00
 UP BND       w_7_6_5_5   1.000000000000e+00
 UP BND       w_7_6_6_6   1.000000000000e+00
 UP BND       w_7_6_7_7   1.000000000000e+00
 UP BND       w_7_6_8_7   1.000000000000e+00
 UP BND       w_7_6_9_6   1.000000000000e+00
ENDATA
