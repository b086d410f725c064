NAME          min_hops_topology
ROWS
 N  OBJ
 E  deg_1
 E  deg_2
 E  deg_3
 E  deg_4
 E  deg_5
 L  adj_lo_6
 L  adj_hi_7
 L  adj_lo_8
 L  adj_hi_9
 L  adj_lo_10
 L  adj_hi_11
 L  adj_lo_12
 L  adj_hi_13
 L  adj_lo_14
 L  adj_hi_15
 L  adj_lo_16
 L  adj_hi_17
 L  adj_lo_18
 L  adj_hi_19
 L  adj_lo_20
 L  adj_hi_21
 L  adj_lo_22
 L  adj_hi_23
 L  adj_lo_24
 L  adj_hi_25
 L  reach1_26
 L  w_adj_27
 L  w_reach_28
 L  w_adj_29
 L  w_reach_30
 L  w_adj_31
 L  w_reach_32
 L  reach_33
 L  monotone_34
 L  w_adj_35
 L  w_reach_36
 L  w_adj_37
 L  w_reach_38
 L  w_adj_39
 L  w_reach_40
 L  reach_41
 L  monotone_42
 L  w_adj_43
 L  w_reach_44
 L  w_adj_45
 L  w_reach_46
 L  w_adj_47
 L  w_reach_48
 L  reach_49
 L  monotone_50
 E  connected_51
 L  reach1_52
 L  w_adj_53
 L  w_reach_54
 L  w_adj_55
 L  w_reach_56
 L  w_adj_57
 L  w_reach_58
 L  reach_59
 L  monotone_60
 L  w_adj_61
 L  w_reach_62
 L  w_adj_63
 L  w_reach_64
 L  w_adj_65
 L  w_reach_66
 L  reach_67
 L  monotone_68
 L  w_adj_69
 L  w_reach_70
 L  w_adj_71
 L  w_reach_72
 L  w_adj_73
 L  w_reach_74
 L  reach_75
 L  monotone_76
 E  connected_77
 L  reach1_78
 L  w_adj_79
 L  w_reach_80
 L  w_adj_81
 L  w_reach_82
 L  w_adj_83
 L  w_reach_84
 L  reach_85
 L  monotone_86
 L  w_adj_87
 L  w_reach_88
 L  w_adj_89
 L  w_reach_90
 L  w_adj_91
 L  w_reach_92
 L  reach_93
 L  monotone_94
 L  w_adj_95
 L  w_reach_96
 L  w_adj_97
 L  w_reach_98
 L  w_adj_99
 L  w_reach_100
 L  reach_101
 L  monotone_102
 E  connected_103
 L  reach1_104
 L  w_adj_105
 L  w_reach_106
 L  w_adj_107
 L  w_reach_108
 L  w_adj_109
 L  w_reach_110
 L  reach_111
 L  monotone_112
 L  w_adj_113
 L  w_reach_114
 L  w_adj_115
 L  w_reach_116
 L  w_adj_117
 L  w_reach_118
 L  reach_119
 L  monotone_120
 L  w_adj_121
 L  w_reach_122
 L  w_adj_123
 L  w_reach_124
 L  w_adj_125
 L  w_reach_126
 L  reach_127
 L  monotone_128
 E  connected_129
 L  reach1_130
 L  w_adj_131
 L  w_reach_132
 L  w_adj_133
 L  w_reach_134
 L  w_adj_135
 L  w_reach_136
 L  reach_137
 L  monotone_138
 L  w_adj_139
 L  w_reach_140
 L  w_adj_141
 L  w_reach_142
 L  w_adj_143
 L  w_reach_144
 L  reach_145
 L  monotone_146
 L  w_adj_147
 L  w_reach_148
 L  w_adj_149
 L  w_reach_150
 L  w_adj_151
 L  w_reach_152
 L  reach_153
 L  monotone_154
 E  connected_155
 L  reach1_156
 L  w_adj_157
 L  w_reach_158
 L  w_adj_159
 L  w_reach_160
 L  w_adj_161
 L  w_reach_162
 L  reach_163
 L  monotone_164
 L  w_adj_165
 L  w_reach_166
 L  w_adj_167
 L  w_reach_168
 L  w_adj_169
 L  w_reach_170
 L  reach_171
 L  monotone_172
 L  w_adj_173
 L  w_reach_174
 L  w_adj_175
 L  w_reach_176
 L  w_adj_177
 L  w_reach_178
 L  reach_179
 L  monotone_180
 E  connected_181
 L  reach1_182
 L  w_adj_183
 L  w_reach_184
 L  w_adj_185
 L  w_reach_186
 L  w_adj_187
 L  w_reach_188
 L  reach_189
 L  monotone_190
 L  w_adj_191
 L  w_reach_192
 L  w_adj_193
 L  w_reach_194
 L  w_adj_195
 L  w_reach_196
 L  reach_197
 L  monotone_198
 L  w_adj_199
 L  w_reach_200
 L  w_adj_201
 L  w_reach_202
 L  w_adj_203
 L  w_reach_204
 L  reach_205
 L  monotone_206
 E  connected_207
 L  reach1_208
 L  w_adj_209
 L  w_reach_210
 L  w_adj_211
 L  w_reach_212
 L  w_adj_213
 L  w_reach_214
 L  reach_215
 L  monotone_216
 L  w_adj_217
 L  w_reach_218
 L  w_adj_219
 L  w_reach_220
 L  w_adj_221
 L  w_reach_222
 L  reach_223
 L  monotone_224
 L  w_adj_225
 L  w_reach_226
 L  w_adj_227
 L  w_reach_228
 L  w_adj_229
 L  w_reach_230
 L  reach_231
 L  monotone_232
 E  connected_233
 L  reach1_234
 L  w_adj_235
 L  w_reach_236
 L  w_adj_237
 L  w_reach_238
 L  w_adj_239
 L  w_reach_240
 L  reach_241
 L  monotone_242
 L  w_adj_243
 L  w_reach_244
 L  w_adj_245
 L  w_reach_246
 L  w_adj_247
 L  w_reach_248
 L  reach_249
 L  monotone_250
 L  w_adj_251
 L  w_reach_252
 L  w_adj_253
 L  w_reach_254
 L  w_adj_255
 L  w_reach_256
 L  reach_257
 L  monotone_258
 E  connected_259
 L  reach1_260
 L  w_adj_261
 L  w_reach_262
 L  w_adj_263
 L  w_reach_264
 L  w_adj_265
 L  w_reach_266
 L  reach_267
 L  monotone_268
 L  w_adj_269
 L  w_reach_270
 L  w_adj_271
 L  w_reach_272
 L  w_adj_273
 L  w_reach_274
 L  reach_275
 L  monotone_276
 L  w_adj_277
 L  w_reach_278
 L  w_adj_279
 L  w_reach_280
 L  w_adj_281
 L  w_reach_282
 L  reach_283
 L  monotone_284
 E  connected_285
 L  reach1_286
 L  w_adj_287
 L  w_reach_288
 L  w_adj_289
 L  w_reach_290
 L  w_adj_291
 L  w_reach_292
 L  reach_293
 L  monotone_294
 L  w_adj_295
 L  w_reach_296
 L  w_adj_297
 L  w_reach_298
 L  w_adj_299
 L  w_reach_300
 L  reach_301
 L  monotone_302
 L  w_adj_303
 L  w_reach_304
 L  w_adj_305
 L  w_reach_306
 L  w_adj_307
 L  w_reach_308
 L  reach_309
 L  monotone_310
 E  connected_311
 L  reach1_312
 L  w_adj_313
 L  w_reach_314
 L  w_adj_315
 L  w_reach_316
 L  w_adj_317
 L  w_reach_318
 L  reach_319
 L  monotone_320
 L  w_adj_321
 L  w_reach_322
 L  w_adj_323
 L  w_reach_324
 L  w_adj_325
 L  w_reach_326
 L  reach_327
 L  monotone_328
 L  w_adj_329
 L  w_reach_330
 L  w_adj_331
 L  w_reach_332
 L  w_adj_333
 L  w_reach_334
 L  reach_335
 L  monotone_336
 E  connected_337
 L  reach1_338
 L  w_adj_339
 L  w_reach_340
 L  w_adj_341
 L  w_reach_342
 L  w_adj_343
 L  w_reach_344
 L  reach_345
 L  monotone_346
 L  w_adj_347
 L  w_reach_348
 L  w_adj_349
 L  w_reach_350
 L  w_adj_351
 L  w_reach_352
 L  reach_353
 L  monotone_354
 L  w_adj_355
 L  w_reach_356
 L  w_adj_357
 L  w_reach_358
 L  w_adj_359
 L  w_reach_360
 L  reach_361
 L  monotone_362
 E  connected_363
 L  reach1_364
 L  w_adj_365
 L  w_reach_366
 L  w_adj_367
 L  w_reach_368
 L  w_adj_369
 L  w_reach_370
 L  reach_371
 L  monotone_372
 L  w_adj_373
 L  w_reach_374
 L  w_adj_375
 L  w_reach_376
 L  w_adj_377
 L  w_reach_378
 L  reach_379
 L  monotone_380
 L  w_adj_381
 L  w_reach_382
 L  w_adj_383
 L  w_reach_384
 L  w_adj_385
 L  w_reach_386
 L  reach_387
 L  monotone_388
 E  connected_389
 L  reach1_390
 L  w_adj_391
 L  w_reach_392
 L  w_adj_393
 L  w_reach_394
 L  w_adj_395
 L  w_reach_396
 L  reach_397
 L  monotone_398
 L  w_adj_399
 L  w_reach_400
 L  w_adj_401
 L  w_reach_402
 L  w_adj_403
 L  w_reach_404
 L  reach_405
 L  monotone_406
 L  w_adj_407
 L  w_reach_408
 L  w_adj_409
 L  w_reach_410
 L  w_adj_411
 L  w_reach_412
 L  reach_413
 L  monotone_414
 E  connected_415
 L  reach1_416
 L  w_adj_417
 L  w_reach_418
 L  w_adj_419
 L  w_reach_420
 L  w_adj_421
 L  w_reach_422
 L  reach_423
 L  monotone_424
 L  w_adj_425
 L  w_reach_426
 L  w_adj_427
 L  w_reach_428
 L  w_adj_429
 L  w_reach_430
 L  reach_431
 L  monotone_432
 L  w_adj_433
 L  w_reach_434
 L  w_adj_435
 L  w_reach_436
 L  w_adj_437
 L  w_reach_438
 L  reach_439
 L  monotone_440
 E  connected_441
 L  reach1_442
 L  w_adj_443
 L  w_reach_444
 L  w_adj_445
 L  w_reach_446
 L  w_adj_447
 L  w_reach_448
 L  reach_449
 L  monotone_450
 L  w_adj_451
 L  w_reach_452
 L  w_adj_453
 L  w_reach_454
 L  w_adj_455
 L  w_reach_456
 L  reach_457
 L  monotone_458
 L  w_adj_459
 L  w_reach_460
 L  w_adj_461
 L  w_reach_462
 L  w_adj_463
 L  w_reach_464
 L  reach_465
 L  monotone_466
 E  connected_467
 L  reach1_468
 L  w_adj_469
 L  w_reach_470
 L  w_adj_471
 L  w_reach_472
 L  w_adj_473
 L  w_reach_474
 L  reach_475
 L  monotone_476
 L  w_adj_477
 L  w_reach_478
 L  w_adj_479
 L  w_reach_480
 L  w_adj_481
 L  w_reach_482
 L  reach_483
 L  monotone_484
 L  w_adj_485
 L  w_reach_486
 L  w_adj_487
 L  w_reach_488
 L  w_adj_489
 L  w_reach_490
 L  reach_491
 L  monotone_492
 E  connected_493
 L  reach1_494
 L  w_adj_495
 L  w_reach_496
 L  w_adj_497
 L  w_reach_498
 L  w_adj_499
 L  w_reach_500
 L  reach_501
 L  monotone_502
 L  w_adj_503
 L  w_reach_504
 L  w_adj_505
 L  w_reach_506
 L  w_adj_507
 L  w_reach_508
 L  reach_509
 L  monotone_510
 L  w_adj_511
 L  w_reach_512
 L  w_adj_513
 L  w_reach_514
 L  w_adj_515
 L  w_reach_516
 L  reach_517
 L  monotone_518
 E  connected_519
 L  reach1_520
 L  w_adj_521
 L  w_reach_522
 L  w_adj_523
 L  w_reach_524
 L  w_adj_525
 L  w_reach_526
 L  reach_527
 L  monotone_528
 L  w_adj_529
 L  w_reach_530
 L  w_adj_531
 L  w_reach_532
 L  w_adj_533
 L  w_reach_534
 L  reach_535
 L  monotone_536
 L  w_adj_537
 L  w_reach_538
 L  w_adj_539
 L  w_reach_540
 L  w_adj_541
 L  w_reach_542
 L  reach_543
 L  monotone_544
 E  connected_545
 L  moore_546
 L  moore_547
 L  moore_548
 L  moore_549
 L  moore_550
COLUMNS
    MARK      'MARKER'                 'INTORG'
    a_0_1     adj_lo_6   1.000000000000e+00
    a_0_1     adj_hi_7  -2.000000000000e+00
    a_0_1     reach1_26  -1.000000000000e+00
    a_0_1     reach_33  -1.000000000000e+00
    a_0_1     reach_41  -1.000000000000e+00
    a_0_1     reach_49  -1.000000000000e+00
    a_0_1     reach1_130  -1.000000000000e+00
    a_0_1     reach_137  -1.000000000000e+00
    a_0_1     reach_145  -1.000000000000e+00
    a_0_1     reach_153  -1.000000000000e+00
    a_0_1     w_adj_235  -1.000000000000e+00
    a_0_1     w_adj_243  -1.000000000000e+00
    a_0_1     w_adj_251  -1.000000000000e+00
    a_0_1     w_adj_261  -1.000000000000e+00
    a_0_1     w_adj_269  -1.000000000000e+00
    a_0_1     w_adj_277  -1.000000000000e+00
    a_0_1     w_adj_339  -1.000000000000e+00
    a_0_1     w_adj_347  -1.000000000000e+00
    a_0_1     w_adj_355  -1.000000000000e+00
    a_0_1     w_adj_365  -1.000000000000e+00
    a_0_1     w_adj_373  -1.000000000000e+00
    a_0_1     w_adj_381  -1.000000000000e+00
    a_0_1     w_adj_443  -1.000000000000e+00
    a_0_1     w_adj_451  -1.000000000000e+00
    a_0_1     w_adj_459  -1.000000000000e+00
    a_0_1     w_adj_469  -1.000000000000e+00
    a_0_1     w_adj_477  -1.000000000000e+00
    a_0_1     w_adj_485  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_2     adj_lo_8   1.000000000000e+00
    a_0_2     adj_hi_9  -2.000000000000e+00
    a_0_2     reach1_52  -1.000000000000e+00
    a_0_2     reach_59  -1.000000000000e+00
    a_0_2     reach_67  -1.000000000000e+00
    a_0_2     reach_75  -1.000000000000e+00
    a_0_2     w_adj_131  -1.000000000000e+00
    a_0_2     w_adj_139  -1.000000000000e+00
    a_0_2     w_adj_147  -1.000000000000e+00
    a_0_2     w_adj_157  -1.000000000000e+00
    a_0_2     w_adj_165  -1.000000000000e+00
    a_0_2     w_adj_173  -1.000000000000e+00
    a_0_2     reach1_234  -1.000000000000e+00
    a_0_2     reach_241  -1.000000000000e+00
    a_0_2     reach_249  -1.000000000000e+00
    a_0_2     reach_257  -1.000000000000e+00
    a_0_2     w_adj_341  -1.000000000000e+00
    a_0_2     w_adj_349  -1.000000000000e+00
    a_0_2     w_adj_357  -1.000000000000e+00
    a_0_2     w_adj_391  -1.000000000000e+00
    a_0_2     w_adj_399  -1.000000000000e+00
    a_0_2     w_adj_407  -1.000000000000e+00
    a_0_2     w_adj_445  -1.000000000000e+00
    a_0_2     w_adj_453  -1.000000000000e+00
    a_0_2     w_adj_461  -1.000000000000e+00
    a_0_2     w_adj_495  -1.000000000000e+00
    a_0_2     w_adj_503  -1.000000000000e+00
    a_0_2     w_adj_511  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_3     adj_lo_10   1.000000000000e+00
    a_0_3     adj_hi_11  -2.000000000000e+00
    a_0_3     reach1_78  -1.000000000000e+00
    a_0_3     reach_85  -1.000000000000e+00
    a_0_3     reach_93  -1.000000000000e+00
    a_0_3     reach_101  -1.000000000000e+00
    a_0_3     w_adj_133  -1.000000000000e+00
    a_0_3     w_adj_141  -1.000000000000e+00
    a_0_3     w_adj_149  -1.000000000000e+00
    a_0_3     w_adj_183  -1.000000000000e+00
    a_0_3     w_adj_191  -1.000000000000e+00
    a_0_3     w_adj_199  -1.000000000000e+00
    a_0_3     w_adj_237  -1.000000000000e+00
    a_0_3     w_adj_245  -1.000000000000e+00
    a_0_3     w_adj_253  -1.000000000000e+00
    a_0_3     w_adj_287  -1.000000000000e+00
    a_0_3     w_adj_295  -1.000000000000e+00
    a_0_3     w_adj_303  -1.000000000000e+00
    a_0_3     reach1_338  -1.000000000000e+00
    a_0_3     reach_345  -1.000000000000e+00
    a_0_3     reach_353  -1.000000000000e+00
    a_0_3     reach_361  -1.000000000000e+00
    a_0_3     w_adj_447  -1.000000000000e+00
    a_0_3     w_adj_455  -1.000000000000e+00
    a_0_3     w_adj_463  -1.000000000000e+00
    a_0_3     w_adj_521  -1.000000000000e+00
    a_0_3     w_adj_529  -1.000000000000e+00
    a_0_3     w_adj_537  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_0_4     adj_lo_12   1.000000000000e+00
    a_0_4     adj_hi_13  -2.000000000000e+00
    a_0_4     reach1_104  -1.000000000000e+00
    a_0_4     reach_111  -1.000000000000e+00
    a_0_4     reach_119  -1.000000000000e+00
    a_0_4     reach_127  -1.000000000000e+00
    a_0_4     w_adj_135  -1.000000000000e+00
    a_0_4     w_adj_143  -1.000000000000e+00
    a_0_4     w_adj_151  -1.000000000000e+00
    a_0_4     w_adj_209  -1.000000000000e+00
    a_0_4     w_adj_217  -1.000000000000e+00
    a_0_4     w_adj_225  -1.000000000000e+00
    a_0_4     w_adj_239  -1.000000000000e+00
    a_0_4     w_adj_247  -1.000000000000e+00
    a_0_4     w_adj_255  -1.000000000000e+00
    a_0_4     w_adj_313  -1.000000000000e+00
    a_0_4     w_adj_321  -1.000000000000e+00
    a_0_4     w_adj_329  -1.000000000000e+00
    a_0_4     w_adj_343  -1.000000000000e+00
    a_0_4     w_adj_351  -1.000000000000e+00
    a_0_4     w_adj_359  -1.000000000000e+00
    a_0_4     w_adj_417  -1.000000000000e+00
    a_0_4     w_adj_425  -1.000000000000e+00
    a_0_4     w_adj_433  -1.000000000000e+00
    a_0_4     reach1_442  -1.000000000000e+00
    a_0_4     reach_449  -1.000000000000e+00
    a_0_4     reach_457  -1.000000000000e+00
    a_0_4     reach_465  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1_2     adj_lo_14   1.000000000000e+00
    a_1_2     adj_hi_15  -2.000000000000e+00
    a_1_2     w_adj_27  -1.000000000000e+00
    a_1_2     w_adj_35  -1.000000000000e+00
    a_1_2     w_adj_43  -1.000000000000e+00
    a_1_2     w_adj_53  -1.000000000000e+00
    a_1_2     w_adj_61  -1.000000000000e+00
    a_1_2     w_adj_69  -1.000000000000e+00
    a_1_2     reach1_156  -1.000000000000e+00
    a_1_2     reach_163  -1.000000000000e+00
    a_1_2     reach_171  -1.000000000000e+00
    a_1_2     reach_179  -1.000000000000e+00
    a_1_2     reach1_260  -1.000000000000e+00
    a_1_2     reach_267  -1.000000000000e+00
    a_1_2     reach_275  -1.000000000000e+00
    a_1_2     reach_283  -1.000000000000e+00
    a_1_2     w_adj_367  -1.000000000000e+00
    a_1_2     w_adj_375  -1.000000000000e+00
    a_1_2     w_adj_383  -1.000000000000e+00
    a_1_2     w_adj_393  -1.000000000000e+00
    a_1_2     w_adj_401  -1.000000000000e+00
    a_1_2     w_adj_409  -1.000000000000e+00
    a_1_2     w_adj_471  -1.000000000000e+00
    a_1_2     w_adj_479  -1.000000000000e+00
    a_1_2     w_adj_487  -1.000000000000e+00
    a_1_2     w_adj_497  -1.000000000000e+00
    a_1_2     w_adj_505  -1.000000000000e+00
    a_1_2     w_adj_513  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1_3     adj_lo_16   1.000000000000e+00
    a_1_3     adj_hi_17  -2.000000000000e+00
    a_1_3     w_adj_29  -1.000000000000e+00
    a_1_3     w_adj_37  -1.000000000000e+00
    a_1_3     w_adj_45  -1.000000000000e+00
    a_1_3     w_adj_79  -1.000000000000e+00
    a_1_3     w_adj_87  -1.000000000000e+00
    a_1_3     w_adj_95  -1.000000000000e+00
    a_1_3     reach1_182  -1.000000000000e+00
    a_1_3     reach_189  -1.000000000000e+00
    a_1_3     reach_197  -1.000000000000e+00
    a_1_3     reach_205  -1.000000000000e+00
    a_1_3     w_adj_263  -1.000000000000e+00
    a_1_3     w_adj_271  -1.000000000000e+00
    a_1_3     w_adj_279  -1.000000000000e+00
    a_1_3     w_adj_289  -1.000000000000e+00
    a_1_3     w_adj_297  -1.000000000000e+00
    a_1_3     w_adj_305  -1.000000000000e+00
    a_1_3     reach1_364  -1.000000000000e+00
    a_1_3     reach_371  -1.000000000000e+00
    a_1_3     reach_379  -1.000000000000e+00
    a_1_3     reach_387  -1.000000000000e+00
    a_1_3     w_adj_473  -1.000000000000e+00
    a_1_3     w_adj_481  -1.000000000000e+00
    a_1_3     w_adj_489  -1.000000000000e+00
    a_1_3     w_adj_523  -1.000000000000e+00
    a_1_3     w_adj_531  -1.000000000000e+00
    a_1_3     w_adj_539  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_1_4     adj_lo_18   1.000000000000e+00
    a_1_4     adj_hi_19  -2.000000000000e+00
    a_1_4     w_adj_31  -1.000000000000e+00
    a_1_4     w_adj_39  -1.000000000000e+00
    a_1_4     w_adj_47  -1.000000000000e+00
    a_1_4     w_adj_105  -1.000000000000e+00
    a_1_4     w_adj_113  -1.000000000000e+00
    a_1_4     w_adj_121  -1.000000000000e+00
    a_1_4     reach1_208  -1.000000000000e+00
    a_1_4     reach_215  -1.000000000000e+00
    a_1_4     reach_223  -1.000000000000e+00
    a_1_4     reach_231  -1.000000000000e+00
    a_1_4     w_adj_265  -1.000000000000e+00
    a_1_4     w_adj_273  -1.000000000000e+00
    a_1_4     w_adj_281  -1.000000000000e+00
    a_1_4     w_adj_315  -1.000000000000e+00
    a_1_4     w_adj_323  -1.000000000000e+00
    a_1_4     w_adj_331  -1.000000000000e+00
    a_1_4     w_adj_369  -1.000000000000e+00
    a_1_4     w_adj_377  -1.000000000000e+00
    a_1_4     w_adj_385  -1.000000000000e+00
    a_1_4     w_adj_419  -1.000000000000e+00
    a_1_4     w_adj_427  -1.000000000000e+00
    a_1_4     w_adj_435  -1.000000000000e+00
    a_1_4     reach1_468  -1.000000000000e+00
    a_1_4     reach_475  -1.000000000000e+00
    a_1_4     reach_483  -1.000000000000e+00
    a_1_4     reach_491  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2_3     adj_lo_20   1.000000000000e+00
    a_2_3     adj_hi_21  -2.000000000000e+00
    a_2_3     w_adj_55  -1.000000000000e+00
    a_2_3     w_adj_63  -1.000000000000e+00
    a_2_3     w_adj_71  -1.000000000000e+00
    a_2_3     w_adj_81  -1.000000000000e+00
    a_2_3     w_adj_89  -1.000000000000e+00
    a_2_3     w_adj_97  -1.000000000000e+00
    a_2_3     w_adj_159  -1.000000000000e+00
    a_2_3     w_adj_167  -1.000000000000e+00
    a_2_3     w_adj_175  -1.000000000000e+00
    a_2_3     w_adj_185  -1.000000000000e+00
    a_2_3     w_adj_193  -1.000000000000e+00
    a_2_3     w_adj_201  -1.000000000000e+00
    a_2_3     reach1_286  -1.000000000000e+00
    a_2_3     reach_293  -1.000000000000e+00
    a_2_3     reach_301  -1.000000000000e+00
    a_2_3     reach_309  -1.000000000000e+00
    a_2_3     reach1_390  -1.000000000000e+00
    a_2_3     reach_397  -1.000000000000e+00
    a_2_3     reach_405  -1.000000000000e+00
    a_2_3     reach_413  -1.000000000000e+00
    a_2_3     w_adj_499  -1.000000000000e+00
    a_2_3     w_adj_507  -1.000000000000e+00
    a_2_3     w_adj_515  -1.000000000000e+00
    a_2_3     w_adj_525  -1.000000000000e+00
    a_2_3     w_adj_533  -1.000000000000e+00
    a_2_3     w_adj_541  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2_4     adj_lo_22   1.000000000000e+00
    a_2_4     adj_hi_23  -2.000000000000e+00
    a_2_4     w_adj_57  -1.000000000000e+00
    a_2_4     w_adj_65  -1.000000000000e+00
    a_2_4     w_adj_73  -1.000000000000e+00
    a_2_4     w_adj_107  -1.000000000000e+00
    a_2_4     w_adj_115  -1.000000000000e+00
    a_2_4     w_adj_123  -1.000000000000e+00
    a_2_4     w_adj_161  -1.000000000000e+00
    a_2_4     w_adj_169  -1.000000000000e+00
    a_2_4     w_adj_177  -1.000000000000e+00
    a_2_4     w_adj_211  -1.000000000000e+00
    a_2_4     w_adj_219  -1.000000000000e+00
    a_2_4     w_adj_227  -1.000000000000e+00
    a_2_4     reach1_312  -1.000000000000e+00
    a_2_4     reach_319  -1.000000000000e+00
    a_2_4     reach_327  -1.000000000000e+00
    a_2_4     reach_335  -1.000000000000e+00
    a_2_4     w_adj_395  -1.000000000000e+00
    a_2_4     w_adj_403  -1.000000000000e+00
    a_2_4     w_adj_411  -1.000000000000e+00
    a_2_4     w_adj_421  -1.000000000000e+00
    a_2_4     w_adj_429  -1.000000000000e+00
    a_2_4     w_adj_437  -1.000000000000e+00
    a_2_4     reach1_494  -1.000000000000e+00
    a_2_4     reach_501  -1.000000000000e+00
    a_2_4     reach_509  -1.000000000000e+00
    a_2_4     reach_517  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_3_4     adj_lo_24   1.000000000000e+00
    a_3_4     adj_hi_25  -2.000000000000e+00
    a_3_4     w_adj_83  -1.000000000000e+00
    a_3_4     w_adj_91  -1.000000000000e+00
    a_3_4     w_adj_99  -1.000000000000e+00
    a_3_4     w_adj_109  -1.000000000000e+00
    a_3_4     w_adj_117  -1.000000000000e+00
    a_3_4     w_adj_125  -1.000000000000e+00
    a_3_4     w_adj_187  -1.000000000000e+00
    a_3_4     w_adj_195  -1.000000000000e+00
    a_3_4     w_adj_203  -1.000000000000e+00
    a_3_4     w_adj_213  -1.000000000000e+00
    a_3_4     w_adj_221  -1.000000000000e+00
    a_3_4     w_adj_229  -1.000000000000e+00
    a_3_4     w_adj_291  -1.000000000000e+00
    a_3_4     w_adj_299  -1.000000000000e+00
    a_3_4     w_adj_307  -1.000000000000e+00
    a_3_4     w_adj_317  -1.000000000000e+00
    a_3_4     w_adj_325  -1.000000000000e+00
    a_3_4     w_adj_333  -1.000000000000e+00
    a_3_4     reach1_416  -1.000000000000e+00
    a_3_4     reach_423  -1.000000000000e+00
    a_3_4     reach_431  -1.000000000000e+00
    a_3_4     reach_439  -1.000000000000e+00
    a_3_4     reach1_520  -1.000000000000e+00
    a_3_4     reach_527  -1.000000000000e+00
    a_3_4     reach_535  -1.000000000000e+00
    a_3_4     reach_543  -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_1   reach1_26   1.000000000000e+00
    r_0_1_1   reach_33  -1.000000000000e+00
    r_0_1_1   monotone_34   1.000000000000e+00
    r_0_1_1   w_reach_54  -1.000000000000e+00
    r_0_1_1   w_reach_80  -1.000000000000e+00
    r_0_1_1   w_reach_106  -1.000000000000e+00
    r_0_1_1   moore_546   1.000000000000e+00
    r_0_1_1   OBJ       -6.779661016949e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_2   reach_33   1.000000000000e+00
    r_0_1_2   monotone_34  -1.000000000000e+00
    r_0_1_2   reach_41  -1.000000000000e+00
    r_0_1_2   monotone_42   1.000000000000e+00
    r_0_1_2   w_reach_62  -1.000000000000e+00
    r_0_1_2   w_reach_88  -1.000000000000e+00
    r_0_1_2   w_reach_114  -1.000000000000e+00
    r_0_1_2   OBJ       -6.779661016949e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_3   reach_41   1.000000000000e+00
    r_0_1_3   monotone_42  -1.000000000000e+00
    r_0_1_3   reach_49  -1.000000000000e+00
    r_0_1_3   monotone_50   1.000000000000e+00
    r_0_1_3   w_reach_70  -1.000000000000e+00
    r_0_1_3   w_reach_96  -1.000000000000e+00
    r_0_1_3   w_reach_122  -1.000000000000e+00
    r_0_1_3   OBJ       -6.779661016949e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_1_4   reach_49   1.000000000000e+00
    r_0_1_4   monotone_50  -1.000000000000e+00
    r_0_1_4   connected_51   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_1   w_reach_28  -1.000000000000e+00
    r_0_2_1   reach1_52   1.000000000000e+00
    r_0_2_1   reach_59  -1.000000000000e+00
    r_0_2_1   monotone_60   1.000000000000e+00
    r_0_2_1   w_reach_82  -1.000000000000e+00
    r_0_2_1   w_reach_108  -1.000000000000e+00
    r_0_2_1   moore_546   1.000000000000e+00
    r_0_2_1   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_2   w_reach_36  -1.000000000000e+00
    r_0_2_2   reach_59   1.000000000000e+00
    r_0_2_2   monotone_60  -1.000000000000e+00
    r_0_2_2   reach_67  -1.000000000000e+00
    r_0_2_2   monotone_68   1.000000000000e+00
    r_0_2_2   w_reach_90  -1.000000000000e+00
    r_0_2_2   w_reach_116  -1.000000000000e+00
    r_0_2_2   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_3   w_reach_44  -1.000000000000e+00
    r_0_2_3   reach_67   1.000000000000e+00
    r_0_2_3   monotone_68  -1.000000000000e+00
    r_0_2_3   reach_75  -1.000000000000e+00
    r_0_2_3   monotone_76   1.000000000000e+00
    r_0_2_3   w_reach_98  -1.000000000000e+00
    r_0_2_3   w_reach_124  -1.000000000000e+00
    r_0_2_3   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_2_4   reach_75   1.000000000000e+00
    r_0_2_4   monotone_76  -1.000000000000e+00
    r_0_2_4   connected_77   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_1   w_reach_30  -1.000000000000e+00
    r_0_3_1   w_reach_56  -1.000000000000e+00
    r_0_3_1   reach1_78   1.000000000000e+00
    r_0_3_1   reach_85  -1.000000000000e+00
    r_0_3_1   monotone_86   1.000000000000e+00
    r_0_3_1   w_reach_110  -1.000000000000e+00
    r_0_3_1   moore_546   1.000000000000e+00
    r_0_3_1   OBJ       -2.542372881356e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_2   w_reach_38  -1.000000000000e+00
    r_0_3_2   w_reach_64  -1.000000000000e+00
    r_0_3_2   reach_85   1.000000000000e+00
    r_0_3_2   monotone_86  -1.000000000000e+00
    r_0_3_2   reach_93  -1.000000000000e+00
    r_0_3_2   monotone_94   1.000000000000e+00
    r_0_3_2   w_reach_118  -1.000000000000e+00
    r_0_3_2   OBJ       -2.542372881356e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_3   w_reach_46  -1.000000000000e+00
    r_0_3_3   w_reach_72  -1.000000000000e+00
    r_0_3_3   reach_93   1.000000000000e+00
    r_0_3_3   monotone_94  -1.000000000000e+00
    r_0_3_3   reach_101  -1.000000000000e+00
    r_0_3_3   monotone_102   1.000000000000e+00
    r_0_3_3   w_reach_126  -1.000000000000e+00
    r_0_3_3   OBJ       -2.542372881356e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_3_4   reach_101   1.000000000000e+00
    r_0_3_4   monotone_102  -1.000000000000e+00
    r_0_3_4   connected_103   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_1   w_reach_32  -1.000000000000e+00
    r_0_4_1   w_reach_58  -1.000000000000e+00
    r_0_4_1   w_reach_84  -1.000000000000e+00
    r_0_4_1   reach1_104   1.000000000000e+00
    r_0_4_1   reach_111  -1.000000000000e+00
    r_0_4_1   monotone_112   1.000000000000e+00
    r_0_4_1   moore_546   1.000000000000e+00
    r_0_4_1   OBJ       -1.694915254237e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_2   w_reach_40  -1.000000000000e+00
    r_0_4_2   w_reach_66  -1.000000000000e+00
    r_0_4_2   w_reach_92  -1.000000000000e+00
    r_0_4_2   reach_111   1.000000000000e+00
    r_0_4_2   monotone_112  -1.000000000000e+00
    r_0_4_2   reach_119  -1.000000000000e+00
    r_0_4_2   monotone_120   1.000000000000e+00
    r_0_4_2   OBJ       -1.694915254237e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_3   w_reach_48  -1.000000000000e+00
    r_0_4_3   w_reach_74  -1.000000000000e+00
    r_0_4_3   w_reach_100  -1.000000000000e+00
    r_0_4_3   reach_119   1.000000000000e+00
    r_0_4_3   monotone_120  -1.000000000000e+00
    r_0_4_3   reach_127  -1.000000000000e+00
    r_0_4_3   monotone_128   1.000000000000e+00
    r_0_4_3   OBJ       -1.694915254237e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_0_4_4   reach_127   1.000000000000e+00
    r_0_4_4   monotone_128  -1.000000000000e+00
    r_0_4_4   connected_129   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_1   reach1_130   1.000000000000e+00
    r_1_0_1   reach_137  -1.000000000000e+00
    r_1_0_1   monotone_138   1.000000000000e+00
    r_1_0_1   w_reach_158  -1.000000000000e+00
    r_1_0_1   w_reach_184  -1.000000000000e+00
    r_1_0_1   w_reach_210  -1.000000000000e+00
    r_1_0_1   moore_547   1.000000000000e+00
    r_1_0_1   OBJ       -5.084745762712e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_2   reach_137   1.000000000000e+00
    r_1_0_2   monotone_138  -1.000000000000e+00
    r_1_0_2   reach_145  -1.000000000000e+00
    r_1_0_2   monotone_146   1.000000000000e+00
    r_1_0_2   w_reach_166  -1.000000000000e+00
    r_1_0_2   w_reach_192  -1.000000000000e+00
    r_1_0_2   w_reach_218  -1.000000000000e+00
    r_1_0_2   OBJ       -5.084745762712e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_3   reach_145   1.000000000000e+00
    r_1_0_3   monotone_146  -1.000000000000e+00
    r_1_0_3   reach_153  -1.000000000000e+00
    r_1_0_3   monotone_154   1.000000000000e+00
    r_1_0_3   w_reach_174  -1.000000000000e+00
    r_1_0_3   w_reach_200  -1.000000000000e+00
    r_1_0_3   w_reach_226  -1.000000000000e+00
    r_1_0_3   OBJ       -5.084745762712e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_0_4   reach_153   1.000000000000e+00
    r_1_0_4   monotone_154  -1.000000000000e+00
    r_1_0_4   connected_155   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_1   w_reach_132  -1.000000000000e+00
    r_1_2_1   reach1_156   1.000000000000e+00
    r_1_2_1   reach_163  -1.000000000000e+00
    r_1_2_1   monotone_164   1.000000000000e+00
    r_1_2_1   w_reach_186  -1.000000000000e+00
    r_1_2_1   w_reach_212  -1.000000000000e+00
    r_1_2_1   moore_547   1.000000000000e+00
    r_1_2_1   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_2   w_reach_140  -1.000000000000e+00
    r_1_2_2   reach_163   1.000000000000e+00
    r_1_2_2   monotone_164  -1.000000000000e+00
    r_1_2_2   reach_171  -1.000000000000e+00
    r_1_2_2   monotone_172   1.000000000000e+00
    r_1_2_2   w_reach_194  -1.000000000000e+00
    r_1_2_2   w_reach_220  -1.000000000000e+00
    r_1_2_2   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_3   w_reach_148  -1.000000000000e+00
    r_1_2_3   reach_171   1.000000000000e+00
    r_1_2_3   monotone_172  -1.000000000000e+00
    r_1_2_3   reach_179  -1.000000000000e+00
    r_1_2_3   monotone_180   1.000000000000e+00
    r_1_2_3   w_reach_202  -1.000000000000e+00
    r_1_2_3   w_reach_228  -1.000000000000e+00
    r_1_2_3   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_2_4   reach_179   1.000000000000e+00
    r_1_2_4   monotone_180  -1.000000000000e+00
    r_1_2_4   connected_181   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_1   w_reach_134  -1.000000000000e+00
    r_1_3_1   w_reach_160  -1.000000000000e+00
    r_1_3_1   reach1_182   1.000000000000e+00
    r_1_3_1   reach_189  -1.000000000000e+00
    r_1_3_1   monotone_190   1.000000000000e+00
    r_1_3_1   w_reach_214  -1.000000000000e+00
    r_1_3_1   moore_547   1.000000000000e+00
    r_1_3_1   OBJ       -5.084745762712e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_2   w_reach_142  -1.000000000000e+00
    r_1_3_2   w_reach_168  -1.000000000000e+00
    r_1_3_2   reach_189   1.000000000000e+00
    r_1_3_2   monotone_190  -1.000000000000e+00
    r_1_3_2   reach_197  -1.000000000000e+00
    r_1_3_2   monotone_198   1.000000000000e+00
    r_1_3_2   w_reach_222  -1.000000000000e+00
    r_1_3_2   OBJ       -5.084745762712e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_3   w_reach_150  -1.000000000000e+00
    r_1_3_3   w_reach_176  -1.000000000000e+00
    r_1_3_3   reach_197   1.000000000000e+00
    r_1_3_3   monotone_198  -1.000000000000e+00
    r_1_3_3   reach_205  -1.000000000000e+00
    r_1_3_3   monotone_206   1.000000000000e+00
    r_1_3_3   w_reach_230  -1.000000000000e+00
    r_1_3_3   OBJ       -5.084745762712e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_3_4   reach_205   1.000000000000e+00
    r_1_3_4   monotone_206  -1.000000000000e+00
    r_1_3_4   connected_207   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_1   w_reach_136  -1.000000000000e+00
    r_1_4_1   w_reach_162  -1.000000000000e+00
    r_1_4_1   w_reach_188  -1.000000000000e+00
    r_1_4_1   reach1_208   1.000000000000e+00
    r_1_4_1   reach_215  -1.000000000000e+00
    r_1_4_1   monotone_216   1.000000000000e+00
    r_1_4_1   moore_547   1.000000000000e+00
    r_1_4_1   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_2   w_reach_144  -1.000000000000e+00
    r_1_4_2   w_reach_170  -1.000000000000e+00
    r_1_4_2   w_reach_196  -1.000000000000e+00
    r_1_4_2   reach_215   1.000000000000e+00
    r_1_4_2   monotone_216  -1.000000000000e+00
    r_1_4_2   reach_223  -1.000000000000e+00
    r_1_4_2   monotone_224   1.000000000000e+00
    r_1_4_2   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_3   w_reach_152  -1.000000000000e+00
    r_1_4_3   w_reach_178  -1.000000000000e+00
    r_1_4_3   w_reach_204  -1.000000000000e+00
    r_1_4_3   reach_223   1.000000000000e+00
    r_1_4_3   monotone_224  -1.000000000000e+00
    r_1_4_3   reach_231  -1.000000000000e+00
    r_1_4_3   monotone_232   1.000000000000e+00
    r_1_4_3   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_1_4_4   reach_231   1.000000000000e+00
    r_1_4_4   monotone_232  -1.000000000000e+00
    r_1_4_4   connected_233   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_1   reach1_234   1.000000000000e+00
    r_2_0_1   reach_241  -1.000000000000e+00
    r_2_0_1   monotone_242   1.000000000000e+00
    r_2_0_1   w_reach_262  -1.000000000000e+00
    r_2_0_1   w_reach_288  -1.000000000000e+00
    r_2_0_1   w_reach_314  -1.000000000000e+00
    r_2_0_1   moore_548   1.000000000000e+00
    r_2_0_1   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_2   reach_241   1.000000000000e+00
    r_2_0_2   monotone_242  -1.000000000000e+00
    r_2_0_2   reach_249  -1.000000000000e+00
    r_2_0_2   monotone_250   1.000000000000e+00
    r_2_0_2   w_reach_270  -1.000000000000e+00
    r_2_0_2   w_reach_296  -1.000000000000e+00
    r_2_0_2   w_reach_322  -1.000000000000e+00
    r_2_0_2   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_3   reach_249   1.000000000000e+00
    r_2_0_3   monotone_250  -1.000000000000e+00
    r_2_0_3   reach_257  -1.000000000000e+00
    r_2_0_3   monotone_258   1.000000000000e+00
    r_2_0_3   w_reach_278  -1.000000000000e+00
    r_2_0_3   w_reach_304  -1.000000000000e+00
    r_2_0_3   w_reach_330  -1.000000000000e+00
    r_2_0_3   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_0_4   reach_257   1.000000000000e+00
    r_2_0_4   monotone_258  -1.000000000000e+00
    r_2_0_4   connected_259   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_1   w_reach_236  -1.000000000000e+00
    r_2_1_1   reach1_260   1.000000000000e+00
    r_2_1_1   reach_267  -1.000000000000e+00
    r_2_1_1   monotone_268   1.000000000000e+00
    r_2_1_1   w_reach_290  -1.000000000000e+00
    r_2_1_1   w_reach_316  -1.000000000000e+00
    r_2_1_1   moore_548   1.000000000000e+00
    r_2_1_1   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_2   w_reach_244  -1.000000000000e+00
    r_2_1_2   reach_267   1.000000000000e+00
    r_2_1_2   monotone_268  -1.000000000000e+00
    r_2_1_2   reach_275  -1.000000000000e+00
    r_2_1_2   monotone_276   1.000000000000e+00
    r_2_1_2   w_reach_298  -1.000000000000e+00
    r_2_1_2   w_reach_324  -1.000000000000e+00
    r_2_1_2   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_3   w_reach_252  -1.000000000000e+00
    r_2_1_3   reach_275   1.000000000000e+00
    r_2_1_3   monotone_276  -1.000000000000e+00
    r_2_1_3   reach_283  -1.000000000000e+00
    r_2_1_3   monotone_284   1.000000000000e+00
    r_2_1_3   w_reach_306  -1.000000000000e+00
    r_2_1_3   w_reach_332  -1.000000000000e+00
    r_2_1_3   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_1_4   reach_283   1.000000000000e+00
    r_2_1_4   monotone_284  -1.000000000000e+00
    r_2_1_4   connected_285   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_1   w_reach_238  -1.000000000000e+00
    r_2_3_1   w_reach_264  -1.000000000000e+00
    r_2_3_1   reach1_286   1.000000000000e+00
    r_2_3_1   reach_293  -1.000000000000e+00
    r_2_3_1   monotone_294   1.000000000000e+00
    r_2_3_1   w_reach_318  -1.000000000000e+00
    r_2_3_1   moore_548   1.000000000000e+00
    r_2_3_1   OBJ       -6.779661016949e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_2   w_reach_246  -1.000000000000e+00
    r_2_3_2   w_reach_272  -1.000000000000e+00
    r_2_3_2   reach_293   1.000000000000e+00
    r_2_3_2   monotone_294  -1.000000000000e+00
    r_2_3_2   reach_301  -1.000000000000e+00
    r_2_3_2   monotone_302   1.000000000000e+00
    r_2_3_2   w_reach_326  -1.000000000000e+00
    r_2_3_2   OBJ       -6.779661016949e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_3   w_reach_254  -1.000000000000e+00
    r_2_3_3   w_reach_280  -1.000000000000e+00
    r_2_3_3   reach_301   1.000000000000e+00
    r_2_3_3   monotone_302  -1.000000000000e+00
    r_2_3_3   reach_309  -1.000000000000e+00
    r_2_3_3   monotone_310   1.000000000000e+00
    r_2_3_3   w_reach_334  -1.000000000000e+00
    r_2_3_3   OBJ       -6.779661016949e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_3_4   reach_309   1.000000000000e+00
    r_2_3_4   monotone_310  -1.000000000000e+00
    r_2_3_4   connected_311   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_1   w_reach_240  -1.000000000000e+00
    r_2_4_1   w_reach_266  -1.000000000000e+00
    r_2_4_1   w_reach_292  -1.000000000000e+00
    r_2_4_1   reach1_312   1.000000000000e+00
    r_2_4_1   reach_319  -1.000000000000e+00
    r_2_4_1   monotone_320   1.000000000000e+00
    r_2_4_1   moore_548   1.000000000000e+00
    r_2_4_1   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_2   w_reach_248  -1.000000000000e+00
    r_2_4_2   w_reach_274  -1.000000000000e+00
    r_2_4_2   w_reach_300  -1.000000000000e+00
    r_2_4_2   reach_319   1.000000000000e+00
    r_2_4_2   monotone_320  -1.000000000000e+00
    r_2_4_2   reach_327  -1.000000000000e+00
    r_2_4_2   monotone_328   1.000000000000e+00
    r_2_4_2   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_3   w_reach_256  -1.000000000000e+00
    r_2_4_3   w_reach_282  -1.000000000000e+00
    r_2_4_3   w_reach_308  -1.000000000000e+00
    r_2_4_3   reach_327   1.000000000000e+00
    r_2_4_3   monotone_328  -1.000000000000e+00
    r_2_4_3   reach_335  -1.000000000000e+00
    r_2_4_3   monotone_336   1.000000000000e+00
    r_2_4_3   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_2_4_4   reach_335   1.000000000000e+00
    r_2_4_4   monotone_336  -1.000000000000e+00
    r_2_4_4   connected_337   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_1   reach1_338   1.000000000000e+00
    r_3_0_1   reach_345  -1.000000000000e+00
    r_3_0_1   monotone_346   1.000000000000e+00
    r_3_0_1   w_reach_366  -1.000000000000e+00
    r_3_0_1   w_reach_392  -1.000000000000e+00
    r_3_0_1   w_reach_418  -1.000000000000e+00
    r_3_0_1   moore_549   1.000000000000e+00
    r_3_0_1   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_2   reach_345   1.000000000000e+00
    r_3_0_2   monotone_346  -1.000000000000e+00
    r_3_0_2   reach_353  -1.000000000000e+00
    r_3_0_2   monotone_354   1.000000000000e+00
    r_3_0_2   w_reach_374  -1.000000000000e+00
    r_3_0_2   w_reach_400  -1.000000000000e+00
    r_3_0_2   w_reach_426  -1.000000000000e+00
    r_3_0_2   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_3   reach_353   1.000000000000e+00
    r_3_0_3   monotone_354  -1.000000000000e+00
    r_3_0_3   reach_361  -1.000000000000e+00
    r_3_0_3   monotone_362   1.000000000000e+00
    r_3_0_3   w_reach_382  -1.000000000000e+00
    r_3_0_3   w_reach_408  -1.000000000000e+00
    r_3_0_3   w_reach_434  -1.000000000000e+00
    r_3_0_3   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_0_4   reach_361   1.000000000000e+00
    r_3_0_4   monotone_362  -1.000000000000e+00
    r_3_0_4   connected_363   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_1   w_reach_340  -1.000000000000e+00
    r_3_1_1   reach1_364   1.000000000000e+00
    r_3_1_1   reach_371  -1.000000000000e+00
    r_3_1_1   monotone_372   1.000000000000e+00
    r_3_1_1   w_reach_394  -1.000000000000e+00
    r_3_1_1   w_reach_420  -1.000000000000e+00
    r_3_1_1   moore_549   1.000000000000e+00
    r_3_1_1   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_2   w_reach_348  -1.000000000000e+00
    r_3_1_2   reach_371   1.000000000000e+00
    r_3_1_2   monotone_372  -1.000000000000e+00
    r_3_1_2   reach_379  -1.000000000000e+00
    r_3_1_2   monotone_380   1.000000000000e+00
    r_3_1_2   w_reach_402  -1.000000000000e+00
    r_3_1_2   w_reach_428  -1.000000000000e+00
    r_3_1_2   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_3   w_reach_356  -1.000000000000e+00
    r_3_1_3   reach_379   1.000000000000e+00
    r_3_1_3   monotone_380  -1.000000000000e+00
    r_3_1_3   reach_387  -1.000000000000e+00
    r_3_1_3   monotone_388   1.000000000000e+00
    r_3_1_3   w_reach_410  -1.000000000000e+00
    r_3_1_3   w_reach_436  -1.000000000000e+00
    r_3_1_3   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_1_4   reach_387   1.000000000000e+00
    r_3_1_4   monotone_388  -1.000000000000e+00
    r_3_1_4   connected_389   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_1   w_reach_342  -1.000000000000e+00
    r_3_2_1   w_reach_368  -1.000000000000e+00
    r_3_2_1   reach1_390   1.000000000000e+00
    r_3_2_1   reach_397  -1.000000000000e+00
    r_3_2_1   monotone_398   1.000000000000e+00
    r_3_2_1   w_reach_422  -1.000000000000e+00
    r_3_2_1   moore_549   1.000000000000e+00
    r_3_2_1   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_2   w_reach_350  -1.000000000000e+00
    r_3_2_2   w_reach_376  -1.000000000000e+00
    r_3_2_2   reach_397   1.000000000000e+00
    r_3_2_2   monotone_398  -1.000000000000e+00
    r_3_2_2   reach_405  -1.000000000000e+00
    r_3_2_2   monotone_406   1.000000000000e+00
    r_3_2_2   w_reach_430  -1.000000000000e+00
    r_3_2_2   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_3   w_reach_358  -1.000000000000e+00
    r_3_2_3   w_reach_384  -1.000000000000e+00
    r_3_2_3   reach_405   1.000000000000e+00
    r_3_2_3   monotone_406  -1.000000000000e+00
    r_3_2_3   reach_413  -1.000000000000e+00
    r_3_2_3   monotone_414   1.000000000000e+00
    r_3_2_3   w_reach_438  -1.000000000000e+00
    r_3_2_3   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_2_4   reach_413   1.000000000000e+00
    r_3_2_4   monotone_414  -1.000000000000e+00
    r_3_2_4   connected_415   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_1   w_reach_344  -1.000000000000e+00
    r_3_4_1   w_reach_370  -1.000000000000e+00
    r_3_4_1   w_reach_396  -1.000000000000e+00
    r_3_4_1   reach1_416   1.000000000000e+00
    r_3_4_1   reach_423  -1.000000000000e+00
    r_3_4_1   monotone_424   1.000000000000e+00
    r_3_4_1   moore_549   1.000000000000e+00
    r_3_4_1   OBJ       -3.389830508475e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_2   w_reach_352  -1.000000000000e+00
    r_3_4_2   w_reach_378  -1.000000000000e+00
    r_3_4_2   w_reach_404  -1.000000000000e+00
    r_3_4_2   reach_423   1.000000000000e+00
    r_3_4_2   monotone_424  -1.000000000000e+00
    r_3_4_2   reach_431  -1.000000000000e+00
    r_3_4_2   monotone_432   1.000000000000e+00
    r_3_4_2   OBJ       -3.389830508475e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_3   w_reach_360  -1.000000000000e+00
    r_3_4_3   w_reach_386  -1.000000000000e+00
    r_3_4_3   w_reach_412  -1.000000000000e+00
    r_3_4_3   reach_431   1.000000000000e+00
    r_3_4_3   monotone_432  -1.000000000000e+00
    r_3_4_3   reach_439  -1.000000000000e+00
    r_3_4_3   monotone_440   1.000000000000e+00
    r_3_4_3   OBJ       -3.389830508475e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4_4   reach_439   1.000000000000e+00
    r_3_4_4   monotone_440  -1.000000000000e+00
    r_3_4_4   connected_441   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_1   reach1_442   1.000000000000e+00
    r_4_0_1   reach_449  -1.000000000000e+00
    r_4_0_1   monotone_450   1.000000000000e+00
    r_4_0_1   w_reach_470  -1.000000000000e+00
    r_4_0_1   w_reach_496  -1.000000000000e+00
    r_4_0_1   w_reach_522  -1.000000000000e+00
    r_4_0_1   moore_550   1.000000000000e+00
    r_4_0_1   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_2   reach_449   1.000000000000e+00
    r_4_0_2   monotone_450  -1.000000000000e+00
    r_4_0_2   reach_457  -1.000000000000e+00
    r_4_0_2   monotone_458   1.000000000000e+00
    r_4_0_2   w_reach_478  -1.000000000000e+00
    r_4_0_2   w_reach_504  -1.000000000000e+00
    r_4_0_2   w_reach_530  -1.000000000000e+00
    r_4_0_2   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_3   reach_457   1.000000000000e+00
    r_4_0_3   monotone_458  -1.000000000000e+00
    r_4_0_3   reach_465  -1.000000000000e+00
    r_4_0_3   monotone_466   1.000000000000e+00
    r_4_0_3   w_reach_486  -1.000000000000e+00
    r_4_0_3   w_reach_512  -1.000000000000e+00
    r_4_0_3   w_reach_538  -1.000000000000e+00
    r_4_0_3   OBJ       -5.932203389831e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_0_4   reach_465   1.000000000000e+00
    r_4_0_4   monotone_466  -1.000000000000e+00
    r_4_0_4   connected_467   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_1   w_reach_444  -1.000000000000e+00
    r_4_1_1   reach1_468   1.000000000000e+00
    r_4_1_1   reach_475  -1.000000000000e+00
    r_4_1_1   monotone_476   1.000000000000e+00
    r_4_1_1   w_reach_498  -1.000000000000e+00
    r_4_1_1   w_reach_524  -1.000000000000e+00
    r_4_1_1   moore_550   1.000000000000e+00
    r_4_1_1   OBJ       -4.237288135593e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_2   w_reach_452  -1.000000000000e+00
    r_4_1_2   reach_475   1.000000000000e+00
    r_4_1_2   monotone_476  -1.000000000000e+00
    r_4_1_2   reach_483  -1.000000000000e+00
    r_4_1_2   monotone_484   1.000000000000e+00
    r_4_1_2   w_reach_506  -1.000000000000e+00
    r_4_1_2   w_reach_532  -1.000000000000e+00
    r_4_1_2   OBJ       -4.237288135593e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_3   w_reach_460  -1.000000000000e+00
    r_4_1_3   reach_483   1.000000000000e+00
    r_4_1_3   monotone_484  -1.000000000000e+00
    r_4_1_3   reach_491  -1.000000000000e+00
    r_4_1_3   monotone_492   1.000000000000e+00
    r_4_1_3   w_reach_514  -1.000000000000e+00
    r_4_1_3   w_reach_540  -1.000000000000e+00
    r_4_1_3   OBJ       -4.237288135593e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_1_4   reach_491   1.000000000000e+00
    r_4_1_4   monotone_492  -1.000000000000e+00
    r_4_1_4   connected_493   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_1   w_reach_446  -1.000000000000e+00
    r_4_2_1   w_reach_472  -1.000000000000e+00
    r_4_2_1   reach1_494   1.000000000000e+00
    r_4_2_1   reach_501  -1.000000000000e+00
    r_4_2_1   monotone_502   1.000000000000e+00
    r_4_2_1   w_reach_526  -1.000000000000e+00
    r_4_2_1   moore_550   1.000000000000e+00
    r_4_2_1   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_2   w_reach_454  -1.000000000000e+00
    r_4_2_2   w_reach_480  -1.000000000000e+00
    r_4_2_2   reach_501   1.000000000000e+00
    r_4_2_2   monotone_502  -1.000000000000e+00
    r_4_2_2   reach_509  -1.000000000000e+00
    r_4_2_2   monotone_510   1.000000000000e+00
    r_4_2_2   w_reach_534  -1.000000000000e+00
    r_4_2_2   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_3   w_reach_462  -1.000000000000e+00
    r_4_2_3   w_reach_488  -1.000000000000e+00
    r_4_2_3   reach_509   1.000000000000e+00
    r_4_2_3   monotone_510  -1.000000000000e+00
    r_4_2_3   reach_517  -1.000000000000e+00
    r_4_2_3   monotone_518   1.000000000000e+00
    r_4_2_3   w_reach_542  -1.000000000000e+00
    r_4_2_3   OBJ       -7.627118644068e-02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_2_4   reach_517   1.000000000000e+00
    r_4_2_4   monotone_518  -1.000000000000e+00
    r_4_2_4   connected_519   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_1   w_reach_448  -1.000000000000e+00
    r_4_3_1   w_reach_474  -1.000000000000e+00
    r_4_3_1   w_reach_500  -1.000000000000e+00
    r_4_3_1   reach1_520   1.000000000000e+00
    r_4_3_1   reach_527  -1.000000000000e+00
    r_4_3_1   monotone_528   1.000000000000e+00
    r_4_3_1   moore_550   1.000000000000e+00
    r_4_3_1   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_2   w_reach_456  -1.000000000000e+00
    r_4_3_2   w_reach_482  -1.000000000000e+00
    r_4_3_2   w_reach_508  -1.000000000000e+00
    r_4_3_2   reach_527   1.000000000000e+00
    r_4_3_2   monotone_528  -1.000000000000e+00
    r_4_3_2   reach_535  -1.000000000000e+00
    r_4_3_2   monotone_536   1.000000000000e+00
    r_4_3_2   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_3   w_reach_464  -1.000000000000e+00
    r_4_3_3   w_reach_490  -1.000000000000e+00
    r_4_3_3   w_reach_516  -1.000000000000e+00
    r_4_3_3   reach_535   1.000000000000e+00
    r_4_3_3   monotone_536  -1.000000000000e+00
    r_4_3_3   reach_543  -1.000000000000e+00
    r_4_3_3   monotone_544   1.000000000000e+00
    r_4_3_3   OBJ       -8.474576271186e-03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_4_3_4   reach_543   1.000000000000e+00
    r_4_3_4   monotone_544  -1.000000000000e+00
    r_4_3_4   connected_545   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    w_0_1_2_2  w_adj_53   1.000000000000e+00
    w_0_1_2_2  w_reach_54   1.000000000000e+00
    w_0_1_2_2  reach_59  -1.000000000000e+00
    w_0_1_2_3  w_adj_61   1.000000000000e+00
    w_0_1_2_3  w_reach_62   1.000000000000e+00
    w_0_1_2_3  reach_67  -1.000000000000e+00
    w_0_1_2_4  w_adj_69   1.000000000000e+00
    w_0_1_2_4  w_reach_70   1.000000000000e+00
    w_0_1_2_4  reach_75  -1.000000000000e+00
    w_0_1_3_2  w_adj_79   1.000000000000e+00
    w_0_1_3_2  w_reach_80   1.000000000000e+00
    w_0_1_3_2  reach_85  -1.000000000000e+00
    w_0_1_3_3  w_adj_87   1.000000000000e+00
    w_0_1_3_3  w_reach_88   1.000000000000e+00
    w_0_1_3_3  reach_93  -1.000000000000e+00
    w_0_1_3_4  w_adj_95   1.000000000000e+00
    w_0_1_3_4  w_reach_96   1.000000000000e+00
    w_0_1_3_4  reach_101  -1.000000000000e+00
    w_0_1_4_2  w_adj_105   1.000000000000e+00
    w_0_1_4_2  w_reach_106   1.000000000000e+00
    w_0_1_4_2  reach_111  -1.000000000000e+00
    w_0_1_4_3  w_adj_113   1.000000000000e+00
    w_0_1_4_3  w_reach_114   1.000000000000e+00
    w_0_1_4_3  reach_119  -1.000000000000e+00
    w_0_1_4_4  w_adj_121   1.000000000000e+00
    w_0_1_4_4  w_reach_122   1.000000000000e+00
    w_0_1_4_4  reach_127  -1.000000000000e+00
    w_0_2_1_2  w_adj_27   1.000000000000e+00
    w_0_2_1_2  w_reach_28   1.000000000000e+00
    w_0_2_1_2  reach_33  -1.000000000000e+00
    w_0_2_1_3  w_adj_35   1.000000000000e+00
    w_0_2_1_3  w_reach_36   1.000000000000e+00
    w_0_2_1_3  reach_41  -1.000000000000e+00
    w_0_2_1_4  w_adj_43   1.000000000000e+00
    w_0_2_1_4  w_reach_44   1.000000000000e+00
    w_0_2_1_4  reach_49  -1.000000000000e+00
    w_0_2_3_2  w_adj_81   1.000000000000e+00
    w_0_2_3_2  w_reach_82   1.000000000000e+00
    w_0_2_3_2  reach_85  -1.000000000000e+00
    w_0_2_3_3  w_adj_89   1.000000000000e+00
    w_0_2_3_3  w_reach_90   1.000000000000e+00
    w_0_2_3_3  reach_93  -1.000000000000e+00
    w_0_2_3_4  w_adj_97   1.000000000000e+00
    w_0_2_3_4  w_reach_98   1.000000000000e+00
    w_0_2_3_4  reach_101  -1.000000000000e+00
    w_0_2_4_2  w_adj_107   1.000000000000e+00
    w_0_2_4_2  w_reach_108   1.000000000000e+00
    w_0_2_4_2  reach_111  -1.000000000000e+00
    w_0_2_4_3  w_adj_115   1.000000000000e+00
    w_0_2_4_3  w_reach_116   1.000000000000e+00
    w_0_2_4_3  reach_119  -1.000000000000e+00
    w_0_2_4_4  w_adj_123   1.000000000000e+00
    w_0_2_4_4  w_reach_124   1.000000000000e+00
    w_0_2_4_4  reach_127  -1.000000000000e+00
    w_0_3_1_2  w_adj_29   1.000000000000e+00
    w_0_3_1_2  w_reach_30   1.000000000000e+00
    w_0_3_1_2  reach_33  -1.000000000000e+00
    w_0_3_1_3  w_adj_37   1.000000000000e+00
    w_0_3_1_3  w_reach_38   1.000000000000e+00
    w_0_3_1_3  reach_41  -1.000000000000e+00
    w_0_3_1_4  w_adj_45   1.000000000000e+00
    w_0_3_1_4  w_reach_46   1.000000000000e+00
    w_0_3_1_4  reach_49  -1.000000000000e+00
    w_0_3_2_2  w_adj_55   1.000000000000e+00
    w_0_3_2_2  w_reach_56   1.000000000000e+00
    w_0_3_2_2  reach_59  -1.000000000000e+00
    w_0_3_2_3  w_adj_63   1.000000000000e+00
    w_0_3_2_3  w_reach_64   1.000000000000e+00
    w_0_3_2_3  reach_67  -1.000000000000e+00
    w_0_3_2_4  w_adj_71   1.000000000000e+00
    w_0_3_2_4  w_reach_72   1.000000000000e+00
    w_0_3_2_4  reach_75  -1.000000000000e+00
    w_0_3_4_2  w_adj_109   1.000000000000e+00
    w_0_3_4_2  w_reach_110   1.000000000000e+00
    w_0_3_4_2  reach_111  -1.000000000000e+00
    w_0_3_4_3  w_adj_117   1.000000000000e+00
    w_0_3_4_3  w_reach_118   1.000000000000e+00
    w_0_3_4_3  reach_119  -1.000000000000e+00
    w_0_3_4_4  w_adj_125   1.000000000000e+00
    w_0_3_4_4  w_reach_126   1.000000000000e+00
    w_0_3_4_4  reach_127  -1.000000000000e+00
    w_0_4_1_2  w_adj_31   1.000000000000e+00
    w_0_4_1_2  w_reach_32   1.000000000000e+00
    w_0_4_1_2  reach_33  -1.000000000000e+00
    w_0_4_1_3  w_adj_39   1.000000000000e+00
    w_0_4_1_3  w_reach_40   1.000000000000e+00
    w_0_4_1_3  reach_41  -1.000000000000e+00
    w_0_4_1_4  w_adj_47   1.000000000000e+00
    w_0_4_1_4  w_reach_48   1.000000000000e+00
    w_0_4_1_4  reach_49  -1.000000000000e+00
    w_0_4_2_2  w_adj_57   1.000000000000e+00
    w_0_4_2_2  w_reach_58   1.000000000000e+00
    w_0_4_2_2  reach_59  -1.000000000000e+00
    w_0_4_2_3  w_adj_65   1.000000000000e+00
    w_0_4_2_3  w_reach_66   1.000000000000e+00
    w_0_4_2_3  reach_67  -1.000000000000e+00
    w_0_4_2_4  w_adj_73   1.000000000000e+00
    w_0_4_2_4  w_reach_74   1.000000000000e+00
    w_0_4_2_4  reach_75  -1.000000000000e+00
    w_0_4_3_2  w_adj_83   1.000000000000e+00
    w_0_4_3_2  w_reach_84   1.000000000000e+00
    w_0_4_3_2  reach_85  -1.000000000000e+00
    w_0_4_3_3  w_adj_91   1.000000000000e+00
    w_0_4_3_3  w_reach_92   1.000000000000e+00
    w_0_4_3_3  reach_93  -1.000000000000e+00
    w_0_4_3_4  w_adj_99   1.000000000000e+00
    w_0_4_3_4  w_reach_100   1.000000000000e+00
    w_0_4_3_4  reach_101  -1.000000000000e+00
    w_1_0_2_2  w_adj_157   1.000000000000e+00
    w_1_0_2_2  w_reach_158   1.000000000000e+00
    w_1_0_2_2  reach_163  -1.000000000000e+00
    w_1_0_2_3  w_adj_165   1.000000000000e+00
    w_1_0_2_3  w_reach_166   1.000000000000e+00
    w_1_0_2_3  reach_171  -1.000000000000e+00
    w_1_0_2_4  w_adj_173   1.000000000000e+00
    w_1_0_2_4  w_reach_174   1.000000000000e+00
    w_1_0_2_4  reach_179  -1.000000000000e+00
    w_1_0_3_2  w_adj_183   1.000000000000e+00
    w_1_0_3_2  w_reach_184   1.000000000000e+00
    w_1_0_3_2  reach_189  -1.000000000000e+00
    w_1_0_3_3  w_adj_191   1.000000000000e+00
    w_1_0_3_3  w_reach_192   1.000000000000e+00
    w_1_0_3_3  reach_197  -1.000000000000e+00
    w_1_0_3_4  w_adj_199   1.000000000000e+00
    w_1_0_3_4  w_reach_200   1.000000000000e+00
    w_1_0_3_4  reach_205  -1.000000000000e+00
    w_1_0_4_2  w_adj_209   1.000000000000e+00
    w_1_0_4_2  w_reach_210   1.000000000000e+00
    w_1_0_4_2  reach_215  -1.000000000000e+00
    w_1_0_4_3  w_adj_217   1.000000000000e+00
    w_1_0_4_3  w_reach_218   1.000000000000e+00
    w_1_0_4_3  reach_223  -1.000000000000e+00
    w_1_0_4_4  w_adj_225   1.000000000000e+00
    w_1_0_4_4  w_reach_226   1.000000000000e+00
    w_1_0_4_4  reach_231  -1.000000000000e+00
    w_1_2_0_2  w_adj_131   1.000000000000e+00
    w_1_2_0_2  w_reach_132   1.000000000000e+00
    w_1_2_0_2  reach_137  -1.000000000000e+00
    w_1_2_0_3  w_adj_139   1.000000000000e+00
    w_1_2_0_3  w_reach_140   1.000000000000e+00
    w_1_2_0_3  reach_145  -1.000000000000e+00
    w_1_2_0_4  w_adj_147   1.000000000000e+00
    w_1_2_0_4  w_reach_148   1.000000000000e+00
    w_1_2_0_4  reach_153  -1.000000000000e+00
    w_1_2_3_2  w_adj_185   1.000000000000e+00
    w_1_2_3_2  w_reach_186   1.000000000000e+00
    w_1_2_3_2  reach_189  -1.000000000000e+00
    w_1_2_3_3  w_adj_193   1.000000000000e+00
    w_1_2_3_3  w_reach_194   1.000000000000e+00
    w_1_2_3_3  reach_197  -1.000000000000e+00
    w_1_2_3_4  w_adj_201   1.000000000000e+00
    w_1_2_3_4  w_reach_202   1.000000000000e+00
    w_1_2_3_4  reach_205  -1.000000000000e+00
    w_1_2_4_2  w_adj_211   1.000000000000e+00
    w_1_2_4_2  w_reach_212   1.000000000000e+00
    w_1_2_4_2  reach_215  -1.000000000000e+00
    w_1_2_4_3  w_adj_219   1.000000000000e+00
    w_1_2_4_3  w_reach_220   1.000000000000e+00
    w_1_2_4_3  reach_223  -1.000000000000e+00
    w_1_2_4_4  w_adj_227   1.000000000000e+00
    w_1_2_4_4  w_reach_228   1.000000000000e+00
    w_1_2_4_4  reach_231  -1.000000000000e+00
    w_1_3_0_2  w_adj_133   1.000000000000e+00
    w_1_3_0_2  w_reach_134   1.000000000000e+00
    w_1_3_0_2  reach_137  -1.000000000000e+00
    w_1_3_0_3  w_adj_141   1.000000000000e+00
    w_1_3_0_3  w_reach_142   1.000000000000e+00
    w_1_3_0_3  reach_145  -1.000000000000e+00
    w_1_3_0_4  w_adj_149   1.000000000000e+00
    w_1_3_0_4  w_reach_150   1.000000000000e+00
    w_1_3_0_4  reach_153  -1.000000000000e+00
    w_1_3_2_2  w_adj_159   1.000000000000e+00
    w_1_3_2_2  w_reach_160   1.000000000000e+00
    w_1_3_2_2  reach_163  -1.000000000000e+00
    w_1_3_2_3  w_adj_167   1.000000000000e+00
    w_1_3_2_3  w_reach_168   1.000000000000e+00
    w_1_3_2_3  reach_171  -1.000000000000e+00
    w_1_3_2_4  w_adj_175   1.000000000000e+00
    w_1_3_2_4  w_reach_176   1.000000000000e+00
    w_1_3_2_4  reach_179  -1.000000000000e+00
    w_1_3_4_2  w_adj_213   1.000000000000e+00
    w_1_3_4_2  w_reach_214   1.000000000000e+00
    w_1_3_4_2  reach_215  -1.000000000000e+00
    w_1_3_4_3  w_adj_221   1.000000000000e+00
    w_1_3_4_3  w_reach_222   1.000000000000e+00
    w_1_3_4_3  reach_223  -1.000000000000e+00
    w_1_3_4_4  w_adj_229   1.000000000000e+00
    w_1_3_4_4  w_reach_230   1.000000000000e+00
    w_1_3_4_4  reach_231  -1.000000000000e+00
    w_1_4_0_2  w_adj_135   1.000000000000e+00
    w_1_4_0_2  w_reach_136   1.000000000000e+00
    w_1_4_0_2  reach_137  -1.000000000000e+00
    w_1_4_0_3  w_adj_143   1.000000000000e+00
    w_1_4_0_3  w_reach_144   1.000000000000e+00
    w_1_4_0_3  reach_145  -1.000000000000e+00
    w_1_4_0_4  w_adj_151   1.000000000000e+00
    w_1_4_0_4  w_reach_152   1.000000000000e+00
    w_1_4_0_4  reach_153  -1.000000000000e+00
    w_1_4_2_2  w_adj_161   1.000000000000e+00
    w_1_4_2_2  w_reach_162   1.000000000000e+00
    w_1_4_2_2  reach_163  -1.000000000000e+00
    w_1_4_2_3  w_adj_169   1.000000000000e+00
    w_1_4_2_3  w_reach_170   1.000000000000e+00
    w_1_4_2_3  reach_171  -1.000000000000e+00
    w_1_4_2_4  w_adj_177   1.000000000000e+00
    w_1_4_2_4  w_reach_178   1.000000000000e+00
    w_1_4_2_4  reach_179  -1.000000000000e+00
    w_1_4_3_2  w_adj_187   1.000000000000e+00
    w_1_4_3_2  w_reach_188   1.000000000000e+00
    w_1_4_3_2  reach_189  -1.000000000000e+00
    w_1_4_3_3  w_adj_195   1.000000000000e+00
    w_1_4_3_3  w_reach_196   1.000000000000e+00
    w_1_4_3_3  reach_197  -1.000000000000e+00
    w_1_4_3_4  w_adj_203   1.000000000000e+00
    w_1_4_3_4  w_reach_204   1.000000000000e+00
    w_1_4_3_4  reach_205  -1.000000000000e+00
    w_2_0_1_2  w_adj_261   1.000000000000e+00
    w_2_0_1_2  w_reach_262   1.000000000000e+00
    w_2_0_1_2  reach_267  -1.000000000000e+00
    w_2_0_1_3  w_adj_269   1.000000000000e+00
    w_2_0_1_3  w_reach_270   1.000000000000e+00
    w_2_0_1_3  reach_275  -1.000000000000e+00
    w_2_0_1_4  w_adj_277   1.000000000000e+00
    w_2_0_1_4  w_reach_278   1.000000000000e+00
    w_2_0_1_4  reach_283  -1.000000000000e+00
    w_2_0_3_2  w_adj_287   1.000000000000e+00
    w_2_0_3_2  w_reach_288   1.000000000000e+00
    w_2_0_3_2  reach_293  -1.000000000000e+00
    w_2_0_3_3  w_adj_295   1.000000000000e+00
    w_2_0_3_3  w_reach_296   1.000000000000e+00
    w_2_0_3_3  reach_301  -1.000000000000e+00
    w_2_0_3_4  w_adj_303   1.000000000000e+00
    w_2_0_3_4  w_reach_304   1.000000000000e+00
    w_2_0_3_4  reach_309  -1.000000000000e+00
    w_2_0_4_2  w_adj_313   1.000000000000e+00
    w_2_0_4_2  w_reach_314   1.000000000000e+00
    w_2_0_4_2  reach_319  -1.000000000000e+00
    w_2_0_4_3  w_adj_321   1.000000000000e+00
    w_2_0_4_3  w_reach_322   1.000000000000e+00
    w_2_0_4_3  reach_327  -1.000000000000e+00
    w_2_0_4_4  w_adj_329   1.000000000000e+00
    w_2_0_4_4  w_reach_330   1.000000000000e+00
    w_2_0_4_4  reach_335  -1.000000000000e+00
    w_2_1_0_2  w_adj_235   1.000000000000e+00
    w_2_1_0_2  w_reach_236   1.000000000000e+00
    w_2_1_0_2  reach_241  -1.000000000000e+00
    w_2_1_0_3  w_adj_243   1.000000000000e+00
    w_2_1_0_3  w_reach_244   1.000000000000e+00
    w_2_1_0_3  reach_249  -1.000000000000e+00
    w_2_1_0_4  w_adj_251   1.000000000000e+00
    w_2_1_0_4  w_reach_252   1.000000000000e+00
    w_2_1_0_4  reach_257  -1.000000000000e+00
    w_2_1_3_2  w_adj_289   1.000000000000e+00
    w_2_1_3_2  w_reach_290   1.000000000000e+00
    w_2_1_3_2  reach_293  -1.000000000000e+00
    w_2_1_3_3  w_adj_297   1.000000000000e+00
    w_2_1_3_3  w_reach_298   1.000000000000e+00
    w_2_1_3_3  reach_301  -1.000000000000e+00
    w_2_1_3_4  w_adj_305   1.000000000000e+00
    w_2_1_3_4  w_reach_306   1.000000000000e+00
    w_2_1_3_4  reach_309  -1.000000000000e+00
    w_2_1_4_2  w_adj_315   1.000000000000e+00
    w_2_1_4_2  w_reach_316   1.000000000000e+00
    w_2_1_4_2  reach_319  -1.000000000000e+00
    w_2_1_4_3  w_adj_323   1.000000000000e+00
    w_2_1_4_3  w_reach_324   1.000000000000e+00
    w_2_1_4_3  reach_327  -1.000000000000e+00
    w_2_1_4_4  w_adj_331   1.000000000000e+00
    w_2_1_4_4  w_reach_332   1.000000000000e+00
    w_2_1_4_4  reach_335  -1.000000000000e+00
    w_2_3_0_2  w_adj_237   1.000000000000e+00
    w_2_3_0_2  w_reach_238   1.000000000000e+00
    w_2_3_0_2  reach_241  -1.000000000000e+00
    w_2_3_0_3  w_adj_245   1.000000000000e+00
    w_2_3_0_3  w_reach_246   1.000000000000e+00
    w_2_3_0_3  reach_249  -1.000000000000e+00
    w_2_3_0_4  w_adj_253   1.000000000000e+00
    w_2_3_0_4  w_reach_254   1.000000000000e+00
    w_2_3_0_4  reach_257  -1.000000000000e+00
    w_2_3_1_2  w_adj_263   1.000000000000e+00
    w_2_3_1_2  w_reach_264   1.000000000000e+00
    w_2_3_1_2  reach_267  -1.000000000000e+00
    w_2_3_1_3  w_adj_271   1.000000000000e+00
    w_2_3_1_3  w_reach_272   1.000000000000e+00
    w_2_3_1_3  reach_275  -1.000000000000e+00
    w_2_3_1_4  w_adj_279   1.000000000000e+00
    w_2_3_1_4  w_reach_280   1.000000000000e+00
    w_2_3_1_4  reach_283  -1.000000000000e+00
    w_2_3_4_2  w_adj_317   1.000000000000e+00
    w_2_3_4_2  w_reach_318   1.000000000000e+00
    w_2_3_4_2  reach_319  -1.000000000000e+00
    w_2_3_4_3  w_adj_325   1.000000000000e+00
    w_2_3_4_3  w_reach_326   1.000000000000e+00
    w_2_3_4_3  reach_327  -1.000000000000e+00
    w_2_3_4_4  w_adj_333   1.000000000000e+00
    w_2_3_4_4  w_reach_334   1.000000000000e+00
    w_2_3_4_4  reach_335  -1.000000000000e+00
    w_2_4_0_2  w_adj_239   1.000000000000e+00
    w_2_4_0_2  w_reach_240   1.000000000000e+00
    w_2_4_0_2  reach_241  -1.000000000000e+00
    w_2_4_0_3  w_adj_247   1.000000000000e+00
    w_2_4_0_3  w_reach_248   1.000000000000e+00
    w_2_4_0_3  reach_249  -1.000000000000e+00
    w_2_4_0_4  w_adj_255   1.000000000000e+00
    w_2_4_0_4  w_reach_256   1.000000000000e+00
    w_2_4_0_4  reach_257  -1.000000000000e+00
    w_2_4_1_2  w_adj_265   1.000000000000e+00
    w_2_4_1_2  w_reach_266   1.000000000000e+00
    w_2_4_1_2  reach_267  -1.000000000000e+00
    w_2_4_1_3  w_adj_273   1.000000000000e+00
    w_2_4_1_3  w_reach_274   1.000000000000e+00
    w_2_4_1_3  reach_275  -1.000000000000e+00
    w_2_4_1_4  w_adj_281   1.000000000000e+00
    w_2_4_1_4  w_reach_282   1.000000000000e+00
    w_2_4_1_4  reach_283  -1.000000000000e+00
    w_2_4_3_2  w_adj_291   1.000000000000e+00
    w_2_4_3_2  w_reach_292   1.000000000000e+00
    w_2_4_3_2  reach_293  -1.000000000000e+00
    w_2_4_3_3  w_adj_299   1.000000000000e+00
    w_2_4_3_3  w_reach_300   1.000000000000e+00
    w_2_4_3_3  reach_301  -1.000000000000e+00
    w_2_4_3_4  w_adj_307   1.000000000000e+00
    w_2_4_3_4  w_reach_308   1.000000000000e+00
    w_2_4_3_4  reach_309  -1.000000000000e+00
    w_3_0_1_2  w_adj_365   1.000000000000e+00
    w_3_0_1_2  w_reach_366   1.000000000000e+00
    w_3_0_1_2  reach_371  -1.000000000000e+00
    w_3_0_1_3  w_adj_373   1.000000000000e+00
    w_3_0_1_3  w_reach_374   1.000000000000e+00
    w_3_0_1_3  reach_379  -1.000000000000e+00
    w_3_0_1_4  w_adj_381   1.000000000000e+00
    w_3_0_1_4  w_reach_382   1.000000000000e+00
    w_3_0_1_4  reach_387  -1.000000000000e+00
    w_3_0_2_2  w_adj_391   1.000000000000e+00
    w_3_0_2_2  w_reach_392   1.000000000000e+00
    w_3_0_2_2  reach_397  -1.000000000000e+00
    w_3_0_2_3  w_adj_399   1.000000000000e+00
    w_3_0_2_3  w_reach_400   1.000000000000e+00
    w_3_0_2_3  reach_405  -1.000000000000e+00
    w_3_0_2_4  w_adj_407   1.000000000000e+00
    w_3_0_2_4  w_reach_408   1.000000000000e+00
    w_3_0_2_4  reach_413  -1.000000000000e+00
    w_3_0_4_2  w_adj_417   1.000000000000e+00
    w_3_0_4_2  w_reach_418   1.000000000000e+00
    w_3_0_4_2  reach_423  -1.000000000000e+00
    w_3_0_4_3  w_adj_425   1.000000000000e+00
    w_3_0_4_3  w_reach_426   1.000000000000e+00
    w_3_0_4_3  reach_431  -1.000000000000e+00
    w_3_0_4_4  w_adj_433   1.000000000000e+00
    w_3_0_4_4  w_reach_434   1.000000000000e+00
    w_3_0_4_4  reach_439  -1.000000000000e+00
    w_3_1_0_2  w_adj_339   1.000000000000e+00
    w_3_1_0_2  w_reach_340   1.000000000000e+00
    w_3_1_0_2  reach_345  -1.000000000000e+00
    w_3_1_0_3  w_adj_347   1.000000000000e+00
    w_3_1_0_3  w_reach_348   1.000000000000e+00
    w_3_1_0_3  reach_353  -1.000000000000e+00
    w_3_1_0_4  w_adj_355   1.000000000000e+00
    w_3_1_0_4  w_reach_356   1.000000000000e+00
    w_3_1_0_4  reach_361  -1.000000000000e+00
    w_3_1_2_2  w_adj_393   1.000000000000e+00
    w_3_1_2_2  w_reach_394   1.000000000000e+00
    w_3_1_2_2  reach_397  -1.000000000000e+00
    w_3_1_2_3  w_adj_401   1.000000000000e+00
    w_3_1_2_3  w_reach_402   1.000000000000e+00
    w_3_1_2_3  reach_405  -1.000000000000e+00
    w_3_1_2_4  w_adj_409   1.000000000000e+00
    w_3_1_2_4  w_reach_410   1.000000000000e+00
    w_3_1_2_4  reach_413  -1.000000000000e+00
    w_3_1_4_2  w_adj_419   1.000000000000e+00
    w_3_1_4_2  w_reach_420   1.000000000000e+00
    w_3_1_4_2  reach_423  -1.000000000000e+00
    w_3_1_4_3  w_adj_427   1.000000000000e+00
    w_3_1_4_3  w_reach_428   1.000000000000e+00
    w_3_1_4_3  reach_431  -1.000000000000e+00
    w_3_1_4_4  w_adj_435   1.000000000000e+00
    w_3_1_4_4  w_reach_436   1.000000000000e+00
    w_3_1_4_4  reach_439  -1.000000000000e+00
    w_3_2_0_2  w_adj_341   1.000000000000e+00
    w_3_2_0_2  w_reach_342   1.000000000000e+00
    w_3_2_0_2  reach_345  -1.000000000000e+00
    w_3_2_0_3  w_adj_349   1.000000000000e+00
    w_3_2_0_3  w_reach_350   1.000000000000e+00
    w_3_2_0_3  reach_353  -1.000000000000e+00
    w_3_2_0_4  w_adj_357   1.000000000000e+00
    w_3_2_0_4  w_reach_358   1.000000000000e+00
    w_3_2_0_4  reach_361  -1.000000000000e+00
    w_3_2_1_2  w_adj_367   1.000000000000e+00
    w_3_2_1_2  w_reach_368   1.000000000000e+00
    w_3_2_1_2  reach_371  -1.000000000000e+00
    w_3_2_1_3  w_adj_375   1.000000000000e+00
    w_3_2_1_3  w_reach_376   1.000000000000e+00
    w_3_2_1_3  reach_379  -1.000000000000e+00
    w_3_2_1_4  w_adj_383   1.000000000000e+00
    w_3_2_1_4  w_reach_384   1.000000000000e+00
    w_3_2_1_4  reach_387  -1.000000000000e+00
    w_3_2_4_2  w_adj_421   1.000000000000e+00
    w_3_2_4_2  w_reach_422   1.000000000000e+00
    w_3_2_4_2  reach_423  -1.000000000000e+00
    w_3_2_4_3  w_adj_429   1.000000000000e+00
    w_3_2_4_3  w_reach_430   1.000000000000e+00
    w_3_2_4_3  reach_431  -1.000000000000e+00
    w_3_2_4_4  w_adj_437   1.000000000000e+00
    w_3_2_4_4  w_reach_438   1.000000000000e+00
    w_3_2_4_4  reach_439  -1.000000000000e+00
    w_3_4_0_2  w_adj_343   1.000000000000e+00
    w_3_4_0_2  w_reach_344   1.000000000000e+00
    w_3_4_0_2  reach_345  -1.000000000000e+00
    w_3_4_0_3  w_adj_351   1.000000000000e+00
    w_3_4_0_3  w_reach_352   1.000000000000e+00
    w_3_4_0_3  reach_353  -1.000000000000e+00
    w_3_4_0_4  w_adj_359   1.000000000000e+00
    w_3_4_0_4  w_reach_360   1.000000000000e+00
    w_3_4_0_4  reach_361  -1.000000000000e+00
    w_3_4_1_2  w_adj_369   1.000000000000e+00
    w_3_4_1_2  w_reach_370   1.000000000000e+00
    w_3_4_1_2  reach_371  -1.000000000000e+00
    w_3_4_1_3  w_adj_377   1.000000000000e+00
    w_3_4_1_3  w_reach_378   1.000000000000e+00
    w_3_4_1_3  reach_379  -1.000000000000e+00
    w_3_4_1_4  w_adj_385   1.000000000000e+00
    w_3_4_1_4  w_reach_386   1.000000000000e+00
    w_3_4_1_4  reach_387  -1.000000000000e+00
    w_3_4_2_2  w_adj_395   1.000000000000e+00
    w_3_4_2_2  w_reach_396   1.000000000000e+00
    w_3_4_2_2  reach_397  -1.000000000000e+00
    w_3_4_2_3  w_adj_403   1.000000000000e+00
    w_3_4_2_3  w_reach_404   1.000000000000e+00
    w_3_4_2_3  reach_405  -1.000000000000e+00
    w_3_4_2_4  w_adj_411   1.000000000000e+00
    w_3_4_2_4  w_reach_412   1.000000000000e+00
    w_3_4_2_4  reach_413  -1.000000000000e+00
    w_4_0_1_2  w_adj_469   1.000000000000e+00
    w_4_0_1_2  w_reach_470   1.000000000000e+00
    w_4_0_1_2  reach_475  -1.000000000000e+00
    w_4_0_1_3  w_adj_477   1.000000000000e+00
    w_4_0_1_3  w_reach_478   1.000000000000e+00
    w_4_0_1_3  reach_483  -1.000000000000e+00
    w_4_0_1_4  w_adj_485   1.000000000000e+00
    w_4_0_1_4  w_reach_486   1.000000000000e+00
    w_4_0_1_4  reach_491  -1.000000000000e+00
    w_4_0_2_2  w_adj_495   1.000000000000e+00
    w_4_0_2_2  w_reach_496   1.000000000000e+00
    w_4_0_2_2  reach_501  -1.000000000000e+00
    w_4_0_2_3  w_adj_503   1.000000000000e+00
    w_4_0_2_3  w_reach_504   1.000000000000e+00
    w_4_0_2_3  reach_509  -1.000000000000e+00
    w_4_0_2_4  w_adj_511   1.000000000000e+00
    w_4_0_2_4  w_reach_512   1.000000000000e+00
    w_4_0_2_4  reach_517  -1.000000000000e+00
    w_4_0_3_2  w_adj_521   1.000000000000e+00
    w_4_0_3_2  w_reach_522   1.000000000000e+00
    w_4_0_3_2  reach_527  -1.000000000000e+00
    w_4_0_3_3  w_adj_529   1.000000000000e+00
    w_4_0_3_3  w_reach_530   1.000000000000e+00
    w_4_0_3_3  reach_535  -1.000000000000e+00
    w_4_0_3_4  w_adj_537   1.000000000000e+00
    w_4_0_3_4  w_reach_538   1.000000000000e+00
    w_4_0_3_4  reach_543  -1.000000000000e+00
    w_4_1_0_2  w_adj_443   1.000000000000e+00
    w_4_1_0_2  w_reach_444   1.000000000000e+00
    w_4_1_0_2  reach_449  -1.000000000000e+00
    w_4_1_0_3  w_adj_451   1.000000000000e+00
    w_4_1_0_3  w_reach_452   1.000000000000e+00
    w_4_1_0_3  reach_457  -1.000000000000e+00
    w_4_1_0_4  w_adj_459   1.000000000000e+00
    w_4_1_0_4  w_reach_460   1.000000000000e+00
    w_4_1_0_4  reach_465  -1.000000000000e+00
    w_4_1_2_2  w_adj_497   1.000000000000e+00
    w_4_1_2_2  w_reach_498   1.000000000000e+00
    w_4_1_2_2  reach_501  -1.000000000000e+00
    w_4_1_2_3  w_adj_505   1.000000000000e+00
    w_4_1_2_3  w_reach_506   1.000000000000e+00
    w_4_1_2_3  reach_509  -1.000000000000e+00
    w_4_1_2_4  w_adj_513   1.000000000000e+00
    w_4_1_2_4  w_reach_514   1.000000000000e+00
    w_4_1_2_4  reach_517  -1.000000000000e+00
    w_4_1_3_2  w_adj_523   1.000000000000e+00
    w_4_1_3_2  w_reach_524   1.000000000000e+00
    w_4_1_3_2  reach_527  -1.000000000000e+00
    w_4_1_3_3  w_adj_531   1.000000000000e+00
    w_4_1_3_3  w_reach_532   1.000000000000e+00
    w_4_1_3_3  reach_535  -1.000000000000e+00
    w_4_1_3_4  w_adj_539   1.000000000000e+00
    w_4_1_3_4  w_reach_540   1.000000000000e+00
    w_4_1_3_4  reach_543  -1.000000000000e+00
    w_4_2_0_2  w_adj_445   1.000000000000e+00
    w_4_2_0_2  w_reach_446   1.000000000000e+00
    w_4_2_0_2  reach_449  -1.000000000000e+00
    w_4_2_0_3  w_adj_453   1.000000000000e+00
    w_4_2_0_3  w_reach_454   1.000000000000e+00
    w_4_2_0_3  reach_457  -1.000000000000e+00
    w_4_2_0_4  w_adj_461   1.000000000000e+00
    w_4_2_0_4  w_reach_462   1.000000000000e+00
    w_4_2_0_4  reach_465  -1.000000000000e+00
    w_4_2_1_2  w_adj_471   1.000000000000e+00
    w_4_2_1_2  w_reach_472   1.000000000000e+00
    w_4_2_1_2  reach_475  -1.000000000000e+00
    w_4_2_1_3  w_adj_479   1.000000000000e+00
    w_4_2_1_3  w_reach_480   1.000000000000e+00
    w_4_2_1_3  reach_483  -1.000000000000e+00
    w_4_2_1_4  w_adj_487   1.000000000000e+00
    w_4_2_1_4  w_reach_488   1.000000000000e+00
    w_4_2_1_4  reach_491  -1.000000000000e+00
    w_4_2_3_2  w_adj_525   1.000000000000e+00
    w_4_2_3_2  w_reach_526   1.000000000000e+00
    w_4_2_3_2  reach_527  -1.000000000000e+00
    w_4_2_3_3  w_adj_533   1.000000000000e+00
    w_4_2_3_3  w_reach_534   1.000000000000e+00
    w_4_2_3_3  reach_535  -1.000000000000e+00
    w_4_2_3_4  w_adj_541   1.000000000000e+00
    w_4_2_3_4  w_reach_542   1.000000000000e+00
    w_4_2_3_4  reach_543  -1.000000000000e+00
    w_4_3_0_2  w_adj_447   1.000000000000e+00
    w_4_3_0_2  w_reach_448   1.000000000000e+00
    w_4_3_0_2  reach_449  -1.000000000000e+00
    w_4_3_0_3  w_adj_455   1.000000000000e+00
    w_4_3_0_3  w_reach_456   1.000000000000e+00
    w_4_3_0_3  reach_457  -1.000000000000e+00
    w_4_3_0_4  w_adj_463   1.000000000000e+00
    w_4_3_0_4  w_reach_464   1.000000000000e+00
    w_4_3_0_4  reach_465  -1.000000000000e+00
    w_4_3_1_2  w_adj_473   1.000000000000e+00
    w_4_3_1_2  w_reach_474   1.000000000000e+00
    w_4_3_1_2  reach_475  -1.000000000000e+00
    w_4_3_1_3  w_adj_481   1.000000000000e+00
    w_4_3_1_3  w_reach_482   1.000000000000e+00
    w_4_3_1_3  reach_483  -1.000000000000e+00
    w_4_3_1_4  w_adj_489   1.000000000000e+00
    w_4_3_1_4  w_reach_490   1.000000000000e+00
    w_4_3_1_4  reach_491  -1.000000000000e+00
    w_4_3_2_2  w_adj_499   1.000000000000e+00
    w_4_3_2_2  w_reach_500   1.000000000000e+00
    w_4_3_2_2  reach_501  -1.000000000000e+00
    w_4_3_2_3  w_adj_507   1.000000000000e+00
    w_4_3_2_3  w_reach_508   1.000000000000e+00
    w_4_3_2_3  reach_509  -1.000000000000e+00
    w_4_3_2_4  w_adj_515   1.000000000000e+00
    w_4_3_2_4  w_reach_516   1.000000000000e+00
    w_4_3_2_4  reach_517  -1.000000000000e+00
    MARK      'MARKER'                 'INTORG'
    x_0_1     deg_1      1.000000000000e+00
    x_0_1     deg_2      1.000000000000e+00
    x_0_1     adj_lo_6  -1.000000000000e+00
    x_0_1     adj_hi_7   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_2     deg_1      1.000000000000e+00
    x_0_2     deg_3      1.000000000000e+00
    x_0_2     adj_lo_8  -1.000000000000e+00
    x_0_2     adj_hi_9   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_3     deg_1      1.000000000000e+00
    x_0_3     deg_4      1.000000000000e+00
    x_0_3     adj_lo_10  -1.000000000000e+00
    x_0_3     adj_hi_11   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_0_4     deg_1      1.000000000000e+00
    x_0_4     deg_5      1.000000000000e+00
    x_0_4     adj_lo_12  -1.000000000000e+00
    x_0_4     adj_hi_13   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_2     deg_2      1.000000000000e+00
    x_1_2     deg_3      1.000000000000e+00
    x_1_2     adj_lo_14  -1.000000000000e+00
    x_1_2     adj_hi_15   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_3     deg_2      1.000000000000e+00
    x_1_3     deg_4      1.000000000000e+00
    x_1_3     adj_lo_16  -1.000000000000e+00
    x_1_3     adj_hi_17   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_1_4     deg_2      1.000000000000e+00
    x_1_4     deg_5      1.000000000000e+00
    x_1_4     adj_lo_18  -1.000000000000e+00
    x_1_4     adj_hi_19   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_3     deg_3      1.000000000000e+00
    x_2_3     deg_4      1.000000000000e+00
    x_2_3     adj_lo_20  -1.000000000000e+00
    x_2_3     adj_hi_21   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_2_4     deg_3      1.000000000000e+00
    x_2_4     deg_5      1.000000000000e+00
    x_2_4     adj_lo_22  -1.000000000000e+00
    x_2_4     adj_hi_23   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    x_3_4     deg_4      1.000000000000e+00
    x_3_4     deg_5      1.000000000000e+00
    x_3_4     adj_lo_24  -1.000000000000e+00
    x_3_4     adj_hi_25   1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       OBJ  -3.9999999999999996
    RHS       deg_1      2.000000000000e+00
    RHS       deg_2      2.000000000000e+00
    RHS       deg_3      2.000000000000e+00
    RHS       deg_4      2.000000000000e+00
    RHS       deg_5      2.000000000000e+00
    RHS       adj_lo_6   0.000000000000e+00
    RHS       adj_hi_7   0.000000000000e+00
    RHS       adj_lo_8   0.000000000000e+00
    RHS       adj_hi_9   0.000000000000e+00
    RHS       adj_lo_10   0.000000000000e+00
    RHS       adj_hi_11   0.000000000000e+00
    RHS       adj_lo_12   0.000000000000e+00
    RHS       adj_hi_13   0.000000000000e+00
    RHS       adj_lo_14   0.000000000000e+00
    RHS       adj_hi_15   0.000000000000e+00
    RHS       adj_lo_16   0.000000000000e+00
    RHS       adj_hi_17   0.000000000000e+00
    RHS       adj_lo_18   0.000000000000e+00
    RHS       adj_hi_19   0.000000000000e+00
    RHS       adj_lo_20   0.000000000000e+00
    RHS       adj_hi_21   0.000000000000e+00
    RHS       adj_lo_22   0.000000000000e+00
    RHS       adj_hi_23   0.000000000000e+00
    RHS       adj_lo_24   0.000000000000e+00
    RHS       adj_hi_25   0.000000000000e+00
    RHS       reach1_26   0.000000000000e+00
    RHS       w_adj_27   0.000000000000e+00
    RHS       w_reach_28   0.000000000000e+00
    RHS       w_adj_29   0.000000000000e+00
    RHS       w_reach_30   0.000000000000e+00
    RHS       w_adj_31   0.000000000000e+00
    RHS       w_reach_32   0.000000000000e+00
    RHS       reach_33   0.000000000000e+00
    RHS       monotone_34   0.000000000000e+00
    RHS       w_adj_35   0.000000000000e+00
    RHS       w_reach_36   0.000000000000e+00
    RHS       w_adj_37   0.000000000000e+00
    RHS       w_reach_38   0.000000000000e+00
    RHS       w_adj_39   0.000000000000e+00
    RHS       w_reach_40   0.000000000000e+00
    RHS       reach_41   0.000000000000e+00
    RHS       monotone_42   0.000000000000e+00
    RHS       w_adj_43   0.000000000000e+00
    RHS       w_reach_44   0.000000000000e+00
    RHS       w_adj_45   0.000000000000e+00
    RHS       w_reach_46   0.000000000000e+00
    RHS       w_adj_47   0.000000000000e+00
    RHS       w_reach_48   0.000000000000e+00
    RHS       reach_49   0.000000000000e+00
    RHS       monotone_50   0.000000000000e+00
    RHS       connected_51   1.000000000000e+00
    RHS       reach1_52   0.000000000000e+00
    RHS       w_adj_53   0.000000000000e+00
    RHS       w_reach_54   0.000000000000e+00
    RHS       w_adj_55   0.000000000000e+00
    RHS       w_reach_56   0.000000000000e+00
    RHS       w_adj_57   0.000000000000e+00
    RHS       w_reach_58   0.000000000000e+00
    RHS       reach_59   0.000000000000e+00
    RHS       monotone_60   0.000000000000e+00
    RHS       w_adj_61   0.000000000000e+00
    RHS       w_reach_62   0.000000000000e+00
    RHS       w_adj_63   0.000000000000e+00
    RHS       w_reach_64   0.000000000000e+00
    RHS       w_adj_65   0.000000000000e+00
    RHS       w_reach_66   0.000000000000e+00
    RHS       reach_67   0.000000000000e+00
    RHS       monotone_68   0.000000000000e+00
    RHS       w_adj_69   0.000000000000e+00
    RHS       w_reach_70   0.000000000000e+00
    RHS       w_adj_71   0.000000000000e+00
    RHS       w_reach_72   0.000000000000e+00
    RHS       w_adj_73   0.000000000000e+00
    RHS       w_reach_74   0.000000000000e+00
    RHS       reach_75   0.000000000000e+00
    RHS       monotone_76   0.000000000000e+00
    RHS       connected_77   1.000000000000e+00
    RHS       reach1_78   0.000000000000e+00
    RHS       w_adj_79   0.000000000000e+00
    RHS       w_reach_80   0.000000000000e+00
    RHS       w_adj_81   0.000000000000e+00
    RHS       w_reach_82   0.000000000000e+00
    RHS       w_adj_83   0.000000000000e+00
    RHS       w_reach_84   0.000000000000e+00
    RHS       reach_85   0.000000000000e+00
    RHS       monotone_86   0.000000000000e+00
    RHS       w_adj_87   0.000000000000e+00
    RHS       w_reach_88   0.000000000000e+00
    RHS       w_adj_89   0.000000000000e+00
    RHS       w_reach_90   0.000000000000e+00
    RHS       w_adj_91   0.000000000000e+00
    RHS       w_reach_92   0.000000000000e+00
    RHS       reach_93   0.000000000000e+00
    RHS       monotone_94   0.000000000000e+00
    RHS       w_adj_95   0.000000000000e+00
    RHS       w_reach_96   0.000000000000e+00
    RHS       w_adj_97   0.000000000000e+00
    RHS       w_reach_98   0.000000000000e+00
    RHS       w_adj_99   0.000000000000e+00
    RHS       w_reach_100   0.000000000000e+00
    RHS       reach_101   0.000000000000e+00
    RHS       monotone_102   0.000000000000e+00
    RHS       connected_103   1.000000000000e+00
    RHS       reach1_104   0.000000000000e+00
    RHS       w_adj_105   0.000000000000e+00
    RHS       w_reach_106   0.000000000000e+00
    RHS       w_adj_107   0.000000000000e+00
    RHS       w_reach_108   0.000000000000e+00
    RHS       w_adj_109   0.000000000000e+00
    RHS       w_reach_110   0.000000000000e+00
    RHS       reach_111   0.000000000000e+00
    RHS       monotone_112   0.000000000000e+00
    RHS       w_adj_113   0.000000000000e+00
    RHS       w_reach_114   0.000000000000e+00
    RHS       w_adj_115   0.000000000000e+00
    RHS       w_reach_116   0.000000000000e+00
    RHS       w_adj_117   0.000000000000e+00
    RHS       w_reach_118   0.000000000000e+00
    RHS       reach_119   0.000000000000e+00
    RHS       monotone_120   0.000000000000e+00
    RHS       w_adj_121   0.000000000000e+00
    RHS       w_reach_122   0.000000000000e+00
    RHS       w_adj_123   0.000000000000e+00
    RHS       w_reach_124   0.000000000000e+00
    RHS       w_adj_125   0.000000000000e+00
    RHS       w_reach_126   0.000000000000e+00
    RHS       reach_127   0.000000000000e+00
    RHS       monotone_128   0.000000000000e+00
    RHS       connected_129   1.000000000000e+00
    RHS       reach1_130   0.000000000000e+00
    RHS       w_adj_131   0.000000000000e+00
    RHS       w_reach_132   0.000000000000e+00
    RHS       w_adj_133   0.000000000000e+00
    RHS       w_reach_134   0.000000000000e+00
    RHS       w_adj_135   0.000000000000e+00
    RHS       w_reach_136   0.000000000000e+00
    RHS       reach_137   0.000000000000e+00
    RHS       monotone_138   0.000000000000e+00
    RHS       w_adj_139   0.000000000000e+00
    RHS       w_reach_140   0.000000000000e+00
    RHS       w_adj_141   0.000000000000e+00
    RHS       w_reach_142   0.000000000000e+00
    RHS       w_adj_143   0.000000000000e+00
    RHS       w_reach_144   0.000000000000e+00
    RHS       reach_145   0.000000000000e+00
    RHS       monotone_146   0.000000000000e+00
    RHS       w_adj_147   0.000000000000e+00
    RHS       w_reach_148   0.000000000000e+00
    RHS       w_adj_149   0.000000000000e+00
    RHS       w_reach_150   0.000000000000e+00
    RHS       w_adj_151   0.000000000000e+00
    RHS       w_reach_152   0.000000000000e+00
    RHS       reach_153   0.000000000000e+00
    RHS       monotone_154   0.000000000000e+00
    RHS       connected_155   1.000000000000e+00
    RHS       reach1_156   0.000000000000e+00
    RHS       w_adj_157   0.000000000000e+00
    RHS       w_reach_158   0.000000000000e+00
    RHS       w_adj_159   0.000000000000e+00
    RHS       w_reach_160   0.000000000000e+00
    RHS       w_adj_161   0.000000000000e+00
    RHS       w_reach_162   0.000000000000e+00
    RHS       reach_163   0.000000000000e+00
    RHS       monotone_164   0.000000000000e+00
    RHS       w_adj_165   0.000000000000e+00
    RHS       w_reach_166   0.000000000000e+00
    RHS       w_adj_167   0.000000000000e+00
    RHS       w_reach_168   0.000000000000e+00
    RHS       w_adj_169   0.000000000000e+00
    RHS       w_reach_170   0.000000000000e+00
    RHS       reach_171   0.000000000000e+00
    RHS       monotone_172   0.000000000000e+00
    RHS       w_adj_173   0.000000000000e+00
    RHS       w_reach_174   0.000000000000e+00
    RHS       w_adj_175   0.000000000000e+00
    RHS       w_reach_176   0.000000000000e+00
    RHS       w_adj_177   0.000000000000e+00
    RHS       w_reach_178   0.000000000000e+00
    RHS       reach_179   0.000000000000e+00
    RHS       monotone_180   0.000000000000e+00
    RHS       connected_181   1.000000000000e+00
    RHS       reach1_182   0.000000000000e+00
    RHS       w_adj_183   0.000000000000e+00
    RHS       w_reach_184   0.000000000000e+00
    RHS       w_adj_185   0.000000000000e+00
    RHS       w_reach_186   0.000000000000e+00
    RHS       w_adj_187   0.000000000000e+00
    RHS       w_reach_188   0.000000000000e+00
    RHS       reach_189   0.000000000000e+00
    RHS       monotone_190   0.000000000000e+00
    RHS       w_adj_191   0.000000000000e+00
    RHS       w_reach_192   0.000000000000e+00
    RHS       w_adj_193   0.000000000000e+00
    RHS       w_reach_194   0.000000000000e+00
    RHS       w_adj_195   0.000000000000e+00
    RHS       w_reach_196   0.000000000000e+00
    RHS       reach_197   0.000000000000e+00
    RHS       monotone_198   0.000000000000e+00
    RHS       w_adj_199   0.000000000000e+00
    RHS       w_reach_200   0.000000000000e+00
    RHS       w_adj_201   0.000000000000e+00
    RHS       w_reach_202   0.000000000000e+00
    RHS       w_adj_203   0.000000000000e+00
    RHS       w_reach_204   0.000000000000e+00
    RHS       reach_205   0.000000000000e+00
    RHS       monotone_206   0.000000000000e+00
    RHS       connected_207   1.000000000000e+00
    RHS       reach1_208   0.000000000000e+00
    RHS       w_adj_209   0.000000000000e+00
    RHS       w_reach_210   0.000000000000e+00
    RHS       w_adj_211   0.000000000000e+00
    RHS       w_reach_212   0.000000000000e+00
    RHS       w_adj_213   0.000000000000e+00
    RHS       w_reach_214   0.000000000000e+00
    RHS       reach_215   0.000000000000e+00
    RHS       monotone_216   0.000000000000e+00
    RHS       w_adj_217   0.000000000000e+00
    RHS       w_reach_218   0.000000000000e+00
    RHS       w_adj_219   0.000000000000e+00
    RHS       w_reach_220   0.000000000000e+00
    RHS       w_adj_221   0.000000000000e+00
    RHS       w_reach_222   0.000000000000e+00
    RHS       reach_223   0.000000000000e+00
    RHS       monotone_224   0.000000000000e+00
    RHS       w_adj_225   0.000000000000e+00
    RHS       w_reach_226   0.000000000000e+00
    RHS       w_adj_227   0.000000000000e+00
    RHS       w_reach_228   0.000000000000e+00
    RHS       w_adj_229   0.000000000000e+00
    RHS       w_reach_230   0.000000000000e+00
    RHS       reach_231   0.000000000000e+00
    RHS       monotone_232   0.000000000000e+00
    RHS       connected_233   1.000000000000e+00
    RHS       reach1_234   0.000000000000e+00
    RHS       w_adj_235   0.000000000000e+00
    RHS       w_reach_236   0.000000000000e+00
    RHS       w_adj_237   0.000000000000e+00
    RHS       w_reach_238   0.000000000000e+00
    RHS       w_adj_239   0.000000000000e+00
    RHS       w_reach_240   0.000000000000e+00
    RHS       reach_241   0.000000000000e+00
    RHS       monotone_242   0.000000000000e+00
    RHS       w_adj_243   0.000000000000e+00
    RHS       w_reach_244   0.000000000000e+00
    RHS       w_adj_245   0.000000000000e+00
    RHS       w_reach_246   0.000000000000e+00
    RHS       w_adj_247   0.000000000000e+00
    RHS       w_reach_248   0.000000000000e+00
    RHS       reach_249   0.000000000000e+00
    RHS       monotone_250   0.000000000000e+00
    RHS       w_adj_251   0.000000000000e+00
    RHS       w_reach_252   0.000000000000e+00
    RHS       w_adj_253   0.000000000000e+00
    RHS       w_reach_254   0.000000000000e+00
    RHS       w_adj_255   0.000000000000e+00
    RHS       w_reach_256   0.000000000000e+00
    RHS       reach_257   0.000000000000e+00
    RHS       monotone_258   0.000000000000e+00
    RHS       connected_259   1.000000000000e+00
    RHS       reach1_260   0.000000000000e+00
    RHS       w_adj_261   0.000000000000e+00
    RHS       w_reach_262   0.000000000000e+00
    RHS       w_adj_263   0.000000000000e+00
    RHS       w_reach_264   0.000000000000e+00
    RHS       w_adj_265   0.000000000000e+00
    RHS       w_reach_266   0.000000000000e+00
    RHS       reach_267   0.000000000000e+00
    RHS       monotone_268   0.000000000000e+00
    RHS       w_adj_269   0.000000000000e+00
    RHS       w_reach_270   0.000000000000e+00
    RHS       w_adj_271   0.000000000000e+00
    RHS       w_reach_272   0.000000000000e+00
    RHS       w_adj_273   0.000000000000e+00
    RHS       w_reach_274   0.000000000000e+00
    RHS       reach_275   0.000000000000e+00
    RHS       monotone_276   0.000000000000e+00
    RHS       w_adj_277   0.000000000000e+00
    RHS       w_reach_278   0.000000000000e+00
    RHS       w_adj_279   0.000000000000e+00
    RHS       w_reach_280   0.000000000000e+00
    RHS       w_adj_281   0.000000000000e+00
    RHS       w_reach_282   0.000000000000e+00
    RHS       reach_283   0.000000000000e+00
    RHS       monotone_284   0.000000000000e+00
    RHS       connected_285   1.000000000000e+00
    RHS       reach1_286   0.000000000000e+00
    RHS       w_adj_287   0.000000000000e+00
    RHS       w_reach_288   0.000000000000e+00
    RHS       w_adj_289   0.000000000000e+00
    RHS       w_reach_290   0.000000000000e+00
    RHS       w_adj_291   0.000000000000e+00
    RHS       w_reach_292   0.000000000000e+00
    RHS       reach_293   0.000000000000e+00
    RHS       monotone_294   0.000000000000e+00
    RHS       w_adj_295   0.000000000000e+00
    RHS       w_reach_296   0.000000000000e+00
    RHS       w_adj_297   0.000000000000e+00
    RHS       w_reach_298   0.000000000000e+00
    RHS       w_adj_299   0.000000000000e+00
    RHS       w_reach_300   0.000000000000e+00
    RHS       reach_301   0.000000000000e+00
    RHS       monotone_302   0.000000000000e+00
    RHS       w_adj_303   0.000000000000e+00
    RHS       w_reach_304   0.000000000000e+00
    RHS       w_adj_305   0.000000000000e+00
    RHS       w_reach_306   0.000000000000e+00
    RHS       w_adj_307   0.000000000000e+00
    RHS       w_reach_308   0.000000000000e+00
    RHS       reach_309   0.000000000000e+00
    RHS       monotone_310   0.000000000000e+00
    RHS       connected_311   1.000000000000e+00
    RHS       reach1_312   0.000000000000e+00
    RHS       w_adj_313   0.000000000000e+00
    RHS       w_reach_314   0.000000000000e+00
    RHS       w_adj_315   0.000000000000e+00
    RHS       w_reach_316   0.000000000000e+00
    RHS       w_adj_317   0.000000000000e+00
    RHS       w_reach_318   0.000000000000e+00
    RHS       reach_319   0.000000000000e+00
    RHS       monotone_320   0.000000000000e+00
    RHS       w_adj_321   0.000000000000e+00
    RHS       w_reach_322   0.000000000000e+00
    RHS       w_adj_323   0.000000000000e+00
    RHS       w_reach_324   0.000000000000e+00
    RHS       w_adj_325   0.000000000000e+00
    RHS       w_reach_326   0.000000000000e+00
    RHS       reach_327   0.000000000000e+00
    RHS       monotone_328   0.000000000000e+00
    RHS       w_adj_329   0.000000000000e+00
    RHS       w_reach_330   0.000000000000e+00
    RHS       w_adj_331   0.000000000000e+00
    RHS       w_reach_332   0.000000000000e+00
    RHS       w_adj_333   0.000000000000e+00
    RHS       w_reach_334   0.000000000000e+00
    RHS       reach_335   0.000000000000e+00
    RHS       monotone_336   0.000000000000e+00
    RHS       connected_337   1.000000000000e+00
    RHS       reach1_338   0.000000000000e+00
    RHS       w_adj_339   0.000000000000e+00
    RHS       w_reach_340   0.000000000000e+00
    RHS       w_adj_341   0.000000000000e+00
    RHS       w_reach_342   0.000000000000e+00
    RHS       w_adj_343   0.000000000000e+00
    RHS       w_reach_344   0.000000000000e+00
    RHS       reach_345   0.000000000000e+00
    RHS       monotone_346   0.000000000000e+00
    RHS       w_adj_347   0.000000000000e+00
    RHS       w_reach_348   0.000000000000e+00
    RHS       w_adj_349   0.000000000000e+00
    RHS       w_reach_350   0.000000000000e+00
    RHS       w_adj_351   0.000000000000e+00
    RHS       w_reach_352   0.000000000000e+00
    RHS       reach_353   0.000000000000e+00
    RHS       monotone_354   0.000000000000e+00
    RHS       w_adj_355   0.000000000000e+00
    RHS       w_reach_356   0.000000000000e+00
    RHS       w_adj_357   0.000000000000e+00
    RHS       w_reach_358   0.000000000000e+00
    RHS       w_adj_359   0.000000000000e+00
    RHS       w_reach_360   0.000000000000e+00
    RHS       reach_361   0.000000000000e+00
    RHS       monotone_362   0.000000000000e+00
    RHS       connected_363   1.000000000000e+00
    RHS       reach1_364   0.000000000000e+00
    RHS       w_adj_365   0.000000000000e+00
    RHS       w_reach_366   0.000000000000e+00
    RHS       w_adj_367   0.000000000000e+00
    RHS       w_reach_368   0.000000000000e+00
    RHS       w_adj_369   0.000000000000e+00
    RHS       w_reach_370   0.000000000000e+00
    RHS       reach_371   0.000000000000e+00
    RHS       monotone_372   0.000000000000e+00
    RHS       w_adj_373   0.000000000000e+00
    RHS       w_reach_374   0.000000000000e+00
    RHS       w_adj_375   0.000000000000e+00
    RHS       w_reach_376   0.000000000000e+00
    RHS       w_adj_377   0.000000000000e+00
    RHS       w_reach_378   0.000000000000e+00
    RHS       reach_379   0.000000000000e+00
    RHS       monotone_380   0.000000000000e+00
    RHS       w_adj_381   0.000000000000e+00
    RHS       w_reach_382   0.000000000000e+00
    RHS       w_adj_383   0.000000000000e+00
    RHS       w_reach_384   0.000000000000e+00
    RHS       w_adj_385   0.000000000000e+00
    RHS       w_reach_386   0.000000000000e+00
    RHS       reach_387   0.000000000000e+00
    RHS       monotone_388   0.000000000000e+00
    RHS       connected_389   1.000000000000e+00
    RHS       reach1_390   0.000000000000e+00
    RHS       w_adj_391   0.000000000000e+00
    RHS       w_reach_392   0.000000000000e+00
    RHS       w_adj_393   0.000000000000e+00
    RHS       w_reach_394   0.000000000000e+00
    RHS       w_adj_395   0.000000000000e+00
    RHS       w_reach_396   0.000000000000e+00
    RHS       reach_397   0.000000000000e+00
    RHS       monotone_398   0.000000000000e+00
    RHS       w_adj_399   0.000000000000e+00
    RHS       w_reach_400   0.000000000000e+00
    RHS       w_adj_401   0.000000000000e+00
    RHS       w_reach_402   0.000000000000e+00
    RHS       w_adj_403   0.000000000000e+00
    RHS       w_reach_404   0.000000000000e+00
    RHS       reach_405   0.000000000000e+00
    RHS       monotone_406   0.000000000000e+00
    RHS       w_adj_407   0.000000000000e+00
    RHS       w_reach_408   0.000000000000e+00
    RHS       w_adj_409   0.000000000000e+00
    RHS       w_reach_410   0.000000000000e+00
    RHS       w_adj_411   0.000000000000e+00
    RHS       w_reach_412   0.000000000000e+00
    RHS       reach_413   0.000000000000e+00
    RHS       monotone_414   0.000000000000e+00
    RHS       connected_415   1.000000000000e+00
    RHS       reach1_416   0.000000000000e+00
    RHS       w_adj_417   0.000000000000e+00
    RHS       w_reach_418   0.000000000000e+00
    RHS       w_adj_419   0.000000000000e+00
    RHS       w_reach_420   0.000000000000e+00
    RHS       w_adj_421   0.000000000000e+00
    RHS       w_reach_422   0.000000000000e+00
    RHS       reach_423   0.000000000000e+00
    RHS       monotone_424   0.000000000000e+00
    RHS       w_adj_425   0.000000000000e+00
    RHS       w_reach_426   0.000000000000e+00
    RHS       w_adj_427   0.000000000000e+00
    RHS       w_reach_428   0.000000000000e+00
    RHS       w_adj_429   0.000000000000e+00
    RHS       w_reach_430   0.000000000000e+00
    RHS       reach_431   0.000000000000e+00
    RHS       monotone_432   0.000000000000e+00
    RHS       w_adj_433   0.000000000000e+00
    RHS       w_reach_434   0.000000000000e+00
    RHS       w_adj_435   0.000000000000e+00
    RHS       w_reach_436   0.000000000000e+00
    RHS       w_adj_437   0.000000000000e+00
    RHS       w_reach_438   0.000000000000e+00
    RHS       reach_439   0.000000000000e+00
    RHS       monotone_440   0.000000000000e+00
    RHS       connected_441   1.000000000000e+00
    RHS       reach1_442   0.000000000000e+00
    RHS       w_adj_443   0.000000000000e+00
    RHS       w_reach_444   0.000000000000e+00
    RHS       w_adj_445   0.000000000000e+00
    RHS       w_reach_446   0.000000000000e+00
    RHS       w_adj_447   0.000000000000e+00
    RHS       w_reach_448   0.000000000000e+00
    RHS       reach_449   0.000000000000e+00
    RHS       monotone_450   0.000000000000e+00
    RHS       w_adj_451   0.000000000000e+00
    RHS       w_reach_452   0.000000000000e+00
    RHS       w_adj_453   0.000000000000e+00
    RHS       w_reach_454   0.000000000000e+00
    RHS       w_adj_455   0.000000000000e+00
    RHS       w_reach_456   0.000000000000e+00
    RHS       reach_457   0.000000000000e+00
    RHS       monotone_458   0.000000000000e+00
    RHS       w_adj_459   0.000000000000e+00
    RHS       w_reach_460   0.000000000000e+00
    RHS       w_adj_461   0.000000000000e+00
    RHS       w_reach_462   0.000000000000e+00
    RHS       w_adj_463   0.000000000000e+00
    RHS       w_reach_464   0.000000000000e+00
    RHS       reach_465   0.000000000000e+00
    RHS       monotone_466   0.000000000000e+00
    RHS       connected_467   1.000000000000e+00
    RHS       reach1_468   0.000000000000e+00
    RHS       w_adj_469   0.000000000000e+00
    RHS       w_reach_470   0.000000000000e+00
    RHS       w_adj_471   0.000000000000e+00
    RHS       w_reach_472   0.000000000000e+00
    RHS       w_adj_473   0.000000000000e+00
    RHS       w_reach_474   0.000000000000e+00
    RHS       reach_475   0.000000000000e+00
    RHS       monotone_476   0.000000000000e+00
    RHS       w_adj_477   0.000000000000e+00
    RHS       w_reach_478   0.000000000000e+00
    RHS       w_adj_479   0.000000000000e+00
    RHS       w_reach_480   0.000000000000e+00
    RHS       w_adj_481   0.000000000000e+00
    RHS       w_reach_482   0.000000000000e+00
    RHS       reach_483   0.000000000000e+00
    RHS       monotone_484   0.000000000000e+00
    RHS       w_adj_485   0.000000000000e+00
    RHS       w_reach_486   0.000000000000e+00
    RHS       w_adj_487   0.000000000000e+00
    RHS       w_reach_488   0.000000000000e+00
    RHS       w_adj_489   0.000000000000e+00
    RHS       w_reach_490   0.000000000000e+00
    RHS       reach_491   0.000000000000e+00
    RHS       monotone_492   0.000000000000e+00
    RHS       connected_493   1.000000000000e+00
    RHS       reach1_494   0.000000000000e+00
    RHS       w_adj_495   0.000000000000e+00
    RHS       w_reach_496   0.000000000000e+00
    RHS       w_adj_497   0.000000000000e+00
    RHS       w_reach_498   0.000000000000e+00
    RHS       w_adj_499   0.000000000000e+00
    RHS       w_reach_500   0.000000000000e+00
    RHS       reach_501   0.000000000000e+00
    RHS       monotone_502   0.000000000000e+00
    RHS       w_adj_503   0.000000000000e+00
    RHS       w_reach_504   0.000000000000e+00
    RHS       w_adj_505   0.000000000000e+00
    RHS       w_reach_506   0.000000000000e+00
    RHS       w_adj_507   0.000000000000e+00
    RHS       w_reach_508   0.000000000000e+00
    RHS       reach_509   0.000000000000e+00
    RHS       monotone_510   0.000000000000e+00
    RHS       w_adj_511   0.000000000000e+00
    RHS       w_reach_512   0.000000000000e+00
    RHS       w_adj_513   0.000000000000e+00
    RHS       w_reach_514   0.000000000000e+00
    RHS       w_adj_515   0.000000000000e+00
    RHS       w_reach_516   0.000000000000e+00
    RHS       reach_517   0.000000000000e+00
    RHS       monotone_518   0.000000000000e+00
    RHS       connected_519   1.000000000000e+00
    RHS       reach1_520   0.000000000000e+00
    RHS       w_adj_521   0.000000000000e+00
    RHS       w_reach_522   0.000000000000e+00
    RHS       w_adj_523   0.000000000000e+00
    RHS       w_reach_524   0.000000000000e+00
    RHS       w_adj_525   0.000000000000e+00
    RHS       w_reach_526   0.000000000000e+00
    RHS       reach_527   0.000000000000e+00
    RHS       monotone_528   0.000000000000e+00
    RHS       w_adj_529   0.000000000000e+00
    RHS       w_reach_530   0.000000000000e+00
    RHS       w_adj_531   0.000000000000e+00
    RHS       w_reach_532   0.000000000000e+00
    RHS       w_adj_533   0.000000000000e+00
    RHS       w_reach_534   0.000000000000e+00
    RHS       reach_535   0.000000000000e+00
    RHS       monotone_536   0.000000000000e+00
    RHS       w_adj_537   0.000000000000e+00
    RHS       w_reach_538   0.000000000000e+00
    RHS       w_adj_539   0.000000000000e+00
    RHS       w_reach_540   0.000000000000e+00
    RHS       w_adj_541   0.000000000000e+00
    RHS       w_reach_542   0.000000000000e+00
    RHS       reach_543   0.000000000000e+00
    RHS       monotone_544   0.000000000000e+00
    RHS       connected_545   1.000000000000e+00
    RHS       moore_546   2.000000000000e+00
    RHS       moore_547   2.000000000000e+00
    RHS       moore_548   2.000000000000e+00
    RHS       moore_549   2.000000000000e+00
    RHS       moore_550   2.000000000000e+00
BOUNDS
 BV BND       a_0_1   
 BV BND       a_0_2   
 BV BND       a_0_3   
 BV BND       a_0_4   
 BV BND       a_1_2   
 BV BND       a_1_3   
 BV BND       a_1_4   
 BV BND       a_2_3   
 BV BND       a_2_4   
 BV BND       a_3_4   
 BV BND       r_0_1_1 
 BV BND       r_0_1_2 
 BV BND       r_0_1_3 
 BV BND       r_0_1_4 
 BV BND       r_0_2_1 
 BV BND       r_0_2_2 
 BV BND       r_0_2_3 
 BV BND       r_0_2_4 
 BV BND       r_0_3_1 
 BV BND       r_0_3_2 
 BV BND       r_0_3_3 
 BV BND       r_0_3_4 
 BV BND       r_0_4_1 
 BV BND       r_0_4_2 
 BV BND       r_0_4_3 
 BV BND       r_0_4_4 
 BV BND       r_1_0_1 
 BV BND       r_1_0_2 
 BV BND       r_1_0_3 
 BV BND       r_1_0_4 
 BV BND       r_1_2_1 
 BV BND       r_1_2_2 
 BV BND       r_1_2_3 
 BV BND       r_1_2_4 
 BV BND       r_1_3_1 
 BV BND       r_1_3_2 
 BV BND       r_1_3_3 
 BV BND       r_1_3_4 
 BV BND       r_1_4_1 
 BV BND       r_1_4_2 
 BV BND       r_1_4_3 
 BV BND       r_1_4_4 
 BV BND       r_2_0_1 
 BV BND       r_2_0_2 
 BV BND       r_2_0_3 
 BV BND       r_2_0_4 
 BV BND       r_2_1_1 
 BV BND       r_2_1_2 
 BV BND       r_2_1_3 
 BV BND       r_2_1_4 
 BV BND       r_2_3_1 
 BV BND       r_2_3_2 
 BV BND       r_2_3_3 
 BV BND       r_2_3_4 
 BV BND       r_2_4_1 
 BV BND       r_2_4_2 
 BV BND       r_2_4_3 
 BV BND       r_2_4_4 
 BV BND       r_3_0_1 
 BV BND       r_3_0_2 
 BV BND       r_3_0_3 
 BV BND       r_3_0_4 
 BV BND       r_3_1_1 
 BV BND       r_3_1_2 
 BV BND       r_3_1_3 
 BV BND       r_3_1_4 
 BV BND       r_3_2_1 
 BV BND       r_3_2_2 
 BV BND       r_3_2_3 
 BV BND       r_3_2_4 
 BV BND       r_3_4_1 
 BV BND       r_3_4_2 
 BV BND       r_3_4_3 
 BV BND       r_3_4_4 
 BV BND       r_4_0_1 
 BV BND       r_4_0_2 
 BV BND       r_4_0_3 
 BV BND       r_4_0_4 
 BV BND       r_4_1_1 
 BV BND       r_4_1_2 
 BV BND       r_4_1_3 
 BV BND       r_4_1_4 
 BV BND       r_4_2_1 
 BV BND       r_4_2_2 
 BV BND       r_4_2_3 
 BV BND       r_4_2_4 
 BV BND       r_4_3_1 
 BV BND       r_4_3_2 
 BV BND       r_4_3_3 
 BV BND       r_4_3_4 
 UP BND       w_0_1_2_2   1.000000000000e+00
 UP BND       w_0_1_2_3   1.000000000000e+00
 UP BND       w_0_1_2_4   1.000000000000e+00
 UP BND       w_0_1_3_2   1.000000000000e+00
 UP BND       w_0_1_3_3   1.000000000000e+00
 UP BND       w_0_1_3_4   1.000000000000e+00
 UP BND       w_0_1_4_2   1.000000000000e+00
 UP BND       w_0_1_4_3   1.000000000000e+00
 UP BND       w_0_1_4_4   1.000000000000e+00
 UP BND       w_0_2_1_2   1.000000000000e+00
 UP BND       w_0_2_1_3   1.000000000000e+00
 UP BND       w_0_2_1_4   1.000000000000e+00
 UP BND       w_0_2_3_2   1.000000000000e+00
 UP BND       w_0_2_3_3   1.000000000000e+00
 UP BND       w_0_2_3_4   1.000000000000e+00
 UP BND       w_0_2_4_2   1.000000000000e+00
 UP BND       w_0_2_4_3   1.000000000000e+00
 UP BND       w_0_2_4_4   1.000000000000e+00
 UP BND       w_0_3_1_2   1.000000000000e+00
 UP BND       w_0_3_1_3   1.000000000000e+00
 UP BND       w_0_3_1_4   1.000000000000e+00
 UP BND       w_0_3_2_2   1.000000000000e+00
 UP BND       w_0_3_2_3   1.000000000000e+00
 UP BND       w_0_3_2_4   1.000000000000e+00
 UP BND       w_0_3_4_2   1.000000000000e+00
 UP BND       w_0_3_4_3   1.000000000000e+00
 UP BND       w_0_3_4_4   1.000000000000e+00
 UP BND       w_0_4_1_2   1.000000000000e+00
 UP BND       w_0_4_1_3   1.000000000000e+00
 UP BND       w_0_4_1_4   1.000000000000e+00
 UP BND       w_0_4_2_2   1.000000000000e+00
 UP BND       w_0_4_2_3   1.000000000000e+00
 UP BND       w_0_4_2_4   1.000000000000e+00
 UP BND       w_0_4_3_2   1.000000000000e+00
 UP BND       w_0_4_3_3   1.000000000000e+00
 UP BND       w_0_4_3_4   1.000000000000e+00
 UP BND       w_1_0_2_2   1.000000000000e+00
 UP BND       w_1_0_2_3   1.000000000000e+00
 UP BND       w_1_0_2_4   1.000000000000e+00
 UP BND       w_1_0_3_2   1.000000000000e+00
 UP BND       w_1_0_3_3   1.000000000000e+00
 UP BND       w_1_0_3_4   1.000000000000e+00
 UP BND       w_1_0_4_2   1.000000000000e+00
 UP BND       w_1_0_4_3   1.000000000000e+00
 UP BND       w_1_0_4_4   1.000000000000e+00
 UP BND       w_1_2_0_2   1.000000000000e+00
 UP BND       w_1_2_0_3   1.000000000000e+00
 UP BND       w_1_2_0_4   1.000000000000e+00
 UP BND       w_1_2_3_2   1.000000000000e+00
 UP BND       w_1_2_3_3   1.000000000000e+00
 UP BND       w_1_2_3_4   1.000000000000e+00
 UP BND       w_1_2_4_2   1.000000000000e+00
 UP BND       w_1_2_4_3   1.000000000000e+00
 UP BND       w_1_2_4_4   1.000000000000e+00
 UP BND       w_1_3_0_2   1.000000000000e+00
 UP BND       w_1_3_0_3   1.000000000000e+00
 UP BND       w_1_3_0_4   1.000000000000e+00
 UP BND       w_1_3_2_2   1.000000000000e+00
 UP BND       w_1_3_2_3   1.000000000000e+00
 UP BND       w_1_3_2_4   1.000000000000e+00
 UP BND       w_1_3_4_2   1.000000000000e+00
 UP BND       w_1_3_4_3   1.000000000000e+00
 UP BND       w_1_3_4_4   1.000000000000e+00
 UP BND       w_1_4_0_2   1.000000000000e+00
 UP BND       w_1_4_0_3   1.000000000000e+00
 UP BND       w_1_4_0_4   1.000000000000e+00
 UP BND       w_1_4_2_2   1.000000000000e+00
 UP BND       w_1_4_2_3   1.000000000000e+00
 UP BND       w_1_4_2_4   1.000000000000e+00
 UP BND       w_1_4_3_2   1.000000000000e+00
 UP BND       w_1_4_3_3   1.000000000000e+00
 UP BND       w_1_4_3_4   1.000000000000e+00
 UP BND       w_2_0_1_2   1.000000000000e+00
 UP BND       w_2_0_1_3   1.000000000000e+00
 UP BND       w_2_0_1_4   1.000000000000e+00
 UP BND       w_2_0_3_2   1.000000000000e+00
 UP BND       w_2_0_3_3   1.000000000000e+00
 UP BND       w_2_0_3_4   1.000000000000e+00
 UP BND       w_2_0_4_2   1.000000000000e+00
 UP BND       w_2_0_4_3   1.000000000000e+00
 UP BND       w_2_0_4_4   1.000000000000e+00
 UP BND       w_2_1_0_2   1.000000000000e+00
 UP BND       w_2_1_0_3   1.000000000000e+00
 UP BND       w_2_1_0_4   1.000000000000e+00
 UP BND       w_2_1_3_2   1.000000000000e+00
 UP BND       w_2_1_3_3   1.000000000000e+00
 UP BND       w_2_1_3_4   1.000000000000e+00
 UP BND       w_2_1_4_2   1.000000000000e+00
 UP BND       w_2_1_4_3   1.000000000000e+00
 UP BND       w_2_1_4_4   1.000000000000e+00
 UP BND       w_2_3_0_2   1.000000000000e+00
 UP BND       w_2_3_0_3   1.000000000000e+00
 UP BND       w_2_3_0_4   1.000000000000e+00
 UP BND       w_2_3_1_2   1.000000000000e+00
 UP BND       w_2_3_1_3   1.000000000000e+00
 UP BND       w_2_3_1_4   1.000000000000e+00
 UP BND       w_2_3_4_2   1.000000000000e+00
 UP BND       w_2_3_4_3   1.000000000000e+00
 UP BND       w_2_3_4_4   1.000000000000e+00
 UP BND       w_2_4_0_2   1.000000000000e+00
 UP BND       w_2_4_0_3   1.000000000000e+00
 UP BND       w_2_4_0_4   1.000000000000e+00
 UP BND       w_2_4_1_2   1.000000000000e+00
 UP BND       w_2_4_1_3   1.000000000000e+00
 UP BND       w_2_4_1_4   1.000000000000e+00
 UP BND       w_2_4_3_2   1.000000000000e+00
 UP BND       w_2_4_3_3   1.000000000000e+00
 UP BND       w_2_4_3_4   1.000000000000e+00
 UP BND       w_3_0_1_2   1.000000000000e+00
 UP BND       w_3_0_1_3   1.000000000000e+00
 UP BND       w_3_0_1_4   1.000000000000e+00
 UP BND       w_3_0_2_2   1.000000000000e+00
 UP BND       w_3_0_2_3   1.000000000000e+00
 UP BND       w_3_0_2_4   1.000000000000e+00
 UP BND       w_3_0_4_2   1.000000000000e+00
 UP BND       w_3_0_4_3   1.000000000000e+00
 UP BND       w_3_0_4_4   1.000000000000e+00
 UP BND       w_3_1_0_2   1.000000000000e+00
 UP BND       w_3_1_0_3   1.000000000000e+00
 UP BND       w_3_1_0_4   1.000000000000e+00
 UP BND       w_3_1_2_2   1.000000000000e+00
 UP BND       w_3_1_2_3   1.000000000000e+00
 UP BND       w_3_1_2_4   1.000000000000e+00
 UP BND       w_3_1_4_2   1.000000000000e+00
 UP BND       w_3_1_4_3   1.000000000000e+00
 UP BND       w_3_1_4_4   1.000000000000e+00
 UP BND       w_3_2_0_2   1.000000000000e+00
 UP BND       w_3_2_0_3   1.000000000000e+00
 UP BND       w_3_2_0_4   1.000000000000e+00
 UP BND       w_3_2_1_2   1.000000000000e+00
 UP BND       w_3_2_1_3   1.000000000000e+00
 UP BND       w_3_2_1_4   1.000000000000e+00
 UP BND       w_3_2_4_2   1.000000000000e+00
 UP BND       w_3_2_4_3   1.000000000000e+00
 UP BND       w_3_2_4_4   1.000000000000e+00
 UP BND       w_3_4_0_2   1.000000000000e+00
 UP BND       w_3_4_0_3   1.000000000000e+00
 UP BND       w_3_4_0_4   1.000000000000e+00
 UP BND       w_3_4_1_2   1.000000000000e+00
 UP BND       w_3_4_1_3   1.000000000000e+00
 UP BND       w_3_4_1_4   1.000000000000e+00
 UP BND       w_3_4_2_2   1.000000000000e+00
 UP BND       w_3_4_2_3   1.000000000000e+00
 UP BND       w_3_4_2_4   1.000000000000e+00
 UP BND       w_4_0_1_2   1.000000000000e+00
 UP BND       w_4_0_1_3   1.000000000000e+00
 UP BND       w_4_0_1_4   1.000000000000e+00
 UP BND       w_4_0_2_2   1.000000000000e+00
 UP BND       w_4_0_2_3   1.000000000000e+00
 UP BND       w_4_0_2_4   1.000000000000e+00
 UP BND       w_4_0_3_2   1.000000000000e+00
 UP BND       w_4_0_3_3   1.000000000000e+00
 UP BND       w_4_0_3_4   1.000000000000e+00
 UP BND       w_4_1_0_2   1.000000000000e+00
 UP BND       w_4_1_0_3   1.000000000000e+00
 UP BND       w_4_1_0_4   1.000000000000e+00
 UP BND       w_4_1_2_2   1.000000000000e+00
 UP BND       w_4_1_2_3   1.000000000000e+00
 UP BND       w_4_1_2_4   1.000000000000e+00
 UP BND       w_4_1_3_2   1.000000000000e+00
 UP BND       w_4_1_3_3   1.000000000000e+00
 UP BND       w_4_1_3_4   1.000000000000e+00
 UP BND       w_4_2_0_2   1.000000000000e+00
 UP BND       w_4_2_0_3   1.000000000000e+00
 UP BND       w_4_2_0_4   1.000000000000e+00
 UP BND       w_4_2_1_2   1.000000000000e+00
 UP BND       w_4_2_1_3   1.000000000000e+00
 UP BND       w_4_2_1_4   1.000000000000e+00
 UP BND       w_4_2_3_2   1.000000000000e+00
 UP BND       w_4_2_3_3   1.000000000000e+00
 UP BND       w_4_2_3_4   1.000000000000e+00
 UP BND       w_4_3_0_2   1.000000000000e+00
 UP BND       w_4_3_0_3   1.000000000000e+00
 UP BND       w_4_3_0_4   1.000000000000e+00
 UP BND       w_4_3_1_2   1.000000000000e+00
 UP BND       w_4_3_1_3   1.000000000000e+00
 UP BND       w_4_3_1_4   1.000000000000e+00
 UP BND       w_4_3_2_2   1.000000000000e+00
 UP BND       w_4_3_2_3   1.000000000000e+00
 UP BND       w_4_3_2_4   1.000000000000e+00
 UP BND       x_0_1      2.000000000000e+00
 UP BND       x_0_2      2.000000000000e+00
 UP BND       x_0_3      2.000000000000e+00
 UP BND       x_0_4      2.000000000000e+00
 UP BND       x_1_2      2.000000000000e+00
 UP BND       x_1_3      2.000000000000e+00
 UP BND       x_1_4      2.000000000000e+00
 UP BND       x_2_3      2.000000000000e+00
 UP BND       x_2_4      2.000000000000e+00
 UP BND       x_3_4      2.000000000000e+00
ENDATA
