# class attributes are shared until shadowed on the instance
class C:
    items = []
a, b = C(), C()
a.items.append(1)
print(b.items, C.items)
a.items = [2]
print(a.items, b.items)
