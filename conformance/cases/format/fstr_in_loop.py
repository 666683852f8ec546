# f-strings building a table
rows = [("apple", 1.5, 3), ("banana", 0.25, 12), ("cherry", 10.0, 100)]
print(f"{'name':<8}{'price':>8}{'qty':>5}{'total':>10}")
for name, price, qty in rows:
    print(f"{name:<8}{price:>8.2f}{qty:>5d}{price * qty:>10,.2f}")
print(f"{'':-<31}")
print(f"{'sum':<21}{sum(p * q for _, p, q in rows):>10,.2f}")
