import { Controller, Get, Header } from '@nestjs/common';
import { buildOpenApiDocument } from '@tm/shared-contracts/contracts';

@Controller()
export class DocsController {
  private readonly document = buildOpenApiDocument();

  /** The OpenAPI document, generated from the same zod contracts that validate requests. */
  @Get('docs')
  @Header('cache-control', 'no-cache')
  openApi() {
    return this.document;
  }
}
