# f-string format specifications
x = 3.14159
n = 42
print(f"{x:.2f}|{n:5d}|{n:<5}|{n:>5}|{n:^5}|{n:05}|{n:x}|{n:b}|{1234567:,}|{0.5:%}|{'s':>3}")
