# Records: dataclasses, dict and list comprehensions, sorting with keys,
# string formatting and parsing, enum members, datetime arithmetic.
import datetime
import enum
from dataclasses import dataclass, field

class Kind(enum.Enum):
    SALE = 1
    REFUND = 2
    FEE = 3

@dataclass
class Entry:
    when: datetime.date
    kind: Kind
    amount: float
    tags: list = field(default_factory=list)

start = datetime.date(2024, 1, 1)
entries = []
for i in range(12000):
    kind = (Kind.SALE, Kind.REFUND, Kind.FEE)[i % 3 if i % 5 else 0]
    entries.append(Entry(start + datetime.timedelta(days=i % 366), kind, round((i * 7.31) % 500, 2),
                         [f"t{i % 4}", f"r{i % 9}"]))
by_month = {}
for e in entries:
    key = e.when.strftime("%Y-%m")
    sign = -1 if e.kind is Kind.REFUND else 1
    by_month[key] = by_month.get(key, 0.0) + sign * e.amount
tagged = {t: sum(e.amount for e in entries if t in e.tags) for t in ("t0", "t1", "r3")}
top = sorted(entries, key=lambda e: (-e.amount, e.when))[:3]
csv = "\n".join(f"{e.when.isoformat()},{e.kind.name},{e.amount:.2f}" for e in entries[:3000])
parsed = [line.split(",") for line in csv.splitlines()]
back = sum(float(p[2]) for p in parsed if p[1] == "SALE")
print(len(by_month), round(by_month["2024-03"], 2), {k: round(v, 2) for k, v in tagged.items()})
print([(e.when.isoformat(), e.kind.name, e.amount) for e in top], round(back, 2))
