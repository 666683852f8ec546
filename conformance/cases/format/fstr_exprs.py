# f-string fields with subscripts, conditionals and calls before the spec
d = {"k": 3.14159, "name": "ada"}
xs = [10, 200, 3000]
flag = True
print(f"{d['k']:>10.3f}|{d['name']!r:^9}|{d['name'].upper():*<6}")
print(f"{'yes' if flag else 'no':>5}|{len(xs):03d}|{sum(xs):,}")
print(f"{max(xs) / 7:.4g}|{xs[-1]:#x}|{-xs[0]:+08d}")
print(f"{(lambda v: v * 2)(21):^8}")
print(f"{'{'}{'}'}|{{literal}}")
