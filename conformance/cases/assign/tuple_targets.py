# tuple and list targets
a, b = 1, 2
(c, d) = [3, 4]
[e, f] = "ef"
g, = [7]
print(a, b, c, d, e, f, g)
