# an error in a class body
class A:
    x = 1 / 0
