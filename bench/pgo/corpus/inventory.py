# Object-heavy bookkeeping: classes with properties, dunder methods, class
# methods and inheritance; orders processed against an inventory.
class Money:
    __slots__ = ("cents",)

    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        return Money(self.cents + other.cents)

    def __mul__(self, n):
        return Money(self.cents * n)

    def __lt__(self, other):
        return self.cents < other.cents

    def __repr__(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"


class Product:
    def __init__(self, sku, name, price, stock):
        self.sku = sku
        self.name = name
        self.price = price
        self.stock = stock

    @property
    def available(self):
        return self.stock > 0

    def take(self, n):
        if n > self.stock:
            raise ValueError(f"only {self.stock} of {self.sku}")
        self.stock -= n
        return self.price * n


class Perishable(Product):
    def __init__(self, sku, name, price, stock, days):
        super().__init__(sku, name, price, stock)
        self.days = days

    def take(self, n):
        total = super().take(n)
        if self.days < 3:
            total = Money(total.cents * 8 // 10)
        return total


class Inventory:
    def __init__(self):
        self.items = {}

    @classmethod
    def build(cls, n):
        inv = cls()
        for i in range(n):
            sku = f"S{i:04d}"
            if i % 3 == 0:
                inv.items[sku] = Perishable(sku, f"fresh {i}", Money(100 + i % 250), 4000, i % 7)
            else:
                inv.items[sku] = Product(sku, f"item {i}", Money(250 + i % 900), 2500)
        return inv

    def order(self, lines):
        total = Money(0)
        for sku, n in lines:
            total = total + self.items[sku].take(n)
        return total


inv = Inventory.build(400)
revenue = Money(0)
failed = 0
for k in range(12000):
    lines = [(f"S{(k * 7 + j * 13) % 400:04d}", 1 + (k + j) % 3) for j in range(3)]
    try:
        revenue = revenue + inv.order(lines)
    except ValueError:
        failed += 1
left = sorted((p for p in inv.items.values() if p.available), key=lambda p: (p.price, p.sku))
print(revenue, failed, len(left), left[0].sku if left else None, max(p.price for p in inv.items.values()))
