# closure accumulator with mutable state
def make_acc():
    total = []
    def add(x):
        total.append(x)
        return sum(total)
    return add
acc = make_acc()
print(acc(1), acc(2), acc(10))
