s = """abc

x = 1
