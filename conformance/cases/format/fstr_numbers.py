# f-string formatting of ints, floats, bools and complex
for v in (0, 1, -1, 1234567, -9876543210, 2**70):
    print(f"{v:,}|{v:_}|{v:>16,}|{v:+d}|{v:e}")
for v in (0.0, -0.0, 0.5, 1.5, 2.5, 123456.789, 1e-7, 1e22):
    print(f"{v}|{v:g}|{v:.3}|{v:%}|{v:,.2f}|{v:z.1f}")
print(f"{True:d}|{True:>5}|{False:.1f}|{True}")
print(f"{1+2j:.2f}|{-1.5j:>10}|{3j:g}")
