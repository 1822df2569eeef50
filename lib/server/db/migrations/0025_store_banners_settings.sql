CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text,
	"alt" text NOT NULL,
	"href" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The home's banners as they were shipped until the manager could edit them (lib/content/banners.ts then).
INSERT INTO "home_banners" ("image_url", "alt", "href", "position") VALUES
	('/media/banners/banner-1.webp', 'Feijoada completa para o seu sábado: carnes salgadas, defumados e kits prontos para a família', '/busca?q=feijoada', 0),
	('/media/banners/banner-2.webp', 'Tudo para o seu churrasco: cortes nobres, linguiças, carvão e acompanhamentos', '/busca?q=churrasco', 1),
	('/media/banners/banner-3.webp', 'Monte o seu blend de hambúrguer: moído na hora, porcionado do seu jeito', '/blend', 2);
