# subscripting a literal of the wrong kind: not subscriptable / indices must be integers or slices
v = 0
print((1, 2)[1.5] if v else 0, [1, 2]["a"] if v else 0, "ab"[None] if v else 0)
print(b"ab"["x"] if v else 0, f"{v}"[1.0] if v else 0, [i for i in "ab"]["k"] if v else 0)
print({1}[0] if v else 0, None[0] if v else 0, 3j[0] if v else 0, (lambda: 0)[0] if v else 0)
print((i for i in ())[0] if v else 0, 1.5[0] if v else 0, ...[0] if v else 0, 5[0] if v else 0)
print("ab"[1:], (1, 2)[True], [1][v], {"a": 1}["a"], (v, 2)[1], "ab"[v:])
print([[1, 2] [0, 1]] if v else "no", [1][(1, 2)] if v else 0)
try:
    print((1, 2)["x"])
except TypeError as e:
    print("TypeError:", e)
