# append and pop
l = []
for i in range(5):
    l.append(i * i)
print(l, l.pop(), l.pop(0), l.pop(-2), l)
