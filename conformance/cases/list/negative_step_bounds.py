# negative step with negative bounds
l = list(range(8))
print(l[-2:-6:-1], l[-1::-3], l[:-9:-1], l[3::-1], l[-9::-1], l[:3:-1])
