# The spectral norm of an infinite matrix A(i, j) = 1 / ((i + j)(i + j + 1) / 2 + i + 1),
# truncated to n x n, by power iteration: float division, nested loops, zip, sum.


def a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(v):
    n = len(v)
    return [sum(a(i, j) * vj for j, vj in enumerate(v)) for i in range(n)]


def mul_atv(v):
    n = len(v)
    return [sum(a(j, i) * vj for j, vj in enumerate(v)) for i in range(n)]


def mul_atav(v):
    return mul_atv(mul_av(v))


def spectral_norm(n):
    u = [1.0] * n
    for _ in range(10):
        v = mul_atav(u)
        u = mul_atav(v)
    vbv = vv = 0.0
    for ue, ve in zip(u, v):
        vbv += ue * ve
        vv += ve * ve
    return (vbv / vv) ** 0.5


print("%.9f" % spectral_norm(200))
