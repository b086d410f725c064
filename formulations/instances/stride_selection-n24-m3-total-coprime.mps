NAME          stride_selection
ROWS
 N  OBJ
 E  strides_count
 L  w_le_s_1_1_1_1
 L  w_le_r_1_1_1_1
 G  w_ge_1_1_1_1
 L  w_le_s_1_1_23_1
 L  w_le_r_1_1_23_1
 G  w_ge_1_1_23_1
 L  w_le_s_1_1_5_5
 L  w_le_r_1_1_5_5
 G  w_ge_1_1_5_5
 L  w_le_s_1_1_19_5
 L  w_le_r_1_1_19_5
 G  w_ge_1_1_19_5
 L  w_le_s_1_1_7_7
 L  w_le_r_1_1_7_7
 G  w_ge_1_1_7_7
 L  w_le_s_1_1_17_7
 L  w_le_r_1_1_17_7
 G  w_ge_1_1_17_7
 L  w_le_s_1_1_11_11
 L  w_le_r_1_1_11_11
 G  w_ge_1_1_11_11
 L  w_le_s_1_1_13_11
 L  w_le_r_1_1_13_11
 G  w_ge_1_1_13_11
 L  w_le_s_2_1_1_1
 L  w_le_r_2_1_1_1
 G  w_ge_2_1_1_1
 L  w_le_s_2_1_23_1
 L  w_le_r_2_1_23_1
 G  w_ge_2_1_23_1
 L  w_le_s_2_1_5_5
 L  w_le_r_2_1_5_5
 G  w_ge_2_1_5_5
 L  w_le_s_2_1_19_5
 L  w_le_r_2_1_19_5
 G  w_ge_2_1_19_5
 L  w_le_s_2_1_7_7
 L  w_le_r_2_1_7_7
 G  w_ge_2_1_7_7
 L  w_le_s_2_1_17_7
 L  w_le_r_2_1_17_7
 G  w_ge_2_1_17_7
 L  w_le_s_2_1_11_11
 L  w_le_r_2_1_11_11
 G  w_ge_2_1_11_11
 L  w_le_s_2_1_13_11
 L  w_le_r_2_1_13_11
 G  w_ge_2_1_13_11
 L  w_le_s_3_1_1_1
 L  w_le_r_3_1_1_1
 G  w_ge_3_1_1_1
 L  w_le_s_3_1_23_1
 L  w_le_r_3_1_23_1
 G  w_ge_3_1_23_1
 L  w_le_s_3_1_5_5
 L  w_le_r_3_1_5_5
 G  w_ge_3_1_5_5
 L  w_le_s_3_1_19_5
 L  w_le_r_3_1_19_5
 G  w_ge_3_1_19_5
 L  w_le_s_3_1_7_7
 L  w_le_r_3_1_7_7
 G  w_ge_3_1_7_7
 L  w_le_s_3_1_17_7
 L  w_le_r_3_1_17_7
 G  w_ge_3_1_17_7
 L  w_le_s_3_1_11_11
 L  w_le_r_3_1_11_11
 G  w_ge_3_1_11_11
 L  w_le_s_3_1_13_11
 L  w_le_r_3_1_13_11
 G  w_ge_3_1_13_11
 L  w_le_s_4_1_1_1
 L  w_le_r_4_1_1_1
 G  w_ge_4_1_1_1
 L  w_le_s_4_1_23_1
 L  w_le_r_4_1_23_1
 G  w_ge_4_1_23_1
 L  w_le_s_4_1_5_5
 L  w_le_r_4_1_5_5
 G  w_ge_4_1_5_5
 L  w_le_s_4_1_19_5
 L  w_le_r_4_1_19_5
 G  w_ge_4_1_19_5
 L  w_le_s_4_1_7_7
 L  w_le_r_4_1_7_7
 G  w_ge_4_1_7_7
 L  w_le_s_4_1_17_7
 L  w_le_r_4_1_17_7
 G  w_ge_4_1_17_7
 L  w_le_s_4_1_11_11
 L  w_le_r_4_1_11_11
 G  w_ge_4_1_11_11
 L  w_le_s_4_1_13_11
 L  w_le_r_4_1_13_11
 G  w_ge_4_1_13_11
 L  w_le_s_5_1_1_1
 L  w_le_r_5_1_1_1
 G  w_ge_5_1_1_1
 L  w_le_s_5_1_23_1
 L  w_le_r_5_1_23_1
 G  w_ge_5_1_23_1
 L  w_le_s_5_1_5_5
 L  w_le_r_5_1_5_5
 G  w_ge_5_1_5_5
 L  w_le_s_5_1_19_5
 L  w_le_r_5_1_19_5
 G  w_ge_5_1_19_5
 L  w_le_s_5_1_7_7
 L  w_le_r_5_1_7_7
 G  w_ge_5_1_7_7
 L  w_le_s_5_1_17_7
 L  w_le_r_5_1_17_7
 G  w_ge_5_1_17_7
 L  w_le_s_5_1_11_11
 L  w_le_r_5_1_11_11
 G  w_ge_5_1_11_11
 L  w_le_s_5_1_13_11
 L  w_le_r_5_1_13_11
 G  w_ge_5_1_13_11
 L  w_le_s_6_1_1_1
 L  w_le_r_6_1_1_1
 G  w_ge_6_1_1_1
 L  w_le_s_6_1_23_1
 L  w_le_r_6_1_23_1
 G  w_ge_6_1_23_1
 L  w_le_s_6_1_5_5
 L  w_le_r_6_1_5_5
 G  w_ge_6_1_5_5
 L  w_le_s_6_1_19_5
 L  w_le_r_6_1_19_5
 G  w_ge_6_1_19_5
 L  w_le_s_6_1_7_7
 L  w_le_r_6_1_7_7
 G  w_ge_6_1_7_7
 L  w_le_s_6_1_17_7
 L  w_le_r_6_1_17_7
 G  w_ge_6_1_17_7
 L  w_le_s_6_1_11_11
 L  w_le_r_6_1_11_11
 G  w_ge_6_1_11_11
 L  w_le_s_6_1_13_11
 L  w_le_r_6_1_13_11
 G  w_ge_6_1_13_11
 L  w_le_s_7_1_1_1
 L  w_le_r_7_1_1_1
 G  w_ge_7_1_1_1
 L  w_le_s_7_1_23_1
 L  w_le_r_7_1_23_1
 G  w_ge_7_1_23_1
 L  w_le_s_7_1_5_5
 L  w_le_r_7_1_5_5
 G  w_ge_7_1_5_5
 L  w_le_s_7_1_19_5
 L  w_le_r_7_1_19_5
 G  w_ge_7_1_19_5
 L  w_le_s_7_1_7_7
 L  w_le_r_7_1_7_7
 G  w_ge_7_1_7_7
 L  w_le_s_7_1_17_7
 L  w_le_r_7_1_17_7
 G  w_ge_7_1_17_7
 L  w_le_s_7_1_11_11
 L  w_le_r_7_1_11_11
 G  w_ge_7_1_11_11
 L  w_le_s_7_1_13_11
 L  w_le_r_7_1_13_11
 G  w_ge_7_1_13_11
 L  w_le_s_8_1_1_1
 L  w_le_r_8_1_1_1
 G  w_ge_8_1_1_1
 L  w_le_s_8_1_23_1
 L  w_le_r_8_1_23_1
 G  w_ge_8_1_23_1
 L  w_le_s_8_1_5_5
 L  w_le_r_8_1_5_5
 G  w_ge_8_1_5_5
 L  w_le_s_8_1_19_5
 L  w_le_r_8_1_19_5
 G  w_ge_8_1_19_5
 L  w_le_s_8_1_7_7
 L  w_le_r_8_1_7_7
 G  w_ge_8_1_7_7
 L  w_le_s_8_1_17_7
 L  w_le_r_8_1_17_7
 G  w_ge_8_1_17_7
 L  w_le_s_8_1_11_11
 L  w_le_r_8_1_11_11
 G  w_ge_8_1_11_11
 L  w_le_s_8_1_13_11
 L  w_le_r_8_1_13_11
 G  w_ge_8_1_13_11
 L  w_le_s_9_1_1_1
 L  w_le_r_9_1_1_1
 G  w_ge_9_1_1_1
 L  w_le_s_9_1_23_1
 L  w_le_r_9_1_23_1
 G  w_ge_9_1_23_1
 L  w_le_s_9_1_5_5
 L  w_le_r_9_1_5_5
 G  w_ge_9_1_5_5
 L  w_le_s_9_1_19_5
 L  w_le_r_9_1_19_5
 G  w_ge_9_1_19_5
 L  w_le_s_9_1_7_7
 L  w_le_r_9_1_7_7
 G  w_ge_9_1_7_7
 L  w_le_s_9_1_17_7
 L  w_le_r_9_1_17_7
 G  w_ge_9_1_17_7
 L  w_le_s_9_1_11_11
 L  w_le_r_9_1_11_11
 G  w_ge_9_1_11_11
 L  w_le_s_9_1_13_11
 L  w_le_r_9_1_13_11
 G  w_ge_9_1_13_11
 L  w_le_s_10_1_1_1
 L  w_le_r_10_1_1_1
 G  w_ge_10_1_1_1
 L  w_le_s_10_1_23_1
 L  w_le_r_10_1_23_1
 G  w_ge_10_1_23_1
 L  w_le_s_10_1_5_5
 L  w_le_r_10_1_5_5
 G  w_ge_10_1_5_5
 L  w_le_s_10_1_19_5
 L  w_le_r_10_1_19_5
 G  w_ge_10_1_19_5
 L  w_le_s_10_1_7_7
 L  w_le_r_10_1_7_7
 G  w_ge_10_1_7_7
 L  w_le_s_10_1_17_7
 L  w_le_r_10_1_17_7
 G  w_ge_10_1_17_7
 L  w_le_s_10_1_11_11
 L  w_le_r_10_1_11_11
 G  w_ge_10_1_11_11
 L  w_le_s_10_1_13_11
 L  w_le_r_10_1_13_11
 G  w_ge_10_1_13_11
 L  w_le_s_11_1_1_1
 L  w_le_r_11_1_1_1
 G  w_ge_11_1_1_1
 L  w_le_s_11_1_23_1
 L  w_le_r_11_1_23_1
 G  w_ge_11_1_23_1
 L  w_le_s_11_1_5_5
 L  w_le_r_11_1_5_5
 G  w_ge_11_1_5_5
 L  w_le_s_11_1_19_5
 L  w_le_r_11_1_19_5
 G  w_ge_11_1_19_5
 L  w_le_s_11_1_7_7
 L  w_le_r_11_1_7_7
 G  w_ge_11_1_7_7
 L  w_le_s_11_1_17_7
 L  w_le_r_11_1_17_7
 G  w_ge_11_1_17_7
 L  w_le_s_11_1_11_11
 L  w_le_r_11_1_11_11
 G  w_ge_11_1_11_11
 L  w_le_s_11_1_13_11
 L  w_le_r_11_1_13_11
 G  w_ge_11_1_13_11
 L  w_le_s_12_1_1_1
 L  w_le_r_12_1_1_1
 G  w_ge_12_1_1_1
 L  w_le_s_12_1_23_1
 L  w_le_r_12_1_23_1
 G  w_ge_12_1_23_1
 L  w_le_s_12_1_5_5
 L  w_le_r_12_1_5_5
 G  w_ge_12_1_5_5
 L  w_le_s_12_1_19_5
 L  w_le_r_12_1_19_5
 G  w_ge_12_1_19_5
 L  w_le_s_12_1_7_7
 L  w_le_r_12_1_7_7
 G  w_ge_12_1_7_7
 L  w_le_s_12_1_17_7
 L  w_le_r_12_1_17_7
 G  w_ge_12_1_17_7
 L  w_le_s_12_1_11_11
 L  w_le_r_12_1_11_11
 G  w_ge_12_1_11_11
 L  w_le_s_12_1_13_11
 L  w_le_r_12_1_13_11
 G  w_ge_12_1_13_11
 L  w_le_s_1_2_1_1
 L  w_le_r_1_2_1_1
 G  w_ge_1_2_1_1
 L  w_le_s_1_2_23_1
 L  w_le_r_1_2_23_1
 G  w_ge_1_2_23_1
 L  w_le_s_1_2_5_5
 L  w_le_r_1_2_5_5
 G  w_ge_1_2_5_5
 L  w_le_s_1_2_19_5
 L  w_le_r_1_2_19_5
 G  w_ge_1_2_19_5
 L  w_le_s_1_2_7_7
 L  w_le_r_1_2_7_7
 G  w_ge_1_2_7_7
 L  w_le_s_1_2_17_7
 L  w_le_r_1_2_17_7
 G  w_ge_1_2_17_7
 L  w_le_s_1_2_11_11
 L  w_le_r_1_2_11_11
 G  w_ge_1_2_11_11
 L  w_le_s_1_2_13_11
 L  w_le_r_1_2_13_11
 G  w_ge_1_2_13_11
 L  w_le_s_2_2_1_1
 L  w_le_r_2_2_1_1
 G  w_ge_2_2_1_1
 L  w_le_s_2_2_23_1
 L  w_le_r_2_2_23_1
 G  w_ge_2_2_23_1
 L  w_le_s_2_2_5_5
 L  w_le_r_2_2_5_5
 G  w_ge_2_2_5_5
 L  w_le_s_2_2_19_5
 L  w_le_r_2_2_19_5
 G  w_ge_2_2_19_5
 L  w_le_s_2_2_7_7
 L  w_le_r_2_2_7_7
 G  w_ge_2_2_7_7
 L  w_le_s_2_2_17_7
 L  w_le_r_2_2_17_7
 G  w_ge_2_2_17_7
 L  w_le_s_2_2_11_11
 L  w_le_r_2_2_11_11
 G  w_ge_2_2_11_11
 L  w_le_s_2_2_13_11
 L  w_le_r_2_2_13_11
 G  w_ge_2_2_13_11
 L  w_le_s_3_2_1_1
 L  w_le_r_3_2_1_1
 G  w_ge_3_2_1_1
 L  w_le_s_3_2_23_1
 L  w_le_r_3_2_23_1
 G  w_ge_3_2_23_1
 L  w_le_s_3_2_5_5
 L  w_le_r_3_2_5_5
 G  w_ge_3_2_5_5
 L  w_le_s_3_2_19_5
 L  w_le_r_3_2_19_5
 G  w_ge_3_2_19_5
 L  w_le_s_3_2_7_7
 L  w_le_r_3_2_7_7
 G  w_ge_3_2_7_7
 L  w_le_s_3_2_17_7
 L  w_le_r_3_2_17_7
 G  w_ge_3_2_17_7
 L  w_le_s_3_2_11_11
 L  w_le_r_3_2_11_11
 G  w_ge_3_2_11_11
 L  w_le_s_3_2_13_11
 L  w_le_r_3_2_13_11
 G  w_ge_3_2_13_11
 L  w_le_s_4_2_1_1
 L  w_le_r_4_2_1_1
 G  w_ge_4_2_1_1
 L  w_le_s_4_2_23_1
 L  w_le_r_4_2_23_1
 G  w_ge_4_2_23_1
 L  w_le_s_4_2_5_5
 L  w_le_r_4_2_5_5
 G  w_ge_4_2_5_5
 L  w_le_s_4_2_19_5
 L  w_le_r_4_2_19_5
 G  w_ge_4_2_19_5
 L  w_le_s_4_2_7_7
 L  w_le_r_4_2_7_7
 G  w_ge_4_2_7_7
 L  w_le_s_4_2_17_7
 L  w_le_r_4_2_17_7
 G  w_ge_4_2_17_7
 L  w_le_s_4_2_11_11
 L  w_le_r_4_2_11_11
 G  w_ge_4_2_11_11
 L  w_le_s_4_2_13_11
 L  w_le_r_4_2_13_11
 G  w_ge_4_2_13_11
 L  w_le_s_5_2_1_1
 L  w_le_r_5_2_1_1
 G  w_ge_5_2_1_1
 L  w_le_s_5_2_23_1
 L  w_le_r_5_2_23_1
 G  w_ge_5_2_23_1
 L  w_le_s_5_2_5_5
 L  w_le_r_5_2_5_5
 G  w_ge_5_2_5_5
 L  w_le_s_5_2_19_5
 L  w_le_r_5_2_19_5
 G  w_ge_5_2_19_5
 L  w_le_s_5_2_7_7
 L  w_le_r_5_2_7_7
 G  w_ge_5_2_7_7
 L  w_le_s_5_2_17_7
 L  w_le_r_5_2_17_7
 G  w_ge_5_2_17_7
 L  w_le_s_5_2_11_11
 L  w_le_r_5_2_11_11
 G  w_ge_5_2_11_11
 L  w_le_s_5_2_13_11
 L  w_le_r_5_2_13_11
 G  w_ge_5_2_13_11
 L  w_le_s_6_2_1_1
 L  w_le_r_6_2_1_1
 G  w_ge_6_2_1_1
 L  w_le_s_6_2_23_1
 L  w_le_r_6_2_23_1
 G  w_ge_6_2_23_1
 L  w_le_s_6_2_5_5
 L  w_le_r_6_2_5_5
 G  w_ge_6_2_5_5
 L  w_le_s_6_2_19_5
 L  w_le_r_6_2_19_5
 G  w_ge_6_2_19_5
 L  w_le_s_6_2_7_7
 L  w_le_r_6_2_7_7
 G  w_ge_6_2_7_7
 L  w_le_s_6_2_17_7
 L  w_le_r_6_2_17_7
 G  w_ge_6_2_17_7
 L  w_le_s_6_2_11_11
 L  w_le_r_6_2_11_11
 G  w_ge_6_2_11_11
 L  w_le_s_6_2_13_11
 L  w_le_r_6_2_13_11
 G  w_ge_6_2_13_11
 L  w_le_s_7_2_1_1
 L  w_le_r_7_2_1_1
 G  w_ge_7_2_1_1
 L  w_le_s_7_2_23_1
 L  w_le_r_7_2_23_1
 G  w_ge_7_2_23_1
 L  w_le_s_7_2_5_5
 L  w_le_r_7_2_5_5
 G  w_ge_7_2_5_5
 L  w_le_s_7_2_19_5
 L  w_le_r_7_2_19_5
 G  w_ge_7_2_19_5
 L  w_le_s_7_2_7_7
 L  w_le_r_7_2_7_7
 G  w_ge_7_2_7_7
 L  w_le_s_7_2_17_7
 L  w_le_r_7_2_17_7
 G  w_ge_7_2_17_7
 L  w_le_s_7_2_11_11
 L  w_le_r_7_2_11_11
 G  w_ge_7_2_11_11
 L  w_le_s_7_2_13_11
 L  w_le_r_7_2_13_11
 G  w_ge_7_2_13_11
 L  w_le_s_8_2_1_1
 L  w_le_r_8_2_1_1
 G  w_ge_8_2_1_1
 L  w_le_s_8_2_23_1
 L  w_le_r_8_2_23_1
 G  w_ge_8_2_23_1
 L  w_le_s_8_2_5_5
 L  w_le_r_8_2_5_5
 G  w_ge_8_2_5_5
 L  w_le_s_8_2_19_5
 L  w_le_r_8_2_19_5
 G  w_ge_8_2_19_5
 L  w_le_s_8_2_7_7
 L  w_le_r_8_2_7_7
 G  w_ge_8_2_7_7
 L  w_le_s_8_2_17_7
 L  w_le_r_8_2_17_7
 G  w_ge_8_2_17_7
 L  w_le_s_8_2_11_11
 L  w_le_r_8_2_11_11
 G  w_ge_8_2_11_11
 L  w_le_s_8_2_13_11
 L  w_le_r_8_2_13_11
 G  w_ge_8_2_13_11
 L  w_le_s_9_2_1_1
 L  w_le_r_9_2_1_1
 G  w_ge_9_2_1_1
 L  w_le_s_9_2_23_1
 L  w_le_r_9_2_23_1
 G  w_ge_9_2_23_1
 L  w_le_s_9_2_5_5
 L  w_le_r_9_2_5_5
 G  w_ge_9_2_5_5
 L  w_le_s_9_2_19_5
 L  w_le_r_9_2_19_5
 G  w_ge_9_2_19_5
 L  w_le_s_9_2_7_7
 L  w_le_r_9_2_7_7
 G  w_ge_9_2_7_7
 L  w_le_s_9_2_17_7
 L  w_le_r_9_2_17_7
 G  w_ge_9_2_17_7
 L  w_le_s_9_2_11_11
 L  w_le_r_9_2_11_11
 G  w_ge_9_2_11_11
 L  w_le_s_9_2_13_11
 L  w_le_r_9_2_13_11
 G  w_ge_9_2_13_11
 L  w_le_s_10_2_1_1
 L  w_le_r_10_2_1_1
 G  w_ge_10_2_1_1
 L  w_le_s_10_2_23_1
 L  w_le_r_10_2_23_1
 G  w_ge_10_2_23_1
 L  w_le_s_10_2_5_5
 L  w_le_r_10_2_5_5
 G  w_ge_10_2_5_5
 L  w_le_s_10_2_19_5
 L  w_le_r_10_2_19_5
 G  w_ge_10_2_19_5
 L  w_le_s_10_2_7_7
 L  w_le_r_10_2_7_7
 G  w_ge_10_2_7_7
 L  w_le_s_10_2_17_7
 L  w_le_r_10_2_17_7
 G  w_ge_10_2_17_7
 L  w_le_s_10_2_11_11
 L  w_le_r_10_2_11_11
 G  w_ge_10_2_11_11
 L  w_le_s_10_2_13_11
 L  w_le_r_10_2_13_11
 G  w_ge_10_2_13_11
 L  w_le_s_11_2_1_1
 L  w_le_r_11_2_1_1
 G  w_ge_11_2_1_1
 L  w_le_s_11_2_23_1
 L  w_le_r_11_2_23_1
 G  w_ge_11_2_23_1
 L  w_le_s_11_2_5_5
 L  w_le_r_11_2_5_5
 G  w_ge_11_2_5_5
 L  w_le_s_11_2_19_5
 L  w_le_r_11_2_19_5
 G  w_ge_11_2_19_5
 L  w_le_s_11_2_7_7
 L  w_le_r_11_2_7_7
 G  w_ge_11_2_7_7
 L  w_le_s_11_2_17_7
 L  w_le_r_11_2_17_7
 G  w_ge_11_2_17_7
 L  w_le_s_11_2_11_11
 L  w_le_r_11_2_11_11
 G  w_ge_11_2_11_11
 L  w_le_s_11_2_13_11
 L  w_le_r_11_2_13_11
 G  w_ge_11_2_13_11
 L  w_le_s_12_2_1_1
 L  w_le_r_12_2_1_1
 G  w_ge_12_2_1_1
 L  w_le_s_12_2_23_1
 L  w_le_r_12_2_23_1
 G  w_ge_12_2_23_1
 L  w_le_s_12_2_5_5
 L  w_le_r_12_2_5_5
 G  w_ge_12_2_5_5
 L  w_le_s_12_2_19_5
 L  w_le_r_12_2_19_5
 G  w_ge_12_2_19_5
 L  w_le_s_12_2_7_7
 L  w_le_r_12_2_7_7
 G  w_ge_12_2_7_7
 L  w_le_s_12_2_17_7
 L  w_le_r_12_2_17_7
 G  w_ge_12_2_17_7
 L  w_le_s_12_2_11_11
 L  w_le_r_12_2_11_11
 G  w_ge_12_2_11_11
 L  w_le_s_12_2_13_11
 L  w_le_r_12_2_13_11
 G  w_ge_12_2_13_11
 L  w_le_s_1_3_1_1
 L  w_le_r_1_3_1_1
 G  w_ge_1_3_1_1
 L  w_le_s_1_3_23_1
 L  w_le_r_1_3_23_1
 G  w_ge_1_3_23_1
 L  w_le_s_1_3_5_5
 L  w_le_r_1_3_5_5
 G  w_ge_1_3_5_5
 L  w_le_s_1_3_19_5
 L  w_le_r_1_3_19_5
 G  w_ge_1_3_19_5
 L  w_le_s_1_3_7_7
 L  w_le_r_1_3_7_7
 G  w_ge_1_3_7_7
 L  w_le_s_1_3_17_7
 L  w_le_r_1_3_17_7
 G  w_ge_1_3_17_7
 L  w_le_s_1_3_11_11
 L  w_le_r_1_3_11_11
 G  w_ge_1_3_11_11
 L  w_le_s_1_3_13_11
 L  w_le_r_1_3_13_11
 G  w_ge_1_3_13_11
 L  w_le_s_2_3_1_1
 L  w_le_r_2_3_1_1
 G  w_ge_2_3_1_1
 L  w_le_s_2_3_23_1
 L  w_le_r_2_3_23_1
 G  w_ge_2_3_23_1
 L  w_le_s_2_3_5_5
 L  w_le_r_2_3_5_5
 G  w_ge_2_3_5_5
 L  w_le_s_2_3_19_5
 L  w_le_r_2_3_19_5
 G  w_ge_2_3_19_5
 L  w_le_s_2_3_7_7
 L  w_le_r_2_3_7_7
 G  w_ge_2_3_7_7
 L  w_le_s_2_3_17_7
 L  w_le_r_2_3_17_7
 G  w_ge_2_3_17_7
 L  w_le_s_2_3_11_11
 L  w_le_r_2_3_11_11
 G  w_ge_2_3_11_11
 L  w_le_s_2_3_13_11
 L  w_le_r_2_3_13_11
 G  w_ge_2_3_13_11
 L  w_le_s_3_3_1_1
 L  w_le_r_3_3_1_1
 G  w_ge_3_3_1_1
 L  w_le_s_3_3_23_1
 L  w_le_r_3_3_23_1
 G  w_ge_3_3_23_1
 L  w_le_s_3_3_5_5
 L  w_le_r_3_3_5_5
 G  w_ge_3_3_5_5
 L  w_le_s_3_3_19_5
 L  w_le_r_3_3_19_5
 G  w_ge_3_3_19_5
 L  w_le_s_3_3_7_7
 L  w_le_r_3_3_7_7
 G  w_ge_3_3_7_7
 L  w_le_s_3_3_17_7
 L  w_le_r_3_3_17_7
 G  w_ge_3_3_17_7
 L  w_le_s_3_3_11_11
 L  w_le_r_3_3_11_11
 G  w_ge_3_3_11_11
 L  w_le_s_3_3_13_11
 L  w_le_r_3_3_13_11
 G  w_ge_3_3_13_11
 L  w_le_s_4_3_1_1
 L  w_le_r_4_3_1_1
 G  w_ge_4_3_1_1
 L  w_le_s_4_3_23_1
 L  w_le_r_4_3_23_1
 G  w_ge_4_3_23_1
 L  w_le_s_4_3_5_5
 L  w_le_r_4_3_5_5
 G  w_ge_4_3_5_5
 L  w_le_s_4_3_19_5
 L  w_le_r_4_3_19_5
 G  w_ge_4_3_19_5
 L  w_le_s_4_3_7_7
 L  w_le_r_4_3_7_7
 G  w_ge_4_3_7_7
 L  w_le_s_4_3_17_7
 L  w_le_r_4_3_17_7
 G  w_ge_4_3_17_7
 L  w_le_s_4_3_11_11
 L  w_le_r_4_3_11_11
 G  w_ge_4_3_11_11
 L  w_le_s_4_3_13_11
 L  w_le_r_4_3_13_11
 G  w_ge_4_3_13_11
 L  w_le_s_5_3_1_1
 L  w_le_r_5_3_1_1
 G  w_ge_5_3_1_1
 L  w_le_s_5_3_23_1
 L  w_le_r_5_3_23_1
 G  w_ge_5_3_23_1
 L  w_le_s_5_3_5_5
 L  w_le_r_5_3_5_5
 G  w_ge_5_3_5_5
 L  w_le_s_5_3_19_5
 L  w_le_r_5_3_19_5
 G  w_ge_5_3_19_5
 L  w_le_s_5_3_7_7
 L  w_le_r_5_3_7_7
 G  w_ge_5_3_7_7
 L  w_le_s_5_3_17_7
 L  w_le_r_5_3_17_7
 G  w_ge_5_3_17_7
 L  w_le_s_5_3_11_11
 L  w_le_r_5_3_11_11
 G  w_ge_5_3_11_11
 L  w_le_s_5_3_13_11
 L  w_le_r_5_3_13_11
 G  w_ge_5_3_13_11
 L  w_le_s_6_3_1_1
 L  w_le_r_6_3_1_1
 G  w_ge_6_3_1_1
 L  w_le_s_6_3_23_1
 L  w_le_r_6_3_23_1
 G  w_ge_6_3_23_1
 L  w_le_s_6_3_5_5
 L  w_le_r_6_3_5_5
 G  w_ge_6_3_5_5
 L  w_le_s_6_3_19_5
 L  w_le_r_6_3_19_5
 G  w_ge_6_3_19_5
 L  w_le_s_6_3_7_7
 L  w_le_r_6_3_7_7
 G  w_ge_6_3_7_7
 L  w_le_s_6_3_17_7
 L  w_le_r_6_3_17_7
 G  w_ge_6_3_17_7
 L  w_le_s_6_3_11_11
 L  w_le_r_6_3_11_11
 G  w_ge_6_3_11_11
 L  w_le_s_6_3_13_11
 L  w_le_r_6_3_13_11
 G  w_ge_6_3_13_11
 L  w_le_s_7_3_1_1
 L  w_le_r_7_3_1_1
 G  w_ge_7_3_1_1
 L  w_le_s_7_3_23_1
 L  w_le_r_7_3_23_1
 G  w_ge_7_3_23_1
 L  w_le_s_7_3_5_5
 L  w_le_r_7_3_5_5
 G  w_ge_7_3_5_5
 L  w_le_s_7_3_19_5
 L  w_le_r_7_3_19_5
 G  w_ge_7_3_19_5
 L  w_le_s_7_3_7_7
 L  w_le_r_7_3_7_7
 G  w_ge_7_3_7_7
 L  w_le_s_7_3_17_7
 L  w_le_r_7_3_17_7
 G  w_ge_7_3_17_7
 L  w_le_s_7_3_11_11
 L  w_le_r_7_3_11_11
 G  w_ge_7_3_11_11
 L  w_le_s_7_3_13_11
 L  w_le_r_7_3_13_11
 G  w_ge_7_3_13_11
 L  w_le_s_8_3_1_1
 L  w_le_r_8_3_1_1
 G  w_ge_8_3_1_1
 L  w_le_s_8_3_23_1
 L  w_le_r_8_3_23_1
 G  w_ge_8_3_23_1
 L  w_le_s_8_3_5_5
 L  w_le_r_8_3_5_5
 G  w_ge_8_3_5_5
 L  w_le_s_8_3_19_5
 L  w_le_r_8_3_19_5
 G  w_ge_8_3_19_5
 L  w_le_s_8_3_7_7
 L  w_le_r_8_3_7_7
 G  w_ge_8_3_7_7
 L  w_le_s_8_3_17_7
 L  w_le_r_8_3_17_7
 G  w_ge_8_3_17_7
 L  w_le_s_8_3_11_11
 L  w_le_r_8_3_11_11
 G  w_ge_8_3_11_11
 L  w_le_s_8_3_13_11
 L  w_le_r_8_3_13_11
 G  w_ge_8_3_13_11
 L  w_le_s_9_3_1_1
 L  w_le_r_9_3_1_1
 G  w_ge_9_3_1_1
 L  w_le_s_9_3_23_1
 L  w_le_r_9_3_23_1
 G  w_ge_9_3_23_1
 L  w_le_s_9_3_5_5
 L  w_le_r_9_3_5_5
 G  w_ge_9_3_5_5
 L  w_le_s_9_3_19_5
 L  w_le_r_9_3_19_5
 G  w_ge_9_3_19_5
 L  w_le_s_9_3_7_7
 L  w_le_r_9_3_7_7
 G  w_ge_9_3_7_7
 L  w_le_s_9_3_17_7
 L  w_le_r_9_3_17_7
 G  w_ge_9_3_17_7
 L  w_le_s_9_3_11_11
 L  w_le_r_9_3_11_11
 G  w_ge_9_3_11_11
 L  w_le_s_9_3_13_11
 L  w_le_r_9_3_13_11
 G  w_ge_9_3_13_11
 L  w_le_s_10_3_1_1
 L  w_le_r_10_3_1_1
 G  w_ge_10_3_1_1
 L  w_le_s_10_3_23_1
 L  w_le_r_10_3_23_1
 G  w_ge_10_3_23_1
 L  w_le_s_10_3_5_5
 L  w_le_r_10_3_5_5
 G  w_ge_10_3_5_5
 L  w_le_s_10_3_19_5
 L  w_le_r_10_3_19_5
 G  w_ge_10_3_19_5
 L  w_le_s_10_3_7_7
 L  w_le_r_10_3_7_7
 G  w_ge_10_3_7_7
 L  w_le_s_10_3_17_7
 L  w_le_r_10_3_17_7
 G  w_ge_10_3_17_7
 L  w_le_s_10_3_11_11
 L  w_le_r_10_3_11_11
 G  w_ge_10_3_11_11
 L  w_le_s_10_3_13_11
 L  w_le_r_10_3_13_11
 G  w_ge_10_3_13_11
 L  w_le_s_11_3_1_1
 L  w_le_r_11_3_1_1
 G  w_ge_11_3_1_1
 L  w_le_s_11_3_23_1
 L  w_le_r_11_3_23_1
 G  w_ge_11_3_23_1
 L  w_le_s_11_3_5_5
 L  w_le_r_11_3_5_5
 G  w_ge_11_3_5_5
 L  w_le_s_11_3_19_5
 L  w_le_r_11_3_19_5
 G  w_ge_11_3_19_5
 L  w_le_s_11_3_7_7
 L  w_le_r_11_3_7_7
 G  w_ge_11_3_7_7
 L  w_le_s_11_3_17_7
 L  w_le_r_11_3_17_7
 G  w_ge_11_3_17_7
 L  w_le_s_11_3_11_11
 L  w_le_r_11_3_11_11
 G  w_ge_11_3_11_11
 L  w_le_s_11_3_13_11
 L  w_le_r_11_3_13_11
 G  w_ge_11_3_13_11
 L  w_le_s_12_3_1_1
 L  w_le_r_12_3_1_1
 G  w_ge_12_3_1_1
 L  w_le_s_12_3_23_1
 L  w_le_r_12_3_23_1
 G  w_ge_12_3_23_1
 L  w_le_s_12_3_5_5
 L  w_le_r_12_3_5_5
 G  w_ge_12_3_5_5
 L  w_le_s_12_3_19_5
 L  w_le_r_12_3_19_5
 G  w_ge_12_3_19_5
 L  w_le_s_12_3_7_7
 L  w_le_r_12_3_7_7
 G  w_ge_12_3_7_7
 L  w_le_s_12_3_17_7
 L  w_le_r_12_3_17_7
 G  w_ge_12_3_17_7
 L  w_le_s_12_3_11_11
 L  w_le_r_12_3_11_11
 G  w_ge_12_3_11_11
 L  w_le_s_12_3_13_11
 L  w_le_r_12_3_13_11
 G  w_ge_12_3_13_11
 L  w_le_s_1_4_1_1
 L  w_le_r_1_4_1_1
 G  w_ge_1_4_1_1
 L  w_le_s_1_4_23_1
 L  w_le_r_1_4_23_1
 G  w_ge_1_4_23_1
 L  w_le_s_1_4_5_5
 L  w_le_r_1_4_5_5
 G  w_ge_1_4_5_5
 L  w_le_s_1_4_19_5
 L  w_le_r_1_4_19_5
 G  w_ge_1_4_19_5
 L  w_le_s_1_4_7_7
 L  w_le_r_1_4_7_7
 G  w_ge_1_4_7_7
 L  w_le_s_1_4_17_7
 L  w_le_r_1_4_17_7
 G  w_ge_1_4_17_7
 L  w_le_s_1_4_11_11
 L  w_le_r_1_4_11_11
 G  w_ge_1_4_11_11
 L  w_le_s_1_4_13_11
 L  w_le_r_1_4_13_11
 G  w_ge_1_4_13_11
 L  w_le_s_2_4_1_1
 L  w_le_r_2_4_1_1
 G  w_ge_2_4_1_1
 L  w_le_s_2_4_23_1
 L  w_le_r_2_4_23_1
 G  w_ge_2_4_23_1
 L  w_le_s_2_4_5_5
 L  w_le_r_2_4_5_5
 G  w_ge_2_4_5_5
 L  w_le_s_2_4_19_5
 L  w_le_r_2_4_19_5
 G  w_ge_2_4_19_5
 L  w_le_s_2_4_7_7
 L  w_le_r_2_4_7_7
 G  w_ge_2_4_7_7
 L  w_le_s_2_4_17_7
 L  w_le_r_2_4_17_7
 G  w_ge_2_4_17_7
 L  w_le_s_2_4_11_11
 L  w_le_r_2_4_11_11
 G  w_ge_2_4_11_11
 L  w_le_s_2_4_13_11
 L  w_le_r_2_4_13_11
 G  w_ge_2_4_13_11
 L  w_le_s_3_4_1_1
 L  w_le_r_3_4_1_1
 G  w_ge_3_4_1_1
 L  w_le_s_3_4_23_1
 L  w_le_r_3_4_23_1
 G  w_ge_3_4_23_1
 L  w_le_s_3_4_5_5
 L  w_le_r_3_4_5_5
 G  w_ge_3_4_5_5
 L  w_le_s_3_4_19_5
 L  w_le_r_3_4_19_5
 G  w_ge_3_4_19_5
 L  w_le_s_3_4_7_7
 L  w_le_r_3_4_7_7
 G  w_ge_3_4_7_7
 L  w_le_s_3_4_17_7
 L  w_le_r_3_4_17_7
 G  w_ge_3_4_17_7
 L  w_le_s_3_4_11_11
 L  w_le_r_3_4_11_11
 G  w_ge_3_4_11_11
 L  w_le_s_3_4_13_11
 L  w_le_r_3_4_13_11
 G  w_ge_3_4_13_11
 L  w_le_s_4_4_1_1
 L  w_le_r_4_4_1_1
 G  w_ge_4_4_1_1
 L  w_le_s_4_4_23_1
 L  w_le_r_4_4_23_1
 G  w_ge_4_4_23_1
 L  w_le_s_4_4_5_5
 L  w_le_r_4_4_5_5
 G  w_ge_4_4_5_5
 L  w_le_s_4_4_19_5
 L  w_le_r_4_4_19_5
 G  w_ge_4_4_19_5
 L  w_le_s_4_4_7_7
 L  w_le_r_4_4_7_7
 G  w_ge_4_4_7_7
 L  w_le_s_4_4_17_7
 L  w_le_r_4_4_17_7
 G  w_ge_4_4_17_7
 L  w_le_s_4_4_11_11
 L  w_le_r_4_4_11_11
 G  w_ge_4_4_11_11
 L  w_le_s_4_4_13_11
 L  w_le_r_4_4_13_11
 G  w_ge_4_4_13_11
 L  w_le_s_5_4_1_1
 L  w_le_r_5_4_1_1
 G  w_ge_5_4_1_1
 L  w_le_s_5_4_23_1
 L  w_le_r_5_4_23_1
 G  w_ge_5_4_23_1
 L  w_le_s_5_4_5_5
 L  w_le_r_5_4_5_5
 G  w_ge_5_4_5_5
 L  w_le_s_5_4_19_5
 L  w_le_r_5_4_19_5
 G  w_ge_5_4_19_5
 L  w_le_s_5_4_7_7
 L  w_le_r_5_4_7_7
 G  w_ge_5_4_7_7
 L  w_le_s_5_4_17_7
 L  w_le_r_5_4_17_7
 G  w_ge_5_4_17_7
 L  w_le_s_5_4_11_11
 L  w_le_r_5_4_11_11
 G  w_ge_5_4_11_11
 L  w_le_s_5_4_13_11
 L  w_le_r_5_4_13_11
 G  w_ge_5_4_13_11
 L  w_le_s_6_4_1_1
 L  w_le_r_6_4_1_1
 G  w_ge_6_4_1_1
 L  w_le_s_6_4_23_1
 L  w_le_r_6_4_23_1
 G  w_ge_6_4_23_1
 L  w_le_s_6_4_5_5
 L  w_le_r_6_4_5_5
 G  w_ge_6_4_5_5
 L  w_le_s_6_4_19_5
 L  w_le_r_6_4_19_5
 G  w_ge_6_4_19_5
 L  w_le_s_6_4_7_7
 L  w_le_r_6_4_7_7
 G  w_ge_6_4_7_7
 L  w_le_s_6_4_17_7
 L  w_le_r_6_4_17_7
 G  w_ge_6_4_17_7
 L  w_le_s_6_4_11_11
 L  w_le_r_6_4_11_11
 G  w_ge_6_4_11_11
 L  w_le_s_6_4_13_11
 L  w_le_r_6_4_13_11
 G  w_ge_6_4_13_11
 L  w_le_s_7_4_1_1
 L  w_le_r_7_4_1_1
 G  w_ge_7_4_1_1
 L  w_le_s_7_4_23_1
 L  w_le_r_7_4_23_1
 G  w_ge_7_4_23_1
 L  w_le_s_7_4_5_5
 L  w_le_r_7_4_5_5
 G  w_ge_7_4_5_5
 L  w_le_s_7_4_19_5
 L  w_le_r_7_4_19_5
 G  w_ge_7_4_19_5
 L  w_le_s_7_4_7_7
 L  w_le_r_7_4_7_7
 G  w_ge_7_4_7_7
 L  w_le_s_7_4_17_7
 L  w_le_r_7_4_17_7
 G  w_ge_7_4_17_7
 L  w_le_s_7_4_11_11
 L  w_le_r_7_4_11_11
 G  w_ge_7_4_11_11
 L  w_le_s_7_4_13_11
 L  w_le_r_7_4_13_11
 G  w_ge_7_4_13_11
 L  w_le_s_8_4_1_1
 L  w_le_r_8_4_1_1
 G  w_ge_8_4_1_1
 L  w_le_s_8_4_23_1
 L  w_le_r_8_4_23_1
 G  w_ge_8_4_23_1
 L  w_le_s_8_4_5_5
 L  w_le_r_8_4_5_5
 G  w_ge_8_4_5_5
 L  w_le_s_8_4_19_5
 L  w_le_r_8_4_19_5
 G  w_ge_8_4_19_5
 L  w_le_s_8_4_7_7
 L  w_le_r_8_4_7_7
 G  w_ge_8_4_7_7
 L  w_le_s_8_4_17_7
 L  w_le_r_8_4_17_7
 G  w_ge_8_4_17_7
 L  w_le_s_8_4_11_11
 L  w_le_r_8_4_11_11
 G  w_ge_8_4_11_11
 L  w_le_s_8_4_13_11
 L  w_le_r_8_4_13_11
 G  w_ge_8_4_13_11
 L  w_le_s_9_4_1_1
 L  w_le_r_9_4_1_1
 G  w_ge_9_4_1_1
 L  w_le_s_9_4_23_1
 L  w_le_r_9_4_23_1
 G  w_ge_9_4_23_1
 L  w_le_s_9_4_5_5
 L  w_le_r_9_4_5_5
 G  w_ge_9_4_5_5
 L  w_le_s_9_4_19_5
 L  w_le_r_9_4_19_5
 G  w_ge_9_4_19_5
 L  w_le_s_9_4_7_7
 L  w_le_r_9_4_7_7
 G  w_ge_9_4_7_7
 L  w_le_s_9_4_17_7
 L  w_le_r_9_4_17_7
 G  w_ge_9_4_17_7
 L  w_le_s_9_4_11_11
 L  w_le_r_9_4_11_11
 G  w_ge_9_4_11_11
 L  w_le_s_9_4_13_11
 L  w_le_r_9_4_13_11
 G  w_ge_9_4_13_11
 L  w_le_s_10_4_1_1
 L  w_le_r_10_4_1_1
 G  w_ge_10_4_1_1
 L  w_le_s_10_4_23_1
 L  w_le_r_10_4_23_1
 G  w_ge_10_4_23_1
 L  w_le_s_10_4_5_5
 L  w_le_r_10_4_5_5
 G  w_ge_10_4_5_5
 L  w_le_s_10_4_19_5
 L  w_le_r_10_4_19_5
 G  w_ge_10_4_19_5
 L  w_le_s_10_4_7_7
 L  w_le_r_10_4_7_7
 G  w_ge_10_4_7_7
 L  w_le_s_10_4_17_7
 L  w_le_r_10_4_17_7
 G  w_ge_10_4_17_7
 L  w_le_s_10_4_11_11
 L  w_le_r_10_4_11_11
 G  w_ge_10_4_11_11
 L  w_le_s_10_4_13_11
 L  w_le_r_10_4_13_11
 G  w_ge_10_4_13_11
 L  w_le_s_11_4_1_1
 L  w_le_r_11_4_1_1
 G  w_ge_11_4_1_1
 L  w_le_s_11_4_23_1
 L  w_le_r_11_4_23_1
 G  w_ge_11_4_23_1
 L  w_le_s_11_4_5_5
 L  w_le_r_11_4_5_5
 G  w_ge_11_4_5_5
 L  w_le_s_11_4_19_5
 L  w_le_r_11_4_19_5
 G  w_ge_11_4_19_5
 L  w_le_s_11_4_7_7
 L  w_le_r_11_4_7_7
 G  w_ge_11_4_7_7
 L  w_le_s_11_4_17_7
 L  w_le_r_11_4_17_7
 G  w_ge_11_4_17_7
 L  w_le_s_11_4_11_11
 L  w_le_r_11_4_11_11
 G  w_ge_11_4_11_11
 L  w_le_s_11_4_13_11
 L  w_le_r_11_4_13_11
 G  w_ge_11_4_13_11
 L  w_le_s_12_4_1_1
 L  w_le_r_12_4_1_1
 G  w_ge_12_4_1_1
 L  w_le_s_12_4_23_1
 L  w_le_r_12_4_23_1
 G  w_ge_12_4_23_1
 L  w_le_s_12_4_5_5
 L  w_le_r_12_4_5_5
 G  w_ge_12_4_5_5
 L  w_le_s_12_4_19_5
 L  w_le_r_12_4_19_5
 G  w_ge_12_4_19_5
 L  w_le_s_12_4_7_7
 L  w_le_r_12_4_7_7
 G  w_ge_12_4_7_7
 L  w_le_s_12_4_17_7
 L  w_le_r_12_4_17_7
 G  w_ge_12_4_17_7
 L  w_le_s_12_4_11_11
 L  w_le_r_12_4_11_11
 G  w_ge_12_4_11_11
 L  w_le_s_12_4_13_11
 L  w_le_r_12_4_13_11
 G  w_ge_12_4_13_11
 L  w_le_s_1_5_1_1
 L  w_le_r_1_5_1_1
 G  w_ge_1_5_1_1
 L  w_le_s_1_5_23_1
 L  w_le_r_1_5_23_1
 G  w_ge_1_5_23_1
 L  w_le_s_1_5_5_5
 L  w_le_r_1_5_5_5
 G  w_ge_1_5_5_5
 L  w_le_s_1_5_19_5
 L  w_le_r_1_5_19_5
 G  w_ge_1_5_19_5
 L  w_le_s_1_5_7_7
 L  w_le_r_1_5_7_7
 G  w_ge_1_5_7_7
 L  w_le_s_1_5_17_7
 L  w_le_r_1_5_17_7
 G  w_ge_1_5_17_7
 L  w_le_s_1_5_11_11
 L  w_le_r_1_5_11_11
 G  w_ge_1_5_11_11
 L  w_le_s_1_5_13_11
 L  w_le_r_1_5_13_11
 G  w_ge_1_5_13_11
 L  w_le_s_2_5_1_1
 L  w_le_r_2_5_1_1
 G  w_ge_2_5_1_1
 L  w_le_s_2_5_23_1
 L  w_le_r_2_5_23_1
 G  w_ge_2_5_23_1
 L  w_le_s_2_5_5_5
 L  w_le_r_2_5_5_5
 G  w_ge_2_5_5_5
 L  w_le_s_2_5_19_5
 L  w_le_r_2_5_19_5
 G  w_ge_2_5_19_5
 L  w_le_s_2_5_7_7
 L  w_le_r_2_5_7_7
 G  w_ge_2_5_7_7
 L  w_le_s_2_5_17_7
 L  w_le_r_2_5_17_7
 G  w_ge_2_5_17_7
 L  w_le_s_2_5_11_11
 L  w_le_r_2_5_11_11
 G  w_ge_2_5_11_11
 L  w_le_s_2_5_13_11
 L  w_le_r_2_5_13_11
 G  w_ge_2_5_13_11
 L  w_le_s_3_5_1_1
 L  w_le_r_3_5_1_1
 G  w_ge_3_5_1_1
 L  w_le_s_3_5_23_1
 L  w_le_r_3_5_23_1
 G  w_ge_3_5_23_1
 L  w_le_s_3_5_5_5
 L  w_le_r_3_5_5_5
 G  w_ge_3_5_5_5
 L  w_le_s_3_5_19_5
 L  w_le_r_3_5_19_5
 G  w_ge_3_5_19_5
 L  w_le_s_3_5_7_7
 L  w_le_r_3_5_7_7
 G  w_ge_3_5_7_7
 L  w_le_s_3_5_17_7
 L  w_le_r_3_5_17_7
 G  w_ge_3_5_17_7
 L  w_le_s_3_5_11_11
 L  w_le_r_3_5_11_11
 G  w_ge_3_5_11_11
 L  w_le_s_3_5_13_11
 L  w_le_r_3_5_13_11
 G  w_ge_3_5_13_11
 L  w_le_s_4_5_1_1
 L  w_le_r_4_5_1_1
 G  w_ge_4_5_1_1
 L  w_le_s_4_5_23_1
 L  w_le_r_4_5_23_1
 G  w_ge_4_5_23_1
 L  w_le_s_4_5_5_5
 L  w_le_r_4_5_5_5
 G  w_ge_4_5_5_5
 L  w_le_s_4_5_19_5
 L  w_le_r_4_5_19_5
 G  w_ge_4_5_19_5
 L  w_le_s_4_5_7_7
 L  w_le_r_4_5_7_7
 G  w_ge_4_5_7_7
 L  w_le_s_4_5_17_7
 L  w_le_r_4_5_17_7
 G  w_ge_4_5_17_7
 L  w_le_s_4_5_11_11
 L  w_le_r_4_5_11_11
 G  w_ge_4_5_11_11
 L  w_le_s_4_5_13_11
 L  w_le_r_4_5_13_11
 G  w_ge_4_5_13_11
 L  w_le_s_5_5_1_1
 L  w_le_r_5_5_1_1
 G  w_ge_5_5_1_1
 L  w_le_s_5_5_23_1
 L  w_le_r_5_5_23_1
 G  w_ge_5_5_23_1
 L  w_le_s_5_5_5_5
 L  w_le_r_5_5_5_5
 G  w_ge_5_5_5_5
 L  w_le_s_5_5_19_5
 L  w_le_r_5_5_19_5
 G  w_ge_5_5_19_5
 L  w_le_s_5_5_7_7
 L  w_le_r_5_5_7_7
 G  w_ge_5_5_7_7
 L  w_le_s_5_5_17_7
 L  w_le_r_5_5_17_7
 G  w_ge_5_5_17_7
 L  w_le_s_5_5_11_11
 L  w_le_r_5_5_11_11
 G  w_ge_5_5_11_11
 L  w_le_s_5_5_13_11
 L  w_le_r_5_5_13_11
 G  w_ge_5_5_13_11
 L  w_le_s_6_5_1_1
 L  w_le_r_6_5_1_1
 G  w_ge_6_5_1_1
 L  w_le_s_6_5_23_1
 L  w_le_r_6_5_23_1
 G  w_ge_6_5_23_1
 L  w_le_s_6_5_5_5
 L  w_le_r_6_5_5_5
 G  w_ge_6_5_5_5
 L  w_le_s_6_5_19_5
 L  w_le_r_6_5_19_5
 G  w_ge_6_5_19_5
 L  w_le_s_6_5_7_7
 L  w_le_r_6_5_7_7
 G  w_ge_6_5_7_7
 L  w_le_s_6_5_17_7
 L  w_le_r_6_5_17_7
 G  w_ge_6_5_17_7
 L  w_le_s_6_5_11_11
 L  w_le_r_6_5_11_11
 G  w_ge_6_5_11_11
 L  w_le_s_6_5_13_11
 L  w_le_r_6_5_13_11
 G  w_ge_6_5_13_11
 L  w_le_s_7_5_1_1
 L  w_le_r_7_5_1_1
 G  w_ge_7_5_1_1
 L  w_le_s_7_5_23_1
 L  w_le_r_7_5_23_1
 G  w_ge_7_5_23_1
 L  w_le_s_7_5_5_5
 L  w_le_r_7_5_5_5
 G  w_ge_7_5_5_5
 L  w_le_s_7_5_19_5
 L  w_le_r_7_5_19_5
 G  w_ge_7_5_19_5
 L  w_le_s_7_5_7_7
 L  w_le_r_7_5_7_7
 G  w_ge_7_5_7_7
 L  w_le_s_7_5_17_7
 L  w_le_r_7_5_17_7
 G  w_ge_7_5_17_7
 L  w_le_s_7_5_11_11
 L  w_le_r_7_5_11_11
 G  w_ge_7_5_11_11
 L  w_le_s_7_5_13_11
 L  w_le_r_7_5_13_11
 G  w_ge_7_5_13_11
 L  w_le_s_8_5_1_1
 L  w_le_r_8_5_1_1
 G  w_ge_8_5_1_1
 L  w_le_s_8_5_23_1
 L  w_le_r_8_5_23_1
 G  w_ge_8_5_23_1
 L  w_le_s_8_5_5_5
 L  w_le_r_8_5_5_5
 G  w_ge_8_5_5_5
 L  w_le_s_8_5_19_5
 L  w_le_r_8_5_19_5
 G  w_ge_8_5_19_5
 L  w_le_s_8_5_7_7
 L  w_le_r_8_5_7_7
 G  w_ge_8_5_7_7
 L  w_le_s_8_5_17_7
 L  w_le_r_8_5_17_7
 G  w_ge_8_5_17_7
 L  w_le_s_8_5_11_11
 L  w_le_r_8_5_11_11
 G  w_ge_8_5_11_11
 L  w_le_s_8_5_13_11
 L  w_le_r_8_5_13_11
 G  w_ge_8_5_13_11
 L  w_le_s_9_5_1_1
 L  w_le_r_9_5_1_1
 G  w_ge_9_5_1_1
 L  w_le_s_9_5_23_1
 L  w_le_r_9_5_23_1
 G  w_ge_9_5_23_1
 L  w_le_s_9_5_5_5
 L  w_le_r_9_5_5_5
 G  w_ge_9_5_5_5
 L  w_le_s_9_5_19_5
 L  w_le_r_9_5_19_5
 G  w_ge_9_5_19_5
 L  w_le_s_9_5_7_7
 L  w_le_r_9_5_7_7
 G  w_ge_9_5_7_7
 L  w_le_s_9_5_17_7
 L  w_le_r_9_5_17_7
 G  w_ge_9_5_17_7
 L  w_le_s_9_5_11_11
 L  w_le_r_9_5_11_11
 G  w_ge_9_5_11_11
 L  w_le_s_9_5_13_11
 L  w_le_r_9_5_13_11
 G  w_ge_9_5_13_11
 L  w_le_s_10_5_1_1
 L  w_le_r_10_5_1_1
 G  w_ge_10_5_1_1
 L  w_le_s_10_5_23_1
 L  w_le_r_10_5_23_1
 G  w_ge_10_5_23_1
 L  w_le_s_10_5_5_5
 L  w_le_r_10_5_5_5
 G  w_ge_10_5_5_5
 L  w_le_s_10_5_19_5
 L  w_le_r_10_5_19_5
 G  w_ge_10_5_19_5
 L  w_le_s_10_5_7_7
 L  w_le_r_10_5_7_7
 G  w_ge_10_5_7_7
 L  w_le_s_10_5_17_7
 L  w_le_r_10_5_17_7
 G  w_ge_10_5_17_7
 L  w_le_s_10_5_11_11
 L  w_le_r_10_5_11_11
 G  w_ge_10_5_11_11
 L  w_le_s_10_5_13_11
 L  w_le_r_10_5_13_11
 G  w_ge_10_5_13_11
 L  w_le_s_11_5_1_1
 L  w_le_r_11_5_1_1
 G  w_ge_11_5_1_1
 L  w_le_s_11_5_23_1
 L  w_le_r_11_5_23_1
 G  w_ge_11_5_23_1
 L  w_le_s_11_5_5_5
 L  w_le_r_11_5_5_5
 G  w_ge_11_5_5_5
 L  w_le_s_11_5_19_5
 L  w_le_r_11_5_19_5
 G  w_ge_11_5_19_5
 L  w_le_s_11_5_7_7
 L  w_le_r_11_5_7_7
 G  w_ge_11_5_7_7
 L  w_le_s_11_5_17_7
 L  w_le_r_11_5_17_7
 G  w_ge_11_5_17_7
 L  w_le_s_11_5_11_11
 L  w_le_r_11_5_11_11
 G  w_ge_11_5_11_11
 L  w_le_s_11_5_13_11
 L  w_le_r_11_5_13_11
 G  w_ge_11_5_13_11
 L  w_le_s_12_5_1_1
 L  w_le_r_12_5_1_1
 G  w_ge_12_5_1_1
 L  w_le_s_12_5_23_1
 L  w_le_r_12_5_23_1
 G  w_ge_12_5_23_1
 L  w_le_s_12_5_5_5
 L  w_le_r_12_5_5_5
 G  w_ge_12_5_5_5
 L  w_le_s_12_5_19_5
 L  w_le_r_12_5_19_5
 G  w_ge_12_5_19_5
 L  w_le_s_12_5_7_7
 L  w_le_r_12_5_7_7
 G  w_ge_12_5_7_7
 L  w_le_s_12_5_17_7
 L  w_le_r_12_5_17_7
 G  w_ge_12_5_17_7
 L  w_le_s_12_5_11_11
 L  w_le_r_12_5_11_11
 G  w_ge_12_5_11_11
 L  w_le_s_12_5_13_11
 L  w_le_r_12_5_13_11
 G  w_ge_12_5_13_11
 L  w_le_s_1_6_1_1
 L  w_le_r_1_6_1_1
 G  w_ge_1_6_1_1
 L  w_le_s_1_6_23_1
 L  w_le_r_1_6_23_1
 G  w_ge_1_6_23_1
 L  w_le_s_1_6_5_5
 L  w_le_r_1_6_5_5
 G  w_ge_1_6_5_5
 L  w_le_s_1_6_19_5
 L  w_le_r_1_6_19_5
 G  w_ge_1_6_19_5
 L  w_le_s_1_6_7_7
 L  w_le_r_1_6_7_7
 G  w_ge_1_6_7_7
 L  w_le_s_1_6_17_7
 L  w_le_r_1_6_17_7
 G  w_ge_1_6_17_7
 L  w_le_s_1_6_11_11
 L  w_le_r_1_6_11_11
 G  w_ge_1_6_11_11
 L  w_le_s_1_6_13_11
 L  w_le_r_1_6_13_11
 G  w_ge_1_6_13_11
 L  w_le_s_2_6_1_1
 L  w_le_r_2_6_1_1
 G  w_ge_2_6_1_1
 L  w_le_s_2_6_23_1
 L  w_le_r_2_6_23_1
 G  w_ge_2_6_23_1
 L  w_le_s_2_6_5_5
 L  w_le_r_2_6_5_5
 G  w_ge_2_6_5_5
 L  w_le_s_2_6_19_5
 L  w_le_r_2_6_19_5
 G  w_ge_2_6_19_5
 L  w_le_s_2_6_7_7
 L  w_le_r_2_6_7_7
 G  w_ge_2_6_7_7
 L  w_le_s_2_6_17_7
 L  w_le_r_2_6_17_7
 G  w_ge_2_6_17_7
 L  w_le_s_2_6_11_11
 L  w_le_r_2_6_11_11
 G  w_ge_2_6_11_11
 L  w_le_s_2_6_13_11
 L  w_le_r_2_6_13_11
 G  w_ge_2_6_13_11
 L  w_le_s_3_6_1_1
 L  w_le_r_3_6_1_1
 G  w_ge_3_6_1_1
 L  w_le_s_3_6_23_1
 L  w_le_r_3_6_23_1
 G  w_ge_3_6_23_1
 L  w_le_s_3_6_5_5
 L  w_le_r_3_6_5_5
 G  w_ge_3_6_5_5
 L  w_le_s_3_6_19_5
 L  w_le_r_3_6_19_5
 G  w_ge_3_6_19_5
 L  w_le_s_3_6_7_7
 L  w_le_r_3_6_7_7
 G  w_ge_3_6_7_7
 L  w_le_s_3_6_17_7
 L  w_le_r_3_6_17_7
 G  w_ge_3_6_17_7
 L  w_le_s_3_6_11_11
 L  w_le_r_3_6_11_11
 G  w_ge_3_6_11_11
 L  w_le_s_3_6_13_11
 L  w_le_r_3_6_13_11
 G  w_ge_3_6_13_11
 L  w_le_s_4_6_1_1
 L  w_le_r_4_6_1_1
 G  w_ge_4_6_1_1
 L  w_le_s_4_6_23_1
 L  w_le_r_4_6_23_1
 G  w_ge_4_6_23_1
 L  w_le_s_4_6_5_5
 L  w_le_r_4_6_5_5
 G  w_ge_4_6_5_5
 L  w_le_s_4_6_19_5
 L  w_le_r_4_6_19_5
 G  w_ge_4_6_19_5
 L  w_le_s_4_6_7_7
 L  w_le_r_4_6_7_7
 G  w_ge_4_6_7_7
 L  w_le_s_4_6_17_7
 L  w_le_r_4_6_17_7
 G  w_ge_4_6_17_7
 L  w_le_s_4_6_11_11
 L  w_le_r_4_6_11_11
 G  w_ge_4_6_11_11
 L  w_le_s_4_6_13_11
 L  w_le_r_4_6_13_11
 G  w_ge_4_6_13_11
 L  w_le_s_5_6_1_1
 L  w_le_r_5_6_1_1
 G  w_ge_5_6_1_1
 L  w_le_s_5_6_23_1
 L  w_le_r_5_6_23_1
 G  w_ge_5_6_23_1
 L  w_le_s_5_6_5_5
 L  w_le_r_5_6_5_5
 G  w_ge_5_6_5_5
 L  w_le_s_5_6_19_5
 L  w_le_r_5_6_19_5
 G  w_ge_5_6_19_5
 L  w_le_s_5_6_7_7
 L  w_le_r_5_6_7_7
 G  w_ge_5_6_7_7
 L  w_le_s_5_6_17_7
 L  w_le_r_5_6_17_7
 G  w_ge_5_6_17_7
 L  w_le_s_5_6_11_11
 L  w_le_r_5_6_11_11
 G  w_ge_5_6_11_11
 L  w_le_s_5_6_13_11
 L  w_le_r_5_6_13_11
 G  w_ge_5_6_13_11
 L  w_le_s_6_6_1_1
 L  w_le_r_6_6_1_1
 G  w_ge_6_6_1_1
 L  w_le_s_6_6_23_1
 L  w_le_r_6_6_23_1
 G  w_ge_6_6_23_1
 L  w_le_s_6_6_5_5
 L  w_le_r_6_6_5_5
 G  w_ge_6_6_5_5
 L  w_le_s_6_6_19_5
 L  w_le_r_6_6_19_5
 G  w_ge_6_6_19_5
 L  w_le_s_6_6_7_7
 L  w_le_r_6_6_7_7
 G  w_ge_6_6_7_7
 L  w_le_s_6_6_17_7
 L  w_le_r_6_6_17_7
 G  w_ge_6_6_17_7
 L  w_le_s_6_6_11_11
 L  w_le_r_6_6_11_11
 G  w_ge_6_6_11_11
 L  w_le_s_6_6_13_11
 L  w_le_r_6_6_13_11
 G  w_ge_6_6_13_11
 L  w_le_s_7_6_1_1
 L  w_le_r_7_6_1_1
 G  w_ge_7_6_1_1
 L  w_le_s_7_6_23_1
 L  w_le_r_7_6_23_1
 G  w_ge_7_6_23_1
 L  w_le_s_7_6_5_5
 L  w_le_r_7_6_5_5
 G  w_ge_7_6_5_5
 L  w_le_s_7_6_19_5
 L  w_le_r_7_6_19_5
 G  w_ge_7_6_19_5
 L  w_le_s_7_6_7_7
 L  w_le_r_7_6_7_7
 G  w_ge_7_6_7_7
 L  w_le_s_7_6_17_7
 L  w_le_r_7_6_17_7
 G  w_ge_7_6_17_7
 L  w_le_s_7_6_11_11
 L  w_le_r_7_6_11_11
 G  w_ge_7_6_11_11
 L  w_le_s_7_6_13_11
 L  w_le_r_7_6_13_11
 G  w_ge_7_6_13_11
 L  w_le_s_8_6_1_1
 L  w_le_r_8_6_1_1
 G  w_ge_8_6_1_1
 L  w_le_s_8_6_23_1
 L  w_le_r_8_6_23_1
 G  w_ge_8_6_23_1
 L  w_le_s_8_6_5_5
 L  w_le_r_8_6_5_5
 G  w_ge_8_6_5_5
 L  w_le_s_8_6_19_5
 L  w_le_r_8_6_19_5
 G  w_ge_8_6_19_5
 L  w_le_s_8_6_7_7
 L  w_le_r_8_6_7_7
 G  w_ge_8_6_7_7
 L  w_le_s_8_6_17_7
 L  w_le_r_8_6_17_7
 G  w_ge_8_6_17_7
 L  w_le_s_8_6_11_11
 L  w_le_r_8_6_11_11
 G  w_ge_8_6_11_11
 L  w_le_s_8_6_13_11
 L  w_le_r_8_6_13_11
 G  w_ge_8_6_13_11
 L  w_le_s_9_6_1_1
 L  w_le_r_9_6_1_1
 G  w_ge_9_6_1_1
 L  w_le_s_9_6_23_1
 L  w_le_r_9_6_23_1
 G  w_ge_9_6_23_1
 L  w_le_s_9_6_5_5
 L  w_le_r_9_6_5_5
 G  w_ge_9_6_5_5
 L  w_le_s_9_6_19_5
 L  w_le_r_9_6_19_5
 G  w_ge_9_6_19_5
 L  w_le_s_9_6_7_7
 L  w_le_r_9_6_7_7
 G  w_ge_9_6_7_7
 L  w_le_s_9_6_17_7
 L  w_le_r_9_6_17_7
 G  w_ge_9_6_17_7
 L  w_le_s_9_6_11_11
 L  w_le_r_9_6_11_11
 G  w_ge_9_6_11_11
 L  w_le_s_9_6_13_11
 L  w_le_r_9_6_13_11
 G  w_ge_9_6_13_11
 L  w_le_s_10_6_1_1
 L  w_le_r_10_6_1_1
 G  w_ge_10_6_1_1
 L  w_le_s_10_6_23_1
 L  w_le_r_10_6_23_1
 G  w_ge_10_6_23_1
 L  w_le_s_10_6_5_5
 L  w_le_r_10_6_5_5
 G  w_ge_10_6_5_5
 L  w_le_s_10_6_19_5
 L  w_le_r_10_6_19_5
 G  w_ge_10_6_19_5
 L  w_le_s_10_6_7_7
 L  w_le_r_10_6_7_7
 G  w_ge_10_6_7_7
 L  w_le_s_10_6_17_7
 L  w_le_r_10_6_17_7
 G  w_ge_10_6_17_7
 L  w_le_s_10_6_11_11
 L  w_le_r_10_6_11_11
 G  w_ge_10_6_11_11
 L  w_le_s_10_6_13_11
 L  w_le_r_10_6_13_11
 G  w_ge_10_6_13_11
 L  w_le_s_11_6_1_1
 L  w_le_r_11_6_1_1
 G  w_ge_11_6_1_1
 L  w_le_s_11_6_23_1
 L  w_le_r_11_6_23_1
 G  w_ge_11_6_23_1
 L  w_le_s_11_6_5_5
 L  w_le_r_11_6_5_5
 G  w_ge_11_6_5_5
 L  w_le_s_11_6_19_5
 L  w_le_r_11_6_19_5
 G  w_ge_11_6_19_5
 L  w_le_s_11_6_7_7
 L  w_le_r_11_6_7_7
 G  w_ge_11_6_7_7
 L  w_le_s_11_6_17_7
 L  w_le_r_11_6_17_7
 G  w_ge_11_6_17_7
 L  w_le_s_11_6_11_11
 L  w_le_r_11_6_11_11
 G  w_ge_11_6_11_11
 L  w_le_s_11_6_13_11
 L  w_le_r_11_6_13_11
 G  w_ge_11_6_13_11
 L  w_le_s_12_6_1_1
 L  w_le_r_12_6_1_1
 G  w_ge_12_6_1_1
 L  w_le_s_12_6_23_1
 L  w_le_r_12_6_23_1
 G  w_ge_12_6_23_1
 L  w_le_s_12_6_5_5
 L  w_le_r_12_6_5_5
 G  w_ge_12_6_5_5
 L  w_le_s_12_6_19_5
 L  w_le_r_12_6_19_5
 G  w_ge_12_6_19_5
 L  w_le_s_12_6_7_7
 L  w_le_r_12_6_7_7
 G  w_ge_12_6_7_7
 L  w_le_s_12_6_17_7
 L  w_le_r_12_6_17_7
 G  w_ge_12_6_17_7
 L  w_le_s_12_6_11_11
 L  w_le_r_12_6_11_11
 G  w_ge_12_6_11_11
 L  w_le_s_12_6_13_11
 L  w_le_r_12_6_13_11
 G  w_ge_12_6_13_11
 L  w_le_s_1_7_1_1
 L  w_le_r_1_7_1_1
 G  w_ge_1_7_1_1
 L  w_le_s_1_7_23_1
 L  w_le_r_1_7_23_1
 G  w_ge_1_7_23_1
 L  w_le_s_1_7_5_5
 L  w_le_r_1_7_5_5
 G  w_ge_1_7_5_5
 L  w_le_s_1_7_19_5
 L  w_le_r_1_7_19_5
 G  w_ge_1_7_19_5
 L  w_le_s_1_7_7_7
 L  w_le_r_1_7_7_7
 G  w_ge_1_7_7_7
 L  w_le_s_1_7_17_7
 L  w_le_r_1_7_17_7
 G  w_ge_1_7_17_7
 L  w_le_s_1_7_11_11
 L  w_le_r_1_7_11_11
 G  w_ge_1_7_11_11
 L  w_le_s_1_7_13_11
 L  w_le_r_1_7_13_11
 G  w_ge_1_7_13_11
 L  w_le_s_2_7_1_1
 L  w_le_r_2_7_1_1
 G  w_ge_2_7_1_1
 L  w_le_s_2_7_23_1
 L  w_le_r_2_7_23_1
 G  w_ge_2_7_23_1
 L  w_le_s_2_7_5_5
 L  w_le_r_2_7_5_5
 G  w_ge_2_7_5_5
 L  w_le_s_2_7_19_5
 L  w_le_r_2_7_19_5
 G  w_ge_2_7_19_5
 L  w_le_s_2_7_7_7
 L  w_le_r_2_7_7_7
 G  w_ge_2_7_7_7
 L  w_le_s_2_7_17_7
 L  w_le_r_2_7_17_7
 G  w_ge_2_7_17_7
 L  w_le_s_2_7_11_11
 L  w_le_r_2_7_11_11
 G  w_ge_2_7_11_11
 L  w_le_s_2_7_13_11
 L  w_le_r_2_7_13_11
 G  w_ge_2_7_13_11
 L  w_le_s_3_7_1_1
 L  w_le_r_3_7_1_1
 G  w_ge_3_7_1_1
 L  w_le_s_3_7_23_1
 L  w_le_r_3_7_23_1
 G  w_ge_3_7_23_1
 L  w_le_s_3_7_5_5
 L  w_le_r_3_7_5_5
 G  w_ge_3_7_5_5
 L  w_le_s_3_7_19_5
 L  w_le_r_3_7_19_5
 G  w_ge_3_7_19_5
 L  w_le_s_3_7_7_7
 L  w_le_r_3_7_7_7
 G  w_ge_3_7_7_7
 L  w_le_s_3_7_17_7
 L  w_le_r_3_7_17_7
 G  w_ge_3_7_17_7
 L  w_le_s_3_7_11_11
 L  w_le_r_3_7_11_11
 G  w_ge_3_7_11_11
 L  w_le_s_3_7_13_11
 L  w_le_r_3_7_13_11
 G  w_ge_3_7_13_11
 L  w_le_s_4_7_1_1
 L  w_le_r_4_7_1_1
 G  w_ge_4_7_1_1
 L  w_le_s_4_7_23_1
 L  w_le_r_4_7_23_1
 G  w_ge_4_7_23_1
 L  w_le_s_4_7_5_5
 L  w_le_r_4_7_5_5
 G  w_ge_4_7_5_5
 L  w_le_s_4_7_19_5
 L  w_le_r_4_7_19_5
 G  w_ge_4_7_19_5
 L  w_le_s_4_7_7_7
 L  w_le_r_4_7_7_7
 G  w_ge_4_7_7_7
 L  w_le_s_4_7_17_7
 L  w_le_r_4_7_17_7
 G  w_ge_4_7_17_7
 L  w_le_s_4_7_11_11
 L  w_le_r_4_7_11_11
 G  w_ge_4_7_11_11
 L  w_le_s_4_7_13_11
 L  w_le_r_4_7_13_11
 G  w_ge_4_7_13_11
 L  w_le_s_5_7_1_1
 L  w_le_r_5_7_1_1
 G  w_ge_5_7_1_1
 L  w_le_s_5_7_23_1
 L  w_le_r_5_7_23_1
 G  w_ge_5_7_23_1
 L  w_le_s_5_7_5_5
 L  w_le_r_5_7_5_5
 G  w_ge_5_7_5_5
 L  w_le_s_5_7_19_5
 L  w_le_r_5_7_19_5
 G  w_ge_5_7_19_5
 L  w_le_s_5_7_7_7
 L  w_le_r_5_7_7_7
 G  w_ge_5_7_7_7
 L  w_le_s_5_7_17_7
 L  w_le_r_5_7_17_7
 G  w_ge_5_7_17_7
 L  w_le_s_5_7_11_11
 L  w_le_r_5_7_11_11
 G  w_ge_5_7_11_11
 L  w_le_s_5_7_13_11
 L  w_le_r_5_7_13_11
 G  w_ge_5_7_13_11
 L  w_le_s_6_7_1_1
 L  w_le_r_6_7_1_1
 G  w_ge_6_7_1_1
 L  w_le_s_6_7_23_1
 L  w_le_r_6_7_23_1
 G  w_ge_6_7_23_1
 L  w_le_s_6_7_5_5
 L  w_le_r_6_7_5_5
 G  w_ge_6_7_5_5
 L  w_le_s_6_7_19_5
 L  w_le_r_6_7_19_5
 G  w_ge_6_7_19_5
 L  w_le_s_6_7_7_7
 L  w_le_r_6_7_7_7
 G  w_ge_6_7_7_7
 L  w_le_s_6_7_17_7
 L  w_le_r_6_7_17_7
 G  w_ge_6_7_17_7
 L  w_le_s_6_7_11_11
 L  w_le_r_6_7_11_11
 G  w_ge_6_7_11_11
 L  w_le_s_6_7_13_11
 L  w_le_r_6_7_13_11
 G  w_ge_6_7_13_11
 L  w_le_s_7_7_1_1
 L  w_le_r_7_7_1_1
 G  w_ge_7_7_1_1
 L  w_le_s_7_7_23_1
 L  w_le_r_7_7_23_1
 G  w_ge_7_7_23_1
 L  w_le_s_7_7_5_5
 L  w_le_r_7_7_5_5
 G  w_ge_7_7_5_5
 L  w_le_s_7_7_19_5
 L  w_le_r_7_7_19_5
 G  w_ge_7_7_19_5
 L  w_le_s_7_7_7_7
 L  w_le_r_7_7_7_7
 G  w_ge_7_7_7_7
 L  w_le_s_7_7_17_7
 L  w_le_r_7_7_17_7
 G  w_ge_7_7_17_7
 L  w_le_s_7_7_11_11
 L  w_le_r_7_7_11_11
 G  w_ge_7_7_11_11
 L  w_le_s_7_7_13_11
 L  w_le_r_7_7_13_11
 G  w_ge_7_7_13_11
 L  w_le_s_8_7_1_1
 L  w_le_r_8_7_1_1
 G  w_ge_8_7_1_1
 L  w_le_s_8_7_23_1
 L  w_le_r_8_7_23_1
 G  w_ge_8_7_23_1
 L  w_le_s_8_7_5_5
 L  w_le_r_8_7_5_5
 G  w_ge_8_7_5_5
 L  w_le_s_8_7_19_5
 L  w_le_r_8_7_19_5
 G  w_ge_8_7_19_5
 L  w_le_s_8_7_7_7
 L  w_le_r_8_7_7_7
 G  w_ge_8_7_7_7
 L  w_le_s_8_7_17_7
 L  w_le_r_8_7_17_7
 G  w_ge_8_7_17_7
 L  w_le_s_8_7_11_11
 L  w_le_r_8_7_11_11
 G  w_ge_8_7_11_11
 L  w_le_s_8_7_13_11
 L  w_le_r_8_7_13_11
 G  w_ge_8_7_13_11
 L  w_le_s_9_7_1_1
 L  w_le_r_9_7_1_1
 G  w_ge_9_7_1_1
 L  w_le_s_9_7_23_1
 L  w_le_r_9_7_23_1
 G  w_ge_9_7_23_1
 L  w_le_s_9_7_5_5
 L  w_le_r_9_7_5_5
 G  w_ge_9_7_5_5
 L  w_le_s_9_7_19_5
 L  w_le_r_9_7_19_5
 G  w_ge_9_7_19_5
 L  w_le_s_9_7_7_7
 L  w_le_r_9_7_7_7
 G  w_ge_9_7_7_7
 L  w_le_s_9_7_17_7
 L  w_le_r_9_7_17_7
 G  w_ge_9_7_17_7
 L  w_le_s_9_7_11_11
 L  w_le_r_9_7_11_11
 G  w_ge_9_7_11_11
 L  w_le_s_9_7_13_11
 L  w_le_r_9_7_13_11
 G  w_ge_9_7_13_11
 L  w_le_s_10_7_1_1
 L  w_le_r_10_7_1_1
 G  w_ge_10_7_1_1
 L  w_le_s_10_7_23_1
 L  w_le_r_10_7_23_1
 G  w_ge_10_7_23_1
 L  w_le_s_10_7_5_5
 L  w_le_r_10_7_5_5
 G  w_ge_10_7_5_5
 L  w_le_s_10_7_19_5
 L  w_le_r_10_7_19_5
 G  w_ge_10_7_19_5
 L  w_le_s_10_7_7_7
 L  w_le_r_10_7_7_7
 G  w_ge_10_7_7_7
 L  w_le_s_10_7_17_7
 L  w_le_r_10_7_17_7
 G  w_ge_10_7_17_7
 L  w_le_s_10_7_11_11
 L  w_le_r_10_7_11_11
 G  w_ge_10_7_11_11
 L  w_le_s_10_7_13_11
 L  w_le_r_10_7_13_11
 G  w_ge_10_7_13_11
 L  w_le_s_11_7_1_1
 L  w_le_r_11_7_1_1
 G  w_ge_11_7_1_1
 L  w_le_s_11_7_23_1
 L  w_le_r_11_7_23_1
 G  w_ge_11_7_23_1
 L  w_le_s_11_7_5_5
 L  w_le_r_11_7_5_5
 G  w_ge_11_7_5_5
 L  w_le_s_11_7_19_5
 L  w_le_r_11_7_19_5
 G  w_ge_11_7_19_5
 L  w_le_s_11_7_7_7
 L  w_le_r_11_7_7_7
 G  w_ge_11_7_7_7
 L  w_le_s_11_7_17_7
 L  w_le_r_11_7_17_7
 G  w_ge_11_7_17_7
 L  w_le_s_11_7_11_11
 L  w_le_r_11_7_11_11
 G  w_ge_11_7_11_11
 L  w_le_s_11_7_13_11
 L  w_le_r_11_7_13_11
 G  w_ge_11_7_13_11
 L  w_le_s_12_7_1_1
 L  w_le_r_12_7_1_1
 G  w_ge_12_7_1_1
 L  w_le_s_12_7_23_1
 L  w_le_r_12_7_23_1
 G  w_ge_12_7_23_1
 L  w_le_s_12_7_5_5
 L  w_le_r_12_7_5_5
 G  w_ge_12_7_5_5
 L  w_le_s_12_7_19_5
 L  w_le_r_12_7_19_5
 G  w_ge_12_7_19_5
 L  w_le_s_12_7_7_7
 L  w_le_r_12_7_7_7
 G  w_ge_12_7_7_7
 L  w_le_s_12_7_17_7
 L  w_le_r_12_7_17_7
 G  w_ge_12_7_17_7
 L  w_le_s_12_7_11_11
 L  w_le_r_12_7_11_11
 G  w_ge_12_7_11_11
 L  w_le_s_12_7_13_11
 L  w_le_r_12_7_13_11
 G  w_ge_12_7_13_11
 G  r_mono_1_1
 G  r_ge_w_1_1_0
 G  r_ge_w_1_1_1
 G  r_ge_w_1_1_2
 G  r_ge_w_1_1_3
 G  r_ge_w_1_1_4
 G  r_ge_w_1_1_5
 G  r_ge_w_1_1_6
 G  r_ge_w_1_1_7
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
 L  r_le_1_6
 G  r_mono_1_7
 G  r_ge_w_1_7_0
 G  r_ge_w_1_7_1
 G  r_ge_w_1_7_2
 G  r_ge_w_1_7_3
 G  r_ge_w_1_7_4
 G  r_ge_w_1_7_5
 G  r_ge_w_1_7_6
 G  r_ge_w_1_7_7
 L  r_le_1_7
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
 L  r_le_2_6
 G  r_mono_2_7
 G  r_ge_w_2_7_0
 G  r_ge_w_2_7_1
 G  r_ge_w_2_7_2
 G  r_ge_w_2_7_3
 G  r_ge_w_2_7_4
 G  r_ge_w_2_7_5
 G  r_ge_w_2_7_6
 G  r_ge_w_2_7_7
 L  r_le_2_7
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
 L  r_le_3_6
 G  r_mono_3_7
 G  r_ge_w_3_7_0
 G  r_ge_w_3_7_1
 G  r_ge_w_3_7_2
 G  r_ge_w_3_7_3
 G  r_ge_w_3_7_4
 G  r_ge_w_3_7_5
 G  r_ge_w_3_7_6
 G  r_ge_w_3_7_7
 L  r_le_3_7
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
 L  r_le_4_6
 G  r_mono_4_7
 G  r_ge_w_4_7_0
 G  r_ge_w_4_7_1
 G  r_ge_w_4_7_2
 G  r_ge_w_4_7_3
 G  r_ge_w_4_7_4
 G  r_ge_w_4_7_5
 G  r_ge_w_4_7_6
 G  r_ge_w_4_7_7
 L  r_le_4_7
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
 L  r_le_5_6
 G  r_mono_5_7
 G  r_ge_w_5_7_0
 G  r_ge_w_5_7_1
 G  r_ge_w_5_7_2
 G  r_ge_w_5_7_3
 G  r_ge_w_5_7_4
 G  r_ge_w_5_7_5
 G  r_ge_w_5_7_6
 G  r_ge_w_5_7_7
 L  r_le_5_7
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
 L  r_le_6_6
 G  r_mono_6_7
 G  r_ge_w_6_7_0
 G  r_ge_w_6_7_1
 G  r_ge_w_6_7_2
 G  r_ge_w_6_7_3
 G  r_ge_w_6_7_4
 G  r_ge_w_6_7_5
 G  r_ge_w_6_7_6
 G  r_ge_w_6_7_7
 L  r_le_6_7
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
 L  r_le_7_6
 G  r_mono_7_7
 G  r_ge_w_7_7_0
 G  r_ge_w_7_7_1
 G  r_ge_w_7_7_2
 G  r_ge_w_7_7_3
 G  r_ge_w_7_7_4
 G  r_ge_w_7_7_5
 G  r_ge_w_7_7_6
 G  r_ge_w_7_7_7
 L  r_le_7_7
 E  reach_all_7
 G  r_mono_8_1
 G  r_ge_w_8_1_0
 G  r_ge_w_8_1_1
 G  r_ge_w_8_1_2
 G  r_ge_w_8_1_3
 G  r_ge_w_8_1_4
 G  r_ge_w_8_1_5
 G  r_ge_w_8_1_6
 G  r_ge_w_8_1_7
 L  r_le_8_1
 G  r_mono_8_2
 G  r_ge_w_8_2_0
 G  r_ge_w_8_2_1
 G  r_ge_w_8_2_2
 G  r_ge_w_8_2_3
 G  r_ge_w_8_2_4
 G  r_ge_w_8_2_5
 G  r_ge_w_8_2_6
 G  r_ge_w_8_2_7
 L  r_le_8_2
 G  r_mono_8_3
 G  r_ge_w_8_3_0
 G  r_ge_w_8_3_1
 G  r_ge_w_8_3_2
 G  r_ge_w_8_3_3
 G  r_ge_w_8_3_4
 G  r_ge_w_8_3_5
 G  r_ge_w_8_3_6
 G  r_ge_w_8_3_7
 L  r_le_8_3
 G  r_mono_8_4
 G  r_ge_w_8_4_0
 G  r_ge_w_8_4_1
 G  r_ge_w_8_4_2
 G  r_ge_w_8_4_3
 G  r_ge_w_8_4_4
 G  r_ge_w_8_4_5
 G  r_ge_w_8_4_6
 G  r_ge_w_8_4_7
 L  r_le_8_4
 G  r_mono_8_5
 G  r_ge_w_8_5_0
 G  r_ge_w_8_5_1
 G  r_ge_w_8_5_2
 G  r_ge_w_8_5_3
 G  r_ge_w_8_5_4
 G  r_ge_w_8_5_5
 G  r_ge_w_8_5_6
 G  r_ge_w_8_5_7
 L  r_le_8_5
 G  r_mono_8_6
 G  r_ge_w_8_6_0
 G  r_ge_w_8_6_1
 G  r_ge_w_8_6_2
 G  r_ge_w_8_6_3
 G  r_ge_w_8_6_4
 G  r_ge_w_8_6_5
 G  r_ge_w_8_6_6
 G  r_ge_w_8_6_7
 L  r_le_8_6
 G  r_mono_8_7
 G  r_ge_w_8_7_0
 G  r_ge_w_8_7_1
 G  r_ge_w_8_7_2
 G  r_ge_w_8_7_3
 G  r_ge_w_8_7_4
 G  r_ge_w_8_7_5
 G  r_ge_w_8_7_6
 G  r_ge_w_8_7_7
 L  r_le_8_7
 E  reach_all_8
 G  r_mono_9_1
 G  r_ge_w_9_1_0
 G  r_ge_w_9_1_1
 G  r_ge_w_9_1_2
 G  r_ge_w_9_1_3
 G  r_ge_w_9_1_4
 G  r_ge_w_9_1_5
 G  r_ge_w_9_1_6
 G  r_ge_w_9_1_7
 L  r_le_9_1
 G  r_mono_9_2
 G  r_ge_w_9_2_0
 G  r_ge_w_9_2_1
 G  r_ge_w_9_2_2
 G  r_ge_w_9_2_3
 G  r_ge_w_9_2_4
 G  r_ge_w_9_2_5
 G  r_ge_w_9_2_6
 G  r_ge_w_9_2_7
 L  r_le_9_2
 G  r_mono_9_3
 G  r_ge_w_9_3_0
 G  r_ge_w_9_3_1
 G  r_ge_w_9_3_2
 G  r_ge_w_9_3_3
 G  r_ge_w_9_3_4
 G  r_ge_w_9_3_5
 G  r_ge_w_9_3_6
 G  r_ge_w_9_3_7
 L  r_le_9_3
 G  r_mono_9_4
 G  r_ge_w_9_4_0
 G  r_ge_w_9_4_1
 G  r_ge_w_9_4_2
 G  r_ge_w_9_4_3
 G  r_ge_w_9_4_4
 G  r_ge_w_9_4_5
 G  r_ge_w_9_4_6
 G  r_ge_w_9_4_7
 L  r_le_9_4
 G  r_mono_9_5
 G  r_ge_w_9_5_0
 G  r_ge_w_9_5_1
 G  r_ge_w_9_5_2
 G  r_ge_w_9_5_3
 G  r_ge_w_9_5_4
 G  r_ge_w_9_5_5
 G  r_ge_w_9_5_6
 G  r_ge_w_9_5_7
 L  r_le_9_5
 G  r_mono_9_6
 G  r_ge_w_9_6_0
 G  r_ge_w_9_6_1
 G  r_ge_w_9_6_2
 G  r_ge_w_9_6_3
 G  r_ge_w_9_6_4
 G  r_ge_w_9_6_5
 G  r_ge_w_9_6_6
 G  r_ge_w_9_6_7
 L  r_le_9_6
 G  r_mono_9_7
 G  r_ge_w_9_7_0
 G  r_ge_w_9_7_1
 G  r_ge_w_9_7_2
 G  r_ge_w_9_7_3
 G  r_ge_w_9_7_4
 G  r_ge_w_9_7_5
 G  r_ge_w_9_7_6
 G  r_ge_w_9_7_7
 L  r_le_9_7
 E  reach_all_9
 G  r_mono_10_1
 G  r_ge_w_10_1_0
 G  r_ge_w_10_1_1
 G  r_ge_w_10_1_2
 G  r_ge_w_10_1_3
 G  r_ge_w_10_1_4
 G  r_ge_w_10_1_5
 G  r_ge_w_10_1_6
 G  r_ge_w_10_1_7
 L  r_le_10_1
 G  r_mono_10_2
 G  r_ge_w_10_2_0
 G  r_ge_w_10_2_1
 G  r_ge_w_10_2_2
 G  r_ge_w_10_2_3
 G  r_ge_w_10_2_4
 G  r_ge_w_10_2_5
 G  r_ge_w_10_2_6
 G  r_ge_w_10_2_7
 L  r_le_10_2
 G  r_mono_10_3
 G  r_ge_w_10_3_0
 G  r_ge_w_10_3_1
 G  r_ge_w_10_3_2
 G  r_ge_w_10_3_3
 G  r_ge_w_10_3_4
 G  r_ge_w_10_3_5
 G  r_ge_w_10_3_6
 G  r_ge_w_10_3_7
 L  r_le_10_3
 G  r_mono_10_4
 G  r_ge_w_10_4_0
 G  r_ge_w_10_4_1
 G  r_ge_w_10_4_2
 G  r_ge_w_10_4_3
 G  r_ge_w_10_4_4
 G  r_ge_w_10_4_5
 G  r_ge_w_10_4_6
 G  r_ge_w_10_4_7
 L  r_le_10_4
 G  r_mono_10_5
 G  r_ge_w_10_5_0
 G  r_ge_w_10_5_1
 G  r_ge_w_10_5_2
 G  r_ge_w_10_5_3
 G  r_ge_w_10_5_4
 G  r_ge_w_10_5_5
 G  r_ge_w_10_5_6
 G  r_ge_w_10_5_7
 L  r_le_10_5
 G  r_mono_10_6
 G  r_ge_w_10_6_0
 G  r_ge_w_10_6_1
 G  r_ge_w_10_6_2
 G  r_ge_w_10_6_3
 G  r_ge_w_10_6_4
 G  r_ge_w_10_6_5
 G  r_ge_w_10_6_6
 G  r_ge_w_10_6_7
 L  r_le_10_6
 G  r_mono_10_7
 G  r_ge_w_10_7_0
 G  r_ge_w_10_7_1
 G  r_ge_w_10_7_2
 G  r_ge_w_10_7_3
 G  r_ge_w_10_7_4
 G  r_ge_w_10_7_5
 G  r_ge_w_10_7_6
 G  r_ge_w_10_7_7
 L  r_le_10_7
 E  reach_all_10
 G  r_mono_11_1
 G  r_ge_w_11_1_0
 G  r_ge_w_11_1_1
 G  r_ge_w_11_1_2
 G  r_ge_w_11_1_3
 G  r_ge_w_11_1_4
 G  r_ge_w_11_1_5
 G  r_ge_w_11_1_6
 G  r_ge_w_11_1_7
 L  r_le_11_1
 G  r_mono_11_2
 G  r_ge_w_11_2_0
 G  r_ge_w_11_2_1
 G  r_ge_w_11_2_2
 G  r_ge_w_11_2_3
 G  r_ge_w_11_2_4
 G  r_ge_w_11_2_5
 G  r_ge_w_11_2_6
 G  r_ge_w_11_2_7
 L  r_le_11_2
 G  r_mono_11_3
 G  r_ge_w_11_3_0
 G  r_ge_w_11_3_1
 G  r_ge_w_11_3_2
 G  r_ge_w_11_3_3
 G  r_ge_w_11_3_4
 G  r_ge_w_11_3_5
 G  r_ge_w_11_3_6
 G  r_ge_w_11_3_7
 L  r_le_11_3
 G  r_mono_11_4
 G  r_ge_w_11_4_0
 G  r_ge_w_11_4_1
 G  r_ge_w_11_4_2
 G  r_ge_w_11_4_3
 G  r_ge_w_11_4_4
 G  r_ge_w_11_4_5
 G  r_ge_w_11_4_6
 G  r_ge_w_11_4_7
 L  r_le_11_4
 G  r_mono_11_5
 G  r_ge_w_11_5_0
 G  r_ge_w_11_5_1
 G  r_ge_w_11_5_2
 G  r_ge_w_11_5_3
 G  r_ge_w_11_5_4
 G  r_ge_w_11_5_5
 G  r_ge_w_11_5_6
 G  r_ge_w_11_5_7
 L  r_le_11_5
 G  r_mono_11_6
 G  r_ge_w_11_6_0
 G  r_ge_w_11_6_1
 G  r_ge_w_11_6_2
 G  r_ge_w_11_6_3
 G  r_ge_w_11_6_4
 G  r_ge_w_11_6_5
 G  r_ge_w_11_6_6
 G  r_ge_w_11_6_7
 L  r_le_11_6
 G  r_mono_11_7
 G  r_ge_w_11_7_0
 G  r_ge_w_11_7_1
 G  r_ge_w_11_7_2
 G  r_ge_w_11_7_3
 G  r_ge_w_11_7_4
 G  r_ge_w_11_7_5
 G  r_ge_w_11_7_6
 G  r_ge_w_11_7_7
 L  r_le_11_7
 E  reach_all_11
 G  r_mono_12_1
 G  r_ge_w_12_1_0
 G  r_ge_w_12_1_1
 G  r_ge_w_12_1_2
 G  r_ge_w_12_1_3
 G  r_ge_w_12_1_4
 G  r_ge_w_12_1_5
 G  r_ge_w_12_1_6
 G  r_ge_w_12_1_7
 L  r_le_12_1
 G  r_mono_12_2
 G  r_ge_w_12_2_0
 G  r_ge_w_12_2_1
 G  r_ge_w_12_2_2
 G  r_ge_w_12_2_3
 G  r_ge_w_12_2_4
 G  r_ge_w_12_2_5
 G  r_ge_w_12_2_6
 G  r_ge_w_12_2_7
 L  r_le_12_2
 G  r_mono_12_3
 G  r_ge_w_12_3_0
 G  r_ge_w_12_3_1
 G  r_ge_w_12_3_2
 G  r_ge_w_12_3_3
 G  r_ge_w_12_3_4
 G  r_ge_w_12_3_5
 G  r_ge_w_12_3_6
 G  r_ge_w_12_3_7
 L  r_le_12_3
 G  r_mono_12_4
 G  r_ge_w_12_4_0
 G  r_ge_w_12_4_1
 G  r_ge_w_12_4_2
 G  r_ge_w_12_4_3
 G  r_ge_w_12_4_4
 G  r_ge_w_12_4_5
 G  r_ge_w_12_4_6
 G  r_ge_w_12_4_7
 L  r_le_12_4
 G  r_mono_12_5
 G  r_ge_w_12_5_0
 G  r_ge_w_12_5_1
 G  r_ge_w_12_5_2
 G  r_ge_w_12_5_3
 G  r_ge_w_12_5_4
 G  r_ge_w_12_5_5
 G  r_ge_w_12_5_6
 G  r_ge_w_12_5_7
 L  r_le_12_5
 G  r_mono_12_6
 G  r_ge_w_12_6_0
 G  r_ge_w_12_6_1
 G  r_ge_w_12_6_2
 G  r_ge_w_12_6_3
 G  r_ge_w_12_6_4
 G  r_ge_w_12_6_5
 G  r_ge_w_12_6_6
 G  r_ge_w_12_6_7
 L  r_le_12_6
 G  r_mono_12_7
 G  r_ge_w_12_7_0
 G  r_ge_w_12_7_1
 G  r_ge_w_12_7_2
 G  r_ge_w_12_7_3
 G  r_ge_w_12_7_4
 G  r_ge_w_12_7_5
 G  r_ge_w_12_7_6
 G  r_ge_w_12_7_7
 L  r_le_12_7
 E  reach_all_12
 E  symmetry_q1
 L  ball_1
COLUMNS
    r_10_1    w_le_r_1_2_11_11  -1.000000000000e+00
    r_10_1    w_ge_1_2_11_11  -1.000000000000e+00
    r_10_1    w_le_r_3_2_17_7  -1.000000000000e+00
    r_10_1    w_ge_3_2_17_7  -1.000000000000e+00
    r_10_1    w_le_r_3_2_13_11  -1.000000000000e+00
    r_10_1    w_ge_3_2_13_11  -1.000000000000e+00
    r_10_1    w_le_r_5_2_19_5  -1.000000000000e+00
    r_10_1    w_ge_5_2_19_5  -1.000000000000e+00
    r_10_1    w_le_r_7_2_17_7  -1.000000000000e+00
    r_10_1    w_ge_7_2_17_7  -1.000000000000e+00
    r_10_1    w_le_r_9_2_23_1  -1.000000000000e+00
    r_10_1    w_ge_9_2_23_1  -1.000000000000e+00
    r_10_1    w_le_r_9_2_19_5  -1.000000000000e+00
    r_10_1    w_ge_9_2_19_5  -1.000000000000e+00
    r_10_1    w_le_r_11_2_1_1  -1.000000000000e+00
    r_10_1    w_ge_11_2_1_1  -1.000000000000e+00
    r_10_1    r_mono_10_1   1.000000000000e+00
    r_10_1    r_ge_w_10_1_0   1.000000000000e+00
    r_10_1    r_ge_w_10_1_1   1.000000000000e+00
    r_10_1    r_ge_w_10_1_2   1.000000000000e+00
    r_10_1    r_ge_w_10_1_3   1.000000000000e+00
    r_10_1    r_ge_w_10_1_4   1.000000000000e+00
    r_10_1    r_ge_w_10_1_5   1.000000000000e+00
    r_10_1    r_ge_w_10_1_6   1.000000000000e+00
    r_10_1    r_ge_w_10_1_7   1.000000000000e+00
    r_10_1    r_le_10_1   1.000000000000e+00
    r_10_1    r_mono_10_2  -1.000000000000e+00
    r_10_1    r_le_10_2  -1.000000000000e+00
    r_10_1    ball_1     1.000000000000e+00
    r_10_1    OBJ       -1.000000000000e+00
    r_10_2    w_le_r_1_3_11_11  -1.000000000000e+00
    r_10_2    w_ge_1_3_11_11  -1.000000000000e+00
    r_10_2    w_le_r_3_3_17_7  -1.000000000000e+00
    r_10_2    w_ge_3_3_17_7  -1.000000000000e+00
    r_10_2    w_le_r_3_3_13_11  -1.000000000000e+00
    r_10_2    w_ge_3_3_13_11  -1.000000000000e+00
    r_10_2    w_le_r_5_3_19_5  -1.000000000000e+00
    r_10_2    w_ge_5_3_19_5  -1.000000000000e+00
    r_10_2    w_le_r_7_3_17_7  -1.000000000000e+00
    r_10_2    w_ge_7_3_17_7  -1.000000000000e+00
    r_10_2    w_le_r_9_3_23_1  -1.000000000000e+00
    r_10_2    w_ge_9_3_23_1  -1.000000000000e+00
    r_10_2    w_le_r_9_3_19_5  -1.000000000000e+00
    r_10_2    w_ge_9_3_19_5  -1.000000000000e+00
    r_10_2    w_le_r_11_3_1_1  -1.000000000000e+00
    r_10_2    w_ge_11_3_1_1  -1.000000000000e+00
    r_10_2    r_mono_10_2   1.000000000000e+00
    r_10_2    r_ge_w_10_2_0   1.000000000000e+00
    r_10_2    r_ge_w_10_2_1   1.000000000000e+00
    r_10_2    r_ge_w_10_2_2   1.000000000000e+00
    r_10_2    r_ge_w_10_2_3   1.000000000000e+00
    r_10_2    r_ge_w_10_2_4   1.000000000000e+00
    r_10_2    r_ge_w_10_2_5   1.000000000000e+00
    r_10_2    r_ge_w_10_2_6   1.000000000000e+00
    r_10_2    r_ge_w_10_2_7   1.000000000000e+00
    r_10_2    r_le_10_2   1.000000000000e+00
    r_10_2    r_mono_10_3  -1.000000000000e+00
    r_10_2    r_le_10_3  -1.000000000000e+00
    r_10_2    OBJ       -1.000000000000e+00
    r_10_3    w_le_r_1_4_11_11  -1.000000000000e+00
    r_10_3    w_ge_1_4_11_11  -1.000000000000e+00
    r_10_3    w_le_r_3_4_17_7  -1.000000000000e+00
    r_10_3    w_ge_3_4_17_7  -1.000000000000e+00
    r_10_3    w_le_r_3_4_13_11  -1.000000000000e+00
    r_10_3    w_ge_3_4_13_11  -1.000000000000e+00
    r_10_3    w_le_r_5_4_19_5  -1.000000000000e+00
    r_10_3    w_ge_5_4_19_5  -1.000000000000e+00
    r_10_3    w_le_r_7_4_17_7  -1.000000000000e+00
    r_10_3    w_ge_7_4_17_7  -1.000000000000e+00
    r_10_3    w_le_r_9_4_23_1  -1.000000000000e+00
    r_10_3    w_ge_9_4_23_1  -1.000000000000e+00
    r_10_3    w_le_r_9_4_19_5  -1.000000000000e+00
    r_10_3    w_ge_9_4_19_5  -1.000000000000e+00
    r_10_3    w_le_r_11_4_1_1  -1.000000000000e+00
    r_10_3    w_ge_11_4_1_1  -1.000000000000e+00
    r_10_3    r_mono_10_3   1.000000000000e+00
    r_10_3    r_ge_w_10_3_0   1.000000000000e+00
    r_10_3    r_ge_w_10_3_1   1.000000000000e+00
    r_10_3    r_ge_w_10_3_2   1.000000000000e+00
    r_10_3    r_ge_w_10_3_3   1.000000000000e+00
    r_10_3    r_ge_w_10_3_4   1.000000000000e+00
    r_10_3    r_ge_w_10_3_5   1.000000000000e+00
    r_10_3    r_ge_w_10_3_6   1.000000000000e+00
    r_10_3    r_ge_w_10_3_7   1.000000000000e+00
    r_10_3    r_le_10_3   1.000000000000e+00
    r_10_3    r_mono_10_4  -1.000000000000e+00
    r_10_3    r_le_10_4  -1.000000000000e+00
    r_10_3    OBJ       -1.000000000000e+00
    r_10_4    w_le_r_1_5_11_11  -1.000000000000e+00
    r_10_4    w_ge_1_5_11_11  -1.000000000000e+00
    r_10_4    w_le_r_3_5_17_7  -1.000000000000e+00
    r_10_4    w_ge_3_5_17_7  -1.000000000000e+00
    r_10_4    w_le_r_3_5_13_11  -1.000000000000e+00
    r_10_4    w_ge_3_5_13_11  -1.000000000000e+00
    r_10_4    w_le_r_5_5_19_5  -1.000000000000e+00
    r_10_4    w_ge_5_5_19_5  -1.000000000000e+00
    r_10_4    w_le_r_7_5_17_7  -1.000000000000e+00
    r_10_4    w_ge_7_5_17_7  -1.000000000000e+00
    r_10_4    w_le_r_9_5_23_1  -1.000000000000e+00
    r_10_4    w_ge_9_5_23_1  -1.000000000000e+00
    r_10_4    w_le_r_9_5_19_5  -1.000000000000e+00
    r_10_4    w_ge_9_5_19_5  -1.000000000000e+00
    r_10_4    w_le_r_11_5_1_1  -1.000000000000e+00
    r_10_4    w_ge_11_5_1_1  -1.000000000000e+00
    r_10_4    r_mono_10_4   1.000000000000e+00
    r_10_4    r_ge_w_10_4_0   1.000000000000e+00
    r_10_4    r_ge_w_10_4_1   1.000000000000e+00
    r_10_4    r_ge_w_10_4_2   1.000000000000e+00
    r_10_4    r_ge_w_10_4_3   1.000000000000e+00
    r_10_4    r_ge_w_10_4_4   1.000000000000e+00
    r_10_4    r_ge_w_10_4_5   1.000000000000e+00
    r_10_4    r_ge_w_10_4_6   1.000000000000e+00
    r_10_4    r_ge_w_10_4_7   1.000000000000e+00
    r_10_4    r_le_10_4   1.000000000000e+00
    r_10_4    r_mono_10_5  -1.000000000000e+00
    r_10_4    r_le_10_5  -1.000000000000e+00
    r_10_4    OBJ       -1.000000000000e+00
    r_10_5    w_le_r_1_6_11_11  -1.000000000000e+00
    r_10_5    w_ge_1_6_11_11  -1.000000000000e+00
    r_10_5    w_le_r_3_6_17_7  -1.000000000000e+00
    r_10_5    w_ge_3_6_17_7  -1.000000000000e+00
    r_10_5    w_le_r_3_6_13_11  -1.000000000000e+00
    r_10_5    w_ge_3_6_13_11  -1.000000000000e+00
    r_10_5    w_le_r_5_6_19_5  -1.000000000000e+00
    r_10_5    w_ge_5_6_19_5  -1.000000000000e+00
    r_10_5    w_le_r_7_6_17_7  -1.000000000000e+00
    r_10_5    w_ge_7_6_17_7  -1.000000000000e+00
    r_10_5    w_le_r_9_6_23_1  -1.000000000000e+00
    r_10_5    w_ge_9_6_23_1  -1.000000000000e+00
    r_10_5    w_le_r_9_6_19_5  -1.000000000000e+00
    r_10_5    w_ge_9_6_19_5  -1.000000000000e+00
    r_10_5    w_le_r_11_6_1_1  -1.000000000000e+00
    r_10_5    w_ge_11_6_1_1  -1.000000000000e+00
    r_10_5    r_mono_10_5   1.000000000000e+00
    r_10_5    r_ge_w_10_5_0   1.000000000000e+00
    r_10_5    r_ge_w_10_5_1   1.000000000000e+00
    r_10_5    r_ge_w_10_5_2   1.000000000000e+00
    r_10_5    r_ge_w_10_5_3   1.000000000000e+00
    r_10_5    r_ge_w_10_5_4   1.000000000000e+00
    r_10_5    r_ge_w_10_5_5   1.000000000000e+00
    r_10_5    r_ge_w_10_5_6   1.000000000000e+00
    r_10_5    r_ge_w_10_5_7   1.000000000000e+00
    r_10_5    r_le_10_5   1.000000000000e+00
    r_10_5    r_mono_10_6  -1.000000000000e+00
    r_10_5    r_le_10_6  -1.000000000000e+00
    r_10_5    OBJ       -1.000000000000e+00
    r_10_6    w_le_r_1_7_11_11  -1.000000000000e+00
    r_10_6    w_ge_1_7_11_11  -1.000000000000e+00
    r_10_6    w_le_r_3_7_17_7  -1.000000000000e+00
    r_10_6    w_ge_3_7_17_7  -1.000000000000e+00
    r_10_6    w_le_r_3_7_13_11  -1.000000000000e+00
    r_10_6    w_ge_3_7_13_11  -1.000000000000e+00
    r_10_6    w_le_r_5_7_19_5  -1.000000000000e+00
    r_10_6    w_ge_5_7_19_5  -1.000000000000e+00
    r_10_6    w_le_r_7_7_17_7  -1.000000000000e+00
    r_10_6    w_ge_7_7_17_7  -1.000000000000e+00
    r_10_6    w_le_r_9_7_23_1  -1.000000000000e+00
    r_10_6    w_ge_9_7_23_1  -1.000000000000e+00
    r_10_6    w_le_r_9_7_19_5  -1.000000000000e+00
    r_10_6    w_ge_9_7_19_5  -1.000000000000e+00
    r_10_6    w_le_r_11_7_1_1  -1.000000000000e+00
    r_10_6    w_ge_11_7_1_1  -1.000000000000e+00
    r_10_6    r_mono_10_6   1.000000000000e+00
    r_10_6    r_ge_w_10_6_0   1.000000000000e+00
    r_10_6    r_ge_w_10_6_1   1.000000000000e+00
    r_10_6    r_ge_w_10_6_2   1.000000000000e+00
    r_10_6    r_ge_w_10_6_3   1.000000000000e+00
    r_10_6    r_ge_w_10_6_4   1.000000000000e+00
    r_10_6    r_ge_w_10_6_5   1.000000000000e+00
    r_10_6    r_ge_w_10_6_6   1.000000000000e+00
    r_10_6    r_ge_w_10_6_7   1.000000000000e+00
    r_10_6    r_le_10_6   1.000000000000e+00
    r_10_6    r_mono_10_7  -1.000000000000e+00
    r_10_6    r_le_10_7  -1.000000000000e+00
    r_10_6    OBJ       -1.000000000000e+00
    r_10_7    r_mono_10_7   1.000000000000e+00
    r_10_7    r_ge_w_10_7_0   1.000000000000e+00
    r_10_7    r_ge_w_10_7_1   1.000000000000e+00
    r_10_7    r_ge_w_10_7_2   1.000000000000e+00
    r_10_7    r_ge_w_10_7_3   1.000000000000e+00
    r_10_7    r_ge_w_10_7_4   1.000000000000e+00
    r_10_7    r_ge_w_10_7_5   1.000000000000e+00
    r_10_7    r_ge_w_10_7_6   1.000000000000e+00
    r_10_7    r_ge_w_10_7_7   1.000000000000e+00
    r_10_7    r_le_10_7   1.000000000000e+00
    r_10_7    reach_all_10   1.000000000000e+00
    r_11_1    w_le_r_2_2_13_11  -1.000000000000e+00
    r_11_1    w_ge_2_2_13_11  -1.000000000000e+00
    r_11_1    w_le_r_4_2_17_7  -1.000000000000e+00
    r_11_1    w_ge_4_2_17_7  -1.000000000000e+00
    r_11_1    w_le_r_6_2_19_5  -1.000000000000e+00
    r_11_1    w_ge_6_2_19_5  -1.000000000000e+00
    r_11_1    w_le_r_6_2_17_7  -1.000000000000e+00
    r_11_1    w_ge_6_2_17_7  -1.000000000000e+00
    r_11_1    w_le_r_8_2_19_5  -1.000000000000e+00
    r_11_1    w_ge_8_2_19_5  -1.000000000000e+00
    r_11_1    w_le_r_10_2_23_1  -1.000000000000e+00
    r_11_1    w_ge_10_2_23_1  -1.000000000000e+00
    r_11_1    w_le_r_12_2_1_1  -1.000000000000e+00
    r_11_1    w_ge_12_2_1_1  -1.000000000000e+00
    r_11_1    w_le_r_12_2_23_1  -1.000000000000e+00
    r_11_1    w_ge_12_2_23_1  -1.000000000000e+00
    r_11_1    r_mono_11_1   1.000000000000e+00
    r_11_1    r_ge_w_11_1_0   1.000000000000e+00
    r_11_1    r_ge_w_11_1_1   1.000000000000e+00
    r_11_1    r_ge_w_11_1_2   1.000000000000e+00
    r_11_1    r_ge_w_11_1_3   1.000000000000e+00
    r_11_1    r_ge_w_11_1_4   1.000000000000e+00
    r_11_1    r_ge_w_11_1_5   1.000000000000e+00
    r_11_1    r_ge_w_11_1_6   1.000000000000e+00
    r_11_1    r_ge_w_11_1_7   1.000000000000e+00
    r_11_1    r_le_11_1   1.000000000000e+00
    r_11_1    r_mono_11_2  -1.000000000000e+00
    r_11_1    r_le_11_2  -1.000000000000e+00
    r_11_1    ball_1     1.000000000000e+00
    r_11_1    OBJ       -1.000000000000e+00
    r_11_2    w_le_r_2_3_13_11  -1.000000000000e+00
    r_11_2    w_ge_2_3_13_11  -1.000000000000e+00
    r_11_2    w_le_r_4_3_17_7  -1.000000000000e+00
    r_11_2    w_ge_4_3_17_7  -1.000000000000e+00
    r_11_2    w_le_r_6_3_19_5  -1.000000000000e+00
    r_11_2    w_ge_6_3_19_5  -1.000000000000e+00
    r_11_2    w_le_r_6_3_17_7  -1.000000000000e+00
    r_11_2    w_ge_6_3_17_7  -1.000000000000e+00
    r_11_2    w_le_r_8_3_19_5  -1.000000000000e+00
    r_11_2    w_ge_8_3_19_5  -1.000000000000e+00
    r_11_2    w_le_r_10_3_23_1  -1.000000000000e+00
    r_11_2    w_ge_10_3_23_1  -1.000000000000e+00
    r_11_2    w_le_r_12_3_1_1  -1.000000000000e+00
    r_11_2    w_ge_12_3_1_1  -1.000000000000e+00
    r_11_2    w_le_r_12_3_23_1  -1.000000000000e+00
    r_11_2    w_ge_12_3_23_1  -1.000000000000e+00
    r_11_2    r_mono_11_2   1.000000000000e+00
    r_11_2    r_ge_w_11_2_0   1.000000000000e+00
    r_11_2    r_ge_w_11_2_1   1.000000000000e+00
    r_11_2    r_ge_w_11_2_2   1.000000000000e+00
    r_11_2    r_ge_w_11_2_3   1.000000000000e+00
    r_11_2    r_ge_w_11_2_4   1.000000000000e+00
    r_11_2    r_ge_w_11_2_5   1.000000000000e+00
    r_11_2    r_ge_w_11_2_6   1.000000000000e+00
    r_11_2    r_ge_w_11_2_7   1.000000000000e+00
    r_11_2    r_le_11_2   1.000000000000e+00
    r_11_2    r_mono_11_3  -1.000000000000e+00
    r_11_2    r_le_11_3  -1.000000000000e+00
    r_11_2    OBJ       -1.000000000000e+00
    r_11_3    w_le_r_2_4_13_11  -1.000000000000e+00
    r_11_3    w_ge_2_4_13_11  -1.000000000000e+00
    r_11_3    w_le_r_4_4_17_7  -1.000000000000e+00
    r_11_3    w_ge_4_4_17_7  -1.000000000000e+00
    r_11_3    w_le_r_6_4_19_5  -1.000000000000e+00
    r_11_3    w_ge_6_4_19_5  -1.000000000000e+00
    r_11_3    w_le_r_6_4_17_7  -1.000000000000e+00
    r_11_3    w_ge_6_4_17_7  -1.000000000000e+00
    r_11_3    w_le_r_8_4_19_5  -1.000000000000e+00
    r_11_3    w_ge_8_4_19_5  -1.000000000000e+00
    r_11_3    w_le_r_10_4_23_1  -1.000000000000e+00
    r_11_3    w_ge_10_4_23_1  -1.000000000000e+00
    r_11_3    w_le_r_12_4_1_1  -1.000000000000e+00
    r_11_3    w_ge_12_4_1_1  -1.000000000000e+00
    r_11_3    w_le_r_12_4_23_1  -1.000000000000e+00
    r_11_3    w_ge_12_4_23_1  -1.000000000000e+00
    r_11_3    r_mono_11_3   1.000000000000e+00
    r_11_3    r_ge_w_11_3_0   1.000000000000e+00
    r_11_3    r_ge_w_11_3_1   1.000000000000e+00
    r_11_3    r_ge_w_11_3_2   1.000000000000e+00
    r_11_3    r_ge_w_11_3_3   1.000000000000e+00
    r_11_3    r_ge_w_11_3_4   1.000000000000e+00
    r_11_3    r_ge_w_11_3_5   1.000000000000e+00
    r_11_3    r_ge_w_11_3_6   1.000000000000e+00
    r_11_3    r_ge_w_11_3_7   1.000000000000e+00
    r_11_3    r_le_11_3   1.000000000000e+00
    r_11_3    r_mono_11_4  -1.000000000000e+00
    r_11_3    r_le_11_4  -1.000000000000e+00
    r_11_3    OBJ       -1.000000000000e+00
    r_11_4    w_le_r_2_5_13_11  -1.000000000000e+00
    r_11_4    w_ge_2_5_13_11  -1.000000000000e+00
    r_11_4    w_le_r_4_5_17_7  -1.000000000000e+00
    r_11_4    w_ge_4_5_17_7  -1.000000000000e+00
    r_11_4    w_le_r_6_5_19_5  -1.000000000000e+00
    r_11_4    w_ge_6_5_19_5  -1.000000000000e+00
    r_11_4    w_le_r_6_5_17_7  -1.000000000000e+00
    r_11_4    w_ge_6_5_17_7  -1.000000000000e+00
    r_11_4    w_le_r_8_5_19_5  -1.000000000000e+00
    r_11_4    w_ge_8_5_19_5  -1.000000000000e+00
    r_11_4    w_le_r_10_5_23_1  -1.000000000000e+00
    r_11_4    w_ge_10_5_23_1  -1.000000000000e+00
    r_11_4    w_le_r_12_5_1_1  -1.000000000000e+00
    r_11_4    w_ge_12_5_1_1  -1.000000000000e+00
    r_11_4    w_le_r_12_5_23_1  -1.000000000000e+00
    r_11_4    w_ge_12_5_23_1  -1.000000000000e+00
    r_11_4    r_mono_11_4   1.000000000000e+00
    r_11_4    r_ge_w_11_4_0   1.000000000000e+00
    r_11_4    r_ge_w_11_4_1   1.000000000000e+00
    r_11_4    r_ge_w_11_4_2   1.000000000000e+00
    r_11_4    r_ge_w_11_4_3   1.000000000000e+00
    r_11_4    r_ge_w_11_4_4   1.000000000000e+00
    r_11_4    r_ge_w_11_4_5   1.000000000000e+00
    r_11_4    r_ge_w_11_4_6   1.000000000000e+00
    r_11_4    r_ge_w_11_4_7   1.000000000000e+00
    r_11_4    r_le_11_4   1.000000000000e+00
    r_11_4    r_mono_11_5  -1.000000000000e+00
    r_11_4    r_le_11_5  -1.000000000000e+00
    r_11_4    OBJ       -1.000000000000e+00
    r_11_5    w_le_r_2_6_13_11  -1.000000000000e+00
    r_11_5    w_ge_2_6_13_11  -1.000000000000e+00
    r_11_5    w_le_r_4_6_17_7  -1.000000000000e+00
    r_11_5    w_ge_4_6_17_7  -1.000000000000e+00
    r_11_5    w_le_r_6_6_19_5  -1.000000000000e+00
    r_11_5    w_ge_6_6_19_5  -1.000000000000e+00
    r_11_5    w_le_r_6_6_17_7  -1.000000000000e+00
    r_11_5    w_ge_6_6_17_7  -1.000000000000e+00
    r_11_5    w_le_r_8_6_19_5  -1.000000000000e+00
    r_11_5    w_ge_8_6_19_5  -1.000000000000e+00
    r_11_5    w_le_r_10_6_23_1  -1.000000000000e+00
    r_11_5    w_ge_10_6_23_1  -1.000000000000e+00
    r_11_5    w_le_r_12_6_1_1  -1.000000000000e+00
    r_11_5    w_ge_12_6_1_1  -1.000000000000e+00
    r_11_5    w_le_r_12_6_23_1  -1.000000000000e+00
    r_11_5    w_ge_12_6_23_1  -1.000000000000e+00
    r_11_5    r_mono_11_5   1.000000000000e+00
    r_11_5    r_ge_w_11_5_0   1.000000000000e+00
    r_11_5    r_ge_w_11_5_1   1.000000000000e+00
    r_11_5    r_ge_w_11_5_2   1.000000000000e+00
    r_11_5    r_ge_w_11_5_3   1.000000000000e+00
    r_11_5    r_ge_w_11_5_4   1.000000000000e+00
    r_11_5    r_ge_w_11_5_5   1.000000000000e+00
    r_11_5    r_ge_w_11_5_6   1.000000000000e+00
    r_11_5    r_ge_w_11_5_7   1.000000000000e+00
    r_11_5    r_le_11_5   1.000000000000e+00
    r_11_5    r_mono_11_6  -1.000000000000e+00
    r_11_5    r_le_11_6  -1.000000000000e+00
    r_11_5    OBJ       -1.000000000000e+00
    r_11_6    w_le_r_2_7_13_11  -1.000000000000e+00
    r_11_6    w_ge_2_7_13_11  -1.000000000000e+00
    r_11_6    w_le_r_4_7_17_7  -1.000000000000e+00
    r_11_6    w_ge_4_7_17_7  -1.000000000000e+00
    r_11_6    w_le_r_6_7_19_5  -1.000000000000e+00
    r_11_6    w_ge_6_7_19_5  -1.000000000000e+00
    r_11_6    w_le_r_6_7_17_7  -1.000000000000e+00
    r_11_6    w_ge_6_7_17_7  -1.000000000000e+00
    r_11_6    w_le_r_8_7_19_5  -1.000000000000e+00
    r_11_6    w_ge_8_7_19_5  -1.000000000000e+00
    r_11_6    w_le_r_10_7_23_1  -1.000000000000e+00
    r_11_6    w_ge_10_7_23_1  -1.000000000000e+00
    r_11_6    w_le_r_12_7_1_1  -1.000000000000e+00
    r_11_6    w_ge_12_7_1_1  -1.000000000000e+00
    r_11_6    w_le_r_12_7_23_1  -1.000000000000e+00
    r_11_6    w_ge_12_7_23_1  -1.000000000000e+00
    r_11_6    r_mono_11_6   1.000000000000e+00
    r_11_6    r_ge_w_11_6_0   1.000000000000e+00
    r_11_6    r_ge_w_11_6_1   1.000000000000e+00
    r_11_6    r_ge_w_11_6_2   1.000000000000e+00
    r_11_6    r_ge_w_11_6_3   1.000000000000e+00
    r_11_6    r_ge_w_11_6_4   1.000000000000e+00
    r_11_6    r_ge_w_11_6_5   1.000000000000e+00
    r_11_6    r_ge_w_11_6_6   1.000000000000e+00
    r_11_6    r_ge_w_11_6_7   1.000000000000e+00
    r_11_6    r_le_11_6   1.000000000000e+00
    r_11_6    r_mono_11_7  -1.000000000000e+00
    r_11_6    r_le_11_7  -1.000000000000e+00
    r_11_6    OBJ       -1.000000000000e+00
    r_11_7    r_mono_11_7   1.000000000000e+00
    r_11_7    r_ge_w_11_7_0   1.000000000000e+00
    r_11_7    r_ge_w_11_7_1   1.000000000000e+00
    r_11_7    r_ge_w_11_7_2   1.000000000000e+00
    r_11_7    r_ge_w_11_7_3   1.000000000000e+00
    r_11_7    r_ge_w_11_7_4   1.000000000000e+00
    r_11_7    r_ge_w_11_7_5   1.000000000000e+00
    r_11_7    r_ge_w_11_7_6   1.000000000000e+00
    r_11_7    r_ge_w_11_7_7   1.000000000000e+00
    r_11_7    r_le_11_7   1.000000000000e+00
    r_11_7    reach_all_11   1.000000000000e+00
    r_12_1    w_le_r_1_2_13_11  -1.000000000000e+00
    r_12_1    w_ge_1_2_13_11  -1.000000000000e+00
    r_12_1    w_le_r_5_2_17_7  -1.000000000000e+00
    r_12_1    w_ge_5_2_17_7  -1.000000000000e+00
    r_12_1    w_le_r_7_2_19_5  -1.000000000000e+00
    r_12_1    w_ge_7_2_19_5  -1.000000000000e+00
    r_12_1    w_le_r_11_2_23_1  -1.000000000000e+00
    r_12_1    w_ge_11_2_23_1  -1.000000000000e+00
    r_12_1    r_mono_12_1   1.000000000000e+00
    r_12_1    r_ge_w_12_1_0   1.000000000000e+00
    r_12_1    r_ge_w_12_1_1   1.000000000000e+00
    r_12_1    r_ge_w_12_1_2   1.000000000000e+00
    r_12_1    r_ge_w_12_1_3   1.000000000000e+00
    r_12_1    r_ge_w_12_1_4   1.000000000000e+00
    r_12_1    r_ge_w_12_1_5   1.000000000000e+00
    r_12_1    r_ge_w_12_1_6   1.000000000000e+00
    r_12_1    r_ge_w_12_1_7   1.000000000000e+00
    r_12_1    r_le_12_1   1.000000000000e+00
    r_12_1    r_mono_12_2  -1.000000000000e+00
    r_12_1    r_le_12_2  -1.000000000000e+00
    r_12_1    ball_1     1.000000000000e+00
    r_12_1    OBJ       -5.000000000000e-01
    r_12_2    w_le_r_1_3_13_11  -1.000000000000e+00
    r_12_2    w_ge_1_3_13_11  -1.000000000000e+00
    r_12_2    w_le_r_5_3_17_7  -1.000000000000e+00
    r_12_2    w_ge_5_3_17_7  -1.000000000000e+00
    r_12_2    w_le_r_7_3_19_5  -1.000000000000e+00
    r_12_2    w_ge_7_3_19_5  -1.000000000000e+00
    r_12_2    w_le_r_11_3_23_1  -1.000000000000e+00
    r_12_2    w_ge_11_3_23_1  -1.000000000000e+00
    r_12_2    r_mono_12_2   1.000000000000e+00
    r_12_2    r_ge_w_12_2_0   1.000000000000e+00
    r_12_2    r_ge_w_12_2_1   1.000000000000e+00
    r_12_2    r_ge_w_12_2_2   1.000000000000e+00
    r_12_2    r_ge_w_12_2_3   1.000000000000e+00
    r_12_2    r_ge_w_12_2_4   1.000000000000e+00
    r_12_2    r_ge_w_12_2_5   1.000000000000e+00
    r_12_2    r_ge_w_12_2_6   1.000000000000e+00
    r_12_2    r_ge_w_12_2_7   1.000000000000e+00
    r_12_2    r_le_12_2   1.000000000000e+00
    r_12_2    r_mono_12_3  -1.000000000000e+00
    r_12_2    r_le_12_3  -1.000000000000e+00
    r_12_2    OBJ       -5.000000000000e-01
    r_12_3    w_le_r_1_4_13_11  -1.000000000000e+00
    r_12_3    w_ge_1_4_13_11  -1.000000000000e+00
    r_12_3    w_le_r_5_4_17_7  -1.000000000000e+00
    r_12_3    w_ge_5_4_17_7  -1.000000000000e+00
    r_12_3    w_le_r_7_4_19_5  -1.000000000000e+00
    r_12_3    w_ge_7_4_19_5  -1.000000000000e+00
    r_12_3    w_le_r_11_4_23_1  -1.000000000000e+00
    r_12_3    w_ge_11_4_23_1  -1.000000000000e+00
    r_12_3    r_mono_12_3   1.000000000000e+00
    r_12_3    r_ge_w_12_3_0   1.000000000000e+00
    r_12_3    r_ge_w_12_3_1   1.000000000000e+00
    r_12_3    r_ge_w_12_3_2   1.000000000000e+00
    r_12_3    r_ge_w_12_3_3   1.000000000000e+00
    r_12_3    r_ge_w_12_3_4   1.000000000000e+00
    r_12_3    r_ge_w_12_3_5   1.000000000000e+00
    r_12_3    r_ge_w_12_3_6   1.000000000000e+00
    r_12_3    r_ge_w_12_3_7   1.000000000000e+00
    r_12_3    r_le_12_3   1.000000000000e+00
    r_12_3    r_mono_12_4  -1.000000000000e+00
    r_12_3    r_le_12_4  -1.000000000000e+00
    r_12_3    OBJ       -5.000000000000e-01
    r_12_4    w_le_r_1_5_13_11  -1.000000000000e+00
    r_12_4    w_ge_1_5_13_11  -1.000000000000e+00
    r_12_4    w_le_r_5_5_17_7  -1.000000000000e+00
    r_12_4    w_ge_5_5_17_7  -1.000000000000e+00
    r_12_4    w_le_r_7_5_19_5  -1.000000000000e+00
    r_12_4    w_ge_7_5_19_5  -1.000000000000e+00
    r_12_4    w_le_r_11_5_23_1  -1.000000000000e+00
    r_12_4    w_ge_11_5_23_1  -1.000000000000e+00
    r_12_4    r_mono_12_4   1.000000000000e+00
    r_12_4    r_ge_w_12_4_0   1.000000000000e+00
    r_12_4    r_ge_w_12_4_1   1.000000000000e+00
    r_12_4    r_ge_w_12_4_2   1.000000000000e+00
    r_12_4    r_ge_w_12_4_3   1.000000000000e+00
    r_12_4    r_ge_w_12_4_4   1.000000000000e+00
    r_12_4    r_ge_w_12_4_5   1.000000000000e+00
    r_12_4    r_ge_w_12_4_6   1.000000000000e+00
    r_12_4    r_ge_w_12_4_7   1.000000000000e+00
    r_12_4    r_le_12_4   1.000000000000e+00
    r_12_4    r_mono_12_5  -1.000000000000e+00
    r_12_4    r_le_12_5  -1.000000000000e+00
    r_12_4    OBJ       -5.000000000000e-01
    r_12_5    w_le_r_1_6_13_11  -1.000000000000e+00
    r_12_5    w_ge_1_6_13_11  -1.000000000000e+00
    r_12_5    w_le_r_5_6_17_7  -1.000000000000e+00
    r_12_5    w_ge_5_6_17_7  -1.000000000000e+00
    r_12_5    w_le_r_7_6_19_5  -1.000000000000e+00
    r_12_5    w_ge_7_6_19_5  -1.000000000000e+00
    r_12_5    w_le_r_11_6_23_1  -1.000000000000e+00
    r_12_5    w_ge_11_6_23_1  -1.000000000000e+00
    r_12_5    r_mono_12_5   1.000000000000e+00
    r_12_5    r_ge_w_12_5_0   1.000000000000e+00
    r_12_5    r_ge_w_12_5_1   1.000000000000e+00
    r_12_5    r_ge_w_12_5_2   1.000000000000e+00
    r_12_5    r_ge_w_12_5_3   1.000000000000e+00
    r_12_5    r_ge_w_12_5_4   1.000000000000e+00
    r_12_5    r_ge_w_12_5_5   1.000000000000e+00
    r_12_5    r_ge_w_12_5_6   1.000000000000e+00
    r_12_5    r_ge_w_12_5_7   1.000000000000e+00
    r_12_5    r_le_12_5   1.000000000000e+00
    r_12_5    r_mono_12_6  -1.000000000000e+00
    r_12_5    r_le_12_6  -1.000000000000e+00
    r_12_5    OBJ       -5.000000000000e-01
    r_12_6    w_le_r_1_7_13_11  -1.000000000000e+00
    r_12_6    w_ge_1_7_13_11  -1.000000000000e+00
    r_12_6    w_le_r_5_7_17_7  -1.000000000000e+00
    r_12_6    w_ge_5_7_17_7  -1.000000000000e+00
    r_12_6    w_le_r_7_7_19_5  -1.000000000000e+00
    r_12_6    w_ge_7_7_19_5  -1.000000000000e+00
    r_12_6    w_le_r_11_7_23_1  -1.000000000000e+00
    r_12_6    w_ge_11_7_23_1  -1.000000000000e+00
    r_12_6    r_mono_12_6   1.000000000000e+00
    r_12_6    r_ge_w_12_6_0   1.000000000000e+00
    r_12_6    r_ge_w_12_6_1   1.000000000000e+00
    r_12_6    r_ge_w_12_6_2   1.000000000000e+00
    r_12_6    r_ge_w_12_6_3   1.000000000000e+00
    r_12_6    r_ge_w_12_6_4   1.000000000000e+00
    r_12_6    r_ge_w_12_6_5   1.000000000000e+00
    r_12_6    r_ge_w_12_6_6   1.000000000000e+00
    r_12_6    r_ge_w_12_6_7   1.000000000000e+00
    r_12_6    r_le_12_6   1.000000000000e+00
    r_12_6    r_mono_12_7  -1.000000000000e+00
    r_12_6    r_le_12_7  -1.000000000000e+00
    r_12_6    OBJ       -5.000000000000e-01
    r_12_7    r_mono_12_7   1.000000000000e+00
    r_12_7    r_ge_w_12_7_0   1.000000000000e+00
    r_12_7    r_ge_w_12_7_1   1.000000000000e+00
    r_12_7    r_ge_w_12_7_2   1.000000000000e+00
    r_12_7    r_ge_w_12_7_3   1.000000000000e+00
    r_12_7    r_ge_w_12_7_4   1.000000000000e+00
    r_12_7    r_ge_w_12_7_5   1.000000000000e+00
    r_12_7    r_ge_w_12_7_6   1.000000000000e+00
    r_12_7    r_ge_w_12_7_7   1.000000000000e+00
    r_12_7    r_le_12_7   1.000000000000e+00
    r_12_7    reach_all_12   1.000000000000e+00
    r_1_1     w_le_r_2_2_1_1  -1.000000000000e+00
    r_1_1     w_ge_2_2_1_1  -1.000000000000e+00
    r_1_1     w_le_r_4_2_5_5  -1.000000000000e+00
    r_1_1     w_ge_4_2_5_5  -1.000000000000e+00
    r_1_1     w_le_r_6_2_5_5  -1.000000000000e+00
    r_1_1     w_ge_6_2_5_5  -1.000000000000e+00
    r_1_1     w_le_r_6_2_7_7  -1.000000000000e+00
    r_1_1     w_ge_6_2_7_7  -1.000000000000e+00
    r_1_1     w_le_r_8_2_7_7  -1.000000000000e+00
    r_1_1     w_ge_8_2_7_7  -1.000000000000e+00
    r_1_1     w_le_r_10_2_11_11  -1.000000000000e+00
    r_1_1     w_ge_10_2_11_11  -1.000000000000e+00
    r_1_1     w_le_r_12_2_11_11  -1.000000000000e+00
    r_1_1     w_ge_12_2_11_11  -1.000000000000e+00
    r_1_1     w_le_r_12_2_13_11  -1.000000000000e+00
    r_1_1     w_ge_12_2_13_11  -1.000000000000e+00
    r_1_1     r_mono_1_1   1.000000000000e+00
    r_1_1     r_ge_w_1_1_0   1.000000000000e+00
    r_1_1     r_ge_w_1_1_1   1.000000000000e+00
    r_1_1     r_ge_w_1_1_2   1.000000000000e+00
    r_1_1     r_ge_w_1_1_3   1.000000000000e+00
    r_1_1     r_ge_w_1_1_4   1.000000000000e+00
    r_1_1     r_ge_w_1_1_5   1.000000000000e+00
    r_1_1     r_ge_w_1_1_6   1.000000000000e+00
    r_1_1     r_ge_w_1_1_7   1.000000000000e+00
    r_1_1     r_le_1_1   1.000000000000e+00
    r_1_1     r_mono_1_2  -1.000000000000e+00
    r_1_1     r_le_1_2  -1.000000000000e+00
    r_1_1     ball_1     1.000000000000e+00
    r_1_1     OBJ       -1.000000000000e+00
    r_1_2     w_le_r_2_3_1_1  -1.000000000000e+00
    r_1_2     w_ge_2_3_1_1  -1.000000000000e+00
    r_1_2     w_le_r_4_3_5_5  -1.000000000000e+00
    r_1_2     w_ge_4_3_5_5  -1.000000000000e+00
    r_1_2     w_le_r_6_3_5_5  -1.000000000000e+00
    r_1_2     w_ge_6_3_5_5  -1.000000000000e+00
    r_1_2     w_le_r_6_3_7_7  -1.000000000000e+00
    r_1_2     w_ge_6_3_7_7  -1.000000000000e+00
    r_1_2     w_le_r_8_3_7_7  -1.000000000000e+00
    r_1_2     w_ge_8_3_7_7  -1.000000000000e+00
    r_1_2     w_le_r_10_3_11_11  -1.000000000000e+00
    r_1_2     w_ge_10_3_11_11  -1.000000000000e+00
    r_1_2     w_le_r_12_3_11_11  -1.000000000000e+00
    r_1_2     w_ge_12_3_11_11  -1.000000000000e+00
    r_1_2     w_le_r_12_3_13_11  -1.000000000000e+00
    r_1_2     w_ge_12_3_13_11  -1.000000000000e+00
    r_1_2     r_mono_1_2   1.000000000000e+00
    r_1_2     r_ge_w_1_2_0   1.000000000000e+00
    r_1_2     r_ge_w_1_2_1   1.000000000000e+00
    r_1_2     r_ge_w_1_2_2   1.000000000000e+00
    r_1_2     r_ge_w_1_2_3   1.000000000000e+00
    r_1_2     r_ge_w_1_2_4   1.000000000000e+00
    r_1_2     r_ge_w_1_2_5   1.000000000000e+00
    r_1_2     r_ge_w_1_2_6   1.000000000000e+00
    r_1_2     r_ge_w_1_2_7   1.000000000000e+00
    r_1_2     r_le_1_2   1.000000000000e+00
    r_1_2     r_mono_1_3  -1.000000000000e+00
    r_1_2     r_le_1_3  -1.000000000000e+00
    r_1_2     OBJ       -1.000000000000e+00
    r_1_3     w_le_r_2_4_1_1  -1.000000000000e+00
    r_1_3     w_ge_2_4_1_1  -1.000000000000e+00
    r_1_3     w_le_r_4_4_5_5  -1.000000000000e+00
    r_1_3     w_ge_4_4_5_5  -1.000000000000e+00
    r_1_3     w_le_r_6_4_5_5  -1.000000000000e+00
    r_1_3     w_ge_6_4_5_5  -1.000000000000e+00
    r_1_3     w_le_r_6_4_7_7  -1.000000000000e+00
    r_1_3     w_ge_6_4_7_7  -1.000000000000e+00
    r_1_3     w_le_r_8_4_7_7  -1.000000000000e+00
    r_1_3     w_ge_8_4_7_7  -1.000000000000e+00
    r_1_3     w_le_r_10_4_11_11  -1.000000000000e+00
    r_1_3     w_ge_10_4_11_11  -1.000000000000e+00
    r_1_3     w_le_r_12_4_11_11  -1.000000000000e+00
    r_1_3     w_ge_12_4_11_11  -1.000000000000e+00
    r_1_3     w_le_r_12_4_13_11  -1.000000000000e+00
    r_1_3     w_ge_12_4_13_11  -1.000000000000e+00
    r_1_3     r_mono_1_3   1.000000000000e+00
    r_1_3     r_ge_w_1_3_0   1.000000000000e+00
    r_1_3     r_ge_w_1_3_1   1.000000000000e+00
    r_1_3     r_ge_w_1_3_2   1.000000000000e+00
    r_1_3     r_ge_w_1_3_3   1.000000000000e+00
    r_1_3     r_ge_w_1_3_4   1.000000000000e+00
    r_1_3     r_ge_w_1_3_5   1.000000000000e+00
    r_1_3     r_ge_w_1_3_6   1.000000000000e+00
    r_1_3     r_ge_w_1_3_7   1.000000000000e+00
    r_1_3     r_le_1_3   1.000000000000e+00
    r_1_3     r_mono_1_4  -1.000000000000e+00
    r_1_3     r_le_1_4  -1.000000000000e+00
    r_1_3     OBJ       -1.000000000000e+00
    r_1_4     w_le_r_2_5_1_1  -1.000000000000e+00
    r_1_4     w_ge_2_5_1_1  -1.000000000000e+00
    r_1_4     w_le_r_4_5_5_5  -1.000000000000e+00
    r_1_4     w_ge_4_5_5_5  -1.000000000000e+00
    r_1_4     w_le_r_6_5_5_5  -1.000000000000e+00
    r_1_4     w_ge_6_5_5_5  -1.000000000000e+00
    r_1_4     w_le_r_6_5_7_7  -1.000000000000e+00
    r_1_4     w_ge_6_5_7_7  -1.000000000000e+00
    r_1_4     w_le_r_8_5_7_7  -1.000000000000e+00
    r_1_4     w_ge_8_5_7_7  -1.000000000000e+00
    r_1_4     w_le_r_10_5_11_11  -1.000000000000e+00
    r_1_4     w_ge_10_5_11_11  -1.000000000000e+00
    r_1_4     w_le_r_12_5_11_11  -1.000000000000e+00
    r_1_4     w_ge_12_5_11_11  -1.000000000000e+00
    r_1_4     w_le_r_12_5_13_11  -1.000000000000e+00
    r_1_4     w_ge_12_5_13_11  -1.000000000000e+00
    r_1_4     r_mono_1_4   1.000000000000e+00
    r_1_4     r_ge_w_1_4_0   1.000000000000e+00
    r_1_4     r_ge_w_1_4_1   1.000000000000e+00
    r_1_4     r_ge_w_1_4_2   1.000000000000e+00
    r_1_4     r_ge_w_1_4_3   1.000000000000e+00
    r_1_4     r_ge_w_1_4_4   1.000000000000e+00
    r_1_4     r_ge_w_1_4_5   1.000000000000e+00
    r_1_4     r_ge_w_1_4_6   1.000000000000e+00
    r_1_4     r_ge_w_1_4_7   1.000000000000e+00
    r_1_4     r_le_1_4   1.000000000000e+00
    r_1_4     r_mono_1_5  -1.000000000000e+00
    r_1_4     r_le_1_5  -1.000000000000e+00
    r_1_4     OBJ       -1.000000000000e+00
    r_1_5     w_le_r_2_6_1_1  -1.000000000000e+00
    r_1_5     w_ge_2_6_1_1  -1.000000000000e+00
    r_1_5     w_le_r_4_6_5_5  -1.000000000000e+00
    r_1_5     w_ge_4_6_5_5  -1.000000000000e+00
    r_1_5     w_le_r_6_6_5_5  -1.000000000000e+00
    r_1_5     w_ge_6_6_5_5  -1.000000000000e+00
    r_1_5     w_le_r_6_6_7_7  -1.000000000000e+00
    r_1_5     w_ge_6_6_7_7  -1.000000000000e+00
    r_1_5     w_le_r_8_6_7_7  -1.000000000000e+00
    r_1_5     w_ge_8_6_7_7  -1.000000000000e+00
    r_1_5     w_le_r_10_6_11_11  -1.000000000000e+00
    r_1_5     w_ge_10_6_11_11  -1.000000000000e+00
    r_1_5     w_le_r_12_6_11_11  -1.000000000000e+00
    r_1_5     w_ge_12_6_11_11  -1.000000000000e+00
    r_1_5     w_le_r_12_6_13_11  -1.000000000000e+00
    r_1_5     w_ge_12_6_13_11  -1.000000000000e+00
    r_1_5     r_mono_1_5   1.000000000000e+00
    r_1_5     r_ge_w_1_5_0   1.000000000000e+00
    r_1_5     r_ge_w_1_5_1   1.000000000000e+00
    r_1_5     r_ge_w_1_5_2   1.000000000000e+00
    r_1_5     r_ge_w_1_5_3   1.000000000000e+00
    r_1_5     r_ge_w_1_5_4   1.000000000000e+00
    r_1_5     r_ge_w_1_5_5   1.000000000000e+00
    r_1_5     r_ge_w_1_5_6   1.000000000000e+00
    r_1_5     r_ge_w_1_5_7   1.000000000000e+00
    r_1_5     r_le_1_5   1.000000000000e+00
    r_1_5     r_mono_1_6  -1.000000000000e+00
    r_1_5     r_le_1_6  -1.000000000000e+00
    r_1_5     OBJ       -1.000000000000e+00
    r_1_6     w_le_r_2_7_1_1  -1.000000000000e+00
    r_1_6     w_ge_2_7_1_1  -1.000000000000e+00
    r_1_6     w_le_r_4_7_5_5  -1.000000000000e+00
    r_1_6     w_ge_4_7_5_5  -1.000000000000e+00
    r_1_6     w_le_r_6_7_5_5  -1.000000000000e+00
    r_1_6     w_ge_6_7_5_5  -1.000000000000e+00
    r_1_6     w_le_r_6_7_7_7  -1.000000000000e+00
    r_1_6     w_ge_6_7_7_7  -1.000000000000e+00
    r_1_6     w_le_r_8_7_7_7  -1.000000000000e+00
    r_1_6     w_ge_8_7_7_7  -1.000000000000e+00
    r_1_6     w_le_r_10_7_11_11  -1.000000000000e+00
    r_1_6     w_ge_10_7_11_11  -1.000000000000e+00
    r_1_6     w_le_r_12_7_11_11  -1.000000000000e+00
    r_1_6     w_ge_12_7_11_11  -1.000000000000e+00
    r_1_6     w_le_r_12_7_13_11  -1.000000000000e+00
    r_1_6     w_ge_12_7_13_11  -1.000000000000e+00
    r_1_6     r_mono_1_6   1.000000000000e+00
    r_1_6     r_ge_w_1_6_0   1.000000000000e+00
    r_1_6     r_ge_w_1_6_1   1.000000000000e+00
    r_1_6     r_ge_w_1_6_2   1.000000000000e+00
    r_1_6     r_ge_w_1_6_3   1.000000000000e+00
    r_1_6     r_ge_w_1_6_4   1.000000000000e+00
    r_1_6     r_ge_w_1_6_5   1.000000000000e+00
    r_1_6     r_ge_w_1_6_6   1.000000000000e+00
    r_1_6     r_ge_w_1_6_7   1.000000000000e+00
    r_1_6     r_le_1_6   1.000000000000e+00
    r_1_6     r_mono_1_7  -1.000000000000e+00
    r_1_6     r_le_1_7  -1.000000000000e+00
    r_1_6     OBJ       -1.000000000000e+00
    r_1_7     r_mono_1_7   1.000000000000e+00
    r_1_7     r_ge_w_1_7_0   1.000000000000e+00
    r_1_7     r_ge_w_1_7_1   1.000000000000e+00
    r_1_7     r_ge_w_1_7_2   1.000000000000e+00
    r_1_7     r_ge_w_1_7_3   1.000000000000e+00
    r_1_7     r_ge_w_1_7_4   1.000000000000e+00
    r_1_7     r_ge_w_1_7_5   1.000000000000e+00
    r_1_7     r_ge_w_1_7_6   1.000000000000e+00
    r_1_7     r_ge_w_1_7_7   1.000000000000e+00
    r_1_7     r_le_1_7   1.000000000000e+00
    r_1_7     reach_all_1   1.000000000000e+00
    r_2_1     w_le_r_1_2_23_1  -1.000000000000e+00
    r_2_1     w_ge_1_2_23_1  -1.000000000000e+00
    r_2_1     w_le_r_3_2_1_1  -1.000000000000e+00
    r_2_1     w_ge_3_2_1_1  -1.000000000000e+00
    r_2_1     w_le_r_3_2_5_5  -1.000000000000e+00
    r_2_1     w_ge_3_2_5_5  -1.000000000000e+00
    r_2_1     w_le_r_5_2_7_7  -1.000000000000e+00
    r_2_1     w_ge_5_2_7_7  -1.000000000000e+00
    r_2_1     w_le_r_7_2_5_5  -1.000000000000e+00
    r_2_1     w_ge_7_2_5_5  -1.000000000000e+00
    r_2_1     w_le_r_9_2_7_7  -1.000000000000e+00
    r_2_1     w_ge_9_2_7_7  -1.000000000000e+00
    r_2_1     w_le_r_9_2_11_11  -1.000000000000e+00
    r_2_1     w_ge_9_2_11_11  -1.000000000000e+00
    r_2_1     w_le_r_11_2_13_11  -1.000000000000e+00
    r_2_1     w_ge_11_2_13_11  -1.000000000000e+00
    r_2_1     r_mono_2_1   1.000000000000e+00
    r_2_1     r_ge_w_2_1_0   1.000000000000e+00
    r_2_1     r_ge_w_2_1_1   1.000000000000e+00
    r_2_1     r_ge_w_2_1_2   1.000000000000e+00
    r_2_1     r_ge_w_2_1_3   1.000000000000e+00
    r_2_1     r_ge_w_2_1_4   1.000000000000e+00
    r_2_1     r_ge_w_2_1_5   1.000000000000e+00
    r_2_1     r_ge_w_2_1_6   1.000000000000e+00
    r_2_1     r_ge_w_2_1_7   1.000000000000e+00
    r_2_1     r_le_2_1   1.000000000000e+00
    r_2_1     r_mono_2_2  -1.000000000000e+00
    r_2_1     r_le_2_2  -1.000000000000e+00
    r_2_1     ball_1     1.000000000000e+00
    r_2_1     OBJ       -1.000000000000e+00
    r_2_2     w_le_r_1_3_23_1  -1.000000000000e+00
    r_2_2     w_ge_1_3_23_1  -1.000000000000e+00
    r_2_2     w_le_r_3_3_1_1  -1.000000000000e+00
    r_2_2     w_ge_3_3_1_1  -1.000000000000e+00
    r_2_2     w_le_r_3_3_5_5  -1.000000000000e+00
    r_2_2     w_ge_3_3_5_5  -1.000000000000e+00
    r_2_2     w_le_r_5_3_7_7  -1.000000000000e+00
    r_2_2     w_ge_5_3_7_7  -1.000000000000e+00
    r_2_2     w_le_r_7_3_5_5  -1.000000000000e+00
    r_2_2     w_ge_7_3_5_5  -1.000000000000e+00
    r_2_2     w_le_r_9_3_7_7  -1.000000000000e+00
    r_2_2     w_ge_9_3_7_7  -1.000000000000e+00
    r_2_2     w_le_r_9_3_11_11  -1.000000000000e+00
    r_2_2     w_ge_9_3_11_11  -1.000000000000e+00
    r_2_2     w_le_r_11_3_13_11  -1.000000000000e+00
    r_2_2     w_ge_11_3_13_11  -1.000000000000e+00
    r_2_2     r_mono_2_2   1.000000000000e+00
    r_2_2     r_ge_w_2_2_0   1.000000000000e+00
    r_2_2     r_ge_w_2_2_1   1.000000000000e+00
    r_2_2     r_ge_w_2_2_2   1.000000000000e+00
    r_2_2     r_ge_w_2_2_3   1.000000000000e+00
    r_2_2     r_ge_w_2_2_4   1.000000000000e+00
    r_2_2     r_ge_w_2_2_5   1.000000000000e+00
    r_2_2     r_ge_w_2_2_6   1.000000000000e+00
    r_2_2     r_ge_w_2_2_7   1.000000000000e+00
    r_2_2     r_le_2_2   1.000000000000e+00
    r_2_2     r_mono_2_3  -1.000000000000e+00
    r_2_2     r_le_2_3  -1.000000000000e+00
    r_2_2     OBJ       -1.000000000000e+00
    r_2_3     w_le_r_1_4_23_1  -1.000000000000e+00
    r_2_3     w_ge_1_4_23_1  -1.000000000000e+00
    r_2_3     w_le_r_3_4_1_1  -1.000000000000e+00
    r_2_3     w_ge_3_4_1_1  -1.000000000000e+00
    r_2_3     w_le_r_3_4_5_5  -1.000000000000e+00
    r_2_3     w_ge_3_4_5_5  -1.000000000000e+00
    r_2_3     w_le_r_5_4_7_7  -1.000000000000e+00
    r_2_3     w_ge_5_4_7_7  -1.000000000000e+00
    r_2_3     w_le_r_7_4_5_5  -1.000000000000e+00
    r_2_3     w_ge_7_4_5_5  -1.000000000000e+00
    r_2_3     w_le_r_9_4_7_7  -1.000000000000e+00
    r_2_3     w_ge_9_4_7_7  -1.000000000000e+00
    r_2_3     w_le_r_9_4_11_11  -1.000000000000e+00
    r_2_3     w_ge_9_4_11_11  -1.000000000000e+00
    r_2_3     w_le_r_11_4_13_11  -1.000000000000e+00
    r_2_3     w_ge_11_4_13_11  -1.000000000000e+00
    r_2_3     r_mono_2_3   1.000000000000e+00
    r_2_3     r_ge_w_2_3_0   1.000000000000e+00
    r_2_3     r_ge_w_2_3_1   1.000000000000e+00
    r_2_3     r_ge_w_2_3_2   1.000000000000e+00
    r_2_3     r_ge_w_2_3_3   1.000000000000e+00
    r_2_3     r_ge_w_2_3_4   1.000000000000e+00
    r_2_3     r_ge_w_2_3_5   1.000000000000e+00
    r_2_3     r_ge_w_2_3_6   1.000000000000e+00
    r_2_3     r_ge_w_2_3_7   1.000000000000e+00
    r_2_3     r_le_2_3   1.000000000000e+00
    r_2_3     r_mono_2_4  -1.000000000000e+00
    r_2_3     r_le_2_4  -1.000000000000e+00
    r_2_3     OBJ       -1.000000000000e+00
    r_2_4     w_le_r_1_5_23_1  -1.000000000000e+00
    r_2_4     w_ge_1_5_23_1  -1.000000000000e+00
    r_2_4     w_le_r_3_5_1_1  -1.000000000000e+00
    r_2_4     w_ge_3_5_1_1  -1.000000000000e+00
    r_2_4     w_le_r_3_5_5_5  -1.000000000000e+00
    r_2_4     w_ge_3_5_5_5  -1.000000000000e+00
    r_2_4     w_le_r_5_5_7_7  -1.000000000000e+00
    r_2_4     w_ge_5_5_7_7  -1.000000000000e+00
    r_2_4     w_le_r_7_5_5_5  -1.000000000000e+00
    r_2_4     w_ge_7_5_5_5  -1.000000000000e+00
    r_2_4     w_le_r_9_5_7_7  -1.000000000000e+00
    r_2_4     w_ge_9_5_7_7  -1.000000000000e+00
    r_2_4     w_le_r_9_5_11_11  -1.000000000000e+00
    r_2_4     w_ge_9_5_11_11  -1.000000000000e+00
    r_2_4     w_le_r_11_5_13_11  -1.000000000000e+00
    r_2_4     w_ge_11_5_13_11  -1.000000000000e+00
    r_2_4     r_mono_2_4   1.000000000000e+00
    r_2_4     r_ge_w_2_4_0   1.000000000000e+00
    r_2_4     r_ge_w_2_4_1   1.000000000000e+00
    r_2_4     r_ge_w_2_4_2   1.000000000000e+00
    r_2_4     r_ge_w_2_4_3   1.000000000000e+00
    r_2_4     r_ge_w_2_4_4   1.000000000000e+00
    r_2_4     r_ge_w_2_4_5   1.000000000000e+00
    r_2_4     r_ge_w_2_4_6   1.000000000000e+00
    r_2_4     r_ge_w_2_4_7   1.000000000000e+00
    r_2_4     r_le_2_4   1.000000000000e+00
    r_2_4     r_mono_2_5  -1.000000000000e+00
    r_2_4     r_le_2_5  -1.000000000000e+00
    r_2_4     OBJ       -1.000000000000e+00
    r_2_5     w_le_r_1_6_23_1  -1.000000000000e+00
    r_2_5     w_ge_1_6_23_1  -1.000000000000e+00
    r_2_5     w_le_r_3_6_1_1  -1.000000000000e+00
    r_2_5     w_ge_3_6_1_1  -1.000000000000e+00
    r_2_5     w_le_r_3_6_5_5  -1.000000000000e+00
    r_2_5     w_ge_3_6_5_5  -1.000000000000e+00
    r_2_5     w_le_r_5_6_7_7  -1.000000000000e+00
    r_2_5     w_ge_5_6_7_7  -1.000000000000e+00
    r_2_5     w_le_r_7_6_5_5  -1.000000000000e+00
    r_2_5     w_ge_7_6_5_5  -1.000000000000e+00
    r_2_5     w_le_r_9_6_7_7  -1.000000000000e+00
    r_2_5     w_ge_9_6_7_7  -1.000000000000e+00
    r_2_5     w_le_r_9_6_11_11  -1.000000000000e+00
    r_2_5     w_ge_9_6_11_11  -1.000000000000e+00
    r_2_5     w_le_r_11_6_13_11  -1.000000000000e+00
    r_2_5     w_ge_11_6_13_11  -1.000000000000e+00
    r_2_5     r_mono_2_5   1.000000000000e+00
    r_2_5     r_ge_w_2_5_0   1.000000000000e+00
    r_2_5     r_ge_w_2_5_1   1.000000000000e+00
    r_2_5     r_ge_w_2_5_2   1.000000000000e+00
    r_2_5     r_ge_w_2_5_3   1.000000000000e+00
    r_2_5     r_ge_w_2_5_4   1.000000000000e+00
    r_2_5     r_ge_w_2_5_5   1.000000000000e+00
    r_2_5     r_ge_w_2_5_6   1.000000000000e+00
    r_2_5     r_ge_w_2_5_7   1.000000000000e+00
    r_2_5     r_le_2_5   1.000000000000e+00
    r_2_5     r_mono_2_6  -1.000000000000e+00
    r_2_5     r_le_2_6  -1.000000000000e+00
    r_2_5     OBJ       -1.000000000000e+00
    r_2_6     w_le_r_1_7_23_1  -1.000000000000e+00
    r_2_6     w_ge_1_7_23_1  -1.000000000000e+00
    r_2_6     w_le_r_3_7_1_1  -1.000000000000e+00
    r_2_6     w_ge_3_7_1_1  -1.000000000000e+00
    r_2_6     w_le_r_3_7_5_5  -1.000000000000e+00
    r_2_6     w_ge_3_7_5_5  -1.000000000000e+00
    r_2_6     w_le_r_5_7_7_7  -1.000000000000e+00
    r_2_6     w_ge_5_7_7_7  -1.000000000000e+00
    r_2_6     w_le_r_7_7_5_5  -1.000000000000e+00
    r_2_6     w_ge_7_7_5_5  -1.000000000000e+00
    r_2_6     w_le_r_9_7_7_7  -1.000000000000e+00
    r_2_6     w_ge_9_7_7_7  -1.000000000000e+00
    r_2_6     w_le_r_9_7_11_11  -1.000000000000e+00
    r_2_6     w_ge_9_7_11_11  -1.000000000000e+00
    r_2_6     w_le_r_11_7_13_11  -1.000000000000e+00
    r_2_6     w_ge_11_7_13_11  -1.000000000000e+00
    r_2_6     r_mono_2_6   1.000000000000e+00
    r_2_6     r_ge_w_2_6_0   1.000000000000e+00
    r_2_6     r_ge_w_2_6_1   1.000000000000e+00
    r_2_6     r_ge_w_2_6_2   1.000000000000e+00
    r_2_6     r_ge_w_2_6_3   1.000000000000e+00
    r_2_6     r_ge_w_2_6_4   1.000000000000e+00
    r_2_6     r_ge_w_2_6_5   1.000000000000e+00
    r_2_6     r_ge_w_2_6_6   1.000000000000e+00
    r_2_6     r_ge_w_2_6_7   1.000000000000e+00
    r_2_6     r_le_2_6   1.000000000000e+00
    r_2_6     r_mono_2_7  -1.000000000000e+00
    r_2_6     r_le_2_7  -1.000000000000e+00
    r_2_6     OBJ       -1.000000000000e+00
    r_2_7     r_mono_2_7   1.000000000000e+00
    r_2_7     r_ge_w_2_7_0   1.000000000000e+00
    r_2_7     r_ge_w_2_7_1   1.000000000000e+00
    r_2_7     r_ge_w_2_7_2   1.000000000000e+00
    r_2_7     r_ge_w_2_7_3   1.000000000000e+00
    r_2_7     r_ge_w_2_7_4   1.000000000000e+00
    r_2_7     r_ge_w_2_7_5   1.000000000000e+00
    r_2_7     r_ge_w_2_7_6   1.000000000000e+00
    r_2_7     r_ge_w_2_7_7   1.000000000000e+00
    r_2_7     r_le_2_7   1.000000000000e+00
    r_2_7     reach_all_2   1.000000000000e+00
    r_3_1     w_le_r_2_2_23_1  -1.000000000000e+00
    r_3_1     w_ge_2_2_23_1  -1.000000000000e+00
    r_3_1     w_le_r_2_2_5_5  -1.000000000000e+00
    r_3_1     w_ge_2_2_5_5  -1.000000000000e+00
    r_3_1     w_le_r_4_2_1_1  -1.000000000000e+00
    r_3_1     w_ge_4_2_1_1  -1.000000000000e+00
    r_3_1     w_le_r_4_2_7_7  -1.000000000000e+00
    r_3_1     w_ge_4_2_7_7  -1.000000000000e+00
    r_3_1     w_le_r_8_2_5_5  -1.000000000000e+00
    r_3_1     w_ge_8_2_5_5  -1.000000000000e+00
    r_3_1     w_le_r_8_2_11_11  -1.000000000000e+00
    r_3_1     w_ge_8_2_11_11  -1.000000000000e+00
    r_3_1     w_le_r_10_2_7_7  -1.000000000000e+00
    r_3_1     w_ge_10_2_7_7  -1.000000000000e+00
    r_3_1     w_le_r_10_2_13_11  -1.000000000000e+00
    r_3_1     w_ge_10_2_13_11  -1.000000000000e+00
    r_3_1     r_mono_3_1   1.000000000000e+00
    r_3_1     r_ge_w_3_1_0   1.000000000000e+00
    r_3_1     r_ge_w_3_1_1   1.000000000000e+00
    r_3_1     r_ge_w_3_1_2   1.000000000000e+00
    r_3_1     r_ge_w_3_1_3   1.000000000000e+00
    r_3_1     r_ge_w_3_1_4   1.000000000000e+00
    r_3_1     r_ge_w_3_1_5   1.000000000000e+00
    r_3_1     r_ge_w_3_1_6   1.000000000000e+00
    r_3_1     r_ge_w_3_1_7   1.000000000000e+00
    r_3_1     r_le_3_1   1.000000000000e+00
    r_3_1     r_mono_3_2  -1.000000000000e+00
    r_3_1     r_le_3_2  -1.000000000000e+00
    r_3_1     ball_1     1.000000000000e+00
    r_3_1     OBJ       -1.000000000000e+00
    r_3_2     w_le_r_2_3_23_1  -1.000000000000e+00
    r_3_2     w_ge_2_3_23_1  -1.000000000000e+00
    r_3_2     w_le_r_2_3_5_5  -1.000000000000e+00
    r_3_2     w_ge_2_3_5_5  -1.000000000000e+00
    r_3_2     w_le_r_4_3_1_1  -1.000000000000e+00
    r_3_2     w_ge_4_3_1_1  -1.000000000000e+00
    r_3_2     w_le_r_4_3_7_7  -1.000000000000e+00
    r_3_2     w_ge_4_3_7_7  -1.000000000000e+00
    r_3_2     w_le_r_8_3_5_5  -1.000000000000e+00
    r_3_2     w_ge_8_3_5_5  -1.000000000000e+00
    r_3_2     w_le_r_8_3_11_11  -1.000000000000e+00
    r_3_2     w_ge_8_3_11_11  -1.000000000000e+00
    r_3_2     w_le_r_10_3_7_7  -1.000000000000e+00
    r_3_2     w_ge_10_3_7_7  -1.000000000000e+00
    r_3_2     w_le_r_10_3_13_11  -1.000000000000e+00
    r_3_2     w_ge_10_3_13_11  -1.000000000000e+00
    r_3_2     r_mono_3_2   1.000000000000e+00
    r_3_2     r_ge_w_3_2_0   1.000000000000e+00
    r_3_2     r_ge_w_3_2_1   1.000000000000e+00
    r_3_2     r_ge_w_3_2_2   1.000000000000e+00
    r_3_2     r_ge_w_3_2_3   1.000000000000e+00
    r_3_2     r_ge_w_3_2_4   1.000000000000e+00
    r_3_2     r_ge_w_3_2_5   1.000000000000e+00
    r_3_2     r_ge_w_3_2_6   1.000000000000e+00
    r_3_2     r_ge_w_3_2_7   1.000000000000e+00
    r_3_2     r_le_3_2   1.000000000000e+00
    r_3_2     r_mono_3_3  -1.000000000000e+00
    r_3_2     r_le_3_3  -1.000000000000e+00
    r_3_2     OBJ       -1.000000000000e+00
    r_3_3     w_le_r_2_4_23_1  -1.000000000000e+00
    r_3_3     w_ge_2_4_23_1  -1.000000000000e+00
    r_3_3     w_le_r_2_4_5_5  -1.000000000000e+00
    r_3_3     w_ge_2_4_5_5  -1.000000000000e+00
    r_3_3     w_le_r_4_4_1_1  -1.000000000000e+00
    r_3_3     w_ge_4_4_1_1  -1.000000000000e+00
    r_3_3     w_le_r_4_4_7_7  -1.000000000000e+00
    r_3_3     w_ge_4_4_7_7  -1.000000000000e+00
    r_3_3     w_le_r_8_4_5_5  -1.000000000000e+00
    r_3_3     w_ge_8_4_5_5  -1.000000000000e+00
    r_3_3     w_le_r_8_4_11_11  -1.000000000000e+00
    r_3_3     w_ge_8_4_11_11  -1.000000000000e+00
    r_3_3     w_le_r_10_4_7_7  -1.000000000000e+00
    r_3_3     w_ge_10_4_7_7  -1.000000000000e+00
    r_3_3     w_le_r_10_4_13_11  -1.000000000000e+00
    r_3_3     w_ge_10_4_13_11  -1.000000000000e+00
    r_3_3     r_mono_3_3   1.000000000000e+00
    r_3_3     r_ge_w_3_3_0   1.000000000000e+00
    r_3_3     r_ge_w_3_3_1   1.000000000000e+00
    r_3_3     r_ge_w_3_3_2   1.000000000000e+00
    r_3_3     r_ge_w_3_3_3   1.000000000000e+00
    r_3_3     r_ge_w_3_3_4   1.000000000000e+00
    r_3_3     r_ge_w_3_3_5   1.000000000000e+00
    r_3_3     r_ge_w_3_3_6   1.000000000000e+00
    r_3_3     r_ge_w_3_3_7   1.000000000000e+00
    r_3_3     r_le_3_3   1.000000000000e+00
    r_3_3     r_mono_3_4  -1.000000000000e+00
    r_3_3     r_le_3_4  -1.000000000000e+00
    r_3_3     OBJ       -1.000000000000e+00
    r_3_4     w_le_r_2_5_23_1  -1.000000000000e+00
    r_3_4     w_ge_2_5_23_1  -1.000000000000e+00
    r_3_4     w_le_r_2_5_5_5  -1.000000000000e+00
    r_3_4     w_ge_2_5_5_5  -1.000000000000e+00
    r_3_4     w_le_r_4_5_1_1  -1.000000000000e+00
    r_3_4     w_ge_4_5_1_1  -1.000000000000e+00
    r_3_4     w_le_r_4_5_7_7  -1.000000000000e+00
    r_3_4     w_ge_4_5_7_7  -1.000000000000e+00
    r_3_4     w_le_r_8_5_5_5  -1.000000000000e+00
    r_3_4     w_ge_8_5_5_5  -1.000000000000e+00
    r_3_4     w_le_r_8_5_11_11  -1.000000000000e+00
    r_3_4     w_ge_8_5_11_11  -1.000000000000e+00
    r_3_4     w_le_r_10_5_7_7  -1.000000000000e+00
    r_3_4     w_ge_10_5_7_7  -1.000000000000e+00
    r_3_4     w_le_r_10_5_13_11  -1.000000000000e+00
    r_3_4     w_ge_10_5_13_11  -1.000000000000e+00
    r_3_4     r_mono_3_4   1.000000000000e+00
    r_3_4     r_ge_w_3_4_0   1.000000000000e+00
    r_3_4     r_ge_w_3_4_1   1.000000000000e+00
    r_3_4     r_ge_w_3_4_2   1.000000000000e+00
    r_3_4     r_ge_w_3_4_3   1.000000000000e+00
    r_3_4     r_ge_w_3_4_4   1.000000000000e+00
    r_3_4     r_ge_w_3_4_5   1.000000000000e+00
    r_3_4     r_ge_w_3_4_6   1.000000000000e+00
    r_3_4     r_ge_w_3_4_7   1.000000000000e+00
    r_3_4     r_le_3_4   1.000000000000e+00
    r_3_4     r_mono_3_5  -1.000000000000e+00
    r_3_4     r_le_3_5  -1.000000000000e+00
    r_3_4     OBJ       -1.000000000000e+00
    r_3_5     w_le_r_2_6_23_1  -1.000000000000e+00
    r_3_5     w_ge_2_6_23_1  -1.000000000000e+00
    r_3_5     w_le_r_2_6_5_5  -1.000000000000e+00
    r_3_5     w_ge_2_6_5_5  -1.000000000000e+00
    r_3_5     w_le_r_4_6_1_1  -1.000000000000e+00
    r_3_5     w_ge_4_6_1_1  -1.000000000000e+00
    r_3_5     w_le_r_4_6_7_7  -1.000000000000e+00
    r_3_5     w_ge_4_6_7_7  -1.000000000000e+00
    r_3_5     w_le_r_8_6_5_5  -1.000000000000e+00
    r_3_5     w_ge_8_6_5_5  -1.000000000000e+00
    r_3_5     w_le_r_8_6_11_11  -1.000000000000e+00
    r_3_5     w_ge_8_6_11_11  -1.000000000000e+00
    r_3_5     w_le_r_10_6_7_7  -1.000000000000e+00
    r_3_5     w_ge_10_6_7_7  -1.000000000000e+00
    r_3_5     w_le_r_10_6_13_11  -1.000000000000e+00
    r_3_5     w_ge_10_6_13_11  -1.000000000000e+00
    r_3_5     r_mono_3_5   1.000000000000e+00
    r_3_5     r_ge_w_3_5_0   1.000000000000e+00
    r_3_5     r_ge_w_3_5_1   1.000000000000e+00
    r_3_5     r_ge_w_3_5_2   1.000000000000e+00
    r_3_5     r_ge_w_3_5_3   1.000000000000e+00
    r_3_5     r_ge_w_3_5_4   1.000000000000e+00
    r_3_5     r_ge_w_3_5_5   1.000000000000e+00
    r_3_5     r_ge_w_3_5_6   1.000000000000e+00
    r_3_5     r_ge_w_3_5_7   1.000000000000e+00
    r_3_5     r_le_3_5   1.000000000000e+00
    r_3_5     r_mono_3_6  -1.000000000000e+00
    r_3_5     r_le_3_6  -1.000000000000e+00
    r_3_5     OBJ       -1.000000000000e+00
    r_3_6     w_le_r_2_7_23_1  -1.000000000000e+00
    r_3_6     w_ge_2_7_23_1  -1.000000000000e+00
    r_3_6     w_le_r_2_7_5_5  -1.000000000000e+00
    r_3_6     w_ge_2_7_5_5  -1.000000000000e+00
    r_3_6     w_le_r_4_7_1_1  -1.000000000000e+00
    r_3_6     w_ge_4_7_1_1  -1.000000000000e+00
    r_3_6     w_le_r_4_7_7_7  -1.000000000000e+00
    r_3_6     w_ge_4_7_7_7  -1.000000000000e+00
    r_3_6     w_le_r_8_7_5_5  -1.000000000000e+00
    r_3_6     w_ge_8_7_5_5  -1.000000000000e+00
    r_3_6     w_le_r_8_7_11_11  -1.000000000000e+00
    r_3_6     w_ge_8_7_11_11  -1.000000000000e+00
    r_3_6     w_le_r_10_7_7_7  -1.000000000000e+00
    r_3_6     w_ge_10_7_7_7  -1.000000000000e+00
    r_3_6     w_le_r_10_7_13_11  -1.000000000000e+00
    r_3_6     w_ge_10_7_13_11  -1.000000000000e+00
    r_3_6     r_mono_3_6   1.000000000000e+00
    r_3_6     r_ge_w_3_6_0   1.000000000000e+00
    r_3_6     r_ge_w_3_6_1   1.000000000000e+00
    r_3_6     r_ge_w_3_6_2   1.000000000000e+00
    r_3_6     r_ge_w_3_6_3   1.000000000000e+00
    r_3_6     r_ge_w_3_6_4   1.000000000000e+00
    r_3_6     r_ge_w_3_6_5   1.000000000000e+00
    r_3_6     r_ge_w_3_6_6   1.000000000000e+00
    r_3_6     r_ge_w_3_6_7   1.000000000000e+00
    r_3_6     r_le_3_6   1.000000000000e+00
    r_3_6     r_mono_3_7  -1.000000000000e+00
    r_3_6     r_le_3_7  -1.000000000000e+00
    r_3_6     OBJ       -1.000000000000e+00
    r_3_7     r_mono_3_7   1.000000000000e+00
    r_3_7     r_ge_w_3_7_0   1.000000000000e+00
    r_3_7     r_ge_w_3_7_1   1.000000000000e+00
    r_3_7     r_ge_w_3_7_2   1.000000000000e+00
    r_3_7     r_ge_w_3_7_3   1.000000000000e+00
    r_3_7     r_ge_w_3_7_4   1.000000000000e+00
    r_3_7     r_ge_w_3_7_5   1.000000000000e+00
    r_3_7     r_ge_w_3_7_6   1.000000000000e+00
    r_3_7     r_ge_w_3_7_7   1.000000000000e+00
    r_3_7     r_le_3_7   1.000000000000e+00
    r_3_7     reach_all_3   1.000000000000e+00
    r_4_1     w_le_r_1_2_5_5  -1.000000000000e+00
    r_4_1     w_ge_1_2_5_5  -1.000000000000e+00
    r_4_1     w_le_r_3_2_23_1  -1.000000000000e+00
    r_4_1     w_ge_3_2_23_1  -1.000000000000e+00
    r_4_1     w_le_r_3_2_7_7  -1.000000000000e+00
    r_4_1     w_ge_3_2_7_7  -1.000000000000e+00
    r_4_1     w_le_r_5_2_1_1  -1.000000000000e+00
    r_4_1     w_ge_5_2_1_1  -1.000000000000e+00
    r_4_1     w_le_r_7_2_11_11  -1.000000000000e+00
    r_4_1     w_ge_7_2_11_11  -1.000000000000e+00
    r_4_1     w_le_r_9_2_5_5  -1.000000000000e+00
    r_4_1     w_ge_9_2_5_5  -1.000000000000e+00
    r_4_1     w_le_r_9_2_13_11  -1.000000000000e+00
    r_4_1     w_ge_9_2_13_11  -1.000000000000e+00
    r_4_1     w_le_r_11_2_7_7  -1.000000000000e+00
    r_4_1     w_ge_11_2_7_7  -1.000000000000e+00
    r_4_1     r_mono_4_1   1.000000000000e+00
    r_4_1     r_ge_w_4_1_0   1.000000000000e+00
    r_4_1     r_ge_w_4_1_1   1.000000000000e+00
    r_4_1     r_ge_w_4_1_2   1.000000000000e+00
    r_4_1     r_ge_w_4_1_3   1.000000000000e+00
    r_4_1     r_ge_w_4_1_4   1.000000000000e+00
    r_4_1     r_ge_w_4_1_5   1.000000000000e+00
    r_4_1     r_ge_w_4_1_6   1.000000000000e+00
    r_4_1     r_ge_w_4_1_7   1.000000000000e+00
    r_4_1     r_le_4_1   1.000000000000e+00
    r_4_1     r_mono_4_2  -1.000000000000e+00
    r_4_1     r_le_4_2  -1.000000000000e+00
    r_4_1     ball_1     1.000000000000e+00
    r_4_1     OBJ       -1.000000000000e+00
    r_4_2     w_le_r_1_3_5_5  -1.000000000000e+00
    r_4_2     w_ge_1_3_5_5  -1.000000000000e+00
    r_4_2     w_le_r_3_3_23_1  -1.000000000000e+00
    r_4_2     w_ge_3_3_23_1  -1.000000000000e+00
    r_4_2     w_le_r_3_3_7_7  -1.000000000000e+00
    r_4_2     w_ge_3_3_7_7  -1.000000000000e+00
    r_4_2     w_le_r_5_3_1_1  -1.000000000000e+00
    r_4_2     w_ge_5_3_1_1  -1.000000000000e+00
    r_4_2     w_le_r_7_3_11_11  -1.000000000000e+00
    r_4_2     w_ge_7_3_11_11  -1.000000000000e+00
    r_4_2     w_le_r_9_3_5_5  -1.000000000000e+00
    r_4_2     w_ge_9_3_5_5  -1.000000000000e+00
    r_4_2     w_le_r_9_3_13_11  -1.000000000000e+00
    r_4_2     w_ge_9_3_13_11  -1.000000000000e+00
    r_4_2     w_le_r_11_3_7_7  -1.000000000000e+00
    r_4_2     w_ge_11_3_7_7  -1.000000000000e+00
    r_4_2     r_mono_4_2   1.000000000000e+00
    r_4_2     r_ge_w_4_2_0   1.000000000000e+00
    r_4_2     r_ge_w_4_2_1   1.000000000000e+00
    r_4_2     r_ge_w_4_2_2   1.000000000000e+00
    r_4_2     r_ge_w_4_2_3   1.000000000000e+00
    r_4_2     r_ge_w_4_2_4   1.000000000000e+00
    r_4_2     r_ge_w_4_2_5   1.000000000000e+00
    r_4_2     r_ge_w_4_2_6   1.000000000000e+00
    r_4_2     r_ge_w_4_2_7   1.000000000000e+00
    r_4_2     r_le_4_2   1.000000000000e+00
    r_4_2     r_mono_4_3  -1.000000000000e+00
    r_4_2     r_le_4_3  -1.000000000000e+00
    r_4_2     OBJ       -1.000000000000e+00
    r_4_3     w_le_r_1_4_5_5  -1.000000000000e+00
    r_4_3     w_ge_1_4_5_5  -1.000000000000e+00
    r_4_3     w_le_r_3_4_23_1  -1.000000000000e+00
    r_4_3     w_ge_3_4_23_1  -1.000000000000e+00
    r_4_3     w_le_r_3_4_7_7  -1.000000000000e+00
    r_4_3     w_ge_3_4_7_7  -1.000000000000e+00
    r_4_3     w_le_r_5_4_1_1  -1.000000000000e+00
    r_4_3     w_ge_5_4_1_1  -1.000000000000e+00
    r_4_3     w_le_r_7_4_11_11  -1.000000000000e+00
    r_4_3     w_ge_7_4_11_11  -1.000000000000e+00
    r_4_3     w_le_r_9_4_5_5  -1.000000000000e+00
    r_4_3     w_ge_9_4_5_5  -1.000000000000e+00
    r_4_3     w_le_r_9_4_13_11  -1.000000000000e+00
    r_4_3     w_ge_9_4_13_11  -1.000000000000e+00
    r_4_3     w_le_r_11_4_7_7  -1.000000000000e+00
    r_4_3     w_ge_11_4_7_7  -1.000000000000e+00
    r_4_3     r_mono_4_3   1.000000000000e+00
    r_4_3     r_ge_w_4_3_0   1.000000000000e+00
    r_4_3     r_ge_w_4_3_1   1.000000000000e+00
    r_4_3     r_ge_w_4_3_2   1.000000000000e+00
    r_4_3     r_ge_w_4_3_3   1.000000000000e+00
    r_4_3     r_ge_w_4_3_4   1.000000000000e+00
    r_4_3     r_ge_w_4_3_5   1.000000000000e+00
    r_4_3     r_ge_w_4_3_6   1.000000000000e+00
    r_4_3     r_ge_w_4_3_7   1.000000000000e+00
    r_4_3     r_le_4_3   1.000000000000e+00
    r_4_3     r_mono_4_4  -1.000000000000e+00
    r_4_3     r_le_4_4  -1.000000000000e+00
    r_4_3     OBJ       -1.000000000000e+00
    r_4_4     w_le_r_1_5_5_5  -1.000000000000e+00
    r_4_4     w_ge_1_5_5_5  -1.000000000000e+00
    r_4_4     w_le_r_3_5_23_1  -1.000000000000e+00
    r_4_4     w_ge_3_5_23_1  -1.000000000000e+00
    r_4_4     w_le_r_3_5_7_7  -1.000000000000e+00
    r_4_4     w_ge_3_5_7_7  -1.000000000000e+00
    r_4_4     w_le_r_5_5_1_1  -1.000000000000e+00
    r_4_4     w_ge_5_5_1_1  -1.000000000000e+00
    r_4_4     w_le_r_7_5_11_11  -1.000000000000e+00
    r_4_4     w_ge_7_5_11_11  -1.000000000000e+00
    r_4_4     w_le_r_9_5_5_5  -1.000000000000e+00
    r_4_4     w_ge_9_5_5_5  -1.000000000000e+00
    r_4_4     w_le_r_9_5_13_11  -1.000000000000e+00
    r_4_4     w_ge_9_5_13_11  -1.000000000000e+00
    r_4_4     w_le_r_11_5_7_7  -1.000000000000e+00
    r_4_4     w_ge_11_5_7_7  -1.000000000000e+00
    r_4_4     r_mono_4_4   1.000000000000e+00
    r_4_4     r_ge_w_4_4_0   1.000000000000e+00
    r_4_4     r_ge_w_4_4_1   1.000000000000e+00
    r_4_4     r_ge_w_4_4_2   1.000000000000e+00
    r_4_4     r_ge_w_4_4_3   1.000000000000e+00
    r_4_4     r_ge_w_4_4_4   1.000000000000e+00
    r_4_4     r_ge_w_4_4_5   1.000000000000e+00
    r_4_4     r_ge_w_4_4_6   1.000000000000e+00
    r_4_4     r_ge_w_4_4_7   1.000000000000e+00
    r_4_4     r_le_4_4   1.000000000000e+00
    r_4_4     r_mono_4_5  -1.000000000000e+00
    r_4_4     r_le_4_5  -1.000000000000e+00
    r_4_4     OBJ       -1.000000000000e+00
    r_4_5     w_le_r_1_6_5_5  -1.000000000000e+00
    r_4_5     w_ge_1_6_5_5  -1.000000000000e+00
    r_4_5     w_le_r_3_6_23_1  -1.000000000000e+00
    r_4_5     w_ge_3_6_23_1  -1.000000000000e+00
    r_4_5     w_le_r_3_6_7_7  -1.000000000000e+00
    r_4_5     w_ge_3_6_7_7  -1.000000000000e+00
    r_4_5     w_le_r_5_6_1_1  -1.000000000000e+00
    r_4_5     w_ge_5_6_1_1  -1.000000000000e+00
    r_4_5     w_le_r_7_6_11_11  -1.000000000000e+00
    r_4_5     w_ge_7_6_11_11  -1.000000000000e+00
    r_4_5     w_le_r_9_6_5_5  -1.000000000000e+00
    r_4_5     w_ge_9_6_5_5  -1.000000000000e+00
    r_4_5     w_le_r_9_6_13_11  -1.000000000000e+00
    r_4_5     w_ge_9_6_13_11  -1.000000000000e+00
    r_4_5     w_le_r_11_6_7_7  -1.000000000000e+00
    r_4_5     w_ge_11_6_7_7  -1.000000000000e+00
    r_4_5     r_mono_4_5   1.000000000000e+00
    r_4_5     r_ge_w_4_5_0   1.000000000000e+00
    r_4_5     r_ge_w_4_5_1   1.000000000000e+00
    r_4_5     r_ge_w_4_5_2   1.000000000000e+00
    r_4_5     r_ge_w_4_5_3   1.000000000000e+00
    r_4_5     r_ge_w_4_5_4   1.000000000000e+00
    r_4_5     r_ge_w_4_5_5   1.000000000000e+00
    r_4_5     r_ge_w_4_5_6   1.000000000000e+00
    r_4_5     r_ge_w_4_5_7   1.000000000000e+00
    r_4_5     r_le_4_5   1.000000000000e+00
    r_4_5     r_mono_4_6  -1.000000000000e+00
    r_4_5     r_le_4_6  -1.000000000000e+00
    r_4_5     OBJ       -1.000000000000e+00
    r_4_6     w_le_r_1_7_5_5  -1.000000000000e+00
    r_4_6     w_ge_1_7_5_5  -1.000000000000e+00
    r_4_6     w_le_r_3_7_23_1  -1.000000000000e+00
    r_4_6     w_ge_3_7_23_1  -1.000000000000e+00
    r_4_6     w_le_r_3_7_7_7  -1.000000000000e+00
    r_4_6     w_ge_3_7_7_7  -1.000000000000e+00
    r_4_6     w_le_r_5_7_1_1  -1.000000000000e+00
    r_4_6     w_ge_5_7_1_1  -1.000000000000e+00
    r_4_6     w_le_r_7_7_11_11  -1.000000000000e+00
    r_4_6     w_ge_7_7_11_11  -1.000000000000e+00
    r_4_6     w_le_r_9_7_5_5  -1.000000000000e+00
    r_4_6     w_ge_9_7_5_5  -1.000000000000e+00
    r_4_6     w_le_r_9_7_13_11  -1.000000000000e+00
    r_4_6     w_ge_9_7_13_11  -1.000000000000e+00
    r_4_6     w_le_r_11_7_7_7  -1.000000000000e+00
    r_4_6     w_ge_11_7_7_7  -1.000000000000e+00
    r_4_6     r_mono_4_6   1.000000000000e+00
    r_4_6     r_ge_w_4_6_0   1.000000000000e+00
    r_4_6     r_ge_w_4_6_1   1.000000000000e+00
    r_4_6     r_ge_w_4_6_2   1.000000000000e+00
    r_4_6     r_ge_w_4_6_3   1.000000000000e+00
    r_4_6     r_ge_w_4_6_4   1.000000000000e+00
    r_4_6     r_ge_w_4_6_5   1.000000000000e+00
    r_4_6     r_ge_w_4_6_6   1.000000000000e+00
    r_4_6     r_ge_w_4_6_7   1.000000000000e+00
    r_4_6     r_le_4_6   1.000000000000e+00
    r_4_6     r_mono_4_7  -1.000000000000e+00
    r_4_6     r_le_4_7  -1.000000000000e+00
    r_4_6     OBJ       -1.000000000000e+00
    r_4_7     r_mono_4_7   1.000000000000e+00
    r_4_7     r_ge_w_4_7_0   1.000000000000e+00
    r_4_7     r_ge_w_4_7_1   1.000000000000e+00
    r_4_7     r_ge_w_4_7_2   1.000000000000e+00
    r_4_7     r_ge_w_4_7_3   1.000000000000e+00
    r_4_7     r_ge_w_4_7_4   1.000000000000e+00
    r_4_7     r_ge_w_4_7_5   1.000000000000e+00
    r_4_7     r_ge_w_4_7_6   1.000000000000e+00
    r_4_7     r_ge_w_4_7_7   1.000000000000e+00
    r_4_7     r_le_4_7   1.000000000000e+00
    r_4_7     reach_all_4   1.000000000000e+00
    r_5_1     w_le_r_2_2_7_7  -1.000000000000e+00
    r_5_1     w_ge_2_2_7_7  -1.000000000000e+00
    r_5_1     w_le_r_4_2_23_1  -1.000000000000e+00
    r_5_1     w_ge_4_2_23_1  -1.000000000000e+00
    r_5_1     w_le_r_6_2_1_1  -1.000000000000e+00
    r_5_1     w_ge_6_2_1_1  -1.000000000000e+00
    r_5_1     w_le_r_6_2_11_11  -1.000000000000e+00
    r_5_1     w_ge_6_2_11_11  -1.000000000000e+00
    r_5_1     w_le_r_8_2_13_11  -1.000000000000e+00
    r_5_1     w_ge_8_2_13_11  -1.000000000000e+00
    r_5_1     w_le_r_10_2_5_5  -1.000000000000e+00
    r_5_1     w_ge_10_2_5_5  -1.000000000000e+00
    r_5_1     w_le_r_12_2_7_7  -1.000000000000e+00
    r_5_1     w_ge_12_2_7_7  -1.000000000000e+00
    r_5_1     w_le_r_12_2_17_7  -1.000000000000e+00
    r_5_1     w_ge_12_2_17_7  -1.000000000000e+00
    r_5_1     r_mono_5_1   1.000000000000e+00
    r_5_1     r_ge_w_5_1_0   1.000000000000e+00
    r_5_1     r_ge_w_5_1_1   1.000000000000e+00
    r_5_1     r_ge_w_5_1_2   1.000000000000e+00
    r_5_1     r_ge_w_5_1_3   1.000000000000e+00
    r_5_1     r_ge_w_5_1_4   1.000000000000e+00
    r_5_1     r_ge_w_5_1_5   1.000000000000e+00
    r_5_1     r_ge_w_5_1_6   1.000000000000e+00
    r_5_1     r_ge_w_5_1_7   1.000000000000e+00
    r_5_1     r_le_5_1   1.000000000000e+00
    r_5_1     r_mono_5_2  -1.000000000000e+00
    r_5_1     r_le_5_2  -1.000000000000e+00
    r_5_1     ball_1     1.000000000000e+00
    r_5_1     OBJ       -1.000000000000e+00
    r_5_2     w_le_r_2_3_7_7  -1.000000000000e+00
    r_5_2     w_ge_2_3_7_7  -1.000000000000e+00
    r_5_2     w_le_r_4_3_23_1  -1.000000000000e+00
    r_5_2     w_ge_4_3_23_1  -1.000000000000e+00
    r_5_2     w_le_r_6_3_1_1  -1.000000000000e+00
    r_5_2     w_ge_6_3_1_1  -1.000000000000e+00
    r_5_2     w_le_r_6_3_11_11  -1.000000000000e+00
    r_5_2     w_ge_6_3_11_11  -1.000000000000e+00
    r_5_2     w_le_r_8_3_13_11  -1.000000000000e+00
    r_5_2     w_ge_8_3_13_11  -1.000000000000e+00
    r_5_2     w_le_r_10_3_5_5  -1.000000000000e+00
    r_5_2     w_ge_10_3_5_5  -1.000000000000e+00
    r_5_2     w_le_r_12_3_7_7  -1.000000000000e+00
    r_5_2     w_ge_12_3_7_7  -1.000000000000e+00
    r_5_2     w_le_r_12_3_17_7  -1.000000000000e+00
    r_5_2     w_ge_12_3_17_7  -1.000000000000e+00
    r_5_2     r_mono_5_2   1.000000000000e+00
    r_5_2     r_ge_w_5_2_0   1.000000000000e+00
    r_5_2     r_ge_w_5_2_1   1.000000000000e+00
    r_5_2     r_ge_w_5_2_2   1.000000000000e+00
    r_5_2     r_ge_w_5_2_3   1.000000000000e+00
    r_5_2     r_ge_w_5_2_4   1.000000000000e+00
    r_5_2     r_ge_w_5_2_5   1.000000000000e+00
    r_5_2     r_ge_w_5_2_6   1.000000000000e+00
    r_5_2     r_ge_w_5_2_7   1.000000000000e+00
    r_5_2     r_le_5_2   1.000000000000e+00
    r_5_2     r_mono_5_3  -1.000000000000e+00
    r_5_2     r_le_5_3  -1.000000000000e+00
    r_5_2     OBJ       -1.000000000000e+00
    r_5_3     w_le_r_2_4_7_7  -1.000000000000e+00
    r_5_3     w_ge_2_4_7_7  -1.000000000000e+00
    r_5_3     w_le_r_4_4_23_1  -1.000000000000e+00
    r_5_3     w_ge_4_4_23_1  -1.000000000000e+00
    r_5_3     w_le_r_6_4_1_1  -1.000000000000e+00
    r_5_3     w_ge_6_4_1_1  -1.000000000000e+00
    r_5_3     w_le_r_6_4_11_11  -1.000000000000e+00
    r_5_3     w_ge_6_4_11_11  -1.000000000000e+00
    r_5_3     w_le_r_8_4_13_11  -1.000000000000e+00
    r_5_3     w_ge_8_4_13_11  -1.000000000000e+00
    r_5_3     w_le_r_10_4_5_5  -1.000000000000e+00
    r_5_3     w_ge_10_4_5_5  -1.000000000000e+00
    r_5_3     w_le_r_12_4_7_7  -1.000000000000e+00
    r_5_3     w_ge_12_4_7_7  -1.000000000000e+00
    r_5_3     w_le_r_12_4_17_7  -1.000000000000e+00
    r_5_3     w_ge_12_4_17_7  -1.000000000000e+00
    r_5_3     r_mono_5_3   1.000000000000e+00
    r_5_3     r_ge_w_5_3_0   1.000000000000e+00
    r_5_3     r_ge_w_5_3_1   1.000000000000e+00
    r_5_3     r_ge_w_5_3_2   1.000000000000e+00
    r_5_3     r_ge_w_5_3_3   1.000000000000e+00
    r_5_3     r_ge_w_5_3_4   1.000000000000e+00
    r_5_3     r_ge_w_5_3_5   1.000000000000e+00
    r_5_3     r_ge_w_5_3_6   1.000000000000e+00
    r_5_3     r_ge_w_5_3_7   1.000000000000e+00
    r_5_3     r_le_5_3   1.000000000000e+00
    r_5_3     r_mono_5_4  -1.000000000000e+00
    r_5_3     r_le_5_4  -1.000000000000e+00
    r_5_3     OBJ       -1.000000000000e+00
    r_5_4     w_le_r_2_5_7_7  -1.000000000000e+00
    r_5_4     w_ge_2_5_7_7  -1.000000000000e+00
    r_5_4     w_le_r_4_5_23_1  -1.000000000000e+00
    r_5_4     w_ge_4_5_23_1  -1.000000000000e+00
    r_5_4     w_le_r_6_5_1_1  -1.000000000000e+00
    r_5_4     w_ge_6_5_1_1  -1.000000000000e+00
    r_5_4     w_le_r_6_5_11_11  -1.000000000000e+00
    r_5_4     w_ge_6_5_11_11  -1.000000000000e+00
    r_5_4     w_le_r_8_5_13_11  -1.000000000000e+00
    r_5_4     w_ge_8_5_13_11  -1.000000000000e+00
    r_5_4     w_le_r_10_5_5_5  -1.000000000000e+00
    r_5_4     w_ge_10_5_5_5  -1.000000000000e+00
    r_5_4     w_le_r_12_5_7_7  -1.000000000000e+00
    r_5_4     w_ge_12_5_7_7  -1.000000000000e+00
    r_5_4     w_le_r_12_5_17_7  -1.000000000000e+00
    r_5_4     w_ge_12_5_17_7  -1.000000000000e+00
    r_5_4     r_mono_5_4   1.000000000000e+00
    r_5_4     r_ge_w_5_4_0   1.000000000000e+00
    r_5_4     r_ge_w_5_4_1   1.000000000000e+00
    r_5_4     r_ge_w_5_4_2   1.000000000000e+00
    r_5_4     r_ge_w_5_4_3   1.000000000000e+00
    r_5_4     r_ge_w_5_4_4   1.000000000000e+00
    r_5_4     r_ge_w_5_4_5   1.000000000000e+00
    r_5_4     r_ge_w_5_4_6   1.000000000000e+00
    r_5_4     r_ge_w_5_4_7   1.000000000000e+00
    r_5_4     r_le_5_4   1.000000000000e+00
    r_5_4     r_mono_5_5  -1.000000000000e+00
    r_5_4     r_le_5_5  -1.000000000000e+00
    r_5_4     OBJ       -1.000000000000e+00
    r_5_5     w_le_r_2_6_7_7  -1.000000000000e+00
    r_5_5     w_ge_2_6_7_7  -1.000000000000e+00
    r_5_5     w_le_r_4_6_23_1  -1.000000000000e+00
    r_5_5     w_ge_4_6_23_1  -1.000000000000e+00
    r_5_5     w_le_r_6_6_1_1  -1.000000000000e+00
    r_5_5     w_ge_6_6_1_1  -1.000000000000e+00
    r_5_5     w_le_r_6_6_11_11  -1.000000000000e+00
    r_5_5     w_ge_6_6_11_11  -1.000000000000e+00
    r_5_5     w_le_r_8_6_13_11  -1.000000000000e+00
    r_5_5     w_ge_8_6_13_11  -1.000000000000e+00
    r_5_5     w_le_r_10_6_5_5  -1.000000000000e+00
    r_5_5     w_ge_10_6_5_5  -1.000000000000e+00
    r_5_5     w_le_r_12_6_7_7  -1.000000000000e+00
    r_5_5     w_ge_12_6_7_7  -1.000000000000e+00
    r_5_5     w_le_r_12_6_17_7  -1.000000000000e+00
    r_5_5     w_ge_12_6_17_7  -1.000000000000e+00
    r_5_5     r_mono_5_5   1.000000000000e+00
    r_5_5     r_ge_w_5_5_0   1.000000000000e+00
    r_5_5     r_ge_w_5_5_1   1.000000000000e+00
    r_5_5     r_ge_w_5_5_2   1.000000000000e+00
    r_5_5     r_ge_w_5_5_3   1.000000000000e+00
    r_5_5     r_ge_w_5_5_4   1.000000000000e+00
    r_5_5     r_ge_w_5_5_5   1.000000000000e+00
    r_5_5     r_ge_w_5_5_6   1.000000000000e+00
    r_5_5     r_ge_w_5_5_7   1.000000000000e+00
    r_5_5     r_le_5_5   1.000000000000e+00
    r_5_5     r_mono_5_6  -1.000000000000e+00
    r_5_5     r_le_5_6  -1.000000000000e+00
    r_5_5     OBJ       -1.000000000000e+00
    r_5_6     w_le_r_2_7_7_7  -1.000000000000e+00
    r_5_6     w_ge_2_7_7_7  -1.000000000000e+00
    r_5_6     w_le_r_4_7_23_1  -1.000000000000e+00
    r_5_6     w_ge_4_7_23_1  -1.000000000000e+00
    r_5_6     w_le_r_6_7_1_1  -1.000000000000e+00
    r_5_6     w_ge_6_7_1_1  -1.000000000000e+00
    r_5_6     w_le_r_6_7_11_11  -1.000000000000e+00
    r_5_6     w_ge_6_7_11_11  -1.000000000000e+00
    r_5_6     w_le_r_8_7_13_11  -1.000000000000e+00
    r_5_6     w_ge_8_7_13_11  -1.000000000000e+00
    r_5_6     w_le_r_10_7_5_5  -1.000000000000e+00
    r_5_6     w_ge_10_7_5_5  -1.000000000000e+00
    r_5_6     w_le_r_12_7_7_7  -1.000000000000e+00
    r_5_6     w_ge_12_7_7_7  -1.000000000000e+00
    r_5_6     w_le_r_12_7_17_7  -1.000000000000e+00
    r_5_6     w_ge_12_7_17_7  -1.000000000000e+00
    r_5_6     r_mono_5_6   1.000000000000e+00
    r_5_6     r_ge_w_5_6_0   1.000000000000e+00
    r_5_6     r_ge_w_5_6_1   1.000000000000e+00
    r_5_6     r_ge_w_5_6_2   1.000000000000e+00
    r_5_6     r_ge_w_5_6_3   1.000000000000e+00
    r_5_6     r_ge_w_5_6_4   1.000000000000e+00
    r_5_6     r_ge_w_5_6_5   1.000000000000e+00
    r_5_6     r_ge_w_5_6_6   1.000000000000e+00
    r_5_6     r_ge_w_5_6_7   1.000000000000e+00
    r_5_6     r_le_5_6   1.000000000000e+00
    r_5_6     r_mono_5_7  -1.000000000000e+00
    r_5_6     r_le_5_7  -1.000000000000e+00
    r_5_6     OBJ       -1.000000000000e+00
    r_5_7     r_mono_5_7   1.000000000000e+00
    r_5_7     r_ge_w_5_7_0   1.000000000000e+00
    r_5_7     r_ge_w_5_7_1   1.000000000000e+00
    r_5_7     r_ge_w_5_7_2   1.000000000000e+00
    r_5_7     r_ge_w_5_7_3   1.000000000000e+00
    r_5_7     r_ge_w_5_7_4   1.000000000000e+00
    r_5_7     r_ge_w_5_7_5   1.000000000000e+00
    r_5_7     r_ge_w_5_7_6   1.000000000000e+00
    r_5_7     r_ge_w_5_7_7   1.000000000000e+00
    r_5_7     r_le_5_7   1.000000000000e+00
    r_5_7     reach_all_5   1.000000000000e+00
    r_6_1     w_le_r_1_2_19_5  -1.000000000000e+00
    r_6_1     w_ge_1_2_19_5  -1.000000000000e+00
    r_6_1     w_le_r_1_2_7_7  -1.000000000000e+00
    r_6_1     w_ge_1_2_7_7  -1.000000000000e+00
    r_6_1     w_le_r_5_2_23_1  -1.000000000000e+00
    r_6_1     w_ge_5_2_23_1  -1.000000000000e+00
    r_6_1     w_le_r_5_2_11_11  -1.000000000000e+00
    r_6_1     w_ge_5_2_11_11  -1.000000000000e+00
    r_6_1     w_le_r_7_2_1_1  -1.000000000000e+00
    r_6_1     w_ge_7_2_1_1  -1.000000000000e+00
    r_6_1     w_le_r_7_2_13_11  -1.000000000000e+00
    r_6_1     w_ge_7_2_13_11  -1.000000000000e+00
    r_6_1     w_le_r_11_2_5_5  -1.000000000000e+00
    r_6_1     w_ge_11_2_5_5  -1.000000000000e+00
    r_6_1     w_le_r_11_2_17_7  -1.000000000000e+00
    r_6_1     w_ge_11_2_17_7  -1.000000000000e+00
    r_6_1     r_mono_6_1   1.000000000000e+00
    r_6_1     r_ge_w_6_1_0   1.000000000000e+00
    r_6_1     r_ge_w_6_1_1   1.000000000000e+00
    r_6_1     r_ge_w_6_1_2   1.000000000000e+00
    r_6_1     r_ge_w_6_1_3   1.000000000000e+00
    r_6_1     r_ge_w_6_1_4   1.000000000000e+00
    r_6_1     r_ge_w_6_1_5   1.000000000000e+00
    r_6_1     r_ge_w_6_1_6   1.000000000000e+00
    r_6_1     r_ge_w_6_1_7   1.000000000000e+00
    r_6_1     r_le_6_1   1.000000000000e+00
    r_6_1     r_mono_6_2  -1.000000000000e+00
    r_6_1     r_le_6_2  -1.000000000000e+00
    r_6_1     ball_1     1.000000000000e+00
    r_6_1     OBJ       -1.000000000000e+00
    r_6_2     w_le_r_1_3_19_5  -1.000000000000e+00
    r_6_2     w_ge_1_3_19_5  -1.000000000000e+00
    r_6_2     w_le_r_1_3_7_7  -1.000000000000e+00
    r_6_2     w_ge_1_3_7_7  -1.000000000000e+00
    r_6_2     w_le_r_5_3_23_1  -1.000000000000e+00
    r_6_2     w_ge_5_3_23_1  -1.000000000000e+00
    r_6_2     w_le_r_5_3_11_11  -1.000000000000e+00
    r_6_2     w_ge_5_3_11_11  -1.000000000000e+00
    r_6_2     w_le_r_7_3_1_1  -1.000000000000e+00
    r_6_2     w_ge_7_3_1_1  -1.000000000000e+00
    r_6_2     w_le_r_7_3_13_11  -1.000000000000e+00
    r_6_2     w_ge_7_3_13_11  -1.000000000000e+00
    r_6_2     w_le_r_11_3_5_5  -1.000000000000e+00
    r_6_2     w_ge_11_3_5_5  -1.000000000000e+00
    r_6_2     w_le_r_11_3_17_7  -1.000000000000e+00
    r_6_2     w_ge_11_3_17_7  -1.000000000000e+00
    r_6_2     r_mono_6_2   1.000000000000e+00
    r_6_2     r_ge_w_6_2_0   1.000000000000e+00
    r_6_2     r_ge_w_6_2_1   1.000000000000e+00
    r_6_2     r_ge_w_6_2_2   1.000000000000e+00
    r_6_2     r_ge_w_6_2_3   1.000000000000e+00
    r_6_2     r_ge_w_6_2_4   1.000000000000e+00
    r_6_2     r_ge_w_6_2_5   1.000000000000e+00
    r_6_2     r_ge_w_6_2_6   1.000000000000e+00
    r_6_2     r_ge_w_6_2_7   1.000000000000e+00
    r_6_2     r_le_6_2   1.000000000000e+00
    r_6_2     r_mono_6_3  -1.000000000000e+00
    r_6_2     r_le_6_3  -1.000000000000e+00
    r_6_2     OBJ       -1.000000000000e+00
    r_6_3     w_le_r_1_4_19_5  -1.000000000000e+00
    r_6_3     w_ge_1_4_19_5  -1.000000000000e+00
    r_6_3     w_le_r_1_4_7_7  -1.000000000000e+00
    r_6_3     w_ge_1_4_7_7  -1.000000000000e+00
    r_6_3     w_le_r_5_4_23_1  -1.000000000000e+00
    r_6_3     w_ge_5_4_23_1  -1.000000000000e+00
    r_6_3     w_le_r_5_4_11_11  -1.000000000000e+00
    r_6_3     w_ge_5_4_11_11  -1.000000000000e+00
    r_6_3     w_le_r_7_4_1_1  -1.000000000000e+00
    r_6_3     w_ge_7_4_1_1  -1.000000000000e+00
    r_6_3     w_le_r_7_4_13_11  -1.000000000000e+00
    r_6_3     w_ge_7_4_13_11  -1.000000000000e+00
    r_6_3     w_le_r_11_4_5_5  -1.000000000000e+00
    r_6_3     w_ge_11_4_5_5  -1.000000000000e+00
    r_6_3     w_le_r_11_4_17_7  -1.000000000000e+00
    r_6_3     w_ge_11_4_17_7  -1.000000000000e+00
    r_6_3     r_mono_6_3   1.000000000000e+00
    r_6_3     r_ge_w_6_3_0   1.000000000000e+00
    r_6_3     r_ge_w_6_3_1   1.000000000000e+00
    r_6_3     r_ge_w_6_3_2   1.000000000000e+00
    r_6_3     r_ge_w_6_3_3   1.000000000000e+00
    r_6_3     r_ge_w_6_3_4   1.000000000000e+00
    r_6_3     r_ge_w_6_3_5   1.000000000000e+00
    r_6_3     r_ge_w_6_3_6   1.000000000000e+00
    r_6_3     r_ge_w_6_3_7   1.000000000000e+00
    r_6_3     r_le_6_3   1.000000000000e+00
    r_6_3     r_mono_6_4  -1.000000000000e+00
    r_6_3     r_le_6_4  -1.000000000000e+00
    r_6_3     OBJ       -1.000000000000e+00
    r_6_4     w_le_r_1_5_19_5  -1.000000000000e+00
    r_6_4     w_ge_1_5_19_5  -1.000000000000e+00
    r_6_4     w_le_r_1_5_7_7  -1.000000000000e+00
    r_6_4     w_ge_1_5_7_7  -1.000000000000e+00
    r_6_4     w_le_r_5_5_23_1  -1.000000000000e+00
    r_6_4     w_ge_5_5_23_1  -1.000000000000e+00
    r_6_4     w_le_r_5_5_11_11  -1.000000000000e+00
    r_6_4     w_ge_5_5_11_11  -1.000000000000e+00
    r_6_4     w_le_r_7_5_1_1  -1.000000000000e+00
    r_6_4     w_ge_7_5_1_1  -1.000000000000e+00
    r_6_4     w_le_r_7_5_13_11  -1.000000000000e+00
    r_6_4     w_ge_7_5_13_11  -1.000000000000e+00
    r_6_4     w_le_r_11_5_5_5  -1.000000000000e+00
    r_6_4     w_ge_11_5_5_5  -1.000000000000e+00
    r_6_4     w_le_r_11_5_17_7  -1.000000000000e+00
    r_6_4     w_ge_11_5_17_7  -1.000000000000e+00
    r_6_4     r_mono_6_4   1.000000000000e+00
    r_6_4     r_ge_w_6_4_0   1.000000000000e+00
    r_6_4     r_ge_w_6_4_1   1.000000000000e+00
    r_6_4     r_ge_w_6_4_2   1.000000000000e+00
    r_6_4     r_ge_w_6_4_3   1.000000000000e+00
    r_6_4     r_ge_w_6_4_4   1.000000000000e+00
    r_6_4     r_ge_w_6_4_5   1.000000000000e+00
    r_6_4     r_ge_w_6_4_6   1.000000000000e+00
    r_6_4     r_ge_w_6_4_7   1.000000000000e+00
    r_6_4     r_le_6_4   1.000000000000e+00
    r_6_4     r_mono_6_5  -1.000000000000e+00
    r_6_4     r_le_6_5  -1.000000000000e+00
    r_6_4     OBJ       -1.000000000000e+00
    r_6_5     w_le_r_1_6_19_5  -1.000000000000e+00
    r_6_5     w_ge_1_6_19_5  -1.000000000000e+00
    r_6_5     w_le_r_1_6_7_7  -1.000000000000e+00
    r_6_5     w_ge_1_6_7_7  -1.000000000000e+00
    r_6_5     w_le_r_5_6_23_1  -1.000000000000e+00
    r_6_5     w_ge_5_6_23_1  -1.000000000000e+00
    r_6_5     w_le_r_5_6_11_11  -1.000000000000e+00
    r_6_5     w_ge_5_6_11_11  -1.000000000000e+00
    r_6_5     w_le_r_7_6_1_1  -1.000000000000e+00
    r_6_5     w_ge_7_6_1_1  -1.000000000000e+00
    r_6_5     w_le_r_7_6_13_11  -1.000000000000e+00
    r_6_5     w_ge_7_6_13_11  -1.000000000000e+00
    r_6_5     w_le_r_11_6_5_5  -1.000000000000e+00
    r_6_5     w_ge_11_6_5_5  -1.000000000000e+00
    r_6_5     w_le_r_11_6_17_7  -1.000000000000e+00
    r_6_5     w_ge_11_6_17_7  -1.000000000000e+00
    r_6_5     r_mono_6_5   1.000000000000e+00
    r_6_5     r_ge_w_6_5_0   1.000000000000e+00
    r_6_5     r_ge_w_6_5_1   1.000000000000e+00
    r_6_5     r_ge_w_6_5_2   1.000000000000e+00
    r_6_5     r_ge_w_6_5_3   1.000000000000e+00
    r_6_5     r_ge_w_6_5_4   1.000000000000e+00
    r_6_5     r_ge_w_6_5_5   1.000000000000e+00
    r_6_5     r_ge_w_6_5_6   1.000000000000e+00
    r_6_5     r_ge_w_6_5_7   1.000000000000e+00
    r_6_5     r_le_6_5   1.000000000000e+00
    r_6_5     r_mono_6_6  -1.000000000000e+00
    r_6_5     r_le_6_6  -1.000000000000e+00
    r_6_5     OBJ       -1.000000000000e+00
    r_6_6     w_le_r_1_7_19_5  -1.000000000000e+00
    r_6_6     w_ge_1_7_19_5  -1.000000000000e+00
    r_6_6     w_le_r_1_7_7_7  -1.000000000000e+00
    r_6_6     w_ge_1_7_7_7  -1.000000000000e+00
    r_6_6     w_le_r_5_7_23_1  -1.000000000000e+00
    r_6_6     w_ge_5_7_23_1  -1.000000000000e+00
    r_6_6     w_le_r_5_7_11_11  -1.000000000000e+00
    r_6_6     w_ge_5_7_11_11  -1.000000000000e+00
    r_6_6     w_le_r_7_7_1_1  -1.000000000000e+00
    r_6_6     w_ge_7_7_1_1  -1.000000000000e+00
    r_6_6     w_le_r_7_7_13_11  -1.000000000000e+00
    r_6_6     w_ge_7_7_13_11  -1.000000000000e+00
    r_6_6     w_le_r_11_7_5_5  -1.000000000000e+00
    r_6_6     w_ge_11_7_5_5  -1.000000000000e+00
    r_6_6     w_le_r_11_7_17_7  -1.000000000000e+00
    r_6_6     w_ge_11_7_17_7  -1.000000000000e+00
    r_6_6     r_mono_6_6   1.000000000000e+00
    r_6_6     r_ge_w_6_6_0   1.000000000000e+00
    r_6_6     r_ge_w_6_6_1   1.000000000000e+00
    r_6_6     r_ge_w_6_6_2   1.000000000000e+00
    r_6_6     r_ge_w_6_6_3   1.000000000000e+00
    r_6_6     r_ge_w_6_6_4   1.000000000000e+00
    r_6_6     r_ge_w_6_6_5   1.000000000000e+00
    r_6_6     r_ge_w_6_6_6   1.000000000000e+00
    r_6_6     r_ge_w_6_6_7   1.000000000000e+00
    r_6_6     r_le_6_6   1.000000000000e+00
    r_6_6     r_mono_6_7  -1.000000000000e+00
    r_6_6     r_le_6_7  -1.000000000000e+00
    r_6_6     OBJ       -1.000000000000e+00
    r_6_7     r_mono_6_7   1.000000000000e+00
    r_6_7     r_ge_w_6_7_0   1.000000000000e+00
    r_6_7     r_ge_w_6_7_1   1.000000000000e+00
    r_6_7     r_ge_w_6_7_2   1.000000000000e+00
    r_6_7     r_ge_w_6_7_3   1.000000000000e+00
    r_6_7     r_ge_w_6_7_4   1.000000000000e+00
    r_6_7     r_ge_w_6_7_5   1.000000000000e+00
    r_6_7     r_ge_w_6_7_6   1.000000000000e+00
    r_6_7     r_ge_w_6_7_7   1.000000000000e+00
    r_6_7     r_le_6_7   1.000000000000e+00
    r_6_7     reach_all_6   1.000000000000e+00
    r_7_1     w_le_r_2_2_19_5  -1.000000000000e+00
    r_7_1     w_ge_2_2_19_5  -1.000000000000e+00
    r_7_1     w_le_r_4_2_11_11  -1.000000000000e+00
    r_7_1     w_ge_4_2_11_11  -1.000000000000e+00
    r_7_1     w_le_r_6_2_23_1  -1.000000000000e+00
    r_7_1     w_ge_6_2_23_1  -1.000000000000e+00
    r_7_1     w_le_r_6_2_13_11  -1.000000000000e+00
    r_7_1     w_ge_6_2_13_11  -1.000000000000e+00
    r_7_1     w_le_r_8_2_1_1  -1.000000000000e+00
    r_7_1     w_ge_8_2_1_1  -1.000000000000e+00
    r_7_1     w_le_r_10_2_17_7  -1.000000000000e+00
    r_7_1     w_ge_10_2_17_7  -1.000000000000e+00
    r_7_1     w_le_r_12_2_5_5  -1.000000000000e+00
    r_7_1     w_ge_12_2_5_5  -1.000000000000e+00
    r_7_1     w_le_r_12_2_19_5  -1.000000000000e+00
    r_7_1     w_ge_12_2_19_5  -1.000000000000e+00
    r_7_1     r_mono_7_1   1.000000000000e+00
    r_7_1     r_ge_w_7_1_0   1.000000000000e+00
    r_7_1     r_ge_w_7_1_1   1.000000000000e+00
    r_7_1     r_ge_w_7_1_2   1.000000000000e+00
    r_7_1     r_ge_w_7_1_3   1.000000000000e+00
    r_7_1     r_ge_w_7_1_4   1.000000000000e+00
    r_7_1     r_ge_w_7_1_5   1.000000000000e+00
    r_7_1     r_ge_w_7_1_6   1.000000000000e+00
    r_7_1     r_ge_w_7_1_7   1.000000000000e+00
    r_7_1     r_le_7_1   1.000000000000e+00
    r_7_1     r_mono_7_2  -1.000000000000e+00
    r_7_1     r_le_7_2  -1.000000000000e+00
    r_7_1     ball_1     1.000000000000e+00
    r_7_1     OBJ       -1.000000000000e+00
    r_7_2     w_le_r_2_3_19_5  -1.000000000000e+00
    r_7_2     w_ge_2_3_19_5  -1.000000000000e+00
    r_7_2     w_le_r_4_3_11_11  -1.000000000000e+00
    r_7_2     w_ge_4_3_11_11  -1.000000000000e+00
    r_7_2     w_le_r_6_3_23_1  -1.000000000000e+00
    r_7_2     w_ge_6_3_23_1  -1.000000000000e+00
    r_7_2     w_le_r_6_3_13_11  -1.000000000000e+00
    r_7_2     w_ge_6_3_13_11  -1.000000000000e+00
    r_7_2     w_le_r_8_3_1_1  -1.000000000000e+00
    r_7_2     w_ge_8_3_1_1  -1.000000000000e+00
    r_7_2     w_le_r_10_3_17_7  -1.000000000000e+00
    r_7_2     w_ge_10_3_17_7  -1.000000000000e+00
    r_7_2     w_le_r_12_3_5_5  -1.000000000000e+00
    r_7_2     w_ge_12_3_5_5  -1.000000000000e+00
    r_7_2     w_le_r_12_3_19_5  -1.000000000000e+00
    r_7_2     w_ge_12_3_19_5  -1.000000000000e+00
    r_7_2     r_mono_7_2   1.000000000000e+00
    r_7_2     r_ge_w_7_2_0   1.000000000000e+00
    r_7_2     r_ge_w_7_2_1   1.000000000000e+00
    r_7_2     r_ge_w_7_2_2   1.000000000000e+00
    r_7_2     r_ge_w_7_2_3   1.000000000000e+00
    r_7_2     r_ge_w_7_2_4   1.000000000000e+00
    r_7_2     r_ge_w_7_2_5   1.000000000000e+00
    r_7_2     r_ge_w_7_2_6   1.000000000000e+00
    r_7_2     r_ge_w_7_2_7   1.000000000000e+00
    r_7_2     r_le_7_2   1.000000000000e+00
    r_7_2     r_mono_7_3  -1.000000000000e+00
    r_7_2     r_le_7_3  -1.000000000000e+00
    r_7_2     OBJ       -1.000000000000e+00
    r_7_3     w_le_r_2_4_19_5  -1.000000000000e+00
    r_7_3     w_ge_2_4_19_5  -1.000000000000e+00
    r_7_3     w_le_r_4_4_11_11  -1.000000000000e+00
    r_7_3     w_ge_4_4_11_11  -1.000000000000e+00
    r_7_3     w_le_r_6_4_23_1  -1.000000000000e+00
    r_7_3     w_ge_6_4_23_1  -1.000000000000e+00
    r_7_3     w_le_r_6_4_13_11  -1.000000000000e+00
    r_7_3     w_ge_6_4_13_11  -1.000000000000e+00
    r_7_3     w_le_r_8_4_1_1  -1.000000000000e+00
    r_7_3     w_ge_8_4_1_1  -1.000000000000e+00
    r_7_3     w_le_r_10_4_17_7  -1.000000000000e+00
    r_7_3     w_ge_10_4_17_7  -1.000000000000e+00
    r_7_3     w_le_r_12_4_5_5  -1.000000000000e+00
    r_7_3     w_ge_12_4_5_5  -1.000000000000e+00
    r_7_3     w_le_r_12_4_19_5  -1.000000000000e+00
    r_7_3     w_ge_12_4_19_5  -1.000000000000e+00
    r_7_3     r_mono_7_3   1.000000000000e+00
    r_7_3     r_ge_w_7_3_0   1.000000000000e+00
    r_7_3     r_ge_w_7_3_1   1.000000000000e+00
    r_7_3     r_ge_w_7_3_2   1.000000000000e+00
    r_7_3     r_ge_w_7_3_3   1.000000000000e+00
    r_7_3     r_ge_w_7_3_4   1.000000000000e+00
    r_7_3     r_ge_w_7_3_5   1.000000000000e+00
    r_7_3     r_ge_w_7_3_6   1.000000000000e+00
    r_7_3     r_ge_w_7_3_7   1.000000000000e+00
    r_7_3     r_le_7_3   1.000000000000e+00
    r_7_3     r_mono_7_4  -1.000000000000e+00
    r_7_3     r_le_7_4  -1.000000000000e+00
    r_7_3     OBJ       -1.000000000000e+00
    r_7_4     w_le_r_2_5_19_5  -1.000000000000e+00
    r_7_4     w_ge_2_5_19_5  -1.000000000000e+00
    r_7_4     w_le_r_4_5_11_11  -1.000000000000e+00
    r_7_4     w_ge_4_5_11_11  -1.000000000000e+00
    r_7_4     w_le_r_6_5_23_1  -1.000000000000e+00
    r_7_4     w_ge_6_5_23_1  -1.000000000000e+00
    r_7_4     w_le_r_6_5_13_11  -1.000000000000e+00
    r_7_4     w_ge_6_5_13_11  -1.000000000000e+00
    r_7_4     w_le_r_8_5_1_1  -1.000000000000e+00
    r_7_4     w_ge_8_5_1_1  -1.000000000000e+00
    r_7_4     w_le_r_10_5_17_7  -1.000000000000e+00
    r_7_4     w_ge_10_5_17_7  -1.000000000000e+00
    r_7_4     w_le_r_12_5_5_5  -1.000000000000e+00
    r_7_4     w_ge_12_5_5_5  -1.000000000000e+00
    r_7_4     w_le_r_12_5_19_5  -1.000000000000e+00
    r_7_4     w_ge_12_5_19_5  -1.000000000000e+00
    r_7_4     r_mono_7_4   1.000000000000e+00
    r_7_4     r_ge_w_7_4_0   1.000000000000e+00
    r_7_4     r_ge_w_7_4_1   1.000000000000e+00
    r_7_4     r_ge_w_7_4_2   1.000000000000e+00
    r_7_4     r_ge_w_7_4_3   1.000000000000e+00
    r_7_4     r_ge_w_7_4_4   1.000000000000e+00
    r_7_4     r_ge_w_7_4_5   1.000000000000e+00
    r_7_4     r_ge_w_7_4_6   1.000000000000e+00
    r_7_4     r_ge_w_7_4_7   1.000000000000e+00
    r_7_4     r_le_7_4   1.000000000000e+00
    r_7_4     r_mono_7_5  -1.000000000000e+00
    r_7_4     r_le_7_5  -1.000000000000e+00
    r_7_4     OBJ       -1.000000000000e+00
    r_7_5     w_le_r_2_6_19_5  -1.000000000000e+00
    r_7_5     w_ge_2_6_19_5  -1.000000000000e+00
    r_7_5     w_le_r_4_6_11_11  -1.000000000000e+00
    r_7_5     w_ge_4_6_11_11  -1.000000000000e+00
    r_7_5     w_le_r_6_6_23_1  -1.000000000000e+00
    r_7_5     w_ge_6_6_23_1  -1.000000000000e+00
    r_7_5     w_le_r_6_6_13_11  -1.000000000000e+00
    r_7_5     w_ge_6_6_13_11  -1.000000000000e+00
    r_7_5     w_le_r_8_6_1_1  -1.000000000000e+00
    r_7_5     w_ge_8_6_1_1  -1.000000000000e+00
    r_7_5     w_le_r_10_6_17_7  -1.000000000000e+00
    r_7_5     w_ge_10_6_17_7  -1.000000000000e+00
    r_7_5     w_le_r_12_6_5_5  -1.000000000000e+00
    r_7_5     w_ge_12_6_5_5  -1.000000000000e+00
    r_7_5     w_le_r_12_6_19_5  -1.000000000000e+00
    r_7_5     w_ge_12_6_19_5  -1.000000000000e+00
    r_7_5     r_mono_7_5   1.000000000000e+00
    r_7_5     r_ge_w_7_5_0   1.000000000000e+00
    r_7_5     r_ge_w_7_5_1   1.000000000000e+00
    r_7_5     r_ge_w_7_5_2   1.000000000000e+00
    r_7_5     r_ge_w_7_5_3   1.000000000000e+00
    r_7_5     r_ge_w_7_5_4   1.000000000000e+00
    r_7_5     r_ge_w_7_5_5   1.000000000000e+00
    r_7_5     r_ge_w_7_5_6   1.000000000000e+00
    r_7_5     r_ge_w_7_5_7   1.000000000000e+00
    r_7_5     r_le_7_5   1.000000000000e+00
    r_7_5     r_mono_7_6  -1.000000000000e+00
    r_7_5     r_le_7_6  -1.000000000000e+00
    r_7_5     OBJ       -1.000000000000e+00
    r_7_6     w_le_r_2_7_19_5  -1.000000000000e+00
    r_7_6     w_ge_2_7_19_5  -1.000000000000e+00
    r_7_6     w_le_r_4_7_11_11  -1.000000000000e+00
    r_7_6     w_ge_4_7_11_11  -1.000000000000e+00
    r_7_6     w_le_r_6_7_23_1  -1.000000000000e+00
    r_7_6     w_ge_6_7_23_1  -1.000000000000e+00
    r_7_6     w_le_r_6_7_13_11  -1.000000000000e+00
    r_7_6     w_ge_6_7_13_11  -1.000000000000e+00
    r_7_6     w_le_r_8_7_1_1  -1.000000000000e+00
    r_7_6     w_ge_8_7_1_1  -1.000000000000e+00
    r_7_6     w_le_r_10_7_17_7  -1.000000000000e+00
    r_7_6     w_ge_10_7_17_7  -1.000000000000e+00
    r_7_6     w_le_r_12_7_5_5  -1.000000000000e+00
    r_7_6     w_ge_12_7_5_5  -1.000000000000e+00
    r_7_6     w_le_r_12_7_19_5  -1.000000000000e+00
    r_7_6     w_ge_12_7_19_5  -1.000000000000e+00
    r_7_6     r_mono_7_6   1.000000000000e+00
    r_7_6     r_ge_w_7_6_0   1.000000000000e+00
    r_7_6     r_ge_w_7_6_1   1.000000000000e+00
    r_7_6     r_ge_w_7_6_2   1.000000000000e+00
    r_7_6     r_ge_w_7_6_3   1.000000000000e+00
    r_7_6     r_ge_w_7_6_4   1.000000000000e+00
    r_7_6     r_ge_w_7_6_5   1.000000000000e+00
    r_7_6     r_ge_w_7_6_6   1.000000000000e+00
    r_7_6     r_ge_w_7_6_7   1.000000000000e+00
    r_7_6     r_le_7_6   1.000000000000e+00
    r_7_6     r_mono_7_7  -1.000000000000e+00
    r_7_6     r_le_7_7  -1.000000000000e+00
    r_7_6     OBJ       -1.000000000000e+00
    r_7_7     r_mono_7_7   1.000000000000e+00
    r_7_7     r_ge_w_7_7_0   1.000000000000e+00
    r_7_7     r_ge_w_7_7_1   1.000000000000e+00
    r_7_7     r_ge_w_7_7_2   1.000000000000e+00
    r_7_7     r_ge_w_7_7_3   1.000000000000e+00
    r_7_7     r_ge_w_7_7_4   1.000000000000e+00
    r_7_7     r_ge_w_7_7_5   1.000000000000e+00
    r_7_7     r_ge_w_7_7_6   1.000000000000e+00
    r_7_7     r_ge_w_7_7_7   1.000000000000e+00
    r_7_7     r_le_7_7   1.000000000000e+00
    r_7_7     reach_all_7   1.000000000000e+00
    r_8_1     w_le_r_1_2_17_7  -1.000000000000e+00
    r_8_1     w_ge_1_2_17_7  -1.000000000000e+00
    r_8_1     w_le_r_3_2_19_5  -1.000000000000e+00
    r_8_1     w_ge_3_2_19_5  -1.000000000000e+00
    r_8_1     w_le_r_3_2_11_11  -1.000000000000e+00
    r_8_1     w_ge_3_2_11_11  -1.000000000000e+00
    r_8_1     w_le_r_5_2_13_11  -1.000000000000e+00
    r_8_1     w_ge_5_2_13_11  -1.000000000000e+00
    r_8_1     w_le_r_7_2_23_1  -1.000000000000e+00
    r_8_1     w_ge_7_2_23_1  -1.000000000000e+00
    r_8_1     w_le_r_9_2_1_1  -1.000000000000e+00
    r_8_1     w_ge_9_2_1_1  -1.000000000000e+00
    r_8_1     w_le_r_9_2_17_7  -1.000000000000e+00
    r_8_1     w_ge_9_2_17_7  -1.000000000000e+00
    r_8_1     w_le_r_11_2_19_5  -1.000000000000e+00
    r_8_1     w_ge_11_2_19_5  -1.000000000000e+00
    r_8_1     r_mono_8_1   1.000000000000e+00
    r_8_1     r_ge_w_8_1_0   1.000000000000e+00
    r_8_1     r_ge_w_8_1_1   1.000000000000e+00
    r_8_1     r_ge_w_8_1_2   1.000000000000e+00
    r_8_1     r_ge_w_8_1_3   1.000000000000e+00
    r_8_1     r_ge_w_8_1_4   1.000000000000e+00
    r_8_1     r_ge_w_8_1_5   1.000000000000e+00
    r_8_1     r_ge_w_8_1_6   1.000000000000e+00
    r_8_1     r_ge_w_8_1_7   1.000000000000e+00
    r_8_1     r_le_8_1   1.000000000000e+00
    r_8_1     r_mono_8_2  -1.000000000000e+00
    r_8_1     r_le_8_2  -1.000000000000e+00
    r_8_1     ball_1     1.000000000000e+00
    r_8_1     OBJ       -1.000000000000e+00
    r_8_2     w_le_r_1_3_17_7  -1.000000000000e+00
    r_8_2     w_ge_1_3_17_7  -1.000000000000e+00
    r_8_2     w_le_r_3_3_19_5  -1.000000000000e+00
    r_8_2     w_ge_3_3_19_5  -1.000000000000e+00
    r_8_2     w_le_r_3_3_11_11  -1.000000000000e+00
    r_8_2     w_ge_3_3_11_11  -1.000000000000e+00
    r_8_2     w_le_r_5_3_13_11  -1.000000000000e+00
    r_8_2     w_ge_5_3_13_11  -1.000000000000e+00
    r_8_2     w_le_r_7_3_23_1  -1.000000000000e+00
    r_8_2     w_ge_7_3_23_1  -1.000000000000e+00
    r_8_2     w_le_r_9_3_1_1  -1.000000000000e+00
    r_8_2     w_ge_9_3_1_1  -1.000000000000e+00
    r_8_2     w_le_r_9_3_17_7  -1.000000000000e+00
    r_8_2     w_ge_9_3_17_7  -1.000000000000e+00
    r_8_2     w_le_r_11_3_19_5  -1.000000000000e+00
    r_8_2     w_ge_11_3_19_5  -1.000000000000e+00
    r_8_2     r_mono_8_2   1.000000000000e+00
    r_8_2     r_ge_w_8_2_0   1.000000000000e+00
    r_8_2     r_ge_w_8_2_1   1.000000000000e+00
    r_8_2     r_ge_w_8_2_2   1.000000000000e+00
    r_8_2     r_ge_w_8_2_3   1.000000000000e+00
    r_8_2     r_ge_w_8_2_4   1.000000000000e+00
    r_8_2     r_ge_w_8_2_5   1.000000000000e+00
    r_8_2     r_ge_w_8_2_6   1.000000000000e+00
    r_8_2     r_ge_w_8_2_7   1.000000000000e+00
    r_8_2     r_le_8_2   1.000000000000e+00
    r_8_2     r_mono_8_3  -1.000000000000e+00
    r_8_2     r_le_8_3  -1.000000000000e+00
    r_8_2     OBJ       -1.000000000000e+00
    r_8_3     w_le_r_1_4_17_7  -1.000000000000e+00
    r_8_3     w_ge_1_4_17_7  -1.000000000000e+00
    r_8_3     w_le_r_3_4_19_5  -1.000000000000e+00
    r_8_3     w_ge_3_4_19_5  -1.000000000000e+00
    r_8_3     w_le_r_3_4_11_11  -1.000000000000e+00
    r_8_3     w_ge_3_4_11_11  -1.000000000000e+00
    r_8_3     w_le_r_5_4_13_11  -1.000000000000e+00
    r_8_3     w_ge_5_4_13_11  -1.000000000000e+00
    r_8_3     w_le_r_7_4_23_1  -1.000000000000e+00
    r_8_3     w_ge_7_4_23_1  -1.000000000000e+00
    r_8_3     w_le_r_9_4_1_1  -1.000000000000e+00
    r_8_3     w_ge_9_4_1_1  -1.000000000000e+00
    r_8_3     w_le_r_9_4_17_7  -1.000000000000e+00
    r_8_3     w_ge_9_4_17_7  -1.000000000000e+00
    r_8_3     w_le_r_11_4_19_5  -1.000000000000e+00
    r_8_3     w_ge_11_4_19_5  -1.000000000000e+00
    r_8_3     r_mono_8_3   1.000000000000e+00
    r_8_3     r_ge_w_8_3_0   1.000000000000e+00
    r_8_3     r_ge_w_8_3_1   1.000000000000e+00
    r_8_3     r_ge_w_8_3_2   1.000000000000e+00
    r_8_3     r_ge_w_8_3_3   1.000000000000e+00
    r_8_3     r_ge_w_8_3_4   1.000000000000e+00
    r_8_3     r_ge_w_8_3_5   1.000000000000e+00
    r_8_3     r_ge_w_8_3_6   1.000000000000e+00
    r_8_3     r_ge_w_8_3_7   1.000000000000e+00
    r_8_3     r_le_8_3   1.000000000000e+00
    r_8_3     r_mono_8_4  -1.000000000000e+00
    r_8_3     r_le_8_4  -1.000000000000e+00
    r_8_3     OBJ       -1.000000000000e+00
    r_8_4     w_le_r_1_5_17_7  -1.000000000000e+00
    r_8_4     w_ge_1_5_17_7  -1.000000000000e+00
    r_8_4     w_le_r_3_5_19_5  -1.000000000000e+00
    r_8_4     w_ge_3_5_19_5  -1.000000000000e+00
    r_8_4     w_le_r_3_5_11_11  -1.000000000000e+00
    r_8_4     w_ge_3_5_11_11  -1.000000000000e+00
    r_8_4     w_le_r_5_5_13_11  -1.000000000000e+00
    r_8_4     w_ge_5_5_13_11  -1.000000000000e+00
    r_8_4     w_le_r_7_5_23_1  -1.000000000000e+00
    r_8_4     w_ge_7_5_23_1  -1.000000000000e+00
    r_8_4     w_le_r_9_5_1_1  -1.000000000000e+00
    r_8_4     w_ge_9_5_1_1  -1.000000000000e+00
    r_8_4     w_le_r_9_5_17_7  -1.000000000000e+00
    r_8_4     w_ge_9_5_17_7  -1.000000000000e+00
    r_8_4     w_le_r_11_5_19_5  -1.000000000000e+00
    r_8_4     w_ge_11_5_19_5  -1.000000000000e+00
    r_8_4     r_mono_8_4   1.000000000000e+00
    r_8_4     r_ge_w_8_4_0   1.000000000000e+00
    r_8_4     r_ge_w_8_4_1   1.000000000000e+00
    r_8_4     r_ge_w_8_4_2   1.000000000000e+00
    r_8_4     r_ge_w_8_4_3   1.000000000000e+00
    r_8_4     r_ge_w_8_4_4   1.000000000000e+00
    r_8_4     r_ge_w_8_4_5   1.000000000000e+00
    r_8_4     r_ge_w_8_4_6   1.000000000000e+00
    r_8_4     r_ge_w_8_4_7   1.000000000000e+00
    r_8_4     r_le_8_4   1.000000000000e+00
    r_8_4     r_mono_8_5  -1.000000000000e+00
    r_8_4     r_le_8_5  -1.000000000000e+00
    r_8_4     OBJ       -1.000000000000e+00
    r_8_5     w_le_r_1_6_17_7  -1.000000000000e+00
    r_8_5     w_ge_1_6_17_7  -1.000000000000e+00
    r_8_5     w_le_r_3_6_19_5  -1.000000000000e+00
    r_8_5     w_ge_3_6_19_5  -1.000000000000e+00
    r_8_5     w_le_r_3_6_11_11  -1.000000000000e+00
    r_8_5     w_ge_3_6_11_11  -1.000000000000e+00
    r_8_5     w_le_r_5_6_13_11  -1.000000000000e+00
    r_8_5     w_ge_5_6_13_11  -1.000000000000e+00
    r_8_5     w_le_r_7_6_23_1  -1.000000000000e+00
    r_8_5     w_ge_7_6_23_1  -1.000000000000e+00
    r_8_5     w_le_r_9_6_1_1  -1.000000000000e+00
    r_8_5     w_ge_9_6_1_1  -1.000000000000e+00
    r_8_5     w_le_r_9_6_17_7  -1.000000000000e+00
    r_8_5     w_ge_9_6_17_7  -1.000000000000e+00
    r_8_5     w_le_r_11_6_19_5  -1.000000000000e+00
    r_8_5     w_ge_11_6_19_5  -1.000000000000e+00
    r_8_5     r_mono_8_5   1.000000000000e+00
    r_8_5     r_ge_w_8_5_0   1.000000000000e+00
    r_8_5     r_ge_w_8_5_1   1.000000000000e+00
    r_8_5     r_ge_w_8_5_2   1.000000000000e+00
    r_8_5     r_ge_w_8_5_3   1.000000000000e+00
    r_8_5     r_ge_w_8_5_4   1.000000000000e+00
    r_8_5     r_ge_w_8_5_5   1.000000000000e+00
    r_8_5     r_ge_w_8_5_6   1.000000000000e+00
    r_8_5     r_ge_w_8_5_7   1.000000000000e+00
    r_8_5     r_le_8_5   1.000000000000e+00
    r_8_5     r_mono_8_6  -1.000000000000e+00
    r_8_5     r_le_8_6  -1.000000000000e+00
    r_8_5     OBJ       -1.000000000000e+00
    r_8_6     w_le_r_1_7_17_7  -1.000000000000e+00
    r_8_6     w_ge_1_7_17_7  -1.000000000000e+00
    r_8_6     w_le_r_3_7_19_5  -1.000000000000e+00
    r_8_6     w_ge_3_7_19_5  -1.000000000000e+00
    r_8_6     w_le_r_3_7_11_11  -1.000000000000e+00
    r_8_6     w_ge_3_7_11_11  -1.000000000000e+00
    r_8_6     w_le_r_5_7_13_11  -1.000000000000e+00
    r_8_6     w_ge_5_7_13_11  -1.000000000000e+00
    r_8_6     w_le_r_7_7_23_1  -1.000000000000e+00
    r_8_6     w_ge_7_7_23_1  -1.000000000000e+00
    r_8_6     w_le_r_9_7_1_1  -1.000000000000e+00
    r_8_6     w_ge_9_7_1_1  -1.000000000000e+00
    r_8_6     w_le_r_9_7_17_7  -1.000000000000e+00
    r_8_6     w_ge_9_7_17_7  -1.000000000000e+00
    r_8_6     w_le_r_11_7_19_5  -1.000000000000e+00
    r_8_6     w_ge_11_7_19_5  -1.000000000000e+00
    r_8_6     r_mono_8_6   1.000000000000e+00
    r_8_6     r_ge_w_8_6_0   1.000000000000e+00
    r_8_6     r_ge_w_8_6_1   1.000000000000e+00
    r_8_6     r_ge_w_8_6_2   1.000000000000e+00
    r_8_6     r_ge_w_8_6_3   1.000000000000e+00
    r_8_6     r_ge_w_8_6_4   1.000000000000e+00
    r_8_6     r_ge_w_8_6_5   1.000000000000e+00
    r_8_6     r_ge_w_8_6_6   1.000000000000e+00
    r_8_6     r_ge_w_8_6_7   1.000000000000e+00
    r_8_6     r_le_8_6   1.000000000000e+00
    r_8_6     r_mono_8_7  -1.000000000000e+00
    r_8_6     r_le_8_7  -1.000000000000e+00
    r_8_6     OBJ       -1.000000000000e+00
    r_8_7     r_mono_8_7   1.000000000000e+00
    r_8_7     r_ge_w_8_7_0   1.000000000000e+00
    r_8_7     r_ge_w_8_7_1   1.000000000000e+00
    r_8_7     r_ge_w_8_7_2   1.000000000000e+00
    r_8_7     r_ge_w_8_7_3   1.000000000000e+00
    r_8_7     r_ge_w_8_7_4   1.000000000000e+00
    r_8_7     r_ge_w_8_7_5   1.000000000000e+00
    r_8_7     r_ge_w_8_7_6   1.000000000000e+00
    r_8_7     r_ge_w_8_7_7   1.000000000000e+00
    r_8_7     r_le_8_7   1.000000000000e+00
    r_8_7     reach_all_8   1.000000000000e+00
    r_9_1     w_le_r_2_2_17_7  -1.000000000000e+00
    r_9_1     w_ge_2_2_17_7  -1.000000000000e+00
    r_9_1     w_le_r_2_2_11_11  -1.000000000000e+00
    r_9_1     w_ge_2_2_11_11  -1.000000000000e+00
    r_9_1     w_le_r_4_2_19_5  -1.000000000000e+00
    r_9_1     w_ge_4_2_19_5  -1.000000000000e+00
    r_9_1     w_le_r_4_2_13_11  -1.000000000000e+00
    r_9_1     w_ge_4_2_13_11  -1.000000000000e+00
    r_9_1     w_le_r_8_2_23_1  -1.000000000000e+00
    r_9_1     w_ge_8_2_23_1  -1.000000000000e+00
    r_9_1     w_le_r_8_2_17_7  -1.000000000000e+00
    r_9_1     w_ge_8_2_17_7  -1.000000000000e+00
    r_9_1     w_le_r_10_2_1_1  -1.000000000000e+00
    r_9_1     w_ge_10_2_1_1  -1.000000000000e+00
    r_9_1     w_le_r_10_2_19_5  -1.000000000000e+00
    r_9_1     w_ge_10_2_19_5  -1.000000000000e+00
    r_9_1     r_mono_9_1   1.000000000000e+00
    r_9_1     r_ge_w_9_1_0   1.000000000000e+00
    r_9_1     r_ge_w_9_1_1   1.000000000000e+00
    r_9_1     r_ge_w_9_1_2   1.000000000000e+00
    r_9_1     r_ge_w_9_1_3   1.000000000000e+00
    r_9_1     r_ge_w_9_1_4   1.000000000000e+00
    r_9_1     r_ge_w_9_1_5   1.000000000000e+00
    r_9_1     r_ge_w_9_1_6   1.000000000000e+00
    r_9_1     r_ge_w_9_1_7   1.000000000000e+00
    r_9_1     r_le_9_1   1.000000000000e+00
    r_9_1     r_mono_9_2  -1.000000000000e+00
    r_9_1     r_le_9_2  -1.000000000000e+00
    r_9_1     ball_1     1.000000000000e+00
    r_9_1     OBJ       -1.000000000000e+00
    r_9_2     w_le_r_2_3_17_7  -1.000000000000e+00
    r_9_2     w_ge_2_3_17_7  -1.000000000000e+00
    r_9_2     w_le_r_2_3_11_11  -1.000000000000e+00
    r_9_2     w_ge_2_3_11_11  -1.000000000000e+00
    r_9_2     w_le_r_4_3_19_5  -1.000000000000e+00
    r_9_2     w_ge_4_3_19_5  -1.000000000000e+00
    r_9_2     w_le_r_4_3_13_11  -1.000000000000e+00
    r_9_2     w_ge_4_3_13_11  -1.000000000000e+00
    r_9_2     w_le_r_8_3_23_1  -1.000000000000e+00
    r_9_2     w_ge_8_3_23_1  -1.000000000000e+00
    r_9_2     w_le_r_8_3_17_7  -1.000000000000e+00
    r_9_2     w_ge_8_3_17_7  -1.000000000000e+00
    r_9_2     w_le_r_10_3_1_1  -1.000000000000e+00
    r_9_2     w_ge_10_3_1_1  -1.000000000000e+00
    r_9_2     w_le_r_10_3_19_5  -1.000000000000e+00
    r_9_2     w_ge_10_3_19_5  -1.000000000000e+00
    r_9_2     r_mono_9_2   1.000000000000e+00
    r_9_2     r_ge_w_9_2_0   1.000000000000e+00
    r_9_2     r_ge_w_9_2_1   1.000000000000e+00
    r_9_2     r_ge_w_9_2_2   1.000000000000e+00
    r_9_2     r_ge_w_9_2_3   1.000000000000e+00
    r_9_2     r_ge_w_9_2_4   1.000000000000e+00
    r_9_2     r_ge_w_9_2_5   1.000000000000e+00
    r_9_2     r_ge_w_9_2_6   1.000000000000e+00
    r_9_2     r_ge_w_9_2_7   1.000000000000e+00
    r_9_2     r_le_9_2   1.000000000000e+00
    r_9_2     r_mono_9_3  -1.000000000000e+00
    r_9_2     r_le_9_3  -1.000000000000e+00
    r_9_2     OBJ       -1.000000000000e+00
    r_9_3     w_le_r_2_4_17_7  -1.000000000000e+00
    r_9_3     w_ge_2_4_17_7  -1.000000000000e+00
    r_9_3     w_le_r_2_4_11_11  -1.000000000000e+00
    r_9_3     w_ge_2_4_11_11  -1.000000000000e+00
    r_9_3     w_le_r_4_4_19_5  -1.000000000000e+00
    r_9_3     w_ge_4_4_19_5  -1.000000000000e+00
    r_9_3     w_le_r_4_4_13_11  -1.000000000000e+00
    r_9_3     w_ge_4_4_13_11  -1.000000000000e+00
    r_9_3     w_le_r_8_4_23_1  -1.000000000000e+00
    r_9_3     w_ge_8_4_23_1  -1.000000000000e+00
    r_9_3     w_le_r_8_4_17_7  -1.000000000000e+00
    r_9_3     w_ge_8_4_17_7  -1.000000000000e+00
    r_9_3     w_le_r_10_4_1_1  -1.000000000000e+00
    r_9_3     w_ge_10_4_1_1  -1.000000000000e+00
    r_9_3     w_le_r_10_4_19_5  -1.000000000000e+00
    r_9_3     w_ge_10_4_19_5  -1.000000000000e+00
    r_9_3     r_mono_9_3   1.000000000000e+00
    r_9_3     r_ge_w_9_3_0   1.000000000000e+00
    r_9_3     r_ge_w_9_3_1   1.000000000000e+00
    r_9_3     r_ge_w_9_3_2   1.000000000000e+00
    r_9_3     r_ge_w_9_3_3   1.000000000000e+00
    r_9_3     r_ge_w_9_3_4   1.000000000000e+00
    r_9_3     r_ge_w_9_3_5   1.000000000000e+00
    r_9_3     r_ge_w_9_3_6   1.000000000000e+00
    r_9_3     r_ge_w_9_3_7   1.000000000000e+00
    r_9_3     r_le_9_3   1.000000000000e+00
    r_9_3     r_mono_9_4  -1.000000000000e+00
    r_9_3     r_le_9_4  -1.000000000000e+00
    r_9_3     OBJ       -1.000000000000e+00
    r_9_4     w_le_r_2_5_17_7  -1.000000000000e+00
    r_9_4     w_ge_2_5_17_7  -1.000000000000e+00
    r_9_4     w_le_r_2_5_11_11  -1.000000000000e+00
    r_9_4     w_ge_2_5_11_11  -1.000000000000e+00
    r_9_4     w_le_r_4_5_19_5  -1.000000000000e+00
    r_9_4     w_ge_4_5_19_5  -1.000000000000e+00
    r_9_4     w_le_r_4_5_13_11  -1.000000000000e+00
    r_9_4     w_ge_4_5_13_11  -1.000000000000e+00
    r_9_4     w_le_r_8_5_23_1  -1.000000000000e+00
    r_9_4     w_ge_8_5_23_1  -1.000000000000e+00
    r_9_4     w_le_r_8_5_17_7  -1.000000000000e+00
    r_9_4     w_ge_8_5_17_7  -1.000000000000e+00
    r_9_4     w_le_r_10_5_1_1  -1.000000000000e+00
    r_9_4     w_ge_10_5_1_1  -1.000000000000e+00
    r_9_4     w_le_r_10_5_19_5  -1.000000000000e+00
    r_9_4     w_ge_10_5_19_5  -1.000000000000e+00
    r_9_4     r_mono_9_4   1.000000000000e+00
    r_9_4     r_ge_w_9_4_0   1.000000000000e+00
    r_9_4     r_ge_w_9_4_1   1.000000000000e+00
    r_9_4     r_ge_w_9_4_2   1.000000000000e+00
    r_9_4     r_ge_w_9_4_3   1.000000000000e+00
    r_9_4     r_ge_w_9_4_4   1.000000000000e+00
    r_9_4     r_ge_w_9_4_5   1.000000000000e+00
    r_9_4     r_ge_w_9_4_6   1.000000000000e+00
    r_9_4     r_ge_w_9_4_7   1.000000000000e+00
    r_9_4     r_le_9_4   1.000000000000e+00
    r_9_4     r_mono_9_5  -1.000000000000e+00
    r_9_4     r_le_9_5  -1.000000000000e+00
    r_9_4     OBJ       -1.000000000000e+00
    r_9_5     w_le_r_2_6_17_7  -1.000000000000e+00
    r_9_5     w_ge_2_6_17_7  -1.000000000000e+00
    r_9_5     w_le_r_2_6_11_11  -1.000000000000e+00
    r_9_5     w_ge_2_6_11_11  -1.000000000000e+00
    r_9_5     w_le_r_4_6_19_5  -1.000000000000e+00
    r_9_5     w_ge_4_6_19_5  -1.000000000000e+00
    r_9_5     w_le_r_4_6_13_11  -1.000000000000e+00
    r_9_5     w_ge_4_6_13_11  -1.000000000000e+00
    r_9_5     w_le_r_8_6_23_1  -1.000000000000e+00
    r_9_5     w_ge_8_6_23_1  -1.000000000000e+00
    r_9_5     w_le_r_8_6_17_7  -1.000000000000e+00
    r_9_5     w_ge_8_6_17_7  -1.000000000000e+00
    r_9_5     w_le_r_10_6_1_1  -1.000000000000e+00
    r_9_5     w_ge_10_6_1_1  -1.000000000000e+00
    r_9_5     w_le_r_10_6_19_5  -1.000000000000e+00
    r_9_5     w_ge_10_6_19_5  -1.000000000000e+00
    r_9_5     r_mono_9_5   1.000000000000e+00
    r_9_5     r_ge_w_9_5_0   1.000000000000e+00
    r_9_5     r_ge_w_9_5_1   1.000000000000e+00
    r_9_5     r_ge_w_9_5_2   1.000000000000e+00
    r_9_5     r_ge_w_9_5_3   1.000000000000e+00
    r_9_5     r_ge_w_9_5_4   1.000000000000e+00
    r_9_5     r_ge_w_9_5_5   1.000000000000e+00
    r_9_5     r_ge_w_9_5_6   1.000000000000e+00
    r_9_5     r_ge_w_9_5_7   1.000000000000e+00
    r_9_5     r_le_9_5   1.000000000000e+00
    r_9_5     r_mono_9_6  -1.000000000000e+00
    r_9_5     r_le_9_6  -1.000000000000e+00
    r_9_5     OBJ       -1.000000000000e+00
    r_9_6     w_le_r_2_7_17_7  -1.000000000000e+00
    r_9_6     w_ge_2_7_17_7  -1.000000000000e+00
    r_9_6     w_le_r_2_7_11_11  -1.000000000000e+00
    r_9_6     w_ge_2_7_11_11  -1.000000000000e+00
    r_9_6     w_le_r_4_7_19_5  -1.000000000000e+00
    r_9_6     w_ge_4_7_19_5  -1.000000000000e+00
    r_9_6     w_le_r_4_7_13_11  -1.000000000000e+00
    r_9_6     w_ge_4_7_13_11  -1.000000000000e+00
    r_9_6     w_le_r_8_7_23_1  -1.000000000000e+00
    r_9_6     w_ge_8_7_23_1  -1.000000000000e+00
    r_9_6     w_le_r_8_7_17_7  -1.000000000000e+00
    r_9_6     w_ge_8_7_17_7  -1.000000000000e+00
    r_9_6     w_le_r_10_7_1_1  -1.000000000000e+00
    r_9_6     w_ge_10_7_1_1  -1.000000000000e+00
    r_9_6     w_le_r_10_7_19_5  -1.000000000000e+00
    r_9_6     w_ge_10_7_19_5  -1.000000000000e+00
    r_9_6     r_mono_9_6   1.000000000000e+00
    r_9_6     r_ge_w_9_6_0   1.000000000000e+00
    r_9_6     r_ge_w_9_6_1   1.000000000000e+00
    r_9_6     r_ge_w_9_6_2   1.000000000000e+00
    r_9_6     r_ge_w_9_6_3   1.000000000000e+00
    r_9_6     r_ge_w_9_6_4   1.000000000000e+00
    r_9_6     r_ge_w_9_6_5   1.000000000000e+00
    r_9_6     r_ge_w_9_6_6   1.000000000000e+00
    r_9_6     r_ge_w_9_6_7   1.000000000000e+00
    r_9_6     r_le_9_6   1.000000000000e+00
    r_9_6     r_mono_9_7  -1.000000000000e+00
    r_9_6     r_le_9_7  -1.000000000000e+00
    r_9_6     OBJ       -1.000000000000e+00
    r_9_7     r_mono_9_7   1.000000000000e+00
    r_9_7     r_ge_w_9_7_0   1.000000000000e+00
    r_9_7     r_ge_w_9_7_1   1.000000000000e+00
    r_9_7     r_ge_w_9_7_2   1.000000000000e+00
    r_9_7     r_ge_w_9_7_3   1.000000000000e+00
    r_9_7     r_ge_w_9_7_4   1.000000000000e+00
    r_9_7     r_ge_w_9_7_5   1.000000000000e+00
    r_9_7     r_ge_w_9_7_6   1.000000000000e+00
    r_9_7     r_ge_w_9_7_7   1.000000000000e+00
    r_9_7     r_le_9_7   1.000000000000e+00
    r_9_7     reach_all_9   1.000000000000e+00
    MARK      'MARKER'                 'INTORG'
    s_1       strides_count   1.000000000000e+00
    s_1       w_le_s_1_1_1_1  -1.000000000000e+00
    s_1       w_ge_1_1_1_1  -1.000000000000e+00
    s_1       w_le_s_1_1_23_1  -1.000000000000e+00
    s_1       w_ge_1_1_23_1  -1.000000000000e+00
    s_1       w_le_s_2_1_1_1  -1.000000000000e+00
    s_1       w_ge_2_1_1_1  -1.000000000000e+00
    s_1       w_le_s_2_1_23_1  -1.000000000000e+00
    s_1       w_ge_2_1_23_1  -1.000000000000e+00
    s_1       w_le_s_3_1_1_1  -1.000000000000e+00
    s_1       w_ge_3_1_1_1  -1.000000000000e+00
    s_1       w_le_s_3_1_23_1  -1.000000000000e+00
    s_1       w_ge_3_1_23_1  -1.000000000000e+00
    s_1       w_le_s_4_1_1_1  -1.000000000000e+00
    s_1       w_ge_4_1_1_1  -1.000000000000e+00
    s_1       w_le_s_4_1_23_1  -1.000000000000e+00
    s_1       w_ge_4_1_23_1  -1.000000000000e+00
    s_1       w_le_s_5_1_1_1  -1.000000000000e+00
    s_1       w_ge_5_1_1_1  -1.000000000000e+00
    s_1       w_le_s_5_1_23_1  -1.000000000000e+00
    s_1       w_ge_5_1_23_1  -1.000000000000e+00
    s_1       w_le_s_6_1_1_1  -1.000000000000e+00
    s_1       w_ge_6_1_1_1  -1.000000000000e+00
    s_1       w_le_s_6_1_23_1  -1.000000000000e+00
    s_1       w_ge_6_1_23_1  -1.000000000000e+00
    s_1       w_le_s_7_1_1_1  -1.000000000000e+00
    s_1       w_ge_7_1_1_1  -1.000000000000e+00
    s_1       w_le_s_7_1_23_1  -1.000000000000e+00
    s_1       w_ge_7_1_23_1  -1.000000000000e+00
    s_1       w_le_s_8_1_1_1  -1.000000000000e+00
    s_1       w_ge_8_1_1_1  -1.000000000000e+00
    s_1       w_le_s_8_1_23_1  -1.000000000000e+00
    s_1       w_ge_8_1_23_1  -1.000000000000e+00
    s_1       w_le_s_9_1_1_1  -1.000000000000e+00
    s_1       w_ge_9_1_1_1  -1.000000000000e+00
    s_1       w_le_s_9_1_23_1  -1.000000000000e+00
    s_1       w_ge_9_1_23_1  -1.000000000000e+00
    s_1       w_le_s_10_1_1_1  -1.000000000000e+00
    s_1       w_ge_10_1_1_1  -1.000000000000e+00
    s_1       w_le_s_10_1_23_1  -1.000000000000e+00
    s_1       w_ge_10_1_23_1  -1.000000000000e+00
    s_1       w_le_s_11_1_1_1  -1.000000000000e+00
    s_1       w_ge_11_1_1_1  -1.000000000000e+00
    s_1       w_le_s_11_1_23_1  -1.000000000000e+00
    s_1       w_ge_11_1_23_1  -1.000000000000e+00
    s_1       w_le_s_12_1_1_1  -1.000000000000e+00
    s_1       w_ge_12_1_1_1  -1.000000000000e+00
    s_1       w_le_s_12_1_23_1  -1.000000000000e+00
    s_1       w_ge_12_1_23_1  -1.000000000000e+00
    s_1       w_le_s_1_2_1_1  -1.000000000000e+00
    s_1       w_ge_1_2_1_1  -1.000000000000e+00
    s_1       w_le_s_1_2_23_1  -1.000000000000e+00
    s_1       w_ge_1_2_23_1  -1.000000000000e+00
    s_1       w_le_s_2_2_1_1  -1.000000000000e+00
    s_1       w_ge_2_2_1_1  -1.000000000000e+00
    s_1       w_le_s_2_2_23_1  -1.000000000000e+00
    s_1       w_ge_2_2_23_1  -1.000000000000e+00
    s_1       w_le_s_3_2_1_1  -1.000000000000e+00
    s_1       w_ge_3_2_1_1  -1.000000000000e+00
    s_1       w_le_s_3_2_23_1  -1.000000000000e+00
    s_1       w_ge_3_2_23_1  -1.000000000000e+00
    s_1       w_le_s_4_2_1_1  -1.000000000000e+00
    s_1       w_ge_4_2_1_1  -1.000000000000e+00
    s_1       w_le_s_4_2_23_1  -1.000000000000e+00
    s_1       w_ge_4_2_23_1  -1.000000000000e+00
    s_1       w_le_s_5_2_1_1  -1.000000000000e+00
    s_1       w_ge_5_2_1_1  -1.000000000000e+00
    s_1       w_le_s_5_2_23_1  -1.000000000000e+00
    s_1       w_ge_5_2_23_1  -1.000000000000e+00
    s_1       w_le_s_6_2_1_1  -1.000000000000e+00
    s_1       w_ge_6_2_1_1  -1.000000000000e+00
    s_1       w_le_s_6_2_23_1  -1.000000000000e+00
    s_1       w_ge_6_2_23_1  -1.000000000000e+00
    s_1       w_le_s_7_2_1_1  -1.000000000000e+00
    s_1       w_ge_7_2_1_1  -1.000000000000e+00
    s_1       w_le_s_7_2_23_1  -1.000000000000e+00
    s_1       w_ge_7_2_23_1  -1.000000000000e+00
    s_1       w_le_s_8_2_1_1  -1.000000000000e+00
    s_1       w_ge_8_2_1_1  -1.000000000000e+00
    s_1       w_le_s_8_2_23_1  -1.000000000000e+00
    s_1       w_ge_8_2_23_1  -1.000000000000e+00
    s_1       w_le_s_9_2_1_1  -1.000000000000e+00
    s_1       w_ge_9_2_1_1  -1.000000000000e+00
    s_1       w_le_s_9_2_23_1  -1.000000000000e+00
    s_1       w_ge_9_2_23_1  -1.000000000000e+00
    s_1       w_le_s_10_2_1_1  -1.000000000000e+00
    s_1       w_ge_10_2_1_1  -1.000000000000e+00
    s_1       w_le_s_10_2_23_1  -1.000000000000e+00
    s_1       w_ge_10_2_23_1  -1.000000000000e+00
    s_1       w_le_s_11_2_1_1  -1.000000000000e+00
    s_1       w_ge_11_2_1_1  -1.000000000000e+00
    s_1       w_le_s_11_2_23_1  -1.000000000000e+00
    s_1       w_ge_11_2_23_1  -1.000000000000e+00
    s_1       w_le_s_12_2_1_1  -1.000000000000e+00
    s_1       w_ge_12_2_1_1  -1.000000000000e+00
    s_1       w_le_s_12_2_23_1  -1.000000000000e+00
    s_1       w_ge_12_2_23_1  -1.000000000000e+00
    s_1       w_le_s_1_3_1_1  -1.000000000000e+00
    s_1       w_ge_1_3_1_1  -1.000000000000e+00
    s_1       w_le_s_1_3_23_1  -1.000000000000e+00
    s_1       w_ge_1_3_23_1  -1.000000000000e+00
    s_1       w_le_s_2_3_1_1  -1.000000000000e+00
    s_1       w_ge_2_3_1_1  -1.000000000000e+00
    s_1       w_le_s_2_3_23_1  -1.000000000000e+00
    s_1       w_ge_2_3_23_1  -1.000000000000e+00
    s_1       w_le_s_3_3_1_1  -1.000000000000e+00
    s_1       w_ge_3_3_1_1  -1.000000000000e+00
    s_1       w_le_s_3_3_23_1  -1.000000000000e+00
    s_1       w_ge_3_3_23_1  -1.000000000000e+00
    s_1       w_le_s_4_3_1_1  -1.000000000000e+00
    s_1       w_ge_4_3_1_1  -1.000000000000e+00
    s_1       w_le_s_4_3_23_1  -1.000000000000e+00
    s_1       w_ge_4_3_23_1  -1.000000000000e+00
    s_1       w_le_s_5_3_1_1  -1.000000000000e+00
    s_1       w_ge_5_3_1_1  -1.000000000000e+00
    s_1       w_le_s_5_3_23_1  -1.000000000000e+00
    s_1       w_ge_5_3_23_1  -1.000000000000e+00
    s_1       w_le_s_6_3_1_1  -1.000000000000e+00
    s_1       w_ge_6_3_1_1  -1.000000000000e+00
    s_1       w_le_s_6_3_23_1  -1.000000000000e+00
    s_1       w_ge_6_3_23_1  -1.000000000000e+00
    s_1       w_le_s_7_3_1_1  -1.000000000000e+00
    s_1       w_ge_7_3_1_1  -1.000000000000e+00
    s_1       w_le_s_7_3_23_1  -1.000000000000e+00
    s_1       w_ge_7_3_23_1  -1.000000000000e+00
    s_1       w_le_s_8_3_1_1  -1.000000000000e+00
    s_1       w_ge_8_3_1_1  -1.000000000000e+00
    s_1       w_le_s_8_3_23_1  -1.000000000000e+00
    s_1       w_ge_8_3_23_1  -1.000000000000e+00
    s_1       w_le_s_9_3_1_1  -1.000000000000e+00
    s_1       w_ge_9_3_1_1  -1.000000000000e+00
    s_1       w_le_s_9_3_23_1  -1.000000000000e+00
    s_1       w_ge_9_3_23_1  -1.000000000000e+00
    s_1       w_le_s_10_3_1_1  -1.000000000000e+00
    s_1       w_ge_10_3_1_1  -1.000000000000e+00
    s_1       w_le_s_10_3_23_1  -1.000000000000e+00
    s_1       w_ge_10_3_23_1  -1.000000000000e+00
    s_1       w_le_s_11_3_1_1  -1.000000000000e+00
    s_1       w_ge_11_3_1_1  -1.000000000000e+00
    s_1       w_le_s_11_3_23_1  -1.000000000000e+00
    s_1       w_ge_11_3_23_1  -1.000000000000e+00
    s_1       w_le_s_12_3_1_1  -1.000000000000e+00
    s_1       w_ge_12_3_1_1  -1.000000000000e+00
    s_1       w_le_s_12_3_23_1  -1.000000000000e+00
    s_1       w_ge_12_3_23_1  -1.000000000000e+00
    s_1       w_le_s_1_4_1_1  -1.000000000000e+00
    s_1       w_ge_1_4_1_1  -1.000000000000e+00
    s_1       w_le_s_1_4_23_1  -1.000000000000e+00
    s_1       w_ge_1_4_23_1  -1.000000000000e+00
    s_1       w_le_s_2_4_1_1  -1.000000000000e+00
    s_1       w_ge_2_4_1_1  -1.000000000000e+00
    s_1       w_le_s_2_4_23_1  -1.000000000000e+00
    s_1       w_ge_2_4_23_1  -1.000000000000e+00
    s_1       w_le_s_3_4_1_1  -1.000000000000e+00
    s_1       w_ge_3_4_1_1  -1.000000000000e+00
    s_1       w_le_s_3_4_23_1  -1.000000000000e+00
    s_1       w_ge_3_4_23_1  -1.000000000000e+00
    s_1       w_le_s_4_4_1_1  -1.000000000000e+00
    s_1       w_ge_4_4_1_1  -1.000000000000e+00
    s_1       w_le_s_4_4_23_1  -1.000000000000e+00
    s_1       w_ge_4_4_23_1  -1.000000000000e+00
    s_1       w_le_s_5_4_1_1  -1.000000000000e+00
    s_1       w_ge_5_4_1_1  -1.000000000000e+00
    s_1       w_le_s_5_4_23_1  -1.000000000000e+00
    s_1       w_ge_5_4_23_1  -1.000000000000e+00
    s_1       w_le_s_6_4_1_1  -1.000000000000e+00
    s_1       w_ge_6_4_1_1  -1.000000000000e+00
    s_1       w_le_s_6_4_23_1  -1.000000000000e+00
    s_1       w_ge_6_4_23_1  -1.000000000000e+00
    s_1       w_le_s_7_4_1_1  -1.000000000000e+00
    s_1       w_ge_7_4_1_1  -1.000000000000e+00
    s_1       w_le_s_7_4_23_1  -1.000000000000e+00
    s_1       w_ge_7_4_23_1  -1.000000000000e+00
    s_1       w_le_s_8_4_1_1  -1.000000000000e+00
    s_1       w_ge_8_4_1_1  -1.000000000000e+00
    s_1       w_le_s_8_4_23_1  -1.000000000000e+00
    s_1       w_ge_8_4_23_1  -1.000000000000e+00
    s_1       w_le_s_9_4_1_1  -1.000000000000e+00
    s_1       w_ge_9_4_1_1  -1.000000000000e+00
    s_1       w_le_s_9_4_23_1  -1.000000000000e+00
    s_1       w_ge_9_4_23_1  -1.000000000000e+00
    s_1       w_le_s_10_4_1_1  -1.000000000000e+00
    s_1       w_ge_10_4_1_1  -1.000000000000e+00
    s_1       w_le_s_10_4_23_1  -1.000000000000e+00
    s_1       w_ge_10_4_23_1  -1.000000000000e+00
    s_1       w_le_s_11_4_1_1  -1.000000000000e+00
    s_1       w_ge_11_4_1_1  -1.000000000000e+00
    s_1       w_le_s_11_4_23_1  -1.000000000000e+00
    s_1       w_ge_11_4_23_1  -1.000000000000e+00
    s_1       w_le_s_12_4_1_1  -1.000000000000e+00
    s_1       w_ge_12_4_1_1  -1.000000000000e+00
    s_1       w_le_s_12_4_23_1  -1.000000000000e+00
    s_1       w_ge_12_4_23_1  -1.000000000000e+00
    s_1       w_le_s_1_5_1_1  -1.000000000000e+00
    s_1       w_ge_1_5_1_1  -1.000000000000e+00
    s_1       w_le_s_1_5_23_1  -1.000000000000e+00
    s_1       w_ge_1_5_23_1  -1.000000000000e+00
    s_1       w_le_s_2_5_1_1  -1.000000000000e+00
    s_1       w_ge_2_5_1_1  -1.000000000000e+00
    s_1       w_le_s_2_5_23_1  -1.000000000000e+00
    s_1       w_ge_2_5_23_1  -1.000000000000e+00
    s_1       w_le_s_3_5_1_1  -1.000000000000e+00
    s_1       w_ge_3_5_1_1  -1.000000000000e+00
    s_1       w_le_s_3_5_23_1  -1.000000000000e+00
    s_1       w_ge_3_5_23_1  -1.000000000000e+00
    s_1       w_le_s_4_5_1_1  -1.000000000000e+00
    s_1       w_ge_4_5_1_1  -1.000000000000e+00
    s_1       w_le_s_4_5_23_1  -1.000000000000e+00
    s_1       w_ge_4_5_23_1  -1.000000000000e+00
    s_1       w_le_s_5_5_1_1  -1.000000000000e+00
    s_1       w_ge_5_5_1_1  -1.000000000000e+00
    s_1       w_le_s_5_5_23_1  -1.000000000000e+00
    s_1       w_ge_5_5_23_1  -1.000000000000e+00
    s_1       w_le_s_6_5_1_1  -1.000000000000e+00
    s_1       w_ge_6_5_1_1  -1.000000000000e+00
    s_1       w_le_s_6_5_23_1  -1.000000000000e+00
    s_1       w_ge_6_5_23_1  -1.000000000000e+00
    s_1       w_le_s_7_5_1_1  -1.000000000000e+00
    s_1       w_ge_7_5_1_1  -1.000000000000e+00
    s_1       w_le_s_7_5_23_1  -1.000000000000e+00
    s_1       w_ge_7_5_23_1  -1.000000000000e+00
    s_1       w_le_s_8_5_1_1  -1.000000000000e+00
    s_1       w_ge_8_5_1_1  -1.000000000000e+00
    s_1       w_le_s_8_5_23_1  -1.000000000000e+00
    s_1       w_ge_8_5_23_1  -1.000000000000e+00
    s_1       w_le_s_9_5_1_1  -1.000000000000e+00
    s_1       w_ge_9_5_1_1  -1.000000000000e+00
    s_1       w_le_s_9_5_23_1  -1.000000000000e+00
    s_1       w_ge_9_5_23_1  -1.000000000000e+00
    s_1       w_le_s_10_5_1_1  -1.000000000000e+00
    s_1       w_ge_10_5_1_1  -1.000000000000e+00
    s_1       w_le_s_10_5_23_1  -1.000000000000e+00
    s_1       w_ge_10_5_23_1  -1.000000000000e+00
    s_1       w_le_s_11_5_1_1  -1.000000000000e+00
    s_1       w_ge_11_5_1_1  -1.000000000000e+00
    s_1       w_le_s_11_5_23_1  -1.000000000000e+00
    s_1       w_ge_11_5_23_1  -1.000000000000e+00
    s_1       w_le_s_12_5_1_1  -1.000000000000e+00
    s_1       w_ge_12_5_1_1  -1.000000000000e+00
    s_1       w_le_s_12_5_23_1  -1.000000000000e+00
    s_1       w_ge_12_5_23_1  -1.000000000000e+00
    s_1       w_le_s_1_6_1_1  -1.000000000000e+00
    s_1       w_ge_1_6_1_1  -1.000000000000e+00
    s_1       w_le_s_1_6_23_1  -1.000000000000e+00
    s_1       w_ge_1_6_23_1  -1.000000000000e+00
    s_1       w_le_s_2_6_1_1  -1.000000000000e+00
    s_1       w_ge_2_6_1_1  -1.000000000000e+00
    s_1       w_le_s_2_6_23_1  -1.000000000000e+00
    s_1       w_ge_2_6_23_1  -1.000000000000e+00
    s_1       w_le_s_3_6_1_1  -1.000000000000e+00
    s_1       w_ge_3_6_1_1  -1.000000000000e+00
    s_1       w_le_s_3_6_23_1  -1.000000000000e+00
    s_1       w_ge_3_6_23_1  -1.000000000000e+00
    s_1       w_le_s_4_6_1_1  -1.000000000000e+00
    s_1       w_ge_4_6_1_1  -1.000000000000e+00
    s_1       w_le_s_4_6_23_1  -1.000000000000e+00
    s_1       w_ge_4_6_23_1  -1.000000000000e+00
    s_1       w_le_s_5_6_1_1  -1.000000000000e+00
    s_1       w_ge_5_6_1_1  -1.000000000000e+00
    s_1       w_le_s_5_6_23_1  -1.000000000000e+00
    s_1       w_ge_5_6_23_1  -1.000000000000e+00
    s_1       w_le_s_6_6_1_1  -1.000000000000e+00
    s_1       w_ge_6_6_1_1  -1.000000000000e+00
    s_1       w_le_s_6_6_23_1  -1.000000000000e+00
    s_1       w_ge_6_6_23_1  -1.000000000000e+00
    s_1       w_le_s_7_6_1_1  -1.000000000000e+00
    s_1       w_ge_7_6_1_1  -1.000000000000e+00
    s_1       w_le_s_7_6_23_1  -1.000000000000e+00
    s_1       w_ge_7_6_23_1  -1.000000000000e+00
    s_1       w_le_s_8_6_1_1  -1.000000000000e+00
    s_1       w_ge_8_6_1_1  -1.000000000000e+00
    s_1       w_le_s_8_6_23_1  -1.000000000000e+00
    s_1       w_ge_8_6_23_1  -1.000000000000e+00
    s_1       w_le_s_9_6_1_1  -1.000000000000e+00
    s_1       w_ge_9_6_1_1  -1.000000000000e+00
    s_1       w_le_s_9_6_23_1  -1.000000000000e+00
    s_1       w_ge_9_6_23_1  -1.000000000000e+00
    s_1       w_le_s_10_6_1_1  -1.000000000000e+00
    s_1       w_ge_10_6_1_1  -1.000000000000e+00
    s_1       w_le_s_10_6_23_1  -1.000000000000e+00
    s_1       w_ge_10_6_23_1  -1.000000000000e+00
    s_1       w_le_s_11_6_1_1  -1.000000000000e+00
    s_1       w_ge_11_6_1_1  -1.000000000000e+00
    s_1       w_le_s_11_6_23_1  -1.000000000000e+00
    s_1       w_ge_11_6_23_1  -1.000000000000e+00
    s_1       w_le_s_12_6_1_1  -1.000000000000e+00
    s_1       w_ge_12_6_1_1  -1.000000000000e+00
    s_1       w_le_s_12_6_23_1  -1.000000000000e+00
    s_1       w_ge_12_6_23_1  -1.000000000000e+00
    s_1       w_le_s_1_7_1_1  -1.000000000000e+00
    s_1       w_ge_1_7_1_1  -1.000000000000e+00
    s_1       w_le_s_1_7_23_1  -1.000000000000e+00
    s_1       w_ge_1_7_23_1  -1.000000000000e+00
    s_1       w_le_s_2_7_1_1  -1.000000000000e+00
    s_1       w_ge_2_7_1_1  -1.000000000000e+00
    s_1       w_le_s_2_7_23_1  -1.000000000000e+00
    s_1       w_ge_2_7_23_1  -1.000000000000e+00
    s_1       w_le_s_3_7_1_1  -1.000000000000e+00
    s_1       w_ge_3_7_1_1  -1.000000000000e+00
    s_1       w_le_s_3_7_23_1  -1.000000000000e+00
    s_1       w_ge_3_7_23_1  -1.000000000000e+00
    s_1       w_le_s_4_7_1_1  -1.000000000000e+00
    s_1       w_ge_4_7_1_1  -1.000000000000e+00
    s_1       w_le_s_4_7_23_1  -1.000000000000e+00
    s_1       w_ge_4_7_23_1  -1.000000000000e+00
    s_1       w_le_s_5_7_1_1  -1.000000000000e+00
    s_1       w_ge_5_7_1_1  -1.000000000000e+00
    s_1       w_le_s_5_7_23_1  -1.000000000000e+00
    s_1       w_ge_5_7_23_1  -1.000000000000e+00
    s_1       w_le_s_6_7_1_1  -1.000000000000e+00
    s_1       w_ge_6_7_1_1  -1.000000000000e+00
    s_1       w_le_s_6_7_23_1  -1.000000000000e+00
    s_1       w_ge_6_7_23_1  -1.000000000000e+00
    s_1       w_le_s_7_7_1_1  -1.000000000000e+00
    s_1       w_ge_7_7_1_1  -1.000000000000e+00
    s_1       w_le_s_7_7_23_1  -1.000000000000e+00
    s_1       w_ge_7_7_23_1  -1.000000000000e+00
    s_1       w_le_s_8_7_1_1  -1.000000000000e+00
    s_1       w_ge_8_7_1_1  -1.000000000000e+00
    s_1       w_le_s_8_7_23_1  -1.000000000000e+00
    s_1       w_ge_8_7_23_1  -1.000000000000e+00
    s_1       w_le_s_9_7_1_1  -1.000000000000e+00
    s_1       w_ge_9_7_1_1  -1.000000000000e+00
    s_1       w_le_s_9_7_23_1  -1.000000000000e+00
    s_1       w_ge_9_7_23_1  -1.000000000000e+00
    s_1       w_le_s_10_7_1_1  -1.000000000000e+00
    s_1       w_ge_10_7_1_1  -1.000000000000e+00
    s_1       w_le_s_10_7_23_1  -1.000000000000e+00
    s_1       w_ge_10_7_23_1  -1.000000000000e+00
    s_1       w_le_s_11_7_1_1  -1.000000000000e+00
    s_1       w_ge_11_7_1_1  -1.000000000000e+00
    s_1       w_le_s_11_7_23_1  -1.000000000000e+00
    s_1       w_ge_11_7_23_1  -1.000000000000e+00
    s_1       w_le_s_12_7_1_1  -1.000000000000e+00
    s_1       w_ge_12_7_1_1  -1.000000000000e+00
    s_1       w_le_s_12_7_23_1  -1.000000000000e+00
    s_1       w_ge_12_7_23_1  -1.000000000000e+00
    s_1       symmetry_q1   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_11      strides_count   1.000000000000e+00
    s_11      w_le_s_1_1_11_11  -1.000000000000e+00
    s_11      w_ge_1_1_11_11  -1.000000000000e+00
    s_11      w_le_s_1_1_13_11  -1.000000000000e+00
    s_11      w_ge_1_1_13_11  -1.000000000000e+00
    s_11      w_le_s_2_1_11_11  -1.000000000000e+00
    s_11      w_ge_2_1_11_11  -1.000000000000e+00
    s_11      w_le_s_2_1_13_11  -1.000000000000e+00
    s_11      w_ge_2_1_13_11  -1.000000000000e+00
    s_11      w_le_s_3_1_11_11  -1.000000000000e+00
    s_11      w_ge_3_1_11_11  -1.000000000000e+00
    s_11      w_le_s_3_1_13_11  -1.000000000000e+00
    s_11      w_ge_3_1_13_11  -1.000000000000e+00
    s_11      w_le_s_4_1_11_11  -1.000000000000e+00
    s_11      w_ge_4_1_11_11  -1.000000000000e+00
    s_11      w_le_s_4_1_13_11  -1.000000000000e+00
    s_11      w_ge_4_1_13_11  -1.000000000000e+00
    s_11      w_le_s_5_1_11_11  -1.000000000000e+00
    s_11      w_ge_5_1_11_11  -1.000000000000e+00
    s_11      w_le_s_5_1_13_11  -1.000000000000e+00
    s_11      w_ge_5_1_13_11  -1.000000000000e+00
    s_11      w_le_s_6_1_11_11  -1.000000000000e+00
    s_11      w_ge_6_1_11_11  -1.000000000000e+00
    s_11      w_le_s_6_1_13_11  -1.000000000000e+00
    s_11      w_ge_6_1_13_11  -1.000000000000e+00
    s_11      w_le_s_7_1_11_11  -1.000000000000e+00
    s_11      w_ge_7_1_11_11  -1.000000000000e+00
    s_11      w_le_s_7_1_13_11  -1.000000000000e+00
    s_11      w_ge_7_1_13_11  -1.000000000000e+00
    s_11      w_le_s_8_1_11_11  -1.000000000000e+00
    s_11      w_ge_8_1_11_11  -1.000000000000e+00
    s_11      w_le_s_8_1_13_11  -1.000000000000e+00
    s_11      w_ge_8_1_13_11  -1.000000000000e+00
    s_11      w_le_s_9_1_11_11  -1.000000000000e+00
    s_11      w_ge_9_1_11_11  -1.000000000000e+00
    s_11      w_le_s_9_1_13_11  -1.000000000000e+00
    s_11      w_ge_9_1_13_11  -1.000000000000e+00
    s_11      w_le_s_10_1_11_11  -1.000000000000e+00
    s_11      w_ge_10_1_11_11  -1.000000000000e+00
    s_11      w_le_s_10_1_13_11  -1.000000000000e+00
    s_11      w_ge_10_1_13_11  -1.000000000000e+00
    s_11      w_le_s_11_1_11_11  -1.000000000000e+00
    s_11      w_ge_11_1_11_11  -1.000000000000e+00
    s_11      w_le_s_11_1_13_11  -1.000000000000e+00
    s_11      w_ge_11_1_13_11  -1.000000000000e+00
    s_11      w_le_s_12_1_11_11  -1.000000000000e+00
    s_11      w_ge_12_1_11_11  -1.000000000000e+00
    s_11      w_le_s_12_1_13_11  -1.000000000000e+00
    s_11      w_ge_12_1_13_11  -1.000000000000e+00
    s_11      w_le_s_1_2_11_11  -1.000000000000e+00
    s_11      w_ge_1_2_11_11  -1.000000000000e+00
    s_11      w_le_s_1_2_13_11  -1.000000000000e+00
    s_11      w_ge_1_2_13_11  -1.000000000000e+00
    s_11      w_le_s_2_2_11_11  -1.000000000000e+00
    s_11      w_ge_2_2_11_11  -1.000000000000e+00
    s_11      w_le_s_2_2_13_11  -1.000000000000e+00
    s_11      w_ge_2_2_13_11  -1.000000000000e+00
    s_11      w_le_s_3_2_11_11  -1.000000000000e+00
    s_11      w_ge_3_2_11_11  -1.000000000000e+00
    s_11      w_le_s_3_2_13_11  -1.000000000000e+00
    s_11      w_ge_3_2_13_11  -1.000000000000e+00
    s_11      w_le_s_4_2_11_11  -1.000000000000e+00
    s_11      w_ge_4_2_11_11  -1.000000000000e+00
    s_11      w_le_s_4_2_13_11  -1.000000000000e+00
    s_11      w_ge_4_2_13_11  -1.000000000000e+00
    s_11      w_le_s_5_2_11_11  -1.000000000000e+00
    s_11      w_ge_5_2_11_11  -1.000000000000e+00
    s_11      w_le_s_5_2_13_11  -1.000000000000e+00
    s_11      w_ge_5_2_13_11  -1.000000000000e+00
    s_11      w_le_s_6_2_11_11  -1.000000000000e+00
    s_11      w_ge_6_2_11_11  -1.000000000000e+00
    s_11      w_le_s_6_2_13_11  -1.000000000000e+00
    s_11      w_ge_6_2_13_11  -1.000000000000e+00
    s_11      w_le_s_7_2_11_11  -1.000000000000e+00
    s_11      w_ge_7_2_11_11  -1.000000000000e+00
    s_11      w_le_s_7_2_13_11  -1.000000000000e+00
    s_11      w_ge_7_2_13_11  -1.000000000000e+00
    s_11      w_le_s_8_2_11_11  -1.000000000000e+00
    s_11      w_ge_8_2_11_11  -1.000000000000e+00
    s_11      w_le_s_8_2_13_11  -1.000000000000e+00
    s_11      w_ge_8_2_13_11  -1.000000000000e+00
    s_11      w_le_s_9_2_11_11  -1.000000000000e+00
    s_11      w_ge_9_2_11_11  -1.000000000000e+00
    s_11      w_le_s_9_2_13_11  -1.000000000000e+00
    s_11      w_ge_9_2_13_11  -1.000000000000e+00
    s_11      w_le_s_10_2_11_11  -1.000000000000e+00
    s_11      w_ge_10_2_11_11  -1.000000000000e+00
    s_11      w_le_s_10_2_13_11  -1.000000000000e+00
    s_11      w_ge_10_2_13_11  -1.000000000000e+00
    s_11      w_le_s_11_2_11_11  -1.000000000000e+00
    s_11      w_ge_11_2_11_11  -1.000000000000e+00
    s_11      w_le_s_11_2_13_11  -1.000000000000e+00
    s_11      w_ge_11_2_13_11  -1.000000000000e+00
    s_11      w_le_s_12_2_11_11  -1.000000000000e+00
    s_11      w_ge_12_2_11_11  -1.000000000000e+00
    s_11      w_le_s_12_2_13_11  -1.000000000000e+00
    s_11      w_ge_12_2_13_11  -1.000000000000e+00
    s_11      w_le_s_1_3_11_11  -1.000000000000e+00
    s_11      w_ge_1_3_11_11  -1.000000000000e+00
    s_11      w_le_s_1_3_13_11  -1.000000000000e+00
    s_11      w_ge_1_3_13_11  -1.000000000000e+00
    s_11      w_le_s_2_3_11_11  -1.000000000000e+00
    s_11      w_ge_2_3_11_11  -1.000000000000e+00
    s_11      w_le_s_2_3_13_11  -1.000000000000e+00
    s_11      w_ge_2_3_13_11  -1.000000000000e+00
    s_11      w_le_s_3_3_11_11  -1.000000000000e+00
    s_11      w_ge_3_3_11_11  -1.000000000000e+00
    s_11      w_le_s_3_3_13_11  -1.000000000000e+00
    s_11      w_ge_3_3_13_11  -1.000000000000e+00
    s_11      w_le_s_4_3_11_11  -1.000000000000e+00
    s_11      w_ge_4_3_11_11  -1.000000000000e+00
    s_11      w_le_s_4_3_13_11  -1.000000000000e+00
    s_11      w_ge_4_3_13_11  -1.000000000000e+00
    s_11      w_le_s_5_3_11_11  -1.000000000000e+00
    s_11      w_ge_5_3_11_11  -1.000000000000e+00
    s_11      w_le_s_5_3_13_11  -1.000000000000e+00
    s_11      w_ge_5_3_13_11  -1.000000000000e+00
    s_11      w_le_s_6_3_11_11  -1.000000000000e+00
    s_11      w_ge_6_3_11_11  -1.000000000000e+00
    s_11      w_le_s_6_3_13_11  -1.000000000000e+00
    s_11      w_ge_6_3_13_11  -1.000000000000e+00
    s_11      w_le_s_7_3_11_11  -1.000000000000e+00
    s_11      w_ge_7_3_11_11  -1.000000000000e+00
    s_11      w_le_s_7_3_13_11  -1.000000000000e+00
    s_11      w_ge_7_3_13_11  -1.000000000000e+00
    s_11      w_le_s_8_3_11_11  -1.000000000000e+00
    s_11      w_ge_8_3_11_11  -1.000000000000e+00
    s_11      w_le_s_8_3_13_11  -1.000000000000e+00
    s_11      w_ge_8_3_13_11  -1.000000000000e+00
    s_11      w_le_s_9_3_11_11  -1.000000000000e+00
    s_11      w_ge_9_3_11_11  -1.000000000000e+00
    s_11      w_le_s_9_3_13_11  -1.000000000000e+00
    s_11      w_ge_9_3_13_11  -1.000000000000e+00
    s_11      w_le_s_10_3_11_11  -1.000000000000e+00
    s_11      w_ge_10_3_11_11  -1.000000000000e+00
    s_11      w_le_s_10_3_13_11  -1.000000000000e+00
    s_11      w_ge_10_3_13_11  -1.000000000000e+00
    s_11      w_le_s_11_3_11_11  -1.000000000000e+00
    s_11      w_ge_11_3_11_11  -1.000000000000e+00
    s_11      w_le_s_11_3_13_11  -1.000000000000e+00
    s_11      w_ge_11_3_13_11  -1.000000000000e+00
    s_11      w_le_s_12_3_11_11  -1.000000000000e+00
    s_11      w_ge_12_3_11_11  -1.000000000000e+00
    s_11      w_le_s_12_3_13_11  -1.000000000000e+00
    s_11      w_ge_12_3_13_11  -1.000000000000e+00
    s_11      w_le_s_1_4_11_11  -1.000000000000e+00
    s_11      w_ge_1_4_11_11  -1.000000000000e+00
    s_11      w_le_s_1_4_13_11  -1.000000000000e+00
    s_11      w_ge_1_4_13_11  -1.000000000000e+00
    s_11      w_le_s_2_4_11_11  -1.000000000000e+00
    s_11      w_ge_2_4_11_11  -1.000000000000e+00
    s_11      w_le_s_2_4_13_11  -1.000000000000e+00
    s_11      w_ge_2_4_13_11  -1.000000000000e+00
    s_11      w_le_s_3_4_11_11  -1.000000000000e+00
    s_11      w_ge_3_4_11_11  -1.000000000000e+00
    s_11      w_le_s_3_4_13_11  -1.000000000000e+00
    s_11      w_ge_3_4_13_11  -1.000000000000e+00
    s_11      w_le_s_4_4_11_11  -1.000000000000e+00
    s_11      w_ge_4_4_11_11  -1.000000000000e+00
    s_11      w_le_s_4_4_13_11  -1.000000000000e+00
    s_11      w_ge_4_4_13_11  -1.000000000000e+00
    s_11      w_le_s_5_4_11_11  -1.000000000000e+00
    s_11      w_ge_5_4_11_11  -1.000000000000e+00
    s_11      w_le_s_5_4_13_11  -1.000000000000e+00
    s_11      w_ge_5_4_13_11  -1.000000000000e+00
    s_11      w_le_s_6_4_11_11  -1.000000000000e+00
    s_11      w_ge_6_4_11_11  -1.000000000000e+00
    s_11      w_le_s_6_4_13_11  -1.000000000000e+00
    s_11      w_ge_6_4_13_11  -1.000000000000e+00
    s_11      w_le_s_7_4_11_11  -1.000000000000e+00
    s_11      w_ge_7_4_11_11  -1.000000000000e+00
    s_11      w_le_s_7_4_13_11  -1.000000000000e+00
    s_11      w_ge_7_4_13_11  -1.000000000000e+00
    s_11      w_le_s_8_4_11_11  -1.000000000000e+00
    s_11      w_ge_8_4_11_11  -1.000000000000e+00
    s_11      w_le_s_8_4_13_11  -1.000000000000e+00
    s_11      w_ge_8_4_13_11  -1.000000000000e+00
    s_11      w_le_s_9_4_11_11  -1.000000000000e+00
    s_11      w_ge_9_4_11_11  -1.000000000000e+00
    s_11      w_le_s_9_4_13_11  -1.000000000000e+00
    s_11      w_ge_9_4_13_11  -1.000000000000e+00
    s_11      w_le_s_10_4_11_11  -1.000000000000e+00
    s_11      w_ge_10_4_11_11  -1.000000000000e+00
    s_11      w_le_s_10_4_13_11  -1.000000000000e+00
    s_11      w_ge_10_4_13_11  -1.000000000000e+00
    s_11      w_le_s_11_4_11_11  -1.000000000000e+00
    s_11      w_ge_11_4_11_11  -1.000000000000e+00
    s_11      w_le_s_11_4_13_11  -1.000000000000e+00
    s_11      w_ge_11_4_13_11  -1.000000000000e+00
    s_11      w_le_s_12_4_11_11  -1.000000000000e+00
    s_11      w_ge_12_4_11_11  -1.000000000000e+00
    s_11      w_le_s_12_4_13_11  -1.000000000000e+00
    s_11      w_ge_12_4_13_11  -1.000000000000e+00
    s_11      w_le_s_1_5_11_11  -1.000000000000e+00
    s_11      w_ge_1_5_11_11  -1.000000000000e+00
    s_11      w_le_s_1_5_13_11  -1.000000000000e+00
    s_11      w_ge_1_5_13_11  -1.000000000000e+00
    s_11      w_le_s_2_5_11_11  -1.000000000000e+00
    s_11      w_ge_2_5_11_11  -1.000000000000e+00
    s_11      w_le_s_2_5_13_11  -1.000000000000e+00
    s_11      w_ge_2_5_13_11  -1.000000000000e+00
    s_11      w_le_s_3_5_11_11  -1.000000000000e+00
    s_11      w_ge_3_5_11_11  -1.000000000000e+00
    s_11      w_le_s_3_5_13_11  -1.000000000000e+00
    s_11      w_ge_3_5_13_11  -1.000000000000e+00
    s_11      w_le_s_4_5_11_11  -1.000000000000e+00
    s_11      w_ge_4_5_11_11  -1.000000000000e+00
    s_11      w_le_s_4_5_13_11  -1.000000000000e+00
    s_11      w_ge_4_5_13_11  -1.000000000000e+00
    s_11      w_le_s_5_5_11_11  -1.000000000000e+00
    s_11      w_ge_5_5_11_11  -1.000000000000e+00
    s_11      w_le_s_5_5_13_11  -1.000000000000e+00
    s_11      w_ge_5_5_13_11  -1.000000000000e+00
    s_11      w_le_s_6_5_11_11  -1.000000000000e+00
    s_11      w_ge_6_5_11_11  -1.000000000000e+00
    s_11      w_le_s_6_5_13_11  -1.000000000000e+00
    s_11      w_ge_6_5_13_11  -1.000000000000e+00
    s_11      w_le_s_7_5_11_11  -1.000000000000e+00
    s_11      w_ge_7_5_11_11  -1.000000000000e+00
    s_11      w_le_s_7_5_13_11  -1.000000000000e+00
    s_11      w_ge_7_5_13_11  -1.000000000000e+00
    s_11      w_le_s_8_5_11_11  -1.000000000000e+00
    s_11      w_ge_8_5_11_11  -1.000000000000e+00
    s_11      w_le_s_8_5_13_11  -1.000000000000e+00
    s_11      w_ge_8_5_13_11  -1.000000000000e+00
    s_11      w_le_s_9_5_11_11  -1.000000000000e+00
    s_11      w_ge_9_5_11_11  -1.000000000000e+00
    s_11      w_le_s_9_5_13_11  -1.000000000000e+00
    s_11      w_ge_9_5_13_11  -1.000000000000e+00
    s_11      w_le_s_10_5_11_11  -1.000000000000e+00
    s_11      w_ge_10_5_11_11  -1.000000000000e+00
    s_11      w_le_s_10_5_13_11  -1.000000000000e+00
    s_11      w_ge_10_5_13_11  -1.000000000000e+00
    s_11      w_le_s_11_5_11_11  -1.000000000000e+00
    s_11      w_ge_11_5_11_11  -1.000000000000e+00
    s_11      w_le_s_11_5_13_11  -1.000000000000e+00
    s_11      w_ge_11_5_13_11  -1.000000000000e+00
    s_11      w_le_s_12_5_11_11  -1.000000000000e+00
    s_11      w_ge_12_5_11_11  -1.000000000000e+00
    s_11      w_le_s_12_5_13_11  -1.000000000000e+00
    s_11      w_ge_12_5_13_11  -1.000000000000e+00
    s_11      w_le_s_1_6_11_11  -1.000000000000e+00
    s_11      w_ge_1_6_11_11  -1.000000000000e+00
    s_11      w_le_s_1_6_13_11  -1.000000000000e+00
    s_11      w_ge_1_6_13_11  -1.000000000000e+00
    s_11      w_le_s_2_6_11_11  -1.000000000000e+00
    s_11      w_ge_2_6_11_11  -1.000000000000e+00
    s_11      w_le_s_2_6_13_11  -1.000000000000e+00
    s_11      w_ge_2_6_13_11  -1.000000000000e+00
    s_11      w_le_s_3_6_11_11  -1.000000000000e+00
    s_11      w_ge_3_6_11_11  -1.000000000000e+00
    s_11      w_le_s_3_6_13_11  -1.000000000000e+00
    s_11      w_ge_3_6_13_11  -1.000000000000e+00
    s_11      w_le_s_4_6_11_11  -1.000000000000e+00
    s_11      w_ge_4_6_11_11  -1.000000000000e+00
    s_11      w_le_s_4_6_13_11  -1.000000000000e+00
    s_11      w_ge_4_6_13_11  -1.000000000000e+00
    s_11      w_le_s_5_6_11_11  -1.000000000000e+00
    s_11      w_ge_5_6_11_11  -1.000000000000e+00
    s_11      w_le_s_5_6_13_11  -1.000000000000e+00
    s_11      w_ge_5_6_13_11  -1.000000000000e+00
    s_11      w_le_s_6_6_11_11  -1.000000000000e+00
    s_11      w_ge_6_6_11_11  -1.000000000000e+00
    s_11      w_le_s_6_6_13_11  -1.000000000000e+00
    s_11      w_ge_6_6_13_11  -1.000000000000e+00
    s_11      w_le_s_7_6_11_11  -1.000000000000e+00
    s_11      w_ge_7_6_11_11  -1.000000000000e+00
    s_11      w_le_s_7_6_13_11  -1.000000000000e+00
    s_11      w_ge_7_6_13_11  -1.000000000000e+00
    s_11      w_le_s_8_6_11_11  -1.000000000000e+00
    s_11      w_ge_8_6_11_11  -1.000000000000e+00
    s_11      w_le_s_8_6_13_11  -1.000000000000e+00
    s_11      w_ge_8_6_13_11  -1.000000000000e+00
    s_11      w_le_s_9_6_11_11  -1.000000000000e+00
    s_11      w_ge_9_6_11_11  -1.000000000000e+00
    s_11      w_le_s_9_6_13_11  -1.000000000000e+00
    s_11      w_ge_9_6_13_11  -1.000000000000e+00
    s_11      w_le_s_10_6_11_11  -1.000000000000e+00
    s_11      w_ge_10_6_11_11  -1.000000000000e+00
    s_11      w_le_s_10_6_13_11  -1.000000000000e+00
    s_11      w_ge_10_6_13_11  -1.000000000000e+00
    s_11      w_le_s_11_6_11_11  -1.000000000000e+00
    s_11      w_ge_11_6_11_11  -1.000000000000e+00
    s_11      w_le_s_11_6_13_11  -1.000000000000e+00
    s_11      w_ge_11_6_13_11  -1.000000000000e+00
    s_11      w_le_s_12_6_11_11  -1.000000000000e+00
    s_11      w_ge_12_6_11_11  -1.000000000000e+00
    s_11      w_le_s_12_6_13_11  -1.000000000000e+00
    s_11      w_ge_12_6_13_11  -1.000000000000e+00
    s_11      w_le_s_1_7_11_11  -1.000000000000e+00
    s_11      w_ge_1_7_11_11  -1.000000000000e+00
    s_11      w_le_s_1_7_13_11  -1.000000000000e+00
    s_11      w_ge_1_7_13_11  -1.000000000000e+00
    s_11      w_le_s_2_7_11_11  -1.000000000000e+00
    s_11      w_ge_2_7_11_11  -1.000000000000e+00
    s_11      w_le_s_2_7_13_11  -1.000000000000e+00
    s_11      w_ge_2_7_13_11  -1.000000000000e+00
    s_11      w_le_s_3_7_11_11  -1.000000000000e+00
    s_11      w_ge_3_7_11_11  -1.000000000000e+00
    s_11      w_le_s_3_7_13_11  -1.000000000000e+00
    s_11      w_ge_3_7_13_11  -1.000000000000e+00
    s_11      w_le_s_4_7_11_11  -1.000000000000e+00
    s_11      w_ge_4_7_11_11  -1.000000000000e+00
    s_11      w_le_s_4_7_13_11  -1.000000000000e+00
    s_11      w_ge_4_7_13_11  -1.000000000000e+00
    s_11      w_le_s_5_7_11_11  -1.000000000000e+00
    s_11      w_ge_5_7_11_11  -1.000000000000e+00
    s_11      w_le_s_5_7_13_11  -1.000000000000e+00
    s_11      w_ge_5_7_13_11  -1.000000000000e+00
    s_11      w_le_s_6_7_11_11  -1.000000000000e+00
    s_11      w_ge_6_7_11_11  -1.000000000000e+00
    s_11      w_le_s_6_7_13_11  -1.000000000000e+00
    s_11      w_ge_6_7_13_11  -1.000000000000e+00
    s_11      w_le_s_7_7_11_11  -1.000000000000e+00
    s_11      w_ge_7_7_11_11  -1.000000000000e+00
    s_11      w_le_s_7_7_13_11  -1.000000000000e+00
    s_11      w_ge_7_7_13_11  -1.000000000000e+00
    s_11      w_le_s_8_7_11_11  -1.000000000000e+00
    s_11      w_ge_8_7_11_11  -1.000000000000e+00
    s_11      w_le_s_8_7_13_11  -1.000000000000e+00
    s_11      w_ge_8_7_13_11  -1.000000000000e+00
    s_11      w_le_s_9_7_11_11  -1.000000000000e+00
    s_11      w_ge_9_7_11_11  -1.000000000000e+00
    s_11      w_le_s_9_7_13_11  -1.000000000000e+00
    s_11      w_ge_9_7_13_11  -1.000000000000e+00
    s_11      w_le_s_10_7_11_11  -1.000000000000e+00
    s_11      w_ge_10_7_11_11  -1.000000000000e+00
    s_11      w_le_s_10_7_13_11  -1.000000000000e+00
    s_11      w_ge_10_7_13_11  -1.000000000000e+00
    s_11      w_le_s_11_7_11_11  -1.000000000000e+00
    s_11      w_ge_11_7_11_11  -1.000000000000e+00
    s_11      w_le_s_11_7_13_11  -1.000000000000e+00
    s_11      w_ge_11_7_13_11  -1.000000000000e+00
    s_11      w_le_s_12_7_11_11  -1.000000000000e+00
    s_11      w_ge_12_7_11_11  -1.000000000000e+00
    s_11      w_le_s_12_7_13_11  -1.000000000000e+00
    s_11      w_ge_12_7_13_11  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_5       strides_count   1.000000000000e+00
    s_5       w_le_s_1_1_5_5  -1.000000000000e+00
    s_5       w_ge_1_1_5_5  -1.000000000000e+00
    s_5       w_le_s_1_1_19_5  -1.000000000000e+00
    s_5       w_ge_1_1_19_5  -1.000000000000e+00
    s_5       w_le_s_2_1_5_5  -1.000000000000e+00
    s_5       w_ge_2_1_5_5  -1.000000000000e+00
    s_5       w_le_s_2_1_19_5  -1.000000000000e+00
    s_5       w_ge_2_1_19_5  -1.000000000000e+00
    s_5       w_le_s_3_1_5_5  -1.000000000000e+00
    s_5       w_ge_3_1_5_5  -1.000000000000e+00
    s_5       w_le_s_3_1_19_5  -1.000000000000e+00
    s_5       w_ge_3_1_19_5  -1.000000000000e+00
    s_5       w_le_s_4_1_5_5  -1.000000000000e+00
    s_5       w_ge_4_1_5_5  -1.000000000000e+00
    s_5       w_le_s_4_1_19_5  -1.000000000000e+00
    s_5       w_ge_4_1_19_5  -1.000000000000e+00
    s_5       w_le_s_5_1_5_5  -1.000000000000e+00
    s_5       w_ge_5_1_5_5  -1.000000000000e+00
    s_5       w_le_s_5_1_19_5  -1.000000000000e+00
    s_5       w_ge_5_1_19_5  -1.000000000000e+00
    s_5       w_le_s_6_1_5_5  -1.000000000000e+00
    s_5       w_ge_6_1_5_5  -1.000000000000e+00
    s_5       w_le_s_6_1_19_5  -1.000000000000e+00
    s_5       w_ge_6_1_19_5  -1.000000000000e+00
    s_5       w_le_s_7_1_5_5  -1.000000000000e+00
    s_5       w_ge_7_1_5_5  -1.000000000000e+00
    s_5       w_le_s_7_1_19_5  -1.000000000000e+00
    s_5       w_ge_7_1_19_5  -1.000000000000e+00
    s_5       w_le_s_8_1_5_5  -1.000000000000e+00
    s_5       w_ge_8_1_5_5  -1.000000000000e+00
    s_5       w_le_s_8_1_19_5  -1.000000000000e+00
    s_5       w_ge_8_1_19_5  -1.000000000000e+00
    s_5       w_le_s_9_1_5_5  -1.000000000000e+00
    s_5       w_ge_9_1_5_5  -1.000000000000e+00
    s_5       w_le_s_9_1_19_5  -1.000000000000e+00
    s_5       w_ge_9_1_19_5  -1.000000000000e+00
    s_5       w_le_s_10_1_5_5  -1.000000000000e+00
    s_5       w_ge_10_1_5_5  -1.000000000000e+00
    s_5       w_le_s_10_1_19_5  -1.000000000000e+00
    s_5       w_ge_10_1_19_5  -1.000000000000e+00
    s_5       w_le_s_11_1_5_5  -1.000000000000e+00
    s_5       w_ge_11_1_5_5  -1.000000000000e+00
    s_5       w_le_s_11_1_19_5  -1.000000000000e+00
    s_5       w_ge_11_1_19_5  -1.000000000000e+00
    s_5       w_le_s_12_1_5_5  -1.000000000000e+00
    s_5       w_ge_12_1_5_5  -1.000000000000e+00
    s_5       w_le_s_12_1_19_5  -1.000000000000e+00
    s_5       w_ge_12_1_19_5  -1.000000000000e+00
    s_5       w_le_s_1_2_5_5  -1.000000000000e+00
    s_5       w_ge_1_2_5_5  -1.000000000000e+00
    s_5       w_le_s_1_2_19_5  -1.000000000000e+00
    s_5       w_ge_1_2_19_5  -1.000000000000e+00
    s_5       w_le_s_2_2_5_5  -1.000000000000e+00
    s_5       w_ge_2_2_5_5  -1.000000000000e+00
    s_5       w_le_s_2_2_19_5  -1.000000000000e+00
    s_5       w_ge_2_2_19_5  -1.000000000000e+00
    s_5       w_le_s_3_2_5_5  -1.000000000000e+00
    s_5       w_ge_3_2_5_5  -1.000000000000e+00
    s_5       w_le_s_3_2_19_5  -1.000000000000e+00
    s_5       w_ge_3_2_19_5  -1.000000000000e+00
    s_5       w_le_s_4_2_5_5  -1.000000000000e+00
    s_5       w_ge_4_2_5_5  -1.000000000000e+00
    s_5       w_le_s_4_2_19_5  -1.000000000000e+00
    s_5       w_ge_4_2_19_5  -1.000000000000e+00
    s_5       w_le_s_5_2_5_5  -1.000000000000e+00
    s_5       w_ge_5_2_5_5  -1.000000000000e+00
    s_5       w_le_s_5_2_19_5  -1.000000000000e+00
    s_5       w_ge_5_2_19_5  -1.000000000000e+00
    s_5       w_le_s_6_2_5_5  -1.000000000000e+00
    s_5       w_ge_6_2_5_5  -1.000000000000e+00
    s_5       w_le_s_6_2_19_5  -1.000000000000e+00
    s_5       w_ge_6_2_19_5  -1.000000000000e+00
    s_5       w_le_s_7_2_5_5  -1.000000000000e+00
    s_5       w_ge_7_2_5_5  -1.000000000000e+00
    s_5       w_le_s_7_2_19_5  -1.000000000000e+00
    s_5       w_ge_7_2_19_5  -1.000000000000e+00
    s_5       w_le_s_8_2_5_5  -1.000000000000e+00
    s_5       w_ge_8_2_5_5  -1.000000000000e+00
    s_5       w_le_s_8_2_19_5  -1.000000000000e+00
    s_5       w_ge_8_2_19_5  -1.000000000000e+00
    s_5       w_le_s_9_2_5_5  -1.000000000000e+00
    s_5       w_ge_9_2_5_5  -1.000000000000e+00
    s_5       w_le_s_9_2_19_5  -1.000000000000e+00
    s_5       w_ge_9_2_19_5  -1.000000000000e+00
    s_5       w_le_s_10_2_5_5  -1.000000000000e+00
    s_5       w_ge_10_2_5_5  -1.000000000000e+00
    s_5       w_le_s_10_2_19_5  -1.000000000000e+00
    s_5       w_ge_10_2_19_5  -1.000000000000e+00
    s_5       w_le_s_11_2_5_5  -1.000000000000e+00
    s_5       w_ge_11_2_5_5  -1.000000000000e+00
    s_5       w_le_s_11_2_19_5  -1.000000000000e+00
    s_5       w_ge_11_2_19_5  -1.000000000000e+00
    s_5       w_le_s_12_2_5_5  -1.000000000000e+00
    s_5       w_ge_12_2_5_5  -1.000000000000e+00
    s_5       w_le_s_12_2_19_5  -1.000000000000e+00
    s_5       w_ge_12_2_19_5  -1.000000000000e+00
    s_5       w_le_s_1_3_5_5  -1.000000000000e+00
    s_5       w_ge_1_3_5_5  -1.000000000000e+00
    s_5       w_le_s_1_3_19_5  -1.000000000000e+00
    s_5       w_ge_1_3_19_5  -1.000000000000e+00
    s_5       w_le_s_2_3_5_5  -1.000000000000e+00
    s_5       w_ge_2_3_5_5  -1.000000000000e+00
    s_5       w_le_s_2_3_19_5  -1.000000000000e+00
    s_5       w_ge_2_3_19_5  -1.000000000000e+00
    s_5       w_le_s_3_3_5_5  -1.000000000000e+00
    s_5       w_ge_3_3_5_5  -1.000000000000e+00
    s_5       w_le_s_3_3_19_5  -1.000000000000e+00
    s_5       w_ge_3_3_19_5  -1.000000000000e+00
    s_5       w_le_s_4_3_5_5  -1.000000000000e+00
    s_5       w_ge_4_3_5_5  -1.000000000000e+00
    s_5       w_le_s_4_3_19_5  -1.000000000000e+00
    s_5       w_ge_4_3_19_5  -1.000000000000e+00
    s_5       w_le_s_5_3_5_5  -1.000000000000e+00
    s_5       w_ge_5_3_5_5  -1.000000000000e+00
    s_5       w_le_s_5_3_19_5  -1.000000000000e+00
    s_5       w_ge_5_3_19_5  -1.000000000000e+00
    s_5       w_le_s_6_3_5_5  -1.000000000000e+00
    s_5       w_ge_6_3_5_5  -1.000000000000e+00
    s_5       w_le_s_6_3_19_5  -1.000000000000e+00
    s_5       w_ge_6_3_19_5  -1.000000000000e+00
    s_5       w_le_s_7_3_5_5  -1.000000000000e+00
    s_5       w_ge_7_3_5_5  -1.000000000000e+00
    s_5       w_le_s_7_3_19_5  -1.000000000000e+00
    s_5       w_ge_7_3_19_5  -1.000000000000e+00
    s_5       w_le_s_8_3_5_5  -1.000000000000e+00
    s_5       w_ge_8_3_5_5  -1.000000000000e+00
    s_5       w_le_s_8_3_19_5  -1.000000000000e+00
    s_5       w_ge_8_3_19_5  -1.000000000000e+00
    s_5       w_le_s_9_3_5_5  -1.000000000000e+00
    s_5       w_ge_9_3_5_5  -1.000000000000e+00
    s_5       w_le_s_9_3_19_5  -1.000000000000e+00
    s_5       w_ge_9_3_19_5  -1.000000000000e+00
    s_5       w_le_s_10_3_5_5  -1.000000000000e+00
    s_5       w_ge_10_3_5_5  -1.000000000000e+00
    s_5       w_le_s_10_3_19_5  -1.000000000000e+00
    s_5       w_ge_10_3_19_5  -1.000000000000e+00
    s_5       w_le_s_11_3_5_5  -1.000000000000e+00
    s_5       w_ge_11_3_5_5  -1.000000000000e+00
    s_5       w_le_s_11_3_19_5  -1.000000000000e+00
    s_5       w_ge_11_3_19_5  -1.000000000000e+00
    s_5       w_le_s_12_3_5_5  -1.000000000000e+00
    s_5       w_ge_12_3_5_5  -1.000000000000e+00
    s_5       w_le_s_12_3_19_5  -1.000000000000e+00
    s_5       w_ge_12_3_19_5  -1.000000000000e+00
    s_5       w_le_s_1_4_5_5  -1.000000000000e+00
    s_5       w_ge_1_4_5_5  -1.000000000000e+00
    s_5       w_le_s_1_4_19_5  -1.000000000000e+00
    s_5       w_ge_1_4_19_5  -1.000000000000e+00
    s_5       w_le_s_2_4_5_5  -1.000000000000e+00
    s_5       w_ge_2_4_5_5  -1.000000000000e+00
    s_5       w_le_s_2_4_19_5  -1.000000000000e+00
    s_5       w_ge_2_4_19_5  -1.000000000000e+00
    s_5       w_le_s_3_4_5_5  -1.000000000000e+00
    s_5       w_ge_3_4_5_5  -1.000000000000e+00
    s_5       w_le_s_3_4_19_5  -1.000000000000e+00
    s_5       w_ge_3_4_19_5  -1.000000000000e+00
    s_5       w_le_s_4_4_5_5  -1.000000000000e+00
    s_5       w_ge_4_4_5_5  -1.000000000000e+00
    s_5       w_le_s_4_4_19_5  -1.000000000000e+00
    s_5       w_ge_4_4_19_5  -1.000000000000e+00
    s_5       w_le_s_5_4_5_5  -1.000000000000e+00
    s_5       w_ge_5_4_5_5  -1.000000000000e+00
    s_5       w_le_s_5_4_19_5  -1.000000000000e+00
    s_5       w_ge_5_4_19_5  -1.000000000000e+00
    s_5       w_le_s_6_4_5_5  -1.000000000000e+00
    s_5       w_ge_6_4_5_5  -1.000000000000e+00
    s_5       w_le_s_6_4_19_5  -1.000000000000e+00
    s_5       w_ge_6_4_19_5  -1.000000000000e+00
    s_5       w_le_s_7_4_5_5  -1.000000000000e+00
    s_5       w_ge_7_4_5_5  -1.000000000000e+00
    s_5       w_le_s_7_4_19_5  -1.000000000000e+00
    s_5       w_ge_7_4_19_5  -1.000000000000e+00
    s_5       w_le_s_8_4_5_5  -1.000000000000e+00
    s_5       w_ge_8_4_5_5  -1.000000000000e+00
    s_5       w_le_s_8_4_19_5  -1.000000000000e+00
    s_5       w_ge_8_4_19_5  -1.000000000000e+00
    s_5       w_le_s_9_4_5_5  -1.000000000000e+00
    s_5       w_ge_9_4_5_5  -1.000000000000e+00
    s_5       w_le_s_9_4_19_5  -1.000000000000e+00
    s_5       w_ge_9_4_19_5  -1.000000000000e+00
    s_5       w_le_s_10_4_5_5  -1.000000000000e+00
    s_5       w_ge_10_4_5_5  -1.000000000000e+00
    s_5       w_le_s_10_4_19_5  -1.000000000000e+00
    s_5       w_ge_10_4_19_5  -1.000000000000e+00
    s_5       w_le_s_11_4_5_5  -1.000000000000e+00
    s_5       w_ge_11_4_5_5  -1.000000000000e+00
    s_5       w_le_s_11_4_19_5  -1.000000000000e+00
    s_5       w_ge_11_4_19_5  -1.000000000000e+00
    s_5       w_le_s_12_4_5_5  -1.000000000000e+00
    s_5       w_ge_12_4_5_5  -1.000000000000e+00
    s_5       w_le_s_12_4_19_5  -1.000000000000e+00
    s_5       w_ge_12_4_19_5  -1.000000000000e+00
    s_5       w_le_s_1_5_5_5  -1.000000000000e+00
    s_5       w_ge_1_5_5_5  -1.000000000000e+00
    s_5       w_le_s_1_5_19_5  -1.000000000000e+00
    s_5       w_ge_1_5_19_5  -1.000000000000e+00
    s_5       w_le_s_2_5_5_5  -1.000000000000e+00
    s_5       w_ge_2_5_5_5  -1.000000000000e+00
    s_5       w_le_s_2_5_19_5  -1.000000000000e+00
    s_5       w_ge_2_5_19_5  -1.000000000000e+00
    s_5       w_le_s_3_5_5_5  -1.000000000000e+00
    s_5       w_ge_3_5_5_5  -1.000000000000e+00
    s_5       w_le_s_3_5_19_5  -1.000000000000e+00
    s_5       w_ge_3_5_19_5  -1.000000000000e+00
    s_5       w_le_s_4_5_5_5  -1.000000000000e+00
    s_5       w_ge_4_5_5_5  -1.000000000000e+00
    s_5       w_le_s_4_5_19_5  -1.000000000000e+00
    s_5       w_ge_4_5_19_5  -1.000000000000e+00
    s_5       w_le_s_5_5_5_5  -1.000000000000e+00
    s_5       w_ge_5_5_5_5  -1.000000000000e+00
    s_5       w_le_s_5_5_19_5  -1.000000000000e+00
    s_5       w_ge_5_5_19_5  -1.000000000000e+00
    s_5       w_le_s_6_5_5_5  -1.000000000000e+00
    s_5       w_ge_6_5_5_5  -1.000000000000e+00
    s_5       w_le_s_6_5_19_5  -1.000000000000e+00
    s_5       w_ge_6_5_19_5  -1.000000000000e+00
    s_5       w_le_s_7_5_5_5  -1.000000000000e+00
    s_5       w_ge_7_5_5_5  -1.000000000000e+00
    s_5       w_le_s_7_5_19_5  -1.000000000000e+00
    s_5       w_ge_7_5_19_5  -1.000000000000e+00
    s_5       w_le_s_8_5_5_5  -1.000000000000e+00
    s_5       w_ge_8_5_5_5  -1.000000000000e+00
    s_5       w_le_s_8_5_19_5  -1.000000000000e+00
    s_5       w_ge_8_5_19_5  -1.000000000000e+00
    s_5       w_le_s_9_5_5_5  -1.000000000000e+00
    s_5       w_ge_9_5_5_5  -1.000000000000e+00
    s_5       w_le_s_9_5_19_5  -1.000000000000e+00
    s_5       w_ge_9_5_19_5  -1.000000000000e+00
    s_5       w_le_s_10_5_5_5  -1.000000000000e+00
    s_5       w_ge_10_5_5_5  -1.000000000000e+00
    s_5       w_le_s_10_5_19_5  -1.000000000000e+00
    s_5       w_ge_10_5_19_5  -1.000000000000e+00
    s_5       w_le_s_11_5_5_5  -1.000000000000e+00
    s_5       w_ge_11_5_5_5  -1.000000000000e+00
    s_5       w_le_s_11_5_19_5  -1.000000000000e+00
    s_5       w_ge_11_5_19_5  -1.000000000000e+00
    s_5       w_le_s_12_5_5_5  -1.000000000000e+00
    s_5       w_ge_12_5_5_5  -1.000000000000e+00
    s_5       w_le_s_12_5_19_5  -1.000000000000e+00
    s_5       w_ge_12_5_19_5  -1.000000000000e+00
    s_5       w_le_s_1_6_5_5  -1.000000000000e+00
    s_5       w_ge_1_6_5_5  -1.000000000000e+00
    s_5       w_le_s_1_6_19_5  -1.000000000000e+00
    s_5       w_ge_1_6_19_5  -1.000000000000e+00
    s_5       w_le_s_2_6_5_5  -1.000000000000e+00
    s_5       w_ge_2_6_5_5  -1.000000000000e+00
    s_5       w_le_s_2_6_19_5  -1.000000000000e+00
    s_5       w_ge_2_6_19_5  -1.000000000000e+00
    s_5       w_le_s_3_6_5_5  -1.000000000000e+00
    s_5       w_ge_3_6_5_5  -1.000000000000e+00
    s_5       w_le_s_3_6_19_5  -1.000000000000e+00
    s_5       w_ge_3_6_19_5  -1.000000000000e+00
    s_5       w_le_s_4_6_5_5  -1.000000000000e+00
    s_5       w_ge_4_6_5_5  -1.000000000000e+00
    s_5       w_le_s_4_6_19_5  -1.000000000000e+00
    s_5       w_ge_4_6_19_5  -1.000000000000e+00
    s_5       w_le_s_5_6_5_5  -1.000000000000e+00
    s_5       w_ge_5_6_5_5  -1.000000000000e+00
    s_5       w_le_s_5_6_19_5  -1.000000000000e+00
    s_5       w_ge_5_6_19_5  -1.000000000000e+00
    s_5       w_le_s_6_6_5_5  -1.000000000000e+00
    s_5       w_ge_6_6_5_5  -1.000000000000e+00
    s_5       w_le_s_6_6_19_5  -1.000000000000e+00
    s_5       w_ge_6_6_19_5  -1.000000000000e+00
    s_5       w_le_s_7_6_5_5  -1.000000000000e+00
    s_5       w_ge_7_6_5_5  -1.000000000000e+00
    s_5       w_le_s_7_6_19_5  -1.000000000000e+00
    s_5       w_ge_7_6_19_5  -1.000000000000e+00
    s_5       w_le_s_8_6_5_5  -1.000000000000e+00
    s_5       w_ge_8_6_5_5  -1.000000000000e+00
    s_5       w_le_s_8_6_19_5  -1.000000000000e+00
    s_5       w_ge_8_6_19_5  -1.000000000000e+00
    s_5       w_le_s_9_6_5_5  -1.000000000000e+00
    s_5       w_ge_9_6_5_5  -1.000000000000e+00
    s_5       w_le_s_9_6_19_5  -1.000000000000e+00
    s_5       w_ge_9_6_19_5  -1.000000000000e+00
    s_5       w_le_s_10_6_5_5  -1.000000000000e+00
    s_5       w_ge_10_6_5_5  -1.000000000000e+00
    s_5       w_le_s_10_6_19_5  -1.000000000000e+00
    s_5       w_ge_10_6_19_5  -1.000000000000e+00
    s_5       w_le_s_11_6_5_5  -1.000000000000e+00
    s_5       w_ge_11_6_5_5  -1.000000000000e+00
    s_5       w_le_s_11_6_19_5  -1.000000000000e+00
    s_5       w_ge_11_6_19_5  -1.000000000000e+00
    s_5       w_le_s_12_6_5_5  -1.000000000000e+00
    s_5       w_ge_12_6_5_5  -1.000000000000e+00
    s_5       w_le_s_12_6_19_5  -1.000000000000e+00
    s_5       w_ge_12_6_19_5  -1.000000000000e+00
    s_5       w_le_s_1_7_5_5  -1.000000000000e+00
    s_5       w_ge_1_7_5_5  -1.000000000000e+00
    s_5       w_le_s_1_7_19_5  -1.000000000000e+00
    s_5       w_ge_1_7_19_5  -1.000000000000e+00
    s_5       w_le_s_2_7_5_5  -1.000000000000e+00
    s_5       w_ge_2_7_5_5  -1.000000000000e+00
    s_5       w_le_s_2_7_19_5  -1.000000000000e+00
    s_5       w_ge_2_7_19_5  -1.000000000000e+00
    s_5       w_le_s_3_7_5_5  -1.000000000000e+00
    s_5       w_ge_3_7_5_5  -1.000000000000e+00
    s_5       w_le_s_3_7_19_5  -1.000000000000e+00
    s_5       w_ge_3_7_19_5  -1.000000000000e+00
    s_5       w_le_s_4_7_5_5  -1.000000000000e+00
    s_5       w_ge_4_7_5_5  -1.000000000000e+00
    s_5       w_le_s_4_7_19_5  -1.000000000000e+00
    s_5       w_ge_4_7_19_5  -1.000000000000e+00
    s_5       w_le_s_5_7_5_5  -1.000000000000e+00
    s_5       w_ge_5_7_5_5  -1.000000000000e+00
    s_5       w_le_s_5_7_19_5  -1.000000000000e+00
    s_5       w_ge_5_7_19_5  -1.000000000000e+00
    s_5       w_le_s_6_7_5_5  -1.000000000000e+00
    s_5       w_ge_6_7_5_5  -1.000000000000e+00
    s_5       w_le_s_6_7_19_5  -1.000000000000e+00
    s_5       w_ge_6_7_19_5  -1.000000000000e+00
    s_5       w_le_s_7_7_5_5  -1.000000000000e+00
    s_5       w_ge_7_7_5_5  -1.000000000000e+00
    s_5       w_le_s_7_7_19_5  -1.000000000000e+00
    s_5       w_ge_7_7_19_5  -1.000000000000e+00
    s_5       w_le_s_8_7_5_5  -1.000000000000e+00
    s_5       w_ge_8_7_5_5  -1.000000000000e+00
    s_5       w_le_s_8_7_19_5  -1.000000000000e+00
    s_5       w_ge_8_7_19_5  -1.000000000000e+00
    s_5       w_le_s_9_7_5_5  -1.000000000000e+00
    s_5       w_ge_9_7_5_5  -1.000000000000e+00
    s_5       w_le_s_9_7_19_5  -1.000000000000e+00
    s_5       w_ge_9_7_19_5  -1.000000000000e+00
    s_5       w_le_s_10_7_5_5  -1.000000000000e+00
    s_5       w_ge_10_7_5_5  -1.000000000000e+00
    s_5       w_le_s_10_7_19_5  -1.000000000000e+00
    s_5       w_ge_10_7_19_5  -1.000000000000e+00
    s_5       w_le_s_11_7_5_5  -1.000000000000e+00
    s_5       w_ge_11_7_5_5  -1.000000000000e+00
    s_5       w_le_s_11_7_19_5  -1.000000000000e+00
    s_5       w_ge_11_7_19_5  -1.000000000000e+00
    s_5       w_le_s_12_7_5_5  -1.000000000000e+00
    s_5       w_ge_12_7_5_5  -1.000000000000e+00
    s_5       w_le_s_12_7_19_5  -1.000000000000e+00
    s_5       w_ge_12_7_19_5  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    s_7       strides_count   1.000000000000e+00
    s_7       w_le_s_1_1_7_7  -1.000000000000e+00
    s_7       w_ge_1_1_7_7  -1.000000000000e+00
    s_7       w_le_s_1_1_17_7  -1.000000000000e+00
    s_7       w_ge_1_1_17_7  -1.000000000000e+00
    s_7       w_le_s_2_1_7_7  -1.000000000000e+00
    s_7       w_ge_2_1_7_7  -1.000000000000e+00
    s_7       w_le_s_2_1_17_7  -1.000000000000e+00
    s_7       w_ge_2_1_17_7  -1.000000000000e+00
    s_7       w_le_s_3_1_7_7  -1.000000000000e+00
    s_7       w_ge_3_1_7_7  -1.000000000000e+00
    s_7       w_le_s_3_1_17_7  -1.000000000000e+00
    s_7       w_ge_3_1_17_7  -1.000000000000e+00
    s_7       w_le_s_4_1_7_7  -1.000000000000e+00
    s_7       w_ge_4_1_7_7  -1.000000000000e+00
    s_7       w_le_s_4_1_17_7  -1.000000000000e+00
    s_7       w_ge_4_1_17_7  -1.000000000000e+00
    s_7       w_le_s_5_1_7_7  -1.000000000000e+00
    s_7       w_ge_5_1_7_7  -1.000000000000e+00
    s_7       w_le_s_5_1_17_7  -1.000000000000e+00
    s_7       w_ge_5_1_17_7  -1.000000000000e+00
    s_7       w_le_s_6_1_7_7  -1.000000000000e+00
    s_7       w_ge_6_1_7_7  -1.000000000000e+00
    s_7       w_le_s_6_1_17_7  -1.000000000000e+00
    s_7       w_ge_6_1_17_7  -1.000000000000e+00
    s_7       w_le_s_7_1_7_7  -1.000000000000e+00
    s_7       w_ge_7_1_7_7  -1.000000000000e+00
    s_7       w_le_s_7_1_17_7  -1.000000000000e+00
    s_7       w_ge_7_1_17_7  -1.000000000000e+00
    s_7       w_le_s_8_1_7_7  -1.000000000000e+00
    s_7       w_ge_8_1_7_7  -1.000000000000e+00
    s_7       w_le_s_8_1_17_7  -1.000000000000e+00
    s_7       w_ge_8_1_17_7  -1.000000000000e+00
    s_7       w_le_s_9_1_7_7  -1.000000000000e+00
    s_7       w_ge_9_1_7_7  -1.000000000000e+00
    s_7       w_le_s_9_1_17_7  -1.000000000000e+00
    s_7       w_ge_9_1_17_7  -1.000000000000e+00
    s_7       w_le_s_10_1_7_7  -1.000000000000e+00
    s_7       w_ge_10_1_7_7  -1.000000000000e+00
    s_7       w_le_s_10_1_17_7  -1.000000000000e+00
    s_7       w_ge_10_1_17_7  -1.000000000000e+00
    s_7       w_le_s_11_1_7_7  -1.000000000000e+00
    s_7       w_ge_11_1_7_7  -1.000000000000e+00
    s_7       w_le_s_11_1_17_7  -1.000000000000e+00
    s_7       w_ge_11_1_17_7  -1.000000000000e+00
    s_7       w_le_s_12_1_7_7  -1.000000000000e+00
    s_7       w_ge_12_1_7_7  -1.000000000000e+00
    s_7       w_le_s_12_1_17_7  -1.000000000000e+00
    s_7       w_ge_12_1_17_7  -1.000000000000e+00
    s_7       w_le_s_1_2_7_7  -1.000000000000e+00
    s_7       w_ge_1_2_7_7  -1.000000000000e+00
    s_7       w_le_s_1_2_17_7  -1.000000000000e+00
    s_7       w_ge_1_2_17_7  -1.000000000000e+00
    s_7       w_le_s_2_2_7_7  -1.000000000000e+00
    s_7       w_ge_2_2_7_7  -1.000000000000e+00
    s_7       w_le_s_2_2_17_7  -1.000000000000e+00
    s_7       w_ge_2_2_17_7  -1.000000000000e+00
    s_7       w_le_s_3_2_7_7  -1.000000000000e+00
    s_7       w_ge_3_2_7_7  -1.000000000000e+00
    s_7       w_le_s_3_2_17_7  -1.000000000000e+00
    s_7       w_ge_3_2_17_7  -1.000000000000e+00
    s_7       w_le_s_4_2_7_7  -1.000000000000e+00
    s_7       w_ge_4_2_7_7  -1.000000000000e+00
    s_7       w_le_s_4_2_17_7  -1.000000000000e+00
    s_7       w_ge_4_2_17_7  -1.000000000000e+00
    s_7       w_le_s_5_2_7_7  -1.000000000000e+00
    s_7       w_ge_5_2_7_7  -1.000000000000e+00
    s_7       w_le_s_5_2_17_7  -1.000000000000e+00
    s_7       w_ge_5_2_17_7  -1.000000000000e+00
    s_7       w_le_s_6_2_7_7  -1.000000000000e+00
    s_7       w_ge_6_2_7_7  -1.000000000000e+00
    s_7       w_le_s_6_2_17_7  -1.000000000000e+00
    s_7       w_ge_6_2_17_7  -1.000000000000e+00
    s_7       w_le_s_7_2_7_7  -1.000000000000e+00
    s_7       w_ge_7_2_7_7  -1.000000000000e+00
    s_7       w_le_s_7_2_17_7  -1.000000000000e+00
    s_7       w_ge_7_2_17_7  -1.000000000000e+00
    s_7       w_le_s_8_2_7_7  -1.000000000000e+00
    s_7       w_ge_8_2_7_7  -1.000000000000e+00
    s_7       w_le_s_8_2_17_7  -1.000000000000e+00
    s_7       w_ge_8_2_17_7  -1.000000000000e+00
    s_7       w_le_s_9_2_7_7  -1.000000000000e+00
    s_7       w_ge_9_2_7_7  -1.000000000000e+00
    s_7       w_le_s_9_2_17_7  -1.000000000000e+00
    s_7       w_ge_9_2_17_7  -1.000000000000e+00
    s_7       w_le_s_10_2_7_7  -1.000000000000e+00
    s_7       w_ge_10_2_7_7  -1.000000000000e+00
    s_7       w_le_s_10_2_17_7  -1.000000000000e+00
    s_7       w_ge_10_2_17_7  -1.000000000000e+00
    s_7       w_le_s_11_2_7_7  -1.000000000000e+00
    s_7       w_ge_11_2_7_7  -1.000000000000e+00
    s_7       w_le_s_11_2_17_7  -1.000000000000e+00
    s_7       w_ge_11_2_17_7  -1.000000000000e+00
    s_7       w_le_s_12_2_7_7  -1.000000000000e+00
    s_7       w_ge_12_2_7_7  -1.000000000000e+00
    s_7       w_le_s_12_2_17_7  -1.000000000000e+00
    s_7       w_ge_12_2_17_7  -1.000000000000e+00
    s_7       w_le_s_1_3_7_7  -1.000000000000e+00
    s_7       w_ge_1_3_7_7  -1.000000000000e+00
    s_7       w_le_s_1_3_17_7  -1.000000000000e+00
    s_7       w_ge_1_3_17_7  -1.000000000000e+00
    s_7       w_le_s_2_3_7_7  -1.000000000000e+00
    s_7       w_ge_2_3_7_7  -1.000000000000e+00
    s_7       w_le_s_2_3_17_7  -1.000000000000e+00
    s_7       w_ge_2_3_17_7  -1.000000000000e+00
    s_7       w_le_s_3_3_7_7  -1.000000000000e+00
    s_7       w_ge_3_3_7_7  -1.000000000000e+00
    s_7       w_le_s_3_3_17_7  -1.000000000000e+00
    s_7       w_ge_3_3_17_7  -1.000000000000e+00
    s_7       w_le_s_4_3_7_7  -1.000000000000e+00
    s_7       w_ge_4_3_7_7  -1.000000000000e+00
    s_7       w_le_s_4_3_17_7  -1.000000000000e+00
    s_7       w_ge_4_3_17_7  -1.000000000000e+00
    s_7       w_le_s_5_3_7_7  -1.000000000000e+00
    s_7       w_ge_5_3_7_7  -1.000000000000e+00
    s_7       w_le_s_5_3_17_7  -1.000000000000e+00
    s_7       w_ge_5_3_17_7  -1.000000000000e+00
    s_7       w_le_s_6_3_7_7  -1.000000000000e+00
    s_7       w_ge_6_3_7_7  -1.000000000000e+00
    s_7       w_le_s_6_3_17_7  -1.000000000000e+00
    s_7       w_ge_6_3_17_7  -1.000000000000e+00
    s_7       w_le_s_7_3_7_7  -1.000000000000e+00
    s_7       w_ge_7_3_7_7  -1.000000000000e+00
    s_7       w_le_s_7_3_17_7  -1.000000000000e+00
    s_7       w_ge_7_3_17_7  -1.000000000000e+00
    s_7       w_le_s_8_3_7_7  -1.000000000000e+00
    s_7       w_ge_8_3_7_7  -1.000000000000e+00
    s_7       w_le_s_8_3_17_7  -1.000000000000e+00
    s_7       w_ge_8_3_17_7  -1.000000000000e+00
    s_7       w_le_s_9_3_7_7  -1.000000000000e+00
    s_7       w_ge_9_3_7_7  -1.000000000000e+00
    s_7       w_le_s_9_3_17_7  -1.000000000000e+00
    s_7       w_ge_9_3_17_7  -1.000000000000e+00
    s_7       w_le_s_10_3_7_7  -1.000000000000e+00
    s_7       w_ge_10_3_7_7  -1.000000000000e+00
    s_7       w_le_s_10_3_17_7  -1.000000000000e+00
    s_7       w_ge_10_3_17_7  -1.000000000000e+00
    s_7       w_le_s_11_3_7_7  -1.000000000000e+00
    s_7       w_ge_11_3_7_7  -1.000000000000e+00
    s_7       w_le_s_11_3_17_7  -1.000000000000e+00
    s_7       w_ge_11_3_17_7  -1.000000000000e+00
    s_7       w_le_s_12_3_7_7  -1.000000000000e+00
    s_7       w_ge_12_3_7_7  -1.000000000000e+00
    s_7       w_le_s_12_3_17_7  -1.000000000000e+00
    s_7       w_ge_12_3_17_7  -1.000000000000e+00
    s_7       w_le_s_1_4_7_7  -1.000000000000e+00
    s_7       w_ge_1_4_7_7  -1.000000000000e+00
    s_7       w_le_s_1_4_17_7  -1.000000000000e+00
    s_7       w_ge_1_4_17_7  -1.000000000000e+00
    s_7       w_le_s_2_4_7_7  -1.000000000000e+00
    s_7       w_ge_2_4_7_7  -1.000000000000e+00
    s_7       w_le_s_2_4_17_7  -1.000000000000e+00
    s_7       w_ge_2_4_17_7  -1.000000000000e+00
    s_7       w_le_s_3_4_7_7  -1.000000000000e+00
    s_7       w_ge_3_4_7_7  -1.000000000000e+00
    s_7       w_le_s_3_4_17_7  -1.000000000000e+00
    s_7       w_ge_3_4_17_7  -1.000000000000e+00
    s_7       w_le_s_4_4_7_7  -1.000000000000e+00
    s_7       w_ge_4_4_7_7  -1.000000000000e+00
    s_7       w_le_s_4_4_17_7  -1.000000000000e+00
    s_7       w_ge_4_4_17_7  -1.000000000000e+00
    s_7       w_le_s_5_4_7_7  -1.000000000000e+00
    s_7       w_ge_5_4_7_7  -1.000000000000e+00
    s_7       w_le_s_5_4_17_7  -1.000000000000e+00
    s_7       w_ge_5_4_17_7  -1.000000000000e+00
    s_7       w_le_s_6_4_7_7  -1.000000000000e+00
    s_7       w_ge_6_4_7_7  -1.000000000000e+00
    s_7       w_le_s_6_4_17_7  -1.000000000000e+00
    s_7       w_ge_6_4_17_7  -1.000000000000e+00
    s_7       w_le_s_7_4_7_7  -1.000000000000e+00
    s_7       w_ge_7_4_7_7  -1.000000000000e+00
    s_7       w_le_s_7_4_17_7  -1.000000000000e+00
    s_7       w_ge_7_4_17_7  -1.000000000000e+00
    s_7       w_le_s_8_4_7_7  -1.000000000000e+00
    s_7       w_ge_8_4_7_7  -1.000000000000e+00
    s_7       w_le_s_8_4_17_7  -1.000000000000e+00
    s_7       w_ge_8_4_17_7  -1.000000000000e+00
    s_7       w_le_s_9_4_7_7  -1.000000000000e+00
    s_7       w_ge_9_4_7_7  -1.000000000000e+00
    s_7       w_le_s_9_4_17_7  -1.000000000000e+00
    s_7       w_ge_9_4_17_7  -1.000000000000e+00
    s_7       w_le_s_10_4_7_7  -1.000000000000e+00
    s_7       w_ge_10_4_7_7  -1.000000000000e+00
    s_7       w_le_s_10_4_17_7  -1.000000000000e+00
    s_7       w_ge_10_4_17_7  -1.000000000000e+00
    s_7       w_le_s_11_4_7_7  -1.000000000000e+00
    s_7       w_ge_11_4_7_7  -1.000000000000e+00
    s_7       w_le_s_11_4_17_7  -1.000000000000e+00
    s_7       w_ge_11_4_17_7  -1.000000000000e+00
    s_7       w_le_s_12_4_7_7  -1.000000000000e+00
    s_7       w_ge_12_4_7_7  -1.000000000000e+00
    s_7       w_le_s_12_4_17_7  -1.000000000000e+00
    s_7       w_ge_12_4_17_7  -1.000000000000e+00
    s_7       w_le_s_1_5_7_7  -1.000000000000e+00
    s_7       w_ge_1_5_7_7  -1.000000000000e+00
    s_7       w_le_s_1_5_17_7  -1.000000000000e+00
    s_7       w_ge_1_5_17_7  -1.000000000000e+00
    s_7       w_le_s_2_5_7_7  -1.000000000000e+00
    s_7       w_ge_2_5_7_7  -1.000000000000e+00
    s_7       w_le_s_2_5_17_7  -1.000000000000e+00
    s_7       w_ge_2_5_17_7  -1.000000000000e+00
    s_7       w_le_s_3_5_7_7  -1.000000000000e+00
    s_7       w_ge_3_5_7_7  -1.000000000000e+00
    s_7       w_le_s_3_5_17_7  -1.000000000000e+00
    s_7       w_ge_3_5_17_7  -1.000000000000e+00
    s_7       w_le_s_4_5_7_7  -1.000000000000e+00
    s_7       w_ge_4_5_7_7  -1.000000000000e+00
    s_7       w_le_s_4_5_17_7  -1.000000000000e+00
    s_7       w_ge_4_5_17_7  -1.000000000000e+00
    s_7       w_le_s_5_5_7_7  -1.000000000000e+00
    s_7       w_ge_5_5_7_7  -1.000000000000e+00
    s_7       w_le_s_5_5_17_7  -1.000000000000e+00
    s_7       w_ge_5_5_17_7  -1.000000000000e+00
    s_7       w_le_s_6_5_7_7  -1.000000000000e+00
    s_7       w_ge_6_5_7_7  -1.000000000000e+00
    s_7       w_le_s_6_5_17_7  -1.000000000000e+00
    s_7       w_ge_6_5_17_7  -1.000000000000e+00
    s_7       w_le_s_7_5_7_7  -1.000000000000e+00
    s_7       w_ge_7_5_7_7  -1.000000000000e+00
    s_7       w_le_s_7_5_17_7  -1.000000000000e+00
    s_7       w_ge_7_5_17_7  -1.000000000000e+00
    s_7       w_le_s_8_5_7_7  -1.000000000000e+00
    s_7       w_ge_8_5_7_7  -1.000000000000e+00
    s_7       w_le_s_8_5_17_7  -1.000000000000e+00
    s_7       w_ge_8_5_17_7  -1.000000000000e+00
    s_7       w_le_s_9_5_7_7  -1.000000000000e+00
    s_7       w_ge_9_5_7_7  -1.000000000000e+00
    s_7       w_le_s_9_5_17_7  -1.000000000000e+00
    s_7       w_ge_9_5_17_7  -1.000000000000e+00
    s_7       w_le_s_10_5_7_7  -1.000000000000e+00
    s_7       w_ge_10_5_7_7  -1.000000000000e+00
    s_7       w_le_s_10_5_17_7  -1.000000000000e+00
    s_7       w_ge_10_5_17_7  -1.000000000000e+00
    s_7       w_le_s_11_5_7_7  -1.000000000000e+00
    s_7       w_ge_11_5_7_7  -1.000000000000e+00
    s_7       w_le_s_11_5_17_7  -1.000000000000e+00
    s_7       w_ge_11_5_17_7  -1.000000000000e+00
    s_7       w_le_s_12_5_7_7  -1.000000000000e+00
    s_7       w_ge_12_5_7_7  -1.000000000000e+00
    s_7       w_le_s_12_5_17_7  -1.000000000000e+00
    s_7       w_ge_12_5_17_7  -1.000000000000e+00
    s_7       w_le_s_1_6_7_7  -1.000000000000e+00
    s_7       w_ge_1_6_7_7  -1.000000000000e+00
    s_7       w_le_s_1_6_17_7  -1.000000000000e+00
    s_7       w_ge_1_6_17_7  -1.000000000000e+00
    s_7       w_le_s_2_6_7_7  -1.000000000000e+00
    s_7       w_ge_2_6_7_7  -1.000000000000e+00
    s_7       w_le_s_2_6_17_7  -1.000000000000e+00
    s_7       w_ge_2_6_17_7  -1.000000000000e+00
    s_7       w_le_s_3_6_7_7  -1.000000000000e+00
    s_7       w_ge_3_6_7_7  -1.000000000000e+00
    s_7       w_le_s_3_6_17_7  -1.000000000000e+00
    s_7       w_ge_3_6_17_7  -1.000000000000e+00
    s_7       w_le_s_4_6_7_7  -1.000000000000e+00
    s_7       w_ge_4_6_7_7  -1.000000000000e+00
    s_7       w_le_s_4_6_17_7  -1.000000000000e+00
    s_7       w_ge_4_6_17_7  -1.000000000000e+00
    s_7       w_le_s_5_6_7_7  -1.000000000000e+00
    s_7       w_ge_5_6_7_7  -1.000000000000e+00
    s_7       w_le_s_5_6_17_7  -1.000000000000e+00
    s_7       w_ge_5_6_17_7  -1.000000000000e+00
    s_7       w_le_s_6_6_7_7  -1.000000000000e+00
    s_7       w_ge_6_6_7_7  -1.000000000000e+00
    s_7       w_le_s_6_6_17_7  -1.000000000000e+00
    s_7       w_ge_6_6_17_7  -1.000000000000e+00
    s_7       w_le_s_7_6_7_7  -1.000000000000e+00
    s_7       w_ge_7_6_7_7  -1.000000000000e+00
    s_7       w_le_s_7_6_17_7  -1.000000000000e+00
    s_7       w_ge_7_6_17_7  -1.000000000000e+00
    s_7       w_le_s_8_6_7_7  -1.000000000000e+00
    s_7       w_ge_8_6_7_7  -1.000000000000e+00
    s_7       w_le_s_8_6_17_7  -1.000000000000e+00
    s_7       w_ge_8_6_17_7  -1.000000000000e+00
    s_7       w_le_s_9_6_7_7  -1.000000000000e+00
    s_7       w_ge_9_6_7_7  -1.000000000000e+00
    s_7       w_le_s_9_6_17_7  -1.000000000000e+00
    s_7       w_ge_9_6_17_7  -1.000000000000e+00
    s_7       w_le_s_10_6_7_7  -1.000000000000e+00
    s_7       w_ge_10_6_7_7  -1.000000000000e+00
    s_7       w_le_s_10_6_17_7  -1.000000000000e+00
    s_7       w_ge_10_6_17_7  -1.000000000000e+00
    s_7       w_le_s_11_6_7_7  -1.000000000000e+00
    s_7       w_ge_11_6_7_7  -1.000000000000e+00
    s_7       w_le_s_11_6_17_7  -1.000000000000e+00
    s_7       w_ge_11_6_17_7  -1.000000000000e+00
    s_7       w_le_s_12_6_7_7  -1.000000000000e+00
    s_7       w_ge_12_6_7_7  -1.000000000000e+00
    s_7       w_le_s_12_6_17_7  -1.000000000000e+00
    s_7       w_ge_12_6_17_7  -1.000000000000e+00
    s_7       w_le_s_1_7_7_7  -1.000000000000e+00
    s_7       w_ge_1_7_7_7  -1.000000000000e+00
    s_7       w_le_s_1_7_17_7  -1.000000000000e+00
    s_7       w_ge_1_7_17_7  -1.000000000000e+00
    s_7       w_le_s_2_7_7_7  -1.000000000000e+00
    s_7       w_ge_2_7_7_7  -1.000000000000e+00
    s_7       w_le_s_2_7_17_7  -1.000000000000e+00
    s_7       w_ge_2_7_17_7  -1.000000000000e+00
    s_7       w_le_s_3_7_7_7  -1.000000000000e+00
    s_7       w_ge_3_7_7_7  -1.000000000000e+00
    s_7       w_le_s_3_7_17_7  -1.000000000000e+00
    s_7       w_ge_3_7_17_7  -1.000000000000e+00
    s_7       w_le_s_4_7_7_7  -1.000000000000e+00
    s_7       w_ge_4_7_7_7  -1.000000000000e+00
    s_7       w_le_s_4_7_17_7  -1.000000000000e+00
    s_7       w_ge_4_7_17_7  -1.000000000000e+00
    s_7       w_le_s_5_7_7_7  -1.000000000000e+00
    s_7       w_ge_5_7_7_7  -1.000000000000e+00
    s_7       w_le_s_5_7_17_7  -1.000000000000e+00
    s_7       w_ge_5_7_17_7  -1.000000000000e+00
    s_7       w_le_s_6_7_7_7  -1.000000000000e+00
    s_7       w_ge_6_7_7_7  -1.000000000000e+00
    s_7       w_le_s_6_7_17_7  -1.000000000000e+00
    s_7       w_ge_6_7_17_7  -1.000000000000e+00
    s_7       w_le_s_7_7_7_7  -1.000000000000e+00
    s_7       w_ge_7_7_7_7  -1.000000000000e+00
    s_7       w_le_s_7_7_17_7  -1.000000000000e+00
    s_7       w_ge_7_7_17_7  -1.000000000000e+00
    s_7       w_le_s_8_7_7_7  -1.000000000000e+00
    s_7       w_ge_8_7_7_7  -1.000000000000e+00
    s_7       w_le_s_8_7_17_7  -1.000000000000e+00
    s_7       w_ge_8_7_17_7  -1.000000000000e+00
    s_7       w_le_s_9_7_7_7  -1.000000000000e+00
    s_7       w_ge_9_7_7_7  -1.000000000000e+00
    s_7       w_le_s_9_7_17_7  -1.000000000000e+00
    s_7       w_ge_9_7_17_7  -1.000000000000e+00
    s_7       w_le_s_10_7_7_7  -1.000000000000e+00
    s_7       w_ge_10_7_7_7  -1.000000000000e+00
    s_7       w_le_s_10_7_17_7  -1.000000000000e+00
    s_7       w_ge_10_7_17_7  -1.000000000000e+00
    s_7       w_le_s_11_7_7_7  -1.000000000000e+00
    s_7       w_ge_11_7_7_7  -1.000000000000e+00
    s_7       w_le_s_11_7_17_7  -1.000000000000e+00
    s_7       w_ge_11_7_17_7  -1.000000000000e+00
    s_7       w_le_s_12_7_7_7  -1.000000000000e+00
    s_7       w_ge_12_7_7_7  -1.000000000000e+00
    s_7       w_le_s_12_7_17_7  -1.000000000000e+00
    s_7       w_ge_12_7_17_7  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    w_10_1_11_11  w_le_s_10_1_11_11   1.000000000000e+00
    w_10_1_11_11  w_le_r_10_1_11_11   1.000000000000e+00
    w_10_1_11_11  w_ge_10_1_11_11   1.000000000000e+00
    w_10_1_11_11  r_ge_w_10_1_6  -1.000000000000e+00
    w_10_1_11_11  r_le_10_1  -1.000000000000e+00
    w_10_1_13_11  w_le_s_10_1_13_11   1.000000000000e+00
    w_10_1_13_11  w_le_r_10_1_13_11   1.000000000000e+00
    w_10_1_13_11  w_ge_10_1_13_11   1.000000000000e+00
    w_10_1_13_11  r_ge_w_10_1_7  -1.000000000000e+00
    w_10_1_13_11  r_le_10_1  -1.000000000000e+00
    w_10_1_17_7  w_le_s_10_1_17_7   1.000000000000e+00
    w_10_1_17_7  w_le_r_10_1_17_7   1.000000000000e+00
    w_10_1_17_7  w_ge_10_1_17_7   1.000000000000e+00
    w_10_1_17_7  r_ge_w_10_1_5  -1.000000000000e+00
    w_10_1_17_7  r_le_10_1  -1.000000000000e+00
    w_10_1_19_5  w_le_s_10_1_19_5   1.000000000000e+00
    w_10_1_19_5  w_le_r_10_1_19_5   1.000000000000e+00
    w_10_1_19_5  w_ge_10_1_19_5   1.000000000000e+00
    w_10_1_19_5  r_ge_w_10_1_3  -1.000000000000e+00
    w_10_1_19_5  r_le_10_1  -1.000000000000e+00
    w_10_1_1_1  w_le_s_10_1_1_1   1.000000000000e+00
    w_10_1_1_1  w_le_r_10_1_1_1   1.000000000000e+00
    w_10_1_1_1  w_ge_10_1_1_1   1.000000000000e+00
    w_10_1_1_1  r_ge_w_10_1_0  -1.000000000000e+00
    w_10_1_1_1  r_le_10_1  -1.000000000000e+00
    w_10_1_23_1  w_le_s_10_1_23_1   1.000000000000e+00
    w_10_1_23_1  w_le_r_10_1_23_1   1.000000000000e+00
    w_10_1_23_1  w_ge_10_1_23_1   1.000000000000e+00
    w_10_1_23_1  r_ge_w_10_1_1  -1.000000000000e+00
    w_10_1_23_1  r_le_10_1  -1.000000000000e+00
    w_10_1_5_5  w_le_s_10_1_5_5   1.000000000000e+00
    w_10_1_5_5  w_le_r_10_1_5_5   1.000000000000e+00
    w_10_1_5_5  w_ge_10_1_5_5   1.000000000000e+00
    w_10_1_5_5  r_ge_w_10_1_2  -1.000000000000e+00
    w_10_1_5_5  r_le_10_1  -1.000000000000e+00
    w_10_1_7_7  w_le_s_10_1_7_7   1.000000000000e+00
    w_10_1_7_7  w_le_r_10_1_7_7   1.000000000000e+00
    w_10_1_7_7  w_ge_10_1_7_7   1.000000000000e+00
    w_10_1_7_7  r_ge_w_10_1_4  -1.000000000000e+00
    w_10_1_7_7  r_le_10_1  -1.000000000000e+00
    w_10_2_11_11  w_le_s_10_2_11_11   1.000000000000e+00
    w_10_2_11_11  w_le_r_10_2_11_11   1.000000000000e+00
    w_10_2_11_11  w_ge_10_2_11_11   1.000000000000e+00
    w_10_2_11_11  r_ge_w_10_2_6  -1.000000000000e+00
    w_10_2_11_11  r_le_10_2  -1.000000000000e+00
    w_10_2_13_11  w_le_s_10_2_13_11   1.000000000000e+00
    w_10_2_13_11  w_le_r_10_2_13_11   1.000000000000e+00
    w_10_2_13_11  w_ge_10_2_13_11   1.000000000000e+00
    w_10_2_13_11  r_ge_w_10_2_7  -1.000000000000e+00
    w_10_2_13_11  r_le_10_2  -1.000000000000e+00
    w_10_2_17_7  w_le_s_10_2_17_7   1.000000000000e+00
    w_10_2_17_7  w_le_r_10_2_17_7   1.000000000000e+00
    w_10_2_17_7  w_ge_10_2_17_7   1.000000000000e+00
    w_10_2_17_7  r_ge_w_10_2_5  -1.000000000000e+00
    w_10_2_17_7  r_le_10_2  -1.000000000000e+00
    w_10_2_19_5  w_le_s_10_2_19_5   1.000000000000e+00
    w_10_2_19_5  w_le_r_10_2_19_5   1.000000000000e+00
    w_10_2_19_5  w_ge_10_2_19_5   1.000000000000e+00
    w_10_2_19_5  r_ge_w_10_2_3  -1.000000000000e+00
    w_10_2_19_5  r_le_10_2  -1.000000000000e+00
    w_10_2_1_1  w_le_s_10_2_1_1   1.000000000000e+00
    w_10_2_1_1  w_le_r_10_2_1_1   1.000000000000e+00
    w_10_2_1_1  w_ge_10_2_1_1   1.000000000000e+00
    w_10_2_1_1  r_ge_w_10_2_0  -1.000000000000e+00
    w_10_2_1_1  r_le_10_2  -1.000000000000e+00
    w_10_2_23_1  w_le_s_10_2_23_1   1.000000000000e+00
    w_10_2_23_1  w_le_r_10_2_23_1   1.000000000000e+00
    w_10_2_23_1  w_ge_10_2_23_1   1.000000000000e+00
    w_10_2_23_1  r_ge_w_10_2_1  -1.000000000000e+00
    w_10_2_23_1  r_le_10_2  -1.000000000000e+00
    w_10_2_5_5  w_le_s_10_2_5_5   1.000000000000e+00
    w_10_2_5_5  w_le_r_10_2_5_5   1.000000000000e+00
    w_10_2_5_5  w_ge_10_2_5_5   1.000000000000e+00
    w_10_2_5_5  r_ge_w_10_2_2  -1.000000000000e+00
    w_10_2_5_5  r_le_10_2  -1.000000000000e+00
    w_10_2_7_7  w_le_s_10_2_7_7   1.000000000000e+00
    w_10_2_7_7  w_le_r_10_2_7_7   1.000000000000e+00
    w_10_2_7_7  w_ge_10_2_7_7   1.000000000000e+00
    w_10_2_7_7  r_ge_w_10_2_4  -1.000000000000e+00
    w_10_2_7_7  r_le_10_2  -1.000000000000e+00
    w_10_3_11_11  w_le_s_10_3_11_11   1.000000000000e+00
    w_10_3_11_11  w_le_r_10_3_11_11   1.000000000000e+00
    w_10_3_11_11  w_ge_10_3_11_11   1.000000000000e+00
    w_10_3_11_11  r_ge_w_10_3_6  -1.000000000000e+00
    w_10_3_11_11  r_le_10_3  -1.000000000000e+00
    w_10_3_13_11  w_le_s_10_3_13_11   1.000000000000e+00
    w_10_3_13_11  w_le_r_10_3_13_11   1.000000000000e+00
    w_10_3_13_11  w_ge_10_3_13_11   1.000000000000e+00
    w_10_3_13_11  r_ge_w_10_3_7  -1.000000000000e+00
    w_10_3_13_11  r_le_10_3  -1.000000000000e+00
    w_10_3_17_7  w_le_s_10_3_17_7   1.000000000000e+00
    w_10_3_17_7  w_le_r_10_3_17_7   1.000000000000e+00
    w_10_3_17_7  w_ge_10_3_17_7   1.000000000000e+00
    w_10_3_17_7  r_ge_w_10_3_5  -1.000000000000e+00
    w_10_3_17_7  r_le_10_3  -1.000000000000e+00
    w_10_3_19_5  w_le_s_10_3_19_5   1.000000000000e+00
    w_10_3_19_5  w_le_r_10_3_19_5   1.000000000000e+00
    w_10_3_19_5  w_ge_10_3_19_5   1.000000000000e+00
    w_10_3_19_5  r_ge_w_10_3_3  -1.000000000000e+00
    w_10_3_19_5  r_le_10_3  -1.000000000000e+00
    w_10_3_1_1  w_le_s_10_3_1_1   1.000000000000e+00
    w_10_3_1_1  w_le_r_10_3_1_1   1.000000000000e+00
    w_10_3_1_1  w_ge_10_3_1_1   1.000000000000e+00
    w_10_3_1_1  r_ge_w_10_3_0  -1.000000000000e+00
    w_10_3_1_1  r_le_10_3  -1.000000000000e+00
    w_10_3_23_1  w_le_s_10_3_23_1   1.000000000000e+00
    w_10_3_23_1  w_le_r_10_3_23_1   1.000000000000e+00
    w_10_3_23_1  w_ge_10_3_23_1   1.000000000000e+00
    w_10_3_23_1  r_ge_w_10_3_1  -1.000000000000e+00
    w_10_3_23_1  r_le_10_3  -1.000000000000e+00
    w_10_3_5_5  w_le_s_10_3_5_5   1.000000000000e+00
    w_10_3_5_5  w_le_r_10_3_5_5   1.000000000000e+00
    w_10_3_5_5  w_ge_10_3_5_5   1.000000000000e+00
    w_10_3_5_5  r_ge_w_10_3_2  -1.000000000000e+00
    w_10_3_5_5  r_le_10_3  -1.000000000000e+00
    w_10_3_7_7  w_le_s_10_3_7_7   1.000000000000e+00
    w_10_3_7_7  w_le_r_10_3_7_7   1.000000000000e+00
    w_10_3_7_7  w_ge_10_3_7_7   1.000000000000e+00
    w_10_3_7_7  r_ge_w_10_3_4  -1.000000000000e+00
    w_10_3_7_7  r_le_10_3  -1.000000000000e+00
    w_10_4_11_11  w_le_s_10_4_11_11   1.000000000000e+00
    w_10_4_11_11  w_le_r_10_4_11_11   1.000000000000e+00
    w_10_4_11_11  w_ge_10_4_11_11   1.000000000000e+00
    w_10_4_11_11  r_ge_w_10_4_6  -1.000000000000e+00
    w_10_4_11_11  r_le_10_4  -1.000000000000e+00
    w_10_4_13_11  w_le_s_10_4_13_11   1.000000000000e+00
    w_10_4_13_11  w_le_r_10_4_13_11   1.000000000000e+00
    w_10_4_13_11  w_ge_10_4_13_11   1.000000000000e+00
    w_10_4_13_11  r_ge_w_10_4_7  -1.000000000000e+00
    w_10_4_13_11  r_le_10_4  -1.000000000000e+00
    w_10_4_17_7  w_le_s_10_4_17_7   1.000000000000e+00
    w_10_4_17_7  w_le_r_10_4_17_7   1.000000000000e+00
    w_10_4_17_7  w_ge_10_4_17_7   1.000000000000e+00
    w_10_4_17_7  r_ge_w_10_4_5  -1.000000000000e+00
    w_10_4_17_7  r_le_10_4  -1.000000000000e+00
    w_10_4_19_5  w_le_s_10_4_19_5   1.000000000000e+00
    w_10_4_19_5  w_le_r_10_4_19_5   1.000000000000e+00
    w_10_4_19_5  w_ge_10_4_19_5   1.000000000000e+00
    w_10_4_19_5  r_ge_w_10_4_3  -1.000000000000e+00
    w_10_4_19_5  r_le_10_4  -1.000000000000e+00
    w_10_4_1_1  w_le_s_10_4_1_1   1.000000000000e+00
    w_10_4_1_1  w_le_r_10_4_1_1   1.000000000000e+00
    w_10_4_1_1  w_ge_10_4_1_1   1.000000000000e+00
    w_10_4_1_1  r_ge_w_10_4_0  -1.000000000000e+00
    w_10_4_1_1  r_le_10_4  -1.000000000000e+00
    w_10_4_23_1  w_le_s_10_4_23_1   1.000000000000e+00
    w_10_4_23_1  w_le_r_10_4_23_1   1.000000000000e+00
    w_10_4_23_1  w_ge_10_4_23_1   1.000000000000e+00
    w_10_4_23_1  r_ge_w_10_4_1  -1.000000000000e+00
    w_10_4_23_1  r_le_10_4  -1.000000000000e+00
    w_10_4_5_5  w_le_s_10_4_5_5   1.000000000000e+00
    w_10_4_5_5  w_le_r_10_4_5_5   1.000000000000e+00
    w_10_4_5_5  w_ge_10_4_5_5   1.000000000000e+00
    w_10_4_5_5  r_ge_w_10_4_2  -1.000000000000e+00
    w_10_4_5_5  r_le_10_4  -1.000000000000e+00
    w_10_4_7_7  w_le_s_10_4_7_7   1.000000000000e+00
    w_10_4_7_7  w_le_r_10_4_7_7   1.000000000000e+00
    w_10_4_7_7  w_ge_10_4_7_7   1.000000000000e+00
    w_10_4_7_7  r_ge_w_10_4_4  -1.000000000000e+00
    w_10_4_7_7  r_le_10_4  -1.000000000000e+00
    w_10_5_11_11  w_le_s_10_5_11_11   1.000000000000e+00
    w_10_5_11_11  w_le_r_10_5_11_11   1.000000000000e+00
    w_10_5_11_11  w_ge_10_5_11_11   1.000000000000e+00
    w_10_5_11_11  r_ge_w_10_5_6  -1.000000000000e+00
    w_10_5_11_11  r_le_10_5  -1.000000000000e+00
    w_10_5_13_11  w_le_s_10_5_13_11   1.000000000000e+00
    w_10_5_13_11  w_le_r_10_5_13_11   1.000000000000e+00
    w_10_5_13_11  w_ge_10_5_13_11   1.000000000000e+00
    w_10_5_13_11  r_ge_w_10_5_7  -1.000000000000e+00
    w_10_5_13_11  r_le_10_5  -1.000000000000e+00
    w_10_5_17_7  w_le_s_10_5_17_7   1.000000000000e+00
    w_10_5_17_7  w_le_r_10_5_17_7   1.000000000000e+00
    w_10_5_17_7  w_ge_10_5_17_7   1.000000000000e+00
    w_10_5_17_7  r_ge_w_10_5_5  -1.000000000000e+00
    w_10_5_17_7  r_le_10_5  -1.000000000000e+00
    w_10_5_19_5  w_le_s_10_5_19_5   1.000000000000e+00
    w_10_5_19_5  w_le_r_10_5_19_5   1.000000000000e+00
    w_10_5_19_5  w_ge_10_5_19_5   1.000000000000e+00
    w_10_5_19_5  r_ge_w_10_5_3  -1.000000000000e+00
    w_10_5_19_5  r_le_10_5  -1.000000000000e+00
    w_10_5_1_1  w_le_s_10_5_1_1   1.000000000000e+00
    w_10_5_1_1  w_le_r_10_5_1_1   1.000000000000e+00
    w_10_5_1_1  w_ge_10_5_1_1   1.000000000000e+00
    w_10_5_1_1  r_ge_w_10_5_0  -1.000000000000e+00
    w_10_5_1_1  r_le_10_5  -1.000000000000e+00
    w_10_5_23_1  w_le_s_10_5_23_1   1.000000000000e+00
    w_10_5_23_1  w_le_r_10_5_23_1   1.000000000000e+00
    w_10_5_23_1  w_ge_10_5_23_1   1.000000000000e+00
    w_10_5_23_1  r_ge_w_10_5_1  -1.000000000000e+00
    w_10_5_23_1  r_le_10_5  -1.000000000000e+00
    w_10_5_5_5  w_le_s_10_5_5_5   1.000000000000e+00
    w_10_5_5_5  w_le_r_10_5_5_5   1.000000000000e+00
    w_10_5_5_5  w_ge_10_5_5_5   1.000000000000e+00
    w_10_5_5_5  r_ge_w_10_5_2  -1.000000000000e+00
    w_10_5_5_5  r_le_10_5  -1.000000000000e+00
    w_10_5_7_7  w_le_s_10_5_7_7   1.000000000000e+00
    w_10_5_7_7  w_le_r_10_5_7_7   1.000000000000e+00
    w_10_5_7_7  w_ge_10_5_7_7   1.000000000000e+00
    w_10_5_7_7  r_ge_w_10_5_4  -1.000000000000e+00
    w_10_5_7_7  r_le_10_5  -1.000000000000e+00
    w_10_6_11_11  w_le_s_10_6_11_11   1.000000000000e+00
    w_10_6_11_11  w_le_r_10_6_11_11   1.000000000000e+00
    w_10_6_11_11  w_ge_10_6_11_11   1.000000000000e+00
    w_10_6_11_11  r_ge_w_10_6_6  -1.000000000000e+00
    w_10_6_11_11  r_le_10_6  -1.000000000000e+00
    w_10_6_13_11  w_le_s_10_6_13_11   1.000000000000e+00
    w_10_6_13_11  w_le_r_10_6_13_11   1.000000000000e+00
    w_10_6_13_11  w_ge_10_6_13_11   1.000000000000e+00
    w_10_6_13_11  r_ge_w_10_6_7  -1.000000000000e+00
    w_10_6_13_11  r_le_10_6  -1.000000000000e+00
    w_10_6_17_7  w_le_s_10_6_17_7   1.000000000000e+00
    w_10_6_17_7  w_le_r_10_6_17_7   1.000000000000e+00
    w_10_6_17_7  w_ge_10_6_17_7   1.000000000000e+00
    w_10_6_17_7  r_ge_w_10_6_5  -1.000000000000e+00
    w_10_6_17_7  r_le_10_6  -1.000000000000e+00
    w_10_6_19_5  w_le_s_10_6_19_5   1.000000000000e+00
    w_10_6_19_5  w_le_r_10_6_19_5   1.000000000000e+00
    w_10_6_19_5  w_ge_10_6_19_5   1.000000000000e+00
    w_10_6_19_5  r_ge_w_10_6_3  -1.000000000000e+00
    w_10_6_19_5  r_le_10_6  -1.000000000000e+00
    w_10_6_1_1  w_le_s_10_6_1_1   1.000000000000e+00
    w_10_6_1_1  w_le_r_10_6_1_1   1.000000000000e+00
    w_10_6_1_1  w_ge_10_6_1_1   1.000000000000e+00
    w_10_6_1_1  r_ge_w_10_6_0  -1.000000000000e+00
    w_10_6_1_1  r_le_10_6  -1.000000000000e+00
    w_10_6_23_1  w_le_s_10_6_23_1   1.000000000000e+00
    w_10_6_23_1  w_le_r_10_6_23_1   1.000000000000e+00
    w_10_6_23_1  w_ge_10_6_23_1   1.000000000000e+00
    w_10_6_23_1  r_ge_w_10_6_1  -1.000000000000e+00
    w_10_6_23_1  r_le_10_6  -1.000000000000e+00
    w_10_6_5_5  w_le_s_10_6_5_5   1.000000000000e+00
    w_10_6_5_5  w_le_r_10_6_5_5   1.000000000000e+00
    w_10_6_5_5  w_ge_10_6_5_5   1.000000000000e+00
    w_10_6_5_5  r_ge_w_10_6_2  -1.000000000000e+00
    w_10_6_5_5  r_le_10_6  -1.000000000000e+00
    w_10_6_7_7  w_le_s_10_6_7_7   1.000000000000e+00
    w_10_6_7_7  w_le_r_10_6_7_7   1.000000000000e+00
    w_10_6_7_7  w_ge_10_6_7_7   1.000000000000e+00
    w_10_6_7_7  r_ge_w_10_6_4  -1.000000000000e+00
    w_10_6_7_7  r_le_10_6  -1.000000000000e+00
    w_10_7_11_11  w_le_s_10_7_11_11   1.000000000000e+00
    w_10_7_11_11  w_le_r_10_7_11_11   1.000000000000e+00
    w_10_7_11_11  w_ge_10_7_11_11   1.000000000000e+00
    w_10_7_11_11  r_ge_w_10_7_6  -1.000000000000e+00
    w_10_7_11_11  r_le_10_7  -1.000000000000e+00
    w_10_7_13_11  w_le_s_10_7_13_11   1.000000000000e+00
    w_10_7_13_11  w_le_r_10_7_13_11   1.000000000000e+00
    w_10_7_13_11  w_ge_10_7_13_11   1.000000000000e+00
    w_10_7_13_11  r_ge_w_10_7_7  -1.000000000000e+00
    w_10_7_13_11  r_le_10_7  -1.000000000000e+00
    w_10_7_17_7  w_le_s_10_7_17_7   1.000000000000e+00
    w_10_7_17_7  w_le_r_10_7_17_7   1.000000000000e+00
    w_10_7_17_7  w_ge_10_7_17_7   1.000000000000e+00
    w_10_7_17_7  r_ge_w_10_7_5  -1.000000000000e+00
    w_10_7_17_7  r_le_10_7  -1.000000000000e+00
    w_10_7_19_5  w_le_s_10_7_19_5   1.000000000000e+00
    w_10_7_19_5  w_le_r_10_7_19_5   1.000000000000e+00
    w_10_7_19_5  w_ge_10_7_19_5   1.000000000000e+00
    w_10_7_19_5  r_ge_w_10_7_3  -1.000000000000e+00
    w_10_7_19_5  r_le_10_7  -1.000000000000e+00
    w_10_7_1_1  w_le_s_10_7_1_1   1.000000000000e+00
    w_10_7_1_1  w_le_r_10_7_1_1   1.000000000000e+00
    w_10_7_1_1  w_ge_10_7_1_1   1.000000000000e+00
    w_10_7_1_1  r_ge_w_10_7_0  -1.000000000000e+00
    w_10_7_1_1  r_le_10_7  -1.000000000000e+00
    w_10_7_23_1  w_le_s_10_7_23_1   1.000000000000e+00
    w_10_7_23_1  w_le_r_10_7_23_1   1.000000000000e+00
    w_10_7_23_1  w_ge_10_7_23_1   1.000000000000e+00
    w_10_7_23_1  r_ge_w_10_7_1  -1.000000000000e+00
    w_10_7_23_1  r_le_10_7  -1.000000000000e+00
    w_10_7_5_5  w_le_s_10_7_5_5   1.000000000000e+00
    w_10_7_5_5  w_le_r_10_7_5_5   1.000000000000e+00
    w_10_7_5_5  w_ge_10_7_5_5   1.000000000000e+00
    w_10_7_5_5  r_ge_w_10_7_2  -1.000000000000e+00
    w_10_7_5_5  r_le_10_7  -1.000000000000e+00
    w_10_7_7_7  w_le_s_10_7_7_7   1.000000000000e+00
    w_10_7_7_7  w_le_r_10_7_7_7   1.000000000000e+00
    w_10_7_7_7  w_ge_10_7_7_7   1.000000000000e+00
    w_10_7_7_7  r_ge_w_10_7_4  -1.000000000000e+00
    w_10_7_7_7  r_le_10_7  -1.000000000000e+00
    w_11_1_11_11  w_le_s_11_1_11_11   1.000000000000e+00
    w_11_1_11_11  w_le_r_11_1_11_11   1.000000000000e+00
    w_11_1_11_11  w_ge_11_1_11_11   1.000000000000e+00
    w_11_1_11_11  r_ge_w_11_1_6  -1.000000000000e+00
    w_11_1_11_11  r_le_11_1  -1.000000000000e+00
    w_11_1_13_11  w_le_s_11_1_13_11   1.000000000000e+00
    w_11_1_13_11  w_le_r_11_1_13_11   1.000000000000e+00
    w_11_1_13_11  w_ge_11_1_13_11   1.000000000000e+00
    w_11_1_13_11  r_ge_w_11_1_7  -1.000000000000e+00
    w_11_1_13_11  r_le_11_1  -1.000000000000e+00
    w_11_1_17_7  w_le_s_11_1_17_7   1.000000000000e+00
    w_11_1_17_7  w_le_r_11_1_17_7   1.000000000000e+00
    w_11_1_17_7  w_ge_11_1_17_7   1.000000000000e+00
    w_11_1_17_7  r_ge_w_11_1_5  -1.000000000000e+00
    w_11_1_17_7  r_le_11_1  -1.000000000000e+00
    w_11_1_19_5  w_le_s_11_1_19_5   1.000000000000e+00
    w_11_1_19_5  w_le_r_11_1_19_5   1.000000000000e+00
    w_11_1_19_5  w_ge_11_1_19_5   1.000000000000e+00
    w_11_1_19_5  r_ge_w_11_1_3  -1.000000000000e+00
    w_11_1_19_5  r_le_11_1  -1.000000000000e+00
    w_11_1_1_1  w_le_s_11_1_1_1   1.000000000000e+00
    w_11_1_1_1  w_le_r_11_1_1_1   1.000000000000e+00
    w_11_1_1_1  w_ge_11_1_1_1   1.000000000000e+00
    w_11_1_1_1  r_ge_w_11_1_0  -1.000000000000e+00
    w_11_1_1_1  r_le_11_1  -1.000000000000e+00
    w_11_1_23_1  w_le_s_11_1_23_1   1.000000000000e+00
    w_11_1_23_1  w_le_r_11_1_23_1   1.000000000000e+00
    w_11_1_23_1  w_ge_11_1_23_1   1.000000000000e+00
    w_11_1_23_1  r_ge_w_11_1_1  -1.000000000000e+00
    w_11_1_23_1  r_le_11_1  -1.000000000000e+00
    w_11_1_5_5  w_le_s_11_1_5_5   1.000000000000e+00
    w_11_1_5_5  w_le_r_11_1_5_5   1.000000000000e+00
    w_11_1_5_5  w_ge_11_1_5_5   1.000000000000e+00
    w_11_1_5_5  r_ge_w_11_1_2  -1.000000000000e+00
    w_11_1_5_5  r_le_11_1  -1.000000000000e+00
    w_11_1_7_7  w_le_s_11_1_7_7   1.000000000000e+00
    w_11_1_7_7  w_le_r_11_1_7_7   1.000000000000e+00
    w_11_1_7_7  w_ge_11_1_7_7   1.000000000000e+00
    w_11_1_7_7  r_ge_w_11_1_4  -1.000000000000e+00
    w_11_1_7_7  r_le_11_1  -1.000000000000e+00
    w_11_2_11_11  w_le_s_11_2_11_11   1.000000000000e+00
    w_11_2_11_11  w_le_r_11_2_11_11   1.000000000000e+00
    w_11_2_11_11  w_ge_11_2_11_11   1.000000000000e+00
    w_11_2_11_11  r_ge_w_11_2_6  -1.000000000000e+00
    w_11_2_11_11  r_le_11_2  -1.000000000000e+00
    w_11_2_13_11  w_le_s_11_2_13_11   1.000000000000e+00
    w_11_2_13_11  w_le_r_11_2_13_11   1.000000000000e+00
    w_11_2_13_11  w_ge_11_2_13_11   1.000000000000e+00
    w_11_2_13_11  r_ge_w_11_2_7  -1.000000000000e+00
    w_11_2_13_11  r_le_11_2  -1.000000000000e+00
    w_11_2_17_7  w_le_s_11_2_17_7   1.000000000000e+00
    w_11_2_17_7  w_le_r_11_2_17_7   1.000000000000e+00
    w_11_2_17_7  w_ge_11_2_17_7   1.000000000000e+00
    w_11_2_17_7  r_ge_w_11_2_5  -1.000000000000e+00
    w_11_2_17_7  r_le_11_2  -1.000000000000e+00
    w_11_2_19_5  w_le_s_11_2_19_5   1.000000000000e+00
    w_11_2_19_5  w_le_r_11_2_19_5   1.000000000000e+00
    w_11_2_19_5  w_ge_11_2_19_5   1.000000000000e+00
    w_11_2_19_5  r_ge_w_11_2_3  -1.000000000000e+00
    w_11_2_19_5  r_le_11_2  -1.000000000000e+00
    w_11_2_1_1  w_le_s_11_2_1_1   1.000000000000e+00
    w_11_2_1_1  w_le_r_11_2_1_1   1.000000000000e+00
    w_11_2_1_1  w_ge_11_2_1_1   1.000000000000e+00
    w_11_2_1_1  r_ge_w_11_2_0  -1.000000000000e+00
    w_11_2_1_1  r_le_11_2  -1.000000000000e+00
    w_11_2_23_1  w_le_s_11_2_23_1   1.000000000000e+00
    w_11_2_23_1  w_le_r_11_2_23_1   1.000000000000e+00
    w_11_2_23_1  w_ge_11_2_23_1   1.000000000000e+00
    w_11_2_23_1  r_ge_w_11_2_1  -1.000000000000e+00
    w_11_2_23_1  r_le_11_2  -1.000000000000e+00
    w_11_2_5_5  w_le_s_11_2_5_5   1.000000000000e+00
    w_11_2_5_5  w_le_r_11_2_5_5   1.000000000000e+00
    w_11_2_5_5  w_ge_11_2_5_5   1.000000000000e+00
    w_11_2_5_5  r_ge_w_11_2_2  -1.000000000000e+00
    w_11_2_5_5  r_le_11_2  -1.000000000000e+00
    w_11_2_7_7  w_le_s_11_2_7_7   1.000000000000e+00
    w_11_2_7_7  w_le_r_11_2_7_7   1.000000000000e+00
    w_11_2_7_7  w_ge_11_2_7_7   1.000000000000e+00
    w_11_2_7_7  r_ge_w_11_2_4  -1.000000000000e+00
    w_11_2_7_7  r_le_11_2  -1.000000000000e+00
    w_11_3_11_11  w_le_s_11_3_11_11   1.000000000000e+00
    w_11_3_11_11  w_le_r_11_3_11_11   1.000000000000e+00
    w_11_3_11_11  w_ge_11_3_11_11   1.000000000000e+00
    w_11_3_11_11  r_ge_w_11_3_6  -1.000000000000e+00
    w_11_3_11_11  r_le_11_3  -1.000000000000e+00
    w_11_3_13_11  w_le_s_11_3_13_11   1.000000000000e+00
    w_11_3_13_11  w_le_r_11_3_13_11   1.000000000000e+00
    w_11_3_13_11  w_ge_11_3_13_11   1.000000000000e+00
    w_11_3_13_11  r_ge_w_11_3_7  -1.000000000000e+00
    w_11_3_13_11  r_le_11_3  -1.000000000000e+00
    w_11_3_17_7  w_le_s_11_3_17_7   1.000000000000e+00
    w_11_3_17_7  w_le_r_11_3_17_7   1.000000000000e+00
    w_11_3_17_7  w_ge_11_3_17_7   1.000000000000e+00
    w_11_3_17_7  r_ge_w_11_3_5  -1.000000000000e+00
    w_11_3_17_7  r_le_11_3  -1.000000000000e+00
    w_11_3_19_5  w_le_s_11_3_19_5   1.000000000000e+00
    w_11_3_19_5  w_le_r_11_3_19_5   1.000000000000e+00
    w_11_3_19_5  w_ge_11_3_19_5   1.000000000000e+00
    w_11_3_19_5  r_ge_w_11_3_3  -1.000000000000e+00
    w_11_3_19_5  r_le_11_3  -1.000000000000e+00
    w_11_3_1_1  w_le_s_11_3_1_1   1.000000000000e+00
    w_11_3_1_1  w_le_r_11_3_1_1   1.000000000000e+00
    w_11_3_1_1  w_ge_11_3_1_1   1.000000000000e+00
    w_11_3_1_1  r_ge_w_11_3_0  -1.000000000000e+00
    w_11_3_1_1  r_le_11_3  -1.000000000000e+00
    w_11_3_23_1  w_le_s_11_3_23_1   1.000000000000e+00
    w_11_3_23_1  w_le_r_11_3_23_1   1.000000000000e+00
    w_11_3_23_1  w_ge_11_3_23_1   1.000000000000e+00
    w_11_3_23_1  r_ge_w_11_3_1  -1.000000000000e+00
    w_11_3_23_1  r_le_11_3  -1.000000000000e+00
    w_11_3_5_5  w_le_s_11_3_5_5   1.000000000000e+00
    w_11_3_5_5  w_le_r_11_3_5_5   1.000000000000e+00
    w_11_3_5_5  w_ge_11_3_5_5   1.000000000000e+00
    w_11_3_5_5  r_ge_w_11_3_2  -1.000000000000e+00
    w_11_3_5_5  r_le_11_3  -1.000000000000e+00
    w_11_3_7_7  w_le_s_11_3_7_7   1.000000000000e+00
    w_11_3_7_7  w_le_r_11_3_7_7   1.000000000000e+00
    w_11_3_7_7  w_ge_11_3_7_7   1.000000000000e+00
    w_11_3_7_7  r_ge_w_11_3_4  -1.000000000000e+00
    w_11_3_7_7  r_le_11_3  -1.000000000000e+00
    w_11_4_11_11  w_le_s_11_4_11_11   1.000000000000e+00
    w_11_4_11_11  w_le_r_11_4_11_11   1.000000000000e+00
    w_11_4_11_11  w_ge_11_4_11_11   1.000000000000e+00
    w_11_4_11_11  r_ge_w_11_4_6  -1.000000000000e+00
    w_11_4_11_11  r_le_11_4  -1.000000000000e+00
    w_11_4_13_11  w_le_s_11_4_13_11   1.000000000000e+00
    w_11_4_13_11  w_le_r_11_4_13_11   1.000000000000e+00
    w_11_4_13_11  w_ge_11_4_13_11   1.000000000000e+00
    w_11_4_13_11  r_ge_w_11_4_7  -1.000000000000e+00
    w_11_4_13_11  r_le_11_4  -1.000000000000e+00
    w_11_4_17_7  w_le_s_11_4_17_7   1.000000000000e+00
    w_11_4_17_7  w_le_r_11_4_17_7   1.000000000000e+00
    w_11_4_17_7  w_ge_11_4_17_7   1.000000000000e+00
    w_11_4_17_7  r_ge_w_11_4_5  -1.000000000000e+00
    w_11_4_17_7  r_le_11_4  -1.000000000000e+00
    w_11_4_19_5  w_le_s_11_4_19_5   1.000000000000e+00
    w_11_4_19_5  w_le_r_11_4_19_5   1.000000000000e+00
    w_11_4_19_5  w_ge_11_4_19_5   1.000000000000e+00
    w_11_4_19_5  r_ge_w_11_4_3  -1.000000000000e+00
    w_11_4_19_5  r_le_11_4  -1.000000000000e+00
    w_11_4_1_1  w_le_s_11_4_1_1   1.000000000000e+00
    w_11_4_1_1  w_le_r_11_4_1_1   1.000000000000e+00
    w_11_4_1_1  w_ge_11_4_1_1   1.000000000000e+00
    w_11_4_1_1  r_ge_w_11_4_0  -1.000000000000e+00
    w_11_4_1_1  r_le_11_4  -1.000000000000e+00
    w_11_4_23_1  w_le_s_11_4_23_1   1.000000000000e+00
    w_11_4_23_1  w_le_r_11_4_23_1   1.000000000000e+00
    w_11_4_23_1  w_ge_11_4_23_1   1.000000000000e+00
    w_11_4_23_1  r_ge_w_11_4_1  -1.000000000000e+00
    w_11_4_23_1  r_le_11_4  -1.000000000000e+00
    w_11_4_5_5  w_le_s_11_4_5_5   1.000000000000e+00
    w_11_4_5_5  w_le_r_11_4_5_5   1.000000000000e+00
    w_11_4_5_5  w_ge_11_4_5_5   1.000000000000e+00
    w_11_4_5_5  r_ge_w_11_4_2  -1.000000000000e+00
    w_11_4_5_5  r_le_11_4  -1.000000000000e+00
    w_11_4_7_7  w_le_s_11_4_7_7   1.000000000000e+00
    w_11_4_7_7  w_le_r_11_4_7_7   1.000000000000e+00
    w_11_4_7_7  w_ge_11_4_7_7   1.000000000000e+00
    w_11_4_7_7  r_ge_w_11_4_4  -1.000000000000e+00
    w_11_4_7_7  r_le_11_4  -1.000000000000e+00
    w_11_5_11_11  w_le_s_11_5_11_11   1.000000000000e+00
    w_11_5_11_11  w_le_r_11_5_11_11   1.000000000000e+00
    w_11_5_11_11  w_ge_11_5_11_11   1.000000000000e+00
    w_11_5_11_11  r_ge_w_11_5_6  -1.000000000000e+00
    w_11_5_11_11  r_le_11_5  -1.000000000000e+00
    w_11_5_13_11  w_le_s_11_5_13_11   1.000000000000e+00
    w_11_5_13_11  w_le_r_11_5_13_11   1.000000000000e+00
    w_11_5_13_11  w_ge_11_5_13_11   1.000000000000e+00
    w_11_5_13_11  r_ge_w_11_5_7  -1.000000000000e+00
    w_11_5_13_11  r_le_11_5  -1.000000000000e+00
    w_11_5_17_7  w_le_s_11_5_17_7   1.000000000000e+00
    w_11_5_17_7  w_le_r_11_5_17_7   1.000000000000e+00
    w_11_5_17_7  w_ge_11_5_17_7   1.000000000000e+00
    w_11_5_17_7  r_ge_w_11_5_5  -1.000000000000e+00
    w_11_5_17_7  r_le_11_5  -1.000000000000e+00
    w_11_5_19_5  w_le_s_11_5_19_5   1.000000000000e+00
    w_11_5_19_5  w_le_r_11_5_19_5   1.000000000000e+00
    w_11_5_19_5  w_ge_11_5_19_5   1.000000000000e+00
    w_11_5_19_5  r_ge_w_11_5_3  -1.000000000000e+00
    w_11_5_19_5  r_le_11_5  -1.000000000000e+00
    w_11_5_1_1  w_le_s_11_5_1_1   1.000000000000e+00
    w_11_5_1_1  w_le_r_11_5_1_1   1.000000000000e+00
    w_11_5_1_1  w_ge_11_5_1_1   1.000000000000e+00
    w_11_5_1_1  r_ge_w_11_5_0  -1.000000000000e+00
    w_11_5_1_1  r_le_11_5  -1.000000000000e+00
    w_11_5_23_1  w_le_s_11_5_23_1   1.000000000000e+00
    w_11_5_23_1  w_le_r_11_5_23_1   1.000000000000e+00
    w_11_5_23_1  w_ge_11_5_23_1   1.000000000000e+00
    w_11_5_23_1  r_ge_w_11_5_1  -1.000000000000e+00
    w_11_5_23_1  r_le_11_5  -1.000000000000e+00
    w_11_5_5_5  w_le_s_11_5_5_5   1.000000000000e+00
    w_11_5_5_5  w_le_r_11_5_5_5   1.000000000000e+00
    w_11_5_5_5  w_ge_11_5_5_5   1.000000000000e+00
    w_11_5_5_5  r_ge_w_11_5_2  -1.000000000000e+00
    w_11_5_5_5  r_le_11_5  -1.000000000000e+00
    w_11_5_7_7  w_le_s_11_5_7_7   1.000000000000e+00
    w_11_5_7_7  w_le_r_11_5_7_7   1.000000000000e+00
    w_11_5_7_7  w_ge_11_5_7_7   1.000000000000e+00
    w_11_5_7_7  r_ge_w_11_5_4  -1.000000000000e+00
    w_11_5_7_7  r_le_11_5  -1.000000000000e+00
    w_11_6_11_11  w_le_s_11_6_11_11   1.000000000000e+00
    w_11_6_11_11  w_le_r_11_6_11_11   1.000000000000e+00
    w_11_6_11_11  w_ge_11_6_11_11   1.000000000000e+00
    w_11_6_11_11  r_ge_w_11_6_6  -1.000000000000e+00
    w_11_6_11_11  r_le_11_6  -1.000000000000e+00
    w_11_6_13_11  w_le_s_11_6_13_11   1.000000000000e+00
    w_11_6_13_11  w_le_r_11_6_13_11   1.000000000000e+00
    w_11_6_13_11  w_ge_11_6_13_11   1.000000000000e+00
    w_11_6_13_11  r_ge_w_11_6_7  -1.000000000000e+00
    w_11_6_13_11  r_le_11_6  -1.000000000000e+00
    w_11_6_17_7  w_le_s_11_6_17_7   1.000000000000e+00
    w_11_6_17_7  w_le_r_11_6_17_7   1.000000000000e+00
    w_11_6_17_7  w_ge_11_6_17_7   1.000000000000e+00
    w_11_6_17_7  r_ge_w_11_6_5  -1.000000000000e+00
    w_11_6_17_7  r_le_11_6  -1.000000000000e+00
    w_11_6_19_5  w_le_s_11_6_19_5   1.000000000000e+00
    w_11_6_19_5  w_le_r_11_6_19_5   1.000000000000e+00
    w_11_6_19_5  w_ge_11_6_19_5   1.000000000000e+00
    w_11_6_19_5  r_ge_w_11_6_3  -1.000000000000e+00
    w_11_6_19_5  r_le_11_6  -1.000000000000e+00
    w_11_6_1_1  w_le_s_11_6_1_1   1.000000000000e+00
    w_11_6_1_1  w_le_r_11_6_1_1   1.000000000000e+00
    w_11_6_1_1  w_ge_11_6_1_1   1.000000000000e+00
    w_11_6_1_1  r_ge_w_11_6_0  -1.000000000000e+00
    w_11_6_1_1  r_le_11_6  -1.000000000000e+00
    w_11_6_23_1  w_le_s_11_6_23_1   1.000000000000e+00
    w_11_6_23_1  w_le_r_11_6_23_1   1.000000000000e+00
    w_11_6_23_1  w_ge_11_6_23_1   1.000000000000e+00
    w_11_6_23_1  r_ge_w_11_6_1  -1.000000000000e+00
    w_11_6_23_1  r_le_11_6  -1.000000000000e+00
    w_11_6_5_5  w_le_s_11_6_5_5   1.000000000000e+00
    w_11_6_5_5  w_le_r_11_6_5_5   1.000000000000e+00
    w_11_6_5_5  w_ge_11_6_5_5   1.000000000000e+00
    w_11_6_5_5  r_ge_w_11_6_2  -1.000000000000e+00
    w_11_6_5_5  r_le_11_6  -1.000000000000e+00
    w_11_6_7_7  w_le_s_11_6_7_7   1.000000000000e+00
    w_11_6_7_7  w_le_r_11_6_7_7   1.000000000000e+00
    w_11_6_7_7  w_ge_11_6_7_7   1.000000000000e+00
    w_11_6_7_7  r_ge_w_11_6_4  -1.000000000000e+00
    w_11_6_7_7  r_le_11_6  -1.000000000000e+00
    w_11_7_11_11  w_le_s_11_7_11_11   1.000000000000e+00
    w_11_7_11_11  w_le_r_11_7_11_11   1.000000000000e+00
    w_11_7_11_11  w_ge_11_7_11_11   1.000000000000e+00
    w_11_7_11_11  r_ge_w_11_7_6  -1.000000000000e+00
    w_11_7_11_11  r_le_11_7  -1.000000000000e+00
    w_11_7_13_11  w_le_s_11_7_13_11   1.000000000000e+00
    w_11_7_13_11  w_le_r_11_7_13_11   1.000000000000e+00
    w_11_7_13_11  w_ge_11_7_13_11   1.000000000000e+00
    w_11_7_13_11  r_ge_w_11_7_7  -1.000000000000e+00
    w_11_7_13_11  r_le_11_7  -1.000000000000e+00
    w_11_7_17_7  w_le_s_11_7_17_7   1.000000000000e+00
    w_11_7_17_7  w_le_r_11_7_17_7   1.000000000000e+00
    w_11_7_17_7  w_ge_11_7_17_7   1.000000000000e+00
    w_11_7_17_7  r_ge_w_11_7_5  -1.000000000000e+00
    w_11_7_17_7  r_le_11_7  -1.000000000000e+00
    w_11_7_19_5  w_le_s_11_7_19_5   1.000000000000e+00
    w_11_7_19_5  w_le_r_11_7_19_5   1.000000000000e+00
    w_11_7_19_5  w_ge_11_7_19_5   1.000000000000e+00
    w_11_7_19_5  r_ge_w_11_7_3  -1.000000000000e+00
    w_11_7_19_5  r_le_11_7  -1.000000000000e+00
    w_11_7_1_1  w_le_s_11_7_1_1   1.000000000000e+00
    w_11_7_1_1  w_le_r_11_7_1_1   1.000000000000e+00
    w_11_7_1_1  w_ge_11_7_1_1   1.000000000000e+00
    w_11_7_1_1  r_ge_w_11_7_0  -1.000000000000e+00
    w_11_7_1_1  r_le_11_7  -1.000000000000e+00
    w_11_7_23_1  w_le_s_11_7_23_1   1.000000000000e+00
    w_11_7_23_1  w_le_r_11_7_23_1   1.000000000000e+00
    w_11_7_23_1  w_ge_11_7_23_1   1.000000000000e+00
    w_11_7_23_1  r_ge_w_11_7_1  -1.000000000000e+00
    w_11_7_23_1  r_le_11_7  -1.000000000000e+00
    w_11_7_5_5  w_le_s_11_7_5_5   1.000000000000e+00
    w_11_7_5_5  w_le_r_11_7_5_5   1.000000000000e+00
    w_11_7_5_5  w_ge_11_7_5_5   1.000000000000e+00
    w_11_7_5_5  r_ge_w_11_7_2  -1.000000000000e+00
    w_11_7_5_5  r_le_11_7  -1.000000000000e+00
    w_11_7_7_7  w_le_s_11_7_7_7   1.000000000000e+00
    w_11_7_7_7  w_le_r_11_7_7_7   1.000000000000e+00
    w_11_7_7_7  w_ge_11_7_7_7   1.000000000000e+00
    w_11_7_7_7  r_ge_w_11_7_4  -1.000000000000e+00
    w_11_7_7_7  r_le_11_7  -1.000000000000e+00
    w_12_1_11_11  w_le_s_12_1_11_11   1.000000000000e+00
    w_12_1_11_11  w_le_r_12_1_11_11   1.000000000000e+00
    w_12_1_11_11  w_ge_12_1_11_11   1.000000000000e+00
    w_12_1_11_11  r_ge_w_12_1_6  -1.000000000000e+00
    w_12_1_11_11  r_le_12_1  -1.000000000000e+00
    w_12_1_13_11  w_le_s_12_1_13_11   1.000000000000e+00
    w_12_1_13_11  w_le_r_12_1_13_11   1.000000000000e+00
    w_12_1_13_11  w_ge_12_1_13_11   1.000000000000e+00
    w_12_1_13_11  r_ge_w_12_1_7  -1.000000000000e+00
    w_12_1_13_11  r_le_12_1  -1.000000000000e+00
    w_12_1_17_7  w_le_s_12_1_17_7   1.000000000000e+00
    w_12_1_17_7  w_le_r_12_1_17_7   1.000000000000e+00
    w_12_1_17_7  w_ge_12_1_17_7   1.000000000000e+00
    w_12_1_17_7  r_ge_w_12_1_5  -1.000000000000e+00
    w_12_1_17_7  r_le_12_1  -1.000000000000e+00
    w_12_1_19_5  w_le_s_12_1_19_5   1.000000000000e+00
    w_12_1_19_5  w_le_r_12_1_19_5   1.000000000000e+00
    w_12_1_19_5  w_ge_12_1_19_5   1.000000000000e+00
    w_12_1_19_5  r_ge_w_12_1_3  -1.000000000000e+00
    w_12_1_19_5  r_le_12_1  -1.000000000000e+00
    w_12_1_1_1  w_le_s_12_1_1_1   1.000000000000e+00
    w_12_1_1_1  w_le_r_12_1_1_1   1.000000000000e+00
    w_12_1_1_1  w_ge_12_1_1_1   1.000000000000e+00
    w_12_1_1_1  r_ge_w_12_1_0  -1.000000000000e+00
    w_12_1_1_1  r_le_12_1  -1.000000000000e+00
    w_12_1_23_1  w_le_s_12_1_23_1   1.000000000000e+00
    w_12_1_23_1  w_le_r_12_1_23_1   1.000000000000e+00
    w_12_1_23_1  w_ge_12_1_23_1   1.000000000000e+00
    w_12_1_23_1  r_ge_w_12_1_1  -1.000000000000e+00
    w_12_1_23_1  r_le_12_1  -1.000000000000e+00
    w_12_1_5_5  w_le_s_12_1_5_5   1.000000000000e+00
    w_12_1_5_5  w_le_r_12_1_5_5   1.000000000000e+00
    w_12_1_5_5  w_ge_12_1_5_5   1.000000000000e+00
    w_12_1_5_5  r_ge_w_12_1_2  -1.000000000000e+00
    w_12_1_5_5  r_le_12_1  -1.000000000000e+00
    w_12_1_7_7  w_le_s_12_1_7_7   1.000000000000e+00
    w_12_1_7_7  w_le_r_12_1_7_7   1.000000000000e+00
    w_12_1_7_7  w_ge_12_1_7_7   1.000000000000e+00
    w_12_1_7_7  r_ge_w_12_1_4  -1.000000000000e+00
    w_12_1_7_7  r_le_12_1  -1.000000000000e+00
    w_12_2_11_11  w_le_s_12_2_11_11   1.000000000000e+00
    w_12_2_11_11  w_le_r_12_2_11_11   1.000000000000e+00
    w_12_2_11_11  w_ge_12_2_11_11   1.000000000000e+00
    w_12_2_11_11  r_ge_w_12_2_6  -1.000000000000e+00
    w_12_2_11_11  r_le_12_2  -1.000000000000e+00
    w_12_2_13_11  w_le_s_12_2_13_11   1.000000000000e+00
    w_12_2_13_11  w_le_r_12_2_13_11   1.000000000000e+00
    w_12_2_13_11  w_ge_12_2_13_11   1.000000000000e+00
    w_12_2_13_11  r_ge_w_12_2_7  -1.000000000000e+00
    w_12_2_13_11  r_le_12_2  -1.000000000000e+00
    w_12_2_17_7  w_le_s_12_2_17_7   1.000000000000e+00
    w_12_2_17_7  w_le_r_12_2_17_7   1.000000000000e+00
    w_12_2_17_7  w_ge_12_2_17_7   1.000000000000e+00
    w_12_2_17_7  r_ge_w_12_2_5  -1.000000000000e+00
    w_12_2_17_7  r_le_12_2  -1.000000000000e+00
    w_12_2_19_5  w_le_s_12_2_19_5   1.000000000000e+00
    w_12_2_19_5  w_le_r_12_2_19_5   1.000000000000e+00
    w_12_2_19_5  w_ge_12_2_19_5   1.000000000000e+00
    w_12_2_19_5  r_ge_w_12_2_3  -1.000000000000e+00
    w_12_2_19_5  r_le_12_2  -1.000000000000e+00
    w_12_2_1_1  w_le_s_12_2_1_1   1.000000000000e+00
    w_12_2_1_1  w_le_r_12_2_1_1   1.000000000000e+00
    w_12_2_1_1  w_ge_12_2_1_1   1.000000000000e+00
    w_12_2_1_1  r_ge_w_12_2_0  -1.000000000000e+00
    w_12_2_1_1  r_le_12_2  -1.000000000000e+00
    w_12_2_23_1  w_le_s_12_2_23_1   1.000000000000e+00
    w_12_2_23_1  w_le_r_12_2_23_1   1.000000000000e+00
    w_12_2_23_1  w_ge_12_2_23_1   1.000000000000e+00
    w_12_2_23_1  r_ge_w_12_2_1  -1.000000000000e+00
    w_12_2_23_1  r_le_12_2  -1.000000000000e+00
    w_12_2_5_5  w_le_s_12_2_5_5   1.000000000000e+00
    w_12_2_5_5  w_le_r_12_2_5_5   1.000000000000e+00
    w_12_2_5_5  w_ge_12_2_5_5   1.000000000000e+00
    w_12_2_5_5  r_ge_w_12_2_2  -1.000000000000e+00
    w_12_2_5_5  r_le_12_2  -1.000000000000e+00
    w_12_2_7_7  w_le_s_12_2_7_7   1.000000000000e+00
    w_12_2_7_7  w_le_r_12_2_7_7   1.000000000000e+00
    w_12_2_7_7  w_ge_12_2_7_7   1.000000000000e+00
    w_12_2_7_7  r_ge_w_12_2_4  -1.000000000000e+00
    w_12_2_7_7  r_le_12_2  -1.000000000000e+00
    w_12_3_11_11  w_le_s_12_3_11_11   1.000000000000e+00
    w_12_3_11_11  w_le_r_12_3_11_11   1.000000000000e+00
    w_12_3_11_11  w_ge_12_3_11_11   1.000000000000e+00
    w_12_3_11_11  r_ge_w_12_3_6  -1.000000000000e+00
    w_12_3_11_11  r_le_12_3  -1.000000000000e+00
    w_12_3_13_11  w_le_s_12_3_13_11   1.000000000000e+00
    w_12_3_13_11  w_le_r_12_3_13_11   1.000000000000e+00
    w_12_3_13_11  w_ge_12_3_13_11   1.000000000000e+00
    w_12_3_13_11  r_ge_w_12_3_7  -1.000000000000e+00
    w_12_3_13_11  r_le_12_3  -1.000000000000e+00
    w_12_3_17_7  w_le_s_12_3_17_7   1.000000000000e+00
    w_12_3_17_7  w_le_r_12_3_17_7   1.000000000000e+00
    w_12_3_17_7  w_ge_12_3_17_7   1.000000000000e+00
    w_12_3_17_7  r_ge_w_12_3_5  -1.000000000000e+00
    w_12_3_17_7  r_le_12_3  -1.000000000000e+00
    w_12_3_19_5  w_le_s_12_3_19_5   1.000000000000e+00
    w_12_3_19_5  w_le_r_12_3_19_5   1.000000000000e+00
    w_12_3_19_5  w_ge_12_3_19_5   1.000000000000e+00
    w_12_3_19_5  r_ge_w_12_3_3  -1.000000000000e+00
    w_12_3_19_5  r_le_12_3  -1.000000000000e+00
    w_12_3_1_1  w_le_s_12_3_1_1   1.000000000000e+00
    w_12_3_1_1  w_le_r_12_3_1_1   1.000000000000e+00
    w_12_3_1_1  w_ge_12_3_1_1   1.000000000000e+00
    w_12_3_1_1  r_ge_w_12_3_0  -1.000000000000e+00
    w_12_3_1_1  r_le_12_3  -1.000000000000e+00
    w_12_3_23_1  w_le_s_12_3_23_1   1.000000000000e+00
    w_12_3_23_1  w_le_r_12_3_23_1   1.000000000000e+00
    w_12_3_23_1  w_ge_12_3_23_1   1.000000000000e+00
    w_12_3_23_1  r_ge_w_12_3_1  -1.000000000000e+00
    w_12_3_23_1  r_le_12_3  -1.000000000000e+00
    w_12_3_5_5  w_le_s_12_3_5_5   1.000000000000e+00
    w_12_3_5_5  w_le_r_12_3_5_5   1.000000000000e+00
    w_12_3_5_5  w_ge_12_3_5_5   1.000000000000e+00
    w_12_3_5_5  r_ge_w_12_3_2  -1.000000000000e+00
    w_12_3_5_5  r_le_12_3  -1.000000000000e+00
    w_12_3_7_7  w_le_s_12_3_7_7   1.000000000000e+00
    w_12_3_7_7  w_le_r_12_3_7_7   1.000000000000e+00
    w_12_3_7_7  w_ge_12_3_7_7   1.000000000000e+00
    w_12_3_7_7  r_ge_w_12_3_4  -1.000000000000e+00
    w_12_3_7_7  r_le_12_3  -1.000000000000e+00
    w_12_4_11_11  w_le_s_12_4_11_11   1.000000000000e+00
    w_12_4_11_11  w_le_r_12_4_11_11   1.000000000000e+00
    w_12_4_11_11  w_ge_12_4_11_11   1.000000000000e+00
    w_12_4_11_11  r_ge_w_12_4_6  -1.000000000000e+00
    w_12_4_11_11  r_le_12_4  -1.000000000000e+00
    w_12_4_13_11  w_le_s_12_4_13_11   1.000000000000e+00
    w_12_4_13_11  w_le_r_12_4_13_11   1.000000000000e+00
    w_12_4_13_11  w_ge_12_4_13_11   1.000000000000e+00
    w_12_4_13_11  r_ge_w_12_4_7  -1.000000000000e+00
    w_12_4_13_11  r_le_12_4  -1.000000000000e+00
    w_12_4_17_7  w_le_s_12_4_17_7   1.000000000000e+00
    w_12_4_17_7  w_le_r_12_4_17_7   1.000000000000e+00
    w_12_4_17_7  w_ge_12_4_17_7   1.000000000000e+00
    w_12_4_17_7  r_ge_w_12_4_5  -1.000000000000e+00
    w_12_4_17_7  r_le_12_4  -1.000000000000e+00
    w_12_4_19_5  w_le_s_12_4_19_5   1.000000000000e+00
    w_12_4_19_5  w_le_r_12_4_19_5   1.000000000000e+00
    w_12_4_19_5  w_ge_12_4_19_5   1.000000000000e+00
    w_12_4_19_5  r_ge_w_12_4_3  -1.000000000000e+00
    w_12_4_19_5  r_le_12_4  -1.000000000000e+00
    w_12_4_1_1  w_le_s_12_4_1_1   1.000000000000e+00
    w_12_4_1_1  w_le_r_12_4_1_1   1.000000000000e+00
    w_12_4_1_1  w_ge_12_4_1_1   1.000000000000e+00
    w_12_4_1_1  r_ge_w_12_4_0  -1.000000000000e+00
    w_12_4_1_1  r_le_12_4  -1.000000000000e+00
    w_12_4_23_1  w_le_s_12_4_23_1   1.000000000000e+00
    w_12_4_23_1  w_le_r_12_4_23_1   1.000000000000e+00
    w_12_4_23_1  w_ge_12_4_23_1   1.000000000000e+00
    w_12_4_23_1  r_ge_w_12_4_1  -1.000000000000e+00
    w_12_4_23_1  r_le_12_4  -1.000000000000e+00
    w_12_4_5_5  w_le_s_12_4_5_5   1.000000000000e+00
    w_12_4_5_5  w_le_r_12_4_5_5   1.000000000000e+00
    w_12_4_5_5  w_ge_12_4_5_5   1.000000000000e+00
    w_12_4_5_5  r_ge_w_12_4_2  -1.000000000000e+00
    w_12_4_5_5  r_le_12_4  -1.000000000000e+00
    w_12_4_7_7  w_le_s_12_4_7_7   1.000000000000e+00
    w_12_4_7_7  w_le_r_12_4_7_7   1.000000000000e+00
    w_12_4_7_7  w_ge_12_4_7_7   1.000000000000e+00
    w_12_4_7_7  r_ge_w_12_4_4  -1.000000000000e+00
    w_12_4_7_7  r_le_12_4  -1.000000000000e+00
    w_12_5_11_11  w_le_s_12_5_11_11   1.000000000000e+00
    w_12_5_11_11  w_le_r_12_5_11_11   1.000000000000e+00
    w_12_5_11_11  w_ge_12_5_11_11   1.000000000000e+00
    w_12_5_11_11  r_ge_w_12_5_6  -1.000000000000e+00
    w_12_5_11_11  r_le_12_5  -1.000000000000e+00
    w_12_5_13_11  w_le_s_12_5_13_11   1.000000000000e+00
    w_12_5_13_11  w_le_r_12_5_13_11   1.000000000000e+00
    w_12_5_13_11  w_ge_12_5_13_11   1.000000000000e+00
    w_12_5_13_11  r_ge_w_12_5_7  -1.000000000000e+00
    w_12_5_13_11  r_le_12_5  -1.000000000000e+00
    w_12_5_17_7  w_le_s_12_5_17_7   1.000000000000e+00
    w_12_5_17_7  w_le_r_12_5_17_7   1.000000000000e+00
    w_12_5_17_7  w_ge_12_5_17_7   1.000000000000e+00
    w_12_5_17_7  r_ge_w_12_5_5  -1.000000000000e+00
    w_12_5_17_7  r_le_12_5  -1.000000000000e+00
    w_12_5_19_5  w_le_s_12_5_19_5   1.000000000000e+00
    w_12_5_19_5  w_le_r_12_5_19_5   1.000000000000e+00
    w_12_5_19_5  w_ge_12_5_19_5   1.000000000000e+00
    w_12_5_19_5  r_ge_w_12_5_3  -1.000000000000e+00
    w_12_5_19_5  r_le_12_5  -1.000000000000e+00
    w_12_5_1_1  w_le_s_12_5_1_1   1.000000000000e+00
    w_12_5_1_1  w_le_r_12_5_1_1   1.000000000000e+00
    w_12_5_1_1  w_ge_12_5_1_1   1.000000000000e+00
    w_12_5_1_1  r_ge_w_12_5_0  -1.000000000000e+00
    w_12_5_1_1  r_le_12_5  -1.000000000000e+00
    w_12_5_23_1  w_le_s_12_5_23_1   1.000000000000e+00
    w_12_5_23_1  w_le_r_12_5_23_1   1.000000000000e+00
    w_12_5_23_1  w_ge_12_5_23_1   1.000000000000e+00
    w_12_5_23_1  r_ge_w_12_5_1  -1.000000000000e+00
    w_12_5_23_1  r_le_12_5  -1.000000000000e+00
    w_12_5_5_5  w_le_s_12_5_5_5   1.000000000000e+00
    w_12_5_5_5  w_le_r_12_5_5_5   1.000000000000e+00
    w_12_5_5_5  w_ge_12_5_5_5   1.000000000000e+00
    w_12_5_5_5  r_ge_w_12_5_2  -1.000000000000e+00
    w_12_5_5_5  r_le_12_5  -1.000000000000e+00
    w_12_5_7_7  w_le_s_12_5_7_7   1.000000000000e+00
    w_12_5_7_7  w_le_r_12_5_7_7   1.000000000000e+00
    w_12_5_7_7  w_ge_12_5_7_7   1.000000000000e+00
    w_12_5_7_7  r_ge_w_12_5_4  -1.000000000000e+00
    w_12_5_7_7  r_le_12_5  -1.000000000000e+00
    w_12_6_11_11  w_le_s_12_6_11_11   1.000000000000e+00
    w_12_6_11_11  w_le_r_12_6_11_11   1.000000000000e+00
    w_12_6_11_11  w_ge_12_6_11_11   1.000000000000e+00
    w_12_6_11_11  r_ge_w_12_6_6  -1.000000000000e+00
    w_12_6_11_11  r_le_12_6  -1.000000000000e+00
    w_12_6_13_11  w_le_s_12_6_13_11   1.000000000000e+00
    w_12_6_13_11  w_le_r_12_6_13_11   1.000000000000e+00
    w_12_6_13_11  w_ge_12_6_13_11   1.000000000000e+00
    w_12_6_13_11  r_ge_w_12_6_7  -1.000000000000e+00
    w_12_6_13_11  r_le_12_6  -1.000000000000e+00
    w_12_6_17_7  w_le_s_12_6_17_7   1.000000000000e+00
    w_12_6_17_7  w_le_r_12_6_17_7   1.000000000000e+00
    w_12_6_17_7  w_ge_12_6_17_7   1.000000000000e+00
    w_12_6_17_7  r_ge_w_12_6_5  -1.000000000000e+00
    w_12_6_17_7  r_le_12_6  -1.000000000000e+00
    w_12_6_19_5  w_le_s_12_6_19_5   1.000000000000e+00
    w_12_6_19_5  w_le_r_12_6_19_5   1.000000000000e+00
    w_12_6_19_5  w_ge_12_6_19_5   1.000000000000e+00
    w_12_6_19_5  r_ge_w_12_6_3  -1.000000000000e+00
    w_12_6_19_5  r_le_12_6  -1.000000000000e+00
    w_12_6_1_1  w_le_s_12_6_1_1   1.000000000000e+00
    w_12_6_1_1  w_le_r_12_6_1_1   1.000000000000e+00
    w_12_6_1_1  w_ge_12_6_1_1   1.000000000000e+00
    w_12_6_1_1  r_ge_w_12_6_0  -1.000000000000e+00
    w_12_6_1_1  r_le_12_6  -1.000000000000e+00
    w_12_6_23_1  w_le_s_12_6_23_1   1.000000000000e+00
    w_12_6_23_1  w_le_r_12_6_23_1   1.000000000000e+00
    w_12_6_23_1  w_ge_12_6_23_1   1.000000000000e+00
    w_12_6_23_1  r_ge_w_12_6_1  -1.000000000000e+00
    w_12_6_23_1  r_le_12_6  -1.000000000000e+00
    w_12_6_5_5  w_le_s_12_6_5_5   1.000000000000e+00
    w_12_6_5_5  w_le_r_12_6_5_5   1.000000000000e+00
    w_12_6_5_5  w_ge_12_6_5_5   1.000000000000e+00
    w_12_6_5_5  r_ge_w_12_6_2  -1.000000000000e+00
    w_12_6_5_5  r_le_12_6  -1.000000000000e+00
    w_12_6_7_7  w_le_s_12_6_7_7   1.000000000000e+00
    w_12_6_7_7  w_le_r_12_6_7_7   1.000000000000e+00
    w_12_6_7_7  w_ge_12_6_7_7   1.000000000000e+00
    w_12_6_7_7  r_ge_w_12_6_4  -1.000000000000e+00
    w_12_6_7_7  r_le_12_6  -1.000000000000e+00
    w_12_7_11_11  w_le_s_12_7_11_11   1.000000000000e+00
    w_12_7_11_11  w_le_r_12_7_11_11   1.000000000000e+00
    w_12_7_11_11  w_ge_12_7_11_11   1.000000000000e+00
    w_12_7_11_11  r_ge_w_12_7_6  -1.000000000000e+00
    w_12_7_11_11  r_le_12_7  -1.000000000000e+00
    w_12_7_13_11  w_le_s_12_7_13_11   1.000000000000e+00
    w_12_7_13_11  w_le_r_12_7_13_11   1.000000000000e+00
    w_12_7_13_11  w_ge_12_7_13_11   1.000000000000e+00
    w_12_7_13_11  r_ge_w_12_7_7  -1.000000000000e+00
    w_12_7_13_11  r_le_12_7  -1.000000000000e+00
    w_12_7_17_7  w_le_s_12_7_17_7   1.000000000000e+00
    w_12_7_17_7  w_le_r_12_7_17_7   1.000000000000e+00
    w_12_7_17_7  w_ge_12_7_17_7   1.000000000000e+00
    w_12_7_17_7  r_ge_w_12_7_5  -1.000000000000e+00
    w_12_7_17_7  r_le_12_7  -1.000000000000e+00
    w_12_7_19_5  w_le_s_12_7_19_5   1.000000000000e+00
    w_12_7_19_5  w_le_r_12_7_19_5   1.000000000000e+00
    w_12_7_19_5  w_ge_12_7_19_5   1.000000000000e+00
    w_12_7_19_5  r_ge_w_12_7_3  -1.000000000000e+00
    w_12_7_19_5  r_le_12_7  -1.000000000000e+00
    w_12_7_1_1  w_le_s_12_7_1_1   1.000000000000e+00
    w_12_7_1_1  w_le_r_12_7_1_1   1.000000000000e+00
    w_12_7_1_1  w_ge_12_7_1_1   1.000000000000e+00
    w_12_7_1_1  r_ge_w_12_7_0  -1.000000000000e+00
    w_12_7_1_1  r_le_12_7  -1.000000000000e+00
    w_12_7_23_1  w_le_s_12_7_23_1   1.000000000000e+00
    w_12_7_23_1  w_le_r_12_7_23_1   1.000000000000e+00
    w_12_7_23_1  w_ge_12_7_23_1   1.000000000000e+00
    w_12_7_23_1  r_ge_w_12_7_1  -1.000000000000e+00
    w_12_7_23_1  r_le_12_7  -1.000000000000e+00
    w_12_7_5_5  w_le_s_12_7_5_5   1.000000000000e+00
    w_12_7_5_5  w_le_r_12_7_5_5   1.000000000000e+00
    w_12_7_5_5  w_ge_12_7_5_5   1.000000000000e+00
    w_12_7_5_5  r_ge_w_12_7_2  -1.000000000000e+00
    w_12_7_5_5  r_le_12_7  -1.000000000000e+00
    w_12_7_7_7  w_le_s_12_7_7_7   1.000000000000e+00
    w_12_7_7_7  w_le_r_12_7_7_7   1.000000000000e+00
    w_12_7_7_7  w_ge_12_7_7_7   1.000000000000e+00
    w_12_7_7_7  r_ge_w_12_7_4  -1.000000000000e+00
    w_12_7_7_7  r_le_12_7  -1.000000000000e+00
    w_1_1_11_11  w_le_s_1_1_11_11   1.000000000000e+00
    w_1_1_11_11  w_le_r_1_1_11_11   1.000000000000e+00
    w_1_1_11_11  w_ge_1_1_11_11   1.000000000000e+00
    w_1_1_11_11  r_ge_w_1_1_6  -1.000000000000e+00
    w_1_1_11_11  r_le_1_1  -1.000000000000e+00
    w_1_1_13_11  w_le_s_1_1_13_11   1.000000000000e+00
    w_1_1_13_11  w_le_r_1_1_13_11   1.000000000000e+00
    w_1_1_13_11  w_ge_1_1_13_11   1.000000000000e+00
    w_1_1_13_11  r_ge_w_1_1_7  -1.000000000000e+00
    w_1_1_13_11  r_le_1_1  -1.000000000000e+00
    w_1_1_17_7  w_le_s_1_1_17_7   1.000000000000e+00
    w_1_1_17_7  w_le_r_1_1_17_7   1.000000000000e+00
    w_1_1_17_7  w_ge_1_1_17_7   1.000000000000e+00
    w_1_1_17_7  r_ge_w_1_1_5  -1.000000000000e+00
    w_1_1_17_7  r_le_1_1  -1.000000000000e+00
    w_1_1_19_5  w_le_s_1_1_19_5   1.000000000000e+00
    w_1_1_19_5  w_le_r_1_1_19_5   1.000000000000e+00
    w_1_1_19_5  w_ge_1_1_19_5   1.000000000000e+00
    w_1_1_19_5  r_ge_w_1_1_3  -1.000000000000e+00
    w_1_1_19_5  r_le_1_1  -1.000000000000e+00
    w_1_1_1_1  w_le_s_1_1_1_1   1.000000000000e+00
    w_1_1_1_1  w_le_r_1_1_1_1   1.000000000000e+00
    w_1_1_1_1  w_ge_1_1_1_1   1.000000000000e+00
    w_1_1_1_1  r_ge_w_1_1_0  -1.000000000000e+00
    w_1_1_1_1  r_le_1_1  -1.000000000000e+00
    w_1_1_23_1  w_le_s_1_1_23_1   1.000000000000e+00
    w_1_1_23_1  w_le_r_1_1_23_1   1.000000000000e+00
    w_1_1_23_1  w_ge_1_1_23_1   1.000000000000e+00
    w_1_1_23_1  r_ge_w_1_1_1  -1.000000000000e+00
    w_1_1_23_1  r_le_1_1  -1.000000000000e+00
    w_1_1_5_5  w_le_s_1_1_5_5   1.000000000000e+00
    w_1_1_5_5  w_le_r_1_1_5_5   1.000000000000e+00
    w_1_1_5_5  w_ge_1_1_5_5   1.000000000000e+00
    w_1_1_5_5  r_ge_w_1_1_2  -1.000000000000e+00
    w_1_1_5_5  r_le_1_1  -1.000000000000e+00
    w_1_1_7_7  w_le_s_1_1_7_7   1.000000000000e+00
    w_1_1_7_7  w_le_r_1_1_7_7   1.000000000000e+00
    w_1_1_7_7  w_ge_1_1_7_7   1.000000000000e+00
    w_1_1_7_7  r_ge_w_1_1_4  -1.000000000000e+00
    w_1_1_7_7  r_le_1_1  -1.000000000000e+00
    w_1_2_11_11  w_le_s_1_2_11_11   1.000000000000e+00
    w_1_2_11_11  w_le_r_1_2_11_11   1.000000000000e+00
    w_1_2_11_11  w_ge_1_2_11_11   1.000000000000e+00
    w_1_2_11_11  r_ge_w_1_2_6  -1.000000000000e+00
    w_1_2_11_11  r_le_1_2  -1.000000000000e+00
    w_1_2_13_11  w_le_s_1_2_13_11   1.000000000000e+00
    w_1_2_13_11  w_le_r_1_2_13_11   1.000000000000e+00
    w_1_2_13_11  w_ge_1_2_13_11   1.000000000000e+00
    w_1_2_13_11  r_ge_w_1_2_7  -1.000000000000e+00
    w_1_2_13_11  r_le_1_2  -1.000000000000e+00
    w_1_2_17_7  w_le_s_1_2_17_7   1.000000000000e+00
    w_1_2_17_7  w_le_r_1_2_17_7   1.000000000000e+00
    w_1_2_17_7  w_ge_1_2_17_7   1.000000000000e+00
    w_1_2_17_7  r_ge_w_1_2_5  -1.000000000000e+00
    w_1_2_17_7  r_le_1_2  -1.000000000000e+00
    w_1_2_19_5  w_le_s_1_2_19_5   1.000000000000e+00
    w_1_2_19_5  w_le_r_1_2_19_5   1.000000000000e+00
    w_1_2_19_5  w_ge_1_2_19_5   1.000000000000e+00
    w_1_2_19_5  r_ge_w_1_2_3  -1.000000000000e+00
    w_1_2_19_5  r_le_1_2  -1.000000000000e+00
    w_1_2_1_1  w_le_s_1_2_1_1   1.000000000000e+00
    w_1_2_1_1  w_le_r_1_2_1_1   1.000000000000e+00
    w_1_2_1_1  w_ge_1_2_1_1   1.000000000000e+00
    w_1_2_1_1  r_ge_w_1_2_0  -1.000000000000e+00
    w_1_2_1_1  r_le_1_2  -1.000000000000e+00
    w_1_2_23_1  w_le_s_1_2_23_1   1.000000000000e+00
    w_1_2_23_1  w_le_r_1_2_23_1   1.000000000000e+00
    w_1_2_23_1  w_ge_1_2_23_1   1.000000000000e+00
    w_1_2_23_1  r_ge_w_1_2_1  -1.000000000000e+00
    w_1_2_23_1  r_le_1_2  -1.000000000000e+00
    w_1_2_5_5  w_le_s_1_2_5_5   1.000000000000e+00
    w_1_2_5_5  w_le_r_1_2_5_5   1.000000000000e+00
    w_1_2_5_5  w_ge_1_2_5_5   1.000000000000e+00
    w_1_2_5_5  r_ge_w_1_2_2  -1.000000000000e+00
    w_1_2_5_5  r_le_1_2  -1.000000000000e+00
    w_1_2_7_7  w_le_s_1_2_7_7   1.000000000000e+00
    w_1_2_7_7  w_le_r_1_2_7_7   1.000000000000e+00
    w_1_2_7_7  w_ge_1_2_7_7   1.000000000000e+00
    w_1_2_7_7  r_ge_w_1_2_4  -1.000000000000e+00
    w_1_2_7_7  r_le_1_2  -1.000000000000e+00
    w_1_3_11_11  w_le_s_1_3_11_11   1.000000000000e+00
    w_1_3_11_11  w_le_r_1_3_11_11   1.000000000000e+00
    w_1_3_11_11  w_ge_1_3_11_11   1.000000000000e+00
    w_1_3_11_11  r_ge_w_1_3_6  -1.000000000000e+00
    w_1_3_11_11  r_le_1_3  -1.000000000000e+00
    w_1_3_13_11  w_le_s_1_3_13_11   1.000000000000e+00
    w_1_3_13_11  w_le_r_1_3_13_11   1.000000000000e+00
    w_1_3_13_11  w_ge_1_3_13_11   1.000000000000e+00
    w_1_3_13_11  r_ge_w_1_3_7  -1.000000000000e+00
    w_1_3_13_11  r_le_1_3  -1.000000000000e+00
    w_1_3_17_7  w_le_s_1_3_17_7   1.000000000000e+00
    w_1_3_17_7  w_le_r_1_3_17_7   1.000000000000e+00
    w_1_3_17_7  w_ge_1_3_17_7   1.000000000000e+00
    w_1_3_17_7  r_ge_w_1_3_5  -1.000000000000e+00
    w_1_3_17_7  r_le_1_3  -1.000000000000e+00
    w_1_3_19_5  w_le_s_1_3_19_5   1.000000000000e+00
    w_1_3_19_5  w_le_r_1_3_19_5   1.000000000000e+00
    w_1_3_19_5  w_ge_1_3_19_5   1.000000000000e+00
    w_1_3_19_5  r_ge_w_1_3_3  -1.000000000000e+00
    w_1_3_19_5  r_le_1_3  -1.000000000000e+00
    w_1_3_1_1  w_le_s_1_3_1_1   1.000000000000e+00
    w_1_3_1_1  w_le_r_1_3_1_1   1.000000000000e+00
    w_1_3_1_1  w_ge_1_3_1_1   1.000000000000e+00
    w_1_3_1_1  r_ge_w_1_3_0  -1.000000000000e+00
    w_1_3_1_1  r_le_1_3  -1.000000000000e+00
    w_1_3_23_1  w_le_s_1_3_23_1   1.000000000000e+00
    w_1_3_23_1  w_le_r_1_3_23_1   1.000000000000e+00
    w_1_3_23_1  w_ge_1_3_23_1   1.000000000000e+00
    w_1_3_23_1  r_ge_w_1_3_1  -1.000000000000e+00
    w_1_3_23_1  r_le_1_3  -1.000000000000e+00
    w_1_3_5_5  w_le_s_1_3_5_5   1.000000000000e+00
    w_1_3_5_5  w_le_r_1_3_5_5   1.000000000000e+00
    w_1_3_5_5  w_ge_1_3_5_5   1.000000000000e+00
    w_1_3_5_5  r_ge_w_1_3_2  -1.000000000000e+00
    w_1_3_5_5  r_le_1_3  -1.000000000000e+00
    w_1_3_7_7  w_le_s_1_3_7_7   1.000000000000e+00
    w_1_3_7_7  w_le_r_1_3_7_7   1.000000000000e+00
    w_1_3_7_7  w_ge_1_3_7_7   1.000000000000e+00
    w_1_3_7_7  r_ge_w_1_3_4  -1.000000000000e+00
    w_1_3_7_7  r_le_1_3  -1.000000000000e+00
    w_1_4_11_11  w_le_s_1_4_11_11   1.000000000000e+00
    w_1_4_11_11  w_le_r_1_4_11_11   1.000000000000e+00
    w_1_4_11_11  w_ge_1_4_11_11   1.000000000000e+00
    w_1_4_11_11  r_ge_w_1_4_6  -1.000000000000e+00
    w_1_4_11_11  r_le_1_4  -1.000000000000e+00
    w_1_4_13_11  w_le_s_1_4_13_11   1.000000000000e+00
    w_1_4_13_11  w_le_r_1_4_13_11   1.000000000000e+00
    w_1_4_13_11  w_ge_1_4_13_11   1.000000000000e+00
    w_1_4_13_11  r_ge_w_1_4_7  -1.000000000000e+00
    w_1_4_13_11  r_le_1_4  -1.000000000000e+00
    w_1_4_17_7  w_le_s_1_4_17_7   1.000000000000e+00
    w_1_4_17_7  w_le_r_1_4_17_7   1.000000000000e+00
    w_1_4_17_7  w_ge_1_4_17_7   1.000000000000e+00
    w_1_4_17_7  r_ge_w_1_4_5  -1.000000000000e+00
    w_1_4_17_7  r_le_1_4  -1.000000000000e+00
    w_1_4_19_5  w_le_s_1_4_19_5   1.000000000000e+00
    w_1_4_19_5  w_le_r_1_4_19_5   1.000000000000e+00
    w_1_4_19_5  w_ge_1_4_19_5   1.000000000000e+00
    w_1_4_19_5  r_ge_w_1_4_3  -1.000000000000e+00
    w_1_4_19_5  r_le_1_4  -1.000000000000e+00
    w_1_4_1_1  w_le_s_1_4_1_1   1.000000000000e+00
    w_1_4_1_1  w_le_r_1_4_1_1   1.000000000000e+00
    w_1_4_1_1  w_ge_1_4_1_1   1.000000000000e+00
    w_1_4_1_1  r_ge_w_1_4_0  -1.000000000000e+00
    w_1_4_1_1  r_le_1_4  -1.000000000000e+00
    w_1_4_23_1  w_le_s_1_4_23_1   1.000000000000e+00
    w_1_4_23_1  w_le_r_1_4_23_1   1.000000000000e+00
    w_1_4_23_1  w_ge_1_4_23_1   1.000000000000e+00
    w_1_4_23_1  r_ge_w_1_4_1  -1.000000000000e+00
    w_1_4_23_1  r_le_1_4  -1.000000000000e+00
    w_1_4_5_5  w_le_s_1_4_5_5   1.000000000000e+00
    w_1_4_5_5  w_le_r_1_4_5_5   1.000000000000e+00
    w_1_4_5_5  w_ge_1_4_5_5   1.000000000000e+00
    w_1_4_5_5  r_ge_w_1_4_2  -1.000000000000e+00
    w_1_4_5_5  r_le_1_4  -1.000000000000e+00
    w_1_4_7_7  w_le_s_1_4_7_7   1.000000000000e+00
    w_1_4_7_7  w_le_r_1_4_7_7   1.000000000000e+00
    w_1_4_7_7  w_ge_1_4_7_7   1.000000000000e+00
    w_1_4_7_7  r_ge_w_1_4_4  -1.000000000000e+00
    w_1_4_7_7  r_le_1_4  -1.000000000000e+00
    w_1_5_11_11  w_le_s_1_5_11_11   1.000000000000e+00
    w_1_5_11_11  w_le_r_1_5_11_11   1.000000000000e+00
    w_1_5_11_11  w_ge_1_5_11_11   1.000000000000e+00
    w_1_5_11_11  r_ge_w_1_5_6  -1.000000000000e+00
    w_1_5_11_11  r_le_1_5  -1.000000000000e+00
    w_1_5_13_11  w_le_s_1_5_13_11   1.000000000000e+00
    w_1_5_13_11  w_le_r_1_5_13_11   1.000000000000e+00
    w_1_5_13_11  w_ge_1_5_13_11   1.000000000000e+00
    w_1_5_13_11  r_ge_w_1_5_7  -1.000000000000e+00
    w_1_5_13_11  r_le_1_5  -1.000000000000e+00
    w_1_5_17_7  w_le_s_1_5_17_7   1.000000000000e+00
    w_1_5_17_7  w_le_r_1_5_17_7   1.000000000000e+00
    w_1_5_17_7  w_ge_1_5_17_7   1.000000000000e+00
    w_1_5_17_7  r_ge_w_1_5_5  -1.000000000000e+00
    w_1_5_17_7  r_le_1_5  -1.000000000000e+00
    w_1_5_19_5  w_le_s_1_5_19_5   1.000000000000e+00
    w_1_5_19_5  w_le_r_1_5_19_5   1.000000000000e+00
    w_1_5_19_5  w_ge_1_5_19_5   1.000000000000e+00
    w_1_5_19_5  r_ge_w_1_5_3  -1.000000000000e+00
    w_1_5_19_5  r_le_1_5  -1.000000000000e+00
    w_1_5_1_1  w_le_s_1_5_1_1   1.000000000000e+00
    w_1_5_1_1  w_le_r_1_5_1_1   1.000000000000e+00
    w_1_5_1_1  w_ge_1_5_1_1   1.000000000000e+00
    w_1_5_1_1  r_ge_w_1_5_0  -1.000000000000e+00
    w_1_5_1_1  r_le_1_5  -1.000000000000e+00
    w_1_5_23_1  w_le_s_1_5_23_1   1.000000000000e+00
    w_1_5_23_1  w_le_r_1_5_23_1   1.000000000000e+00
    w_1_5_23_1  w_ge_1_5_23_1   1.000000000000e+00
    w_1_5_23_1  r_ge_w_1_5_1  -1.000000000000e+00
    w_1_5_23_1  r_le_1_5  -1.000000000000e+00
    w_1_5_5_5  w_le_s_1_5_5_5   1.000000000000e+00
    w_1_5_5_5  w_le_r_1_5_5_5   1.000000000000e+00
    w_1_5_5_5  w_ge_1_5_5_5   1.000000000000e+00
    w_1_5_5_5  r_ge_w_1_5_2  -1.000000000000e+00
    w_1_5_5_5  r_le_1_5  -1.000000000000e+00
    w_1_5_7_7  w_le_s_1_5_7_7   1.000000000000e+00
    w_1_5_7_7  w_le_r_1_5_7_7   1.000000000000e+00
    w_1_5_7_7  w_ge_1_5_7_7   1.000000000000e+00
    w_1_5_7_7  r_ge_w_1_5_4  -1.000000000000e+00
    w_1_5_7_7  r_le_1_5  -1.000000000000e+00
    w_1_6_11_11  w_le_s_1_6_11_11   1.000000000000e+00
    w_1_6_11_11  w_le_r_1_6_11_11   1.000000000000e+00
    w_1_6_11_11  w_ge_1_6_11_11   1.000000000000e+00
    w_1_6_11_11  r_ge_w_1_6_6  -1.000000000000e+00
    w_1_6_11_11  r_le_1_6  -1.000000000000e+00
    w_1_6_13_11  w_le_s_1_6_13_11   1.000000000000e+00
    w_1_6_13_11  w_le_r_1_6_13_11   1.000000000000e+00
    w_1_6_13_11  w_ge_1_6_13_11   1.000000000000e+00
    w_1_6_13_11  r_ge_w_1_6_7  -1.000000000000e+00
    w_1_6_13_11  r_le_1_6  -1.000000000000e+00
    w_1_6_17_7  w_le_s_1_6_17_7   1.000000000000e+00
    w_1_6_17_7  w_le_r_1_6_17_7   1.000000000000e+00
    w_1_6_17_7  w_ge_1_6_17_7   1.000000000000e+00
    w_1_6_17_7  r_ge_w_1_6_5  -1.000000000000e+00
    w_1_6_17_7  r_le_1_6  -1.000000000000e+00
    w_1_6_19_5  w_le_s_1_6_19_5   1.000000000000e+00
    w_1_6_19_5  w_le_r_1_6_19_5   1.000000000000e+00
    w_1_6_19_5  w_ge_1_6_19_5   1.000000000000e+00
    w_1_6_19_5  r_ge_w_1_6_3  -1.000000000000e+00
    w_1_6_19_5  r_le_1_6  -1.000000000000e+00
    w_1_6_1_1  w_le_s_1_6_1_1   1.000000000000e+00
    w_1_6_1_1  w_le_r_1_6_1_1   1.000000000000e+00
    w_1_6_1_1  w_ge_1_6_1_1   1.000000000000e+00
    w_1_6_1_1  r_ge_w_1_6_0  -1.000000000000e+00
    w_1_6_1_1  r_le_1_6  -1.000000000000e+00
    w_1_6_23_1  w_le_s_1_6_23_1   1.000000000000e+00
    w_1_6_23_1  w_le_r_1_6_23_1   1.000000000000e+00
    w_1_6_23_1  w_ge_1_6_23_1   1.000000000000e+00
    w_1_6_23_1  r_ge_w_1_6_1  -1.000000000000e+00
    w_1_6_23_1  r_le_1_6  -1.000000000000e+00
    w_1_6_5_5  w_le_s_1_6_5_5   1.000000000000e+00
    w_1_6_5_5  w_le_r_1_6_5_5   1.000000000000e+00
    w_1_6_5_5  w_ge_1_6_5_5   1.000000000000e+00
    w_1_6_5_5  r_ge_w_1_6_2  -1.000000000000e+00
    w_1_6_5_5  r_le_1_6  -1.000000000000e+00
    w_1_6_7_7  w_le_s_1_6_7_7   1.000000000000e+00
    w_1_6_7_7  w_le_r_1_6_7_7   1.000000000000e+00
    w_1_6_7_7  w_ge_1_6_7_7   1.000000000000e+00
    w_1_6_7_7  r_ge_w_1_6_4  -1.000000000000e+00
    w_1_6_7_7  r_le_1_6  -1.000000000000e+00
    w_1_7_11_11  w_le_s_1_7_11_11   1.000000000000e+00
    w_1_7_11_11  w_le_r_1_7_11_11   1.000000000000e+00
    w_1_7_11_11  w_ge_1_7_11_11   1.000000000000e+00
    w_1_7_11_11  r_ge_w_1_7_6  -1.000000000000e+00
    w_1_7_11_11  r_le_1_7  -1.000000000000e+00
    w_1_7_13_11  w_le_s_1_7_13_11   1.000000000000e+00
    w_1_7_13_11  w_le_r_1_7_13_11   1.000000000000e+00
    w_1_7_13_11  w_ge_1_7_13_11   1.000000000000e+00
    w_1_7_13_11  r_ge_w_1_7_7  -1.000000000000e+00
    w_1_7_13_11  r_le_1_7  -1.000000000000e+00
    w_1_7_17_7  w_le_s_1_7_17_7   1.000000000000e+00
    w_1_7_17_7  w_le_r_1_7_17_7   1.000000000000e+00
    w_1_7_17_7  w_ge_1_7_17_7   1.000000000000e+00
    w_1_7_17_7  r_ge_w_1_7_5  -1.000000000000e+00
    w_1_7_17_7  r_le_1_7  -1.000000000000e+00
    w_1_7_19_5  w_le_s_1_7_19_5   1.000000000000e+00
    w_1_7_19_5  w_le_r_1_7_19_5   1.000000000000e+00
    w_1_7_19_5  w_ge_1_7_19_5   1.000000000000e+00
    w_1_7_19_5  r_ge_w_1_7_3  -1.000000000000e+00
    w_1_7_19_5  r_le_1_7  -1.000000000000e+00
    w_1_7_1_1  w_le_s_1_7_1_1   1.000000000000e+00
    w_1_7_1_1  w_le_r_1_7_1_1   1.000000000000e+00
    w_1_7_1_1  w_ge_1_7_1_1   1.000000000000e+00
    w_1_7_1_1  r_ge_w_1_7_0  -1.000000000000e+00
    w_1_7_1_1  r_le_1_7  -1.000000000000e+00
    w_1_7_23_1  w_le_s_1_7_23_1   1.000000000000e+00
    w_1_7_23_1  w_le_r_1_7_23_1   1.000000000000e+00
    w_1_7_23_1  w_ge_1_7_23_1   1.000000000000e+00
    w_1_7_23_1  r_ge_w_1_7_1  -1.000000000000e+00
    w_1_7_23_1  r_le_1_7  -1.000000000000e+00
    w_1_7_5_5  w_le_s_1_7_5_5   1.000000000000e+00
    w_1_7_5_5  w_le_r_1_7_5_5   1.000000000000e+00
    w_1_7_5_5  w_ge_1_7_5_5   1.000000000000e+00
    w_1_7_5_5  r_ge_w_1_7_2  -1.000000000000e+00
    w_1_7_5_5  r_le_1_7  -1.000000000000e+00
    w_1_7_7_7  w_le_s_1_7_7_7   1.000000000000e+00
    w_1_7_7_7  w_le_r_1_7_7_7   1.000000000000e+00
    w_1_7_7_7  w_ge_1_7_7_7   1.000000000000e+00
    w_1_7_7_7  r_ge_w_1_7_4  -1.000000000000e+00
    w_1_7_7_7  r_le_1_7  -1.000000000000e+00
    w_2_1_11_11  w_le_s_2_1_11_11   1.000000000000e+00
    w_2_1_11_11  w_le_r_2_1_11_11   1.000000000000e+00
    w_2_1_11_11  w_ge_2_1_11_11   1.000000000000e+00
    w_2_1_11_11  r_ge_w_2_1_6  -1.000000000000e+00
    w_2_1_11_11  r_le_2_1  -1.000000000000e+00
    w_2_1_13_11  w_le_s_2_1_13_11   1.000000000000e+00
    w_2_1_13_11  w_le_r_2_1_13_11   1.000000000000e+00
    w_2_1_13_11  w_ge_2_1_13_11   1.000000000000e+00
    w_2_1_13_11  r_ge_w_2_1_7  -1.000000000000e+00
    w_2_1_13_11  r_le_2_1  -1.000000000000e+00
    w_2_1_17_7  w_le_s_2_1_17_7   1.000000000000e+00
    w_2_1_17_7  w_le_r_2_1_17_7   1.000000000000e+00
    w_2_1_17_7  w_ge_2_1_17_7   1.000000000000e+00
    w_2_1_17_7  r_ge_w_2_1_5  -1.000000000000e+00
    w_2_1_17_7  r_le_2_1  -1.000000000000e+00
    w_2_1_19_5  w_le_s_2_1_19_5   1.000000000000e+00
    w_2_1_19_5  w_le_r_2_1_19_5   1.000000000000e+00
    w_2_1_19_5  w_ge_2_1_19_5   1.000000000000e+00
    w_2_1_19_5  r_ge_w_2_1_3  -1.000000000000e+00
    w_2_1_19_5  r_le_2_1  -1.000000000000e+00
    w_2_1_1_1  w_le_s_2_1_1_1   1.000000000000e+00
    w_2_1_1_1  w_le_r_2_1_1_1   1.000000000000e+00
    w_2_1_1_1  w_ge_2_1_1_1   1.000000000000e+00
    w_2_1_1_1  r_ge_w_2_1_0  -1.000000000000e+00
    w_2_1_1_1  r_le_2_1  -1.000000000000e+00
    w_2_1_23_1  w_le_s_2_1_23_1   1.000000000000e+00
    w_2_1_23_1  w_le_r_2_1_23_1   1.000000000000e+00
    w_2_1_23_1  w_ge_2_1_23_1   1.000000000000e+00
    w_2_1_23_1  r_ge_w_2_1_1  -1.000000000000e+00
    w_2_1_23_1  r_le_2_1  -1.000000000000e+00
    w_2_1_5_5  w_le_s_2_1_5_5   1.000000000000e+00
    w_2_1_5_5  w_le_r_2_1_5_5   1.000000000000e+00
    w_2_1_5_5  w_ge_2_1_5_5   1.000000000000e+00
    w_2_1_5_5  r_ge_w_2_1_2  -1.000000000000e+00
    w_2_1_5_5  r_le_2_1  -1.000000000000e+00
    w_2_1_7_7  w_le_s_2_1_7_7   1.000000000000e+00
    w_2_1_7_7  w_le_r_2_1_7_7   1.000000000000e+00
    w_2_1_7_7  w_ge_2_1_7_7   1.000000000000e+00
    w_2_1_7_7  r_ge_w_2_1_4  -1.000000000000e+00
    w_2_1_7_7  r_le_2_1  -1.000000000000e+00
    w_2_2_11_11  w_le_s_2_2_11_11   1.000000000000e+00
    w_2_2_11_11  w_le_r_2_2_11_11   1.000000000000e+00
    w_2_2_11_11  w_ge_2_2_11_11   1.000000000000e+00
    w_2_2_11_11  r_ge_w_2_2_6  -1.000000000000e+00
    w_2_2_11_11  r_le_2_2  -1.000000000000e+00
    w_2_2_13_11  w_le_s_2_2_13_11   1.000000000000e+00
    w_2_2_13_11  w_le_r_2_2_13_11   1.000000000000e+00
    w_2_2_13_11  w_ge_2_2_13_11   1.000000000000e+00
    w_2_2_13_11  r_ge_w_2_2_7  -1.000000000000e+00
    w_2_2_13_11  r_le_2_2  -1.000000000000e+00
    w_2_2_17_7  w_le_s_2_2_17_7   1.000000000000e+00
    w_2_2_17_7  w_le_r_2_2_17_7   1.000000000000e+00
    w_2_2_17_7  w_ge_2_2_17_7   1.000000000000e+00
    w_2_2_17_7  r_ge_w_2_2_5  -1.000000000000e+00
    w_2_2_17_7  r_le_2_2  -1.000000000000e+00
    w_2_2_19_5  w_le_s_2_2_19_5   1.000000000000e+00
    w_2_2_19_5  w_le_r_2_2_19_5   1.000000000000e+00
    w_2_2_19_5  w_ge_2_2_19_5   1.000000000000e+00
    w_2_2_19_5  r_ge_w_2_2_3  -1.000000000000e+00
    w_2_2_19_5  r_le_2_2  -1.000000000000e+00
    w_2_2_1_1  w_le_s_2_2_1_1   1.000000000000e+00
    w_2_2_1_1  w_le_r_2_2_1_1   1.000000000000e+00
    w_2_2_1_1  w_ge_2_2_1_1   1.000000000000e+00
    w_2_2_1_1  r_ge_w_2_2_0  -1.000000000000e+00
    w_2_2_1_1  r_le_2_2  -1.000000000000e+00
    w_2_2_23_1  w_le_s_2_2_23_1   1.000000000000e+00
    w_2_2_23_1  w_le_r_2_2_23_1   1.000000000000e+00
    w_2_2_23_1  w_ge_2_2_23_1   1.000000000000e+00
    w_2_2_23_1  r_ge_w_2_2_1  -1.000000000000e+00
    w_2_2_23_1  r_le_2_2  -1.000000000000e+00
    w_2_2_5_5  w_le_s_2_2_5_5   1.000000000000e+00
    w_2_2_5_5  w_le_r_2_2_5_5   1.000000000000e+00
    w_2_2_5_5  w_ge_2_2_5_5   1.000000000000e+00
    w_2_2_5_5  r_ge_w_2_2_2  -1.000000000000e+00
    w_2_2_5_5  r_le_2_2  -1.000000000000e+00
    w_2_2_7_7  w_le_s_2_2_7_7   1.000000000000e+00
    w_2_2_7_7  w_le_r_2_2_7_7   1.000000000000e+00
    w_2_2_7_7  w_ge_2_2_7_7   1.000000000000e+00
    w_2_2_7_7  r_ge_w_2_2_4  -1.000000000000e+00
    w_2_2_7_7  r_le_2_2  -1.000000000000e+00
    w_2_3_11_11  w_le_s_2_3_11_11   1.000000000000e+00
    w_2_3_11_11  w_le_r_2_3_11_11   1.000000000000e+00
    w_2_3_11_11  w_ge_2_3_11_11   1.000000000000e+00
    w_2_3_11_11  r_ge_w_2_3_6  -1.000000000000e+00
    w_2_3_11_11  r_le_2_3  -1.000000000000e+00
    w_2_3_13_11  w_le_s_2_3_13_11   1.000000000000e+00
    w_2_3_13_11  w_le_r_2_3_13_11   1.000000000000e+00
    w_2_3_13_11  w_ge_2_3_13_11   1.000000000000e+00
    w_2_3_13_11  r_ge_w_2_3_7  -1.000000000000e+00
    w_2_3_13_11  r_le_2_3  -1.000000000000e+00
    w_2_3_17_7  w_le_s_2_3_17_7   1.000000000000e+00
    w_2_3_17_7  w_le_r_2_3_17_7   1.000000000000e+00
    w_2_3_17_7  w_ge_2_3_17_7   1.000000000000e+00
    w_2_3_17_7  r_ge_w_2_3_5  -1.000000000000e+00
    w_2_3_17_7  r_le_2_3  -1.000000000000e+00
    w_2_3_19_5  w_le_s_2_3_19_5   1.000000000000e+00
    w_2_3_19_5  w_le_r_2_3_19_5   1.000000000000e+00
    w_2_3_19_5  w_ge_2_3_19_5   1.000000000000e+00
    w_2_3_19_5  r_ge_w_2_3_3  -1.000000000000e+00
    w_2_3_19_5  r_le_2_3  -1.000000000000e+00
    w_2_3_1_1  w_le_s_2_3_1_1   1.000000000000e+00
    w_2_3_1_1  w_le_r_2_3_1_1   1.000000000000e+00
    w_2_3_1_1  w_ge_2_3_1_1   1.000000000000e+00
    w_2_3_1_1  r_ge_w_2_3_0  -1.000000000000e+00
    w_2_3_1_1  r_le_2_3  -1.000000000000e+00
    w_2_3_23_1  w_le_s_2_3_23_1   1.000000000000e+00
    w_2_3_23_1  w_le_r_2_3_23_1   1.000000000000e+00
    w_2_3_23_1  w_ge_2_3_23_1   1.000000000000e+00
    w_2_3_23_1  r_ge_w_2_3_1  -1.000000000000e+00
    w_2_3_23_1  r_le_2_3  -1.000000000000e+00
    w_2_3_5_5  w_le_s_2_3_5_5   1.000000000000e+00
    w_2_3_5_5  w_le_r_2_3_5_5   1.000000000000e+00
    w_2_3_5_5  w_ge_2_3_5_5   1.000000000000e+00
    w_2_3_5_5  r_ge_w_2_3_2  -1.000000000000e+00
    w_2_3_5_5  r_le_2_3  -1.000000000000e+00
    w_2_3_7_7  w_le_s_2_3_7_7   1.000000000000e+00
    w_2_3_7_7  w_le_r_2_3_7_7   1.000000000000e+00
    w_2_3_7_7  w_ge_2_3_7_7   1.000000000000e+00
    w_2_3_7_7  r_ge_w_2_3_4  -1.000000000000e+00
    w_2_3_7_7  r_le_2_3  -1.000000000000e+00
    w_2_4_11_11  w_le_s_2_4_11_11   1.000000000000e+00
    w_2_4_11_11  w_le_r_2_4_11_11   1.000000000000e+00
    w_2_4_11_11  w_ge_2_4_11_11   1.000000000000e+00
    w_2_4_11_11  r_ge_w_2_4_6  -1.000000000000e+00
    w_2_4_11_11  r_le_2_4  -1.000000000000e+00
    w_2_4_13_11  w_le_s_2_4_13_11   1.000000000000e+00
    w_2_4_13_11  w_le_r_2_4_13_11   1.000000000000e+00
    w_2_4_13_11  w_ge_2_4_13_11   1.000000000000e+00
    w_2_4_13_11  r_ge_w_2_4_7  -1.000000000000e+00
    w_2_4_13_11  r_le_2_4  -1.000000000000e+00
    w_2_4_17_7  w_le_s_2_4_17_7   1.000000000000e+00
    w_2_4_17_7  w_le_r_2_4_17_7   1.000000000000e+00
    w_2_4_17_7  w_ge_2_4_17_7   1.000000000000e+00
    w_2_4_17_7  r_ge_w_2_4_5  -1.000000000000e+00
    w_2_4_17_7  r_le_2_4  -1.000000000000e+00
    w_2_4_19_5  w_le_s_2_4_19_5   1.000000000000e+00
    w_2_4_19_5  w_le_r_2_4_19_5   1.000000000000e+00
    w_2_4_19_5  w_ge_2_4_19_5   1.000000000000e+00
    w_2_4_19_5  r_ge_w_2_4_3  -1.000000000000e+00
    w_2_4_19_5  r_le_2_4  -1.000000000000e+00
    w_2_4_1_1  w_le_s_2_4_1_1   1.000000000000e+00
    w_2_4_1_1  w_le_r_2_4_1_1   1.000000000000e+00
    w_2_4_1_1  w_ge_2_4_1_1   1.000000000000e+00
    w_2_4_1_1  r_ge_w_2_4_0  -1.000000000000e+00
    w_2_4_1_1  r_le_2_4  -1.000000000000e+00
    w_2_4_23_1  w_le_s_2_4_23_1   1.000000000000e+00
    w_2_4_23_1  w_le_r_2_4_23_1   1.000000000000e+00
    w_2_4_23_1  w_ge_2_4_23_1   1.000000000000e+00
    w_2_4_23_1  r_ge_w_2_4_1  -1.000000000000e+00
    w_2_4_23_1  r_le_2_4  -1.000000000000e+00
    w_2_4_5_5  w_le_s_2_4_5_5   1.000000000000e+00
    w_2_4_5_5  w_le_r_2_4_5_5   1.000000000000e+00
    w_2_4_5_5  w_ge_2_4_5_5   1.000000000000e+00
    w_2_4_5_5  r_ge_w_2_4_2  -1.000000000000e+00
    w_2_4_5_5  r_le_2_4  -1.000000000000e+00
    w_2_4_7_7  w_le_s_2_4_7_7   1.000000000000e+00
    w_2_4_7_7  w_le_r_2_4_7_7   1.000000000000e+00
    w_2_4_7_7  w_ge_2_4_7_7   1.000000000000e+00
    w_2_4_7_7  r_ge_w_2_4_4  -1.000000000000e+00
    w_2_4_7_7  r_le_2_4  -1.000000000000e+00
    w_2_5_11_11  w_le_s_2_5_11_11   1.000000000000e+00
    w_2_5_11_11  w_le_r_2_5_11_11   1.000000000000e+00
    w_2_5_11_11  w_ge_2_5_11_11   1.000000000000e+00
    w_2_5_11_11  r_ge_w_2_5_6  -1.000000000000e+00
    w_2_5_11_11  r_le_2_5  -1.000000000000e+00
    w_2_5_13_11  w_le_s_2_5_13_11   1.000000000000e+00
    w_2_5_13_11  w_le_r_2_5_13_11   1.000000000000e+00
    w_2_5_13_11  w_ge_2_5_13_11   1.000000000000e+00
    w_2_5_13_11  r_ge_w_2_5_7  -1.000000000000e+00
    w_2_5_13_11  r_le_2_5  -1.000000000000e+00
    w_2_5_17_7  w_le_s_2_5_17_7   1.000000000000e+00
    w_2_5_17_7  w_le_r_2_5_17_7   1.000000000000e+00
    w_2_5_17_7  w_ge_2_5_17_7   1.000000000000e+00
    w_2_5_17_7  r_ge_w_2_5_5  -1.000000000000e+00
    w_2_5_17_7  r_le_2_5  -1.000000000000e+00
    w_2_5_19_5  w_le_s_2_5_19_5   1.000000000000e+00
    w_2_5_19_5  w_le_r_2_5_19_5   1.000000000000e+00
    w_2_5_19_5  w_ge_2_5_19_5   1.000000000000e+00
    w_2_5_19_5  r_ge_w_2_5_3  -1.000000000000e+00
    w_2_5_19_5  r_le_2_5  -1.000000000000e+00
    w_2_5_1_1  w_le_s_2_5_1_1   1.000000000000e+00
    w_2_5_1_1  w_le_r_2_5_1_1   1.000000000000e+00
    w_2_5_1_1  w_ge_2_5_1_1   1.000000000000e+00
    w_2_5_1_1  r_ge_w_2_5_0  -1.000000000000e+00
    w_2_5_1_1  r_le_2_5  -1.000000000000e+00
    w_2_5_23_1  w_le_s_2_5_23_1   1.000000000000e+00
    w_2_5_23_1  w_le_r_2_5_23_1   1.000000000000e+00
    w_2_5_23_1  w_ge_2_5_23_1   1.000000000000e+00
    w_2_5_23_1  r_ge_w_2_5_1  -1.000000000000e+00
    w_2_5_23_1  r_le_2_5  -1.000000000000e+00
    w_2_5_5_5  w_le_s_2_5_5_5   1.000000000000e+00
    w_2_5_5_5  w_le_r_2_5_5_5   1.000000000000e+00
    w_2_5_5_5  w_ge_2_5_5_5   1.000000000000e+00
    w_2_5_5_5  r_ge_w_2_5_2  -1.000000000000e+00
    w_2_5_5_5  r_le_2_5  -1.000000000000e+00
    w_2_5_7_7  w_le_s_2_5_7_7   1.000000000000e+00
    w_2_5_7_7  w_le_r_2_5_7_7   1.000000000000e+00
    w_2_5_7_7  w_ge_2_5_7_7   1.000000000000e+00
    w_2_5_7_7  r_ge_w_2_5_4  -1.000000000000e+00
    w_2_5_7_7  r_le_2_5  -1.000000000000e+00
    w_2_6_11_11  w_le_s_2_6_11_11   1.000000000000e+00
    w_2_6_11_11  w_le_r_2_6_11_11   1.000000000000e+00
    w_2_6_11_11  w_ge_2_6_11_11   1.000000000000e+00
    w_2_6_11_11  r_ge_w_2_6_6  -1.000000000000e+00
    w_2_6_11_11  r_le_2_6  -1.000000000000e+00
    w_2_6_13_11  w_le_s_2_6_13_11   1.000000000000e+00
    w_2_6_13_11  w_le_r_2_6_13_11   1.000000000000e+00
    w_2_6_13_11  w_ge_2_6_13_11   1.000000000000e+00
    w_2_6_13_11  r_ge_w_2_6_7  -1.000000000000e+00
    w_2_6_13_11  r_le_2_6  -1.000000000000e+00
    w_2_6_17_7  w_le_s_2_6_17_7   1.000000000000e+00
    w_2_6_17_7  w_le_r_2_6_17_7   1.000000000000e+00
    w_2_6_17_7  w_ge_2_6_17_7   1.000000000000e+00
    w_2_6_17_7  r_ge_w_2_6_5  -1.000000000000e+00
    w_2_6_17_7  r_le_2_6  -1.000000000000e+00
    w_2_6_19_5  w_le_s_2_6_19_5   1.000000000000e+00
    w_2_6_19_5  w_le_r_2_6_19_5   1.000000000000e+00
    w_2_6_19_5  w_ge_2_6_19_5   1.000000000000e+00
    w_2_6_19_5  r_ge_w_2_6_3  -1.000000000000e+00
    w_2_6_19_5  r_le_2_6  -1.000000000000e+00
    w_2_6_1_1  w_le_s_2_6_1_1   1.000000000000e+00
    w_2_6_1_1  w_le_r_2_6_1_1   1.000000000000e+00
    w_2_6_1_1  w_ge_2_6_1_1   1.000000000000e+00
    w_2_6_1_1  r_ge_w_2_6_0  -1.000000000000e+00
    w_2_6_1_1  r_le_2_6  -1.000000000000e+00
    w_2_6_23_1  w_le_s_2_6_23_1   1.000000000000e+00
    w_2_6_23_1  w_le_r_2_6_23_1   1.000000000000e+00
    w_2_6_23_1  w_ge_2_6_23_1   1.000000000000e+00
    w_2_6_23_1  r_ge_w_2_6_1  -1.000000000000e+00
    w_2_6_23_1  r_le_2_6  -1.000000000000e+00
    w_2_6_5_5  w_le_s_2_6_5_5   1.000000000000e+00
    w_2_6_5_5  w_le_r_2_6_5_5   1.000000000000e+00
    w_2_6_5_5  w_ge_2_6_5_5   1.000000000000e+00
    w_2_6_5_5  r_ge_w_2_6_2  -1.000000000000e+00
    w_2_6_5_5  r_le_2_6  -1.000000000000e+00
    w_2_6_7_7  w_le_s_2_6_7_7   1.000000000000e+00
    w_2_6_7_7  w_le_r_2_6_7_7   1.000000000000e+00
    w_2_6_7_7  w_ge_2_6_7_7   1.000000000000e+00
    w_2_6_7_7  r_ge_w_2_6_4  -1.000000000000e+00
    w_2_6_7_7  r_le_2_6  -1.000000000000e+00
    w_2_7_11_11  w_le_s_2_7_11_11   1.000000000000e+00
    w_2_7_11_11  w_le_r_2_7_11_11   1.000000000000e+00
    w_2_7_11_11  w_ge_2_7_11_11   1.000000000000e+00
    w_2_7_11_11  r_ge_w_2_7_6  -1.000000000000e+00
    w_2_7_11_11  r_le_2_7  -1.000000000000e+00
    w_2_7_13_11  w_le_s_2_7_13_11   1.000000000000e+00
    w_2_7_13_11  w_le_r_2_7_13_11   1.000000000000e+00
    w_2_7_13_11  w_ge_2_7_13_11   1.000000000000e+00
    w_2_7_13_11  r_ge_w_2_7_7  -1.000000000000e+00
    w_2_7_13_11  r_le_2_7  -1.000000000000e+00
    w_2_7_17_7  w_le_s_2_7_17_7   1.000000000000e+00
    w_2_7_17_7  w_le_r_2_7_17_7   1.000000000000e+00
    w_2_7_17_7  w_ge_2_7_17_7   1.000000000000e+00
    w_2_7_17_7  r_ge_w_2_7_5  -1.000000000000e+00
    w_2_7_17_7  r_le_2_7  -1.000000000000e+00
    w_2_7_19_5  w_le_s_2_7_19_5   1.000000000000e+00
    w_2_7_19_5  w_le_r_2_7_19_5   1.000000000000e+00
    w_2_7_19_5  w_ge_2_7_19_5   1.000000000000e+00
    w_2_7_19_5  r_ge_w_2_7_3  -1.000000000000e+00
    w_2_7_19_5  r_le_2_7  -1.000000000000e+00
    w_2_7_1_1  w_le_s_2_7_1_1   1.000000000000e+00
    w_2_7_1_1  w_le_r_2_7_1_1   1.000000000000e+00
    w_2_7_1_1  w_ge_2_7_1_1   1.000000000000e+00
    w_2_7_1_1  r_ge_w_2_7_0  -1.000000000000e+00
    w_2_7_1_1  r_le_2_7  -1.000000000000e+00
    w_2_7_23_1  w_le_s_2_7_23_1   1.000000000000e+00
    w_2_7_23_1  w_le_r_2_7_23_1   1.000000000000e+00
    w_2_7_23_1  w_ge_2_7_23_1   1.000000000000e+00
    w_2_7_23_1  r_ge_w_2_7_1  -1.000000000000e+00
    w_2_7_23_1  r_le_2_7  -1.000000000000e+00
    w_2_7_5_5  w_le_s_2_7_5_5   1.000000000000e+00
    w_2_7_5_5  w_le_r_2_7_5_5   1.000000000000e+00
    w_2_7_5_5  w_ge_2_7_5_5   1.000000000000e+00
    w_2_7_5_5  r_ge_w_2_7_2  -1.000000000000e+00
    w_2_7_5_5  r_le_2_7  -1.000000000000e+00
    w_2_7_7_7  w_le_s_2_7_7_7   1.000000000000e+00
    w_2_7_7_7  w_le_r_2_7_7_7   1.000000000000e+00
    w_2_7_7_7  w_ge_2_7_7_7   1.000000000000e+00
    w_2_7_7_7  r_ge_w_2_7_4  -1.000000000000e+00
    w_2_7_7_7  r_le_2_7  -1.000000000000e+00
    w_3_1_11_11  w_le_s_3_1_11_11   1.000000000000e+00
    w_3_1_11_11  w_le_r_3_1_11_11   1.000000000000e+00
    w_3_1_11_11  w_ge_3_1_11_11   1.000000000000e+00
    w_3_1_11_11  r_ge_w_3_1_6  -1.000000000000e+00
    w_3_1_11_11  r_le_3_1  -1.000000000000e+00
    w_3_1_13_11  w_le_s_3_1_13_11   1.000000000000e+00
    w_3_1_13_11  w_le_r_3_1_13_11   1.000000000000e+00
    w_3_1_13_11  w_ge_3_1_13_11   1.000000000000e+00
    w_3_1_13_11  r_ge_w_3_1_7  -1.000000000000e+00
    w_3_1_13_11  r_le_3_1  -1.000000000000e+00
    w_3_1_17_7  w_le_s_3_1_17_7   1.000000000000e+00
    w_3_1_17_7  w_le_r_3_1_17_7   1.000000000000e+00
    w_3_1_17_7  w_ge_3_1_17_7   1.000000000000e+00
    w_3_1_17_7  r_ge_w_3_1_5  -1.000000000000e+00
    w_3_1_17_7  r_le_3_1  -1.000000000000e+00
    w_3_1_19_5  w_le_s_3_1_19_5   1.000000000000e+00
    w_3_1_19_5  w_le_r_3_1_19_5   1.000000000000e+00
    w_3_1_19_5  w_ge_3_1_19_5   1.000000000000e+00
    w_3_1_19_5  r_ge_w_3_1_3  -1.000000000000e+00
    w_3_1_19_5  r_le_3_1  -1.000000000000e+00
    w_3_1_1_1  w_le_s_3_1_1_1   1.000000000000e+00
    w_3_1_1_1  w_le_r_3_1_1_1   1.000000000000e+00
    w_3_1_1_1  w_ge_3_1_1_1   1.000000000000e+00
    w_3_1_1_1  r_ge_w_3_1_0  -1.000000000000e+00
    w_3_1_1_1  r_le_3_1  -1.000000000000e+00
    w_3_1_23_1  w_le_s_3_1_23_1   1.000000000000e+00
    w_3_1_23_1  w_le_r_3_1_23_1   1.000000000000e+00
    w_3_1_23_1  w_ge_3_1_23_1   1.000000000000e+00
    w_3_1_23_1  r_ge_w_3_1_1  -1.000000000000e+00
    w_3_1_23_1  r_le_3_1  -1.000000000000e+00
    w_3_1_5_5  w_le_s_3_1_5_5   1.000000000000e+00
    w_3_1_5_5  w_le_r_3_1_5_5   1.000000000000e+00
    w_3_1_5_5  w_ge_3_1_5_5   1.000000000000e+00
    w_3_1_5_5  r_ge_w_3_1_2  -1.000000000000e+00
    w_3_1_5_5  r_le_3_1  -1.000000000000e+00
    w_3_1_7_7  w_le_s_3_1_7_7   1.000000000000e+00
    w_3_1_7_7  w_le_r_3_1_7_7   1.000000000000e+00
    w_3_1_7_7  w_ge_3_1_7_7   1.000000000000e+00
    w_3_1_7_7  r_ge_w_3_1_4  -1.000000000000e+00
    w_3_1_7_7  r_le_3_1  -1.000000000000e+00
    w_3_2_11_11  w_le_s_3_2_11_11   1.000000000000e+00
    w_3_2_11_11  w_le_r_3_2_11_11   1.000000000000e+00
    w_3_2_11_11  w_ge_3_2_11_11   1.000000000000e+00
    w_3_2_11_11  r_ge_w_3_2_6  -1.000000000000e+00
    w_3_2_11_11  r_le_3_2  -1.000000000000e+00
    w_3_2_13_11  w_le_s_3_2_13_11   1.000000000000e+00
    w_3_2_13_11  w_le_r_3_2_13_11   1.000000000000e+00
    w_3_2_13_11  w_ge_3_2_13_11   1.000000000000e+00
    w_3_2_13_11  r_ge_w_3_2_7  -1.000000000000e+00
    w_3_2_13_11  r_le_3_2  -1.000000000000e+00
    w_3_2_17_7  w_le_s_3_2_17_7   1.000000000000e+00
    w_3_2_17_7  w_le_r_3_2_17_7   1.000000000000e+00
    w_3_2_17_7  w_ge_3_2_17_7   1.000000000000e+00
    w_3_2_17_7  r_ge_w_3_2_5  -1.000000000000e+00
    w_3_2_17_7  r_le_3_2  -1.000000000000e+00
    w_3_2_19_5  w_le_s_3_2_19_5   1.000000000000e+00
    w_3_2_19_5  w_le_r_3_2_19_5   1.000000000000e+00
    w_3_2_19_5  w_ge_3_2_19_5   1.000000000000e+00
    w_3_2_19_5  r_ge_w_3_2_3  -1.000000000000e+00
    w_3_2_19_5  r_le_3_2  -1.000000000000e+00
    w_3_2_1_1  w_le_s_3_2_1_1   1.000000000000e+00
    w_3_2_1_1  w_le_r_3_2_1_1   1.000000000000e+00
    w_3_2_1_1  w_ge_3_2_1_1   1.000000000000e+00
    w_3_2_1_1  r_ge_w_3_2_0  -1.000000000000e+00
    w_3_2_1_1  r_le_3_2  -1.000000000000e+00
    w_3_2_23_1  w_le_s_3_2_23_1   1.000000000000e+00
    w_3_2_23_1  w_le_r_3_2_23_1   1.000000000000e+00
    w_3_2_23_1  w_ge_3_2_23_1   1.000000000000e+00
    w_3_2_23_1  r_ge_w_3_2_1  -1.000000000000e+00
    w_3_2_23_1  r_le_3_2  -1.000000000000e+00
    w_3_2_5_5  w_le_s_3_2_5_5   1.000000000000e+00
    w_3_2_5_5  w_le_r_3_2_5_5   1.000000000000e+00
    w_3_2_5_5  w_ge_3_2_5_5   1.000000000000e+00
    w_3_2_5_5  r_ge_w_3_2_2  -1.000000000000e+00
    w_3_2_5_5  r_le_3_2  -1.000000000000e+00
    w_3_2_7_7  w_le_s_3_2_7_7   1.000000000000e+00
    w_3_2_7_7  w_le_r_3_2_7_7   1.000000000000e+00
    w_3_2_7_7  w_ge_3_2_7_7   1.000000000000e+00
    w_3_2_7_7  r_ge_w_3_2_4  -1.000000000000e+00
    w_3_2_7_7  r_le_3_2  -1.000000000000e+00
    w_3_3_11_11  w_le_s_3_3_11_11   1.000000000000e+00
    w_3_3_11_11  w_le_r_3_3_11_11   1.000000000000e+00
    w_3_3_11_11  w_ge_3_3_11_11   1.000000000000e+00
    w_3_3_11_11  r_ge_w_3_3_6  -1.000000000000e+00
    w_3_3_11_11  r_le_3_3  -1.000000000000e+00
    w_3_3_13_11  w_le_s_3_3_13_11   1.000000000000e+00
    w_3_3_13_11  w_le_r_3_3_13_11   1.000000000000e+00
    w_3_3_13_11  w_ge_3_3_13_11   1.000000000000e+00
    w_3_3_13_11  r_ge_w_3_3_7  -1.000000000000e+00
    w_3_3_13_11  r_le_3_3  -1.000000000000e+00
    w_3_3_17_7  w_le_s_3_3_17_7   1.000000000000e+00
    w_3_3_17_7  w_le_r_3_3_17_7   1.000000000000e+00
    w_3_3_17_7  w_ge_3_3_17_7   1.000000000000e+00
    w_3_3_17_7  r_ge_w_3_3_5  -1.000000000000e+00
    w_3_3_17_7  r_le_3_3  -1.000000000000e+00
    w_3_3_19_5  w_le_s_3_3_19_5   1.000000000000e+00
    w_3_3_19_5  w_le_r_3_3_19_5   1.000000000000e+00
    w_3_3_19_5  w_ge_3_3_19_5   1.000000000000e+00
    w_3_3_19_5  r_ge_w_3_3_3  -1.000000000000e+00
    w_3_3_19_5  r_le_3_3  -1.000000000000e+00
    w_3_3_1_1  w_le_s_3_3_1_1   1.000000000000e+00
    w_3_3_1_1  w_le_r_3_3_1_1   1.000000000000e+00
    w_3_3_1_1  w_ge_3_3_1_1   1.000000000000e+00
    w_3_3_1_1  r_ge_w_3_3_0  -1.000000000000e+00
    w_3_3_1_1  r_le_3_3  -1.000000000000e+00
    w_3_3_23_1  w_le_s_3_3_23_1   1.000000000000e+00
    w_3_3_23_1  w_le_r_3_3_23_1   1.000000000000e+00
    w_3_3_23_1  w_ge_3_3_23_1   1.000000000000e+00
    w_3_3_23_1  r_ge_w_3_3_1  -1.000000000000e+00
    w_3_3_23_1  r_le_3_3  -1.000000000000e+00
    w_3_3_5_5  w_le_s_3_3_5_5   1.000000000000e+00
    w_3_3_5_5  w_le_r_3_3_5_5   1.000000000000e+00
    w_3_3_5_5  w_ge_3_3_5_5   1.000000000000e+00
    w_3_3_5_5  r_ge_w_3_3_2  -1.000000000000e+00
    w_3_3_5_5  r_le_3_3  -1.000000000000e+00
    w_3_3_7_7  w_le_s_3_3_7_7   1.000000000000e+00
    w_3_3_7_7  w_le_r_3_3_7_7   1.000000000000e+00
    w_3_3_7_7  w_ge_3_3_7_7   1.000000000000e+00
    w_3_3_7_7  r_ge_w_3_3_4  -1.000000000000e+00
    w_3_3_7_7  r_le_3_3  -1.000000000000e+00
    w_3_4_11_11  w_le_s_3_4_11_11   1.000000000000e+00
    w_3_4_11_11  w_le_r_3_4_11_11   1.000000000000e+00
    w_3_4_11_11  w_ge_3_4_11_11   1.000000000000e+00
    w_3_4_11_11  r_ge_w_3_4_6  -1.000000000000e+00
    w_3_4_11_11  r_le_3_4  -1.000000000000e+00
    w_3_4_13_11  w_le_s_3_4_13_11   1.000000000000e+00
    w_3_4_13_11  w_le_r_3_4_13_11   1.000000000000e+00
    w_3_4_13_11  w_ge_3_4_13_11   1.000000000000e+00
    w_3_4_13_11  r_ge_w_3_4_7  -1.000000000000e+00
    w_3_4_13_11  r_le_3_4  -1.000000000000e+00
    w_3_4_17_7  w_le_s_3_4_17_7   1.000000000000e+00
    w_3_4_17_7  w_le_r_3_4_17_7   1.000000000000e+00
    w_3_4_17_7  w_ge_3_4_17_7   1.000000000000e+00
    w_3_4_17_7  r_ge_w_3_4_5  -1.000000000000e+00
    w_3_4_17_7  r_le_3_4  -1.000000000000e+00
    w_3_4_19_5  w_le_s_3_4_19_5   1.000000000000e+00
    w_3_4_19_5  w_le_r_3_4_19_5   1.000000000000e+00
    w_3_4_19_5  w_ge_3_4_19_5   1.000000000000e+00
    w_3_4_19_5  r_ge_w_3_4_3  -1.000000000000e+00
    w_3_4_19_5  r_le_3_4  -1.000000000000e+00
    w_3_4_1_1  w_le_s_3_4_1_1   1.000000000000e+00
    w_3_4_1_1  w_le_r_3_4_1_1   1.000000000000e+00
    w_3_4_1_1  w_ge_3_4_1_1   1.000000000000e+00
    w_3_4_1_1  r_ge_w_3_4_0  -1.000000000000e+00
    w_3_4_1_1  r_le_3_4  -1.000000000000e+00
    w_3_4_23_1  w_le_s_3_4_23_1   1.000000000000e+00
    w_3_4_23_1  w_le_r_3_4_23_1   1.000000000000e+00
    w_3_4_23_1  w_ge_3_4_23_1   1.000000000000e+00
    w_3_4_23_1  r_ge_w_3_4_1  -1.000000000000e+00
    w_3_4_23_1  r_le_3_4  -1.000000000000e+00
    w_3_4_5_5  w_le_s_3_4_5_5   1.000000000000e+00
    w_3_4_5_5  w_le_r_3_4_5_5   1.000000000000e+00
    w_3_4_5_5  w_ge_3_4_5_5   1.000000000000e+00
    w_3_4_5_5  r_ge_w_3_4_2  -1.000000000000e+00
    w_3_4_5_5  r_le_3_4  -1.000000000000e+00
    w_3_4_7_7  w_le_s_3_4_7_7   1.000000000000e+00
    w_3_4_7_7  w_le_r_3_4_7_7   1.000000000000e+00
    w_3_4_7_7  w_ge_3_4_7_7   1.000000000000e+00
    w_3_4_7_7  r_ge_w_3_4_4  -1.000000000000e+00
    w_3_4_7_7  r_le_3_4  -1.000000000000e+00
    w_3_5_11_11  w_le_s_3_5_11_11   1.000000000000e+00
    w_3_5_11_11  w_le_r_3_5_11_11   1.000000000000e+00
    w_3_5_11_11  w_ge_3_5_11_11   1.000000000000e+00
    w_3_5_11_11  r_ge_w_3_5_6  -1.000000000000e+00
    w_3_5_11_11  r_le_3_5  -1.000000000000e+00
    w_3_5_13_11  w_le_s_3_5_13_11   1.000000000000e+00
    w_3_5_13_11  w_le_r_3_5_13_11   1.000000000000e+00
    w_3_5_13_11  w_ge_3_5_13_11   1.000000000000e+00
    w_3_5_13_11  r_ge_w_3_5_7  -1.000000000000e+00
    w_3_5_13_11  r_le_3_5  -1.000000000000e+00
    w_3_5_17_7  w_le_s_3_5_17_7   1.000000000000e+00
    w_3_5_17_7  w_le_r_3_5_17_7   1.000000000000e+00
    w_3_5_17_7  w_ge_3_5_17_7   1.000000000000e+00
    w_3_5_17_7  r_ge_w_3_5_5  -1.000000000000e+00
    w_3_5_17_7  r_le_3_5  -1.000000000000e+00
    w_3_5_19_5  w_le_s_3_5_19_5   1.000000000000e+00
    w_3_5_19_5  w_le_r_3_5_19_5   1.000000000000e+00
    w_3_5_19_5  w_ge_3_5_19_5   1.000000000000e+00
    w_3_5_19_5  r_ge_w_3_5_3  -1.000000000000e+00
    w_3_5_19_5  r_le_3_5  -1.000000000000e+00
    w_3_5_1_1  w_le_s_3_5_1_1   1.000000000000e+00
    w_3_5_1_1  w_le_r_3_5_1_1   1.000000000000e+00
    w_3_5_1_1  w_ge_3_5_1_1   1.000000000000e+00
    w_3_5_1_1  r_ge_w_3_5_0  -1.000000000000e+00
    w_3_5_1_1  r_le_3_5  -1.000000000000e+00
    w_3_5_23_1  w_le_s_3_5_23_1   1.000000000000e+00
    w_3_5_23_1  w_le_r_3_5_23_1   1.000000000000e+00
    w_3_5_23_1  w_ge_3_5_23_1   1.000000000000e+00
    w_3_5_23_1  r_ge_w_3_5_1  -1.000000000000e+00
    w_3_5_23_1  r_le_3_5  -1.000000000000e+00
    w_3_5_5_5  w_le_s_3_5_5_5   1.000000000000e+00
    w_3_5_5_5  w_le_r_3_5_5_5   1.000000000000e+00
    w_3_5_5_5  w_ge_3_5_5_5   1.000000000000e+00
    w_3_5_5_5  r_ge_w_3_5_2  -1.000000000000e+00
    w_3_5_5_5  r_le_3_5  -1.000000000000e+00
    w_3_5_7_7  w_le_s_3_5_7_7   1.000000000000e+00
    w_3_5_7_7  w_le_r_3_5_7_7   1.000000000000e+00
    w_3_5_7_7  w_ge_3_5_7_7   1.000000000000e+00
    w_3_5_7_7  r_ge_w_3_5_4  -1.000000000000e+00
    w_3_5_7_7  r_le_3_5  -1.000000000000e+00
    w_3_6_11_11  w_le_s_3_6_11_11   1.000000000000e+00
    w_3_6_11_11  w_le_r_3_6_11_11   1.000000000000e+00
    w_3_6_11_11  w_ge_3_6_11_11   1.000000000000e+00
    w_3_6_11_11  r_ge_w_3_6_6  -1.000000000000e+00
    w_3_6_11_11  r_le_3_6  -1.000000000000e+00
    w_3_6_13_11  w_le_s_3_6_13_11   1.000000000000e+00
    w_3_6_13_11  w_le_r_3_6_13_11   1.000000000000e+00
    w_3_6_13_11  w_ge_3_6_13_11   1.000000000000e+00
    w_3_6_13_11  r_ge_w_3_6_7  -1.000000000000e+00
    w_3_6_13_11  r_le_3_6  -1.000000000000e+00
    w_3_6_17_7  w_le_s_3_6_17_7   1.000000000000e+00
    w_3_6_17_7  w_le_r_3_6_17_7   1.000000000000e+00
    w_3_6_17_7  w_ge_3_6_17_7   1.000000000000e+00
    w_3_6_17_7  r_ge_w_3_6_5  -1.000000000000e+00
    w_3_6_17_7  r_le_3_6  -1.000000000000e+00
    w_3_6_19_5  w_le_s_3_6_19_5   1.000000000000e+00
    w_3_6_19_5  w_le_r_3_6_19_5   1.000000000000e+00
    w_3_6_19_5  w_ge_3_6_19_5   1.000000000000e+00
    w_3_6_19_5  r_ge_w_3_6_3  -1.000000000000e+00
    w_3_6_19_5  r_le_3_6  -1.000000000000e+00
    w_3_6_1_1  w_le_s_3_6_1_1   1.000000000000e+00
    w_3_6_1_1  w_le_r_3_6_1_1   1.000000000000e+00
    w_3_6_1_1  w_ge_3_6_1_1   1.000000000000e+00
    w_3_6_1_1  r_ge_w_3_6_0  -1.000000000000e+00
    w_3_6_1_1  r_le_3_6  -1.000000000000e+00
    w_3_6_23_1  w_le_s_3_6_23_1   1.000000000000e+00
    w_3_6_23_1  w_le_r_3_6_23_1   1.000000000000e+00
    w_3_6_23_1  w_ge_3_6_23_1   1.000000000000e+00
    w_3_6_23_1  r_ge_w_3_6_1  -1.000000000000e+00
    w_3_6_23_1  r_le_3_6  -1.000000000000e+00
    w_3_6_5_5  w_le_s_3_6_5_5   1.000000000000e+00
    w_3_6_5_5  w_le_r_3_6_5_5   1.000000000000e+00
    w_3_6_5_5  w_ge_3_6_5_5   1.000000000000e+00
    w_3_6_5_5  r_ge_w_3_6_2  -1.000000000000e+00
    w_3_6_5_5  r_le_3_6  -1.000000000000e+00
    w_3_6_7_7  w_le_s_3_6_7_7   1.000000000000e+00
    w_3_6_7_7  w_le_r_3_6_7_7   1.000000000000e+00
    w_3_6_7_7  w_ge_3_6_7_7   1.000000000000e+00
    w_3_6_7_7  r_ge_w_3_6_4  -1.000000000000e+00
    w_3_6_7_7  r_le_3_6  -1.000000000000e+00
    w_3_7_11_11  w_le_s_3_7_11_11   1.000000000000e+00
    w_3_7_11_11  w_le_r_3_7_11_11   1.000000000000e+00
    w_3_7_11_11  w_ge_3_7_11_11   1.000000000000e+00
    w_3_7_11_11  r_ge_w_3_7_6  -1.000000000000e+00
    w_3_7_11_11  r_le_3_7  -1.000000000000e+00
    w_3_7_13_11  w_le_s_3_7_13_11   1.000000000000e+00
    w_3_7_13_11  w_le_r_3_7_13_11   1.000000000000e+00
    w_3_7_13_11  w_ge_3_7_13_11   1.000000000000e+00
    w_3_7_13_11  r_ge_w_3_7_7  -1.000000000000e+00
    w_3_7_13_11  r_le_3_7  -1.000000000000e+00
    w_3_7_17_7  w_le_s_3_7_17_7   1.000000000000e+00
    w_3_7_17_7  w_le_r_3_7_17_7   1.000000000000e+00
    w_3_7_17_7  w_ge_3_7_17_7   1.000000000000e+00
    w_3_7_17_7  r_ge_w_3_7_5  -1.000000000000e+00
    w_3_7_17_7  r_le_3_7  -1.000000000000e+00
    w_3_7_19_5  w_le_s_3_7_19_5   1.000000000000e+00
    w_3_7_19_5  w_le_r_3_7_19_5   1.000000000000e+00
    w_3_7_19_5  w_ge_3_7_19_5   1.000000000000e+00
    w_3_7_19_5  r_ge_w_3_7_3  -1.000000000000e+00
    w_3_7_19_5  r_le_3_7  -1.000000000000e+00
    w_3_7_1_1  w_le_s_3_7_1_1   1.000000000000e+00
    w_3_7_1_1  w_le_r_3_7_1_1   1.000000000000e+00
    w_3_7_1_1  w_ge_3_7_1_1   1.000000000000e+00
    w_3_7_1_1  r_ge_w_3_7_0  -1.000000000000e+00
    w_3_7_1_1  r_le_3_7  -1.000000000000e+00
    w_3_7_23_1  w_le_s_3_7_23_1   1.000000000000e+00
    w_3_7_23_1  w_le_r_3_7_23_1   1.000000000000e+00
    w_3_7_23_1  w_ge_3_7_23_1   1.000000000000e+00
    w_3_7_23_1  r_ge_w_3_7_1  -1.000000000000e+00
    w_3_7_23_1  r_le_3_7  -1.000000000000e+00
    w_3_7_5_5  w_le_s_3_7_5_5   1.000000000000e+00
    w_3_7_5_5  w_le_r_3_7_5_5   1.000000000000e+00
    w_3_7_5_5  w_ge_3_7_5_5   1.000000000000e+00
    w_3_7_5_5  r_ge_w_3_7_2  -1.000000000000e+00
    w_3_7_5_5  r_le_3_7  -1.000000000000e+00
    w_3_7_7_7  w_le_s_3_7_7_7   1.000000000000e+00
    w_3_7_7_7  w_le_r_3_7_7_7   1.000000000000e+00
    w_3_7_7_7  w_ge_3_7_7_7   1.000000000000e+00
    w_3_7_7_7  r_ge_w_3_7_4  -1.000000000000e+00
    w_3_7_7_7  r_le_3_7  -1.000000000000e+00
    w_4_1_11_11  w_le_s_4_1_11_11   1.000000000000e+00
    w_4_1_11_11  w_le_r_4_1_11_11   1.000000000000e+00
    w_4_1_11_11  w_ge_4_1_11_11   1.000000000000e+00
    w_4_1_11_11  r_ge_w_4_1_6  -1.000000000000e+00
    w_4_1_11_11  r_le_4_1  -1.000000000000e+00
    w_4_1_13_11  w_le_s_4_1_13_11   1.000000000000e+00
    w_4_1_13_11  w_le_r_4_1_13_11   1.000000000000e+00
    w_4_1_13_11  w_ge_4_1_13_11   1.000000000000e+00
    w_4_1_13_11  r_ge_w_4_1_7  -1.000000000000e+00
    w_4_1_13_11  r_le_4_1  -1.000000000000e+00
    w_4_1_17_7  w_le_s_4_1_17_7   1.000000000000e+00
    w_4_1_17_7  w_le_r_4_1_17_7   1.000000000000e+00
    w_4_1_17_7  w_ge_4_1_17_7   1.000000000000e+00
    w_4_1_17_7  r_ge_w_4_1_5  -1.000000000000e+00
    w_4_1_17_7  r_le_4_1  -1.000000000000e+00
    w_4_1_19_5  w_le_s_4_1_19_5   1.000000000000e+00
    w_4_1_19_5  w_le_r_4_1_19_5   1.000000000000e+00
    w_4_1_19_5  w_ge_4_1_19_5   1.000000000000e+00
    w_4_1_19_5  r_ge_w_4_1_3  -1.000000000000e+00
    w_4_1_19_5  r_le_4_1  -1.000000000000e+00
    w_4_1_1_1  w_le_s_4_1_1_1   1.000000000000e+00
    w_4_1_1_1  w_le_r_4_1_1_1   1.000000000000e+00
    w_4_1_1_1  w_ge_4_1_1_1   1.000000000000e+00
    w_4_1_1_1  r_ge_w_4_1_0  -1.000000000000e+00
    w_4_1_1_1  r_le_4_1  -1.000000000000e+00
    w_4_1_23_1  w_le_s_4_1_23_1   1.000000000000e+00
    w_4_1_23_1  w_le_r_4_1_23_1   1.000000000000e+00
    w_4_1_23_1  w_ge_4_1_23_1   1.000000000000e+00
    w_4_1_23_1  r_ge_w_4_1_1  -1.000000000000e+00
    w_4_1_23_1  r_le_4_1  -1.000000000000e+00
    w_4_1_5_5  w_le_s_4_1_5_5   1.000000000000e+00
    w_4_1_5_5  w_le_r_4_1_5_5   1.000000000000e+00
    w_4_1_5_5  w_ge_4_1_5_5   1.000000000000e+00
    w_4_1_5_5  r_ge_w_4_1_2  -1.000000000000e+00
    w_4_1_5_5  r_le_4_1  -1.000000000000e+00
    w_4_1_7_7  w_le_s_4_1_7_7   1.000000000000e+00
    w_4_1_7_7  w_le_r_4_1_7_7   1.000000000000e+00
    w_4_1_7_7  w_ge_4_1_7_7   1.000000000000e+00
    w_4_1_7_7  r_ge_w_4_1_4  -1.000000000000e+00
    w_4_1_7_7  r_le_4_1  -1.000000000000e+00
    w_4_2_11_11  w_le_s_4_2_11_11   1.000000000000e+00
    w_4_2_11_11  w_le_r_4_2_11_11   1.000000000000e+00
    w_4_2_11_11  w_ge_4_2_11_11   1.000000000000e+00
    w_4_2_11_11  r_ge_w_4_2_6  -1.000000000000e+00
    w_4_2_11_11  r_le_4_2  -1.000000000000e+00
    w_4_2_13_11  w_le_s_4_2_13_11   1.000000000000e+00
    w_4_2_13_11  w_le_r_4_2_13_11   1.000000000000e+00
    w_4_2_13_11  w_ge_4_2_13_11   1.000000000000e+00
    w_4_2_13_11  r_ge_w_4_2_7  -1.000000000000e+00
    w_4_2_13_11  r_le_4_2  -1.000000000000e+00
    w_4_2_17_7  w_le_s_4_2_17_7   1.000000000000e+00
    w_4_2_17_7  w_le_r_4_2_17_7   1.000000000000e+00
    w_4_2_17_7  w_ge_4_2_17_7   1.000000000000e+00
    w_4_2_17_7  r_ge_w_4_2_5  -1.000000000000e+00
    w_4_2_17_7  r_le_4_2  -1.000000000000e+00
    w_4_2_19_5  w_le_s_4_2_19_5   1.000000000000e+00
    w_4_2_19_5  w_le_r_4_2_19_5   1.000000000000e+00
    w_4_2_19_5  w_ge_4_2_19_5   1.000000000000e+00
    w_4_2_19_5  r_ge_w_4_2_3  -1.000000000000e+00
    w_4_2_19_5  r_le_4_2  -1.000000000000e+00
    w_4_2_1_1  w_le_s_4_2_1_1   1.000000000000e+00
    w_4_2_1_1  w_le_r_4_2_1_1   1.000000000000e+00
    w_4_2_1_1  w_ge_4_2_1_1   1.000000000000e+00
    w_4_2_1_1  r_ge_w_4_2_0  -1.000000000000e+00
    w_4_2_1_1  r_le_4_2  -1.000000000000e+00
    w_4_2_23_1  w_le_s_4_2_23_1   1.000000000000e+00
    w_4_2_23_1  w_le_r_4_2_23_1   1.000000000000e+00
    w_4_2_23_1  w_ge_4_2_23_1   1.000000000000e+00
    w_4_2_23_1  r_ge_w_4_2_1  -1.000000000000e+00
    w_4_2_23_1  r_le_4_2  -1.000000000000e+00
    w_4_2_5_5  w_le_s_4_2_5_5   1.000000000000e+00
    w_4_2_5_5  w_le_r_4_2_5_5   1.000000000000e+00
    w_4_2_5_5  w_ge_4_2_5_5   1.000000000000e+00
    w_4_2_5_5  r_ge_w_4_2_2  -1.000000000000e+00
    w_4_2_5_5  r_le_4_2  -1.000000000000e+00
    w_4_2_7_7  w_le_s_4_2_7_7   1.000000000000e+00
    w_4_2_7_7  w_le_r_4_2_7_7   1.000000000000e+00
    w_4_2_7_7  w_ge_4_2_7_7   1.000000000000e+00
    w_4_2_7_7  r_ge_w_4_2_4  -1.000000000000e+00
    w_4_2_7_7  r_le_4_2  -1.000000000000e+00
    w_4_3_11_11  w_le_s_4_3_11_11   1.000000000000e+00
    w_4_3_11_11  w_le_r_4_3_11_11   1.000000000000e+00
    w_4_3_11_11  w_ge_4_3_11_11   1.000000000000e+00
    w_4_3_11_11  r_ge_w_4_3_6  -1.000000000000e+00
    w_4_3_11_11  r_le_4_3  -1.000000000000e+00
    w_4_3_13_11  w_le_s_4_3_13_11   1.000000000000e+00
    w_4_3_13_11  w_le_r_4_3_13_11   1.000000000000e+00
    w_4_3_13_11  w_ge_4_3_13_11   1.000000000000e+00
    w_4_3_13_11  r_ge_w_4_3_7  -1.000000000000e+00
    w_4_3_13_11  r_le_4_3  -1.000000000000e+00
    w_4_3_17_7  w_le_s_4_3_17_7   1.000000000000e+00
    w_4_3_17_7  w_le_r_4_3_17_7   1.000000000000e+00
    w_4_3_17_7  w_ge_4_3_17_7   1.000000000000e+00
    w_4_3_17_7  r_ge_w_4_3_5  -1.000000000000e+00
    w_4_3_17_7  r_le_4_3  -1.000000000000e+00
    w_4_3_19_5  w_le_s_4_3_19_5   1.000000000000e+00
    w_4_3_19_5  w_le_r_4_3_19_5   1.000000000000e+00
    w_4_3_19_5  w_ge_4_3_19_5   1.000000000000e+00
    w_4_3_19_5  r_ge_w_4_3_3  -1.000000000000e+00
    w_4_3_19_5  r_le_4_3  -1.000000000000e+00
    w_4_3_1_1  w_le_s_4_3_1_1   1.000000000000e+00
    w_4_3_1_1  w_le_r_4_3_1_1   1.000000000000e+00
    w_4_3_1_1  w_ge_4_3_1_1   1.000000000000e+00
    w_4_3_1_1  r_ge_w_4_3_0  -1.000000000000e+00
    w_4_3_1_1  r_le_4_3  -1.000000000000e+00
    w_4_3_23_1  w_le_s_4_3_23_1   1.000000000000e+00
    w_4_3_23_1  w_le_r_4_3_23_1   1.000000000000e+00
    w_4_3_23_1  w_ge_4_3_23_1   1.000000000000e+00
    w_4_3_23_1  r_ge_w_4_3_1  -1.000000000000e+00
    w_4_3_23_1  r_le_4_3  -1.000000000000e+00
    w_4_3_5_5  w_le_s_4_3_5_5   1.000000000000e+00
    w_4_3_5_5  w_le_r_4_3_5_5   1.000000000000e+00
    w_4_3_5_5  w_ge_4_3_5_5   1.000000000000e+00
    w_4_3_5_5  r_ge_w_4_3_2  -1.000000000000e+00
    w_4_3_5_5  r_le_4_3  -1.000000000000e+00
    w_4_3_7_7  w_le_s_4_3_7_7   1.000000000000e+00
    w_4_3_7_7  w_le_r_4_3_7_7   1.000000000000e+00
    w_4_3_7_7  w_ge_4_3_7_7   1.000000000000e+00
    w_4_3_7_7  r_ge_w_4_3_4  -1.000000000000e+00
    w_4_3_7_7  r_le_4_3  -1.000000000000e+00
    w_4_4_11_11  w_le_s_4_4_11_11   1.000000000000e+00
    w_4_4_11_11  w_le_r_4_4_11_11   1.000000000000e+00
    w_4_4_11_11  w_ge_4_4_11_11   1.000000000000e+00
    w_4_4_11_11  r_ge_w_4_4_6  -1.000000000000e+00
    w_4_4_11_11  r_le_4_4  -1.000000000000e+00
    w_4_4_13_11  w_le_s_4_4_13_11   1.000000000000e+00
    w_4_4_13_11  w_le_r_4_4_13_11   1.000000000000e+00
    w_4_4_13_11  w_ge_4_4_13_11   1.000000000000e+00
    w_4_4_13_11  r_ge_w_4_4_7  -1.000000000000e+00
    w_4_4_13_11  r_le_4_4  -1.000000000000e+00
    w_4_4_17_7  w_le_s_4_4_17_7   1.000000000000e+00
    w_4_4_17_7  w_le_r_4_4_17_7   1.000000000000e+00
    w_4_4_17_7  w_ge_4_4_17_7   1.000000000000e+00
    w_4_4_17_7  r_ge_w_4_4_5  -1.000000000000e+00
    w_4_4_17_7  r_le_4_4  -1.000000000000e+00
    w_4_4_19_5  w_le_s_4_4_19_5   1.000000000000e+00
    w_4_4_19_5  w_le_r_4_4_19_5   1.000000000000e+00
    w_4_4_19_5  w_ge_4_4_19_5   1.000000000000e+00
    w_4_4_19_5  r_ge_w_4_4_3  -1.000000000000e+00
    w_4_4_19_5  r_le_4_4  -1.000000000000e+00
    w_4_4_1_1  w_le_s_4_4_1_1   1.000000000000e+00
    w_4_4_1_1  w_le_r_4_4_1_1   1.000000000000e+00
    w_4_4_1_1  w_ge_4_4_1_1   1.000000000000e+00
    w_4_4_1_1  r_ge_w_4_4_0  -1.000000000000e+00
    w_4_4_1_1  r_le_4_4  -1.000000000000e+00
    w_4_4_23_1  w_le_s_4_4_23_1   1.000000000000e+00
    w_4_4_23_1  w_le_r_4_4_23_1   1.000000000000e+00
    w_4_4_23_1  w_ge_4_4_23_1   1.000000000000e+00
    w_4_4_23_1  r_ge_w_4_4_1  -1.000000000000e+00
    w_4_4_23_1  r_le_4_4  -1.000000000000e+00
    w_4_4_5_5  w_le_s_4_4_5_5   1.000000000000e+00
    w_4_4_5_5  w_le_r_4_4_5_5   1.000000000000e+00
    w_4_4_5_5  w_ge_4_4_5_5   1.000000000000e+00
    w_4_4_5_5  r_ge_w_4_4_2  -1.000000000000e+00
    w_4_4_5_5  r_le_4_4  -1.000000000000e+00
    w_4_4_7_7  w_le_s_4_4_7_7   1.000000000000e+00
    w_4_4_7_7  w_le_r_4_4_7_7   1.000000000000e+00
    w_4_4_7_7  w_ge_4_4_7_7   1.000000000000e+00
    w_4_4_7_7  r_ge_w_4_4_4  -1.000000000000e+00
    w_4_4_7_7  r_le_4_4  -1.000000000000e+00
    w_4_5_11_11  w_le_s_4_5_11_11   1.000000000000e+00
    w_4_5_11_11  w_le_r_4_5_11_11   1.000000000000e+00
    w_4_5_11_11  w_ge_4_5_11_11   1.000000000000e+00
    w_4_5_11_11  r_ge_w_4_5_6  -1.000000000000e+00
    w_4_5_11_11  r_le_4_5  -1.000000000000e+00
    w_4_5_13_11  w_le_s_4_5_13_11   1.000000000000e+00
    w_4_5_13_11  w_le_r_4_5_13_11   1.000000000000e+00
    w_4_5_13_11  w_ge_4_5_13_11   1.000000000000e+00
    w_4_5_13_11  r_ge_w_4_5_7  -1.000000000000e+00
    w_4_5_13_11  r_le_4_5  -1.000000000000e+00
    w_4_5_17_7  w_le_s_4_5_17_7   1.000000000000e+00
    w_4_5_17_7  w_le_r_4_5_17_7   1.000000000000e+00
    w_4_5_17_7  w_ge_4_5_17_7   1.000000000000e+00
    w_4_5_17_7  r_ge_w_4_5_5  -1.000000000000e+00
    w_4_5_17_7  r_le_4_5  -1.000000000000e+00
    w_4_5_19_5  w_le_s_4_5_19_5   1.000000000000e+00
    w_4_5_19_5  w_le_r_4_5_19_5   1.000000000000e+00
    w_4_5_19_5  w_ge_4_5_19_5   1.000000000000e+00
    w_4_5_19_5  r_ge_w_4_5_3  -1.000000000000e+00
    w_4_5_19_5  r_le_4_5  -1.000000000000e+00
    w_4_5_1_1  w_le_s_4_5_1_1   1.000000000000e+00
    w_4_5_1_1  w_le_r_4_5_1_1   1.000000000000e+00
    w_4_5_1_1  w_ge_4_5_1_1   1.000000000000e+00
    w_4_5_1_1  r_ge_w_4_5_0  -1.000000000000e+00
    w_4_5_1_1  r_le_4_5  -1.000000000000e+00
    w_4_5_23_1  w_le_s_4_5_23_1   1.000000000000e+00
    w_4_5_23_1  w_le_r_4_5_23_1   1.000000000000e+00
    w_4_5_23_1  w_ge_4_5_23_1   1.000000000000e+00
    w_4_5_23_1  r_ge_w_4_5_1  -1.000000000000e+00
    w_4_5_23_1  r_le_4_5  -1.000000000000e+00
    w_4_5_5_5  w_le_s_4_5_5_5   1.000000000000e+00
    w_4_5_5_5  w_le_r_4_5_5_5   1.000000000000e+00
    w_4_5_5_5  w_ge_4_5_5_5   1.000000000000e+00
    w_4_5_5_5  r_ge_w_4_5_2  -1.000000000000e+00
    w_4_5_5_5  r_le_4_5  -1.000000000000e+00
    w_4_5_7_7  w_le_s_4_5_7_7   1.000000000000e+00
    w_4_5_7_7  w_le_r_4_5_7_7   1.000000000000e+00
    w_4_5_7_7  w_ge_4_5_7_7   1.000000000000e+00
    w_4_5_7_7  r_ge_w_4_5_4  -1.000000000000e+00
    w_4_5_7_7  r_le_4_5  -1.000000000000e+00
    w_4_6_11_11  w_le_s_4_6_11_11   1.000000000000e+00
    w_4_6_11_11  w_le_r_4_6_11_11   1.000000000000e+00
    w_4_6_11_11  w_ge_4_6_11_11   1.000000000000e+00
    w_4_6_11_11  r_ge_w_4_6_6  -1.000000000000e+00
    w_4_6_11_11  r_le_4_6  -1.000000000000e+00
    w_4_6_13_11  w_le_s_4_6_13_11   1.000000000000e+00
    w_4_6_13_11  w_le_r_4_6_13_11   1.000000000000e+00
    w_4_6_13_11  w_ge_4_6_13_11   1.000000000000e+00
    w_4_6_13_11  r_ge_w_4_6_7  -1.000000000000e+00
    w_4_6_13_11  r_le_4_6  -1.000000000000e+00
    w_4_6_17_7  w_le_s_4_6_17_7   1.000000000000e+00
    w_4_6_17_7  w_le_r_4_6_17_7   1.000000000000e+00
    w_4_6_17_7  w_ge_4_6_17_7   1.000000000000e+00
    w_4_6_17_7  r_ge_w_4_6_5  -1.000000000000e+00
    w_4_6_17_7  r_le_4_6  -1.000000000000e+00
    w_4_6_19_5  w_le_s_4_6_19_5   1.000000000000e+00
    w_4_6_19_5  w_le_r_4_6_19_5   1.000000000000e+00
    w_4_6_19_5  w_ge_4_6_19_5   1.000000000000e+00
    w_4_6_19_5  r_ge_w_4_6_3  -1.000000000000e+00
    w_4_6_19_5  r_le_4_6  -1.000000000000e+00
    w_4_6_1_1  w_le_s_4_6_1_1   1.000000000000e+00
    w_4_6_1_1  w_le_r_4_6_1_1   1.000000000000e+00
    w_4_6_1_1  w_ge_4_6_1_1   1.000000000000e+00
    w_4_6_1_1  r_ge_w_4_6_0  -1.000000000000e+00
    w_4_6_1_1  r_le_4_6  -1.000000000000e+00
    w_4_6_23_1  w_le_s_4_6_23_1   1.000000000000e+00
    w_4_6_23_1  w_le_r_4_6_23_1   1.000000000000e+00
    w_4_6_23_1  w_ge_4_6_23_1   1.000000000000e+00
    w_4_6_23_1  r_ge_w_4_6_1  -1.000000000000e+00
    w_4_6_23_1  r_le_4_6  -1.000000000000e+00
    w_4_6_5_5  w_le_s_4_6_5_5   1.000000000000e+00
    w_4_6_5_5  w_le_r_4_6_5_5   1.000000000000e+00
    w_4_6_5_5  w_ge_4_6_5_5   1.000000000000e+00
    w_4_6_5_5  r_ge_w_4_6_2  -1.000000000000e+00
    w_4_6_5_5  r_le_4_6  -1.000000000000e+00
    w_4_6_7_7  w_le_s_4_6_7_7   1.000000000000e+00
    w_4_6_7_7  w_le_r_4_6_7_7   1.000000000000e+00
    w_4_6_7_7  w_ge_4_6_7_7   1.000000000000e+00
    w_4_6_7_7  r_ge_w_4_6_4  -1.000000000000e+00
    w_4_6_7_7  r_le_4_6  -1.000000000000e+00
    w_4_7_11_11  w_le_s_4_7_11_11   1.000000000000e+00
    w_4_7_11_11  w_le_r_4_7_11_11   1.000000000000e+00
    w_4_7_11_11  w_ge_4_7_11_11   1.000000000000e+00
    w_4_7_11_11  r_ge_w_4_7_6  -1.000000000000e+00
    w_4_7_11_11  r_le_4_7  -1.000000000000e+00
    w_4_7_13_11  w_le_s_4_7_13_11   1.000000000000e+00
    w_4_7_13_11  w_le_r_4_7_13_11   1.000000000000e+00
    w_4_7_13_11  w_ge_4_7_13_11   1.000000000000e+00
    w_4_7_13_11  r_ge_w_4_7_7  -1.000000000000e+00
    w_4_7_13_11  r_le_4_7  -1.000000000000e+00
    w_4_7_17_7  w_le_s_4_7_17_7   1.000000000000e+00
    w_4_7_17_7  w_le_r_4_7_17_7   1.000000000000e+00
    w_4_7_17_7  w_ge_4_7_17_7   1.000000000000e+00
    w_4_7_17_7  r_ge_w_4_7_5  -1.000000000000e+00
    w_4_7_17_7  r_le_4_7  -1.000000000000e+00
    w_4_7_19_5  w_le_s_4_7_19_5   1.000000000000e+00
    w_4_7_19_5  w_le_r_4_7_19_5   1.000000000000e+00
    w_4_7_19_5  w_ge_4_7_19_5   1.000000000000e+00
    w_4_7_19_5  r_ge_w_4_7_3  -1.000000000000e+00
    w_4_7_19_5  r_le_4_7  -1.000000000000e+00
    w_4_7_1_1  w_le_s_4_7_1_1   1.000000000000e+00
    w_4_7_1_1  w_le_r_4_7_1_1   1.000000000000e+00
    w_4_7_1_1  w_ge_4_7_1_1   1.000000000000e+00
    w_4_7_1_1  r_ge_w_4_7_0  -1.000000000000e+00
    w_4_7_1_1  r_le_4_7  -1.000000000000e+00
    w_4_7_23_1  w_le_s_4_7_23_1   1.000000000000e+00
    w_4_7_23_1  w_le_r_4_7_23_1   1.000000000000e+00
    w_4_7_23_1  w_ge_4_7_23_1   1.000000000000e+00
    w_4_7_23_1  r_ge_w_4_7_1  -1.000000000000e+00
    w_4_7_23_1  r_le_4_7  -1.000000000000e+00
    w_4_7_5_5  w_le_s_4_7_5_5   1.000000000000e+00
    w_4_7_5_5  w_le_r_4_7_5_5   1.000000000000e+00
    w_4_7_5_5  w_ge_4_7_5_5   1.000000000000e+00
    w_4_7_5_5  r_ge_w_4_7_2  -1.000000000000e+00
    w_4_7_5_5  r_le_4_7  -1.000000000000e+00
    w_4_7_7_7  w_le_s_4_7_7_7   1.000000000000e+00
    w_4_7_7_7  w_le_r_4_7_7_7   1.000000000000e+00
    w_4_7_7_7  w_ge_4_7_7_7   1.000000000000e+00
    w_4_7_7_7  r_ge_w_4_7_4  -1.000000000000e+00
    w_4_7_7_7  r_le_4_7  -1.000000000000e+00
    w_5_1_11_11  w_le_s_5_1_11_11   1.000000000000e+00
    w_5_1_11_11  w_le_r_5_1_11_11   1.000000000000e+00
    w_5_1_11_11  w_ge_5_1_11_11   1.000000000000e+00
    w_5_1_11_11  r_ge_w_5_1_6  -1.000000000000e+00
    w_5_1_11_11  r_le_5_1  -1.000000000000e+00
    w_5_1_13_11  w_le_s_5_1_13_11   1.000000000000e+00
    w_5_1_13_11  w_le_r_5_1_13_11   1.000000000000e+00
    w_5_1_13_11  w_ge_5_1_13_11   1.000000000000e+00
    w_5_1_13_11  r_ge_w_5_1_7  -1.000000000000e+00
    w_5_1_13_11  r_le_5_1  -1.000000000000e+00
    w_5_1_17_7  w_le_s_5_1_17_7   1.000000000000e+00
    w_5_1_17_7  w_le_r_5_1_17_7   1.000000000000e+00
    w_5_1_17_7  w_ge_5_1_17_7   1.000000000000e+00
    w_5_1_17_7  r_ge_w_5_1_5  -1.000000000000e+00
    w_5_1_17_7  r_le_5_1  -1.000000000000e+00
    w_5_1_19_5  w_le_s_5_1_19_5   1.000000000000e+00
    w_5_1_19_5  w_le_r_5_1_19_5   1.000000000000e+00
    w_5_1_19_5  w_ge_5_1_19_5   1.000000000000e+00
    w_5_1_19_5  r_ge_w_5_1_3  -1.000000000000e+00
    w_5_1_19_5  r_le_5_1  -1.000000000000e+00
    w_5_1_1_1  w_le_s_5_1_1_1   1.000000000000e+00
    w_5_1_1_1  w_le_r_5_1_1_1   1.000000000000e+00
    w_5_1_1_1  w_ge_5_1_1_1   1.000000000000e+00
    w_5_1_1_1  r_ge_w_5_1_0  -1.000000000000e+00
    w_5_1_1_1  r_le_5_1  -1.000000000000e+00
    w_5_1_23_1  w_le_s_5_1_23_1   1.000000000000e+00
    w_5_1_23_1  w_le_r_5_1_23_1   1.000000000000e+00
    w_5_1_23_1  w_ge_5_1_23_1   1.000000000000e+00
    w_5_1_23_1  r_ge_w_5_1_1  -1.000000000000e+00
    w_5_1_23_1  r_le_5_1  -1.000000000000e+00
    w_5_1_5_5  w_le_s_5_1_5_5   1.000000000000e+00
    w_5_1_5_5  w_le_r_5_1_5_5   1.000000000000e+00
    w_5_1_5_5  w_ge_5_1_5_5   1.000000000000e+00
    w_5_1_5_5  r_ge_w_5_1_2  -1.000000000000e+00
    w_5_1_5_5  r_le_5_1  -1.000000000000e+00
    w_5_1_7_7  w_le_s_5_1_7_7   1.000000000000e+00
    w_5_1_7_7  w_le_r_5_1_7_7   1.000000000000e+00
    w_5_1_7_7  w_ge_5_1_7_7   1.000000000000e+00
    w_5_1_7_7  r_ge_w_5_1_4  -1.000000000000e+00
    w_5_1_7_7  r_le_5_1  -1.000000000000e+00
    w_5_2_11_11  w_le_s_5_2_11_11   1.000000000000e+00
    w_5_2_11_11  w_le_r_5_2_11_11   1.000000000000e+00
    w_5_2_11_11  w_ge_5_2_11_11   1.000000000000e+00
    w_5_2_11_11  r_ge_w_5_2_6  -1.000000000000e+00
    w_5_2_11_11  r_le_5_2  -1.000000000000e+00
    w_5_2_13_11  w_le_s_5_2_13_11   1.000000000000e+00
    w_5_2_13_11  w_le_r_5_2_13_11   1.000000000000e+00
    w_5_2_13_11  w_ge_5_2_13_11   1.000000000000e+00
    w_5_2_13_11  r_ge_w_5_2_7  -1.000000000000e+00
    w_5_2_13_11  r_le_5_2  -1.000000000000e+00
    w_5_2_17_7  w_le_s_5_2_17_7   1.000000000000e+00
    w_5_2_17_7  w_le_r_5_2_17_7   1.000000000000e+00
    w_5_2_17_7  w_ge_5_2_17_7   1.000000000000e+00
    w_5_2_17_7  r_ge_w_5_2_5  -1.000000000000e+00
    w_5_2_17_7  r_le_5_2  -1.000000000000e+00
    w_5_2_19_5  w_le_s_5_2_19_5   1.000000000000e+00
    w_5_2_19_5  w_le_r_5_2_19_5   1.000000000000e+00
    w_5_2_19_5  w_ge_5_2_19_5   1.000000000000e+00
    w_5_2_19_5  r_ge_w_5_2_3  -1.000000000000e+00
    w_5_2_19_5  r_le_5_2  -1.000000000000e+00
    w_5_2_1_1  w_le_s_5_2_1_1   1.000000000000e+00
    w_5_2_1_1  w_le_r_5_2_1_1   1.000000000000e+00
    w_5_2_1_1  w_ge_5_2_1_1   1.000000000000e+00
    w_5_2_1_1  r_ge_w_5_2_0  -1.000000000000e+00
    w_5_2_1_1  r_le_5_2  -1.000000000000e+00
    w_5_2_23_1  w_le_s_5_2_23_1   1.000000000000e+00
    w_5_2_23_1  w_le_r_5_2_23_1   1.000000000000e+00
    w_5_2_23_1  w_ge_5_2_23_1   1.000000000000e+00
    w_5_2_23_1  r_ge_w_5_2_1  -1.000000000000e+00
    w_5_2_23_1  r_le_5_2  -1.000000000000e+00
    w_5_2_5_5  w_le_s_5_2_5_5   1.000000000000e+00
    w_5_2_5_5  w_le_r_5_2_5_5   1.000000000000e+00
    w_5_2_5_5  w_ge_5_2_5_5   1.000000000000e+00
    w_5_2_5_5  r_ge_w_5_2_2  -1.000000000000e+00
    w_5_2_5_5  r_le_5_2  -1.000000000000e+00
    w_5_2_7_7  w_le_s_5_2_7_7   1.000000000000e+00
    w_5_2_7_7  w_le_r_5_2_7_7   1.000000000000e+00
    w_5_2_7_7  w_ge_5_2_7_7   1.000000000000e+00
    w_5_2_7_7  r_ge_w_5_2_4  -1.000000000000e+00
    w_5_2_7_7  r_le_5_2  -1.000000000000e+00
    w_5_3_11_11  w_le_s_5_3_11_11   1.000000000000e+00
    w_5_3_11_11  w_le_r_5_3_11_11   1.000000000000e+00
    w_5_3_11_11  w_ge_5_3_11_11   1.000000000000e+00
    w_5_3_11_11  r_ge_w_5_3_6  -1.000000000000e+00
    w_5_3_11_11  r_le_5_3  -1.000000000000e+00
    w_5_3_13_11  w_le_s_5_3_13_11   1.000000000000e+00
    w_5_3_13_11  w_le_r_5_3_13_11   1.000000000000e+00
    w_5_3_13_11  w_ge_5_3_13_11   1.000000000000e+00
    w_5_3_13_11  r_ge_w_5_3_7  -1.000000000000e+00
    w_5_3_13_11  r_le_5_3  -1.000000000000e+00
    w_5_3_17_7  w_le_s_5_3_17_7   1.000000000000e+00
    w_5_3_17_7  w_le_r_5_3_17_7   1.000000000000e+00
    w_5_3_17_7  w_ge_5_3_17_7   1.000000000000e+00
    w_5_3_17_7  r_ge_w_5_3_5  -1.000000000000e+00
    w_5_3_17_7  r_le_5_3  -1.000000000000e+00
    w_5_3_19_5  w_le_s_5_3_19_5   1.000000000000e+00
    w_5_3_19_5  w_le_r_5_3_19_5   1.000000000000e+00
    w_5_3_19_5  w_ge_5_3_19_5   1.000000000000e+00
    w_5_3_19_5  r_ge_w_5_3_3  -1.000000000000e+00
    w_5_3_19_5  r_le_5_3  -1.000000000000e+00
    w_5_3_1_1  w_le_s_5_3_1_1   1.000000000000e+00
    w_5_3_1_1  w_le_r_5_3_1_1   1.000000000000e+00
    w_5_3_1_1  w_ge_5_3_1_1   1.000000000000e+00
    w_5_3_1_1  r_ge_w_5_3_0  -1.000000000000e+00
    w_5_3_1_1  r_le_5_3  -1.000000000000e+00
    w_5_3_23_1  w_le_s_5_3_23_1   1.000000000000e+00
    w_5_3_23_1  w_le_r_5_3_23_1   1.000000000000e+00
    w_5_3_23_1  w_ge_5_3_23_1   1.000000000000e+00
    w_5_3_23_1  r_ge_w_5_3_1  -1.000000000000e+00
    w_5_3_23_1  r_le_5_3  -1.000000000000e+00
    w_5_3_5_5  w_le_s_5_3_5_5   1.000000000000e+00
    w_5_3_5_5  w_le_r_5_3_5_5   1.000000000000e+00
    w_5_3_5_5  w_ge_5_3_5_5   1.000000000000e+00
    w_5_3_5_5  r_ge_w_5_3_2  -1.000000000000e+00
    w_5_3_5_5  r_le_5_3  -1.000000000000e+00
    w_5_3_7_7  w_le_s_5_3_7_7   1.000000000000e+00
    w_5_3_7_7  w_le_r_5_3_7_7   1.000000000000e+00
    w_5_3_7_7  w_ge_5_3_7_7   1.000000000000e+00
    w_5_3_7_7  r_ge_w_5_3_4  -1.000000000000e+00
    w_5_3_7_7  r_le_5_3  -1.000000000000e+00
    w_5_4_11_11  w_le_s_5_4_11_11   1.000000000000e+00
    w_5_4_11_11  w_le_r_5_4_11_11   1.000000000000e+00
    w_5_4_11_11  w_ge_5_4_11_11   1.000000000000e+00
    w_5_4_11_11  r_ge_w_5_4_6  -1.000000000000e+00
    w_5_4_11_11  r_le_5_4  -1.000000000000e+00
    w_5_4_13_11  w_le_s_5_4_13_11   1.000000000000e+00
    w_5_4_13_11  w_le_r_5_4_13_11   1.000000000000e+00
    w_5_4_13_11  w_ge_5_4_13_11   1.000000000000e+00
    w_5_4_13_11  r_ge_w_5_4_7  -1.000000000000e+00
    w_5_4_13_11  r_le_5_4  -1.000000000000e+00
    w_5_4_17_7  w_le_s_5_4_17_7   1.000000000000e+00
    w_5_4_17_7  w_le_r_5_4_17_7   1.000000000000e+00
    w_5_4_17_7  w_ge_5_4_17_7   1.000000000000e+00
    w_5_4_17_7  r_ge_w_5_4_5  -1.000000000000e+00
    w_5_4_17_7  r_le_5_4  -1.000000000000e+00
    w_5_4_19_5  w_le_s_5_4_19_5   1.000000000000e+00
    w_5_4_19_5  w_le_r_5_4_19_5   1.000000000000e+00
    w_5_4_19_5  w_ge_5_4_19_5   1.000000000000e+00
    w_5_4_19_5  r_ge_w_5_4_3  -1.000000000000e+00
    w_5_4_19_5  r_le_5_4  -1.000000000000e+00
    w_5_4_1_1  w_le_s_5_4_1_1   1.000000000000e+00
    w_5_4_1_1  w_le_r_5_4_1_1   1.000000000000e+00
    w_5_4_1_1  w_ge_5_4_1_1   1.000000000000e+00
    w_5_4_1_1  r_ge_w_5_4_0  -1.000000000000e+00
    w_5_4_1_1  r_le_5_4  -1.000000000000e+00
    w_5_4_23_1  w_le_s_5_4_23_1   1.000000000000e+00
    w_5_4_23_1  w_le_r_5_4_23_1   1.000000000000e+00
    w_5_4_23_1  w_ge_5_4_23_1   1.000000000000e+00
    w_5_4_23_1  r_ge_w_5_4_1  -1.000000000000e+00
    w_5_4_23_1  r_le_5_4  -1.000000000000e+00
    w_5_4_5_5  w_le_s_5_4_5_5   1.000000000000e+00
    w_5_4_5_5  w_le_r_5_4_5_5   1.000000000000e+00
    w_5_4_5_5  w_ge_5_4_5_5   1.000000000000e+00
    w_5_4_5_5  r_ge_w_5_4_2  -1.000000000000e+00
    w_5_4_5_5  r_le_5_4  -1.000000000000e+00
    w_5_4_7_7  w_le_s_5_4_7_7   1.000000000000e+00
    w_5_4_7_7  w_le_r_5_4_7_7   1.000000000000e+00
    w_5_4_7_7  w_ge_5_4_7_7   1.000000000000e+00
    w_5_4_7_7  r_ge_w_5_4_4  -1.000000000000e+00
    w_5_4_7_7  r_le_5_4  -1.000000000000e+00
    w_5_5_11_11  w_le_s_5_5_11_11   1.000000000000e+00
    w_5_5_11_11  w_le_r_5_5_11_11   1.000000000000e+00
    w_5_5_11_11  w_ge_5_5_11_11   1.000000000000e+00
    w_5_5_11_11  r_ge_w_5_5_6  -1.000000000000e+00
    w_5_5_11_11  r_le_5_5  -1.000000000000e+00
    w_5_5_13_11  w_le_s_5_5_13_11   1.000000000000e+00
    w_5_5_13_11  w_le_r_5_5_13_11   1.000000000000e+00
    w_5_5_13_11  w_ge_5_5_13_11   1.000000000000e+00
    w_5_5_13_11  r_ge_w_5_5_7  -1.000000000000e+00
    w_5_5_13_11  r_le_5_5  -1.000000000000e+00
    w_5_5_17_7  w_le_s_5_5_17_7   1.000000000000e+00
    w_5_5_17_7  w_le_r_5_5_17_7   1.000000000000e+00
    w_5_5_17_7  w_ge_5_5_17_7   1.000000000000e+00
    w_5_5_17_7  r_ge_w_5_5_5  -1.000000000000e+00
    w_5_5_17_7  r_le_5_5  -1.000000000000e+00
    w_5_5_19_5  w_le_s_5_5_19_5   1.000000000000e+00
    w_5_5_19_5  w_le_r_5_5_19_5   1.000000000000e+00
    w_5_5_19_5  w_ge_5_5_19_5   1.000000000000e+00
    w_5_5_19_5  r_ge_w_5_5_3  -1.000000000000e+00
    w_5_5_19_5  r_le_5_5  -1.000000000000e+00
    w_5_5_1_1  w_le_s_5_5_1_1   1.000000000000e+00
    w_5_5_1_1  w_le_r_5_5_1_1   1.000000000000e+00
    w_5_5_1_1  w_ge_5_5_1_1   1.000000000000e+00
    w_5_5_1_1  r_ge_w_5_5_0  -1.000000000000e+00
    w_5_5_1_1  r_le_5_5  -1.000000000000e+00
    w_5_5_23_1  w_le_s_5_5_23_1   1.000000000000e+00
    w_5_5_23_1  w_le_r_5_5_23_1   1.000000000000e+00
    w_5_5_23_1  w_ge_5_5_23_1   1.000000000000e+00
    w_5_5_23_1  r_ge_w_5_5_1  -1.000000000000e+00
    w_5_5_23_1  r_le_5_5  -1.000000000000e+00
    w_5_5_5_5  w_le_s_5_5_5_5   1.000000000000e+00
    w_5_5_5_5  w_le_r_5_5_5_5   1.000000000000e+00
    w_5_5_5_5  w_ge_5_5_5_5   1.000000000000e+00
    w_5_5_5_5  r_ge_w_5_5_2  -1.000000000000e+00
    w_5_5_5_5  r_le_5_5  -1.000000000000e+00
    w_5_5_7_7  w_le_s_5_5_7_7   1.000000000000e+00
    w_5_5_7_7  w_le_r_5_5_7_7   1.000000000000e+00
    w_5_5_7_7  w_ge_5_5_7_7   1.000000000000e+00
    w_5_5_7_7  r_ge_w_5_5_4  -1.000000000000e+00
    w_5_5_7_7  r_le_5_5  -1.000000000000e+00
    w_5_6_11_11  w_le_s_5_6_11_11   1.000000000000e+00
    w_5_6_11_11  w_le_r_5_6_11_11   1.000000000000e+00
    w_5_6_11_11  w_ge_5_6_11_11   1.000000000000e+00
    w_5_6_11_11  r_ge_w_5_6_6  -1.000000000000e+00
    w_5_6_11_11  r_le_5_6  -1.000000000000e+00
    w_5_6_13_11  w_le_s_5_6_13_11   1.000000000000e+00
    w_5_6_13_11  w_le_r_5_6_13_11   1.000000000000e+00
    w_5_6_13_11  w_ge_5_6_13_11   1.000000000000e+00
    w_5_6_13_11  r_ge_w_5_6_7  -1.000000000000e+00
    w_5_6_13_11  r_le_5_6  -1.000000000000e+00
    w_5_6_17_7  w_le_s_5_6_17_7   1.000000000000e+00
    w_5_6_17_7  w_le_r_5_6_17_7   1.000000000000e+00
    w_5_6_17_7  w_ge_5_6_17_7   1.000000000000e+00
    w_5_6_17_7  r_ge_w_5_6_5  -1.000000000000e+00
    w_5_6_17_7  r_le_5_6  -1.000000000000e+00
    w_5_6_19_5  w_le_s_5_6_19_5   1.000000000000e+00
    w_5_6_19_5  w_le_r_5_6_19_5   1.000000000000e+00
    w_5_6_19_5  w_ge_5_6_19_5   1.000000000000e+00
    w_5_6_19_5  r_ge_w_5_6_3  -1.000000000000e+00
    w_5_6_19_5  r_le_5_6  -1.000000000000e+00
    w_5_6_1_1  w_le_s_5_6_1_1   1.000000000000e+00
    w_5_6_1_1  w_le_r_5_6_1_1   1.000000000000e+00
    w_5_6_1_1  w_ge_5_6_1_1   1.000000000000e+00
    w_5_6_1_1  r_ge_w_5_6_0  -1.000000000000e+00
    w_5_6_1_1  r_le_5_6  -1.000000000000e+00
    w_5_6_23_1  w_le_s_5_6_23_1   1.000000000000e+00
    w_5_6_23_1  w_le_r_5_6_23_1   1.000000000000e+00
    w_5_6_23_1  w_ge_5_6_23_1   1.000000000000e+00
    w_5_6_23_1  r_ge_w_5_6_1  -1.000000000000e+00
    w_5_6_23_1  r_le_5_6  -1.000000000000e+00
    w_5_6_5_5  w_le_s_5_6_5_5   1.000000000000e+00
    w_5_6_5_5  w_le_r_5_6_5_5   1.000000000000e+00
    w_5_6_5_5  w_ge_5_6_5_5   1.000000000000e+00
    w_5_6_5_5  r_ge_w_5_6_2  -1.000000000000e+00
    w_5_6_5_5  r_le_5_6  -1.000000000000e+00
    w_5_6_7_7  w_le_s_5_6_7_7   1.000000000000e+00
    w_5_6_7_7  w_le_r_5_6_7_7   1.000000000000e+00
    w_5_6_7_7  w_ge_5_6_7_7   1.000000000000e+00
    w_5_6_7_7  r_ge_w_5_6_4  -1.000000000000e+00
    w_5_6_7_7  r_le_5_6  -1.000000000000e+00
    w_5_7_11_11  w_le_s_5_7_11_11   1.000000000000e+00
    w_5_7_11_11  w_le_r_5_7_11_11   1.000000000000e+00
    w_5_7_11_11  w_ge_5_7_11_11   1.000000000000e+00
    w_5_7_11_11  r_ge_w_5_7_6  -1.000000000000e+00
    w_5_7_11_11  r_le_5_7  -1.000000000000e+00
    w_5_7_13_11  w_le_s_5_7_13_11   1.000000000000e+00
    w_5_7_13_11  w_le_r_5_7_13_11   1.000000000000e+00
    w_5_7_13_11  w_ge_5_7_13_11   1.000000000000e+00
    w_5_7_13_11  r_ge_w_5_7_7  -1.000000000000e+00
    w_5_7_13_11  r_le_5_7  -1.000000000000e+00
    w_5_7_17_7  w_le_s_5_7_17_7   1.000000000000e+00
    w_5_7_17_7  w_le_r_5_7_17_7   1.000000000000e+00
    w_5_7_17_7  w_ge_5_7_17_7   1.000000000000e+00
    w_5_7_17_7  r_ge_w_5_7_5  -1.000000000000e+00
    w_5_7_17_7  r_le_5_7  -1.000000000000e+00
    w_5_7_19_5  w_le_s_5_7_19_5   1.000000000000e+00
    w_5_7_19_5  w_le_r_5_7_19_5   1.000000000000e+00
    w_5_7_19_5  w_ge_5_7_19_5   1.000000000000e+00
    w_5_7_19_5  r_ge_w_5_7_3  -1.000000000000e+00
    w_5_7_19_5  r_le_5_7  -1.000000000000e+00
    w_5_7_1_1  w_le_s_5_7_1_1   1.000000000000e+00
    w_5_7_1_1  w_le_r_5_7_1_1   1.000000000000e+00
    w_5_7_1_1  w_ge_5_7_1_1   1.000000000000e+00
    w_5_7_1_1  r_ge_w_5_7_0  -1.000000000000e+00
    w_5_7_1_1  r_le_5_7  -1.000000000000e+00
    w_5_7_23_1  w_le_s_5_7_23_1   1.000000000000e+00
    w_5_7_23_1  w_le_r_5_7_23_1   1.000000000000e+00
    w_5_7_23_1  w_ge_5_7_23_1   1.000000000000e+00
    w_5_7_23_1  r_ge_w_5_7_1  -1.000000000000e+00
    w_5_7_23_1  r_le_5_7  -1.000000000000e+00
    w_5_7_5_5  w_le_s_5_7_5_5   1.000000000000e+00
    w_5_7_5_5  w_le_r_5_7_5_5   1.000000000000e+00
    w_5_7_5_5  w_ge_5_7_5_5   1.000000000000e+00
    w_5_7_5_5  r_ge_w_5_7_2  -1.000000000000e+00
    w_5_7_5_5  r_le_5_7  -1.000000000000e+00
    w_5_7_7_7  w_le_s_5_7_7_7   1.000000000000e+00
    w_5_7_7_7  w_le_r_5_7_7_7   1.000000000000e+00
    w_5_7_7_7  w_ge_5_7_7_7   1.000000000000e+00
    w_5_7_7_7  r_ge_w_5_7_4  -1.000000000000e+00
    w_5_7_7_7  r_le_5_7  -1.000000000000e+00
    w_6_1_11_11  w_le_s_6_1_11_11   1.000000000000e+00
    w_6_1_11_11  w_le_r_6_1_11_11   1.000000000000e+00
    w_6_1_11_11  w_ge_6_1_11_11   1.000000000000e+00
    w_6_1_11_11  r_ge_w_6_1_6  -1.000000000000e+00
    w_6_1_11_11  r_le_6_1  -1.000000000000e+00
    w_6_1_13_11  w_le_s_6_1_13_11   1.000000000000e+00
    w_6_1_13_11  w_le_r_6_1_13_11   1.000000000000e+00
    w_6_1_13_11  w_ge_6_1_13_11   1.000000000000e+00
    w_6_1_13_11  r_ge_w_6_1_7  -1.000000000000e+00
    w_6_1_13_11  r_le_6_1  -1.000000000000e+00
    w_6_1_17_7  w_le_s_6_1_17_7   1.000000000000e+00
    w_6_1_17_7  w_le_r_6_1_17_7   1.000000000000e+00
    w_6_1_17_7  w_ge_6_1_17_7   1.000000000000e+00
    w_6_1_17_7  r_ge_w_6_1_5  -1.000000000000e+00
    w_6_1_17_7  r_le_6_1  -1.000000000000e+00
    w_6_1_19_5  w_le_s_6_1_19_5   1.000000000000e+00
    w_6_1_19_5  w_le_r_6_1_19_5   1.000000000000e+00
    w_6_1_19_5  w_ge_6_1_19_5   1.000000000000e+00
    w_6_1_19_5  r_ge_w_6_1_3  -1.000000000000e+00
    w_6_1_19_5  r_le_6_1  -1.000000000000e+00
    w_6_1_1_1  w_le_s_6_1_1_1   1.000000000000e+00
    w_6_1_1_1  w_le_r_6_1_1_1   1.000000000000e+00
    w_6_1_1_1  w_ge_6_1_1_1   1.000000000000e+00
    w_6_1_1_1  r_ge_w_6_1_0  -1.000000000000e+00
    w_6_1_1_1  r_le_6_1  -1.000000000000e+00
    w_6_1_23_1  w_le_s_6_1_23_1   1.000000000000e+00
    w_6_1_23_1  w_le_r_6_1_23_1   1.000000000000e+00
    w_6_1_23_1  w_ge_6_1_23_1   1.000000000000e+00
    w_6_1_23_1  r_ge_w_6_1_1  -1.000000000000e+00
    w_6_1_23_1  r_le_6_1  -1.000000000000e+00
    w_6_1_5_5  w_le_s_6_1_5_5   1.000000000000e+00
    w_6_1_5_5  w_le_r_6_1_5_5   1.000000000000e+00
    w_6_1_5_5  w_ge_6_1_5_5   1.000000000000e+00
    w_6_1_5_5  r_ge_w_6_1_2  -1.000000000000e+00
    w_6_1_5_5  r_le_6_1  -1.000000000000e+00
    w_6_1_7_7  w_le_s_6_1_7_7   1.000000000000e+00
    w_6_1_7_7  w_le_r_6_1_7_7   1.000000000000e+00
    w_6_1_7_7  w_ge_6_1_7_7   1.000000000000e+00
    w_6_1_7_7  r_ge_w_6_1_4  -1.000000000000e+00
    w_6_1_7_7  r_le_6_1  -1.000000000000e+00
    w_6_2_11_11  w_le_s_6_2_11_11   1.000000000000e+00
    w_6_2_11_11  w_le_r_6_2_11_11   1.000000000000e+00
    w_6_2_11_11  w_ge_6_2_11_11   1.000000000000e+00
    w_6_2_11_11  r_ge_w_6_2_6  -1.000000000000e+00
    w_6_2_11_11  r_le_6_2  -1.000000000000e+00
    w_6_2_13_11  w_le_s_6_2_13_11   1.000000000000e+00
    w_6_2_13_11  w_le_r_6_2_13_11   1.000000000000e+00
    w_6_2_13_11  w_ge_6_2_13_11   1.000000000000e+00
    w_6_2_13_11  r_ge_w_6_2_7  -1.000000000000e+00
    w_6_2_13_11  r_le_6_2  -1.000000000000e+00
    w_6_2_17_7  w_le_s_6_2_17_7   1.000000000000e+00
    w_6_2_17_7  w_le_r_6_2_17_7   1.000000000000e+00
    w_6_2_17_7  w_ge_6_2_17_7   1.000000000000e+00
    w_6_2_17_7  r_ge_w_6_2_5  -1.000000000000e+00
    w_6_2_17_7  r_le_6_2  -1.000000000000e+00
    w_6_2_19_5  w_le_s_6_2_19_5   1.000000000000e+00
    w_6_2_19_5  w_le_r_6_2_19_5   1.000000000000e+00
    w_6_2_19_5  w_ge_6_2_19_5   1.000000000000e+00
    w_6_2_19_5  r_ge_w_6_2_3  -1.000000000000e+00
    w_6_2_19_5  r_le_6_2  -1.000000000000e+00
    w_6_2_1_1  w_le_s_6_2_1_1   1.000000000000e+00
    w_6_2_1_1  w_le_r_6_2_1_1   1.000000000000e+00
    w_6_2_1_1  w_ge_6_2_1_1   1.000000000000e+00
    w_6_2_1_1  r_ge_w_6_2_0  -1.000000000000e+00
    w_6_2_1_1  r_le_6_2  -1.000000000000e+00
    w_6_2_23_1  w_le_s_6_2_23_1   1.000000000000e+00
    w_6_2_23_1  w_le_r_6_2_23_1   1.000000000000e+00
    w_6_2_23_1  w_ge_6_2_23_1   1.000000000000e+00
    w_6_2_23_1  r_ge_w_6_2_1  -1.000000000000e+00
    w_6_2_23_1  r_le_6_2  -1.000000000000e+00
    w_6_2_5_5  w_le_s_6_2_5_5   1.000000000000e+00
    w_6_2_5_5  w_le_r_6_2_5_5   1.000000000000e+00
    w_6_2_5_5  w_ge_6_2_5_5   1.000000000000e+00
    w_6_2_5_5  r_ge_w_6_2_2  -1.000000000000e+00
    w_6_2_5_5  r_le_6_2  -1.000000000000e+00
    w_6_2_7_7  w_le_s_6_2_7_7   1.000000000000e+00
    w_6_2_7_7  w_le_r_6_2_7_7   1.000000000000e+00
    w_6_2_7_7  w_ge_6_2_7_7   1.000000000000e+00
    w_6_2_7_7  r_ge_w_6_2_4  -1.000000000000e+00
    w_6_2_7_7  r_le_6_2  -1.000000000000e+00
    w_6_3_11_11  w_le_s_6_3_11_11   1.000000000000e+00
    w_6_3_11_11  w_le_r_6_3_11_11   1.000000000000e+00
    w_6_3_11_11  w_ge_6_3_11_11   1.000000000000e+00
    w_6_3_11_11  r_ge_w_6_3_6  -1.000000000000e+00
    w_6_3_11_11  r_le_6_3  -1.000000000000e+00
    w_6_3_13_11  w_le_s_6_3_13_11   1.000000000000e+00
    w_6_3_13_11  w_le_r_6_3_13_11   1.000000000000e+00
    w_6_3_13_11  w_ge_6_3_13_11   1.000000000000e+00
    w_6_3_13_11  r_ge_w_6_3_7  -1.000000000000e+00
    w_6_3_13_11  r_le_6_3  -1.000000000000e+00
    w_6_3_17_7  w_le_s_6_3_17_7   1.000000000000e+00
    w_6_3_17_7  w_le_r_6_3_17_7   1.000000000000e+00
    w_6_3_17_7  w_ge_6_3_17_7   1.000000000000e+00
    w_6_3_17_7  r_ge_w_6_3_5  -1.000000000000e+00
    w_6_3_17_7  r_le_6_3  -1.000000000000e+00
    w_6_3_19_5  w_le_s_6_3_19_5   1.000000000000e+00
    w_6_3_19_5  w_le_r_6_3_19_5   1.000000000000e+00
    w_6_3_19_5  w_ge_6_3_19_5   1.000000000000e+00
    w_6_3_19_5  r_ge_w_6_3_3  -1.000000000000e+00
    w_6_3_19_5  r_le_6_3  -1.000000000000e+00
    w_6_3_1_1  w_le_s_6_3_1_1   1.000000000000e+00
    w_6_3_1_1  w_le_r_6_3_1_1   1.000000000000e+00
    w_6_3_1_1  w_ge_6_3_1_1   1.000000000000e+00
    w_6_3_1_1  r_ge_w_6_3_0  -1.000000000000e+00
    w_6_3_1_1  r_le_6_3  -1.000000000000e+00
    w_6_3_23_1  w_le_s_6_3_23_1   1.000000000000e+00
    w_6_3_23_1  w_le_r_6_3_23_1   1.000000000000e+00
    w_6_3_23_1  w_ge_6_3_23_1   1.000000000000e+00
    w_6_3_23_1  r_ge_w_6_3_1  -1.000000000000e+00
    w_6_3_23_1  r_le_6_3  -1.000000000000e+00
    w_6_3_5_5  w_le_s_6_3_5_5   1.000000000000e+00
    w_6_3_5_5  w_le_r_6_3_5_5   1.000000000000e+00
    w_6_3_5_5  w_ge_6_3_5_5   1.000000000000e+00
    w_6_3_5_5  r_ge_w_6_3_2  -1.000000000000e+00
    w_6_3_5_5  r_le_6_3  -1.000000000000e+00
    w_6_3_7_7  w_le_s_6_3_7_7   1.000000000000e+00
    w_6_3_7_7  w_le_r_6_3_7_7   1.000000000000e+00
    w_6_3_7_7  w_ge_6_3_7_7   1.000000000000e+00
    w_6_3_7_7  r_ge_w_6_3_4  -1.000000000000e+00
    w_6_3_7_7  r_le_6_3  -1.000000000000e+00
    w_6_4_11_11  w_le_s_6_4_11_11   1.000000000000e+00
    w_6_4_11_11  w_le_r_6_4_11_11   1.000000000000e+00
    w_6_4_11_11  w_ge_6_4_11_11   1.000000000000e+00
    w_6_4_11_11  r_ge_w_6_4_6  -1.000000000000e+00
    w_6_4_11_11  r_le_6_4  -1.000000000000e+00
    w_6_4_13_11  w_le_s_6_4_13_11   1.000000000000e+00
    w_6_4_13_11  w_le_r_6_4_13_11   1.000000000000e+00
    w_6_4_13_11  w_ge_6_4_13_11   1.000000000000e+00
    w_6_4_13_11  r_ge_w_6_4_7  -1.000000000000e+00
    w_6_4_13_11  r_le_6_4  -1.000000000000e+00
    w_6_4_17_7  w_le_s_6_4_17_7   1.000000000000e+00
    w_6_4_17_7  w_le_r_6_4_17_7   1.000000000000e+00
    w_6_4_17_7  w_ge_6_4_17_7   1.000000000000e+00
    w_6_4_17_7  r_ge_w_6_4_5  -1.000000000000e+00
    w_6_4_17_7  r_le_6_4  -1.000000000000e+00
    w_6_4_19_5  w_le_s_6_4_19_5   1.000000000000e+00
    w_6_4_19_5  w_le_r_6_4_19_5   1.000000000000e+00
    w_6_4_19_5  w_ge_6_4_19_5   1.000000000000e+00
    w_6_4_19_5  r_ge_w_6_4_3  -1.000000000000e+00
    w_6_4_19_5  r_le_6_4  -1.000000000000e+00
    w_6_4_1_1  w_le_s_6_4_1_1   1.000000000000e+00
    w_6_4_1_1  w_le_r_6_4_1_1   1.000000000000e+00
    w_6_4_1_1  w_ge_6_4_1_1   1.000000000000e+00
    w_6_4_1_1  r_ge_w_6_4_0  -1.000000000000e+00
    w_6_4_1_1  r_le_6_4  -1.000000000000e+00
    w_6_4_23_1  w_le_s_6_4_23_1   1.000000000000e+00
    w_6_4_23_1  w_le_r_6_4_23_1   1.000000000000e+00
    w_6_4_23_1  w_ge_6_4_23_1   1.000000000000e+00
    w_6_4_23_1  r_ge_w_6_4_1  -1.000000000000e+00
    w_6_4_23_1  r_le_6_4  -1.000000000000e+00
    w_6_4_5_5  w_le_s_6_4_5_5   1.000000000000e+00
    w_6_4_5_5  w_le_r_6_4_5_5   1.000000000000e+00
    w_6_4_5_5  w_ge_6_4_5_5   1.000000000000e+00
    w_6_4_5_5  r_ge_w_6_4_2  -1.000000000000e+00
    w_6_4_5_5  r_le_6_4  -1.000000000000e+00
    w_6_4_7_7  w_le_s_6_4_7_7   1.000000000000e+00
    w_6_4_7_7  w_le_r_6_4_7_7   1.000000000000e+00
    w_6_4_7_7  w_ge_6_4_7_7   1.000000000000e+00
    w_6_4_7_7  r_ge_w_6_4_4  -1.000000000000e+00
    w_6_4_7_7  r_le_6_4  -1.000000000000e+00
    w_6_5_11_11  w_le_s_6_5_11_11   1.000000000000e+00
    w_6_5_11_11  w_le_r_6_5_11_11   1.000000000000e+00
    w_6_5_11_11  w_ge_6_5_11_11   1.000000000000e+00
    w_6_5_11_11  r_ge_w_6_5_6  -1.000000000000e+00
    w_6_5_11_11  r_le_6_5  -1.000000000000e+00
    w_6_5_13_11  w_le_s_6_5_13_11   1.000000000000e+00
    w_6_5_13_11  w_le_r_6_5_13_11   1.000000000000e+00
    w_6_5_13_11  w_ge_6_5_13_11   1.000000000000e+00
    w_6_5_13_11  r_ge_w_6_5_7  -1.000000000000e+00
    w_6_5_13_11  r_le_6_5  -1.000000000000e+00
    w_6_5_17_7  w_le_s_6_5_17_7   1.000000000000e+00
    w_6_5_17_7  w_le_r_6_5_17_7   1.000000000000e+00
    w_6_5_17_7  w_ge_6_5_17_7   1.000000000000e+00
    w_6_5_17_7  r_ge_w_6_5_5  -1.000000000000e+00
    w_6_5_17_7  r_le_6_5  -1.000000000000e+00
    w_6_5_19_5  w_le_s_6_5_19_5   1.000000000000e+00
    w_6_5_19_5  w_le_r_6_5_19_5   1.000000000000e+00
    w_6_5_19_5  w_ge_6_5_19_5   1.000000000000e+00
    w_6_5_19_5  r_ge_w_6_5_3  -1.000000000000e+00
    w_6_5_19_5  r_le_6_5  -1.000000000000e+00
    w_6_5_1_1  w_le_s_6_5_1_1   1.000000000000e+00
    w_6_5_1_1  w_le_r_6_5_1_1   1.000000000000e+00
    w_6_5_1_1  w_ge_6_5_1_1   1.000000000000e+00
    w_6_5_1_1  r_ge_w_6_5_0  -1.000000000000e+00
    w_6_5_1_1  r_le_6_5  -1.000000000000e+00
    w_6_5_23_1  w_le_s_6_5_23_1   1.000000000000e+00
    w_6_5_23_1  w_le_r_6_5_23_1   1.000000000000e+00
    w_6_5_23_1  w_ge_6_5_23_1   1.000000000000e+00
    w_6_5_23_1  r_ge_w_6_5_1  -1.000000000000e+00
    w_6_5_23_1  r_le_6_5  -1.000000000000e+00
    w_6_5_5_5  w_le_s_6_5_5_5   1.000000000000e+00
    w_6_5_5_5  w_le_r_6_5_5_5   1.000000000000e+00
    w_6_5_5_5  w_ge_6_5_5_5   1.000000000000e+00
    w_6_5_5_5  r_ge_w_6_5_2  -1.000000000000e+00
    w_6_5_5_5  r_le_6_5  -1.000000000000e+00
    w_6_5_7_7  w_le_s_6_5_7_7   1.000000000000e+00
    w_6_5_7_7  w_le_r_6_5_7_7   1.000000000000e+00
    w_6_5_7_7  w_ge_6_5_7_7   1.000000000000e+00
    w_6_5_7_7  r_ge_w_6_5_4  -1.000000000000e+00
    w_6_5_7_7  r_le_6_5  -1.000000000000e+00
    w_6_6_11_11  w_le_s_6_6_11_11   1.000000000000e+00
    w_6_6_11_11  w_le_r_6_6_11_11   1.000000000000e+00
    w_6_6_11_11  w_ge_6_6_11_11   1.000000000000e+00
    w_6_6_11_11  r_ge_w_6_6_6  -1.000000000000e+00
    w_6_6_11_11  r_le_6_6  -1.000000000000e+00
    w_6_6_13_11  w_le_s_6_6_13_11   1.000000000000e+00
    w_6_6_13_11  w_le_r_6_6_13_11   1.000000000000e+00
    w_6_6_13_11  w_ge_6_6_13_11   1.000000000000e+00
    w_6_6_13_11  r_ge_w_6_6_7  -1.000000000000e+00
    w_6_6_13_11  r_le_6_6  -1.000000000000e+00
    w_6_6_17_7  w_le_s_6_6_17_7   1.000000000000e+00
    w_6_6_17_7  w_le_r_6_6_17_7   1.000000000000e+00
    w_6_6_17_7  w_ge_6_6_17_7   1.000000000000e+00
    w_6_6_17_7  r_ge_w_6_6_5  -1.000000000000e+00
    w_6_6_17_7  r_le_6_6  -1.000000000000e+00
    w_6_6_19_5  w_le_s_6_6_19_5   1.000000000000e+00
    w_6_6_19_5  w_le_r_6_6_19_5   1.000000000000e+00
    w_6_6_19_5  w_ge_6_6_19_5   1.000000000000e+00
    w_6_6_19_5  r_ge_w_6_6_3  -1.000000000000e+00
    w_6_6_19_5  r_le_6_6  -1.000000000000e+00
    w_6_6_1_1  w_le_s_6_6_1_1   1.000000000000e+00
    w_6_6_1_1  w_le_r_6_6_1_1   1.000000000000e+00
    w_6_6_1_1  w_ge_6_6_1_1   1.000000000000e+00
    w_6_6_1_1  r_ge_w_6_6_0  -1.000000000000e+00
    w_6_6_1_1  r_le_6_6  -1.000000000000e+00
    w_6_6_23_1  w_le_s_6_6_23_1   1.000000000000e+00
    w_6_6_23_1  w_le_r_6_6_23_1   1.000000000000e+00
    w_6_6_23_1  w_ge_6_6_23_1   1.000000000000e+00
    w_6_6_23_1  r_ge_w_6_6_1  -1.000000000000e+00
    w_6_6_23_1  r_le_6_6  -1.000000000000e+00
    w_6_6_5_5  w_le_s_6_6_5_5   1.000000000000e+00
    w_6_6_5_5  w_le_r_6_6_5_5   1.000000000000e+00
    w_6_6_5_5  w_ge_6_6_5_5   1.000000000000e+00
    w_6_6_5_5  r_ge_w_6_6_2  -1.000000000000e+00
    w_6_6_5_5  r_le_6_6  -1.000000000000e+00
    w_6_6_7_7  w_le_s_6_6_7_7   1.000000000000e+00
    w_6_6_7_7  w_le_r_6_6_7_7   1.000000000000e+00
    w_6_6_7_7  w_ge_6_6_7_7   1.000000000000e+00
    w_6_6_7_7  r_ge_w_6_6_4  -1.000000000000e+00
    w_6_6_7_7  r_le_6_6  -1.000000000000e+00
    w_6_7_11_11  w_le_s_6_7_11_11   1.000000000000e+00
    w_6_7_11_11  w_le_r_6_7_11_11   1.000000000000e+00
    w_6_7_11_11  w_ge_6_7_11_11   1.000000000000e+00
    w_6_7_11_11  r_ge_w_6_7_6  -1.000000000000e+00
    w_6_7_11_11  r_le_6_7  -1.000000000000e+00
    w_6_7_13_11  w_le_s_6_7_13_11   1.000000000000e+00
    w_6_7_13_11  w_le_r_6_7_13_11   1.000000000000e+00
    w_6_7_13_11  w_ge_6_7_13_11   1.000000000000e+00
    w_6_7_13_11  r_ge_w_6_7_7  -1.000000000000e+00
    w_6_7_13_11  r_le_6_7  -1.000000000000e+00
    w_6_7_17_7  w_le_s_6_7_17_7   1.000000000000e+00
    w_6_7_17_7  w_le_r_6_7_17_7   1.000000000000e+00
    w_6_7_17_7  w_ge_6_7_17_7   1.000000000000e+00
    w_6_7_17_7  r_ge_w_6_7_5  -1.000000000000e+00
    w_6_7_17_7  r_le_6_7  -1.000000000000e+00
    w_6_7_19_5  w_le_s_6_7_19_5   1.000000000000e+00
    w_6_7_19_5  w_le_r_6_7_19_5   1.000000000000e+00
    w_6_7_19_5  w_ge_6_7_19_5   1.000000000000e+00
    w_6_7_19_5  r_ge_w_6_7_3  -1.000000000000e+00
    w_6_7_19_5  r_le_6_7  -1.000000000000e+00
    w_6_7_1_1  w_le_s_6_7_1_1   1.000000000000e+00
    w_6_7_1_1  w_le_r_6_7_1_1   1.000000000000e+00
    w_6_7_1_1  w_ge_6_7_1_1   1.000000000000e+00
    w_6_7_1_1  r_ge_w_6_7_0  -1.000000000000e+00
    w_6_7_1_1  r_le_6_7  -1.000000000000e+00
    w_6_7_23_1  w_le_s_6_7_23_1   1.000000000000e+00
    w_6_7_23_1  w_le_r_6_7_23_1   1.000000000000e+00
    w_6_7_23_1  w_ge_6_7_23_1   1.000000000000e+00
    w_6_7_23_1  r_ge_w_6_7_1  -1.000000000000e+00
    w_6_7_23_1  r_le_6_7  -1.000000000000e+00
    w_6_7_5_5  w_le_s_6_7_5_5   1.000000000000e+00
    w_6_7_5_5  w_le_r_6_7_5_5   1.000000000000e+00
    w_6_7_5_5  w_ge_6_7_5_5   1.000000000000e+00
    w_6_7_5_5  r_ge_w_6_7_2  -1.000000000000e+00
    w_6_7_5_5  r_le_6_7  -1.000000000000e+00
    w_6_7_7_7  w_le_s_6_7_7_7   1.000000000000e+00
    w_6_7_7_7  w_le_r_6_7_7_7   1.000000000000e+00
    w_6_7_7_7  w_ge_6_7_7_7   1.000000000000e+00
    w_6_7_7_7  r_ge_w_6_7_4  -1.000000000000e+00
    w_6_7_7_7  r_le_6_7  -1.000000000000e+00
    w_7_1_11_11  w_le_s_7_1_11_11   1.000000000000e+00
    w_7_1_11_11  w_le_r_7_1_11_11   1.000000000000e+00
    w_7_1_11_11  w_ge_7_1_11_11   1.000000000000e+00
    w_7_1_11_11  r_ge_w_7_1_6  -1.000000000000e+00
    w_7_1_11_11  r_le_7_1  -1.000000000000e+00
    w_7_1_13_11  w_le_s_7_1_13_11   1.000000000000e+00
    w_7_1_13_11  w_le_r_7_1_13_11   1.000000000000e+00
    w_7_1_13_11  w_ge_7_1_13_11   1.000000000000e+00
    w_7_1_13_11  r_ge_w_7_1_7  -1.000000000000e+00
    w_7_1_13_11  r_le_7_1  -1.000000000000e+00
    w_7_1_17_7  w_le_s_7_1_17_7   1.000000000000e+00
    w_7_1_17_7  w_le_r_7_1_17_7   1.000000000000e+00
    w_7_1_17_7  w_ge_7_1_17_7   1.000000000000e+00
    w_7_1_17_7  r_ge_w_7_1_5  -1.000000000000e+00
    w_7_1_17_7  r_le_7_1  -1.000000000000e+00
    w_7_1_19_5  w_le_s_7_1_19_5   1.000000000000e+00
    w_7_1_19_5  w_le_r_7_1_19_5   1.000000000000e+00
    w_7_1_19_5  w_ge_7_1_19_5   1.000000000000e+00
    w_7_1_19_5  r_ge_w_7_1_3  -1.000000000000e+00
    w_7_1_19_5  r_le_7_1  -1.000000000000e+00
    w_7_1_1_1  w_le_s_7_1_1_1   1.000000000000e+00
    w_7_1_1_1  w_le_r_7_1_1_1   1.000000000000e+00
    w_7_1_1_1  w_ge_7_1_1_1   1.000000000000e+00
    w_7_1_1_1  r_ge_w_7_1_0  -1.000000000000e+00
    w_7_1_1_1  r_le_7_1  -1.000000000000e+00
    w_7_1_23_1  w_le_s_7_1_23_1   1.000000000000e+00
    w_7_1_23_1  w_le_r_7_1_23_1   1.000000000000e+00
    w_7_1_23_1  w_ge_7_1_23_1   1.000000000000e+00
    w_7_1_23_1  r_ge_w_7_1_1  -1.000000000000e+00
    w_7_1_23_1  r_le_7_1  -1.000000000000e+00
    w_7_1_5_5  w_le_s_7_1_5_5   1.000000000000e+00
    w_7_1_5_5  w_le_r_7_1_5_5   1.000000000000e+00
    w_7_1_5_5  w_ge_7_1_5_5   1.000000000000e+00
    w_7_1_5_5  r_ge_w_7_1_2  -1.000000000000e+00
    w_7_1_5_5  r_le_7_1  -1.000000000000e+00
    w_7_1_7_7  w_le_s_7_1_7_7   1.000000000000e+00
    w_7_1_7_7  w_le_r_7_1_7_7   1.000000000000e+00
    w_7_1_7_7  w_ge_7_1_7_7   1.000000000000e+00
    w_7_1_7_7  r_ge_w_7_1_4  -1.000000000000e+00
    w_7_1_7_7  r_le_7_1  -1.000000000000e+00
    w_7_2_11_11  w_le_s_7_2_11_11   1.000000000000e+00
    w_7_2_11_11  w_le_r_7_2_11_11   1.000000000000e+00
    w_7_2_11_11  w_ge_7_2_11_11   1.000000000000e+00
    w_7_2_11_11  r_ge_w_7_2_6  -1.000000000000e+00
    w_7_2_11_11  r_le_7_2  -1.000000000000e+00
    w_7_2_13_11  w_le_s_7_2_13_11   1.000000000000e+00
    w_7_2_13_11  w_le_r_7_2_13_11   1.000000000000e+00
    w_7_2_13_11  w_ge_7_2_13_11   1.000000000000e+00
    w_7_2_13_11  r_ge_w_7_2_7  -1.000000000000e+00
    w_7_2_13_11  r_le_7_2  -1.000000000000e+00
    w_7_2_17_7  w_le_s_7_2_17_7   1.000000000000e+00
    w_7_2_17_7  w_le_r_7_2_17_7   1.000000000000e+00
    w_7_2_17_7  w_ge_7_2_17_7   1.000000000000e+00
    w_7_2_17_7  r_ge_w_7_2_5  -1.000000000000e+00
    w_7_2_17_7  r_le_7_2  -1.000000000000e+00
    w_7_2_19_5  w_le_s_7_2_19_5   1.000000000000e+00
    w_7_2_19_5  w_le_r_7_2_19_5   1.000000000000e+00
    w_7_2_19_5  w_ge_7_2_19_5   1.000000000000e+00
    w_7_2_19_5  r_ge_w_7_2_3  -1.000000000000e+00
    w_7_2_19_5  r_le_7_2  -1.000000000000e+00
    w_7_2_1_1  w_le_s_7_2_1_1   1.000000000000e+00
    w_7_2_1_1  w_le_r_7_2_1_1   1.000000000000e+00
    w_7_2_1_1  w_ge_7_2_1_1   1.000000000000e+00
    w_7_2_1_1  r_ge_w_7_2_0  -1.000000000000e+00
    w_7_2_1_1  r_le_7_2  -1.000000000000e+00
    w_7_2_23_1  w_le_s_7_2_23_1   1.000000000000e+00
    w_7_2_23_1  w_le_r_7_2_23_1   1.000000000000e+00
    w_7_2_23_1  w_ge_7_2_23_1   1.000000000000e+00
    w_7_2_23_1  r_ge_w_7_2_1  -1.000000000000e+00
    w_7_2_23_1  r_le_7_2  -1.000000000000e+00
    w_7_2_5_5  w_le_s_7_2_5_5   1.000000000000e+00
    w_7_2_5_5  w_le_r_7_2_5_5   1.000000000000e+00
    w_7_2_5_5  w_ge_7_2_5_5   1.000000000000e+00
    w_7_2_5_5  r_ge_w_7_2_2  -1.000000000000e+00
    w_7_2_5_5  r_le_7_2  -1.000000000000e+00
    w_7_2_7_7  w_le_s_7_2_7_7   1.000000000000e+00
    w_7_2_7_7  w_le_r_7_2_7_7   1.000000000000e+00
    w_7_2_7_7  w_ge_7_2_7_7   1.000000000000e+00
    w_7_2_7_7  r_ge_w_7_2_4  -1.000000000000e+00
    w_7_2_7_7  r_le_7_2  -1.000000000000e+00
    w_7_3_11_11  w_le_s_7_3_11_11   1.000000000000e+00
    w_7_3_11_11  w_le_r_7_3_11_11   1.000000000000e+00
    w_7_3_11_11  w_ge_7_3_11_11   1.000000000000e+00
    w_7_3_11_11  r_ge_w_7_3_6  -1.000000000000e+00
    w_7_3_11_11  r_le_7_3  -1.000000000000e+00
    w_7_3_13_11  w_le_s_7_3_13_11   1.000000000000e+00
    w_7_3_13_11  w_le_r_7_3_13_11   1.000000000000e+00
    w_7_3_13_11  w_ge_7_3_13_11   1.000000000000e+00
    w_7_3_13_11  r_ge_w_7_3_7  -1.000000000000e+00
    w_7_3_13_11  r_le_7_3  -1.000000000000e+00
    w_7_3_17_7  w_le_s_7_3_17_7   1.000000000000e+00
    w_7_3_17_7  w_le_r_7_3_17_7   1.000000000000e+00
    w_7_3_17_7  w_ge_7_3_17_7   1.000000000000e+00
    w_7_3_17_7  r_ge_w_7_3_5  -1.000000000000e+00
    w_7_3_17_7  r_le_7_3  -1.000000000000e+00
    w_7_3_19_5  w_le_s_7_3_19_5   1.000000000000e+00
    w_7_3_19_5  w_le_r_7_3_19_5   1.000000000000e+00
    w_7_3_19_5  w_ge_7_3_19_5   1.000000000000e+00
    w_7_3_19_5  r_ge_w_7_3_3  -1.000000000000e+00
    w_7_3_19_5  r_le_7_3  -1.000000000000e+00
    w_7_3_1_1  w_le_s_7_3_1_1   1.000000000000e+00
    w_7_3_1_1  w_le_r_7_3_1_1   1.000000000000e+00
    w_7_3_1_1  w_ge_7_3_1_1   1.000000000000e+00
    w_7_3_1_1  r_ge_w_7_3_0  -1.000000000000e+00
    w_7_3_1_1  r_le_7_3  -1.000000000000e+00
    w_7_3_23_1  w_le_s_7_3_23_1   1.000000000000e+00
    w_7_3_23_1  w_le_r_7_3_23_1   1.000000000000e+00
    w_7_3_23_1  w_ge_7_3_23_1   1.000000000000e+00
    w_7_3_23_1  r_ge_w_7_3_1  -1.000000000000e+00
    w_7_3_23_1  r_le_7_3  -1.000000000000e+00
    w_7_3_5_5  w_le_s_7_3_5_5   1.000000000000e+00
    w_7_3_5_5  w_le_r_7_3_5_5   1.000000000000e+00
    w_7_3_5_5  w_ge_7_3_5_5   1.000000000000e+00
    w_7_3_5_5  r_ge_w_7_3_2  -1.000000000000e+00
    w_7_3_5_5  r_le_7_3  -1.000000000000e+00
    w_7_3_7_7  w_le_s_7_3_7_7   1.000000000000e+00
    w_7_3_7_7  w_le_r_7_3_7_7   1.000000000000e+00
    w_7_3_7_7  w_ge_7_3_7_7   1.000000000000e+00
    w_7_3_7_7  r_ge_w_7_3_4  -1.000000000000e+00
    w_7_3_7_7  r_le_7_3  -1.000000000000e+00
    w_7_4_11_11  w_le_s_7_4_11_11   1.000000000000e+00
    w_7_4_11_11  w_le_r_7_4_11_11   1.000000000000e+00
    w_7_4_11_11  w_ge_7_4_11_11   1.000000000000e+00
    w_7_4_11_11  r_ge_w_7_4_6  -1.000000000000e+00
    w_7_4_11_11  r_le_7_4  -1.000000000000e+00
    w_7_4_13_11  w_le_s_7_4_13_11   1.000000000000e+00
    w_7_4_13_11  w_le_r_7_4_13_11   1.000000000000e+00
    w_7_4_13_11  w_ge_7_4_13_11   1.000000000000e+00
    w_7_4_13_11  r_ge_w_7_4_7  -1.000000000000e+00
    w_7_4_13_11  r_le_7_4  -1.000000000000e+00
    w_7_4_17_7  w_le_s_7_4_17_7   1.000000000000e+00
    w_7_4_17_7  w_le_r_7_4_17_7   1.000000000000e+00
    w_7_4_17_7  w_ge_7_4_17_7   1.000000000000e+00
    w_7_4_17_7  r_ge_w_7_4_5  -1.000000000000e+00
    w_7_4_17_7  r_le_7_4  -1.000000000000e+00
    w_7_4_19_5  w_le_s_7_4_19_5   1.000000000000e+00
    w_7_4_19_5  w_le_r_7_4_19_5   1.000000000000e+00
    w_7_4_19_5  w_ge_7_4_19_5   1.000000000000e+00
    w_7_4_19_5  r_ge_w_7_4_3  -1.000000000000e+00
    w_7_4_19_5  r_le_7_4  -1.000000000000e+00
    w_7_4_1_1  w_le_s_7_4_1_1   1.000000000000e+00
    w_7_4_1_1  w_le_r_7_4_1_1   1.000000000000e+00
    w_7_4_1_1  w_ge_7_4_1_1   1.000000000000e+00
    w_7_4_1_1  r_ge_w_7_4_0  -1.000000000000e+00
    w_7_4_1_1  r_le_7_4  -1.000000000000e+00
    w_7_4_23_1  w_le_s_7_4_23_1   1.000000000000e+00
    w_7_4_23_1  w_le_r_7_4_23_1   1.000000000000e+00
    w_7_4_23_1  w_ge_7_4_23_1   1.000000000000e+00
    w_7_4_23_1  r_ge_w_7_4_1  -1.000000000000e+00
    w_7_4_23_1  r_le_7_4  -1.000000000000e+00
    w_7_4_5_5  w_le_s_7_4_5_5   1.000000000000e+00
    w_7_4_5_5  w_le_r_7_4_5_5   1.000000000000e+00
    w_7_4_5_5  w_ge_7_4_5_5   1.000000000000e+00
    w_7_4_5_5  r_ge_w_7_4_2  -1.000000000000e+00
    w_7_4_5_5  r_le_7_4  -1.000000000000e+00
    w_7_4_7_7  w_le_s_7_4_7_7   1.000000000000e+00
    w_7_4_7_7  w_le_r_7_4_7_7   1.000000000000e+00
    w_7_4_7_7  w_ge_7_4_7_7   1.000000000000e+00
    w_7_4_7_7  r_ge_w_7_4_4  -1.000000000000e+00
    w_7_4_7_7  r_le_7_4  -1.000000000000e+00
    w_7_5_11_11  w_le_s_7_5_11_11   1.000000000000e+00
    w_7_5_11_11  w_le_r_7_5_11_11   1.000000000000e+00
    w_7_5_11_11  w_ge_7_5_11_11   1.000000000000e+00
    w_7_5_11_11  r_ge_w_7_5_6  -1.000000000000e+00
    w_7_5_11_11  r_le_7_5  -1.000000000000e+00
    w_7_5_13_11  w_le_s_7_5_13_11   1.000000000000e+00
    w_7_5_13_11  w_le_r_7_5_13_11   1.000000000000e+00
    w_7_5_13_11  w_ge_7_5_13_11   1.000000000000e+00
    w_7_5_13_11  r_ge_w_7_5_7  -1.000000000000e+00
    w_7_5_13_11  r_le_7_5  -1.000000000000e+00
    w_7_5_17_7  w_le_s_7_5_17_7   1.000000000000e+00
    w_7_5_17_7  w_le_r_7_5_17_7   1.000000000000e+00
    w_7_5_17_7  w_ge_7_5_17_7   1.000000000000e+00
    w_7_5_17_7  r_ge_w_7_5_5  -1.000000000000e+00
    w_7_5_17_7  r_le_7_5  -1.000000000000e+00
    w_7_5_19_5  w_le_s_7_5_19_5   1.000000000000e+00
    w_7_5_19_5  w_le_r_7_5_19_5   1.000000000000e+00
    w_7_5_19_5  w_ge_7_5_19_5   1.000000000000e+00
    w_7_5_19_5  r_ge_w_7_5_3  -1.000000000000e+00
    w_7_5_19_5  r_le_7_5  -1.000000000000e+00
    w_7_5_1_1  w_le_s_7_5_1_1   1.000000000000e+00
    w_7_5_1_1  w_le_r_7_5_1_1   1.000000000000e+00
    w_7_5_1_1  w_ge_7_5_1_1   1.000000000000e+00
    w_7_5_1_1  r_ge_w_7_5_0  -1.000000000000e+00
    w_7_5_1_1  r_le_7_5  -1.000000000000e+00
    w_7_5_23_1  w_le_s_7_5_23_1   1.000000000000e+00
    w_7_5_23_1  w_le_r_7_5_23_1   1.000000000000e+00
    w_7_5_23_1  w_ge_7_5_23_1   1.000000000000e+00
    w_7_5_23_1  r_ge_w_7_5_1  -1.000000000000e+00
    w_7_5_23_1  r_le_7_5  -1.000000000000e+00
    w_7_5_5_5  w_le_s_7_5_5_5   1.000000000000e+00
    w_7_5_5_5  w_le_r_7_5_5_5   1.000000000000e+00
    w_7_5_5_5  w_ge_7_5_5_5   1.000000000000e+00
    w_7_5_5_5  r_ge_w_7_5_2  -1.000000000000e+00
    w_7_5_5_5  r_le_7_5  -1.000000000000e+00
    w_7_5_7_7  w_le_s_7_5_7_7   1.000000000000e+00
    w_7_5_7_7  w_le_r_7_5_7_7   1.000000000000e+00
    w_7_5_7_7  w_ge_7_5_7_7   1.000000000000e+00
    w_7_5_7_7  r_ge_w_7_5_4  -1.000000000000e+00
    w_7_5_7_7  r_le_7_5  -1.000000000000e+00
    w_7_6_11_11  w_le_s_7_6_11_11   1.000000000000e+00
    w_7_6_11_11  w_le_r_7_6_11_11   1.000000000000e+00
    w_7_6_11_11  w_ge_7_6_11_11   1.000000000000e+00
    w_7_6_11_11  r_ge_w_7_6_6  -1.000000000000e+00
    w_7_6_11_11  r_le_7_6  -1.000000000000e+00
    w_7_6_13_11  w_le_s_7_6_13_11   1.000000000000e+00
    w_7_6_13_11  w_le_r_7_6_13_11   1.000000000000e+00
    w_7_6_13_11  w_ge_7_6_13_11   1.000000000000e+00
    w_7_6_13_11  r_ge_w_7_6_7  -1.000000000000e+00
    w_7_6_13_11  r_le_7_6  -1.000000000000e+00
    w_7_6_17_7  w_le_s_7_6_17_7   1.000000000000e+00
    w_7_6_17_7  w_le_r_7_6_17_7   1.000000000000e+00
    w_7_6_17_7  w_ge_7_6_17_7   1.000000000000e+00
    w_7_6_17_7  r_ge_w_7_6_5  -1.000000000000e+00
    w_7_6_17_7  r_le_7_6  -1.000000000000e+00
    w_7_6_19_5  w_le_s_7_6_19_5   1.000000000000e+00
    w_7_6_19_5  w_le_r_7_6_19_5   1.000000000000e+00
    w_7_6_19_5  w_ge_7_6_19_5   1.000000000000e+00
    w_7_6_19_5  r_ge_w_7_6_3  -1.000000000000e+00
    w_7_6_19_5  r_le_7_6  -1.000000000000e+00
    w_7_6_1_1  w_le_s_7_6_1_1   1.000000000000e+00
    w_7_6_1_1  w_le_r_7_6_1_1   1.000000000000e+00
    w_7_6_1_1  w_ge_7_6_1_1   1.000000000000e+00
    w_7_6_1_1  r_ge_w_7_6_0  -1.000000000000e+00
    w_7_6_1_1  r_le_7_6  -1.000000000000e+00
    w_7_6_23_1  w_le_s_7_6_23_1   1.000000000000e+00
    w_7_6_23_1  w_le_r_7_6_23_1   1.000000000000e+00
    w_7_6_23_1  w_ge_7_6_23_1   1.000000000000e+00
    w_7_6_23_1  r_ge_w_7_6_1  -1.000000000000e+00
    w_7_6_23_1  r_le_7_6  -1.000000000000e+00
    w_7_6_5_5  w_le_s_7_6_5_5   1.000000000000e+00
    w_7_6_5_5  w_le_r_7_6_5_5   1.000000000000e+00
    w_7_6_5_5  w_ge_7_6_5_5   1.000000000000e+00
    w_7_6_5_5  r_ge_w_7_6_2  -1.000000000000e+00
    w_7_6_5_5  r_le_7_6  -1.000000000000e+00
    w_7_6_7_7  w_le_s_7_6_7_7   1.000000000000e+00
    w_7_6_7_7  w_le_r_7_6_7_7   1.000000000000e+00
    w_7_6_7_7  w_ge_7_6_7_7   1.000000000000e+00
    w_7_6_7_7  r_ge_w_7_6_4  -1.000000000000e+00
    w_7_6_7_7  r_le_7_6  -1.000000000000e+00
    w_7_7_11_11  w_le_s_7_7_11_11   1.000000000000e+00
    w_7_7_11_11  w_le_r_7_7_11_11   1.000000000000e+00
    w_7_7_11_11  w_ge_7_7_11_11   1.000000000000e+00
    w_7_7_11_11  r_ge_w_7_7_6  -1.000000000000e+00
    w_7_7_11_11  r_le_7_7  -1.000000000000e+00
    w_7_7_13_11  w_le_s_7_7_13_11   1.000000000000e+00
    w_7_7_13_11  w_le_r_7_7_13_11   1.000000000000e+00
    w_7_7_13_11  w_ge_7_7_13_11   1.000000000000e+00
    w_7_7_13_11  r_ge_w_7_7_7  -1.000000000000e+00
    w_7_7_13_11  r_le_7_7  -1.000000000000e+00
    w_7_7_17_7  w_le_s_7_7_17_7   1.000000000000e+00
    w_7_7_17_7  w_le_r_7_7_17_7   1.000000000000e+00
    w_7_7_17_7  w_ge_7_7_17_7   1.000000000000e+00
    w_7_7_17_7  r_ge_w_7_7_5  -1.000000000000e+00
    w_7_7_17_7  r_le_7_7  -1.000000000000e+00
    w_7_7_19_5  w_le_s_7_7_19_5   1.000000000000e+00
    w_7_7_19_5  w_le_r_7_7_19_5   1.000000000000e+00
    w_7_7_19_5  w_ge_7_7_19_5   1.000000000000e+00
    w_7_7_19_5  r_ge_w_7_7_3  -1.000000000000e+00
    w_7_7_19_5  r_le_7_7  -1.000000000000e+00
    w_7_7_1_1  w_le_s_7_7_1_1   1.000000000000e+00
    w_7_7_1_1  w_le_r_7_7_1_1   1.000000000000e+00
    w_7_7_1_1  w_ge_7_7_1_1   1.000000000000e+00
    w_7_7_1_1  r_ge_w_7_7_0  -1.000000000000e+00
    w_7_7_1_1  r_le_7_7  -1.000000000000e+00
    w_7_7_23_1  w_le_s_7_7_23_1   1.000000000000e+00
    w_7_7_23_1  w_le_r_7_7_23_1   1.000000000000e+00
    w_7_7_23_1  w_ge_7_7_23_1   1.000000000000e+00
    w_7_7_23_1  r_ge_w_7_7_1  -1.000000000000e+00
    w_7_7_23_1  r_le_7_7  -1.000000000000e+00
    w_7_7_5_5  w_le_s_7_7_5_5   1.000000000000e+00
    w_7_7_5_5  w_le_r_7_7_5_5   1.000000000000e+00
    w_7_7_5_5  w_ge_7_7_5_5   1.000000000000e+00
    w_7_7_5_5  r_ge_w_7_7_2  -1.000000000000e+00
    w_7_7_5_5  r_le_7_7  -1.000000000000e+00
    w_7_7_7_7  w_le_s_7_7_7_7   1.000000000000e+00
    w_7_7_7_7  w_le_r_7_7_7_7   1.000000000000e+00
    w_7_7_7_7  w_ge_7_7_7_7   1.000000000000e+00
    w_7_7_7_7  r_ge_w_7_7_4  -1.000000000000e+00
    w_7_7_7_7  r_le_7_7  -1.000000000000e+00
    w_8_1_11_11  w_le_s_8_1_11_11   1.000000000000e+00
    w_8_1_11_11  w_le_r_8_1_11_11   1.000000000000e+00
    w_8_1_11_11  w_ge_8_1_11_11   1.000000000000e+00
    w_8_1_11_11  r_ge_w_8_1_6  -1.000000000000e+00
    w_8_1_11_11  r_le_8_1  -1.000000000000e+00
    w_8_1_13_11  w_le_s_8_1_13_11   1.000000000000e+00
    w_8_1_13_11  w_le_r_8_1_13_11   1.000000000000e+00
    w_8_1_13_11  w_ge_8_1_13_11   1.000000000000e+00
    w_8_1_13_11  r_ge_w_8_1_7  -1.000000000000e+00
    w_8_1_13_11  r_le_8_1  -1.000000000000e+00
    w_8_1_17_7  w_le_s_8_1_17_7   1.000000000000e+00
    w_8_1_17_7  w_le_r_8_1_17_7   1.000000000000e+00
    w_8_1_17_7  w_ge_8_1_17_7   1.000000000000e+00
    w_8_1_17_7  r_ge_w_8_1_5  -1.000000000000e+00
    w_8_1_17_7  r_le_8_1  -1.000000000000e+00
    w_8_1_19_5  w_le_s_8_1_19_5   1.000000000000e+00
    w_8_1_19_5  w_le_r_8_1_19_5   1.000000000000e+00
    w_8_1_19_5  w_ge_8_1_19_5   1.000000000000e+00
    w_8_1_19_5  r_ge_w_8_1_3  -1.000000000000e+00
    w_8_1_19_5  r_le_8_1  -1.000000000000e+00
    w_8_1_1_1  w_le_s_8_1_1_1   1.000000000000e+00
    w_8_1_1_1  w_le_r_8_1_1_1   1.000000000000e+00
    w_8_1_1_1  w_ge_8_1_1_1   1.000000000000e+00
    w_8_1_1_1  r_ge_w_8_1_0  -1.000000000000e+00
    w_8_1_1_1  r_le_8_1  -1.000000000000e+00
    w_8_1_23_1  w_le_s_8_1_23_1   1.000000000000e+00
    w_8_1_23_1  w_le_r_8_1_23_1   1.000000000000e+00
    w_8_1_23_1  w_ge_8_1_23_1   1.000000000000e+00
    w_8_1_23_1  r_ge_w_8_1_1  -1.000000000000e+00
    w_8_1_23_1  r_le_8_1  -1.000000000000e+00
    w_8_1_5_5  w_le_s_8_1_5_5   1.000000000000e+00
    w_8_1_5_5  w_le_r_8_1_5_5   1.000000000000e+00
    w_8_1_5_5  w_ge_8_1_5_5   1.000000000000e+00
    w_8_1_5_5  r_ge_w_8_1_2  -1.000000000000e+00
    w_8_1_5_5  r_le_8_1  -1.000000000000e+00
    w_8_1_7_7  w_le_s_8_1_7_7   1.000000000000e+00
    w_8_1_7_7  w_le_r_8_1_7_7   1.000000000000e+00
    w_8_1_7_7  w_ge_8_1_7_7   1.000000000000e+00
    w_8_1_7_7  r_ge_w_8_1_4  -1.000000000000e+00
    w_8_1_7_7  r_le_8_1  -1.000000000000e+00
    w_8_2_11_11  w_le_s_8_2_11_11   1.000000000000e+00
    w_8_2_11_11  w_le_r_8_2_11_11   1.000000000000e+00
    w_8_2_11_11  w_ge_8_2_11_11   1.000000000000e+00
    w_8_2_11_11  r_ge_w_8_2_6  -1.000000000000e+00
    w_8_2_11_11  r_le_8_2  -1.000000000000e+00
    w_8_2_13_11  w_le_s_8_2_13_11   1.000000000000e+00
    w_8_2_13_11  w_le_r_8_2_13_11   1.000000000000e+00
    w_8_2_13_11  w_ge_8_2_13_11   1.000000000000e+00
    w_8_2_13_11  r_ge_w_8_2_7  -1.000000000000e+00
    w_8_2_13_11  r_le_8_2  -1.000000000000e+00
    w_8_2_17_7  w_le_s_8_2_17_7   1.000000000000e+00
    w_8_2_17_7  w_le_r_8_2_17_7   1.000000000000e+00
    w_8_2_17_7  w_ge_8_2_17_7   1.000000000000e+00
    w_8_2_17_7  r_ge_w_8_2_5  -1.000000000000e+00
    w_8_2_17_7  r_le_8_2  -1.000000000000e+00
    w_8_2_19_5  w_le_s_8_2_19_5   1.000000000000e+00
    w_8_2_19_5  w_le_r_8_2_19_5   1.000000000000e+00
    w_8_2_19_5  w_ge_8_2_19_5   1.000000000000e+00
    w_8_2_19_5  r_ge_w_8_2_3  -1.000000000000e+00
    w_8_2_19_5  r_le_8_2  -1.000000000000e+00
    w_8_2_1_1  w_le_s_8_2_1_1   1.000000000000e+00
    w_8_2_1_1  w_le_r_8_2_1_1   1.000000000000e+00
    w_8_2_1_1  w_ge_8_2_1_1   1.000000000000e+00
    w_8_2_1_1  r_ge_w_8_2_0  -1.000000000000e+00
    w_8_2_1_1  r_le_8_2  -1.000000000000e+00
    w_8_2_23_1  w_le_s_8_2_23_1   1.000000000000e+00
    w_8_2_23_1  w_le_r_8_2_23_1   1.000000000000e+00
    w_8_2_23_1  w_ge_8_2_23_1   1.000000000000e+00
    w_8_2_23_1  r_ge_w_8_2_1  -1.000000000000e+00
    w_8_2_23_1  r_le_8_2  -1.000000000000e+00
    w_8_2_5_5  w_le_s_8_2_5_5   1.000000000000e+00
    w_8_2_5_5  w_le_r_8_2_5_5   1.000000000000e+00
    w_8_2_5_5  w_ge_8_2_5_5   1.000000000000e+00
    w_8_2_5_5  r_ge_w_8_2_2  -1.000000000000e+00
    w_8_2_5_5  r_le_8_2  -1.000000000000e+00
    w_8_2_7_7  w_le_s_8_2_7_7   1.000000000000e+00
    w_8_2_7_7  w_le_r_8_2_7_7   1.000000000000e+00
    w_8_2_7_7  w_ge_8_2_7_7   1.000000000000e+00
    w_8_2_7_7  r_ge_w_8_2_4  -1.000000000000e+00
    w_8_2_7_7  r_le_8_2  -1.000000000000e+00
    w_8_3_11_11  w_le_s_8_3_11_11   1.000000000000e+00
    w_8_3_11_11  w_le_r_8_3_11_11   1.000000000000e+00
    w_8_3_11_11  w_ge_8_3_11_11   1.000000000000e+00
    w_8_3_11_11  r_ge_w_8_3_6  -1.000000000000e+00
    w_8_3_11_11  r_le_8_3  -1.000000000000e+00
    w_8_3_13_11  w_le_s_8_3_13_11   1.000000000000e+00
    w_8_3_13_11  w_le_r_8_3_13_11   1.000000000000e+00
    w_8_3_13_11  w_ge_8_3_13_11   1.000000000000e+00
    w_8_3_13_11  r_ge_w_8_3_7  -1.000000000000e+00
    w_8_3_13_11  r_le_8_3  -1.000000000000e+00
    w_8_3_17_7  w_le_s_8_3_17_7   1.000000000000e+00
    w_8_3_17_7  w_le_r_8_3_17_7   1.000000000000e+00
    w_8_3_17_7  w_ge_8_3_17_7   1.000000000000e+00
    w_8_3_17_7  r_ge_w_8_3_5  -1.000000000000e+00
    w_8_3_17_7  r_le_8_3  -1.000000000000e+00
    w_8_3_19_5  w_le_s_8_3_19_5   1.000000000000e+00
    w_8_3_19_5  w_le_r_8_3_19_5   1.000000000000e+00
    w_8_3_19_5  w_ge_8_3_19_5   1.000000000000e+00
    w_8_3_19_5  r_ge_w_8_3_3  -1.000000000000e+00
    w_8_3_19_5  r_le_8_3  -1.000000000000e+00
    w_8_3_1_1  w_le_s_8_3_1_1   1.000000000000e+00
    w_8_3_1_1  w_le_r_8_3_1_1   1.000000000000e+00
    w_8_3_1_1  w_ge_8_3_1_1   1.000000000000e+00
    w_8_3_1_1  r_ge_w_8_3_0  -1.000000000000e+00
    w_8_3_1_1  r_le_8_3  -1.000000000000e+00
    w_8_3_23_1  w_le_s_8_3_23_1   1.000000000000e+00
    w_8_3_23_1  w_le_r_8_3_23_1   1.000000000000e+00
    w_8_3_23_1  w_ge_8_3_23_1   1.000000000000e+00
    w_8_3_23_1  r_ge_w_8_3_1  -1.000000000000e+00
    w_8_3_23_1  r_le_8_3  -1.000000000000e+00
    w_8_3_5_5  w_le_s_8_3_5_5   1.000000000000e+00
    w_8_3_5_5  w_le_r_8_3_5_5   1.000000000000e+00
    w_8_3_5_5  w_ge_8_3_5_5   1.000000000000e+00
    w_8_3_5_5  r_ge_w_8_3_2  -1.000000000000e+00
    w_8_3_5_5  r_le_8_3  -1.000000000000e+00
    w_8_3_7_7  w_le_s_8_3_7_7   1.000000000000e+00
    w_8_3_7_7  w_le_r_8_3_7_7   1.000000000000e+00
    w_8_3_7_7  w_ge_8_3_7_7   1.000000000000e+00
    w_8_3_7_7  r_ge_w_8_3_4  -1.000000000000e+00
    w_8_3_7_7  r_le_8_3  -1.000000000000e+00
    w_8_4_11_11  w_le_s_8_4_11_11   1.000000000000e+00
    w_8_4_11_11  w_le_r_8_4_11_11   1.000000000000e+00
    w_8_4_11_11  w_ge_8_4_11_11   1.000000000000e+00
    w_8_4_11_11  r_ge_w_8_4_6  -1.000000000000e+00
    w_8_4_11_11  r_le_8_4  -1.000000000000e+00
    w_8_4_13_11  w_le_s_8_4_13_11   1.000000000000e+00
    w_8_4_13_11  w_le_r_8_4_13_11   1.000000000000e+00
    w_8_4_13_11  w_ge_8_4_13_11   1.000000000000e+00
    w_8_4_13_11  r_ge_w_8_4_7  -1.000000000000e+00
    w_8_4_13_11  r_le_8_4  -1.000000000000e+00
    w_8_4_17_7  w_le_s_8_4_17_7   1.000000000000e+00
    w_8_4_17_7  w_le_r_8_4_17_7   1.000000000000e+00
    w_8_4_17_7  w_ge_8_4_17_7   1.000000000000e+00
    w_8_4_17_7  r_ge_w_8_4_5  -1.000000000000e+00
    w_8_4_17_7  r_le_8_4  -1.000000000000e+00
    w_8_4_19_5  w_le_s_8_4_19_5   1.000000000000e+00
    w_8_4_19_5  w_le_r_8_4_19_5   1.000000000000e+00
    w_8_4_19_5  w_ge_8_4_19_5   1.000000000000e+00
    w_8_4_19_5  r_ge_w_8_4_3  -1.000000000000e+00
    w_8_4_19_5  r_le_8_4  -1.000000000000e+00
    w_8_4_1_1  w_le_s_8_4_1_1   1.000000000000e+00
    w_8_4_1_1  w_le_r_8_4_1_1   1.000000000000e+00
    w_8_4_1_1  w_ge_8_4_1_1   1.000000000000e+00
    w_8_4_1_1  r_ge_w_8_4_0  -1.000000000000e+00
    w_8_4_1_1  r_le_8_4  -1.000000000000e+00
    w_8_4_23_1  w_le_s_8_4_23_1   1.000000000000e+00
    w_8_4_23_1  w_le_r_8_4_23_1   1.000000000000e+00
    w_8_4_23_1  w_ge_8_4_23_1   1.000000000000e+00
    w_8_4_23_1  r_ge_w_8_4_1  -1.000000000000e+00
    w_8_4_23_1  r_le_8_4  -1.000000000000e+00
    w_8_4_5_5  w_le_s_8_4_5_5   1.000000000000e+00
    w_8_4_5_5  w_le_r_8_4_5_5   1.000000000000e+00
    w_8_4_5_5  w_ge_8_4_5_5   1.000000000000e+00
    w_8_4_5_5  r_ge_w_8_4_2  -1.000000000000e+00
    w_8_4_5_5  r_le_8_4  -1.000000000000e+00
    w_8_4_7_7  w_le_s_8_4_7_7   1.000000000000e+00
    w_8_4_7_7  w_le_r_8_4_7_7   1.000000000000e+00
    w_8_4_7_7  w_ge_8_4_7_7   1.000000000000e+00
    w_8_4_7_7  r_ge_w_8_4_4  -1.000000000000e+00
    w_8_4_7_7  r_le_8_4  -1.000000000000e+00
    w_8_5_11_11  w_le_s_8_5_11_11   1.000000000000e+00
    w_8_5_11_11  w_le_r_8_5_11_11   1.000000000000e+00
    w_8_5_11_11  w_ge_8_5_11_11   1.000000000000e+00
    w_8_5_11_11  r_ge_w_8_5_6  -1.000000000000e+00
    w_8_5_11_11  r_le_8_5  -1.000000000000e+00
    w_8_5_13_11  w_le_s_8_5_13_11   1.000000000000e+00
    w_8_5_13_11  w_le_r_8_5_13_11   1.000000000000e+00
    w_8_5_13_11  w_ge_8_5_13_11   1.000000000000e+00
    w_8_5_13_11  r_ge_w_8_5_7  -1.000000000000e+00
    w_8_5_13_11  r_le_8_5  -1.000000000000e+00
    w_8_5_17_7  w_le_s_8_5_17_7   1.000000000000e+00
    w_8_5_17_7  w_le_r_8_5_17_7   1.000000000000e+00
    w_8_5_17_7  w_ge_8_5_17_7   1.000000000000e+00
    w_8_5_17_7  r_ge_w_8_5_5  -1.000000000000e+00
    w_8_5_17_7  r_le_8_5  -1.000000000000e+00
    w_8_5_19_5  w_le_s_8_5_19_5   1.000000000000e+00
    w_8_5_19_5  w_le_r_8_5_19_5   1.000000000000e+00
    w_8_5_19_5  w_ge_8_5_19_5   1.000000000000e+00
    w_8_5_19_5  r_ge_w_8_5_3  -1.000000000000e+00
    w_8_5_19_5  r_le_8_5  -1.000000000000e+00
    w_8_5_1_1  w_le_s_8_5_1_1   1.000000000000e+00
    w_8_5_1_1  w_le_r_8_5_1_1   1.000000000000e+00
    w_8_5_1_1  w_ge_8_5_1_1   1.000000000000e+00
    w_8_5_1_1  r_ge_w_8_5_0  -1.000000000000e+00
    w_8_5_1_1  r_le_8_5  -1.000000000000e+00
    w_8_5_23_1  w_le_s_8_5_23_1   1.000000000000e+00
    w_8_5_23_1  w_le_r_8_5_23_1   1.000000000000e+00
    w_8_5_23_1  w_ge_8_5_23_1   1.000000000000e+00
    w_8_5_23_1  r_ge_w_8_5_1  -1.000000000000e+00
    w_8_5_23_1  r_le_8_5  -1.000000000000e+00
    w_8_5_5_5  w_le_s_8_5_5_5   1.000000000000e+00
    w_8_5_5_5  w_le_r_8_5_5_5   1.000000000000e+00
    w_8_5_5_5  w_ge_8_5_5_5   1.000000000000e+00
    w_8_5_5_5  r_ge_w_8_5_2  -1.000000000000e+00
    w_8_5_5_5  r_le_8_5  -1.000000000000e+00
    w_8_5_7_7  w_le_s_8_5_7_7   1.000000000000e+00
    w_8_5_7_7  w_le_r_8_5_7_7   1.000000000000e+00
    w_8_5_7_7  w_ge_8_5_7_7   1.000000000000e+00
    w_8_5_7_7  r_ge_w_8_5_4  -1.000000000000e+00
    w_8_5_7_7  r_le_8_5  -1.000000000000e+00
    w_8_6_11_11  w_le_s_8_6_11_11   1.000000000000e+00
    w_8_6_11_11  w_le_r_8_6_11_11   1.000000000000e+00
    w_8_6_11_11  w_ge_8_6_11_11   1.000000000000e+00
    w_8_6_11_11  r_ge_w_8_6_6  -1.000000000000e+00
    w_8_6_11_11  r_le_8_6  -1.000000000000e+00
    w_8_6_13_11  w_le_s_8_6_13_11   1.000000000000e+00
    w_8_6_13_11  w_le_r_8_6_13_11   1.000000000000e+00
    w_8_6_13_11  w_ge_8_6_13_11   1.000000000000e+00
    w_8_6_13_11  r_ge_w_8_6_7  -1.000000000000e+00
    w_8_6_13_11  r_le_8_6  -1.000000000000e+00
    w_8_6_17_7  w_le_s_8_6_17_7   1.000000000000e+00
    w_8_6_17_7  w_le_r_8_6_17_7   1.000000000000e+00
    w_8_6_17_7  w_ge_8_6_17_7   1.000000000000e+00
    w_8_6_17_7  r_ge_w_8_6_5  -1.000000000000e+00
    w_8_6_17_7  r_le_8_6  -1.000000000000e+00
    w_8_6_19_5  w_le_s_8_6_19_5   1.000000000000e+00
    w_8_6_19_5  w_le_r_8_6_19_5   1.000000000000e+00
    w_8_6_19_5  w_ge_8_6_19_5   1.000000000000e+00
    w_8_6_19_5  r_ge_w_8_6_3  -1.000000000000e+00
    w_8_6_19_5  r_le_8_6  -1.000000000000e+00
    w_8_6_1_1  w_le_s_8_6_1_1   1.000000000000e+00
    w_8_6_1_1  w_le_r_8_6_1_1   1.000000000000e+00
    w_8_6_1_1  w_ge_8_6_1_1   1.000000000000e+00
    w_8_6_1_1  r_ge_w_8_6_0  -1.000000000000e+00
    w_8_6_1_1  r_le_8_6  -1.000000000000e+00
    w_8_6_23_1  w_le_s_8_6_23_1   1.000000000000e+00
    w_8_6_23_1  w_le_r_8_6_23_1   1.000000000000e+00
    w_8_6_23_1  w_ge_8_6_23_1   1.000000000000e+00
    w_8_6_23_1  r_ge_w_8_6_1  -1.000000000000e+00
    w_8_6_23_1  r_le_8_6  -1.000000000000e+00
    w_8_6_5_5  w_le_s_8_6_5_5   1.000000000000e+00
    w_8_6_5_5  w_le_r_8_6_5_5   1.000000000000e+00
    w_8_6_5_5  w_ge_8_6_5_5   1.000000000000e+00
    w_8_6_5_5  r_ge_w_8_6_2  -1.000000000000e+00
    w_8_6_5_5  r_le_8_6  -1.000000000000e+00
    w_8_6_7_7  w_le_s_8_6_7_7   1.000000000000e+00
    w_8_6_7_7  w_le_r_8_6_7_7   1.000000000000e+00
    w_8_6_7_7  w_ge_8_6_7_7   1.000000000000e+00
    w_8_6_7_7  r_ge_w_8_6_4  -1.000000000000e+00
    w_8_6_7_7  r_le_8_6  -1.000000000000e+00
    w_8_7_11_11  w_le_s_8_7_11_11   1.000000000000e+00
    w_8_7_11_11  w_le_r_8_7_11_11   1.000000000000e+00
    w_8_7_11_11  w_ge_8_7_11_11   1.000000000000e+00
    w_8_7_11_11  r_ge_w_8_7_6  -1.000000000000e+00
    w_8_7_11_11  r_le_8_7  -1.000000000000e+00
    w_8_7_13_11  w_le_s_8_7_13_11   1.000000000000e+00
    w_8_7_13_11  w_le_r_8_7_13_11   1.000000000000e+00
    w_8_7_13_11  w_ge_8_7_13_11   1.000000000000e+00
    w_8_7_13_11  r_ge_w_8_7_7  -1.000000000000e+00
    w_8_7_13_11  r_le_8_7  -1.000000000000e+00
    w_8_7_17_7  w_le_s_8_7_17_7   1.000000000000e+00
    w_8_7_17_7  w_le_r_8_7_17_7   1.000000000000e+00
    w_8_7_17_7  w_ge_8_7_17_7   1.000000000000e+00
    w_8_7_17_7  r_ge_w_8_7_5  -1.000000000000e+00
    w_8_7_17_7  r_le_8_7  -1.000000000000e+00
    w_8_7_19_5  w_le_s_8_7_19_5   1.000000000000e+00
    w_8_7_19_5  w_le_r_8_7_19_5   1.000000000000e+00
    w_8_7_19_5  w_ge_8_7_19_5   1.000000000000e+00
    w_8_7_19_5  r_ge_w_8_7_3  -1.000000000000e+00
    w_8_7_19_5  r_le_8_7  -1.000000000000e+00
    w_8_7_1_1  w_le_s_8_7_1_1   1.000000000000e+00
    w_8_7_1_1  w_le_r_8_7_1_1   1.000000000000e+00
    w_8_7_1_1  w_ge_8_7_1_1   1.000000000000e+00
    w_8_7_1_1  r_ge_w_8_7_0  -1.000000000000e+00
    w_8_7_1_1  r_le_8_7  -1.000000000000e+00
    w_8_7_23_1  w_le_s_8_7_23_1   1.000000000000e+00
    w_8_7_23_1  w_le_r_8_7_23_1   1.000000000000e+00
    w_8_7_23_1  w_ge_8_7_23_1   1.000000000000e+00
    w_8_7_23_1  r_ge_w_8_7_1  -1.000000000000e+00
    w_8_7_23_1  r_le_8_7  -1.000000000000e+00
    w_8_7_5_5  w_le_s_8_7_5_5   1.000000000000e+00
    w_8_7_5_5  w_le_r_8_7_5_5   1.000000000000e+00
    w_8_7_5_5  w_ge_8_7_5_5   1.000000000000e+00
    w_8_7_5_5  r_ge_w_8_7_2  -1.000000000000e+00
    w_8_7_5_5  r_le_8_7  -1.000000000000e+00
    w_8_7_7_7  w_le_s_8_7_7_7   1.000000000000e+00
    w_8_7_7_7  w_le_r_8_7_7_7   1.000000000000e+00
    w_8_7_7_7  w_ge_8_7_7_7   1.000000000000e+00
    w_8_7_7_7  r_ge_w_8_7_4  -1.000000000000e+00
    w_8_7_7_7  r_le_8_7  -1.000000000000e+00
    w_9_1_11_11  w_le_s_9_1_11_11   1.000000000000e+00
    w_9_1_11_11  w_le_r_9_1_11_11   1.000000000000e+00
    w_9_1_11_11  w_ge_9_1_11_11   1.000000000000e+00
    w_9_1_11_11  r_ge_w_9_1_6  -1.000000000000e+00
    w_9_1_11_11  r_le_9_1  -1.000000000000e+00
    w_9_1_13_11  w_le_s_9_1_13_11   1.000000000000e+00
    w_9_1_13_11  w_le_r_9_1_13_11   1.000000000000e+00
    w_9_1_13_11  w_ge_9_1_13_11   1.000000000000e+00
    w_9_1_13_11  r_ge_w_9_1_7  -1.000000000000e+00
    w_9_1_13_11  r_le_9_1  -1.000000000000e+00
    w_9_1_17_7  w_le_s_9_1_17_7   1.000000000000e+00
    w_9_1_17_7  w_le_r_9_1_17_7   1.000000000000e+00
    w_9_1_17_7  w_ge_9_1_17_7   1.000000000000e+00
    w_9_1_17_7  r_ge_w_9_1_5  -1.000000000000e+00
    w_9_1_17_7  r_le_9_1  -1.000000000000e+00
    w_9_1_19_5  w_le_s_9_1_19_5   1.000000000000e+00
    w_9_1_19_5  w_le_r_9_1_19_5   1.000000000000e+00
    w_9_1_19_5  w_ge_9_1_19_5   1.000000000000e+00
    w_9_1_19_5  r_ge_w_9_1_3  -1.000000000000e+00
    w_9_1_19_5  r_le_9_1  -1.000000000000e+00
    w_9_1_1_1  w_le_s_9_1_1_1   1.000000000000e+00
    w_9_1_1_1  w_le_r_9_1_1_1   1.000000000000e+00
    w_9_1_1_1  w_ge_9_1_1_1   1.000000000000e+00
    w_9_1_1_1  r_ge_w_9_1_0  -1.000000000000e+00
    w_9_1_1_1  r_le_9_1  -1.000000000000e+00
    w_9_1_23_1  w_le_s_9_1_23_1   1.000000000000e+00
    w_9_1_23_1  w_le_r_9_1_23_1   1.000000000000e+00
    w_9_1_23_1  w_ge_9_1_23_1   1.000000000000e+00
    w_9_1_23_1  r_ge_w_9_1_1  -1.000000000000e+00
    w_9_1_23_1  r_le_9_1  -1.000000000000e+00
    w_9_1_5_5  w_le_s_9_1_5_5   1.000000000000e+00
    w_9_1_5_5  w_le_r_9_1_5_5   1.000000000000e+00
    w_9_1_5_5  w_ge_9_1_5_5   1.000000000000e+00
    w_9_1_5_5  r_ge_w_9_1_2  -1.000000000000e+00
    w_9_1_5_5  r_le_9_1  -1.000000000000e+00
    w_9_1_7_7  w_le_s_9_1_7_7   1.000000000000e+00
    w_9_1_7_7  w_le_r_9_1_7_7   1.000000000000e+00
    w_9_1_7_7  w_ge_9_1_7_7   1.000000000000e+00
    w_9_1_7_7  r_ge_w_9_1_4  -1.000000000000e+00
    w_9_1_7_7  r_le_9_1  -1.000000000000e+00
    w_9_2_11_11  w_le_s_9_2_11_11   1.000000000000e+00
    w_9_2_11_11  w_le_r_9_2_11_11   1.000000000000e+00
    w_9_2_11_11  w_ge_9_2_11_11   1.000000000000e+00
    w_9_2_11_11  r_ge_w_9_2_6  -1.000000000000e+00
    w_9_2_11_11  r_le_9_2  -1.000000000000e+00
    w_9_2_13_11  w_le_s_9_2_13_11   1.000000000000e+00
    w_9_2_13_11  w_le_r_9_2_13_11   1.000000000000e+00
    w_9_2_13_11  w_ge_9_2_13_11   1.000000000000e+00
    w_9_2_13_11  r_ge_w_9_2_7  -1.000000000000e+00
    w_9_2_13_11  r_le_9_2  -1.000000000000e+00
    w_9_2_17_7  w_le_s_9_2_17_7   1.000000000000e+00
    w_9_2_17_7  w_le_r_9_2_17_7   1.000000000000e+00
    w_9_2_17_7  w_ge_9_2_17_7   1.000000000000e+00
    w_9_2_17_7  r_ge_w_9_2_5  -1.000000000000e+00
    w_9_2_17_7  r_le_9_2  -1.000000000000e+00
    w_9_2_19_5  w_le_s_9_2_19_5   1.000000000000e+00
    w_9_2_19_5  w_le_r_9_2_19_5   1.000000000000e+00
    w_9_2_19_5  w_ge_9_2_19_5   1.000000000000e+00
    w_9_2_19_5  r_ge_w_9_2_3  -1.000000000000e+00
    w_9_2_19_5  r_le_9_2  -1.000000000000e+00
    w_9_2_1_1  w_le_s_9_2_1_1   1.000000000000e+00
    w_9_2_1_1  w_le_r_9_2_1_1   1.000000000000e+00
    w_9_2_1_1  w_ge_9_2_1_1   1.000000000000e+00
    w_9_2_1_1  r_ge_w_9_2_0  -1.000000000000e+00
    w_9_2_1_1  r_le_9_2  -1.000000000000e+00
    w_9_2_23_1  w_le_s_9_2_23_1   1.000000000000e+00
    w_9_2_23_1  w_le_r_9_2_23_1   1.000000000000e+00
    w_9_2_23_1  w_ge_9_2_23_1   1.000000000000e+00
    w_9_2_23_1  r_ge_w_9_2_1  -1.000000000000e+00
    w_9_2_23_1  r_le_9_2  -1.000000000000e+00
    w_9_2_5_5  w_le_s_9_2_5_5   1.000000000000e+00
    w_9_2_5_5  w_le_r_9_2_5_5   1.000000000000e+00
    w_9_2_5_5  w_ge_9_2_5_5   1.000000000000e+00
    w_9_2_5_5  r_ge_w_9_2_2  -1.000000000000e+00
    w_9_2_5_5  r_le_9_2  -1.000000000000e+00
    w_9_2_7_7  w_le_s_9_2_7_7   1.000000000000e+00
    w_9_2_7_7  w_le_r_9_2_7_7   1.000000000000e+00
    w_9_2_7_7  w_ge_9_2_7_7   1.000000000000e+00
    w_9_2_7_7  r_ge_w_9_2_4  -1.000000000000e+00
    w_9_2_7_7  r_le_9_2  -1.000000000000e+00
    w_9_3_11_11  w_le_s_9_3_11_11   1.000000000000e+00
    w_9_3_11_11  w_le_r_9_3_11_11   1.000000000000e+00
    w_9_3_11_11  w_ge_9_3_11_11   1.000000000000e+00
    w_9_3_11_11  r_ge_w_9_3_6  -1.000000000000e+00
    w_9_3_11_11  r_le_9_3  -1.000000000000e+00
    w_9_3_13_11  w_le_s_9_3_13_11   1.000000000000e+00
    w_9_3_13_11  w_le_r_9_3_13_11   1.000000000000e+00
    w_9_3_13_11  w_ge_9_3_13_11   1.000000000000e+00
    w_9_3_13_11  r_ge_w_9_3_7  -1.000000000000e+00
    w_9_3_13_11  r_le_9_3  -1.000000000000e+00
    w_9_3_17_7  w_le_s_9_3_17_7   1.000000000000e+00
    w_9_3_17_7  w_le_r_9_3_17_7   1.000000000000e+00
    w_9_3_17_7  w_ge_9_3_17_7   1.000000000000e+00
    w_9_3_17_7  r_ge_w_9_3_5  -1.000000000000e+00
    w_9_3_17_7  r_le_9_3  -1.000000000000e+00
    w_9_3_19_5  w_le_s_9_3_19_5   1.000000000000e+00
    w_9_3_19_5  w_le_r_9_3_19_5   1.000000000000e+00
    w_9_3_19_5  w_ge_9_3_19_5   1.000000000000e+00
    w_9_3_19_5  r_ge_w_9_3_3  -1.000000000000e+00
    w_9_3_19_5  r_le_9_3  -1.000000000000e+00
    w_9_3_1_1  w_le_s_9_3_1_1   1.000000000000e+00
    w_9_3_1_1  w_le_r_9_3_1_1   1.000000000000e+00
    w_9_3_1_1  w_ge_9_3_1_1   1.000000000000e+00
    w_9_3_1_1  r_ge_w_9_3_0  -1.000000000000e+00
    w_9_3_1_1  r_le_9_3  -1.000000000000e+00
    w_9_3_23_1  w_le_s_9_3_23_1   1.000000000000e+00
    w_9_3_23_1  w_le_r_9_3_23_1   1.000000000000e+00
    w_9_3_23_1  w_ge_9_3_23_1   1.000000000000e+00
    w_9_3_23_1  r_ge_w_9_3_1  -1.000000000000e+00
    w_9_3_23_1  r_le_9_3  -1.000000000000e+00
    w_9_3_5_5  w_le_s_9_3_5_5   1.000000000000e+00
    w_9_3_5_5  w_le_r_9_3_5_5   1.000000000000e+00
    w_9_3_5_5  w_ge_9_3_5_5   1.000000000000e+00
    w_9_3_5_5  r_ge_w_9_3_2  -1.000000000000e+00
    w_9_3_5_5  r_le_9_3  -1.000000000000e+00
    w_9_3_7_7  w_le_s_9_3_7_7   1.000000000000e+00
    w_9_3_7_7  w_le_r_9_3_7_7   1.000000000000e+00
    w_9_3_7_7  w_ge_9_3_7_7   1.000000000000e+00
    w_9_3_7_7  r_ge_w_9_3_4  -1.000000000000e+00
    w_9_3_7_7  r_le_9_3  -1.000000000000e+00
    w_9_4_11_11  w_le_s_9_4_11_11   1.000000000000e+00
    w_9_4_11_11  w_le_r_9_4_11_11   1.000000000000e+00
    w_9_4_11_11  w_ge_9_4_11_11   1.000000000000e+00
    w_9_4_11_11  r_ge_w_9_4_6  -1.000000000000e+00
    w_9_4_11_11  r_le_9_4  -1.000000000000e+00
    w_9_4_13_11  w_le_s_9_4_13_11   1.000000000000e+00
    w_9_4_13_11  w_le_r_9_4_13_11   1.000000000000e+00
    w_9_4_13_11  w_ge_9_4_13_11   1.000000000000e+00
    w_9_4_13_11  r_ge_w_9_4_7  -1.000000000000e+00
    w_9_4_13_11  r_le_9_4  -1.000000000000e+00
    w_9_4_17_7  w_le_s_9_4_17_7   1.000000000000e+00
    w_9_4_17_7  w_le_r_9_4_17_7   1.000000000000e+00
    w_9_4_17_7  w_ge_9_4_17_7   1.000000000000e+00
    w_9_4_17_7  r_ge_w_9_4_5  -1.000000000000e+00
    w_9_4_17_7  r_le_9_4  -1.000000000000e+00
    w_9_4_19_5  w_le_s_9_4_19_5   1.000000000000e+00
    w_9_4_19_5  w_le_r_9_4_19_5   1.000000000000e+00
    w_9_4_19_5  w_ge_9_4_19_5   1.000000000000e+00
    w_9_4_19_5  r_ge_w_9_4_3  -1.000000000000e+00
    w_9_4_19_5  r_le_9_4  -1.000000000000e+00
    w_9_4_1_1  w_le_s_9_4_1_1   1.000000000000e+00
    w_9_4_1_1  w_le_r_9_4_1_1   1.000000000000e+00
    w_9_4_1_1  w_ge_9_4_1_1   1.000000000000e+00
    w_9_4_1_1  r_ge_w_9_4_0  -1.000000000000e+00
    w_9_4_1_1  r_le_9_4  -1.000000000000e+00
    w_9_4_23_1  w_le_s_9_4_23_1   1.000000000000e+00
    w_9_4_23_1  w_le_r_9_4_23_1   1.000000000000e+00
    w_9_4_23_1  w_ge_9_4_23_1   1.000000000000e+00
    w_9_4_23_1  r_ge_w_9_4_1  -1.000000000000e+00
    w_9_4_23_1  r_le_9_4  -1.000000000000e+00
    w_9_4_5_5  w_le_s_9_4_5_5   1.000000000000e+00
    w_9_4_5_5  w_le_r_9_4_5_5   1.000000000000e+00
    w_9_4_5_5  w_ge_9_4_5_5   1.000000000000e+00
    w_9_4_5_5  r_ge_w_9_4_2  -1.000000000000e+00
    w_9_4_5_5  r_le_9_4  -1.000000000000e+00
    w_9_4_7_7  w_le_s_9_4_7_7   1.000000000000e+00
    w_9_4_7_7  w_le_r_9_4_7_7   1.000000000000e+00
    w_9_4_7_7  w_ge_9_4_7_7   1.000000000000e+00
    w_9_4_7_7  r_ge_w_9_4_4  -1.000000000000e+00
    w_9_4_7_7  r_le_9_4  -1.000000000000e+00
    w_9_5_11_11  w_le_s_9_5_11_11   1.000000000000e+00
    w_9_5_11_11  w_le_r_9_5_11_11   1.000000000000e+00
    w_9_5_11_11  w_ge_9_5_11_11   1.000000000000e+00
    w_9_5_11_11  r_ge_w_9_5_6  -1.000000000000e+00
    w_9_5_11_11  r_le_9_5  -1.000000000000e+00
    w_9_5_13_11  w_le_s_9_5_13_11   1.000000000000e+00
    w_9_5_13_11  w_le_r_9_5_13_11   1.000000000000e+00
    w_9_5_13_11  w_ge_9_5_13_11   1.000000000000e+00
    w_9_5_13_11  r_ge_w_9_5_7  -1.000000000000e+00
    w_9_5_13_11  r_le_9_5  -1.000000000000e+00
    w_9_5_17_7  w_le_s_9_5_17_7   1.000000000000e+00
    w_9_5_17_7  w_le_r_9_5_17_7   1.000000000000e+00
    w_9_5_17_7  w_ge_9_5_17_7   1.000000000000e+00
    w_9_5_17_7  r_ge_w_9_5_5  -1.000000000000e+00
    w_9_5_17_7  r_le_9_5  -1.000000000000e+00
    w_9_5_19_5  w_le_s_9_5_19_5   1.000000000000e+00
    w_9_5_19_5  w_le_r_9_5_19_5   1.000000000000e+00
    w_9_5_19_5  w_ge_9_5_19_5   1.000000000000e+00
    w_9_5_19_5  r_ge_w_9_5_3  -1.000000000000e+00
    w_9_5_19_5  r_le_9_5  -1.000000000000e+00
    w_9_5_1_1  w_le_s_9_5_1_1   1.000000000000e+00
    w_9_5_1_1  w_le_r_9_5_1_1   1.000000000000e+00
    w_9_5_1_1  w_ge_9_5_1_1   1.000000000000e+00
    w_9_5_1_1  r_ge_w_9_5_0  -1.000000000000e+00
    w_9_5_1_1  r_le_9_5  -1.000000000000e+00
    w_9_5_23_1  w_le_s_9_5_23_1   1.000000000000e+00
    w_9_5_23_1  w_le_r_9_5_23_1   1.000000000000e+00
    w_9_5_23_1  w_ge_9_5_23_1   1.000000000000e+00
    w_9_5_23_1  r_ge_w_9_5_1  -1.000000000000e+00
    w_9_5_23_1  r_le_9_5  -1.000000000000e+00
    w_9_5_5_5  w_le_s_9_5_5_5   1.000000000000e+00
    w_9_5_5_5  w_le_r_9_5_5_5   1.000000000000e+00
    w_9_5_5_5  w_ge_9_5_5_5   1.000000000000e+00
    w_9_5_5_5  r_ge_w_9_5_2  -1.000000000000e+00
    w_9_5_5_5  r_le_9_5  -1.000000000000e+00
    w_9_5_7_7  w_le_s_9_5_7_7   1.000000000000e+00
    w_9_5_7_7  w_le_r_9_5_7_7   1.000000000000e+00
    w_9_5_7_7  w_ge_9_5_7_7   1.000000000000e+00
    w_9_5_7_7  r_ge_w_9_5_4  -1.000000000000e+00
    w_9_5_7_7  r_le_9_5  -1.000000000000e+00
    w_9_6_11_11  w_le_s_9_6_11_11   1.000000000000e+00
    w_9_6_11_11  w_le_r_9_6_11_11   1.000000000000e+00
    w_9_6_11_11  w_ge_9_6_11_11   1.000000000000e+00
    w_9_6_11_11  r_ge_w_9_6_6  -1.000000000000e+00
    w_9_6_11_11  r_le_9_6  -1.000000000000e+00
    w_9_6_13_11  w_le_s_9_6_13_11   1.000000000000e+00
    w_9_6_13_11  w_le_r_9_6_13_11   1.000000000000e+00
    w_9_6_13_11  w_ge_9_6_13_11   1.000000000000e+00
    w_9_6_13_11  r_ge_w_9_6_7  -1.000000000000e+00
    w_9_6_13_11  r_le_9_6  -1.000000000000e+00
    w_9_6_17_7  w_le_s_9_6_17_7   1.000000000000e+00
    w_9_6_17_7  w_le_r_9_6_17_7   1.000000000000e+00
    w_9_6_17_7  w_ge_9_6_17_7   1.000000000000e+00
    w_9_6_17_7  r_ge_w_9_6_5  -1.000000000000e+00
    w_9_6_17_7  r_le_9_6  -1.000000000000e+00
    w_9_6_19_5  w_le_s_9_6_19_5   1.000000000000e+00
    w_9_6_19_5  w_le_r_9_6_19_5   1.000000000000e+00
    w_9_6_19_5  w_ge_9_6_19_5   1.000000000000e+00
    w_9_6_19_5  r_ge_w_9_6_3  -1.000000000000e+00
    w_9_6_19_5  r_le_9_6  -1.000000000000e+00
    w_9_6_1_1  w_le_s_9_6_1_1   1.000000000000e+00
    w_9_6_1_1  w_le_r_9_6_1_1   1.000000000000e+00
    w_9_6_1_1  w_ge_9_6_1_1   1.000000000000e+00
    w_9_6_1_1  r_ge_w_9_6_0  -1.000000000000e+00
    w_9_6_1_1  r_le_9_6  -1.000000000000e+00
    w_9_6_23_1  w_le_s_9_6_23_1   1.000000000000e+00
    w_9_6_23_1  w_le_r_9_6_23_1   1.000000000000e+00
    w_9_6_23_1  w_ge_9_6_23_1   1.000000000000e+00
    w_9_6_23_1  r_ge_w_9_6_1  -1.000000000000e+00
    w_9_6_23_1  r_le_9_6  -1.000000000000e+00
    w_9_6_5_5  w_le_s_9_6_5_5   1.000000000000e+00
    w_9_6_5_5  w_le_r_9_6_5_5   1.000000000000e+00
    w_9_6_5_5  w_ge_9_6_5_5   1.000000000000e+00
    w_9_6_5_5  r_ge_w_9_6_2  -1.000000000000e+00
    w_9_6_5_5  r_le_9_6  -1.000000000000e+00
    w_9_6_7_7  w_le_s_9_6_7_7   1.000000000000e+00
    w_9_6_7_7  w_le_r_9_6_7_7   1.000000000000e+00
    w_9_6_7_7  w_ge_9_6_7_7   1.000000000000e+00
    w_9_6_7_7  r_ge_w_9_6_4  -1.000000000000e+00
    w_9_6_7_7  r_le_9_6  -1.000000000000e+00
    w_9_7_11_11  w_le_s_9_7_11_11   1.000000000000e+00
    w_9_7_11_11  w_le_r_9_7_11_11   1.000000000000e+00
    w_9_7_11_11  w_ge_9_7_11_11   1.000000000000e+00
    w_9_7_11_11  r_ge_w_9_7_6  -1.000000000000e+00
    w_9_7_11_11  r_le_9_7  -1.000000000000e+00
    w_9_7_13_11  w_le_s_9_7_13_11   1.000000000000e+00
    w_9_7_13_11  w_le_r_9_7_13_11   1.000000000000e+00
    w_9_7_13_11  w_ge_9_7_13_11   1.000000000000e+00
    w_9_7_13_11  r_ge_w_9_7_7  -1.000000000000e+00
    w_9_7_13_11  r_le_9_7  -1.000000000000e+00
    w_9_7_17_7  w_le_s_9_7_17_7   1.000000000000e+00
    w_9_7_17_7  w_le_r_9_7_17_7   1.000000000000e+00
    w_9_7_17_7  w_ge_9_7_17_7   1.000000000000e+00
    w_9_7_17_7  r_ge_w_9_7_5  -1.000000000000e+00
    w_9_7_17_7  r_le_9_7  -1.000000000000e+00
    w_9_7_19_5  w_le_s_9_7_19_5   1.000000000000e+00
    w_9_7_19_5  w_le_r_9_7_19_5   1.000000000000e+00
    w_9_7_19_5  w_ge_9_7_19_5   1.000000000000e+00
    w_9_7_19_5  r_ge_w_9_7_3  -1.000000000000e+00
    w_9_7_19_5  r_le_9_7  -1.000000000000e+00
    w_9_7_1_1  w_le_s_9_7_1_1   1.000000000000e+00
    w_9_7_1_1  w_le_r_9_7_1_1   1.000000000000e+00
    w_9_7_1_1  w_ge_9_7_1_1   1.000000000000e+00
    w_9_7_1_1  r_ge_w_9_7_0  -1.000000000000e+00
    w_9_7_1_1  r_le_9_7  -1.000000000000e+00
    w_9_7_23_1  w_le_s_9_7_23_1   1.000000000000e+00
    w_9_7_23_1  w_le_r_9_7_23_1   1.000000000000e+00
    w_9_7_23_1  w_ge_9_7_23_1   1.000000000000e+00
    w_9_7_23_1  r_ge_w_9_7_1  -1.000000000000e+00
    w_9_7_23_1  r_le_9_7  -1.000000000000e+00
    w_9_7_5_5  w_le_s_9_7_5_5   1.000000000000e+00
    w_9_7_5_5  w_le_r_9_7_5_5   1.000000000000e+00
    w_9_7_5_5  w_ge_9_7_5_5   1.000000000000e+00
    w_9_7_5_5  r_ge_w_9_7_2  -1.000000000000e+00
    w_9_7_5_5  r_le_9_7  -1.000000000000e+00
    w_9_7_7_7  w_le_s_9_7_7_7   1.000000000000e+00
    w_9_7_7_7  w_le_r_9_7_7_7   1.000000000000e+00
    w_9_7_7_7  w_ge_9_7_7_7   1.000000000000e+00
    w_9_7_7_7  r_ge_w_9_7_4  -1.000000000000e+00
    w_9_7_7_7  r_le_9_7  -1.000000000000e+00
RHS
    RHS       OBJ  -80.5
    RHS       strides_count   3.000000000000e+00
    RHS       w_le_s_1_1_1_1   0.000000000000e+00
    RHS       w_le_r_1_1_1_1   1.000000000000e+00
    RHS       w_ge_1_1_1_1   0.000000000000e+00
    RHS       w_le_s_1_1_23_1   0.000000000000e+00
    RHS       w_le_r_1_1_23_1   0.000000000000e+00
    RHS       w_ge_1_1_23_1  -1.000000000000e+00
    RHS       w_le_s_1_1_5_5   0.000000000000e+00
    RHS       w_le_r_1_1_5_5   0.000000000000e+00
    RHS       w_ge_1_1_5_5  -1.000000000000e+00
    RHS       w_le_s_1_1_19_5   0.000000000000e+00
    RHS       w_le_r_1_1_19_5   0.000000000000e+00
    RHS       w_ge_1_1_19_5  -1.000000000000e+00
    RHS       w_le_s_1_1_7_7   0.000000000000e+00
    RHS       w_le_r_1_1_7_7   0.000000000000e+00
    RHS       w_ge_1_1_7_7  -1.000000000000e+00
    RHS       w_le_s_1_1_17_7   0.000000000000e+00
    RHS       w_le_r_1_1_17_7   0.000000000000e+00
    RHS       w_ge_1_1_17_7  -1.000000000000e+00
    RHS       w_le_s_1_1_11_11   0.000000000000e+00
    RHS       w_le_r_1_1_11_11   0.000000000000e+00
    RHS       w_ge_1_1_11_11  -1.000000000000e+00
    RHS       w_le_s_1_1_13_11   0.000000000000e+00
    RHS       w_le_r_1_1_13_11   0.000000000000e+00
    RHS       w_ge_1_1_13_11  -1.000000000000e+00
    RHS       w_le_s_2_1_1_1   0.000000000000e+00
    RHS       w_le_r_2_1_1_1   0.000000000000e+00
    RHS       w_ge_2_1_1_1  -1.000000000000e+00
    RHS       w_le_s_2_1_23_1   0.000000000000e+00
    RHS       w_le_r_2_1_23_1   0.000000000000e+00
    RHS       w_ge_2_1_23_1  -1.000000000000e+00
    RHS       w_le_s_2_1_5_5   0.000000000000e+00
    RHS       w_le_r_2_1_5_5   0.000000000000e+00
    RHS       w_ge_2_1_5_5  -1.000000000000e+00
    RHS       w_le_s_2_1_19_5   0.000000000000e+00
    RHS       w_le_r_2_1_19_5   0.000000000000e+00
    RHS       w_ge_2_1_19_5  -1.000000000000e+00
    RHS       w_le_s_2_1_7_7   0.000000000000e+00
    RHS       w_le_r_2_1_7_7   0.000000000000e+00
    RHS       w_ge_2_1_7_7  -1.000000000000e+00
    RHS       w_le_s_2_1_17_7   0.000000000000e+00
    RHS       w_le_r_2_1_17_7   0.000000000000e+00
    RHS       w_ge_2_1_17_7  -1.000000000000e+00
    RHS       w_le_s_2_1_11_11   0.000000000000e+00
    RHS       w_le_r_2_1_11_11   0.000000000000e+00
    RHS       w_ge_2_1_11_11  -1.000000000000e+00
    RHS       w_le_s_2_1_13_11   0.000000000000e+00
    RHS       w_le_r_2_1_13_11   0.000000000000e+00
    RHS       w_ge_2_1_13_11  -1.000000000000e+00
    RHS       w_le_s_3_1_1_1   0.000000000000e+00
    RHS       w_le_r_3_1_1_1   0.000000000000e+00
    RHS       w_ge_3_1_1_1  -1.000000000000e+00
    RHS       w_le_s_3_1_23_1   0.000000000000e+00
    RHS       w_le_r_3_1_23_1   0.000000000000e+00
    RHS       w_ge_3_1_23_1  -1.000000000000e+00
    RHS       w_le_s_3_1_5_5   0.000000000000e+00
    RHS       w_le_r_3_1_5_5   0.000000000000e+00
    RHS       w_ge_3_1_5_5  -1.000000000000e+00
    RHS       w_le_s_3_1_19_5   0.000000000000e+00
    RHS       w_le_r_3_1_19_5   0.000000000000e+00
    RHS       w_ge_3_1_19_5  -1.000000000000e+00
    RHS       w_le_s_3_1_7_7   0.000000000000e+00
    RHS       w_le_r_3_1_7_7   0.000000000000e+00
    RHS       w_ge_3_1_7_7  -1.000000000000e+00
    RHS       w_le_s_3_1_17_7   0.000000000000e+00
    RHS       w_le_r_3_1_17_7   0.000000000000e+00
    RHS       w_ge_3_1_17_7  -1.000000000000e+00
    RHS       w_le_s_3_1_11_11   0.000000000000e+00
    RHS       w_le_r_3_1_11_11   0.000000000000e+00
    RHS       w_ge_3_1_11_11  -1.000000000000e+00
    RHS       w_le_s_3_1_13_11   0.000000000000e+00
    RHS       w_le_r_3_1_13_11   0.000000000000e+00
    RHS       w_ge_3_1_13_11  -1.000000000000e+00
    RHS       w_le_s_4_1_1_1   0.000000000000e+00
    RHS       w_le_r_4_1_1_1   0.000000000000e+00
    RHS       w_ge_4_1_1_1  -1.000000000000e+00
    RHS       w_le_s_4_1_23_1   0.000000000000e+00
    RHS       w_le_r_4_1_23_1   0.000000000000e+00
    RHS       w_ge_4_1_23_1  -1.000000000000e+00
    RHS       w_le_s_4_1_5_5   0.000000000000e+00
    RHS       w_le_r_4_1_5_5   0.000000000000e+00
    RHS       w_ge_4_1_5_5  -1.000000000000e+00
    RHS       w_le_s_4_1_19_5   0.000000000000e+00
    RHS       w_le_r_4_1_19_5   0.000000000000e+00
    RHS       w_ge_4_1_19_5  -1.000000000000e+00
    RHS       w_le_s_4_1_7_7   0.000000000000e+00
    RHS       w_le_r_4_1_7_7   0.000000000000e+00
    RHS       w_ge_4_1_7_7  -1.000000000000e+00
    RHS       w_le_s_4_1_17_7   0.000000000000e+00
    RHS       w_le_r_4_1_17_7   0.000000000000e+00
    RHS       w_ge_4_1_17_7  -1.000000000000e+00
    RHS       w_le_s_4_1_11_11   0.000000000000e+00
    RHS       w_le_r_4_1_11_11   0.000000000000e+00
    RHS       w_ge_4_1_11_11  -1.000000000000e+00
    RHS       w_le_s_4_1_13_11   0.000000000000e+00
    RHS       w_le_r_4_1_13_11   0.000000000000e+00
    RHS       w_ge_4_1_13_11  -1.000000000000e+00
    RHS       w_le_s_5_1_1_1   0.000000000000e+00
    RHS       w_le_r_5_1_1_1   0.000000000000e+00
    RHS       w_ge_5_1_1_1  -1.000000000000e+00
    RHS       w_le_s_5_1_23_1   0.000000000000e+00
    RHS       w_le_r_5_1_23_1   0.000000000000e+00
    RHS       w_ge_5_1_23_1  -1.000000000000e+00
    RHS       w_le_s_5_1_5_5   0.000000000000e+00
    RHS       w_le_r_5_1_5_5   1.000000000000e+00
    RHS       w_ge_5_1_5_5   0.000000000000e+00
    RHS       w_le_s_5_1_19_5   0.000000000000e+00
    RHS       w_le_r_5_1_19_5   0.000000000000e+00
    RHS       w_ge_5_1_19_5  -1.000000000000e+00
    RHS       w_le_s_5_1_7_7   0.000000000000e+00
    RHS       w_le_r_5_1_7_7   0.000000000000e+00
    RHS       w_ge_5_1_7_7  -1.000000000000e+00
    RHS       w_le_s_5_1_17_7   0.000000000000e+00
    RHS       w_le_r_5_1_17_7   0.000000000000e+00
    RHS       w_ge_5_1_17_7  -1.000000000000e+00
    RHS       w_le_s_5_1_11_11   0.000000000000e+00
    RHS       w_le_r_5_1_11_11   0.000000000000e+00
    RHS       w_ge_5_1_11_11  -1.000000000000e+00
    RHS       w_le_s_5_1_13_11   0.000000000000e+00
    RHS       w_le_r_5_1_13_11   0.000000000000e+00
    RHS       w_ge_5_1_13_11  -1.000000000000e+00
    RHS       w_le_s_6_1_1_1   0.000000000000e+00
    RHS       w_le_r_6_1_1_1   0.000000000000e+00
    RHS       w_ge_6_1_1_1  -1.000000000000e+00
    RHS       w_le_s_6_1_23_1   0.000000000000e+00
    RHS       w_le_r_6_1_23_1   0.000000000000e+00
    RHS       w_ge_6_1_23_1  -1.000000000000e+00
    RHS       w_le_s_6_1_5_5   0.000000000000e+00
    RHS       w_le_r_6_1_5_5   0.000000000000e+00
    RHS       w_ge_6_1_5_5  -1.000000000000e+00
    RHS       w_le_s_6_1_19_5   0.000000000000e+00
    RHS       w_le_r_6_1_19_5   0.000000000000e+00
    RHS       w_ge_6_1_19_5  -1.000000000000e+00
    RHS       w_le_s_6_1_7_7   0.000000000000e+00
    RHS       w_le_r_6_1_7_7   0.000000000000e+00
    RHS       w_ge_6_1_7_7  -1.000000000000e+00
    RHS       w_le_s_6_1_17_7   0.000000000000e+00
    RHS       w_le_r_6_1_17_7   0.000000000000e+00
    RHS       w_ge_6_1_17_7  -1.000000000000e+00
    RHS       w_le_s_6_1_11_11   0.000000000000e+00
    RHS       w_le_r_6_1_11_11   0.000000000000e+00
    RHS       w_ge_6_1_11_11  -1.000000000000e+00
    RHS       w_le_s_6_1_13_11   0.000000000000e+00
    RHS       w_le_r_6_1_13_11   0.000000000000e+00
    RHS       w_ge_6_1_13_11  -1.000000000000e+00
    RHS       w_le_s_7_1_1_1   0.000000000000e+00
    RHS       w_le_r_7_1_1_1   0.000000000000e+00
    RHS       w_ge_7_1_1_1  -1.000000000000e+00
    RHS       w_le_s_7_1_23_1   0.000000000000e+00
    RHS       w_le_r_7_1_23_1   0.000000000000e+00
    RHS       w_ge_7_1_23_1  -1.000000000000e+00
    RHS       w_le_s_7_1_5_5   0.000000000000e+00
    RHS       w_le_r_7_1_5_5   0.000000000000e+00
    RHS       w_ge_7_1_5_5  -1.000000000000e+00
    RHS       w_le_s_7_1_19_5   0.000000000000e+00
    RHS       w_le_r_7_1_19_5   0.000000000000e+00
    RHS       w_ge_7_1_19_5  -1.000000000000e+00
    RHS       w_le_s_7_1_7_7   0.000000000000e+00
    RHS       w_le_r_7_1_7_7   1.000000000000e+00
    RHS       w_ge_7_1_7_7   0.000000000000e+00
    RHS       w_le_s_7_1_17_7   0.000000000000e+00
    RHS       w_le_r_7_1_17_7   0.000000000000e+00
    RHS       w_ge_7_1_17_7  -1.000000000000e+00
    RHS       w_le_s_7_1_11_11   0.000000000000e+00
    RHS       w_le_r_7_1_11_11   0.000000000000e+00
    RHS       w_ge_7_1_11_11  -1.000000000000e+00
    RHS       w_le_s_7_1_13_11   0.000000000000e+00
    RHS       w_le_r_7_1_13_11   0.000000000000e+00
    RHS       w_ge_7_1_13_11  -1.000000000000e+00
    RHS       w_le_s_8_1_1_1   0.000000000000e+00
    RHS       w_le_r_8_1_1_1   0.000000000000e+00
    RHS       w_ge_8_1_1_1  -1.000000000000e+00
    RHS       w_le_s_8_1_23_1   0.000000000000e+00
    RHS       w_le_r_8_1_23_1   0.000000000000e+00
    RHS       w_ge_8_1_23_1  -1.000000000000e+00
    RHS       w_le_s_8_1_5_5   0.000000000000e+00
    RHS       w_le_r_8_1_5_5   0.000000000000e+00
    RHS       w_ge_8_1_5_5  -1.000000000000e+00
    RHS       w_le_s_8_1_19_5   0.000000000000e+00
    RHS       w_le_r_8_1_19_5   0.000000000000e+00
    RHS       w_ge_8_1_19_5  -1.000000000000e+00
    RHS       w_le_s_8_1_7_7   0.000000000000e+00
    RHS       w_le_r_8_1_7_7   0.000000000000e+00
    RHS       w_ge_8_1_7_7  -1.000000000000e+00
    RHS       w_le_s_8_1_17_7   0.000000000000e+00
    RHS       w_le_r_8_1_17_7   0.000000000000e+00
    RHS       w_ge_8_1_17_7  -1.000000000000e+00
    RHS       w_le_s_8_1_11_11   0.000000000000e+00
    RHS       w_le_r_8_1_11_11   0.000000000000e+00
    RHS       w_ge_8_1_11_11  -1.000000000000e+00
    RHS       w_le_s_8_1_13_11   0.000000000000e+00
    RHS       w_le_r_8_1_13_11   0.000000000000e+00
    RHS       w_ge_8_1_13_11  -1.000000000000e+00
    RHS       w_le_s_9_1_1_1   0.000000000000e+00
    RHS       w_le_r_9_1_1_1   0.000000000000e+00
    RHS       w_ge_9_1_1_1  -1.000000000000e+00
    RHS       w_le_s_9_1_23_1   0.000000000000e+00
    RHS       w_le_r_9_1_23_1   0.000000000000e+00
    RHS       w_ge_9_1_23_1  -1.000000000000e+00
    RHS       w_le_s_9_1_5_5   0.000000000000e+00
    RHS       w_le_r_9_1_5_5   0.000000000000e+00
    RHS       w_ge_9_1_5_5  -1.000000000000e+00
    RHS       w_le_s_9_1_19_5   0.000000000000e+00
    RHS       w_le_r_9_1_19_5   0.000000000000e+00
    RHS       w_ge_9_1_19_5  -1.000000000000e+00
    RHS       w_le_s_9_1_7_7   0.000000000000e+00
    RHS       w_le_r_9_1_7_7   0.000000000000e+00
    RHS       w_ge_9_1_7_7  -1.000000000000e+00
    RHS       w_le_s_9_1_17_7   0.000000000000e+00
    RHS       w_le_r_9_1_17_7   0.000000000000e+00
    RHS       w_ge_9_1_17_7  -1.000000000000e+00
    RHS       w_le_s_9_1_11_11   0.000000000000e+00
    RHS       w_le_r_9_1_11_11   0.000000000000e+00
    RHS       w_ge_9_1_11_11  -1.000000000000e+00
    RHS       w_le_s_9_1_13_11   0.000000000000e+00
    RHS       w_le_r_9_1_13_11   0.000000000000e+00
    RHS       w_ge_9_1_13_11  -1.000000000000e+00
    RHS       w_le_s_10_1_1_1   0.000000000000e+00
    RHS       w_le_r_10_1_1_1   0.000000000000e+00
    RHS       w_ge_10_1_1_1  -1.000000000000e+00
    RHS       w_le_s_10_1_23_1   0.000000000000e+00
    RHS       w_le_r_10_1_23_1   0.000000000000e+00
    RHS       w_ge_10_1_23_1  -1.000000000000e+00
    RHS       w_le_s_10_1_5_5   0.000000000000e+00
    RHS       w_le_r_10_1_5_5   0.000000000000e+00
    RHS       w_ge_10_1_5_5  -1.000000000000e+00
    RHS       w_le_s_10_1_19_5   0.000000000000e+00
    RHS       w_le_r_10_1_19_5   0.000000000000e+00
    RHS       w_ge_10_1_19_5  -1.000000000000e+00
    RHS       w_le_s_10_1_7_7   0.000000000000e+00
    RHS       w_le_r_10_1_7_7   0.000000000000e+00
    RHS       w_ge_10_1_7_7  -1.000000000000e+00
    RHS       w_le_s_10_1_17_7   0.000000000000e+00
    RHS       w_le_r_10_1_17_7   0.000000000000e+00
    RHS       w_ge_10_1_17_7  -1.000000000000e+00
    RHS       w_le_s_10_1_11_11   0.000000000000e+00
    RHS       w_le_r_10_1_11_11   0.000000000000e+00
    RHS       w_ge_10_1_11_11  -1.000000000000e+00
    RHS       w_le_s_10_1_13_11   0.000000000000e+00
    RHS       w_le_r_10_1_13_11   0.000000000000e+00
    RHS       w_ge_10_1_13_11  -1.000000000000e+00
    RHS       w_le_s_11_1_1_1   0.000000000000e+00
    RHS       w_le_r_11_1_1_1   0.000000000000e+00
    RHS       w_ge_11_1_1_1  -1.000000000000e+00
    RHS       w_le_s_11_1_23_1   0.000000000000e+00
    RHS       w_le_r_11_1_23_1   0.000000000000e+00
    RHS       w_ge_11_1_23_1  -1.000000000000e+00
    RHS       w_le_s_11_1_5_5   0.000000000000e+00
    RHS       w_le_r_11_1_5_5   0.000000000000e+00
    RHS       w_ge_11_1_5_5  -1.000000000000e+00
    RHS       w_le_s_11_1_19_5   0.000000000000e+00
    RHS       w_le_r_11_1_19_5   0.000000000000e+00
    RHS       w_ge_11_1_19_5  -1.000000000000e+00
    RHS       w_le_s_11_1_7_7   0.000000000000e+00
    RHS       w_le_r_11_1_7_7   0.000000000000e+00
    RHS       w_ge_11_1_7_7  -1.000000000000e+00
    RHS       w_le_s_11_1_17_7   0.000000000000e+00
    RHS       w_le_r_11_1_17_7   0.000000000000e+00
    RHS       w_ge_11_1_17_7  -1.000000000000e+00
    RHS       w_le_s_11_1_11_11   0.000000000000e+00
    RHS       w_le_r_11_1_11_11   1.000000000000e+00
    RHS       w_ge_11_1_11_11   0.000000000000e+00
    RHS       w_le_s_11_1_13_11   0.000000000000e+00
    RHS       w_le_r_11_1_13_11   0.000000000000e+00
    RHS       w_ge_11_1_13_11  -1.000000000000e+00
    RHS       w_le_s_12_1_1_1   0.000000000000e+00
    RHS       w_le_r_12_1_1_1   0.000000000000e+00
    RHS       w_ge_12_1_1_1  -1.000000000000e+00
    RHS       w_le_s_12_1_23_1   0.000000000000e+00
    RHS       w_le_r_12_1_23_1   0.000000000000e+00
    RHS       w_ge_12_1_23_1  -1.000000000000e+00
    RHS       w_le_s_12_1_5_5   0.000000000000e+00
    RHS       w_le_r_12_1_5_5   0.000000000000e+00
    RHS       w_ge_12_1_5_5  -1.000000000000e+00
    RHS       w_le_s_12_1_19_5   0.000000000000e+00
    RHS       w_le_r_12_1_19_5   0.000000000000e+00
    RHS       w_ge_12_1_19_5  -1.000000000000e+00
    RHS       w_le_s_12_1_7_7   0.000000000000e+00
    RHS       w_le_r_12_1_7_7   0.000000000000e+00
    RHS       w_ge_12_1_7_7  -1.000000000000e+00
    RHS       w_le_s_12_1_17_7   0.000000000000e+00
    RHS       w_le_r_12_1_17_7   0.000000000000e+00
    RHS       w_ge_12_1_17_7  -1.000000000000e+00
    RHS       w_le_s_12_1_11_11   0.000000000000e+00
    RHS       w_le_r_12_1_11_11   0.000000000000e+00
    RHS       w_ge_12_1_11_11  -1.000000000000e+00
    RHS       w_le_s_12_1_13_11   0.000000000000e+00
    RHS       w_le_r_12_1_13_11   0.000000000000e+00
    RHS       w_ge_12_1_13_11  -1.000000000000e+00
    RHS       w_le_s_1_2_1_1   0.000000000000e+00
    RHS       w_le_r_1_2_1_1   1.000000000000e+00
    RHS       w_ge_1_2_1_1   0.000000000000e+00
    RHS       w_le_s_1_2_23_1   0.000000000000e+00
    RHS       w_le_r_1_2_23_1   0.000000000000e+00
    RHS       w_ge_1_2_23_1  -1.000000000000e+00
    RHS       w_le_s_1_2_5_5   0.000000000000e+00
    RHS       w_le_r_1_2_5_5   0.000000000000e+00
    RHS       w_ge_1_2_5_5  -1.000000000000e+00
    RHS       w_le_s_1_2_19_5   0.000000000000e+00
    RHS       w_le_r_1_2_19_5   0.000000000000e+00
    RHS       w_ge_1_2_19_5  -1.000000000000e+00
    RHS       w_le_s_1_2_7_7   0.000000000000e+00
    RHS       w_le_r_1_2_7_7   0.000000000000e+00
    RHS       w_ge_1_2_7_7  -1.000000000000e+00
    RHS       w_le_s_1_2_17_7   0.000000000000e+00
    RHS       w_le_r_1_2_17_7   0.000000000000e+00
    RHS       w_ge_1_2_17_7  -1.000000000000e+00
    RHS       w_le_s_1_2_11_11   0.000000000000e+00
    RHS       w_le_r_1_2_11_11   0.000000000000e+00
    RHS       w_ge_1_2_11_11  -1.000000000000e+00
    RHS       w_le_s_1_2_13_11   0.000000000000e+00
    RHS       w_le_r_1_2_13_11   0.000000000000e+00
    RHS       w_ge_1_2_13_11  -1.000000000000e+00
    RHS       w_le_s_2_2_1_1   0.000000000000e+00
    RHS       w_le_r_2_2_1_1   0.000000000000e+00
    RHS       w_ge_2_2_1_1  -1.000000000000e+00
    RHS       w_le_s_2_2_23_1   0.000000000000e+00
    RHS       w_le_r_2_2_23_1   0.000000000000e+00
    RHS       w_ge_2_2_23_1  -1.000000000000e+00
    RHS       w_le_s_2_2_5_5   0.000000000000e+00
    RHS       w_le_r_2_2_5_5   0.000000000000e+00
    RHS       w_ge_2_2_5_5  -1.000000000000e+00
    RHS       w_le_s_2_2_19_5   0.000000000000e+00
    RHS       w_le_r_2_2_19_5   0.000000000000e+00
    RHS       w_ge_2_2_19_5  -1.000000000000e+00
    RHS       w_le_s_2_2_7_7   0.000000000000e+00
    RHS       w_le_r_2_2_7_7   0.000000000000e+00
    RHS       w_ge_2_2_7_7  -1.000000000000e+00
    RHS       w_le_s_2_2_17_7   0.000000000000e+00
    RHS       w_le_r_2_2_17_7   0.000000000000e+00
    RHS       w_ge_2_2_17_7  -1.000000000000e+00
    RHS       w_le_s_2_2_11_11   0.000000000000e+00
    RHS       w_le_r_2_2_11_11   0.000000000000e+00
    RHS       w_ge_2_2_11_11  -1.000000000000e+00
    RHS       w_le_s_2_2_13_11   0.000000000000e+00
    RHS       w_le_r_2_2_13_11   0.000000000000e+00
    RHS       w_ge_2_2_13_11  -1.000000000000e+00
    RHS       w_le_s_3_2_1_1   0.000000000000e+00
    RHS       w_le_r_3_2_1_1   0.000000000000e+00
    RHS       w_ge_3_2_1_1  -1.000000000000e+00
    RHS       w_le_s_3_2_23_1   0.000000000000e+00
    RHS       w_le_r_3_2_23_1   0.000000000000e+00
    RHS       w_ge_3_2_23_1  -1.000000000000e+00
    RHS       w_le_s_3_2_5_5   0.000000000000e+00
    RHS       w_le_r_3_2_5_5   0.000000000000e+00
    RHS       w_ge_3_2_5_5  -1.000000000000e+00
    RHS       w_le_s_3_2_19_5   0.000000000000e+00
    RHS       w_le_r_3_2_19_5   0.000000000000e+00
    RHS       w_ge_3_2_19_5  -1.000000000000e+00
    RHS       w_le_s_3_2_7_7   0.000000000000e+00
    RHS       w_le_r_3_2_7_7   0.000000000000e+00
    RHS       w_ge_3_2_7_7  -1.000000000000e+00
    RHS       w_le_s_3_2_17_7   0.000000000000e+00
    RHS       w_le_r_3_2_17_7   0.000000000000e+00
    RHS       w_ge_3_2_17_7  -1.000000000000e+00
    RHS       w_le_s_3_2_11_11   0.000000000000e+00
    RHS       w_le_r_3_2_11_11   0.000000000000e+00
    RHS       w_ge_3_2_11_11  -1.000000000000e+00
    RHS       w_le_s_3_2_13_11   0.000000000000e+00
    RHS       w_le_r_3_2_13_11   0.000000000000e+00
    RHS       w_ge_3_2_13_11  -1.000000000000e+00
    RHS       w_le_s_4_2_1_1   0.000000000000e+00
    RHS       w_le_r_4_2_1_1   0.000000000000e+00
    RHS       w_ge_4_2_1_1  -1.000000000000e+00
    RHS       w_le_s_4_2_23_1   0.000000000000e+00
    RHS       w_le_r_4_2_23_1   0.000000000000e+00
    RHS       w_ge_4_2_23_1  -1.000000000000e+00
    RHS       w_le_s_4_2_5_5   0.000000000000e+00
    RHS       w_le_r_4_2_5_5   0.000000000000e+00
    RHS       w_ge_4_2_5_5  -1.000000000000e+00
    RHS       w_le_s_4_2_19_5   0.000000000000e+00
    RHS       w_le_r_4_2_19_5   0.000000000000e+00
    RHS       w_ge_4_2_19_5  -1.000000000000e+00
    RHS       w_le_s_4_2_7_7   0.000000000000e+00
    RHS       w_le_r_4_2_7_7   0.000000000000e+00
    RHS       w_ge_4_2_7_7  -1.000000000000e+00
    RHS       w_le_s_4_2_17_7   0.000000000000e+00
    RHS       w_le_r_4_2_17_7   0.000000000000e+00
    RHS       w_ge_4_2_17_7  -1.000000000000e+00
    RHS       w_le_s_4_2_11_11   0.000000000000e+00
    RHS       w_le_r_4_2_11_11   0.000000000000e+00
    RHS       w_ge_4_2_11_11  -1.000000000000e+00
    RHS       w_le_s_4_2_13_11   0.000000000000e+00
    RHS       w_le_r_4_2_13_11   0.000000000000e+00
    RHS       w_ge_4_2_13_11  -1.000000000000e+00
    RHS       w_le_s_5_2_1_1   0.000000000000e+00
    RHS       w_le_r_5_2_1_1   0.000000000000e+00
    RHS       w_ge_5_2_1_1  -1.000000000000e+00
    RHS       w_le_s_5_2_23_1   0.000000000000e+00
    RHS       w_le_r_5_2_23_1   0.000000000000e+00
    RHS       w_ge_5_2_23_1  -1.000000000000e+00
    RHS       w_le_s_5_2_5_5   0.000000000000e+00
    RHS       w_le_r_5_2_5_5   1.000000000000e+00
    RHS       w_ge_5_2_5_5   0.000000000000e+00
    RHS       w_le_s_5_2_19_5   0.000000000000e+00
    RHS       w_le_r_5_2_19_5   0.000000000000e+00
    RHS       w_ge_5_2_19_5  -1.000000000000e+00
    RHS       w_le_s_5_2_7_7   0.000000000000e+00
    RHS       w_le_r_5_2_7_7   0.000000000000e+00
    RHS       w_ge_5_2_7_7  -1.000000000000e+00
    RHS       w_le_s_5_2_17_7   0.000000000000e+00
    RHS       w_le_r_5_2_17_7   0.000000000000e+00
    RHS       w_ge_5_2_17_7  -1.000000000000e+00
    RHS       w_le_s_5_2_11_11   0.000000000000e+00
    RHS       w_le_r_5_2_11_11   0.000000000000e+00
    RHS       w_ge_5_2_11_11  -1.000000000000e+00
    RHS       w_le_s_5_2_13_11   0.000000000000e+00
    RHS       w_le_r_5_2_13_11   0.000000000000e+00
    RHS       w_ge_5_2_13_11  -1.000000000000e+00
    RHS       w_le_s_6_2_1_1   0.000000000000e+00
    RHS       w_le_r_6_2_1_1   0.000000000000e+00
    RHS       w_ge_6_2_1_1  -1.000000000000e+00
    RHS       w_le_s_6_2_23_1   0.000000000000e+00
    RHS       w_le_r_6_2_23_1   0.000000000000e+00
    RHS       w_ge_6_2_23_1  -1.000000000000e+00
    RHS       w_le_s_6_2_5_5   0.000000000000e+00
    RHS       w_le_r_6_2_5_5   0.000000000000e+00
    RHS       w_ge_6_2_5_5  -1.000000000000e+00
    RHS       w_le_s_6_2_19_5   0.000000000000e+00
    RHS       w_le_r_6_2_19_5   0.000000000000e+00
    RHS       w_ge_6_2_19_5  -1.000000000000e+00
    RHS       w_le_s_6_2_7_7   0.000000000000e+00
    RHS       w_le_r_6_2_7_7   0.000000000000e+00
    RHS       w_ge_6_2_7_7  -1.000000000000e+00
    RHS       w_le_s_6_2_17_7   0.000000000000e+00
    RHS       w_le_r_6_2_17_7   0.000000000000e+00
    RHS       w_ge_6_2_17_7  -1.000000000000e+00
    RHS       w_le_s_6_2_11_11   0.000000000000e+00
    RHS       w_le_r_6_2_11_11   0.000000000000e+00
    RHS       w_ge_6_2_11_11  -1.000000000000e+00
    RHS       w_le_s_6_2_13_11   0.000000000000e+00
    RHS       w_le_r_6_2_13_11   0.000000000000e+00
    RHS       w_ge_6_2_13_11  -1.000000000000e+00
    RHS       w_le_s_7_2_1_1   0.000000000000e+00
    RHS       w_le_r_7_2_1_1   0.000000000000e+00
    RHS       w_ge_7_2_1_1  -1.000000000000e+00
    RHS       w_le_s_7_2_23_1   0.000000000000e+00
    RHS       w_le_r_7_2_23_1   0.000000000000e+00
    RHS       w_ge_7_2_23_1  -1.000000000000e+00
    RHS       w_le_s_7_2_5_5   0.000000000000e+00
    RHS       w_le_r_7_2_5_5   0.000000000000e+00
    RHS       w_ge_7_2_5_5  -1.000000000000e+00
    RHS       w_le_s_7_2_19_5   0.000000000000e+00
    RHS       w_le_r_7_2_19_5   0.000000000000e+00
    RHS       w_ge_7_2_19_5  -1.000000000000e+00
    RHS       w_le_s_7_2_7_7   0.000000000000e+00
    RHS       w_le_r_7_2_7_7   1.000000000000e+00
    RHS       w_ge_7_2_7_7   0.000000000000e+00
    RHS       w_le_s_7_2_17_7   0.000000000000e+00
    RHS       w_le_r_7_2_17_7   0.000000000000e+00
    RHS       w_ge_7_2_17_7  -1.000000000000e+00
    RHS       w_le_s_7_2_11_11   0.000000000000e+00
    RHS       w_le_r_7_2_11_11   0.000000000000e+00
    RHS       w_ge_7_2_11_11  -1.000000000000e+00
    RHS       w_le_s_7_2_13_11   0.000000000000e+00
    RHS       w_le_r_7_2_13_11   0.000000000000e+00
    RHS       w_ge_7_2_13_11  -1.000000000000e+00
    RHS       w_le_s_8_2_1_1   0.000000000000e+00
    RHS       w_le_r_8_2_1_1   0.000000000000e+00
    RHS       w_ge_8_2_1_1  -1.000000000000e+00
    RHS       w_le_s_8_2_23_1   0.000000000000e+00
    RHS       w_le_r_8_2_23_1   0.000000000000e+00
    RHS       w_ge_8_2_23_1  -1.000000000000e+00
    RHS       w_le_s_8_2_5_5   0.000000000000e+00
    RHS       w_le_r_8_2_5_5   0.000000000000e+00
    RHS       w_ge_8_2_5_5  -1.000000000000e+00
    RHS       w_le_s_8_2_19_5   0.000000000000e+00
    RHS       w_le_r_8_2_19_5   0.000000000000e+00
    RHS       w_ge_8_2_19_5  -1.000000000000e+00
    RHS       w_le_s_8_2_7_7   0.000000000000e+00
    RHS       w_le_r_8_2_7_7   0.000000000000e+00
    RHS       w_ge_8_2_7_7  -1.000000000000e+00
    RHS       w_le_s_8_2_17_7   0.000000000000e+00
    RHS       w_le_r_8_2_17_7   0.000000000000e+00
    RHS       w_ge_8_2_17_7  -1.000000000000e+00
    RHS       w_le_s_8_2_11_11   0.000000000000e+00
    RHS       w_le_r_8_2_11_11   0.000000000000e+00
    RHS       w_ge_8_2_11_11  -1.000000000000e+00
    RHS       w_le_s_8_2_13_11   0.000000000000e+00
    RHS       w_le_r_8_2_13_11   0.000000000000e+00
    RHS       w_ge_8_2_13_11  -1.000000000000e+00
    RHS       w_le_s_9_2_1_1   0.000000000000e+00
    RHS       w_le_r_9_2_1_1   0.000000000000e+00
    RHS       w_ge_9_2_1_1  -1.000000000000e+00
    RHS       w_le_s_9_2_23_1   0.000000000000e+00
    RHS       w_le_r_9_2_23_1   0.000000000000e+00
    RHS       w_ge_9_2_23_1  -1.000000000000e+00
    RHS       w_le_s_9_2_5_5   0.000000000000e+00
    RHS       w_le_r_9_2_5_5   0.000000000000e+00
    RHS       w_ge_9_2_5_5  -1.000000000000e+00
    RHS       w_le_s_9_2_19_5   0.000000000000e+00
    RHS       w_le_r_9_2_19_5   0.000000000000e+00
    RHS       w_ge_9_2_19_5  -1.000000000000e+00
    RHS       w_le_s_9_2_7_7   0.000000000000e+00
    RHS       w_le_r_9_2_7_7   0.000000000000e+00
    RHS       w_ge_9_2_7_7  -1.000000000000e+00
    RHS       w_le_s_9_2_17_7   0.000000000000e+00
    RHS       w_le_r_9_2_17_7   0.000000000000e+00
    RHS       w_ge_9_2_17_7  -1.000000000000e+00
    RHS       w_le_s_9_2_11_11   0.000000000000e+00
    RHS       w_le_r_9_2_11_11   0.000000000000e+00
    RHS       w_ge_9_2_11_11  -1.000000000000e+00
    RHS       w_le_s_9_2_13_11   0.000000000000e+00
    RHS       w_le_r_9_2_13_11   0.000000000000e+00
    RHS       w_ge_9_2_13_11  -1.000000000000e+00
    RHS       w_le_s_10_2_1_1   0.000000000000e+00
    RHS       w_le_r_10_2_1_1   0.000000000000e+00
    RHS       w_ge_10_2_1_1  -1.000000000000e+00
    RHS       w_le_s_10_2_23_1   0.000000000000e+00
    RHS       w_le_r_10_2_23_1   0.000000000000e+00
    RHS       w_ge_10_2_23_1  -1.000000000000e+00
    RHS       w_le_s_10_2_5_5   0.000000000000e+00
    RHS       w_le_r_10_2_5_5   0.000000000000e+00
    RHS       w_ge_10_2_5_5  -1.000000000000e+00
    RHS       w_le_s_10_2_19_5   0.000000000000e+00
    RHS       w_le_r_10_2_19_5   0.000000000000e+00
    RHS       w_ge_10_2_19_5  -1.000000000000e+00
    RHS       w_le_s_10_2_7_7   0.000000000000e+00
    RHS       w_le_r_10_2_7_7   0.000000000000e+00
    RHS       w_ge_10_2_7_7  -1.000000000000e+00
    RHS       w_le_s_10_2_17_7   0.000000000000e+00
    RHS       w_le_r_10_2_17_7   0.000000000000e+00
    RHS       w_ge_10_2_17_7  -1.000000000000e+00
    RHS       w_le_s_10_2_11_11   0.000000000000e+00
    RHS       w_le_r_10_2_11_11   0.000000000000e+00
    RHS       w_ge_10_2_11_11  -1.000000000000e+00
    RHS       w_le_s_10_2_13_11   0.000000000000e+00
    RHS       w_le_r_10_2_13_11   0.000000000000e+00
    RHS       w_ge_10_2_13_11  -1.000000000000e+00
    RHS       w_le_s_11_2_1_1   0.000000000000e+00
    RHS       w_le_r_11_2_1_1   0.000000000000e+00
    RHS       w_ge_11_2_1_1  -1.000000000000e+00
    RHS       w_le_s_11_2_23_1   0.000000000000e+00
    RHS       w_le_r_11_2_23_1   0.000000000000e+00
    RHS       w_ge_11_2_23_1  -1.000000000000e+00
    RHS       w_le_s_11_2_5_5   0.000000000000e+00
    RHS       w_le_r_11_2_5_5   0.000000000000e+00
    RHS       w_ge_11_2_5_5  -1.000000000000e+00
    RHS       w_le_s_11_2_19_5   0.000000000000e+00
    RHS       w_le_r_11_2_19_5   0.000000000000e+00
    RHS       w_ge_11_2_19_5  -1.000000000000e+00
    RHS       w_le_s_11_2_7_7   0.000000000000e+00
    RHS       w_le_r_11_2_7_7   0.000000000000e+00
    RHS       w_ge_11_2_7_7  -1.000000000000e+00
    RHS       w_le_s_11_2_17_7   0.000000000000e+00
    RHS       w_le_r_11_2_17_7   0.000000000000e+00
    RHS       w_ge_11_2_17_7  -1.000000000000e+00
    RHS       w_le_s_11_2_11_11   0.000000000000e+00
    RHS       w_le_r_11_2_11_11   1.000000000000e+00
    RHS       w_ge_11_2_11_11   0.000000000000e+00
    RHS       w_le_s_11_2_13_11   0.000000000000e+00
    RHS       w_le_r_11_2_13_11   0.000000000000e+00
    RHS       w_ge_11_2_13_11  -1.000000000000e+00
    RHS       w_le_s_12_2_1_1   0.000000000000e+00
    RHS       w_le_r_12_2_1_1   0.000000000000e+00
    RHS       w_ge_12_2_1_1  -1.000000000000e+00
    RHS       w_le_s_12_2_23_1   0.000000000000e+00
    RHS       w_le_r_12_2_23_1   0.000000000000e+00
    RHS       w_ge_12_2_23_1  -1.000000000000e+00
    RHS       w_le_s_12_2_5_5   0.000000000000e+00
    RHS       w_le_r_12_2_5_5   0.000000000000e+00
    RHS       w_ge_12_2_5_5  -1.000000000000e+00
    RHS       w_le_s_12_2_19_5   0.000000000000e+00
    RHS       w_le_r_12_2_19_5   0.000000000000e+00
    RHS       w_ge_12_2_19_5  -1.000000000000e+00
    RHS       w_le_s_12_2_7_7   0.000000000000e+00
    RHS       w_le_r_12_2_7_7   0.000000000000e+00
    RHS       w_ge_12_2_7_7  -1.000000000000e+00
    RHS       w_le_s_12_2_17_7   0.000000000000e+00
    RHS       w_le_r_12_2_17_7   0.000000000000e+00
    RHS       w_ge_12_2_17_7  -1.000000000000e+00
    RHS       w_le_s_12_2_11_11   0.000000000000e+00
    RHS       w_le_r_12_2_11_11   0.000000000000e+00
    RHS       w_ge_12_2_11_11  -1.000000000000e+00
    RHS       w_le_s_12_2_13_11   0.000000000000e+00
    RHS       w_le_r_12_2_13_11   0.000000000000e+00
    RHS       w_ge_12_2_13_11  -1.000000000000e+00
    RHS       w_le_s_1_3_1_1   0.000000000000e+00
    RHS       w_le_r_1_3_1_1   1.000000000000e+00
    RHS       w_ge_1_3_1_1   0.000000000000e+00
    RHS       w_le_s_1_3_23_1   0.000000000000e+00
    RHS       w_le_r_1_3_23_1   0.000000000000e+00
    RHS       w_ge_1_3_23_1  -1.000000000000e+00
    RHS       w_le_s_1_3_5_5   0.000000000000e+00
    RHS       w_le_r_1_3_5_5   0.000000000000e+00
    RHS       w_ge_1_3_5_5  -1.000000000000e+00
    RHS       w_le_s_1_3_19_5   0.000000000000e+00
    RHS       w_le_r_1_3_19_5   0.000000000000e+00
    RHS       w_ge_1_3_19_5  -1.000000000000e+00
    RHS       w_le_s_1_3_7_7   0.000000000000e+00
    RHS       w_le_r_1_3_7_7   0.000000000000e+00
    RHS       w_ge_1_3_7_7  -1.000000000000e+00
    RHS       w_le_s_1_3_17_7   0.000000000000e+00
    RHS       w_le_r_1_3_17_7   0.000000000000e+00
    RHS       w_ge_1_3_17_7  -1.000000000000e+00
    RHS       w_le_s_1_3_11_11   0.000000000000e+00
    RHS       w_le_r_1_3_11_11   0.000000000000e+00
    RHS       w_ge_1_3_11_11  -1.000000000000e+00
    RHS       w_le_s_1_3_13_11   0.000000000000e+00
    RHS       w_le_r_1_3_13_11   0.000000000000e+00
    RHS       w_ge_1_3_13_11  -1.000000000000e+00
    RHS       w_le_s_2_3_1_1   0.000000000000e+00
    RHS       w_le_r_2_3_1_1   0.000000000000e+00
    RHS       w_ge_2_3_1_1  -1.000000000000e+00
    RHS       w_le_s_2_3_23_1   0.000000000000e+00
    RHS       w_le_r_2_3_23_1   0.000000000000e+00
    RHS       w_ge_2_3_23_1  -1.000000000000e+00
    RHS       w_le_s_2_3_5_5   0.000000000000e+00
    RHS       w_le_r_2_3_5_5   0.000000000000e+00
    RHS       w_ge_2_3_5_5  -1.000000000000e+00
    RHS       w_le_s_2_3_19_5   0.000000000000e+00
    RHS       w_le_r_2_3_19_5   0.000000000000e+00
    RHS       w_ge_2_3_19_5  -1.000000000000e+00
    RHS       w_le_s_2_3_7_7   0.000000000000e+00
    RHS       w_le_r_2_3_7_7   0.000000000000e+00
    RHS       w_ge_2_3_7_7  -1.000000000000e+00
    RHS       w_le_s_2_3_17_7   0.000000000000e+00
    RHS       w_le_r_2_3_17_7   0.000000000000e+00
    RHS       w_ge_2_3_17_7  -1.000000000000e+00
    RHS       w_le_s_2_3_11_11   0.000000000000e+00
    RHS       w_le_r_2_3_11_11   0.000000000000e+00
    RHS       w_ge_2_3_11_11  -1.000000000000e+00
    RHS       w_le_s_2_3_13_11   0.000000000000e+00
    RHS       w_le_r_2_3_13_11   0.000000000000e+00
    RHS       w_ge_2_3_13_11  -1.000000000000e+00
    RHS       w_le_s_3_3_1_1   0.000000000000e+00
    RHS       w_le_r_3_3_1_1   0.000000000000e+00
    RHS       w_ge_3_3_1_1  -1.000000000000e+00
    RHS       w_le_s_3_3_23_1   0.000000000000e+00
    RHS       w_le_r_3_3_23_1   0.000000000000e+00
    RHS       w_ge_3_3_23_1  -1.000000000000e+00
    RHS       w_le_s_3_3_5_5   0.000000000000e+00
    RHS       w_le_r_3_3_5_5   0.000000000000e+00
    RHS       w_ge_3_3_5_5  -1.000000000000e+00
    RHS       w_le_s_3_3_19_5   0.000000000000e+00
    RHS       w_le_r_3_3_19_5   0.000000000000e+00
    RHS       w_ge_3_3_19_5  -1.000000000000e+00
    RHS       w_le_s_3_3_7_7   0.000000000000e+00
    RHS       w_le_r_3_3_7_7   0.000000000000e+00
    RHS       w_ge_3_3_7_7  -1.000000000000e+00
    RHS       w_le_s_3_3_17_7   0.000000000000e+00
    RHS       w_le_r_3_3_17_7   0.000000000000e+00
    RHS       w_ge_3_3_17_7  -1.000000000000e+00
    RHS       w_le_s_3_3_11_11   0.000000000000e+00
    RHS       w_le_r_3_3_11_11   0.000000000000e+00
    RHS       w_ge_3_3_11_11  -1.000000000000e+00
    RHS       w_le_s_3_3_13_11   0.000000000000e+00
    RHS       w_le_r_3_3_13_11   0.000000000000e+00
    RHS       w_ge_3_3_13_11  -1.000000000000e+00
    RHS       w_le_s_4_3_1_1   0.000000000000e+00
    RHS       w_le_r_4_3_1_1   0.000000000000e+00
    RHS       w_ge_4_3_1_1  -1.000000000000e+00
    RHS       w_le_s_4_3_23_1   0.000000000000e+00
    RHS       w_le_r_4_3_23_1   0.000000000000e+00
    RHS       w_ge_4_3_23_1  -1.000000000000e+00
    RHS       w_le_s_4_3_5_5   0.000000000000e+00
    RHS       w_le_r_4_3_5_5   0.000000000000e+00
    RHS       w_ge_4_3_5_5  -1.000000000000e+00
    RHS       w_le_s_4_3_19_5   0.000000000000e+00
    RHS       w_le_r_4_3_19_5   0.000000000000e+00
    RHS       w_ge_4_3_19_5  -1.000000000000e+00
    RHS       w_le_s_4_3_7_7   0.000000000000e+00
    RHS       w_le_r_4_3_7_7   0.000000000000e+00
    RHS       w_ge_4_3_7_7  -1.000000000000e+00
    RHS       w_le_s_4_3_17_7   0.000000000000e+00
    RHS       w_le_r_4_3_17_7   0.000000000000e+00
    RHS       w_ge_4_3_17_7  -1.000000000000e+00
    RHS       w_le_s_4_3_11_11   0.000000000000e+00
    RHS       w_le_r_4_3_11_11   0.000000000000e+00
    RHS       w_ge_4_3_11_11  -1.000000000000e+00
    RHS       w_le_s_4_3_13_11   0.000000000000e+00
    RHS       w_le_r_4_3_13_11   0.000000000000e+00
    RHS       w_ge_4_3_13_11  -1.000000000000e+00
    RHS       w_le_s_5_3_1_1   0.000000000000e+00
    RHS       w_le_r_5_3_1_1   0.000000000000e+00
    RHS       w_ge_5_3_1_1  -1.000000000000e+00
    RHS       w_le_s_5_3_23_1   0.000000000000e+00
    RHS       w_le_r_5_3_23_1   0.000000000000e+00
    RHS       w_ge_5_3_23_1  -1.000000000000e+00
    RHS       w_le_s_5_3_5_5   0.000000000000e+00
    RHS       w_le_r_5_3_5_5   1.000000000000e+00
    RHS       w_ge_5_3_5_5   0.000000000000e+00
    RHS       w_le_s_5_3_19_5   0.000000000000e+00
    RHS       w_le_r_5_3_19_5   0.000000000000e+00
    RHS       w_ge_5_3_19_5  -1.000000000000e+00
    RHS       w_le_s_5_3_7_7   0.000000000000e+00
    RHS       w_le_r_5_3_7_7   0.000000000000e+00
    RHS       w_ge_5_3_7_7  -1.000000000000e+00
    RHS       w_le_s_5_3_17_7   0.000000000000e+00
    RHS       w_le_r_5_3_17_7   0.000000000000e+00
    RHS       w_ge_5_3_17_7  -1.000000000000e+00
    RHS       w_le_s_5_3_11_11   0.000000000000e+00
    RHS       w_le_r_5_3_11_11   0.000000000000e+00
    RHS       w_ge_5_3_11_11  -1.000000000000e+00
    RHS       w_le_s_5_3_13_11   0.000000000000e+00
    RHS       w_le_r_5_3_13_11   0.000000000000e+00
    RHS       w_ge_5_3_13_11  -1.000000000000e+00
    RHS       w_le_s_6_3_1_1   0.000000000000e+00
    RHS       w_le_r_6_3_1_1   0.000000000000e+00
    RHS       w_ge_6_3_1_1  -1.000000000000e+00
    RHS       w_le_s_6_3_23_1   0.000000000000e+00
    RHS       w_le_r_6_3_23_1   0.000000000000e+00
    RHS       w_ge_6_3_23_1  -1.000000000000e+00
    RHS       w_le_s_6_3_5_5   0.000000000000e+00
    RHS       w_le_r_6_3_5_5   0.000000000000e+00
    RHS       w_ge_6_3_5_5  -1.000000000000e+00
    RHS       w_le_s_6_3_19_5   0.000000000000e+00
    RHS       w_le_r_6_3_19_5   0.000000000000e+00
    RHS       w_ge_6_3_19_5  -1.000000000000e+00
    RHS       w_le_s_6_3_7_7   0.000000000000e+00
    RHS       w_le_r_6_3_7_7   0.000000000000e+00
    RHS       w_ge_6_3_7_7  -1.000000000000e+00
    RHS       w_le_s_6_3_17_7   0.000000000000e+00
    RHS       w_le_r_6_3_17_7   0.000000000000e+00
    RHS       w_ge_6_3_17_7  -1.000000000000e+00
    RHS       w_le_s_6_3_11_11   0.000000000000e+00
    RHS       w_le_r_6_3_11_11   0.000000000000e+00
    RHS       w_ge_6_3_11_11  -1.000000000000e+00
    RHS       w_le_s_6_3_13_11   0.000000000000e+00
    RHS       w_le_r_6_3_13_11   0.000000000000e+00
    RHS       w_ge_6_3_13_11  -1.000000000000e+00
    RHS       w_le_s_7_3_1_1   0.000000000000e+00
    RHS       w_le_r_7_3_1_1   0.000000000000e+00
    RHS       w_ge_7_3_1_1  -1.000000000000e+00
    RHS       w_le_s_7_3_23_1   0.000000000000e+00
    RHS       w_le_r_7_3_23_1   0.000000000000e+00
    RHS       w_ge_7_3_23_1  -1.000000000000e+00
    RHS       w_le_s_7_3_5_5   0.000000000000e+00
    RHS       w_le_r_7_3_5_5   0.000000000000e+00
    RHS       w_ge_7_3_5_5  -1.000000000000e+00
    RHS       w_le_s_7_3_19_5   0.000000000000e+00
    RHS       w_le_r_7_3_19_5   0.000000000000e+00
    RHS       w_ge_7_3_19_5  -1.000000000000e+00
    RHS       w_le_s_7_3_7_7   0.000000000000e+00
    RHS       w_le_r_7_3_7_7   1.000000000000e+00
    RHS       w_ge_7_3_7_7   0.000000000000e+00
    RHS       w_le_s_7_3_17_7   0.000000000000e+00
    RHS       w_le_r_7_3_17_7   0.000000000000e+00
    RHS       w_ge_7_3_17_7  -1.000000000000e+00
    RHS       w_le_s_7_3_11_11   0.000000000000e+00
    RHS       w_le_r_7_3_11_11   0.000000000000e+00
    RHS       w_ge_7_3_11_11  -1.000000000000e+00
    RHS       w_le_s_7_3_13_11   0.000000000000e+00
    RHS       w_le_r_7_3_13_11   0.000000000000e+00
    RHS       w_ge_7_3_13_11  -1.000000000000e+00
    RHS       w_le_s_8_3_1_1   0.000000000000e+00
    RHS       w_le_r_8_3_1_1   0.000000000000e+00
    RHS       w_ge_8_3_1_1  -1.000000000000e+00
    RHS       w_le_s_8_3_23_1   0.000000000000e+00
    RHS       w_le_r_8_3_23_1   0.000000000000e+00
    RHS       w_ge_8_3_23_1  -1.000000000000e+00
    RHS       w_le_s_8_3_5_5   0.000000000000e+00
    RHS       w_le_r_8_3_5_5   0.000000000000e+00
    RHS       w_ge_8_3_5_5  -1.000000000000e+00
    RHS       w_le_s_8_3_19_5   0.000000000000e+00
    RHS       w_le_r_8_3_19_5   0.000000000000e+00
    RHS       w_ge_8_3_19_5  -1.000000000000e+00
    RHS       w_le_s_8_3_7_7   0.000000000000e+00
    RHS       w_le_r_8_3_7_7   0.000000000000e+00
    RHS       w_ge_8_3_7_7  -1.000000000000e+00
    RHS       w_le_s_8_3_17_7   0.000000000000e+00
    RHS       w_le_r_8_3_17_7   0.000000000000e+00
    RHS       w_ge_8_3_17_7  -1.000000000000e+00
    RHS       w_le_s_8_3_11_11   0.000000000000e+00
    RHS       w_le_r_8_3_11_11   0.000000000000e+00
    RHS       w_ge_8_3_11_11  -1.000000000000e+00
    RHS       w_le_s_8_3_13_11   0.000000000000e+00
    RHS       w_le_r_8_3_13_11   0.000000000000e+00
    RHS       w_ge_8_3_13_11  -1.000000000000e+00
    RHS       w_le_s_9_3_1_1   0.000000000000e+00
    RHS       w_le_r_9_3_1_1   0.000000000000e+00
    RHS       w_ge_9_3_1_1  -1.000000000000e+00
    RHS       w_le_s_9_3_23_1   0.000000000000e+00
    RHS       w_le_r_9_3_23_1   0.000000000000e+00
    RHS       w_ge_9_3_23_1  -1.000000000000e+00
    RHS       w_le_s_9_3_5_5   0.000000000000e+00
    RHS       w_le_r_9_3_5_5   0.000000000000e+00
    RHS       w_ge_9_3_5_5  -1.000000000000e+00
    RHS       w_le_s_9_3_19_5   0.000000000000e+00
    RHS       w_le_r_9_3_19_5   0.000000000000e+00
    RHS       w_ge_9_3_19_5  -1.000000000000e+00
    RHS       w_le_s_9_3_7_7   0.000000000000e+00
    RHS       w_le_r_9_3_7_7   0.000000000000e+00
    RHS       w_ge_9_3_7_7  -1.000000000000e+00
    RHS       w_le_s_9_3_17_7   0.000000000000e+00
    RHS       w_le_r_9_3_17_7   0.000000000000e+00
    RHS       w_ge_9_3_17_7  -1.000000000000e+00
    RHS       w_le_s_9_3_11_11   0.000000000000e+00
    RHS       w_le_r_9_3_11_11   0.000000000000e+00
    RHS       w_ge_9_3_11_11  -1.000000000000e+00
    RHS       w_le_s_9_3_13_11   0.000000000000e+00
    RHS       w_le_r_9_3_13_11   0.000000000000e+00
    RHS       w_ge_9_3_13_11  -1.000000000000e+00
    RHS       w_le_s_10_3_1_1   0.000000000000e+00
    RHS       w_le_r_10_3_1_1   0.000000000000e+00
    RHS       w_ge_10_3_1_1  -1.000000000000e+00
    RHS       w_le_s_10_3_23_1   0.000000000000e+00
    RHS       w_le_r_10_3_23_1   0.000000000000e+00
    RHS       w_ge_10_3_23_1  -1.000000000000e+00
    RHS       w_le_s_10_3_5_5   0.000000000000e+00
    RHS       w_le_r_10_3_5_5   0.000000000000e+00
    RHS       w_ge_10_3_5_5  -1.000000000000e+00
    RHS       w_le_s_10_3_19_5   0.000000000000e+00
    RHS       w_le_r_10_3_19_5   0.000000000000e+00
    RHS       w_ge_10_3_19_5  -1.000000000000e+00
    RHS       w_le_s_10_3_7_7   0.000000000000e+00
    RHS       w_le_r_10_3_7_7   0.000000000000e+00
    RHS       w_ge_10_3_7_7  -1.000000000000e+00
    RHS       w_le_s_10_3_17_7   0.000000000000e+00
    RHS       w_le_r_10_3_17_7   0.000000000000e+00
    RHS       w_ge_10_3_17_7  -1.000000000000e+00
    RHS       w_le_s_10_3_11_11   0.000000000000e+00
    RHS       w_le_r_10_3_11_11   0.000000000000e+00
    RHS       w_ge_10_3_11_11  -1.000000000000e+00
    RHS       w_le_s_10_3_13_11   0.000000000000e+00
    RHS       w_le_r_10_3_13_11   0.000000000000e+00
    RHS       w_ge_10_3_13_11  -1.000000000000e+00
    RHS       w_le_s_11_3_1_1   0.000000000000e+00
    RHS       w_le_r_11_3_1_1   0.000000000000e+00
    RHS       w_ge_11_3_1_1  -1.000000000000e+00
    RHS       w_le_s_11_3_23_1   0.000000000000e+00
    RHS       w_le_r_11_3_23_1   0.000000000000e+00
    RHS       w_ge_11_3_23_1  -1.000000000000e+00
    RHS       w_le_s_11_3_5_5   0.000000000000e+00
    RHS       w_le_r_11_3_5_5   0.000000000000e+00
    RHS       w_ge_11_3_5_5  -1.000000000000e+00
    RHS       w_le_s_11_3_19_5   0.000000000000e+00
    RHS       w_le_r_11_3_19_5   0.000000000000e+00
    RHS       w_ge_11_3_19_5  -1.000000000000e+00
    RHS       w_le_s_11_3_7_7   0.000000000000e+00
    RHS       w_le_r_11_3_7_7   0.000000000000e+00
    RHS       w_ge_11_3_7_7  -1.000000000000e+00
    RHS       w_le_s_11_3_17_7   0.000000000000e+00
    RHS       w_le_r_11_3_17_7   0.000000000000e+00
    RHS       w_ge_11_3_17_7  -1.000000000000e+00
    RHS       w_le_s_11_3_11_11   0.000000000000e+00
    RHS       w_le_r_11_3_11_11   1.000000000000e+00
    RHS       w_ge_11_3_11_11   0.000000000000e+00
    RHS       w_le_s_11_3_13_11   0.000000000000e+00
    RHS       w_le_r_11_3_13_11   0.000000000000e+00
    RHS       w_ge_11_3_13_11  -1.000000000000e+00
    RHS       w_le_s_12_3_1_1   0.000000000000e+00
    RHS       w_le_r_12_3_1_1   0.000000000000e+00
    RHS       w_ge_12_3_1_1  -1.000000000000e+00
    RHS       w_le_s_12_3_23_1   0.000000000000e+00
    RHS       w_le_r_12_3_23_1   0.000000000000e+00
    RHS       w_ge_12_3_23_1  -1.000000000000e+00
    RHS       w_le_s_12_3_5_5   0.000000000000e+00
    RHS       w_le_r_12_3_5_5   0.000000000000e+00
    RHS       w_ge_12_3_5_5  -1.000000000000e+00
    RHS       w_le_s_12_3_19_5   0.000000000000e+00
    RHS       w_le_r_12_3_19_5   0.000000000000e+00
    RHS       w_ge_12_3_19_5  -1.000000000000e+00
    RHS       w_le_s_12_3_7_7   0.000000000000e+00
    RHS       w_le_r_12_3_7_7   0.000000000000e+00
    RHS       w_ge_12_3_7_7  -1.000000000000e+00
    RHS       w_le_s_12_3_17_7   0.000000000000e+00
    RHS       w_le_r_12_3_17_7   0.000000000000e+00
    RHS       w_ge_12_3_17_7  -1.000000000000e+00
    RHS       w_le_s_12_3_11_11   0.000000000000e+00
    RHS       w_le_r_12_3_11_11   0.000000000000e+00
    RHS       w_ge_12_3_11_11  -1.000000000000e+00
    RHS       w_le_s_12_3_13_11   0.000000000000e+00
    RHS       w_le_r_12_3_13_11   0.000000000000e+00
    RHS       w_ge_12_3_13_11  -1.000000000000e+00
    RHS       w_le_s_1_4_1_1   0.000000000000e+00
    RHS       w_le_r_1_4_1_1   1.000000000000e+00
    RHS       w_ge_1_4_1_1   0.000000000000e+00
    RHS       w_le_s_1_4_23_1   0.000000000000e+00
    RHS       w_le_r_1_4_23_1   0.000000000000e+00
    RHS       w_ge_1_4_23_1  -1.000000000000e+00
    RHS       w_le_s_1_4_5_5   0.000000000000e+00
    RHS       w_le_r_1_4_5_5   0.000000000000e+00
    RHS       w_ge_1_4_5_5  -1.000000000000e+00
    RHS       w_le_s_1_4_19_5   0.000000000000e+00
    RHS       w_le_r_1_4_19_5   0.000000000000e+00
    RHS       w_ge_1_4_19_5  -1.000000000000e+00
    RHS       w_le_s_1_4_7_7   0.000000000000e+00
    RHS       w_le_r_1_4_7_7   0.000000000000e+00
    RHS       w_ge_1_4_7_7  -1.000000000000e+00
    RHS       w_le_s_1_4_17_7   0.000000000000e+00
    RHS       w_le_r_1_4_17_7   0.000000000000e+00
    RHS       w_ge_1_4_17_7  -1.000000000000e+00
    RHS       w_le_s_1_4_11_11   0.000000000000e+00
    RHS       w_le_r_1_4_11_11   0.000000000000e+00
    RHS       w_ge_1_4_11_11  -1.000000000000e+00
    RHS       w_le_s_1_4_13_11   0.000000000000e+00
    RHS       w_le_r_1_4_13_11   0.000000000000e+00
    RHS       w_ge_1_4_13_11  -1.000000000000e+00
    RHS       w_le_s_2_4_1_1   0.000000000000e+00
    RHS       w_le_r_2_4_1_1   0.000000000000e+00
    RHS       w_ge_2_4_1_1  -1.000000000000e+00
    RHS       w_le_s_2_4_23_1   0.000000000000e+00
    RHS       w_le_r_2_4_23_1   0.000000000000e+00
    RHS       w_ge_2_4_23_1  -1.000000000000e+00
    RHS       w_le_s_2_4_5_5   0.000000000000e+00
    RHS       w_le_r_2_4_5_5   0.000000000000e+00
    RHS       w_ge_2_4_5_5  -1.000000000000e+00
    RHS       w_le_s_2_4_19_5   0.000000000000e+00
    RHS       w_le_r_2_4_19_5   0.000000000000e+00
    RHS       w_ge_2_4_19_5  -1.000000000000e+00
    RHS       w_le_s_2_4_7_7   0.000000000000e+00
    RHS       w_le_r_2_4_7_7   0.000000000000e+00
    RHS       w_ge_2_4_7_7  -1.000000000000e+00
    RHS       w_le_s_2_4_17_7   0.000000000000e+00
    RHS       w_le_r_2_4_17_7   0.000000000000e+00
    RHS       w_ge_2_4_17_7  -1.000000000000e+00
    RHS       w_le_s_2_4_11_11   0.000000000000e+00
    RHS       w_le_r_2_4_11_11   0.000000000000e+00
    RHS       w_ge_2_4_11_11  -1.000000000000e+00
    RHS       w_le_s_2_4_13_11   0.000000000000e+00
    RHS       w_le_r_2_4_13_11   0.000000000000e+00
    RHS       w_ge_2_4_13_11  -1.000000000000e+00
    RHS       w_le_s_3_4_1_1   0.000000000000e+00
    RHS       w_le_r_3_4_1_1   0.000000000000e+00
    RHS       w_ge_3_4_1_1  -1.000000000000e+00
    RHS       w_le_s_3_4_23_1   0.000000000000e+00
    RHS       w_le_r_3_4_23_1   0.000000000000e+00
    RHS       w_ge_3_4_23_1  -1.000000000000e+00
    RHS       w_le_s_3_4_5_5   0.000000000000e+00
    RHS       w_le_r_3_4_5_5   0.000000000000e+00
    RHS       w_ge_3_4_5_5  -1.000000000000e+00
    RHS       w_le_s_3_4_19_5   0.000000000000e+00
    RHS       w_le_r_3_4_19_5   0.000000000000e+00
    RHS       w_ge_3_4_19_5  -1.000000000000e+00
    RHS       w_le_s_3_4_7_7   0.000000000000e+00
    RHS       w_le_r_3_4_7_7   0.000000000000e+00
    RHS       w_ge_3_4_7_7  -1.000000000000e+00
    RHS       w_le_s_3_4_17_7   0.000000000000e+00
    RHS       w_le_r_3_4_17_7   0.000000000000e+00
    RHS       w_ge_3_4_17_7  -1.000000000000e+00
    RHS       w_le_s_3_4_11_11   0.000000000000e+00
    RHS       w_le_r_3_4_11_11   0.000000000000e+00
    RHS       w_ge_3_4_11_11  -1.000000000000e+00
    RHS       w_le_s_3_4_13_11   0.000000000000e+00
    RHS       w_le_r_3_4_13_11   0.000000000000e+00
    RHS       w_ge_3_4_13_11  -1.000000000000e+00
    RHS       w_le_s_4_4_1_1   0.000000000000e+00
    RHS       w_le_r_4_4_1_1   0.000000000000e+00
    RHS       w_ge_4_4_1_1  -1.000000000000e+00
    RHS       w_le_s_4_4_23_1   0.000000000000e+00
    RHS       w_le_r_4_4_23_1   0.000000000000e+00
    RHS       w_ge_4_4_23_1  -1.000000000000e+00
    RHS       w_le_s_4_4_5_5   0.000000000000e+00
    RHS       w_le_r_4_4_5_5   0.000000000000e+00
    RHS       w_ge_4_4_5_5  -1.000000000000e+00
    RHS       w_le_s_4_4_19_5   0.000000000000e+00
    RHS       w_le_r_4_4_19_5   0.000000000000e+00
    RHS       w_ge_4_4_19_5  -1.000000000000e+00
    RHS       w_le_s_4_4_7_7   0.000000000000e+00
    RHS       w_le_r_4_4_7_7   0.000000000000e+00
    RHS       w_ge_4_4_7_7  -1.000000000000e+00
    RHS       w_le_s_4_4_17_7   0.000000000000e+00
    RHS       w_le_r_4_4_17_7   0.000000000000e+00
    RHS       w_ge_4_4_17_7  -1.000000000000e+00
    RHS       w_le_s_4_4_11_11   0.000000000000e+00
    RHS       w_le_r_4_4_11_11   0.000000000000e+00
    RHS       w_ge_4_4_11_11  -1.000000000000e+00
    RHS       w_le_s_4_4_13_11   0.000000000000e+00
    RHS       w_le_r_4_4_13_11   0.000000000000e+00
    RHS       w_ge_4_4_13_11  -1.000000000000e+00
    RHS       w_le_s_5_4_1_1   0.000000000000e+00
    RHS       w_le_r_5_4_1_1   0.000000000000e+00
    RHS       w_ge_5_4_1_1  -1.000000000000e+00
    RHS       w_le_s_5_4_23_1   0.000000000000e+00
    RHS       w_le_r_5_4_23_1   0.000000000000e+00
    RHS       w_ge_5_4_23_1  -1.000000000000e+00
    RHS       w_le_s_5_4_5_5   0.000000000000e+00
    RHS       w_le_r_5_4_5_5   1.000000000000e+00
    RHS       w_ge_5_4_5_5   0.000000000000e+00
    RHS       w_le_s_5_4_19_5   0.000000000000e+00
    RHS       w_le_r_5_4_19_5   0.000000000000e+00
    RHS       w_ge_5_4_19_5  -1.000000000000e+00
    RHS       w_le_s_5_4_7_7   0.000000000000e+00
    RHS       w_le_r_5_4_7_7   0.000000000000e+00
    RHS       w_ge_5_4_7_7  -1.000000000000e+00
    RHS       w_le_s_5_4_17_7   0.000000000000e+00
    RHS       w_le_r_5_4_17_7   0.000000000000e+00
    RHS       w_ge_5_4_17_7  -1.000000000000e+00
    RHS       w_le_s_5_4_11_11   0.000000000000e+00
    RHS       w_le_r_5_4_11_11   0.000000000000e+00
    RHS       w_ge_5_4_11_11  -1.000000000000e+00
    RHS       w_le_s_5_4_13_11   0.000000000000e+00
    RHS       w_le_r_5_4_13_11   0.000000000000e+00
    RHS       w_ge_5_4_13_11  -1.000000000000e+00
    RHS       w_le_s_6_4_1_1   0.000000000000e+00
    RHS       w_le_r_6_4_1_1   0.000000000000e+00
    RHS       w_ge_6_4_1_1  -1.000000000000e+00
    RHS       w_le_s_6_4_23_1   0.000000000000e+00
    RHS       w_le_r_6_4_23_1   0.000000000000e+00
    RHS       w_ge_6_4_23_1  -1.000000000000e+00
    RHS       w_le_s_6_4_5_5   0.000000000000e+00
    RHS       w_le_r_6_4_5_5   0.000000000000e+00
    RHS       w_ge_6_4_5_5  -1.000000000000e+00
    RHS       w_le_s_6_4_19_5   0.000000000000e+00
    RHS       w_le_r_6_4_19_5   0.000000000000e+00
    RHS       w_ge_6_4_19_5  -1.000000000000e+00
    RHS       w_le_s_6_4_7_7   0.000000000000e+00
    RHS       w_le_r_6_4_7_7   0.000000000000e+00
    RHS       w_ge_6_4_7_7  -1.000000000000e+00
    RHS       w_le_s_6_4_17_7   0.000000000000e+00
    RHS       w_le_r_6_4_17_7   0.000000000000e+00
    RHS       w_ge_6_4_17_7  -1.000000000000e+00
    RHS       w_le_s_6_4_11_11   0.000000000000e+00
    RHS       w_le_r_6_4_11_11   0.000000000000e+00
    RHS       w_ge_6_4_11_11  -1.000000000000e+00
    RHS       w_le_s_6_4_13_11   0.000000000000e+00
    RHS       w_le_r_6_4_13_11   0.000000000000e+00
    RHS       w_ge_6_4_13_11  -1.000000000000e+00
    RHS       w_le_s_7_4_1_1   0.000000000000e+00
    RHS       w_le_r_7_4_1_1   0.000000000000e+00
    RHS       w_ge_7_4_1_1  -1.000000000000e+00
    RHS       w_le_s_7_4_23_1   0.000000000000e+00
    RHS       w_le_r_7_4_23_1   0.000000000000e+00
    RHS       w_ge_7_4_23_1  -1.000000000000e+00
    RHS       w_le_s_7_4_5_5   0.000000000000e+00
    RHS       w_le_r_7_4_5_5   0.000000000000e+00
    RHS       w_ge_7_4_5_5  -1.000000000000e+00
    RHS       w_le_s_7_4_19_5   0.000000000000e+00
    RHS       w_le_r_7_4_19_5   0.000000000000e+00
    RHS       w_ge_7_4_19_5  -1.000000000000e+00
    RHS       w_le_s_7_4_7_7   0.000000000000e+00
    RHS       w_le_r_7_4_7_7   1.000000000000e+00
    RHS       w_ge_7_4_7_7   0.000000000000e+00
    RHS       w_le_s_7_4_17_7   0.000000000000e+00
    RHS       w_le_r_7_4_17_7   0.000000000000e+00
    RHS       w_ge_7_4_17_7  -1.000000000000e+00
    RHS       w_le_s_7_4_11_11   0.000000000000e+00
    RHS       w_le_r_7_4_11_11   0.000000000000e+00
    RHS       w_ge_7_4_11_11  -1.000000000000e+00
    RHS       w_le_s_7_4_13_11   0.000000000000e+00
    RHS       w_le_r_7_4_13_11   0.000000000000e+00
    RHS       w_ge_7_4_13_11  -1.000000000000e+00
    RHS       w_le_s_8_4_1_1   0.000000000000e+00
    RHS       w_le_r_8_4_1_1   0.000000000000e+00
    RHS       w_ge_8_4_1_1  -1.000000000000e+00
    RHS       w_le_s_8_4_23_1   0.000000000000e+00
    RHS       w_le_r_8_4_23_1   0.000000000000e+00
    RHS       w_ge_8_4_23_1  -1.000000000000e+00
    RHS       w_le_s_8_4_5_5   0.000000000000e+00
    RHS       w_le_r_8_4_5_5   0.000000000000e+00
    RHS       w_ge_8_4_5_5  -1.000000000000e+00
    RHS       w_le_s_8_4_19_5   0.000000000000e+00
    RHS       w_le_r_8_4_19_5   0.000000000000e+00
    RHS       w_ge_8_4_19_5  -1.000000000000e+00
    RHS       w_le_s_8_4_7_7   0.000000000000e+00
    RHS       w_le_r_8_4_7_7   0.000000000000e+00
    RHS       w_ge_8_4_7_7  -1.000000000000e+00
    RHS       w_le_s_8_4_17_7   0.000000000000e+00
    RHS       w_le_r_8_4_17_7   0.000000000000e+00
    RHS       w_ge_8_4_17_7  -1.000000000000e+00
    RHS       w_le_s_8_4_11_11   0.000000000000e+00
    RHS       w_le_r_8_4_11_11   0.000000000000e+00
    RHS       w_ge_8_4_11_11  -1.000000000000e+00
    RHS       w_le_s_8_4_13_11   0.000000000000e+00
    RHS       w_le_r_8_4_13_11   0.000000000000e+00
    RHS       w_ge_8_4_13_11  -1.000000000000e+00
    RHS       w_le_s_9_4_1_1   0.000000000000e+00
    RHS       w_le_r_9_4_1_1   0.000000000000e+00
    RHS       w_ge_9_4_1_1  -1.000000000000e+00
    RHS       w_le_s_9_4_23_1   0.000000000000e+00
    RHS       w_le_r_9_4_23_1   0.000000000000e+00
    RHS       w_ge_9_4_23_1  -1.000000000000e+00
    RHS       w_le_s_9_4_5_5   0.000000000000e+00
    RHS       w_le_r_9_4_5_5   0.000000000000e+00
    RHS       w_ge_9_4_5_5  -1.000000000000e+00
    RHS       w_le_s_9_4_19_5   0.000000000000e+00
    RHS       w_le_r_9_4_19_5   0.000000000000e+00
    RHS       w_ge_9_4_19_5  -1.000000000000e+00
    RHS       w_le_s_9_4_7_7   0.000000000000e+00
    RHS       w_le_r_9_4_7_7   0.000000000000e+00
    RHS       w_ge_9_4_7_7  -1.000000000000e+00
    RHS       w_le_s_9_4_17_7   0.000000000000e+00
    RHS       w_le_r_9_4_17_7   0.000000000000e+00
    RHS       w_ge_9_4_17_7  -1.000000000000e+00
    RHS       w_le_s_9_4_11_11   0.000000000000e+00
    RHS       w_le_r_9_4_11_11   0.000000000000e+00
    RHS       w_ge_9_4_11_11  -1.000000000000e+00
    RHS       w_le_s_9_4_13_11   0.000000000000e+00
    RHS       w_le_r_9_4_13_11   0.000000000000e+00
    RHS       w_ge_9_4_13_11  -1.000000000000e+00
    RHS       w_le_s_10_4_1_1   0.000000000000e+00
    RHS       w_le_r_10_4_1_1   0.000000000000e+00
    RHS       w_ge_10_4_1_1  -1.000000000000e+00
    RHS       w_le_s_10_4_23_1   0.000000000000e+00
    RHS       w_le_r_10_4_23_1   0.000000000000e+00
    RHS       w_ge_10_4_23_1  -1.000000000000e+00
    RHS       w_le_s_10_4_5_5   0.000000000000e+00
    RHS       w_le_r_10_4_5_5   0.000000000000e+00
    RHS       w_ge_10_4_5_5  -1.000000000000e+00
    RHS       w_le_s_10_4_19_5   0.000000000000e+00
    RHS       w_le_r_10_4_19_5   0.000000000000e+00
    RHS       w_ge_10_4_19_5  -1.000000000000e+00
    RHS       w_le_s_10_4_7_7   0.000000000000e+00
    RHS       w_le_r_10_4_7_7   0.000000000000e+00
    RHS       w_ge_10_4_7_7  -1.000000000000e+00
    RHS       w_le_s_10_4_17_7   0.000000000000e+00
    RHS       w_le_r_10_4_17_7   0.000000000000e+00
    RHS       w_ge_10_4_17_7  -1.000000000000e+00
    RHS       w_le_s_10_4_11_11   0.000000000000e+00
    RHS       w_le_r_10_4_11_11   0.000000000000e+00
    RHS       w_ge_10_4_11_11  -1.000000000000e+00
    RHS       w_le_s_10_4_13_11   0.000000000000e+00
    RHS       w_le_r_10_4_13_11   0.000000000000e+00
    RHS       w_ge_10_4_13_11  -1.000000000000e+00
    RHS       w_le_s_11_4_1_1   0.000000000000e+00
    RHS       w_le_r_11_4_1_1   0.000000000000e+00
    RHS       w_ge_11_4_1_1  -1.000000000000e+00
    RHS       w_le_s_11_4_23_1   0.000000000000e+00
    RHS       w_le_r_11_4_23_1   0.000000000000e+00
    RHS       w_ge_11_4_23_1  -1.000000000000e+00
    RHS       w_le_s_11_4_5_5   0.000000000000e+00
    RHS       w_le_r_11_4_5_5   0.000000000000e+00
    RHS       w_ge_11_4_5_5  -1.000000000000e+00
    RHS       w_le_s_11_4_19_5   0.000000000000e+00
    RHS       w_le_r_11_4_19_5   0.000000000000e+00
    RHS       w_ge_11_4_19_5  -1.000000000000e+00
    RHS       w_le_s_11_4_7_7   0.000000000000e+00
    RHS       w_le_r_11_4_7_7   0.000000000000e+00
    RHS       w_ge_11_4_7_7  -1.000000000000e+00
    RHS       w_le_s_11_4_17_7   0.000000000000e+00
    RHS       w_le_r_11_4_17_7   0.000000000000e+00
    RHS       w_ge_11_4_17_7  -1.000000000000e+00
    RHS       w_le_s_11_4_11_11   0.000000000000e+00
    RHS       w_le_r_11_4_11_11   1.000000000000e+00
    RHS       w_ge_11_4_11_11   0.000000000000e+00
    RHS       w_le_s_11_4_13_11   0.000000000000e+00
    RHS       w_le_r_11_4_13_11   0.000000000000e+00
    RHS       w_ge_11_4_13_11  -1.000000000000e+00
    RHS       w_le_s_12_4_1_1   0.000000000000e+00
    RHS       w_le_r_12_4_1_1   0.000000000000e+00
    RHS       w_ge_12_4_1_1  -1.000000000000e+00
    RHS       w_le_s_12_4_23_1   0.000000000000e+00
    RHS       w_le_r_12_4_23_1   0.000000000000e+00
    RHS       w_ge_12_4_23_1  -1.000000000000e+00
    RHS       w_le_s_12_4_5_5   0.000000000000e+00
    RHS       w_le_r_12_4_5_5   0.000000000000e+00
    RHS       w_ge_12_4_5_5  -1.000000000000e+00
    RHS       w_le_s_12_4_19_5   0.000000000000e+00
    RHS       w_le_r_12_4_19_5   0.000000000000e+00
    RHS       w_ge_12_4_19_5  -1.000000000000e+00
    RHS       w_le_s_12_4_7_7   0.000000000000e+00
    RHS       w_le_r_12_4_7_7   0.000000000000e+00
    RHS       w_ge_12_4_7_7  -1.000000000000e+00
    RHS       w_le_s_12_4_17_7   0.000000000000e+00
    RHS       w_le_r_12_4_17_7   0.000000000000e+00
    RHS       w_ge_12_4_17_7  -1.000000000000e+00
    RHS       w_le_s_12_4_11_11   0.000000000000e+00
    RHS       w_le_r_12_4_11_11   0.000000000000e+00
    RHS       w_ge_12_4_11_11  -1.000000000000e+00
    RHS       w_le_s_12_4_13_11   0.000000000000e+00
    RHS       w_le_r_12_4_13_11   0.000000000000e+00
    RHS       w_ge_12_4_13_11  -1.000000000000e+00
    RHS       w_le_s_1_5_1_1   0.000000000000e+00
    RHS       w_le_r_1_5_1_1   1.000000000000e+00
    RHS       w_ge_1_5_1_1   0.000000000000e+00
    RHS       w_le_s_1_5_23_1   0.000000000000e+00
    RHS       w_le_r_1_5_23_1   0.000000000000e+00
    RHS       w_ge_1_5_23_1  -1.000000000000e+00
    RHS       w_le_s_1_5_5_5   0.000000000000e+00
    RHS       w_le_r_1_5_5_5   0.000000000000e+00
    RHS       w_ge_1_5_5_5  -1.000000000000e+00
    RHS       w_le_s_1_5_19_5   0.000000000000e+00
    RHS       w_le_r_1_5_19_5   0.000000000000e+00
    RHS       w_ge_1_5_19_5  -1.000000000000e+00
    RHS       w_le_s_1_5_7_7   0.000000000000e+00
    RHS       w_le_r_1_5_7_7   0.000000000000e+00
    RHS       w_ge_1_5_7_7  -1.000000000000e+00
    RHS       w_le_s_1_5_17_7   0.000000000000e+00
    RHS       w_le_r_1_5_17_7   0.000000000000e+00
    RHS       w_ge_1_5_17_7  -1.000000000000e+00
    RHS       w_le_s_1_5_11_11   0.000000000000e+00
    RHS       w_le_r_1_5_11_11   0.000000000000e+00
    RHS       w_ge_1_5_11_11  -1.000000000000e+00
    RHS       w_le_s_1_5_13_11   0.000000000000e+00
    RHS       w_le_r_1_5_13_11   0.000000000000e+00
    RHS       w_ge_1_5_13_11  -1.000000000000e+00
    RHS       w_le_s_2_5_1_1   0.000000000000e+00
    RHS       w_le_r_2_5_1_1   0.000000000000e+00
    RHS       w_ge_2_5_1_1  -1.000000000000e+00
    RHS       w_le_s_2_5_23_1   0.000000000000e+00
    RHS       w_le_r_2_5_23_1   0.000000000000e+00
    RHS       w_ge_2_5_23_1  -1.000000000000e+00
    RHS       w_le_s_2_5_5_5   0.000000000000e+00
    RHS       w_le_r_2_5_5_5   0.000000000000e+00
    RHS       w_ge_2_5_5_5  -1.000000000000e+00
    RHS       w_le_s_2_5_19_5   0.000000000000e+00
    RHS       w_le_r_2_5_19_5   0.000000000000e+00
    RHS       w_ge_2_5_19_5  -1.000000000000e+00
    RHS       w_le_s_2_5_7_7   0.000000000000e+00
    RHS       w_le_r_2_5_7_7   0.000000000000e+00
    RHS       w_ge_2_5_7_7  -1.000000000000e+00
    RHS       w_le_s_2_5_17_7   0.000000000000e+00
    RHS       w_le_r_2_5_17_7   0.000000000000e+00
    RHS       w_ge_2_5_17_7  -1.000000000000e+00
    RHS       w_le_s_2_5_11_11   0.000000000000e+00
    RHS       w_le_r_2_5_11_11   0.000000000000e+00
    RHS       w_ge_2_5_11_11  -1.000000000000e+00
    RHS       w_le_s_2_5_13_11   0.000000000000e+00
    RHS       w_le_r_2_5_13_11   0.000000000000e+00
    RHS       w_ge_2_5_13_11  -1.000000000000e+00
    RHS       w_le_s_3_5_1_1   0.000000000000e+00
    RHS       w_le_r_3_5_1_1   0.000000000000e+00
    RHS       w_ge_3_5_1_1  -1.000000000000e+00
    RHS       w_le_s_3_5_23_1   0.000000000000e+00
    RHS       w_le_r_3_5_23_1   0.000000000000e+00
    RHS       w_ge_3_5_23_1  -1.000000000000e+00
    RHS       w_le_s_3_5_5_5   0.000000000000e+00
    RHS       w_le_r_3_5_5_5   0.000000000000e+00
    RHS       w_ge_3_5_5_5  -1.000000000000e+00
    RHS       w_le_s_3_5_19_5   0.000000000000e+00
    RHS       w_le_r_3_5_19_5   0.000000000000e+00
    RHS       w_ge_3_5_19_5  -1.000000000000e+00
    RHS       w_le_s_3_5_7_7   0.000000000000e+00
    RHS       w_le_r_3_5_7_7   0.000000000000e+00
    RHS       w_ge_3_5_7_7  -1.000000000000e+00
    RHS       w_le_s_3_5_17_7   0.000000000000e+00
    RHS       w_le_r_3_5_17_7   0.000000000000e+00
    RHS       w_ge_3_5_17_7  -1.000000000000e+00
    RHS       w_le_s_3_5_11_11   0.000000000000e+00
    RHS       w_le_r_3_5_11_11   0.000000000000e+00
    RHS       w_ge_3_5_11_11  -1.000000000000e+00
    RHS       w_le_s_3_5_13_11   0.000000000000e+00
    RHS       w_le_r_3_5_13_11   0.000000000000e+00
    RHS       w_ge_3_5_13_11  -1.000000000000e+00
    RHS       w_le_s_4_5_1_1   0.000000000000e+00
    RHS       w_le_r_4_5_1_1   0.000000000000e+00
    RHS       w_ge_4_5_1_1  -1.000000000000e+00
    RHS       w_le_s_4_5_23_1   0.000000000000e+00
    RHS       w_le_r_4_5_23_1   0.000000000000e+00
    RHS       w_ge_4_5_23_1  -1.000000000000e+00
    RHS       w_le_s_4_5_5_5   0.000000000000e+00
    RHS       w_le_r_4_5_5_5   0.000000000000e+00
    RHS       w_ge_4_5_5_5  -1.000000000000e+00
    RHS       w_le_s_4_5_19_5   0.000000000000e+00
    RHS       w_le_r_4_5_19_5   0.000000000000e+00
    RHS       w_ge_4_5_19_5  -1.000000000000e+00
    RHS       w_le_s_4_5_7_7   0.000000000000e+00
    RHS       w_le_r_4_5_7_7   0.000000000000e+00
    RHS       w_ge_4_5_7_7  -1.000000000000e+00
    RHS       w_le_s_4_5_17_7   0.000000000000e+00
    RHS       w_le_r_4_5_17_7   0.000000000000e+00
    RHS       w_ge_4_5_17_7  -1.000000000000e+00
    RHS       w_le_s_4_5_11_11   0.000000000000e+00
    RHS       w_le_r_4_5_11_11   0.000000000000e+00
    RHS       w_ge_4_5_11_11  -1.000000000000e+00
    RHS       w_le_s_4_5_13_11   0.000000000000e+00
    RHS       w_le_r_4_5_13_11   0.000000000000e+00
    RHS       w_ge_4_5_13_11  -1.000000000000e+00
    RHS       w_le_s_5_5_1_1   0.000000000000e+00
    RHS       w_le_r_5_5_1_1   0.000000000000e+00
    RHS       w_ge_5_5_1_1  -1.000000000000e+00
    RHS       w_le_s_5_5_23_1   0.000000000000e+00
    RHS       w_le_r_5_5_23_1   0.000000000000e+00
    RHS       w_ge_5_5_23_1  -1.000000000000e+00
    RHS       w_le_s_5_5_5_5   0.000000000000e+00
    RHS       w_le_r_5_5_5_5   1.000000000000e+00
    RHS       w_ge_5_5_5_5   0.000000000000e+00
    RHS       w_le_s_5_5_19_5   0.000000000000e+00
    RHS       w_le_r_5_5_19_5   0.000000000000e+00
    RHS       w_ge_5_5_19_5  -1.000000000000e+00
    RHS       w_le_s_5_5_7_7   0.000000000000e+00
    RHS       w_le_r_5_5_7_7   0.000000000000e+00
    RHS       w_ge_5_5_7_7  -1.000000000000e+00
    RHS       w_le_s_5_5_17_7   0.000000000000e+00
    RHS       w_le_r_5_5_17_7   0.000000000000e+00
    RHS       w_ge_5_5_17_7  -1.000000000000e+00
    RHS       w_le_s_5_5_11_11   0.000000000000e+00
    RHS       w_le_r_5_5_11_11   0.000000000000e+00
    RHS       w_ge_5_5_11_11  -1.000000000000e+00
    RHS       w_le_s_5_5_13_11   0.000000000000e+00
    RHS       w_le_r_5_5_13_11   0.000000000000e+00
    RHS       w_ge_5_5_13_11  -1.000000000000e+00
    RHS       w_le_s_6_5_1_1   0.000000000000e+00
    RHS       w_le_r_6_5_1_1   0.000000000000e+00
    RHS       w_ge_6_5_1_1  -1.000000000000e+00
    RHS       w_le_s_6_5_23_1   0.000000000000e+00
    RHS       w_le_r_6_5_23_1   0.000000000000e+00
    RHS       w_ge_6_5_23_1  -1.000000000000e+00
    RHS       w_le_s_6_5_5_5   0.000000000000e+00
    RHS       w_le_r_6_5_5_5   0.000000000000e+00
    RHS       w_ge_6_5_5_5  -1.000000000000e+00
    RHS       w_le_s_6_5_19_5   0.000000000000e+00
    RHS       w_le_r_6_5_19_5   0.000000000000e+00
    RHS       w_ge_6_5_19_5  -1.000000000000e+00
    RHS       w_le_s_6_5_7_7   0.000000000000e+00
    RHS       w_le_r_6_5_7_7   0.000000000000e+00
    RHS       w_ge_6_5_7_7  -1.000000000000e+00
    RHS       w_le_s_6_5_17_7   0.000000000000e+00
    RHS       w_le_r_6_5_17_7   0.000000000000e+00
    RHS       w_ge_6_5_17_7  -1.000000000000e+00
    RHS       w_le_s_6_5_11_11   0.000000000000e+00
    RHS       w_le_r_6_5_11_11   0.000000000000e+00
    RHS       w_ge_6_5_11_11  -1.000000000000e+00
    RHS       w_le_s_6_5_13_11   0.000000000000e+00
    RHS       w_le_r_6_5_13_11   0.000000000000e+00
    RHS       w_ge_6_5_13_11  -1.000000000000e+00
    RHS       w_le_s_7_5_1_1   0.000000000000e+00
    RHS       w_le_r_7_5_1_1   0.000000000000e+00
    RHS       w_ge_7_5_1_1  -1.000000000000e+00
    RHS       w_le_s_7_5_23_1   0.000000000000e+00
    RHS       w_le_r_7_5_23_1   0.000000000000e+00
    RHS       w_ge_7_5_23_1  -1.000000000000e+00
    RHS       w_le_s_7_5_5_5   0.000000000000e+00
    RHS       w_le_r_7_5_5_5   0.000000000000e+00
    RHS       w_ge_7_5_5_5  -1.000000000000e+00
    RHS       w_le_s_7_5_19_5   0.000000000000e+00
    RHS       w_le_r_7_5_19_5   0.000000000000e+00
    RHS       w_ge_7_5_19_5  -1.000000000000e+00
    RHS       w_le_s_7_5_7_7   0.000000000000e+00
    RHS       w_le_r_7_5_7_7   1.000000000000e+00
    RHS       w_ge_7_5_7_7   0.000000000000e+00
    RHS       w_le_s_7_5_17_7   0.000000000000e+00
    RHS       w_le_r_7_5_17_7   0.000000000000e+00
    RHS       w_ge_7_5_17_7  -1.000000000000e+00
    RHS       w_le_s_7_5_11_11   0.000000000000e+00
    RHS       w_le_r_7_5_11_11   0.000000000000e+00
    RHS       w_ge_7_5_11_11  -1.000000000000e+00
    RHS       w_le_s_7_5_13_11   0.000000000000e+00
    RHS       w_le_r_7_5_13_11   0.000000000000e+00
    RHS       w_ge_7_5_13_11  -1.000000000000e+00
    RHS       w_le_s_8_5_1_1   0.000000000000e+00
    RHS       w_le_r_8_5_1_1   0.000000000000e+00
    RHS       w_ge_8_5_1_1  -1.000000000000e+00
    RHS       w_le_s_8_5_23_1   0.000000000000e+00
    RHS       w_le_r_8_5_23_1   0.000000000000e+00
    RHS       w_ge_8_5_23_1  -1.000000000000e+00
    RHS       w_le_s_8_5_5_5   0.000000000000e+00
    RHS       w_le_r_8_5_5_5   0.000000000000e+00
    RHS       w_ge_8_5_5_5  -1.000000000000e+00
    RHS       w_le_s_8_5_19_5   0.000000000000e+00
    RHS       w_le_r_8_5_19_5   0.000000000000e+00
    RHS       w_ge_8_5_19_5  -1.000000000000e+00
    RHS       w_le_s_8_5_7_7   0.000000000000e+00
    RHS       w_le_r_8_5_7_7   0.000000000000e+00
    RHS       w_ge_8_5_7_7  -1.000000000000e+00
    RHS       w_le_s_8_5_17_7   0.000000000000e+00
    RHS       w_le_r_8_5_17_7   0.000000000000e+00
    RHS       w_ge_8_5_17_7  -1.000000000000e+00
    RHS       w_le_s_8_5_11_11   0.000000000000e+00
    RHS       w_le_r_8_5_11_11   0.000000000000e+00
    RHS       w_ge_8_5_11_11  -1.000000000000e+00
    RHS       w_le_s_8_5_13_11   0.000000000000e+00
    RHS       w_le_r_8_5_13_11   0.000000000000e+00
    RHS       w_ge_8_5_13_11  -1.000000000000e+00
    RHS       w_le_s_9_5_1_1   0.000000000000e+00
    RHS       w_le_r_9_5_1_1   0.000000000000e+00
    RHS       w_ge_9_5_1_1  -1.000000000000e+00
    RHS       w_le_s_9_5_23_1   0.000000000000e+00
    RHS       w_le_r_9_5_23_1   0.000000000000e+00
    RHS       w_ge_9_5_23_1  -1.000000000000e+00
    RHS       w_le_s_9_5_5_5   0.000000000000e+00
    RHS       w_le_r_9_5_5_5   0.000000000000e+00
    RHS       w_ge_9_5_5_5  -1.000000000000e+00
    RHS       w_le_s_9_5_19_5   0.000000000000e+00
    RHS       w_le_r_9_5_19_5   0.000000000000e+00
    RHS       w_ge_9_5_19_5  -1.000000000000e+00
    RHS       w_le_s_9_5_7_7   0.000000000000e+00
    RHS       w_le_r_9_5_7_7   0.000000000000e+00
    RHS       w_ge_9_5_7_7  -1.000000000000e+00
    RHS       w_le_s_9_5_17_7   0.000000000000e+00
    RHS       w_le_r_9_5_17_7   0.000000000000e+00
    RHS       w_ge_9_5_17_7  -1.000000000000e+00
    RHS       w_le_s_9_5_11_11   0.000000000000e+00
    RHS       w_le_r_9_5_11_11   0.000000000000e+00
    RHS       w_ge_9_5_11_11  -1.000000000000e+00
    RHS       w_le_s_9_5_13_11   0.000000000000e+00
    RHS       w_le_r_9_5_13_11   0.000000000000e+00
    RHS       w_ge_9_5_13_11  -1.000000000000e+00
    RHS       w_le_s_10_5_1_1   0.000000000000e+00
    RHS       w_le_r_10_5_1_1   0.000000000000e+00
    RHS       w_ge_10_5_1_1  -1.000000000000e+00
    RHS       w_le_s_10_5_23_1   0.000000000000e+00
    RHS       w_le_r_10_5_23_1   0.000000000000e+00
    RHS       w_ge_10_5_23_1  -1.000000000000e+00
    RHS       w_le_s_10_5_5_5   0.000000000000e+00
    RHS       w_le_r_10_5_5_5   0.000000000000e+00
    RHS       w_ge_10_5_5_5  -1.000000000000e+00
    RHS       w_le_s_10_5_19_5   0.000000000000e+00
    RHS       w_le_r_10_5_19_5   0.000000000000e+00
    RHS       w_ge_10_5_19_5  -1.000000000000e+00
    RHS       w_le_s_10_5_7_7   0.000000000000e+00
    RHS       w_le_r_10_5_7_7   0.000000000000e+00
    RHS       w_ge_10_5_7_7  -1.000000000000e+00
    RHS       w_le_s_10_5_17_7   0.000000000000e+00
    RHS       w_le_r_10_5_17_7   0.000000000000e+00
    RHS       w_ge_10_5_17_7  -1.000000000000e+00
    RHS       w_le_s_10_5_11_11   0.000000000000e+00
    RHS       w_le_r_10_5_11_11   0.000000000000e+00
    RHS       w_ge_10_5_11_11  -1.000000000000e+00
    RHS       w_le_s_10_5_13_11   0.000000000000e+00
    RHS       w_le_r_10_5_13_11   0.000000000000e+00
    RHS       w_ge_10_5_13_11  -1.000000000000e+00
    RHS       w_le_s_11_5_1_1   0.000000000000e+00
    RHS       w_le_r_11_5_1_1   0.000000000000e+00
    RHS       w_ge_11_5_1_1  -1.000000000000e+00
    RHS       w_le_s_11_5_23_1   0.000000000000e+00
    RHS       w_le_r_11_5_23_1   0.000000000000e+00
    RHS       w_ge_11_5_23_1  -1.000000000000e+00
    RHS       w_le_s_11_5_5_5   0.000000000000e+00
    RHS       w_le_r_11_5_5_5   0.000000000000e+00
    RHS       w_ge_11_5_5_5  -1.000000000000e+00
    RHS       w_le_s_11_5_19_5   0.000000000000e+00
    RHS       w_le_r_11_5_19_5   0.000000000000e+00
    RHS       w_ge_11_5_19_5  -1.000000000000e+00
    RHS       w_le_s_11_5_7_7   0.000000000000e+00
    RHS       w_le_r_11_5_7_7   0.000000000000e+00
    RHS       w_ge_11_5_7_7  -1.000000000000e+00
    RHS       w_le_s_11_5_17_7   0.000000000000e+00
    RHS       w_le_r_11_5_17_7   0.000000000000e+00
    RHS       w_ge_11_5_17_7  -1.000000000000e+00
    RHS       w_le_s_11_5_11_11   0.000000000000e+00
    RHS       w_le_r_11_5_11_11   1.000000000000e+00
    RHS       w_ge_11_5_11_11   0.000000000000e+00
    RHS       w_le_s_11_5_13_11   0.000000000000e+00
    RHS       w_le_r_11_5_13_11   0.000000000000e+00
    RHS       w_ge_11_5_13_11  -1.000000000000e+00
    RHS       w_le_s_12_5_1_1   0.000000000000e+00
    RHS       w_le_r_12_5_1_1   0.000000000000e+00
    RHS       w_ge_12_5_1_1  -1.000000000000e+00
    RHS       w_le_s_12_5_23_1   0.000000000000e+00
    RHS       w_le_r_12_5_23_1   0.000000000000e+00
    RHS       w_ge_12_5_23_1  -1.000000000000e+00
    RHS       w_le_s_12_5_5_5   0.000000000000e+00
    RHS       w_le_r_12_5_5_5   0.000000000000e+00
    RHS       w_ge_12_5_5_5  -1.000000000000e+00
    RHS       w_le_s_12_5_19_5   0.000000000000e+00
    RHS       w_le_r_12_5_19_5   0.000000000000e+00
    RHS       w_ge_12_5_19_5  -1.000000000000e+00
    RHS       w_le_s_12_5_7_7   0.000000000000e+00
    RHS       w_le_r_12_5_7_7   0.000000000000e+00
    RHS       w_ge_12_5_7_7  -1.000000000000e+00
    RHS       w_le_s_12_5_17_7   0.000000000000e+00
    RHS       w_le_r_12_5_17_7   0.000000000000e+00
    RHS       w_ge_12_5_17_7  -1.000000000000e+00
    RHS       w_le_s_12_5_11_11   0.000000000000e+00
    RHS       w_le_r_12_5_11_11   0.000000000000e+00
    RHS       w_ge_12_5_11_11  -1.000000000000e+00
    RHS       w_le_s_12_5_13_11   0.000000000000e+00
    RHS       w_le_r_12_5_13_11   0.000000000000e+00
    RHS       w_ge_12_5_13_11  -1.000000000000e+00
    RHS       w_le_s_1_6_1_1   0.000000000000e+00
    RHS       w_le_r_1_6_1_1   1.000000000000e+00
    RHS       w_ge_1_6_1_1   0.000000000000e+00
    RHS       w_le_s_1_6_23_1   0.000000000000e+00
    RHS       w_le_r_1_6_23_1   0.000000000000e+00
    RHS       w_ge_1_6_23_1  -1.000000000000e+00
    RHS       w_le_s_1_6_5_5   0.000000000000e+00
    RHS       w_le_r_1_6_5_5   0.000000000000e+00
    RHS       w_ge_1_6_5_5  -1.000000000000e+00
    RHS       w_le_s_1_6_19_5   0.000000000000e+00
    RHS       w_le_r_1_6_19_5   0.000000000000e+00
    RHS       w_ge_1_6_19_5  -1.000000000000e+00
    RHS       w_le_s_1_6_7_7   0.000000000000e+00
    RHS       w_le_r_1_6_7_7   0.000000000000e+00
    RHS       w_ge_1_6_7_7  -1.000000000000e+00
    RHS       w_le_s_1_6_17_7   0.000000000000e+00
    RHS       w_le_r_1_6_17_7   0.000000000000e+00
    RHS       w_ge_1_6_17_7  -1.000000000000e+00
    RHS       w_le_s_1_6_11_11   0.000000000000e+00
    RHS       w_le_r_1_6_11_11   0.000000000000e+00
    RHS       w_ge_1_6_11_11  -1.000000000000e+00
    RHS       w_le_s_1_6_13_11   0.000000000000e+00
    RHS       w_le_r_1_6_13_11   0.000000000000e+00
    RHS       w_ge_1_6_13_11  -1.000000000000e+00
    RHS       w_le_s_2_6_1_1   0.000000000000e+00
    RHS       w_le_r_2_6_1_1   0.000000000000e+00
    RHS       w_ge_2_6_1_1  -1.000000000000e+00
    RHS       w_le_s_2_6_23_1   0.000000000000e+00
    RHS       w_le_r_2_6_23_1   0.000000000000e+00
    RHS       w_ge_2_6_23_1  -1.000000000000e+00
    RHS       w_le_s_2_6_5_5   0.000000000000e+00
    RHS       w_le_r_2_6_5_5   0.000000000000e+00
    RHS       w_ge_2_6_5_5  -1.000000000000e+00
    RHS       w_le_s_2_6_19_5   0.000000000000e+00
    RHS       w_le_r_2_6_19_5   0.000000000000e+00
    RHS       w_ge_2_6_19_5  -1.000000000000e+00
    RHS       w_le_s_2_6_7_7   0.000000000000e+00
    RHS       w_le_r_2_6_7_7   0.000000000000e+00
    RHS       w_ge_2_6_7_7  -1.000000000000e+00
    RHS       w_le_s_2_6_17_7   0.000000000000e+00
    RHS       w_le_r_2_6_17_7   0.000000000000e+00
    RHS       w_ge_2_6_17_7  -1.000000000000e+00
    RHS       w_le_s_2_6_11_11   0.000000000000e+00
    RHS       w_le_r_2_6_11_11   0.000000000000e+00
    RHS       w_ge_2_6_11_11  -1.000000000000e+00
    RHS       w_le_s_2_6_13_11   0.000000000000e+00
    RHS       w_le_r_2_6_13_11   0.000000000000e+00
    RHS       w_ge_2_6_13_11  -1.000000000000e+00
    RHS       w_le_s_3_6_1_1   0.000000000000e+00
    RHS       w_le_r_3_6_1_1   0.000000000000e+00
    RHS       w_ge_3_6_1_1  -1.000000000000e+00
    RHS       w_le_s_3_6_23_1   0.000000000000e+00
    RHS       w_le_r_3_6_23_1   0.000000000000e+00
    RHS       w_ge_3_6_23_1  -1.000000000000e+00
    RHS       w_le_s_3_6_5_5   0.000000000000e+00
    RHS       w_le_r_3_6_5_5   0.000000000000e+00
    RHS       w_ge_3_6_5_5  -1.000000000000e+00
    RHS       w_le_s_3_6_19_5   0.000000000000e+00
    RHS       w_le_r_3_6_19_5   0.000000000000e+00
    RHS       w_ge_3_6_19_5  -1.000000000000e+00
    RHS       w_le_s_3_6_7_7   0.000000000000e+00
    RHS       w_le_r_3_6_7_7   0.000000000000e+00
    RHS       w_ge_3_6_7_7  -1.000000000000e+00
    RHS       w_le_s_3_6_17_7   0.000000000000e+00
    RHS       w_le_r_3_6_17_7   0.000000000000e+00
    RHS       w_ge_3_6_17_7  -1.000000000000e+00
    RHS       w_le_s_3_6_11_11   0.000000000000e+00
    RHS       w_le_r_3_6_11_11   0.000000000000e+00
    RHS       w_ge_3_6_11_11  -1.000000000000e+00
    RHS       w_le_s_3_6_13_11   0.000000000000e+00
    RHS       w_le_r_3_6_13_11   0.000000000000e+00
    RHS       w_ge_3_6_13_11  -1.000000000000e+00
    RHS       w_le_s_4_6_1_1   0.000000000000e+00
    RHS       w_le_r_4_6_1_1   0.000000000000e+00
    RHS       w_ge_4_6_1_1  -1.000000000000e+00
    RHS       w_le_s_4_6_23_1   0.000000000000e+00
    RHS       w_le_r_4_6_23_1   0.000000000000e+00
    RHS       w_ge_4_6_23_1  -1.000000000000e+00
    RHS       w_le_s_4_6_5_5   0.000000000000e+00
    RHS       w_le_r_4_6_5_5   0.000000000000e+00
    RHS       w_ge_4_6_5_5  -1.000000000000e+00
    RHS       w_le_s_4_6_19_5   0.000000000000e+00
    RHS       w_le_r_4_6_19_5   0.000000000000e+00
    RHS       w_ge_4_6_19_5  -1.000000000000e+00
    RHS       w_le_s_4_6_7_7   0.000000000000e+00
    RHS       w_le_r_4_6_7_7   0.000000000000e+00
    RHS       w_ge_4_6_7_7  -1.000000000000e+00
    RHS       w_le_s_4_6_17_7   0.000000000000e+00
    RHS       w_le_r_4_6_17_7   0.000000000000e+00
    RHS       w_ge_4_6_17_7  -1.000000000000e+00
    RHS       w_le_s_4_6_11_11   0.000000000000e+00
    RHS       w_le_r_4_6_11_11   0.000000000000e+00
    RHS       w_ge_4_6_11_11  -1.000000000000e+00
    RHS       w_le_s_4_6_13_11   0.000000000000e+00
    RHS       w_le_r_4_6_13_11   0.000000000000e+00
    RHS       w_ge_4_6_13_11  -1.000000000000e+00
    RHS       w_le_s_5_6_1_1   0.000000000000e+00
    RHS       w_le_r_5_6_1_1   0.000000000000e+00
    RHS       w_ge_5_6_1_1  -1.000000000000e+00
    RHS       w_le_s_5_6_23_1   0.000000000000e+00
    RHS       w_le_r_5_6_23_1   0.000000000000e+00
    RHS       w_ge_5_6_23_1  -1.000000000000e+00
    RHS       w_le_s_5_6_5_5   0.000000000000e+00
    RHS       w_le_r_5_6_5_5   1.000000000000e+00
    RHS       w_ge_5_6_5_5   0.000000000000e+00
    RHS       w_le_s_5_6_19_5   0.000000000000e+00
    RHS       w_le_r_5_6_19_5   0.000000000000e+00
    RHS       w_ge_5_6_19_5  -1.000000000000e+00
    RHS       w_le_s_5_6_7_7   0.000000000000e+00
    RHS       w_le_r_5_6_7_7   0.000000000000e+00
    RHS       w_ge_5_6_7_7  -1.000000000000e+00
    RHS       w_le_s_5_6_17_7   0.000000000000e+00
    RHS       w_le_r_5_6_17_7   0.000000000000e+00
    RHS       w_ge_5_6_17_7  -1.000000000000e+00
    RHS       w_le_s_5_6_11_11   0.000000000000e+00
    RHS       w_le_r_5_6_11_11   0.000000000000e+00
    RHS       w_ge_5_6_11_11  -1.000000000000e+00
    RHS       w_le_s_5_6_13_11   0.000000000000e+00
    RHS       w_le_r_5_6_13_11   0.000000000000e+00
    RHS       w_ge_5_6_13_11  -1.000000000000e+00
    RHS       w_le_s_6_6_1_1   0.000000000000e+00
    RHS       w_le_r_6_6_1_1   0.000000000000e+00
    RHS       w_ge_6_6_1_1  -1.000000000000e+00
    RHS       w_le_s_6_6_23_1   0.000000000000e+00
    RHS       w_le_r_6_6_23_1   0.000000000000e+00
    RHS       w_ge_6_6_23_1  -1.000000000000e+00
    RHS       w_le_s_6_6_5_5   0.000000000000e+00
    RHS       w_le_r_6_6_5_5   0.000000000000e+00
    RHS       w_ge_6_6_5_5  -1.000000000000e+00
    RHS       w_le_s_6_6_19_5   0.000000000000e+00
    RHS       w_le_r_6_6_19_5   0.000000000000e+00
    RHS       w_ge_6_6_19_5  -1.000000000000e+00
    RHS       w_le_s_6_6_7_7   0.000000000000e+00
    RHS       w_le_r_6_6_7_7   0.000000000000e+00
    RHS       w_ge_6_6_7_7  -1.000000000000e+00
    RHS       w_le_s_6_6_17_7   0.000000000000e+00
    RHS       w_le_r_6_6_17_7   0.000000000000e+00
    RHS       w_ge_6_6_17_7  -1.000000000000e+00
    RHS       w_le_s_6_6_11_11   0.000000000000e+00
    RHS       w_le_r_6_6_11_11   0.000000000000e+00
    RHS       w_ge_6_6_11_11  -1.000000000000e+00
    RHS       w_le_s_6_6_13_11   0.000000000000e+00
    RHS       w_le_r_6_6_13_11   0.000000000000e+00
    RHS       w_ge_6_6_13_11  -1.000000000000e+00
    RHS       w_le_s_7_6_1_1   0.000000000000e+00
    RHS       w_le_r_7_6_1_1   0.000000000000e+00
    RHS       w_ge_7_6_1_1  -1.000000000000e+00
    RHS       w_le_s_7_6_23_1   0.000000000000e+00
    RHS       w_le_r_7_6_23_1   0.000000000000e+00
    RHS       w_ge_7_6_23_1  -1.000000000000e+00
    RHS       w_le_s_7_6_5_5   0.000000000000e+00
    RHS       w_le_r_7_6_5_5   0.000000000000e+00
    RHS       w_ge_7_6_5_5  -1.000000000000e+00
    RHS       w_le_s_7_6_19_5   0.000000000000e+00
    RHS       w_le_r_7_6_19_5   0.000000000000e+00
    RHS       w_ge_7_6_19_5  -1.000000000000e+00
    RHS       w_le_s_7_6_7_7   0.000000000000e+00
    RHS       w_le_r_7_6_7_7   1.000000000000e+00
    RHS       w_ge_7_6_7_7   0.000000000000e+00
    RHS       w_le_s_7_6_17_7   0.000000000000e+00
    RHS       w_le_r_7_6_17_7   0.000000000000e+00
    RHS       w_ge_7_6_17_7  -1.000000000000e+00
    RHS       w_le_s_7_6_11_11   0.000000000000e+00
    RHS       w_le_r_7_6_11_11   0.000000000000e+00
    RHS       w_ge_7_6_11_11  -1.000000000000e+00
    RHS       w_le_s_7_6_13_11   0.000000000000e+00
    RHS       w_le_r_7_6_13_11   0.000000000000e+00
    RHS       w_ge_7_6_13_11  -1.000000000000e+00
    RHS       w_le_s_8_6_1_1   0.000000000000e+00
    RHS       w_le_r_8_6_1_1   0.000000000000e+00
    RHS       w_ge_8_6_1_1  -1.000000000000e+00
    RHS       w_le_s_8_6_23_1   0.000000000000e+00
    RHS       w_le_r_8_6_23_1   0.000000000000e+00
    RHS       w_ge_8_6_23_1  -1.000000000000e+00
    RHS       w_le_s_8_6_5_5   0.000000000000e+00
    RHS       w_le_r_8_6_5_5   0.000000000000e+00
    RHS       w_ge_8_6_5_5  -1.000000000000e+00
    RHS       w_le_s_8_6_19_5   0.000000000000e+00
    RHS       w_le_r_8_6_19_5   0.000000000000e+00
    RHS       w_ge_8_6_19_5  -1.000000000000e+00
    RHS       w_le_s_8_6_7_7   0.000000000000e+00
    RHS       w_le_r_8_6_7_7   0.000000000000e+00
    RHS       w_ge_8_6_7_7  -1.000000000000e+00
    RHS       w_le_s_8_6_17_7   0.000000000000e+00
    RHS       w_le_r_8_6_17_7   0.000000000000e+00
    RHS       w_ge_8_6_17_7  -1.000000000000e+00
    RHS       w_le_s_8_6_11_11   0.000000000000e+00
    RHS       w_le_r_8_6_11_11   0.000000000000e+00
    RHS       w_ge_8_6_11_11  -1.000000000000e+00
    RHS       w_le_s_8_6_13_11   0.000000000000e+00
    RHS       w_le_r_8_6_13_11   0.000000000000e+00
    RHS       w_ge_8_6_13_11  -1.000000000000e+00
    RHS       w_le_s_9_6_1_1   0.000000000000e+00
    RHS       w_le_r_9_6_1_1   0.000000000000e+00
    RHS       w_ge_9_6_1_1  -1.000000000000e+00
    RHS       w_le_s_9_6_23_1   0.000000000000e+00
    RHS       w_le_r_9_6_23_1   0.000000000000e+00
    RHS       w_ge_9_6_23_1  -1.000000000000e+00
    RHS       w_le_s_9_6_5_5   0.000000000000e+00
    RHS       w_le_r_9_6_5_5   0.000000000000e+00
    RHS       w_ge_9_6_5_5  -1.000000000000e+00
    RHS       w_le_s_9_6_19_5   0.000000000000e+00
    RHS       w_le_r_9_6_19_5   0.000000000000e+00
    RHS       w_ge_9_6_19_5  -1.000000000000e+00
    RHS       w_le_s_9_6_7_7   0.000000000000e+00
    RHS       w_le_r_9_6_7_7   0.000000000000e+00
    RHS       w_ge_9_6_7_7  -1.000000000000e+00
    RHS       w_le_s_9_6_17_7   0.000000000000e+00
    RHS       w_le_r_9_6_17_7   0.000000000000e+00
    RHS       w_ge_9_6_17_7  -1.000000000000e+00
    RHS       w_le_s_9_6_11_11   0.000000000000e+00
    RHS       w_le_r_9_6_11_11   0.000000000000e+00
    RHS       w_ge_9_6_11_11  -1.000000000000e+00
    RHS       w_le_s_9_6_13_11   0.000000000000e+00
    RHS       w_le_r_9_6_13_11   0.000000000000e+00
    RHS       w_ge_9_6_13_11  -1.000000000000e+00
    RHS       w_le_s_10_6_1_1   0.000000000000e+00
    RHS       w_le_r_10_6_1_1   0.000000000000e+00
    RHS       w_ge_10_6_1_1  -1.000000000000e+00
    RHS       w_le_s_10_6_23_1   0.000000000000e+00
    RHS       w_le_r_10_6_23_1   0.000000000000e+00
    RHS       w_ge_10_6_23_1  -1.000000000000e+00
    RHS       w_le_s_10_6_5_5   0.000000000000e+00
    RHS       w_le_r_10_6_5_5   0.000000000000e+00
    RHS       w_ge_10_6_5_5  -1.000000000000e+00
    RHS       w_le_s_10_6_19_5   0.000000000000e+00
    RHS       w_le_r_10_6_19_5   0.000000000000e+00
    RHS       w_ge_10_6_19_5  -1.000000000000e+00
    RHS       w_le_s_10_6_7_7   0.000000000000e+00
    RHS       w_le_r_10_6_7_7   0.000000000000e+00
    RHS       w_ge_10_6_7_7  -1.000000000000e+00
    RHS       w_le_s_10_6_17_7   0.000000000000e+00
    RHS       w_le_r_10_6_17_7   0.000000000000e+00
    RHS       w_ge_10_6_17_7  -1.000000000000e+00
    RHS       w_le_s_10_6_11_11   0.000000000000e+00
    RHS       w_le_r_10_6_11_11   0.000000000000e+00
    RHS       w_ge_10_6_11_11  -1.000000000000e+00
    RHS       w_le_s_10_6_13_11   0.000000000000e+00
    RHS       w_le_r_10_6_13_11   0.000000000000e+00
    RHS       w_ge_10_6_13_11  -1.000000000000e+00
    RHS       w_le_s_11_6_1_1   0.000000000000e+00
    RHS       w_le_r_11_6_1_1   0.000000000000e+00
    RHS       w_ge_11_6_1_1  -1.000000000000e+00
    RHS       w_le_s_11_6_23_1   0.000000000000e+00
    RHS       w_le_r_11_6_23_1   0.000000000000e+00
    RHS       w_ge_11_6_23_1  -1.000000000000e+00
    RHS       w_le_s_11_6_5_5   0.000000000000e+00
    RHS       w_le_r_11_6_5_5   0.000000000000e+00
    RHS       w_ge_11_6_5_5  -1.000000000000e+00
    RHS       w_le_s_11_6_19_5   0.000000000000e+00
    RHS       w_le_r_11_6_19_5   0.000000000000e+00
    RHS       w_ge_11_6_19_5  -1.000000000000e+00
    RHS       w_le_s_11_6_7_7   0.000000000000e+00
    RHS       w_le_r_11_6_7_7   0.000000000000e+00
    RHS       w_ge_11_6_7_7  -1.000000000000e+00
    RHS       w_le_s_11_6_17_7   0.000000000000e+00
    RHS       w_le_r_11_6_17_7   0.000000000000e+00
    RHS       w_ge_11_6_17_7  -1.000000000000e+00
    RHS       w_le_s_11_6_11_11   0.000000000000e+00
    RHS       w_le_r_11_6_11_11   1.000000000000e+00
    RHS       w_ge_11_6_11_11   0.000000000000e+00
    RHS       w_le_s_11_6_13_11   0.000000000000e+00
    RHS       w_le_r_11_6_13_11   0.000000000000e+00
    RHS       w_ge_11_6_13_11  -1.000000000000e+00
    RHS       w_le_s_12_6_1_1   0.000000000000e+00
    RHS       w_le_r_12_6_1_1   0.000000000000e+00
    RHS       w_ge_12_6_1_1  -1.000000000000e+00
    RHS       w_le_s_12_6_23_1   0.000000000000e+00
    RHS       w_le_r_12_6_23_1   0.000000000000e+00
    RHS       w_ge_12_6_23_1  -1.000000000000e+00
    RHS       w_le_s_12_6_5_5   0.000000000000e+00
    RHS       w_le_r_12_6_5_5   0.000000000000e+00
    RHS       w_ge_12_6_5_5  -1.000000000000e+00
    RHS       w_le_s_12_6_19_5   0.000000000000e+00
    RHS       w_le_r_12_6_19_5   0.000000000000e+00
    RHS       w_ge_12_6_19_5  -1.000000000000e+00
    RHS       w_le_s_12_6_7_7   0.000000000000e+00
    RHS       w_le_r_12_6_7_7   0.000000000000e+00
    RHS       w_ge_12_6_7_7  -1.000000000000e+00
    RHS       w_le_s_12_6_17_7   0.000000000000e+00
    RHS       w_le_r_12_6_17_7   0.000000000000e+00
    RHS       w_ge_12_6_17_7  -1.000000000000e+00
    RHS       w_le_s_12_6_11_11   0.000000000000e+00
    RHS       w_le_r_12_6_11_11   0.000000000000e+00
    RHS       w_ge_12_6_11_11  -1.000000000000e+00
    RHS       w_le_s_12_6_13_11   0.000000000000e+00
    RHS       w_le_r_12_6_13_11   0.000000000000e+00
    RHS       w_ge_12_6_13_11  -1.000000000000e+00
    RHS       w_le_s_1_7_1_1   0.000000000000e+00
    RHS       w_le_r_1_7_1_1   1.000000000000e+00
    RHS       w_ge_1_7_1_1   0.000000000000e+00
    RHS       w_le_s_1_7_23_1   0.000000000000e+00
    RHS       w_le_r_1_7_23_1   0.000000000000e+00
    RHS       w_ge_1_7_23_1  -1.000000000000e+00
    RHS       w_le_s_1_7_5_5   0.000000000000e+00
    RHS       w_le_r_1_7_5_5   0.000000000000e+00
    RHS       w_ge_1_7_5_5  -1.000000000000e+00
    RHS       w_le_s_1_7_19_5   0.000000000000e+00
    RHS       w_le_r_1_7_19_5   0.000000000000e+00
    RHS       w_ge_1_7_19_5  -1.000000000000e+00
    RHS       w_le_s_1_7_7_7   0.000000000000e+00
    RHS       w_le_r_1_7_7_7   0.000000000000e+00
    RHS       w_ge_1_7_7_7  -1.000000000000e+00
    RHS       w_le_s_1_7_17_7   0.000000000000e+00
    RHS       w_le_r_1_7_17_7   0.000000000000e+00
    RHS       w_ge_1_7_17_7  -1.000000000000e+00
    RHS       w_le_s_1_7_11_11   0.000000000000e+00
    RHS       w_le_r_1_7_11_11   0.000000000000e+00
    RHS       w_ge_1_7_11_11  -1.000000000000e+00
    RHS       w_le_s_1_7_13_11   0.000000000000e+00
    RHS       w_le_r_1_7_13_11   0.000000000000e+00
    RHS       w_ge_1_7_13_11  -1.000000000000e+00
    RHS       w_le_s_2_7_1_1   0.000000000000e+00
    RHS       w_le_r_2_7_1_1   0.000000000000e+00
    RHS       w_ge_2_7_1_1  -1.000000000000e+00
    RHS       w_le_s_2_7_23_1   0.000000000000e+00
    RHS       w_le_r_2_7_23_1   0.000000000000e+00
    RHS       w_ge_2_7_23_1  -1.000000000000e+00
    RHS       w_le_s_2_7_5_5   0.000000000000e+00
    RHS       w_le_r_2_7_5_5   0.000000000000e+00
    RHS       w_ge_2_7_5_5  -1.000000000000e+00
    RHS       w_le_s_2_7_19_5   0.000000000000e+00
    RHS       w_le_r_2_7_19_5   0.000000000000e+00
    RHS       w_ge_2_7_19_5  -1.000000000000e+00
    RHS       w_le_s_2_7_7_7   0.000000000000e+00
    RHS       w_le_r_2_7_7_7   0.000000000000e+00
    RHS       w_ge_2_7_7_7  -1.000000000000e+00
    RHS       w_le_s_2_7_17_7   0.000000000000e+00
    RHS       w_le_r_2_7_17_7   0.000000000000e+00
    RHS       w_ge_2_7_17_7  -1.000000000000e+00
    RHS       w_le_s_2_7_11_11   0.000000000000e+00
    RHS       w_le_r_2_7_11_11   0.000000000000e+00
    RHS       w_ge_2_7_11_11  -1.000000000000e+00
    RHS       w_le_s_2_7_13_11   0.000000000000e+00
    RHS       w_le_r_2_7_13_11   0.000000000000e+00
    RHS       w_ge_2_7_13_11  -1.000000000000e+00
    RHS       w_le_s_3_7_1_1   0.000000000000e+00
    RHS       w_le_r_3_7_1_1   0.000000000000e+00
    RHS       w_ge_3_7_1_1  -1.000000000000e+00
    RHS       w_le_s_3_7_23_1   0.000000000000e+00
    RHS       w_le_r_3_7_23_1   0.000000000000e+00
    RHS       w_ge_3_7_23_1  -1.000000000000e+00
    RHS       w_le_s_3_7_5_5   0.000000000000e+00
    RHS       w_le_r_3_7_5_5   0.000000000000e+00
    RHS       w_ge_3_7_5_5  -1.000000000000e+00
    RHS       w_le_s_3_7_19_5   0.000000000000e+00
    RHS       w_le_r_3_7_19_5   0.000000000000e+00
    RHS       w_ge_3_7_19_5  -1.000000000000e+00
    RHS       w_le_s_3_7_7_7   0.000000000000e+00
    RHS       w_le_r_3_7_7_7   0.000000000000e+00
    RHS       w_ge_3_7_7_7  -1.000000000000e+00
    RHS       w_le_s_3_7_17_7   0.000000000000e+00
    RHS       w_le_r_3_7_17_7   0.000000000000e+00
    RHS       w_ge_3_7_17_7  -1.000000000000e+00
    RHS       w_le_s_3_7_11_11   0.000000000000e+00
    RHS       w_le_r_3_7_11_11   0.000000000000e+00
    RHS       w_ge_3_7_11_11  -1.000000000000e+00
    RHS       w_le_s_3_7_13_11   0.000000000000e+00
    RHS       w_le_r_3_7_13_11   0.000000000000e+00
    RHS       w_ge_3_7_13_11  -1.000000000000e+00
    RHS       w_le_s_4_7_1_1   0.000000000000e+00
    RHS       w_le_r_4_7_1_1   0.000000000000e+00
    RHS       w_ge_4_7_1_1  -1.000000000000e+00
    RHS       w_le_s_4_7_23_1   0.000000000000e+00
    RHS       w_le_r_4_7_23_1   0.000000000000e+00
    RHS       w_ge_4_7_23_1  -1.000000000000e+00
    RHS       w_le_s_4_7_5_5   0.000000000000e+00
    RHS       w_le_r_4_7_5_5   0.000000000000e+00
    RHS       w_ge_4_7_5_5  -1.000000000000e+00
    RHS       w_le_s_4_7_19_5   0.000000000000e+00
    RHS       w_le_r_4_7_19_5   0.000000000000e+00
    RHS       w_ge_4_7_19_5  -1.000000000000e+00
    RHS       w_le_s_4_7_7_7   0.000000000000e+00
    RHS       w_le_r_4_7_7_7   0.000000000000e+00
    RHS       w_ge_4_7_7_7  -1.000000000000e+00
    RHS       w_le_s_4_7_17_7   0.000000000000e+00
    RHS       w_le_r_4_7_17_7   0.000000000000e+00
    RHS       w_ge_4_7_17_7  -1.000000000000e+00
    RHS       w_le_s_4_7_11_11   0.000000000000e+00
    RHS       w_le_r_4_7_11_11   0.000000000000e+00
    RHS       w_ge_4_7_11_11  -1.000000000000e+00
    RHS       w_le_s_4_7_13_11   0.000000000000e+00
    RHS       w_le_r_4_7_13_11   0.000000000000e+00
    RHS       w_ge_4_7_13_11  -1.000000000000e+00
    RHS       w_le_s_5_7_1_1   0.000000000000e+00
    RHS       w_le_r_5_7_1_1   0.000000000000e+00
    RHS       w_ge_5_7_1_1  -1.000000000000e+00
    RHS       w_le_s_5_7_23_1   0.000000000000e+00
    RHS       w_le_r_5_7_23_1   0.000000000000e+00
    RHS       w_ge_5_7_23_1  -1.000000000000e+00
    RHS       w_le_s_5_7_5_5   0.000000000000e+00
    RHS       w_le_r_5_7_5_5   1.000000000000e+00
    RHS       w_ge_5_7_5_5   0.000000000000e+00
    RHS       w_le_s_5_7_19_5   0.000000000000e+00
    RHS       w_le_r_5_7_19_5   0.000000000000e+00
    RHS       w_ge_5_7_19_5  -1.000000000000e+00
    RHS       w_le_s_5_7_7_7   0.000000000000e+00
    RHS       w_le_r_5_7_7_7   0.000000000000e+00
    RHS       w_ge_5_7_7_7  -1.000000000000e+00
    RHS       w_le_s_5_7_17_7   0.000000000000e+00
    RHS       w_le_r_5_7_17_7   0.000000000000e+00
    RHS       w_ge_5_7_17_7  -1.000000000000e+00
    RHS       w_le_s_5_7_11_11   0.000000000000e+00
    RHS       w_le_r_5_7_11_11   0.000000000000e+00
    RHS       w_ge_5_7_11_11  -1.000000000000e+00
    RHS       w_le_s_5_7_13_11   0.000000000000e+00
    RHS       w_le_r_5_7_13_11   0.000000000000e+00
    RHS       w_ge_5_7_13_11  -1.000000000000e+00
    RHS       w_le_s_6_7_1_1   0.000000000000e+00
    RHS       w_le_r_6_7_1_1   0.000000000000e+00
    RHS       w_ge_6_7_1_1  -1.000000000000e+00
    RHS       w_le_s_6_7_23_1   0.000000000000e+00
    RHS       w_le_r_6_7_23_1   0.000000000000e+00
    RHS       w_ge_6_7_23_1  -1.000000000000e+00
    RHS       w_le_s_6_7_5_5   0.000000000000e+00
    RHS       w_le_r_6_7_5_5   0.000000000000e+00
    RHS       w_ge_6_7_5_5  -1.000000000000e+00
    RHS       w_le_s_6_7_19_5   0.000000000000e+00
    RHS       w_le_r_6_7_19_5   0.000000000000e+00
    RHS       w_ge_6_7_19_5  -1.000000000000e+00
    RHS       w_le_s_6_7_7_7   0.000000000000e+00
    RHS       w_le_r_6_7_7_7   0.000000000000e+00
    RHS       w_ge_6_7_7_7  -1.000000000000e+00
    RHS       w_le_s_6_7_17_7   0.000000000000e+00
    RHS       w_le_r_6_7_17_7   0.000000000000e+00
    RHS       w_ge_6_7_17_7  -1.000000000000e+00
    RHS       w_le_s_6_7_11_11   0.000000000000e+00
    RHS       w_le_r_6_7_11_11   0.000000000000e+00
    RHS       w_ge_6_7_11_11  -1.000000000000e+00
    RHS       w_le_s_6_7_13_11   0.000000000000e+00
    RHS       w_le_r_6_7_13_11   0.000000000000e+00
    RHS       w_ge_6_7_13_11  -1.000000000000e+00
    RHS       w_le_s_7_7_1_1   0.000000000000e+00
    RHS       w_le_r_7_7_1_1   0.000000000000e+00
    RHS       w_ge_7_7_1_1  -1.000000000000e+00
    RHS       w_le_s_7_7_23_1   0.000000000000e+00
    RHS       w_le_r_7_7_23_1   0.000000000000e+00
    RHS       w_ge_7_7_23_1  -1.000000000000e+00
    RHS       w_le_s_7_7_5_5   0.000000000000e+00
    RHS       w_le_r_7_7_5_5   0.000000000000e+00
    RHS       w_ge_7_7_5_5  -1.000000000000e+00
    RHS       w_le_s_7_7_19_5   0.000000000000e+00
    RHS       w_le_r_7_7_19_5   0.000000000000e+00
    RHS       w_ge_7_7_19_5  -1.000000000000e+00
    RHS       w_le_s_7_7_7_7   0.000000000000e+00
    RHS       w_le_r_7_7_7_7   1.000000000000e+00
    RHS       w_ge_7_7_7_7   0.000000000000e+00
    RHS       w_le_s_7_7_17_7   0.000000000000e+00
    RHS       w_le_r_7_7_17_7   0.000000000000e+00
    RHS       w_ge_7_7_17_7  -1.000000000000e+00
    RHS       w_le_s_7_7_11_11   0.000000000000e+00
    RHS       w_le_r_7_7_11_11   0.000000000000e+00
    RHS       w_ge_7_7_11_11  -1.000000000000e+00
    RHS       w_le_s_7_7_13_11   0.000000000000e+00
    RHS       w_le_r_7_7_13_11   0.000000000000e+00
    RHS       w_ge_7_7_13_11  -1.000000000000e+00
    RHS       w_le_s_8_7_1_1   0.000000000000e+00
    RHS       w_le_r_8_7_1_1   0.000000000000e+00
    RHS       w_ge_8_7_1_1  -1.000000000000e+00
    RHS       w_le_s_8_7_23_1   0.000000000000e+00
    RHS       w_le_r_8_7_23_1   0.000000000000e+00
    RHS       w_ge_8_7_23_1  -1.000000000000e+00
    RHS       w_le_s_8_7_5_5   0.000000000000e+00
    RHS       w_le_r_8_7_5_5   0.000000000000e+00
    RHS       w_ge_8_7_5_5  -1.000000000000e+00
    RHS       w_le_s_8_7_19_5   0.000000000000e+00
    RHS       w_le_r_8_7_19_5   0.000000000000e+00
    RHS       w_ge_8_7_19_5  -1.000000000000e+00
    RHS       w_le_s_8_7_7_7   0.000000000000e+00
    RHS       w_le_r_8_7_7_7   0.000000000000e+00
    RHS       w_ge_8_7_7_7  -1.000000000000e+00
    RHS       w_le_s_8_7_17_7   0.000000000000e+00
    RHS       w_le_r_8_7_17_7   0.000000000000e+00
    RHS       w_ge_8_7_17_7  -1.000000000000e+00
    RHS       w_le_s_8_7_11_11   0.000000000000e+00
    RHS       w_le_r_8_7_11_11   0.000000000000e+00
    RHS       w_ge_8_7_11_11  -1.000000000000e+00
    RHS       w_le_s_8_7_13_11   0.000000000000e+00
    RHS       w_le_r_8_7_13_11   0.000000000000e+00
    RHS       w_ge_8_7_13_11  -1.000000000000e+00
    RHS       w_le_s_9_7_1_1   0.000000000000e+00
    RHS       w_le_r_9_7_1_1   0.000000000000e+00
    RHS       w_ge_9_7_1_1  -1.000000000000e+00
    RHS       w_le_s_9_7_23_1   0.000000000000e+00
    RHS       w_le_r_9_7_23_1   0.000000000000e+00
    RHS       w_ge_9_7_23_1  -1.000000000000e+00
    RHS       w_le_s_9_7_5_5   0.000000000000e+00
    RHS       w_le_r_9_7_5_5   0.000000000000e+00
    RHS       w_ge_9_7_5_5  -1.000000000000e+00
    RHS       w_le_s_9_7_19_5   0.000000000000e+00
    RHS       w_le_r_9_7_19_5   0.000000000000e+00
    RHS       w_ge_9_7_19_5  -1.000000000000e+00
    RHS       w_le_s_9_7_7_7   0.000000000000e+00
    RHS       w_le_r_9_7_7_7   0.000000000000e+00
    RHS       w_ge_9_7_7_7  -1.000000000000e+00
    RHS       w_le_s_9_7_17_7   0.000000000000e+00
    RHS       w_le_r_9_7_17_7   0.000000000000e+00
    RHS       w_ge_9_7_17_7  -1.000000000000e+00
    RHS       w_le_s_9_7_11_11   0.000000000000e+00
    RHS       w_le_r_9_7_11_11   0.000000000000e+00
    RHS       w_ge_9_7_11_11  -1.000000000000e+00
    RHS       w_le_s_9_7_13_11   0.000000000000e+00
    RHS       w_le_r_9_7_13_11   0.000000000000e+00
    RHS       w_ge_9_7_13_11  -1.000000000000e+00
    RHS       w_le_s_10_7_1_1   0.000000000000e+00
    RHS       w_le_r_10_7_1_1   0.000000000000e+00
    RHS       w_ge_10_7_1_1  -1.000000000000e+00
    RHS       w_le_s_10_7_23_1   0.000000000000e+00
    RHS       w_le_r_10_7_23_1   0.000000000000e+00
    RHS       w_ge_10_7_23_1  -1.000000000000e+00
    RHS       w_le_s_10_7_5_5   0.000000000000e+00
    RHS       w_le_r_10_7_5_5   0.000000000000e+00
    RHS       w_ge_10_7_5_5  -1.000000000000e+00
    RHS       w_le_s_10_7_19_5   0.000000000000e+00
    RHS       w_le_r_10_7_19_5   0.000000000000e+00
    RHS       w_ge_10_7_19_5  -1.000000000000e+00
    RHS       w_le_s_10_7_7_7   0.000000000000e+00
    RHS       w_le_r_10_7_7_7   0.000000000000e+00
    RHS       w_ge_10_7_7_7  -1.000000000000e+00
    RHS       w_le_s_10_7_17_7   0.000000000000e+00
    RHS       w_le_r_10_7_17_7   0.000000000000e+00
    RHS       w_ge_10_7_17_7  -1.000000000000e+00
    RHS       w_le_s_10_7_11_11   0.000000000000e+00
    RHS       w_le_r_10_7_11_11   0.000000000000e+00
    RHS       w_ge_10_7_11_11  -1.000000000000e+00
    RHS       w_le_s_10_7_13_11   0.000000000000e+00
    RHS       w_le_r_10_7_13_11   0.000000000000e+00
    RHS       w_ge_10_7_13_11  -1.000000000000e+00
    RHS       w_le_s_11_7_1_1   0.000000000000e+00
    RHS       w_le_r_11_7_1_1   0.000000000000e+00
    RHS       w_ge_11_7_1_1  -1.000000000000e+00
    RHS       w_le_s_11_7_23_1   0.000000000000e+00
    RHS       w_le_r_11_7_23_1   0.000000000000e+00
    RHS       w_ge_11_7_23_1  -1.000000000000e+00
    RHS       w_le_s_11_7_5_5   0.000000000000e+00
    RHS       w_le_r_11_7_5_5   0.000000000000e+00
    RHS       w_ge_11_7_5_5  -1.000000000000e+00
    RHS       w_le_s_11_7_19_5   0.000000000000e+00
    RHS       w_le_r_11_7_19_5   0.000000000000e+00
    RHS       w_ge_11_7_19_5  -1.000000000000e+00
    RHS       w_le_s_11_7_7_7   0.000000000000e+00
    RHS       w_le_r_11_7_7_7   0.000000000000e+00
    RHS       w_ge_11_7_7_7  -1.000000000000e+00
    RHS       w_le_s_11_7_17_7   0.000000000000e+00
    RHS       w_le_r_11_7_17_7   0.000000000000e+00
    RHS       w_ge_11_7_17_7  -1.000000000000e+00
    RHS       w_le_s_11_7_11_11   0.000000000000e+00
    RHS       w_le_r_11_7_11_11   1.000000000000e+00
    RHS       w_ge_11_7_11_11   0.000000000000e+00
    RHS       w_le_s_11_7_13_11   0.000000000000e+00
    RHS       w_le_r_11_7_13_11   0.000000000000e+00
    RHS       w_ge_11_7_13_11  -1.000000000000e+00
    RHS       w_le_s_12_7_1_1   0.000000000000e+00
    RHS       w_le_r_12_7_1_1   0.000000000000e+00
    RHS       w_ge_12_7_1_1  -1.000000000000e+00
    RHS       w_le_s_12_7_23_1   0.000000000000e+00
    RHS       w_le_r_12_7_23_1   0.000000000000e+00
    RHS       w_ge_12_7_23_1  -1.000000000000e+00
    RHS       w_le_s_12_7_5_5   0.000000000000e+00
    RHS       w_le_r_12_7_5_5   0.000000000000e+00
    RHS       w_ge_12_7_5_5  -1.000000000000e+00
    RHS       w_le_s_12_7_19_5   0.000000000000e+00
    RHS       w_le_r_12_7_19_5   0.000000000000e+00
    RHS       w_ge_12_7_19_5  -1.000000000000e+00
    RHS       w_le_s_12_7_7_7   0.000000000000e+00
    RHS       w_le_r_12_7_7_7   0.000000000000e+00
    RHS       w_ge_12_7_7_7  -1.000000000000e+00
    RHS       w_le_s_12_7_17_7   0.000000000000e+00
    RHS       w_le_r_12_7_17_7   0.000000000000e+00
    RHS       w_ge_12_7_17_7  -1.000000000000e+00
    RHS       w_le_s_12_7_11_11   0.000000000000e+00
    RHS       w_le_r_12_7_11_11   0.000000000000e+00
    RHS       w_ge_12_7_11_11  -1.000000000000e+00
    RHS       w_le_s_12_7_13_11   0.000000000000e+00
    RHS       w_le_r_12_7_13_11   0.000000000000e+00
    RHS       w_ge_12_7_13_11  -1.000000000000e+00
    RHS       r_mono_1_1   0.000000000000e+00
    RHS       r_ge_w_1_1_0   0.000000000000e+00
    RHS       r_ge_w_1_1_1   0.000000000000e+00
    RHS       r_ge_w_1_1_2   0.000000000000e+00
    RHS       r_ge_w_1_1_3   0.000000000000e+00
    RHS       r_ge_w_1_1_4   0.000000000000e+00
    RHS       r_ge_w_1_1_5   0.000000000000e+00
    RHS       r_ge_w_1_1_6   0.000000000000e+00
    RHS       r_ge_w_1_1_7   0.000000000000e+00
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
    RHS       r_le_1_6   0.000000000000e+00
    RHS       r_mono_1_7   0.000000000000e+00
    RHS       r_ge_w_1_7_0   0.000000000000e+00
    RHS       r_ge_w_1_7_1   0.000000000000e+00
    RHS       r_ge_w_1_7_2   0.000000000000e+00
    RHS       r_ge_w_1_7_3   0.000000000000e+00
    RHS       r_ge_w_1_7_4   0.000000000000e+00
    RHS       r_ge_w_1_7_5   0.000000000000e+00
    RHS       r_ge_w_1_7_6   0.000000000000e+00
    RHS       r_ge_w_1_7_7   0.000000000000e+00
    RHS       r_le_1_7   0.000000000000e+00
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
    RHS       r_le_2_6   0.000000000000e+00
    RHS       r_mono_2_7   0.000000000000e+00
    RHS       r_ge_w_2_7_0   0.000000000000e+00
    RHS       r_ge_w_2_7_1   0.000000000000e+00
    RHS       r_ge_w_2_7_2   0.000000000000e+00
    RHS       r_ge_w_2_7_3   0.000000000000e+00
    RHS       r_ge_w_2_7_4   0.000000000000e+00
    RHS       r_ge_w_2_7_5   0.000000000000e+00
    RHS       r_ge_w_2_7_6   0.000000000000e+00
    RHS       r_ge_w_2_7_7   0.000000000000e+00
    RHS       r_le_2_7   0.000000000000e+00
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
    RHS       r_le_3_6   0.000000000000e+00
    RHS       r_mono_3_7   0.000000000000e+00
    RHS       r_ge_w_3_7_0   0.000000000000e+00
    RHS       r_ge_w_3_7_1   0.000000000000e+00
    RHS       r_ge_w_3_7_2   0.000000000000e+00
    RHS       r_ge_w_3_7_3   0.000000000000e+00
    RHS       r_ge_w_3_7_4   0.000000000000e+00
    RHS       r_ge_w_3_7_5   0.000000000000e+00
    RHS       r_ge_w_3_7_6   0.000000000000e+00
    RHS       r_ge_w_3_7_7   0.000000000000e+00
    RHS       r_le_3_7   0.000000000000e+00
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
    RHS       r_le_4_6   0.000000000000e+00
    RHS       r_mono_4_7   0.000000000000e+00
    RHS       r_ge_w_4_7_0   0.000000000000e+00
    RHS       r_ge_w_4_7_1   0.000000000000e+00
    RHS       r_ge_w_4_7_2   0.000000000000e+00
    RHS       r_ge_w_4_7_3   0.000000000000e+00
    RHS       r_ge_w_4_7_4   0.000000000000e+00
    RHS       r_ge_w_4_7_5   0.000000000000e+00
    RHS       r_ge_w_4_7_6   0.000000000000e+00
    RHS       r_ge_w_4_7_7   0.000000000000e+00
    RHS       r_le_4_7   0.000000000000e+00
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
    RHS       r_le_5_6   0.000000000000e+00
    RHS       r_mono_5_7   0.000000000000e+00
    RHS       r_ge_w_5_7_0   0.000000000000e+00
    RHS       r_ge_w_5_7_1   0.000000000000e+00
    RHS       r_ge_w_5_7_2   0.000000000000e+00
    RHS       r_ge_w_5_7_3   0.000000000000e+00
    RHS       r_ge_w_5_7_4   0.000000000000e+00
    RHS       r_ge_w_5_7_5   0.000000000000e+00
    RHS       r_ge_w_5_7_6   0.000000000000e+00
    RHS       r_ge_w_5_7_7   0.000000000000e+00
    RHS       r_le_5_7   0.000000000000e+00
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
    RHS       r_le_6_6   0.000000000000e+00
    RHS       r_mono_6_7   0.000000000000e+00
    RHS       r_ge_w_6_7_0   0.000000000000e+00
    RHS       r_ge_w_6_7_1   0.000000000000e+00
    RHS       r_ge_w_6_7_2   0.000000000000e+00
    RHS       r_ge_w_6_7_3   0.000000000000e+00
    RHS       r_ge_w_6_7_4   0.000000000000e+00
    RHS       r_ge_w_6_7_5   0.000000000000e+00
    RHS       r_ge_w_6_7_6   0.000000000000e+00
    RHS       r_ge_w_6_7_7   0.000000000000e+00
    RHS       r_le_6_7   0.000000000000e+00
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
    RHS       r_le_7_6   0.000000000000e+00
    RHS       r_mono_7_7   0.000000000000e+00
    RHS       r_ge_w_7_7_0   0.000000000000e+00
    RHS       r_ge_w_7_7_1   0.000000000000e+00
    RHS       r_ge_w_7_7_2   0.000000000000e+00
    RHS       r_ge_w_7_7_3   0.000000000000e+00
    RHS       r_ge_w_7_7_4   0.000000000000e+00
    RHS       r_ge_w_7_7_5   0.000000000000e+00
    RHS       r_ge_w_7_7_6   0.000000000000e+00
    RHS       r_ge_w_7_7_7   0.000000000000e+00
    RHS       r_le_7_7   0.000000000000e+00
    RHS       reach_all_7   1.000000000000e+00
    RHS       r_mono_8_1   0.000000000000e+00
    RHS       r_ge_w_8_1_0   0.000000000000e+00
    RHS       r_ge_w_8_1_1   0.000000000000e+00
    RHS       r_ge_w_8_1_2   0.000000000000e+00
    RHS       r_ge_w_8_1_3   0.000000000000e+00
    RHS       r_ge_w_8_1_4   0.000000000000e+00
    RHS       r_ge_w_8_1_5   0.000000000000e+00
    RHS       r_ge_w_8_1_6   0.000000000000e+00
    RHS       r_ge_w_8_1_7   0.000000000000e+00
    RHS       r_le_8_1   0.000000000000e+00
    RHS       r_mono_8_2   0.000000000000e+00
    RHS       r_ge_w_8_2_0   0.000000000000e+00
    RHS       r_ge_w_8_2_1   0.000000000000e+00
    RHS       r_ge_w_8_2_2   0.000000000000e+00
    RHS       r_ge_w_8_2_3   0.000000000000e+00
    RHS       r_ge_w_8_2_4   0.000000000000e+00
    RHS       r_ge_w_8_2_5   0.000000000000e+00
    RHS       r_ge_w_8_2_6   0.000000000000e+00
    RHS       r_ge_w_8_2_7   0.000000000000e+00
    RHS       r_le_8_2   0.000000000000e+00
    RHS       r_mono_8_3   0.000000000000e+00
    RHS       r_ge_w_8_3_0   0.000000000000e+00
    RHS       r_ge_w_8_3_1   0.000000000000e+00
    RHS       r_ge_w_8_3_2   0.000000000000e+00
    RHS       r_ge_w_8_3_3   0.000000000000e+00
    RHS       r_ge_w_8_3_4   0.000000000000e+00
    RHS       r_ge_w_8_3_5   0.000000000000e+00
    RHS       r_ge_w_8_3_6   0.000000000000e+00
    RHS       r_ge_w_8_3_7   0.000000000000e+00
    RHS       r_le_8_3   0.000000000000e+00
    RHS       r_mono_8_4   0.000000000000e+00
    RHS       r_ge_w_8_4_0   0.000000000000e+00
    RHS       r_ge_w_8_4_1   0.000000000000e+00
    RHS       r_ge_w_8_4_2   0.000000000000e+00
    RHS       r_ge_w_8_4_3   0.000000000000e+00
    RHS       r_ge_w_8_4_4   0.000000000000e+00
    RHS       r_ge_w_8_4_5   0.000000000000e+00
    RHS       r_ge_w_8_4_6   0.000000000000e+00
    RHS       r_ge_w_8_4_7   0.000000000000e+00
    RHS       r_le_8_4   0.000000000000e+00
    RHS       r_mono_8_5   0.000000000000e+00
    RHS       r_ge_w_8_5_0   0.000000000000e+00
    RHS       r_ge_w_8_5_1   0.000000000000e+00
    RHS       r_ge_w_8_5_2   0.000000000000e+00
    RHS       r_ge_w_8_5_3   0.000000000000e+00
    RHS       r_ge_w_8_5_4   0.000000000000e+00
    RHS       r_ge_w_8_5_5   0.000000000000e+00
    RHS       r_ge_w_8_5_6   0.000000000000e+00
    RHS       r_ge_w_8_5_7   0.000000000000e+00
    RHS       r_le_8_5   0.000000000000e+00
    RHS       r_mono_8_6   0.000000000000e+00
    RHS       r_ge_w_8_6_0   0.000000000000e+00
    RHS       r_ge_w_8_6_1   0.000000000000e+00
    RHS       r_ge_w_8_6_2   0.000000000000e+00
    RHS       r_ge_w_8_6_3   0.000000000000e+00
    RHS       r_ge_w_8_6_4   0.000000000000e+00
    RHS       r_ge_w_8_6_5   0.000000000000e+00
    RHS       r_ge_w_8_6_6   0.000000000000e+00
    RHS       r_ge_w_8_6_7   0.000000000000e+00
    RHS       r_le_8_6   0.000000000000e+00
    RHS       r_mono_8_7   0.000000000000e+00
    RHS       r_ge_w_8_7_0   0.000000000000e+00
    RHS       r_ge_w_8_7_1   0.000000000000e+00
    RHS       r_ge_w_8_7_2   0.000000000000e+00
    RHS       r_ge_w_8_7_3   0.000000000000e+00
    RHS       r_ge_w_8_7_4   0.000000000000e+00
    RHS       r_ge_w_8_7_5   0.000000000000e+00
    RHS       r_ge_w_8_7_6   0.000000000000e+00
    RHS       r_ge_w_8_7_7   0.000000000000e+00
    RHS       r_le_8_7   0.000000000000e+00
    RHS       reach_all_8   1.000000000000e+00
    RHS       r_mono_9_1   0.000000000000e+00
    RHS       r_ge_w_9_1_0   0.000000000000e+00
    RHS       r_ge_w_9_1_1   0.000000000000e+00
    RHS       r_ge_w_9_1_2   0.000000000000e+00
    RHS       r_ge_w_9_1_3   0.000000000000e+00
    RHS       r_ge_w_9_1_4   0.000000000000e+00
    RHS       r_ge_w_9_1_5   0.000000000000e+00
    RHS       r_ge_w_9_1_6   0.000000000000e+00
    RHS       r_ge_w_9_1_7   0.000000000000e+00
    RHS       r_le_9_1   0.000000000000e+00
    RHS       r_mono_9_2   0.000000000000e+00
    RHS       r_ge_w_9_2_0   0.000000000000e+00
    RHS       r_ge_w_9_2_1   0.000000000000e+00
    RHS       r_ge_w_9_2_2   0.000000000000e+00
    RHS       r_ge_w_9_2_3   0.000000000000e+00
    RHS       r_ge_w_9_2_4   0.000000000000e+00
    RHS       r_ge_w_9_2_5   0.000000000000e+00
    RHS       r_ge_w_9_2_6   0.000000000000e+00
    RHS       r_ge_w_9_2_7   0.000000000000e+00
    RHS       r_le_9_2   0.000000000000e+00
    RHS       r_mono_9_3   0.000000000000e+00
    RHS       r_ge_w_9_3_0   0.000000000000e+00
    RHS       r_ge_w_9_3_1   0.000000000000e+00
    RHS       r_ge_w_9_3_2   0.000000000000e+00
    RHS       r_ge_w_9_3_3   0.000000000000e+00
    RHS       r_ge_w_9_3_4   0.000000000000e+00
    RHS       r_ge_w_9_3_5   0.000000000000e+00
    RHS       r_ge_w_9_3_6   0.000000000000e+00
    RHS       r_ge_w_9_3_7   0.000000000000e+00
    RHS       r_le_9_3   0.000000000000e+00
    RHS       r_mono_9_4   0.000000000000e+00
    RHS       r_ge_w_9_4_0   0.000000000000e+00
    RHS       r_ge_w_9_4_1   0.000000000000e+00
    RHS       r_ge_w_9_4_2   0.000000000000e+00
    RHS       r_ge_w_9_4_3   0.000000000000e+00
    RHS       r_ge_w_9_4_4   0.000000000000e+00
    RHS       r_ge_w_9_4_5   0.000000000000e+00
    RHS       r_ge_w_9_4_6   0.000000000000e+00
    RHS       r_ge_w_9_4_7   0.000000000000e+00
    RHS       r_le_9_4   0.000000000000e+00
    RHS       r_mono_9_5   0.000000000000e+00
    RHS       r_ge_w_9_5_0   0.000000000000e+00
    RHS       r_ge_w_9_5_1   0.000000000000e+00
    RHS       r_ge_w_9_5_2   0.000000000000e+00
    RHS       r_ge_w_9_5_3   0.000000000000e+00
    RHS       r_ge_w_9_5_4   0.000000000000e+00
    RHS       r_ge_w_9_5_5   0.000000000000e+00
    RHS       r_ge_w_9_5_6   0.000000000000e+00
    RHS       r_ge_w_9_5_7   0.000000000000e+00
    RHS       r_le_9_5   0.000000000000e+00
    RHS       r_mono_9_6   0.000000000000e+00
    RHS       r_ge_w_9_6_0   0.000000000000e+00
    RHS       r_ge_w_9_6_1   0.000000000000e+00
    RHS       r_ge_w_9_6_2   0.000000000000e+00
    RHS       r_ge_w_9_6_3   0.000000000000e+00
    RHS       r_ge_w_9_6_4   0.000000000000e+00
    RHS       r_ge_w_9_6_5   0.000000000000e+00
    RHS       r_ge_w_9_6_6   0.000000000000e+00
    RHS       r_ge_w_9_6_7   0.000000000000e+00
    RHS       r_le_9_6   0.000000000000e+00
    RHS       r_mono_9_7   0.000000000000e+00
    RHS       r_ge_w_9_7_0   0.000000000000e+00
    RHS       r_ge_w_9_7_1   0.000000000000e+00
    RHS       r_ge_w_9_7_2   0.000000000000e+00
    RHS       r_ge_w_9_7_3   0.000000000000e+00
    RHS       r_ge_w_9_7_4   0.000000000000e+00
    RHS       r_ge_w_9_7_5   0.000000000000e+00
    RHS       r_ge_w_9_7_6   0.000000000000e+00
    RHS       r_ge_w_9_7_7   0.000000000000e+00
    RHS       r_le_9_7   0.000000000000e+00
    RHS       reach_all_9   1.000000000000e+00
    RHS       r_mono_10_1   0.000000000000e+00
    RHS       r_ge_w_10_1_0   0.000000000000e+00
    RHS       r_ge_w_10_1_1   0.000000000000e+00
    RHS       r_ge_w_10_1_2   0.000000000000e+00
    RHS       r_ge_w_10_1_3   0.000000000000e+00
    RHS       r_ge_w_10_1_4   0.000000000000e+00
    RHS       r_ge_w_10_1_5   0.000000000000e+00
    RHS       r_ge_w_10_1_6   0.000000000000e+00
    RHS       r_ge_w_10_1_7   0.000000000000e+00
    RHS       r_le_10_1   0.000000000000e+00
    RHS       r_mono_10_2   0.000000000000e+00
    RHS       r_ge_w_10_2_0   0.000000000000e+00
    RHS       r_ge_w_10_2_1   0.000000000000e+00
    RHS       r_ge_w_10_2_2   0.000000000000e+00
    RHS       r_ge_w_10_2_3   0.000000000000e+00
    RHS       r_ge_w_10_2_4   0.000000000000e+00
    RHS       r_ge_w_10_2_5   0.000000000000e+00
    RHS       r_ge_w_10_2_6   0.000000000000e+00
    RHS       r_ge_w_10_2_7   0.000000000000e+00
    RHS       r_le_10_2   0.000000000000e+00
    RHS       r_mono_10_3   0.000000000000e+00
    RHS       r_ge_w_10_3_0   0.000000000000e+00
    RHS       r_ge_w_10_3_1   0.000000000000e+00
    RHS       r_ge_w_10_3_2   0.000000000000e+00
    RHS       r_ge_w_10_3_3   0.000000000000e+00
    RHS       r_ge_w_10_3_4   0.000000000000e+00
    RHS       r_ge_w_10_3_5   0.000000000000e+00
    RHS       r_ge_w_10_3_6   0.000000000000e+00
    RHS       r_ge_w_10_3_7   0.000000000000e+00
    RHS       r_le_10_3   0.000000000000e+00
    RHS       r_mono_10_4   0.000000000000e+00
    RHS       r_ge_w_10_4_0   0.000000000000e+00
    RHS       r_ge_w_10_4_1   0.000000000000e+00
    RHS       r_ge_w_10_4_2   0.000000000000e+00
    RHS       r_ge_w_10_4_3   0.000000000000e+00
    RHS       r_ge_w_10_4_4   0.000000000000e+00
    RHS       r_ge_w_10_4_5   0.000000000000e+00
    RHS       r_ge_w_10_4_6   0.000000000000e+00
    RHS       r_ge_w_10_4_7   0.000000000000e+00
    RHS       r_le_10_4   0.000000000000e+00
    RHS       r_mono_10_5   0.000000000000e+00
    RHS       r_ge_w_10_5_0   0.000000000000e+00
    RHS       r_ge_w_10_5_1   0.000000000000e+00
    RHS       r_ge_w_10_5_2   0.000000000000e+00
    RHS       r_ge_w_10_5_3   0.000000000000e+00
    RHS       r_ge_w_10_5_4   0.000000000000e+00
    RHS       r_ge_w_10_5_5   0.000000000000e+00
    RHS       r_ge_w_10_5_6   0.000000000000e+00
    RHS       r_ge_w_10_5_7   0.000000000000e+00
    RHS       r_le_10_5   0.000000000000e+00
    RHS       r_mono_10_6   0.000000000000e+00
    RHS       r_ge_w_10_6_0   0.000000000000e+00
    RHS       r_ge_w_10_6_1   0.000000000000e+00
    RHS       r_ge_w_10_6_2   0.000000000000e+00
    RHS       r_ge_w_10_6_3   0.000000000000e+00
    RHS       r_ge_w_10_6_4   0.000000000000e+00
    RHS       r_ge_w_10_6_5   0.000000000000e+00
    RHS       r_ge_w_10_6_6   0.000000000000e+00
    RHS       r_ge_w_10_6_7   0.000000000000e+00
    RHS       r_le_10_6   0.000000000000e+00
    RHS       r_mono_10_7   0.000000000000e+00
    RHS       r_ge_w_10_7_0   0.000000000000e+00
    RHS       r_ge_w_10_7_1   0.000000000000e+00
    RHS       r_ge_w_10_7_2   0.000000000000e+00
    RHS       r_ge_w_10_7_3   0.000000000000e+00
    RHS       r_ge_w_10_7_4   0.000000000000e+00
    RHS       r_ge_w_10_7_5   0.000000000000e+00
    RHS       r_ge_w_10_7_6   0.000000000000e+00
    RHS       r_ge_w_10_7_7   0.000000000000e+00
    RHS       r_le_10_7   0.000000000000e+00
    RHS       reach_all_10   1.000000000000e+00
    RHS       r_mono_11_1   0.000000000000e+00
    RHS       r_ge_w_11_1_0   0.000000000000e+00
    RHS       r_ge_w_11_1_1   0.000000000000e+00
    RHS       r_ge_w_11_1_2   0.000000000000e+00
    RHS       r_ge_w_11_1_3   0.000000000000e+00
    RHS       r_ge_w_11_1_4   0.000000000000e+00
    RHS       r_ge_w_11_1_5   0.000000000000e+00
    RHS       r_ge_w_11_1_6   0.000000000000e+00
    RHS       r_ge_w_11_1_7   0.000000000000e+00
    RHS       r_le_11_1   0.000000000000e+00
    RHS       r_mono_11_2   0.000000000000e+00
    RHS       r_ge_w_11_2_0   0.000000000000e+00
    RHS       r_ge_w_11_2_1   0.000000000000e+00
    RHS       r_ge_w_11_2_2   0.000000000000e+00
    RHS       r_ge_w_11_2_3   0.000000000000e+00
    RHS       r_ge_w_11_2_4   0.000000000000e+00
    RHS       r_ge_w_11_2_5   0.000000000000e+00
    RHS       r_ge_w_11_2_6   0.000000000000e+00
    RHS       r_ge_w_11_2_7   0.000000000000e+00
    RHS       r_le_11_2   0.000000000000e+00
    RHS       r_mono_11_3   0.000000000000e+00
    RHS       r_ge_w_11_3_0   0.000000000000e+00
    RHS       r_ge_w_11_3_1   0.000000000000e+00
    RHS       r_ge_w_11_3_2   0.000000000000e+00
    RHS       r_ge_w_11_3_3   0.000000000000e+00
    RHS       r_ge_w_11_3_4   0.000000000000e+00
    RHS       r_ge_w_11_3_5   0.000000000000e+00
    RHS       r_ge_w_11_3_6   0.000000000000e+00
    RHS       r_ge_w_11_3_7   0.000000000000e+00
    RHS       r_le_11_3   0.000000000000e+00
    RHS       r_mono_11_4   0.000000000000e+00
    RHS       r_ge_w_11_4_0   0.000000000000e+00
    RHS       r_ge_w_11_4_1   0.000000000000e+00
    RHS       r_ge_w_11_4_2   0.000000000000e+00
    RHS       r_ge_w_11_4_3   0.000000000000e+00
    RHS       r_ge_w_11_4_4   0.000000000000e+00
    RHS       r_ge_w_11_4_5   0.000000000000e+00
    RHS       r_ge_w_11_4_6   0.000000000000e+00
    RHS       r_ge_w_11_4_7   0.000000000000e+00
    RHS       r_le_11_4   0.000000000000e+00
    RHS       r_mono_11_5   0.000000000000e+00
    RHS       r_ge_w_11_5_0   0.000000000000e+00
    RHS       r_ge_w_11_5_1   0.000000000000e+00
    RHS       r_ge_w_11_5_2   0.000000000000e+00
    RHS       r_ge_w_11_5_3   0.000000000000e+00
    RHS       r_ge_w_11_5_4   0.000000000000e+00
    RHS       r_ge_w_11_5_5   0.000000000000e+00
    RHS       r_ge_w_11_5_6   0.000000000000e+00
    RHS       r_ge_w_11_5_7   0.000000000000e+00
    RHS       r_le_11_5   0.000000000000e+00
    RHS       r_mono_11_6   0.000000000000e+00
    RHS       r_ge_w_11_6_0   0.000000000000e+00
    RHS       r_ge_w_11_6_1   0.000000000000e+00
    RHS       r_ge_w_11_6_2   0.000000000000e+00
    RHS       r_ge_w_11_6_3   0.000000000000e+00
    RHS       r_ge_w_11_6_4   0.000000000000e+00
    RHS       r_ge_w_11_6_5   0.000000000000e+00
    RHS       r_ge_w_11_6_6   0.000000000000e+00
    RHS       r_ge_w_11_6_7   0.000000000000e+00
    RHS       r_le_11_6   0.000000000000e+00
    RHS       r_mono_11_7   0.000000000000e+00
    RHS       r_ge_w_11_7_0   0.000000000000e+00
    RHS       r_ge_w_11_7_1   0.000000000000e+00
    RHS       r_ge_w_11_7_2   0.000000000000e+00
    RHS       r_ge_w_11_7_3   0.000000000000e+00
    RHS       r_ge_w_11_7_4   0.000000000000e+00
    RHS       r_ge_w_11_7_5   0.000000000000e+00
    RHS       r_ge_w_11_7_6   0.000000000000e+00
    RHS       r_ge_w_11_7_7   0.000000000000e+00
    RHS       r_le_11_7   0.000000000000e+00
    RHS       reach_all_11   1.000000000000e+00
    RHS       r_mono_12_1   0.000000000000e+00
    RHS       r_ge_w_12_1_0   0.000000000000e+00
    RHS       r_ge_w_12_1_1   0.000000000000e+00
    RHS       r_ge_w_12_1_2   0.000000000000e+00
    RHS       r_ge_w_12_1_3   0.000000000000e+00
    RHS       r_ge_w_12_1_4   0.000000000000e+00
    RHS       r_ge_w_12_1_5   0.000000000000e+00
    RHS       r_ge_w_12_1_6   0.000000000000e+00
    RHS       r_ge_w_12_1_7   0.000000000000e+00
    RHS       r_le_12_1   0.000000000000e+00
    RHS       r_mono_12_2   0.000000000000e+00
    RHS       r_ge_w_12_2_0   0.000000000000e+00
    RHS       r_ge_w_12_2_1   0.000000000000e+00
    RHS       r_ge_w_12_2_2   0.000000000000e+00
    RHS       r_ge_w_12_2_3   0.000000000000e+00
    RHS       r_ge_w_12_2_4   0.000000000000e+00
    RHS       r_ge_w_12_2_5   0.000000000000e+00
    RHS       r_ge_w_12_2_6   0.000000000000e+00
    RHS       r_ge_w_12_2_7   0.000000000000e+00
    RHS       r_le_12_2   0.000000000000e+00
    RHS       r_mono_12_3   0.000000000000e+00
    RHS       r_ge_w_12_3_0   0.000000000000e+00
    RHS       r_ge_w_12_3_1   0.000000000000e+00
    RHS       r_ge_w_12_3_2   0.000000000000e+00
    RHS       r_ge_w_12_3_3   0.000000000000e+00
    RHS       r_ge_w_12_3_4   0.000000000000e+00
    RHS       r_ge_w_12_3_5   0.000000000000e+00
    RHS       r_ge_w_12_3_6   0.000000000000e+00
    RHS       r_ge_w_12_3_7   0.000000000000e+00
    RHS       r_le_12_3   0.000000000000e+00
    RHS       r_mono_12_4   0.000000000000e+00
    RHS       r_ge_w_12_4_0   0.000000000000e+00
    RHS       r_ge_w_12_4_1   0.000000000000e+00
    RHS       r_ge_w_12_4_2   0.000000000000e+00
    RHS       r_ge_w_12_4_3   0.000000000000e+00
    RHS       r_ge_w_12_4_4   0.000000000000e+00
    RHS       r_ge_w_12_4_5   0.000000000000e+00
    RHS       r_ge_w_12_4_6   0.000000000000e+00
    RHS       r_ge_w_12_4_7   0.000000000000e+00
    RHS       r_le_12_4   0.000000000000e+00
    RHS       r_mono_12_5   0.000000000000e+00
    RHS       r_ge_w_12_5_0   0.000000000000e+00
    RHS       r_ge_w_12_5_1   0.000000000000e+00
    RHS       r_ge_w_12_5_2   0.000000000000e+00
    RHS       r_ge_w_12_5_3   0.000000000000e+00
    RHS       r_ge_w_12_5_4   0.000000000000e+00
    RHS       r_ge_w_12_5_5   0.000000000000e+00
    RHS       r_ge_w_12_5_6   0.000000000000e+00
    RHS       r_ge_w_12_5_7   0.000000000000e+00
    RHS       r_le_12_5   0.000000000000e+00
    RHS       r_mono_12_6   0.000000000000e+00
    RHS       r_ge_w_12_6_0   0.000000000000e+00
    RHS       r_ge_w_12_6_1   0.000000000000e+00
    RHS       r_ge_w_12_6_2   0.000000000000e+00
    RHS       r_ge_w_12_6_3   0.000000000000e+00
    RHS       r_ge_w_12_6_4   0.000000000000e+00
    RHS       r_ge_w_12_6_5   0.000000000000e+00
    RHS       r_ge_w_12_6_6   0.000000000000e+00
    RHS       r_ge_w_12_6_7   0.000000000000e+00
    RHS       r_le_12_6   0.000000000000e+00
    RHS       r_mono_12_7   0.000000000000e+00
    RHS       r_ge_w_12_7_0   0.000000000000e+00
    RHS       r_ge_w_12_7_1   0.000000000000e+00
    RHS       r_ge_w_12_7_2   0.000000000000e+00
    RHS       r_ge_w_12_7_3   0.000000000000e+00
    RHS       r_ge_w_12_7_4   0.000000000000e+00
    RHS       r_ge_w_12_7_5   0.000000000000e+00
    RHS       r_ge_w_12_7_6   0.000000000000e+00
    RHS       r_ge_w_12_7_7   0.000000000000e+00
    RHS       r_le_12_7   0.000000000000e+00
    RHS       reach_all_12   1.000000000000e+00
    RHS       symmetry_q1   1.000000000000e+00
    RHS       ball_1     3.000000000000e+00
BOUNDS
 UP BND       r_10_1     1.000000000000e+00
 UP BND       r_10_2     1.000000000000e+00
 UP BND       r_10_3     1.000000000000e+00
 UP BND       r_10_4     1.000000000000e+00
 UP BND       r_10_5     1.000000000000e+00
 UP BND       r_10_6     1.000000000000e+00
 UP BND       r_10_7     1.000000000000e+00
 UP BND       r_11_1     1.000000000000e+00
 UP BND       r_11_2     1.000000000000e+00
 UP BND       r_11_3     1.000000000000e+00
 UP BND       r_11_4     1.000000000000e+00
 UP BND       r_11_5     1.000000000000e+00
 UP BND       r_11_6     1.000000000000e+00
 UP BND       r_11_7     1.000000000000e+00
 UP BND       r_12_1     1.000000000000e+00
 UP BND       r_12_2     1.000000000000e+00
 UP BND       r_12_3     1.000000000000e+00
 UP BND       r_12_4     1.000000000000e+00
 UP BND       r_12_5     1.000000000000e+00
 UP BND       r_12_6     1.000000000000e+00
 UP BND       r_12_7     1.000000000000e+00
 UP BND       r_1_1      1.000000000000e+00
 UP BND       r_1_2      1.000000000000e+00
 UP BND       r_1_3      1.000000000000e+00
 UP BND       r_1_4      1.000000000000e+00
 UP BND       r_1_5      1.000000000000e+00
 UP BND       r_1_6      1.000000000000e+00
 UP BND       r_1_7      1.000000000000e+00
 UP BND       r_2_1      1.000000000000e+00
 UP BND       r_2_2      1.000000000000e+00
 UP BND       r_2_3      1.000000000000e+00
 UP BND       r_2_4      1.000000000000e+00
 UP BND       r_2_5      1.000000000000e+00
 UP BND       r_2_6      1.000000000000e+00
 UP BND       r_2_7      1.000000000000e+00
 UP BND       r_3_1      1.000000000000e+00
 UP BND       r_3_2      1.000000000000e+00
 UP BND       r_3_3      1.000000000000e+00
 UP BND       r_3_4      1.000000000000e+00
 UP BND       r_3_5      1.000000000000e+00
 UP BND       r_3_6      1.000000000000e+00
 UP BND       r_3_7      1.000000000000e+00
 UP BND       r_4_1      1.000000000000e+00
 UP BND       r_4_2      1.000000000000e+00
 UP BND       r_4_3      1.000000000000e+00
 UP BND       r_4_4      1.000000000000e+00
 UP BND       r_4_5      1.000000000000e+00
 UP BND       r_4_6      1.000000000000e+00
 UP BND       r_4_7      1.000000000000e+00
 UP BND       r_5_1      1.000000000000e+00
 UP BND       r_5_2      1.000000000000e+00
 UP BND       r_5_3      1.000000000000e+00
 UP BND       r_5_4      1.000000000000e+00
 UP BND       r_5_5      1.000000000000e+00
 UP BND       r_5_6      1.000000000000e+00
 UP BND       r_5_7      1.000000000000e+00
 UP BND       r_6_1      1.000000000000e+00
 UP BND       r_6_2      1.000000000000e+00
 UP BND       r_6_3      1.000000000000e+00
 UP BND       r_6_4      1.000000000000e+00
 UP BND       r_6_5      1.000000000000e+00
 UP BND       r_6_6      1.000000000000e+00
 UP BND       r_6_7      1.000000000000e+00
 UP BND       r_7_1      1.000000000000e+00
 UP BND       r_7_2      1.000000000000e+00
 UP BND       r_7_3      1.000000000000e+00
 UP BND       r_7_4      1.000000000000e+00
 UP BND       r_7_5      1.000000000000e+00
 UP BND       r_7_6      1.000000000000e+00
 UP BND       r_7_7      1.000000000000e+00
 UP BND       r_8_1      1.000000000000e+00
 UP BND       r_8_2      1.000000000000e+00
 UP BND       r_8_3      1.000000000000e+00
 UP BND       r_8_4      1.000000000000e+00
 UP BND       r_8_5      1.000000000000e+00
 UP BND       r_8_6      1.000000000000e+00
 UP BND       r_8_7      1.000000000000e+00
 UP BND       r_9_1      1.000000000000e+00
 UP BND       r_9_2      1.000000000000e+00
 UP BND       r_9_3      1.000000000000e+00
 UP BND       r_9_4      1.000000000000e+00
 UP BND       r_9_5      1.000000000000e+00
 UP BND       r_9_6      1.000000000000e+00
 UP BND       r_9_7      1.000000000000e+00
 BV BND       s_1     
 BV BND       s_11    
 BV BND       s_5     
 BV BND       s_7     
 UP BND       w_10_1_11_11   1.000000000000e+00
 UP BND       w_10_1_13_11   1.000000000000e+00
 UP BND       w_10_1_17_7   1.000000000000e+00
 UP BND       w_10_1_19_5   1.000000000000e+00
 UP BND       w_10_1_1_1   1.000000000000e+00
 UP BND       w_10_1_23_1   1.000000000000e+00
 UP BND       w_10_1_5_5   1.000000000000e+00
 UP BND       w_10_1_7_7   1.000000000000e+00
 UP BND       w_10_2_11_11   1.000000000000e+00
 UP BND       w_10_2_13_11   1.000000000000e+00
 UP BND       w_10_2_17_7   1.000000000000e+00
 UP BND       w_10_2_19_5   1.000000000000e+00
 UP BND       w_10_2_1_1   1.000000000000e+00
 UP BND       w_10_2_23_1   1.000000000000e+00
 UP BND       w_10_2_5_5   1.000000000000e+00
 UP BND       w_10_2_7_7   1.000000000000e+00
 UP BND       w_10_3_11_11   1.000000000000e+00
 UP BND       w_10_3_13_11   1.000000000000e+00
 UP BND       w_10_3_17_7   1.000000000000e+00
 UP BND       w_10_3_19_5   1.000000000000e+00
 UP BND       w_10_3_1_1   1.000000000000e+00
 UP BND       w_10_3_23_1   1.000000000000e+00
 UP BND       w_10_3_5_5   1.000000000000e+00
 UP BND       w_10_3_7_7   1.000000000000e+00
 UP BND       w_10_4_11_11   1.000000000000e+00
 UP BND       w_10_4_13_11   1.000000000000e+00
 UP BND       w_10_4_17_7   1.000000000000e+00
 UP BND       w_10_4_19_5   1.000000000000e+00
 UP BND       w_10_4_1_1   1.000000000000e+00
 UP BND       w_10_4_23_1   1.000000000000e+00
 UP BND       w_10_4_5_5   1.000000000000e+00
 UP BND       w_10_4_7_7   1.000000000000e+00
 UP BND       w_10_5_11_11   1.000000000000e+00
 UP BND       w_10_5_13_11   1.000000000000e+00
 UP BND       w_10_5_17_7   1.000000000000e+00
 UP BND       w_10_5_19_5   1.000000000000e+00
 UP BND       w_10_5_1_1   1.000000000000e+00
 UP BND       w_10_5_23_1   1.000000000000e+00
 UP BND       w_10_5_5_5   1.000000000000e+00
 UP BND       w_10_5_7_7   1.000000000000e+00
 UP BND       w_10_6_11_11   1.000000000000e+00
 UP BND       w_10_6_13_11   1.000000000000e+00
 UP BND       w_10_6_17_7   1.000000000000e+00
 UP BND       w_10_6_19_5   1.000000000000e+00
 UP BND       w_10_6_1_1   1.000000000000e+00
 UP BND       w_10_6_23_1   1.000000000000e+00
 UP BND       w_10_6_5_5   1.000000000000e+00
 UP BND       w_10_6_7_7   1.000000000000e+00
 UP BND       w_10_7_11_11   1.000000000000e+00
 UP BND       w_10_7_13_11   1.000000000000e+00
 UP BND       w_10_7_17_7   1.000000000000e+00
 UP BND       w_10_7_19_5   1.000000000000e+00
 UP BND       w_10_7_1_1   1.000000000000e+00
 UP BND       w_10_7_23_1   1.000000000000e+00
 UP BND       w_10_7_5_5   1.000000000000e+00
 UP BND       w_10_7_7_7   1.000000000000e+00
 UP BND       w_11_1_11_11   1.000000000000e+00
 UP BND       w_11_1_13_11   1.000000000000e+00
 UP BND       w_11_1_17_7   1.000000000000e+00
 UP BND       w_11_1_19_5   1.000000000000e+00
 UP BND       w_11_1_1_1   1.000000000000e+00
 UP BND       w_11_1_23_1   1.000000000000e+00
 UP BND       w_11_1_5_5   1.000000000000e+00
 UP BND       w_11_1_7_7   1.000000000000e+00
 UP BND       w_11_2_11_11   1.000000000000e+00
 UP BND       w_11_2_13_11   1.000000000000e+00
 UP BND       w_11_2_17_7   1.000000000000e+00
 UP BND       w_11_2_19_5   1.000000000000e+00
 UP BND       w_11_2_1_1   1.000000000000e+00
 UP BND       w_11_2_23_1   1.000000000000e+00
 UP BND       w_11_2_5_5   1.000000000000e+00
 UP BND       w_11_2_7_7   1.000000000000e+00
 UP BND       w_11_3_11_11   1.000000000000e+00
 UP BND       w_11_3_13_11   1.000000000000e+00
 UP BND       w_11_3_17_7   1.000000000000e+00
 UP BND       w_11_3_19_5   1.000000000000e+00
 UP BND       w_11_3_1_1   1.000000000000e+00
 UP BND       w_11_3_23_1   1.000000000000e+00
 UP BND       w_11_3_5_5   1.000000000000e+00
 UP BND       w_11_3_7_7   1.000000000000e+00
 UP BND       w_11_4_11_11   1.000000000000e+00
 UP BND       w_11_4_13_11   1.000000000000e+00
 UP BND       w_11_4_17_7   1.000000000000e+00
 UP BND       w_11_4_19_5   1.000000000000e+00
 UP BND       w_11_4_1_1   1.000000000000e+00
 UP BND       w_11_4_23_1   1.000000000000e+00
 UP BND       w_11_4_5_5   1.000000000000e+00
 UP BND       w_11_4_7_7   1.000000000000e+00
 UP BND       w_11_5_11_11   1.000000000000e+00
 UP BND       w_11_5_13_11   1.000000000000e+00
 UP BND       w_11_5_17_7   1.000000000000e+00
 UP BND       w_11_5_19_5   1.000000000000e+00
 UP BND       w_11_5_1_1   1.000000000000e+00
 UP BND       w_11_5_23_1   1.000000000000e+00
 UP BND       w_11_5_5_5   1.000000000000e+00
 UP BND       w_11_5_7_7   1.000000000000e+00
 UP BND       w_11_6_11_11   1.000000000000e+00
 UP BND       w_11_6_13_11   1.000000000000e+00
 UP BND       w_11_6_17_7   1.000000000000e+00
 UP BND       w_11_6_19_5   1.000000000000e+00
 UP BND       w_11_6_1_1   1.000000000000e+00
 UP BND       w_11_6_23_1   1.000000000000e+00
 UP BND       w_11_6_5_5   1.000000000000e+00
 UP BND       w_11_6_7_7   1.000000000000e+00
 UP BND       w_11_7_11_11   1.000000000000e+00
 UP BND       w_11_7_13_11   1.000000000000e+00
 UP BND       w_11_7_17_7   1.000000000000e+00
 UP BND       w_11_7_19_5   1.000000000000e+00
 UP BND       w_11_7_1_1   1.000000000000e+00
 UP BND       w_11_7_23_1   1.000000000000e+00
 UP BND       w_11_7_5_5   1.000000000000e+00
 UP BND       w_11_7_7_7   1.000000000000e+00
 UP BND       w_12_1_11_11   1.000000000000e+00
 UP BND       w_12_1_13_11   1.000000000000e+00
 UP BND       w_12_1_17_7   1.000000000000e+00
 UP BND       w_12_1_19_5   1.000000000000e+00
 UP BND       w_12_1_1_1   1.000000000000e+00
 UP BND       w_12_1_23_1   1.000000000000e+00
 UP BND       w_12_1_5_5   1.000000000000e+00
 UP BND       w_12_1_7_7   1.000000000000e+00
 UP BND       w_12_2_11_11   1.000000000000e+00
 UP BND       w_12_2_13_11   1.000000000000e+00
 UP BND       w_12_2_17_7   1.000000000000e+00
 UP BND       w_12_2_19_5   1.000000000000e+00
 UP BND       w_12_2_1_1   1.000000000000e+00
 UP BND       w_12_2_23_1   1.000000000000e+00
 UP BND       w_12_2_5_5   1.000000000000e+00
 UP BND       w_12_2_7_7   1.000000000000e+00
 UP BND       w_12_3_11_11   1.000000000000e+00
 UP BND       w_12_3_13_11   1.000000000000e+00
 UP BND       w_12_3_17_7   1.000000000000e+00
 UP BND       w_12_3_19_5   1.000000000000e+00
 UP BND       w_12_3_1_1   1.000000000000e+00
 UP BND       w_12_3_23_1   1.000000000000e+00
 UP BND       w_12_3_5_5   1.000000000000e+00
 UP BND       w_12_3_7_7   1.000000000000e+00
 UP BND       w_12_4_11_11   1.000000000000e+00
 UP BND       w_12_4_13_11   1.000000000000e+00
 UP BND       w_12_4_17_7   1.000000000000e+00
 UP BND       w_12_4_19_5   1.000000000000e+00
 UP BND       w_12_4_1_1   1.000000000000e+00
 UP BND       w_12_4_23_1   1.000000000000e+00
 UP BND       w_12_4_5_5   1.000000000000e+00
 UP BND       w_12_4_7_7   1.000000000000e+00
 UP BND       w_12_5_11_11   1.000000000000e+00
 UP BND       w_12_5_13_11   1.000000000000e+00
 UP BND       w_12_5_17_7   1.000000000000e+00
 UP BND       w_12_5_19_5   1.000000000000e+00
 UP BND       w_12_5_1_1   1.000000000000e+00
 UP BND       w_12_5_23_1   1.000000000000e+00
 UP BND       w_12_5_5_5   1.000000000000e+00
 UP BND       w_12_5_7_7   1.000000000000e+00
 UP BND       w_12_6_11_11   1.000000000000e+00
 UP BND       w_12_6_13_11   1.000000000000e+00
 UP BND       w_12_6_17_7   1.000000000000e+00
 UP BND       w_12_6_19_5   1.000000000000e+00
 UP BND       w_12_6_1_1   1.000000000000e+00
 UP BND       w_12_6_23_1   1.000000000000e+00
 UP BND       w_12_6_5_5   1.000000000000e+00
 UP BND       w_12_6_7_7   1.000000000000e+00
 UP BND       w_12_7_11_11   1.000000000000e+00
 UP BND       w_12_7_13_11   1.000000000000e+00
 UP BND       w_12_7_17_7   1.000000000000e+00
 UP BND       w_12_7_19_5   1.000000000000e+00
 UP BND       w_12_7_1_1   1.000000000000e+00
 UP BND       w_12_7_23_1   1.000000000000e+00
 UP BND       w_12_7_5_5   1.000000000000e+00
 UP BND       w_12_7_7_7   1.000000000000e+00
 UP BND       w_1_1_11_11   1.000000000000e+00
 UP BND       w_1_1_13_11   1.000000000000e+00
 UP BND       w_1_1_17_7   1.000000000000e+00
 UP BND       w_1_1_19_5   1.000000000000e+00
 UP BND       w_1_1_1_1   1.000000000000e+00
 UP BND       w_1_1_23_1   1.000000000000e+00
 UP BND       w_1_1_5_5   1.000000000000e+00
 UP BND       w_1_1_7_7   1.000000000000e+00
 UP BND       w_1_2_11_11   1.000000000000e+00
 UP BND       w_1_2_13_11   1.000000000000e+00
 UP BND       w_1_2_17_7   1.000000000000e+00
 UP BND       w_1_2_19_5   1.000000000000e+00
 UP BND       w_1_2_1_1   1.000000000000e+00
 UP BND       w_1_2_23_1   1.000000000000e+00
 UP BND       w_1_2_5_5   1.000000000000e+00
 UP BND       w_1_2_7_7   1.000000000000e+00
 UP BND       w_1_3_11_11   1.000000000000e+00
 UP BND       w_1_3_13_11   1.000000000000e+00
 UP BND       w_1_3_17_7   1.000000000000e+00
 UP BND       w_1_3_19_5   1.000000000000e+00
 UP BND       w_1_3_1_1   1.000000000000e+00
 UP BND       w_1_3_23_1   1.000000000000e+00
 UP BND       w_1_3_5_5   1.000000000000e+00
 UP BND       w_1_3_7_7   1.000000000000e+00
 UP BND       w_1_4_11_11   1.000000000000e+00
 UP BND       w_1_4_13_11   1.000000000000e+00
 UP BND       w_1_4_17_7   1.000000000000e+00
 UP BND       w_1_4_19_5   1.000000000000e+00
 UP BND       w_1_4_1_1   1.000000000000e+00
 UP BND       w_1_4_23_1   1.000000000000e+00
 UP BND       w_1_4_5_5   1.000000000000e+00
 UP BND       w_1_4_7_7   1.000000000000e+00
 UP BND       w_1_5_11_11   1.000000000000e+00
 UP BND       w_1_5_13_11   1.000000000000e+00
 UP BND       w_1_5_17_7   1.000000000000e+00
 UP BND       w_1_5_19_5   1.000000000000e+00
 UP BND       w_1_5_1_1   1.000000000000e+00
 UP BND       w_1_5_23_1   1.000000000000e+00
 UP BND       w_1_5_5_5   1.000000000000e+00
 UP BND       w_1_5_7_7   1.000000000000e+00
 UP BND       w_1_6_11_11   1.000000000000e+00
 UP BND       w_1_6_13_11   1.000000000000e+00
 UP BND       w_1_6_17_7   1.000000000000e+00
 UP BND       w_1_6_19_5   1.000000000000e+00
 UP BND       w_1_6_1_1   1.000000000000e+00
 UP BND       w_1_6_23_1   1.000000000000e+00
 UP BND       w_1_6_5_5   1.000000000000e+00
 UP BND       w_1_6_7_7   1.000000000000e+00
 UP BND       w_1_7_11_11   1.000000000000e+00
 UP BND       w_1_7_13_11   1.000000000000e+00
 UP BND       w_1_7_17_7   1.000000000000e+00
 UP BND       w_1_7_19_5   1.000000000000e+00
 UP BND       w_1_7_1_1   1.000000000000e+00
 UP BND       w_1_7_23_1   1.000000000000e+00
 UP BND       w_1_7_5_5   1.000000000000e+00
 UP BND       w_1_7_7_7   1.000000000000e+00
 UP BND       w_2_1_11_11   1.000000000000e+00
 UP BND       w_2_1_13_11   1.000000000000e+00
 UP BND       w_2_1_17_7   1.000000000000e+00
 UP BND       w_2_1_19_5   1.000000000000e+00
 UP BND       w_2_1_1_1   1.000000000000e+00
 UP BND       w_2_1_23_1   1.000000000000e+00
 UP BND       w_2_1_5_5   1.000000000000e+00
 UP BND       w_2_1_7_7   1.000000000000e+00
 UP BND       w_2_2_11_11   1.000000000000e+00
 UP BND       w_2_2_13_11   1.000000000000e+00
 UP BND       w_2_2_17_7   1.000000000000e+00
 UP BND       w_2_2_19_5   1.000000000000e+00
 UP BND       w_2_2_1_1   1.000000000000e+00
 UP BND       w_2_2_23_1   1.000000000000e+00
 UP BND       w_2_2_5_5   1.000000000000e+00
 UP BND       w_2_2_7_7   1.000000000000e+00
 UP BND       w_2_3_11_11   1.000000000000e+00
 UP BND       w_2_3_13_11   1.000000000000e+00
 UP BND       w_2_3_17_7   1.000000000000e+00
 UP BND       w_2_3_19_5   1.000000000000e+00
 UP BND       w_2_3_1_1   1.000000000000e+00
 UP BND       w_2_3_23_1   1.000000000000e+00
 UP BND       w_2_3_5_5   1.000000000000e+00
 UP BND       w_2_3_7_7   1.000000000000e+00
 UP BND       w_2_4_11_11   1.000000000000e+00
 UP BND       w_2_4_13_11   1.000000000000e+00
 UP BND       w_2_4_17_7   1.000000000000e+00
 UP BND       w_2_4_19_5   1.000000000000e+00
 UP BND       w_2_4_1_1   1.000000000000e+00
 UP BND       w_2_4_23_1   1.000000000000e+00
 UP BND       w_2_4_5_5   1.000000000000e+00
 UP BND       w_2_4_7_7   1.000000000000e+00
 UP BND       w_2_5_11_11   1.000000000000e+00
 UP BND       w_2_5_13_11   1.000000000000e+00
 UP BND       w_2_5_17_7   1.000000000000e+00
 UP BND       w_2_5_19_5   1.000000000000e+00
 UP BND       w_2_5_1_1   1.000000000000e+00
 UP BND       w_2_5_23_1   1.000000000000e+00
 UP BND       w_2_5_5_5   1.000000000000e+00
 UP BND       w_2_5_7_7   1.000000000000e+00
 UP BND       w_2_6_11_11   1.000000000000e+00
 UP BND       w_2_6_13_11   1.000000000000e+00
 UP BND       w_2_6_17_7   1.000000000000e+00
 UP BND       w_2_6_19_5   1.000000000000e+00
 UP BND       w_2_6_1_1   1.000000000000e+00
 UP BND       w_2_6_23_1   1.000000000000e+00
 UP BND       w_2_6_5_5   1.000000000000e+00
 UP BND       w_2_6_7_7   1.000000000000e+00
 UP BND       w_2_7_11_11   1.000000000000e+00
 UP BND       w_2_7_13_11   1.000000000000e+00
 UP BND       w_2_7_17_7   1.000000000000e+00
 UP BND       w_2_7_19_5   1.000000000000e+00
 UP BND       w_2_7_1_1   1.000000000000e+00
 UP BND       w_2_7_23_1   1.000000000000e+00
 UP BND       w_2_7_5_5   1.000000000000e+00
 UP BND       w_2_7_7_7   1.000000000000e+00
 UP BND       w_3_1_11_11   1.000000000000e+00
 UP BND       w_3_1_13_11   1.000000000000e+00
 UP BND       w_3_1_17_7   1.000000000000e+00
 UP BND       w_3_1_19_5   1.000000000000e+00
 UP BND       w_3_1_1_1   1.000000000000e+00
 UP BND       w_3_1_23_1   1.000000000000e+00
 UP BND       w_3_1_5_5   1.000000000000e+00
 UP BND       w_3_1_7_7   1.000000000000e+00
 UP BND       w_3_2_11_11   1.000000000000e+00
 UP BND       w_3_2_13_11   1.000000000000e+00
 UP BND       w_3_2_17_7   1.000000000000e+00
 UP BND       w_3_2_19_5   1.000000000000e+00
 UP BND       w_3_2_1_1   1.000000000000e+00
 UP BND       w_3_2_23_1   1.000000000000e+00
 UP BND       w_3_2_5_5   1.000000000000e+00
 UP BND       w_3_2_7_7   1.000000000000e+00
 UP BND       w_3_3_11_11   1.000000000000e+00
 UP BND       w_3_3_13_11   1.000000000000e+00
 UP BND       w_3_3_17_7   1.000000000000e+00
 UP BND       w_3_3_19_5   1.000000000000e+00
 UP BND       w_3_3_1_1   1.000000000000e+00
 UP BND       w_3_3_23_1   1.000000000000e+00
 UP BND       w_3_3_5_5   1.000000000000e+00
 UP BND       w_3_3_7_7   1.000000000000e+00
 UP BND       w_3_4_11_11   1.000000000000e+00
 UP BND       w_3_4_13_11   1.000000000000e+00
 UP BND       w_3_4_17_7   1.000000000000e+00
 UP BND       w_3_4_19_5   1.000000000000e+00
 UP BND       w_3_4_1_1   1.000000000000e+00
 UP BND       w_3_4_23_1   1.000000000000e+00
 UP BND       w_3_4_5_5   1.000000000000e+00
 UP BND       w_3_4_7_7   1.000000000000e+00
 UP BND       w_3_5_11_11   1.000000000000e+00
 UP BND       w_3_5_13_11   1.000000000000e+00
 UP BND       w_3_5_17_7   1.000000000000e+00
 UP BND       w_3_5_19_5   1.000000000000e+00
 UP BND       w_3_5_1_1   1.000000000000e+00
 UP BND       w_3_5_23_1   1.000000000000e+00
 UP BND       w_3_5_5_5   1.000000000000e+00
 UP BND       w_3_5_7_7   1.000000000000e+00
 UP BND       w_3_6_11_11   1.000000000000e+00
 UP BND       w_3_6_13_11   1.000000000000e+00
 UP BND       w_3_6_17_7   1.000000000000e+00
 UP BND       w_3_6_19_5   1.000000000000e+00
 UP BND       w_3_6_1_1   1.000000000000e+00
 UP BND       w_3_6_23_1   1.000000000000e+00
 UP BND       w_3_6_5_5   1.000000000000e+00
 UP BND       w_3_6_7_7   1.000000000000e+00
 UP BND       w_3_7_11_11   1.000000000000e+00
 UP BND       w_3_7_13_11   1.000000000000e+00
 UP BND       w_3_7_17_7   1.000000000000e+00
 UP BND       w_3_7_19_5   1.000000000000e+00
 UP BND       w_3_7_1_1   1.000000000000e+00
 UP BND       w_3_7_23_1   1.000000000000e+00
 UP BND       w_3_7_5_5   1.000000000000e+00
 UP BND       w_3_7_7_7   1.000000000000e+00
 UP BND       w_4_1_11_11   1.000000000000e+00
 UP BND       w_4_1_13_11   1.000000000000e+00
 UP BND       w_4_1_17_7   1.000000000000e+00
 UP BND       w_4_1_19_5   1.000000000000e+00
 UP BND       w_4_1_1_1   1.000000000000e+00
 UP BND       w_4_1_23_1   1.000000000000e+00
 UP BND       w_4_1_5_5   1.000000000000e+00
 UP BND       w_4_1_7_7   1.000000000000e+00
 UP BND       w_4_2_11_11   1.000000000000e+00
 UP BND       w_4_2_13_11   1.000000000000e+00
 UP BND       w_4_2_17_7   1.000000000000e+00
 UP BND       w_4_2_19_5   1.000000000000e+00
 UP BND       w_4_2_1_1   1.000000000000e+00
 UP BND       w_4_2_23_1   1.000000000000e+00
 UP BND       w_4_2_5_5   1.000000000000e+00
 UP BND       w_4_2_7_7   1.000000000000e+00
 UP BND       w_4_3_11_11   1.000000000000e+00
 UP BND       w_4_3_13_11   1.000000000000e+00
 UP BND       w_4_3_17_7   1.000000000000e+00
 UP BND       w_4_3_19_5   1.000000000000e+00
 UP BND       w_4_3_1_1   1.000000000000e+00
 UP BND       w_4_3_23_1   1.000000000000e+00
 UP BND       w_4_3_5_5   1.000000000000e+00
 UP BND       w_4_3_7_7   1.000000000000e+00
 UP BND       w_4_4_11_11   1.000000000000e+00
 UP BND       w_4_4_13_11   1.000000000000e+00
 UP BND       w_4_4_17_7   1.000000000000e+00
 UP BND       w_4_4_19_5   1.000000000000e+00
 UP BND       w_4_4_1_1   1.000000000000e+00
 UP BND       w_4_4_23_1   1.000000000000e+00
 UP BND       w_4_4_5_5   1.000000000000e+00
 UP BND       w_4_4_7_7   1.000000000000e+00
 UP BND       w_4_5_11_11   1.000000000000e+00
 UP BND       w_4_5_13_11   1.000000000000e+00
 UP BND       w_4_5_17_7   1.000000000000e+00
 UP BND       w_4_5_19_5   1.000000000000e+00
 UP BND       w_4_5_1_1   1.000000000000e+00
 UP BND       w_4_5_23_1   1.000000000000e+00
 UP BND       w_4_5_5_5   1.000000000000e+00
 UP BND       w_4_5_7_7   1.000000000000e+00
 UP BND       w_4_6_11_11   1.000000000000e+00
 UP BND       w_4_6_13_11   1.000000000000e+00
 UP BND       w_4_6_17_7   1.000000000000e+00
 UP BND       w_4_6_19_5   1.000000000000e+00
 UP BND       w_4_6_1_1   1.000000000000e+00
 UP BND       w_4_6_23_1   1.000000000000e+00
 UP BND       w_4_6_5_5   1.000000000000e+00
 UP BND       w_4_6_7_7   1.000000000000e+00
 UP BND       w_4_7_11_11   1.000000000000e+00
 UP BND       w_4_7_13_11   1.000000000000e+00
 UP BND       w_4_7_17_7   1.000000000000e+00
 UP BND       w_4_7_19_5   1.000000000000e+00
 UP BND       w_4_7_1_1   1.000000000000e+00
 UP BND       w_4_7_23_1   1.000000000000e+00
 UP BND       w_4_7_5_5   1.000000000000e+00
 UP BND       w_4_7_7_7   1.000000000000e+00
 UP BND       w_5_1_11_11   1.000000000000e+00
 UP BND       w_5_1_13_11   1.000000000000e+00
 UP BND       w_5_1_17_7   1.000000000000e+00
 UP BND       w_5_1_19_5   1.000000000000e+00
 UP BND       w_5_1_1_1   1.000000000000e+00
 UP BND       w_5_1_23_1   1.000000000000e+00
 UP BND       w_5_1_5_5   1.000000000000e+00
 UP BND       w_5_1_7_7   1.000000000000e+00
 UP BND       w_5_2_11_11   1.000000000000e+00
 UP BND       w_5_2_13_11   1.000000000000e+00
 UP BND       w_5_2_17_7   1.000000000000e+00
 UP BND       w_5_2_19_5   1.000000000000e+00
 UP BND       w_5_2_1_1   1.000000000000e+00
 UP BND       w_5_2_23_1   1.000000000000e+00
 UP BND       w_5_2_5_5   1.000000000000e+00
 UP BND       w_5_2_7_7   1.000000000000e+00
 UP BND       w_5_3_11_11   1.000000000000e+00
 UP BND       w_5_3_13_11   1.000000000000e+00
 UP BND       w_5_3_17_7   1.000000000000e+00
 UP BND       w_5_3_19_5   1.000000000000e+00
 UP BND       w_5_3_1_1   1.000000000000e+00
 UP BND       w_5_3_23_1   1.000000000000e+00
 UP BND       w_5_3_5_5   1.000000000000e+00
 UP BND       w_5_3_7_7   1.000000000000e+00
 UP BND       w_5_4_11_11   1.000000000000e+00
 UP BND       w_5_4_13_11   1.000000000000e+00
 UP BND       w_5_4_17_7   1.000000000000e+00
 UP BND       w_5_4_19_5   1.000000000000e+00
 UP BND       w_5_4_1_1   1.000000000000e+00
 UP BND       w_5_4_23_1   1.000000000000e+00
 UP BND       w_5_4_5_5   1.000000000000e+00
 UP BND       w_5_4_7_7   1.000000000000e+00
 UP BND       w_5_5_11_11   1.000000000000e+00
 UP BND       w_5_5_13_11   1.000000000000e+00
 UP BND       w_5_5_17_7   1.000000000000e+00
 UP BND       w_5_5_19_5   1.000000000000e+00
 UP BND       w_5_5_1_1   1.000000000000e+00
 UP BND       w_5_5_23_1   1.000000000000e+00
 UP BND       w_5_5_5_5   1.000000000000e+00
 UP BND       w_5_5_7_7   1.000000000000e+00
 UP BND       w_5_6_11_11   1.000000000000e+00
 UP BND       w_5_6_13_11   1.000000000000e+00
 UP BND       w_5_6_17_7   1.000000000000e+00
 UP BND       w_5_6_19_5   1.000000000000e+00
 UP BND       w_5_6_1_1   1.000000000000e+00
 UP BND       w_5_6_23_1   1.000000000000e+00
 UP BND       w_5_6_5_5   1.000000000000e+00
 UP BND       w_5_6_7_7   1.000000000000e+00
 UP BND       w_5_7_11_11   1.000000000000e+00
 UP BND       w_5_7_13_11   1.000000000000e+00
 UP BND       w_5_7_17_7   1.000000000000e+00
 UP BND       w_5_7_19_5   1.000000000000e+00
 UP BND       w_5_7_1_1   1.000000000000e+00
 UP BND       w_5_7_23_1   1.000000000000e+00
 UP BND       w_5_7_5_5   1.000000000000e+00
 UP BND       w_5_7_7_7   1.000000000000e+00
 UP BND       w_6_1_11_11   1.000000000000e+00
 UP BND       w_6_1_13_11   1.000000000000e+00
 UP BND       w_6_1_17_7   1.000000000000e+00
 UP BND       w_6_1_19_5   1.000000000000e+00
 UP BND       w_6_1_1_1   1.000000000000e+00
 UP BND       w_6_1_23_1   1.000000000000e+00
 UP BND       w_6_1_5_5   1.000000000000e+00
 UP BND       w_6_1_7_7   1.000000000000e+00
 UP BND       w_6_2_11_11   1.000000000000e+00
 UP BND       w_6_2_13_11   1.000000000000e+00
 UP BND       w_6_2_17_7   1.000000000000e+00
 UP BND       w_6_2_19_5   1.000000000000e+00
 UP BND       w_6_2_1_1   1.000000000000e+00
 UP BND       w_6_2_23_1   1.000000000000e+00
 UP BND       w_6_2_5_5   1.000000000000e+00
 UP BND       w_6_2_7_7   1.000000000000e+00
 UP BND       w_6_3_11_11   1.000000000000e+00
 UP BND       w_6_3_13_11   1.000000000000e+00
 UP BND       w_6_3_17_7   1.000000000000e+00
 UP BND       w_6_3_19_5   1.000000000000e+00
 UP BND       w_6_3_1_1   1.000000000000e+00
 UP BND       w_6_3_23_1   1.000000000000e+00
 UP BND       w_6_3_5_5   1.000000000000e+00
 UP BND       w_6_3_7_7   1.000000000000e+00
 UP BND       w_6_4_11_11   1.000000000000e+00
 UP BND       w_6_4_13_11   1.000000000000e+00
 UP BND       w_6_4_17_7   1.000000000000e+00
 UP BND       w_6_4_19_5   1.000000000000e+00
 UP BND       w_6_4_1_1   1.000000000000e+00
 UP BND       w_6_4_23_1   1.000000000000e+00
 UP BND       w_6_4_5_5   1.000000000000e+00
 UP BND       w_6_4_7_7   1.000000000000e+00
 UP BND       w_6_5_11_11   1.000000000000e+00
 UP BND       w_6_5_13_11   1.000000000000e+00
 UP BND       w_6_5_17_7   1.000000000000e+00
 UP BND       w_6_5_19_5   1.000000000000e+00
 UP BND       w_6_5_1_1   1.000000000000e+00
 UP BND       w_6_5_23_1   1.000000000000e+00
 UP BND       w_6_5_5_5   1.000000000000e+00
 UP BND       w_6_5_7_7   1.000000000000e+00
 UP BND       w_6_6_11_11   1.000000000000e+00
 UP BND       w_6_6_13_11   1.000000000000e+00
 UP BND       w_6_6_17_7   1.000000000000e+00
 UP BND       w_6_6_19_5   1.000000000000e+00
 UP BND       w_6_6_1_1   1.000000000000e+00
 UP BND       w_6_6_23_1   1.000000000000e+00
 UP BND       w_6_6_5_5   1.000000000000e+00
 UP BND       w_6_6_7_7   1.000000000000e+00
 UP BND       w_6_7_11_11   1.000000000000e+00
 UP BND       w_6_7_13_11   1.000000000000e+00
 UP BND       w_6_7_17_7   1.000000000000e+00
 UP BND       w_6_7_19_5   1.000000000000e+00
 UP BND       w_6_7_1_1   1.000000000000e+00
 UP BND       w_6_7_23_1   1.000000000000e+00
 UP BND       w_6_7_5_5   1.000000000000e+00
 UP BND       w_6_7_7_7   1.000000000000e+00
 UP BND       w_7_1_11_11   1.000000000000e+00
 UP BND       w_7_1_13_11   1.000000000000e+00
 UP BND       w_7_1_17_7   1.000000000000e+00
 UP BND       w_7_1_19_5   1.000000000000e+00
 UP BND       w_7_1_1_1   1.000000000000e+00
 UP BND       w_7_1_23_1   1.000000000000e+00
 UP BND       w_7_1_5_5   1.000000000000e+00
 UP BND       w_7_1_7_7   1.000000000000e+00
 UP BND       w_7_2_11_11   1.000000000000e+00
 UP BND       w_7_2_13_11   1.000000000000e+00
 UP BND       w_7_2_17_7   1.000000000000e+00
 UP BND       w_7_2_19_5   1.000000000000e+00
 UP BND       w_7_2_1_1   1.000000000000e+00
 UP BND       w_7_2_23_1   1.000000000000e+00
 UP BND       w_7_2_5_5   1.000000000000e+00
 UP BND       w_7_2_7_7   1.000000000000e+00
 UP BND       w_7_3_11_11   1.000000000000e+00
 UP BND       w_7_3_13_11   1.000000000000e+00
 UP BND       w_7_3_17_7   1.000000000000e+00
 UP BND       w_7_3_19_5   1.000000000000e+00
 UP BND       w_7_3_1_1   1.000000000000e+00
 UP BND       w_7_3_23_1   1.000000000000e+00
 UP BND       w_7_3_5_5   1.000000000000e+00
 UP BND       w_7_3_7_7   1.000000000000e+00
 UP BND       w_7_4_11_11   1.000000000000e+00
 UP BND       w_7_4_13_11   1.000000000000e+00
 UP BND       w_7_4_17_7   1.000000000000e+00
 UP BND       w_7_4_19_5   1.000000000000e+00
 UP BND       w_7_4_1_1   1.000000000000e+00
 UP BND       w_7_4_23_1   1.000000000000e+00
 UP BND       w_7_4_5_5   1.000000000000e+00
 UP BND       w_7_4_7_7   1.000000000000e+00
 UP BND       w_7_5_11_11   1.000000000000e+00
 UP BND       w_7_5_13_11   1.000000000000e+00
 UP BND       w_7_5_17_7   1.000000000000e+00
 UP BND       w_7_5_19_5   1.000000000000e+00
 UP BND       w_7_5_1_1   1.000000000000e+00
 UP BND       w_7_5_23_1   1.000000000000e+00
 UP BND       w_7_5_5_5   1.000000000000e+00
 UP BND       w_7_5_7_7   1.000000000000e+00
 UP BND       w_7_6_11_11   1.000000000000e+00
 UP BND       w_7_6_13_11   1.000000000000e+00
 UP BND       w_7_6_17_7   1.000000000000e+00
 UP BND       w_7_6_19_5   1.000000000000e+00
 UP BND       w_7_6_1_1   1.000000000000e+00
 UP BND       w_7_6_23_1   1.000000000000e+00
 UP BND       w_7_6_5_5   1.000000000000e+00
 UP BND       w_7_6_7_7   1.000000000000e+00
 UP BND       w_7_7_11_11   1.000000000000e+00
 UP BND       w_7_7_13_11   1.000000000000e+00
 UP BND       w_7_7_17_7   1.000000000000e+00
 UP BND       w_7_7_19_5   1.000000000000e+00
 UP BND       w_7_7_1_1   1.000000000000e+00
 UP BND       w_7_7_23_1   1.000000000000e+00
 UP BND       w_7_7_5_5   1.000000000000e+00
 UP BND       w_7_7_7_7   1.000000000000e+00
 UP BND       w_8_1_11_11   1.000000000000e+00
 UP BND       w_8_1_13_11   1.000000000000e+00
 UP BND       w_8_1_17_7   1.000000000000e+00
 UP BND       w_8_1_19_5   1.000000000000e+00
 UP BND       w_8_1_1_1   1.000000000000e+00
 UP BND       w_8_1_23_1   1.000000000000e+00
 UP BND       w_8_1_5_5   1.000000000000e+00
 UP BND       w_8_1_7_7   1.000000000000e+00
 UP BND       w_8_2_11_11   1.000000000000e+00
 UP BND       w_8_2_13_11   1.000000000000e+00
 UP BND       w_8_2_17_7   1.000000000000e+00
 UP BND       w_8_2_19_5   1.000000000000e+00
 UP BND       w_8_2_1_1   1.000000000000e+00
 UP BND       w_8_2_23_1   1.000000000000e+00
 UP BND       w_8_2_5_5   1.000000000000e+00
 UP BND       w_8_2_7_7   1.000000000000e+00
 UP BND       w_8_3_11_11   1.000000000000e+00
 UP BND       w_8_3_13_11   1.000000000000e+00
 UP BND       w_8_3_17_7   1.000000000000e+00
 UP BND       w_8_3_19_5   1.000000000000e+00
 UP BND       w_8_3_1_1   1.000000000000e+00
 UP BND       w_8_3_23_1   1.000000000000e+00
 UP BND       w_8_3_5_5   1.000000000000e+00
 UP BND       w_8_3_7_7   1.000000000000e+00
 UP BND       w_8_4_11_11   1.000000000000e+00
 UP BND       w_8_4_13_11   1.000000000000e+00
 UP BND       w_8_4_17_7   1.000000000000e+00
 UP BND       w_8_4_19_5   1.000000000000e+00
 UP BND       w_8_4_1_1   1.000000000000e+00
 UP BND       w_8_4_23_1   1.000000000000e+00
 UP BND       w_8_4_5_5   1.000000000000e+00
 UP BND       w_8_4_7_7   1.000000000000e+00
 UP BND       w_8_5_11_11   1.000000000000e+00
 UP BND       w_8_5_13_11   1.000000000000e+00
 UP BND       w_8_5_17_7   1.000000000000e+00
 UP BND       w_8_5_19_5   1.000000000000e+00
 UP BND       w_8_5_1_1   1.000000000000e+00
 UP BND       w_8_5_23_1   1.000000000000e+00
 UP BND       w_8_5_5_5   1.000000000000e+00
 UP BND       w_8_5_7_7   1.000000000000e+00
 UP BND       w_8_6_11_11   1.000000000000e+00
 UP BND       w_8_6_13_11   1.000000000000e+00
 UP BND       w_8_6_17_7   1.000000000000e+00
 UP BND       w_8_6_19_5   1.000000000000e+00
 UP BND       w_8_6_1_1   1.000000000000e+00
 UP BND       w_8_6_23_1   1.000000000000e+00
 UP BND       w_8_6_5_5   1.000000000000e+00
 UP BND       w_8_6_7_7   1.000000000000e+00
 UP BND       w_8_7_11_11   1.000000000000e+00
 UP BND       w_8_7_13_11   1.000000000000e+00
 UP BND       w_8_7_17_7   1.000000000000e+00
 UP BND       w_8_7_19_5   1.000000000000e+00
 UP BND       w_8_7_1_1   1.000000000000e+00
 UP BND       w_8_7_23_1   1.000000000000e+00
 UP BND       w_8_7_5_5   1.000000000000e+00
 UP BND       w_8_7_7_7   1.000000000000e+00
 UP BND       w_9_1_11_11   1.000000000000e+00
 UP BND       w_9_1_13_11   1.000000000000e+00
 UP BND       w_9_1_17_7   1.000000000000e+00
 UP BND       w_9_1_19_5   1.000000000000e+00
 UP BND       w_9_1_1_1   1.000000000000e+00
 UP BND       w_9_1_23_1   1.000000000000e+00
 UP BND       w_9_1_5_5   1.000000000000e+00
 UP BND       w_9_1_7_7   1.000000000000e+00
 UP BND       w_9_2_11_11   1.000000000000e+00
 UP BND       w_9_2_13_11   1.000000000000e+00
 UP BND       w_9_2_17_7   1.000000000000e+00
 UP BND       w_9_2_19_5   1.000000000000e+00
 UP BND       w_9_2_1_1   1.000000000000e+00
 UP BND       w_9_2_23_1   1.000000000000e+00
 UP BND       w_9_2_5_5   1.000000000000e+00
 UP BND       w_9_2_7_7   1.000000000000e+00
 UP BND       w_9_3_11_11   1.000000000000e+00
 UP BND       w_9_3_13_11   1.000000000000e+00
 UP BND       w_9_3_17_7   1.000000000000e+00
 UP BND       w_9_3_19_5   1.000000000000e+00
 UP BND       w_9_3_1_1   1.000000000000e+00
 UP BND       w_9_3_23_1   1.000000000000e+00
 UP BND       w_9_3_5_5   1.000000000000e+00
 UP BND       w_9_3_7_7   1.000000000000e+00
 UP BND       w_9_4_11_11   1.000000000000e+00
 UP BND       w_9_4_13_11   1.000000000000e+00
 UP BND       w_9_4_17_7   1.000000000000e+00
 UP BND       w_9_4_19_5   1.000000000000e+00
 UP BND       w_9_4_1_1   1.000000000000e+00
 UP BND       w_9_4_23_1   1.000000000000e+00
 UP BND       w_9_4_5_5   1.000000000000e+00
 UP BND       w_9_4_7_7   1.000000000000e+00
 UP BND       w_9_5_11_11   1.000000000000e+00
 UP BND       w_9_5_13_11   1.000000000000e+00
 UP BND       w_9_5_17_7   1.000000000000e+00
 UP BND       w_9_5_19_5   1.000000000000e+00
 UP BND       w_9_5_1_1   1.000000000000e+00
 UP BND       w_9_5_23_1   1.000000000000e+00
 UP BND       w_9_5_5_5   1.000000000000e+00
 UP BND       w_9_5_7_7   1.000000000000e+00
 UP BND       w_9_6_11_11   1.000000000000e+00
 UP BND       w_9_6_13_11   1.000000000000e+00
 UP BND       w_9_6_17_7   1.000000000000e+00
 UP BND       w_9_6_19_5   1.000000000000e+00
 UP BND       w_9_6_1_1   1.000000000000e+00
 UP BND       w_9_6_23_1   1.000000000000e+00
 UP BND       w_9_6_5_5   1.000000000000e+00
 UP BND       w_9_6_7_7   1.000000000000e+00
 UP BND       w_9_7_11_11   1.000000000000e+00
 UP BND       w_9_7_13_11   1.000000000000e+00
 UP BND       w_9_7_17_7   1.000000000000e+00
 UP BND       w_9_7_19_5   1.000000000000e+00
 UP BND       w_9_7_1_1   1.000000000000e+00
 UP BND       w_9_7_23_1   1.000000000000e+00
 UP BND       w_9_7_5_5   1.000000000000e+00
 UP BND       w_9_7_7_7   1.000000000000e+00
ENDATA
