def greet(name):
    return f"Hello, {name}!"

for who in ["world", "pyinterp"]:
    print(greet(who))
