# unpacking into subscripts and slices
l = [0] * 5
l[0], l[1:3] = 9, [7, 8]
print(l)
