# huge slice bounds clamp
l = [1, 2, 3]
print(l[-2**100:2**100], l[2**100:], l[::2**100], l[::-(2**100)])
