# messages for unsupported operand types
for f in (lambda: [] - [], lambda: {} + {}, lambda: None * 2, lambda: 1 / "x", lambda: "a" ** 2, lambda: 3 // None, lambda: 1.5 % "x", lambda: [] @ []):
    try:
        f()
    except TypeError as e:
        print(e)
