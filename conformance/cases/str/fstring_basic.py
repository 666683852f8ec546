# simple f-strings without format specs
x = 5
name = "bob"
print(f"x={x}", f"{name}!", f"{x + 1}{x * 2}", f"{[1, 2]}", f"{'q'}", f"{{braces}}", f"{x!r} {name!r}", f"{x=}")
