# compile-time warnings come in CPython's compile order and number
x = 1
def g(q=x is 2):
    @staticmethod
    def h(): return x is 3
    return [y is 4 for y in range(3)
            if y is 5]
class A(object if x is 6 else int):
    z = x is 7
while x is 8:
    break
try:
    pass
finally:
    w = x is 9
for i in [x is 10]:
    try:
        continue
    finally:
        x is 11
d = {x is 12: 1,
     2: x is 13}
lam = lambda a=x is 14: x is 15
print(g(), A.z, w, d)
