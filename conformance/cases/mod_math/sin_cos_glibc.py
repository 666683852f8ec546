# math.sin and math.cos to the last digit: CPython calls the C library's, and
# glibc's (2.36, the IBM method: Taylor polynomial, a table at multiples of
# 1/128, reduction by pi/2 in three parts) is not correctly rounded: the
# arguments in `hard` are ones where its result differs from the correctly
# rounded one by an ulp. Beyond 105414350 glibc's own reduction (branred)
# decides, 8 ulps off at 6381956970095103 * 2.0 ** 797 (a double near a
# multiple of pi/2).
import math
import random

hard = [float.fromhex(h) for h in [
    '-0x1.ad639df33f540p-4', '0x1.c0e4602a0ab02p-4', '0x1.2418a4ff1b66cp-5', '0x1.c0cd6692cf1acp-4',
    '0x1.b334ac14210a0p-4', '-0x1.721c7163b4ef4p-4', '-0x1.a2bf3d568575bp-4', '0x1.65d6fd2c203bcp-4',
    '-0x1.e95f902e10f87p-4', '-0x1.36370286308d0p-4', '0x1.eaad07155f880p-4', '0x1.e3b357de978b2p-4',
    '0x1.e66c2454082f8p-4', '-0x1.d1e3ebedeb8e1p-4', '0x1.79967ecd2c1ccp-4', '-0x1.24e1621d1cf68p-5',
    '-0x1.a1e22269dca9bp-4', '0x1.d8396c15d9e78p-5', '-0x1.d5a2169a280fep-5', '-0x1.bb922d31ba447p-4',
    '-0x1.ebdeb9fe18c8ap-4', '-0x1.7acd82260866fp-4', '0x1.f6c3a78a92a74p-4', '-0x1.f4f7ab699dd96p-4',
    '0x1.c479c47c9399ep-4', '-0x1.73fe342cf9afep-4', '0x1.f2a1ac05cb998p-4', '-0x1.e102528103bb0p-4',
    '0x1.fac035a8afda4p-4', '0x1.e8f56c0854492p-4', '-0x1.efa0176d23d60p-4', '-0x1.e7a10ab6fd74cp-4',
    '0x1.d8a75de836868p-5', '0x1.db3f981ea8c38p-4', '-0x1.69012becd8533p-4', '0x1.9503e50453fd4p-4',
    '-0x1.5cf4522003ad8p-2', '0x1.8a7f26c68158cp-1', '-0x1.6e85d644cb9b6p-2', '0x1.61fae008dd705p-1',
    '0x1.9a37192f94f2ap-2', '0x1.33bd4e208d8bap-2', '0x1.486b1d850debcp-3', '0x1.128e63a5ec650p-3',
    '0x1.6d41a2ed5250fp-1', '0x1.72e5aaf35fd65p-1', '0x1.e19062bc4ab50p-2', '0x1.f940febb3ea04p-3',
    '-0x1.81c09a9562adap-1', '0x1.cd30f0235a96cp-3', '0x1.53ba0c9dba528p-2', '0x1.897b76b3523b0p-3',
    '0x1.c38670fca3eacp-3', '0x1.69693d4b5bae4p-3', '0x1.023aae81161a1p-1', '-0x1.78dd58f70773cp-3',
    '0x1.93de239be51dep-2', '-0x1.24be1332ee5c2p-2', '-0x1.9da679be8c0acp-3', '-0x1.91b6ab8a751f0p-2',
    '-0x1.643af42cbd5a0p-3', '0x1.6737f5f2776c4p-3', '-0x1.a2196e3b62f74p-1', '-0x1.367318b557ae6p-1',
    '-0x1.a63b38c75c440p-3', '-0x1.5f0e9aaa0f530p-2', '0x1.8e7d40aeee91fp-1', '0x1.b9fa92edd049cp-3',
    '0x1.ab0cda5ff0800p-3', '0x1.68a00447506b4p-3', '-0x1.52456ba13f612p-1', '0x1.60a32c7723e9ep-2',
    '0x1.0367386742240p+1', '0x1.35ab59bfd85ecp+1', '-0x1.b772a791988d2p+0', '-0x1.c7708812639fbp+0',
    '-0x1.0f116443a5e97p+0', '0x1.b5eb7d96c4fccp+0', '0x1.30a8e4d80045cp+0', '0x1.713be17a33768p+0',
    '0x1.06bbd75073630p+1', '0x1.17e26772604ccp+1', '-0x1.f9b82e38301b2p+0', '-0x1.f59f5f084964ep+0',
    '0x1.bd89cd4b81d14p+0', '-0x1.3a365ad4d44a4p+0', '-0x1.1eef6b18ec850p+0', '-0x1.1da37e853f1e5p+0',
    '-0x1.bb189bf4bd280p+0', '0x1.2fba15ce08286p+0', '0x1.fdc7afa18b024p+0', '0x1.7f223b89982dcp+0',
    '-0x1.5565773e21ca2p+0', '-0x1.fea34834de5b0p+0', '-0x1.0b6d990346449p+1', '0x1.afcf90ae22f90p+0',
    '0x1.f71a03e15eb08p-1', '-0x1.02d86a5fa6c2ep+1', '-0x1.5f2cd7dda92f6p+0', '-0x1.d0aebf4d1ac38p+0',
    '-0x1.3975d1d5defc6p+0', '0x1.3045fa814cc7cp+0', '-0x1.d784caac1a5ccp+0', '0x1.c300cf64a0e28p+0',
    '0x1.b6bb472b7319cp+0', '-0x1.ed8fd0d3838d3p+0', '0x1.2d02d9ea9e59ep+0', '0x1.35c8a4a14d386p+1',
    '-0x1.3c75eb4e34616p+7', '0x1.13ce600000000p+19', '0x1.3b69000000000p+19', '0x1.0540400000000p+19',
    '0x1.de01000000000p+18', '0x1.1c0089f9ca16cp+6', '0x1.89d1800000000p+17', '-0x1.13b5b823f6218p+25',
    '-0x1.e1711b1019be4p+24', '0x1.83a0000000000p+14', '-0x1.691483fa1ebacp+26', '0x1.89ed400000000p+18',
    '0x1.a9f7e00000000p+19', '0x1.b4d4000000000p+17', '0x1.25c3e00000000p+19', '0x1.15f3000000000p+17',
    '0x1.2c8e9ccda46ecp+5', '0x1.91a2e00000000p+19', '0x1.055e246187a60p+25', '0x1.6c2a400000000p+18',
    '0x1.4e06000000000p+18', '0x1.89e6000000000p+17', '-0x1.df14950c5c060p+21', '0x1.6e93463047d6ap+7',
    '0x1.5c3bb00525878p+25', '-0x1.0db2cdced23c7p+7', '0x1.bcca800000000p+19', '0x1.32a32a473b7e0p+6',
    '0x1.05c31aa8664a0p+26', '-0x1.0191fcf8969f0p+5', '0x1.c22ae00000000p+19', '0x1.063adb66fd3f8p+25',
    '0x1.9a6a000000000p+17', '-0x1.705c2df752174p+7', '-0x1.5495694cdb018p+23', '0x1.f86f305ddad20p+25',
    '0x1.8fc4308784154p+854', '0x1.559dda1000768p+133', '0x1.f64e941a1fab0p+538', '0x1.dcc4e0e790297p+75',
    '0x1.bf106ec3304b4p+916', '0x1.752587534cd1ep+848', '0x1.438e642f6b482p+181', '0x1.f24bdaee04693p+117',
    '0x1.6ab0c77630417p+58', '0x1.3adcd99bf3673p+164', '0x1.30f8c6e1317d0p+684', '0x1.0fee814b0d6f2p+504',
    '0x1.ae4d36b05ef2fp+565', '0x1.d7046fac08f96p+358', '0x1.78f01a2f8bccap+35', '0x1.deb0f78574920p+306',
    '0x1.52e2f9755c016p+756', '0x1.97998b7aa5141p+399', '0x1.e295f6e313020p+117', '0x1.9c67acf7678d4p+26',
    '0x1.f40cfad93bd92p+180', '0x1.879517a8181c0p+157', '0x1.c3c457831f0bbp+923', '0x1.9b5d95d91b2cap+673',
    '0x1.1d3582241dd00p+710', '0x1.cf965ef155195p+715', '0x1.1fc6db06a177bp+964', '0x1.11f0ad706dafcp+531',
    '0x1.239d5db8840d6p+409', '0x1.9d285555ac094p+26', '0x1.68da5507c4e69p+729', '0x1.d6f02613712fap+594',
    '0x1.9859a3a21f700p+730', '0x1.bef151e8812c7p+325', '0x1.b7bd95ded904dp+467', '0x1.fec67bb09683ap+287',
]]
xs = [0.0, -0.0, 5e-324, 1e-310, 2.0 ** -27, 2.0 ** -26, 1e-8, 0.125, 0.126, 0.5,
      0.85546875, 1.0, 1.5, math.pi / 2, 2.0, 2.4262648, 3.0, math.pi, 10.0,
      100.0, 1e6, 105414350.0, 1e9, 1e22, 2.0 ** 53, 1e300, 1.7976931348623157e308,
      6381956970095103 * 2.0 ** 797, -1.0, -3.0, -1e6]
for base in [0.126, 0.85546875, 2.4262648, 105414350.0, 2.0 ** -26, 2.0 ** -27]:
    lo = hi = base
    for _ in range(3):
        lo, hi = math.nextafter(lo, 0), math.nextafter(hi, math.inf)
        xs += [lo, hi, -lo]
for k in range(-40, 41):
    c = k * math.pi / 4
    xs += [c, math.nextafter(c, math.inf), math.nextafter(c, -math.inf)]
for i in range(0, 112, 3):
    xs += [i / 128, (i + 0.5) / 128, -(i + 0.5) / 128]
r = random.Random(28)
xs += [r.uniform(-0.126, 0.126) for _ in range(60)]
xs += [r.uniform(-0.86, 0.86) for _ in range(60)]
xs += [r.uniform(-2.5, 2.5) for _ in range(60)]
xs += [r.uniform(-1e4, 1e4) for _ in range(60)]
xs += [r.uniform(-1.1e8, 1.1e8) for _ in range(60)]
xs += [math.ldexp(r.random(), r.randint(27, 1023)) for _ in range(60)]
xs += [float(i) for i in range(0, 3000, 7)]
for x in hard + xs:
    print(x.hex(), math.sin(x).hex(), math.cos(x).hex())
for x in [math.inf, -math.inf, math.nan]:
    for f in (math.sin, math.cos):
        try:
            print(f(x))
        except ValueError as e:
            print("ValueError", e)
