# arbitrary statements run in the class body
class A:
    total = 0
    for i in range(5):
        total += i
    if total > 5:
        big = True
    del i
print(A.total, A.big, hasattr(A, "i"))
