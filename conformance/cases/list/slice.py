# list slicing with steps and clamped bounds
l = list(range(10))
print(l[2:5], l[::3], l[::-1], l[-3:], l[8:100], l[-100:2], l[7:2:-2], l[5:5], l[1:-1:4])
