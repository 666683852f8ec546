# augmented assignment operators on ints
x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 2; print(x)
x //= 5; print(x)
x %= 3; print(x)
x **= 10; print(x)
x /= 4; print(x)
y = 6
y <<= 2; print(y)
y >>= 1; print(y)
y |= 1; print(y)
y &= 13; print(y)
y ^= 255; print(y)
