# non-ASCII fill characters and values
print(f"{'é':😀^7}")
print(f"{42:→>8}")
print(f"{'日本':-^10}")
print(f"{3.5:★<9.2f}")
print(len(f"{'x':é>5}"))
