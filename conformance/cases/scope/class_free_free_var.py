# free variable resolved at call time in enclosing function
def outer():
    def inner():
        return v
    v = "late"
    return inner()
print(outer())
