# class bodies see enclosing function variables
def make(v):
    class A:
        attr = v
        def get(self):
            return v
    return A
A = make(7)
print(A.attr, A().get())
