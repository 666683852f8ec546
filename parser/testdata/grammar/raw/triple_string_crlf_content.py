x = '''line1
line2
'''
