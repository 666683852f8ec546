# class and instance state together
class Account:
    interest = 0.5
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
    def deposit(self, x):
        if x <= 0:
            raise ValueError("deposit must be positive")
        self.balance += x
        return self.balance
a = Account("ann")
print(a.deposit(10), a.balance * a.interest)
try:
    a.deposit(-1)
except ValueError as e:
    print("error:", e)
