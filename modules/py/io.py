# io placeholder
