# a realistic extraction pattern
import re
text = 'Contact: alice@example.com, bob.smith@mail.co.uk; invalid@; x@y.z'
print(re.findall(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+', text))
print(re.sub(r'(\w+)@(\w+)', r'\1 at \2', text))
