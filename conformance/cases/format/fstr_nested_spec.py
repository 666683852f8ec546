# f-string specs containing replacement fields
x = 2.718281828
for w in (6, 10, 14):
    for p in (0, 2, 5):
        print(f"[{x:{w}.{p}f}] [{x:>{w}.{p}e}] [{x:^{w}.{p + 1}g}]")
fill, align = "*", "^"
print(f"{'mid':{fill}{align}{11}}")
spec = ",.3f"
print(f"{1234567.8915:{spec}}")
