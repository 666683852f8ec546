# comprehensions in a class body do not see class names except the first iterable
class A:
    n = [1, 2, 3]
    doubled = [i * 2 for i in n]
print(A.doubled)
