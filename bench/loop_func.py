# The loop_module.py loop inside a function: local-slot loads and stores.
def run():
    total = 0
    i = 0
    while i < 1000000:
        total = (total + i * 3) % 1000003
        i += 1
    return total


print(run())
