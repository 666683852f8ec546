# f-strings with format specs: widths, alignment, precision
x, n, s = 3.14159, 42, "py"
print(f"{x:.2f}|{x:10.3f}|{x:<10.1f}|{x:^10.2f}|{x:>10}")
print(f"{n:5}|{n:<5}|{n:^5}|{n:05}|{n:+}|{n: }|{-n:=+6}")
print(f"{s:>6}|{s:<6}|{s:^6}|{s:*^7}|{s:.1}")
print(f"{n:x}|{n:X}|{n:o}|{n:b}|{n:#x}|{n:#o}|{n:#b}|{n:c}")
