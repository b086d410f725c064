NAME          min_hops_topology
ROWS
 N  OBJ
 E  deg_1
 E  deg_2
 E  deg_3
 E  deg_4
 E  deg_5
 E  deg_6
 L  adj_lo_7
 L  adj_hi_8
 L  adj_lo_9
 L  adj_hi_10
 L  adj_lo_11
 L  adj_hi_12
 L  adj_lo_13
 L  adj_hi_14
 L  adj_lo_15
 L  adj_hi_16
 L  adj_lo_17
 L  adj_hi_18
 L  adj_lo_19
 L  adj_hi_20
 L  adj_lo_21
 L  adj_hi_22
 L  adj_lo_23
 L  adj_hi_24
 L  adj_lo_25
 L  adj_hi_26
 L  adj_lo_27
 L  adj_hi_28
 L  adj_lo_29
 L  adj_hi_30
 L  adj_lo_31
 L  adj_hi_32
 L  adj_lo_33
 L  adj_hi_34
 L  adj_lo_35
 L  adj_hi_36
 L  reach1_37
 L  w_adj_38
 L  w_reach_39
 L  w_adj_40
 L  w_reach_41
 L  w_adj_42
 L  w_reach_43
 L  w_adj_44
 L  w_reach_45
 L  reach_46
 L  monotone_47
 L  w_adj_48
 L  w_reach_49
 L  w_adj_50
 L  w_reach_51
 L  w_adj_52
 L  w_reach_53
 L  w_adj_54
 L  w_reach_55
 L  reach_56
 L  monotone_57
 L  w_adj_58
 L  w_reach_59
 L  w_adj_60
 L  w_reach_61
 L  w_adj_62
 L  w_reach_63
 L  w_adj_64
 L  w_reach_65
 L  reach_66
 L  monotone_67
 L  w_adj_68
 L  w_reach_69
 L  w_adj_70
 L  w_reach_71
 L  w_adj_72
 L  w_reach_73
 L  w_adj_74
 L  w_reach_75
 L  reach_76
 L  monotone_77
 E  connected_78
 L  reach1_79
 L  w_adj_80
 L  w_reach_81
 L  w_adj_82
 L  w_reach_83
 L  w_adj_84
 L  w_reach_85
 L  w_adj_86
 L  w_reach_87
 L  reach_88
 L  monotone_89
 L  w_adj_90
 L  w_reach_91
 L  w_adj_92
 L  w_reach_93
 L  w_adj_94
 L  w_reach_95
 L  w_adj_96
 L  w_reach_97
 L  reach_98
 L  monotone_99
 L  w_adj_100
 L  w_reach_101
 L  w_adj_102
 L  w_reach_103
 L  w_adj_104
 L  w_reach_105
 L  w_adj_106
 L  w_reach_107
 L  reach_108
 L  monotone_109
 L  w_adj_110
 L  w_reach_111
 L  w_adj_112
 L  w_reach_113
 L  w_adj_114
 L  w_reach_115
 L  w_adj_116
 L  w_reach_117
 L  reach_118
 L  monotone_119
 E  connected_120
 L  reach1_121
 L  w_adj_122
 L  w_reach_123
 L  w_adj_124
 L  w_reach_125
 L  w_adj_126
 L  w_reach_127
 L  w_adj_128
 L  w_reach_129
 L  reach_130
 L  monotone_131
 L  w_adj_132
 L  w_reach_133
 L  w_adj_134
 L  w_reach_135
 L  w_adj_136
 L  w_reach_137
 L  w_adj_138
 L  w_reach_139
 L  reach_140
 L  monotone_141
 L  w_adj_142
 L  w_reach_143
 L  w_adj_144
 L  w_reach_145
 L  w_adj_146
 L  w_reach_147
 L  w_adj_148
 L  w_reach_149
 L  reach_150
 L  monotone_151
 L  w_adj_152
 L  w_reach_153
 L  w_adj_154
 L  w_reach_155
 L  w_adj_156
 L  w_reach_157
 L  w_adj_158
 L  w_reach_159
 L  reach_160
 L  monotone_161
 E  connected_162
 L  reach1_163
 L  w_adj_164
 L  w_reach_165
 L  w_adj_166
 L  w_reach_167
 L  w_adj_168
 L  w_reach_169
 L  w_adj_170
 L  w_reach_171
 L  reach_172
 L  monotone_173
 L  w_adj_174
 L  w_reach_175
 L  w_adj_176
 L  w_reach_177
 L  w_adj_178
 L  w_reach_179
 L  w_adj_180
 L  w_reach_181
 L  reach_182
 L  monotone_183
 L  w_adj_184
 L  w_reach_185
 L  w_adj_186
 L  w_reach_187
 L  w_adj_188
 L  w_reach_189
 L  w_adj_190
 L  w_reach_191
 L  reach_192
 L  monotone_193
 L  w_adj_194
 L  w_reach_195
 L  w_adj_196
 L  w_reach_197
 L  w_adj_198
 L  w_reach_199
 L  w_adj_200
 L  w_reach_201
 L  reach_202
 L  monotone_203
 E  connected_204
 L  reach1_205
 L  w_adj_206
 L  w_reach_207
 L  w_adj_208
 L  w_reach_209
 L  w_adj_210
 L  w_reach_211
 L  w_adj_212
 L  w_reach_213
 L  reach_214
 L  monotone_215
 L  w_adj_216
 L  w_reach_217
 L  w_adj_218
 L  w_reach_219
 L  w_adj_220
 L  w_reach_221
 L  w_adj_222
 L  w_reach_223
 L  reach_224
 L  monotone_225
 L  w_adj_226
 L  w_reach_227
 L  w_adj_228
 L  w_reach_229
 L  w_adj_230
 L  w_reach_231
 L  w_adj_232
 L  w_reach_233
 L  reach_234
 L  monotone_235
 L  w_adj_236
 L  w_reach_237
 L  w_adj_238
 L  w_reach_239
 L  w_adj_240
 L  w_reach_241
 L  w_adj_242
 L  w_reach_243
 L  reach_244
 L  monotone_245
 E  connected_246
 L  reach1_247
 L  w_adj_248
 L  w_reach_249
 L  w_adj_250
 L  w_reach_251
 L  w_adj_252
 L  w_reach_253
 L  w_adj_254
 L  w_reach_255
 L  reach_256
 L  monotone_257
 L  w_adj_258
 L  w_reach_259
 L  w_adj_260
 L  w_reach_261
 L  w_adj_262
 L  w_reach_263
 L  w_adj_264
 L  w_reach_265
 L  reach_266
 L  monotone_267
 L  w_adj_268
 L  w_reach_269
 L  w_adj_270
 L  w_reach_271
 L  w_adj_272
 L  w_reach_273
 L  w_adj_274
 L  w_reach_275
 L  reach_276
 L  monotone_277
 L  w_adj_278
 L  w_reach_279
 L  w_adj_280
 L  w_reach_281
 L  w_adj_282
 L  w_reach_283
 L  w_adj_284
 L  w_reach_285
 L  reach_286
 L  monotone_287
 E  connected_288
 L  reach1_289
 L  w_adj_290
 L  w_reach_291
 L  w_adj_292
 L  w_reach_293
 L  w_adj_294
 L  w_reach_295
 L  w_adj_296
 L  w_reach_297
 L  reach_298
 L  monotone_299
 L  w_adj_300
 L  w_reach_301
 L  w_adj_302
 L  w_reach_303
 L  w_adj_304
 L  w_reach_305
 L  w_adj_306
 L  w_reach_307
 L  reach_308
 L  monotone_309
 L  w_adj_310
 L  w_reach_311
 L  w_adj_312
 L  w_reach_313
 L  w_adj_314
 L  w_reach_315
 L  w_adj_316
 L  w_reach_317
 L  reach_318
 L  monotone_319
 L  w_adj_320
 L  w_reach_321
 L  w_adj_322
 L  w_reach_323
 L  w_adj_324
 L  w_reach_325
 L  w_adj_326
 L  w_reach_327
 L  reach_328
 L  monotone_329
 E  connected_330
 L  reach1_331
 L  w_adj_332
 L  w_reach_333
 L  w_adj_334
 L  w_reach_335
 L  w_adj_336
 L  w_reach_337
 L  w_adj_338
 L  w_reach_339
 L  reach_340
 L  monotone_341
 L  w_adj_342
 L  w_reach_343
 L  w_adj_344
 L  w_reach_345
 L  w_adj_346
 L  w_reach_347
 L  w_adj_348
 L  w_reach_349
 L  reach_350
 L  monotone_351
 L  w_adj_352
 L  w_reach_353
 L  w_adj_354
 L  w_reach_355
 L  w_adj_356
 L  w_reach_357
 L  w_adj_358
 L  w_reach_359
 L  reach_360
 L  monotone_361
 L  w_adj_362
 L  w_reach_363
 L  w_adj_364
 L  w_reach_365
 L  w_adj_366
 L  w_reach_367
 L  w_adj_368
 L  w_reach_369
 L  reach_370
 L  monotone_371
 E  connected_372
 L  reach1_373
 L  w_adj_374
 L  w_reach_375
 L  w_adj_376
 L  w_reach_377
 L  w_adj_378
 L  w_reach_379
 L  w_adj_380
 L  w_reach_381
 L  reach_382
 L  monotone_383
 L  w_adj_384
 L  w_reach_385
 L  w_adj_386
 L  w_reach_387
 L  w_adj_388
 L  w_reach_389
 L  w_adj_390
 L  w_reach_391
 L  reach_392
 L  monotone_393
 L  w_adj_394
 L  w_reach_395
 L  w_adj_396
 L  w_reach_397
 L  w_adj_398
 L  w_reach_399
 L  w_adj_400
 L  w_reach_401
 L  reach_402
 L  monotone_403
 L  w_adj_404
 L  w_reach_405
 L  w_adj_406
 L  w_reach_407
 L  w_adj_408
 L  w_reach_409
 L  w_adj_410
 L  w_reach_411
 L  reach_412
 L  monotone_413
 E  connected_414
 L  reach1_415
 L  w_adj_416
 L  w_reach_417
 L  w_adj_418
 L  w_reach_419
 L  w_adj_420
 L  w_reach_421
 L  w_adj_422
 L  w_reach_423
 L  reach_424
 L  monotone_425
 L  w_adj_426
 L  w_reach_427
 L  w_adj_428
 L  w_reach_429
 L  w_adj_430
 L  w_reach_431
 L  w_adj_432
 L  w_reach_433
 L  reach_434
 L  monotone_435
 L  w_adj_436
 L  w_reach_437
 L  w_adj_438
 L  w_reach_439
 L  w_adj_440
 L  w_reach_441
 L  w_adj_442
 L  w_reach_443
 L  reach_444
 L  monotone_445
 L  w_adj_446
 L  w_reach_447
 L  w_adj_448
 L  w_reach_449
 L  w_adj_450
 L  w_reach_451
 L  w_adj_452
 L  w_reach_453
 L  reach_454
 L  monotone_455
 E  connected_456
 L  reach1_457
 L  w_adj_458
 L  w_reach_459
 L  w_adj_460
 L  w_reach_461
 L  w_adj_462
 L  w_reach_463
 L  w_adj_464
 L  w_reach_465
 L  reach_466
 L  monotone_467
 L  w_adj_468
 L  w_reach_469
 L  w_adj_470
 L  w_reach_471
 L  w_adj_472
 L  w_reach_473
 L  w_adj_474
 L  w_reach_475
 L  reach_476
 L  monotone_477
 L  w_adj_478
 L  w_reach_479
 L  w_adj_480
 L  w_reach_481
 L  w_adj_482
 L  w_reach_483
 L  w_adj_484
 L  w_reach_485
 L  reach_486
 L  monotone_487
 L  w_adj_488
 L  w_reach_489
 L  w_adj_490
 L  w_reach_491
 L  w_adj_492
 L  w_reach_493
 L  w_adj_494
 L  w_reach_495
 L  reach_496
 L  monotone_497
 E  connected_498
 L  reach1_499
 L  w_adj_500
 L  w_reach_501
 L  w_adj_502
 L  w_reach_503
 L  w_adj_504
 L  w_reach_505
 L  w_adj_506
 L  w_reach_507
 L  reach_508
 L  monotone_509
 L  w_adj_510
 L  w_reach_511
 L  w_adj_512
 L  w_reach_513
 L  w_adj_514
 L  w_reach_515
 L  w_adj_516
 L  w_reach_517
 L  reach_518
 L  monotone_519
 L  w_adj_520
 L  w_reach_521
 L  w_adj_522
 L  w_reach_523
 L  w_adj_524
 L  w_reach_525
 L  w_adj_526
 L  w_reach_527
 L  reach_528
 L  monotone_529
 L  w_adj_530
 L  w_reach_531
 L  w_adj_532
 L  w_reach_533
 L  w_adj_534
 L  w_reach_535
 L  w_adj_536
 L  w_reach_537
 L  reach_538
 L  monotone_539
 E  connected_540
 L  reach1_541
 L  w_adj_542
 L  w_reach_543
 L  w_adj_544
 L  w_reach_545
 L  w_adj_546
 L  w_reach_547
 L  w_adj_548
 L  w_reach_549
 L  reach_550
 L  monotone_551
 L  w_adj_552
 L  w_reach_553
 L  w_adj_554
 L  w_reach_555
 L  w_adj_556
 L  w_reach_557
 L  w_adj_558
 L  w_reach_559
 L  reach_560
 L  monotone_561
 L  w_adj_562
 L  w_reach_563
 L  w_adj_564
 L  w_reach_565
 L  w_adj_566
 L  w_reach_567
 L  w_adj_568
 L  w_reach_569
 L  reach_570
 L  monotone_571
 L  w_adj_572
 L  w_reach_573
 L  w_adj_574
 L  w_reach_575
 L  w_adj_576
 L  w_reach_577
 L  w_adj_578
 L  w_reach_579
 L  reach_580
 L  monotone_581
 E  connected_582
 L  reach1_583
 L  w_adj_584
 L  w_reach_585
 L  w_adj_586
 L  w_reach_587
 L  w_adj_588
 L  w_reach_589
 L  w_adj_590
 L  w_reach_591
 L  reach_592
 L  monotone_593
 L  w_adj_594
 L  w_reach_595
 L  w_adj_596
 L  w_reach_597
 L  w_adj_598
 L  w_reach_599
 L  w_adj_600
 L  w_reach_601
 L  reach_602
 L  monotone_603
 L  w_adj_604
 L  w_reach_605
 L  w_adj_606
 L  w_reach_607
 L  w_adj_608
 L  w_reach_609
 L  w_adj_610
 L  w_reach_611
 L  reach_612
 L  monotone_613
 L  w_adj_614
 L  w_reach_615
 L  w_adj_616
 L  w_reach_617
 L  w_adj_618
 L  w_reach_619
 L  w_adj_620
 L  w_reach_621
 L  reach_622
 L  monotone_623
 E  connected_624
 L  reach1_625
 L  w_adj_626
 L  w_reach_627
 L  w_adj_628
 L  w_reach_629
 L  w_adj_630
 L  w_reach_631
 L  w_adj_632
 L  w_reach_633
 L  reach_634
 L  monotone_635
 L  w_adj_636
 L  w_reach_637
 L  w_adj_638
 L  w_reach_639
 L  w_adj_640
 L  w_reach_641
 L  w_adj_642
 L  w_reach_643
 L  reach_644
 L  monotone_645
 L  w_adj_646
 L  w_reach_647
 L  w_adj_648
 L  w_reach_649
 L  w_adj_650
 L  w_reach_651
 L  w_adj_652
 L  w_reach_653
 L  reach_654
 L  monotone_655
 L  w_adj_656
 L  w_reach_657
 L  w_adj_658
 L  w_reach_659
 L  w_adj_660
 L  w_reach_661
 L  w_adj_662
 L  w_reach_663
 L  reach_664
 L  monotone_665
 E  connected_666
 L  reach1_667
 L  w_adj_668
 L  w_reach_669
 L  w_adj_670
 L  w_reach_671
 L  w_adj_672
 L  w_reach_673
 L  w_adj_674
 L  w_reach_675
 L  reach_676
 L  monotone_677
 L  w_adj_678
 L  w_reach_679
 L  w_adj_680
 L  w_reach_681
 L  w_adj_682
 L  w_reach_683
 L  w_adj_684
 L  w_reach_685
 L  reach_686
 L  monotone_687
 L  w_adj_688
 L  w_reach_689
 L  w_adj_690
 L  w_reach_691
 L  w_adj_692
 L  w_reach_693
 L  w_adj_694
 L  w_reach_695
 L  reach_696
 L  monotone_697
 L  w_adj_698
 L  w_reach_699
 L  w_adj_700
 L  w_reach_701
 L  w_adj_702
 L  w_reach_703
 L  w_adj_704
 L  w_reach_705
 L  reach_706
 L  monotone_707
 E  connected_708
 L  reach1_709
 L  w_adj_710
 L  w_reach_711
 L  w_adj_712
 L  w_reach_713
 L  w_adj_714
 L  w_reach_715
 L  w_adj_716
 L  w_reach_717
 L  reach_718
 L  monotone_719
 L  w_adj_720
 L  w_reach_721
 L  w_adj_722
 L  w_reach_723
 L  w_adj_724
 L  w_reach_725
 L  w_adj_726
 L  w_reach_727
 L  reach_728
 L  monotone_729
 L  w_adj_730
 L  w_reach_731
 L  w_adj_732
 L  w_reach_733
 L  w_adj_734
 L  w_reach_735
 L  w_adj_736
 L  w_reach_737
 L  reach_738
 L  monotone_739
 L  w_adj_740
 L  w_reach_741
 L  w_adj_742
 L  w_reach_743
 L  w_adj_744
 L  w_reach_745
 L  w_adj_746
 L  w_reach_747
 L  reach_748
 L  monotone_749
 E  connected_750
 L  reach1_751
 L  w_adj_752
 L  w_reach_753
 L  w_adj_754
 L  w_reach_755
 L  w_adj_756
 L  w_reach_757
 L  w_adj_758
 L  w_reach_759
 L  reach_760
 L  monotone_761
 L  w_adj_762
 L  w_reach_763
 L  w_adj_764
 L  w_reach_765
 L  w_adj_766
 L  w_reach_767
 L  w_adj_768
 L  w_reach_769
 L  reach_770
 L  monotone_771
 L  w_adj_772
 L  w_reach_773
 L  w_adj_774
 L  w_reach_775
 L  w_adj_776
 L  w_reach_777
 L  w_adj_778
 L  w_reach_779
 L  reach_780
 L  monotone_781
 L  w_adj_782
 L  w_reach_783
 L  w_adj_784
 L  w_reach_785
 L  w_adj_786
 L  w_reach_787
 L  w_adj_788
 L  w_reach_789
 L  reach_790
 L  monotone_791
 E  connected_792
 L  reach1_793
 L  w_adj_794
 L  w_reach_795
 L  w_adj_796
 L  w_reach_797
 L  w_adj_798
 L  w_reach_799
 L  w_adj_800
 L  w_reach_801
 L  reach_802
 L  monotone_803
 L  w_adj_804
 L  w_reach_805
 L  w_adj_806
 L  w_reach_807
 L  w_adj_808
 L  w_reach_809
 L  w_adj_810
 L  w_reach_811
 L  reach_812
 L  monotone_813
 L  w_adj_814
 L  w_reach_815
 L  w_adj_816
 L  w_reach_817
 L  w_adj_818
 L  w_reach_819
 L  w_adj_820
 L  w_reach_821
 L  reach_822
 L  monotone_823
 L  w_adj_824
 L  w_reach_825
 L  w_adj_826
 L  w_reach_827
 L  w_adj_828
 L  w_reach_829
 L  w_adj_830
 L  w_reach_831
 L  reach_832
 L  monotone_833
 E  connected_834
 L  reach1_835
 L  w_adj_836
 L  w_reach_837
 L  w_adj_838
 L  w_reach_839
 L  w_adj_840
 L  w_reach_841
 L  w_adj_842
 L  w_reach_843
 L  reach_844
 L  monotone_845
 L  w_adj_846
 L  w_reach_847
 L  w_adj_848
 L  w_reach_849
 L  w_adj_850
 L  w_reach_851
 L  w_adj_852
 L  w_reach_853
 L  reach_854
 L  monotone_855
 L  w_adj_856
 L  w_reach_857
 L  w_adj_858
 L  w_reach_859
 L  w_adj_860
 L  w_reach_861
 L  w_adj_862
 L  w_reach_863
 L  reach_864
 L  monotone_865
 L  w_adj_866
 L  w_reach_867
 L  w_adj_868
 L  w_reach_869
 L  w_adj_870
 L  w_reach_871
 L  w_adj_872
 L  w_reach_873
 L  reach_874
 L  monotone_875
 E  connected_876
 L  reach1_877
 L  w_adj_878
 L  w_reach_879
 L  w_adj_880
 L  w_reach_881
 L  w_adj_882
 L  w_reach_883
 L  w_adj_884
 L  w_reach_885
 L  reach_886
 L  monotone_887
 L  w_adj_888
 L  w_reach_889
 L  w_adj_890
 L  w_reach_891
 L  w_adj_892
 L  w_reach_893
 L  w_adj_894
 L  w_reach_895
 L  reach_896
 L  monotone_897
 L  w_adj_898
 L  w_reach_899
 L  w_adj_900
 L  w_reach_901
 L  w_adj_902
 L  w_reach_903
 L  w_adj_904
 L  w_reach_905
 L  reach_906
 L  monotone_907
 L  w_adj_908
 L  w_reach_909
 L  w_adj_910
 L  w_reach_911
 L  w_adj_912
 L  w_reach_913
 L  w_adj_914
 L  w_reach_915
 L  reach_916
 L  monotone_917
 E  connected_918
 L  reach1_919
 L  w_adj_920
 L  w_reach_921
 L  w_adj_922
 L  w_reach_923
 L  w_adj_924
 L  w_reach_925
 L  w_adj_926
 L  w_reach_927
 L  reach_928
 L  monotone_929
 L  w_adj_930
 L  w_reach_931
 L  w_adj_932
 L  w_reach_933
 L  w_adj_934
 L  w_reach_935
 L  w_adj_936
 L  w_reach_937
 L  reach_938
 L  monotone_939
 L  w_adj_940
 L  w_reach_941
 L  w_adj_942
 L  w_reach_943
 L  w_adj_944
 L  w_reach_945
 L  w_adj_946
 L  w_reach_947
 L  reach_948
 L  monotone_949
 L  w_adj_950
 L  w_reach_951
 L  w_adj_952
 L  w_reach_953
 L  w_adj_954
 L  w_reach_955
 L  w_adj_956
 L  w_reach_957
 L  reach_958
 L  monotone_959
 E  connected_960
 L  reach1_961
 L  w_adj_962
 L  w_reach_963
 L  w_adj_964
 L  w_reach_965
 L  w_adj_966
 L  w_reach_967
 L  w_adj_968
 L  w_reach_969
 L  reach_970
 L  monotone_971
 L  w_adj_972
 L  w_reach_973
 L  w_adj_974
 L  w_reach_975
 L  w_adj_976
 L  w_reach_977
 L  w_adj_978
 L  w_reach_979
 L  reach_980
 L  monotone_981
 L  w_adj_982
 L  w_reach_983
 L  w_adj_984
 L  w_reach_985
 L  w_adj_986
 L  w_reach_987
 L  w_adj_988
 L  w_reach_989
 L  reach_990
 L  monotone_991
 L  w_adj_992
 L  w_reach_993
 L  w_adj_994
 L  w_reach_995
 L  w_adj_996
 L  w_reach_997
 L  w_adj_998
 L  w_reach_999
 L  reach_1000
 L  monotone_1001
 E  connected_1002
 L  reach1_1003
 L  w_adj_1004
 L  w_reach_1005
 L  w_adj_1006
 L  w_reach_1007
 L  w_adj_1008
 L  w_reach_1009
 L  w_adj_1010
 L  w_reach_1011
 L  reach_1012
 L  monotone_1013
 L  w_adj_1014
 L  w_reach_1015
 L  w_adj_1016
 L  w_reach_1017
 L  w_adj_1018
 L  w_reach_1019
 L  w_adj_1020
 L  w_reach_1021
 L  reach_1022
 L  monotone_1023
 L  w_adj_1024
 L  w_reach_1025
 L  w_adj_1026
 L  w_reach_1027
 L  w_adj_1028
 L  w_reach_1029
 L  w_adj_1030
 L  w_reach_1031
 L  reach_1032
 L  monotone_1033
 L  w_adj_1034
 L  w_reach_1035
 L  w_adj_1036
 L  w_reach_1037
 L  w_adj_1038
 L  w_reach_1039
 L  w_adj_1040
 L  w_reach_1041
 L  reach_1042
 L  monotone_1043
 E  connected_1044
 L  reach1_1045
 L  w_adj_1046
 L  w_reach_1047
 L  w_adj_1048
 L  w_reach_1049
 L  w_adj_1050
 L  w_reach_1051
 L  w_adj_1052
 L  w_reach_1053
 L  reach_1054
 L  monotone_1055
 L  w_adj_1056
 L  w_reach_1057
 L  w_adj_1058
 L  w_reach_1059
 L  w_adj_1060
 L  w_reach_1061
 L  w_adj_1062
 L  w_reach_1063
 L  reach_1064
 L  monotone_1065
 L  w_adj_1066
 L  w_reach_1067
 L  w_adj_1068
 L  w_reach_1069
 L  w_adj_1070
 L  w_reach_1071
 L  w_adj_1072
 L  w_reach_1073
 L  reach_1074
 L  monotone_1075
 L  w_adj_1076
 L  w_reach_1077
 L  w_adj_1078
 L  w_reach_1079
 L  w_adj_1080
 L  w_reach_1081
 L  w_adj_1082
 L  w_reach_1083
 L  reach_1084
 L  monotone_1085
 E  connected_1086
 L  reach1_1087
 L  w_adj_1088
 L  w_reach_1089
 L  w_adj_1090
 L  w_reach_1091
 L  w_adj_1092
 L  w_reach_1093
 L  w_adj_1094
 L  w_reach_1095
 L  reach_1096
 L  monotone_1097
 L  w_adj_1098
 L  w_reach_1099
 L  w_adj_1100
 L  w_reach_1101
 L  w_adj_1102
 L  w_reach_1103
 L  w_adj_1104
 L  w_reach_1105
 L  reach_1106
 L  monotone_1107
 L  w_adj_1108
 L  w_reach_1109
 L  w_adj_1110
 L  w_reach_1111
 L  w_adj_1112
 L  w_reach_1113
 L  w_adj_1114
 L  w_reach_1115
 L  reach_1116
 L  monotone_1117
 L  w_adj_1118
 L  w_reach_1119
 L  w_adj_1120
 L  w_reach_1121
 L  w_adj_1122
 L  w_reach_1123
 L  w_adj_1124
 L  w_reach_1125
 L  reach_1126
 L  monotone_1127
 E  connected_1128
 L  reach1_1129
 L  w_adj_1130
 L  w_reach_1131
 L  w_adj_1132
 L  w_reach_1133
 L  w_adj_1134
 L  w_reach_1135
 L  w_adj_1136
 L  w_reach_1137
 L  reach_1138
 L  monotone_1139
 L  w_adj_1140
 L  w_reach_1141
 L  w_adj_1142
 L  w_reach_1143
 L  w_adj_1144
 L  w_reach_1145
 L  w_adj_1146
 L  w_reach_1147
 L  reach_1148
 L  monotone_1149
 L  w_adj_1150
 L  w_reach_1151
 L  w_adj_1152
 L  w_reach_1153
 L  w_adj_1154
 L  w_reach_1155
 L  w_adj_1156
 L  w_reach_1157
 L  reach_1158
 L  monotone_1159
 L  w_adj_1160
 L  w_reach_1161
 L  w_adj_1162
 L  w_reach_1163
 L  w_adj_1164
 L  w_reach_1165
 L  w_adj_1166
 L  w_reach_1167
 L  reach_1168
 L  monotone_1169
 E  connected_1170
 L  reach1_1171
 L  w_adj_1172
 L  w_reach_1173
 L  w_adj_1174
 L  w_reach_1175
 L  w_adj_1176
 L  w_reach_1177
 L  w_adj_1178
 L  w_reach_1179
 L  reach_1180
 L  monotone_1181
 L  w_adj_1182
 L  w_reach_1183
 L  w_adj_1184
 L  w_reach_1185
 L  w_adj_1186
 L  w_reach_1187
 L  w_adj_1188
 L  w_reach_1189
 L  reach_1190
 L  monotone_1191
 L  w_adj_1192
 L  w_reach_1193
 L  w_adj_1194
 L  w_reach_1195
 L  w_adj_1196
 L  w_reach_1197
 L  w_adj_1198
 L  w_reach_1199
 L  reach_1200
 L  monotone_1201
 L  w_adj_1202
 L  w_reach_1203
 L  w_adj_1204
 L  w_reach_1205
 L  w_adj_1206
 L  w_reach_1207
 L  w_adj_1208
 L  w_reach_1209
 L  reach_1210
 L  monotone_1211
 E  connected_1212
 L  reach1_1213
 L  w_adj_1214
 L  w_reach_1215
 L  w_adj_1216
 L  w_reach_1217
 L  w_adj_1218
 L  w_reach_1219
 L  w_adj_1220
 L  w_reach_1221
 L  reach_1222
 L  monotone_1223
 L  w_adj_1224
 L  w_reach_1225
 L  w_adj_1226
 L  w_reach_1227
 L  w_adj_1228
 L  w_reach_1229
 L  w_adj_1230
 L  w_reach_1231
 L  reach_1232
 L  monotone_1233
 L  w_adj_1234
 L  w_reach_1235
 L  w_adj_1236
 L  w_reach_1237
 L  w_adj_1238
 L  w_reach_1239
 L  w_adj_1240
 L  w_reach_1241
 L  reach_1242
 L  monotone_1243
 L  w_adj_1244
 L  w_reach_1245
 L  w_adj_1246
 L  w_reach_1247
 L  w_adj_1248
 L  w_reach_1249
 L  w_adj_1250
 L  w_reach_1251
 L  reach_1252
 L  monotone_1253
 E  connected_1254
 L  reach1_1255
 L  w_adj_1256
 L  w_reach_1257
 L  w_adj_1258
 L  w_reach_1259
 L  w_adj_1260
 L  w_reach_1261
 L  w_adj_1262
 L  w_reach_1263
 L  reach_1264
 L  monotone_1265
 L  w_adj_1266
 L  w_reach_1267
 L  w_adj_1268
 L  w_reach_1269
 L  w_adj_1270
 L  w_reach_1271
 L  w_adj_1272
 L  w_reach_1273
 L  reach_1274
 L  monotone_1275
 L  w_adj_1276
 L  w_reach_1277
 L  w_adj_1278
 L  w_reach_1279
 L  w_adj_1280
 L  w_reach_1281
 L  w_adj_1282
 L  w_reach_1283
 L  reach_1284
 L  monotone_1285
 L  w_adj_1286
 L  w_reach_1287
 L  w_adj_1288
 L  w_reach_1289
 L  w_adj_1290
 L  w_reach_1291
 L  w_adj_1292
 L  w_reach_1293
 L  reach_1294
 L  monotone_1295
 E  connected_1296
 L  moore_1297
 L  moore_1298
 L  moore_1299
 L  moore_1300
 L  moore_1301
 L  moore_1302
 L  moore_1303
 L  moore_1304
 L  moore_1305
 L  moore_1306
 L  moore_1307
 L  moore_1308
 G  sym_1309
 G  sym_1310
 G  sym_1311
 G  sym_1312
 L  diam_1313
 L  diam_1314
 L  diam_1315
 L  diam_1316
 L  diam_1317
 L  diam_1318
 L  diam_1319
 L  diam_1320
 L  diam_1321
 L  diam_1322
 L  diam_1323
 L  diam_1324
 L  diam_1325
 L  diam_1326
 L  diam_1327
 L  diam_1328
 L  diam_1329
 L  diam_1330
 L  diam_1331
 L  diam_1332
 L  diam_1333
 L  diam_1334
 L  diam_1335
 L  diam_1336
 L  diam_1337
 L  diam_1338
 L  diam_1339
 L  diam_1340
 L  diam_1341
 L  diam_1342
COLUMNS
    MARK      'MARKER'                 'INTORG'
    D         diam_1313  -1.000000000000e+00
    D         diam_1314  -1.000000000000e+00
    D         diam_1315  -1.000000000000e+00
    D         diam_1316  -1.000000000000e+00
    D         diam_1317  -1.000000000000e+00
    D         diam_1318  -1.000000000000e+00
    D         diam_1319  -1.000000000000e+00
    D         diam_1320  -1.000000000000e+00
    D         diam_1321  -1.000000000000e+00
    D         diam_1322  -1.000000000000e+00
    D         diam_1323  -1.000000000000e+00
    D         diam_1324  -1.000000000000e+00
    D         diam_1325  -1.000000000000e+00
    D         diam_1326  -1.000000000000e+00
    D         diam_1327  -1.000000000000e+00
    D         diam_1328  -1.000000000000e+00
    D         diam_1329  -1.000000000000e+00
    D         diam_1330  -1.000000000000e+00
    D         diam_1331  -1.000000000000e+00
    D         diam_1332  -1.000000000000e+00
    D         diam_1333  -1.000000000000e+00
    D         diam_1334  -1.000000000000e+00
    D         diam_1335  -1.000000000000e+00
    D         diam_1336  -1.000000000000e+00
    D         diam_1337  -1.000000000000e+00
    D         diam_1338  -1.000000000000e+00
    D         diam_1339  -1.000000000000e+00
    D         diam_1340  -1.000000000000e+00
    D         diam_1341  -1.000000000000e+00
    D         diam_1342  -1.000000000000e+00
    D         OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_1     adj_lo_7   1.000000000000e+00
    a_0_1     adj_hi_8  -2.000000000000e+00
    a_0_1     reach1_37  -1.000000000000e+00
    a_0_1     reach_46  -1.000000000000e+00
    a_0_1     reach_56  -1.000000000000e+00
    a_0_1     reach_66  -1.000000000000e+00
    a_0_1     reach_76  -1.000000000000e+00
    a_0_1     reach1_247  -1.000000000000e+00
    a_0_1     reach_256  -1.000000000000e+00
    a_0_1     reach_266  -1.000000000000e+00
    a_0_1     reach_276  -1.000000000000e+00
    a_0_1     reach_286  -1.000000000000e+00
    a_0_1     w_adj_458  -1.000000000000e+00
    a_0_1     w_adj_468  -1.000000000000e+00
    a_0_1     w_adj_478  -1.000000000000e+00
    a_0_1     w_adj_488  -1.000000000000e+00
    a_0_1     w_adj_500  -1.000000000000e+00
    a_0_1     w_adj_510  -1.000000000000e+00
    a_0_1     w_adj_520  -1.000000000000e+00
    a_0_1     w_adj_530  -1.000000000000e+00
    a_0_1     w_adj_668  -1.000000000000e+00
    a_0_1     w_adj_678  -1.000000000000e+00
    a_0_1     w_adj_688  -1.000000000000e+00
    a_0_1     w_adj_698  -1.000000000000e+00
    a_0_1     w_adj_710  -1.000000000000e+00
    a_0_1     w_adj_720  -1.000000000000e+00
    a_0_1     w_adj_730  -1.000000000000e+00
    a_0_1     w_adj_740  -1.000000000000e+00
    a_0_1     w_adj_878  -1.000000000000e+00
    a_0_1     w_adj_888  -1.000000000000e+00
    a_0_1     w_adj_898  -1.000000000000e+00
    a_0_1     w_adj_908  -1.000000000000e+00
    a_0_1     w_adj_920  -1.000000000000e+00
    a_0_1     w_adj_930  -1.000000000000e+00
    a_0_1     w_adj_940  -1.000000000000e+00
    a_0_1     w_adj_950  -1.000000000000e+00
    a_0_1     w_adj_1088  -1.000000000000e+00
    a_0_1     w_adj_1098  -1.000000000000e+00
    a_0_1     w_adj_1108  -1.000000000000e+00
    a_0_1     w_adj_1118  -1.000000000000e+00
    a_0_1     w_adj_1130  -1.000000000000e+00
    a_0_1     w_adj_1140  -1.000000000000e+00
    a_0_1     w_adj_1150  -1.000000000000e+00
    a_0_1     w_adj_1160  -1.000000000000e+00
    a_0_1     sym_1309   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_2     adj_lo_9   1.000000000000e+00
    a_0_2     adj_hi_10  -2.000000000000e+00
    a_0_2     reach1_79  -1.000000000000e+00
    a_0_2     reach_88  -1.000000000000e+00
    a_0_2     reach_98  -1.000000000000e+00
    a_0_2     reach_108  -1.000000000000e+00
    a_0_2     reach_118  -1.000000000000e+00
    a_0_2     w_adj_248  -1.000000000000e+00
    a_0_2     w_adj_258  -1.000000000000e+00
    a_0_2     w_adj_268  -1.000000000000e+00
    a_0_2     w_adj_278  -1.000000000000e+00
    a_0_2     w_adj_290  -1.000000000000e+00
    a_0_2     w_adj_300  -1.000000000000e+00
    a_0_2     w_adj_310  -1.000000000000e+00
    a_0_2     w_adj_320  -1.000000000000e+00
    a_0_2     reach1_457  -1.000000000000e+00
    a_0_2     reach_466  -1.000000000000e+00
    a_0_2     reach_476  -1.000000000000e+00
    a_0_2     reach_486  -1.000000000000e+00
    a_0_2     reach_496  -1.000000000000e+00
    a_0_2     w_adj_670  -1.000000000000e+00
    a_0_2     w_adj_680  -1.000000000000e+00
    a_0_2     w_adj_690  -1.000000000000e+00
    a_0_2     w_adj_700  -1.000000000000e+00
    a_0_2     w_adj_752  -1.000000000000e+00
    a_0_2     w_adj_762  -1.000000000000e+00
    a_0_2     w_adj_772  -1.000000000000e+00
    a_0_2     w_adj_782  -1.000000000000e+00
    a_0_2     w_adj_880  -1.000000000000e+00
    a_0_2     w_adj_890  -1.000000000000e+00
    a_0_2     w_adj_900  -1.000000000000e+00
    a_0_2     w_adj_910  -1.000000000000e+00
    a_0_2     w_adj_962  -1.000000000000e+00
    a_0_2     w_adj_972  -1.000000000000e+00
    a_0_2     w_adj_982  -1.000000000000e+00
    a_0_2     w_adj_992  -1.000000000000e+00
    a_0_2     w_adj_1090  -1.000000000000e+00
    a_0_2     w_adj_1100  -1.000000000000e+00
    a_0_2     w_adj_1110  -1.000000000000e+00
    a_0_2     w_adj_1120  -1.000000000000e+00
    a_0_2     w_adj_1172  -1.000000000000e+00
    a_0_2     w_adj_1182  -1.000000000000e+00
    a_0_2     w_adj_1192  -1.000000000000e+00
    a_0_2     w_adj_1202  -1.000000000000e+00
    a_0_2     sym_1309  -1.000000000000e+00
    a_0_2     sym_1310   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_3     adj_lo_11   1.000000000000e+00
    a_0_3     adj_hi_12  -2.000000000000e+00
    a_0_3     reach1_121  -1.000000000000e+00
    a_0_3     reach_130  -1.000000000000e+00
    a_0_3     reach_140  -1.000000000000e+00
    a_0_3     reach_150  -1.000000000000e+00
    a_0_3     reach_160  -1.000000000000e+00
    a_0_3     w_adj_250  -1.000000000000e+00
    a_0_3     w_adj_260  -1.000000000000e+00
    a_0_3     w_adj_270  -1.000000000000e+00
    a_0_3     w_adj_280  -1.000000000000e+00
    a_0_3     w_adj_332  -1.000000000000e+00
    a_0_3     w_adj_342  -1.000000000000e+00
    a_0_3     w_adj_352  -1.000000000000e+00
    a_0_3     w_adj_362  -1.000000000000e+00
    a_0_3     w_adj_460  -1.000000000000e+00
    a_0_3     w_adj_470  -1.000000000000e+00
    a_0_3     w_adj_480  -1.000000000000e+00
    a_0_3     w_adj_490  -1.000000000000e+00
    a_0_3     w_adj_542  -1.000000000000e+00
    a_0_3     w_adj_552  -1.000000000000e+00
    a_0_3     w_adj_562  -1.000000000000e+00
    a_0_3     w_adj_572  -1.000000000000e+00
    a_0_3     reach1_667  -1.000000000000e+00
    a_0_3     reach_676  -1.000000000000e+00
    a_0_3     reach_686  -1.000000000000e+00
    a_0_3     reach_696  -1.000000000000e+00
    a_0_3     reach_706  -1.000000000000e+00
    a_0_3     w_adj_882  -1.000000000000e+00
    a_0_3     w_adj_892  -1.000000000000e+00
    a_0_3     w_adj_902  -1.000000000000e+00
    a_0_3     w_adj_912  -1.000000000000e+00
    a_0_3     w_adj_1004  -1.000000000000e+00
    a_0_3     w_adj_1014  -1.000000000000e+00
    a_0_3     w_adj_1024  -1.000000000000e+00
    a_0_3     w_adj_1034  -1.000000000000e+00
    a_0_3     w_adj_1092  -1.000000000000e+00
    a_0_3     w_adj_1102  -1.000000000000e+00
    a_0_3     w_adj_1112  -1.000000000000e+00
    a_0_3     w_adj_1122  -1.000000000000e+00
    a_0_3     w_adj_1214  -1.000000000000e+00
    a_0_3     w_adj_1224  -1.000000000000e+00
    a_0_3     w_adj_1234  -1.000000000000e+00
    a_0_3     w_adj_1244  -1.000000000000e+00
    a_0_3     sym_1310  -1.000000000000e+00
    a_0_3     sym_1311   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_4     adj_lo_13   1.000000000000e+00
    a_0_4     adj_hi_14  -2.000000000000e+00
    a_0_4     reach1_163  -1.000000000000e+00
    a_0_4     reach_172  -1.000000000000e+00
    a_0_4     reach_182  -1.000000000000e+00
    a_0_4     reach_192  -1.000000000000e+00
    a_0_4     reach_202  -1.000000000000e+00
    a_0_4     w_adj_252  -1.000000000000e+00
    a_0_4     w_adj_262  -1.000000000000e+00
    a_0_4     w_adj_272  -1.000000000000e+00
    a_0_4     w_adj_282  -1.000000000000e+00
    a_0_4     w_adj_374  -1.000000000000e+00
    a_0_4     w_adj_384  -1.000000000000e+00
    a_0_4     w_adj_394  -1.000000000000e+00
    a_0_4     w_adj_404  -1.000000000000e+00
    a_0_4     w_adj_462  -1.000000000000e+00
    a_0_4     w_adj_472  -1.000000000000e+00
    a_0_4     w_adj_482  -1.000000000000e+00
    a_0_4     w_adj_492  -1.000000000000e+00
    a_0_4     w_adj_584  -1.000000000000e+00
    a_0_4     w_adj_594  -1.000000000000e+00
    a_0_4     w_adj_604  -1.000000000000e+00
    a_0_4     w_adj_614  -1.000000000000e+00
    a_0_4     w_adj_672  -1.000000000000e+00
    a_0_4     w_adj_682  -1.000000000000e+00
    a_0_4     w_adj_692  -1.000000000000e+00
    a_0_4     w_adj_702  -1.000000000000e+00
    a_0_4     w_adj_794  -1.000000000000e+00
    a_0_4     w_adj_804  -1.000000000000e+00
    a_0_4     w_adj_814  -1.000000000000e+00
    a_0_4     w_adj_824  -1.000000000000e+00
    a_0_4     reach1_877  -1.000000000000e+00
    a_0_4     reach_886  -1.000000000000e+00
    a_0_4     reach_896  -1.000000000000e+00
    a_0_4     reach_906  -1.000000000000e+00
    a_0_4     reach_916  -1.000000000000e+00
    a_0_4     w_adj_1094  -1.000000000000e+00
    a_0_4     w_adj_1104  -1.000000000000e+00
    a_0_4     w_adj_1114  -1.000000000000e+00
    a_0_4     w_adj_1124  -1.000000000000e+00
    a_0_4     w_adj_1256  -1.000000000000e+00
    a_0_4     w_adj_1266  -1.000000000000e+00
    a_0_4     w_adj_1276  -1.000000000000e+00
    a_0_4     w_adj_1286  -1.000000000000e+00
    a_0_4     sym_1311  -1.000000000000e+00
    a_0_4     sym_1312   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_5     adj_lo_15   1.000000000000e+00
    a_0_5     adj_hi_16  -2.000000000000e+00
    a_0_5     reach1_205  -1.000000000000e+00
    a_0_5     reach_214  -1.000000000000e+00
    a_0_5     reach_224  -1.000000000000e+00
    a_0_5     reach_234  -1.000000000000e+00
    a_0_5     reach_244  -1.000000000000e+00
    a_0_5     w_adj_254  -1.000000000000e+00
    a_0_5     w_adj_264  -1.000000000000e+00
    a_0_5     w_adj_274  -1.000000000000e+00
    a_0_5     w_adj_284  -1.000000000000e+00
    a_0_5     w_adj_416  -1.000000000000e+00
    a_0_5     w_adj_426  -1.000000000000e+00
    a_0_5     w_adj_436  -1.000000000000e+00
    a_0_5     w_adj_446  -1.000000000000e+00
    a_0_5     w_adj_464  -1.000000000000e+00
    a_0_5     w_adj_474  -1.000000000000e+00
    a_0_5     w_adj_484  -1.000000000000e+00
    a_0_5     w_adj_494  -1.000000000000e+00
    a_0_5     w_adj_626  -1.000000000000e+00
    a_0_5     w_adj_636  -1.000000000000e+00
    a_0_5     w_adj_646  -1.000000000000e+00
    a_0_5     w_adj_656  -1.000000000000e+00
    a_0_5     w_adj_674  -1.000000000000e+00
    a_0_5     w_adj_684  -1.000000000000e+00
    a_0_5     w_adj_694  -1.000000000000e+00
    a_0_5     w_adj_704  -1.000000000000e+00
    a_0_5     w_adj_836  -1.000000000000e+00
    a_0_5     w_adj_846  -1.000000000000e+00
    a_0_5     w_adj_856  -1.000000000000e+00
    a_0_5     w_adj_866  -1.000000000000e+00
    a_0_5     w_adj_884  -1.000000000000e+00
    a_0_5     w_adj_894  -1.000000000000e+00
    a_0_5     w_adj_904  -1.000000000000e+00
    a_0_5     w_adj_914  -1.000000000000e+00
    a_0_5     w_adj_1046  -1.000000000000e+00
    a_0_5     w_adj_1056  -1.000000000000e+00
    a_0_5     w_adj_1066  -1.000000000000e+00
    a_0_5     w_adj_1076  -1.000000000000e+00
    a_0_5     reach1_1087  -1.000000000000e+00
    a_0_5     reach_1096  -1.000000000000e+00
    a_0_5     reach_1106  -1.000000000000e+00
    a_0_5     reach_1116  -1.000000000000e+00
    a_0_5     reach_1126  -1.000000000000e+00
    a_0_5     sym_1312  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1_2     adj_lo_17   1.000000000000e+00
    a_1_2     adj_hi_18  -2.000000000000e+00
    a_1_2     w_adj_38  -1.000000000000e+00
    a_1_2     w_adj_48  -1.000000000000e+00
    a_1_2     w_adj_58  -1.000000000000e+00
    a_1_2     w_adj_68  -1.000000000000e+00
    a_1_2     w_adj_80  -1.000000000000e+00
    a_1_2     w_adj_90  -1.000000000000e+00
    a_1_2     w_adj_100  -1.000000000000e+00
    a_1_2     w_adj_110  -1.000000000000e+00
    a_1_2     reach1_289  -1.000000000000e+00
    a_1_2     reach_298  -1.000000000000e+00
    a_1_2     reach_308  -1.000000000000e+00
    a_1_2     reach_318  -1.000000000000e+00
    a_1_2     reach_328  -1.000000000000e+00
    a_1_2     reach1_499  -1.000000000000e+00
    a_1_2     reach_508  -1.000000000000e+00
    a_1_2     reach_518  -1.000000000000e+00
    a_1_2     reach_528  -1.000000000000e+00
    a_1_2     reach_538  -1.000000000000e+00
    a_1_2     w_adj_712  -1.000000000000e+00
    a_1_2     w_adj_722  -1.000000000000e+00
    a_1_2     w_adj_732  -1.000000000000e+00
    a_1_2     w_adj_742  -1.000000000000e+00
    a_1_2     w_adj_754  -1.000000000000e+00
    a_1_2     w_adj_764  -1.000000000000e+00
    a_1_2     w_adj_774  -1.000000000000e+00
    a_1_2     w_adj_784  -1.000000000000e+00
    a_1_2     w_adj_922  -1.000000000000e+00
    a_1_2     w_adj_932  -1.000000000000e+00
    a_1_2     w_adj_942  -1.000000000000e+00
    a_1_2     w_adj_952  -1.000000000000e+00
    a_1_2     w_adj_964  -1.000000000000e+00
    a_1_2     w_adj_974  -1.000000000000e+00
    a_1_2     w_adj_984  -1.000000000000e+00
    a_1_2     w_adj_994  -1.000000000000e+00
    a_1_2     w_adj_1132  -1.000000000000e+00
    a_1_2     w_adj_1142  -1.000000000000e+00
    a_1_2     w_adj_1152  -1.000000000000e+00
    a_1_2     w_adj_1162  -1.000000000000e+00
    a_1_2     w_adj_1174  -1.000000000000e+00
    a_1_2     w_adj_1184  -1.000000000000e+00
    a_1_2     w_adj_1194  -1.000000000000e+00
    a_1_2     w_adj_1204  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1_3     adj_lo_19   1.000000000000e+00
    a_1_3     adj_hi_20  -2.000000000000e+00
    a_1_3     w_adj_40  -1.000000000000e+00
    a_1_3     w_adj_50  -1.000000000000e+00
    a_1_3     w_adj_60  -1.000000000000e+00
    a_1_3     w_adj_70  -1.000000000000e+00
    a_1_3     w_adj_122  -1.000000000000e+00
    a_1_3     w_adj_132  -1.000000000000e+00
    a_1_3     w_adj_142  -1.000000000000e+00
    a_1_3     w_adj_152  -1.000000000000e+00
    a_1_3     reach1_331  -1.000000000000e+00
    a_1_3     reach_340  -1.000000000000e+00
    a_1_3     reach_350  -1.000000000000e+00
    a_1_3     reach_360  -1.000000000000e+00
    a_1_3     reach_370  -1.000000000000e+00
    a_1_3     w_adj_502  -1.000000000000e+00
    a_1_3     w_adj_512  -1.000000000000e+00
    a_1_3     w_adj_522  -1.000000000000e+00
    a_1_3     w_adj_532  -1.000000000000e+00
    a_1_3     w_adj_544  -1.000000000000e+00
    a_1_3     w_adj_554  -1.000000000000e+00
    a_1_3     w_adj_564  -1.000000000000e+00
    a_1_3     w_adj_574  -1.000000000000e+00
    a_1_3     reach1_709  -1.000000000000e+00
    a_1_3     reach_718  -1.000000000000e+00
    a_1_3     reach_728  -1.000000000000e+00
    a_1_3     reach_738  -1.000000000000e+00
    a_1_3     reach_748  -1.000000000000e+00
    a_1_3     w_adj_924  -1.000000000000e+00
    a_1_3     w_adj_934  -1.000000000000e+00
    a_1_3     w_adj_944  -1.000000000000e+00
    a_1_3     w_adj_954  -1.000000000000e+00
    a_1_3     w_adj_1006  -1.000000000000e+00
    a_1_3     w_adj_1016  -1.000000000000e+00
    a_1_3     w_adj_1026  -1.000000000000e+00
    a_1_3     w_adj_1036  -1.000000000000e+00
    a_1_3     w_adj_1134  -1.000000000000e+00
    a_1_3     w_adj_1144  -1.000000000000e+00
    a_1_3     w_adj_1154  -1.000000000000e+00
    a_1_3     w_adj_1164  -1.000000000000e+00
    a_1_3     w_adj_1216  -1.000000000000e+00
    a_1_3     w_adj_1226  -1.000000000000e+00
    a_1_3     w_adj_1236  -1.000000000000e+00
    a_1_3     w_adj_1246  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1_4     adj_lo_21   1.000000000000e+00
    a_1_4     adj_hi_22  -2.000000000000e+00
    a_1_4     w_adj_42  -1.000000000000e+00
    a_1_4     w_adj_52  -1.000000000000e+00
    a_1_4     w_adj_62  -1.000000000000e+00
    a_1_4     w_adj_72  -1.000000000000e+00
    a_1_4     w_adj_164  -1.000000000000e+00
    a_1_4     w_adj_174  -1.000000000000e+00
    a_1_4     w_adj_184  -1.000000000000e+00
    a_1_4     w_adj_194  -1.000000000000e+00
    a_1_4     reach1_373  -1.000000000000e+00
    a_1_4     reach_382  -1.000000000000e+00
    a_1_4     reach_392  -1.000000000000e+00
    a_1_4     reach_402  -1.000000000000e+00
    a_1_4     reach_412  -1.000000000000e+00
    a_1_4     w_adj_504  -1.000000000000e+00
    a_1_4     w_adj_514  -1.000000000000e+00
    a_1_4     w_adj_524  -1.000000000000e+00
    a_1_4     w_adj_534  -1.000000000000e+00
    a_1_4     w_adj_586  -1.000000000000e+00
    a_1_4     w_adj_596  -1.000000000000e+00
    a_1_4     w_adj_606  -1.000000000000e+00
    a_1_4     w_adj_616  -1.000000000000e+00
    a_1_4     w_adj_714  -1.000000000000e+00
    a_1_4     w_adj_724  -1.000000000000e+00
    a_1_4     w_adj_734  -1.000000000000e+00
    a_1_4     w_adj_744  -1.000000000000e+00
    a_1_4     w_adj_796  -1.000000000000e+00
    a_1_4     w_adj_806  -1.000000000000e+00
    a_1_4     w_adj_816  -1.000000000000e+00
    a_1_4     w_adj_826  -1.000000000000e+00
    a_1_4     reach1_919  -1.000000000000e+00
    a_1_4     reach_928  -1.000000000000e+00
    a_1_4     reach_938  -1.000000000000e+00
    a_1_4     reach_948  -1.000000000000e+00
    a_1_4     reach_958  -1.000000000000e+00
    a_1_4     w_adj_1136  -1.000000000000e+00
    a_1_4     w_adj_1146  -1.000000000000e+00
    a_1_4     w_adj_1156  -1.000000000000e+00
    a_1_4     w_adj_1166  -1.000000000000e+00
    a_1_4     w_adj_1258  -1.000000000000e+00
    a_1_4     w_adj_1268  -1.000000000000e+00
    a_1_4     w_adj_1278  -1.000000000000e+00
    a_1_4     w_adj_1288  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1_5     adj_lo_23   1.000000000000e+00
    a_1_5     adj_hi_24  -2.000000000000e+00
    a_1_5     w_adj_44  -1.000000000000e+00
    a_1_5     w_adj_54  -1.000000000000e+00
    a_1_5     w_adj_64  -1.000000000000e+00
    a_1_5     w_adj_74  -1.000000000000e+00
    a_1_5     w_adj_206  -1.000000000000e+00
    a_1_5     w_adj_216  -1.000000000000e+00
    a_1_5     w_adj_226  -1.000000000000e+00
    a_1_5     w_adj_236  -1.000000000000e+00
    a_1_5     reach1_415  -1.000000000000e+00
    a_1_5     reach_424  -1.000000000000e+00
    a_1_5     reach_434  -1.000000000000e+00
    a_1_5     reach_444  -1.000000000000e+00
    a_1_5     reach_454  -1.000000000000e+00
    a_1_5     w_adj_506  -1.000000000000e+00
    a_1_5     w_adj_516  -1.000000000000e+00
    a_1_5     w_adj_526  -1.000000000000e+00
    a_1_5     w_adj_536  -1.000000000000e+00
    a_1_5     w_adj_628  -1.000000000000e+00
    a_1_5     w_adj_638  -1.000000000000e+00
    a_1_5     w_adj_648  -1.000000000000e+00
    a_1_5     w_adj_658  -1.000000000000e+00
    a_1_5     w_adj_716  -1.000000000000e+00
    a_1_5     w_adj_726  -1.000000000000e+00
    a_1_5     w_adj_736  -1.000000000000e+00
    a_1_5     w_adj_746  -1.000000000000e+00
    a_1_5     w_adj_838  -1.000000000000e+00
    a_1_5     w_adj_848  -1.000000000000e+00
    a_1_5     w_adj_858  -1.000000000000e+00
    a_1_5     w_adj_868  -1.000000000000e+00
    a_1_5     w_adj_926  -1.000000000000e+00
    a_1_5     w_adj_936  -1.000000000000e+00
    a_1_5     w_adj_946  -1.000000000000e+00
    a_1_5     w_adj_956  -1.000000000000e+00
    a_1_5     w_adj_1048  -1.000000000000e+00
    a_1_5     w_adj_1058  -1.000000000000e+00
    a_1_5     w_adj_1068  -1.000000000000e+00
    a_1_5     w_adj_1078  -1.000000000000e+00
    a_1_5     reach1_1129  -1.000000000000e+00
    a_1_5     reach_1138  -1.000000000000e+00
    a_1_5     reach_1148  -1.000000000000e+00
    a_1_5     reach_1158  -1.000000000000e+00
    a_1_5     reach_1168  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2_3     adj_lo_25   1.000000000000e+00
    a_2_3     adj_hi_26  -2.000000000000e+00
    a_2_3     w_adj_82  -1.000000000000e+00
    a_2_3     w_adj_92  -1.000000000000e+00
    a_2_3     w_adj_102  -1.000000000000e+00
    a_2_3     w_adj_112  -1.000000000000e+00
    a_2_3     w_adj_124  -1.000000000000e+00
    a_2_3     w_adj_134  -1.000000000000e+00
    a_2_3     w_adj_144  -1.000000000000e+00
    a_2_3     w_adj_154  -1.000000000000e+00
    a_2_3     w_adj_292  -1.000000000000e+00
    a_2_3     w_adj_302  -1.000000000000e+00
    a_2_3     w_adj_312  -1.000000000000e+00
    a_2_3     w_adj_322  -1.000000000000e+00
    a_2_3     w_adj_334  -1.000000000000e+00
    a_2_3     w_adj_344  -1.000000000000e+00
    a_2_3     w_adj_354  -1.000000000000e+00
    a_2_3     w_adj_364  -1.000000000000e+00
    a_2_3     reach1_541  -1.000000000000e+00
    a_2_3     reach_550  -1.000000000000e+00
    a_2_3     reach_560  -1.000000000000e+00
    a_2_3     reach_570  -1.000000000000e+00
    a_2_3     reach_580  -1.000000000000e+00
    a_2_3     reach1_751  -1.000000000000e+00
    a_2_3     reach_760  -1.000000000000e+00
    a_2_3     reach_770  -1.000000000000e+00
    a_2_3     reach_780  -1.000000000000e+00
    a_2_3     reach_790  -1.000000000000e+00
    a_2_3     w_adj_966  -1.000000000000e+00
    a_2_3     w_adj_976  -1.000000000000e+00
    a_2_3     w_adj_986  -1.000000000000e+00
    a_2_3     w_adj_996  -1.000000000000e+00
    a_2_3     w_adj_1008  -1.000000000000e+00
    a_2_3     w_adj_1018  -1.000000000000e+00
    a_2_3     w_adj_1028  -1.000000000000e+00
    a_2_3     w_adj_1038  -1.000000000000e+00
    a_2_3     w_adj_1176  -1.000000000000e+00
    a_2_3     w_adj_1186  -1.000000000000e+00
    a_2_3     w_adj_1196  -1.000000000000e+00
    a_2_3     w_adj_1206  -1.000000000000e+00
    a_2_3     w_adj_1218  -1.000000000000e+00
    a_2_3     w_adj_1228  -1.000000000000e+00
    a_2_3     w_adj_1238  -1.000000000000e+00
    a_2_3     w_adj_1248  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2_4     adj_lo_27   1.000000000000e+00
    a_2_4     adj_hi_28  -2.000000000000e+00
    a_2_4     w_adj_84  -1.000000000000e+00
    a_2_4     w_adj_94  -1.000000000000e+00
    a_2_4     w_adj_104  -1.000000000000e+00
    a_2_4     w_adj_114  -1.000000000000e+00
    a_2_4     w_adj_166  -1.000000000000e+00
    a_2_4     w_adj_176  -1.000000000000e+00
    a_2_4     w_adj_186  -1.000000000000e+00
    a_2_4     w_adj_196  -1.000000000000e+00
    a_2_4     w_adj_294  -1.000000000000e+00
    a_2_4     w_adj_304  -1.000000000000e+00
    a_2_4     w_adj_314  -1.000000000000e+00
    a_2_4     w_adj_324  -1.000000000000e+00
    a_2_4     w_adj_376  -1.000000000000e+00
    a_2_4     w_adj_386  -1.000000000000e+00
    a_2_4     w_adj_396  -1.000000000000e+00
    a_2_4     w_adj_406  -1.000000000000e+00
    a_2_4     reach1_583  -1.000000000000e+00
    a_2_4     reach_592  -1.000000000000e+00
    a_2_4     reach_602  -1.000000000000e+00
    a_2_4     reach_612  -1.000000000000e+00
    a_2_4     reach_622  -1.000000000000e+00
    a_2_4     w_adj_756  -1.000000000000e+00
    a_2_4     w_adj_766  -1.000000000000e+00
    a_2_4     w_adj_776  -1.000000000000e+00
    a_2_4     w_adj_786  -1.000000000000e+00
    a_2_4     w_adj_798  -1.000000000000e+00
    a_2_4     w_adj_808  -1.000000000000e+00
    a_2_4     w_adj_818  -1.000000000000e+00
    a_2_4     w_adj_828  -1.000000000000e+00
    a_2_4     reach1_961  -1.000000000000e+00
    a_2_4     reach_970  -1.000000000000e+00
    a_2_4     reach_980  -1.000000000000e+00
    a_2_4     reach_990  -1.000000000000e+00
    a_2_4     reach_1000  -1.000000000000e+00
    a_2_4     w_adj_1178  -1.000000000000e+00
    a_2_4     w_adj_1188  -1.000000000000e+00
    a_2_4     w_adj_1198  -1.000000000000e+00
    a_2_4     w_adj_1208  -1.000000000000e+00
    a_2_4     w_adj_1260  -1.000000000000e+00
    a_2_4     w_adj_1270  -1.000000000000e+00
    a_2_4     w_adj_1280  -1.000000000000e+00
    a_2_4     w_adj_1290  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2_5     adj_lo_29   1.000000000000e+00
    a_2_5     adj_hi_30  -2.000000000000e+00
    a_2_5     w_adj_86  -1.000000000000e+00
    a_2_5     w_adj_96  -1.000000000000e+00
    a_2_5     w_adj_106  -1.000000000000e+00
    a_2_5     w_adj_116  -1.000000000000e+00
    a_2_5     w_adj_208  -1.000000000000e+00
    a_2_5     w_adj_218  -1.000000000000e+00
    a_2_5     w_adj_228  -1.000000000000e+00
    a_2_5     w_adj_238  -1.000000000000e+00
    a_2_5     w_adj_296  -1.000000000000e+00
    a_2_5     w_adj_306  -1.000000000000e+00
    a_2_5     w_adj_316  -1.000000000000e+00
    a_2_5     w_adj_326  -1.000000000000e+00
    a_2_5     w_adj_418  -1.000000000000e+00
    a_2_5     w_adj_428  -1.000000000000e+00
    a_2_5     w_adj_438  -1.000000000000e+00
    a_2_5     w_adj_448  -1.000000000000e+00
    a_2_5     reach1_625  -1.000000000000e+00
    a_2_5     reach_634  -1.000000000000e+00
    a_2_5     reach_644  -1.000000000000e+00
    a_2_5     reach_654  -1.000000000000e+00
    a_2_5     reach_664  -1.000000000000e+00
    a_2_5     w_adj_758  -1.000000000000e+00
    a_2_5     w_adj_768  -1.000000000000e+00
    a_2_5     w_adj_778  -1.000000000000e+00
    a_2_5     w_adj_788  -1.000000000000e+00
    a_2_5     w_adj_840  -1.000000000000e+00
    a_2_5     w_adj_850  -1.000000000000e+00
    a_2_5     w_adj_860  -1.000000000000e+00
    a_2_5     w_adj_870  -1.000000000000e+00
    a_2_5     w_adj_968  -1.000000000000e+00
    a_2_5     w_adj_978  -1.000000000000e+00
    a_2_5     w_adj_988  -1.000000000000e+00
    a_2_5     w_adj_998  -1.000000000000e+00
    a_2_5     w_adj_1050  -1.000000000000e+00
    a_2_5     w_adj_1060  -1.000000000000e+00
    a_2_5     w_adj_1070  -1.000000000000e+00
    a_2_5     w_adj_1080  -1.000000000000e+00
    a_2_5     reach1_1171  -1.000000000000e+00
    a_2_5     reach_1180  -1.000000000000e+00
    a_2_5     reach_1190  -1.000000000000e+00
    a_2_5     reach_1200  -1.000000000000e+00
    a_2_5     reach_1210  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_3_4     adj_lo_31   1.000000000000e+00
    a_3_4     adj_hi_32  -2.000000000000e+00
    a_3_4     w_adj_126  -1.000000000000e+00
    a_3_4     w_adj_136  -1.000000000000e+00
    a_3_4     w_adj_146  -1.000000000000e+00
    a_3_4     w_adj_156  -1.000000000000e+00
    a_3_4     w_adj_168  -1.000000000000e+00
    a_3_4     w_adj_178  -1.000000000000e+00
    a_3_4     w_adj_188  -1.000000000000e+00
    a_3_4     w_adj_198  -1.000000000000e+00
    a_3_4     w_adj_336  -1.000000000000e+00
    a_3_4     w_adj_346  -1.000000000000e+00
    a_3_4     w_adj_356  -1.000000000000e+00
    a_3_4     w_adj_366  -1.000000000000e+00
    a_3_4     w_adj_378  -1.000000000000e+00
    a_3_4     w_adj_388  -1.000000000000e+00
    a_3_4     w_adj_398  -1.000000000000e+00
    a_3_4     w_adj_408  -1.000000000000e+00
    a_3_4     w_adj_546  -1.000000000000e+00
    a_3_4     w_adj_556  -1.000000000000e+00
    a_3_4     w_adj_566  -1.000000000000e+00
    a_3_4     w_adj_576  -1.000000000000e+00
    a_3_4     w_adj_588  -1.000000000000e+00
    a_3_4     w_adj_598  -1.000000000000e+00
    a_3_4     w_adj_608  -1.000000000000e+00
    a_3_4     w_adj_618  -1.000000000000e+00
    a_3_4     reach1_793  -1.000000000000e+00
    a_3_4     reach_802  -1.000000000000e+00
    a_3_4     reach_812  -1.000000000000e+00
    a_3_4     reach_822  -1.000000000000e+00
    a_3_4     reach_832  -1.000000000000e+00
    a_3_4     reach1_1003  -1.000000000000e+00
    a_3_4     reach_1012  -1.000000000000e+00
    a_3_4     reach_1022  -1.000000000000e+00
    a_3_4     reach_1032  -1.000000000000e+00
    a_3_4     reach_1042  -1.000000000000e+00
    a_3_4     w_adj_1220  -1.000000000000e+00
    a_3_4     w_adj_1230  -1.000000000000e+00
    a_3_4     w_adj_1240  -1.000000000000e+00
    a_3_4     w_adj_1250  -1.000000000000e+00
    a_3_4     w_adj_1262  -1.000000000000e+00
    a_3_4     w_adj_1272  -1.000000000000e+00
    a_3_4     w_adj_1282  -1.000000000000e+00
    a_3_4     w_adj_1292  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_3_5     adj_lo_33   1.000000000000e+00
    a_3_5     adj_hi_34  -2.000000000000e+00
    a_3_5     w_adj_128  -1.000000000000e+00
    a_3_5     w_adj_138  -1.000000000000e+00
    a_3_5     w_adj_148  -1.000000000000e+00
    a_3_5     w_adj_158  -1.000000000000e+00
    a_3_5     w_adj_210  -1.000000000000e+00
    a_3_5     w_adj_220  -1.000000000000e+00
    a_3_5     w_adj_230  -1.000000000000e+00
    a_3_5     w_adj_240  -1.000000000000e+00
    a_3_5     w_adj_338  -1.000000000000e+00
    a_3_5     w_adj_348  -1.000000000000e+00
    a_3_5     w_adj_358  -1.000000000000e+00
    a_3_5     w_adj_368  -1.000000000000e+00
    a_3_5     w_adj_420  -1.000000000000e+00
    a_3_5     w_adj_430  -1.000000000000e+00
    a_3_5     w_adj_440  -1.000000000000e+00
    a_3_5     w_adj_450  -1.000000000000e+00
    a_3_5     w_adj_548  -1.000000000000e+00
    a_3_5     w_adj_558  -1.000000000000e+00
    a_3_5     w_adj_568  -1.000000000000e+00
    a_3_5     w_adj_578  -1.000000000000e+00
    a_3_5     w_adj_630  -1.000000000000e+00
    a_3_5     w_adj_640  -1.000000000000e+00
    a_3_5     w_adj_650  -1.000000000000e+00
    a_3_5     w_adj_660  -1.000000000000e+00
    a_3_5     reach1_835  -1.000000000000e+00
    a_3_5     reach_844  -1.000000000000e+00
    a_3_5     reach_854  -1.000000000000e+00
    a_3_5     reach_864  -1.000000000000e+00
    a_3_5     reach_874  -1.000000000000e+00
    a_3_5     w_adj_1010  -1.000000000000e+00
    a_3_5     w_adj_1020  -1.000000000000e+00
    a_3_5     w_adj_1030  -1.000000000000e+00
    a_3_5     w_adj_1040  -1.000000000000e+00
    a_3_5     w_adj_1052  -1.000000000000e+00
    a_3_5     w_adj_1062  -1.000000000000e+00
    a_3_5     w_adj_1072  -1.000000000000e+00
    a_3_5     w_adj_1082  -1.000000000000e+00
    a_3_5     reach1_1213  -1.000000000000e+00
    a_3_5     reach_1222  -1.000000000000e+00
    a_3_5     reach_1232  -1.000000000000e+00
    a_3_5     reach_1242  -1.000000000000e+00
    a_3_5     reach_1252  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_4_5     adj_lo_35   1.000000000000e+00
    a_4_5     adj_hi_36  -2.000000000000e+00
    a_4_5     w_adj_170  -1.000000000000e+00
    a_4_5     w_adj_180  -1.000000000000e+00
    a_4_5     w_adj_190  -1.000000000000e+00
    a_4_5     w_adj_200  -1.000000000000e+00
    a_4_5     w_adj_212  -1.000000000000e+00
    a_4_5     w_adj_222  -1.000000000000e+00
    a_4_5     w_adj_232  -1.000000000000e+00
    a_4_5     w_adj_242  -1.000000000000e+00
    a_4_5     w_adj_380  -1.000000000000e+00
    a_4_5     w_adj_390  -1.000000000000e+00
    a_4_5     w_adj_400  -1.000000000000e+00
    a_4_5     w_adj_410  -1.000000000000e+00
    a_4_5     w_adj_422  -1.000000000000e+00
    a_4_5     w_adj_432  -1.000000000000e+00
    a_4_5     w_adj_442  -1.000000000000e+00
    a_4_5     w_adj_452  -1.000000000000e+00
    a_4_5     w_adj_590  -1.000000000000e+00
    a_4_5     w_adj_600  -1.000000000000e+00
    a_4_5     w_adj_610  -1.000000000000e+00
    a_4_5     w_adj_620  -1.000000000000e+00
    a_4_5     w_adj_632  -1.000000000000e+00
    a_4_5     w_adj_642  -1.000000000000e+00
    a_4_5     w_adj_652  -1.000000000000e+00
    a_4_5     w_adj_662  -1.000000000000e+00
    a_4_5     w_adj_800  -1.000000000000e+00
    a_4_5     w_adj_810  -1.000000000000e+00
    a_4_5     w_adj_820  -1.000000000000e+00
    a_4_5     w_adj_830  -1.000000000000e+00
    a_4_5     w_adj_842  -1.000000000000e+00
    a_4_5     w_adj_852  -1.000000000000e+00
    a_4_5     w_adj_862  -1.000000000000e+00
    a_4_5     w_adj_872  -1.000000000000e+00
    a_4_5     reach1_1045  -1.000000000000e+00
    a_4_5     reach_1054  -1.000000000000e+00
    a_4_5     reach_1064  -1.000000000000e+00
    a_4_5     reach_1074  -1.000000000000e+00
    a_4_5     reach_1084  -1.000000000000e+00
    a_4_5     reach1_1255  -1.000000000000e+00
    a_4_5     reach_1264  -1.000000000000e+00
    a_4_5     reach_1274  -1.000000000000e+00
    a_4_5     reach_1284  -1.000000000000e+00
    a_4_5     reach_1294  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_1   reach1_37   1.000000000000e+00
    r_0_1_1   reach_46  -1.000000000000e+00
    r_0_1_1   monotone_47   1.000000000000e+00
    r_0_1_1   w_reach_81  -1.000000000000e+00
    r_0_1_1   w_reach_123  -1.000000000000e+00
    r_0_1_1   w_reach_165  -1.000000000000e+00
    r_0_1_1   w_reach_207  -1.000000000000e+00
    r_0_1_1   moore_1297   1.000000000000e+00
    r_0_1_1   diam_1313  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_2   reach_46   1.000000000000e+00
    r_0_1_2   monotone_47  -1.000000000000e+00
    r_0_1_2   reach_56  -1.000000000000e+00
    r_0_1_2   monotone_57   1.000000000000e+00
    r_0_1_2   w_reach_91  -1.000000000000e+00
    r_0_1_2   w_reach_133  -1.000000000000e+00
    r_0_1_2   w_reach_175  -1.000000000000e+00
    r_0_1_2   w_reach_217  -1.000000000000e+00
    r_0_1_2   moore_1298   1.000000000000e+00
    r_0_1_2   diam_1313  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_3   reach_56   1.000000000000e+00
    r_0_1_3   monotone_57  -1.000000000000e+00
    r_0_1_3   reach_66  -1.000000000000e+00
    r_0_1_3   monotone_67   1.000000000000e+00
    r_0_1_3   w_reach_101  -1.000000000000e+00
    r_0_1_3   w_reach_143  -1.000000000000e+00
    r_0_1_3   w_reach_185  -1.000000000000e+00
    r_0_1_3   w_reach_227  -1.000000000000e+00
    r_0_1_3   diam_1313  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_4   reach_66   1.000000000000e+00
    r_0_1_4   monotone_67  -1.000000000000e+00
    r_0_1_4   reach_76  -1.000000000000e+00
    r_0_1_4   monotone_77   1.000000000000e+00
    r_0_1_4   w_reach_111  -1.000000000000e+00
    r_0_1_4   w_reach_153  -1.000000000000e+00
    r_0_1_4   w_reach_195  -1.000000000000e+00
    r_0_1_4   w_reach_237  -1.000000000000e+00
    r_0_1_4   diam_1313  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_5   reach_76   1.000000000000e+00
    r_0_1_5   monotone_77  -1.000000000000e+00
    r_0_1_5   connected_78   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_1   w_reach_39  -1.000000000000e+00
    r_0_2_1   reach1_79   1.000000000000e+00
    r_0_2_1   reach_88  -1.000000000000e+00
    r_0_2_1   monotone_89   1.000000000000e+00
    r_0_2_1   w_reach_125  -1.000000000000e+00
    r_0_2_1   w_reach_167  -1.000000000000e+00
    r_0_2_1   w_reach_209  -1.000000000000e+00
    r_0_2_1   moore_1297   1.000000000000e+00
    r_0_2_1   diam_1314  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_2   w_reach_49  -1.000000000000e+00
    r_0_2_2   reach_88   1.000000000000e+00
    r_0_2_2   monotone_89  -1.000000000000e+00
    r_0_2_2   reach_98  -1.000000000000e+00
    r_0_2_2   monotone_99   1.000000000000e+00
    r_0_2_2   w_reach_135  -1.000000000000e+00
    r_0_2_2   w_reach_177  -1.000000000000e+00
    r_0_2_2   w_reach_219  -1.000000000000e+00
    r_0_2_2   moore_1298   1.000000000000e+00
    r_0_2_2   diam_1314  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_3   w_reach_59  -1.000000000000e+00
    r_0_2_3   reach_98   1.000000000000e+00
    r_0_2_3   monotone_99  -1.000000000000e+00
    r_0_2_3   reach_108  -1.000000000000e+00
    r_0_2_3   monotone_109   1.000000000000e+00
    r_0_2_3   w_reach_145  -1.000000000000e+00
    r_0_2_3   w_reach_187  -1.000000000000e+00
    r_0_2_3   w_reach_229  -1.000000000000e+00
    r_0_2_3   diam_1314  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_4   w_reach_69  -1.000000000000e+00
    r_0_2_4   reach_108   1.000000000000e+00
    r_0_2_4   monotone_109  -1.000000000000e+00
    r_0_2_4   reach_118  -1.000000000000e+00
    r_0_2_4   monotone_119   1.000000000000e+00
    r_0_2_4   w_reach_155  -1.000000000000e+00
    r_0_2_4   w_reach_197  -1.000000000000e+00
    r_0_2_4   w_reach_239  -1.000000000000e+00
    r_0_2_4   diam_1314  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_5   reach_118   1.000000000000e+00
    r_0_2_5   monotone_119  -1.000000000000e+00
    r_0_2_5   connected_120   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_1   w_reach_41  -1.000000000000e+00
    r_0_3_1   w_reach_83  -1.000000000000e+00
    r_0_3_1   reach1_121   1.000000000000e+00
    r_0_3_1   reach_130  -1.000000000000e+00
    r_0_3_1   monotone_131   1.000000000000e+00
    r_0_3_1   w_reach_169  -1.000000000000e+00
    r_0_3_1   w_reach_211  -1.000000000000e+00
    r_0_3_1   moore_1297   1.000000000000e+00
    r_0_3_1   diam_1315  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_2   w_reach_51  -1.000000000000e+00
    r_0_3_2   w_reach_93  -1.000000000000e+00
    r_0_3_2   reach_130   1.000000000000e+00
    r_0_3_2   monotone_131  -1.000000000000e+00
    r_0_3_2   reach_140  -1.000000000000e+00
    r_0_3_2   monotone_141   1.000000000000e+00
    r_0_3_2   w_reach_179  -1.000000000000e+00
    r_0_3_2   w_reach_221  -1.000000000000e+00
    r_0_3_2   moore_1298   1.000000000000e+00
    r_0_3_2   diam_1315  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_3   w_reach_61  -1.000000000000e+00
    r_0_3_3   w_reach_103  -1.000000000000e+00
    r_0_3_3   reach_140   1.000000000000e+00
    r_0_3_3   monotone_141  -1.000000000000e+00
    r_0_3_3   reach_150  -1.000000000000e+00
    r_0_3_3   monotone_151   1.000000000000e+00
    r_0_3_3   w_reach_189  -1.000000000000e+00
    r_0_3_3   w_reach_231  -1.000000000000e+00
    r_0_3_3   diam_1315  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_4   w_reach_71  -1.000000000000e+00
    r_0_3_4   w_reach_113  -1.000000000000e+00
    r_0_3_4   reach_150   1.000000000000e+00
    r_0_3_4   monotone_151  -1.000000000000e+00
    r_0_3_4   reach_160  -1.000000000000e+00
    r_0_3_4   monotone_161   1.000000000000e+00
    r_0_3_4   w_reach_199  -1.000000000000e+00
    r_0_3_4   w_reach_241  -1.000000000000e+00
    r_0_3_4   diam_1315  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_5   reach_160   1.000000000000e+00
    r_0_3_5   monotone_161  -1.000000000000e+00
    r_0_3_5   connected_162   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_1   w_reach_43  -1.000000000000e+00
    r_0_4_1   w_reach_85  -1.000000000000e+00
    r_0_4_1   w_reach_127  -1.000000000000e+00
    r_0_4_1   reach1_163   1.000000000000e+00
    r_0_4_1   reach_172  -1.000000000000e+00
    r_0_4_1   monotone_173   1.000000000000e+00
    r_0_4_1   w_reach_213  -1.000000000000e+00
    r_0_4_1   moore_1297   1.000000000000e+00
    r_0_4_1   diam_1316  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_2   w_reach_53  -1.000000000000e+00
    r_0_4_2   w_reach_95  -1.000000000000e+00
    r_0_4_2   w_reach_137  -1.000000000000e+00
    r_0_4_2   reach_172   1.000000000000e+00
    r_0_4_2   monotone_173  -1.000000000000e+00
    r_0_4_2   reach_182  -1.000000000000e+00
    r_0_4_2   monotone_183   1.000000000000e+00
    r_0_4_2   w_reach_223  -1.000000000000e+00
    r_0_4_2   moore_1298   1.000000000000e+00
    r_0_4_2   diam_1316  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_3   w_reach_63  -1.000000000000e+00
    r_0_4_3   w_reach_105  -1.000000000000e+00
    r_0_4_3   w_reach_147  -1.000000000000e+00
    r_0_4_3   reach_182   1.000000000000e+00
    r_0_4_3   monotone_183  -1.000000000000e+00
    r_0_4_3   reach_192  -1.000000000000e+00
    r_0_4_3   monotone_193   1.000000000000e+00
    r_0_4_3   w_reach_233  -1.000000000000e+00
    r_0_4_3   diam_1316  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_4   w_reach_73  -1.000000000000e+00
    r_0_4_4   w_reach_115  -1.000000000000e+00
    r_0_4_4   w_reach_157  -1.000000000000e+00
    r_0_4_4   reach_192   1.000000000000e+00
    r_0_4_4   monotone_193  -1.000000000000e+00
    r_0_4_4   reach_202  -1.000000000000e+00
    r_0_4_4   monotone_203   1.000000000000e+00
    r_0_4_4   w_reach_243  -1.000000000000e+00
    r_0_4_4   diam_1316  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_5   reach_202   1.000000000000e+00
    r_0_4_5   monotone_203  -1.000000000000e+00
    r_0_4_5   connected_204   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_5_1   w_reach_45  -1.000000000000e+00
    r_0_5_1   w_reach_87  -1.000000000000e+00
    r_0_5_1   w_reach_129  -1.000000000000e+00
    r_0_5_1   w_reach_171  -1.000000000000e+00
    r_0_5_1   reach1_205   1.000000000000e+00
    r_0_5_1   reach_214  -1.000000000000e+00
    r_0_5_1   monotone_215   1.000000000000e+00
    r_0_5_1   moore_1297   1.000000000000e+00
    r_0_5_1   diam_1317  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_5_2   w_reach_55  -1.000000000000e+00
    r_0_5_2   w_reach_97  -1.000000000000e+00
    r_0_5_2   w_reach_139  -1.000000000000e+00
    r_0_5_2   w_reach_181  -1.000000000000e+00
    r_0_5_2   reach_214   1.000000000000e+00
    r_0_5_2   monotone_215  -1.000000000000e+00
    r_0_5_2   reach_224  -1.000000000000e+00
    r_0_5_2   monotone_225   1.000000000000e+00
    r_0_5_2   moore_1298   1.000000000000e+00
    r_0_5_2   diam_1317  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_5_3   w_reach_65  -1.000000000000e+00
    r_0_5_3   w_reach_107  -1.000000000000e+00
    r_0_5_3   w_reach_149  -1.000000000000e+00
    r_0_5_3   w_reach_191  -1.000000000000e+00
    r_0_5_3   reach_224   1.000000000000e+00
    r_0_5_3   monotone_225  -1.000000000000e+00
    r_0_5_3   reach_234  -1.000000000000e+00
    r_0_5_3   monotone_235   1.000000000000e+00
    r_0_5_3   diam_1317  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_5_4   w_reach_75  -1.000000000000e+00
    r_0_5_4   w_reach_117  -1.000000000000e+00
    r_0_5_4   w_reach_159  -1.000000000000e+00
    r_0_5_4   w_reach_201  -1.000000000000e+00
    r_0_5_4   reach_234   1.000000000000e+00
    r_0_5_4   monotone_235  -1.000000000000e+00
    r_0_5_4   reach_244  -1.000000000000e+00
    r_0_5_4   monotone_245   1.000000000000e+00
    r_0_5_4   diam_1317  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_5_5   reach_244   1.000000000000e+00
    r_0_5_5   monotone_245  -1.000000000000e+00
    r_0_5_5   connected_246   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_1   reach1_247   1.000000000000e+00
    r_1_0_1   reach_256  -1.000000000000e+00
    r_1_0_1   monotone_257   1.000000000000e+00
    r_1_0_1   w_reach_291  -1.000000000000e+00
    r_1_0_1   w_reach_333  -1.000000000000e+00
    r_1_0_1   w_reach_375  -1.000000000000e+00
    r_1_0_1   w_reach_417  -1.000000000000e+00
    r_1_0_1   moore_1299   1.000000000000e+00
    r_1_0_1   diam_1318  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_2   reach_256   1.000000000000e+00
    r_1_0_2   monotone_257  -1.000000000000e+00
    r_1_0_2   reach_266  -1.000000000000e+00
    r_1_0_2   monotone_267   1.000000000000e+00
    r_1_0_2   w_reach_301  -1.000000000000e+00
    r_1_0_2   w_reach_343  -1.000000000000e+00
    r_1_0_2   w_reach_385  -1.000000000000e+00
    r_1_0_2   w_reach_427  -1.000000000000e+00
    r_1_0_2   moore_1300   1.000000000000e+00
    r_1_0_2   diam_1318  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_3   reach_266   1.000000000000e+00
    r_1_0_3   monotone_267  -1.000000000000e+00
    r_1_0_3   reach_276  -1.000000000000e+00
    r_1_0_3   monotone_277   1.000000000000e+00
    r_1_0_3   w_reach_311  -1.000000000000e+00
    r_1_0_3   w_reach_353  -1.000000000000e+00
    r_1_0_3   w_reach_395  -1.000000000000e+00
    r_1_0_3   w_reach_437  -1.000000000000e+00
    r_1_0_3   diam_1318  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_4   reach_276   1.000000000000e+00
    r_1_0_4   monotone_277  -1.000000000000e+00
    r_1_0_4   reach_286  -1.000000000000e+00
    r_1_0_4   monotone_287   1.000000000000e+00
    r_1_0_4   w_reach_321  -1.000000000000e+00
    r_1_0_4   w_reach_363  -1.000000000000e+00
    r_1_0_4   w_reach_405  -1.000000000000e+00
    r_1_0_4   w_reach_447  -1.000000000000e+00
    r_1_0_4   diam_1318  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_5   reach_286   1.000000000000e+00
    r_1_0_5   monotone_287  -1.000000000000e+00
    r_1_0_5   connected_288   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_1   w_reach_249  -1.000000000000e+00
    r_1_2_1   reach1_289   1.000000000000e+00
    r_1_2_1   reach_298  -1.000000000000e+00
    r_1_2_1   monotone_299   1.000000000000e+00
    r_1_2_1   w_reach_335  -1.000000000000e+00
    r_1_2_1   w_reach_377  -1.000000000000e+00
    r_1_2_1   w_reach_419  -1.000000000000e+00
    r_1_2_1   moore_1299   1.000000000000e+00
    r_1_2_1   diam_1319  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_2   w_reach_259  -1.000000000000e+00
    r_1_2_2   reach_298   1.000000000000e+00
    r_1_2_2   monotone_299  -1.000000000000e+00
    r_1_2_2   reach_308  -1.000000000000e+00
    r_1_2_2   monotone_309   1.000000000000e+00
    r_1_2_2   w_reach_345  -1.000000000000e+00
    r_1_2_2   w_reach_387  -1.000000000000e+00
    r_1_2_2   w_reach_429  -1.000000000000e+00
    r_1_2_2   moore_1300   1.000000000000e+00
    r_1_2_2   diam_1319  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_3   w_reach_269  -1.000000000000e+00
    r_1_2_3   reach_308   1.000000000000e+00
    r_1_2_3   monotone_309  -1.000000000000e+00
    r_1_2_3   reach_318  -1.000000000000e+00
    r_1_2_3   monotone_319   1.000000000000e+00
    r_1_2_3   w_reach_355  -1.000000000000e+00
    r_1_2_3   w_reach_397  -1.000000000000e+00
    r_1_2_3   w_reach_439  -1.000000000000e+00
    r_1_2_3   diam_1319  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_4   w_reach_279  -1.000000000000e+00
    r_1_2_4   reach_318   1.000000000000e+00
    r_1_2_4   monotone_319  -1.000000000000e+00
    r_1_2_4   reach_328  -1.000000000000e+00
    r_1_2_4   monotone_329   1.000000000000e+00
    r_1_2_4   w_reach_365  -1.000000000000e+00
    r_1_2_4   w_reach_407  -1.000000000000e+00
    r_1_2_4   w_reach_449  -1.000000000000e+00
    r_1_2_4   diam_1319  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_5   reach_328   1.000000000000e+00
    r_1_2_5   monotone_329  -1.000000000000e+00
    r_1_2_5   connected_330   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_1   w_reach_251  -1.000000000000e+00
    r_1_3_1   w_reach_293  -1.000000000000e+00
    r_1_3_1   reach1_331   1.000000000000e+00
    r_1_3_1   reach_340  -1.000000000000e+00
    r_1_3_1   monotone_341   1.000000000000e+00
    r_1_3_1   w_reach_379  -1.000000000000e+00
    r_1_3_1   w_reach_421  -1.000000000000e+00
    r_1_3_1   moore_1299   1.000000000000e+00
    r_1_3_1   diam_1320  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_2   w_reach_261  -1.000000000000e+00
    r_1_3_2   w_reach_303  -1.000000000000e+00
    r_1_3_2   reach_340   1.000000000000e+00
    r_1_3_2   monotone_341  -1.000000000000e+00
    r_1_3_2   reach_350  -1.000000000000e+00
    r_1_3_2   monotone_351   1.000000000000e+00
    r_1_3_2   w_reach_389  -1.000000000000e+00
    r_1_3_2   w_reach_431  -1.000000000000e+00
    r_1_3_2   moore_1300   1.000000000000e+00
    r_1_3_2   diam_1320  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_3   w_reach_271  -1.000000000000e+00
    r_1_3_3   w_reach_313  -1.000000000000e+00
    r_1_3_3   reach_350   1.000000000000e+00
    r_1_3_3   monotone_351  -1.000000000000e+00
    r_1_3_3   reach_360  -1.000000000000e+00
    r_1_3_3   monotone_361   1.000000000000e+00
    r_1_3_3   w_reach_399  -1.000000000000e+00
    r_1_3_3   w_reach_441  -1.000000000000e+00
    r_1_3_3   diam_1320  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_4   w_reach_281  -1.000000000000e+00
    r_1_3_4   w_reach_323  -1.000000000000e+00
    r_1_3_4   reach_360   1.000000000000e+00
    r_1_3_4   monotone_361  -1.000000000000e+00
    r_1_3_4   reach_370  -1.000000000000e+00
    r_1_3_4   monotone_371   1.000000000000e+00
    r_1_3_4   w_reach_409  -1.000000000000e+00
    r_1_3_4   w_reach_451  -1.000000000000e+00
    r_1_3_4   diam_1320  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_5   reach_370   1.000000000000e+00
    r_1_3_5   monotone_371  -1.000000000000e+00
    r_1_3_5   connected_372   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_1   w_reach_253  -1.000000000000e+00
    r_1_4_1   w_reach_295  -1.000000000000e+00
    r_1_4_1   w_reach_337  -1.000000000000e+00
    r_1_4_1   reach1_373   1.000000000000e+00
    r_1_4_1   reach_382  -1.000000000000e+00
    r_1_4_1   monotone_383   1.000000000000e+00
    r_1_4_1   w_reach_423  -1.000000000000e+00
    r_1_4_1   moore_1299   1.000000000000e+00
    r_1_4_1   diam_1321  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_2   w_reach_263  -1.000000000000e+00
    r_1_4_2   w_reach_305  -1.000000000000e+00
    r_1_4_2   w_reach_347  -1.000000000000e+00
    r_1_4_2   reach_382   1.000000000000e+00
    r_1_4_2   monotone_383  -1.000000000000e+00
    r_1_4_2   reach_392  -1.000000000000e+00
    r_1_4_2   monotone_393   1.000000000000e+00
    r_1_4_2   w_reach_433  -1.000000000000e+00
    r_1_4_2   moore_1300   1.000000000000e+00
    r_1_4_2   diam_1321  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_3   w_reach_273  -1.000000000000e+00
    r_1_4_3   w_reach_315  -1.000000000000e+00
    r_1_4_3   w_reach_357  -1.000000000000e+00
    r_1_4_3   reach_392   1.000000000000e+00
    r_1_4_3   monotone_393  -1.000000000000e+00
    r_1_4_3   reach_402  -1.000000000000e+00
    r_1_4_3   monotone_403   1.000000000000e+00
    r_1_4_3   w_reach_443  -1.000000000000e+00
    r_1_4_3   diam_1321  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_4   w_reach_283  -1.000000000000e+00
    r_1_4_4   w_reach_325  -1.000000000000e+00
    r_1_4_4   w_reach_367  -1.000000000000e+00
    r_1_4_4   reach_402   1.000000000000e+00
    r_1_4_4   monotone_403  -1.000000000000e+00
    r_1_4_4   reach_412  -1.000000000000e+00
    r_1_4_4   monotone_413   1.000000000000e+00
    r_1_4_4   w_reach_453  -1.000000000000e+00
    r_1_4_4   diam_1321  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_5   reach_412   1.000000000000e+00
    r_1_4_5   monotone_413  -1.000000000000e+00
    r_1_4_5   connected_414   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_5_1   w_reach_255  -1.000000000000e+00
    r_1_5_1   w_reach_297  -1.000000000000e+00
    r_1_5_1   w_reach_339  -1.000000000000e+00
    r_1_5_1   w_reach_381  -1.000000000000e+00
    r_1_5_1   reach1_415   1.000000000000e+00
    r_1_5_1   reach_424  -1.000000000000e+00
    r_1_5_1   monotone_425   1.000000000000e+00
    r_1_5_1   moore_1299   1.000000000000e+00
    r_1_5_1   diam_1322  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_5_2   w_reach_265  -1.000000000000e+00
    r_1_5_2   w_reach_307  -1.000000000000e+00
    r_1_5_2   w_reach_349  -1.000000000000e+00
    r_1_5_2   w_reach_391  -1.000000000000e+00
    r_1_5_2   reach_424   1.000000000000e+00
    r_1_5_2   monotone_425  -1.000000000000e+00
    r_1_5_2   reach_434  -1.000000000000e+00
    r_1_5_2   monotone_435   1.000000000000e+00
    r_1_5_2   moore_1300   1.000000000000e+00
    r_1_5_2   diam_1322  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_5_3   w_reach_275  -1.000000000000e+00
    r_1_5_3   w_reach_317  -1.000000000000e+00
    r_1_5_3   w_reach_359  -1.000000000000e+00
    r_1_5_3   w_reach_401  -1.000000000000e+00
    r_1_5_3   reach_434   1.000000000000e+00
    r_1_5_3   monotone_435  -1.000000000000e+00
    r_1_5_3   reach_444  -1.000000000000e+00
    r_1_5_3   monotone_445   1.000000000000e+00
    r_1_5_3   diam_1322  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_5_4   w_reach_285  -1.000000000000e+00
    r_1_5_4   w_reach_327  -1.000000000000e+00
    r_1_5_4   w_reach_369  -1.000000000000e+00
    r_1_5_4   w_reach_411  -1.000000000000e+00
    r_1_5_4   reach_444   1.000000000000e+00
    r_1_5_4   monotone_445  -1.000000000000e+00
    r_1_5_4   reach_454  -1.000000000000e+00
    r_1_5_4   monotone_455   1.000000000000e+00
    r_1_5_4   diam_1322  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_5_5   reach_454   1.000000000000e+00
    r_1_5_5   monotone_455  -1.000000000000e+00
    r_1_5_5   connected_456   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_1   reach1_457   1.000000000000e+00
    r_2_0_1   reach_466  -1.000000000000e+00
    r_2_0_1   monotone_467   1.000000000000e+00
    r_2_0_1   w_reach_501  -1.000000000000e+00
    r_2_0_1   w_reach_543  -1.000000000000e+00
    r_2_0_1   w_reach_585  -1.000000000000e+00
    r_2_0_1   w_reach_627  -1.000000000000e+00
    r_2_0_1   moore_1301   1.000000000000e+00
    r_2_0_1   diam_1323  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_2   reach_466   1.000000000000e+00
    r_2_0_2   monotone_467  -1.000000000000e+00
    r_2_0_2   reach_476  -1.000000000000e+00
    r_2_0_2   monotone_477   1.000000000000e+00
    r_2_0_2   w_reach_511  -1.000000000000e+00
    r_2_0_2   w_reach_553  -1.000000000000e+00
    r_2_0_2   w_reach_595  -1.000000000000e+00
    r_2_0_2   w_reach_637  -1.000000000000e+00
    r_2_0_2   moore_1302   1.000000000000e+00
    r_2_0_2   diam_1323  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_3   reach_476   1.000000000000e+00
    r_2_0_3   monotone_477  -1.000000000000e+00
    r_2_0_3   reach_486  -1.000000000000e+00
    r_2_0_3   monotone_487   1.000000000000e+00
    r_2_0_3   w_reach_521  -1.000000000000e+00
    r_2_0_3   w_reach_563  -1.000000000000e+00
    r_2_0_3   w_reach_605  -1.000000000000e+00
    r_2_0_3   w_reach_647  -1.000000000000e+00
    r_2_0_3   diam_1323  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_4   reach_486   1.000000000000e+00
    r_2_0_4   monotone_487  -1.000000000000e+00
    r_2_0_4   reach_496  -1.000000000000e+00
    r_2_0_4   monotone_497   1.000000000000e+00
    r_2_0_4   w_reach_531  -1.000000000000e+00
    r_2_0_4   w_reach_573  -1.000000000000e+00
    r_2_0_4   w_reach_615  -1.000000000000e+00
    r_2_0_4   w_reach_657  -1.000000000000e+00
    r_2_0_4   diam_1323  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_5   reach_496   1.000000000000e+00
    r_2_0_5   monotone_497  -1.000000000000e+00
    r_2_0_5   connected_498   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_1   w_reach_459  -1.000000000000e+00
    r_2_1_1   reach1_499   1.000000000000e+00
    r_2_1_1   reach_508  -1.000000000000e+00
    r_2_1_1   monotone_509   1.000000000000e+00
    r_2_1_1   w_reach_545  -1.000000000000e+00
    r_2_1_1   w_reach_587  -1.000000000000e+00
    r_2_1_1   w_reach_629  -1.000000000000e+00
    r_2_1_1   moore_1301   1.000000000000e+00
    r_2_1_1   diam_1324  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_2   w_reach_469  -1.000000000000e+00
    r_2_1_2   reach_508   1.000000000000e+00
    r_2_1_2   monotone_509  -1.000000000000e+00
    r_2_1_2   reach_518  -1.000000000000e+00
    r_2_1_2   monotone_519   1.000000000000e+00
    r_2_1_2   w_reach_555  -1.000000000000e+00
    r_2_1_2   w_reach_597  -1.000000000000e+00
    r_2_1_2   w_reach_639  -1.000000000000e+00
    r_2_1_2   moore_1302   1.000000000000e+00
    r_2_1_2   diam_1324  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_3   w_reach_479  -1.000000000000e+00
    r_2_1_3   reach_518   1.000000000000e+00
    r_2_1_3   monotone_519  -1.000000000000e+00
    r_2_1_3   reach_528  -1.000000000000e+00
    r_2_1_3   monotone_529   1.000000000000e+00
    r_2_1_3   w_reach_565  -1.000000000000e+00
    r_2_1_3   w_reach_607  -1.000000000000e+00
    r_2_1_3   w_reach_649  -1.000000000000e+00
    r_2_1_3   diam_1324  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_4   w_reach_489  -1.000000000000e+00
    r_2_1_4   reach_528   1.000000000000e+00
    r_2_1_4   monotone_529  -1.000000000000e+00
    r_2_1_4   reach_538  -1.000000000000e+00
    r_2_1_4   monotone_539   1.000000000000e+00
    r_2_1_4   w_reach_575  -1.000000000000e+00
    r_2_1_4   w_reach_617  -1.000000000000e+00
    r_2_1_4   w_reach_659  -1.000000000000e+00
    r_2_1_4   diam_1324  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_5   reach_538   1.000000000000e+00
    r_2_1_5   monotone_539  -1.000000000000e+00
    r_2_1_5   connected_540   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_1   w_reach_461  -1.000000000000e+00
    r_2_3_1   w_reach_503  -1.000000000000e+00
    r_2_3_1   reach1_541   1.000000000000e+00
    r_2_3_1   reach_550  -1.000000000000e+00
    r_2_3_1   monotone_551   1.000000000000e+00
    r_2_3_1   w_reach_589  -1.000000000000e+00
    r_2_3_1   w_reach_631  -1.000000000000e+00
    r_2_3_1   moore_1301   1.000000000000e+00
    r_2_3_1   diam_1325  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_2   w_reach_471  -1.000000000000e+00
    r_2_3_2   w_reach_513  -1.000000000000e+00
    r_2_3_2   reach_550   1.000000000000e+00
    r_2_3_2   monotone_551  -1.000000000000e+00
    r_2_3_2   reach_560  -1.000000000000e+00
    r_2_3_2   monotone_561   1.000000000000e+00
    r_2_3_2   w_reach_599  -1.000000000000e+00
    r_2_3_2   w_reach_641  -1.000000000000e+00
    r_2_3_2   moore_1302   1.000000000000e+00
    r_2_3_2   diam_1325  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_3   w_reach_481  -1.000000000000e+00
    r_2_3_3   w_reach_523  -1.000000000000e+00
    r_2_3_3   reach_560   1.000000000000e+00
    r_2_3_3   monotone_561  -1.000000000000e+00
    r_2_3_3   reach_570  -1.000000000000e+00
    r_2_3_3   monotone_571   1.000000000000e+00
    r_2_3_3   w_reach_609  -1.000000000000e+00
    r_2_3_3   w_reach_651  -1.000000000000e+00
    r_2_3_3   diam_1325  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_4   w_reach_491  -1.000000000000e+00
    r_2_3_4   w_reach_533  -1.000000000000e+00
    r_2_3_4   reach_570   1.000000000000e+00
    r_2_3_4   monotone_571  -1.000000000000e+00
    r_2_3_4   reach_580  -1.000000000000e+00
    r_2_3_4   monotone_581   1.000000000000e+00
    r_2_3_4   w_reach_619  -1.000000000000e+00
    r_2_3_4   w_reach_661  -1.000000000000e+00
    r_2_3_4   diam_1325  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_5   reach_580   1.000000000000e+00
    r_2_3_5   monotone_581  -1.000000000000e+00
    r_2_3_5   connected_582   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_1   w_reach_463  -1.000000000000e+00
    r_2_4_1   w_reach_505  -1.000000000000e+00
    r_2_4_1   w_reach_547  -1.000000000000e+00
    r_2_4_1   reach1_583   1.000000000000e+00
    r_2_4_1   reach_592  -1.000000000000e+00
    r_2_4_1   monotone_593   1.000000000000e+00
    r_2_4_1   w_reach_633  -1.000000000000e+00
    r_2_4_1   moore_1301   1.000000000000e+00
    r_2_4_1   diam_1326  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_2   w_reach_473  -1.000000000000e+00
    r_2_4_2   w_reach_515  -1.000000000000e+00
    r_2_4_2   w_reach_557  -1.000000000000e+00
    r_2_4_2   reach_592   1.000000000000e+00
    r_2_4_2   monotone_593  -1.000000000000e+00
    r_2_4_2   reach_602  -1.000000000000e+00
    r_2_4_2   monotone_603   1.000000000000e+00
    r_2_4_2   w_reach_643  -1.000000000000e+00
    r_2_4_2   moore_1302   1.000000000000e+00
    r_2_4_2   diam_1326  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_3   w_reach_483  -1.000000000000e+00
    r_2_4_3   w_reach_525  -1.000000000000e+00
    r_2_4_3   w_reach_567  -1.000000000000e+00
    r_2_4_3   reach_602   1.000000000000e+00
    r_2_4_3   monotone_603  -1.000000000000e+00
    r_2_4_3   reach_612  -1.000000000000e+00
    r_2_4_3   monotone_613   1.000000000000e+00
    r_2_4_3   w_reach_653  -1.000000000000e+00
    r_2_4_3   diam_1326  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_4   w_reach_493  -1.000000000000e+00
    r_2_4_4   w_reach_535  -1.000000000000e+00
    r_2_4_4   w_reach_577  -1.000000000000e+00
    r_2_4_4   reach_612   1.000000000000e+00
    r_2_4_4   monotone_613  -1.000000000000e+00
    r_2_4_4   reach_622  -1.000000000000e+00
    r_2_4_4   monotone_623   1.000000000000e+00
    r_2_4_4   w_reach_663  -1.000000000000e+00
    r_2_4_4   diam_1326  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_5   reach_622   1.000000000000e+00
    r_2_4_5   monotone_623  -1.000000000000e+00
    r_2_4_5   connected_624   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_5_1   w_reach_465  -1.000000000000e+00
    r_2_5_1   w_reach_507  -1.000000000000e+00
    r_2_5_1   w_reach_549  -1.000000000000e+00
    r_2_5_1   w_reach_591  -1.000000000000e+00
    r_2_5_1   reach1_625   1.000000000000e+00
    r_2_5_1   reach_634  -1.000000000000e+00
    r_2_5_1   monotone_635   1.000000000000e+00
    r_2_5_1   moore_1301   1.000000000000e+00
    r_2_5_1   diam_1327  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_5_2   w_reach_475  -1.000000000000e+00
    r_2_5_2   w_reach_517  -1.000000000000e+00
    r_2_5_2   w_reach_559  -1.000000000000e+00
    r_2_5_2   w_reach_601  -1.000000000000e+00
    r_2_5_2   reach_634   1.000000000000e+00
    r_2_5_2   monotone_635  -1.000000000000e+00
    r_2_5_2   reach_644  -1.000000000000e+00
    r_2_5_2   monotone_645   1.000000000000e+00
    r_2_5_2   moore_1302   1.000000000000e+00
    r_2_5_2   diam_1327  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_5_3   w_reach_485  -1.000000000000e+00
    r_2_5_3   w_reach_527  -1.000000000000e+00
    r_2_5_3   w_reach_569  -1.000000000000e+00
    r_2_5_3   w_reach_611  -1.000000000000e+00
    r_2_5_3   reach_644   1.000000000000e+00
    r_2_5_3   monotone_645  -1.000000000000e+00
    r_2_5_3   reach_654  -1.000000000000e+00
    r_2_5_3   monotone_655   1.000000000000e+00
    r_2_5_3   diam_1327  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_5_4   w_reach_495  -1.000000000000e+00
    r_2_5_4   w_reach_537  -1.000000000000e+00
    r_2_5_4   w_reach_579  -1.000000000000e+00
    r_2_5_4   w_reach_621  -1.000000000000e+00
    r_2_5_4   reach_654   1.000000000000e+00
    r_2_5_4   monotone_655  -1.000000000000e+00
    r_2_5_4   reach_664  -1.000000000000e+00
    r_2_5_4   monotone_665   1.000000000000e+00
    r_2_5_4   diam_1327  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_5_5   reach_664   1.000000000000e+00
    r_2_5_5   monotone_665  -1.000000000000e+00
    r_2_5_5   connected_666   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_1   reach1_667   1.000000000000e+00
    r_3_0_1   reach_676  -1.000000000000e+00
    r_3_0_1   monotone_677   1.000000000000e+00
    r_3_0_1   w_reach_711  -1.000000000000e+00
    r_3_0_1   w_reach_753  -1.000000000000e+00
    r_3_0_1   w_reach_795  -1.000000000000e+00
    r_3_0_1   w_reach_837  -1.000000000000e+00
    r_3_0_1   moore_1303   1.000000000000e+00
    r_3_0_1   diam_1328  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_2   reach_676   1.000000000000e+00
    r_3_0_2   monotone_677  -1.000000000000e+00
    r_3_0_2   reach_686  -1.000000000000e+00
    r_3_0_2   monotone_687   1.000000000000e+00
    r_3_0_2   w_reach_721  -1.000000000000e+00
    r_3_0_2   w_reach_763  -1.000000000000e+00
    r_3_0_2   w_reach_805  -1.000000000000e+00
    r_3_0_2   w_reach_847  -1.000000000000e+00
    r_3_0_2   moore_1304   1.000000000000e+00
    r_3_0_2   diam_1328  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_3   reach_686   1.000000000000e+00
    r_3_0_3   monotone_687  -1.000000000000e+00
    r_3_0_3   reach_696  -1.000000000000e+00
    r_3_0_3   monotone_697   1.000000000000e+00
    r_3_0_3   w_reach_731  -1.000000000000e+00
    r_3_0_3   w_reach_773  -1.000000000000e+00
    r_3_0_3   w_reach_815  -1.000000000000e+00
    r_3_0_3   w_reach_857  -1.000000000000e+00
    r_3_0_3   diam_1328  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_4   reach_696   1.000000000000e+00
    r_3_0_4   monotone_697  -1.000000000000e+00
    r_3_0_4   reach_706  -1.000000000000e+00
    r_3_0_4   monotone_707   1.000000000000e+00
    r_3_0_4   w_reach_741  -1.000000000000e+00
    r_3_0_4   w_reach_783  -1.000000000000e+00
    r_3_0_4   w_reach_825  -1.000000000000e+00
    r_3_0_4   w_reach_867  -1.000000000000e+00
    r_3_0_4   diam_1328  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_5   reach_706   1.000000000000e+00
    r_3_0_5   monotone_707  -1.000000000000e+00
    r_3_0_5   connected_708   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_1   w_reach_669  -1.000000000000e+00
    r_3_1_1   reach1_709   1.000000000000e+00
    r_3_1_1   reach_718  -1.000000000000e+00
    r_3_1_1   monotone_719   1.000000000000e+00
    r_3_1_1   w_reach_755  -1.000000000000e+00
    r_3_1_1   w_reach_797  -1.000000000000e+00
    r_3_1_1   w_reach_839  -1.000000000000e+00
    r_3_1_1   moore_1303   1.000000000000e+00
    r_3_1_1   diam_1329  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_2   w_reach_679  -1.000000000000e+00
    r_3_1_2   reach_718   1.000000000000e+00
    r_3_1_2   monotone_719  -1.000000000000e+00
    r_3_1_2   reach_728  -1.000000000000e+00
    r_3_1_2   monotone_729   1.000000000000e+00
    r_3_1_2   w_reach_765  -1.000000000000e+00
    r_3_1_2   w_reach_807  -1.000000000000e+00
    r_3_1_2   w_reach_849  -1.000000000000e+00
    r_3_1_2   moore_1304   1.000000000000e+00
    r_3_1_2   diam_1329  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_3   w_reach_689  -1.000000000000e+00
    r_3_1_3   reach_728   1.000000000000e+00
    r_3_1_3   monotone_729  -1.000000000000e+00
    r_3_1_3   reach_738  -1.000000000000e+00
    r_3_1_3   monotone_739   1.000000000000e+00
    r_3_1_3   w_reach_775  -1.000000000000e+00
    r_3_1_3   w_reach_817  -1.000000000000e+00
    r_3_1_3   w_reach_859  -1.000000000000e+00
    r_3_1_3   diam_1329  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_4   w_reach_699  -1.000000000000e+00
    r_3_1_4   reach_738   1.000000000000e+00
    r_3_1_4   monotone_739  -1.000000000000e+00
    r_3_1_4   reach_748  -1.000000000000e+00
    r_3_1_4   monotone_749   1.000000000000e+00
    r_3_1_4   w_reach_785  -1.000000000000e+00
    r_3_1_4   w_reach_827  -1.000000000000e+00
    r_3_1_4   w_reach_869  -1.000000000000e+00
    r_3_1_4   diam_1329  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_5   reach_748   1.000000000000e+00
    r_3_1_5   monotone_749  -1.000000000000e+00
    r_3_1_5   connected_750   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_1   w_reach_671  -1.000000000000e+00
    r_3_2_1   w_reach_713  -1.000000000000e+00
    r_3_2_1   reach1_751   1.000000000000e+00
    r_3_2_1   reach_760  -1.000000000000e+00
    r_3_2_1   monotone_761   1.000000000000e+00
    r_3_2_1   w_reach_799  -1.000000000000e+00
    r_3_2_1   w_reach_841  -1.000000000000e+00
    r_3_2_1   moore_1303   1.000000000000e+00
    r_3_2_1   diam_1330  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_2   w_reach_681  -1.000000000000e+00
    r_3_2_2   w_reach_723  -1.000000000000e+00
    r_3_2_2   reach_760   1.000000000000e+00
    r_3_2_2   monotone_761  -1.000000000000e+00
    r_3_2_2   reach_770  -1.000000000000e+00
    r_3_2_2   monotone_771   1.000000000000e+00
    r_3_2_2   w_reach_809  -1.000000000000e+00
    r_3_2_2   w_reach_851  -1.000000000000e+00
    r_3_2_2   moore_1304   1.000000000000e+00
    r_3_2_2   diam_1330  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_3   w_reach_691  -1.000000000000e+00
    r_3_2_3   w_reach_733  -1.000000000000e+00
    r_3_2_3   reach_770   1.000000000000e+00
    r_3_2_3   monotone_771  -1.000000000000e+00
    r_3_2_3   reach_780  -1.000000000000e+00
    r_3_2_3   monotone_781   1.000000000000e+00
    r_3_2_3   w_reach_819  -1.000000000000e+00
    r_3_2_3   w_reach_861  -1.000000000000e+00
    r_3_2_3   diam_1330  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_4   w_reach_701  -1.000000000000e+00
    r_3_2_4   w_reach_743  -1.000000000000e+00
    r_3_2_4   reach_780   1.000000000000e+00
    r_3_2_4   monotone_781  -1.000000000000e+00
    r_3_2_4   reach_790  -1.000000000000e+00
    r_3_2_4   monotone_791   1.000000000000e+00
    r_3_2_4   w_reach_829  -1.000000000000e+00
    r_3_2_4   w_reach_871  -1.000000000000e+00
    r_3_2_4   diam_1330  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_5   reach_790   1.000000000000e+00
    r_3_2_5   monotone_791  -1.000000000000e+00
    r_3_2_5   connected_792   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_1   w_reach_673  -1.000000000000e+00
    r_3_4_1   w_reach_715  -1.000000000000e+00
    r_3_4_1   w_reach_757  -1.000000000000e+00
    r_3_4_1   reach1_793   1.000000000000e+00
    r_3_4_1   reach_802  -1.000000000000e+00
    r_3_4_1   monotone_803   1.000000000000e+00
    r_3_4_1   w_reach_843  -1.000000000000e+00
    r_3_4_1   moore_1303   1.000000000000e+00
    r_3_4_1   diam_1331  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_2   w_reach_683  -1.000000000000e+00
    r_3_4_2   w_reach_725  -1.000000000000e+00
    r_3_4_2   w_reach_767  -1.000000000000e+00
    r_3_4_2   reach_802   1.000000000000e+00
    r_3_4_2   monotone_803  -1.000000000000e+00
    r_3_4_2   reach_812  -1.000000000000e+00
    r_3_4_2   monotone_813   1.000000000000e+00
    r_3_4_2   w_reach_853  -1.000000000000e+00
    r_3_4_2   moore_1304   1.000000000000e+00
    r_3_4_2   diam_1331  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_3   w_reach_693  -1.000000000000e+00
    r_3_4_3   w_reach_735  -1.000000000000e+00
    r_3_4_3   w_reach_777  -1.000000000000e+00
    r_3_4_3   reach_812   1.000000000000e+00
    r_3_4_3   monotone_813  -1.000000000000e+00
    r_3_4_3   reach_822  -1.000000000000e+00
    r_3_4_3   monotone_823   1.000000000000e+00
    r_3_4_3   w_reach_863  -1.000000000000e+00
    r_3_4_3   diam_1331  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_4   w_reach_703  -1.000000000000e+00
    r_3_4_4   w_reach_745  -1.000000000000e+00
    r_3_4_4   w_reach_787  -1.000000000000e+00
    r_3_4_4   reach_822   1.000000000000e+00
    r_3_4_4   monotone_823  -1.000000000000e+00
    r_3_4_4   reach_832  -1.000000000000e+00
    r_3_4_4   monotone_833   1.000000000000e+00
    r_3_4_4   w_reach_873  -1.000000000000e+00
    r_3_4_4   diam_1331  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_5   reach_832   1.000000000000e+00
    r_3_4_5   monotone_833  -1.000000000000e+00
    r_3_4_5   connected_834   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_5_1   w_reach_675  -1.000000000000e+00
    r_3_5_1   w_reach_717  -1.000000000000e+00
    r_3_5_1   w_reach_759  -1.000000000000e+00
    r_3_5_1   w_reach_801  -1.000000000000e+00
    r_3_5_1   reach1_835   1.000000000000e+00
    r_3_5_1   reach_844  -1.000000000000e+00
    r_3_5_1   monotone_845   1.000000000000e+00
    r_3_5_1   moore_1303   1.000000000000e+00
    r_3_5_1   diam_1332  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_5_2   w_reach_685  -1.000000000000e+00
    r_3_5_2   w_reach_727  -1.000000000000e+00
    r_3_5_2   w_reach_769  -1.000000000000e+00
    r_3_5_2   w_reach_811  -1.000000000000e+00
    r_3_5_2   reach_844   1.000000000000e+00
    r_3_5_2   monotone_845  -1.000000000000e+00
    r_3_5_2   reach_854  -1.000000000000e+00
    r_3_5_2   monotone_855   1.000000000000e+00
    r_3_5_2   moore_1304   1.000000000000e+00
    r_3_5_2   diam_1332  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_5_3   w_reach_695  -1.000000000000e+00
    r_3_5_3   w_reach_737  -1.000000000000e+00
    r_3_5_3   w_reach_779  -1.000000000000e+00
    r_3_5_3   w_reach_821  -1.000000000000e+00
    r_3_5_3   reach_854   1.000000000000e+00
    r_3_5_3   monotone_855  -1.000000000000e+00
    r_3_5_3   reach_864  -1.000000000000e+00
    r_3_5_3   monotone_865   1.000000000000e+00
    r_3_5_3   diam_1332  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_5_4   w_reach_705  -1.000000000000e+00
    r_3_5_4   w_reach_747  -1.000000000000e+00
    r_3_5_4   w_reach_789  -1.000000000000e+00
    r_3_5_4   w_reach_831  -1.000000000000e+00
    r_3_5_4   reach_864   1.000000000000e+00
    r_3_5_4   monotone_865  -1.000000000000e+00
    r_3_5_4   reach_874  -1.000000000000e+00
    r_3_5_4   monotone_875   1.000000000000e+00
    r_3_5_4   diam_1332  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_5_5   reach_874   1.000000000000e+00
    r_3_5_5   monotone_875  -1.000000000000e+00
    r_3_5_5   connected_876   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_1   reach1_877   1.000000000000e+00
    r_4_0_1   reach_886  -1.000000000000e+00
    r_4_0_1   monotone_887   1.000000000000e+00
    r_4_0_1   w_reach_921  -1.000000000000e+00
    r_4_0_1   w_reach_963  -1.000000000000e+00
    r_4_0_1   w_reach_1005  -1.000000000000e+00
    r_4_0_1   w_reach_1047  -1.000000000000e+00
    r_4_0_1   moore_1305   1.000000000000e+00
    r_4_0_1   diam_1333  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_2   reach_886   1.000000000000e+00
    r_4_0_2   monotone_887  -1.000000000000e+00
    r_4_0_2   reach_896  -1.000000000000e+00
    r_4_0_2   monotone_897   1.000000000000e+00
    r_4_0_2   w_reach_931  -1.000000000000e+00
    r_4_0_2   w_reach_973  -1.000000000000e+00
    r_4_0_2   w_reach_1015  -1.000000000000e+00
    r_4_0_2   w_reach_1057  -1.000000000000e+00
    r_4_0_2   moore_1306   1.000000000000e+00
    r_4_0_2   diam_1333  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_3   reach_896   1.000000000000e+00
    r_4_0_3   monotone_897  -1.000000000000e+00
    r_4_0_3   reach_906  -1.000000000000e+00
    r_4_0_3   monotone_907   1.000000000000e+00
    r_4_0_3   w_reach_941  -1.000000000000e+00
    r_4_0_3   w_reach_983  -1.000000000000e+00
    r_4_0_3   w_reach_1025  -1.000000000000e+00
    r_4_0_3   w_reach_1067  -1.000000000000e+00
    r_4_0_3   diam_1333  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_4   reach_906   1.000000000000e+00
    r_4_0_4   monotone_907  -1.000000000000e+00
    r_4_0_4   reach_916  -1.000000000000e+00
    r_4_0_4   monotone_917   1.000000000000e+00
    r_4_0_4   w_reach_951  -1.000000000000e+00
    r_4_0_4   w_reach_993  -1.000000000000e+00
    r_4_0_4   w_reach_1035  -1.000000000000e+00
    r_4_0_4   w_reach_1077  -1.000000000000e+00
    r_4_0_4   diam_1333  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_5   reach_916   1.000000000000e+00
    r_4_0_5   monotone_917  -1.000000000000e+00
    r_4_0_5   connected_918   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_1   w_reach_879  -1.000000000000e+00
    r_4_1_1   reach1_919   1.000000000000e+00
    r_4_1_1   reach_928  -1.000000000000e+00
    r_4_1_1   monotone_929   1.000000000000e+00
    r_4_1_1   w_reach_965  -1.000000000000e+00
    r_4_1_1   w_reach_1007  -1.000000000000e+00
    r_4_1_1   w_reach_1049  -1.000000000000e+00
    r_4_1_1   moore_1305   1.000000000000e+00
    r_4_1_1   diam_1334  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_2   w_reach_889  -1.000000000000e+00
    r_4_1_2   reach_928   1.000000000000e+00
    r_4_1_2   monotone_929  -1.000000000000e+00
    r_4_1_2   reach_938  -1.000000000000e+00
    r_4_1_2   monotone_939   1.000000000000e+00
    r_4_1_2   w_reach_975  -1.000000000000e+00
    r_4_1_2   w_reach_1017  -1.000000000000e+00
    r_4_1_2   w_reach_1059  -1.000000000000e+00
    r_4_1_2   moore_1306   1.000000000000e+00
    r_4_1_2   diam_1334  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_3   w_reach_899  -1.000000000000e+00
    r_4_1_3   reach_938   1.000000000000e+00
    r_4_1_3   monotone_939  -1.000000000000e+00
    r_4_1_3   reach_948  -1.000000000000e+00
    r_4_1_3   monotone_949   1.000000000000e+00
    r_4_1_3   w_reach_985  -1.000000000000e+00
    r_4_1_3   w_reach_1027  -1.000000000000e+00
    r_4_1_3   w_reach_1069  -1.000000000000e+00
    r_4_1_3   diam_1334  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_4   w_reach_909  -1.000000000000e+00
    r_4_1_4   reach_948   1.000000000000e+00
    r_4_1_4   monotone_949  -1.000000000000e+00
    r_4_1_4   reach_958  -1.000000000000e+00
    r_4_1_4   monotone_959   1.000000000000e+00
    r_4_1_4   w_reach_995  -1.000000000000e+00
    r_4_1_4   w_reach_1037  -1.000000000000e+00
    r_4_1_4   w_reach_1079  -1.000000000000e+00
    r_4_1_4   diam_1334  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_5   reach_958   1.000000000000e+00
    r_4_1_5   monotone_959  -1.000000000000e+00
    r_4_1_5   connected_960   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_1   w_reach_881  -1.000000000000e+00
    r_4_2_1   w_reach_923  -1.000000000000e+00
    r_4_2_1   reach1_961   1.000000000000e+00
    r_4_2_1   reach_970  -1.000000000000e+00
    r_4_2_1   monotone_971   1.000000000000e+00
    r_4_2_1   w_reach_1009  -1.000000000000e+00
    r_4_2_1   w_reach_1051  -1.000000000000e+00
    r_4_2_1   moore_1305   1.000000000000e+00
    r_4_2_1   diam_1335  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_2   w_reach_891  -1.000000000000e+00
    r_4_2_2   w_reach_933  -1.000000000000e+00
    r_4_2_2   reach_970   1.000000000000e+00
    r_4_2_2   monotone_971  -1.000000000000e+00
    r_4_2_2   reach_980  -1.000000000000e+00
    r_4_2_2   monotone_981   1.000000000000e+00
    r_4_2_2   w_reach_1019  -1.000000000000e+00
    r_4_2_2   w_reach_1061  -1.000000000000e+00
    r_4_2_2   moore_1306   1.000000000000e+00
    r_4_2_2   diam_1335  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_3   w_reach_901  -1.000000000000e+00
    r_4_2_3   w_reach_943  -1.000000000000e+00
    r_4_2_3   reach_980   1.000000000000e+00
    r_4_2_3   monotone_981  -1.000000000000e+00
    r_4_2_3   reach_990  -1.000000000000e+00
    r_4_2_3   monotone_991   1.000000000000e+00
    r_4_2_3   w_reach_1029  -1.000000000000e+00
    r_4_2_3   w_reach_1071  -1.000000000000e+00
    r_4_2_3   diam_1335  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_4   w_reach_911  -1.000000000000e+00
    r_4_2_4   w_reach_953  -1.000000000000e+00
    r_4_2_4   reach_990   1.000000000000e+00
    r_4_2_4   monotone_991  -1.000000000000e+00
    r_4_2_4   reach_1000  -1.000000000000e+00
    r_4_2_4   monotone_1001   1.000000000000e+00
    r_4_2_4   w_reach_1039  -1.000000000000e+00
    r_4_2_4   w_reach_1081  -1.000000000000e+00
    r_4_2_4   diam_1335  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_5   reach_1000   1.000000000000e+00
    r_4_2_5   monotone_1001  -1.000000000000e+00
    r_4_2_5   connected_1002   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_1   w_reach_883  -1.000000000000e+00
    r_4_3_1   w_reach_925  -1.000000000000e+00
    r_4_3_1   w_reach_967  -1.000000000000e+00
    r_4_3_1   reach1_1003   1.000000000000e+00
    r_4_3_1   reach_1012  -1.000000000000e+00
    r_4_3_1   monotone_1013   1.000000000000e+00
    r_4_3_1   w_reach_1053  -1.000000000000e+00
    r_4_3_1   moore_1305   1.000000000000e+00
    r_4_3_1   diam_1336  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_2   w_reach_893  -1.000000000000e+00
    r_4_3_2   w_reach_935  -1.000000000000e+00
    r_4_3_2   w_reach_977  -1.000000000000e+00
    r_4_3_2   reach_1012   1.000000000000e+00
    r_4_3_2   monotone_1013  -1.000000000000e+00
    r_4_3_2   reach_1022  -1.000000000000e+00
    r_4_3_2   monotone_1023   1.000000000000e+00
    r_4_3_2   w_reach_1063  -1.000000000000e+00
    r_4_3_2   moore_1306   1.000000000000e+00
    r_4_3_2   diam_1336  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_3   w_reach_903  -1.000000000000e+00
    r_4_3_3   w_reach_945  -1.000000000000e+00
    r_4_3_3   w_reach_987  -1.000000000000e+00
    r_4_3_3   reach_1022   1.000000000000e+00
    r_4_3_3   monotone_1023  -1.000000000000e+00
    r_4_3_3   reach_1032  -1.000000000000e+00
    r_4_3_3   monotone_1033   1.000000000000e+00
    r_4_3_3   w_reach_1073  -1.000000000000e+00
    r_4_3_3   diam_1336  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_4   w_reach_913  -1.000000000000e+00
    r_4_3_4   w_reach_955  -1.000000000000e+00
    r_4_3_4   w_reach_997  -1.000000000000e+00
    r_4_3_4   reach_1032   1.000000000000e+00
    r_4_3_4   monotone_1033  -1.000000000000e+00
    r_4_3_4   reach_1042  -1.000000000000e+00
    r_4_3_4   monotone_1043   1.000000000000e+00
    r_4_3_4   w_reach_1083  -1.000000000000e+00
    r_4_3_4   diam_1336  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_5   reach_1042   1.000000000000e+00
    r_4_3_5   monotone_1043  -1.000000000000e+00
    r_4_3_5   connected_1044   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_5_1   w_reach_885  -1.000000000000e+00
    r_4_5_1   w_reach_927  -1.000000000000e+00
    r_4_5_1   w_reach_969  -1.000000000000e+00
    r_4_5_1   w_reach_1011  -1.000000000000e+00
    r_4_5_1   reach1_1045   1.000000000000e+00
    r_4_5_1   reach_1054  -1.000000000000e+00
    r_4_5_1   monotone_1055   1.000000000000e+00
    r_4_5_1   moore_1305   1.000000000000e+00
    r_4_5_1   diam_1337  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_5_2   w_reach_895  -1.000000000000e+00
    r_4_5_2   w_reach_937  -1.000000000000e+00
    r_4_5_2   w_reach_979  -1.000000000000e+00
    r_4_5_2   w_reach_1021  -1.000000000000e+00
    r_4_5_2   reach_1054   1.000000000000e+00
    r_4_5_2   monotone_1055  -1.000000000000e+00
    r_4_5_2   reach_1064  -1.000000000000e+00
    r_4_5_2   monotone_1065   1.000000000000e+00
    r_4_5_2   moore_1306   1.000000000000e+00
    r_4_5_2   diam_1337  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_5_3   w_reach_905  -1.000000000000e+00
    r_4_5_3   w_reach_947  -1.000000000000e+00
    r_4_5_3   w_reach_989  -1.000000000000e+00
    r_4_5_3   w_reach_1031  -1.000000000000e+00
    r_4_5_3   reach_1064   1.000000000000e+00
    r_4_5_3   monotone_1065  -1.000000000000e+00
    r_4_5_3   reach_1074  -1.000000000000e+00
    r_4_5_3   monotone_1075   1.000000000000e+00
    r_4_5_3   diam_1337  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_5_4   w_reach_915  -1.000000000000e+00
    r_4_5_4   w_reach_957  -1.000000000000e+00
    r_4_5_4   w_reach_999  -1.000000000000e+00
    r_4_5_4   w_reach_1041  -1.000000000000e+00
    r_4_5_4   reach_1074   1.000000000000e+00
    r_4_5_4   monotone_1075  -1.000000000000e+00
    r_4_5_4   reach_1084  -1.000000000000e+00
    r_4_5_4   monotone_1085   1.000000000000e+00
    r_4_5_4   diam_1337  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_5_5   reach_1084   1.000000000000e+00
    r_4_5_5   monotone_1085  -1.000000000000e+00
    r_4_5_5   connected_1086   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_0_1   reach1_1087   1.000000000000e+00
    r_5_0_1   reach_1096  -1.000000000000e+00
    r_5_0_1   monotone_1097   1.000000000000e+00
    r_5_0_1   w_reach_1131  -1.000000000000e+00
    r_5_0_1   w_reach_1173  -1.000000000000e+00
    r_5_0_1   w_reach_1215  -1.000000000000e+00
    r_5_0_1   w_reach_1257  -1.000000000000e+00
    r_5_0_1   moore_1307   1.000000000000e+00
    r_5_0_1   diam_1338  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_0_2   reach_1096   1.000000000000e+00
    r_5_0_2   monotone_1097  -1.000000000000e+00
    r_5_0_2   reach_1106  -1.000000000000e+00
    r_5_0_2   monotone_1107   1.000000000000e+00
    r_5_0_2   w_reach_1141  -1.000000000000e+00
    r_5_0_2   w_reach_1183  -1.000000000000e+00
    r_5_0_2   w_reach_1225  -1.000000000000e+00
    r_5_0_2   w_reach_1267  -1.000000000000e+00
    r_5_0_2   moore_1308   1.000000000000e+00
    r_5_0_2   diam_1338  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_0_3   reach_1106   1.000000000000e+00
    r_5_0_3   monotone_1107  -1.000000000000e+00
    r_5_0_3   reach_1116  -1.000000000000e+00
    r_5_0_3   monotone_1117   1.000000000000e+00
    r_5_0_3   w_reach_1151  -1.000000000000e+00
    r_5_0_3   w_reach_1193  -1.000000000000e+00
    r_5_0_3   w_reach_1235  -1.000000000000e+00
    r_5_0_3   w_reach_1277  -1.000000000000e+00
    r_5_0_3   diam_1338  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_0_4   reach_1116   1.000000000000e+00
    r_5_0_4   monotone_1117  -1.000000000000e+00
    r_5_0_4   reach_1126  -1.000000000000e+00
    r_5_0_4   monotone_1127   1.000000000000e+00
    r_5_0_4   w_reach_1161  -1.000000000000e+00
    r_5_0_4   w_reach_1203  -1.000000000000e+00
    r_5_0_4   w_reach_1245  -1.000000000000e+00
    r_5_0_4   w_reach_1287  -1.000000000000e+00
    r_5_0_4   diam_1338  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_0_5   reach_1126   1.000000000000e+00
    r_5_0_5   monotone_1127  -1.000000000000e+00
    r_5_0_5   connected_1128   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_1_1   w_reach_1089  -1.000000000000e+00
    r_5_1_1   reach1_1129   1.000000000000e+00
    r_5_1_1   reach_1138  -1.000000000000e+00
    r_5_1_1   monotone_1139   1.000000000000e+00
    r_5_1_1   w_reach_1175  -1.000000000000e+00
    r_5_1_1   w_reach_1217  -1.000000000000e+00
    r_5_1_1   w_reach_1259  -1.000000000000e+00
    r_5_1_1   moore_1307   1.000000000000e+00
    r_5_1_1   diam_1339  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_1_2   w_reach_1099  -1.000000000000e+00
    r_5_1_2   reach_1138   1.000000000000e+00
    r_5_1_2   monotone_1139  -1.000000000000e+00
    r_5_1_2   reach_1148  -1.000000000000e+00
    r_5_1_2   monotone_1149   1.000000000000e+00
    r_5_1_2   w_reach_1185  -1.000000000000e+00
    r_5_1_2   w_reach_1227  -1.000000000000e+00
    r_5_1_2   w_reach_1269  -1.000000000000e+00
    r_5_1_2   moore_1308   1.000000000000e+00
    r_5_1_2   diam_1339  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_1_3   w_reach_1109  -1.000000000000e+00
    r_5_1_3   reach_1148   1.000000000000e+00
    r_5_1_3   monotone_1149  -1.000000000000e+00
    r_5_1_3   reach_1158  -1.000000000000e+00
    r_5_1_3   monotone_1159   1.000000000000e+00
    r_5_1_3   w_reach_1195  -1.000000000000e+00
    r_5_1_3   w_reach_1237  -1.000000000000e+00
    r_5_1_3   w_reach_1279  -1.000000000000e+00
    r_5_1_3   diam_1339  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_1_4   w_reach_1119  -1.000000000000e+00
    r_5_1_4   reach_1158   1.000000000000e+00
    r_5_1_4   monotone_1159  -1.000000000000e+00
    r_5_1_4   reach_1168  -1.000000000000e+00
    r_5_1_4   monotone_1169   1.000000000000e+00
    r_5_1_4   w_reach_1205  -1.000000000000e+00
    r_5_1_4   w_reach_1247  -1.000000000000e+00
    r_5_1_4   w_reach_1289  -1.000000000000e+00
    r_5_1_4   diam_1339  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_1_5   reach_1168   1.000000000000e+00
    r_5_1_5   monotone_1169  -1.000000000000e+00
    r_5_1_5   connected_1170   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_2_1   w_reach_1091  -1.000000000000e+00
    r_5_2_1   w_reach_1133  -1.000000000000e+00
    r_5_2_1   reach1_1171   1.000000000000e+00
    r_5_2_1   reach_1180  -1.000000000000e+00
    r_5_2_1   monotone_1181   1.000000000000e+00
    r_5_2_1   w_reach_1219  -1.000000000000e+00
    r_5_2_1   w_reach_1261  -1.000000000000e+00
    r_5_2_1   moore_1307   1.000000000000e+00
    r_5_2_1   diam_1340  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_2_2   w_reach_1101  -1.000000000000e+00
    r_5_2_2   w_reach_1143  -1.000000000000e+00
    r_5_2_2   reach_1180   1.000000000000e+00
    r_5_2_2   monotone_1181  -1.000000000000e+00
    r_5_2_2   reach_1190  -1.000000000000e+00
    r_5_2_2   monotone_1191   1.000000000000e+00
    r_5_2_2   w_reach_1229  -1.000000000000e+00
    r_5_2_2   w_reach_1271  -1.000000000000e+00
    r_5_2_2   moore_1308   1.000000000000e+00
    r_5_2_2   diam_1340  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_2_3   w_reach_1111  -1.000000000000e+00
    r_5_2_3   w_reach_1153  -1.000000000000e+00
    r_5_2_3   reach_1190   1.000000000000e+00
    r_5_2_3   monotone_1191  -1.000000000000e+00
    r_5_2_3   reach_1200  -1.000000000000e+00
    r_5_2_3   monotone_1201   1.000000000000e+00
    r_5_2_3   w_reach_1239  -1.000000000000e+00
    r_5_2_3   w_reach_1281  -1.000000000000e+00
    r_5_2_3   diam_1340  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_2_4   w_reach_1121  -1.000000000000e+00
    r_5_2_4   w_reach_1163  -1.000000000000e+00
    r_5_2_4   reach_1200   1.000000000000e+00
    r_5_2_4   monotone_1201  -1.000000000000e+00
    r_5_2_4   reach_1210  -1.000000000000e+00
    r_5_2_4   monotone_1211   1.000000000000e+00
    r_5_2_4   w_reach_1249  -1.000000000000e+00
    r_5_2_4   w_reach_1291  -1.000000000000e+00
    r_5_2_4   diam_1340  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_2_5   reach_1210   1.000000000000e+00
    r_5_2_5   monotone_1211  -1.000000000000e+00
    r_5_2_5   connected_1212   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_3_1   w_reach_1093  -1.000000000000e+00
    r_5_3_1   w_reach_1135  -1.000000000000e+00
    r_5_3_1   w_reach_1177  -1.000000000000e+00
    r_5_3_1   reach1_1213   1.000000000000e+00
    r_5_3_1   reach_1222  -1.000000000000e+00
    r_5_3_1   monotone_1223   1.000000000000e+00
    r_5_3_1   w_reach_1263  -1.000000000000e+00
    r_5_3_1   moore_1307   1.000000000000e+00
    r_5_3_1   diam_1341  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_3_2   w_reach_1103  -1.000000000000e+00
    r_5_3_2   w_reach_1145  -1.000000000000e+00
    r_5_3_2   w_reach_1187  -1.000000000000e+00
    r_5_3_2   reach_1222   1.000000000000e+00
    r_5_3_2   monotone_1223  -1.000000000000e+00
    r_5_3_2   reach_1232  -1.000000000000e+00
    r_5_3_2   monotone_1233   1.000000000000e+00
    r_5_3_2   w_reach_1273  -1.000000000000e+00
    r_5_3_2   moore_1308   1.000000000000e+00
    r_5_3_2   diam_1341  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_3_3   w_reach_1113  -1.000000000000e+00
    r_5_3_3   w_reach_1155  -1.000000000000e+00
    r_5_3_3   w_reach_1197  -1.000000000000e+00
    r_5_3_3   reach_1232   1.000000000000e+00
    r_5_3_3   monotone_1233  -1.000000000000e+00
    r_5_3_3   reach_1242  -1.000000000000e+00
    r_5_3_3   monotone_1243   1.000000000000e+00
    r_5_3_3   w_reach_1283  -1.000000000000e+00
    r_5_3_3   diam_1341  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_3_4   w_reach_1123  -1.000000000000e+00
    r_5_3_4   w_reach_1165  -1.000000000000e+00
    r_5_3_4   w_reach_1207  -1.000000000000e+00
    r_5_3_4   reach_1242   1.000000000000e+00
    r_5_3_4   monotone_1243  -1.000000000000e+00
    r_5_3_4   reach_1252  -1.000000000000e+00
    r_5_3_4   monotone_1253   1.000000000000e+00
    r_5_3_4   w_reach_1293  -1.000000000000e+00
    r_5_3_4   diam_1341  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_3_5   reach_1252   1.000000000000e+00
    r_5_3_5   monotone_1253  -1.000000000000e+00
    r_5_3_5   connected_1254   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_4_1   w_reach_1095  -1.000000000000e+00
    r_5_4_1   w_reach_1137  -1.000000000000e+00
    r_5_4_1   w_reach_1179  -1.000000000000e+00
    r_5_4_1   w_reach_1221  -1.000000000000e+00
    r_5_4_1   reach1_1255   1.000000000000e+00
    r_5_4_1   reach_1264  -1.000000000000e+00
    r_5_4_1   monotone_1265   1.000000000000e+00
    r_5_4_1   moore_1307   1.000000000000e+00
    r_5_4_1   diam_1342  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_4_2   w_reach_1105  -1.000000000000e+00
    r_5_4_2   w_reach_1147  -1.000000000000e+00
    r_5_4_2   w_reach_1189  -1.000000000000e+00
    r_5_4_2   w_reach_1231  -1.000000000000e+00
    r_5_4_2   reach_1264   1.000000000000e+00
    r_5_4_2   monotone_1265  -1.000000000000e+00
    r_5_4_2   reach_1274  -1.000000000000e+00
    r_5_4_2   monotone_1275   1.000000000000e+00
    r_5_4_2   moore_1308   1.000000000000e+00
    r_5_4_2   diam_1342  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_4_3   w_reach_1115  -1.000000000000e+00
    r_5_4_3   w_reach_1157  -1.000000000000e+00
    r_5_4_3   w_reach_1199  -1.000000000000e+00
    r_5_4_3   w_reach_1241  -1.000000000000e+00
    r_5_4_3   reach_1274   1.000000000000e+00
    r_5_4_3   monotone_1275  -1.000000000000e+00
    r_5_4_3   reach_1284  -1.000000000000e+00
    r_5_4_3   monotone_1285   1.000000000000e+00
    r_5_4_3   diam_1342  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_4_4   w_reach_1125  -1.000000000000e+00
    r_5_4_4   w_reach_1167  -1.000000000000e+00
    r_5_4_4   w_reach_1209  -1.000000000000e+00
    r_5_4_4   w_reach_1251  -1.000000000000e+00
    r_5_4_4   reach_1284   1.000000000000e+00
    r_5_4_4   monotone_1285  -1.000000000000e+00
    r_5_4_4   reach_1294  -1.000000000000e+00
    r_5_4_4   monotone_1295   1.000000000000e+00
    r_5_4_4   diam_1342  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_5_4_5   reach_1294   1.000000000000e+00
    r_5_4_5   monotone_1295  -1.000000000000e+00
    r_5_4_5   connected_1296   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    w_0_1_2_2  w_adj_80   1.000000000000e+00
    w_0_1_2_2  w_reach_81   1.000000000000e+00
    w_0_1_2_2  reach_88  -1.000000000000e+00
    w_0_1_2_3  w_adj_90   1.000000000000e+00
    w_0_1_2_3  w_reach_91   1.000000000000e+00
    w_0_1_2_3  reach_98  -1.000000000000e+00
    w_0_1_2_4  w_adj_100   1.000000000000e+00
    w_0_1_2_4  w_reach_101   1.000000000000e+00
    w_0_1_2_4  reach_108  -1.000000000000e+00
    w_0_1_2_5  w_adj_110   1.000000000000e+00
    w_0_1_2_5  w_reach_111   1.000000000000e+00
    w_0_1_2_5  reach_118  -1.000000000000e+00
    w_0_1_3_2  w_adj_122   1.000000000000e+00
    w_0_1_3_2  w_reach_123   1.000000000000e+00
    w_0_1_3_2  reach_130  -1.000000000000e+00
    w_0_1_3_3  w_adj_132   1.000000000000e+00
    w_0_1_3_3  w_reach_133   1.000000000000e+00
    w_0_1_3_3  reach_140  -1.000000000000e+00
    w_0_1_3_4  w_adj_142   1.000000000000e+00
    w_0_1_3_4  w_reach_143   1.000000000000e+00
    w_0_1_3_4  reach_150  -1.000000000000e+00
    w_0_1_3_5  w_adj_152   1.000000000000e+00
    w_0_1_3_5  w_reach_153   1.000000000000e+00
    w_0_1_3_5  reach_160  -1.000000000000e+00
    w_0_1_4_2  w_adj_164   1.000000000000e+00
    w_0_1_4_2  w_reach_165   1.000000000000e+00
    w_0_1_4_2  reach_172  -1.000000000000e+00
    w_0_1_4_3  w_adj_174   1.000000000000e+00
    w_0_1_4_3  w_reach_175   1.000000000000e+00
    w_0_1_4_3  reach_182  -1.000000000000e+00
    w_0_1_4_4  w_adj_184   1.000000000000e+00
    w_0_1_4_4  w_reach_185   1.000000000000e+00
    w_0_1_4_4  reach_192  -1.000000000000e+00
    w_0_1_4_5  w_adj_194   1.000000000000e+00
    w_0_1_4_5  w_reach_195   1.000000000000e+00
    w_0_1_4_5  reach_202  -1.000000000000e+00
    w_0_1_5_2  w_adj_206   1.000000000000e+00
    w_0_1_5_2  w_reach_207   1.000000000000e+00
    w_0_1_5_2  reach_214  -1.000000000000e+00
    w_0_1_5_3  w_adj_216   1.000000000000e+00
    w_0_1_5_3  w_reach_217   1.000000000000e+00
    w_0_1_5_3  reach_224  -1.000000000000e+00
    w_0_1_5_4  w_adj_226   1.000000000000e+00
    w_0_1_5_4  w_reach_227   1.000000000000e+00
    w_0_1_5_4  reach_234  -1.000000000000e+00
    w_0_1_5_5  w_adj_236   1.000000000000e+00
    w_0_1_5_5  w_reach_237   1.000000000000e+00
    w_0_1_5_5  reach_244  -1.000000000000e+00
    w_0_2_1_2  w_adj_38   1.000000000000e+00
    w_0_2_1_2  w_reach_39   1.000000000000e+00
    w_0_2_1_2  reach_46  -1.000000000000e+00
    w_0_2_1_3  w_adj_48   1.000000000000e+00
    w_0_2_1_3  w_reach_49   1.000000000000e+00
    w_0_2_1_3  reach_56  -1.000000000000e+00
    w_0_2_1_4  w_adj_58   1.000000000000e+00
    w_0_2_1_4  w_reach_59   1.000000000000e+00
    w_0_2_1_4  reach_66  -1.000000000000e+00
    w_0_2_1_5  w_adj_68   1.000000000000e+00
    w_0_2_1_5  w_reach_69   1.000000000000e+00
    w_0_2_1_5  reach_76  -1.000000000000e+00
    w_0_2_3_2  w_adj_124   1.000000000000e+00
    w_0_2_3_2  w_reach_125   1.000000000000e+00
    w_0_2_3_2  reach_130  -1.000000000000e+00
    w_0_2_3_3  w_adj_134   1.000000000000e+00
    w_0_2_3_3  w_reach_135   1.000000000000e+00
    w_0_2_3_3  reach_140  -1.000000000000e+00
    w_0_2_3_4  w_adj_144   1.000000000000e+00
    w_0_2_3_4  w_reach_145   1.000000000000e+00
    w_0_2_3_4  reach_150  -1.000000000000e+00
    w_0_2_3_5  w_adj_154   1.000000000000e+00
    w_0_2_3_5  w_reach_155   1.000000000000e+00
    w_0_2_3_5  reach_160  -1.000000000000e+00
    w_0_2_4_2  w_adj_166   1.000000000000e+00
    w_0_2_4_2  w_reach_167   1.000000000000e+00
    w_0_2_4_2  reach_172  -1.000000000000e+00
    w_0_2_4_3  w_adj_176   1.000000000000e+00
    w_0_2_4_3  w_reach_177   1.000000000000e+00
    w_0_2_4_3  reach_182  -1.000000000000e+00
    w_0_2_4_4  w_adj_186   1.000000000000e+00
    w_0_2_4_4  w_reach_187   1.000000000000e+00
    w_0_2_4_4  reach_192  -1.000000000000e+00
    w_0_2_4_5  w_adj_196   1.000000000000e+00
    w_0_2_4_5  w_reach_197   1.000000000000e+00
    w_0_2_4_5  reach_202  -1.000000000000e+00
    w_0_2_5_2  w_adj_208   1.000000000000e+00
    w_0_2_5_2  w_reach_209   1.000000000000e+00
    w_0_2_5_2  reach_214  -1.000000000000e+00
    w_0_2_5_3  w_adj_218   1.000000000000e+00
    w_0_2_5_3  w_reach_219   1.000000000000e+00
    w_0_2_5_3  reach_224  -1.000000000000e+00
    w_0_2_5_4  w_adj_228   1.000000000000e+00
    w_0_2_5_4  w_reach_229   1.000000000000e+00
    w_0_2_5_4  reach_234  -1.000000000000e+00
    w_0_2_5_5  w_adj_238   1.000000000000e+00
    w_0_2_5_5  w_reach_239   1.000000000000e+00
    w_0_2_5_5  reach_244  -1.000000000000e+00
    w_0_3_1_2  w_adj_40   1.000000000000e+00
    w_0_3_1_2  w_reach_41   1.000000000000e+00
    w_0_3_1_2  reach_46  -1.000000000000e+00
    w_0_3_1_3  w_adj_50   1.000000000000e+00
    w_0_3_1_3  w_reach_51   1.000000000000e+00
    w_0_3_1_3  reach_56  -1.000000000000e+00
    w_0_3_1_4  w_adj_60   1.000000000000e+00
    w_0_3_1_4  w_reach_61   1.000000000000e+00
    w_0_3_1_4  reach_66  -1.000000000000e+00
    w_0_3_1_5  w_adj_70   1.000000000000e+00
    w_0_3_1_5  w_reach_71   1.000000000000e+00
    w_0_3_1_5  reach_76  -1.000000000000e+00
    w_0_3_2_2  w_adj_82   1.000000000000e+00
    w_0_3_2_2  w_reach_83   1.000000000000e+00
    w_0_3_2_2  reach_88  -1.000000000000e+00
    w_0_3_2_3  w_adj_92   1.000000000000e+00
    w_0_3_2_3  w_reach_93   1.000000000000e+00
    w_0_3_2_3  reach_98  -1.000000000000e+00
    w_0_3_2_4  w_adj_102   1.000000000000e+00
    w_0_3_2_4  w_reach_103   1.000000000000e+00
    w_0_3_2_4  reach_108  -1.000000000000e+00
    w_0_3_2_5  w_adj_112   1.000000000000e+00
    w_0_3_2_5  w_reach_113   1.000000000000e+00
    w_0_3_2_5  reach_118  -1.000000000000e+00
    w_0_3_4_2  w_adj_168   1.000000000000e+00
    w_0_3_4_2  w_reach_169   1.000000000000e+00
    w_0_3_4_2  reach_172  -1.000000000000e+00
    w_0_3_4_3  w_adj_178   1.000000000000e+00
    w_0_3_4_3  w_reach_179   1.000000000000e+00
    w_0_3_4_3  reach_182  -1.000000000000e+00
    w_0_3_4_4  w_adj_188   1.000000000000e+00
    w_0_3_4_4  w_reach_189   1.000000000000e+00
    w_0_3_4_4  reach_192  -1.000000000000e+00
    w_0_3_4_5  w_adj_198   1.000000000000e+00
    w_0_3_4_5  w_reach_199   1.000000000000e+00
    w_0_3_4_5  reach_202  -1.000000000000e+00
    w_0_3_5_2  w_adj_210   1.000000000000e+00
    w_0_3_5_2  w_reach_211   1.000000000000e+00
    w_0_3_5_2  reach_214  -1.000000000000e+00
    w_0_3_5_3  w_adj_220   1.000000000000e+00
    w_0_3_5_3  w_reach_221   1.000000000000e+00
    w_0_3_5_3  reach_224  -1.000000000000e+00
    w_0_3_5_4  w_adj_230   1.000000000000e+00
    w_0_3_5_4  w_reach_231   1.000000000000e+00
    w_0_3_5_4  reach_234  -1.000000000000e+00
    w_0_3_5_5  w_adj_240   1.000000000000e+00
    w_0_3_5_5  w_reach_241   1.000000000000e+00
    w_0_3_5_5  reach_244  -1.000000000000e+00
    w_0_4_1_2  w_adj_42   1.000000000000e+00
    w_0_4_1_2  w_reach_43   1.000000000000e+00
    w_0_4_1_2  reach_46  -1.000000000000e+00
    w_0_4_1_3  w_adj_52   1.000000000000e+00
    w_0_4_1_3  w_reach_53   1.000000000000e+00
    w_0_4_1_3  reach_56  -1.000000000000e+00
    w_0_4_1_4  w_adj_62   1.000000000000e+00
    w_0_4_1_4  w_reach_63   1.000000000000e+00
    w_0_4_1_4  reach_66  -1.000000000000e+00
    w_0_4_1_5  w_adj_72   1.000000000000e+00
    w_0_4_1_5  w_reach_73   1.000000000000e+00
    w_0_4_1_5  reach_76  -1.000000000000e+00
    w_0_4_2_2  w_adj_84   1.000000000000e+00
    w_0_4_2_2  w_reach_85   1.000000000000e+00
    w_0_4_2_2  reach_88  -1.000000000000e+00
    w_0_4_2_3  w_adj_94   1.000000000000e+00
    w_0_4_2_3  w_reach_95   1.000000000000e+00
    w_0_4_2_3  reach_98  -1.000000000000e+00
    w_0_4_2_4  w_adj_104   1.000000000000e+00
    w_0_4_2_4  w_reach_105   1.000000000000e+00
    w_0_4_2_4  reach_108  -1.000000000000e+00
    w_0_4_2_5  w_adj_114   1.000000000000e+00
    w_0_4_2_5  w_reach_115   1.000000000000e+00
    w_0_4_2_5  reach_118  -1.000000000000e+00
    w_0_4_3_2  w_adj_126   1.000000000000e+00
    w_0_4_3_2  w_reach_127   1.000000000000e+00
    w_0_4_3_2  reach_130  -1.000000000000e+00
    w_0_4_3_3  w_adj_136   1.000000000000e+00
    w_0_4_3_3  w_reach_137   1.000000000000e+00
    w_0_4_3_3  reach_140  -1.000000000000e+00
    w_0_4_3_4  w_adj_146   1.000000000000e+00
    w_0_4_3_4  w_reach_147   1.000000000000e+00
    w_0_4_3_4  reach_150  -1.000000000000e+00
    w_0_4_3_5  w_adj_156   1.000000000000e+00
    w_0_4_3_5  w_reach_157   1.000000000000e+00
    w_0_4_3_5  reach_160  -1.000000000000e+00
    w_0_4_5_2  w_adj_212   1.000000000000e+00
    w_0_4_5_2  w_reach_213   1.000000000000e+00
    w_0_4_5_2  reach_214  -1.000000000000e+00
    w_0_4_5_3  w_adj_222   1.000000000000e+00
    w_0_4_5_3  w_reach_223   1.000000000000e+00
    w_0_4_5_3  reach_224  -1.000000000000e+00
    w_0_4_5_4  w_adj_232   1.000000000000e+00
    w_0_4_5_4  w_reach_233   1.000000000000e+00
    w_0_4_5_4  reach_234  -1.000000000000e+00
    w_0_4_5_5  w_adj_242   1.000000000000e+00
    w_0_4_5_5  w_reach_243   1.000000000000e+00
    w_0_4_5_5  reach_244  -1.000000000000e+00
    w_0_5_1_2  w_adj_44   1.000000000000e+00
    w_0_5_1_2  w_reach_45   1.000000000000e+00
    w_0_5_1_2  reach_46  -1.000000000000e+00
    w_0_5_1_3  w_adj_54   1.000000000000e+00
    w_0_5_1_3  w_reach_55   1.000000000000e+00
    w_0_5_1_3  reach_56  -1.000000000000e+00
    w_0_5_1_4  w_adj_64   1.000000000000e+00
    w_0_5_1_4  w_reach_65   1.000000000000e+00
    w_0_5_1_4  reach_66  -1.000000000000e+00
    w_0_5_1_5  w_adj_74   1.000000000000e+00
    w_0_5_1_5  w_reach_75   1.000000000000e+00
    w_0_5_1_5  reach_76  -1.000000000000e+00
    w_0_5_2_2  w_adj_86   1.000000000000e+00
    w_0_5_2_2  w_reach_87   1.000000000000e+00
    w_0_5_2_2  reach_88  -1.000000000000e+00
    w_0_5_2_3  w_adj_96   1.000000000000e+00
    w_0_5_2_3  w_reach_97   1.000000000000e+00
    w_0_5_2_3  reach_98  -1.000000000000e+00
    w_0_5_2_4  w_adj_106   1.000000000000e+00
    w_0_5_2_4  w_reach_107   1.000000000000e+00
    w_0_5_2_4  reach_108  -1.000000000000e+00
    w_0_5_2_5  w_adj_116   1.000000000000e+00
    w_0_5_2_5  w_reach_117   1.000000000000e+00
    w_0_5_2_5  reach_118  -1.000000000000e+00
    w_0_5_3_2  w_adj_128   1.000000000000e+00
    w_0_5_3_2  w_reach_129   1.000000000000e+00
    w_0_5_3_2  reach_130  -1.000000000000e+00
    w_0_5_3_3  w_adj_138   1.000000000000e+00
    w_0_5_3_3  w_reach_139   1.000000000000e+00
    w_0_5_3_3  reach_140  -1.000000000000e+00
    w_0_5_3_4  w_adj_148   1.000000000000e+00
    w_0_5_3_4  w_reach_149   1.000000000000e+00
    w_0_5_3_4  reach_150  -1.000000000000e+00
    w_0_5_3_5  w_adj_158   1.000000000000e+00
    w_0_5_3_5  w_reach_159   1.000000000000e+00
    w_0_5_3_5  reach_160  -1.000000000000e+00
    w_0_5_4_2  w_adj_170   1.000000000000e+00
    w_0_5_4_2  w_reach_171   1.000000000000e+00
    w_0_5_4_2  reach_172  -1.000000000000e+00
    w_0_5_4_3  w_adj_180   1.000000000000e+00
    w_0_5_4_3  w_reach_181   1.000000000000e+00
    w_0_5_4_3  reach_182  -1.000000000000e+00
    w_0_5_4_4  w_adj_190   1.000000000000e+00
    w_0_5_4_4  w_reach_191   1.000000000000e+00
    w_0_5_4_4  reach_192  -1.000000000000e+00
    w_0_5_4_5  w_adj_200   1.000000000000e+00
    w_0_5_4_5  w_reach_201   1.000000000000e+00
    w_0_5_4_5  reach_202  -1.000000000000e+00
    w_1_0_2_2  w_adj_290   1.000000000000e+00
    w_1_0_2_2  w_reach_291   1.000000000000e+00
    w_1_0_2_2  reach_298  -1.000000000000e+00
    w_1_0_2_3  w_adj_300   1.000000000000e+00
    w_1_0_2_3  w_reach_301   1.000000000000e+00
    w_1_0_2_3  reach_308  -1.000000000000e+00
    w_1_0_2_4  w_adj_310   1.000000000000e+00
    w_1_0_2_4  w_reach_311   1.000000000000e+00
    w_1_0_2_4  reach_318  -1.000000000000e+00
    w_1_0_2_5  w_adj_320   1.000000000000e+00
    w_1_0_2_5  w_reach_321   1.000000000000e+00
    w_1_0_2_5  reach_328  -1.000000000000e+00
    w_1_0_3_2  w_adj_332   1.000000000000e+00
    w_1_0_3_2  w_reach_333   1.000000000000e+00
    w_1_0_3_2  reach_340  -1.000000000000e+00
    w_1_0_3_3  w_adj_342   1.000000000000e+00
    w_1_0_3_3  w_reach_343   1.000000000000e+00
    w_1_0_3_3  reach_350  -1.000000000000e+00
    w_1_0_3_4  w_adj_352   1.000000000000e+00
    w_1_0_3_4  w_reach_353   1.000000000000e+00
    w_1_0_3_4  reach_360  -1.000000000000e+00
    w_1_0_3_5  w_adj_362   1.000000000000e+00
    w_1_0_3_5  w_reach_363   1.000000000000e+00
    w_1_0_3_5  reach_370  -1.000000000000e+00
    w_1_0_4_2  w_adj_374   1.000000000000e+00
    w_1_0_4_2  w_reach_375   1.000000000000e+00
    w_1_0_4_2  reach_382  -1.000000000000e+00
    w_1_0_4_3  w_adj_384   1.000000000000e+00
    w_1_0_4_3  w_reach_385   1.000000000000e+00
    w_1_0_4_3  reach_392  -1.000000000000e+00
    w_1_0_4_4  w_adj_394   1.000000000000e+00
    w_1_0_4_4  w_reach_395   1.000000000000e+00
    w_1_0_4_4  reach_402  -1.000000000000e+00
    w_1_0_4_5  w_adj_404   1.000000000000e+00
    w_1_0_4_5  w_reach_405   1.000000000000e+00
    w_1_0_4_5  reach_412  -1.000000000000e+00
    w_1_0_5_2  w_adj_416   1.000000000000e+00
    w_1_0_5_2  w_reach_417   1.000000000000e+00
    w_1_0_5_2  reach_424  -1.000000000000e+00
    w_1_0_5_3  w_adj_426   1.000000000000e+00
    w_1_0_5_3  w_reach_427   1.000000000000e+00
    w_1_0_5_3  reach_434  -1.000000000000e+00
    w_1_0_5_4  w_adj_436   1.000000000000e+00
    w_1_0_5_4  w_reach_437   1.000000000000e+00
    w_1_0_5_4  reach_444  -1.000000000000e+00
    w_1_0_5_5  w_adj_446   1.000000000000e+00
    w_1_0_5_5  w_reach_447   1.000000000000e+00
    w_1_0_5_5  reach_454  -1.000000000000e+00
    w_1_2_0_2  w_adj_248   1.000000000000e+00
    w_1_2_0_2  w_reach_249   1.000000000000e+00
    w_1_2_0_2  reach_256  -1.000000000000e+00
    w_1_2_0_3  w_adj_258   1.000000000000e+00
    w_1_2_0_3  w_reach_259   1.000000000000e+00
    w_1_2_0_3  reach_266  -1.000000000000e+00
    w_1_2_0_4  w_adj_268   1.000000000000e+00
    w_1_2_0_4  w_reach_269   1.000000000000e+00
    w_1_2_0_4  reach_276  -1.000000000000e+00
    w_1_2_0_5  w_adj_278   1.000000000000e+00
    w_1_2_0_5  w_reach_279   1.000000000000e+00
    w_1_2_0_5  reach_286  -1.000000000000e+00
    w_1_2_3_2  w_adj_334   1.000000000000e+00
    w_1_2_3_2  w_reach_335   1.000000000000e+00
    w_1_2_3_2  reach_340  -1.000000000000e+00
    w_1_2_3_3  w_adj_344   1.000000000000e+00
    w_1_2_3_3  w_reach_345   1.000000000000e+00
    w_1_2_3_3  reach_350  -1.000000000000e+00
    w_1_2_3_4  w_adj_354   1.000000000000e+00
    w_1_2_3_4  w_reach_355   1.000000000000e+00
    w_1_2_3_4  reach_360  -1.000000000000e+00
    w_1_2_3_5  w_adj_364   1.000000000000e+00
    w_1_2_3_5  w_reach_365   1.000000000000e+00
    w_1_2_3_5  reach_370  -1.000000000000e+00
    w_1_2_4_2  w_adj_376   1.000000000000e+00
    w_1_2_4_2  w_reach_377   1.000000000000e+00
    w_1_2_4_2  reach_382  -1.000000000000e+00
    w_1_2_4_3  w_adj_386   1.000000000000e+00
    w_1_2_4_3  w_reach_387   1.000000000000e+00
    w_1_2_4_3  reach_392  -1.000000000000e+00
    w_1_2_4_4  w_adj_396   1.000000000000e+00
    w_1_2_4_4  w_reach_397   1.000000000000e+00
    w_1_2_4_4  reach_402  -1.000000000000e+00
    w_1_2_4_5  w_adj_406   1.000000000000e+00
    w_1_2_4_5  w_reach_407   1.000000000000e+00
    w_1_2_4_5  reach_412  -1.000000000000e+00
    w_1_2_5_2  w_adj_418   1.000000000000e+00
    w_1_2_5_2  w_reach_419   1.000000000000e+00
    w_1_2_5_2  reach_424  -1.000000000000e+00
    w_1_2_5_3  w_adj_428   1.000000000000e+00
    w_1_2_5_3  w_reach_429   1.000000000000e+00
    w_1_2_5_3  reach_434  -1.000000000000e+00
    w_1_2_5_4  w_adj_438   1.000000000000e+00
    w_1_2_5_4  w_reach_439   1.000000000000e+00
    w_1_2_5_4  reach_444  -1.000000000000e+00
    w_1_2_5_5  w_adj_448   1.000000000000e+00
    w_1_2_5_5  w_reach_449   1.000000000000e+00
    w_1_2_5_5  reach_454  -1.000000000000e+00
    w_1_3_0_2  w_adj_250   1.000000000000e+00
    w_1_3_0_2  w_reach_251   1.000000000000e+00
    w_1_3_0_2  reach_256  -1.000000000000e+00
    w_1_3_0_3  w_adj_260   1.000000000000e+00
    w_1_3_0_3  w_reach_261   1.000000000000e+00
    w_1_3_0_3  reach_266  -1.000000000000e+00
    w_1_3_0_4  w_adj_270   1.000000000000e+00
    w_1_3_0_4  w_reach_271   1.000000000000e+00
    w_1_3_0_4  reach_276  -1.000000000000e+00
    w_1_3_0_5  w_adj_280   1.000000000000e+00
    w_1_3_0_5  w_reach_281   1.000000000000e+00
    w_1_3_0_5  reach_286  -1.000000000000e+00
    w_1_3_2_2  w_adj_292   1.000000000000e+00
    w_1_3_2_2  w_reach_293   1.000000000000e+00
    w_1_3_2_2  reach_298  -1.000000000000e+00
    w_1_3_2_3  w_adj_302   1.000000000000e+00
    w_1_3_2_3  w_reach_303   1.000000000000e+00
    w_1_3_2_3  reach_308  -1.000000000000e+00
    w_1_3_2_4  w_adj_312   1.000000000000e+00
    w_1_3_2_4  w_reach_313   1.000000000000e+00
    w_1_3_2_4  reach_318  -1.000000000000e+00
    w_1_3_2_5  w_adj_322   1.000000000000e+00
    w_1_3_2_5  w_reach_323   1.000000000000e+00
    w_1_3_2_5  reach_328  -1.000000000000e+00
    w_1_3_4_2  w_adj_378   1.000000000000e+00
    w_1_3_4_2  w_reach_379   1.000000000000e+00
    w_1_3_4_2  reach_382  -1.000000000000e+00
    w_1_3_4_3  w_adj_388   1.000000000000e+00
    w_1_3_4_3  w_reach_389   1.000000000000e+00
    w_1_3_4_3  reach_392  -1.000000000000e+00
    w_1_3_4_4  w_adj_398   1.000000000000e+00
    w_1_3_4_4  w_reach_399   1.000000000000e+00
    w_1_3_4_4  reach_402  -1.000000000000e+00
    w_1_3_4_5  w_adj_408   1.000000000000e+00
    w_1_3_4_5  w_reach_409   1.000000000000e+00
    w_1_3_4_5  reach_412  -1.000000000000e+00
    w_1_3_5_2  w_adj_420   1.000000000000e+00
    w_1_3_5_2  w_reach_421   1.000000000000e+00
    w_1_3_5_2  reach_424  -1.000000000000e+00
    w_1_3_5_3  w_adj_430   1.000000000000e+00
    w_1_3_5_3  w_reach_431   1.000000000000e+00
    w_1_3_5_3  reach_434  -1.000000000000e+00
    w_1_3_5_4  w_adj_440   1.000000000000e+00
    w_1_3_5_4  w_reach_441   1.000000000000e+00
    w_1_3_5_4  reach_444  -1.000000000000e+00
    w_1_3_5_5  w_adj_450   1.000000000000e+00
    w_1_3_5_5  w_reach_451   1.000000000000e+00
    w_1_3_5_5  reach_454  -1.000000000000e+00
    w_1_4_0_2  w_adj_252   1.000000000000e+00
    w_1_4_0_2  w_reach_253   1.000000000000e+00
    w_1_4_0_2  reach_256  -1.000000000000e+00
    w_1_4_0_3  w_adj_262   1.000000000000e+00
    w_1_4_0_3  w_reach_263   1.000000000000e+00
    w_1_4_0_3  reach_266  -1.000000000000e+00
    w_1_4_0_4  w_adj_272   1.000000000000e+00
    w_1_4_0_4  w_reach_273   1.000000000000e+00
    w_1_4_0_4  reach_276  -1.000000000000e+00
    w_1_4_0_5  w_adj_282   1.000000000000e+00
    w_1_4_0_5  w_reach_283   1.000000000000e+00
    w_1_4_0_5  reach_286  -1.000000000000e+00
    w_1_4_2_2  w_adj_294   1.000000000000e+00
    w_1_4_2_2  w_reach_295   1.000000000000e+00
    w_1_4_2_2  reach_298  -1.000000000000e+00
    w_1_4_2_3  w_adj_304   1.000000000000e+00
    w_1_4_2_3  w_reach_305   1.000000000000e+00
    w_1_4_2_3  reach_308  -1.000000000000e+00
    w_1_4_2_4  w_adj_314   1.000000000000e+00
    w_1_4_2_4  w_reach_315   1.000000000000e+00
    w_1_4_2_4  reach_318  -1.000000000000e+00
    w_1_4_2_5  w_adj_324   1.000000000000e+00
    w_1_4_2_5  w_reach_325   1.000000000000e+00
    w_1_4_2_5  reach_328  -1.000000000000e+00
    w_1_4_3_2  w_adj_336   1.000000000000e+00
    w_1_4_3_2  w_reach_337   1.000000000000e+00
    w_1_4_3_2  reach_340  -1.000000000000e+00
    w_1_4_3_3  w_adj_346   1.000000000000e+00
    w_1_4_3_3  w_reach_347   1.000000000000e+00
    w_1_4_3_3  reach_350  -1.000000000000e+00
    w_1_4_3_4  w_adj_356   1.000000000000e+00
    w_1_4_3_4  w_reach_357   1.000000000000e+00
    w_1_4_3_4  reach_360  -1.000000000000e+00
    w_1_4_3_5  w_adj_366   1.000000000000e+00
    w_1_4_3_5  w_reach_367   1.000000000000e+00
    w_1_4_3_5  reach_370  -1.000000000000e+00
    w_1_4_5_2  w_adj_422   1.000000000000e+00
    w_1_4_5_2  w_reach_423   1.000000000000e+00
    w_1_4_5_2  reach_424  -1.000000000000e+00
    w_1_4_5_3  w_adj_432   1.000000000000e+00
    w_1_4_5_3  w_reach_433   1.000000000000e+00
    w_1_4_5_3  reach_434  -1.000000000000e+00
    w_1_4_5_4  w_adj_442   1.000000000000e+00
    w_1_4_5_4  w_reach_443   1.000000000000e+00
    w_1_4_5_4  reach_444  -1.000000000000e+00
    w_1_4_5_5  w_adj_452   1.000000000000e+00
    w_1_4_5_5  w_reach_453   1.000000000000e+00
    w_1_4_5_5  reach_454  -1.000000000000e+00
    w_1_5_0_2  w_adj_254   1.000000000000e+00
    w_1_5_0_2  w_reach_255   1.000000000000e+00
    w_1_5_0_2  reach_256  -1.000000000000e+00
    w_1_5_0_3  w_adj_264   1.000000000000e+00
    w_1_5_0_3  w_reach_265   1.000000000000e+00
    w_1_5_0_3  reach_266  -1.000000000000e+00
    w_1_5_0_4  w_adj_274   1.000000000000e+00
    w_1_5_0_4  w_reach_275   1.000000000000e+00
    w_1_5_0_4  reach_276  -1.000000000000e+00
    w_1_5_0_5  w_adj_284   1.000000000000e+00
    w_1_5_0_5  w_reach_285   1.000000000000e+00
    w_1_5_0_5  reach_286  -1.000000000000e+00
    w_1_5_2_2  w_adj_296   1.000000000000e+00
    w_1_5_2_2  w_reach_297   1.000000000000e+00
    w_1_5_2_2  reach_298  -1.000000000000e+00
    w_1_5_2_3  w_adj_306   1.000000000000e+00
    w_1_5_2_3  w_reach_307   1.000000000000e+00
    w_1_5_2_3  reach_308  -1.000000000000e+00
    w_1_5_2_4  w_adj_316   1.000000000000e+00
    w_1_5_2_4  w_reach_317   1.000000000000e+00
    w_1_5_2_4  reach_318  -1.000000000000e+00
    w_1_5_2_5  w_adj_326   1.000000000000e+00
    w_1_5_2_5  w_reach_327   1.000000000000e+00
    w_1_5_2_5  reach_328  -1.000000000000e+00
    w_1_5_3_2  w_adj_338   1.000000000000e+00
    w_1_5_3_2  w_reach_339   1.000000000000e+00
    w_1_5_3_2  reach_340  -1.000000000000e+00
    w_1_5_3_3  w_adj_348   1.000000000000e+00
    w_1_5_3_3  w_reach_349   1.000000000000e+00
    w_1_5_3_3  reach_350  -1.000000000000e+00
    w_1_5_3_4  w_adj_358   1.000000000000e+00
    w_1_5_3_4  w_reach_359   1.000000000000e+00
    w_1_5_3_4  reach_360  -1.000000000000e+00
    w_1_5_3_5  w_adj_368   1.000000000000e+00
    w_1_5_3_5  w_reach_369   1.000000000000e+00
    w_1_5_3_5  reach_370  -1.000000000000e+00
    w_1_5_4_2  w_adj_380   1.000000000000e+00
    w_1_5_4_2  w_reach_381   1.000000000000e+00
    w_1_5_4_2  reach_382  -1.000000000000e+00
    w_1_5_4_3  w_adj_390   1.000000000000e+00
    w_1_5_4_3  w_reach_391   1.000000000000e+00
    w_1_5_4_3  reach_392  -1.000000000000e+00
    w_1_5_4_4  w_adj_400   1.000000000000e+00
    w_1_5_4_4  w_reach_401   1.000000000000e+00
    w_1_5_4_4  reach_402  -1.000000000000e+00
    w_1_5_4_5  w_adj_410   1.000000000000e+00
    w_1_5_4_5  w_reach_411   1.000000000000e+00
    w_1_5_4_5  reach_412  -1.000000000000e+00
    w_2_0_1_2  w_adj_500   1.000000000000e+00
    w_2_0_1_2  w_reach_501   1.000000000000e+00
    w_2_0_1_2  reach_508  -1.000000000000e+00
    w_2_0_1_3  w_adj_510   1.000000000000e+00
    w_2_0_1_3  w_reach_511   1.000000000000e+00
    w_2_0_1_3  reach_518  -1.000000000000e+00
    w_2_0_1_4  w_adj_520   1.000000000000e+00
    w_2_0_1_4  w_reach_521   1.000000000000e+00
    w_2_0_1_4  reach_528  -1.000000000000e+00
    w_2_0_1_5  w_adj_530   1.000000000000e+00
    w_2_0_1_5  w_reach_531   1.000000000000e+00
    w_2_0_1_5  reach_538  -1.000000000000e+00
    w_2_0_3_2  w_adj_542   1.000000000000e+00
    w_2_0_3_2  w_reach_543   1.000000000000e+00
    w_2_0_3_2  reach_550  -1.000000000000e+00
    w_2_0_3_3  w_adj_552   1.000000000000e+00
    w_2_0_3_3  w_reach_553   1.000000000000e+00
    w_2_0_3_3  reach_560  -1.000000000000e+00
    w_2_0_3_4  w_adj_562   1.000000000000e+00
    w_2_0_3_4  w_reach_563   1.000000000000e+00
    w_2_0_3_4  reach_570  -1.000000000000e+00
    w_2_0_3_5  w_adj_572   1.000000000000e+00
    w_2_0_3_5  w_reach_573   1.000000000000e+00
    w_2_0_3_5  reach_580  -1.000000000000e+00
    w_2_0_4_2  w_adj_584   1.000000000000e+00
    w_2_0_4_2  w_reach_585   1.000000000000e+00
    w_2_0_4_2  reach_592  -1.000000000000e+00
    w_2_0_4_3  w_adj_594   1.000000000000e+00
    w_2_0_4_3  w_reach_595   1.000000000000e+00
    w_2_0_4_3  reach_602  -1.000000000000e+00
    w_2_0_4_4  w_adj_604   1.000000000000e+00
    w_2_0_4_4  w_reach_605   1.000000000000e+00
    w_2_0_4_4  reach_612  -1.000000000000e+00
    w_2_0_4_5  w_adj_614   1.000000000000e+00
    w_2_0_4_5  w_reach_615   1.000000000000e+00
    w_2_0_4_5  reach_622  -1.000000000000e+00
    w_2_0_5_2  w_adj_626   1.000000000000e+00
    w_2_0_5_2  w_reach_627   1.000000000000e+00
    w_2_0_5_2  reach_634  -1.000000000000e+00
    w_2_0_5_3  w_adj_636   1.000000000000e+00
    w_2_0_5_3  w_reach_637   1.000000000000e+00
    w_2_0_5_3  reach_644  -1.000000000000e+00
    w_2_0_5_4  w_adj_646   1.000000000000e+00
    w_2_0_5_4  w_reach_647   1.000000000000e+00
    w_2_0_5_4  reach_654  -1.000000000000e+00
    w_2_0_5_5  w_adj_656   1.000000000000e+00
    w_2_0_5_5  w_reach_657   1.000000000000e+00
    w_2_0_5_5  reach_664  -1.000000000000e+00
    w_2_1_0_2  w_adj_458   1.000000000000e+00
    w_2_1_0_2  w_reach_459   1.000000000000e+00
    w_2_1_0_2  reach_466  -1.000000000000e+00
    w_2_1_0_3  w_adj_468   1.000000000000e+00
    w_2_1_0_3  w_reach_469   1.000000000000e+00
    w_2_1_0_3  reach_476  -1.000000000000e+00
    w_2_1_0_4  w_adj_478   1.000000000000e+00
    w_2_1_0_4  w_reach_479   1.000000000000e+00
    w_2_1_0_4  reach_486  -1.000000000000e+00
    w_2_1_0_5  w_adj_488   1.000000000000e+00
    w_2_1_0_5  w_reach_489   1.000000000000e+00
    w_2_1_0_5  reach_496  -1.000000000000e+00
    w_2_1_3_2  w_adj_544   1.000000000000e+00
    w_2_1_3_2  w_reach_545   1.000000000000e+00
    w_2_1_3_2  reach_550  -1.000000000000e+00
    w_2_1_3_3  w_adj_554   1.000000000000e+00
    w_2_1_3_3  w_reach_555   1.000000000000e+00
    w_2_1_3_3  reach_560  -1.000000000000e+00
    w_2_1_3_4  w_adj_564   1.000000000000e+00
    w_2_1_3_4  w_reach_565   1.000000000000e+00
    w_2_1_3_4  reach_570  -1.000000000000e+00
    w_2_1_3_5  w_adj_574   1.000000000000e+00
    w_2_1_3_5  w_reach_575   1.000000000000e+00
    w_2_1_3_5  reach_580  -1.000000000000e+00
    w_2_1_4_2  w_adj_586   1.000000000000e+00
    w_2_1_4_2  w_reach_587   1.000000000000e+00
    w_2_1_4_2  reach_592  -1.000000000000e+00
    w_2_1_4_3  w_adj_596   1.000000000000e+00
    w_2_1_4_3  w_reach_597   1.000000000000e+00
    w_2_1_4_3  reach_602  -1.000000000000e+00
    w_2_1_4_4  w_adj_606   1.000000000000e+00
    w_2_1_4_4  w_reach_607   1.000000000000e+00
    w_2_1_4_4  reach_612  -1.000000000000e+00
    w_2_1_4_5  w_adj_616   1.000000000000e+00
    w_2_1_4_5  w_reach_617   1.000000000000e+00
    w_2_1_4_5  reach_622  -1.000000000000e+00
    w_2_1_5_2  w_adj_628   1.000000000000e+00
    w_2_1_5_2  w_reach_629   1.000000000000e+00
    w_2_1_5_2  reach_634  -1.000000000000e+00
    w_2_1_5_3  w_adj_638   1.000000000000e+00
    w_2_1_5_3  w_reach_639   1.000000000000e+00
    w_2_1_5_3  reach_644  -1.000000000000e+00
    w_2_1_5_4  w_adj_648   1.000000000000e+00
    w_2_1_5_4  w_reach_649   1.000000000000e+00
    w_2_1_5_4  reach_654  -1.000000000000e+00
    w_2_1_5_5  w_adj_658   1.000000000000e+00
    w_2_1_5_5  w_reach_659   1.000000000000e+00
    w_2_1_5_5  reach_664  -1.000000000000e+00
    w_2_3_0_2  w_adj_460   1.000000000000e+00
    w_2_3_0_2  w_reach_461   1.000000000000e+00
    w_2_3_0_2  reach_466  -1.000000000000e+00
    w_2_3_0_3  w_adj_470   1.000000000000e+00
    w_2_3_0_3  w_reach_471   1.000000000000e+00
    w_2_3_0_3  reach_476  -1.000000000000e+00
    w_2_3_0_4  w_adj_480   1.000000000000e+00
    w_2_3_0_4  w_reach_481   1.000000000000e+00
    w_2_3_0_4  reach_486  -1.000000000000e+00
    w_2_3_0_5  w_adj_490   1.000000000000e+00
    w_2_3_0_5  w_reach_491   1.000000000000e+00
    w_2_3_0_5  reach_496  -1.000000000000e+00
    w_2_3_1_2  w_adj_502   1.000000000000e+00
    w_2_3_1_2  w_reach_503   1.000000000000e+00
    w_2_3_1_2  reach_508  -1.000000000000e+00
    w_2_3_1_3  w_adj_512   1.000000000000e+00
    w_2_3_1_3  w_reach_513   1.000000000000e+00
    w_2_3_1_3  reach_518  -1.000000000000e+00
    w_2_3_1_4  w_adj_522   1.000000000000e+00
    w_2_3_1_4  w_reach_523   1.000000000000e+00
    w_2_3_1_4  reach_528  -1.000000000000e+00
    w_2_3_1_5  w_adj_532   1.000000000000e+00
    w_2_3_1_5  w_reach_533   1.000000000000e+00
    w_2_3_1_5  reach_538  -1.000000000000e+00
    w_2_3_4_2  w_adj_588   1.000000000000e+00
    w_2_3_4_2  w_reach_589   1.000000000000e+00
    w_2_3_4_2  reach_592  -1.000000000000e+00
    w_2_3_4_3  w_adj_598   1.000000000000e+00
    w_2_3_4_3  w_reach_599   1.000000000000e+00
    w_2_3_4_3  reach_602  -1.000000000000e+00
    w_2_3_4_4  w_adj_608   1.000000000000e+00
    w_2_3_4_4  w_reach_609   1.000000000000e+00
    w_2_3_4_4  reach_612  -1.000000000000e+00
    w_2_3_4_5  w_adj_618   1.000000000000e+00
    w_2_3_4_5  w_reach_619   1.000000000000e+00
    w_2_3_4_5  reach_622  -1.000000000000e+00
    w_2_3_5_2  w_adj_630   1.000000000000e+00
    w_2_3_5_2  w_reach_631   1.000000000000e+00
    w_2_3_5_2  reach_634  -1.000000000000e+00
    w_2_3_5_3  w_adj_640   1.000000000000e+00
    w_2_3_5_3  w_reach_641   1.000000000000e+00
    w_2_3_5_3  reach_644  -1.000000000000e+00
    w_2_3_5_4  w_adj_650   1.000000000000e+00
    w_2_3_5_4  w_reach_651   1.000000000000e+00
    w_2_3_5_4  reach_654  -1.000000000000e+00
    w_2_3_5_5  w_adj_660   1.000000000000e+00
    w_2_3_5_5  w_reach_661   1.000000000000e+00
    w_2_3_5_5  reach_664  -1.000000000000e+00
    w_2_4_0_2  w_adj_462   1.000000000000e+00
    w_2_4_0_2  w_reach_463   1.000000000000e+00
    w_2_4_0_2  reach_466  -1.000000000000e+00
    w_2_4_0_3  w_adj_472   1.000000000000e+00
    w_2_4_0_3  w_reach_473   1.000000000000e+00
    w_2_4_0_3  reach_476  -1.000000000000e+00
    w_2_4_0_4  w_adj_482   1.000000000000e+00
    w_2_4_0_4  w_reach_483   1.000000000000e+00
    w_2_4_0_4  reach_486  -1.000000000000e+00
    w_2_4_0_5  w_adj_492   1.000000000000e+00
    w_2_4_0_5  w_reach_493   1.000000000000e+00
    w_2_4_0_5  reach_496  -1.000000000000e+00
    w_2_4_1_2  w_adj_504   1.000000000000e+00
    w_2_4_1_2  w_reach_505   1.000000000000e+00
    w_2_4_1_2  reach_508  -1.000000000000e+00
    w_2_4_1_3  w_adj_514   1.000000000000e+00
    w_2_4_1_3  w_reach_515   1.000000000000e+00
    w_2_4_1_3  reach_518  -1.000000000000e+00
    w_2_4_1_4  w_adj_524   1.000000000000e+00
    w_2_4_1_4  w_reach_525   1.000000000000e+00
    w_2_4_1_4  reach_528  -1.000000000000e+00
    w_2_4_1_5  w_adj_534   1.000000000000e+00
    w_2_4_1_5  w_reach_535   1.000000000000e+00
    w_2_4_1_5  reach_538  -1.000000000000e+00
    w_2_4_3_2  w_adj_546   1.000000000000e+00
    w_2_4_3_2  w_reach_547   1.000000000000e+00
    w_2_4_3_2  reach_550  -1.000000000000e+00
    w_2_4_3_3  w_adj_556   1.000000000000e+00
    w_2_4_3_3  w_reach_557   1.000000000000e+00
    w_2_4_3_3  reach_560  -1.000000000000e+00
    w_2_4_3_4  w_adj_566   1.000000000000e+00
    w_2_4_3_4  w_reach_567   1.000000000000e+00
    w_2_4_3_4  reach_570  -1.000000000000e+00
    w_2_4_3_5  w_adj_576   1.000000000000e+00
    w_2_4_3_5  w_reach_577   1.000000000000e+00
    w_2_4_3_5  reach_580  -1.000000000000e+00
    w_2_4_5_2  w_adj_632   1.000000000000e+00
    w_2_4_5_2  w_reach_633   1.000000000000e+00
    w_2_4_5_2  reach_634  -1.000000000000e+00
    w_2_4_5_3  w_adj_642   1.000000000000e+00
    w_2_4_5_3  w_reach_643   1.000000000000e+00
    w_2_4_5_3  reach_644  -1.000000000000e+00
    w_2_4_5_4  w_adj_652   1.000000000000e+00
    w_2_4_5_4  w_reach_653   1.000000000000e+00
    w_2_4_5_4  reach_654  -1.000000000000e+00
    w_2_4_5_5  w_adj_662   1.000000000000e+00
    w_2_4_5_5  w_reach_663   1.000000000000e+00
    w_2_4_5_5  reach_664  -1.000000000000e+00
    w_2_5_0_2  w_adj_464   1.000000000000e+00
    w_2_5_0_2  w_reach_465   1.000000000000e+00
    w_2_5_0_2  reach_466  -1.000000000000e+00
    w_2_5_0_3  w_adj_474   1.000000000000e+00
    w_2_5_0_3  w_reach_475   1.000000000000e+00
    w_2_5_0_3  reach_476  -1.000000000000e+00
    w_2_5_0_4  w_adj_484   1.000000000000e+00
    w_2_5_0_4  w_reach_485   1.000000000000e+00
    w_2_5_0_4  reach_486  -1.000000000000e+00
    w_2_5_0_5  w_adj_494   1.000000000000e+00
    w_2_5_0_5  w_reach_495   1.000000000000e+00
    w_2_5_0_5  reach_496  -1.000000000000e+00
    w_2_5_1_2  w_adj_506   1.000000000000e+00
    w_2_5_1_2  w_reach_507   1.000000000000e+00
    w_2_5_1_2  reach_508  -1.000000000000e+00
    w_2_5_1_3  w_adj_516   1.000000000000e+00
    w_2_5_1_3  w_reach_517   1.000000000000e+00
    w_2_5_1_3  reach_518  -1.000000000000e+00
    w_2_5_1_4  w_adj_526   1.000000000000e+00
    w_2_5_1_4  w_reach_527   1.000000000000e+00
    w_2_5_1_4  reach_528  -1.000000000000e+00
    w_2_5_1_5  w_adj_536   1.000000000000e+00
    w_2_5_1_5  w_reach_537   1.000000000000e+00
    w_2_5_1_5  reach_538  -1.000000000000e+00
    w_2_5_3_2  w_adj_548   1.000000000000e+00
    w_2_5_3_2  w_reach_549   1.000000000000e+00
    w_2_5_3_2  reach_550  -1.000000000000e+00
    w_2_5_3_3  w_adj_558   1.000000000000e+00
    w_2_5_3_3  w_reach_559   1.000000000000e+00
    w_2_5_3_3  reach_560  -1.000000000000e+00
    w_2_5_3_4  w_adj_568   1.000000000000e+00
    w_2_5_3_4  w_reach_569   1.000000000000e+00
    w_2_5_3_4  reach_570  -1.000000000000e+00
    w_2_5_3_5  w_adj_578   1.000000000000e+00
    w_2_5_3_5  w_reach_579   1.000000000000e+00
    w_2_5_3_5  reach_580  -1.000000000000e+00
    w_2_5_4_2  w_adj_590   1.000000000000e+00
    w_2_5_4_2  w_reach_591   1.000000000000e+00
    w_2_5_4_2  reach_592  -1.000000000000e+00
    w_2_5_4_3  w_adj_600   1.000000000000e+00
    w_2_5_4_3  w_reach_601   1.000000000000e+00
    w_2_5_4_3  reach_602  -1.000000000000e+00
    w_2_5_4_4  w_adj_610   1.000000000000e+00
    w_2_5_4_4  w_reach_611   1.000000000000e+00
    w_2_5_4_4  reach_612  -1.000000000000e+00
    w_2_5_4_5  w_adj_620   1.000000000000e+00
    w_2_5_4_5  w_reach_621   1.000000000000e+00
    w_2_5_4_5  reach_622  -1.000000000000e+00
    w_3_0_1_2  w_adj_710   1.000000000000e+00
    w_3_0_1_2  w_reach_711   1.000000000000e+00
    w_3_0_1_2  reach_718  -1.000000000000e+00
    w_3_0_1_3  w_adj_720   1.000000000000e+00
    w_3_0_1_3  w_reach_721   1.000000000000e+00
    w_3_0_1_3  reach_728  -1.000000000000e+00
    w_3_0_1_4  w_adj_730   1.000000000000e+00
    w_3_0_1_4  w_reach_731   1.000000000000e+00
    w_3_0_1_4  reach_738  -1.000000000000e+00
    w_3_0_1_5  w_adj_740   1.000000000000e+00
    w_3_0_1_5  w_reach_741   1.000000000000e+00
    w_3_0_1_5  reach_748  -1.000000000000e+00
    w_3_0_2_2  w_adj_752   1.000000000000e+00
    w_3_0_2_2  w_reach_753   1.000000000000e+00
    w_3_0_2_2  reach_760  -1.000000000000e+00
    w_3_0_2_3  w_adj_762   1.000000000000e+00
    w_3_0_2_3  w_reach_763   1.000000000000e+00
    w_3_0_2_3  reach_770  -1.000000000000e+00
    w_3_0_2_4  w_adj_772   1.000000000000e+00
    w_3_0_2_4  w_reach_773   1.000000000000e+00
    w_3_0_2_4  reach_780  -1.000000000000e+00
    w_3_0_2_5  w_adj_782   1.000000000000e+00
    w_3_0_2_5  w_reach_783   1.000000000000e+00
    w_3_0_2_5  reach_790  -1.000000000000e+00
    w_3_0_4_2  w_adj_794   1.000000000000e+00
    w_3_0_4_2  w_reach_795   1.000000000000e+00
    w_3_0_4_2  reach_802  -1.000000000000e+00
    w_3_0_4_3  w_adj_804   1.000000000000e+00
    w_3_0_4_3  w_reach_805   1.000000000000e+00
    w_3_0_4_3  reach_812  -1.000000000000e+00
    w_3_0_4_4  w_adj_814   1.000000000000e+00
    w_3_0_4_4  w_reach_815   1.000000000000e+00
    w_3_0_4_4  reach_822  -1.000000000000e+00
    w_3_0_4_5  w_adj_824   1.000000000000e+00
    w_3_0_4_5  w_reach_825   1.000000000000e+00
    w_3_0_4_5  reach_832  -1.000000000000e+00
    w_3_0_5_2  w_adj_836   1.000000000000e+00
    w_3_0_5_2  w_reach_837   1.000000000000e+00
    w_3_0_5_2  reach_844  -1.000000000000e+00
    w_3_0_5_3  w_adj_846   1.000000000000e+00
    w_3_0_5_3  w_reach_847   1.000000000000e+00
    w_3_0_5_3  reach_854  -1.000000000000e+00
    w_3_0_5_4  w_adj_856   1.000000000000e+00
    w_3_0_5_4  w_reach_857   1.000000000000e+00
    w_3_0_5_4  reach_864  -1.000000000000e+00
    w_3_0_5_5  w_adj_866   1.000000000000e+00
    w_3_0_5_5  w_reach_867   1.000000000000e+00
    w_3_0_5_5  reach_874  -1.000000000000e+00
    w_3_1_0_2  w_adj_668   1.000000000000e+00
    w_3_1_0_2  w_reach_669   1.000000000000e+00
    w_3_1_0_2  reach_676  -1.000000000000e+00
    w_3_1_0_3  w_adj_678   1.000000000000e+00
    w_3_1_0_3  w_reach_679   1.000000000000e+00
    w_3_1_0_3  reach_686  -1.000000000000e+00
    w_3_1_0_4  w_adj_688   1.000000000000e+00
    w_3_1_0_4  w_reach_689   1.000000000000e+00
    w_3_1_0_4  reach_696  -1.000000000000e+00
    w_3_1_0_5  w_adj_698   1.000000000000e+00
    w_3_1_0_5  w_reach_699   1.000000000000e+00
    w_3_1_0_5  reach_706  -1.000000000000e+00
    w_3_1_2_2  w_adj_754   1.000000000000e+00
    w_3_1_2_2  w_reach_755   1.000000000000e+00
    w_3_1_2_2  reach_760  -1.000000000000e+00
    w_3_1_2_3  w_adj_764   1.000000000000e+00
    w_3_1_2_3  w_reach_765   1.000000000000e+00
    w_3_1_2_3  reach_770  -1.000000000000e+00
    w_3_1_2_4  w_adj_774   1.000000000000e+00
    w_3_1_2_4  w_reach_775   1.000000000000e+00
    w_3_1_2_4  reach_780  -1.000000000000e+00
    w_3_1_2_5  w_adj_784   1.000000000000e+00
    w_3_1_2_5  w_reach_785   1.000000000000e+00
    w_3_1_2_5  reach_790  -1.000000000000e+00
    w_3_1_4_2  w_adj_796   1.000000000000e+00
    w_3_1_4_2  w_reach_797   1.000000000000e+00
    w_3_1_4_2  reach_802  -1.000000000000e+00
    w_3_1_4_3  w_adj_806   1.000000000000e+00
    w_3_1_4_3  w_reach_807   1.000000000000e+00
    w_3_1_4_3  reach_812  -1.000000000000e+00
    w_3_1_4_4  w_adj_816   1.000000000000e+00
    w_3_1_4_4  w_reach_817   1.000000000000e+00
    w_3_1_4_4  reach_822  -1.000000000000e+00
    w_3_1_4_5  w_adj_826   1.000000000000e+00
    w_3_1_4_5  w_reach_827   1.000000000000e+00
    w_3_1_4_5  reach_832  -1.000000000000e+00
    w_3_1_5_2  w_adj_838   1.000000000000e+00
    w_3_1_5_2  w_reach_839   1.000000000000e+00
    w_3_1_5_2  reach_844  -1.000000000000e+00
    w_3_1_5_3  w_adj_848   1.000000000000e+00
    w_3_1_5_3  w_reach_849   1.000000000000e+00
    w_3_1_5_3  reach_854  -1.000000000000e+00
    w_3_1_5_4  w_adj_858   1.000000000000e+00
    w_3_1_5_4  w_reach_859   1.000000000000e+00
    w_3_1_5_4  reach_864  -1.000000000000e+00
    w_3_1_5_5  w_adj_868   1.000000000000e+00
    w_3_1_5_5  w_reach_869   1.000000000000e+00
    w_3_1_5_5  reach_874  -1.000000000000e+00
    w_3_2_0_2  w_adj_670   1.000000000000e+00
    w_3_2_0_2  w_reach_671   1.000000000000e+00
    w_3_2_0_2  reach_676  -1.000000000000e+00
    w_3_2_0_3  w_adj_680   1.000000000000e+00
    w_3_2_0_3  w_reach_681   1.000000000000e+00
    w_3_2_0_3  reach_686  -1.000000000000e+00
    w_3_2_0_4  w_adj_690   1.000000000000e+00
    w_3_2_0_4  w_reach_691   1.000000000000e+00
    w_3_2_0_4  reach_696  -1.000000000000e+00
    w_3_2_0_5  w_adj_700   1.000000000000e+00
    w_3_2_0_5  w_reach_701   1.000000000000e+00
    w_3_2_0_5  reach_706  -1.000000000000e+00
    w_3_2_1_2  w_adj_712   1.000000000000e+00
    w_3_2_1_2  w_reach_713   1.000000000000e+00
    w_3_2_1_2  reach_718  -1.000000000000e+00
    w_3_2_1_3  w_adj_722   1.000000000000e+00
    w_3_2_1_3  w_reach_723   1.000000000000e+00
    w_3_2_1_3  reach_728  -1.000000000000e+00
    w_3_2_1_4  w_adj_732   1.000000000000e+00
    w_3_2_1_4  w_reach_733   1.000000000000e+00
    w_3_2_1_4  reach_738  -1.000000000000e+00
    w_3_2_1_5  w_adj_742   1.000000000000e+00
    w_3_2_1_5  w_reach_743   1.000000000000e+00
    w_3_2_1_5  reach_748  -1.000000000000e+00
    w_3_2_4_2  w_adj_798   1.000000000000e+00
    w_3_2_4_2  w_reach_799   1.000000000000e+00
    w_3_2_4_2  reach_802  -1.000000000000e+00
    w_3_2_4_3  w_adj_808   1.000000000000e+00
    w_3_2_4_3  w_reach_809   1.000000000000e+00
    w_3_2_4_3  reach_812  -1.000000000000e+00
    w_3_2_4_4  w_adj_818   1.000000000000e+00
    w_3_2_4_4  w_reach_819   1.000000000000e+00
    w_3_2_4_4  reach_822  -1.000000000000e+00
    w_3_2_4_5  w_adj_828   1.000000000000e+00
    w_3_2_4_5  w_reach_829   1.000000000000e+00
    w_3_2_4_5  reach_832  -1.000000000000e+00
    w_3_2_5_2  w_adj_840   1.000000000000e+00
    w_3_2_5_2  w_reach_841   1.000000000000e+00
    w_3_2_5_2  reach_844  -1.000000000000e+00
    w_3_2_5_3  w_adj_850   1.000000000000e+00
    w_3_2_5_3  w_reach_851   1.000000000000e+00
    w_3_2_5_3  reach_854  -1.000000000000e+00
    w_3_2_5_4  w_adj_860   1.000000000000e+00
    w_3_2_5_4  w_reach_861   1.000000000000e+00
    w_3_2_5_4  reach_864  -1.000000000000e+00
    w_3_2_5_5  w_adj_870   1.000000000000e+00
    w_3_2_5_5  w_reach_871   1.000000000000e+00
    w_3_2_5_5  reach_874  -1.000000000000e+00
    w_3_4_0_2  w_adj_672   1.000000000000e+00
    w_3_4_0_2  w_reach_673   1.000000000000e+00
    w_3_4_0_2  reach_676  -1.000000000000e+00
    w_3_4_0_3  w_adj_682   1.000000000000e+00
    w_3_4_0_3  w_reach_683   1.000000000000e+00
    w_3_4_0_3  reach_686  -1.000000000000e+00
    w_3_4_0_4  w_adj_692   1.000000000000e+00
    w_3_4_0_4  w_reach_693   1.000000000000e+00
    w_3_4_0_4  reach_696  -1.000000000000e+00
    w_3_4_0_5  w_adj_702   1.000000000000e+00
    w_3_4_0_5  w_reach_703   1.000000000000e+00
    w_3_4_0_5  reach_706  -1.000000000000e+00
    w_3_4_1_2  w_adj_714   1.000000000000e+00
    w_3_4_1_2  w_reach_715   1.000000000000e+00
    w_3_4_1_2  reach_718  -1.000000000000e+00
    w_3_4_1_3  w_adj_724   1.000000000000e+00
    w_3_4_1_3  w_reach_725   1.000000000000e+00
    w_3_4_1_3  reach_728  -1.000000000000e+00
    w_3_4_1_4  w_adj_734   1.000000000000e+00
    w_3_4_1_4  w_reach_735   1.000000000000e+00
    w_3_4_1_4  reach_738  -1.000000000000e+00
    w_3_4_1_5  w_adj_744   1.000000000000e+00
    w_3_4_1_5  w_reach_745   1.000000000000e+00
    w_3_4_1_5  reach_748  -1.000000000000e+00
    w_3_4_2_2  w_adj_756   1.000000000000e+00
    w_3_4_2_2  w_reach_757   1.000000000000e+00
    w_3_4_2_2  reach_760  -1.000000000000e+00
    w_3_4_2_3  w_adj_766   1.000000000000e+00
    w_3_4_2_3  w_reach_767   1.000000000000e+00
    w_3_4_2_3  reach_770  -1.000000000000e+00
    w_3_4_2_4  w_adj_776   1.000000000000e+00
    w_3_4_2_4  w_reach_777   1.000000000000e+00
    w_3_4_2_4  reach_780  -1.000000000000e+00
    w_3_4_2_5  w_adj_786   1.000000000000e+00
    w_3_4_2_5  w_reach_787   1.000000000000e+00
    w_3_4_2_5  reach_790  -1.000000000000e+00
    w_3_4_5_2  w_adj_842   1.000000000000e+00
    w_3_4_5_2  w_reach_843   1.000000000000e+00
    w_3_4_5_2  reach_844  -1.000000000000e+00
    w_3_4_5_3  w_adj_852   1.000000000000e+00
    w_3_4_5_3  w_reach_853   1.000000000000e+00
    w_3_4_5_3  reach_854  -1.000000000000e+00
    w_3_4_5_4  w_adj_862   1.000000000000e+00
    w_3_4_5_4  w_reach_863   1.000000000000e+00
    w_3_4_5_4  reach_864  -1.000000000000e+00
    w_3_4_5_5  w_adj_872   1.000000000000e+00
    w_3_4_5_5  w_reach_873   1.000000000000e+00
    w_3_4_5_5  reach_874  -1.000000000000e+00
    w_3_5_0_2  w_adj_674   1.000000000000e+00
    w_3_5_0_2  w_reach_675   1.000000000000e+00
    w_3_5_0_2  reach_676  -1.000000000000e+00
    w_3_5_0_3  w_adj_684   1.000000000000e+00
    w_3_5_0_3  w_reach_685   1.000000000000e+00
    w_3_5_0_3  reach_686  -1.000000000000e+00
    w_3_5_0_4  w_adj_694   1.000000000000e+00
    w_3_5_0_4  w_reach_695   1.000000000000e+00
    w_3_5_0_4  reach_696  -1.000000000000e+00
    w_3_5_0_5  w_adj_704   1.000000000000e+00
    w_3_5_0_5  w_reach_705   1.000000000000e+00
    w_3_5_0_5  reach_706  -1.000000000000e+00
    w_3_5_1_2  w_adj_716   1.000000000000e+00
    w_3_5_1_2  w_reach_717   1.000000000000e+00
    w_3_5_1_2  reach_718  -1.000000000000e+00
    w_3_5_1_3  w_adj_726   1.000000000000e+00
    w_3_5_1_3  w_reach_727   1.000000000000e+00
    w_3_5_1_3  reach_728  -1.000000000000e+00
    w_3_5_1_4  w_adj_736   1.000000000000e+00
    w_3_5_1_4  w_reach_737   1.000000000000e+00
    w_3_5_1_4  reach_738  -1.000000000000e+00
    w_3_5_1_5  w_adj_746   1.000000000000e+00
    w_3_5_1_5  w_reach_747   1.000000000000e+00
    w_3_5_1_5  reach_748  -1.000000000000e+00
    w_3_5_2_2  w_adj_758   1.000000000000e+00
    w_3_5_2_2  w_reach_759   1.000000000000e+00
    w_3_5_2_2  reach_760  -1.000000000000e+00
    w_3_5_2_3  w_adj_768   1.000000000000e+00
    w_3_5_2_3  w_reach_769   1.000000000000e+00
    w_3_5_2_3  reach_770  -1.000000000000e+00
    w_3_5_2_4  w_adj_778   1.000000000000e+00
    w_3_5_2_4  w_reach_779   1.000000000000e+00
    w_3_5_2_4  reach_780  -1.000000000000e+00
    w_3_5_2_5  w_adj_788   1.000000000000e+00
    w_3_5_2_5  w_reach_789   1.000000000000e+00
    w_3_5_2_5  reach_790  -1.000000000000e+00
    w_3_5_4_2  w_adj_800   1.000000000000e+00
    w_3_5_4_2  w_reach_801   1.000000000000e+00
    w_3_5_4_2  reach_802  -1.000000000000e+00
    w_3_5_4_3  w_adj_810   1.000000000000e+00
    w_3_5_4_3  w_reach_811   1.000000000000e+00
    w_3_5_4_3  reach_812  -1.000000000000e+00
    w_3_5_4_4  w_adj_820   1.000000000000e+00
    w_3_5_4_4  w_reach_821   1.000000000000e+00
    w_3_5_4_4  reach_822  -1.000000000000e+00
    w_3_5_4_5  w_adj_830   1.000000000000e+00
    w_3_5_4_5  w_reach_831   1.000000000000e+00
    w_3_5_4_5  reach_832  -1.000000000000e+00
    w_4_0_1_2  w_adj_920   1.000000000000e+00
    w_4_0_1_2  w_reach_921   1.000000000000e+00
    w_4_0_1_2  reach_928  -1.000000000000e+00
    w_4_0_1_3  w_adj_930   1.000000000000e+00
    w_4_0_1_3  w_reach_931   1.000000000000e+00
    w_4_0_1_3  reach_938  -1.000000000000e+00
    w_4_0_1_4  w_adj_940   1.000000000000e+00
    w_4_0_1_4  w_reach_941   1.000000000000e+00
    w_4_0_1_4  reach_948  -1.000000000000e+00
    w_4_0_1_5  w_adj_950   1.000000000000e+00
    w_4_0_1_5  w_reach_951   1.000000000000e+00
    w_4_0_1_5  reach_958  -1.000000000000e+00
    w_4_0_2_2  w_adj_962   1.000000000000e+00
    w_4_0_2_2  w_reach_963   1.000000000000e+00
    w_4_0_2_2  reach_970  -1.000000000000e+00
    w_4_0_2_3  w_adj_972   1.000000000000e+00
    w_4_0_2_3  w_reach_973   1.000000000000e+00
    w_4_0_2_3  reach_980  -1.000000000000e+00
    w_4_0_2_4  w_adj_982   1.000000000000e+00
    w_4_0_2_4  w_reach_983   1.000000000000e+00
    w_4_0_2_4  reach_990  -1.000000000000e+00
    w_4_0_2_5  w_adj_992   1.000000000000e+00
    w_4_0_2_5  w_reach_993   1.000000000000e+00
    w_4_0_2_5  reach_1000  -1.000000000000e+00
    w_4_0_3_2  w_adj_1004   1.000000000000e+00
    w_4_0_3_2  w_reach_1005   1.000000000000e+00
    w_4_0_3_2  reach_1012  -1.000000000000e+00
    w_4_0_3_3  w_adj_1014   1.000000000000e+00
    w_4_0_3_3  w_reach_1015   1.000000000000e+00
    w_4_0_3_3  reach_1022  -1.000000000000e+00
    w_4_0_3_4  w_adj_1024   1.000000000000e+00
    w_4_0_3_4  w_reach_1025   1.000000000000e+00
    w_4_0_3_4  reach_1032  -1.000000000000e+00
    w_4_0_3_5  w_adj_1034   1.000000000000e+00
    w_4_0_3_5  w_reach_1035   1.000000000000e+00
    w_4_0_3_5  reach_1042  -1.000000000000e+00
    w_4_0_5_2  w_adj_1046   1.000000000000e+00
    w_4_0_5_2  w_reach_1047   1.000000000000e+00
    w_4_0_5_2  reach_1054  -1.000000000000e+00
    w_4_0_5_3  w_adj_1056   1.000000000000e+00
    w_4_0_5_3  w_reach_1057   1.000000000000e+00
    w_4_0_5_3  reach_1064  -1.000000000000e+00
    w_4_0_5_4  w_adj_1066   1.000000000000e+00
    w_4_0_5_4  w_reach_1067   1.000000000000e+00
    w_4_0_5_4  reach_1074  -1.000000000000e+00
    w_4_0_5_5  w_adj_1076   1.000000000000e+00
    w_4_0_5_5  w_reach_1077   1.000000000000e+00
    w_4_0_5_5  reach_1084  -1.000000000000e+00
    w_4_1_0_2  w_adj_878   1.000000000000e+00
    w_4_1_0_2  w_reach_879   1.000000000000e+00
    w_4_1_0_2  reach_886  -1.000000000000e+00
    w_4_1_0_3  w_adj_888   1.000000000000e+00
    w_4_1_0_3  w_reach_889   1.000000000000e+00
    w_4_1_0_3  reach_896  -1.000000000000e+00
    w_4_1_0_4  w_adj_898   1.000000000000e+00
    w_4_1_0_4  w_reach_899   1.000000000000e+00
    w_4_1_0_4  reach_906  -1.000000000000e+00
    w_4_1_0_5  w_adj_908   1.000000000000e+00
    w_4_1_0_5  w_reach_909   1.000000000000e+00
    w_4_1_0_5  reach_916  -1.000000000000e+00
    w_4_1_2_2  w_adj_964   1.000000000000e+00
    w_4_1_2_2  w_reach_965   1.000000000000e+00
    w_4_1_2_2  reach_970  -1.000000000000e+00
    w_4_1_2_3  w_adj_974   1.000000000000e+00
    w_4_1_2_3  w_reach_975   1.000000000000e+00
    w_4_1_2_3  reach_980  -1.000000000000e+00
    w_4_1_2_4  w_adj_984   1.000000000000e+00
    w_4_1_2_4  w_reach_985   1.000000000000e+00
    w_4_1_2_4  reach_990  -1.000000000000e+00
    w_4_1_2_5  w_adj_994   1.000000000000e+00
    w_4_1_2_5  w_reach_995   1.000000000000e+00
    w_4_1_2_5  reach_1000  -1.000000000000e+00
    w_4_1_3_2  w_adj_1006   1.000000000000e+00
    w_4_1_3_2  w_reach_1007   1.000000000000e+00
    w_4_1_3_2  reach_1012  -1.000000000000e+00
    w_4_1_3_3  w_adj_1016   1.000000000000e+00
    w_4_1_3_3  w_reach_1017   1.000000000000e+00
    w_4_1_3_3  reach_1022  -1.000000000000e+00
    w_4_1_3_4  w_adj_1026   1.000000000000e+00
    w_4_1_3_4  w_reach_1027   1.000000000000e+00
    w_4_1_3_4  reach_1032  -1.000000000000e+00
    w_4_1_3_5  w_adj_1036   1.000000000000e+00
    w_4_1_3_5  w_reach_1037   1.000000000000e+00
    w_4_1_3_5  reach_1042  -1.000000000000e+00
    w_4_1_5_2  w_adj_1048   1.000000000000e+00
    w_4_1_5_2  w_reach_1049   1.000000000000e+00
    w_4_1_5_2  reach_1054  -1.000000000000e+00
    w_4_1_5_3  w_adj_1058   1.000000000000e+00
    w_4_1_5_3  w_reach_1059   1.000000000000e+00
    w_4_1_5_3  reach_1064  -1.000000000000e+00
    w_4_1_5_4  w_adj_1068   1.000000000000e+00
    w_4_1_5_4  w_reach_1069   1.000000000000e+00
    w_4_1_5_4  reach_1074  -1.000000000000e+00
    w_4_1_5_5  w_adj_1078   1.000000000000e+00
    w_4_1_5_5  w_reach_1079   1.000000000000e+00
    w_4_1_5_5  reach_1084  -1.000000000000e+00
    w_4_2_0_2  w_adj_880   1.000000000000e+00
    w_4_2_0_2  w_reach_881   1.000000000000e+00
    w_4_2_0_2  reach_886  -1.000000000000e+00
    w_4_2_0_3  w_adj_890   1.000000000000e+00
    w_4_2_0_3  w_reach_891   1.000000000000e+00
    w_4_2_0_3  reach_896  -1.000000000000e+00
    w_4_2_0_4  w_adj_900   1.000000000000e+00
    w_4_2_0_4  w_reach_901   1.000000000000e+00
    w_4_2_0_4  reach_906  -1.000000000000e+00
    w_4_2_0_5  w_adj_910   1.000000000000e+00
    w_4_2_0_5  w_reach_911   1.000000000000e+00
    w_4_2_0_5  reach_916  -1.000000000000e+00
    w_4_2_1_2  w_adj_922   1.000000000000e+00
    w_4_2_1_2  w_reach_923   1.000000000000e+00
    w_4_2_1_2  reach_928  -1.000000000000e+00
    w_4_2_1_3  w_adj_932   1.000000000000e+00
    w_4_2_1_3  w_reach_933   1.000000000000e+00
    w_4_2_1_3  reach_938  -1.000000000000e+00
    w_4_2_1_4  w_adj_942   1.000000000000e+00
    w_4_2_1_4  w_reach_943   1.000000000000e+00
    w_4_2_1_4  reach_948  -1.000000000000e+00
    w_4_2_1_5  w_adj_952   1.000000000000e+00
    w_4_2_1_5  w_reach_953   1.000000000000e+00
    w_4_2_1_5  reach_958  -1.000000000000e+00
    w_4_2_3_2  w_adj_1008   1.000000000000e+00
    w_4_2_3_2  w_reach_1009   1.000000000000e+00
    w_4_2_3_2  reach_1012  -1.000000000000e+00
    w_4_2_3_3  w_adj_1018   1.000000000000e+00
    w_4_2_3_3  w_reach_1019   1.000000000000e+00
    w_4_2_3_3  reach_1022  -1.000000000000e+00
    w_4_2_3_4  w_adj_1028   1.000000000000e+00
    w_4_2_3_4  w_reach_1029   1.000000000000e+00
    w_4_2_3_4  reach_1032  -1.000000000000e+00
    w_4_2_3_5  w_adj_1038   1.000000000000e+00
    w_4_2_3_5  w_reach_1039   1.000000000000e+00
    w_4_2_3_5  reach_1042  -1.000000000000e+00
    w_4_2_5_2  w_adj_1050   1.000000000000e+00
    w_4_2_5_2  w_reach_1051   1.000000000000e+00
    w_4_2_5_2  reach_1054  -1.000000000000e+00
    w_4_2_5_3  w_adj_1060   1.000000000000e+00
    w_4_2_5_3  w_reach_1061   1.000000000000e+00
    w_4_2_5_3  reach_1064  -1.000000000000e+00
    w_4_2_5_4  w_adj_1070   1.000000000000e+00
    w_4_2_5_4  w_reach_1071   1.000000000000e+00
    w_4_2_5_4  reach_1074  -1.000000000000e+00
    w_4_2_5_5  w_adj_1080   1.000000000000e+00
    w_4_2_5_5  w_reach_1081   1.000000000000e+00
    w_4_2_5_5  reach_1084  -1.000000000000e+00
    w_4_3_0_2  w_adj_882   1.000000000000e+00
    w_4_3_0_2  w_reach_883   1.000000000000e+00
    w_4_3_0_2  reach_886  -1.000000000000e+00
    w_4_3_0_3  w_adj_892   1.000000000000e+00
    w_4_3_0_3  w_reach_893   1.000000000000e+00
    w_4_3_0_3  reach_896  -1.000000000000e+00
    w_4_3_0_4  w_adj_902   1.000000000000e+00
    w_4_3_0_4  w_reach_903   1.000000000000e+00
    w_4_3_0_4  reach_906  -1.000000000000e+00
    w_4_3_0_5  w_adj_912   1.000000000000e+00
    w_4_3_0_5  w_reach_913   1.000000000000e+00
    w_4_3_0_5  reach_916  -1.000000000000e+00
    w_4_3_1_2  w_adj_924   1.000000000000e+00
    w_4_3_1_2  w_reach_925   1.000000000000e+00
    w_4_3_1_2  reach_928  -1.000000000000e+00
    w_4_3_1_3  w_adj_934   1.000000000000e+00
    w_4_3_1_3  w_reach_935   1.000000000000e+00
    w_4_3_1_3  reach_938  -1.000000000000e+00
    w_4_3_1_4  w_adj_944   1.000000000000e+00
    w_4_3_1_4  w_reach_945   1.000000000000e+00
    w_4_3_1_4  reach_948  -1.000000000000e+00
    w_4_3_1_5  w_adj_954   1.000000000000e+00
    w_4_3_1_5  w_reach_955   1.000000000000e+00
    w_4_3_1_5  reach_958  -1.000000000000e+00
    w_4_3_2_2  w_adj_966   1.000000000000e+00
    w_4_3_2_2  w_reach_967   1.000000000000e+00
    w_4_3_2_2  reach_970  -1.000000000000e+00
    w_4_3_2_3  w_adj_976   1.000000000000e+00
    w_4_3_2_3  w_reach_977   1.000000000000e+00
    w_4_3_2_3  reach_980  -1.000000000000e+00
    w_4_3_2_4  w_adj_986   1.000000000000e+00
    w_4_3_2_4  w_reach_987   1.000000000000e+00
    w_4_3_2_4  reach_990  -1.000000000000e+00
    w_4_3_2_5  w_adj_996   1.000000000000e+00
    w_4_3_2_5  w_reach_997   1.000000000000e+00
    w_4_3_2_5  reach_1000  -1.000000000000e+00
    w_4_3_5_2  w_adj_1052   1.000000000000e+00
    w_4_3_5_2  w_reach_1053   1.000000000000e+00
    w_4_3_5_2  reach_1054  -1.000000000000e+00
    w_4_3_5_3  w_adj_1062   1.000000000000e+00
    w_4_3_5_3  w_reach_1063   1.000000000000e+00
    w_4_3_5_3  reach_1064  -1.000000000000e+00
    w_4_3_5_4  w_adj_1072   1.000000000000e+00
    w_4_3_5_4  w_reach_1073   1.000000000000e+00
    w_4_3_5_4  reach_1074  -1.000000000000e+00
    w_4_3_5_5  w_adj_1082   1.000000000000e+00
    w_4_3_5_5  w_reach_1083   1.000000000000e+00
    w_4_3_5_5  reach_1084  -1.000000000000e+00
    w_4_5_0_2  w_adj_884   1.000000000000e+00
    w_4_5_0_2  w_reach_885   1.000000000000e+00
    w_4_5_0_2  reach_886  -1.000000000000e+00
    w_4_5_0_3  w_adj_894   1.000000000000e+00
    w_4_5_0_3  w_reach_895   1.000000000000e+00
    w_4_5_0_3  reach_896  -1.000000000000e+00
    w_4_5_0_4  w_adj_904   1.000000000000e+00
    w_4_5_0_4  w_reach_905   1.000000000000e+00
    w_4_5_0_4  reach_906  -1.000000000000e+00
    w_4_5_0_5  w_adj_914   1.000000000000e+00
    w_4_5_0_5  w_reach_915   1.000000000000e+00
    w_4_5_0_5  reach_916  -1.000000000000e+00
    w_4_5_1_2  w_adj_926   1.000000000000e+00
    w_4_5_1_2  w_reach_927   1.000000000000e+00
    w_4_5_1_2  reach_928  -1.000000000000e+00
    w_4_5_1_3  w_adj_936   1.000000000000e+00
    w_4_5_1_3  w_reach_937   1.000000000000e+00
    w_4_5_1_3  reach_938  -1.000000000000e+00
    w_4_5_1_4  w_adj_946   1.000000000000e+00
    w_4_5_1_4  w_reach_947   1.000000000000e+00
    w_4_5_1_4  reach_948  -1.000000000000e+00
    w_4_5_1_5  w_adj_956   1.000000000000e+00
    w_4_5_1_5  w_reach_957   1.000000000000e+00
    w_4_5_1_5  reach_958  -1.000000000000e+00
    w_4_5_2_2  w_adj_968   1.000000000000e+00
    w_4_5_2_2  w_reach_969   1.000000000000e+00
    w_4_5_2_2  reach_970  -1.000000000000e+00
    w_4_5_2_3  w_adj_978   1.000000000000e+00
    w_4_5_2_3  w_reach_979   1.000000000000e+00
    w_4_5_2_3  reach_980  -1.000000000000e+00
    w_4_5_2_4  w_adj_988   1.000000000000e+00
    w_4_5_2_4  w_reach_989   1.000000000000e+00
    w_4_5_2_4  reach_990  -1.000000000000e+00
    w_4_5_2_5  w_adj_998   1.000000000000e+00
    w_4_5_2_5  w_reach_999   1.000000000000e+00
    w_4_5_2_5  reach_1000  -1.000000000000e+00
    w_4_5_3_2  w_adj_1010   1.000000000000e+00
    w_4_5_3_2  w_reach_1011   1.000000000000e+00
    w_4_5_3_2  reach_1012  -1.000000000000e+00
    w_4_5_3_3  w_adj_1020   1.000000000000e+00
    w_4_5_3_3  w_reach_1021   1.000000000000e+00
    w_4_5_3_3  reach_1022  -1.000000000000e+00
    w_4_5_3_4  w_adj_1030   1.000000000000e+00
    w_4_5_3_4  w_reach_1031   1.000000000000e+00
    w_4_5_3_4  reach_1032  -1.000000000000e+00
    w_4_5_3_5  w_adj_1040   1.000000000000e+00
    w_4_5_3_5  w_reach_1041   1.000000000000e+00
    w_4_5_3_5  reach_1042  -1.000000000000e+00
    w_5_0_1_2  w_adj_1130   1.000000000000e+00
    w_5_0_1_2  w_reach_1131   1.000000000000e+00
    w_5_0_1_2  reach_1138  -1.000000000000e+00
    w_5_0_1_3  w_adj_1140   1.000000000000e+00
    w_5_0_1_3  w_reach_1141   1.000000000000e+00
    w_5_0_1_3  reach_1148  -1.000000000000e+00
    w_5_0_1_4  w_adj_1150   1.000000000000e+00
    w_5_0_1_4  w_reach_1151   1.000000000000e+00
    w_5_0_1_4  reach_1158  -1.000000000000e+00
    w_5_0_1_5  w_adj_1160   1.000000000000e+00
    w_5_0_1_5  w_reach_1161   1.000000000000e+00
    w_5_0_1_5  reach_1168  -1.000000000000e+00
    w_5_0_2_2  w_adj_1172   1.000000000000e+00
    w_5_0_2_2  w_reach_1173   1.000000000000e+00
    w_5_0_2_2  reach_1180  -1.000000000000e+00
    w_5_0_2_3  w_adj_1182   1.000000000000e+00
    w_5_0_2_3  w_reach_1183   1.000000000000e+00
    w_5_0_2_3  reach_1190  -1.000000000000e+00
    w_5_0_2_4  w_adj_1192   1.000000000000e+00
    w_5_0_2_4  w_reach_1193   1.000000000000e+00
    w_5_0_2_4  reach_1200  -1.000000000000e+00
    w_5_0_2_5  w_adj_1202   1.000000000000e+00
    w_5_0_2_5  w_reach_1203   1.000000000000e+00
    w_5_0_2_5  reach_1210  -1.000000000000e+00
    w_5_0_3_2  w_adj_1214   1.000000000000e+00
    w_5_0_3_2  w_reach_1215   1.000000000000e+00
    w_5_0_3_2  reach_1222  -1.000000000000e+00
    w_5_0_3_3  w_adj_1224   1.000000000000e+00
    w_5_0_3_3  w_reach_1225   1.000000000000e+00
    w_5_0_3_3  reach_1232  -1.000000000000e+00
    w_5_0_3_4  w_adj_1234   1.000000000000e+00
    w_5_0_3_4  w_reach_1235   1.000000000000e+00
    w_5_0_3_4  reach_1242  -1.000000000000e+00
    w_5_0_3_5  w_adj_1244   1.000000000000e+00
    w_5_0_3_5  w_reach_1245   1.000000000000e+00
    w_5_0_3_5  reach_1252  -1.000000000000e+00
    w_5_0_4_2  w_adj_1256   1.000000000000e+00
    w_5_0_4_2  w_reach_1257   1.000000000000e+00
    w_5_0_4_2  reach_1264  -1.000000000000e+00
    w_5_0_4_3  w_adj_1266   1.000000000000e+00
    w_5_0_4_3  w_reach_1267   1.000000000000e+00
    w_5_0_4_3  reach_1274  -1.000000000000e+00
    w_5_0_4_4  w_adj_1276   1.000000000000e+00
    w_5_0_4_4  w_reach_1277   1.000000000000e+00
    w_5_0_4_4  reach_1284  -1.000000000000e+00
    w_5_0_4_5  w_adj_1286   1.000000000000e+00
    w_5_0_4_5  w_reach_1287   1.000000000000e+00
    w_5_0_4_5  reach_1294  -1.000000000000e+00
    w_5_1_0_2  w_adj_1088   1.000000000000e+00
    w_5_1_0_2  w_reach_1089   1.000000000000e+00
    w_5_1_0_2  reach_1096  -1.000000000000e+00
    w_5_1_0_3  w_adj_1098   1.000000000000e+00
    w_5_1_0_3  w_reach_1099   1.000000000000e+00
    w_5_1_0_3  reach_1106  -1.000000000000e+00
    w_5_1_0_4  w_adj_1108   1.000000000000e+00
    w_5_1_0_4  w_reach_1109   1.000000000000e+00
    w_5_1_0_4  reach_1116  -1.000000000000e+00
    w_5_1_0_5  w_adj_1118   1.000000000000e+00
    w_5_1_0_5  w_reach_1119   1.000000000000e+00
    w_5_1_0_5  reach_1126  -1.000000000000e+00
    w_5_1_2_2  w_adj_1174   1.000000000000e+00
    w_5_1_2_2  w_reach_1175   1.000000000000e+00
    w_5_1_2_2  reach_1180  -1.000000000000e+00
    w_5_1_2_3  w_adj_1184   1.000000000000e+00
    w_5_1_2_3  w_reach_1185   1.000000000000e+00
    w_5_1_2_3  reach_1190  -1.000000000000e+00
    w_5_1_2_4  w_adj_1194   1.000000000000e+00
    w_5_1_2_4  w_reach_1195   1.000000000000e+00
    w_5_1_2_4  reach_1200  -1.000000000000e+00
    w_5_1_2_5  w_adj_1204   1.000000000000e+00
    w_5_1_2_5  w_reach_1205   1.000000000000e+00
    w_5_1_2_5  reach_1210  -1.000000000000e+00
    w_5_1_3_2  w_adj_1216   1.000000000000e+00
    w_5_1_3_2  w_reach_1217   1.000000000000e+00
    w_5_1_3_2  reach_1222  -1.000000000000e+00
    w_5_1_3_3  w_adj_1226   1.000000000000e+00
    w_5_1_3_3  w_reach_1227   1.000000000000e+00
    w_5_1_3_3  reach_1232  -1.000000000000e+00
    w_5_1_3_4  w_adj_1236   1.000000000000e+00
    w_5_1_3_4  w_reach_1237   1.000000000000e+00
    w_5_1_3_4  reach_1242  -1.000000000000e+00
    w_5_1_3_5  w_adj_1246   1.000000000000e+00
    w_5_1_3_5  w_reach_1247   1.000000000000e+00
    w_5_1_3_5  reach_1252  -1.000000000000e+00
    w_5_1_4_2  w_adj_1258   1.000000000000e+00
    w_5_1_4_2  w_reach_1259   1.000000000000e+00
    w_5_1_4_2  reach_1264  -1.000000000000e+00
    w_5_1_4_3  w_adj_1268   1.000000000000e+00
    w_5_1_4_3  w_reach_1269   1.000000000000e+00
    w_5_1_4_3  reach_1274  -1.000000000000e+00
    w_5_1_4_4  w_adj_1278   1.000000000000e+00
    w_5_1_4_4  w_reach_1279   1.000000000000e+00
    w_5_1_4_4  reach_1284  -1.000000000000e+00
    w_5_1_4_5  w_adj_1288   1.000000000000e+00
    w_5_1_4_5  w_reach_1289   1.000000000000e+00
    w_5_1_4_5  reach_1294  -1.000000000000e+00
    w_5_2_0_2  w_adj_1090   1.000000000000e+00
    w_5_2_0_2  w_reach_1091   1.000000000000e+00
    w_5_2_0_2  reach_1096  -1.000000000000e+00
    w_5_2_0_3  w_adj_1100   1.000000000000e+00
    w_5_2_0_3  w_reach_1101   1.000000000000e+00
    w_5_2_0_3  reach_1106  -1.000000000000e+00
    w_5_2_0_4  w_adj_1110   1.000000000000e+00
    w_5_2_0_4  w_reach_1111   1.000000000000e+00
    w_5_2_0_4  reach_1116  -1.000000000000e+00
    w_5_2_0_5  w_adj_1120   1.000000000000e+00
    w_5_2_0_5  w_reach_1121   1.000000000000e+00
    w_5_2_0_5  reach_1126  -1.000000000000e+00
    w_5_2_1_2  w_adj_1132   1.000000000000e+00
    w_5_2_1_2  w_reach_1133   1.000000000000e+00
    w_5_2_1_2  reach_1138  -1.000000000000e+00
    w_5_2_1_3  w_adj_1142   1.000000000000e+00
    w_5_2_1_3  w_reach_1143   1.000000000000e+00
    w_5_2_1_3  reach_1148  -1.000000000000e+00
    w_5_2_1_4  w_adj_1152   1.000000000000e+00
    w_5_2_1_4  w_reach_1153   1.000000000000e+00
    w_5_2_1_4  reach_1158  -1.000000000000e+00
    w_5_2_1_5  w_adj_1162   1.000000000000e+00
    w_5_2_1_5  w_reach_1163   1.000000000000e+00
    w_5_2_1_5  reach_1168  -1.000000000000e+00
    w_5_2_3_2  w_adj_1218   1.000000000000e+00
    w_5_2_3_2  w_reach_1219   1.000000000000e+00
    w_5_2_3_2  reach_1222  -1.000000000000e+00
    w_5_2_3_3  w_adj_1228   1.000000000000e+00
    w_5_2_3_3  w_reach_1229   1.000000000000e+00
    w_5_2_3_3  reach_1232  -1.000000000000e+00
    w_5_2_3_4  w_adj_1238   1.000000000000e+00
    w_5_2_3_4  w_reach_1239   1.000000000000e+00
    w_5_2_3_4  reach_1242  -1.000000000000e+00
    w_5_2_3_5  w_adj_1248   1.000000000000e+00
    w_5_2_3_5  w_reach_1249   1.000000000000e+00
    w_5_2_3_5  reach_1252  -1.000000000000e+00
    w_5_2_4_2  w_adj_1260   1.000000000000e+00
    w_5_2_4_2  w_reach_1261   1.000000000000e+00
    w_5_2_4_2  reach_1264  -1.000000000000e+00
    w_5_2_4_3  w_adj_1270   1.000000000000e+00
    w_5_2_4_3  w_reach_1271   1.000000000000e+00
    w_5_2_4_3  reach_1274  -1.000000000000e+00
    w_5_2_4_4  w_adj_1280   1.000000000000e+00
    w_5_2_4_4  w_reach_1281   1.000000000000e+00
    w_5_2_4_4  reach_1284  -1.000000000000e+00
    w_5_2_4_5  w_adj_1290   1.000000000000e+00
    w_5_2_4_5  w_reach_1291   1.000000000000e+00
    w_5_2_4_5  reach_1294  -1.000000000000e+00
    w_5_3_0_2  w_adj_1092   1.000000000000e+00
    w_5_3_0_2  w_reach_1093   1.000000000000e+00
    w_5_3_0_2  reach_1096  -1.000000000000e+00
    w_5_3_0_3  w_adj_1102   1.000000000000e+00
    w_5_3_0_3  w_reach_1103   1.000000000000e+00
    w_5_3_0_3  reach_1106  -1.000000000000e+00
    w_5_3_0_4  w_adj_1112   1.000000000000e+00
    w_5_3_0_4  w_reach_1113   1.000000000000e+00
    w_5_3_0_4  reach_1116  -1.000000000000e+00
    w_5_3_0_5  w_adj_1122   1.000000000000e+00
    w_5_3_0_5  w_reach_1123   1.000000000000e+00
    w_5_3_0_5  reach_1126  -1.000000000000e+00
    w_5_3_1_2  w_adj_1134   1.000000000000e+00
    w_5_3_1_2  w_reach_1135   1.000000000000e+00
    w_5_3_1_2  reach_1138  -1.000000000000e+00
    w_5_3_1_3  w_adj_1144   1.000000000000e+00
    w_5_3_1_3  w_reach_1145   1.000000000000e+00
    w_5_3_1_3  reach_1148  -1.000000000000e+00
    w_5_3_1_4  w_adj_1154   1.000000000000e+00
    w_5_3_1_4  w_reach_1155   1.000000000000e+00
    w_5_3_1_4  reach_1158  -1.000000000000e+00
    w_5_3_1_5  w_adj_1164   1.000000000000e+00
    w_5_3_1_5  w_reach_1165   1.000000000000e+00
    w_5_3_1_5  reach_1168  -1.000000000000e+00
    w_5_3_2_2  w_adj_1176   1.000000000000e+00
    w_5_3_2_2  w_reach_1177   1.000000000000e+00
    w_5_3_2_2  reach_1180  -1.000000000000e+00
    w_5_3_2_3  w_adj_1186   1.000000000000e+00
    w_5_3_2_3  w_reach_1187   1.000000000000e+00
    w_5_3_2_3  reach_1190  -1.000000000000e+00
    w_5_3_2_4  w_adj_1196   1.000000000000e+00
    w_5_3_2_4  w_reach_1197   1.000000000000e+00
    w_5_3_2_4  reach_1200  -1.000000000000e+00
    w_5_3_2_5  w_adj_1206   1.000000000000e+00
    w_5_3_2_5  w_reach_1207   1.000000000000e+00
    w_5_3_2_5  reach_1210  -1.000000000000e+00
    w_5_3_4_2  w_adj_1262   1.000000000000e+00
    w_5_3_4_2  w_reach_1263   1.000000000000e+00
    w_5_3_4_2  reach_1264  -1.000000000000e+00
    w_5_3_4_3  w_adj_1272   1.000000000000e+00
    w_5_3_4_3  w_reach_1273   1.000000000000e+00
    w_5_3_4_3  reach_1274  -1.000000000000e+00
    w_5_3_4_4  w_adj_1282   1.000000000000e+00
    w_5_3_4_4  w_reach_1283   1.000000000000e+00
    w_5_3_4_4  reach_1284  -1.000000000000e+00
    w_5_3_4_5  w_adj_1292   1.000000000000e+00
    w_5_3_4_5  w_reach_1293   1.000000000000e+00
    w_5_3_4_5  reach_1294  -1.000000000000e+00
    w_5_4_0_2  w_adj_1094   1.000000000000e+00
    w_5_4_0_2  w_reach_1095   1.000000000000e+00
    w_5_4_0_2  reach_1096  -1.000000000000e+00
    w_5_4_0_3  w_adj_1104   1.000000000000e+00
    w_5_4_0_3  w_reach_1105   1.000000000000e+00
    w_5_4_0_3  reach_1106  -1.000000000000e+00
    w_5_4_0_4  w_adj_1114   1.000000000000e+00
    w_5_4_0_4  w_reach_1115   1.000000000000e+00
    w_5_4_0_4  reach_1116  -1.000000000000e+00
    w_5_4_0_5  w_adj_1124   1.000000000000e+00
    w_5_4_0_5  w_reach_1125   1.000000000000e+00
    w_5_4_0_5  reach_1126  -1.000000000000e+00
    w_5_4_1_2  w_adj_1136   1.000000000000e+00
    w_5_4_1_2  w_reach_1137   1.000000000000e+00
    w_5_4_1_2  reach_1138  -1.000000000000e+00
    w_5_4_1_3  w_adj_1146   1.000000000000e+00
    w_5_4_1_3  w_reach_1147   1.000000000000e+00
    w_5_4_1_3  reach_1148  -1.000000000000e+00
    w_5_4_1_4  w_adj_1156   1.000000000000e+00
    w_5_4_1_4  w_reach_1157   1.000000000000e+00
    w_5_4_1_4  reach_1158  -1.000000000000e+00
    w_5_4_1_5  w_adj_1166   1.000000000000e+00
    w_5_4_1_5  w_reach_1167   1.000000000000e+00
    w_5_4_1_5  reach_1168  -1.000000000000e+00
    w_5_4_2_2  w_adj_1178   1.000000000000e+00
    w_5_4_2_2  w_reach_1179   1.000000000000e+00
    w_5_4_2_2  reach_1180  -1.000000000000e+00
    w_5_4_2_3  w_adj_1188   1.000000000000e+00
    w_5_4_2_3  w_reach_1189   1.000000000000e+00
    w_5_4_2_3  reach_1190  -1.000000000000e+00
    w_5_4_2_4  w_adj_1198   1.000000000000e+00
    w_5_4_2_4  w_reach_1199   1.000000000000e+00
    w_5_4_2_4  reach_1200  -1.000000000000e+00
    w_5_4_2_5  w_adj_1208   1.000000000000e+00
    w_5_4_2_5  w_reach_1209   1.000000000000e+00
    w_5_4_2_5  reach_1210  -1.000000000000e+00
    w_5_4_3_2  w_adj_1220   1.000000000000e+00
    w_5_4_3_2  w_reach_1221   1.000000000000e+00
    w_5_4_3_2  reach_1222  -1.000000000000e+00
    w_5_4_3_3  w_adj_1230   1.000000000000e+00
    w_5_4_3_3  w_reach_1231   1.000000000000e+00
    w_5_4_3_3  reach_1232  -1.000000000000e+00
    w_5_4_3_4  w_adj_1240   1.000000000000e+00
    w_5_4_3_4  w_reach_1241   1.000000000000e+00
    w_5_4_3_4  reach_1242  -1.000000000000e+00
    w_5_4_3_5  w_adj_1250   1.000000000000e+00
    w_5_4_3_5  w_reach_1251   1.000000000000e+00
    w_5_4_3_5  reach_1252  -1.000000000000e+00
    MARK      'MARKER'                 'INTORG'
    x_0_1     deg_1      1.000000000000e+00
    x_0_1     deg_2      1.000000000000e+00
    x_0_1     adj_lo_7  -1.000000000000e+00
    x_0_1     adj_hi_8   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_2     deg_1      1.000000000000e+00
    x_0_2     deg_3      1.000000000000e+00
    x_0_2     adj_lo_9  -1.000000000000e+00
    x_0_2     adj_hi_10   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_3     deg_1      1.000000000000e+00
    x_0_3     deg_4      1.000000000000e+00
    x_0_3     adj_lo_11  -1.000000000000e+00
    x_0_3     adj_hi_12   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_4     deg_1      1.000000000000e+00
    x_0_4     deg_5      1.000000000000e+00
    x_0_4     adj_lo_13  -1.000000000000e+00
    x_0_4     adj_hi_14   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_5     deg_1      1.000000000000e+00
    x_0_5     deg_6      1.000000000000e+00
    x_0_5     adj_lo_15  -1.000000000000e+00
    x_0_5     adj_hi_16   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_2     deg_2      1.000000000000e+00
    x_1_2     deg_3      1.000000000000e+00
    x_1_2     adj_lo_17  -1.000000000000e+00
    x_1_2     adj_hi_18   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_3     deg_2      1.000000000000e+00
    x_1_3     deg_4      1.000000000000e+00
    x_1_3     adj_lo_19  -1.000000000000e+00
    x_1_3     adj_hi_20   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_4     deg_2      1.000000000000e+00
    x_1_4     deg_5      1.000000000000e+00
    x_1_4     adj_lo_21  -1.000000000000e+00
    x_1_4     adj_hi_22   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_5     deg_2      1.000000000000e+00
    x_1_5     deg_6      1.000000000000e+00
    x_1_5     adj_lo_23  -1.000000000000e+00
    x_1_5     adj_hi_24   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_3     deg_3      1.000000000000e+00
    x_2_3     deg_4      1.000000000000e+00
    x_2_3     adj_lo_25  -1.000000000000e+00
    x_2_3     adj_hi_26   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_4     deg_3      1.000000000000e+00
    x_2_4     deg_5      1.000000000000e+00
    x_2_4     adj_lo_27  -1.000000000000e+00
    x_2_4     adj_hi_28   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_5     deg_3      1.000000000000e+00
    x_2_5     deg_6      1.000000000000e+00
    x_2_5     adj_lo_29  -1.000000000000e+00
    x_2_5     adj_hi_30   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_4     deg_4      1.000000000000e+00
    x_3_4     deg_5      1.000000000000e+00
    x_3_4     adj_lo_31  -1.000000000000e+00
    x_3_4     adj_hi_32   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_5     deg_4      1.000000000000e+00
    x_3_5     deg_6      1.000000000000e+00
    x_3_5     adj_lo_33  -1.000000000000e+00
    x_3_5     adj_hi_34   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_4_5     deg_5      1.000000000000e+00
    x_4_5     deg_6      1.000000000000e+00
    x_4_5     adj_lo_35  -1.000000000000e+00
    x_4_5     adj_hi_36   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       deg_1      2.000000000000e+00
    RHS       deg_2      2.000000000000e+00
    RHS       deg_3      2.000000000000e+00
    RHS       deg_4      2.000000000000e+00
    RHS       deg_5      2.000000000000e+00
    RHS       deg_6      2.000000000000e+00
    RHS       adj_lo_7   0.000000000000e+00
    RHS       adj_hi_8   0.000000000000e+00
    RHS       adj_lo_9   0.000000000000e+00
    RHS       adj_hi_10   0.000000000000e+00
    RHS       adj_lo_11   0.000000000000e+00
    RHS       adj_hi_12   0.000000000000e+00
    RHS       adj_lo_13   0.000000000000e+00
    RHS       adj_hi_14   0.000000000000e+00
    RHS       adj_lo_15   0.000000000000e+00
    RHS       adj_hi_16   0.000000000000e+00
    RHS       adj_lo_17   0.000000000000e+00
    RHS       adj_hi_18   0.000000000000e+00
    RHS       adj_lo_19   0.000000000000e+00
    RHS       adj_hi_20   0.000000000000e+00
    RHS       adj_lo_21   0.000000000000e+00
    RHS       adj_hi_22   0.000000000000e+00
    RHS       adj_lo_23   0.000000000000e+00
    RHS       adj_hi_24   0.000000000000e+00
    RHS       adj_lo_25   0.000000000000e+00
    RHS       adj_hi_26   0.000000000000e+00
    RHS       adj_lo_27   0.000000000000e+00
    RHS       adj_hi_28   0.000000000000e+00
    RHS       adj_lo_29   0.000000000000e+00
    RHS       adj_hi_30   0.000000000000e+00
    RHS       adj_lo_31   0.000000000000e+00
    RHS       adj_hi_32   0.000000000000e+00
    RHS       adj_lo_33   0.000000000000e+00
    RHS       adj_hi_34   0.000000000000e+00
    RHS       adj_lo_35   0.000000000000e+00
    RHS       adj_hi_36   0.000000000000e+00
    RHS       reach1_37   0.000000000000e+00
    RHS       w_adj_38   0.000000000000e+00
    RHS       w_reach_39   0.000000000000e+00
    RHS       w_adj_40   0.000000000000e+00
    RHS       w_reach_41   0.000000000000e+00
    RHS       w_adj_42   0.000000000000e+00
    RHS       w_reach_43   0.000000000000e+00
    RHS       w_adj_44   0.000000000000e+00
    RHS       w_reach_45   0.000000000000e+00
    RHS       reach_46   0.000000000000e+00
    RHS       monotone_47   0.000000000000e+00
    RHS       w_adj_48   0.000000000000e+00
    RHS       w_reach_49   0.000000000000e+00
    RHS       w_adj_50   0.000000000000e+00
    RHS       w_reach_51   0.000000000000e+00
    RHS       w_adj_52   0.000000000000e+00
    RHS       w_reach_53   0.000000000000e+00
    RHS       w_adj_54   0.000000000000e+00
    RHS       w_reach_55   0.000000000000e+00
    RHS       reach_56   0.000000000000e+00
    RHS       monotone_57   0.000000000000e+00
    RHS       w_adj_58   0.000000000000e+00
    RHS       w_reach_59   0.000000000000e+00
    RHS       w_adj_60   0.000000000000e+00
    RHS       w_reach_61   0.000000000000e+00
    RHS       w_adj_62   0.000000000000e+00
    RHS       w_reach_63   0.000000000000e+00
    RHS       w_adj_64   0.000000000000e+00
    RHS       w_reach_65   0.000000000000e+00
    RHS       reach_66   0.000000000000e+00
    RHS       monotone_67   0.000000000000e+00
    RHS       w_adj_68   0.000000000000e+00
    RHS       w_reach_69   0.000000000000e+00
    RHS       w_adj_70   0.000000000000e+00
    RHS       w_reach_71   0.000000000000e+00
    RHS       w_adj_72   0.000000000000e+00
    RHS       w_reach_73   0.000000000000e+00
    RHS       w_adj_74   0.000000000000e+00
    RHS       w_reach_75   0.000000000000e+00
    RHS       reach_76   0.000000000000e+00
    RHS       monotone_77   0.000000000000e+00
    RHS       connected_78   1.000000000000e+00
    RHS       reach1_79   0.000000000000e+00
    RHS       w_adj_80   0.000000000000e+00
    RHS       w_reach_81   0.000000000000e+00
    RHS       w_adj_82   0.000000000000e+00
    RHS       w_reach_83   0.000000000000e+00
    RHS       w_adj_84   0.000000000000e+00
    RHS       w_reach_85   0.000000000000e+00
    RHS       w_adj_86   0.000000000000e+00
    RHS       w_reach_87   0.000000000000e+00
    RHS       reach_88   0.000000000000e+00
    RHS       monotone_89   0.000000000000e+00
    RHS       w_adj_90   0.000000000000e+00
    RHS       w_reach_91   0.000000000000e+00
    RHS       w_adj_92   0.000000000000e+00
    RHS       w_reach_93   0.000000000000e+00
    RHS       w_adj_94   0.000000000000e+00
    RHS       w_reach_95   0.000000000000e+00
    RHS       w_adj_96   0.000000000000e+00
    RHS       w_reach_97   0.000000000000e+00
    RHS       reach_98   0.000000000000e+00
    RHS       monotone_99   0.000000000000e+00
    RHS       w_adj_100   0.000000000000e+00
    RHS       w_reach_101   0.000000000000e+00
    RHS       w_adj_102   0.000000000000e+00
    RHS       w_reach_103   0.000000000000e+00
    RHS       w_adj_104   0.000000000000e+00
    RHS       w_reach_105   0.000000000000e+00
    RHS       w_adj_106   0.000000000000e+00
    RHS       w_reach_107   0.000000000000e+00
    RHS       reach_108   0.000000000000e+00
    RHS       monotone_109   0.000000000000e+00
    RHS       w_adj_110   0.000000000000e+00
    RHS       w_reach_111   0.000000000000e+00
    RHS       w_adj_112   0.000000000000e+00
    RHS       w_reach_113   0.000000000000e+00
    RHS       w_adj_114   0.000000000000e+00
    RHS       w_reach_115   0.000000000000e+00
    RHS       w_adj_116   0.000000000000e+00
    RHS       w_reach_117   0.000000000000e+00
    RHS       reach_118   0.000000000000e+00
    RHS       monotone_119   0.000000000000e+00
    RHS       connected_120   1.000000000000e+00
    RHS       reach1_121   0.000000000000e+00
    RHS       w_adj_122   0.000000000000e+00
    RHS       w_reach_123   0.000000000000e+00
    RHS       w_adj_124   0.000000000000e+00
    RHS       w_reach_125   0.000000000000e+00
    RHS       w_adj_126   0.000000000000e+00
    RHS       w_reach_127   0.000000000000e+00
    RHS       w_adj_128   0.000000000000e+00
    RHS       w_reach_129   0.000000000000e+00
    RHS       reach_130   0.000000000000e+00
    RHS       monotone_131   0.000000000000e+00
    RHS       w_adj_132   0.000000000000e+00
    RHS       w_reach_133   0.000000000000e+00
    RHS       w_adj_134   0.000000000000e+00
    RHS       w_reach_135   0.000000000000e+00
    RHS       w_adj_136   0.000000000000e+00
    RHS       w_reach_137   0.000000000000e+00
    RHS       w_adj_138   0.000000000000e+00
    RHS       w_reach_139   0.000000000000e+00
    RHS       reach_140   0.000000000000e+00
    RHS       monotone_141   0.000000000000e+00
    RHS       w_adj_142   0.000000000000e+00
    RHS       w_reach_143   0.000000000000e+00
    RHS       w_adj_144   0.000000000000e+00
    RHS       w_reach_145   0.000000000000e+00
    RHS       w_adj_146   0.000000000000e+00
    RHS       w_reach_147   0.000000000000e+00
    RHS       w_adj_148   0.000000000000e+00
    RHS       w_reach_149   0.000000000000e+00
    RHS       reach_150   0.000000000000e+00
    RHS       monotone_151   0.000000000000e+00
    RHS       w_adj_152   0.000000000000e+00
    RHS       w_reach_153   0.000000000000e+00
    RHS       w_adj_154   0.000000000000e+00
    RHS       w_reach_155   0.000000000000e+00
    RHS       w_adj_156   0.000000000000e+00
    RHS       w_reach_157   0.000000000000e+00
    RHS       w_adj_158   0.000000000000e+00
    RHS       w_reach_159   0.000000000000e+00
    RHS       reach_160   0.000000000000e+00
    RHS       monotone_161   0.000000000000e+00
    RHS       connected_162   1.000000000000e+00
    RHS       reach1_163   0.000000000000e+00
    RHS       w_adj_164   0.000000000000e+00
    RHS       w_reach_165   0.000000000000e+00
    RHS       w_adj_166   0.000000000000e+00
    RHS       w_reach_167   0.000000000000e+00
    RHS       w_adj_168   0.000000000000e+00
    RHS       w_reach_169   0.000000000000e+00
    RHS       w_adj_170   0.000000000000e+00
    RHS       w_reach_171   0.000000000000e+00
    RHS       reach_172   0.000000000000e+00
    RHS       monotone_173   0.000000000000e+00
    RHS       w_adj_174   0.000000000000e+00
    RHS       w_reach_175   0.000000000000e+00
    RHS       w_adj_176   0.000000000000e+00
    RHS       w_reach_177   0.000000000000e+00
    RHS       w_adj_178   0.000000000000e+00
    RHS       w_reach_179   0.000000000000e+00
    RHS       w_adj_180   0.000000000000e+00
    RHS       w_reach_181   0.000000000000e+00
    RHS       reach_182   0.000000000000e+00
    RHS       monotone_183   0.000000000000e+00
    RHS       w_adj_184   0.000000000000e+00
    RHS       w_reach_185   0.000000000000e+00
    RHS       w_adj_186   0.000000000000e+00
    RHS       w_reach_187   0.000000000000e+00
    RHS       w_adj_188   0.000000000000e+00
    RHS       w_reach_189   0.000000000000e+00
    RHS       w_adj_190   0.000000000000e+00
    RHS       w_reach_191   0.000000000000e+00
    RHS       reach_192   0.000000000000e+00
    RHS       monotone_193   0.000000000000e+00
    RHS       w_adj_194   0.000000000000e+00
    RHS       w_reach_195   0.000000000000e+00
    RHS       w_adj_196   0.000000000000e+00
    RHS       w_reach_197   0.000000000000e+00
    RHS       w_adj_198   0.000000000000e+00
    RHS       w_reach_199   0.000000000000e+00
    RHS       w_adj_200   0.000000000000e+00
    RHS       w_reach_201   0.000000000000e+00
    RHS       reach_202   0.000000000000e+00
    RHS       monotone_203   0.000000000000e+00
    RHS       connected_204   1.000000000000e+00
    RHS       reach1_205   0.000000000000e+00
    RHS       w_adj_206   0.000000000000e+00
    RHS       w_reach_207   0.000000000000e+00
    RHS       w_adj_208   0.000000000000e+00
    RHS       w_reach_209   0.000000000000e+00
    RHS       w_adj_210   0.000000000000e+00
    RHS       w_reach_211   0.000000000000e+00
    RHS       w_adj_212   0.000000000000e+00
    RHS       w_reach_213   0.000000000000e+00
    RHS       reach_214   0.000000000000e+00
    RHS       monotone_215   0.000000000000e+00
    RHS       w_adj_216   0.000000000000e+00
    RHS       w_reach_217   0.000000000000e+00
    RHS       w_adj_218   0.000000000000e+00
    RHS       w_reach_219   0.000000000000e+00
    RHS       w_adj_220   0.000000000000e+00
    RHS       w_reach_221   0.000000000000e+00
    RHS       w_adj_222   0.000000000000e+00
    RHS       w_reach_223   0.000000000000e+00
    RHS       reach_224   0.000000000000e+00
    RHS       monotone_225   0.000000000000e+00
    RHS       w_adj_226   0.000000000000e+00
    RHS       w_reach_227   0.000000000000e+00
    RHS       w_adj_228   0.000000000000e+00
    RHS       w_reach_229   0.000000000000e+00
    RHS       w_adj_230   0.000000000000e+00
    RHS       w_reach_231   0.000000000000e+00
    RHS       w_adj_232   0.000000000000e+00
    RHS       w_reach_233   0.000000000000e+00
    RHS       reach_234   0.000000000000e+00
    RHS       monotone_235   0.000000000000e+00
    RHS       w_adj_236   0.000000000000e+00
    RHS       w_reach_237   0.000000000000e+00
    RHS       w_adj_238   0.000000000000e+00
    RHS       w_reach_239   0.000000000000e+00
    RHS       w_adj_240   0.000000000000e+00
    RHS       w_reach_241   0.000000000000e+00
    RHS       w_adj_242   0.000000000000e+00
    RHS       w_reach_243   0.000000000000e+00
    RHS       reach_244   0.000000000000e+00
    RHS       monotone_245   0.000000000000e+00
    RHS       connected_246   1.000000000000e+00
    RHS       reach1_247   0.000000000000e+00
    RHS       w_adj_248   0.000000000000e+00
    RHS       w_reach_249   0.000000000000e+00
    RHS       w_adj_250   0.000000000000e+00
    RHS       w_reach_251   0.000000000000e+00
    RHS       w_adj_252   0.000000000000e+00
    RHS       w_reach_253   0.000000000000e+00
    RHS       w_adj_254   0.000000000000e+00
    RHS       w_reach_255   0.000000000000e+00
    RHS       reach_256   0.000000000000e+00
    RHS       monotone_257   0.000000000000e+00
    RHS       w_adj_258   0.000000000000e+00
    RHS       w_reach_259   0.000000000000e+00
    RHS       w_adj_260   0.000000000000e+00
    RHS       w_reach_261   0.000000000000e+00
    RHS       w_adj_262   0.000000000000e+00
    RHS       w_reach_263   0.000000000000e+00
    RHS       w_adj_264   0.000000000000e+00
    RHS       w_reach_265   0.000000000000e+00
    RHS       reach_266   0.000000000000e+00
    RHS       monotone_267   0.000000000000e+00
    RHS       w_adj_268   0.000000000000e+00
    RHS       w_reach_269   0.000000000000e+00
    RHS       w_adj_270   0.000000000000e+00
    RHS       w_reach_271   0.000000000000e+00
    RHS       w_adj_272   0.000000000000e+00
    RHS       w_reach_273   0.000000000000e+00
    RHS       w_adj_274   0.000000000000e+00
    RHS       w_reach_275   0.000000000000e+00
    RHS       reach_276   0.000000000000e+00
    RHS       monotone_277   0.000000000000e+00
    RHS       w_adj_278   0.000000000000e+00
    RHS       w_reach_279   0.000000000000e+00
    RHS       w_adj_280   0.000000000000e+00
    RHS       w_reach_281   0.000000000000e+00
    RHS       w_adj_282   0.000000000000e+00
    RHS       w_reach_283   0.000000000000e+00
    RHS       w_adj_284   0.000000000000e+00
    RHS       w_reach_285   0.000000000000e+00
    RHS       reach_286   0.000000000000e+00
    RHS       monotone_287   0.000000000000e+00
    RHS       connected_288   1.000000000000e+00
    RHS       reach1_289   0.000000000000e+00
    RHS       w_adj_290   0.000000000000e+00
    RHS       w_reach_291   0.000000000000e+00
    RHS       w_adj_292   0.000000000000e+00
    RHS       w_reach_293   0.000000000000e+00
    RHS       w_adj_294   0.000000000000e+00
    RHS       w_reach_295   0.000000000000e+00
    RHS       w_adj_296   0.000000000000e+00
    RHS       w_reach_297   0.000000000000e+00
    RHS       reach_298   0.000000000000e+00
    RHS       monotone_299   0.000000000000e+00
    RHS       w_adj_300   0.000000000000e+00
    RHS       w_reach_301   0.000000000000e+00
    RHS       w_adj_302   0.000000000000e+00
    RHS       w_reach_303   0.000000000000e+00
    RHS       w_adj_304   0.000000000000e+00
    RHS       w_reach_305   0.000000000000e+00
    RHS       w_adj_306   0.000000000000e+00
    RHS       w_reach_307   0.000000000000e+00
    RHS       reach_308   0.000000000000e+00
    RHS       monotone_309   0.000000000000e+00
    RHS       w_adj_310   0.000000000000e+00
    RHS       w_reach_311   0.000000000000e+00
    RHS       w_adj_312   0.000000000000e+00
    RHS       w_reach_313   0.000000000000e+00
    RHS       w_adj_314   0.000000000000e+00
    RHS       w_reach_315   0.000000000000e+00
    RHS       w_adj_316   0.000000000000e+00
    RHS       w_reach_317   0.000000000000e+00
    RHS       reach_318   0.000000000000e+00
    RHS       monotone_319   0.000000000000e+00
    RHS       w_adj_320   0.000000000000e+00
    RHS       w_reach_321   0.000000000000e+00
    RHS       w_adj_322   0.000000000000e+00
    RHS       w_reach_323   0.000000000000e+00
    RHS       w_adj_324   0.000000000000e+00
    RHS       w_reach_325   0.000000000000e+00
    RHS       w_adj_326   0.000000000000e+00
    RHS       w_reach_327   0.000000000000e+00
    RHS       reach_328   0.000000000000e+00
    RHS       monotone_329   0.000000000000e+00
    RHS       connected_330   1.000000000000e+00
    RHS       reach1_331   0.000000000000e+00
    RHS       w_adj_332   0.000000000000e+00
    RHS       w_reach_333   0.000000000000e+00
    RHS       w_adj_334   0.000000000000e+00
    RHS       w_reach_335   0.000000000000e+00
    RHS       w_adj_336   0.000000000000e+00
    RHS       w_reach_337   0.000000000000e+00
    RHS       w_adj_338   0.000000000000e+00
    RHS       w_reach_339   0.000000000000e+00
    RHS       reach_340   0.000000000000e+00
    RHS       monotone_341   0.000000000000e+00
    RHS       w_adj_342   0.000000000000e+00
    RHS       w_reach_343   0.000000000000e+00
    RHS       w_adj_344   0.000000000000e+00
    RHS       w_reach_345   0.000000000000e+00
    RHS       w_adj_346   0.000000000000e+00
    RHS       w_reach_347   0.000000000000e+00
    RHS       w_adj_348   0.000000000000e+00
    RHS       w_reach_349   0.000000000000e+00
    RHS       reach_350   0.000000000000e+00
    RHS       monotone_351   0.000000000000e+00
    RHS       w_adj_352   0.000000000000e+00
    RHS       w_reach_353   0.000000000000e+00
    RHS       w_adj_354   0.000000000000e+00
    RHS       w_reach_355   0.000000000000e+00
    RHS       w_adj_356   0.000000000000e+00
    RHS       w_reach_357   0.000000000000e+00
    RHS       w_adj_358   0.000000000000e+00
    RHS       w_reach_359   0.000000000000e+00
    RHS       reach_360   0.000000000000e+00
    RHS       monotone_361   0.000000000000e+00
    RHS       w_adj_362   0.000000000000e+00
    RHS       w_reach_363   0.000000000000e+00
    RHS       w_adj_364   0.000000000000e+00
    RHS       w_reach_365   0.000000000000e+00
    RHS       w_adj_366   0.000000000000e+00
    RHS       w_reach_367   0.000000000000e+00
    RHS       w_adj_368   0.000000000000e+00
    RHS       w_reach_369   0.000000000000e+00
    RHS       reach_370   0.000000000000e+00
    RHS       monotone_371   0.000000000000e+00
    RHS       connected_372   1.000000000000e+00
    RHS       reach1_373   0.000000000000e+00
    RHS       w_adj_374   0.000000000000e+00
    RHS       w_reach_375   0.000000000000e+00
    RHS       w_adj_376   0.000000000000e+00
    RHS       w_reach_377   0.000000000000e+00
    RHS       w_adj_378   0.000000000000e+00
    RHS       w_reach_379   0.000000000000e+00
    RHS       w_adj_380   0.000000000000e+00
    RHS       w_reach_381   0.000000000000e+00
    RHS       reach_382   0.000000000000e+00
    RHS       monotone_383   0.000000000000e+00
    RHS       w_adj_384   0.000000000000e+00
    RHS       w_reach_385   0.000000000000e+00
    RHS       w_adj_386   0.000000000000e+00
    RHS       w_reach_387   0.000000000000e+00
    RHS       w_adj_388   0.000000000000e+00
    RHS       w_reach_389   0.000000000000e+00
    RHS       w_adj_390   0.000000000000e+00
    RHS       w_reach_391   0.000000000000e+00
    RHS       reach_392   0.000000000000e+00
    RHS       monotone_393   0.000000000000e+00
    RHS       w_adj_394   0.000000000000e+00
    RHS       w_reach_395   0.000000000000e+00
    RHS       w_adj_396   0.000000000000e+00
    RHS       w_reach_397   0.000000000000e+00
    RHS       w_adj_398   0.000000000000e+00
    RHS       w_reach_399   0.000000000000e+00
    RHS       w_adj_400   0.000000000000e+00
    RHS       w_reach_401   0.000000000000e+00
    RHS       reach_402   0.000000000000e+00
    RHS       monotone_403   0.000000000000e+00
    RHS       w_adj_404   0.000000000000e+00
    RHS       w_reach_405   0.000000000000e+00
    RHS       w_adj_406   0.000000000000e+00
    RHS       w_reach_407   0.000000000000e+00
    RHS       w_adj_408   0.000000000000e+00
    RHS       w_reach_409   0.000000000000e+00
    RHS       w_adj_410   0.000000000000e+00
    RHS       w_reach_411   0.000000000000e+00
    RHS       reach_412   0.000000000000e+00
    RHS       monotone_413   0.000000000000e+00
    RHS       connected_414   1.000000000000e+00
    RHS       reach1_415   0.000000000000e+00
    RHS       w_adj_416   0.000000000000e+00
    RHS       w_reach_417   0.000000000000e+00
    RHS       w_adj_418   0.000000000000e+00
    RHS       w_reach_419   0.000000000000e+00
    RHS       w_adj_420   0.000000000000e+00
    RHS       w_reach_421   0.000000000000e+00
    RHS       w_adj_422   0.000000000000e+00
    RHS       w_reach_423   0.000000000000e+00
    RHS       reach_424   0.000000000000e+00
    RHS       monotone_425   0.000000000000e+00
    RHS       w_adj_426   0.000000000000e+00
    RHS       w_reach_427   0.000000000000e+00
    RHS       w_adj_428   0.000000000000e+00
    RHS       w_reach_429   0.000000000000e+00
    RHS       w_adj_430   0.000000000000e+00
    RHS       w_reach_431   0.000000000000e+00
    RHS       w_adj_432   0.000000000000e+00
    RHS       w_reach_433   0.000000000000e+00
    RHS       reach_434   0.000000000000e+00
    RHS       monotone_435   0.000000000000e+00
    RHS       w_adj_436   0.000000000000e+00
    RHS       w_reach_437   0.000000000000e+00
    RHS       w_adj_438   0.000000000000e+00
    RHS       w_reach_439   0.000000000000e+00
    RHS       w_adj_440   0.000000000000e+00
    RHS       w_reach_441   0.000000000000e+00
    RHS       w_adj_442   0.000000000000e+00
    RHS       w_reach_443   0.000000000000e+00
    RHS       reach_444   0.000000000000e+00
    RHS       monotone_445   0.000000000000e+00
    RHS       w_adj_446   0.000000000000e+00
    RHS       w_reach_447   0.000000000000e+00
    RHS       w_adj_448   0.000000000000e+00
    RHS       w_reach_449   0.000000000000e+00
    RHS       w_adj_450   0.000000000000e+00
    RHS       w_reach_451   0.000000000000e+00
    RHS       w_adj_452   0.000000000000e+00
    RHS       w_reach_453   0.000000000000e+00
    RHS       reach_454   0.000000000000e+00
    RHS       monotone_455   0.000000000000e+00
    RHS       connected_456   1.000000000000e+00
    RHS       reach1_457   0.000000000000e+00
    RHS       w_adj_458   0.000000000000e+00
    RHS       w_reach_459   0.000000000000e+00
    RHS       w_adj_460   0.000000000000e+00
    RHS       w_reach_461   0.000000000000e+00
    RHS       w_adj_462   0.000000000000e+00
    RHS       w_reach_463   0.000000000000e+00
    RHS       w_adj_464   0.000000000000e+00
    RHS       w_reach_465   0.000000000000e+00
    RHS       reach_466   0.000000000000e+00
    RHS       monotone_467   0.000000000000e+00
    RHS       w_adj_468   0.000000000000e+00
    RHS       w_reach_469   0.000000000000e+00
    RHS       w_adj_470   0.000000000000e+00
    RHS       w_reach_471   0.000000000000e+00
    RHS       w_adj_472   0.000000000000e+00
    RHS       w_reach_473   0.000000000000e+00
    RHS       w_adj_474   0.000000000000e+00
    RHS       w_reach_475   0.000000000000e+00
    RHS       reach_476   0.000000000000e+00
    RHS       monotone_477   0.000000000000e+00
    RHS       w_adj_478   0.000000000000e+00
    RHS       w_reach_479   0.000000000000e+00
    RHS       w_adj_480   0.000000000000e+00
    RHS       w_reach_481   0.000000000000e+00
    RHS       w_adj_482   0.000000000000e+00
    RHS       w_reach_483   0.000000000000e+00
    RHS       w_adj_484   0.000000000000e+00
    RHS       w_reach_485   0.000000000000e+00
    RHS       reach_486   0.000000000000e+00
    RHS       monotone_487   0.000000000000e+00
    RHS       w_adj_488   0.000000000000e+00
    RHS       w_reach_489   0.000000000000e+00
    RHS       w_adj_490   0.000000000000e+00
    RHS       w_reach_491   0.000000000000e+00
    RHS       w_adj_492   0.000000000000e+00
    RHS       w_reach_493   0.000000000000e+00
    RHS       w_adj_494   0.000000000000e+00
    RHS       w_reach_495   0.000000000000e+00
    RHS       reach_496   0.000000000000e+00
    RHS       monotone_497   0.000000000000e+00
    RHS       connected_498   1.000000000000e+00
    RHS       reach1_499   0.000000000000e+00
    RHS       w_adj_500   0.000000000000e+00
    RHS       w_reach_501   0.000000000000e+00
    RHS       w_adj_502   0.000000000000e+00
    RHS       w_reach_503   0.000000000000e+00
    RHS       w_adj_504   0.000000000000e+00
    RHS       w_reach_505   0.000000000000e+00
    RHS       w_adj_506   0.000000000000e+00
    RHS       w_reach_507   0.000000000000e+00
    RHS       reach_508   0.000000000000e+00
    RHS       monotone_509   0.000000000000e+00
    RHS       w_adj_510   0.000000000000e+00
    RHS       w_reach_511   0.000000000000e+00
    RHS       w_adj_512   0.000000000000e+00
    RHS       w_reach_513   0.000000000000e+00
    RHS       w_adj_514   0.000000000000e+00
    RHS       w_reach_515   0.000000000000e+00
    RHS       w_adj_516   0.000000000000e+00
    RHS       w_reach_517   0.000000000000e+00
    RHS       reach_518   0.000000000000e+00
    RHS       monotone_519   0.000000000000e+00
    RHS       w_adj_520   0.000000000000e+00
    RHS       w_reach_521   0.000000000000e+00
    RHS       w_adj_522   0.000000000000e+00
    RHS       w_reach_523   0.000000000000e+00
    RHS       w_adj_524   0.000000000000e+00
    RHS       w_reach_525   0.000000000000e+00
    RHS       w_adj_526   0.000000000000e+00
    RHS       w_reach_527   0.000000000000e+00
    RHS       reach_528   0.000000000000e+00
    RHS       monotone_529   0.000000000000e+00
    RHS       w_adj_530   0.000000000000e+00
    RHS       w_reach_531   0.000000000000e+00
    RHS       w_adj_532   0.000000000000e+00
    RHS       w_reach_533   0.000000000000e+00
    RHS       w_adj_534   0.000000000000e+00
    RHS       w_reach_535   0.000000000000e+00
    RHS       w_adj_536   0.000000000000e+00
    RHS       w_reach_537   0.000000000000e+00
    RHS       reach_538   0.000000000000e+00
    RHS       monotone_539   0.000000000000e+00
    RHS       connected_540   1.000000000000e+00
    RHS       reach1_541   0.000000000000e+00
    RHS       w_adj_542   0.000000000000e+00
    RHS       w_reach_543   0.000000000000e+00
    RHS       w_adj_544   0.000000000000e+00
    RHS       w_reach_545   0.000000000000e+00
    RHS       w_adj_546   0.000000000000e+00
    RHS       w_reach_547   0.000000000000e+00
    RHS       w_adj_548   0.000000000000e+00
    RHS       w_reach_549   0.000000000000e+00
    RHS       reach_550   0.000000000000e+00
    RHS       monotone_551   0.000000000000e+00
    RHS       w_adj_552   0.000000000000e+00
    RHS       w_reach_553   0.000000000000e+00
    RHS       w_adj_554   0.000000000000e+00
    RHS       w_reach_555   0.000000000000e+00
    RHS       w_adj_556   0.000000000000e+00
    RHS       w_reach_557   0.000000000000e+00
    RHS       w_adj_558   0.000000000000e+00
    RHS       w_reach_559   0.000000000000e+00
    RHS       reach_560   0.000000000000e+00
    RHS       monotone_561   0.000000000000e+00
    RHS       w_adj_562   0.000000000000e+00
    RHS       w_reach_563   0.000000000000e+00
    RHS       w_adj_564   0.000000000000e+00
    RHS       w_reach_565   0.000000000000e+00
    RHS       w_adj_566   0.000000000000e+00
    RHS       w_reach_567   0.000000000000e+00
    RHS       w_adj_568   0.000000000000e+00
    RHS       w_reach_569   0.000000000000e+00
    RHS       reach_570   0.000000000000e+00
    RHS       monotone_571   0.000000000000e+00
    RHS       w_adj_572   0.000000000000e+00
    RHS       w_reach_573   0.000000000000e+00
    RHS       w_adj_574   0.000000000000e+00
    RHS       w_reach_575   0.000000000000e+00
    RHS       w_adj_576   0.000000000000e+00
    RHS       w_reach_577   0.000000000000e+00
    RHS       w_adj_578   0.000000000000e+00
    RHS       w_reach_579   0.000000000000e+00
    RHS       reach_580   0.000000000000e+00
    RHS       monotone_581   0.000000000000e+00
    RHS       connected_582   1.000000000000e+00
    RHS       reach1_583   0.000000000000e+00
    RHS       w_adj_584   0.000000000000e+00
    RHS       w_reach_585   0.000000000000e+00
    RHS       w_adj_586   0.000000000000e+00
    RHS       w_reach_587   0.000000000000e+00
    RHS       w_adj_588   0.000000000000e+00
    RHS       w_reach_589   0.000000000000e+00
    RHS       w_adj_590   0.000000000000e+00
    RHS       w_reach_591   0.000000000000e+00
    RHS       reach_592   0.000000000000e+00
    RHS       monotone_593   0.000000000000e+00
    RHS       w_adj_594   0.000000000000e+00
    RHS       w_reach_595   0.000000000000e+00
    RHS       w_adj_596   0.000000000000e+00
    RHS       w_reach_597   0.000000000000e+00
    RHS       w_adj_598   0.000000000000e+00
    RHS       w_reach_599   0.000000000000e+00
    RHS       w_adj_600   0.000000000000e+00
    RHS       w_reach_601   0.000000000000e+00
    RHS       reach_602   0.000000000000e+00
    RHS       monotone_603   0.000000000000e+00
    RHS       w_adj_604   0.000000000000e+00
    RHS       w_reach_605   0.000000000000e+00
    RHS       w_adj_606   0.000000000000e+00
    RHS       w_reach_607   0.000000000000e+00
    RHS       w_adj_608   0.000000000000e+00
    RHS       w_reach_609   0.000000000000e+00
    RHS       w_adj_610   0.000000000000e+00
    RHS       w_reach_611   0.000000000000e+00
    RHS       reach_612   0.000000000000e+00
    RHS       monotone_613   0.000000000000e+00
    RHS       w_adj_614   0.000000000000e+00
    RHS       w_reach_615   0.000000000000e+00
    RHS       w_adj_616   0.000000000000e+00
    RHS       w_reach_617   0.000000000000e+00
    RHS       w_adj_618   0.000000000000e+00
    RHS       w_reach_619   0.000000000000e+00
    RHS       w_adj_620   0.000000000000e+00
    RHS       w_reach_621   0.000000000000e+00
    RHS       reach_622   0.000000000000e+00
    RHS       monotone_623   0.000000000000e+00
    RHS       connected_624   1.000000000000e+00
    RHS       reach1_625   0.000000000000e+00
    RHS       w_adj_626   0.000000000000e+00
    RHS       w_reach_627   0.000000000000e+00
    RHS       w_adj_628   0.000000000000e+00
    RHS       w_reach_629   0.000000000000e+00
    RHS       w_adj_630   0.000000000000e+00
    RHS       w_reach_631   0.000000000000e+00
    RHS       w_adj_632   0.000000000000e+00
    RHS       w_reach_633   0.000000000000e+00
    RHS       reach_634   0.000000000000e+00
    RHS       monotone_635   0.000000000000e+00
    RHS       w_adj_636   0.000000000000e+00
    RHS       w_reach_637   0.000000000000e+00
    RHS       w_adj_638   0.000000000000e+00
    RHS       w_reach_639   0.000000000000e+00
    RHS       w_adj_640   0.000000000000e+00
    RHS       w_reach_641   0.000000000000e+00
    RHS       w_adj_642   0.000000000000e+00
    RHS       w_reach_643   0.000000000000e+00
    RHS       reach_644   0.000000000000e+00
    RHS       monotone_645   0.000000000000e+00
    RHS       w_adj_646   0.000000000000e+00
    RHS       w_reach_647   0.000000000000e+00
    RHS       w_adj_648   0.000000000000e+00
    RHS       w_reach_649   0.000000000000e+00
    RHS       w_adj_650   0.000000000000e+00
    RHS       w_reach_651   0.000000000000e+00
    RHS       w_adj_652   0.000000000000e+00
    RHS       w_reach_653   0.000000000000e+00
    RHS       reach_654   0.000000000000e+00
    RHS       monotone_655   0.000000000000e+00
    RHS       w_adj_656   0.000000000000e+00
    RHS       w_reach_657   0.000000000000e+00
    RHS       w_adj_658   0.000000000000e+00
    RHS       w_reach_659   0.000000000000e+00
    RHS       w_adj_660   0.000000000000e+00
    RHS       w_reach_661   0.000000000000e+00
    RHS       w_adj_662   0.000000000000e+00
    RHS       w_reach_663   0.000000000000e+00
    RHS       reach_664   0.000000000000e+00
    RHS       monotone_665   0.000000000000e+00
    RHS       connected_666   1.000000000000e+00
    RHS       reach1_667   0.000000000000e+00
    RHS       w_adj_668   0.000000000000e+00
    RHS       w_reach_669   0.000000000000e+00
    RHS       w_adj_670   0.000000000000e+00
    RHS       w_reach_671   0.000000000000e+00
    RHS       w_adj_672   0.000000000000e+00
    RHS       w_reach_673   0.000000000000e+00
    RHS       w_adj_674   0.000000000000e+00
    RHS       w_reach_675   0.000000000000e+00
    RHS       reach_676   0.000000000000e+00
    RHS       monotone_677   0.000000000000e+00
    RHS       w_adj_678   0.000000000000e+00
    RHS       w_reach_679   0.000000000000e+00
    RHS       w_adj_680   0.000000000000e+00
    RHS       w_reach_681   0.000000000000e+00
    RHS       w_adj_682   0.000000000000e+00
    RHS       w_reach_683   0.000000000000e+00
    RHS       w_adj_684   0.000000000000e+00
    RHS       w_reach_685   0.000000000000e+00
    RHS       reach_686   0.000000000000e+00
    RHS       monotone_687   0.000000000000e+00
    RHS       w_adj_688   0.000000000000e+00
    RHS       w_reach_689   0.000000000000e+00
    RHS       w_adj_690   0.000000000000e+00
    RHS       w_reach_691   0.000000000000e+00
    RHS       w_adj_692   0.000000000000e+00
    RHS       w_reach_693   0.000000000000e+00
    RHS       w_adj_694   0.000000000000e+00
    RHS       w_reach_695   0.000000000000e+00
    RHS       reach_696   0.000000000000e+00
    RHS       monotone_697   0.000000000000e+00
    RHS       w_adj_698   0.000000000000e+00
    RHS       w_reach_699   0.000000000000e+00
    RHS       w_adj_700   0.000000000000e+00
    RHS       w_reach_701   0.000000000000e+00
    RHS       w_adj_702   0.000000000000e+00
    RHS       w_reach_703   0.000000000000e+00
    RHS       w_adj_704   0.000000000000e+00
    RHS       w_reach_705   0.000000000000e+00
    RHS       reach_706   0.000000000000e+00
    RHS       monotone_707   0.000000000000e+00
    RHS       connected_708   1.000000000000e+00
    RHS       reach1_709   0.000000000000e+00
    RHS       w_adj_710   0.000000000000e+00
    RHS       w_reach_711   0.000000000000e+00
    RHS       w_adj_712   0.000000000000e+00
    RHS       w_reach_713   0.000000000000e+00
    RHS       w_adj_714   0.000000000000e+00
    RHS       w_reach_715   0.000000000000e+00
    RHS       w_adj_716   0.000000000000e+00
    RHS       w_reach_717   0.000000000000e+00
    RHS       reach_718   0.000000000000e+00
    RHS       monotone_719   0.000000000000e+00
    RHS       w_adj_720   0.000000000000e+00
    RHS       w_reach_721   0.000000000000e+00
    RHS       w_adj_722   0.000000000000e+00
    RHS       w_reach_723   0.000000000000e+00
    RHS       w_adj_724   0.000000000000e+00
    RHS       w_reach_725   0.000000000000e+00
    RHS       w_adj_726   0.000000000000e+00
    RHS       w_reach_727   0.000000000000e+00
    RHS       reach_728   0.000000000000e+00
    RHS       monotone_729   0.000000000000e+00
    RHS       w_adj_730   0.000000000000e+00
    RHS       w_reach_731   0.000000000000e+00
    RHS       w_adj_732   0.000000000000e+00
    RHS       w_reach_733   0.000000000000e+00
    RHS       w_adj_734   0.000000000000e+00
    RHS       w_reach_735   0.000000000000e+00
    RHS       w_adj_736   0.000000000000e+00
    RHS       w_reach_737   0.000000000000e+00
    RHS       reach_738   0.000000000000e+00
    RHS       monotone_739   0.000000000000e+00
    RHS       w_adj_740   0.000000000000e+00
    RHS       w_reach_741   0.000000000000e+00
    RHS       w_adj_742   0.000000000000e+00
    RHS       w_reach_743   0.000000000000e+00
    RHS       w_adj_744   0.000000000000e+00
    RHS       w_reach_745   0.000000000000e+00
    RHS       w_adj_746   0.000000000000e+00
    RHS       w_reach_747   0.000000000000e+00
    RHS       reach_748   0.000000000000e+00
    RHS       monotone_749   0.000000000000e+00
    RHS       connected_750   1.000000000000e+00
    RHS       reach1_751   0.000000000000e+00
    RHS       w_adj_752   0.000000000000e+00
    RHS       w_reach_753   0.000000000000e+00
    RHS       w_adj_754   0.000000000000e+00
    RHS       w_reach_755   0.000000000000e+00
    RHS       w_adj_756   0.000000000000e+00
    RHS       w_reach_757   0.000000000000e+00
    RHS       w_adj_758   0.000000000000e+00
    RHS       w_reach_759   0.000000000000e+00
    RHS       reach_760   0.000000000000e+00
    RHS       monotone_761   0.000000000000e+00
    RHS       w_adj_762   0.000000000000e+00
    RHS       w_reach_763   0.000000000000e+00
    RHS       w_adj_764   0.000000000000e+00
    RHS       w_reach_765   0.000000000000e+00
    RHS       w_adj_766   0.000000000000e+00
    RHS       w_reach_767   0.000000000000e+00
    RHS       w_adj_768   0.000000000000e+00
    RHS       w_reach_769   0.000000000000e+00
    RHS       reach_770   0.000000000000e+00
    RHS       monotone_771   0.000000000000e+00
    RHS       w_adj_772   0.000000000000e+00
    RHS       w_reach_773   0.000000000000e+00
    RHS       w_adj_774   0.000000000000e+00
    RHS       w_reach_775   0.000000000000e+00
    RHS       w_adj_776   0.000000000000e+00
    RHS       w_reach_777   0.000000000000e+00
    RHS       w_adj_778   0.000000000000e+00
    RHS       w_reach_779   0.000000000000e+00
    RHS       reach_780   0.000000000000e+00
    RHS       monotone_781   0.000000000000e+00
    RHS       w_adj_782   0.000000000000e+00
    RHS       w_reach_783   0.000000000000e+00
    RHS       w_adj_784   0.000000000000e+00
    RHS       w_reach_785   0.000000000000e+00
    RHS       w_adj_786   0.000000000000e+00
    RHS       w_reach_787   0.000000000000e+00
    RHS       w_adj_788   0.000000000000e+00
    RHS       w_reach_789   0.000000000000e+00
    RHS       reach_790   0.000000000000e+00
    RHS       monotone_791   0.000000000000e+00
    RHS       connected_792   1.000000000000e+00
    RHS       reach1_793   0.000000000000e+00
    RHS       w_adj_794   0.000000000000e+00
    RHS       w_reach_795   0.000000000000e+00
    RHS       w_adj_796   0.000000000000e+00
    RHS       w_reach_797   0.000000000000e+00
    RHS       w_adj_798   0.000000000000e+00
    RHS       w_reach_799   0.000000000000e+00
    RHS       w_adj_800   0.000000000000e+00
    RHS       w_reach_801   0.000000000000e+00
    RHS       reach_802   0.000000000000e+00
    RHS       monotone_803   0.000000000000e+00
    RHS       w_adj_804   0.000000000000e+00
    RHS       w_reach_805   0.000000000000e+00
    RHS       w_adj_806   0.000000000000e+00
    RHS       w_reach_807   0.000000000000e+00
    RHS       w_adj_808   0.000000000000e+00
    RHS       w_reach_809   0.000000000000e+00
    RHS       w_adj_810   0.000000000000e+00
    RHS       w_reach_811   0.000000000000e+00
    RHS       reach_812   0.000000000000e+00
    RHS       monotone_813   0.000000000000e+00
    RHS       w_adj_814   0.000000000000e+00
    RHS       w_reach_815   0.000000000000e+00
    RHS       w_adj_816   0.000000000000e+00
    RHS       w_reach_817   0.000000000000e+00
    RHS       w_adj_818   0.000000000000e+00
    RHS       w_reach_819   0.000000000000e+00
    RHS       w_adj_820   0.000000000000e+00
    RHS       w_reach_821   0.000000000000e+00
    RHS       reach_822   0.000000000000e+00
    RHS       monotone_823   0.000000000000e+00
    RHS       w_adj_824   0.000000000000e+00
    RHS       w_reach_825   0.000000000000e+00
    RHS       w_adj_826   0.000000000000e+00
    RHS       w_reach_827   0.000000000000e+00
    RHS       w_adj_828   0.000000000000e+00
    RHS       w_reach_829   0.000000000000e+00
    RHS       w_adj_830   0.000000000000e+00
    RHS       w_reach_831   0.000000000000e+00
    RHS       reach_832   0.000000000000e+00
    RHS       monotone_833   0.000000000000e+00
    RHS       connected_834   1.000000000000e+00
    RHS       reach1_835   0.000000000000e+00
    RHS       w_adj_836   0.000000000000e+00
    RHS       w_reach_837   0.000000000000e+00
    RHS       w_adj_838   0.000000000000e+00
    RHS       w_reach_839   0.000000000000e+00
    RHS       w_adj_840   0.000000000000e+00
    RHS       w_reach_841   0.000000000000e+00
    RHS       w_adj_842   0.000000000000e+00
    RHS       w_reach_843   0.000000000000e+00
    RHS       reach_844   0.000000000000e+00
    RHS       monotone_845   0.000000000000e+00
    RHS       w_adj_846   0.000000000000e+00
    RHS       w_reach_847   0.000000000000e+00
    RHS       w_adj_848   0.000000000000e+00
    RHS       w_reach_849   0.000000000000e+00
    RHS       w_adj_850   0.000000000000e+00
    RHS       w_reach_851   0.000000000000e+00
    RHS       w_adj_852   0.000000000000e+00
    RHS       w_reach_853   0.000000000000e+00
    RHS       reach_854   0.000000000000e+00
    RHS       monotone_855   0.000000000000e+00
    RHS       w_adj_856   0.000000000000e+00
    RHS       w_reach_857   0.000000000000e+00
    RHS       w_adj_858   0.000000000000e+00
    RHS       w_reach_859   0.000000000000e+00
    RHS       w_adj_860   0.000000000000e+00
    RHS       w_reach_861   0.000000000000e+00
    RHS       w_adj_862   0.000000000000e+00
    RHS       w_reach_863   0.000000000000e+00
    RHS       reach_864   0.000000000000e+00
    RHS       monotone_865   0.000000000000e+00
    RHS       w_adj_866   0.000000000000e+00
    RHS       w_reach_867   0.000000000000e+00
    RHS       w_adj_868   0.000000000000e+00
    RHS       w_reach_869   0.000000000000e+00
    RHS       w_adj_870   0.000000000000e+00
    RHS       w_reach_871   0.000000000000e+00
    RHS       w_adj_872   0.000000000000e+00
    RHS       w_reach_873   0.000000000000e+00
    RHS       reach_874   0.000000000000e+00
    RHS       monotone_875   0.000000000000e+00
    RHS       connected_876   1.000000000000e+00
    RHS       reach1_877   0.000000000000e+00
    RHS       w_adj_878   0.000000000000e+00
    RHS       w_reach_879   0.000000000000e+00
    RHS       w_adj_880   0.000000000000e+00
    RHS       w_reach_881   0.000000000000e+00
    RHS       w_adj_882   0.000000000000e+00
    RHS       w_reach_883   0.000000000000e+00
    RHS       w_adj_884   0.000000000000e+00
    RHS       w_reach_885   0.000000000000e+00
    RHS       reach_886   0.000000000000e+00
    RHS       monotone_887   0.000000000000e+00
    RHS       w_adj_888   0.000000000000e+00
    RHS       w_reach_889   0.000000000000e+00
    RHS       w_adj_890   0.000000000000e+00
    RHS       w_reach_891   0.000000000000e+00
    RHS       w_adj_892   0.000000000000e+00
    RHS       w_reach_893   0.000000000000e+00
    RHS       w_adj_894   0.000000000000e+00
    RHS       w_reach_895   0.000000000000e+00
    RHS       reach_896   0.000000000000e+00
    RHS       monotone_897   0.000000000000e+00
    RHS       w_adj_898   0.000000000000e+00
    RHS       w_reach_899   0.000000000000e+00
    RHS       w_adj_900   0.000000000000e+00
    RHS       w_reach_901   0.000000000000e+00
    RHS       w_adj_902   0.000000000000e+00
    RHS       w_reach_903   0.000000000000e+00
    RHS       w_adj_904   0.000000000000e+00
    RHS       w_reach_905   0.000000000000e+00
    RHS       reach_906   0.000000000000e+00
    RHS       monotone_907   0.000000000000e+00
    RHS       w_adj_908   0.000000000000e+00
    RHS       w_reach_909   0.000000000000e+00
    RHS       w_adj_910   0.000000000000e+00
    RHS       w_reach_911   0.000000000000e+00
    RHS       w_adj_912   0.000000000000e+00
    RHS       w_reach_913   0.000000000000e+00
    RHS       w_adj_914   0.000000000000e+00
    RHS       w_reach_915   0.000000000000e+00
    RHS       reach_916   0.000000000000e+00
    RHS       monotone_917   0.000000000000e+00
    RHS       connected_918   1.000000000000e+00
    RHS       reach1_919   0.000000000000e+00
    RHS       w_adj_920   0.000000000000e+00
    RHS       w_reach_921   0.000000000000e+00
    RHS       w_adj_922   0.000000000000e+00
    RHS       w_reach_923   0.000000000000e+00
    RHS       w_adj_924   0.000000000000e+00
    RHS       w_reach_925   0.000000000000e+00
    RHS       w_adj_926   0.000000000000e+00
    RHS       w_reach_927   0.000000000000e+00
    RHS       reach_928   0.000000000000e+00
    RHS       monotone_929   0.000000000000e+00
    RHS       w_adj_930   0.000000000000e+00
    RHS       w_reach_931   0.000000000000e+00
    RHS       w_adj_932   0.000000000000e+00
    RHS       w_reach_933   0.000000000000e+00
    RHS       w_adj_934   0.000000000000e+00
    RHS       w_reach_935   0.000000000000e+00
    RHS       w_adj_936   0.000000000000e+00
    RHS       w_reach_937   0.000000000000e+00
    RHS       reach_938   0.000000000000e+00
    RHS       monotone_939   0.000000000000e+00
    RHS       w_adj_940   0.000000000000e+00
    RHS       w_reach_941   0.000000000000e+00
    RHS       w_adj_942   0.000000000000e+00
    RHS       w_reach_943   0.000000000000e+00
    RHS       w_adj_944   0.000000000000e+00
    RHS       w_reach_945   0.000000000000e+00
    RHS       w_adj_946   0.000000000000e+00
    RHS       w_reach_947   0.000000000000e+00
    RHS       reach_948   0.000000000000e+00
    RHS       monotone_949   0.000000000000e+00
    RHS       w_adj_950   0.000000000000e+00
    RHS       w_reach_951   0.000000000000e+00
    RHS       w_adj_952   0.000000000000e+00
    RHS       w_reach_953   0.000000000000e+00
    RHS       w_adj_954   0.000000000000e+00
    RHS       w_reach_955   0.000000000000e+00
    RHS       w_adj_956   0.000000000000e+00
    RHS       w_reach_957   0.000000000000e+00
    RHS       reach_958   0.000000000000e+00
    RHS       monotone_959   0.000000000000e+00
    RHS       connected_960   1.000000000000e+00
    RHS       reach1_961   0.000000000000e+00
    RHS       w_adj_962   0.000000000000e+00
    RHS       w_reach_963   0.000000000000e+00
    RHS       w_adj_964   0.000000000000e+00
    RHS       w_reach_965   0.000000000000e+00
    RHS       w_adj_966   0.000000000000e+00
    RHS       w_reach_967   0.000000000000e+00
    RHS       w_adj_968   0.000000000000e+00
    RHS       w_reach_969   0.000000000000e+00
    RHS       reach_970   0.000000000000e+00
    RHS       monotone_971   0.000000000000e+00
    RHS       w_adj_972   0.000000000000e+00
    RHS       w_reach_973   0.000000000000e+00
    RHS       w_adj_974   0.000000000000e+00
    RHS       w_reach_975   0.000000000000e+00
    RHS       w_adj_976   0.000000000000e+00
    RHS       w_reach_977   0.000000000000e+00
    RHS       w_adj_978   0.000000000000e+00
    RHS       w_reach_979   0.000000000000e+00
    RHS       reach_980   0.000000000000e+00
    RHS       monotone_981   0.000000000000e+00
    RHS       w_adj_982   0.000000000000e+00
    RHS       w_reach_983   0.000000000000e+00
    RHS       w_adj_984   0.000000000000e+00
    RHS       w_reach_985   0.000000000000e+00
    RHS       w_adj_986   0.000000000000e+00
    RHS       w_reach_987   0.000000000000e+00
    RHS       w_adj_988   0.000000000000e+00
    RHS       w_reach_989   0.000000000000e+00
    RHS       reach_990   0.000000000000e+00
    RHS       monotone_991   0.000000000000e+00
    RHS       w_adj_992   0.000000000000e+00
    RHS       w_reach_993   0.000000000000e+00
    RHS       w_adj_994   0.000000000000e+00
    RHS       w_reach_995   0.000000000000e+00
    RHS       w_adj_996   0.000000000000e+00
    RHS       w_reach_997   0.000000000000e+00
    RHS       w_adj_998   0.000000000000e+00
    RHS       w_reach_999   0.000000000000e+00
    RHS       reach_1000   0.000000000000e+00
    RHS       monotone_1001   0.000000000000e+00
    RHS       connected_1002   1.000000000000e+00
    RHS       reach1_1003   0.000000000000e+00
    RHS       w_adj_1004   0.000000000000e+00
    RHS       w_reach_1005   0.000000000000e+00
    RHS       w_adj_1006   0.000000000000e+00
    RHS       w_reach_1007   0.000000000000e+00
    RHS       w_adj_1008   0.000000000000e+00
    RHS       w_reach_1009   0.000000000000e+00
    RHS       w_adj_1010   0.000000000000e+00
    RHS       w_reach_1011   0.000000000000e+00
    RHS       reach_1012   0.000000000000e+00
    RHS       monotone_1013   0.000000000000e+00
    RHS       w_adj_1014   0.000000000000e+00
    RHS       w_reach_1015   0.000000000000e+00
    RHS       w_adj_1016   0.000000000000e+00
    RHS       w_reach_1017   0.000000000000e+00
    RHS       w_adj_1018   0.000000000000e+00
    RHS       w_reach_1019   0.000000000000e+00
    RHS       w_adj_1020   0.000000000000e+00
    RHS       w_reach_1021   0.000000000000e+00
    RHS       reach_1022   0.000000000000e+00
    RHS       monotone_1023   0.000000000000e+00
    RHS       w_adj_1024   0.000000000000e+00
    RHS       w_reach_1025   0.000000000000e+00
    RHS       w_adj_1026   0.000000000000e+00
    RHS       w_reach_1027   0.000000000000e+00
    RHS       w_adj_1028   0.000000000000e+00
    RHS       w_reach_1029   0.000000000000e+00
    RHS       w_adj_1030   0.000000000000e+00
    RHS       w_reach_1031   0.000000000000e+00
    RHS       reach_1032   0.000000000000e+00
    RHS       monotone_1033   0.000000000000e+00
    RHS       w_adj_1034   0.000000000000e+00
    RHS       w_reach_1035   0.000000000000e+00
    RHS       w_adj_1036   0.000000000000e+00
    RHS       w_reach_1037   0.000000000000e+00
    RHS       w_adj_1038   0.000000000000e+00
    RHS       w_reach_1039   0.000000000000e+00
    RHS       w_adj_1040   0.000000000000e+00
    RHS       w_reach_1041   0.000000000000e+00
    RHS       reach_1042   0.000000000000e+00
    RHS       monotone_1043   0.000000000000e+00
    RHS       connected_1044   1.000000000000e+00
    RHS       reach1_1045   0.000000000000e+00
    RHS       w_adj_1046   0.000000000000e+00
    RHS       w_reach_1047   0.000000000000e+00
    RHS       w_adj_1048   0.000000000000e+00
    RHS       w_reach_1049   0.000000000000e+00
    RHS       w_adj_1050   0.000000000000e+00
    RHS       w_reach_1051   0.000000000000e+00
    RHS       w_adj_1052   0.000000000000e+00
    RHS       w_reach_1053   0.000000000000e+00
    RHS       reach_1054   0.000000000000e+00
    RHS       monotone_1055   0.000000000000e+00
    RHS       w_adj_1056   0.000000000000e+00
    RHS       w_reach_1057   0.000000000000e+00
    RHS       w_adj_1058   0.000000000000e+00
    RHS       w_reach_1059   0.000000000000e+00
    RHS       w_adj_1060   0.000000000000e+00
    RHS       w_reach_1061   0.000000000000e+00
    RHS       w_adj_1062   0.000000000000e+00
    RHS       w_reach_1063   0.000000000000e+00
    RHS       reach_1064   0.000000000000e+00
    RHS       monotone_1065   0.000000000000e+00
    RHS       w_adj_1066   0.000000000000e+00
    RHS       w_reach_1067   0.000000000000e+00
    RHS       w_adj_1068   0.000000000000e+00
    RHS       w_reach_1069   0.000000000000e+00
    RHS       w_adj_1070   0.000000000000e+00
    RHS       w_reach_1071   0.000000000000e+00
    RHS       w_adj_1072   0.000000000000e+00
    RHS       w_reach_1073   0.000000000000e+00
    RHS       reach_1074   0.000000000000e+00
    RHS       monotone_1075   0.000000000000e+00
    RHS       w_adj_1076   0.000000000000e+00
    RHS       w_reach_1077   0.000000000000e+00
    RHS       w_adj_1078   0.000000000000e+00
    RHS       w_reach_1079   0.000000000000e+00
    RHS       w_adj_1080   0.000000000000e+00
    RHS       w_reach_1081   0.000000000000e+00
    RHS       w_adj_1082   0.000000000000e+00
    RHS       w_reach_1083   0.000000000000e+00
    RHS       reach_1084   0.000000000000e+00
    RHS       monotone_1085   0.000000000000e+00
    RHS       connected_1086   1.000000000000e+00
    RHS       reach1_1087   0.000000000000e+00
    RHS       w_adj_1088   0.000000000000e+00
    RHS       w_reach_1089   0.000000000000e+00
    RHS       w_adj_1090   0.000000000000e+00
    RHS       w_reach_1091   0.000000000000e+00
    RHS       w_adj_1092   0.000000000000e+00
    RHS       w_reach_1093   0.000000000000e+00
    RHS       w_adj_1094   0.000000000000e+00
    RHS       w_reach_1095   0.000000000000e+00
    RHS       reach_1096   0.000000000000e+00
    RHS       monotone_1097   0.000000000000e+00
    RHS       w_adj_1098   0.000000000000e+00
    RHS       w_reach_1099   0.000000000000e+00
    RHS       w_adj_1100   0.000000000000e+00
    RHS       w_reach_1101   0.000000000000e+00
    RHS       w_adj_1102   0.000000000000e+00
    RHS       w_reach_1103   0.000000000000e+00
    RHS       w_adj_1104   0.000000000000e+00
    RHS       w_reach_1105   0.000000000000e+00
    RHS       reach_1106   0.000000000000e+00
    RHS       monotone_1107   0.000000000000e+00
    RHS       w_adj_1108   0.000000000000e+00
    RHS       w_reach_1109   0.000000000000e+00
    RHS       w_adj_1110   0.000000000000e+00
    RHS       w_reach_1111   0.000000000000e+00
    RHS       w_adj_1112   0.000000000000e+00
    RHS       w_reach_1113   0.000000000000e+00
    RHS       w_adj_1114   0.000000000000e+00
    RHS       w_reach_1115   0.000000000000e+00
    RHS       reach_1116   0.000000000000e+00
    RHS       monotone_1117   0.000000000000e+00
    RHS       w_adj_1118   0.000000000000e+00
    RHS       w_reach_1119   0.000000000000e+00
    RHS       w_adj_1120   0.000000000000e+00
    RHS       w_reach_1121   0.000000000000e+00
    RHS       w_adj_1122   0.000000000000e+00
    RHS       w_reach_1123   0.000000000000e+00
    RHS       w_adj_1124   0.000000000000e+00
    RHS       w_reach_1125   0.000000000000e+00
    RHS       reach_1126   0.000000000000e+00
    RHS       monotone_1127   0.000000000000e+00
    RHS       connected_1128   1.000000000000e+00
    RHS       reach1_1129   0.000000000000e+00
    RHS       w_adj_1130   0.000000000000e+00
    RHS       w_reach_1131   0.000000000000e+00
    RHS       w_adj_1132   0.000000000000e+00
    RHS       w_reach_1133   0.000000000000e+00
    RHS       w_adj_1134   0.000000000000e+00
    RHS       w_reach_1135   0.000000000000e+00
    RHS       w_adj_1136   0.000000000000e+00
    RHS       w_reach_1137   0.000000000000e+00
    RHS       reach_1138   0.000000000000e+00
    RHS       monotone_1139   0.000000000000e+00
    RHS       w_adj_1140   0.000000000000e+00
    RHS       w_reach_1141   0.000000000000e+00
    RHS       w_adj_1142   0.000000000000e+00
    RHS       w_reach_1143   0.000000000000e+00
    RHS       w_adj_1144   0.000000000000e+00
    RHS       w_reach_1145   0.000000000000e+00
    RHS       w_adj_1146   0.000000000000e+00
    RHS       w_reach_1147   0.000000000000e+00
    RHS       reach_1148   0.000000000000e+00
    RHS       monotone_1149   0.000000000000e+00
    RHS       w_adj_1150   0.000000000000e+00
    RHS       w_reach_1151   0.000000000000e+00
    RHS       w_adj_1152   0.000000000000e+00
    RHS       w_reach_1153   0.000000000000e+00
    RHS       w_adj_1154   0.000000000000e+00
    RHS       w_reach_1155   0.000000000000e+00
    RHS       w_adj_1156   0.000000000000e+00
    RHS       w_reach_1157   0.000000000000e+00
    RHS       reach_1158   0.000000000000e+00
    RHS       monotone_1159   0.000000000000e+00
    RHS       w_adj_1160   0.000000000000e+00
    RHS       w_reach_1161   0.000000000000e+00
    RHS       w_adj_1162   0.000000000000e+00
    RHS       w_reach_1163   0.000000000000e+00
    RHS       w_adj_1164   0.000000000000e+00
    RHS       w_reach_1165   0.000000000000e+00
    RHS       w_adj_1166   0.000000000000e+00
    RHS       w_reach_1167   0.000000000000e+00
    RHS       reach_1168   0.000000000000e+00
    RHS       monotone_1169   0.000000000000e+00
    RHS       connected_1170   1.000000000000e+00
    RHS       reach1_1171   0.000000000000e+00
    RHS       w_adj_1172   0.000000000000e+00
    RHS       w_reach_1173   0.000000000000e+00
    RHS       w_adj_1174   0.000000000000e+00
    RHS       w_reach_1175   0.000000000000e+00
    RHS       w_adj_1176   0.000000000000e+00
    RHS       w_reach_1177   0.000000000000e+00
    RHS       w_adj_1178   0.000000000000e+00
    RHS       w_reach_1179   0.000000000000e+00
    RHS       reach_1180   0.000000000000e+00
    RHS       monotone_1181   0.000000000000e+00
    RHS       w_adj_1182   0.000000000000e+00
    RHS       w_reach_1183   0.000000000000e+00
    RHS       w_adj_1184   0.000000000000e+00
    RHS       w_reach_1185   0.000000000000e+00
    RHS       w_adj_1186   0.000000000000e+00
    RHS       w_reach_1187   0.000000000000e+00
    RHS       w_adj_1188   0.000000000000e+00
    RHS       w_reach_1189   0.000000000000e+00
    RHS       reach_1190   0.000000000000e+00
    RHS       monotone_1191   0.000000000000e+00
    RHS       w_adj_1192   0.000000000000e+00
    RHS       w_reach_1193   0.000000000000e+00
    RHS       w_adj_1194   0.000000000000e+00
    RHS       w_reach_1195   0.000000000000e+00
    RHS       w_adj_1196   0.000000000000e+00
    RHS       w_reach_1197   0.000000000000e+00
    RHS       w_adj_1198   0.000000000000e+00
    RHS       w_reach_1199   0.000000000000e+00
    RHS       reach_1200   0.000000000000e+00
    RHS       monotone_1201   0.000000000000e+00
    RHS       w_adj_1202   0.000000000000e+00
    RHS       w_reach_1203   0.000000000000e+00
    RHS       w_adj_1204   0.000000000000e+00
    RHS       w_reach_1205   0.000000000000e+00
    RHS       w_adj_1206   0.000000000000e+00
    RHS       w_reach_1207   0.000000000000e+00
    RHS       w_adj_1208   0.000000000000e+00
    RHS       w_reach_1209   0.000000000000e+00
    RHS       reach_1210   0.000000000000e+00
    RHS       monotone_1211   0.000000000000e+00
    RHS       connected_1212   1.000000000000e+00
    RHS       reach1_1213   0.000000000000e+00
    RHS       w_adj_1214   0.000000000000e+00
    RHS       w_reach_1215   0.000000000000e+00
    RHS       w_adj_1216   0.000000000000e+00
    RHS       w_reach_1217   0.000000000000e+00
    RHS       w_adj_1218   0.000000000000e+00
    RHS       w_reach_1219   0.000000000000e+00
    RHS       w_adj_1220   0.000000000000e+00
    RHS       w_reach_1221   0.000000000000e+00
    RHS       reach_1222   0.000000000000e+00
    RHS       monotone_1223   0.000000000000e+00
    RHS       w_adj_1224   0.000000000000e+00
    RHS       w_reach_1225   0.000000000000e+00
    RHS       w_adj_1226   0.000000000000e+00
    RHS       w_reach_1227   0.000000000000e+00
    RHS       w_adj_1228   0.000000000000e+00
    RHS       w_reach_1229   0.000000000000e+00
    RHS       w_adj_1230   0.000000000000e+00
    RHS       w_reach_1231   0.000000000000e+00
    RHS       reach_1232   0.000000000000e+00
    RHS       monotone_1233   0.000000000000e+00
    RHS       w_adj_1234   0.000000000000e+00
    RHS       w_reach_1235   0.000000000000e+00
    RHS       w_adj_1236   0.000000000000e+00
    RHS       w_reach_1237   0.000000000000e+00
    RHS       w_adj_1238   0.000000000000e+00
    RHS       w_reach_1239   0.000000000000e+00
    RHS       w_adj_1240   0.000000000000e+00
    RHS       w_reach_1241   0.000000000000e+00
    RHS       reach_1242   0.000000000000e+00
    RHS       monotone_1243   0.000000000000e+00
    RHS       w_adj_1244   0.000000000000e+00
    RHS       w_reach_1245   0.000000000000e+00
    RHS       w_adj_1246   0.000000000000e+00
    RHS       w_reach_1247   0.000000000000e+00
    RHS       w_adj_1248   0.000000000000e+00
    RHS       w_reach_1249   0.000000000000e+00
    RHS       w_adj_1250   0.000000000000e+00
    RHS       w_reach_1251   0.000000000000e+00
    RHS       reach_1252   0.000000000000e+00
    RHS       monotone_1253   0.000000000000e+00
    RHS       connected_1254   1.000000000000e+00
    RHS       reach1_1255   0.000000000000e+00
    RHS       w_adj_1256   0.000000000000e+00
    RHS       w_reach_1257   0.000000000000e+00
    RHS       w_adj_1258   0.000000000000e+00
    RHS       w_reach_1259   0.000000000000e+00
    RHS       w_adj_1260   0.000000000000e+00
    RHS       w_reach_1261   0.000000000000e+00
    RHS       w_adj_1262   0.000000000000e+00
    RHS       w_reach_1263   0.000000000000e+00
    RHS       reach_1264   0.000000000000e+00
    RHS       monotone_1265   0.000000000000e+00
    RHS       w_adj_1266   0.000000000000e+00
    RHS       w_reach_1267   0.000000000000e+00
    RHS       w_adj_1268   0.000000000000e+00
    RHS       w_reach_1269   0.000000000000e+00
    RHS       w_adj_1270   0.000000000000e+00
    RHS       w_reach_1271   0.000000000000e+00
    RHS       w_adj_1272   0.000000000000e+00
    RHS       w_reach_1273   0.000000000000e+00
    RHS       reach_1274   0.000000000000e+00
    RHS       monotone_1275   0.000000000000e+00
    RHS       w_adj_1276   0.000000000000e+00
    RHS       w_reach_1277   0.000000000000e+00
    RHS       w_adj_1278   0.000000000000e+00
    RHS       w_reach_1279   0.000000000000e+00
    RHS       w_adj_1280   0.000000000000e+00
    RHS       w_reach_1281   0.000000000000e+00
    RHS       w_adj_1282   0.000000000000e+00
    RHS       w_reach_1283   0.000000000000e+00
    RHS       reach_1284   0.000000000000e+00
    RHS       monotone_1285   0.000000000000e+00
    RHS       w_adj_1286   0.000000000000e+00
    RHS       w_reach_1287   0.000000000000e+00
    RHS       w_adj_1288   0.000000000000e+00
    RHS       w_reach_1289   0.000000000000e+00
    RHS       w_adj_1290   0.000000000000e+00
    RHS       w_reach_1291   0.000000000000e+00
    RHS       w_adj_1292   0.000000000000e+00
    RHS       w_reach_1293   0.000000000000e+00
    RHS       reach_1294   0.000000000000e+00
    RHS       monotone_1295   0.000000000000e+00
    RHS       connected_1296   1.000000000000e+00
    RHS       moore_1297   2.000000000000e+00
    RHS       moore_1298   4.000000000000e+00
    RHS       moore_1299   2.000000000000e+00
    RHS       moore_1300   4.000000000000e+00
    RHS       moore_1301   2.000000000000e+00
    RHS       moore_1302   4.000000000000e+00
    RHS       moore_1303   2.000000000000e+00
    RHS       moore_1304   4.000000000000e+00
    RHS       moore_1305   2.000000000000e+00
    RHS       moore_1306   4.000000000000e+00
    RHS       moore_1307   2.000000000000e+00
    RHS       moore_1308   4.000000000000e+00
    RHS       sym_1309   0.000000000000e+00
    RHS       sym_1310   0.000000000000e+00
    RHS       sym_1311   0.000000000000e+00
    RHS       sym_1312   0.000000000000e+00
    RHS       diam_1313  -5.000000000000e+00
    RHS       diam_1314  -5.000000000000e+00
    RHS       diam_1315  -5.000000000000e+00
    RHS       diam_1316  -5.000000000000e+00
    RHS       diam_1317  -5.000000000000e+00
    RHS       diam_1318  -5.000000000000e+00
    RHS       diam_1319  -5.000000000000e+00
    RHS       diam_1320  -5.000000000000e+00
    RHS       diam_1321  -5.000000000000e+00
    RHS       diam_1322  -5.000000000000e+00
    RHS       diam_1323  -5.000000000000e+00
    RHS       diam_1324  -5.000000000000e+00
    RHS       diam_1325  -5.000000000000e+00
    RHS       diam_1326  -5.000000000000e+00
    RHS       diam_1327  -5.000000000000e+00
    RHS       diam_1328  -5.000000000000e+00
    RHS       diam_1329  -5.000000000000e+00
    RHS       diam_1330  -5.000000000000e+00
    RHS       diam_1331  -5.000000000000e+00
    RHS       diam_1332  -5.000000000000e+00
    RHS       diam_1333  -5.000000000000e+00
    RHS       diam_1334  -5.000000000000e+00
    RHS       diam_1335  -5.000000000000e+00
    RHS       diam_1336  -5.000000000000e+00
    RHS       diam_1337  -5.000000000000e+00
    RHS       diam_1338  -5.000000000000e+00
    RHS       diam_1339  -5.000000000000e+00
    RHS       diam_1340  -5.000000000000e+00
    RHS       diam_1341  -5.000000000000e+00
    RHS       diam_1342  -5.000000000000e+00
BOUNDS
 LO BND       D          1.000000000000e+00
 UP BND       D          5.000000000000e+00
 BV BND       a_0_1   
 BV BND       a_0_2   
 BV BND       a_0_3   
 BV BND       a_0_4   
 BV BND       a_0_5   
 BV BND       a_1_2   
 BV BND       a_1_3   
 BV BND       a_1_4   
 BV BND       a_1_5   
 BV BND       a_2_3   
 BV BND       a_2_4   
 BV BND       a_2_5   
 BV BND       a_3_4   
 BV BND       a_3_5   
 BV BND       a_4_5   
 BV BND       r_0_1_1 
 BV BND       r_0_1_2 
 BV BND       r_0_1_3 
 BV BND       r_0_1_4 
 BV BND       r_0_1_5 
 BV BND       r_0_2_1 
 BV BND       r_0_2_2 
 BV BND       r_0_2_3 
 BV BND       r_0_2_4 
 BV BND       r_0_2_5 
 BV BND       r_0_3_1 
 BV BND       r_0_3_2 
 BV BND       r_0_3_3 
 BV BND       r_0_3_4 
 BV BND       r_0_3_5 
 BV BND       r_0_4_1 
 BV BND       r_0_4_2 
 BV BND       r_0_4_3 
 BV BND       r_0_4_4 
 BV BND       r_0_4_5 
 BV BND       r_0_5_1 
 BV BND       r_0_5_2 
 BV BND       r_0_5_3 
 BV BND       r_0_5_4 
 BV BND       r_0_5_5 
 BV BND       r_1_0_1 
 BV BND       r_1_0_2 
 BV BND       r_1_0_3 
 BV BND       r_1_0_4 
 BV BND       r_1_0_5 
 BV BND       r_1_2_1 
 BV BND       r_1_2_2 
 BV BND       r_1_2_3 
 BV BND       r_1_2_4 
 BV BND       r_1_2_5 
 BV BND       r_1_3_1 
 BV BND       r_1_3_2 
 BV BND       r_1_3_3 
 BV BND       r_1_3_4 
 BV BND       r_1_3_5 
 BV BND       r_1_4_1 
 BV BND       r_1_4_2 
 BV BND       r_1_4_3 
 BV BND       r_1_4_4 
 BV BND       r_1_4_5 
 BV BND       r_1_5_1 
 BV BND       r_1_5_2 
 BV BND       r_1_5_3 
 BV BND       r_1_5_4 
 BV BND       r_1_5_5 
 BV BND       r_2_0_1 
 BV BND       r_2_0_2 
 BV BND       r_2_0_3 
 BV BND       r_2_0_4 
 BV BND       r_2_0_5 
 BV BND       r_2_1_1 
 BV BND       r_2_1_2 
 BV BND       r_2_1_3 
 BV BND       r_2_1_4 
 BV BND       r_2_1_5 
 BV BND       r_2_3_1 
 BV BND       r_2_3_2 
 BV BND       r_2_3_3 
 BV BND       r_2_3_4 
 BV BND       r_2_3_5 
 BV BND       r_2_4_1 
 BV BND       r_2_4_2 
 BV BND       r_2_4_3 
 BV BND       r_2_4_4 
 BV BND       r_2_4_5 
 BV BND       r_2_5_1 
 BV BND       r_2_5_2 
 BV BND       r_2_5_3 
 BV BND       r_2_5_4 
 BV BND       r_2_5_5 
 BV BND       r_3_0_1 
 BV BND       r_3_0_2 
 BV BND       r_3_0_3 
 BV BND       r_3_0_4 
 BV BND       r_3_0_5 
 BV BND       r_3_1_1 
 BV BND       r_3_1_2 
 BV BND       r_3_1_3 
 BV BND       r_3_1_4 
 BV BND       r_3_1_5 
 BV BND       r_3_2_1 
 BV BND       r_3_2_2 
 BV BND       r_3_2_3 
 BV BND       r_3_2_4 
 BV BND       r_3_2_5 
 BV BND       r_3_4_1 
 BV BND       r_3_4_2 
 BV BND       r_3_4_3 
 BV BND       r_3_4_4 
 BV BND       r_3_4_5 
 BV BND       r_3_5_1 
 BV BND       r_3_5_2 
 BV BND       r_3_5_3 
 BV BND       r_3_5_4 
 BV BND       r_3_5_5 
 BV BND       r_4_0_1 
 BV BND       r_4_0_2 
 BV BND       r_4_0_3 
 BV BND       r_4_0_4 
 BV BND       r_4_0_5 
 BV BND       r_4_1_1 
 BV BND       r_4_1_2 
 BV BND       r_4_1_3 
 BV BND       r_4_1_4 
 BV BND       r_4_1_5 
 BV BND       r_4_2_1 
 BV BND       r_4_2_2 
 BV BND       r_4_2_3 
 BV BND       r_4_2_4 
 BV BND       r_4_2_5 
 BV BND       r_4_3_1 
 BV BND       r_4_3_2 
 BV BND       r_4_3_3 
 BV BND       r_4_3_4 
 BV BND       r_4_3_5 
 BV BND       r_4_5_1 
 BV BND       r_4_5_2 
 BV BND       r_4_5_3 
 BV BND       r_4_5_4 
 BV BND       r_4_5_5 
 BV BND       r_5_0_1 
 BV BND       r_5_0_2 
 BV BND       r_5_0_3 
 BV BND       r_5_0_4 
 BV BND       r_5_0_5 
 BV BND       r_5_1_1 
 BV BND       r_5_1_2 
 BV BND       r_5_1_3 
 BV BND       r_5_1_4 
 BV BND       r_5_1_5 
 BV BND       r_5_2_1 
 BV BND       r_5_2_2 
 BV BND       r_5_2_3 
 BV BND       r_5_2_4 
 BV BND       r_5_2_5 
 BV BND       r_5_3_1 
 BV BND       r_5_3_2 
 BV BND       r_5_3_3 
 BV BND       r_5_3_4 
 BV BND       r_5_3_5 
 BV BND       r_5_4_1 
 BV BND       r_5_4_2 
 BV BND       r_5_4_3 
 BV BND       r_5_4_4 
 BV BND       r_5_4_5 
 UP BND       w_0_1_2_2   1.000000000000e+00
 UP BND       w_0_1_2_3   1.000000000000e+00
 UP BND       w_0_1_2_4   1.000000000000e+00
 UP BND       w_0_1_2_5   1.000000000000e+00
 UP BND       w_0_1_3_2   1.000000000000e+00
 UP BND       w_0_1_3_3   1.000000000000e+00
 UP BND       w_0_1_3_4   1.000000000000e+00
 UP BND       w_0_1_3_5   1.000000000000e+00
 UP BND       w_0_1_4_2   1.000000000000e+00
 UP BND       w_0_1_4_3   1.000000000000e+00
 UP BND       w_0_1_4_4   1.000000000000e+00
 UP BND       w_0_1_4_5   1.000000000000e+00
 UP BND       w_0_1_5_2   1.000000000000e+00
 UP BND       w_0_1_5_3   1.000000000000e+00
 UP BND       w_0_1_5_4   1.000000000000e+00
 UP BND       w_0_1_5_5   1.000000000000e+00
 UP BND       w_0_2_1_2   1.000000000000e+00
 UP BND       w_0_2_1_3   1.000000000000e+00
 UP BND       w_0_2_1_4   1.000000000000e+00
 UP BND       w_0_2_1_5   1.000000000000e+00
 UP BND       w_0_2_3_2   1.000000000000e+00
 UP BND       w_0_2_3_3   1.000000000000e+00
 UP BND       w_0_2_3_4   1.000000000000e+00
 UP BND       w_0_2_3_5   1.000000000000e+00
 UP BND       w_0_2_4_2   1.000000000000e+00
 UP BND       w_0_2_4_3   1.000000000000e+00
 UP BND       w_0_2_4_4   1.000000000000e+00
 UP BND       w_0_2_4_5   1.000000000000e+00
 UP BND       w_0_2_5_2   1.000000000000e+00
 UP BND       w_0_2_5_3   1.000000000000e+00
 UP BND       w_0_2_5_4   1.000000000000e+00
 UP BND       w_0_2_5_5   1.000000000000e+00
 UP BND       w_0_3_1_2   1.000000000000e+00
 UP BND       w_0_3_1_3   1.000000000000e+00
 UP BND       w_0_3_1_4   1.000000000000e+00
 UP BND       w_0_3_1_5   1.000000000000e+00
 UP BND       w_0_3_2_2   1.000000000000e+00
 UP BND       w_0_3_2_3   1.000000000000e+00
 UP BND       w_0_3_2_4   1.000000000000e+00
 UP BND       w_0_3_2_5   1.000000000000e+00
 UP BND       w_0_3_4_2   1.000000000000e+00
 UP BND       w_0_3_4_3   1.000000000000e+00
 UP BND       w_0_3_4_4   1.000000000000e+00
 UP BND       w_0_3_4_5   1.000000000000e+00
 UP BND       w_0_3_5_2   1.000000000000e+00
 UP BND       w_0_3_5_3   1.000000000000e+00
 UP BND       w_0_3_5_4   1.000000000000e+00
 UP BND       w_0_3_5_5   1.000000000000e+00
 UP BND       w_0_4_1_2   1.000000000000e+00
 UP BND       w_0_4_1_3   1.000000000000e+00
 UP BND       w_0_4_1_4   1.000000000000e+00
 UP BND       w_0_4_1_5   1.000000000000e+00
 UP BND       w_0_4_2_2   1.000000000000e+00
 UP BND       w_0_4_2_3   1.000000000000e+00
 UP BND       w_0_4_2_4   1.000000000000e+00
 UP BND       w_0_4_2_5   1.000000000000e+00
 UP BND       w_0_4_3_2   1.000000000000e+00
 UP BND       w_0_4_3_3   1.000000000000e+00
 UP BND       w_0_4_3_4   1.000000000000e+00
 UP BND       w_0_4_3_5   1.000000000000e+00
 UP BND       w_0_4_5_2   1.000000000000e+00
 UP BND       w_0_4_5_3   1.000000000000e+00
 UP BND       w_0_4_5_4   1.000000000000e+00
 UP BND       w_0_4_5_5   1.000000000000e+00
 UP BND       w_0_5_1_2   1.000000000000e+00
 UP BND       w_0_5_1_3   1.000000000000e+00
 UP BND       w_0_5_1_4   1.000000000000e+00
 UP BND       w_0_5_1_5   1.000000000000e+00
 UP BND       w_0_5_2_2   1.000000000000e+00
 UP BND       w_0_5_2_3   1.000000000000e+00
 UP BND       w_0_5_2_4   1.000000000000e+00
 UP BND       w_0_5_2_5   1.000000000000e+00
 UP BND       w_0_5_3_2   1.000000000000e+00
 UP BND       w_0_5_3_3   1.000000000000e+00
 UP BND       w_0_5_3_4   1.000000000000e+00
 UP BND       w_0_5_3_5   1.000000000000e+00
 UP BND       w_0_5_4_2   1.000000000000e+00
 UP BND       w_0_5_4_3   1.000000000000e+00
 UP BND       w_0_5_4_4   1.000000000000e+00
 UP BND       w_0_5_4_5   1.000000000000e+00
 UP BND       w_1_0_2_2   1.000000000000e+00
 UP BND       w_1_0_2_3   1.000000000000e+00
 UP BND       w_1_0_2_4   1.000000000000e+00
 UP BND       w_1_0_2_5   1.000000000000e+00
 UP BND       w_1_0_3_2   1.000000000000e+00
 UP BND       w_1_0_3_3   1.000000000000e+00
 UP BND       w_1_0_3_4   1.000000000000e+00
 UP BND       w_1_0_3_5   1.000000000000e+00
 UP BND       w_1_0_4_2   1.000000000000e+00
 UP BND       w_1_0_4_3   1.000000000000e+00
 UP BND       w_1_0_4_4   1.000000000000e+00
 UP BND       w_1_0_4_5   1.000000000000e+00
 UP BND       w_1_0_5_2   1.000000000000e+00
 UP BND       w_1_0_5_3   1.000000000000e+00
 UP BND       w_1_0_5_4   1.000000000000e+00
 UP BND       w_1_0_5_5   1.000000000000e+00
 UP BND       w_1_2_0_2   1.000000000000e+00
 UP BND       w_1_2_0_3   1.000000000000e+00
 UP BND       w_1_2_0_4   1.000000000000e+00
 UP BND       w_1_2_0_5   1.000000000000e+00
 UP BND       w_1_2_3_2   1.000000000000e+00
 UP BND       w_1_2_3_3   1.000000000000e+00
 UP BND       w_1_2_3_4   1.000000000000e+00
 UP BND       w_1_2_3_5   1.000000000000e+00
 UP BND       w_1_2_4_2   1.000000000000e+00
 UP BND       w_1_2_4_3   1.000000000000e+00
 UP BND       w_1_2_4_4   1.000000000000e+00
 UP BND       w_1_2_4_5   1.000000000000e+00
 UP BND       w_1_2_5_2   1.000000000000e+00
 UP BND       w_1_2_5_3   1.000000000000e+00
 UP BND       w_1_2_5_4   1.000000000000e+00
 UP BND       w_1_2_5_5   1.000000000000e+00
 UP BND       w_1_3_0_2   1.000000000000e+00
 UP BND       w_1_3_0_3   1.000000000000e+00
 UP BND       w_1_3_0_4   1.000000000000e+00
 UP BND       w_1_3_0_5   1.000000000000e+00
 UP BND       w_1_3_2_2   1.000000000000e+00
 UP BND       w_1_3_2_3   1.000000000000e+00
 UP BND       w_1_3_2_4   1.000000000000e+00
 UP BND       w_1_3_2_5   1.000000000000e+00
 UP BND       w_1_3_4_2   1.000000000000e+00
 UP BND       w_1_3_4_3   1.000000000000e+00
 UP BND       w_1_3_4_4   1.000000000000e+00
 UP BND       w_1_3_4_5   1.000000000000e+00
 UP BND       w_1_3_5_2   1.000000000000e+00
 UP BND       w_1_3_5_3   1.000000000000e+00
 UP BND       w_1_3_5_4   1.000000000000e+00
 UP BND       w_1_3_5_5   1.000000000000e+00
 UP BND       w_1_4_0_2   1.000000000000e+00
 UP BND       w_1_4_0_3   1.000000000000e+00
 UP BND       w_1_4_0_4   1.000000000000e+00
 UP BND       w_1_4_0_5   1.000000000000e+00
 UP BND       w_1_4_2_2   1.000000000000e+00
 UP BND       w_1_4_2_3   1.000000000000e+00
 UP BND       w_1_4_2_4   1.000000000000e+00
 UP BND       w_1_4_2_5   1.000000000000e+00
 UP BND       w_1_4_3_2   1.000000000000e+00
 UP BND       w_1_4_3_3   1.000000000000e+00
 UP BND       w_1_4_3_4   1.000000000000e+00
 UP BND       w_1_4_3_5   1.000000000000e+00
 UP BND       w_1_4_5_2   1.000000000000e+00
 UP BND       w_1_4_5_3   1.000000000000e+00
 UP BND       w_1_4_5_4   1.000000000000e+00
 UP BND       w_1_4_5_5   1.000000000000e+00
 UP BND       w_1_5_0_2   1.000000000000e+00
 UP BND       w_1_5_0_3   1.000000000000e+00
 UP BND       w_1_5_0_4   1.000000000000e+00
 UP BND       w_1_5_0_5   1.000000000000e+00
 UP BND       w_1_5_2_2   1.000000000000e+00
 UP BND       w_1_5_2_3   1.000000000000e+00
 UP BND       w_1_5_2_4   1.000000000000e+00
 UP BND       w_1_5_2_5   1.000000000000e+00
 UP BND       w_1_5_3_2   1.000000000000e+00
 UP BND       w_1_5_3_3   1.000000000000e+00
 UP BND       w_1_5_3_4   1.000000000000e+00
 UP BND       w_1_5_3_5   1.000000000000e+00
 UP BND       w_1_5_4_2   1.000000000000e+00
 UP BND       w_1_5_4_3   1.000000000000e+00
 UP BND       w_1_5_4_4   1.000000000000e+00
 UP BND       w_1_5_4_5   1.000000000000e+00
 UP BND       w_2_0_1_2   1.000000000000e+00
 UP BND       w_2_0_1_3   1.000000000000e+00
 UP BND       w_2_0_1_4   1.000000000000e+00
 UP BND       w_2_0_1_5   1.000000000000e+00
 UP BND       w_2_0_3_2   1.000000000000e+00
 UP BND       w_2_0_3_3   1.000000000000e+00
 UP BND       w_2_0_3_4   1.000000000000e+00
 UP BND       w_2_0_3_5   1.000000000000e+00
 UP BND       w_2_0_4_2   1.000000000000e+00
 UP BND       w_2_0_4_3   1.000000000000e+00
 UP BND       w_2_0_4_4   1.000000000000e+00
 UP BND       w_2_0_4_5   1.000000000000e+00
 UP BND       w_2_0_5_2   1.000000000000e+00
 UP BND       w_2_0_5_3   1.000000000000e+00
 UP BND       w_2_0_5_4   1.000000000000e+00
 UP BND       w_2_0_5_5   1.000000000000e+00
 UP BND       w_2_1_0_2   1.000000000000e+00
 UP BND       w_2_1_0_3   1.000000000000e+00
 UP BND       w_2_1_0_4   1.000000000000e+00
 UP BND       w_2_1_0_5   1.000000000000e+00
 UP BND       w_2_1_3_2   1.000000000000e+00
 UP BND       w_2_1_3_3   1.000000000000e+00
 UP BND       w_2_1_3_4   1.000000000000e+00
 UP BND       w_2_1_3_5   1.000000000000e+00
 UP BND       w_2_1_4_2   1.000000000000e+00
 UP BND       w_2_1_4_3   1.000000000000e+00
 UP BND       w_2_1_4_4   1.000000000000e+00
 UP BND       w_2_1_4_5   1.000000000000e+00
 UP BND       w_2_1_5_2   1.000000000000e+00
 UP BND       w_2_1_5_3   1.000000000000e+00
 UP BND       w_2_1_5_4   1.000000000000e+00
 UP BND       w_2_1_5_5   1.000000000000e+00
 UP BND       w_2_3_0_2   1.000000000000e+00
 UP BND       w_2_3_0_3   1.000000000000e+00
 UP BND       w_2_3_0_4   1.000000000000e+00
 UP BND       w_2_3_0_5   1.000000000000e+00
 UP BND       w_2_3_1_2   1.000000000000e+00
 UP BND       w_2_3_1_3   1.000000000000e+00
 UP BND       w_2_3_1_4   1.000000000000e+00
 UP BND       w_2_3_1_5   1.000000000000e+00
 UP BND       w_2_3_4_2   1.000000000000e+00
 UP BND       w_2_3_4_3   1.000000000000e+00
 UP BND       w_2_3_4_4   1.000000000000e+00
 UP BND       w_2_3_4_5   1.000000000000e+00
 UP BND       w_2_3_5_2   1.000000000000e+00
 UP BND       w_2_3_5_3   1.000000000000e+00
 UP BND       w_2_3_5_4   1.000000000000e+00
 UP BND       w_2_3_5_5   1.000000000000e+00
 UP BND       w_2_4_0_2   1.000000000000e+00
 UP BND       w_2_4_0_3   1.000000000000e+00
 UP BND       w_2_4_0_4   1.000000000000e+00
 UP BND       w_2_4_0_5   1.000000000000e+00
 UP BND       w_2_4_1_2   1.000000000000e+00
 UP BND       w_2_4_1_3   1.000000000000e+00
 UP BND       w_2_4_1_4   1.000000000000e+00
 UP BND       w_2_4_1_5   1.000000000000e+00
 UP BND       w_2_4_3_2   1.000000000000e+00
 UP BND       w_2_4_3_3   1.000000000000e+00
 UP BND       w_2_4_3_4   1.000000000000e+00
 UP BND       w_2_4_3_5   1.000000000000e+00
 UP BND       w_2_4_5_2   1.000000000000e+00
 UP BND       w_2_4_5_3   1.000000000000e+00
 UP BND       w_2_4_5_4   1.000000000000e+00
 UP BND       w_2_4_5_5   1.000000000000e+00
 UP BND       w_2_5_0_2   1.000000000000e+00
 UP BND       w_2_5_0_3   1.000000000000e+00
 UP BND       w_2_5_0_4   1.000000000000e+00
 UP BND       w_2_5_0_5   1.000000000000e+00
 UP BND       w_2_5_1_2   1.000000000000e+00
 UP BND       w_2_5_1_3   1.000000000000e+00
 UP BND       w_2_5_1_4   1.000000000000e+00
 UP BND       w_2_5_1_5   1.000000000000e+00
 UP BND       w_2_5_3_2   1.000000000000e+00
 UP BND       w_2_5_3_3   1.000000000000e+00
 UP BND       w_2_5_3_4   1.000000000000e+00
 UP BND       w_2_5_3_5   1.000000000000e+00
 UP BND       w_2_5_4_2   1.000000000000e+00
 UP BND       w_2_5_4_3   1.000000000000e+00
 UP BND       w_2_5_4_4   1.000000000000e+00
 UP BND       w_2_5_4_5   1.000000000000e+00
 UP BND       w_3_0_1_2   1.000000000000e+00
 UP BND       w_3_0_1_3   1.000000000000e+00
 UP BND       w_3_0_1_4   1.000000000000e+00
 UP BND       w_3_0_1_5   1.000000000000e+00
 UP BND       w_3_0_2_2   1.000000000000e+00
 UP BND       w_3_0_2_3   1.000000000000e+00
 UP BND       w_3_0_2_4   1.000000000000e+00
 UP BND       w_3_0_2_5   1.000000000000e+00
 UP BND       w_3_0_4_2   1.000000000000e+00
 UP BND       w_3_0_4_3   1.000000000000e+00
 UP BND       w_3_0_4_4   1.000000000000e+00
 UP BND       w_3_0_4_5   1.000000000000e+00
 UP BND       w_3_0_5_2   1.000000000000e+00
 UP BND       w_3_0_5_3   1.000000000000e+00
 UP BND       w_3_0_5_4   1.000000000000e+00
 UP BND       w_3_0_5_5   1.000000000000e+00
 UP BND       w_3_1_0_2   1.000000000000e+00
 UP BND       w_3_1_0_3   1.000000000000e+00
 UP BND       w_3_1_0_4   1.000000000000e+00
 UP BND       w_3_1_0_5   1.000000000000e+00
 UP BND       w_3_1_2_2   1.000000000000e+00
 UP BND       w_3_1_2_3   1.000000000000e+00
 UP BND       w_3_1_2_4   1.000000000000e+00
 UP BND       w_3_1_2_5   1.000000000000e+00
 UP BND       w_3_1_4_2   1.000000000000e+00
 UP BND       w_3_1_4_3   1.000000000000e+00
 UP BND       w_3_1_4_4   1.000000000000e+00
 UP BND       w_3_1_4_5   1.000000000000e+00
 UP BND       w_3_1_5_2   1.000000000000e+00
 UP BND       w_3_1_5_3   1.000000000000e+00
 UP BND       w_3_1_5_4   1.000000000000e+00
 UP BND       w_3_1_5_5   1.000000000000e+00
 UP BND       w_3_2_0_2   1.000000000000e+00
 UP BND       w_3_2_0_3   1.000000000000e+00
 UP BND       w_3_2_0_4   1.000000000000e+00
 UP BND       w_3_2_0_5   1.000000000000e+00
 UP BND       w_3_2_1_2   1.000000000000e+00
 UP BND       w_3_2_1_3   1.000000000000e+00
 UP BND       w_3_2_1_4   1.000000000000e+00
 UP BND       w_3_2_1_5   1.000000000000e+00
 UP BND       w_3_2_4_2   1.000000000000e+00
 UP BND       w_3_2_4_3   1.000000000000e+00
 UP BND       w_3_2_4_4   1.000000000000e+00
 UP BND       w_3_2_4_5   1.000000000000e+00
 UP BND       w_3_2_5_2   1.000000000000e+00
 UP BND       w_3_2_5_3   1.000000000000e+00
 UP BND       w_3_2_5_4   1.000000000000e+00
 UP BND       w_3_2_5_5   1.000000000000e+00
 UP BND       w_3_4_0_2   1.000000000000e+00
 UP BND       w_3_4_0_3   1.000000000000e+00
 UP BND       w_3_4_0_4   1.000000000000e+00
 UP BND       w_3_4_0_5   1.000000000000e+00
 UP BND       w_3_4_1_2   1.000000000000e+00
 UP BND       w_3_4_1_3   1.000000000000e+00
 UP BND       w_3_4_1_4   1.000000000000e+00
 UP BND       w_3_4_1_5   1.000000000000e+00
 UP BND       w_3_4_2_2   1.000000000000e+00
 UP BND       w_3_4_2_3   1.000000000000e+00
 UP BND       w_3_4_2_4   1.000000000000e+00
 UP BND       w_3_4_2_5   1.000000000000e+00
 UP BND       w_3_4_5_2   1.000000000000e+00
 UP BND       w_3_4_5_3   1.000000000000e+00
 UP BND       w_3_4_5_4   1.000000000000e+00
 UP BND       w_3_4_5_5   1.000000000000e+00
 UP BND       w_3_5_0_2   1.000000000000e+00
 UP BND       w_3_5_0_3   1.000000000000e+00
 UP BND       w_3_5_0_4   1.000000000000e+00
 UP BND       w_3_5_0_5   1.000000000000e+00
 UP BND       w_3_5_1_2   1.000000000000e+00
 UP BND       w_3_5_1_3   1.000000000000e+00
 UP BND       w_3_5_1_4   1.000000000000e+00
 UP BND       w_3_5_1_5   1.000000000000e+00
 UP BND       w_3_5_2_2   1.000000000000e+00
 UP BND       w_3_5_2_3   1.000000000000e+00
 UP BND       w_3_5_2_4   1.000000000000e+00
 UP BND       w_3_5_2_5   1.000000000000e+00
 UP BND       w_3_5_4_2   1.000000000000e+00
 UP BND       w_3_5_4_3   1.000000000000e+00
 UP BND       w_3_5_4_4   1.000000000000e+00
 UP BND       w_3_5_4_5   1.000000000000e+00
 UP BND       w_4_0_1_2   1.000000000000e+00
 UP BND       w_4_0_1_3   1.000000000000e+00
 UP BND       w_4_0_1_4   1.000000000000e+00
 UP BND       w_4_0_1_5   1.000000000000e+00
 UP BND       w_4_0_2_2   1.000000000000e+00
 UP BND       w_4_0_2_3   1.000000000000e+00
 UP BND       w_4_0_2_4   1.000000000000e+00
 UP BND       w_4_0_2_5   1.000000000000e+00
 UP BND       w_4_0_3_2   1.000000000000e+00
 UP BND       w_4_0_3_3   1.000000000000e+00
 UP BND       w_4_0_3_4   1.000000000000e+00
 UP BND       w_4_0_3_5   1.000000000000e+00
 UP BND       w_4_0_5_2   1.000000000000e+00
 UP BND       w_4_0_5_3   1.000000000000e+00
 UP BND       w_4_0_5_4   1.000000000000e+00
 UP BND       w_4_0_5_5   1.000000000000e+00
 UP BND       w_4_1_0_2   1.000000000000e+00
 UP BND       w_4_1_0_3   1.000000000000e+00
 UP BND       w_4_1_0_4   1.000000000000e+00
 UP BND       w_4_1_0_5   1.000000000000e+00
 UP BND       w_4_1_2_2   1.000000000000e+00
 UP BND       w_4_1_2_3   1.000000000000e+00
 UP BND       w_4_1_2_4   1.000000000000e+00
 UP BND       w_4_1_2_5   1.000000000000e+00
 UP BND       w_4_1_3_2   1.000000000000e+00
 UP BND       w_4_1_3_3   1.000000000000e+00
 UP BND       w_4_1_3_4   1.000000000000e+00
 UP BND       w_4_1_3_5   1.000000000000e+00
 UP BND       w_4_1_5_2   1.000000000000e+00
 UP BND       w_4_1_5_3   1.000000000000e+00
 UP BND       w_4_1_5_4   1.000000000000e+00
 UP BND       w_4_1_5_5   1.000000000000e+00
 UP BND       w_4_2_0_2   1.000000000000e+00
 UP BND       w_4_2_0_3   1.000000000000e+00
 UP BND       w_4_2_0_4   1.000000000000e+00
 UP BND       w_4_2_0_5   1.000000000000e+00
 UP BND       w_4_2_1_2   1.000000000000e+00
 UP BND       w_4_2_1_3   1.000000000000e+00
 UP BND       w_4_2_1_4   1.000000000000e+00
 UP BND       w_4_2_1_5   1.000000000000e+00
 UP BND       w_4_2_3_2   1.000000000000e+00
 UP BND       w_4_2_3_3   1.000000000000e+00
 UP BND       w_4_2_3_4   1.000000000000e+00
 UP BND       w_4_2_3_5   1.000000000000e+00
 UP BND       w_4_2_5_2   1.000000000000e+00
 UP BND       w_4_2_5_3   1.000000000000e+00
 UP BND       w_4_2_5_4   1.000000000000e+00
 UP BND       w_4_2_5_5   1.000000000000e+00
 UP BND       w_4_3_0_2   1.000000000000e+00
 UP BND       w_4_3_0_3   1.000000000000e+00
 UP BND       w_4_3_0_4   1.000000000000e+00
 UP BND       w_4_3_0_5   1.000000000000e+00
 UP BND       w_4_3_1_2   1.000000000000e+00
 UP BND       w_4_3_1_3   1.000000000000e+00
 UP BND       w_4_3_1_4   1.000000000000e+00
 UP BND       w_4_3_1_5   1.000000000000e+00
 UP BND       w_4_3_2_2   1.000000000000e+00
 UP BND       w_4_3_2_3   1.000000000000e+00
 UP BND       w_4_3_2_4   1.000000000000e+00
 UP BND       w_4_3_2_5   1.000000000000e+00
 UP BND       w_4_3_5_2   1.000000000000e+00
 UP BND       w_4_3_5_3   1.000000000000e+00
 UP BND       w_4_3_5_4   1.000000000000e+00
 UP BND       w_4_3_5_5   1.000000000000e+00
 UP BND       w_4_5_0_2   1.000000000000e+00
 UP BND       w_4_5_0_3   1.000000000000e+00
 UP BND       w_4_5_0_4   1.000000000000e+00
 UP BND       w_4_5_0_5   1.000000000000e+00
 UP BND       w_4_5_1_2   1.000000000000e+00
 UP BND       w_4_5_1_3   1.000000000000e+00
 UP BND       w_4_5_1_4   1.000000000000e+00
 UP BND       w_4_5_1_5   1.000000000000e+00
 UP BND       w_4_5_2_2   1.000000000000e+00
 UP BND       w_4_5_2_3   1.000000000000e+00
 UP BND       w_4_5_2_4   1.000000000000e+00
 UP BND       w_4_5_2_5   1.000000000000e+00
 UP BND       w_4_5_3_2   1.000000000000e+00
 UP BND       w_4_5_3_3   1.000000000000e+00
 UP BND       w_4_5_3_4   1.000000000000e+00
 UP BND       w_4_5_3_5   1.000000000000e+00
 UP BND       w_5_0_1_2   1.000000000000e+00
 UP BND       w_5_0_1_3   1.000000000000e+00
 UP BND       w_5_0_1_4   1.000000000000e+00
 UP BND       w_5_0_1_5   1.000000000000e+00
 UP BND       w_5_0_2_2   1.000000000000e+00
 UP BND       w_5_0_2_3   1.000000000000e+00
 UP BND       w_5_0_2_4   1.000000000000e+00
 UP BND       w_5_0_2_5   1.000000000000e+00
 UP BND       w_5_0_3_2   1.000000000000e+00
 UP BND       w_5_0_3_3   1.000000000000e+00
 UP BND       w_5_0_3_4   1.000000000000e+00
 UP BND       w_5_0_3_5   1.000000000000e+00
 UP BND       w_5_0_4_2   1.000000000000e+00
 UP BND       w_5_0_4_3   1.000000000000e+00
 UP BND       w_5_0_4_4   1.000000000000e+00
 UP BND       w_5_0_4_5   1.000000000000e+00
 UP BND       w_5_1_0_2   1.000000000000e+00
 UP BND       w_5_1_0_3   1.000000000000e+00
 UP BND       w_5_1_0_4   1.000000000000e+00
 UP BND       w_5_1_0_5   1.000000000000e+00
 UP BND       w_5_1_2_2   1.000000000000e+00
 UP BND       w_5_1_2_3   1.000000000000e+00
 UP BND       w_5_1_2_4   1.000000000000e+00
 UP BND       w_5_1_2_5   1.000000000000e+00
 UP BND       w_5_1_3_2   1.000000000000e+00
 UP BND       w_5_1_3_3   1.000000000000e+00
 UP BND       w_5_1_3_4   1.000000000000e+00
 UP BND       w_5_1_3_5   1.000000000000e+00
 UP BND       w_5_1_4_2   1.000000000000e+00
 UP BND       w_5_1_4_3   1.000000000000e+00
 UP BND       w_5_1_4_4   1.000000000000e+00
 UP BND       w_5_1_4_5   1.000000000000e+00
 UP BND       w_5_2_0_2   1.000000000000e+00
 UP BND       w_5_2_0_3   1.000000000000e+00
 UP BND       w_5_2_0_4   1.000000000000e+00
 UP BND       w_5_2_0_5   1.000000000000e+00
 UP BND       w_5_2_1_2   1.000000000000e+00
 UP BND       w_5_2_1_3   1.000000000000e+00
 UP BND       w_5_2_1_4   1.000000000000e+00
 UP BND       w_5_2_1_5   1.000000000000e+00
 UP BND       w_5_2_3_2   1.000000000000e+00
 UP BND       w_5_2_3_3   1.000000000000e+00
 UP BND       w_5_2_3_4   1.000000000000e+00
 UP BND       w_5_2_3_5   1.000000000000e+00
 UP BND       w_5_2_4_2   1.000000000000e+00
 UP BND       w_5_2_4_3   1.000000000000e+00
 UP BND       w_5_2_4_4   1.000000000000e+00
 UP BND       w_5_2_4_5   1.000000000000e+00
 UP BND       w_5_3_0_2   1.000000000000e+00
 UP BND       w_5_3_0_3   1.000000000000e+00
 UP BND       w_5_3_0_4   1.000000000000e+00
 UP BND       w_5_3_0_5   1.000000000000e+00
 UP BND       w_5_3_1_2   1.000000000000e+00
 UP BND       w_5_3_1_3   1.000000000000e+00
 UP BND       w_5_3_1_4   1.000000000000e+00
 UP BND       w_5_3_1_5   1.000000000000e+00
 UP BND       w_5_3_2_2   1.000000000000e+00
 UP BND       w_5_3_2_3   1.000000000000e+00
 UP BND       w_5_3_2_4   1.000000000000e+00
 UP BND       w_5_3_2_5   1.000000000000e+00
 UP BND       w_5_3_4_2   1.000000000000e+00
 UP BND       w_5_3_4_3   1.000000000000e+00
 UP BND       w_5_3_4_4   1.000000000000e+00
 UP BND       w_5_3_4_5   1.000000000000e+00
 UP BND       w_5_4_0_2   1.000000000000e+00
 UP BND       w_5_4_0_3   1.000000000000e+00
 UP BND       w_5_4_0_4   1.000000000000e+00
 UP BND       w_5_4_0_5   1.000000000000e+00
 UP BND       w_5_4_1_2   1.000000000000e+00
 UP BND       w_5_4_1_3   1.000000000000e+00
 UP BND       w_5_4_1_4   1.000000000000e+00
 UP BND       w_5_4_1_5   1.000000000000e+00
 UP BND       w_5_4_2_2   1.000000000000e+00
 UP BND       w_5_4_2_3   1.000000000000e+00
 UP BND       w_5_4_2_4   1.000000000000e+00
 UP BND       w_5_4_2_5   1.000000000000e+00
 UP BND       w_5_4_3_2   1.000000000000e+00
 UP BND       w_5_4_3_3   1.000000000000e+00
 UP BND       w_5_4_3_4   1.000000000000e+00
 UP BND       w_5_4_3_5   1.000000000000e+00
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
ENDATA
