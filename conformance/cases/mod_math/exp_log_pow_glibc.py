# math.exp, math.exp2, math.log, math.pow and float ** to the last digit:
# CPython calls the C library's, and glibc's (2.36: tables of 2**(j/128)
# and of log(c), short polynomials; FMA variants of exp, log and pow on
# x86-64) are not correctly rounded. The arguments in `hard` are ones
# where glibc's result differs from the correctly rounded one by an ulp;
# the rest cover each range of its method: tiny, near 1, subnormal
# results and arguments, near overflow.
import math
import random

hard_exp = ['-0x1.6d7fcf00fa616p+2', '-0x1.2282c970d19f3p+3', '0x1.234cdca3d38ecp+2', '0x1.15d6e2ec8631p-1',
            '0x1.4773ad0bbf53p+1', '0x1.60ae4052961ecp+2', '0x1.1d59637ad391cp+3', '-0x1.4488897a7fb1cp+2',
            '-0x1.4eb6951244bp-3', '-0x1.6134cb5559ec2p+1', '0x1.e9c082d516afp+0', '-0x1.a30408486dd82p+1',
            '-0x1.62568d23300ep+9', '-0x1.6137b16a0855bp+9', '0x1.616acce13216cp+9', '0x1.5f69afd4f74dap+9']
hard_log = ['0x1.43941f8e6eaf8p+0', '0x1.8963848d734cp-2', '0x1.05eaba35ac816p+3', '0x1.16f13a0424fep+0',
            '0x1.01ad28504156ep+2', '0x1.fbb78899a4a4p+1', '0x1.47fa4efb45p+0', '0x1.13924b62c6a18p+2',
            '0x1.3e403b7e192f8p+0', '0x1.6d2ac161b7ep+0', '0x1.32810651ab1c8p+3', '0x1.b5962df1990ep+2']
hard_pow = [('0x1.e0605ec1655ap-206', '-0x1.8492862d24e92p+0'), ('0x1.ffc595843b4a6p-1', '-0x1.8c947bda18209p+15'),
            ('0x1.43b0a1baace28p+2', '-0x1.c0a650a00ddc8p+0'), ('0x1.5cd930fca002cp-2', '0x1.ac7f98ac8862p+4'),
            ('0x1.1c83c4cc81757p+0', '-0x1.40525f99ccfaep+7'), ('0x1.5e1aea21e7c5p+0', '-0x1.fc1513ba8851cp+5'),
            ('0x1.b1e83667a026p+1', '0x1.0989226812e28p+3'), ('0x1.fff56df3cdc5cp-1', '-0x1.c9be7ba82285p+14'),
            ('0x1.ffd9385c7b0a2p-1', '-0x1.4ae405220fd2dp+15'), ('0x1.bd11ac89e2e86p+0', '0x1.026de037d9114p+3')]


def show(f, *args):
    try:
        r = f(*args)
        print(' '.join(a.hex() for a in args), r.hex() if isinstance(r, float) else r)
    except (OverflowError, ValueError, ZeroDivisionError) as e:
        print(' '.join(a.hex() for a in args), type(e).__name__, e)


r = random.Random(2036)
edges = [0.0, -0.0, 5e-324, -5e-324, 1e-310, 2.0 ** -1022, 2.0 ** -54, -2.0 ** -54, 2.0 ** -53, 1.0, -1.0,
         0.5, 2.0, 10.0, 100.0, 512.0, -512.0, 700.0, 708.0, 709.0, 709.782712893384, 709.7827128933841,
         710.0, -708.0, -708.3964185322641, -709.0, -720.0, -745.0, -745.1332191019411, -745.1332191019412,
         -746.0, 1023.0, 1023.9999999999999, 1024.0, -1022.0, -1022.5, -1074.0, -1074.5, -1075.0, -1076.0,
         1e300, -1e300, 1.7976931348623157e308, math.inf, -math.inf, math.nan]
xs = edges + [r.uniform(-1, 1) for _ in range(60)] + [r.uniform(-10, 10) for _ in range(120)]
xs += [r.uniform(-750, 712) for _ in range(120)] + [r.uniform(700, 710) for _ in range(40)]
xs += [r.uniform(-746, -707) for _ in range(60)] + [math.ldexp(r.uniform(-1, 1), -r.randint(20, 60)) for _ in range(30)]
for x in [float.fromhex(h) for h in hard_exp] + xs:
    show(math.exp, x)
for x in xs + [r.uniform(-1080, 1030) for _ in range(200)] + [i / 128 for i in range(-300, 300, 7)]:
    show(math.exp2, x)
ls = [x for x in edges if not x < 0] + [7.0, 1e22, 2.0 ** 1023, math.e, 1 - 2.0 ** -53, 1 + 2.0 ** -52]
ls += [r.uniform(0, 10) for _ in range(150)] + [1 + r.uniform(-0.07, 0.07) for _ in range(150)]
ls += [1 + math.ldexp(r.uniform(-1, 1), -r.randint(5, 52)) for _ in range(60)]
ls += [math.ldexp(r.random(), r.randint(-1074, 1024)) for _ in range(150)]
ls += [r.uniform(0.6, 1.5) for _ in range(100)] + [-1.0, -5e-324]
for x in [float.fromhex(h) for h in hard_log] + ls:
    show(math.log, x)
ps = [(float.fromhex(a), float.fromhex(b)) for a, b in hard_pow]
ps += [(r.uniform(0, 10), r.uniform(-10, 10)) for _ in range(150)]
ps += [(r.uniform(0, 2), r.uniform(-300, 300)) for _ in range(100)]
ps += [(math.ldexp(r.random(), r.randint(-1074, 1024)), r.uniform(-2, 2)) for _ in range(100)]
ps += [(-r.uniform(0, 10), float(r.randint(-60, 60))) for _ in range(60)]
ps += [(1 + r.uniform(-1e-3, 1e-3), r.uniform(-1e5, 1e5)) for _ in range(100)]
ps += [(r.uniform(0, 100), y) for y in [0.5, 1.5, 2.0, 3.0, -1.0, -0.5, -2.0, 1 / 3] for _ in range(15)]
ps += [(2.0, -1074.5), (2.0, -1075.0), (2.0, -1074.0), (10.0, 308.25), (10.0, 309.0), (0.5, 1100.0),
       (1.0000001, 2.0 ** 70), (0.9999999, 2.0 ** 70), (3.0, 2.0 ** -70), (0.3, -2.0 ** -70), (-2.0, 1025.0),
       (-2.0, 1023.0), (-0.5, -1075.0), (1e-310, 0.5), (5e-324, -0.25)]
for x, y in ps:
    show(math.pow, x, y)
    show(lambda a, b: a ** b, x, y)
