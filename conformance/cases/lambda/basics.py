# lambda expressions
sq = lambda x: x * x
add = lambda a, b=10: a + b
print(sq(4), add(1), add(1, 2), (lambda: "no args")(), (lambda *a, **k: (a, k))(1, x=2))
