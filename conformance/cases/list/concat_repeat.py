# list + and *
a = [1, 2]
print(a + [3], a * 2, 2 * a, a * 0, a * -1, [] + [], [[0]] * 3)
m = [[0]] * 3
m[0].append(1)
print(m)
