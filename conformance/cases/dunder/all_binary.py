# every binary operator and its reflection
class N:
    def __init__(self, v): self.v = v
ops = ["add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and", "or", "xor"]
for op in ops:
    setattr(N, "__%s__" % op, (lambda op: lambda self, o: "%s(%s,%s)" % (op, self.v, o))(op))
    setattr(N, "__r%s__" % op, (lambda op: lambda self, o: "r%s(%s,%s)" % (op, self.v, o))(op))
n = N(1)
print(n + 2, n - 2, n * 2, n @ 2, n / 2, n // 2, n % 2, n ** 2, n << 2, n >> 2, n & 2, n | 2, n ^ 2)
print(2 + n, 2 - n, 2 * n, 2 @ n, 2 / n, 2 // n, 2 % n, 2 ** n, 2 << n, 2 >> n, 2 & n, 2 | n, 2 ^ n)
