# length of a large power's decimal string
print(len(str(2**10000)), str(3**500)[:20], str(-(7**300))[-10:])
