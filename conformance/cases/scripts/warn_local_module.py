# a program that passes these checks warns about nothing, whatever it computes
x = [1, 2]
print(x is x, x[0] is not None, (x)(0) if 0 else 1, x[1.5] if 0 else 2, [x] [0])
