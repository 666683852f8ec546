# bitwise on ints larger than 64 bits
a = (1 << 80) - 1
b = 1 << 79
print(a & b, a | (1 << 90), a ^ b, ~a, -a & 0xFFFF, (-(1 << 70)) | 1)
