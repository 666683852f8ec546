# class body names are not visible in methods
x = "global"
class A:
    x = "class"
    def f(self):
        return x
    y = x + "!"
print(A().f(), A.y)
