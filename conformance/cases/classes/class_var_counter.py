# class variables updated through the class
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
for _ in range(4):
    Counter()
print(Counter.count)
